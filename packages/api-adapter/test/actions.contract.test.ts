// The fake platform keeps its own copy of who may move a connection or an invitation where (it may not
// import the domain). This walks every (status, side, action) and every (status, answered, action)
// and asserts the domain's table and the platform's checks agree.
import { describe, expect, it } from 'vitest';
import { connectionActionRules, invitationActionsOn } from '@scr/domain';
import {
  connectionActions,
  connectionStatuses,
  invitationActionRules,
  invitationActions,
  invitationStatuses,
  mayTake,
} from '@scr/domain/testing';
import { connectionTransition, invitationTransitionAllowed } from '@scr/fake-platform';

const sides = ['A', 'B'] as const;

describe('connection actions: the domain and the platform agree', () => {
  // The platform sees the status a PATCH asks for, not the action: decline and the re-applied
  // decline both ask for 'declined'. So walk every (status, side, asked status).
  it('on every status, side and asked status', () => {
    const disagreements: string[] = [];
    for (const status of connectionStatuses)
      for (const side of sides)
        for (const target of connectionStatuses) {
          const actions = connectionActions.filter(
            (a) => mayTake(status, side, a) && connectionActionRules[a].to === target,
          );
          const platform = connectionTransition(status, side, target) === 'allowed';
          if (actions.length > 0 !== platform)
            disagreements.push(`${side} ${status} → ${target}: domain [${actions}], platform ${platform}`);
        }
    expect(disagreements).toEqual([]);
  });

  it('walks every action of the table', () => {
    for (const action of connectionActions) {
      const { from, by, to } = connectionActionRules[action];
      expect(connectionTransition(from, by, to)).toBe('allowed');
    }
  });

  it('refuses any step on a cancelled connection as cancelled meanwhile, as the domain does', () => {
    for (const side of sides)
      for (const action of connectionActions)
        expect(connectionTransition('cancelled', side, connectionActionRules[action].to)).toBe(
          'cancelledMeanwhile',
        );
  });
});

describe('invitation actions: the domain and the platform agree', () => {
  it('on every status, answered or not, and action', () => {
    const disagreements: string[] = [];
    for (const status of invitationStatuses)
      for (const answered of [false, true])
        for (const action of invitationActions) {
          const domain = invitationActionsOn(status, answered).includes(action);
          const platform = invitationTransitionAllowed(status, answered, invitationActionRules[action].to);
          if (domain !== platform)
            disagreements.push(
              `${action} on ${status} (answered ${answered}): domain ${domain}, platform ${platform}`,
            );
        }
    expect(disagreements).toEqual([]);
  });
});
