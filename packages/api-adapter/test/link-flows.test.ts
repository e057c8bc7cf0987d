// Contract tests of the mailed-link flows (add-user, onboarding) against a live
// fake platform: the link token comes from the platform's mailbox, as a user would click it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAddUser, loadAddUser, submitOnboarding, type OnboardingPayload } from '@scr/domain';
import {
  clientOf,
  clock,
  later,
  ids,
  mailedJwt,
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

describe('add-user by link', () => {
  it('loads the invited user and activates them after the wallet account exists', async () => {
    const email = 'walt.welcome@carrier.example';
    await anna.gateways.users.create({
      organizationId: 1,
      firstName: 'Walt',
      lastName: 'Welcome',
      email,
      phone: '',
      adminRoles: [],
      userRole: 'regular',
    });
    const jwt = await mailedJwt(platform, email, '/wallet-add-user/');
    const { addUser } = clientOf(platform).gateways;
    const deps = { addUser, clock, supportContact: 'support@example', wallet: anna.wallet, ids };
    const loaded = (await loadAddUser(deps)({ acceptCode: 'from-path', jwt }))._unsafeUnwrap();
    expect(loaded.user).toMatchObject({ email, organizationId: 1, isActive: false, savedConnections: [] });
    expect(loaded.user.acceptCode).not.toBe('');
    const done = await completeAddUser(deps)({
      jwt,
      loaded,
      form: { password: 'walt12345', passwordCheck: 'walt12345' },
    });
    expect(done.isOk()).toBe(true);
    expect((await addUser.load(jwt))._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 409 });
    // The wallet account's key is registered: Walt signs in (and meets the EULA first).
    const walt = await signInAs(platform, email, 1, 'walt12345');
    expect(walt.outcome).toMatchObject({ step: 'eulaPending', user: { email, organizationId: 1 } });
  });

  it('answers 400 without a token, 404 for an unknown one and 410 once expired', async () => {
    const { addUser } = clientOf(platform).gateways;
    expect((await addUser.load(''))._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
    expect((await addUser.load('not.a.token'))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 404,
    });
    const email = 'late.larry@carrier.example';
    await anna.gateways.users.create({
      organizationId: 1,
      firstName: 'Larry',
      lastName: 'Late',
      email,
      phone: '',
      adminRoles: [],
      userRole: 'regular',
    });
    const jwt = await mailedJwt(platform, email, '/wallet-add-user/');
    await later(platform, 15, async () => {
      expect((await addUser.load(jwt))._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 410 });
    });
  });
});

describe('onboarding by link', () => {
  const invite = async (name: string, vat: string, contactEmail: string) => {
    await anna.gateways.invitations.create({
      name,
      vat,
      contactEmail,
      msg: '',
      customerReference: '',
      inviterId: 1,
      reference: ids.uuid(),
      encrInviterData: { publicKey: 'inviter-key' },
    });
    return mailedJwt(platform, contactEmail, '/invitation/');
  };

  it('loads the invitation (now accepted) and onboards the organization once', async () => {
    const jwt = await invite('Leuven Lines NV', 'BE0612345678', 'info@leuven-lines.example');
    const { onboarding } = clientOf(platform).gateways;
    const loaded = (await onboarding.load(jwt))._unsafeUnwrap();
    expect(loaded.invitation).toMatchObject({
      name: 'Leuven Lines NV',
      status: 'accepted',
      inviterOrganization: { name: 'Antwerp Carrier NV' },
    });
    expect(loaded.eligibleOrganizations.length).toBeGreaterThan(0);
    const payload: OnboardingPayload = {
      invitationId: loaded.invitation.id,
      organization: {
        name: 'Leuven Lines NV',
        vat: 'BE0612345678',
        streetNbr: 'Kade 1',
        postalCode: '3000',
        city: 'Leuven',
        country: 'Belgium',
        contactEmail: 'info@leuven-lines.example',
        contactPhone: '',
        supportEmail: 'support@leuven.example',
        supportPhone: '',
      },
      admin: {
        isFirstAdmin: true,
        firstName: 'Lea',
        lastName: 'Leuven',
        email: 'lea@leuven.example',
        phone: '',
      },
      onboarding: {
        onboarderFirstName: 'Lea',
        onboarderLastName: 'Leuven',
        onboarderRole: 'CEO',
        onboarderEmail: 'lea@leuven.example',
        onboarderPhone: '',
        savedConnections: [loaded.eligibleOrganizations[0]?.id ?? 0],
      },
    };
    expect((await onboarding.submit(jwt, payload)).isOk()).toBe(true);
    expect((await onboarding.load(jwt))._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 409 });
    expect(
      (await mails(platform, 'lea@leuven.example'))[0]?.links.some((l) => l.includes('/wallet-add-user/')),
    ).toBe(true);
  });

  it("carries the page's language to the platform: the first admin is mailed in it", async () => {
    const jwt = await invite('Namur Navigation SA', 'BE0622222222', 'info@namur.example');
    const { onboarding } = clientOf(platform).gateways;
    const loaded = (await onboarding.load(jwt))._unsafeUnwrap();
    const submitted = await submitOnboarding({ onboarding, clock })({
      invitationId: loaded.invitation.id,
      jwt,
      lang: 'fr',
      form: {
        organization: {
          name: 'Namur Navigation SA',
          vat: 'BE0622222222',
          streetNbr: 'Quai 3',
          postalCode: '5000',
          city: 'Namur',
          country: 'Belgique',
          contactEmail: 'info@namur.example',
          supportEmail: 'support@namur.example',
        },
        admin: {
          firstName: 'Élise',
          lastName: 'Namur',
          email: 'elise@namur.example',
          emailCheck: 'elise@namur.example',
        },
        onboarder: {
          onboarderFirstName: 'Élise',
          onboarderLastName: 'Namur',
          onboarderEmail: 'elise@namur.example',
        },
        acceptEula: true,
        acceptPricing: true,
      },
    });
    expect(submitted.isOk()).toBe(true);
    const [mail] = await mails(platform, 'elise@namur.example');
    expect(mail?.subject).toBe('Vous êtes invité à rejoindre Namur Navigation SA');
    expect(mail?.text).toMatch(/^Bonjour Élise,\n/);
  });

  it('answers 404 for an unknown token and 410 once the invitation expired', async () => {
    const { onboarding } = clientOf(platform).gateways;
    expect((await onboarding.load('not.a.token'))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 404,
    });
    const jwt = await invite('Tienen Trucks BV', 'BE0555555556', 'info@tienen.example');
    await later(platform, 15, async () => {
      expect((await onboarding.load(jwt))._unsafeUnwrapErr()).toMatchObject({
        kind: 'HttpError',
        status: 410,
      });
    });
  });
});
