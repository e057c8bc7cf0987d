import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors, type AdminCounts, type AdminRole, type OrganizationUser } from '@scr/domain';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { renderWith } from '../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from './test-support.tsx';

const setup = (
  user: OrganizationUser,
  adminCounts: AdminCounts = { activeAdmins: 2, activeOrgMgrs: 2 },
  adminRoles: AdminRole[] = ['org_mgr'],
) => {
  const patch = vi.fn((_id: number, changes: object, _version?: string) => okAsync({ ...user, ...changes }));
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
    expect(patch).toHaveBeenCalledWith(
      5,
      { lastName: 'Peters', phone: '+32 3 000', isActive: false },
      undefined,
    );
  });

  it('sends only the fields the admin changed, with the version of the row it was opened from', async () => {
    const { patch, onSaved } = setup(aUser({ id: 7, lastName: 'User', phone: null, version: '"v1"' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+32 3 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patch.mock.calls).toEqual([[7, { phone: '+32 3 000' }, '"v1"']]);
  });

  it('over another admin save says what they changed; Reload takes theirs and keeps what was typed', async () => {
    const opened = aUser({ id: 7, firstName: 'Uma', phone: null, version: '"v1"' });
    const current = aUser({ id: 7, firstName: 'Umaima', phone: null, version: '"v2"' });
    const patch = vi.fn((_id: number, changes: object, version?: string) =>
      version === current.version
        ? okAsync({ ...current, ...changes })
        : errAsync(transportErrors.http(412, 'The user was changed meanwhile')),
    );
    const onSaved = vi.fn();
    render(
      renderWith(
        bindUsers(usersUseCasesOver(fakeUsers({ patch, get: () => okAsync(current) }))),
        <EditUserDialog
          user={opened}
          actor={{ adminRoles: ['org_mgr'] }}
          adminCounts={{ activeAdmins: 2, activeOrgMgrs: 2 }}
          onClose={vi.fn()}
          onSaved={onSaved}
        />,
      ),
    );
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+32 3 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save user' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Someone else saved this user after you opened it');
    expect(notice.textContent).toContain('First name');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+32 3 000');
    fireEvent.click(screen.getByRole('button', { name: 'Reload their changes (what you typed stays)' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Umaima');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+32 3 000');
    expect(screen.getByRole('status').textContent).toContain('Their changes are loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patch).toHaveBeenLastCalledWith(7, { phone: '+32 3 000' }, '"v2"');
  });
});
