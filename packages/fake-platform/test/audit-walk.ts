// The audit walk: one call of every operation the OpenAPI document marks `x-audit`, in an order
// where each can succeed, with the entries each must leave (organization, action, target). The
// secrets the walk sends or receives are collected so the test can prove no entry holds one.
import { createHash, randomUUID } from 'node:crypto';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, authenticate, call, emails, session, signIn, type Session } from './support.ts';

export interface Expected {
  organizationId: number;
  action: string;
  targetId?: string;
  outcome?: 'success' | 'refused';
}

export interface Walk {
  /** operationId → the entries its call must have left. */
  steps: Map<string, Expected[]>;
  /** An org_mgr session per organization the walk touched, to read its log. */
  readers: Map<number, Session>;
  /** Every secret value the walk sent or received. */
  secrets: Set<string>;
}

const mailsTo = async (p: FakePlatform, to: string) =>
  (
    (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{
      to: string;
      text: string;
      links: string[];
    }>
  ).filter((m) => m.to === to);
const jwtOf = (link: string) => new URL(link).searchParams.get('jwt') ?? '';
const ok = <T extends { status: number; body: unknown }>(what: string, answer: T): T => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
};

export const walkEveryAuditedCall = async (p: FakePlatform): Promise<Walk> => {
  const steps = new Map<string, Expected[]>();
  const secrets = new Set<string>(['demo1234']);
  const step = (operationId: string, ...expected: Expected[]) =>
    steps.set(operationId, [...(steps.get(operationId) ?? []), ...expected]);
  const keep = (...values: unknown[]) => values.forEach((v) => typeof v === 'string' && v && secrets.add(v));

  const signed = await authenticate(p, ids.anna, emails.anna);
  keep(signed.body.accessToken);
  const anna = session(ids.anna, String(signed.body.accessToken));
  step('authenticate', { organizationId: 1, action: 'session.signIn', targetId: String(ids.anna) });

  // Two-factor: Tina's organization mails a code.
  const first = ok('tina', await authenticate(p, ids.tina, emails.tina));
  const pending = { authorization: `Bearer ${first.body.accessToken}`, id: String(ids.tina) };
  ok('send code', await call(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending }));
  const code = /\b(\d{6})\b/.exec((await mailsTo(p, emails.tina)).at(-1)?.text ?? '')?.[1] ?? '';
  const verified = ok(
    '2fa',
    await call(p.apiUrl, 'POST', '/two-factor/auth/email/validate', { body: { code }, headers: pending }),
  );
  keep(first.body.accessToken, code, verified.body.token, verified.body.unlockToken);
  const tina = session(ids.tina, String(verified.body.token));
  step('validateTwoFactorCode', { organizationId: 4, action: 'session.verifyTwoFactor' });

  ok('profile', await api(p, 'PATCH', '/organizations/1', anna, { contactPhone: '+32 3 555 00 00' }));
  step('patchOrganization', { organizationId: 1, action: 'organization.update', targetId: '1' });
  keep('cpoint-code-secret', 'meta-value-secret');
  ok('cpoint', await api(p, 'PATCH', '/organizations/1/cpoint', anna, { code: 'cpoint-code-secret' }));
  step('linkCpoint', { organizationId: 1, action: 'integration.link' });
  const meta = { organizationId: 1, metaSource: 'cpu', metaName: 'walk', metaValue: 'meta-value-secret' };
  ok('meta', await api(p, 'POST', '/organization-meta', anna, meta));
  step('createOrganizationMeta', { organizationId: 1, action: 'integration.update', targetId: 'cpu/walk' });
  ok('meta remove', await api(p, 'DELETE', '/organization-meta?organizationId=1&metaName=walk', anna));
  step('removeOrganizationMeta', { organizationId: 1, action: 'integration.remove', targetId: 'cpu/walk' });
  // The Portbase link: connected, its EAN changed, disconnected: one call and one entry each.
  ok('portbase', await api(p, 'PUT', '/organizations/1/portbase', anna, { ean: null }));
  step('connectPortbase', { organizationId: 1, action: 'integration.connect', targetId: 'portbase' });
  ok('portbase ean', await api(p, 'PUT', '/organizations/1/portbase', anna, { ean: '5412345000013' }));
  step('connectPortbase', { organizationId: 1, action: 'integration.change', targetId: 'portbase' });
  ok('portbase off', await api(p, 'DELETE', '/organizations/1/portbase', anna));
  step('disconnectPortbase', { organizationId: 1, action: 'integration.disconnect', targetId: 'portbase' });

  // A user's whole life: added, edited, activated through the link, deleted, reactivated.
  const added = ok(
    'add user',
    await api(p, 'POST', '/organization-users', anna, {
      email: 'walk.user@carrier.example',
      firstName: 'Walk',
      lastName: 'User',
      userRole: 'regular',
    }),
  );
  const userId = String(added.body.id);
  keep(added.body.acceptCode);
  step('createOrganizationUser', { organizationId: 1, action: 'user.create', targetId: userId });
  ok('edit user', await api(p, 'PATCH', `/organization-users/${userId}`, anna, { firstName: 'Walked' }));
  step('patchOrganizationUser', { organizationId: 1, action: 'user.update', targetId: userId });
  ok('resend', await api(p, 'PATCH', `/organization-users/${userId}`, anna, { resendMail: true }));
  step('patchOrganizationUser', { organizationId: 1, action: 'user.resendInvitation', targetId: userId });
  const addJwt = jwtOf((await mailsTo(p, 'walk.user@carrier.example')).at(-1)!.links[0]!);
  const read = ok('read add-user', await api(p, 'GET', `/add-user?jwt=${addJwt}`));
  const account = ok(
    'wallet',
    await call(read.body.walletUrl, 'POST', '/accounts/add-user', {
      body: { walletToken: read.body.walletToken, orgUserId: added.body.id, password: 'secret-walk-12' },
    }),
  );
  keep(addJwt, read.body.walletToken, 'secret-walk-12', account.body.pkeySign);
  ok(
    'activate',
    await api(p, 'POST', `/add-user?jwt=${addJwt}`, undefined, {
      orgUserId: added.body.id,
      organizationId: 1,
      acceptCode: added.body.acceptCode,
    }),
  );
  step('completeAddUser', { organizationId: 1, action: 'user.activate', targetId: userId });
  ok('delete', await api(p, 'DELETE', `/organization-users/${userId}`, anna));
  step('removeOrganizationUser', { organizationId: 1, action: 'user.delete', targetId: userId });
  ok('reactivate', await api(p, 'PATCH', `/organization-users/${userId}`, anna, { reactivate: true }));
  step('patchOrganizationUser', { organizationId: 1, action: 'user.reactivate', targetId: userId });
  // A refusal: a user manager may not delete an admin.
  const ulrich = await signIn(p, ids.ulrich, emails.ulrich);
  keep(ulrich.accessToken);
  const refused = await api(p, 'DELETE', `/organization-users/${ids.anna}`, ulrich);
  if (refused.status !== 403) throw new Error(`expected a refusal, got ${refused.status}`);
  step('removeOrganizationUser', {
    organizationId: 1,
    action: 'user.delete',
    targetId: String(ids.anna),
    outcome: 'refused',
  });

  // An invitation cancelled, another one onboarded.
  const cancelled = ok(
    'invite',
    await api(p, 'POST', '/invitations', anna, {
      name: 'Cancelled Co',
      vat: 'BE0999999901',
      contactEmail: 'info@cancelled.example',
      reference: randomUUID(),
      encrInviterData: { publicKey: 'pk-walk-secret-1' },
    }),
  );
  keep('pk-walk-secret-1', 'pk-walk-secret-2');
  step('createInvitation', {
    organizationId: 1,
    action: 'invitation.create',
    targetId: String(cancelled.body.id),
  });
  ok('resend', await api(p, 'PATCH', `/invitations/${cancelled.body.id}`, anna, { status: 'pending' }));
  step('patchInvitation', {
    organizationId: 1,
    action: 'invitation.resend',
    targetId: String(cancelled.body.id),
  });
  ok('cancel', await api(p, 'PATCH', `/invitations/${cancelled.body.id}`, anna, { status: 'cancelled' }));
  step('patchInvitation', {
    organizationId: 1,
    action: 'invitation.cancel',
    targetId: String(cancelled.body.id),
  });
  const reference = randomUUID();
  const invited = ok(
    'invite 2',
    await api(p, 'POST', '/invitations', anna, {
      name: 'Tilburg Walk BV',
      vat: 'NL999999998B01',
      contactEmail: 'info@tilburg-walk.example',
      reference,
      encrInviterData: { publicKey: 'pk-walk-secret-2' },
    }),
  );
  const onboardJwt = jwtOf((await mailsTo(p, 'info@tilburg-walk.example')).at(-1)!.links[0]!);
  keep(onboardJwt);
  ok('open', await api(p, 'GET', `/onboarding?jwt=${onboardJwt}`));
  step('readOnboarding', { organizationId: 1, action: 'invitation.open', targetId: String(invited.body.id) });
  const done = ok(
    'onboard',
    await api(p, 'POST', `/onboarding?jwt=${onboardJwt}`, undefined, {
      invitationId: invited.body.id,
      organization: {
        name: 'Tilburg Walk BV',
        streetNbr: 'Weg 1',
        postalCode: '5000',
        city: 'Tilburg',
        country: 'Netherlands',
        contactEmail: 'info@tilburg-walk.example',
        supportEmail: 'support@tilburg-walk.example',
        role: 'transporter',
      },
      admin: {
        firstName: 'Tess',
        lastName: 'Walk',
        email: 'tess@tilburg-walk.example',
        password: 'tess-secret-99',
      },
      onboarding: {
        onboarderFirstName: 'Tess',
        onboarderLastName: 'Walk',
        onboarderEmail: 'tess@tilburg-walk.example',
        savedConnections: [2],
      },
    }),
  );
  keep('tess-secret-99');
  const tilburg = Number(done.body.organization.id);
  const [inviterRef, savedRef] = done.body.connections as [string, string];
  step(
    'onboard',
    { organizationId: 1, action: 'invitation.complete', targetId: String(invited.body.id) },
    { organizationId: tilburg, action: 'organization.create', targetId: String(tilburg) },
    { organizationId: 1, action: 'connection.request', targetId: inviterRef },
    { organizationId: tilburg, action: 'connection.request', targetId: inviterRef },
    { organizationId: 2, action: 'connection.request', targetId: savedRef },
  );
  const tessId = Number(done.body.admin.id);
  const tessIn = ok('tess', await authenticate(p, tessId, 'tess@tilburg-walk.example', 'tess-secret-99'));
  const tess = session(tessId, String(tessIn.body.accessToken));
  keep(tess.accessToken);

  // The handshake, each step on both sides' logs; a decline and a cancel.
  const both = (action: string, ref: string, a: number, b: number): Expected[] => [
    { organizationId: a, action, targetId: ref },
    { organizationId: b, action, targetId: ref },
  ];
  keep('invitee-key-secret', 'inviter-key-secret');
  const move = (who: Session, ref: string, body: object) =>
    api(p, 'PATCH', `/connections/${ref}`, who, body).then((a) =>
      ok(`connection ${JSON.stringify(body)}`, a),
    );
  await move(tess, inviterRef, { status: 'accepted', encrInviteeData: { key: 'invitee-key-secret' } });
  step('patchConnection', ...both('connection.accept', inviterRef, 1, tilburg));
  // From step 2 on, a verified key fingerprint: in the verifier's log only (the mark is its own).
  ok('fingerprint', await api(p, 'POST', `/connections/${inviterRef}/fingerprint-verification`, anna, {}));
  step('recordFingerprintVerification', {
    organizationId: 1,
    action: 'connection.verifyFingerprint',
    targetId: inviterRef,
  });
  // A status the handshake has no step for: refused, and recorded as a change that was tried.
  const back = await api(p, 'PATCH', `/connections/${inviterRef}`, anna, { status: 'pending' });
  if (back.status !== 400) throw new Error(`back to pending: ${back.status}`);
  step('patchConnection', {
    organizationId: 1,
    action: 'connection.update',
    targetId: inviterRef,
    outcome: 'refused',
  });
  await move(anna, inviterRef, { status: 'confirmed', encrInviterData: { publicKey: 'inviter-key-secret' } });
  step('patchConnection', ...both('connection.confirm', inviterRef, 1, tilburg));
  await move(tess, inviterRef, { status: 'finalized' });
  step('patchConnection', ...both('connection.finalize', inviterRef, 1, tilburg));
  const fiona = await signIn(p, ids.fionaGhent, emails.fiona);
  keep(fiona.accessToken);
  await move(fiona, savedRef, { status: 'declined' });
  step('patchConnection', ...both('connection.decline', savedRef, tilburg, 2));
  const requested = randomUUID();
  ok(
    'request',
    await api(p, 'POST', '/connections', tess, {
      organizationIdB: 4,
      reference: requested,
      encrInviterData: { publicKey: 'pk-walk-secret-3' },
    }),
  );
  keep('pk-walk-secret-3');
  step('createConnection', ...both('connection.request', requested, tilburg, 4));
  await move(tess, requested, { status: 'cancelled' });
  step('patchConnection', ...both('connection.cancel', requested, tilburg, 4));

  // EULA acceptance and a password reset.
  const nina = await signIn(p, ids.nina, emails.nina);
  keep(nina.accessToken);
  const newest = ok('eulas', await api(p, 'GET', '/eulas?$sort[createdAt]=-1&$limit=1', nina)).body[0].id;
  ok('eula', await api(p, 'POST', '/eulas-users', nina, { orgUserId: ids.nina, eulaId: newest }));
  step('acceptEula', { organizationId: 2, action: 'eula.accept', targetId: String(newest) });
  const reset = ok(
    'reset',
    await api(p, 'POST', '/password-reset', undefined, { orgUserId: ids.victor, organizationId: 1 }),
  );
  step('requestPasswordReset', {
    organizationId: 1,
    action: 'password.resetRequest',
    targetId: String(reset.body.id),
  });
  const resetJwt = jwtOf((await mailsTo(p, emails.victor)).at(-1)!.links[0]!);
  const passwordHash = createHash('sha256').update('victor-new-secret').digest('hex');
  keep(resetJwt, passwordHash, 'victor-new-secret');
  ok(
    'pwreset',
    await api(p, 'POST', `/pwreset?jwt=${resetJwt}`, undefined, {
      passwordHash,
      passwordResetId: reset.body.id,
    }),
  );
  step('resetPassword', { organizationId: 1, action: 'password.reset', targetId: String(reset.body.id) });

  // An admin password reset: the platform's grant, then the wallet (which reports back). Fiona resets
  // Nina's password in Ghent; Connie (cnx_mgr) may not reset Ulrich's, and is refused the grant.
  const ninaHash = createHash('sha256').update('nina-new-secret').digest('hex');
  const ninaItems = [{ id: 2, userId: ids.nina, adminId: ids.fionaGhent }];
  const granted = ok(
    'grant',
    await api(p, 'POST', '/password-reset-grants', fiona, { passwordHash: ninaHash, items: ninaItems }),
  );
  const ghentWallet = p.wallets.hosts.find((h) => h.id === 'company-1.2.9')!.url;
  const fionaWallet = ok(
    'fiona wallet',
    await call(ghentWallet, 'POST', '/accounts/verify', {
      body: { orgUserId: ids.fionaGhent, password: 'demo1234' },
    }),
  );
  ok(
    'admin reset',
    await call(ghentWallet, 'POST', '/password-resets', {
      body: { passwordHash: ninaHash, items: ninaItems, grant: granted.body.grant },
      headers: { authorization: `Bearer ${fionaWallet.body.token}` },
    }),
  );
  keep(ninaHash, 'nina-new-secret', granted.body.grant, fionaWallet.body.token);
  const connie = await signIn(p, ids.connie, emails.connie);
  keep(connie.accessToken);
  const refusedGrant = await api(p, 'POST', '/password-reset-grants', connie, {
    passwordHash: ninaHash,
    items: [{ id: 1, userId: ids.ulrich, adminId: ids.connie }],
  });
  if (refusedGrant.status !== 403) throw new Error(`grant for connie: ${refusedGrant.status}`);
  step(
    'createPasswordResetGrant',
    { organizationId: 2, action: 'password.adminReset', targetId: String(ids.nina) },
    { organizationId: 1, action: 'password.adminReset', targetId: String(ids.ulrich), outcome: 'refused' },
  );

  // Fiona, signed in to Ghent, proves her Rotterdam membership with its wallet's signature.
  const bound = await api(p, 'POST', '/authentication', undefined, {
    strategy: 'wallet',
    orgUserId: ids.fionaRotterdam,
  });
  const rotterdamWallet = p.wallets.hosts.find((h) => h.id === 'company-1.0.9')!.url;
  const rotterdamToken = ok(
    'fiona rotterdam wallet',
    await call(rotterdamWallet, 'POST', '/accounts/verify', {
      body: { orgUserId: ids.fionaRotterdam, password: 'demo1234' },
    }),
  ).body.token;
  const proof = ok(
    'sign',
    await call(rotterdamWallet, 'POST', '/sign', {
      body: { challenge: bound.body.challenge },
      headers: { authorization: `Bearer ${rotterdamToken}` },
    }),
  ).body.signature;
  keep(bound.body.challenge, rotterdamToken, proof);
  ok(
    'person link',
    await api(p, 'POST', '/person-links', fiona, {
      orgUserId: ids.fionaRotterdam,
      challenge: bound.body.challenge,
      signature: proof,
    }),
  );
  step('createPersonLink', { organizationId: 2, action: 'user.update', targetId: String(ids.fionaGhent) });

  // Logout ends a session of its own (Connie's), so the readers' sessions stay open.
  ok('logout', await api(p, 'DELETE', '/authentication', connie));
  step('signOut', { organizationId: 1, action: 'session.signOut', targetId: String(ids.connie) });

  const readers = new Map<number, Session>([
    [1, anna],
    [2, fiona],
    [4, tina],
    [tilburg, tess],
  ]);
  return { steps, readers, secrets };
};
