import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import type { InvitationsGateway } from '../invitations/ports.ts';
import type { Connection } from './entities.ts';
import type { ConnectionPatch } from './handshake.ts';
import type { ConnectionsGateway } from './ports.ts';
import { clock, connection, invitation, NOW, sessionStore, wallet } from './test-support.ts';
import {
  autoAdvance,
  CONNECTIONS_POLL_MS,
  checkingMessage,
  loadConnections,
  loadingMessage,
} from './load-connections.ts';

const en = createMessageFormatter('en');

const connectionsGateway = (items: Connection[], patches: ConnectionPatch[] = []): ConnectionsGateway => ({
  list: () => okAsync(items),
  getByReference: (ref) => {
    const c = items.find((i) => i.reference === ref);
    return c ? okAsync(c) : errAsync(transportErrors.http(404, 'Not found'));
  },
  create: () => errAsync(transportErrors.forbidden('no')),
  patch: (ref, patch) => {
    patches.push(patch);
    return okAsync({ ...items.find((i) => i.reference === ref)!, ...patch } as Connection);
  },
});
const invitationsGateway = (over: Partial<InvitationsGateway> = {}): InvitationsGateway => ({
  list: () => okAsync([invitation({ status: 'completed' })]),
  create: () => errAsync(transportErrors.forbidden('no')),
  patch: () => errAsync(transportErrors.forbidden('no')),
  ...over,
});

describe('loadConnections', () => {
  it('reads connections and invitations and groups them', async () => {
    const d = {
      connections: connectionsGateway([connection({ weAre: 'B' }), connection({ status: 'finalized' })]),
      invitations: invitationsGateway(),
      session: sessionStore(),
      clock,
    };
    const tabs = (await loadConnections(d)())._unsafeUnwrap();
    expect(tabs.map((t) => t.count)).toEqual([1, 0, 1, 0, 1]);
  });

  it('fails with the transport error or a missing session', async () => {
    const d = {
      connections: connectionsGateway([]),
      invitations: invitationsGateway({ list: () => errAsync(transportErrors.offline()) }),
      session: sessionStore(),
      clock,
    };
    expect((await loadConnections(d)())._unsafeUnwrapErr().kind).toBe('Offline');
    expect(
      (await loadConnections({ ...d, session: sessionStore({ api: false }) })())._unsafeUnwrapErr().kind,
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
      session: sessionStore(),
      clock,
    };
    return { r: await autoAdvance(d)({ reference: c.reference }), patches };
  };

  it('confirms for A on accepted and finalizes for B on confirmed', async () => {
    const a = await run(connection({ status: 'accepted', encrInviteeData: { publicKey: 'pkB' } }));
    expect(a.r._unsafeUnwrap().decision).toBe('confirm');
    expect(a.patches[0]?.status).toBe('confirmed');
    const b = await run(connection({ status: 'confirmed', weAre: 'B' }));
    const out = b.r._unsafeUnwrap();
    expect([out.decision, out.message && en.format(out.message)]).toEqual([
      'finalize',
      'Connection finalized successfully',
    ]);
  });

  it('re-applies a decline, and leaves anything else alone', async () => {
    const d = await run(connection({ status: 'declined', weAre: 'B' }));
    expect(d.patches).toEqual([{ status: 'declined', declinedAt: NOW.toISOString() }]);
    const none = await run(connection({ status: 'pending' }));
    expect(none.r._unsafeUnwrap()).toMatchObject({ decision: 'none', message: null });
    expect(none.patches).toEqual([]);
  });

  it('fails on a bad reference or an unknown connection', async () => {
    const d = { connections: connectionsGateway([]), wallet: wallet(), session: sessionStore(), clock };
    expect((await autoAdvance(d)({ reference: 'nope' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect((await autoAdvance(d)({ reference: connection().reference }))._unsafeUnwrapErr().kind).toBe(
      'HttpError',
    );
  });
});
