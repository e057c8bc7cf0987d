import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletErrors } from '../wallet/errors.ts';
import {
  clock,
  connection,
  invitation,
  memoryConnections,
  OUR_ID,
  party,
  sessionStore,
  uuid,
  wallet,
} from '../testing/connections.ts';
import type { Connection } from '../connections/entities.ts';
import type { Invitation, InvitationStatus } from './entities.ts';
import type { InvitationsGateway, NewInvitation } from './ports.ts';
import { cancelInvitation, resendInvitation, sendInvitation } from './use-cases.ts';

const en = createMessageFormatter('en');
type Patch = { id: number; status: InvitationStatus; sendNotificationMail: boolean };

const gateway = (
  items: Invitation[],
  log: { created: NewInvitation[]; patches: Patch[] },
  over: Partial<InvitationsGateway> = {},
): InvitationsGateway => ({
  list: (inviterId) => okAsync(items.filter((i) => i.inviterId === inviterId)),
  create: (inv) => {
    log.created.push(inv);
    return okAsync(invitation({ ...inv, id: 77 }));
  },
  patch: (id, patch) => {
    log.patches.push({ id, ...patch });
    return okAsync({ ...items.find((i) => i.id === id)!, status: patch.status });
  },
  ...over,
});
const form = {
  name: 'Basel Inland AG',
  contactEmail: 'Info@Basel.example',
  vat: 'CHE123456789',
  msg: 'Welcome',
  customerReference: 'REF',
};

describe('sendInvitation', () => {
  const setup = (
    over: {
      w?: Parameters<typeof wallet>[0];
      g?: Partial<InvitationsGateway>;
      items?: Invitation[];
      connections?: Connection[];
    } = {},
  ) => {
    const log = { created: [] as NewInvitation[], patches: [] as Patch[] };
    const d = {
      invitations: gateway(over.items ?? [], log, over.g),
      connections: memoryConnections(over.connections ?? []).gateway,
      wallet: wallet(over.w),
      sessions: sessionStore(),
      clock,
      ids: { uuid: () => uuid(500) },
    };
    return { d, log };
  };

  it('creates the invitation with a reference and the wallet key', async () => {
    const { d, log } = setup();
    const r = (await sendInvitation(d)({ ...form, viewerIsCarrier: true }))._unsafeUnwrap();
    expect(en.format(r.message)).toBe('Invitation sent successfully to Basel Inland AG');
    expect(log.created).toEqual([
      {
        name: 'Basel Inland AG',
        vat: 'CHE123456789',
        contactEmail: 'info@basel.example',
        msg: 'Welcome',
        customerReference: 'REF',
        inviterId: OUR_ID,
        reference: uuid(500),
        encrInviterData: { publicKey: 'pk-new' },
      },
    ]);
  });

  it('offers Send again for a pending invitation with the same VAT, and creates nothing', async () => {
    const pending = invitation({ name: 'Basel Inland AG', vat: 'che-123.456.789', contactEmail: 'x@y.test' });
    const { d, log } = setup({ items: [pending] });
    const e = (await sendInvitation(d)({ ...form, viewerIsCarrier: true }))._unsafeUnwrapErr();
    expect(e.kind).toBe('DuplicateInvitation');
    expect(e.kind !== 'Invalid' && en.format(e.message)).toBe(
      'An invitation to Basel Inland AG with this VAT or email is still pending. You can send it again instead.',
    );
    expect(e.kind === 'DuplicateInvitation' && e.duplicate).toEqual({
      kind: 'invitation',
      invitation: pending,
    });
    expect(log.created).toEqual([]);
  });

  it('points to an active connection whose company email matches', async () => {
    const basel = party(6, { name: 'Basel Inland AG', vat: 'CHE999', contactEmail: 'INFO@basel.example' });
    const active = { ...connection({ other: 6, status: 'finalized' }), organizationB: basel };
    const { d, log } = setup({ connections: [active] });
    const e = (await sendInvitation(d)({ ...form, viewerIsCarrier: true }))._unsafeUnwrapErr();
    expect(e.kind !== 'Invalid' && en.format(e.message)).toBe(
      'You are already connected with Basel Inland AG, which has this VAT or email.',
    );
    expect(e.kind === 'DuplicateInvitation' && e.duplicate.kind).toBe('connection');
    expect(log.created).toEqual([]);
  });

  it('a 409 from the platform (another admin was first) reads again and offers theirs', async () => {
    const theirs = invitation({ name: 'Basel Inland AG', vat: 'CHE123456789' });
    const items: Invitation[] = [];
    const { d } = setup({
      items,
      g: {
        create: () => {
          items.push(theirs);
          return errAsync(transportErrors.http(409, 'duplicate', 'pendingInvitation'));
        },
      },
    });
    const e = (await sendInvitation(d)({ ...form, viewerIsCarrier: true }))._unsafeUnwrapErr();
    expect(e.kind === 'DuplicateInvitation' && e.duplicate).toEqual({
      kind: 'invitation',
      invitation: theirs,
    });
  });

  it('drops the customer reference for non-carriers', async () => {
    const { d, log } = setup();
    await sendInvitation(d)(form);
    expect(log.created[0]?.customerReference).toBe('');
  });

  it('fails on bad input, an old wallet, a wallet failure or a platform failure', async () => {
    const bad = (await sendInvitation(setup().d)({ name: '' }))._unsafeUnwrapErr();
    expect(bad.kind === 'Invalid' && en.format(bad.fields.name!)).toBe('Please provide a company name');
    expect(
      (await sendInvitation(setup({ w: { version: () => okAsync('1.0.9') } }).d)(form))._unsafeUnwrapErr()
        .kind,
    ).toBe('WalletUpgradeRequired');
    expect(
      (
        await sendInvitation(
          setup({ w: { initiateConnection: () => errAsync(walletErrors.unreachable()) } }).d,
        )(form)
      )._unsafeUnwrapErr().kind,
    ).toBe('WalletUnreachable');
    expect(
      (
        await sendInvitation(setup({ g: { create: () => errAsync(transportErrors.http(409, 'Exists')) } }).d)(
          form,
        )
      )._unsafeUnwrapErr().kind,
    ).toBe('HttpError');
  });
});

describe('resendInvitation and cancelInvitation', () => {
  const pending = invitation({ id: 1 });
  const cancelled = invitation({ id: 2, status: 'cancelled' });
  const answered = invitation({ id: 3, answeredAt: '2026-11-02T00:00:00.000Z' });
  const setup = (over: Partial<InvitationsGateway> = {}) => {
    const log = { created: [] as NewInvitation[], patches: [] as Patch[] };
    return {
      d: { invitations: gateway([pending, cancelled, answered], log, over), sessions: sessionStore(), clock },
      log,
    };
  };

  it('resends pending or cancelled invitations with a notification mail', async () => {
    const { d, log } = setup();
    expect(en.format((await resendInvitation(d)({ id: 2 }))._unsafeUnwrap().message)).toBe(
      'Invitation re-sent successfully',
    );
    expect((await resendInvitation(d)({ id: 1 })).isOk()).toBe(true);
    expect(log.patches).toEqual([
      { id: 2, status: 'pending', sendNotificationMail: true },
      { id: 1, status: 'pending', sendNotificationMail: true },
    ]);
  });

  it('cancels a pending unanswered invitation with a notification mail', async () => {
    const { d, log } = setup();
    expect(en.format((await cancelInvitation(d)({ id: 1 }))._unsafeUnwrap().message)).toBe(
      'Invitation cancelled successfully',
    );
    expect(log.patches).toEqual([{ id: 1, status: 'cancelled', sendNotificationMail: true }]);
  });

  it('refuses what the rules forbid, unknown ids, bad input and platform failures', async () => {
    const { d, log } = setup();
    expect((await resendInvitation(d)({ id: 3 }))._unsafeUnwrapErr().kind).toBe('InvitationNotResendable');
    expect((await cancelInvitation(d)({ id: 2 }))._unsafeUnwrapErr().kind).toBe('InvitationNotCancellable');
    const missing = (await cancelInvitation(d)({ id: 99 }))._unsafeUnwrapErr();
    expect(missing.kind === 'InvitationNotFound' && en.format(missing.message)).toBe('Invitation not found');
    expect((await resendInvitation(d)({ id: 'x' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect(log.patches).toEqual([]);
    const down = setup({ patch: () => errAsync(transportErrors.offline()) }).d;
    expect((await cancelInvitation(down)({ id: 1 }))._unsafeUnwrapErr().kind).toBe('Offline');
    const noSession = { ...d, sessions: sessionStore({ api: false }) };
    expect((await resendInvitation(noSession)({ id: 1 }))._unsafeUnwrapErr().kind).toBe('SessionExpired');
  });
});
