import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { connection, NOW, OUR_ID } from '../testing/connections.ts';
import { checkTransition, patchFor, reapplyDecline } from './handshake.ts';

const en = createMessageFormatter('en');
const at = NOW.toISOString();

describe('handshake (product-reference §4)', () => {
  it('lets B accept a pending request, storing the invitee data with acceptedAt', () => {
    expect(checkTransition(connection({ weAre: 'B' }), OUR_ID, 'accept').isOk()).toBe(true);
    expect(patchFor({ action: 'accept', inviteeData: { publicKey: 'pkB', ciphertext: 'c' } }, NOW)).toEqual({
      status: 'accepted',
      acceptedAt: at,
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'c' },
    });
  });

  it('lets A confirm an accepted connection, extending the inviter data with confirmedAt', () => {
    expect(checkTransition(connection({ status: 'accepted' }), OUR_ID, 'confirm').isOk()).toBe(true);
    expect(patchFor({ action: 'confirm', inviterData: { publicKey: 'pkA', ciphertext: 'x' } }, NOW)).toEqual({
      status: 'confirmed',
      confirmedAt: at,
      encrInviterData: { publicKey: 'pkA', ciphertext: 'x' },
    });
  });

  it('lets B finalize a confirmed connection, clearing both encrypted halves', () => {
    expect(checkTransition(connection({ status: 'confirmed', weAre: 'B' }), OUR_ID, 'finalize').isOk()).toBe(
      true,
    );
    expect(patchFor({ action: 'finalize' }, NOW)).toEqual({
      status: 'finalized',
      finalizedAt: at,
      encrInviterData: null,
      encrInviteeData: null,
    });
  });

  it('declines (B) and cancels (A) pending requests with only the status and its timestamp', () => {
    expect(checkTransition(connection({ weAre: 'B' }), OUR_ID, 'decline').isOk()).toBe(true);
    expect(checkTransition(connection(), OUR_ID, 'cancel').isOk()).toBe(true);
    expect(patchFor({ action: 'decline' }, NOW)).toEqual({ status: 'declined', declinedAt: at });
    expect(patchFor({ action: 'cancel' }, NOW)).toEqual({ status: 'cancelled', cancelledAt: at });
  });

  it("gives 'Invalid status {x} for updating connection' to a wrong step or side", () => {
    const wrongSide = checkTransition(connection(), OUR_ID, 'accept');
    expect(wrongSide.isErr() && en.format(wrongSide.error.message)).toBe(
      'Invalid status accepted for updating connection',
    );
    const skip = checkTransition(connection({ weAre: 'B' }), OUR_ID, 'finalize');
    expect(skip.isErr() && skip.error.kind).toBe('InvalidStatus');
  });

  it('names the requester when the connection was cancelled meanwhile', () => {
    const c = connection({ status: 'cancelled', weAre: 'B', other: 5 });
    const r = checkTransition(c, OUR_ID, 'accept');
    expect(r.isErr() && en.format(r.error.message)).toBe(
      'Connection request was cancelled meanwhile by Org 5. It will be removed from your overview',
    );
  });

  it('names the other organization when we are the requester', () => {
    const r = checkTransition(connection({ status: 'cancelled', other: 6 }), OUR_ID, 'cancel');
    expect(r.isErr() && en.format(r.error.message)).toMatch(
      /^Connection request was cancelled meanwhile by Org 6\./,
    );
  });

  it('re-applies a decline keeping the first declinedAt, and nothing else', () => {
    const first = '2026-10-01T00:00:00.000Z';
    const declined = connection({ status: 'declined', declinedAt: first, weAre: 'B' });
    expect(reapplyDecline(declined, OUR_ID, NOW)._unsafeUnwrap()).toEqual({
      status: 'declined',
      declinedAt: first,
    });
    expect(reapplyDecline(connection({ status: 'pending', weAre: 'B' }), OUR_ID, NOW).isErr()).toBe(true);
    // The decline is B's: the requester re-applies nothing.
    const byA = reapplyDecline(connection({ status: 'declined', declinedAt: first }), OUR_ID, NOW);
    expect(byA.isErr() && byA.error.kind).toBe('InvalidStatus');
    const c = reapplyDecline(connection({ status: 'cancelled' }), OUR_ID, NOW);
    expect(c.isErr() && c.error.kind).toBe('CancelledMeanwhile');
  });
});
