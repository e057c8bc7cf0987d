import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbInvitation, NOW } from '../testing/connections.ts';
import { invitationStatusOrder } from './entities.ts';
import { sortInvitations } from './rules.ts';
import { invitationActionsFor } from './actions.ts';

describe('invitation rule properties', () => {
  it('sorts into status order, newest first within a status, whatever the input order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbInvitation, { selector: (i) => i.id }), (list) => {
        const sorted = sortInvitations(list);
        expect(sortInvitations([...list].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const d = invitationStatusOrder[a.status] - invitationStatusOrder[b.status];
          expect(d <= 0).toBe(true);
          if (d === 0) expect(Date.parse(a.createdAt) >= Date.parse(b.createdAt)).toBe(true);
        }
      }),
    );
  });

  it('only cancels what it may also resend', () => {
    fc.assert(
      fc.property(arbInvitation, (i) => {
        const actions = invitationActionsFor(i, NOW);
        return !actions.includes('cancel') || actions.includes('resend');
      }),
    );
  });
});
