import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIONS_POLL_MS } from '@scr/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, invitation, party, renderPage, type World } from './test-support.tsx';

const ghent = party(2, 'Ghent Forwarding BV');
const liege = party(4, 'Liege Trucking SA', { role: 'transporter' });
const barge = party(3, 'Rotterdam Barge BV', { role: 'bargeoperator' });

const world = (over: Partial<World> = {}): World => ({
  connections: [
    connection(ghent, { weAre: 'B' }),
    connection(liege, { weAre: 'B' }),
    connection(party(9, 'Mechelen Depot NV'), { status: 'pending' }),
    connection(barge, { status: 'finalized', customerReference: 'CUST-1' }),
    connection(party(12, 'Leuven Lines NV'), { status: 'cancelled', inviteMsg: 'Shall we <connect>?' }),
  ],
  invitations: [invitation(), invitation({ id: 77, status: 'completed', name: 'Genk Containers BV' })],
  partners: [ghent, liege, barge],
  walletVersion: '1.2.9',
  calls: [],
  ...over,
});

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('Connections page: tabs and table (product-reference §2.6)', () => {
  it("shows 'Loading connections...', then the five tabs with counts and opens ACTIVE by default", async () => {
    renderPage(world());
    expect(screen.getByText('Loading connections...')).toBeTruthy();
    expect((await tab(/^TO DO/)).textContent).toBe('TO DO2');
    expect(screen.getByRole('tab', { name: 'WAITING FOR OTHER PARTY (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ACTIVE CONNECTIONS (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'CANCELLED REQUESTS (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ACCEPTED INVITATIONS (1)' })).toBeTruthy();
    expect(screen.getByText('These are your active connections')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Rotterdam Barge BV' })).toBeTruthy();
  });

  it.each([
    ['todo', /^TO DO/],
    ['waiting', /^WAITING FOR OTHER PARTY/],
    ['active', /^ACTIVE CONNECTIONS/],
    ['cancelled', /^CANCELLED REQUESTS/],
    ['invitations', /^ACCEPTED INVITATIONS/],
  ])('opens the tab named %s in the URL, the name scr --tab takes', async (name, title) => {
    renderPage(world(), { path: `/organization/connections?tab=${name}` });
    expect((await tab(title)).getAttribute('aria-selected')).toBe('true');
  });

  it.each([
    ['accepted', /^TO DO/, 'These connections require an action from you'],
    ['sent', /^WAITING FOR OTHER PARTY/, 'These connections require an action from the other party'],
    ['anything', /^ACTIVE CONNECTIONS/, 'These are your active connections'],
  ])('opens the tab of the route value %s', async (status, name, text) => {
    renderPage(world(), { path: `/organization/connections/${status}` });
    expect((await tab(name)).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows carriers the customer reference and Portbase columns, Message only on tab 3', async () => {
    renderPage(world(), { path: '/organization/connections/x' });
    await tab(/^TO DO/);
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    // The tab's rows are the page's answer, shown by a background render (result-query.ts).
    await screen.findAllByRole('columnheader');
    // No row of this page is an invitation or has a Portbase link: those columns take no space, and
    // the column menu still offers them to carriers.
    expect(headers()).toEqual([
      'ID',
      'Status',
      'Org ID',
      'Name',
      'VAT',
      'Email',
      'Your customer reference',
      'City',
      'Created',
      'Action',
    ]);
    expect(screen.getByRole('cell', { name: 'CUST-1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns to show' });
    expect(within(menu).getByRole('checkbox', { name: 'Portbase (empty on this page)' })).toBeTruthy();
    expect(within(menu).getByRole('checkbox', { name: 'Invitation (empty on this page)' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: /^CANCELLED/ }));
    await waitFor(() => expect(headers()).toContain('Message'));
    await userEvent.click(screen.getByRole('button', { name: 'SHOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation message' });
    expect(within(dialog).getByText('Shall we <connect>?')).toBeTruthy();
  });

  it('hides the carrier columns from other organizations', async () => {
    renderPage(world(), { organizationRole: 'other' });
    await tab(/^TO DO/);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Your customer reference');
    expect(headers).not.toContain('Portbase');
  });

  it('pages the table by 8 rows', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      connection(party(20 + i, `Partner ${20 + i}`), { status: 'finalized' }),
    );
    renderPage(world({ connections: many }));
    await tab(/^ACTIVE CONNECTIONS \(11\)/);
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('1–8 of 11')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('9–11 of 11')).toBeTruthy();
  });

  it('asks the platform for one page at a time, and Accept All accepts the requests of every page', async () => {
    const received = Array.from({ length: 11 }, (_, i) =>
      connection(party(40 + i, `Requester ${40 + i}`), {
        weAre: 'B',
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, 60 - i)).toISOString(),
      }),
    );
    const w = world({ connections: received });
    renderPage(w, { path: '/organization/connections/accepted' });
    expect((await tab(/^TO DO/)).textContent).toBe('TO DO11');
    expect(await screen.findByRole('cell', { name: 'Requester 40' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Requester 48' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Requester 48' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Requester 40' })).toBeNull();
    expect(w.calls.filter((c) => c === 'page')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    // It asks first, counting the requests of every page.
    const asking = await screen.findByRole('dialog', {
      name: 'Are you sure you want to accept all 11 connection requests?',
    });
    await userEvent.click(within(asking).getByRole('button', { name: 'Accept all 11 requests' }));
    expect(await screen.findByText('Invitations accepted successfully')).toBeTruthy();
    expect(w.calls.filter((c) => c.endsWith(':accepted'))).toHaveLength(11);
  });

  it("shows 'Accept All' only with more than one request, and accepts them all", async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/accepted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    const asking = await screen.findByRole('dialog', {
      name: 'Are you sure you want to accept all 2 connection requests?',
    });
    await userEvent.click(within(asking).getByRole('button', { name: 'Accept all 2 requests' }));
    expect(await screen.findByText('Invitations accepted successfully')).toBeTruthy();
    expect(w.calls.filter((c) => c.endsWith(':accepted'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull());
  });

  it('accepts one request through the wallet, and declines through the split menu', async () => {
    const w = world({ connections: world().connections.slice(0, 2) });
    renderPage(w, { path: '/organization/connections/accepted' });
    await tab(/^TO DO/);
    const [first] = await screen.findAllByRole('button', { name: 'Accept' });
    await userEvent.click(first!);
    expect(await screen.findByText('Connection accepted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to decline this connection request?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: /^Decline request of / }));
    expect(await screen.findByText('Connection declined successfully')).toBeTruthy();
    expect(w.calls.filter((c) => c.startsWith('patch')).map((c) => c.split(':')[2])).toEqual([
      'accepted',
      'declined',
    ]);
  });

  it('shows the cancelled-meanwhile error and refreshes the list', async () => {
    const w = world();
    renderPage(w, { path: '/organization/connections/accepted' });
    const [first] = await screen.findAllByRole('button', { name: 'Accept' });
    w.connections[0] = { ...w.connections[0]!, status: 'cancelled' };
    await userEvent.click(first!);
    expect(
      await screen.findByText(
        'Connection request was cancelled meanwhile by Ghent Forwarding BV. It will be removed from your overview',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1));
  });
});

describe('Connections page: the 15-minute poll (product-reference §2.6, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it("reloads every 900000 ms and shows 'Checking new connections...' meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const w = world();
    renderPage(w);
    await tab(/^TO DO/);
    expect(w.calls.filter((c) => c === 'page')).toHaveLength(1);
    let release = () => {};
    w.hold = new Promise((resolve) => (release = resolve));
    await act(() => vi.advanceTimersByTimeAsync(CONNECTIONS_POLL_MS));
    expect(screen.getByText('Checking new connections...')).toBeTruthy();
    expect(w.calls.filter((c) => c === 'page')).toHaveLength(2);
    release();
    await waitFor(() => expect(screen.queryByText('Checking new connections...')).toBeNull());
  });

  it('speaks Dutch', async () => {
    renderPage(world(), { locale: 'nl', path: '/organization/connections/accepted' });
    expect((await tab(/^TE DOEN/)).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Deze verbindingen vereisen een actie van u')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ACTIEVE VERBINDINGEN (1)' })).toBeTruthy();
  });
});
