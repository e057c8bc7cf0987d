import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  clock,
  connection,
  memoryConnections,
  OUR_ID,
  sessionStore,
  wallet,
} from '../testing/connections.ts';
import { loadConnectionStatus } from './connection-status.ts';

const fingerprint = { fingerprint: '12345 67890 12345 67890 12345 67890', verified: false };

describe('loadConnectionStatus (product-reference §2.6 Connection status)', () => {
  it('gives the row, the steps and, from step 2 on, the fingerprint our wallet reads with the peer key', async () => {
    const accepted = connection({ status: 'accepted', encrInviteeData: { publicKey: 'pkB' } });
    const asked: unknown[] = [];
    const deps = {
      connections: memoryConnections([accepted]).gateway,
      sessions: sessionStore(),
      clock,
      wallet: wallet({
        connectionFingerprint: (_session, input) => {
          asked.push(input);
          return okAsync(fingerprint);
        },
      }),
    };
    const view = (await loadConnectionStatus(deps)({ reference: accepted.reference }))._unsafeUnwrap();
    expect(view.row.side).toBe('A');
    expect(view.timeline.steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(view.fingerprint).toEqual(fingerprint);
    expect(asked).toEqual([{ reference: accepted.reference, peerPublicKey: 'pkB' }]);
  });

  it('has no fingerprint before step 2 and asks the wallet nothing', async () => {
    const pending = connection();
    const deps = {
      connections: memoryConnections([pending]).gateway,
      sessions: sessionStore(),
      clock,
      wallet: wallet(),
    };
    const view = (await loadConnectionStatus(deps)({ reference: pending.reference }))._unsafeUnwrap();
    expect(view.fingerprint).toBeNull();
    expect(view.row.connection.organizationIdA).toBe(OUR_ID);
  });

  it('refuses a reference that is no uuid, and one of a connection that is not ours', async () => {
    const theirs = connection({ organizationIdA: 5, organizationIdB: 6 });
    const deps = {
      connections: memoryConnections([theirs]).gateway,
      sessions: sessionStore(),
      clock,
      wallet: wallet(),
    };
    expect((await loadConnectionStatus(deps)({ reference: 'nope' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    const notOurs = (await loadConnectionStatus(deps)({ reference: theirs.reference }))._unsafeUnwrapErr();
    expect(notOurs.kind).toBe('ConnectionNotFound');
  });
});
