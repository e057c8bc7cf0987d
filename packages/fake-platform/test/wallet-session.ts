// A demo user signed in as the portal does it: a wallet token from their wallet, then the platform
// session that token served. Tests of the wallets' own authorization need both.
import type { FakePlatform } from '../src/index.ts';
import { api, call, session, walletUrlOf, type Answer, type Session } from './support.ts';

export interface WalletSignIn {
  session: Session;
  walletUrl: string;
  walletToken: string;
  /** A call to the user's own wallet with their wallet token. */
  wallet(method: string, path: string, body?: unknown): Promise<Answer>;
}

export const signInWithWallet = async (
  p: FakePlatform,
  orgUserId: number,
  email: string,
): Promise<WalletSignIn> => {
  const walletUrl = await walletUrlOf(p, orgUserId, email);
  const step1 = await api(p, 'POST', '/authentication', undefined, { strategy: 'wallet', orgUserId });
  const verified = await call(walletUrl, 'POST', '/accounts/verify', {
    body: { orgUserId, password: 'demo1234' },
  });
  const walletToken = String(verified.body.token);
  const headers = { authorization: `Bearer ${walletToken}` };
  const signed = await call(walletUrl, 'POST', '/sign', {
    body: { challenge: step1.body.challenge },
    headers,
  });
  const step2 = await call(p.apiUrl, 'POST', '/authentication', {
    body: {
      strategy: 'wallet',
      orgUserId,
      challenge: step1.body.challenge,
      signature: signed.body.signature,
    },
    headers,
  });
  if (step2.status !== 201) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(step2.body)}`);
  return {
    session: session(orgUserId, String(step2.body.accessToken)),
    walletUrl,
    walletToken,
    wallet: (method, path, body) =>
      call(walletUrl, method, path, { headers, ...(body === undefined ? {} : { body }) }),
  };
};
