// One HTTP call to a wallet, and the mapping of its failures into the domain's WalletError kinds.
import { answerWaitSeconds, walletErrors, type WalletError, type WalletHosting } from '@scr/domain';

/** Thrown inside an adapter call with the domain error it stands for; any other throw means unreachable. */
export class WalletFailure extends Error {
  constructor(readonly error: WalletError) {
    super(error.kind);
  }
}

export const toWalletError = (e: unknown): WalletError =>
  e instanceof WalletFailure ? e.error : walletErrors.unreachable();

export type WalletCall = {
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly body?: unknown;
  readonly token?: string;
  /** Decides the invalid-credentials text. */
  readonly hosting: WalletHosting;
};

export type Transport = { readonly fetch: typeof fetch; readonly timeoutMs: number };

type ErrorBody = { code?: string; message?: string; retryAfterSeconds?: unknown };

const errorBody = async (res: Response): Promise<ErrorBody> => {
  const text = await res.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as ErrorBody;
  } catch {
    // a plain-text error answer
  }
  return { message: text };
};

/** The wallet's answer as JSON (null for 204); throws a WalletFailure for every non-2xx. */
export const walletRequest = async (t: Transport, call: WalletCall): Promise<unknown> => {
  const res = await t.fetch(`${call.url}${call.path}`, {
    method: call.method,
    headers: {
      accept: 'application/json',
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(t.timeoutMs),
  });
  if (res.ok) {
    if (res.status === 204) return null;
    try {
      return (await res.json()) as unknown;
    } catch {
      throw new WalletFailure(walletErrors.rejected('The wallet sent an unreadable answer'));
    }
  }
  const body = await errorBody(res);
  // A 429's wait: Retry-After (the wallet exposes it to the page), else the body's, else a minute;
  // an HTTP-date on the wallet's clock (its Date header) where the page can read it.
  if (res.status === 429) {
    const wait = answerWaitSeconds(res.headers, body.retryAfterSeconds, new Date());
    throw new WalletFailure(walletErrors.tooManyAttempts(wait));
  }
  if (res.status === 401 && body.code === 'INVALID_CREDENTIALS')
    throw new WalletFailure(walletErrors.invalidCredentials(call.hosting));
  if (res.status === 401) throw new WalletFailure(walletErrors.tokenExpired());
  throw new WalletFailure(walletErrors.rejected(body.message || `The wallet answered HTTP ${res.status}`));
};

/** Reads one field of a JSON answer, or fails as an unexpected answer. */
export const field = <T>(answer: unknown, name: string, is: (v: unknown) => v is T): T => {
  const v = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined;
  if (!is(v))
    throw new WalletFailure(walletErrors.rejected(`The wallet sent an unexpected answer (${name})`));
  return v;
};

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
