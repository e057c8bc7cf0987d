import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import type { InvitationsGateway } from '../invitations/ports.ts';
import type { Connection } from './entities.ts';
import type { ConnectionPatch } from './handshake.ts';
import type { ConnectionsGateway } from './ports.ts';
import {
  clock,
  connection,
  invitation,
  memoryConnections,
  NOW,
  OUR_ID,
  sessionStore,
  wallet,
} from '../testing/connections.ts';
import { tabGroups, type ConnectionsQuery } from './paging.ts';
import { groupConnections, TAB_WAITING, type TabRow } from './tabs.ts';
import {
  autoAdvance,
  CONNECTIONS_POLL_MS,
  checkingMessage,
  CONNECTIONS_PAGE_SIZE,
  loadAllConnectionTabs,
  loadConnections,
  loadTabExportPage,
  loadTabPage,
  loadingMessage,
} from './load-connections.ts';

const en = createMessageFormatter('en');

const connectionsGateway = (items: Connection[], patches: ConnectionPatch[] = []): ConnectionsGateway => {
  const memory = memoryConnections(items, {
    patch: (ref, patch) => {
      patches.push(patch);
      return okAsync({ ...items.find((i) => i.reference === ref)!, ...patch } as Connection);
    },
  });
  return memory.gateway;
};
const invitationsGateway = (over: Partial<InvitationsGateway> = {}): InvitationsGateway => ({
  list: () => okAsync([invitation({ status: 'completed' })]),
  create: () => errAsync(transportErrors.forbidden('no')),
  patch: () => errAsync(transportErrors.forbidden('no')),
  ...over,
});

/** 13 connections and 6 pending invitations in Waiting, their times interleaved; `whole` is the tab grouped at once. */
const mixedWaitingTab = () => {
  const items = Array.from({ length: 13 }, (_, i) =>
    connection({ other: i + 2, createdAt: new Date(NOW.getTime() - i * 7_000).toISOString() }),
  );
  const sent = Array.from({ length: 6 }, (_, i) =>
    invitation({
      id: i + 1,
      status: 'pending',
      createdAt: new Date(NOW.getTime() - i * 10_000).toISOString(),
    }),
  );
  const d = {
    connections: connectionsGateway(items),
    invitations: invitationsGateway({ list: () => okAsync(sent) }),
    sessions: sessionStore(),
    clock,
  };
  const whole = groupConnections({ organizationId: OUR_ID, now: NOW }, items, sent)[TAB_WAITING];
  return { d, whole };
};

describe('loadConnections and loadTabPage', () => {
  const keys = (rows: readonly TabRow[]) =>
    rows.map((r) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`));

  it('reads the counts, the invitations and the asked page in one round', async () => {
    const requests: ConnectionsQuery[] = [];
    const items = [connection({ weAre: 'B' }), connection({ status: 'finalized' })];
    const memory = memoryConnections(items);
    const d = {
      connections: {
        ...memory.gateway,
        page: (q: ConnectionsQuery) => (requests.push(q), memory.gateway.page(q)),
      },
      invitations: invitationsGateway(),
      sessions: sessionStore(),
      clock,
    };
    const view = (await loadConnections(d)({ tab: 0, page: 0 }))._unsafeUnwrap();
    expect(view.overview.tabs.map((t) => t.count)).toEqual([1, 0, 1, 0, 1]);
    expect(view.overview.acceptable).toBe(1);
    expect(view.page).toMatchObject({ tab: 0, page: 0, pages: 1, total: 1 });
    expect(keys(view.page.rows)).toEqual([items[0]!.reference]);
    // Four tab counts (Accepted invitations has no connections), Accept All's count and the page.
    expect(requests.filter((q) => q.limit === 0)).toHaveLength(5);
    expect(requests.filter((q) => q.limit > 0)).toEqual([
      {
        organizationId: OUR_ID,
        groups: tabGroups(0),
        skip: 0,
        limit: CONNECTIONS_PAGE_SIZE,
        search: '',
        sort: null,
      },
    ]);
  });

  it('counts the tabs and lists the invitations by the search, and sorts the page by the column', async () => {
    const requests: ConnectionsQuery[] = [];
    const searches: (string | undefined)[] = [];
    const memory = memoryConnections([connection({ weAre: 'B' })]);
    const d = {
      connections: {
        ...memory.gateway,
        page: (q: ConnectionsQuery) => (requests.push(q), memory.gateway.page(q)),
      },
      invitations: invitationsGateway({ list: (_id, search) => (searches.push(search), okAsync([])) }),
      sessions: sessionStore(),
      clock,
    };
    const sort = { field: 'name', direction: 'desc' } as const;
    const view = (await loadConnections(d)({ tab: 0, page: 0, search: ' 50%  off ', sort }))._unsafeUnwrap();
    expect(view.overview).toMatchObject({ search: '50% off', sort });
    expect(searches).toEqual(['50% off']);
    const counts = requests.filter((q) => q.limit === 0);
    // Accept All accepts every received request, so its count ignores the search.
    expect(counts.filter((q) => q.search === '50% off')).toHaveLength(4);
    expect(counts.filter((q) => q.search === '')).toHaveLength(1);
    expect(requests.filter((q) => q.limit > 0)).toMatchObject([{ search: '50% off', sort }]);
  });

  it('pages a tab mixing connections and invitations as grouping everything would', async () => {
    const { d, whole } = mixedWaitingTab();
    const first = (await loadConnections(d)({ tab: TAB_WAITING, page: 0 }))._unsafeUnwrap();
    expect(first.page).toMatchObject({ total: 19, pages: 3 });
    const walked = [...first.page.rows];
    for (const page of [1, 2])
      walked.push(...(await loadTabPage(d)(first.overview, { tab: TAB_WAITING, page }))._unsafeUnwrap().rows);
    expect(keys(walked)).toEqual(keys(whole.rows));
  });

  it('reads a mixed tab for its export in pages of any size, as grouping everything would', async () => {
    const { d, whole } = mixedWaitingTab();
    const { overview } = (await loadConnections(d)({ tab: 0, page: 0 }))._unsafeUnwrap();
    const first = (
      await loadTabExportPage(d)(overview, { tab: TAB_WAITING, page: 0, pageSize: 5 })
    )._unsafeUnwrap();
    expect(first).toMatchObject({ total: 19, pages: 4 });
    const walked = [...first.rows];
    for (const page of [1, 2, 3])
      walked.push(
        ...(await loadTabExportPage(d)(overview, { tab: TAB_WAITING, page, pageSize: 5 }))._unsafeUnwrap()
          .rows,
      );
    expect(keys(walked)).toEqual(keys(whole.rows));
    expect(
      (await loadTabExportPage(d)(overview, { tab: 0, page: 0, pageSize: 5000 }))._unsafeUnwrapErr().kind,
    ).toBe('Invalid');
  });

  it('shows the last page when the asked one is past the end, and refuses a bad request', async () => {
    const d = {
      connections: connectionsGateway([connection({ weAre: 'B' })]),
      invitations: invitationsGateway(),
      sessions: sessionStore(),
      clock,
    };
    const view = (await loadConnections(d)({ tab: 0, page: 4 }))._unsafeUnwrap();
    expect(view.page).toMatchObject({ page: 0, pages: 1 });
    expect(view.page.rows).toHaveLength(1);
    expect((await loadConnections(d)({ tab: 5, page: 0 }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect((await loadTabPage(d)(view.overview, { tab: 0, page: -1 }))._unsafeUnwrapErr().kind).toBe(
      'Invalid',
    );
  });

  it('groups every row of every tab for tools (loadAllConnectionTabs)', async () => {
    const d = {
      connections: connectionsGateway([connection({ weAre: 'B' }), connection({ status: 'finalized' })]),
      invitations: invitationsGateway(),
      sessions: sessionStore(),
      clock,
    };
    const tabs = (await loadAllConnectionTabs(d)())._unsafeUnwrap();
    expect(tabs.map((t) => t.rows.length)).toEqual([1, 0, 1, 0, 1]);
  });

  it('fails with the transport error or a missing session', async () => {
    const d = {
      connections: connectionsGateway([]),
      invitations: invitationsGateway({ list: () => errAsync(transportErrors.offline()) }),
      sessions: sessionStore(),
      clock,
    };
    expect((await loadConnections(d)({ tab: 0, page: 0 }))._unsafeUnwrapErr().kind).toBe('Offline');
    expect(
      (
        await loadConnections({ ...d, sessions: sessionStore({ api: false }) })({ tab: 0, page: 0 })
      )._unsafeUnwrapErr().kind,
    ).toBe('SessionExpired');
  });

  it('polls every 15 minutes with its texts', () => {
    expect(CONNECTIONS_POLL_MS).toBe(900000);
    expect(en.format(loadingMessage)).toBe('Loading connections...');
    expect(en.format(checkingMessage)).toBe('Checking new connections...');
    expect(en.format({ id: 'connections.operationCancelled' })).toBe('Operation cancelled');
  });
});

describe('autoAdvance', () => {
  const run = async (c: Connection) => {
    const patches: ConnectionPatch[] = [];
    const d = {
      connections: connectionsGateway([c], patches),
      wallet: wallet(),
      sessions: sessionStore(),
      clock,
    };
    return { r: await autoAdvance(d)({ reference: c.reference }), patches };
  };

  it('hands the confirm (A, accepted) and the finalize (B, confirmed) back to be confirmed first', async () => {
    // Nothing is sent: the admin compares the key fingerprint, then takes the step (fingerprint.ts).
    const accepted = connection({ status: 'accepted', encrInviteeData: { publicKey: 'pkB' } });
    const a = await run(accepted);
    expect(a.patches).toEqual([]);
    expect(a.r._unsafeUnwrap()).toMatchObject({ decision: 'confirm', message: null });
    expect(a.r._unsafeUnwrap().confirmFirst).toMatchObject({
      kind: 'connection',
      side: 'A',
      connection: accepted,
    });
    const confirmed = connection({ status: 'confirmed', weAre: 'B' });
    const b = await run(confirmed);
    const out = b.r._unsafeUnwrap();
    expect(b.patches).toEqual([]);
    expect(out).toMatchObject({ decision: 'finalize', message: null });
    expect(out.confirmFirst).toMatchObject({ kind: 'connection', side: 'B', connection: confirmed });
  });

  it('re-applies a decline, and leaves anything else alone', async () => {
    const d = await run(connection({ status: 'declined', weAre: 'B' }));
    expect(d.patches).toEqual([{ status: 'declined', declinedAt: NOW.toISOString() }]);
    const none = await run(connection({ status: 'pending' }));
    expect(none.r._unsafeUnwrap()).toMatchObject({ decision: 'none', message: null });
    expect(none.patches).toEqual([]);
  });

  it('fails on a bad reference or an unknown connection', async () => {
    const d = { connections: connectionsGateway([]), wallet: wallet(), sessions: sessionStore(), clock };
    expect((await autoAdvance(d)({ reference: 'nope' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect((await autoAdvance(d)({ reference: connection().reference }))._unsafeUnwrapErr().kind).toBe(
      'HttpError',
    );
  });
});
