import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../messages/define.ts';
import type { TransportError } from '../shared/errors.ts';
import type { PasswordResetItem } from '../wallet/ports.ts';
import type { AdminRole, AppRole } from './roles.ts';
import type { OrganizationUser } from './user.ts';
import type { DeletedFilter } from './users-table.ts';

/** The fields the users list sorts by on the server (a header click sorts by one; `id` breaks ties). */
export const userSortFields = [
  'id',
  'isAdmin',
  'isActive',
  'lastName',
  'firstName',
  'email',
  'lang',
  'createdAt',
  'updatedAt',
  'activatedAt',
  'isDeleted',
] as const;
export type UserSortField = (typeof userSortFields)[number];
export type UserSort = readonly { readonly field: UserSortField; readonly direction: 'asc' | 'desc' }[];
/** Admins first, then last name, then first name (product-reference §2.5, §7). */
export const defaultUserSort: UserSort = [
  { field: 'isAdmin', direction: 'desc' },
  { field: 'lastName', direction: 'asc' },
  { field: 'firstName', direction: 'asc' },
];

/** One page of the users list, paged on the server. */
export type UserListQuery = {
  readonly organizationId: number;
  /** Zero-based page index. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: UserSort;
  readonly deleted: DeletedFilter;
  /** First name, last name or email holding this text (case-insensitive); '' for every user. */
  readonly search: string;
};
/** A server page: the total count and the rows of this page. */
export type UserPage<T> = { readonly total: number; readonly data: readonly T[] };

/** The fields of a user an admin gives in the invite and edit dialogs (product-reference §7). */
export type UserFields = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly adminRoles: readonly AdminRole[];
  readonly userRole: AppRole;
};

/**
 * POST /organization-users/ (product-reference §7). `lang`: the language of the mails the platform
 * sends the new user until they choose their own.
 */
export type NewOrganizationUser = UserFields & { readonly organizationId: number; readonly lang?: Locale };

/** PATCH /organization-users/{id}: only the fields given change. */
export type UserPatch = Partial<
  UserFields & {
    readonly isActive: boolean;
    readonly isDeleted: boolean;
    readonly deletedAt: null;
    /** Asks the platform to mail the add-user link again. */
    readonly resendMail: true;
  }
>;

/** The organization users of the platform API (product-reference §7 'Organization users'). */
export interface UsersGateway {
  /** One page of an organization's users, filtered on isDeleted and the search, sorted on the server. */
  list(query: UserListQuery): ResultAsync<UserPage<OrganizationUser>, TransportError>;
  /** The organization's admin users, deleted ones excluded (guards and the signing key). */
  admins(organizationId: number): ResultAsync<readonly OrganizationUser[], TransportError>;
  /** The user with this email (any state, deleted included) in the organization, or null. */
  findByEmail(organizationId: number, email: string): ResultAsync<OrganizationUser | null, TransportError>;
  /** Creates the user; the platform mails the add-user link. */
  create(user: NewOrganizationUser): ResultAsync<OrganizationUser, TransportError>;
  /** GET /organization-users/{id}: the user as stored now, with its version. */
  get(id: number): ResultAsync<OrganizationUser, TransportError>;
  /**
   * Changes a user (also resendMail and reactivation); returns the stored user. With `version`
   * (If-Match), refused (412) when the stored user is another version.
   */
  patch(id: number, changes: UserPatch, version?: string): ResultAsync<OrganizationUser, TransportError>;
  /** DELETE /organization-users/{id}: the platform marks the user deleted. */
  remove(id: number): ResultAsync<void, TransportError>;
}

/** An organization as the password reset chooser lists it. */
export type ResetOrganization = {
  readonly id: number;
  readonly name: string;
  readonly vat: string;
  readonly streetNbr: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  /** '0' when provider-hosted (product-reference §3). */
  readonly walletUrl: string;
};

/** A person's place in one organization. */
export type Membership = {
  readonly organization: ResetOrganization;
  /** The organization-user id of the person there. */
  readonly orgUserId: number;
  readonly isAdmin: boolean;
  readonly isActive: boolean;
};

/** The organizations a person belongs to (product-reference §7 'searches by userId, isActive and includeAdmin'). */
export interface MembershipsGateway {
  /** Every organization where the person (userId) is an active, non-deleted user. */
  membershipsOf(userId: number): ResultAsync<readonly Membership[], TransportError>;
}

/**
 * The platform's word for an admin password reset: the wallets reset another account only with a
 * grant the platform signs after its own authorization (POST /password-reset-grants).
 */
export interface PasswordResetGrantsGateway {
  /** A short-lived grant for exactly these items and this password hash (sha256 hex); Forbidden otherwise. */
  grant(input: {
    readonly passwordHash: string;
    readonly items: readonly PasswordResetItem[];
  }): ResultAsync<string, TransportError>;
}
