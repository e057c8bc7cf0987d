import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { AuditEntry, AuditVerification } from './entry.ts';
import type { ActivityCriteria } from './filter.ts';

/** One page of the activity, newest first. */
export type ActivityQuery = {
  readonly criteria: ActivityCriteria;
  /** Zero-based page index. */
  readonly page: number;
  readonly pageSize: number;
};
/** One page of the organization's activity and the total number of entries. */
export type ActivityPage = { readonly total: number; readonly data: readonly AuditEntry[] };

/** The platform's audit trail of the signed-in organization (org_mgr). */
export interface AuditGateway {
  /** One page of the entries matching the criteria, filtered, sorted and paged on the server. */
  list(query: ActivityQuery): ResultAsync<ActivityPage, TransportError>;
  /** Every entry matching the criteria (for an export), newest first. */
  all(criteria: ActivityCriteria): ResultAsync<readonly AuditEntry[], TransportError>;
  /** The platform's check of the organization's hash chain. */
  verify(): ResultAsync<AuditVerification, TransportError>;
}
