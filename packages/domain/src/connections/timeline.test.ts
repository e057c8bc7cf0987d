import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { connection, OUR_ID } from '../testing/connections.ts';
import { connectionTimeline } from './timeline.ts';

const en = createMessageFormatter('en');
const t = (d: number) => `2026-11-0${d}T10:00:00.000Z`;

describe("'Connection status' dialog (product-reference §2.6)", () => {
  it('shows four steps, done up to the current status with their timestamps', () => {
    const c = connection({ status: 'confirmed', createdAt: t(1), acceptedAt: t(2), confirmedAt: t(3) });
    const tl = connectionTimeline(c, OUR_ID);
    expect(en.format(tl.title)).toBe('Connection status');
    expect(tl.steps.map((s) => [en.format(s.label), s.done, s.at])).toEqual([
      ['Step 1/4 request sent', true, t(1)],
      ['Step 2/4 accepted', true, t(2)],
      ['Step 3/4 confirmed', true, t(3)],
      ['Step 4/4 finalized', false, null],
    ]);
    expect(tl.ended).toBeNull();
  });

  it('shows a pending request as sent and awaiting an answer', () => {
    const tl = connectionTimeline(connection(), OUR_ID);
    expect(tl.steps.map((s) => s.done)).toEqual([true, false, false, false]);
    expect(en.format(tl.steps[1].label)).toBe('Step 2/4 accepted or declined');
  });

  it('adds the declined or cancelled row with its note', () => {
    const declined = connectionTimeline(connection({ status: 'declined', declinedAt: t(4) }), OUR_ID);
    expect(en.format(declined.steps[1].label)).toBe('Step 2/4 declined');
    expect(
      declined.ended && [en.format(declined.ended.label), declined.ended.at, en.format(declined.ended.note)],
    ).toEqual(['Declined', t(4), 'You can always create a new connection request']);
    const cancelled = connectionTimeline(connection({ status: 'cancelled', cancelledAt: t(5) }), OUR_ID);
    expect(cancelled.steps.map((s) => s.done)).toEqual([true, false, false, false]);
    expect(cancelled.ended && en.format(cancelled.ended.label)).toBe('Cancelled');
    // Where a request ended is reached, but no success.
    expect(declined.steps.map((s) => s.stopped)).toEqual([false, true, false, false]);
    expect([declined.ended?.stopped, cancelled.ended?.stopped]).toEqual([true, true]);
    expect(cancelled.steps.some((s) => s.stopped)).toBe(false);
  });

  it("tells A 'You need to confirm' once B accepted, and no one else", () => {
    const need = connectionTimeline(connection({ status: 'accepted' }), OUR_ID).needToConfirm;
    expect(need && en.format(need)).toBe('You need to confirm');
    expect(
      connectionTimeline(connection({ status: 'accepted', weAre: 'B' }), OUR_ID).needToConfirm,
    ).toBeNull();
    expect(connectionTimeline(connection({ status: 'finalized' }), OUR_ID).steps.every((s) => s.done)).toBe(
      true,
    );
  });
});
