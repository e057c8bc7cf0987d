import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import type { Connection } from './entities.ts';
import type { ConnectionsGateway } from './ports.ts';
import {
  clock,
  connection,
  memoryConnections,
  NOW,
  sessionStore,
  wallet,
  walletSession,
} from '../testing/connections.ts';
import {
  acceptAllConnections,
  acceptConnection,
  cancelConnection,
  confirmConnection,
  declineConnection,
  finalizeConnection,
} from './handshake-use-cases.ts';

const en = createMessageFormatter('en');

const deps = (
  items: Connection[],
  over: { g?: Partial<ConnectionsGateway>; w?: Parameters<typeof wallet>[0] } = {},
) => {
  const { gateway, patches } = memoryConnections(items, over.g);
  return { d: { connections: gateway, wallet: wallet(over.w), sessions: sessionStore(), clock }, patches };
};

describe('handshake use cases', () => {
  it('accept: B stores its wallet half with acceptedAt', async () => {
    const c = connection({ weAre: 'B' });
    const { d, patches } = deps([c]);
    const r = await acceptConnection(d)({ reference: c.reference });
    expect(en.format(r._unsafeUnwrap().message)).toBe('Connection accepted successfully');
    expect(patches).toEqual([
      {
        status: 'accepted',
        acceptedAt: NOW.toISOString(),
        encrInviteeData: { publicKey: 'pkB', ciphertext: 'cB', iv: 'iB' },
      },
    ]);
  });

  it('confirm: A extends its half; finalize: B clears both', async () => {
    const a = connection({ status: 'accepted', encrInviteeData: { publicKey: 'pkB' } });
    const b = connection({ status: 'confirmed', weAre: 'B' });
    const { d, patches } = deps([a, b]);
    expect(en.format((await confirmConnection(d)({ reference: a.reference }))._unsafeUnwrap().message)).toBe(
      'Connection confirmed successfully',
    );
    expect((await finalizeConnection(d)({ reference: b.reference }))._unsafeUnwrap().connection.status).toBe(
      'finalized',
    );
    expect(patches[0]).toMatchObject({ status: 'confirmed', encrInviterData: { ciphertext: 'cA' } });
    expect(patches[1]).toMatchObject({ status: 'finalized', encrInviterData: null, encrInviteeData: null });
  });

  it('decline (B) and cancel (A) need no unexpired wallet token, only the version', async () => {
    const b = connection({ weAre: 'B' });
    const a = connection();
    const { gateway: g, patches } = memoryConnections([a, b]);
    const d = {
      connections: g,
      wallet: wallet(),
      sessions: sessionStore({ wallet: { ...walletSession, exp: 0 } }),
      clock,
    };
    expect((await declineConnection(d)({ reference: b.reference })).isOk()).toBe(true);
    expect((await cancelConnection(d)({ reference: a.reference })).isOk()).toBe(true);
    expect(patches.map((p) => p.status)).toEqual(['declined', 'cancelled']);
    const expired = await acceptConnection(d)({ reference: b.reference });
    expect(expired._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
  });

  it('fails on a bad reference, a missing session or wallet session, and an old wallet', async () => {
    const c = connection({ weAre: 'B' });
    const { d } = deps([c]);
    expect((await acceptConnection(d)({ reference: 'x' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    const noApi = { ...d, sessions: sessionStore({ api: false }) };
    expect((await acceptConnection(noApi)({ reference: c.reference }))._unsafeUnwrapErr().kind).toBe(
      'SessionExpired',
    );
    const noWallet = { ...d, sessions: sessionStore({ wallet: null }) };
    expect((await acceptConnection(noWallet)({ reference: c.reference }))._unsafeUnwrapErr().kind).toBe(
      'WalletTokenExpired',
    );
    const old = deps([c], { w: { version: () => okAsync('1.0.9') } }).d;
    const e = (await declineConnection(old)({ reference: c.reference }))._unsafeUnwrapErr();
    expect(e).toMatchObject({ kind: 'WalletUpgradeRequired', version: '1.0.9', required: '1.1.4' });
    const down = deps([c], { w: { version: () => errAsync(walletErrors.unreachable()) } }).d;
    expect((await acceptConnection(down)({ reference: c.reference }))._unsafeUnwrapErr().kind).toBe(
      'WalletUnreachable',
    );
  });

  it('re-reads the connection: cancelled meanwhile, wrong status, not found', async () => {
    const cancelled = connection({ weAre: 'B', status: 'cancelled', other: 4 });
    const finalized = connection({ weAre: 'B', status: 'finalized' });
    const { d, patches } = deps([cancelled, finalized]);
    const e = (await acceptConnection(d)({ reference: cancelled.reference }))._unsafeUnwrapErr();
    expect(e.kind === 'CancelledMeanwhile' && en.format(e.message)).toBe(
      'Connection request was cancelled meanwhile by Org 4. It will be removed from your overview',
    );
    const inv = (await acceptConnection(d)({ reference: finalized.reference }))._unsafeUnwrapErr();
    expect(inv.kind === 'InvalidStatus' && en.format(inv.message)).toBe(
      'Invalid status accepted for updating connection',
    );
    const missing = await acceptConnection(d)({ reference: connection().reference });
    expect(missing._unsafeUnwrapErr().kind).toBe('HttpError');
    expect(patches).toEqual([]);
  });

  it('passes on wallet and patch failures, and refuses a connection without the needed half', async () => {
    const c = connection({ weAre: 'B' });
    const rejecting = deps([c], {
      w: { acceptConnection: () => errAsync(walletErrors.rejected('bad key')) },
    });
    expect((await acceptConnection(rejecting.d)({ reference: c.reference }))._unsafeUnwrapErr().kind).toBe(
      'WalletRejected',
    );
    const refusing = deps([c], { g: { patch: () => errAsync(transportErrors.http(400, 'No')) } });
    expect((await acceptConnection(refusing.d)({ reference: c.reference }))._unsafeUnwrapErr().kind).toBe(
      'HttpError',
    );
    const bare = connection({ status: 'accepted' });
    const noHalf = deps([bare]);
    expect((await confirmConnection(noHalf.d)({ reference: bare.reference }))._unsafeUnwrapErr().kind).toBe(
      'MalformedResponse',
    );
  });
});

describe('a step whose platform write is lost (a two-system write)', () => {
  it('says the step is half done when the write may be lost, and a retry finishes it', async () => {
    const c = connection({ weAre: 'B' });
    for (const cause of [
      transportErrors.apiUnreachable(),
      transportErrors.offline(),
      transportErrors.http(500, 'Internal'),
      transportErrors.malformed('body'),
    ]) {
      const lost = deps([c], { g: { patch: () => errAsync(cause) } });
      const e = (await acceptConnection(lost.d)({ reference: c.reference }))._unsafeUnwrapErr();
      expect(e).toMatchObject({ kind: 'StepHalfDone', reference: c.reference, action: 'accept', cause });
      expect(e.kind === 'StepHalfDone' && en.format(e.message)).toBe(
        'This step is half done: your wallet did its part, but the platform did not record it. Retry to finish it',
      );
    }
    const { d, patches } = deps([c]);
    expect((await acceptConnection(d)({ reference: c.reference })).isOk()).toBe(true);
    expect(patches).toHaveLength(1);
  });

  it('finishes without a write when the lost answer hid a write that landed', async () => {
    const accepted = connection({
      weAre: 'B',
      status: 'accepted',
      encrInviteeData: { publicKey: 'pkB', ciphertext: 'cB', iv: 'iB' },
    });
    const confirmed = connection({
      status: 'confirmed',
      encrInviteeData: { publicKey: 'pkB' },
      encrInviterData: { iv: 'iA', ciphertext: 'cA', publicKey: 'pkA' },
    });
    const finalized = connection({ weAre: 'B', status: 'finalized' });
    const { d, patches } = deps([accepted, confirmed, finalized]);
    const again = await acceptConnection(d)({ reference: accepted.reference });
    expect(en.format(again._unsafeUnwrap().message)).toBe('Connection accepted successfully');
    expect((await confirmConnection(d)({ reference: confirmed.reference })).isOk()).toBe(true);
    expect((await finalizeConnection(d)({ reference: finalized.reference })).isOk()).toBe(true);
    expect(patches).toEqual([]);
    // Another half on the platform than the wallet answers is not ours: the step is not done.
    const other = deps([{ ...accepted, encrInviteeData: { publicKey: 'pkX', ciphertext: 'cB', iv: 'iB' } }]);
    const e = (await acceptConnection(other.d)({ reference: accepted.reference }))._unsafeUnwrapErr();
    expect(e.kind).toBe('InvalidStatus');
  });

  it('forgets the wallet half of a request that ended when a step finds it so', async () => {
    const discarded: string[] = [];
    const w = {
      discardConnection: (_: unknown, reference: string) => {
        discarded.push(reference);
        return okAsync(undefined);
      },
    };
    const cancelled = connection({ weAre: 'B', status: 'cancelled' });
    const toDecline = connection({ weAre: 'B' });
    const toCancel = connection();
    const stays = connection({ weAre: 'B' });
    const { d } = deps([cancelled, toDecline, toCancel, stays], { w });
    expect((await acceptConnection(d)({ reference: cancelled.reference })).isErr()).toBe(true);
    expect((await declineConnection(d)({ reference: toDecline.reference })).isOk()).toBe(true);
    expect((await cancelConnection(d)({ reference: toCancel.reference })).isOk()).toBe(true);
    expect((await acceptConnection(d)({ reference: stays.reference })).isOk()).toBe(true);
    expect(discarded).toEqual([cancelled.reference]);

    // A write refused because the other side cancelled just before it: the half is forgotten too.
    const racing = connection({ weAre: 'B' });
    const items = [racing];
    const raced = deps(items, {
      w,
      g: {
        patch: () => {
          items[0] = { ...racing, status: 'cancelled' };
          return errAsync(transportErrors.http(409, 'Cancelled'));
        },
      },
    });
    const e = (await acceptConnection(raced.d)({ reference: racing.reference }))._unsafeUnwrapErr();
    expect(e.kind).toBe('HttpError');
    expect(discarded.at(-1)).toBe(racing.reference);
  });

  it('keeps the outcome of a step whose wallet cannot forget its half', async () => {
    const c = connection({ weAre: 'B', status: 'cancelled' });
    const { d } = deps([c], { w: { discardConnection: () => errAsync(walletErrors.unreachable()) } });
    const e = (await acceptConnection(d)({ reference: c.reference }))._unsafeUnwrapErr();
    expect(e.kind).toBe('CancelledMeanwhile');
  });
});

describe('Accept All', () => {
  it('accepts every pending request received, not only those on a page, and says so', async () => {
    const received = [connection({ weAre: 'B', other: 2 }), connection({ weAre: 'B', other: 3 })];
    const others = [
      connection({ weAre: 'A', other: 4 }),
      connection({ weAre: 'B', other: 5, status: 'accepted' }),
    ];
    const { d, patches } = deps([...received, ...others]);
    const r = (await acceptAllConnections(d)())._unsafeUnwrap();
    expect(en.format(r.message)).toBe('Invitations accepted successfully');
    expect(r.connections.map((c) => c.reference).sort()).toEqual(received.map((c) => c.reference).sort());
    expect(patches).toHaveLength(2);
  });

  it('stops at the first failure and needs a session', async () => {
    const cs = [connection({ weAre: 'B', status: 'pending' }), connection({ weAre: 'B', other: 3 })];
    const { d, patches } = deps(cs, {
      g: {
        getByReference: (ref) => okAsync({ ...cs.find((c) => c.reference === ref)!, status: 'cancelled' }),
      },
    });
    expect((await acceptAllConnections(d)())._unsafeUnwrapErr().kind).toBe('CancelledMeanwhile');
    expect(patches).toEqual([]);
    const none = { ...d, sessions: sessionStore({ api: false }) };
    expect((await acceptAllConnections(none)())._unsafeUnwrapErr().kind).toBe('SessionExpired');
  });
});
