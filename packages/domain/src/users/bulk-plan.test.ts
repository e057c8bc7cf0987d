import { describe, expect, it } from 'vitest';
import { aUser, anAdmin } from '../testing/users.ts';
import { planUserBulk } from './bulk-plan.ts';

const orgMgr = { adminRoles: ['org_mgr'] as const, userId: 500 };
const usrMgr = { adminRoles: ['usr_mgr'] as const, userId: 501 };
const reasons = (plan: ReturnType<typeof planUserBulk>) => plan.excluded.map((e) => [e.item.id, e.reason.id]);

const planter = aUser({ id: 2, userId: 102 });
const clerk = aUser({ id: 3, userId: 103 });
const invited = aUser({ id: 4, userId: 104, activatedAt: null });
const gone = aUser({ id: 5, userId: 105, isDeleted: true, deletedAt: '2026-02-01T00:00:00.000Z' });
const goneInvited = aUser({ id: 6, userId: 106, isDeleted: true, activatedAt: null });

describe('a bulk action on selected users', () => {
  it('deletes the regular users and names why an admin and a deleted user are left out', () => {
    const onlyAdmin = anAdmin({ id: 1, userId: 101 });
    const plan = planUserBulk({
      action: 'delete',
      users: [planter, onlyAdmin, clerk, gone],
      actor: orgMgr,
      counts: { activeAdmins: 1, activeOrgMgrs: 1 },
    });
    expect(plan.included).toEqual([planter, clerk]);
    expect(reasons(plan)).toEqual([
      [1, 'users.error.onlyActiveAdmin'],
      [5, 'users.bulk.excluded.alreadyDeleted'],
    ]);
  });

  it('never deletes the actor herself', () => {
    const me = anAdmin({ id: 7, userId: orgMgr.userId });
    const plan = planUserBulk({
      action: 'delete',
      users: [me],
      actor: orgMgr,
      counts: { activeAdmins: 3, activeOrgMgrs: 3 },
    });
    expect(reasons(plan)).toEqual([[7, 'users.error.cannotDeleteSelf']]);
  });

  it('keeps the second of two Organization Managers deleted together: by her turn she is the last', () => {
    const first = anAdmin({ id: 8, userId: 108 });
    const second = anAdmin({ id: 9, userId: 109 });
    const viewer = anAdmin({ id: 10, userId: 110, adminRoles: ['usr_mgr'] });
    const plan = planUserBulk({
      action: 'delete',
      users: [first, second, viewer],
      actor: orgMgr,
      counts: { activeAdmins: 3, activeOrgMgrs: 2 },
    });
    expect(plan.included).toEqual([first, viewer]);
    expect(reasons(plan)).toEqual([[9, 'users.error.lastOrgMgr']]);
  });

  it('leaves admins out for a User Manager', () => {
    const admin = anAdmin({ id: 11, userId: 111 });
    const plan = planUserBulk({
      action: 'delete',
      users: [admin, planter],
      actor: usrMgr,
      counts: { activeAdmins: 2, activeOrgMgrs: 2 },
    });
    expect(plan.included).toEqual([planter]);
    expect(reasons(plan)).toEqual([[11, 'users.error.adminNotEditable']]);
  });

  it('reactivates only deleted users who had set a password', () => {
    const plan = planUserBulk({
      action: 'reactivate',
      users: [gone, planter, goneInvited],
      actor: orgMgr,
      counts: { activeAdmins: 1, activeOrgMgrs: 1 },
    });
    expect(plan.included).toEqual([gone]);
    expect(reasons(plan)).toEqual([
      [2, 'users.bulk.excluded.notDeleted'],
      [6, 'users.bulk.excluded.neverActivated'],
    ]);
  });

  it('resends the invitation only to users who never set a password', () => {
    const plan = planUserBulk({
      action: 'resend',
      users: [invited, planter, goneInvited],
      actor: orgMgr,
      counts: { activeAdmins: 1, activeOrgMgrs: 1 },
    });
    expect(plan.included).toEqual([invited, goneInvited]);
    expect(reasons(plan)).toEqual([[2, 'users.error.alreadyActivated']]);
  });
});
