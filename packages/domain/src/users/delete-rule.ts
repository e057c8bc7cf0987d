import { err, ok, type Result } from 'neverthrow';
import {
  userErrors,
  type CannotDeleteSelfError,
  type LastOrgMgrError,
  type OnlyActiveAdminError,
} from './errors.ts';
import { countActiveAdmins, isActiveAdmin, type OrganizationUser } from './user.ts';

/** What the delete rule looks at of a user. */
/** What the admin counts read of a user. */
export type CountedUser = Pick<OrganizationUser, 'id' | 'isAdmin' | 'isActive' | 'isDeleted' | 'adminRoles'>;

/** An Organization Manager who can act: an active admin holding org_mgr. */
export const isActiveOrgMgr = (user: Omit<CountedUser, 'id'>): boolean =>
  isActiveAdmin(user) && user.adminRoles.includes('org_mgr');

/** Why a delete is refused: the actor's own user, the only active admin, the last Organization Manager. */
export type DeleteRefusal = 'self' | 'onlyActiveAdmin' | 'lastOrgMgr';

/** How many active admins and active Organization Managers the organization has, the user included. */
export type AdminCounts = { readonly activeAdmins: number; readonly activeOrgMgrs: number };

/** The counts of an organization's admins (deleted and inactive ones do not count). */
export const countAdmins = (admins: readonly CountedUser[]): AdminCounts => ({
  activeAdmins: countActiveAdmins(admins),
  activeOrgMgrs: admins.filter(isActiveOrgMgr).length,
});

/**
 * The delete rule (product-reference §5 'The only active admin cannot be deleted', §6): the only active
 * admin first (the spec's own text, also when she is the actor), then an admin never deletes her own user (her session would end on the spot and
 * leave the organization to whoever remains) and the last active Organization Manager stays, since
 * only an org_mgr assigns admin roles and without one nobody could ever name another.
 * `actorUserId` is the signed-in person's userId; `counts` include the user.
 */
export const deleteRefusal = (
  actorUserId: number | undefined,
  user: CountedUser & Pick<OrganizationUser, 'userId'>,
  counts: AdminCounts,
): DeleteRefusal | null => {
  if (user.isDeleted) return null;
  if (isActiveAdmin(user) && counts.activeAdmins < 2) return 'onlyActiveAdmin';
  if (actorUserId !== undefined && user.userId === actorUserId) return 'self';
  if (isActiveOrgMgr(user) && counts.activeOrgMgrs < 2) return 'lastOrgMgr';
  return null;
};

/** The error a refusal gives, with its text. */
export type DeleteRefusedError = CannotDeleteSelfError | OnlyActiveAdminError | LastOrgMgrError;

const refusalErrors = {
  self: userErrors.cannotDeleteSelf,
  onlyActiveAdmin: userErrors.onlyActiveAdmin,
  lastOrgMgr: userErrors.lastOrgMgr,
} as const satisfies Record<DeleteRefusal, () => DeleteRefusedError>;

/** The refusal's error, or null when the delete is allowed. */
export const deleteRefusalError = (refusal: DeleteRefusal | null): DeleteRefusedError | null =>
  refusal === null ? null : refusalErrors[refusal]();

/**
 * The delete guard of the use case: `admins` are the organization's admins as the platform lists
 * them (the user may or may not be among them; it is counted once).
 */
export const guardDelete = (
  actorUserId: number | undefined,
  user: CountedUser & Pick<OrganizationUser, 'userId'>,
  admins: readonly CountedUser[],
): Result<void, DeleteRefusedError> => {
  const counts = countAdmins([user, ...admins.filter((a) => a.id !== user.id)]);
  const refused = deleteRefusalError(deleteRefusal(actorUserId, user, counts));
  return refused === null ? ok(undefined) : err(refused);
};
