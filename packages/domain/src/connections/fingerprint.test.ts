import { describe, expect, it } from 'vitest';
import { connectionActions } from './actions.ts';
import {
  comparesFingerprintFirst,
  fingerprintDigits,
  peerKeyOnPlatform,
  hasFingerprint,
  fingerprintAdvice,
} from './fingerprint.ts';
import type { Connection } from './entities.ts';

describe('key fingerprint, by example', () => {
  it('reads each five bytes of the digest as a number modulo 100000', () => {
    const digest = new Uint8Array(32);
    digest.set([0, 0, 0, 0, 1], 0); // 1
    digest.set([0, 0, 1, 0, 0], 5); // 65536
    digest.set([255, 255, 255, 255, 255], 10); // 2^40 - 1 = 1099511627775
    expect(fingerprintDigits(digest)).toBe('00001 65536 27775 00000 00000 00000');
  });

  it('exists from step 2 on, and side A reads the invitee’s key from the platform until its wallet holds it', () => {
    const base = {
      reference: 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a10',
      organizationIdA: 1,
      organizationIdB: 2,
      createdAt: '2026-01-01T00:00:00Z',
      encrInviterData: { publicKey: 'pkA' },
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'c', iv: 'i' },
    };
    expect(hasFingerprint({ ...base, status: 'pending' } as Connection)).toBe(false);
    expect(hasFingerprint({ ...base, status: 'accepted' } as Connection)).toBe(true);
    expect(hasFingerprint({ ...base, status: 'finalized' } as Connection)).toBe(true);
    expect(hasFingerprint({ ...base, status: 'cancelled' } as Connection)).toBe(false);
    // Compare before the last step while it is ahead; once finalized, what a mismatch means.
    expect(fingerprintAdvice({ status: 'accepted' }).id).toBe('connections.fingerprint.compare');
    expect(fingerprintAdvice({ status: 'confirmed' }).id).toBe('connections.fingerprint.compare');
    expect(fingerprintAdvice({ status: 'finalized' }).id).toBe('connections.fingerprint.compareFinalized');
    expect(peerKeyOnPlatform({ ...base, status: 'accepted' } as Connection, 'A')).toBe('pkB');
    expect(peerKeyOnPlatform({ ...base, status: 'accepted' } as Connection, 'B')).toBe('pkA');
    expect(
      peerKeyOnPlatform({ ...base, status: 'finalized', encrInviterData: null } as Connection, 'B'),
    ).toBe(null);
  });

  it('asks for the comparison before the steps taken once both keys are exchanged, and before no other', () => {
    expect(connectionActions.filter(comparesFingerprintFirst)).toEqual(['confirm', 'finalize']);
  });
});
