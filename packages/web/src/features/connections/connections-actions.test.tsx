import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, party, renderPage, type World } from './test-support.tsx';

const ghent = party(2, 'Ghent Forwarding BV');
const zeebrugge = party(9, 'Zeebrugge Transport BV', { role: 'transporter' });
const leuven = party(11, 'Leuven Barge NV', { role: 'bargeoperator' });

const world = (over: Partial<World> = {}): World => ({
  connections: [
    connection(ghent, { weAre: 'B' }),
    connection(zeebrugge),
    connection(leuven, {
      weAre: 'B',
      status: 'confirmed',
      encrInviterData: { publicKey: 'pkA', ciphertext: 'c', iv: 'i' },
    }),
  ],
  invitations: [],
  partners: [ghent, zeebrugge, leuven],
  walletVersion: '1.2.9',
  calls: [],
  ...over,
});

describe('Connections page: actions and their failures (product-reference §4, §5, §8)', () => {
  it("an outdated wallet opens 'Wallet upgrade required' and changes nothing", async () => {
    const w = world({ walletVersion: '1.0.9' });
    renderPage(w, { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet upgrade required' });
    expect(within(dialog).getByRole('link', { name: 'Wallet upgrade procedure (PDF)' })).toBeTruthy();
    expect(w.calls.some((c) => c.startsWith('patch'))).toBe(false);
  });

  it("a missing wallet session opens 'Your session has expired'", async () => {
    renderPage(world({ noWalletSession: true }), { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeTruthy();
    expect(screen.getByText('Wallet token expired')).toBeTruthy();
  });

  it('the requester cancels a pending request; side B finalizes a confirmed one', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/sent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel connection request' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to cancel this connection request?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: /^Cancel request to / }));
    expect(await screen.findByText('Connection cancelled successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'CANCELLED REQUESTS (1)' })).toBeTruthy());
    await userEvent.click(screen.getByRole('tab', { name: /^TO DO/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    // Finalize shows the key fingerprint to compare first; nothing is sent before the admin confirms.
    const finalize = await screen.findByRole('dialog', {
      name: `Finalize the connection with ${leuven.name}?`,
    });
    expect(await within(finalize).findByText('12345 67890 13579 24680 11223 34455')).toBeTruthy();
    expect(within(finalize).getByRole('button', { name: 'Mark as verified' })).toBeTruthy();
    expect(w.calls.some((c) => c.startsWith('patch') && c.includes('finalized'))).toBe(false);
    await userEvent.click(
      within(finalize).getByRole('button', { name: `Finalize connection with ${leuven.name}` }),
    );
    expect(await screen.findByText('Connection finalized successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'ACTIVE CONNECTIONS (1)' })).toBeTruthy());
  });

  it('another status than expected gives the invalid-status error and a refresh', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/accepted' });
    const accept = await screen.findByRole('button', { name: 'Accept' });
    w.connections[0] = { ...w.connections[0]!, status: 'accepted' };
    await userEvent.click(accept);
    expect(await screen.findByText('Invalid status accepted for updating connection')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
  });

  it('shows no customer reference field to organizations that are not carriers', async () => {
    renderPage(world(), { organizationRole: 'other' });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with another organization' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Organization is not in the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new organization to onboard' });
    expect(within(dialog).getByLabelText('Company name')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Your customer reference')).toBeNull();
  });
});
