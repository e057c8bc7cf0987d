import {
  loadLoginOptions,
  logout,
  preselectedOrganization,
  signIn,
  verifyTwoFactor,
  type LoginOption,
  type SignInOutcome,
} from '@scr/domain';
import type { Deps } from '../composition.ts';
import { failWith, same, signInDeps, signedInDeps, type CommandContext } from '../context.ts';
import { exitCodes } from '../exit-codes.ts';
import { CommandFailure, failureOf } from '../failure.ts';
import { askChoice, askSecret, askText } from '../prompts.ts';

export type LoginOptions = { readonly email?: string; readonly organization?: string };

/** Sign-in form fields → the options that carry them (their errors name the option). */
const fieldOptions = { email: '--email', organizationId: '--organization', password: 'SCR_WALLET_PASSWORD' };

/**
 * The organization: `--organization`, else the domain's preselection (the only one that can be
 * chosen), else the user picks one. When none can be chosen and there is one, it is taken: the
 * sign-in then says why it cannot, where a prompt would offer nothing to pick.
 */
const chooseOrganization = async (ctx: CommandContext, options: readonly LoginOption[], given?: string) => {
  if (given !== undefined) return Number(given);
  const preselected = preselectedOrganization(options);
  if (preselected !== undefined) return preselected;
  if (options.length === 1) return options[0]!.organizationId;
  return askChoice(
    ctx.say,
    ctx.say({ id: 'session.organization.placeholder' }),
    options.map((o) => ({
      value: o.organizationId,
      name: o.name,
      disabled: o.disabled && o.note ? ctx.say(o.note) : false,
    })),
    '--organization',
  );
};

/** The 2FA code until the platform takes it: a wrong code says so and asks again (three tries in a terminal). */
const twoFactor = async (ctx: CommandContext, deps: Deps): Promise<SignInOutcome> => {
  ctx.out.note(ctx.say({ id: 'session.twoFactor.codeSent' }));
  const label = ctx.say({ id: 'session.field.twoFactorCode' });
  for (let attempt = 1; ; attempt++) {
    // The code is mailed once scr runs: no option can carry it, only the terminal or standard input.
    const code = await askText(ctx.say, label, undefined);
    const verified = await verifyTwoFactor(deps)({ code });
    if (verified.isOk()) return verified.value;
    const failure = failureOf(ctx.say, verified.error, { signedIn: false, fieldOptions: { code: label } });
    const again = verified.error.kind === 'InvalidTwoFactorCode' || verified.error.kind === 'Invalid';
    if (!again || attempt === 3 || !process.stdin.isTTY) throw failure;
    ctx.out.note(failure.text);
  }
};

/**
 * `scr login`: email → organization → wallet password → 2FA code if the organization asks for one
 * (product-reference §4 Login), through the domain's loadLoginOptions, signIn and verifyTwoFactor with
 * the portal's adapters. The session is kept in the session file (mode 0600) for the next commands.
 */
export const login = async (ctx: CommandContext, options: LoginOptions): Promise<void> => {
  const deps = await signInDeps(ctx);
  const email = options.email ?? (await askText(ctx.say, ctx.say({ id: 'session.field.email' }), '--email'));
  const choices = await loadLoginOptions(deps)({ email }).match(
    same,
    failWith(ctx, { signedIn: false, fieldOptions }),
  );
  const organizationId = await chooseOrganization(ctx, choices, options.organization);
  const password =
    ctx.env['SCR_WALLET_PASSWORD'] ??
    (await askSecret(ctx.say, ctx.say({ id: 'session.field.password' }), 'SCR_WALLET_PASSWORD'));
  let result = await signIn(deps)({ email, organizationId, password }).match(
    same,
    failWith(ctx, {
      signedIn: false,
      fieldOptions,
    }),
  );
  if (result.step === 'twoFactor') result = await twoFactor(ctx, deps);
  if (result.step === 'eulaPending') {
    // The portal lets nobody in before the newest EULA is accepted; neither does scr.
    await logout(deps)().match(same, same);
    throw new CommandFailure(ctx.say({ id: 'cli.login.eulaPending' }), exitCodes.failed);
  }
  const organization = choices.find((c) => c.organizationId === result.session.organizationId)?.name ?? '';
  const user = {
    email: result.user?.email ?? email,
    organizationId: result.session.organizationId,
    organization,
  };
  if (ctx.out.json) ctx.out.data(user);
  else ctx.out.line(ctx.say({ id: 'cli.login.signedIn', values: { email: user.email, organization } }));
};

/**
 * `scr logout`: the domain's logout, which forgets both sessions and ends the platform session on the
 * server (a copy of the token is refused from then on). Not signed in is no error: 'Logged out'.
 */
export const logoutCommand = async (ctx: CommandContext): Promise<void> => {
  const signed = await signedInDeps(ctx).catch(() => null);
  if (signed) await logout(signed.deps)().match(same, same);
  if (ctx.out.json) ctx.out.data({ loggedOut: true });
  else ctx.out.line(ctx.say({ id: 'session.loggedOut' }));
};
