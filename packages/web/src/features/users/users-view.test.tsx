import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { okAsync } from 'neverthrow';
import type { UserListQuery } from '@scr/domain';
import { UsersView } from './users-view.tsx';
import { anAdminContext, anOrganization, renderWith } from '../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from './test-support.tsx';

const setup = (walletVersion = '1.2.9', locale: 'en' | 'nl' = 'en', path = '/organization/users') => {
  const list = vi.fn((query: UserListQuery) =>
    okAsync({ total: 18, data: [aUser({ id: 1 + query.page, email: `page${query.page}@carrier.example` })] }),
  );
  const useCases = usersUseCasesOver(
    fakeUsers({ list, admins: () => okAsync([]) }),
    anAdminContext({ organization: anOrganization({ walletUrl: 'https://wallet.barge.example:8443' }) }),
  );
  const router = createMemoryRouter([{ path: '*', element: <UsersView /> }], { initialEntries: [path] });
  render(
    renderWith(
      bindUsers({ ...useCases, checkWallet: () => okAsync({ state: 'available', version: walletVersion }) }),
      <RouterProvider router={router} />,
      {},
      locale,
    ),
  );
  return { list, router };
};

describe('UsersView (product-reference §2.5)', () => {
  it("shows 'Loading users...', then the header, the Deleted filter on 'Not deleted' and the pager", async () => {
    const { list } = setup();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Please review your users' })).toBeTruthy();
    expect((screen.getByLabelText('Deleted') as HTMLSelectElement).value).toBe('notDeleted');
    expect(screen.getByText('1–8 of 18')).toBeTruthy();
    expect(screen.queryByText(/outdated wallet/)).toBeNull();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 0, pageSize: 8, deleted: 'notDeleted' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('9–16 of 18')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    fireEvent.change(screen.getByLabelText('Deleted'), { target: { value: 'deleted' } });
    expect(await screen.findByText('1–8 of 18')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, deleted: 'deleted' }));
  });

  it('opens the view the URL names and writes every change back to it', async () => {
    const { list, router } = setup(
      '1.2.9',
      'en',
      '/organization/users?deleted=all&page=2&sort=-email&q=anna',
    );
    expect(await screen.findByText('9–16 of 18')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, deleted: 'all', search: 'anna' }),
    );
    // The column first, the spec's order after it.
    expect(list.mock.lastCall?.[0].sort[0]).toEqual({ field: 'email', direction: 'desc' });
    expect((screen.getByLabelText('Deleted') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('anna');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.change(screen.getByLabelText('Deleted'), { target: { value: 'deleted' } });
    await screen.findByText('1–8 of 18');
    expect(router.state.location.search).toBe('?deleted=deleted&q=anna&sort=-email');
  });

  it('reads a hostile or unknown URL as the default view, without an error', async () => {
    const { list } = setup(
      '1.2.9',
      'en',
      '/organization/users?deleted=%3Cscript%3E&page=-4&sort=__proto__&q=',
    );
    expect(await screen.findByText('1–8 of 18')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 0, deleted: 'notDeleted', search: '' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns about an outdated wallet with its version', async () => {
    setup('1.0.9');
    expect(
      await screen.findByText(
        'You are running an outdated wallet. Required version is 1.1.4, you are running version 1.0.9',
      ),
    ).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    setup('1.2.9', 'nl');
    expect(screen.getByText('Gebruikers laden...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Controleer uw gebruikers' })).toBeTruthy();
    expect(screen.getByText('1–8 van 18')).toBeTruthy();
  });
});
