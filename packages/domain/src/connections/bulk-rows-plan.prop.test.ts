import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NOW, OUR_ID, arbConnection, arbInvitation } from '../testing/connections.ts';
import { invitationActionsFor } from '../invitations/actions.ts';
import { offeredActions } from './actions.ts';
import { bulkTabActions, bulkTabActionsOf, planTabRowsBulk } from './bulk-rows-plan.ts';
import { connectionRow, connectionTab, invitationRow, invitationTab, type TabRow } from './tabs.ts';

const plan = (action: (typeof bulkTabActions)[number], rows: readonly TabRow[]) =>
  planTabRowsBulk({ action, rows, organizationId: OUR_ID, walletVersion: '1.2.9' });

describe('the connections tab bulk plan (properties)', () => {
  it('includes a row exactly when its own row offers the action, and splits the selection', () => {
    const arbRow = fc.oneof(
      arbConnection(false).map((c) => connectionRow(OUR_ID, c)!),
      arbInvitation.map((i) => invitationRow(NOW, i)),
    );
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), fc.constantFrom(...bulkTabActions), (rows, action) => {
        const result = plan(action, rows);
        const invitationAction =
          action === 'resend' ? 'resend' : action === 'cancelInvitation' ? 'cancel' : null;
        const offered = (row: TabRow) =>
          row.kind === 'connection'
            ? invitationAction === null &&
              offeredActions(row.connection.status, row.side).includes(action as 'cancel')
            : invitationAction !== null &&
              invitationActionsFor(row.invitation, NOW).includes(invitationAction);
        expect(result.included).toEqual(rows.filter(offered));
        expect(result.excluded.map((e) => e.item)).toEqual(rows.filter((r) => !offered(r)));
      }),
    );
  });

  it('a tab offers every bulk action some row of that tab can take', () => {
    const arbRow = fc.oneof(
      arbConnection(false).map((c) => connectionRow(OUR_ID, c)!),
      arbInvitation.map((i) => invitationRow(NOW, i)),
    );
    fc.assert(
      fc.property(arbRow, fc.constantFrom(...bulkTabActions), (row, action) => {
        const tab =
          row.kind === 'connection'
            ? connectionTab(row.connection.status, row.side)
            : invitationTab(row.status);
        if (plan(action, [row]).included.length > 0) expect(bulkTabActionsOf(tab)).toContain(action);
      }),
    );
  });
});
