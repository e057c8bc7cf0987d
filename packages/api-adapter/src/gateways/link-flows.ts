// The public flows reached from mailed links: onboarding, add-user and password reset (product-reference §7
// 'Link-token flows'). The link token travels as the `jwt` query parameter; no session is sent.
import { errAsync, okAsync } from 'neverthrow';
import { z } from 'zod';
import { transportErrors } from '@scr/domain';
import type {
  AddUserGateway,
  AddUserRecord,
  EligibleOrganization,
  OnboardingGateway,
  OnboardingInvitation,
  OnboardingPayload,
  PasswordResetGateway,
  PasswordResetRecord,
} from '@scr/domain';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call } from '../transport.ts';
import { ignored } from './wire.ts';

const onboardingWire = z.object({
  invitationObject: z.object({
    id: z.number().int(),
    name: z.string(),
    vat: z.string(),
    contactEmail: z.string(),
    status: z.string(),
    city: z.string().nullish(),
    inviterOrganization: z.object({ name: z.string() }).nullish(),
    invitationValidUntil: z.string().nullish(),
  }),
  eligibleOrganizations: z.array(
    z.object({ id: z.number().int(), name: z.string(), vat: z.string(), city: z.string().nullish() }),
  ),
});

export const toOnboardingBody = (p: OnboardingPayload): RequestBody<'/onboarding', 'post'> => ({
  invitationId: p.invitationId,
  organization: { ...p.organization },
  admin: { ...p.admin },
  onboarding: { ...p.onboarding, savedConnections: [...p.onboarding.savedConnections] },
});

export const onboardingGateway = (open: PlatformClient): OnboardingGateway => ({
  load: (jwt) =>
    call(() => open.GET('/onboarding', { params: { query: { jwt } } }), onboardingWire).map(
      ({ invitationObject, eligibleOrganizations }) => ({
        invitation: invitationObject satisfies OnboardingInvitation,
        eligibleOrganizations: eligibleOrganizations satisfies EligibleOrganization[],
      }),
    ),
  submit: (jwt, payload) =>
    call(
      () => open.POST('/onboarding', { params: { query: { jwt } }, body: toOnboardingBody(payload) }),
      ignored,
    ),
});

/**
 * GET /add-user. The contract's userObject is an organization user; the organization's name and
 * the saved connections are read when the platform adds them (`organizationName`,
 * `savedConnections`), else '' and none (the platform files saved connections at onboarding).
 */
const addUserWire = z
  .object({
    userObject: z.object({
      id: z.number().int(),
      organizationId: z.number().int(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      isActive: z.boolean(),
      acceptCode: z.string().nullish(),
    }),
    walletToken: z.string(),
    walletUrl: z.string().nullish(),
    organizationName: z.string().optional(),
    savedConnections: z.array(z.number().int()).optional(),
  })
  .transform(({ userObject: u, walletToken, walletUrl, organizationName, savedConnections }) => ({
    walletToken,
    user: {
      orgUserId: u.id,
      organizationId: u.organizationId,
      organizationName: organizationName ?? '',
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      isActive: u.isActive,
      acceptCode: u.acceptCode ?? '',
      walletUrl: walletUrl ?? null,
      savedConnections: savedConnections ?? [],
    } satisfies AddUserRecord,
  }));

export const addUserGateway = (open: PlatformClient): AddUserGateway => ({
  load: (jwt) => call(() => open.GET('/add-user', { params: { query: { jwt } } }), addUserWire),
  complete: (jwt, body) =>
    call(
      () =>
        open.POST('/add-user', {
          params: { query: { jwt } },
          body: {
            ...body,
            connectionRequests: body.connectionRequests.map((r) => ({
              ...r,
              encrInviterData: { ...r.encrInviterData },
            })),
          },
        }),
      ignored,
    ),
});

const passwordResetWire = z
  .object({
    id: z.number().int(),
    visitedAt: z.string().nullable(),
    validUntil: z.string(),
    organization_user: z
      .object({
        user: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish(),
      })
      .nullish(),
  })
  .transform((r): PasswordResetRecord & { readonly id: number } => ({
    id: r.id,
    visitedAt: r.visitedAt,
    validUntil: r.validUntil,
    firstName: r.organization_user?.user?.first_name ?? null,
    lastName: r.organization_user?.user?.last_name ?? null,
  }));

/** The reset id of the link page's path; the contract's ids are integers. */
const resetIdOf = (passwordResetId: string): number => Number(passwordResetId);

export const passwordResetGateway = (open: PlatformClient): PasswordResetGateway => ({
  request: (input) => call(() => open.POST('/password-reset', { body: { ...input } }), ignored),
  // The link token names the reset; a link page whose path names another reset is not found.
  load: (jwt, passwordResetId) =>
    call(() => open.GET('/pwreset', { params: { query: { jwt } } }), passwordResetWire).andThen(
      ({ id, ...record }) =>
        id === resetIdOf(passwordResetId)
          ? okAsync(record)
          : errAsync(transportErrors.http(404, 'Could not find password reset request')),
    ),
  submit: (jwt, { passwordHash, passwordResetId }) =>
    call(
      () =>
        open.POST('/pwreset', {
          params: { query: { jwt } },
          body: { passwordHash, passwordResetId: resetIdOf(passwordResetId) },
        }),
      z.union([z.object({ result: z.literal('success') }), z.object({ error: z.string() })]),
    ).map((r) => ('result' in r ? { result: 'success' as const } : { error: r.error })),
});
