import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { OnboardingPayload } from './form.ts';

/** The invitation an onboarding link opens (product-reference §3 Invitation, the fields the form needs). */
export type OnboardingInvitation = {
  readonly id: number;
  readonly name: string;
  readonly vat: string;
  readonly contactEmail: string;
  readonly status: string;
  readonly city?: string | null;
  readonly inviterOrganization?: { readonly name: string } | null;
  readonly invitationValidUntil?: string | null;
};

/** An organization the new organization may connect with right away (the onboarding table, 10 a page). */
export type EligibleOrganization = {
  readonly id: number;
  readonly name: string;
  readonly vat: string;
  readonly city?: string | null;
};

/** The onboarding link-token calls (product-reference §7 Link-token flows); the jwt goes as the link token. */
export interface OnboardingGateway {
  /** GET onboarding: invitationObject and eligibleOrganizations. */
  load(jwt: string): ResultAsync<
    {
      readonly invitation: OnboardingInvitation;
      readonly eligibleOrganizations: readonly EligibleOrganization[];
    },
    TransportError
  >;
  /** POST onboarding with the onboarding payload. */
  submit(jwt: string, payload: OnboardingPayload): ResultAsync<void, TransportError>;
}
