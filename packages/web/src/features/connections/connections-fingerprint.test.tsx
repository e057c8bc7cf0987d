import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, party, renderPage, type World } from './test-support.tsx';

const ghent = party(2, 'Ghent Forwarding BV');
const mechelen = party(9, 'Mechelen Depot NV');

const world = (): World => ({
  connections: [
    connection(mechelen),
    connection(ghent, {
      status: 'accepted',
      acceptedAt: '2026-11-02T10:30:00.000Z',
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'c', iv: 'i' },
    }),
  ],
  invitations: [],
  partners: [ghent, mechelen],
  walletVersion: '1.2.9',
  calls: [],
});

const statusOf = async (name: string) => {
  const status = (await screen.findByText(name)).closest('tr')?.querySelector('td[data-column="status"]');
  if (!(status instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  await userEvent.click(within(status).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Connection status' });
};

describe('Connections page: the key fingerprint', () => {
  it('shows it from step 2 on, with the invitee key of the platform for side A, and marks it verified', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/accepted' });
    const dialog = await statusOf('Ghent Forwarding BV');
    expect(await within(dialog).findByText('12345 67890 13579 24680 11223 34455')).toBeTruthy();
    expect(w.calls).toContain('fingerprint:pkB');
    expect(
      within(dialog).getByText(/Compare this fingerprint .* by phone or mail before the last step/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as verified' }));
    expect(
      await within(dialog).findByText(
        'You marked this fingerprint as verified. The mark is kept in your wallet; your Activity shows who verified it.',
      ),
    ).toBeTruthy();
    // Marked in the wallet, then recorded once in our audit trail.
    expect(w.calls.filter((c) => c.startsWith('fingerprint-verified:'))).toHaveLength(1);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('Ghent'));
    await waitFor(() => expect(within(row!).getByTitle('Key fingerprint verified')).toBeTruthy());
  });

  it('once finalized, no longer asks to compare before the last step', async () => {
    const w: World = {
      ...world(),
      connections: [
        connection(ghent, {
          status: 'finalized',
          acceptedAt: '2026-11-02T10:30:00.000Z',
          confirmedAt: '2026-11-02T11:00:00.000Z',
          finalizedAt: '2026-11-02T11:30:00.000Z',
          encrInviteeData: { publicKey: 'pkB', ciphertext: 'c', iv: 'i' },
        }),
      ],
    };
    renderPage(w, { path: '/organization/connections' });
    const dialog = await statusOf('Ghent Forwarding BV');
    expect(await within(dialog).findByText(/^Your wallets trust these keys now\./)).toBeTruthy();
    expect(within(dialog).queryByText(/before the last step/)).toBeNull();
  });

  it('has none before step 2', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/sent' });
    const dialog = await statusOf('Mechelen Depot NV');
    expect(within(dialog).getByText('Step 1/4 request sent')).toBeTruthy();
    expect(within(dialog).queryByText('Key fingerprint')).toBeNull();
    expect(w.calls.some((c) => c.startsWith('fingerprint'))).toBe(false);
  });

  it('speaks Dutch', async () => {
    renderPage(world(), { path: '/organization/connections/accepted', locale: 'nl' });
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('Ghent'));
    const status = row?.querySelector('td[data-column="status"]');
    await userEvent.click(within(status as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Verbindingsstatus' });
    expect(await within(dialog).findByText('Vingerafdruk van de sleutels')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Markeren als geverifieerd' })).toBeTruthy();
  });

  it('Finalize shows the fingerprint already verified, and Back sends nothing', async () => {
    const leuven = party(11, 'Leuven Barge NV');
    const confirmed = connection(leuven, {
      weAre: 'B',
      status: 'confirmed',
      encrInviterData: { publicKey: 'pkA', ciphertext: 'c', iv: 'i' },
    });
    const w: World = {
      ...world(),
      connections: [confirmed],
      partners: [leuven],
      verified: [confirmed.reference],
    };
    renderPage(w, { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Finalize the connection with Leuven Barge NV?',
    });
    expect(await within(dialog).findByText('12345 67890 13579 24680 11223 34455')).toBeTruthy();
    expect(within(dialog).getByText('Verified')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark as verified' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBe(document.activeElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(w.calls.some((c) => c.startsWith('patch'))).toBe(false);
  });
});
