// Black-box helpers for the tests: JSON over HTTP and the wallet sign-in of a demo user.
import { startFakePlatform, type FakePlatform } from '../src/index.ts';

export type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Session {
  orgUserId: number;
  accessToken: string;
  headers: Record<string, string>;
}

export const start = (options: Parameters<typeof startFakePlatform>[0] = {}): Promise<FakePlatform> =>
  startFakePlatform({ port: 0, webDist: '/nonexistent', ...options });

export const call = async (
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> => {
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(hasBody ? { body: options.raw ?? JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
};

export const api = (p: FakePlatform, method: string, path: string, session?: Session, body?: unknown) =>
  call(p.apiUrl, method, path, {
    ...(body === undefined ? {} : { body }),
    ...(session ? { headers: session.headers } : {}),
  });

/** The wallet URL the user signs in with, as the login page learns it from find-user. */
export const walletUrlOf = async (p: FakePlatform, orgUserId: number, email: string): Promise<string> => {
  const found = await call(p.apiUrl, 'GET', `/find-user?email=${encodeURIComponent(email)}`);
  const row = (found.body as Array<{ id: number; organization: { walletAddress: string } }>).find(
    (r) => r.id === orgUserId,
  );
  if (!row) throw new Error(`no org user ${orgUserId} for ${email}`);
  return row.organization.walletAddress;
};

/** Steps 1 and 2 of POST /authentication with a real wallet signature; answers the raw step-2 reply. */
export const authenticate = async (
  p: FakePlatform,
  orgUserId: number,
  email: string,
  password = 'demo1234',
) => {
  const walletUrl = await walletUrlOf(p, orgUserId, email);
  const step1 = await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet', orgUserId });
  if (step1.status !== 201) return step1;
  const verified = await call(walletUrl, 'POST', '/accounts/verify', { body: { orgUserId, password } });
  if (verified.status !== 200) throw new Error(`wallet refused: ${JSON.stringify(verified.body)}`);
  const walletToken = String(verified.body.token);
  const signed = await call(walletUrl, 'POST', '/sign', {
    body: { challenge: step1.body.challenge },
    headers: { authorization: `Bearer ${walletToken}` },
  });
  return call(p.apiUrl, 'POST', '/authentication', {
    body: {
      strategy: 'wallet',
      orgUserId,
      challenge: step1.body.challenge,
      signature: signed.body.signature,
    },
    headers: { authorization: `Bearer ${walletToken}` },
  });
};

export const signIn = async (
  p: FakePlatform,
  orgUserId: number,
  email: string,
  password?: string,
): Promise<Session> => {
  const answer = await authenticate(p, orgUserId, email, password);
  if (answer.status !== 201 || !answer.body.accessToken || answer.body.twoFactorAuthRequired) {
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return session(orgUserId, String(answer.body.accessToken));
};

export const session = (orgUserId: number, accessToken: string): Session => ({
  orgUserId,
  accessToken,
  headers: { authorization: `Bearer ${accessToken}`, id: String(orgUserId) },
});

export const emails = {
  anna: 'anna.admin@carrier.example',
  ulrich: 'ulrich.users@carrier.example',
  connie: 'connie.connections@carrier.example',
  victor: 'victor.viewer@carrier.example',
  fiona: 'fiona.forwarder@forwarder.example',
  nina: 'nina.neweula@forwarder.example',
  otto: 'otto.old@barge.example',
  tina: 'tina.twofactor@trucking.example',
  eddie: 'eddie.expired@expired.example',
  walter: 'walter.wallet@basel.example',
  hans: 'hans.driver@drivers.example',
} as const;

/** The link token of a mailed link. */
export const jwtOf = (link: string): string => new URL(link).searchParams.get('jwt') ?? '';

/**
 * Completes an add-user link as whoever holds it can: the wallet account with a password of their
 * choosing, then the platform's activation. Answers the first refusal's status, else the last one.
 */
export const completeAddUserLink = async (
  p: FakePlatform,
  link: string,
  user: { id: number; organizationId: number },
  password: string,
): Promise<number> => {
  const jwt = jwtOf(link);
  const read = await api(p, 'GET', `/add-user?jwt=${jwt}`);
  if (read.status !== 200) return read.status;
  const account = await call(read.body.walletUrl, 'POST', '/accounts/add-user', {
    body: { walletToken: read.body.walletToken, orgUserId: user.id, password },
  });
  if (account.status !== 200) return account.status;
  const done = await api(p, 'POST', `/add-user?jwt=${jwt}`, undefined, {
    orgUserId: user.id,
    organizationId: user.organizationId,
    acceptCode: read.body.userObject.acceptCode,
  });
  return done.status;
};
