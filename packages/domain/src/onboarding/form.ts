import { z } from 'zod';
import { isListedCountry } from '../countries/countries.ts';
import {
  message,
  optionalText,
  requiredEmail,
  requiredText,
  vatNumber,
  whenTexts,
} from '../validation/rules.ts';

/** Emails compared as the spec says: ignoring case and spaces. */
export const sameEmail = (a: string, b: string): boolean =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

const countryRequired = message('onboarding.countryRequired');

/**
 * The onboarding form (product-reference §5 Onboarding). The organization part has the profile's required
 * fields except the wallet URL and 2-FA (the platform sets those for a new organization); the
 * onboarder's role and phone are optional, the rest of the onboarder is required.
 */
export const onboardingFormSchema = z
  .object({
    organization: z.object({
      name: requiredText('organizations.field.name'),
      vat: vatNumber('organizations.field.vat'),
      streetNbr: requiredText('organizations.field.streetNbr'),
      postalCode: requiredText('organizations.field.postalCode'),
      city: requiredText('organizations.field.city'),
      country: z.string(countryRequired).trim().refine(isListedCountry, countryRequired),
      contactEmail: requiredEmail('organizations.field.contactEmail'),
      contactPhone: optionalText(),
      supportEmail: requiredEmail('organizations.field.supportEmail'),
      supportPhone: optionalText(),
    }),
    admin: z.object({
      firstName: requiredText('onboarding.field.adminFirstName'),
      lastName: requiredText('onboarding.field.adminLastName'),
      email: requiredEmail('onboarding.field.adminEmail'),
      emailCheck: z.string().default(''),
      phone: optionalText(),
    }),
    onboarder: z.object({
      onboarderFirstName: requiredText('onboarding.field.onboarderFirstName'),
      onboarderLastName: requiredText('onboarding.field.onboarderLastName'),
      onboarderRole: optionalText(),
      onboarderEmail: requiredEmail('onboarding.field.onboarderEmail'),
      onboarderPhone: optionalText(),
    }),
    acceptEula: z.literal(true, message('onboarding.eulaRequired')),
    acceptPricing: z.literal(true, message('onboarding.pricingRequired')),
    savedConnections: z.array(z.number().int()).default([]),
  })
  .refine((form) => sameEmail(form.admin.email, form.admin.emailCheck), {
    ...message('onboarding.emailMismatch'),
    path: ['admin', 'emailCheck'],
    when: whenTexts(['admin', 'email'], ['admin', 'emailCheck']),
  });
export type OnboardingForm = z.output<typeof onboardingFormSchema>;

/** The onboarding payload of product-reference §3, as POST onboarding sends it. */
export type OnboardingPayload = {
  readonly organization: OnboardingForm['organization'];
  readonly admin: {
    readonly isFirstAdmin: true;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
  };
  readonly onboarding: OnboardingForm['onboarder'] & { readonly savedConnections: readonly number[] };
  readonly invitationId: number;
};
