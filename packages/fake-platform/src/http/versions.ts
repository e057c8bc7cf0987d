// Versions of the records an admin edits (the organization, each organization user), so that a save
// over someone else's change is refused instead of silently undoing it (a lost update). The version
// is the ETag of the record's GET and PATCH answers; a PATCH that carries `If-Match` with another
// version is answered 412 and changes nothing. A PATCH without `If-Match` is applied as before
// (tools that read and write at once); the portal always sends it.
import { createHash } from 'node:crypto';
import { FeathersError } from '@feathersjs/errors';
import type { HookContext, NextFunction } from '@feathersjs/feathers';
import type { Params } from './params.ts';

/** 412 Precondition Failed, in the Feathers error shape every other refusal has. */
export class PreconditionFailed extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'PreconditionFailed', 412, 'precondition-failed', data);
  }
}

/** The strong ETag of a stored record: a digest of all it holds (every write sets updatedAt too). */
export const versionOf = (record: object): string =>
  `"${createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 22)}"`;

/**
 * The tags of an `If-Match` list that can match at all. If-Match compares strongly (RFC 9110,
 * section 13.1.1): a weak tag (`W/"…"`) names a version only up to equivalence, which is no ground to
 * overwrite a record, so it never matches; nor does anything that is not a quoted tag.
 */
const strongTags = (header: string): string[] =>
  header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"'));

/**
 * Refuses a write whose `If-Match` names another version of `record` than the stored one, or names
 * it only weakly. Called by the service after its authorization checks, so a caller who may not
 * write learns nothing.
 */
export const requireVersion = (params: Params, record: object, what: string): void => {
  const wanted = params.headers?.['if-match'];
  if (wanted === undefined || wanted === '*') return;
  if (!strongTags(String(wanted)).includes(versionOf(record)))
    throw new PreconditionFailed(`The ${what} was changed meanwhile: read it again before saving`, {
      reason: 'changedMeanwhile',
    });
};

/**
 * An around hook for a service's get and patch: the answer carries the ETag of the record it
 * returned (`load` finds the stored record by the answer's id).
 */
export const withVersion =
  (load: (id: number) => object | undefined) => async (hook: HookContext, next: NextFunction) => {
    await next();
    const id = (hook.result as { id?: unknown } | undefined)?.id;
    const record = typeof id === 'number' ? load(id) : undefined;
    if (record) hook.http = { ...hook.http, headers: { ...hook.http?.headers, ETag: versionOf(record) } };
  };
