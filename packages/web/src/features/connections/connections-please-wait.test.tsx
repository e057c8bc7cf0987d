import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, party, renderPage, type World } from './test-support.tsx';

const ghent = party(2, 'Ghent Forwarding BV');
const liege = party(4, 'Liege Trucking SA', { role: 'transporter' });

/** A wallet the test lets sign (true) or fail as unreachable (false), when it chooses. */
const slowWallet = () => {
  let answer!: (signs: boolean) => void;
  const signs = new Promise<boolean>((resolve) => (answer = resolve));
  return { signs, answer };
};

const world = (wallet: Promise<boolean>, over: Partial<World> = {}): World => ({
  connections: [connection(ghent, { weAre: 'B' }), connection(liege, { weAre: 'B' })],
  invitations: [],
  partners: [ghent, liege],
  walletVersion: '1.2.9',
  calls: [],
  slowWallet: wallet,
  ...over,
});

const pleaseWait = () => screen.queryByRole('dialog', { name: 'Please wait' });

describe("Connections page: the wallet steps run under 'Please wait' (product-reference §2.3, §4)", () => {
  it('covers an accept until the wallet signed and the tabs reloaded', async () => {
    const wallet = slowWallet();
    const w = world(wallet.signs);
    renderPage(w, { path: '/organization/connections/accepted' });
    const [accept] = await screen.findAllByRole('button', { name: 'Accept' });
    await userEvent.click(accept!);
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    expect(w.calls.some((c) => c.endsWith(':accepted'))).toBe(false);
    await act(async () => wallet.answer(true));
    expect(await screen.findByText('Connection accepted successfully')).toBeTruthy();
    await waitFor(() => expect(pleaseWait()).toBeNull());
    expect(w.calls.filter((c) => c.endsWith(':accepted'))).toHaveLength(1);
  });

  it("covers 'Accept All'", async () => {
    const wallet = slowWallet();
    renderPage(world(wallet.signs), { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    // It asks first, with the count of requests it will accept.
    const asking = await screen.findByRole('dialog', {
      name: /^Are you sure you want to accept all \d+ connection requests\?$/,
    });
    await userEvent.click(within(asking).getByRole('button', { name: /^Accept all \d+ requests$/ }));
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => wallet.answer(true));
    expect(await screen.findByText('Invitations accepted successfully')).toBeTruthy();
    await waitFor(() => expect(pleaseWait()).toBeNull());
  });

  it('covers a confirm by the requester', async () => {
    const wallet = slowWallet();
    const accepted = connection(ghent, {
      status: 'accepted',
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'c', iv: 'i' },
    });
    renderPage(world(wallet.signs, { connections: [accepted] }), {
      path: '/organization/connections/accepted',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const compare = await screen.findByRole('dialog', { name: /^Confirm the connection with / });
    await userEvent.click(await within(compare).findByRole('button', { name: /^Confirm connection with / }));
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => wallet.answer(true));
    expect(await screen.findByText('Connection confirmed successfully')).toBeTruthy();
    await waitFor(() => expect(pleaseWait()).toBeNull());
  });

  it('closes when the wallet fails, and the failure shows', async () => {
    const wallet = slowWallet();
    const w = world(wallet.signs);
    renderPage(w, { path: '/organization/connections/accepted' });
    const [accept] = await screen.findAllByRole('button', { name: 'Accept' });
    await userEvent.click(accept!);
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => wallet.answer(false));
    expect(await screen.findByText('Could not reach your wallet. Are you sure it is running?')).toBeTruthy();
    await waitFor(() => expect(pleaseWait()).toBeNull());
    expect(w.calls.some((c) => c.endsWith(':accepted'))).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Accept' })[0]).toHaveProperty('disabled', false);
  });
});
