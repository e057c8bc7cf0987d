import createClient, { type Middleware } from 'openapi-fetch';
import type { SessionStore } from '@scr/domain';
import { serializeQuery } from './query.ts';

export type PlatformClientConfig = {
  /** The API base from runtime config, e.g. http://127.0.0.1:4400/api */
  readonly apiBase: string;
  readonly sessions: SessionStore;
  /** Epoch seconds now: an expired access token is not sent (the session-expired dialog follows). */
  readonly nowSeconds: () => number;
  readonly fetch?: typeof fetch;
  /** Per-request timeout; a request that takes longer counts as the API being unreachable. */
  readonly timeoutMs?: number;
};

/** Thrown inside the middleware; `call` turns it into the domain's SessionExpired (by its name). */
export class SessionExpiredSignal extends Error {
  override readonly name = 'SessionExpiredSignal';
}

/** Adds the Id and Authorization headers of the current API session to every request (product-reference §7). */
const sessionHeaders = (config: PlatformClientConfig): Middleware => ({
  async onRequest({ request }) {
    const session = (await config.sessions.apiSession()).unwrapOr(null);
    if (!session || request.headers.has('Authorization')) return request;
    if (session.exp <= config.nowSeconds()) throw new SessionExpiredSignal();
    request.headers.set('Id', String(session.orgUserId));
    request.headers.set('Authorization', `Bearer ${session.accessToken}`);
    return request;
  },
});

/**
 * An openapi-fetch client over the contract's generated paths. `withSession: false` gives the
 * client of the public calls (find-user by email, sign-in, the link flows): they never carry a
 * stored session, so a stale or expired one cannot get in their way.
 */
export const createPlatformClient = <Paths extends object>(
  config: PlatformClientConfig,
  options: { readonly withSession?: boolean } = {},
) => {
  const client = createClient<Paths>({
    baseUrl: config.apiBase.replace(/\/$/, ''),
    querySerializer: serializeQuery,
    fetch: (request: Request) =>
      (config.fetch ?? globalThis.fetch)(request, {
        signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      }),
  });
  if (options.withSession ?? true) client.use(sessionHeaders(config));
  return client;
};
