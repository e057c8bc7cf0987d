import { describe, expect, it } from 'vitest';
import {
  actionsOn,
  connectionActionRules,
  handshakeActions,
  offeredActions,
  onOpenAction,
  terminalStatuses,
  waitsOn,
} from './actions.ts';

describe('connection actions (product-reference §4, §2.6)', () => {
  it('lets each side take exactly the handshake steps of its status', () => {
    expect(actionsOn('pending', 'B')).toEqual(['accept', 'decline']);
    expect(actionsOn('pending', 'A')).toEqual(['cancel']);
    expect(actionsOn('accepted', 'A')).toEqual(['confirm']);
    expect(actionsOn('accepted', 'B')).toEqual([]);
    expect(actionsOn('confirmed', 'B')).toEqual(['finalize']);
    expect(actionsOn('confirmed', 'A')).toEqual([]);
    expect(actionsOn('declined', 'B')).toEqual(['reapplyDecline']);
    for (const side of ['A', 'B'] as const) {
      expect(actionsOn('finalized', side)).toEqual([]);
      expect(actionsOn('cancelled', side)).toEqual([]);
    }
  });

  it('declines only a pending request', () => {
    expect(connectionActionRules.decline.from).toBe('pending');
    expect(actionsOn('accepted', 'B')).not.toContain('decline');
  });

  it('offers the row buttons, the main one first, and keeps the re-applied decline for the link', () => {
    expect(offeredActions('pending', 'B')).toEqual(['accept', 'decline']);
    expect(offeredActions('declined', 'B')).toEqual([]);
    expect(onOpenAction('accepted', 'A')).toBe('confirm');
    expect(onOpenAction('confirmed', 'B')).toBe('finalize');
    expect(onOpenAction('declined', 'B')).toBe('reapplyDecline');
    expect(onOpenAction('pending', 'B')).toBeUndefined();
    expect(onOpenAction('declined', 'A')).toBeUndefined();
  });

  it('waits on the side with a step forward; terminal statuses wait on nobody', () => {
    expect(waitsOn('pending', 'B')).toBe(true);
    expect(waitsOn('pending', 'A')).toBe(false);
    expect(terminalStatuses).toEqual(['finalized', 'declined', 'cancelled']);
    for (const status of terminalStatuses) expect(waitsOn(status, 'A') || waitsOn(status, 'B')).toBe(false);
  });

  it('names the status-changing actions the handshake', () => {
    expect(handshakeActions).toEqual(['accept', 'decline', 'confirm', 'finalize', 'cancel']);
    expect(connectionActionRules.accept.wallet && !connectionActionRules.decline.wallet).toBe(true);
  });
});
