import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors, type AdminRole, type InviteUserCommand } from '@scr/domain';
import { UsersView } from '../users-view.tsx';
import { anAdminContext, renderWith } from '../../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from '../test-support.tsx';

const csv = (...rows: string[]) =>
  new File(
    [`\uFEFFFirst name;Last name;Email;Admin role;SCR App role\r\n${rows.join('\r\n')}`],
    'users.csv',
    {
      type: 'text/csv',
    },
  );

const setup = (adminRoles: AdminRole[], invite: (c: InviteUserCommand) => unknown) => {
  const context = anAdminContext({ adminRoles });
  const useCases = usersUseCasesOver(
    fakeUsers({
      list: () => okAsync({ total: 1, data: [aUser({ email: 'bram.peeters@carrier.example' })] }),
      admins: () => okAsync([]),
    }),
    context,
  );
  const router = createMemoryRouter([{ path: '*', element: <UsersView /> }], {
    initialEntries: ['/organization/users'],
  });
  render(
    renderWith(bindUsers({ ...useCases, inviteUser: invite as never }), <RouterProvider router={router} />),
  );
};

describe('the users import on the Users page', () => {
  it('is offered to an Organization or User Manager, not to a Connection Manager', async () => {
    setup(['cnx_mgr'], () => okAsync(undefined));
    expect(await screen.findByRole('heading', { name: 'Please review your users' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import users' })).toBeNull();
  });

  it('says a file that is not UTF-8 cannot be read, instead of showing its accents as \uFFFD', async () => {
    setup(['usr_mgr'], () => okAsync(undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Import users' }));
    const dialog = await screen.findByRole('dialog', { name: /^Import users for/ });
    // Latin-1, as Excel saves a plain 'CSV' on a Western European Windows: one byte a letter.
    const text =
      'First name;Last name;Email;Admin role;SCR App role\r\nÉlodie;Dupré;elodie@carrier.example;;Regular';
    const file = new File([Uint8Array.from(text, (c) => c.charCodeAt(0))], 'users.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('File (CSV)'), { target: { files: [file] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is not saved as UTF-8: line 2 holds a character that cannot be read (an accented letter such as é, perhaps). Save it as CSV UTF-8 in your spreadsheet and import it again.',
    );
    expect(within(dialog).queryByText(/\uFFFD/)).toBeNull();
    expect(within(dialog).getByLabelText('File (CSV)')).toBeTruthy();
  });

  it('waits when the platform asks to slow down (429), says so, then sends the row again', async () => {
    const invite = vi
      .fn()
      .mockReturnValueOnce(errAsync(transportErrors.tooManyAttempts(1)))
      .mockReturnValue(okAsync({ user: aUser(), message: { id: 'users.success.added' } }));
    setup(['usr_mgr'], invite);
    fireEvent.click(await screen.findByRole('button', { name: 'Import users' }));
    const dialog = await screen.findByRole('dialog', { name: /^Import users for/ });
    const file = csv(
      'Zoe;Zeta;zoe@carrier.example;None;Regular',
      'Bram;Peeters;bram.peeters@carrier.example;;Regular',
    );
    fireEvent.change(within(dialog).getByLabelText('File (CSV)'), { target: { files: [file] } });
    expect(await within(dialog).findByText('1 user to invite, 0 rows with problems, 1 skipped')).toBeTruthy();
    expect(within(dialog).getByText('Already a user of this organization')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 user' }));
    expect(
      await within(dialog).findByText(
        'The platform asks to slow down: waiting 1 seconds before the next invitation (0 of 1 sent)',
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText('Invited: 1. Skipped: 1. Failed: 0.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(invite).toHaveBeenCalledTimes(2);
    expect(invite.mock.calls[1]?.[0]).toMatchObject({ form: { email: 'zoe@carrier.example' } });
  });
});
