// The fake platform sorts `$sort[status]` by its own lists of the statuses (store/records.ts: it may
// not import the domain); the domain sorts the same rows by its lists (connections/entities.ts,
// invitations/entities.ts). This proves both name the same statuses in the same order.
import { describe, expect, it } from 'vitest';
import { connectionStatusOrder, invitationStatusOrder } from '@scr/fake-platform';
import { connectionStatuses, invitationStatuses } from '@scr/domain/testing';

describe('the status orders: the domain and the platform agree', () => {
  it('on the connection statuses and their order', () => {
    expect([...connectionStatusOrder]).toEqual([...connectionStatuses]);
  });

  it('on the invitation statuses and their order', () => {
    expect([...invitationStatusOrder]).toEqual([...invitationStatuses]);
  });
});
