import { ResultAsync, err, errAsync, ok, okAsync, type Result } from 'neverthrow';
import { z } from 'zod';
import { nextTask, answerWaitSeconds, transportErrors, type TransportError } from '@scr/domain';

/** What an openapi-fetch call resolves to. */
export type FetchOutcome = { data?: unknown; error?: unknown; response: Response };

/**
 * The text a failed response carries (product-reference §8: 'Non-2xx responses become an error carrying the
 * response text'). The platform answers Feathers-style JSON errors; we show their `message`
 * (invitation errors must read it, product-reference §8) and fall back to the raw text for anything else.
 */
export const responseText = (error: unknown, response: Response): string => {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  if (typeof error === 'string' && error.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(error);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
        return parsed.message;
    } catch {
      // not JSON: the text itself is the message
    }
    return error;
  }
  return response.statusText || `HTTP ${response.status}`;
};

/**
 * The wait of a 429 in whole seconds: the Retry-After header, else the platform's
 * data.retryAfterSeconds, else one minute, an HTTP-date measured on the platform's clock (the domain's
 * answerWaitSeconds reads and caps them).
 */
export const retryAfterSeconds = (error: unknown, response: Response): number => {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const fromBody =
    data && typeof data === 'object' && 'retryAfterSeconds' in data ? data.retryAfterSeconds : null;
  return answerWaitSeconds(response.headers, fromBody, new Date());
};

/** The reason code a Feathers-style error carries in `data.reason` (a 409 names what it conflicts with). */
const reasonOf = (error: unknown): string | undefined => {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const reason = data && typeof data === 'object' && 'reason' in data ? data.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
};

/** Maps a non-2xx response once, at the boundary, to the domain's transport error kinds. */
export const toTransportError = (error: unknown, response: Response): TransportError => {
  const text = responseText(error, response);
  if (response.status === 429) return transportErrors.tooManyAttempts(retryAfterSeconds(error, response));
  if (response.status === 504) return transportErrors.apiUnreachable();
  if (response.status === 401) return transportErrors.unauthorized(text);
  if (response.status === 403) return transportErrors.forbidden(text);
  return transportErrors.http(response.status, text, reasonOf(error));
};

/**
 * A thrown fetch: no network (offline), the API not answering while the browser is online (down:
 * 'Could not reach the API', product-reference §8), our own timeout, unreadable JSON, or an access token already expired.
 */
const fromThrown = (cause: unknown): TransportError => {
  const name = cause instanceof Error ? cause.name : '';
  if (name === 'SessionExpiredSignal') return transportErrors.sessionExpired();
  if (name === 'TimeoutError' || name === 'AbortError') return transportErrors.apiUnreachable();
  // openapi-fetch parses JSON bodies itself: a body that is not JSON throws a SyntaxError.
  if (name === 'SyntaxError')
    return transportErrors.malformed(cause instanceof Error ? cause.message : 'body');
  return isOffline() ? transportErrors.offline() : transportErrors.apiUnreachable();
};

/** The browser says it has no network (Node has no navigator.onLine: never offline there). */
const isOffline = (): boolean =>
  (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

/** The first issue of a failed parse as the malformed-response error, its path prefixed by `at`. */
const malformed = (issues: readonly z.core.$ZodIssue[], at: readonly PropertyKey[] = []): TransportError => {
  const issue = issues[0];
  const path = [...at, ...(issue?.path ?? [])].map(String).join('.');
  return transportErrors.malformed(issue ? `${path || 'body'}: ${issue.message}` : 'body');
};

/**
 * Runs one API call and parses its body with the domain's schema: a malformed response is an
 * error, never a crash.
 */
export const call = <S extends z.ZodType>(
  run: () => Promise<FetchOutcome>,
  schema: S,
): ResultAsync<z.output<S>, TransportError> =>
  ResultAsync.fromPromise(run(), fromThrown).andThen(({ data, error, response }) => {
    if (!response.ok) return errAsync(toTransportError(error, response));
    const parsed = schema.safeParse(data);
    return parsed.success ? okAsync(parsed.data) : errAsync(malformed(parsed.error.issues));
  });

/**
 * Runs one API call of a versioned record (the organization, an organization user) and parses its
 * body with `schema`: the answer's ETag becomes the record's `version`, which a save sends back as
 * If-Match.
 */
export const callVersioned = <S extends z.ZodType<object>>(
  run: () => Promise<FetchOutcome>,
  schema: S,
): ResultAsync<z.output<S> & { version?: string }, TransportError> =>
  ResultAsync.fromPromise(run(), fromThrown).andThen(({ data, error, response }) => {
    if (!response.ok) return errAsync(toTransportError(error, response));
    const parsed = schema.safeParse(data);
    if (!parsed.success) return errAsync(malformed(parsed.error.issues));
    const version = response.headers.get('etag');
    const record = parsed.data as z.output<S> & object;
    return okAsync(version === null ? record : { ...record, version });
  });

/** A `{ total, limit, skip, data }` page of the contract, its rows still unread. */
const pageEnvelope = z.object({ total: z.number().int(), data: z.array(z.unknown()) });

/** A page of the contract with its rows parsed. */
export type Page<T> = { readonly total: number; readonly data: T[] };

/**
 * Rows parsed in one task. An export reads pages of 500 rows (and the admins call up to 10,000):
 * parsed in one go, such a page held the browser's main thread for a long task (over 200 ms on a
 * busy machine), so the page froze; in tasks of this many rows it keeps painting and answering.
 */
export const ROWS_PER_TASK = 50;

/**
 * Parses `rows` with `item`; a page of more than ROWS_PER_TASK rows is parsed that many at a time,
 * each in a task of its own (the first not in the task that read the body). The first bad row fails.
 */
const parseRows = async <S extends z.ZodType>(
  item: S,
  rows: readonly unknown[],
): Promise<Result<z.output<S>[], TransportError>> => {
  const inTasks = rows.length > ROWS_PER_TASK;
  const parsed: z.output<S>[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (inTasks && i % ROWS_PER_TASK === 0) await nextTask();
    const row = item.safeParse(rows[i]);
    if (!row.success) return err(malformed(row.error.issues, ['data', i]));
    parsed.push(row.data);
  }
  return ok(parsed);
};

/**
 * Runs one API call that answers a page and parses its rows with the domain's schema `item`, a
 * few at a time (ROWS_PER_TASK): a malformed row is an error, never a crash.
 */
export const callPage = <S extends z.ZodType>(
  run: () => Promise<FetchOutcome>,
  item: S,
): ResultAsync<Page<z.output<S>>, TransportError> =>
  call(run, pageEnvelope).andThen(({ total, data }) =>
    new ResultAsync(parseRows(item, data)).map((rows) => ({ total, data: rows })),
  );
