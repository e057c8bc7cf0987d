// The connection fingerprint on the wallet's side: the keys come from the wallet (its own key, and
// the peer's it holds), the hash is WebCrypto's SHA-256, the layout and digits are the domain's rule.
import { keyFingerprint, walletErrors, type ConnectionFingerprint, type Sha256 } from '@scr/domain';
import { WalletFailure, field, isString } from './wallet-request.ts';

const sha256: Sha256 = async (text) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

const isSide = (v: unknown): v is 'A' | 'B' => v === 'A' || v === 'B';
const isKeyOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** One call to the signed-in user's wallet (its session's URL and token). */
type Call = (c: { method: 'GET' | 'POST'; path: string; body?: unknown }) => Promise<unknown>;

/**
 * The wallet's own key and the peer key it holds win; the platform's copy of the peer key is used only
 * while the wallet holds none (side A between steps 2 and 3: the key it will use at step 3).
 */
export const connectionFingerprint = async (
  call: Call,
  input: { reference: string; peerPublicKey: string | null },
): Promise<ConnectionFingerprint> => {
  const answer = await call({
    method: 'POST',
    path: '/connections/keys',
    body: { reference: input.reference },
  });
  const peerPublicKey = field(answer, 'peerPublicKey', isKeyOrNull) ?? input.peerPublicKey;
  if (!peerPublicKey)
    throw new WalletFailure(walletErrors.rejected('The other side’s public key is not known yet'));
  const verifiedPeerKey = field(answer, 'verifiedPeerKey', isKeyOrNull);
  return {
    fingerprint: await keyFingerprint(sha256, {
      side: field(answer, 'side', isSide),
      ownPublicKey: field(answer, 'publicKey', isString),
      peerPublicKey,
    }),
    verified: verifiedPeerKey === peerPublicKey,
  };
};
