import { z } from 'zod';
import { isListedCountry } from '../countries/countries.ts';
import type { Locale } from '../messages/define.ts';
import {
  message,
  optionalText,
  requiredEmail,
  requiredText,
  vatNumber,
  whenTexts,
} from '../validation/rules.ts';
import { contractMaxLength } from '../validation/generated/contract-facts.ts';

/** Emails compared as the spec says: ignoring case and spaces. */
export const sameEmail = (a: string, b: string): boolean =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

const countryRequired = message('onboarding.countryRequired');

/** The platform's limits of the onboarding's three parts. */
const organization = contractMaxLength['OnboardingPayload.organization'];
const admin = contractMaxLength['OnboardingPayload.admin'];
const onboarder = contractMaxLength['OnboardingPayload.onboarding'];

/**
 * The onboarding form (product-reference §5 Onboarding). The organization part has the profile's required
 * fields except the wallet URL and 2-FA (the platform sets those for a new organization); the
 * onboarder's role and phone are optional, the rest of the onboarder is required.
 */
export const onboardingFormSchema = z
  .object({
    organization: z.object({
      name: requiredText('organizations.field.name', organization.name),
      vat: vatNumber('organizations.field.vat'),
      streetNbr: requiredText('organizations.field.streetNbr', organization.streetNbr),
      postalCode: requiredText('organizations.field.postalCode', organization.postalCode),
      city: requiredText('organizations.field.city', organization.city),
      country: z
        .string(countryRequired)
        .trim()
        .max(organization.country, message('validation.maxLength', { max: organization.country }))
        .refine(isListedCountry, countryRequired),
      contactEmail: requiredEmail('organizations.field.contactEmail', organization.contactEmail),
      contactPhone: optionalText(organization.contactPhone),
      supportEmail: requiredEmail('organizations.field.supportEmail', organization.supportEmail),
      supportPhone: optionalText(organization.supportPhone),
    }),
    admin: z.object({
      firstName: requiredText('onboarding.field.adminFirstName', admin.firstName),
      lastName: requiredText('onboarding.field.adminLastName', admin.lastName),
      email: requiredEmail('onboarding.field.adminEmail', admin.email),
      emailCheck: z.string().default(''),
      phone: optionalText(admin.phone),
    }),
    onboarder: z.object({
      onboarderFirstName: requiredText('onboarding.field.onboarderFirstName', onboarder.onboarderFirstName),
      onboarderLastName: requiredText('onboarding.field.onboarderLastName', onboarder.onboarderLastName),
      onboarderRole: optionalText(onboarder.onboarderRole),
      onboarderEmail: requiredEmail('onboarding.field.onboarderEmail', onboarder.onboarderEmail),
      onboarderPhone: optionalText(onboarder.onboarderPhone),
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
/** The onboarding form's values once they pass its rules. */
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
    /** The language the form was filled in; the platform gives English when absent. */
    readonly lang?: Locale;
  };
  readonly onboarding: OnboardingForm['onboarder'] & { readonly savedConnections: readonly number[] };
  readonly invitationId: number;
};
