// Contract tests of password reset by mailed link against a live fake platform: the link token
// comes from the platform's mailbox, as a user would click it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPasswordReset, submitPasswordReset } from '@scr/domain';
import {
  clientOf,
  clock,
  later,
  mails,
  signInAs,
  startFakePlatform,
  type Client,
  type FakePlatform,
} from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

describe('password reset by link', () => {
  const ulrich = 'ulrich.users@carrier.example';
  const resetLink = async () => {
    const link = (await mails(platform, ulrich))
      .flatMap((m) => m.links)
      .find((l) => l.includes('/password-reset/'));
    const url = new URL(link ?? 'http://x/');
    return { jwt: url.searchParams.get('jwt') ?? '', id: url.pathname.split('/').pop() ?? '' };
  };

  it('mails a link that sets the password once, through the domain use cases', async () => {
    const { passwordResets } = clientOf(platform).gateways;
    expect((await passwordResets.request({ orgUserId: 2, organizationId: 1 })).isOk()).toBe(true);
    const { jwt, id } = await resetLink();
    const deps = { passwordResets, clock, wallet: anna.wallet };
    const opened = await loadPasswordReset(deps)({ jwt, passwordResetId: id });
    expect(opened.isOk() ? opened.value : opened.error).toMatchObject({
      visitedAt: null,
      firstName: 'Ulrich',
    });
    const form = { password: 'newpass123', passwordCheck: 'newpass123' };
    expect((await submitPasswordReset(deps)({ jwt, passwordResetId: id, form })).isOk()).toBe(true);
    expect((await passwordResets.load(jwt, id))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 410,
    });
    const ws = await anna.wallet.verifyPassword({ walletUrl: '0', orgUserId: 2, password: 'newpass123' });
    expect(ws.isOk()).toBe(true);
  });

  it('refuses company wallets (400), unknown users (404), other reset ids (404) and expired links (410)', async () => {
    const { passwordResets } = clientOf(platform).gateways;
    expect(
      (await passwordResets.request({ orgUserId: 20, organizationId: 2 }))._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'HttpError', status: 400 });
    expect(
      (await passwordResets.request({ orgUserId: 99_999, organizationId: 1 }))._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'HttpError', status: 404 });
    await passwordResets.request({ orgUserId: 2, organizationId: 1 });
    const { jwt, id } = await resetLink();
    expect((await passwordResets.load(jwt, String(Number(id) + 1)))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 404,
    });
    await later(platform, 2, async () => {
      expect((await passwordResets.load(jwt, id))._unsafeUnwrapErr()).toMatchObject({
        kind: 'HttpError',
        status: 410,
      });
    });
  });
});
