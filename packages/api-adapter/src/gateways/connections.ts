// Connections and the organizations one may connect with (spec §7 'Invitations and connections').
import { z } from 'zod';
import {
  connectionSchema,
  connectionStatusOrder,
  type Connection,
  type ConnectionPatch,
  type ConnectionsGateway,
  type NewConnectionRequest,
  type PartnerDirectory,
} from '@scr/domain';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call } from '../transport.ts';
import { partyPage } from './wire.ts';

type ConnectionCreate = RequestBody<'/connections', 'post'>;
type ConnectionPatchBody = RequestBody<'/connections/{reference}', 'patch'>;

/** Status ascending, then newest first (spec §7). */
const listOrder = { status: 1, createdAt: -1 } as const;

/**
 * The port's order by the spec's status values (pending 1 … cancelled 6). The platform sorts the
 * status it stores; the fake stores text, so the adapter restores the spec's order (stable).
 */
export const inStatusOrder = (list: readonly Connection[]): Connection[] =>
  [...list].sort(
    (a, b) =>
      connectionStatusOrder[a.status] - connectionStatusOrder[b.status] ||
      Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
/** The eligible list is filtered against existing connections in the domain: fetch it whole. */
const ALL = 100_000;

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
    call(
      () =>
        api.GET('/connections', {
          params: {
            query: {
              $or: [{ organizationIdA: organizationId }, { organizationIdB: organizationId }],
              $sort: listOrder,
              $limit: ALL,
            },
          },
        }),
      z.array(connectionSchema),
    ).map(inStatusOrder),
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
});

export const partnerDirectory = (api: PlatformClient): PartnerDirectory => ({
  searchEligible: ({ statuses, roles, name }) =>
    call(
      () =>
        api.GET('/organizations', {
          params: {
            query: {
              status: { $in: [...statuses] },
              role: { $in: [...roles] },
              ...(name ? { name: { $ilike: `%${name}%` } } : {}),
              includeAdmin: true,
              $sort: { name: 1 },
              $limit: ALL,
            },
          },
        }),
      partyPage,
    ),
  findByVat: (vat) =>
    call(
      () =>
        api.GET('/organizations', {
          // Case-insensitive, exact (no wildcard): VAT numbers are stored upper-case.
          params: { query: { vat: { $ilike: vat }, includeAdmin: true, $limit: ALL } },
        }),
      partyPage,
    ),
});
