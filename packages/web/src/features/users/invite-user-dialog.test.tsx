import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync } from 'neverthrow';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { renderWith } from '../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from './test-support.tsx';

const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const setup = (adminRoles: ('org_mgr' | 'usr_mgr')[], gateway = fakeUsers()) => {
  const handlers = {
    onClose: vi.fn(),
    onSaved: vi.fn(),
    onReactivationOffered: vi.fn(),
    onAlreadyRegistered: vi.fn(),
  };
  render(
    renderWith(
      bindUsers(usersUseCasesOver(gateway)),
      <InviteUserDialog
        organizationId={1}
        organizationName="Antwerp Carrier NV"
        actor={{ adminRoles }}
        {...handlers}
      />,
    ),
  );
  return handlers;
};

describe('InviteUserDialog (product-reference §2.5, §5 User form)', () => {
  it('shows the title, the email tip and the required-field messages, keeping what was typed', async () => {
    setup(['org_mgr']);
    expect(screen.getByText('Invite user for Antwerp Carrier NV')).toBeTruthy();
    expect(screen.getByText(/personalized mail accounts/)).toBeTruthy();
    fill(screen.getByLabelText('First name'), 'Zoe');
    fill(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText('Please provide a last name')).toBeTruthy();
    expect(screen.getByText('Email is not valid')).toBeTruthy();
    expect(screen.getByText(/Please provide an? SCR App role/)).toBeTruthy();
    // The empty choice asks for a role, and cannot be picked.
    const role = screen.getByLabelText('SCR App role') as HTMLSelectElement;
    expect(role.selectedOptions[0]?.textContent).toBe('Choose a role');
    expect(role.selectedOptions[0]?.disabled).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Zoe');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-email');
  });

  it('locks the Admin role for a User Manager, with the reason', () => {
    setup(['usr_mgr']);
    expect((screen.getByLabelText('Admin role') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Only an Organization Manager can assign admin roles.')).toBeTruthy();
  });

  it('offers reactivation for the email of a deleted user who had activated', async () => {
    const dora = aUser({ id: 18, email: 'dora@carrier.example', isDeleted: true, isActive: false });
    const handlers = setup(['org_mgr'], fakeUsers({ findByEmail: () => okAsync(dora) }));
    fill(screen.getByLabelText('First name'), 'Dora');
    fill(screen.getByLabelText('Last name'), 'Deleted');
    fill(screen.getByLabelText('Email'), 'dora@carrier.example');
    await userEvent.selectOptions(screen.getByLabelText('SCR App role'), 'regular');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await vi.waitFor(() => expect(handlers.onReactivationOffered).toHaveBeenCalledWith(dora));
    expect(handlers.onSaved).not.toHaveBeenCalled();
  });

  it('creates the user and reports success', async () => {
    const create = vi.fn(() => okAsync(aUser({ id: 40 })));
    const handlers = setup(['org_mgr'], fakeUsers({ findByEmail: () => okAsync(null), create }));
    fill(screen.getByLabelText('First name'), 'Zoe');
    fill(screen.getByLabelText('Last name'), 'Zeta');
    fill(screen.getByLabelText('Email'), 'zoe.zeta@carrier.example');
    await userEvent.selectOptions(screen.getByLabelText('SCR App role'), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await vi.waitFor(() => expect(handlers.onSaved).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'zoe.zeta@carrier.example', userRole: 'viewer', adminRoles: [] }),
    );
  });
});
