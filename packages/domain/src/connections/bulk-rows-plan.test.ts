import { describe, expect, it } from 'vitest';
import { NOW, OUR_ID, connection, invitation } from '../testing/connections.ts';
import { bulkTabActionsOf, planTabRowsBulk, type BulkTabAction } from './bulk-rows-plan.ts';
import { connectionRow, invitationRow, type TabRow } from './tabs.ts';

const rowOf = (c: Parameters<typeof connectionRow>[1]): TabRow => connectionRow(OUR_ID, c)!;
const plan = (action: BulkTabAction, rows: readonly TabRow[], walletVersion = '1.2.9') =>
  planTabRowsBulk({ action, rows, organizationId: OUR_ID, walletVersion });

const received = rowOf(connection({ weAre: 'B' }));
const sent = rowOf(connection({ weAre: 'A' }));
const pendingInvitation = invitationRow(NOW, invitation());
const completed = invitationRow(NOW, invitation({ status: 'completed' }));

describe('a bulk action on selected rows of a connections tab', () => {
  it('accepts the requests we received and leaves our own request and the invitations out', () => {
    const result = plan('accept', [received, sent, pendingInvitation]);
    expect(result.included).toEqual([received]);
    expect(result.excluded.map((e) => [e.item, e.reason.id])).toEqual([
      [sent, 'connections.bulk.excluded.sentByUs'],
      [pendingInvitation, 'connections.bulk.excluded.invitation'],
    ]);
  });

  it('sends again the invitations whose own row offers it, and leaves connections out', () => {
    const result = plan('resend', [completed, pendingInvitation, received]);
    expect(result.included).toEqual([pendingInvitation]);
    expect(result.excluded.map((e) => [e.item, e.reason.id])).toEqual([
      [completed, 'invitations.error.cannotResend'],
      [received, 'connections.bulk.excluded.notInvitation'],
    ]);
  });

  it('cancels the invitations whose own row offers Cancel, and leaves connections and answered ones out', () => {
    const answered = invitationRow(NOW, invitation({ status: 'accepted', answeredAt: NOW.toISOString() }));
    const cancelled = invitationRow(NOW, invitation({ status: 'cancelled' }));
    const result = plan('cancelInvitation', [sent, pendingInvitation, answered, cancelled, completed]);
    expect(result.included).toEqual([pendingInvitation]);
    expect(result.excluded.map((e) => [e.item, e.reason.id])).toEqual([
      [sent, 'connections.bulk.excluded.notInvitation'],
      [answered, 'invitations.error.cannotCancel'],
      [cancelled, 'invitations.error.cannotCancel'],
      [completed, 'invitations.error.cannotCancel'],
    ]);
    // An invitation needs no wallet: an old one does not keep it out.
    expect(plan('cancelInvitation', [pendingInvitation], '1.0.9').included).toEqual([pendingInvitation]);
  });

  it('offers Cancel invitation in Waiting, where the pending invitations are', () => {
    expect(bulkTabActionsOf(1)).toEqual(['cancel', 'cancelInvitation', 'resend']);
    expect(bulkTabActionsOf(3)).toEqual(['resend']);
  });

  it('leaves the connections out with the upgrade text when our wallet is too old, not the invitations', () => {
    expect(plan('decline', [received], '1.0.9').excluded[0]?.reason.id).toBe(
      'connections.error.walletUpgradeRequired',
    );
    expect(plan('resend', [pendingInvitation], '1.0.9').included).toEqual([pendingInvitation]);
  });
});
