import type { ResultAsync } from 'neverthrow';
import { errAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import type { ValidationError } from '../validation/validate.ts';
import type { AuditEntry, AuditVerification } from './entry.ts';
import { ACTIVITY_PAGE_SIZE, activityCriteria, validateActivityFilter } from './filter.ts';
import type { ActivityPage, AuditGateway } from './ports.ts';

/** What `listActivity` is given. */
export type ListActivityCommand = {
  /** The filters as the URL or the form hold them (validated here). */
  readonly filter: unknown;
  /** Zero-based page index. */
  readonly page: number;
  readonly pageSize?: number;
};
/** What `listActivity` can fail with. */
export type ListActivityError = ValidationError | TransportError;

/** One page of the organization's activity matching the filters, newest first, paged on the server. */
export const listActivity =
  (deps: { readonly audit: AuditGateway }) =>
  (command: ListActivityCommand): ResultAsync<ActivityPage, ListActivityError> =>
    validateActivityFilter(command.filter).match(
      (filter) =>
        deps.audit.list({
          criteria: activityCriteria(filter),
          page: Number.isSafeInteger(command.page) ? Math.max(0, command.page) : 0,
          pageSize: command.pageSize ?? ACTIVITY_PAGE_SIZE,
        }),
      (invalid) => errAsync<ActivityPage, ListActivityError>(invalid),
    );

/** Every entry matching the filters, for the CSV export. */
export const exportActivity =
  (deps: { readonly audit: AuditGateway }) =>
  (filter: unknown): ResultAsync<readonly AuditEntry[], ListActivityError> =>
    validateActivityFilter(filter).match(
      (valid) => deps.audit.all(activityCriteria(valid)),
      (invalid) => errAsync<readonly AuditEntry[], ListActivityError>(invalid),
    );

/** What the Verify button shows: whether the chain holds, in words. */
export type ChainState = {
  readonly intact: boolean;
  readonly message: MessageRef;
  readonly verification: AuditVerification;
};

export const chainState = (v: AuditVerification): ChainState => {
  if (v.valid && v.entries === 0)
    return { intact: true, message: { id: 'audit.verify.empty' }, verification: v };
  if (v.valid)
    return {
      intact: true,
      message: { id: 'audit.verify.intact', values: { count: v.entries } },
      verification: v,
    };
  const problem = v.problem;
  if (problem?.kind === 'missing') {
    // Entries cut off the end: there is no broken entry to name, only the ones that are gone.
    const missing = problem.missing ?? 1;
    return {
      intact: false,
      message: {
        id: 'audit.verify.missing',
        values: {
          from: problem.position,
          to: problem.position + missing - 1,
          count: v.entries + missing,
          missing,
        },
      },
      verification: v,
    };
  }
  return {
    intact: false,
    message: {
      id: 'audit.verify.broken',
      values: {
        position: problem?.position ?? 0,
        count: v.entries,
        kind: { id: `audit.verify.problem.${problem?.kind ?? 'hash'}` },
      },
    },
    verification: v,
  };
};

/** Asks the platform to check the organization's hash chain. */
export const verifyActivity =
  (deps: { readonly audit: AuditGateway }) => (): ResultAsync<ChainState, TransportError> =>
    deps.audit.verify().map(chainState);
