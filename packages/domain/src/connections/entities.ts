import { z } from 'zod';

/**
 * Entities of the connections context (product-reference §3), as zod schemas with inferred types.
 * Decision: dates are ISO 8601 strings (with offset), as the API sends them; they stay
 * serializable and comparable, and rules that order by time parse each one once.
 * Ids are numbers, references uuid strings.
 */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Roles an organization may have to appear in the eligible list (product-reference §3, §7). */
export const eligiblePartnerRoles = ['other', 'driver', 'bargeoperator', 'transporter'] as const;
/** Organization statuses that may sign in and connect (product-reference §3, §5 'Not activated yet'). */
export const activeOrganizationStatuses = ['active', 'manual_active'] as const;

/** An organization as seen in connections and the eligible list. */
export const connectionPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vat: z.string(),
  city: z.string().nullish(),
  role: z.string(),
  contactEmail: z.string().nullish(),
  status: z.string(),
  walletUrl: z.string().nullish(),
  /** In the organization search: whether a subscription is active (an ended one deactivates the account). */
  subscriptionActive: z.boolean().nullish(),
});
export type ConnectionParty = z.infer<typeof connectionPartySchema>;

/** One side's half of the handshake as stored on the platform (wallet/ports EncryptedHandshakeData). */
export const encryptedDataSchema = z.object({
  publicKey: z.string(),
  ciphertext: z.string().optional(),
  iv: z.string().optional(),
});

export const connectionStatuses = [
  'pending',
  'accepted',
  'confirmed',
  'finalized',
  'declined',
  'cancelled',
] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** A status list's sort order: ascending in the list's order, values start at 1 (product-reference §9). */
export const statusOrderOf = <S extends string>(statuses: readonly S[]): Readonly<Record<S, number>> =>
  Object.fromEntries(statuses.map((status, i) => [status, i + 1])) as Record<S, number>;

/**
 * Sort order of a status (product-reference §7, §9). The fake platform sorts by its own copy of the list
 * (fake-platform/src/store/records.ts); api-adapter/test/status-order.contract.test.ts proves both agree.
 */
export const connectionStatusOrder = statusOrderOf(connectionStatuses);

export const connectionSchema = z.object({
  /** The platform's row id, when the API sends one; the reference is the key. */
  id: z.number().int().optional(),
  reference: z.uuid(),
  status: z.enum(connectionStatuses),
  /** The requester (side A). */
  organizationIdA: z.number().int(),
  organizationIdB: z.number().int(),
  organizationA: connectionPartySchema.nullish(),
  organizationB: connectionPartySchema.nullish(),
  name: z.string().nullish(),
  customerReference: z.string().nullish(),
  inviteMsg: z.string().nullish(),
  remoteAddress: z.string().nullish(),
  encrInviterData: encryptedDataSchema.nullish(),
  encrInviteeData: encryptedDataSchema.nullish(),
  createdAt: isoDateTime,
  acceptedAt: isoDateTime.nullish(),
  confirmedAt: isoDateTime.nullish(),
  finalizedAt: isoDateTime.nullish(),
  declinedAt: isoDateTime.nullish(),
  cancelledAt: isoDateTime.nullish(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** The side an organization plays in a connection: A is the requester. */
export type Side = 'A' | 'B';

/** Our side in a connection, or null when the organization is on neither side. */
export const sideOf = (connection: Connection, organizationId: number): Side | null =>
  connection.organizationIdA === organizationId
    ? 'A'
    : connection.organizationIdB === organizationId
      ? 'B'
      : null;

/** The organization on the other side, as seen from ours. */
export const counterpartOf = (connection: Connection, side: Side): ConnectionParty | null | undefined =>
  side === 'A' ? connection.organizationB : connection.organizationA;
