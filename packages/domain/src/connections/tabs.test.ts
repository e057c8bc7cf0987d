import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { connection, invitation, NOW, OUR_ID } from '../testing/connections.ts';
import {
  TAB_ACCEPTED_INVITATIONS,
  TAB_ACTIVE,
  TAB_CANCELLED,
  TAB_TODO,
  TAB_WAITING,
  connectionTab,
  connectionTabNames,
  groupConnections,
  invitationTab,
  tabOfName,
} from './tabs.ts';
import { openingTab, autoAdvanceDecision } from './route.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const viewer = { organizationId: OUR_ID, now: NOW };

describe('tab grouping (product-reference §4)', () => {
  it('puts each handshake state in its tab, seen from our side', () => {
    expect(connectionTab('pending', 'B')).toBe(0);
    expect(connectionTab('pending', 'A')).toBe(1);
    expect(connectionTab('accepted', 'B')).toBe(1);
    expect(connectionTab('confirmed', 'A')).toBe(1);
    // The two states the spec leaves out wait on us: To do.
    expect(connectionTab('accepted', 'A')).toBe(0);
    expect(connectionTab('confirmed', 'B')).toBe(0);
    expect(connectionTab('finalized', 'A')).toBe(2);
    expect(connectionTab('declined', 'B')).toBe(3);
    expect(connectionTab('cancelled', 'A')).toBe(3);
  });

  it('groups invitations: pending and accepted wait, completed are accepted invitations, the rest cancelled', () => {
    expect(invitationTab('pending')).toBe(1);
    expect(invitationTab('accepted')).toBe(1);
    expect(invitationTab('completed')).toBe(4);
    expect(['declined', 'cancelled', 'expired'].map((s) => invitationTab(s as 'declined'))).toEqual([
      3, 3, 3,
    ]);
  });

  it('drops connections lacking an organization and treats a pending invitation past validity as expired', () => {
    const tabs = groupConnections(
      viewer,
      [connection({ organizationA: null }), connection({ status: 'finalized' })],
      [invitation({ invitationValidUntil: '2026-11-01T00:00:00.000Z' })],
    );
    expect(tabs.map((t) => t.count)).toEqual([0, 0, 1, 1, 0]);
    const row = tabs[3].rows[0]!;
    expect(row.kind === 'invitation' && row.status).toBe('expired');
  });

  it('sorts by status ascending, then newest first, and names the other organization', () => {
    const old = connection({ weAre: 'B', other: 7, createdAt: '2026-01-01T00:00:00.000Z' });
    const recent = connection({ weAre: 'B', other: 8, createdAt: '2026-06-01T00:00:00.000Z' });
    const accepted = connection({ status: 'accepted', other: 9, createdAt: '2026-09-01T00:00:00.000Z' });
    const [todo] = groupConnections(viewer, [accepted, old, recent], []);
    expect(todo.rows.map((r) => (r.kind === 'connection' ? r.counterpart.id : 0))).toEqual([8, 7, 9]);
  });

  it('titles the tabs with counts and the texts of §2.6', () => {
    const tabs = groupConnections(
      viewer,
      [connection({ weAre: 'B' }), connection({ status: 'finalized' })],
      [],
    );
    expect(tabs.map((t) => en.format(t.title))).toEqual([
      'TO DO',
      'WAITING FOR OTHER PARTY (0)',
      'ACTIVE CONNECTIONS (1)',
      'CANCELLED REQUESTS (0)',
      'ACCEPTED INVITATIONS (0)',
    ]);
    expect(tabs[0].count).toBe(1);
    expect(en.format(tabs[0].text)).toBe('These connections require an action from you');
    expect(en.format(tabs[4].text)).toBe(
      'Invitations sent by you and accepted; this does not yet mean a full connection',
    );
    expect(nl.format(tabs[2].title)).toBe('ACTIEVE VERBINDINGEN (1)');
  });
});

describe('route status and auto-advance (product-reference §2.6)', () => {
  it('opens tab 0 for accepted, 1 for sent, 2 otherwise', () => {
    expect(openingTab('accepted')).toBe(0);
    expect(openingTab('sent')).toBe(1);
    expect(openingTab('finalized')).toBe(2);
    expect(openingTab(undefined)).toBe(2);
  });

  it('confirms for A on accepted, finalizes for B on confirmed, re-applies a decline', () => {
    expect(autoAdvanceDecision(connection({ status: 'accepted' }), OUR_ID)).toBe('confirm');
    expect(autoAdvanceDecision(connection({ status: 'accepted', weAre: 'B' }), OUR_ID)).toBe('none');
    expect(autoAdvanceDecision(connection({ status: 'confirmed', weAre: 'B' }), OUR_ID)).toBe('finalize');
    expect(autoAdvanceDecision(connection({ status: 'confirmed' }), OUR_ID)).toBe('none');
    expect(autoAdvanceDecision(connection({ status: 'declined', weAre: 'B' }), OUR_ID)).toBe(
      'reapplyDecline',
    );
    expect(autoAdvanceDecision(connection({ status: 'declined' }), OUR_ID)).toBe('none');
    expect(autoAdvanceDecision(connection({ status: 'pending' }), OUR_ID)).toBe('none');
    expect(autoAdvanceDecision(connection({ status: 'accepted' }), 999)).toBe('none');
  });
});

describe('tab names (the portal URL and scr --tab)', () => {
  it('name every tab once, in tab order', () => {
    expect(connectionTabNames.map(tabOfName)).toEqual([
      TAB_TODO,
      TAB_WAITING,
      TAB_ACTIVE,
      TAB_CANCELLED,
      TAB_ACCEPTED_INVITATIONS,
    ]);
    expect(new Set(connectionTabNames).size).toBe(5);
    // Not the route status that opens To do.
    expect(connectionTabNames).not.toContain('accepted');
  });
});
