import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { loadPasswordReset, requestPasswordReset, submitPasswordReset } from './password-reset.ts';
import type { PasswordResetGateway, PasswordResetRecord } from './ports.ts';
import type { FoundUser } from '../session/ports.ts';
import { unsignedToken } from '../testing/session.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { Wallet } from '../wallet/ports.ts';

const en = createMessageFormatter('en');
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const jwt = unsignedToken({ exp: now.getTime() / 1000 + 3600 });
const record: PasswordResetRecord = {
  visitedAt: null,
  validUntil: '2026-11-23T10:00:00Z',
  firstName: 'Anna',
  lastName: 'Admin',
};
const found = (walletUrl: string, canResetPassword?: boolean): FoundUser => ({
  orgUserId: 11,
  isActive: true,
  ...(canResetPassword === undefined ? {} : { canResetPassword }),
  organization: {
    id: 1,
    name: 'Antwerp Carrier NV',
    status: 'active',
    walletUrl,
    twoFactorAuth: 'disabled',
  },
});

const gateway = (over: Partial<PasswordResetGateway> = {}) => {
  const log: unknown[] = [];
  const passwordResets: PasswordResetGateway = {
    request: (i) => (log.push(i), okAsync(undefined)),
    load: () => okAsync(record),
    submit: (_jwt, body) => (log.push(body), okAsync({ result: 'success' as const })),
    ...over,
  };
  return { passwordResets, log };
};

describe('requestPasswordReset (forgot-password dialog)', () => {
  const run = (walletUrl: string, g = gateway(), canResetPassword?: boolean) =>
    requestPasswordReset({
      findUser: { byEmail: () => okAsync([found(walletUrl, canResetPassword)]) },
      passwordResets: g.passwordResets,
      hostedWalletDomain: 'wallet.scr.example',
    });

  it('sends the reset request for the chosen organization user', async () => {
    const g = gateway();
    const r = await run('0', g)({ email: ' Anna.Admin@carrier.example', organizationId: 1 });
    expect(en.format(r._unsafeUnwrap())).toBe('Password link sent');
    expect(g.log).toEqual([{ orgUserId: 11, organizationId: 1 }]);
  });

  it("follows the platform's canResetPassword over the URL's look", async () => {
    const refused = gateway();
    const company = await run('0', refused, false)({ email: 'a@b.example', organizationId: 1 });
    expect([company._unsafeUnwrapErr().kind, refused.log]).toEqual(['CompanyHostedWallet', []]);
    const allowed = gateway();
    const hosted = await run(
      'https://wallet.ghent.example:8443',
      allowed,
      true,
    )({
      email: 'a@b.example',
      organizationId: 1,
    });
    expect([hosted.isOk(), allowed.log]).toEqual([true, [{ orgUserId: 11, organizationId: 1 }]]);
  });

  it('refuses a company-hosted wallet, an unknown organization and bad input', async () => {
    const company = (
      await run('https://wallet.ghent.example:8443')({ email: 'a@b.example', organizationId: 1 })
    )._unsafeUnwrapErr();
    expect(company.kind !== 'Invalid' && en.format(company.message)).toBe(
      'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
    );
    expect((await run('0')({ email: 'a@b.example', organizationId: 2 }))._unsafeUnwrapErr().kind).toBe(
      'NoUserFound',
    );
    expect((await run('0')({ email: 'a@b.example' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    const down = await run(
      '0',
      gateway({ request: () => errAsync(transportErrors.apiUnreachable()) }),
    )({ email: 'a@b.example', organizationId: 1 });
    expect(down._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
  });
});

describe('loadPasswordReset (product-reference §4, §8 Password reset)', () => {
  const load = (g = gateway()) => loadPasswordReset({ passwordResets: g.passwordResets, clock });

  it('loads a fresh, unused link', async () => {
    expect((await load()({ passwordResetId: 'pr-1', jwt }))._unsafeUnwrap()).toEqual(record);
  });

  it('fails with the link texts', async () => {
    const text = async (
      g: ReturnType<typeof gateway>,
      input: { passwordResetId: string | null; jwt: string | null },
    ) => en.format((await load(g)(input))._unsafeUnwrapErr().message);
    expect(await text(gateway(), { passwordResetId: null, jwt })).toBe('Missing password reset code');
    expect(await text(gateway(), { passwordResetId: 'pr-1', jwt: unsignedToken({ exp: 1 }) })).toBe(
      'Your link expired. Please request a new one on the login screen.',
    );
    expect(
      await text(gateway({ load: () => okAsync({ ...record, visitedAt: '2026-11-22T09:00:00Z' }) }), {
        passwordResetId: 'pr-1',
        jwt,
      }),
    ).toMatch(/^Password reset link has already been used/);
    expect(
      await text(gateway({ load: () => okAsync({ ...record, validUntil: '2026-11-22T09:59:59Z' }) }), {
        passwordResetId: 'pr-1',
        jwt,
      }),
    ).toMatch(/^Password reset link has expired/);
    expect(
      await text(gateway({ load: () => errAsync(transportErrors.http(404, 'Not Found')) }), {
        passwordResetId: 'pr-1',
        jwt,
      }),
    ).toBe('Could not find password reset request');
  });
});

describe('submitPasswordReset (product-reference §7 POST pwreset)', () => {
  const wallet = { hashPassword: (p: string) => okAsync(`sha256(${p})`) } as Partial<Wallet> as Wallet;
  const form = { password: 'newpass1', passwordCheck: 'newpass1' };

  it('sends the sha256 of the password with the reset id', async () => {
    const g = gateway();
    const r = await submitPasswordReset({ passwordResets: g.passwordResets, wallet })({
      jwt,
      passwordResetId: 'pr-1',
      form,
    });
    expect(en.format(r._unsafeUnwrap())).toMatch(/^Your password has been reset/);
    expect(g.log).toEqual([{ passwordHash: 'sha256(newpass1)', passwordResetId: 'pr-1' }]);
  });

  it('reports the platform error, wallet errors and invalid input', async () => {
    const refused = gateway({ submit: () => okAsync({ error: 'Link already used' }) });
    const r = await submitPasswordReset({ passwordResets: refused.passwordResets, wallet })({
      jwt,
      passwordResetId: 'pr-1',
      form,
    });
    const e = r._unsafeUnwrapErr();
    expect(e.kind === 'ResetFailed' && en.format(e.message)).toBe(
      'There was a problem resetting your password: Link already used',
    );
    const http = gateway({ submit: () => errAsync(transportErrors.http(500, 'boom')) });
    const h = (
      await submitPasswordReset({ passwordResets: http.passwordResets, wallet })({
        jwt,
        passwordResetId: 'pr-1',
        form,
      })
    )._unsafeUnwrapErr();
    expect(h.kind === 'ResetFailed' && en.format(h.message)).toBe(
      'There was a problem resetting your password: boom',
    );
    const broken = { hashPassword: () => errAsync(walletErrors.unreachable()) } as Partial<Wallet> as Wallet;
    expect(
      (
        await submitPasswordReset({ passwordResets: gateway().passwordResets, wallet: broken })({
          jwt,
          passwordResetId: 'p',
          form,
        })
      )._unsafeUnwrapErr().kind,
    ).toBe('WalletUnreachable');
    expect(
      (
        await submitPasswordReset({ passwordResets: gateway().passwordResets, wallet })({
          jwt,
          passwordResetId: 'p',
          form: { password: 'x' },
        })
      )._unsafeUnwrapErr().kind,
    ).toBe('Invalid');
  });
});
