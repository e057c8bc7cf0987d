// The model and commands of the handshake's crash test (handshake-model.test.ts): two organizations
// take the steps of one connection through the domain, the wallet adapter and the platform API,
// while faults strike between the wallet's part and the platform's write.
import fc from 'fast-check';
import { errAsync, ResultAsync } from 'neverthrow';
import { expect } from 'vitest';
import {
  acceptConnection,
  cancelConnection,
  confirmConnection,
  connectionActionRules,
  declineConnection,
  finalizeConnection,
  loadFingerprint,
  transportErrors,
  type ConnectionsGateway,
  type ConnectionStatus,
  type HandshakeAction,
} from '@scr/domain';
import type { Client, FakePlatform } from './support.ts';

export type Side = 'A' | 'B';
/** What strikes between the wallet's part and the platform's write. */
export type Fault = 'none' | 'fail' | 'timeout' | 'restart';

export type Model = { status: ConnectionStatus; half: Record<Side, boolean> };

export type Real = {
  platform(): FakePlatform;
  client(side: Side): Client;
  organizationId(side: Side): number;
  reference: string;
  /** Stops the platform at once and starts it again on its data folder; both sides sign in again. */
  restart(): Promise<void>;
};

const steps = {
  accept: acceptConnection,
  decline: declineConnection,
  confirm: confirmConnection,
  finalize: finalizeConnection,
  cancel: cancelConnection,
} as const;

const ended = (status: ConnectionStatus) => status === 'cancelled' || status === 'declined';

/**
 * The platform gateway of one step, with its write struck by the fault: refused with a 500, lost
 * after it landed (the answer never came), or lost because the platform restarted before it.
 */
const struck = (gateway: ConnectionsGateway, fault: Fault, real: Real): ConnectionsGateway => ({
  ...gateway,
  patch: (reference, patch) => {
    if (fault === 'fail') return errAsync(transportErrors.http(500, 'Internal Server Error'));
    if (fault === 'timeout')
      return gateway.patch(reference, patch).andThen(() => errAsync(transportErrors.apiUnreachable()));
    if (fault === 'restart')
      return ResultAsync.fromSafePromise(real.restart()).andThen(() =>
        errAsync(transportErrors.apiUnreachable()),
      );
    return gateway.patch(reference, patch);
  },
});

/** What the step should answer and leave behind, by the recovery rule of docs/architecture.md. */
export const predict = (
  m: Model,
  side: Side,
  action: HandshakeAction,
  fault: Fault,
): { ok: boolean; kind?: string; next: Model } => {
  const rule = connectionActionRules[action];
  const half = { ...m.half };
  const done = (): Model => {
    if (action === 'accept') half.B = true;
    return { status: rule.to, half };
  };
  if (rule.wallet && m.status === rule.to && side === rule.by) return { ok: true, next: m };
  if (ended(m.status)) {
    half[side] = false;
    return {
      ok: false,
      kind: m.status === 'cancelled' ? 'CancelledMeanwhile' : 'InvalidStatus',
      next: { status: m.status, half },
    };
  }
  if (m.status !== rule.from || side !== rule.by) return { ok: false, kind: 'InvalidStatus', next: m };
  if (fault === 'none') return { ok: true, next: done() };
  if (rule.wallet) {
    if (fault === 'timeout') return { ok: false, kind: 'StepHalfDone', next: done() };
    if (action === 'accept') half.B = true;
    return { ok: false, kind: 'StepHalfDone', next: { status: m.status, half } };
  }
  if (fault === 'timeout') {
    // The re-read after the lost answer finds the request ended: our half is forgotten.
    half[side] = false;
    return { ok: false, kind: 'ApiUnreachable', next: { status: rule.to, half } };
  }
  return { ok: false, kind: fault === 'fail' ? 'HttpError' : 'ApiUnreachable', next: m };
};

/** Whether this side's wallet holds any half of the connection (the wallets' test view). */
const holds = (real: Real, side: Side): boolean =>
  real
    .platform()
    .wallets.hosts.some(
      (h) =>
        real.platform().wallets.connectionAddress(h.url, real.organizationId(side), real.reference) !==
        undefined,
    );

const fingerprint = async (real: Real, side: Side) =>
  (
    await loadFingerprint(real.client(side).deps)({ reference: real.reference, peerPublicKey: null })
  )._unsafeUnwrap().fingerprint;

/** The invariants after every command. */
export const invariants = async (m: Model, real: Real) => {
  const read = await real.client('A').gateways.connections.getByReference(real.reference);
  expect(read._unsafeUnwrap().status).toBe(m.status);
  expect({ A: holds(real, 'A'), B: holds(real, 'B') }).toEqual(m.half);
  if (m.status === 'finalized') expect(await fingerprint(real, 'A')).toBe(await fingerprint(real, 'B'));
  // Someone can still act: the side whose step is next holds what that step needs.
  if (m.status === 'pending') expect(m.half.A).toBe(true);
  if (m.status === 'accepted' || m.status === 'confirmed') expect(m.half).toEqual({ A: true, B: true });
};

/** Takes the connection to its end with no fault: it must get there, with equal fingerprints. */
export const finish = async (m: Model, real: Real) => {
  const next: Partial<Record<ConnectionStatus, [Side, HandshakeAction]>> = {
    pending: ['B', 'accept'],
    accepted: ['A', 'confirm'],
    confirmed: ['B', 'finalize'],
  };
  for (let todo = next[m.status]; todo; todo = next[m.status]) {
    const [side, action] = todo;
    const result = await steps[action](real.client(side).deps)({ reference: real.reference });
    expect(result.isOk(), JSON.stringify(result)).toBe(true);
    m.status = connectionActionRules[action].to;
    if (action === 'accept') m.half.B = true;
    await invariants(m, real);
  }
};

class StepCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly side: Side,
    readonly action: HandshakeAction,
    readonly fault: Fault,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const expected = predict(m, this.side, this.action, this.fault);
    const client = real.client(this.side);
    const deps = { ...client.deps, connections: struck(client.gateways.connections, this.fault, real) };
    const result = await steps[this.action](deps)({ reference: real.reference });
    if (expected.ok) expect(result.isOk(), JSON.stringify(result)).toBe(true);
    else expect(result.isErr() && result.error.kind).toBe(expected.kind);
    Object.assign(m, expected.next);
    await invariants(m, real);
  }
  toString = () => `${this.side} ${this.action}${this.fault === 'none' ? '' : ` (${this.fault})`}`;
}

const bySide: Record<HandshakeAction, Side> = {
  accept: 'B',
  decline: 'B',
  confirm: 'A',
  finalize: 'B',
  cancel: 'A',
};
const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** Mostly the steps of the side whose step it is, sometimes the other's; faults one time in two. */
export const handshakeCommands = [
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom<HandshakeAction>('accept', 'confirm', 'finalize'), weight: 6 },
        { arbitrary: fc.constantFrom<HandshakeAction>('decline', 'cancel'), weight: 1 },
      ),
      fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
      fc.oneof(
        { arbitrary: fc.constant<Fault>('none'), weight: 4 },
        { arbitrary: fc.constantFrom<Fault>('fail', 'timeout'), weight: 3 },
        { arbitrary: fc.constant<Fault>('restart'), weight: 1 },
      ),
    )
    .map(([action, wrongSide, fault]) => {
      const side = wrongSide ? other(bySide[action]) : bySide[action];
      return new StepCommand(side, action, fault);
    }),
];
