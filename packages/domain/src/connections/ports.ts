import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { EncryptedHandshakeData } from '../wallet/ports.ts';
import type { Connection, ConnectionParty } from './entities.ts';
import type { ConnectionPatch } from './handshake.ts';
import type { ConnectionsQuery } from './paging.ts';

/** A connection request as created by side A (product-reference §7 'Create connection/invitation request'). */
export type NewConnectionRequest = {
  /** The organization asked to connect (side B). */
  readonly id: number;
  readonly name: string;
  readonly vat: string;
  readonly customerReference: string;
  /** Our organization (side A). */
  readonly inviterId: number;
  readonly reference: string;
  readonly encrInviterData: EncryptedHandshakeData;
};

/** A search page as the API returns it (product-reference §7 'Searches return total and data'). */
export type SearchPage<T> = { readonly total: number; readonly data: readonly T[] };

/** Connections on the platform API (product-reference §7 'Invitations and connections'). */
export interface ConnectionsGateway {
  /** GET /connections where the organization is A or B, status ascending then createdAt descending. */
  list(organizationId: number): ResultAsync<readonly Connection[], TransportError>;
  /**
   * A page of our connections in some (status, side) groups, status ascending, createdAt descending,
   * then by reference, with the groups' total (paging.ts; `pageOfConnections` is the contract in memory).
   */
  page(query: ConnectionsQuery): ResultAsync<SearchPage<Connection>, TransportError>;
  /** The connection with this reference (includeadmin false), read fresh before every step. */
  getByReference(reference: string): ResultAsync<Connection, TransportError>;
  /** Creates a pending connection request from our organization. */
  create(request: NewConnectionRequest): ResultAsync<Connection, TransportError>;
  /** PATCH /connections/{reference}: the status, its timestamp and the encrypted data. */
  patch(reference: string, patch: ConnectionPatch): ResultAsync<Connection, TransportError>;
  /**
   * POST /connections/{reference}/fingerprint-verification: our audit trail records that we verified
   * the key fingerprint (the platform learns no key; the mark itself stays in our wallet).
   */
  recordFingerprintVerified(reference: string): ResultAsync<void, TransportError>;
}

/** Organizations one may connect with (product-reference §7 'Organizations'). */
export interface PartnerDirectory {
  /** Organizations with these statuses and roles (includeAdmin), optionally matching a name. */
  searchEligible(query: {
    readonly statuses: readonly string[];
    readonly roles: readonly string[];
    readonly name?: string;
  }): ResultAsync<SearchPage<ConnectionParty>, TransportError>;
  /** Organizations registered with this VAT number (includeAdmin). */
  findByVat(vat: string): ResultAsync<SearchPage<ConnectionParty>, TransportError>;
}
