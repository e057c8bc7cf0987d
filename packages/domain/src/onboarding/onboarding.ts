import { errAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { Locale } from '../messages/define.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import { toEnglishCountry } from '../countries/countries.ts';
import { isLinkTokenExpired } from '../session/tokens.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { onboardingFormSchema, type OnboardingForm, type OnboardingPayload } from './form.ts';
import type { EligibleOrganization, OnboardingGateway, OnboardingInvitation } from './ports.ts';

/** The onboarding link carries no invitation code. */
export type MissingInvitationCode = Tagged<'MissingInvitationCode'>;
/** The onboarding link is older than its validity. */
export type OnboardingLinkExpired = Tagged<'LinkExpired'>;
/** The platform knows no invitation for the onboarding link's code. */
export type OnboardingInvitationNotFound = Tagged<'InvitationNotFound'>;
/** What `loadOnboarding` can fail with. */
export type LoadOnboardingError =
  MissingInvitationCode | OnboardingLinkExpired | OnboardingInvitationNotFound | TransportError;
/** What `submitOnboarding` can fail with. */
export type SubmitOnboardingError = ValidationError | LoadOnboardingError;

const missing = (): MissingInvitationCode => tagged('MissingInvitationCode', 'onboarding.error.missingCode');
const expired = (): OnboardingLinkExpired => tagged('LinkExpired', 'onboarding.error.linkExpired');

/** The platform's answer to a stale link: 401/403/410 is an expired link, 404 an unknown invitation. */
const linkError = (e: TransportError): LoadOnboardingError =>
  e.kind === 'Unauthorized' || (e.kind === 'HttpError' && [401, 403, 410].includes(e.status))
    ? expired()
    : e.kind === 'HttpError' && e.status === 404
      ? tagged('InvitationNotFound', 'onboarding.error.notFound')
      : e;

/** Checks the link before any call: no jwt or no invitation id is a missing code; a passed exp is expired. */
const checkLink = (
  clock: Clock,
  jwt: string | null | undefined,
  invitationId: unknown,
): MissingInvitationCode | OnboardingLinkExpired | null =>
  !jwt || invitationId === null || invitationId === undefined || invitationId === ''
    ? missing()
    : isLinkTokenExpired(jwt, clock.now())
      ? expired()
      : null;

export type LoadedOnboarding = {
  readonly invitation: OnboardingInvitation;
  readonly eligibleOrganizations: readonly EligibleOrganization[];
  /** The form's starting values: the invited name, VAT and email (VAT is not editable). */
  readonly initialValues: { organization: { name: string; vat: string; contactEmail: string; city: string } };
};

/** Opens /invitation/{invitationId}?jwt=… (product-reference §2.1, §8 Onboarding). */
export const loadOnboarding =
  (deps: { onboarding: OnboardingGateway; clock: Clock }) =>
  (input: {
    invitationId: string | number | null | undefined;
    jwt: string | null | undefined;
  }): ResultAsync<LoadedOnboarding, LoadOnboardingError> => {
    const problem = checkLink(deps.clock, input.jwt, input.invitationId);
    if (problem) return errAsync(problem);
    return deps.onboarding
      .load(input.jwt!)
      .mapErr(linkError)
      .map(({ invitation, eligibleOrganizations }) => ({
        invitation,
        eligibleOrganizations,
        initialValues: {
          organization: {
            name: invitation.name,
            vat: invitation.vat,
            contactEmail: invitation.contactEmail,
            city: invitation.city ?? '',
          },
        },
      }));
  };

/**
 * Builds the product-reference §3 onboarding payload: the admin is the first admin, the country in
 * English, and the admin's language the form's, when known (the platform gives English otherwise).
 */
export const onboardingPayload = (
  form: OnboardingForm,
  invitationId: number,
  lang?: Locale,
): OnboardingPayload => ({
  organization: { ...form.organization, country: toEnglishCountry(form.organization.country) },
  admin: {
    isFirstAdmin: true,
    firstName: form.admin.firstName,
    lastName: form.admin.lastName,
    email: form.admin.email,
    phone: form.admin.phone,
    ...(lang === undefined ? {} : { lang }),
  },
  onboarding: { ...form.onboarder, savedConnections: [...new Set(form.savedConnections)] },
  invitationId,
});

/** 'Create account' (step 0 → step 1 'Ready'): validates and sends the onboarding payload. */
export const submitOnboarding =
  (deps: { onboarding: OnboardingGateway; clock: Clock }) =>
  (input: {
    invitationId: number;
    jwt: string | null | undefined;
    form: unknown;
    /**
     * The language the form is filled in: the new admin's set-password mail and portal speak it until
     * they choose their own. The spec gives the first admin no language field; the onboarder's own
     * choice of language is the best guess of what that admin reads.
     */
    lang?: Locale;
  }): ResultAsync<{ step: 1; message: MessageRef }, SubmitOnboardingError> =>
    validate(onboardingFormSchema, input.form).asyncAndThen(
      (form): ResultAsync<{ step: 1; message: MessageRef }, SubmitOnboardingError> => {
        const problem = checkLink(deps.clock, input.jwt, input.invitationId);
        if (problem) return errAsync(problem);
        return deps.onboarding
          .submit(input.jwt!, onboardingPayload(form, input.invitationId, input.lang))
          .mapErr(linkError)
          .map(() => ({ step: 1 as const, message: { id: 'onboarding.ready' } }));
      },
    );

/** The step titles: 0 'Create your account' (the form), 1 'Ready' (success). */
export const onboardingSteps: readonly MessageRef[] = [
  { id: 'onboarding.step.create' },
  { id: 'onboarding.step.ready' },
];
