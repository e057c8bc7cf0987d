import type { ConnectionSort, TabIndex } from '@scr/domain';

/**
 * The Connections page's server data, by query key. Every change invalidates `all` (the overview);
 * a tab's page is keyed by the time of the overview it was read on, so it follows the overview by
 * itself. The writes are mutations: `change` every action of the page, `advance` the auto-advance
 * of a connectionRef (product-reference §2.6).
 */
export const connectionsKeys = {
  all: ['connections'] as const,
  overview: (search: string, sort: ConnectionSort | null) =>
    ['connections', 'overview', search, sort] as const,
  page: (
    at: { tab: TabIndex; page: number; search: string; sort: ConnectionSort | null },
    overviewReadAt: number,
  ) => ['connections-page', at.search, at.sort, at.tab, at.page, overviewReadAt] as const,
  change: ['connections-change'] as const,
  /** What our wallet says of a connection's keys (not the platform's: outside `all`). */
  fingerprint: (reference: string, peerPublicKey: string | null) =>
    ['connection-fingerprint', reference, peerPublicKey] as const,
  /** The references our wallet holds as verified, read with each page of a tab. */
  verified: (tab: number | undefined, page: number | undefined) =>
    ['connections-verified', tab, page] as const,
  verifiedAll: ['connections-verified'] as const,
  /** The organizations the admin may ask to connect with (the connect dialog's list). */
  eligible: ['connections', 'eligible'] as const,
  advance: ['connection-advance'] as const,
};
