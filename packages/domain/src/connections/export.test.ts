import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { connection, invitation, NOW, OUR_ID } from '../testing/connections.ts';
import { connectionExportValue, rowId, rowStatusText } from './export.ts';
import { connectionRow, invitationRow } from './tabs.ts';

const en = createMessageFormatter('en').format;
const nl = createMessageFormatter('nl').format;

describe('a connections row as text (the export and scr)', () => {
  it('says a connection’s status and an invitation’s, a pending invitation as sent', () => {
    const accepted = connectionRow(OUR_ID, connection({ status: 'accepted', weAre: 'B' }))!;
    expect(en(rowStatusText(accepted))).toBe('Accepted');
    expect(nl(rowStatusText(accepted))).toBe('Aanvaard');
    const sent = invitationRow(NOW, invitation());
    expect(en(rowStatusText(sent))).toBe(en({ id: 'invitations.status.sent' }));
  });

  it('gives each column the cell the table shows: the other side, the full id, ISO dates', () => {
    const c = connection({ other: 7, customerReference: 'REF-7', createdAt: '2026-11-01T09:00:00.000Z' });
    const row = connectionRow(OUR_ID, c)!;
    const cell = (key: string) => connectionExportValue(en, key)?.(row);
    expect([cell('id'), cell('orgId'), cell('customerReference'), cell('created'), cell('portbase')]).toEqual(
      [c.reference, '7', 'REF-7', '2026-11-01T09:00:00.000Z', ''],
    );
    expect(cell('isInvitation')).toBe('');
    expect(connectionExportValue(en, 'action')).toBeUndefined();
    const sent = invitationRow(NOW, invitation({ name: 'New Org', msg: 'Welcome' }));
    expect(connectionExportValue(nl, 'isInvitation')?.(sent)).toBe(nl({ id: 'connections.kind.invitation' }));
    expect(connectionExportValue(en, 'name')?.(sent)).toBe('New Org');
    expect(connectionExportValue(en, 'message')?.(sent)).toBe('Welcome');
  });

  it('writes every row’s ID as its reference, a connection with a numeric row id and an invitation alike', () => {
    const c = connection({ id: 41 });
    const i = invitation({ id: 3 });
    expect(rowId(connectionRow(OUR_ID, c)!)).toBe(c.reference);
    expect(rowId(invitationRow(NOW, i))).toBe(i.reference);
    expect(connectionExportValue(en, 'id')?.(invitationRow(NOW, i))).toBe(i.reference);
  });
});
