// Invitations to onboard (product-reference §7 'Invitations and connections').
import { errAsync } from 'neverthrow';
import { z } from 'zod';
import {
  invitationSchema,
  LARGEST_PAGE,
  transportErrors,
  type InvitationsGateway,
  type InvitationStatus,
  type NewInvitation,
} from '@scr/domain';
import { searchAlternatives } from '../query.ts';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call } from '../transport.ts';

type InvitationCreate = RequestBody<'/invitations', 'post'>;
type InvitationPatchBody = RequestBody<'/invitations/{id}', 'patch'>;

export const toInvitationCreate = (i: NewInvitation): InvitationCreate => ({
  inviterId: i.inviterId,
  name: i.name,
  vat: i.vat,
  contactEmail: i.contactEmail,
  customerReference: i.customerReference === '' ? null : i.customerReference,
  msg: i.msg === '' ? null : i.msg,
  reference: i.reference,
  encrInviterData: { ...i.encrInviterData },
});

/** The platform moves an invitation only to pending (re-send) or cancelled; nothing else is a request. */
const patchableStatuses = ['pending', 'cancelled'] as const satisfies readonly InvitationStatus[];
const isPatchable = (status: InvitationStatus): status is InvitationPatchBody['status'] =>
  (patchableStatuses as readonly InvitationStatus[]).includes(status);

export const invitationsGateway = (api: PlatformClient): InvitationsGateway => ({
  list: (inviterId, search = '') =>
    call(
      () =>
        api.GET('/invitations', {
          params: {
            query: {
              inviterId,
              ...(search === ''
                ? {}
                : { $or: searchAlternatives(['name', 'vat', 'contactEmail', 'customerReference'], search) }),
              // Status by its order value (pending 1 … expired 6), then newest first (product-reference §7).
              $sort: { status: 1, createdAt: -1 },
              $limit: LARGEST_PAGE,
            },
          },
        }),
      z.array(invitationSchema),
    ),
  create: (invitation) =>
    call(() => api.POST('/invitations', { body: toInvitationCreate(invitation) }), invitationSchema),
  patch: (id, { status, sendNotificationMail }) => {
    if (!isPatchable(status))
      return errAsync(transportErrors.http(400, `Invalid status ${status} for updating an invitation`));
    return call(
      () =>
        api.PATCH('/invitations/{id}', { params: { path: { id } }, body: { status, sendNotificationMail } }),
      invitationSchema,
    );
  },
});
