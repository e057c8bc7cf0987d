// The stored shapes (product-reference §3). Dates are ISO strings; ids are numbers, connection references uuids.
export type AdminRole = 'org_mgr' | 'usr_mgr' | 'cnx_mgr';
export type UserRole = 'regular' | 'viewer';
/**
 * The languages a person reads, in the order of the contract's `Lang` (openapi/platform.yaml), which
 * test/mail-language.test.ts holds equal; English is first, the fallback for anything else.
 */
export const langs = ['en', 'nl', 'fr', 'de'] as const;
export type Lang = (typeof langs)[number];
export type TwoFactorAuth = '2FA disabled' | '2FA using email';
/**
 * Invitation statuses in order: `$sort[status]` sorts by this order value (1 for pending; product-reference §9).
 * The domain keeps its own copy (it may not be imported here): api-adapter/test/status-order.contract.test.ts
 * proves both agree, as it does for the connection statuses below.
 */
export const invitationStatusOrder = [
  'pending',
  'accepted',
  'completed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type InvitationStatus = (typeof invitationStatusOrder)[number];
/** Connection statuses in order: `$sort[status]` sorts by this order value (1 for pending; product-reference §9). */
export const connectionStatusOrder = [
  'pending',
  'accepted',
  'confirmed',
  'finalized',
  'declined',
  'cancelled',
] as const;
export type ConnectionStatus = (typeof connectionStatusOrder)[number];

export interface OrganizationRecord {
  id: number;
  name: string;
  vat: string;
  streetNbr: string;
  postalCode: string;
  city: string;
  country: string;
  contactEmail: string;
  contactPhone: string | null;
  supportEmail: string;
  supportPhone: string | null;
  walletType: 'windows' | 'macos' | 'linux' | null;
  walletUrl: string;
  twoFactorAuth: TwoFactorAuth;
  status: string;
  isActive: boolean;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrgUserRecord {
  id: number;
  /** The person behind the account: one userId per email, shared across organizations. */
  userId: number;
  organizationId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  lang: Lang;
  adminRoles: AdminRole[];
  /** Derived from adminRoles, stored so lists can sort admins first. */
  isAdmin: boolean;
  userRole: UserRole;
  isActive: boolean;
  isDeleted: boolean;
  pkeySign: string | null;
  acceptCode: string | null;
  unlockToken: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  deletedAt: string | null;
}

export interface MetaRecord {
  id: number;
  organizationId: number;
  metaSource: string;
  metaName: string;
  metaValue: string;
  createdAt: string;
}

export interface EncryptedData {
  publicKey: string;
  [key: string]: unknown;
}

export interface InvitationRecord {
  id: number;
  status: InvitationStatus;
  name: string;
  vat: string;
  contactEmail: string;
  customerReference: string | null;
  city: string | null;
  msg: string | null;
  reference: string;
  inviterId: number;
  resultOrganizationId: number | null;
  encrInviterData: EncryptedData | null;
  invitationValidUntil: string;
  createdAt: string;
  updatedAt: string;
  answeredAt: string | null;
}

export interface ConnectionRecord {
  reference: string;
  status: ConnectionStatus;
  organizationIdA: number;
  organizationIdB: number;
  customerReference: string | null;
  inviteMsg: string | null;
  remoteAddress: string | null;
  encrInviterData: EncryptedData | null;
  encrInviteeData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  acceptedAt: string | null;
  confirmedAt: string | null;
  finalizedAt: string | null;
  declinedAt: string | null;
  cancelledAt: string | null;
}

export interface SubscriptionRecord {
  id: number;
  organizationId: number;
  subscriptionId: number;
  startDate: string;
  endDate: string | null;
}

export interface EulaRecord {
  id: number;
  version: string;
  title: string;
  url: string;
  createdAt: string;
}

export interface EulaUserRecord {
  id: number;
  orgUserId: number;
  eulaId: number;
  createdAt: string;
}

export interface PasswordResetRecord {
  id: number;
  orgUserId: number;
  organizationId: number;
  validUntil: string;
  visitedAt: string | null;
  usedAt: string | null;
  createdAt: string;
}

export interface OnboardingRecord {
  id: number;
  organizationId: number;
  invitationId: number;
  savedConnections: number[];
  connectionsAdded: boolean;
  onboarder: Record<string, string>;
  createdAt: string;
}

/**
 * A platform session: what an access token (and the two-factor token before it) names by its `sid`.
 * Ended by the user's logout or revoked by the platform, it lets none of its tokens in again, even
 * before they expire. Kept with --data, so an ended session stays ended across a restart.
 */
export interface SessionRecord {
  sid: string;
  orgUserId: number;
  organizationId: number;
  createdAt: string;
  /** The newest token's expiry: after it the record is only history and is pruned. */
  expiresAt: string;
  endedAt: string | null;
  /** 'signOut': the user logged out; 'revoked': the user was deleted or deactivated, or the password reset. */
  endReason: 'signOut' | 'revoked' | null;
}

export interface MailRecord {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}
