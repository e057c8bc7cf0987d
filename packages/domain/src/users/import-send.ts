import { okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { Locale } from '../messages/define.ts';
import type { InviteUserCommand, InviteUserError, UserSaved } from './invite-user.ts';
import type { ImportPlan, PlannedRow } from './import-plan.ts';
import { authorizeUserTarget, type UserActor } from './user-rules.ts';

/** What became of one row of the file once the import ran. */
export type ImportRowOutcome = {
  readonly line: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly outcome: 'invited' | 'skipped' | 'failed';
  /** Why (skipped, failed), or 'Invited' in words. */
  readonly message: MessageRef;
};

/** The import's result, row by row in the file's order, and how many of each outcome. */
export type ImportResult = {
  readonly rows: readonly ImportRowOutcome[];
  readonly counts: Readonly<Record<ImportRowOutcome['outcome'], number>>;
};

/** How far the sending is; `waitSeconds` while the platform asked to slow down (its 429's Retry-After). */
export type ImportProgress = { readonly done: number; readonly total: number; readonly waitSeconds?: number };

export type SendUserImportDeps = {
  /** The invite dialog's use case (or the same one wrapped as the caller's write). */
  readonly invite: (command: InviteUserCommand) => ResultAsync<UserSaved, InviteUserError>;
  /** Waits this many seconds (a 429's Retry-After) before the same row is sent again. */
  readonly wait: (seconds: number) => ResultAsync<void, never>;
};

export type SendUserImportInput = {
  readonly organizationId: number;
  readonly actor: UserActor;
  readonly plan: ImportPlan;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** The importing session's language, each new user's until they choose their own (inviteUser). */
  readonly lang?: Locale;
};

/**
 * Who may import users: whoever may invite one (org_mgr and usr_mgr, product-reference §6); the
 * role rule then applies to each row of the file.
 */
export const mayImportUsers = (actor: UserActor): boolean => authorizeUserTarget(actor).isOk();

/** How often one row is tried again after a 429 before it counts as failed. */
export const IMPORT_RETRIES = 5;

/**
 * Failures after which no further row can succeed either: the session ended, or the platform cannot
 * be reached. The rows not sent yet fail with the same reason, so the result says what was not sent
 * (an import of the same file later plans exactly those rows again).
 */
const stopping: ReadonlySet<InviteUserError['kind']> = new Set([
  'SessionExpired',
  'Unauthorized',
  'Offline',
  'ApiUnreachable',
  'NotAllowed',
]);

const invited: MessageRef = { id: 'users.import.result.invited' };

const outcomeOf = (
  row: PlannedRow,
  outcome: ImportRowOutcome['outcome'],
  message: MessageRef,
): ImportRowOutcome => ({
  line: row.line,
  email: row.cells.email,
  firstName: row.cells.firstName,
  lastName: row.cells.lastName,
  outcome,
  message,
});

/** A row the plan does not send, as the result names it: skipped, with the first reason. */
const notSent = (row: PlannedRow): ImportRowOutcome =>
  outcomeOf(
    row,
    'skipped',
    row.kind === 'skip'
      ? row.message
      : row.kind === 'invalid'
        ? (row.problems[0]?.message ?? { id: 'users.import.result.invalid' })
        : invited,
  );

/**
 * A refusal of one row: an email another admin added meanwhile is skipped with the plan's own words
 * for it; anything else fails that row with its message.
 */
const refusal = (row: PlannedRow, error: InviteUserError): ImportRowOutcome => {
  if (error.kind === 'ReactivationOffered')
    return outcomeOf(row, 'skipped', { id: 'users.import.skip.reactivation' });
  if (error.kind === 'AlreadyRegistered')
    return outcomeOf(row, 'skipped', {
      id: error.reason === 'exists' ? 'users.import.skip.alreadyUser' : 'users.import.skip.pendingInvitation',
    });
  return outcomeOf(row, 'failed', reasonOf(error));
};

/** The words of a refusal: an Invalid answer's first field message (the plan checked the same rules). */
const reasonOf = (error: InviteUserError): MessageRef =>
  error.kind === 'Invalid'
    ? (Object.values(error.fields)[0] ?? { id: 'users.import.result.invalid' })
    : error.message;

const countsOf = (rows: readonly ImportRowOutcome[]) => {
  const counts = { invited: 0, skipped: 0, failed: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
};

/**
 * Sends an import plan (the Users page's import, `scr users import`): each row planned 'send' is one
 * invitation through the invite use case, one after the other, so the platform sees what one admin
 * clicking fast would send. A 429 waits the platform's Retry-After (reported through `onProgress`)
 * and sends the same row again. Every invitation is its own call: what was sent before the page
 * closed or the session ended stays sent, and an import of the same file later skips it (the plan
 * reads it as a pending invitation). Never fails: each row's fate is in the result.
 */
export const sendUserImport =
  (deps: SendUserImportDeps) =>
  (input: SendUserImportInput): ResultAsync<ImportResult, never> => {
    const toSend = input.plan.rows.filter((row) => row.kind === 'send');
    const total = toSend.length;
    const outcomes = new Map<number, ImportRowOutcome>();
    let done = 0;
    let stoppedBy: MessageRef | null = null;

    const sendRow = (row: PlannedRow & { kind: 'send' }, tries: number): ResultAsync<void, never> =>
      deps
        .invite({
          organizationId: input.organizationId,
          actor: input.actor,
          form: row.form,
          ...(input.lang === undefined ? {} : { lang: input.lang }),
        })
        .map(() => void outcomes.set(row.line, outcomeOf(row, 'invited', invited)))
        .orElse((error) => {
          if (error.kind === 'TooManyAttempts' && tries < IMPORT_RETRIES) {
            input.onProgress?.({ done, total, waitSeconds: error.retryAfterSeconds });
            return deps.wait(error.retryAfterSeconds).andThen(() => sendRow(row, tries + 1));
          }
          if (stopping.has(error.kind)) stoppedBy = reasonOf(error);
          outcomes.set(row.line, refusal(row, error));
          return okAsync(undefined);
        });

    const next = (index: number): ResultAsync<void, never> => {
      const row = toSend[index];
      if (row === undefined) return okAsync(undefined);
      if (stoppedBy) {
        outcomes.set(row.line, outcomeOf(row, 'failed', stoppedBy));
        return next(index + 1);
      }
      return sendRow(row, 0).andThen(() => {
        done += 1;
        input.onProgress?.({ done, total });
        return next(index + 1);
      });
    };

    input.onProgress?.({ done: 0, total });
    return next(0).map(() => {
      const rows = input.plan.rows.map((row) => outcomes.get(row.line) ?? notSent(row));
      return { rows, counts: countsOf(rows) };
    });
  };
