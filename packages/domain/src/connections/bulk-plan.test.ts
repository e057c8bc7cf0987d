import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OUR_ID, arbConnection, connection } from '../testing/connections.ts';
import { offeredActions } from './actions.ts';
import { bulkConnectionActions, planConnectionBulk } from './bulk-plan.ts';
import { sideOf } from './entities.ts';

const plan = (
  action: (typeof bulkConnectionActions)[number],
  connections = selection,
  walletVersion = '1.2.9',
) => planConnectionBulk({ action, connections, organizationId: OUR_ID, walletVersion });

const received = connection({ weAre: 'B', status: 'pending' });
const sent = connection({ weAre: 'A', status: 'pending' });
const active = connection({ weAre: 'B', status: 'finalized' });
const selection = [received, sent, active];

describe('a bulk action on selected connections', () => {
  it('accepts the requests we received and names why the others are left out', () => {
    const result = plan('accept');
    expect(result.included).toEqual([received]);
    expect(result.excluded.map((e) => [e.item, e.reason.id])).toEqual([
      [sent, 'connections.bulk.excluded.sentByUs'],
      [active, 'connections.bulk.excluded.status'],
    ]);
  });

  it('cancels only the requests we sent', () => {
    const result = plan('cancel');
    expect(result.included).toEqual([sent]);
    expect(result.excluded[0]?.reason.id).toBe('connections.bulk.excluded.receivedByUs');
  });

  it('leaves every row out with the upgrade text when our wallet is too old', () => {
    const result = plan('decline', selection, '1.0.9');
    expect(result.included).toEqual([]);
    expect(result.excluded.map((e) => e.reason)).toEqual(
      selection.map(() => ({
        id: 'connections.error.walletUpgradeRequired',
        values: { version: '1.0.9', required: '1.1.4' },
      })),
    );
  });

  it('includes a row exactly when its own row offers the action to our side', () => {
    fc.assert(
      fc.property(
        fc.array(arbConnection(false), { maxLength: 30 }),
        fc.constantFrom(...bulkConnectionActions),
        (connections, action) => {
          const result = plan(action, connections);
          const offered = (c: (typeof connections)[number]) =>
            offeredActions(c.status, sideOf(c, OUR_ID)!).includes(action);
          expect(result.included).toEqual(connections.filter(offered));
          expect(result.excluded.map((e) => e.item)).toEqual(connections.filter((c) => !offered(c)));
        },
      ),
    );
  });
});
