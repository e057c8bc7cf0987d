import { z } from 'zod';
import { encryptedDataSchema, isoDateTime, statusOrderOf } from '../connections/entities.ts';

/**
 * Invitation statuses (product-reference §4). The spec names the onboarded state 'completed/onboarded':
 * we call it 'completed' and read 'onboarded' from the wire as the same status.
 */
export const invitationStatuses = [
  'pending',
  'accepted',
  'completed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * Sort order of a status (product-reference §9). The fake platform sorts by its own copy of the list
 * (fake-platform/src/store/records.ts); api-adapter/test/status-order.contract.test.ts proves both agree.
 */
export const invitationStatusOrder = statusOrderOf(invitationStatuses);

const invitationStatusSchema = z.union([
  z.enum(invitationStatuses),
  z.literal('onboarded').transform((): InvitationStatus => 'completed'),
]);

const namedOrganization = z.object({ id: z.number().int().optional(), name: z.string() }).loose();

/** An invitation to onboard (product-reference §3); dates are ISO strings as in connections/entities.ts. */
export const invitationSchema = z.object({
  id: z.number().int(),
  status: invitationStatusSchema,
  name: z.string(),
  vat: z.string(),
  contactEmail: z.string(),
  customerReference: z.string().nullish(),
  city: z.string().nullish(),
  msg: z.string().nullish(),
  reference: z.uuid(),
  inviterId: z.number().int(),
  resultOrganizationId: z.number().int().nullish(),
  inviterOrganization: namedOrganization.nullish(),
  resultOrganization: namedOrganization.nullish(),
  encrInviterData: encryptedDataSchema.nullish(),
  invitationValidUntil: isoDateTime.nullish(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.nullish(),
  answeredAt: isoDateTime.nullish(),
});
export type Invitation = z.infer<typeof invitationSchema>;
