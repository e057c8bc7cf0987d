import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FINGERPRINT_GROUPS, fingerprintDigits, keyFingerprint, type Sha256 } from './fingerprint.ts';

// The test's SHA-256 is the runtime's WebCrypto, as in the wallet adapter (the domain's compiler
// settings know no DOM or Node types, hence the narrow shape).
type WebCrypto = {
  crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const runtime = globalThis as unknown as WebCrypto;
const sha256: Sha256 = async (text) =>
  new Uint8Array(await runtime.crypto.subtle.digest('SHA-256', new runtime.TextEncoder().encode(text)));

/** A public key as the wallets send it: SPKI DER in base64. */
const arbKey = fc.base64String({ minLength: 16, maxLength: 60 });

describe('key fingerprint', () => {
  it('both sides compute the same fingerprint for one handshake', async () => {
    await fc.assert(
      fc.asyncProperty(arbKey, arbKey, async (inviter, invitee) => {
        const a = await keyFingerprint(sha256, { side: 'A', ownPublicKey: inviter, peerPublicKey: invitee });
        const b = await keyFingerprint(sha256, { side: 'B', ownPublicKey: invitee, peerPublicKey: inviter });
        expect(a).toBe(b);
      }),
    );
  });

  it('differs when either key differs', async () => {
    await fc.assert(
      fc.asyncProperty(arbKey, arbKey, arbKey, fc.boolean(), async (inviter, invitee, other, swapInviter) => {
        fc.pre(other !== (swapInviter ? inviter : invitee));
        const real = await keyFingerprint(sha256, {
          side: 'A',
          ownPublicKey: inviter,
          peerPublicKey: invitee,
        });
        const forged = swapInviter
          ? await keyFingerprint(sha256, { side: 'B', ownPublicKey: invitee, peerPublicKey: other })
          : await keyFingerprint(sha256, { side: 'A', ownPublicKey: inviter, peerPublicKey: other });
        expect(forged).not.toBe(real);
      }),
    );
  });

  it('depends on the order: swapping the two keys changes it', async () => {
    await fc.assert(
      fc.asyncProperty(arbKey, arbKey, async (x, y) => {
        fc.pre(x !== y);
        const a = await keyFingerprint(sha256, { side: 'A', ownPublicKey: x, peerPublicKey: y });
        const swapped = await keyFingerprint(sha256, { side: 'A', ownPublicKey: y, peerPublicKey: x });
        expect(swapped).not.toBe(a);
      }),
    );
  });

  it('is always six groups of five digits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (digest) => {
        expect(fingerprintDigits(digest)).toMatch(new RegExp(`^\\d{5}( \\d{5}){${FINGERPRINT_GROUPS - 1}}$`));
      }),
    );
  });
});
