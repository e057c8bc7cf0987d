// Connections and the organizations one may connect with (product-reference §7 'Invitations and connections').
import {
  connectionPartySchema,
  connectionSchema,
  connectionsWireSort,
  LARGEST_PAGE,
  type ConnectionGroup,
  type ConnectionPatch,
  type ConnectionsGateway,
  type NewConnectionRequest,
  type PartnerDirectory,
} from '@scr/domain';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call, callPage } from '../transport.ts';
import { ignored } from './wire.ts';
import { containing, likeLiteral, searchAlternatives } from '../query.ts';

type ConnectionCreate = RequestBody<'/connections', 'post'>;
type ConnectionPatchBody = RequestBody<'/connections/{reference}', 'patch'>;

/**
 * Status ascending by its order value (pending 1 … cancelled 6: the platform sorts status so), then
 * newest first (product-reference §7), then the reference, so the order is total and pages never overlap.
 */
const listOrder = { status: 1, createdAt: -1, reference: 1 } as const;

/** A group's filter: this status, our organization on that side. */
const groupFilter = (organizationId: number, { status, side }: ConnectionGroup) =>
  side === 'A' ? { status, organizationIdA: organizationId } : { status, organizationIdB: organizationId };

/** What a connection search looks in: the other party's name, VAT and email, and our customer reference. */
const searchedFields = ['name', 'vat', 'email', 'customerReference'] as const;

/** Side A's request: B's id, our id as A, the reference and A's public key. */
export const toConnectionCreate = (r: NewConnectionRequest): ConnectionCreate => ({
  organizationIdA: r.inviterId,
  organizationIdB: r.id,
  reference: r.reference,
  customerReference: r.customerReference === '' ? null : r.customerReference,
  encrInviterData: { ...r.encrInviterData },
});

export const toConnectionPatch = (patch: ConnectionPatch): ConnectionPatchBody => ({
  ...patch,
  ...(patch.encrInviterData === undefined
    ? {}
    : { encrInviterData: patch.encrInviterData && { ...patch.encrInviterData } }),
  ...(patch.encrInviteeData === undefined
    ? {}
    : { encrInviteeData: patch.encrInviteeData && { ...patch.encrInviteeData } }),
});

export const connectionsGateway = (api: PlatformClient): ConnectionsGateway => ({
  list: (organizationId) =>
    callPage(
      () =>
        api.GET('/connections', {
          params: {
            query: {
              $or: [{ organizationIdA: organizationId }, { organizationIdB: organizationId }],
              $sort: listOrder,
              $limit: LARGEST_PAGE,
            },
          },
        }),
      connectionSchema,
    ).map((page) => page.data),
  page: ({ organizationId, groups, skip, limit, search, sort }) => {
    const inGroups = groups.map((group) => groupFilter(organizationId, group));
    const matching = searchAlternatives(searchedFields, search);
    return callPage(
      () =>
        api.GET('/connections', {
          params: {
            query: {
              // A search is a second `$or`: both hold, so they go in `$and` groups.
              ...(matching ? { $and: [{ $or: inGroups }, { $or: matching }] } : { $or: inGroups }),
              $sort: Object.fromEntries(connectionsWireSort(sort)),
              $skip: skip,
              $limit: limit,
            },
          },
        }),
      connectionSchema,
    );
  },
  getByReference: (reference) =>
    call(
      () =>
        api.GET('/connections/{reference}', {
          params: { path: { reference }, query: { includeadmin: false } },
        }),
      connectionSchema,
    ),
  create: (request) =>
    call(() => api.POST('/connections', { body: toConnectionCreate(request) }), connectionSchema),
  patch: (reference, patch) =>
    call(
      () =>
        api.PATCH('/connections/{reference}', {
          params: { path: { reference } },
          body: toConnectionPatch(patch),
        }),
      connectionSchema,
    ),
  recordFingerprintVerified: (reference) =>
    call(
      () =>
        api.POST('/connections/{reference}/fingerprint-verification', { params: { path: { reference } } }),
      ignored,
    ),
});

export const partnerDirectory = (api: PlatformClient): PartnerDirectory => ({
  searchEligible: ({ statuses, roles, name }) =>
    callPage(
      () =>
        api.GET('/organizations', {
          params: {
            query: {
              status: { $in: [...statuses] },
              role: { $in: [...roles] },
              ...(name ? { name: { $ilike: containing(name) } } : {}),
              includeAdmin: true,
              $sort: { name: 1 },
              $limit: LARGEST_PAGE,
            },
          },
        }),
      connectionPartySchema,
    ),
  findByVat: (vat) =>
    callPage(
      () =>
        api.GET('/organizations', {
          // Case-insensitive, exact (no wildcard): VAT numbers are stored upper-case.
          params: { query: { vat: { $ilike: likeLiteral(vat) }, includeAdmin: true, $limit: LARGEST_PAGE } },
        }),
      connectionPartySchema,
    ),
});
