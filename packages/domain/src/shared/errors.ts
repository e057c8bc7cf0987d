import type { MessageId, MessageRef, MessageValues } from '../messages/catalogue.ts';

/**
 * Every domain error is a tagged plain object that also carries the text to show
 * (a message id and its values), so any caller can render it without a lookup table
 * of its own. One union per use case; the kinds below are shared by all of them.
 */
export type Tagged<K extends string, Extra extends object = object> = {
  readonly kind: K;
  readonly message: MessageRef;
} & Extra;

export const tagged = <K extends string, Extra extends object = object>(
  kind: K,
  id: MessageId,
  values?: MessageValues,
  extra?: Extra,
): Tagged<K, Extra> => ({ kind, message: values ? { id, values } : { id }, ...(extra ?? ({} as Extra)) });

/** Failures of a call to the platform API, mapped once at the adapter boundary (product-reference §8). */
export type TransportError =
  /** A non-2xx response; the message is the response text. */
  | Tagged<'HttpError', { status: number; reason?: string }>
  /** 401: the response text is shown. */
  | Tagged<'Unauthorized'>
  /** 403: the server refused the action for this user. */
  | Tagged<'Forbidden'>
  /** 504 Gateway Timeout. */
  | Tagged<'ApiUnreachable'>
  /** No network at all. */
  | Tagged<'Offline'>
  /** A 2xx whose body does not match the contract. */
  | Tagged<'MalformedResponse'>
  /** The access token is missing or expired: the session-expired dialog leads to logout. */
  | Tagged<'SessionExpired'>
  /** 429: too many attempts (guesses, look-ups, mails); try again after the wait. */
  | TooManyAttempts;

/** An attempt limit was reached (the platform's or a wallet's 429); the wait is in whole seconds. */
export type TooManyAttempts = Tagged<'TooManyAttempts', { retryAfterSeconds: number }>;

/** The limit message with the wait in whole minutes, at least one. */
export const tooManyAttempts = (retryAfterSeconds: number): TooManyAttempts =>
  tagged(
    'TooManyAttempts',
    'shared.error.tooManyAttempts',
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { retryAfterSeconds },
  );

/**
 * The wait a failure names, in whole seconds: a TooManyAttempts' (its 429's Retry-After, read by
 * http/retry-after.ts where the answer came in); undefined for any other failure.
 */
export const retryWaitOf = (failure: unknown): number | undefined =>
  typeof failure === 'object' &&
  failure !== null &&
  'kind' in failure &&
  failure.kind === 'TooManyAttempts' &&
  'retryAfterSeconds' in failure &&
  typeof failure.retryAfterSeconds === 'number'
    ? failure.retryAfterSeconds
    : undefined;

export const transportErrors = {
  /** `reason`: the machine-readable reason code some refusals carry (a 409's `data.reason`). */
  http: (status: number, text: string, reason?: string): TransportError =>
    tagged('HttpError', 'shared.error.response', { text }, reason ? { status, reason } : { status }),
  unauthorized: (text: string): TransportError => tagged('Unauthorized', 'shared.error.response', { text }),
  forbidden: (text: string): TransportError => tagged('Forbidden', 'shared.error.forbidden', { text }),
  apiUnreachable: (): TransportError => tagged('ApiUnreachable', 'shared.error.apiUnreachable'),
  offline: (): TransportError => tagged('Offline', 'shared.error.offline'),
  malformed: (detail: string): TransportError =>
    tagged('MalformedResponse', 'shared.error.malformedResponse', { detail }),
  sessionExpired: (): TransportError => tagged('SessionExpired', 'shared.error.sessionExpired'),
  tooManyAttempts: (retryAfterSeconds: number): TransportError => tooManyAttempts(retryAfterSeconds),
};
