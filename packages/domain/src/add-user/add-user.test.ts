import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { completeAddUser, loadAddUser, type LoadedAddUser } from './add-user.ts';
import { newPasswordRule, setPasswordSchema } from './set-password-form.ts';
import type { AddUserGateway, AddUserRecord } from './ports.ts';
import { unsignedToken } from '../testing/session.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import { validate } from '../validation/validate.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { Wallet } from '../wallet/ports.ts';

const en = createMessageFormatter('en');
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const jwt = unsignedToken({ exp: now.getTime() / 1000 + 3600 });
const user: AddUserRecord = {
  orgUserId: 21,
  organizationId: 1,
  organizationName: 'Antwerp Carrier NV',
  email: 'new@carrier.example',
  firstName: 'Nora',
  lastName: 'New',
  isActive: false,
  acceptCode: 'acc-1',
  walletUrl: '0',
  savedConnections: [],
};

const gateway = (record: AddUserRecord = user, over: Partial<AddUserGateway> = {}) => {
  const completed: unknown[] = [];
  const addUser: AddUserGateway = {
    load: () => okAsync({ user: record, walletToken: 'wt' }),
    complete: (_jwt, body) => (completed.push(body), okAsync(undefined)),
    ...over,
  };
  return { addUser, completed };
};
const load = (g: ReturnType<typeof gateway>) =>
  loadAddUser({ addUser: g.addUser, clock, supportContact: 'support@scr.example' });

describe('set-password form (product-reference §5 New password)', () => {
  it('requires 6 characters and a matching confirmation', () => {
    const short = validate(setPasswordSchema, { password: 'abc', passwordCheck: 'abc' });
    expect(short.isErr() && en.format(short.error.fields.password!)).toBe(
      'Please enter at least 6 characters',
    );
    const other = validate(setPasswordSchema, { password: 'demo1234', passwordCheck: 'demo12345' });
    expect(other.isErr() && en.format(other.error.fields.passwordCheck!)).toBe("Passwords don't match");
    const empty = validate(setPasswordSchema, {});
    expect(empty.isErr() && en.format(empty.error.fields.password!)).toBe('Please provide a new password');
  });

  it('names its rule in the words a too short password fails with', () => {
    const short = validate(setPasswordSchema, { password: 'abc', passwordCheck: 'abc' });
    expect(short.isErr() && short.error.fields.password).toEqual(newPasswordRule);
  });

  it('says both at once: a short password and a confirmation that does not match', () => {
    const r = validate(setPasswordSchema, { password: 'abc', passwordCheck: 'abcd' });
    if (r.isOk()) throw new Error('expected errors');
    expect(en.format(r.error.fields.password!)).toBe('Please enter at least 6 characters');
    expect(en.format(r.error.fields.passwordCheck!)).toBe("Passwords don't match");
  });
});

describe('loadAddUser (product-reference §8 Add user)', () => {
  it('loads the invited user', async () => {
    expect((await load(gateway())({ acceptCode: 'acc-1', jwt }))._unsafeUnwrap().user.email).toBe(
      'new@carrier.example',
    );
  });

  it('fails with the link texts', async () => {
    const g = gateway();
    expect(en.format((await load(g)({ acceptCode: null, jwt }))._unsafeUnwrapErr().message)).toBe(
      'Missing accept code',
    );
    const stale = unsignedToken({ exp: now.getTime() / 1000 - 5 });
    expect(en.format((await load(g)({ acceptCode: 'acc-1', jwt: stale }))._unsafeUnwrapErr().message)).toBe(
      'Your link expired. Please request a new one from the admin that invited you.',
    );
    expect(
      (await load(gateway({ ...user, isActive: true }))({ acceptCode: 'a', jwt }))._unsafeUnwrapErr().kind,
    ).toBe('AlreadyActive');
    const unknown = (
      await load(gateway({ ...user, walletUrl: null }))({ acceptCode: 'a', jwt })
    )._unsafeUnwrapErr();
    expect(en.format(unknown.message)).toBe(
      'Wallet URL is unknown. Please contact support at support@scr.example.',
    );
    const refused = gateway(user, { load: () => errAsync(transportErrors.http(410, 'gone')) });
    expect((await load(refused)({ acceptCode: 'a', jwt }))._unsafeUnwrapErr().kind).toBe('LinkExpired');
  });
});

describe('completeAddUser (product-reference §7 POST add-user)', () => {
  const wallet = (log: string[]): Wallet =>
    ({
      addUserAccount: (i) => (
        log.push(`account ${i.orgUserId} ${i.walletToken}`),
        okAsync({ pkeySign: 'pk' })
      ),
      verifyPassword: () => okAsync({ walletUrl: 'https://w', orgUserId: 21, token: 't', exp: 9e9 }),
      initiateConnection: (_s, reference) => (
        log.push(`initiate ${reference}`),
        okAsync({ publicKey: `key-${reference}` })
      ),
    }) as Partial<Wallet> as Wallet;
  const loaded = (savedConnections: number[] = []): LoadedAddUser => ({
    user: { ...user, savedConnections, walletUrl: '0' },
    walletToken: 'wt',
  });
  let n = 0;
  const ids = { uuid: () => `ref-${++n}` };

  it('creates the wallet account, then activates the user', async () => {
    const log: string[] = [];
    const g = gateway();
    const r = await completeAddUser({ addUser: g.addUser, wallet: wallet(log), ids })({
      jwt,
      loaded: loaded(),
      form: { password: 'demo1234', passwordCheck: 'demo1234' },
    });
    expect(en.format(r._unsafeUnwrap())).toMatch(/^Your password has been set/);
    expect(log).toEqual(['account 21 wt']);
    expect(g.completed).toEqual([
      { orgUserId: 21, organizationId: 1, acceptCode: 'acc-1', connectionRequests: [] },
    ]);
  });

  it('initiates the saved connections of a first admin', async () => {
    const log: string[] = [];
    const g = gateway();
    await completeAddUser({ addUser: g.addUser, wallet: wallet(log), ids })({
      jwt,
      loaded: loaded([7]),
      form: { password: 'demo1234', passwordCheck: 'demo1234' },
    });
    expect(g.completed[0]).toMatchObject({
      connectionRequests: [
        {
          organizationIdA: 1,
          organizationIdB: 7,
          reference: expect.stringMatching(/^ref-/),
          encrInviterData: { publicKey: expect.stringMatching(/^key-ref-/) },
        },
      ],
    });
  });

  it('fails on invalid input, wallet and transport errors', async () => {
    const form = { password: 'demo1234', passwordCheck: 'demo1234' };
    const g = gateway(user, { complete: () => errAsync(transportErrors.apiUnreachable()) });
    const run = (w: Wallet) => completeAddUser({ addUser: g.addUser, wallet: w, ids });
    expect((await run(wallet([]))({ jwt, loaded: loaded(), form: {} }))._unsafeUnwrapErr().kind).toBe(
      'Invalid',
    );
    expect((await run(wallet([]))({ jwt, loaded: loaded(), form }))._unsafeUnwrapErr().kind).toBe(
      'ApiUnreachable',
    );
    const broken = {
      addUserAccount: () => errAsync(walletErrors.unreachable()),
    } as Partial<Wallet> as Wallet;
    expect((await run(broken)({ jwt, loaded: loaded(), form }))._unsafeUnwrapErr().kind).toBe(
      'WalletUnreachable',
    );
  });
});
