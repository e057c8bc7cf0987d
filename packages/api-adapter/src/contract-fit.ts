// Compile-time proof that the domain's write inputs fit the contract's request bodies
// (architecture §1: the domain's schemas, checked against the generated OpenAPI types). `Fits` is strict:
// the domain value must be assignable AND carry no key the body lacks (the platform rejects unknown
// fields with a 400). Where the two differ, the gateway maps, and the check names the difference.
import type {
  AddUserGateway,
  AuditAction,
  ConnectionPatch,
  EulaAcceptance,
  NewConnectionRequest,
  NewInvitation,
  NewOrganizationUser,
  OnboardingPayload,
  OrganizationMeta,
  PasswordResetGateway,
  ProfileForm,
  UserPatch,
} from '@scr/domain';
import type { RequestBody, Schemas } from './contract.ts';

type DeepWritable<T> = T extends readonly (infer I)[]
  ? DeepWritable<I>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepWritable<T[K]> }
    : T;
type Fits<Domain, Body> = [DeepWritable<Domain>] extends [Body]
  ? Exclude<keyof Domain, keyof Body> extends never
    ? true
    : false
  : false;
type Assert<T extends true> = T;

/** POST /organization-users: the platform copies the admin signing key itself (no pkeySign on the wire). */
export type UserCreateFits = Assert<Fits<NewOrganizationUser, RequestBody<'/organization-users', 'post'>>>;
/** PATCH /organization-users/{id}: restoring (isDeleted/deletedAt) travels as `reactivate`. */
export type UserPatchFits = Assert<
  Fits<Omit<UserPatch, 'isDeleted' | 'deletedAt'>, RequestBody<'/organization-users/{id}', 'patch'>>
>;
/** PATCH /organizations/{id}: 2-FA is spelled '2FA disabled' / '2FA using email' on the wire. */
export type OrganizationPatchFits = Assert<
  Fits<Omit<Partial<ProfileForm>, 'twoFactorAuth'>, RequestBody<'/organizations/{id}', 'patch'>>
>;
/** POST /organization-meta: the domain's null value travels as ''. */
export type OrganizationMetaFits = Assert<
  Fits<
    Omit<OrganizationMeta, 'metaValue'> & { organizationId: number; metaValue: string },
    RequestBody<'/organization-meta', 'post'>
  >
>;
export type InvitationCreateFits = Assert<Fits<NewInvitation, RequestBody<'/invitations', 'post'>>>;
export type InvitationPatchFits = Assert<
  Fits<
    { status: 'pending' | 'cancelled'; sendNotificationMail: boolean },
    RequestBody<'/invitations/{id}', 'patch'>
  >
>;
/** POST /connections: the domain's `id` (side B) and `inviterId` (side A) are organizationIdB/A. */
export type ConnectionCreateFits = Assert<
  Fits<
    Pick<NewConnectionRequest, 'reference' | 'customerReference' | 'encrInviterData'> & {
      organizationIdA: NewConnectionRequest['inviterId'];
      organizationIdB: NewConnectionRequest['id'];
    },
    RequestBody<'/connections', 'post'>
  >
>;
export type ConnectionPatchFits = Assert<
  Fits<ConnectionPatch, RequestBody<'/connections/{reference}', 'patch'>>
>;
export type OnboardingFits = Assert<Fits<OnboardingPayload, RequestBody<'/onboarding', 'post'>>>;
export type AddUserFits = Assert<
  Fits<Parameters<AddUserGateway['complete']>[1], RequestBody<'/add-user', 'post'>>
>;
/** POST /pwreset: the link page's reset id is a path string; the contract's is an integer. */
export type PasswordResetFits = Assert<
  Fits<
    Omit<Parameters<PasswordResetGateway['submit']>[1], 'passwordResetId'> & { passwordResetId: number },
    RequestBody<'/pwreset', 'post'>
  >
>;
export type PasswordResetRequestFits = Assert<
  Fits<Parameters<PasswordResetGateway['request']>[0], RequestBody<'/password-reset', 'post'>>
>;
export type EulaAcceptanceFits = Assert<Fits<EulaAcceptance, RequestBody<'/eulas-users', 'post'>>>;

/** The domain's audit actions are exactly the contract's `AuditAction` (both directions). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AuditActionsAgree = Assert<Same<AuditAction, Schemas['AuditAction']>>;
