// The organization users of the caller's organization, and a person's memberships (product-reference §7).
import { okAsync } from 'neverthrow';
import { z } from 'zod';
import {
  isDeletedQuery,
  type MembershipsGateway,
  type NewOrganizationUser,
  type PasswordResetGrantsGateway,
  type UserListQuery,
  type UserPatch,
  type UserSort,
  type UsersGateway,
} from '@scr/domain';
import { searchAlternatives } from '../query.ts';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call, callPage, callVersioned } from '../transport.ts';
import { foundUserWire, hasOrganization, ignored, organizationUserWire, toMembership } from './wire.ts';

type UserCreate = RequestBody<'/organization-users', 'post'>;
type UserPatchBody = RequestBody<'/organization-users/{id}', 'patch'>;

/** Enough for every admin of one organization in one call. */
const ALL = 10_000;

/** `$sort[field]=±1` in the order given (Feathers sorts by the keys in order). */
export const sortQuery = (sort: UserSort): Record<string, 1 | -1> =>
  Object.fromEntries(sort.map((s) => [s.field, s.direction === 'asc' ? 1 : -1]));

export const listQuery = (q: UserListQuery) => {
  const isDeleted = isDeletedQuery(q.deleted);
  return {
    organizationId: q.organizationId,
    $limit: q.pageSize,
    $skip: q.page * q.pageSize,
    $sort: sortQuery(q.sort),
    ...(isDeleted === undefined ? {} : { isDeleted }),
    ...(q.search === '' ? {} : { $or: searchAlternatives(['firstName', 'lastName', 'email'], q.search) }),
  };
};

/**
 * The contract's create has no pkeySign: the platform gives a new admin the signing key of an existing
 * admin (docs/adr/0005-signing-key-copied-by-platform.md).
 */
export const toUserCreate = ({ adminRoles, ...user }: NewOrganizationUser): UserCreate => ({
  ...user,
  adminRoles: [...adminRoles],
});

/**
 * The domain's patch in the contract's words: restoring a deleted user (isDeleted false, deletedAt
 * null) is `reactivate`, unless it rides along a re-sent add-user mail.
 */
export const toUserPatch = (changes: UserPatch): UserPatchBody => {
  const { isDeleted, deletedAt: _d, adminRoles, resendMail, ...rest } = changes;
  return {
    ...rest,
    ...(adminRoles === undefined ? {} : { adminRoles: [...adminRoles] }),
    ...(resendMail ? { resendMail } : isDeleted === false ? { reactivate: true } : {}),
  };
};

export const usersGateway = (api: PlatformClient): UsersGateway => ({
  list: (query) =>
    callPage(
      () => api.GET('/organization-users', { params: { query: listQuery(query) } }),
      organizationUserWire,
    ),
  admins: (organizationId) =>
    callPage(
      () =>
        api.GET('/organization-users', {
          params: { query: { organizationId, isAdmin: true, isDeleted: false, $limit: ALL } },
        }),
      organizationUserWire,
    ).map((page) => page.data),
  findByEmail: (organizationId, email) =>
    callPage(
      () => api.GET('/organization-users', { params: { query: { organizationId, email, $limit: 1 } } }),
      organizationUserWire,
    ).map((page) => page.data[0] ?? null),
  create: (user) =>
    call(() => api.POST('/organization-users', { body: toUserCreate(user) }), organizationUserWire),
  get: (id) =>
    callVersioned(
      () => api.GET('/organization-users/{id}', { params: { path: { id } } }),
      organizationUserWire,
    ),
  patch: (id, changes, version) =>
    callVersioned(
      () =>
        api.PATCH('/organization-users/{id}', {
          params: { path: { id }, ...(version === undefined ? {} : { header: { 'If-Match': version } }) },
          body: toUserPatch(changes),
        }),
      organizationUserWire,
    ),
  remove: (id) => call(() => api.DELETE('/organization-users/{id}', { params: { path: { id } } }), ignored),
});

/**
 * A person's memberships: their organization user in the caller's organization
 * (GET /organization-users?userId=), then GET /find-user?id= for that user's organizations where
 * the caller is an admin (the password reset chooser only offers those).
 */
export const membershipsGateway = (api: PlatformClient): MembershipsGateway => ({
  membershipsOf: (userId) =>
    callPage(
      () => api.GET('/organization-users', { params: { query: { userId, isDeleted: false, $limit: 1 } } }),
      organizationUserWire,
    ).andThen((page) => {
      const member = page.data[0];
      if (!member) return okAsync([]);
      return call(
        () => api.GET('/find-user', { params: { query: { id: member.id } } }),
        z.array(foundUserWire),
      ).map((found) =>
        found
          .filter(hasOrganization)
          .filter((f) => f.isActive)
          .map(toMembership),
      );
    }),
});

/** POST /password-reset-grants: the platform's signed word the wallets need for an admin password reset. */
export const passwordResetGrantsGateway = (api: PlatformClient): PasswordResetGrantsGateway => ({
  grant: ({ passwordHash, items }) =>
    call(
      () =>
        api.POST('/password-reset-grants', {
          body: { passwordHash, items: items.map(({ id, userId, adminId }) => ({ id, userId, adminId })) },
        }),
      z.object({ grant: z.string() }),
    ).map(({ grant }) => grant),
});
