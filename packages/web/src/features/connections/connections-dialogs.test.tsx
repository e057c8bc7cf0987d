import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, invitation, party, renderPage, type World } from './test-support.tsx';

const ghent = party(2, 'Ghent Forwarding BV');
const liege = party(4, 'Liege Trucking SA', { role: 'transporter' });
const basel = party(6, 'Basel Inland AG', { vat: 'CHE123456789' });
const mechelen = party(9, 'Mechelen Depot NV');
const brussels = party(8, 'Brussels Shipping NV');

const world = (over: Partial<World> = {}): World => ({
  connections: [
    connection(mechelen),
    connection(liege, { status: 'finalized' }),
    connection(ghent, {
      status: 'accepted',
      acceptedAt: '2026-11-02T10:30:00.000Z',
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'c', iv: 'i' },
    }),
  ],
  invitations: [invitation({ id: 50 })],
  partners: [ghent, liege, basel, mechelen, brussels],
  walletVersion: '1.2.9',
  calls: [],
  ...over,
});

const openConnect = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Connect with another organization' }));
  return screen.findByRole('dialog', { name: 'Connect with another organization' });
};

describe('Connections page: dialogs (product-reference §2.6, §5)', () => {
  it('lists eligible organizations, disables linked ones with their labels, and sends with references', async () => {
    const w = world();
    renderPage(w);
    const dialog = await openConnect();
    expect(await within(dialog).findByText('-- A connection was already made')).toBeTruthy();
    expect(within(dialog).getAllByText('-- A request was already sent')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: 'Select Liege Trucking SA' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send connection request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select one or more organizations');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Basel Inland AG' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Brussels Shipping NV' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 connection requests' }));
    const confirm = await screen.findByRole('dialog', { name: 'Connect with another organization' });
    expect(
      within(confirm).getByText('Are you sure you want to connect with this organization?'),
    ).toBeTruthy();
    const [first] = within(confirm).getAllByLabelText('Add your customer reference');
    await userEvent.type(first!, 'CUST-9');
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Yes, send out 2 connection requests' }),
    );
    expect(await screen.findByText('Connection request sent successfully to Basel Inland AG')).toBeTruthy();
    expect(w.calls.filter((c) => c.startsWith('create'))).toEqual(['create:6:CUST-9', 'create:8:']);
  });

  it("opens 'Wallet upgrade required' instead of a dialog when the wallet is too old", async () => {
    renderPage(world({ walletVersion: '1.0.9' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with another organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet upgrade required' });
    expect(
      within(dialog).getByText(/need wallet version 1\.1\.4 or later.*runs version 1\.0\.9/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Connect with another organization' })).toBeNull();
  });

  it('invites a new organization: field rules, VAT notices and the submit label', async () => {
    const w = world();
    renderPage(w);
    const connect = await openConnect();
    await userEvent.click(within(connect).getByRole('button', { name: 'Organization is not in the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new organization to onboard' });
    const submitInvite = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation to register' }));
    await userEvent.type(within(dialog).getByLabelText('Company email'), 'not-an-email');
    await submitInvite();
    expect(within(dialog).getByText('Please provide a company name')).toBeTruthy();
    expect(within(dialog).getByText('Email is not valid')).toBeTruthy();
    expect(within(dialog).getByLabelText('Company email')).toHaveProperty('value', 'not-an-email');

    await userEvent.type(within(dialog).getByLabelText('VAT'), 'CHE123456789');
    await userEvent.tab();
    expect(await within(dialog).findByText(/^VAT number found\. .* to the SCR App\.$/)).toBeTruthy();
    const submitConnect = within(dialog).getByRole('button', { name: 'Send connection request' });
    expect((within(dialog).getByLabelText('Select an organization') as HTMLSelectElement).value).toBe('6');
    await userEvent.click(submitConnect);
    expect(await screen.findByText('Connection request sent successfully to Basel Inland AG')).toBeTruthy();
    expect(w.calls).toContain('create:6:');
  });

  it('sends an invitation to register when the VAT is unknown', async () => {
    const w = world();
    renderPage(w);
    await userEvent.click(
      within(await openConnect()).getByRole('button', { name: 'Organization is not in the list' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new organization to onboard' });
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Lier Barging NV');
    await userEvent.type(within(dialog).getByLabelText('Company email'), 'info@lier.example');
    await userEvent.type(within(dialog).getByLabelText('VAT'), 'BE0999999999');
    await userEvent.tab();
    expect(await within(dialog).findByText(/^Organization not registered yet\./)).toBeTruthy();
    expect(within(dialog).getByLabelText('Your customer reference')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation to register' }));
    expect(await screen.findByText('Invitation sent successfully to Lier Barging NV')).toBeTruthy();
    expect(w.calls).toContain('invite:Lier Barging NV');
  });

  it("shows the 'Connection status' timeline with 'You need to confirm', and confirms", async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accepted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection status' });
    expect(within(dialog).getByText('Step 1/4 request sent')).toBeTruthy();
    expect(within(dialog).getByText('Step 2/4 accepted')).toBeTruthy();
    expect(within(dialog).getByText('02 Nov 2026 10:30')).toBeTruthy();
    expect(within(dialog).getByText('You need to confirm')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const confirm = await screen.findByRole('dialog', { name: /^Confirm the connection with / });
    await userEvent.click(await within(confirm).findByRole('button', { name: /^Confirm connection with / }));
    expect(await screen.findByText('Connection confirmed successfully')).toBeTruthy();
  });

  it('opens the Confirm confirmation for the link of an accepted connection, and sends only on its button', async () => {
    const w = world();
    const accepted = w.connections[2]!;
    renderPage(w, { path: `/organization/connections/accepted/${accepted.reference}` });
    const dialog = await screen.findByRole('dialog', { name: /^Confirm the connection with / });
    expect(await within(dialog).findByText('12345 67890 13579 24680 11223 34455')).toBeTruthy();
    expect(w.calls.some((c) => c.startsWith('patch'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Confirm connection with / }));
    expect(await screen.findByText('Connection confirmed successfully')).toBeTruthy();
    expect(w.calls).toContain(`patch:${accepted.reference}:confirmed`);
  });

  it('opens the Finalize confirmation for the link of a confirmed connection, and sends only on its button', async () => {
    const confirmed = connection(brussels, {
      weAre: 'B',
      status: 'confirmed',
      encrInviterData: { publicKey: 'pkA', ciphertext: 'c', iv: 'i' },
    });
    const w = world({ connections: [confirmed] });
    renderPage(w, { path: `/organization/connections/confirmed/${confirmed.reference}` });
    const dialog = await screen.findByRole('dialog', {
      name: 'Finalize the connection with Brussels Shipping NV?',
    });
    expect(await within(dialog).findByText('12345 67890 13579 24680 11223 34455')).toBeTruthy();
    expect(w.calls.some((c) => c.startsWith('patch'))).toBe(false);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Finalize connection with Brussels Shipping NV' }),
    );
    expect(await screen.findByText('Connection finalized successfully')).toBeTruthy();
    expect(w.calls).toContain(`patch:${confirmed.reference}:finalized`);
  });

  it('sends an invitation again, cancels it, and shows its status', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/sent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation status' });
    expect(within(dialog).getByText(/^Valid until: 01 Dec 2026/)).toBeTruthy();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Invitation re-sent successfully')).toBeTruthy();
    // Cancelling asks first: Back changes nothing, the red button names the invited organization.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to cancel this invitation?',
    });
    expect(
      within(confirm).getByText(
        'The invitation to Oostende Reefers NV will be cancelled. You can send it again later.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel this invitation?' });
    const red = within(confirm).getByRole('button', { name: 'Cancel invitation to Oostende Reefers NV' });
    expect(red.className).toContain('bp6-intent-danger');
    await userEvent.click(red);
    expect(await screen.findByText('Invitation cancelled successfully')).toBeTruthy();
    expect(w.calls.filter((c) => c.startsWith('invitation:'))).toEqual([
      'invitation:50:pending',
      'invitation:50:cancelled',
    ]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'CANCELLED REQUESTS (1)' })).toBeTruthy());
  });
});
