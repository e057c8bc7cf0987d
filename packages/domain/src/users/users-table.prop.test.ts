import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRoles } from './roles.ts';
import { applyDeletedFilter, rowActions, userTypeIcon } from './users-table.ts';

const viewerRoles = fc.subarray([...adminRoles]);
const row = fc.record({
  isAdmin: fc.boolean(),
  isDeleted: fc.boolean(),
  activatedAt: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
});

describe('users table (properties)', () => {
  it('never offers Edit or Delete on an admin row to a viewer without org_mgr', () => {
    fc.assert(
      fc.property(row, viewerRoles, fc.string(), (r, roles, walletUrl) => {
        const actions = rowActions({
          row: r,
          viewerAdminRoles: roles,
          walletUrl,
          hostedWalletDomain: 'h.example',
        });
        if (r.isAdmin && !roles.includes('org_mgr')) expect(actions.edit || actions.delete).toBe(false);
        else expect(actions.edit && actions.delete).toBe(true);
      }),
    );
  });

  it('never offers Change password without a set-password date or on walletUrl 0', () => {
    fc.assert(
      fc.property(row, viewerRoles, (r, roles) => {
        const hosted = rowActions({
          row: r,
          viewerAdminRoles: roles,
          walletUrl: '0',
          hostedWalletDomain: 'h.example',
        });
        expect(hosted.changePassword).toBe(false);
        const company = rowActions({
          row: r,
          viewerAdminRoles: roles,
          walletUrl: 'https://company.example:8443',
          hostedWalletDomain: 'h.example',
        });
        expect(company.changePassword).toBe(r.activatedAt !== null);
      }),
    );
  });

  it('splits users between the Deleted and Not deleted filters, All keeps every one', () => {
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const kept = applyDeletedFilter(rows, 'notDeleted');
        const gone = applyDeletedFilter(rows, 'deleted');
        expect(kept.length + gone.length).toBe(rows.length);
        expect(kept.every((r) => !r.isDeleted) && gone.every((r) => r.isDeleted)).toBe(true);
        expect(applyDeletedFilter(rows, 'all')).toEqual(rows);
        expect(gone.every((r) => userTypeIcon(r) === 'deleted')).toBe(true);
      }),
    );
  });
});
