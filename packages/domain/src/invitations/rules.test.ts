import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { invitation, NOW } from '../testing/connections.ts';
import { invitationSchema } from './entities.ts';
import { invitationActionsFor } from './actions.ts';
import {
  effectiveInvitationStatus,
  invitationStatusDialog,
  isInvitationExpired,
  sortInvitations,
} from './rules.ts';

const en = createMessageFormatter('en');
const answeredAt = '2026-11-02T09:00:00.000Z';

describe('invitation rules (product-reference §4)', () => {
  const actions = (over: Parameters<typeof invitation>[0] = {}) =>
    invitationActionsFor(invitation(over), NOW);

  it('sends again a pending unanswered, a cancelled or an expired invitation only', () => {
    expect(actions()).toContain('resend');
    expect(actions({ status: 'cancelled' })).toEqual(['resend']);
    expect(actions({ status: 'expired' })).toEqual(['resend']);
    expect(actions({ answeredAt })).toEqual([]);
    for (const status of ['accepted', 'completed', 'declined'] as const)
      expect(actions({ status })).toEqual([]);
  });

  it('cancels only while pending and not answered, and not past its validity', () => {
    expect(actions()).toEqual(['resend', 'cancel']);
    expect(actions({ answeredAt })).not.toContain('cancel');
    expect(actions({ status: 'cancelled' })).not.toContain('cancel');
    // Past its validity a pending invitation is expired: sent again, no longer cancelled.
    expect(actions({ invitationValidUntil: '2026-11-01T00:00:00.000Z' })).toEqual(['resend']);
  });

  it('expires once invitationValidUntil has passed', () => {
    expect(isInvitationExpired(invitation({ invitationValidUntil: NOW.toISOString() }), NOW)).toBe(true);
    expect(isInvitationExpired(invitation({ invitationValidUntil: '2026-11-23T00:00:00.000Z' }), NOW)).toBe(
      false,
    );
    expect(isInvitationExpired(invitation({ invitationValidUntil: null }), NOW)).toBe(false);
    expect(effectiveInvitationStatus(invitation({ invitationValidUntil: '2026-01-01T00:00:00Z' }), NOW)).toBe(
      'expired',
    );
    expect(
      effectiveInvitationStatus(
        invitation({ status: 'completed', invitationValidUntil: '2026-01-01T00:00:00Z' }),
        NOW,
      ),
    ).toBe('completed');
  });

  it('sorts by status ascending, then newest first', () => {
    const a = invitation({ status: 'cancelled', createdAt: '2026-11-05T00:00:00.000Z' });
    const b = invitation({ createdAt: '2026-11-01T00:00:00.000Z' });
    const c = invitation({ createdAt: '2026-11-03T00:00:00.000Z' });
    expect(sortInvitations([a, b, c])).toEqual([c, b, a]);
  });

  it("reads 'onboarded' from the wire as completed", () => {
    const parsed = invitationSchema.parse({ ...invitation(), status: 'onboarded' });
    expect(parsed.status).toBe('completed');
  });
});

describe("'Invitation status' dialog (product-reference §2.6)", () => {
  it('shows sent, accepted/onboarding and the valid-until date', () => {
    const d = invitationStatusDialog(invitation({ status: 'accepted', answeredAt }), NOW);
    expect(en.format(d.title)).toBe('Invitation status');
    expect(d.rows.map((r) => [en.format(r.label), r.done, r.at])).toEqual([
      ['Sent', true, '2026-11-01T09:00:00.000Z'],
      ['Accepted / onboarding', true, answeredAt],
    ]);
    expect([en.format(d.validUntil.label), d.validUntil.at]).toEqual([
      'Valid until',
      '2026-12-01T09:00:00.000Z',
    ]);
  });

  it('ends with declined, cancelled or expired', () => {
    const last = (over: Parameters<typeof invitation>[0]) =>
      en.format(invitationStatusDialog(invitation(over), NOW).rows.at(-1)!.label);
    expect(last({ status: 'declined' })).toBe('Declined');
    expect(last({ status: 'cancelled' })).toBe('Cancelled');
    expect(last({ invitationValidUntil: '2026-11-01T00:00:00.000Z' })).toBe('Expired');
    expect(invitationStatusDialog(invitation(), NOW).rows[1]!.done).toBe(false);
  });
});
