// POST /connections/{reference}/fingerprint-verification: an admin compared the connection's key
// fingerprint with the other side and marked it verified. The mark itself is kept in the caller's
// wallet (which pins the peer key); the platform never sees a key or the fingerprint and stores
// nothing here: the call exists so the caller's audit trail says who verified which connection when
// (audit/rules-connections.ts writes the entry, in the caller's log only).
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { contractBody } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { reference } from './connections.ts';

/** From step 2 on both public keys exist, so there is a fingerprint to compare. */
const withFingerprint = new Set(['accepted', 'confirmed', 'finalized']);

export const fingerprintVerificationService = (ctx: Ctx) => ({
  // The caller's organization is a party (the access policy, before this runs).
  async create(data: unknown, params: Params) {
    contractBody('recordFingerprintVerification', data ?? {});
    const c = ctx.store.connections.get(reference(params.route?.['reference']));
    if (!c) throw new NotFound('No such connection');
    if (!withFingerprint.has(c.status)) {
      throw new BadRequest(
        `Invalid field reference: this connection is ${c.status}; a key fingerprint exists from step 2 on`,
        { field: 'reference' },
      );
    }
    return { reference: c.reference, recordedAt: ctx.nowIso() };
  },
});
