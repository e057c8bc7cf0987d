import { z } from 'zod';
import { adminRoles, appRoles } from './roles.ts';

/** Timestamps travel as ISO 8601 strings; the domain never parses them with the system clock. */
const timestamp = z.string();
const optionalTimestamp = timestamp.nullable().default(null);

/**
 * An organization user (product-reference §3 'Organization user'): a person (userId) within one organization.
 * The platform nests firstName, lastName, phone and language under `user`; the API adapter
 * flattens them into this shape. The form-only fields of §3 (password, download and confirm
 * links, resendMail…) are not part of the entity: they live in the form schemas and in `UserPatch`.
 */
export const organizationUserSchema = z.object({
  /** The organization-user id (the `Id` header). */
  id: z.number().int(),
  /** The person across organizations. */
  userId: z.number().int(),
  organizationId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable().default(null),
  lang: z.string().default('en'),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /** Shown as a comma-joined string (see `rolesText`). */
  roles: z.array(z.string()).default([]),
  adminRoles: z.array(z.enum(adminRoles)).default([]),
  userRole: z.enum(appRoles).default('regular'),
  /** The signing key registered for sign-in; a new admin copies an existing admin's (product-reference §6). */
  pkeySign: z.string().nullable().default(null),
  acceptCode: z.string().nullable().default(null),
  /**
   * The add-user link the platform answers while no password was set: the set-password page with its
   * signed `jwt` token. Only the platform can sign that token, so the app shows this link as it is.
   */
  acceptLink: z.string().nullable().default(null),
  unlockToken: z.string().nullable().default(null),
  createdBy: z.number().int().nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The set-password date: null while the user has never set a password. */
  activatedAt: optionalTimestamp,
  deletedAt: optionalTimestamp,
  download: z
    .object({ id: z.number().int(), downloadedAt: timestamp.nullable().default(null) })
    .nullable()
    .default(null),
  /** The stored version this copy was read at (the platform's ETag); an edit names it (If-Match). */
  version: z.string().optional(),
});

export type OrganizationUser = z.output<typeof organizationUserSchema>;
/** What the schema accepts (defaults not yet applied): handy for fixtures and adapters. */
export type OrganizationUserInput = z.input<typeof organizationUserSchema>;

/** The roles list as the table shows it. */
export const rolesText = (roles: readonly string[]): string => roles.join(', ');

/** True when the user has set a password at least once (product-reference §4 'User'). */
export const hasSetPassword = (user: Pick<OrganizationUser, 'activatedAt'>): boolean =>
  user.activatedAt !== null && user.activatedAt !== '';

/** An admin that counts for the 'more than 1 active admin' rules: admin, active and not deleted. */
export const isActiveAdmin = (user: Pick<OrganizationUser, 'isAdmin' | 'isActive' | 'isDeleted'>): boolean =>
  user.isAdmin && user.isActive && !user.isDeleted;

/** The number of active admins among users (product-reference §5 'User form'). */
export const countActiveAdmins = (
  users: readonly Pick<OrganizationUser, 'isAdmin' | 'isActive' | 'isDeleted'>[],
): number => users.reduce((n, u) => (isActiveAdmin(u) ? n + 1 : n), 0);
