// A handshake survives a crash between the wallet and the platform (fast-check model-based test):
// Ghent (A) and Antwerp (B) take the steps of Ghent's open request in any order, by either side,
// with cancels and declines, while the platform's write after a wallet's part fails (500), is lost
// after it landed (a timeout), or is lost because the platform restarts; retries are the same steps
// taken again. After every command the platform's status is the model's, each wallet holds a half
// exactly when the model says so, a finalized connection shows the same fingerprint on both sides,
// and someone can still act; at the end the connection is taken to its end without faults.
// A failure prints the seed and the shrunk command list. CI runs a fixed budget; SCR_MODEL_RUNS
// runs a longer one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';
import {
  finish,
  handshakeCommands,
  invariants,
  type Model,
  type Real,
  type Side,
} from './handshake-model.ts';

const dir = mkdtempSync(join(tmpdir(), 'handshake-model-'));
const dataDir = join(dir, 'data');
const keysDir = join(dir, 'keys');
const start = () => startFakePlatform({ port: 0, dataDir, keysDir });

let platform: FakePlatform;
const clients = {} as Record<Side, Client>;
const signInBoth = async () => {
  clients.A = await signInAs(platform, 'fiona.forwarder@forwarder.example', 2);
  clients.B = await signInAs(platform, 'anna.admin@carrier.example', 1);
};

beforeAll(async () => {
  platform = await start();
}, 60_000);
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

// Two runs fit CI's budget on two cores (a run is ~10 s: a reset, two sign-ins, now and then a restart).
const runs = Number(process.env['SCR_MODEL_RUNS'] ?? 2);

it(
  'brings both sides to the same state and key after any faults between wallet and platform',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(handshakeCommands, { maxCommands: 8 }), async (cmds) => {
        await platform.reset();
        await signInBoth();
        const open = (await clients.A.gateways.connections.list(2))
          ._unsafeUnwrap()
          .find((c) => c.organizationIdA === 2 && c.organizationIdB === 1 && c.status === 'pending');
        if (!open) throw new Error('the demo world has no open request of Ghent to Antwerp');
        const real: Real = {
          platform: () => platform,
          client: (side) => clients[side],
          organizationId: (side) => (side === 'A' ? 2 : 1),
          reference: open.reference,
          restart: async () => {
            await platform.close();
            platform = await start();
            await signInBoth();
          },
        };
        const model: Model = { status: 'pending', half: { A: true, B: false } };
        await invariants(model, real);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await finish(model, real);
      }),
      // SCR_MODEL_SHRINK=0 reports the first failing sequence as found, without shrinking it.
      { numRuns: runs, verbose: 1, endOnFailure: process.env['SCR_MODEL_SHRINK'] === '0' },
    );
  },
  // A run is a reset, two sign-ins (the wallets' KDF) and a restart now and then (two more).
  60_000 + runs * 30_000,
);
