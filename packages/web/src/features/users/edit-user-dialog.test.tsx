import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import type { AdminCounts, AdminRole, OrganizationUser } from '@scr/domain';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { renderWith } from '../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from './test-support.tsx';

const setup = (
  user: OrganizationUser,
  adminCounts: AdminCounts = { activeAdmins: 2, activeOrgMgrs: 2 },
  adminRoles: AdminRole[] = ['org_mgr'],
) => {
  const patch = vi.fn((_id: number, changes: object) => okAsync({ ...user, ...changes }));
  const onSaved = vi.fn();
  render(
    renderWith(
      bindUsers(usersUseCasesOver(fakeUsers({ patch, admins: () => okAsync([]) }))),
      <EditUserDialog
        user={user}
        actor={{ adminRoles }}
        adminCounts={adminCounts}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    ),
  );
  return { patch, onSaved };
};

const activeSwitch = () => screen.getByLabelText('Active ?') as HTMLInputElement;
const adminRole = () => screen.getByLabelText('Admin role') as HTMLSelectElement;

describe('EditUserDialog (product-reference §2.5, §5 User form)', () => {
  it('locks Active for a user who never set a password and shows the invite URL with copy and resend', () => {
    const link = 'https://portal.example/wallet-add-user/demo-accept-ian?jwt=signed';
    setup(
      aUser({
        firstName: 'Ian',
        activatedAt: null,
        isActive: false,
        acceptCode: 'demo-accept-ian',
        acceptLink: link,
      }),
    );
    expect(screen.getByText('Edit user Ian')).toBeTruthy();
    expect(activeSwitch().disabled).toBe(true);
    expect(screen.getByText(/once the user has set their password/)).toBeTruthy();
    const url = screen.getByLabelText('Invite user') as HTMLInputElement;
    expect(url.readOnly).toBe(true);
    // The platform's link as it is, token included (a link without it answers 'Missing accept code').
    expect(url.value).toBe(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend mail' })).toBeTruthy();
  });

  it('locks Admin role and Active on the only active admin', () => {
    setup(aUser({ firstName: 'Anna', isAdmin: true, adminRoles: ['org_mgr'] }), {
      activeAdmins: 1,
      activeOrgMgrs: 1,
    });
    expect(adminRole().disabled).toBe(true);
    expect(activeSwitch().disabled).toBe(true);
    expect(
      screen.getByText('This dropdown will become active once there is more than 1 active admin.'),
    ).toBeTruthy();
    expect(
      screen.getByText('This switch will become active once there is more than 1 active admin.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Invite user')).toBeNull();
  });

  it('locks Admin role and Active on the last active Organization Manager, with the reason', () => {
    setup(aUser({ firstName: 'Anna', isAdmin: true, adminRoles: ['org_mgr'] }), {
      activeAdmins: 3,
      activeOrgMgrs: 1,
    });
    expect(adminRole().disabled).toBe(true);
    expect(activeSwitch().disabled).toBe(true);
    expect(
      screen.getByText(
        'This dropdown will become active once there is more than 1 active Organization Manager.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This switch will become active once there is more than 1 active Organization Manager.',
      ),
    ).toBeTruthy();
  });

  it('keeps admin rights for an inactive user until they are active', () => {
    setup(aUser({ firstName: 'Iris', isActive: false }));
    expect(adminRole().disabled).toBe(true);
    expect(screen.getByText('This switch will become active once the user is active.')).toBeTruthy();
    expect(activeSwitch().disabled).toBe(false);
  });

  it('validates, keeps the typed values, then saves the changes', async () => {
    const { patch, onSaved } = setup(aUser());
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+32 3 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('Please provide a last name')).toBeTruthy();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+32 3 000');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Peters' } });
    fireEvent.click(activeSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith(5, expect.objectContaining({ lastName: 'Peters', isActive: false }));
  });
});
