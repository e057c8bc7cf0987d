import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbConnection, OUR_ID } from '../testing/connections.ts';
import { connectionActionRules, handshakeActions, isTerminalStatus } from './actions.ts';
import { checkTransition, patchFor, type StepData } from './handshake.ts';

const path = ['pending', 'accepted', 'confirmed', 'finalized'];
const stepData = (action: (typeof handshakeActions)[number]): StepData =>
  action === 'accept'
    ? { action, inviteeData: { publicKey: 'b' } }
    : action === 'confirm'
      ? { action, inviterData: { publicKey: 'a' } }
      : { action };

describe('handshake properties', () => {
  const cases = fc.tuple(arbConnection(false), fc.constantFrom(...handshakeActions));

  it('never skips a step nor leaves a terminal state', () => {
    fc.assert(
      fc.property(cases, ([c, action]) => {
        const r = checkTransition(c, OUR_ID, action);
        if (isTerminalStatus(c.status)) expect(r.isErr()).toBe(true);
        if (r.isErr()) return;
        const to = patchFor(stepData(action), new Date(0)).status;
        if (path.includes(to)) expect(path.indexOf(to)).toBe(path.indexOf(c.status) + 1);
        else expect(c.status).toBe('pending');
      }),
    );
  });

  it('lets only the side the rule names make a step', () => {
    fc.assert(
      fc.property(cases, ([c, action]) => {
        const side = c.organizationIdA === OUR_ID ? 'A' : 'B';
        if (checkTransition(c, OUR_ID, action).isOk()) expect(connectionActionRules[action].by).toBe(side);
        const other = side === 'A' ? c.organizationIdB : c.organizationIdA;
        const fromOther = checkTransition(c, other, action);
        if (fromOther.isOk()) expect(connectionActionRules[action].by).not.toBe(side);
      }),
    );
  });

  it('sets exactly the timestamp named after the step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...handshakeActions), fc.date({ noInvalidDate: true }), (action, now) => {
        const patch = patchFor(stepData(action), now) as Record<string, unknown>;
        const stamps = Object.keys(patch).filter((k) => k.endsWith('At'));
        expect(stamps).toEqual([connectionActionRules[action].stamp]);
        expect(patch[connectionActionRules[action].stamp]).toBe(now.toISOString());
      }),
    );
  });
});
