import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { createMessageFormatter } from '../messages/format.ts';
import { TAB_WAITING } from './tabs.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletCheckReasons, walletErrors } from '../wallet/errors.ts';
import type { Connection } from './entities.ts';
import type { ConnectionsGateway, NewConnectionRequest, PartnerDirectory } from './ports.ts';
import {
  clock,
  connection,
  memoryConnections,
  OUR_ID,
  party,
  sessionStore,
  uuid,
  wallet,
} from '../testing/connections.ts';
import { loadEligibleOrganizations, lookUpVat, requestConnections } from './request-connections.ts';

const en = createMessageFormatter('en');
const ids = () => {
  let n = 100;
  return { uuid: () => uuid(++n) };
};
const gateway = (
  created: NewConnectionRequest[],
  over: Partial<ConnectionsGateway> = {},
): ConnectionsGateway =>
  memoryConnections([connection({ other: 3, status: 'finalized' })], {
    getByReference: () => errAsync(transportErrors.http(404, 'Not found')),
    create: (req) => {
      created.push(req);
      return okAsync(connection({ reference: req.reference, other: req.id }) as Connection);
    },
    patch: () => errAsync(transportErrors.forbidden('no')),
    ...over,
  }).gateway;
const selection = {
  organizations: [
    { id: 2, name: 'Ghent Forwarding BV', vat: 'BE0987654321', customerReference: 'C-1' },
    { id: 4, name: 'Liege Trucking SA', vat: 'BE0555555555' },
  ],
};

describe('requestConnections', () => {
  it('sends one request per organization with a fresh reference and the wallet key', async () => {
    const created: NewConnectionRequest[] = [];
    const d = {
      connections: gateway(created),
      wallet: wallet(),
      sessions: sessionStore(),
      clock,
      ids: ids(),
    };
    const r = (await requestConnections(d)(selection))._unsafeUnwrap();
    // The sent requests wait for the other party: the portal shows them there.
    expect(r.shownIn).toBe(TAB_WAITING);
    expect(r.messages.map((m) => en.format(m))).toEqual([
      'Connection request sent successfully to Ghent Forwarding BV',
      'Connection request sent successfully to Liege Trucking SA',
    ]);
    expect(created).toEqual([
      {
        id: 2,
        name: 'Ghent Forwarding BV',
        vat: 'BE0987654321',
        customerReference: 'C-1',
        inviterId: OUR_ID,
        reference: uuid(101),
        encrInviterData: { publicKey: 'pk-new' },
      },
      {
        id: 4,
        name: 'Liege Trucking SA',
        vat: 'BE0555555555',
        customerReference: '',
        inviterId: OUR_ID,
        reference: uuid(102),
        encrInviterData: { publicKey: 'pk-new' },
      },
    ]);
  });

  it('fails on an empty selection, an old wallet, a wallet or a platform failure', async () => {
    const created: NewConnectionRequest[] = [];
    const base = {
      connections: gateway(created),
      wallet: wallet(),
      sessions: sessionStore(),
      clock,
      ids: ids(),
    };
    const empty = (await requestConnections(base)({ organizations: [] }))._unsafeUnwrapErr();
    expect(empty.kind === 'Invalid' && en.format(empty.fields.organizations!)).toBe(
      'Please select one or more organizations',
    );
    const old = { ...base, wallet: wallet({ version: () => okAsync('1.1.3') }) };
    expect((await requestConnections(old)(selection))._unsafeUnwrapErr().kind).toBe('WalletUpgradeRequired');
    const locked = {
      ...base,
      wallet: wallet({ initiateConnection: () => errAsync(walletErrors.tokenExpired()) }),
    };
    expect((await requestConnections(locked)(selection))._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
    const refused = {
      ...base,
      connections: gateway(created, { create: () => errAsync(transportErrors.http(400, 'Bad')) }),
    };
    expect((await requestConnections(refused)(selection))._unsafeUnwrapErr().kind).toBe('HttpError');
    expect(created).toEqual([]);
  });
});

describe('eligible organizations and VAT lookup', () => {
  const partners = (over: Partial<PartnerDirectory> = {}): PartnerDirectory => ({
    searchEligible: (q) =>
      okAsync({ total: 3, data: [party(OUR_ID, { role: q.roles[0]! }), party(2), party(3)] }),
    findByVat: () => okAsync({ total: 1, data: [party(3, { name: 'Rotterdam Barge BV' })] }),
    ...over,
  });
  const d = (p = partners(), w = wallet()) => ({
    connections: gateway([]),
    partners: p,
    sessions: sessionStore(),
    wallet: w,
  });

  it('lists eligible organizations with their links', async () => {
    const options = (await loadEligibleOrganizations(d())({ name: 'Org' }))._unsafeUnwrap();
    expect(options.map((o) => [o.party.id, o.disabled])).toEqual([
      [2, false],
      [3, true],
    ]);
    const failing = d(partners({ searchEligible: () => errAsync(transportErrors.offline()) }));
    expect((await loadEligibleOrganizations(failing)())._unsafeUnwrapErr().kind).toBe('Offline');
  });

  it("disables an organization whose wallet does not answer, with 'Can't connect to wallet on {url}: {message}'", async () => {
    const basel = 'http://127.0.0.1:9/';
    const search = partners({
      searchEligible: () =>
        okAsync({
          total: 2,
          data: [party(2, { walletUrl: basel }), party(4, { walletUrl: 'http://up:1/' })],
        }),
    });
    const checked: string[] = [];
    const w = wallet({
      version: (url) => {
        checked.push(url);
        return url === basel
          ? errAsync(walletErrors.cannotConnect(url, walletCheckReasons.noAnswer()))
          : okAsync('1.2.9');
      },
    });
    const options = (await loadEligibleOrganizations(d(search, w))())._unsafeUnwrap();
    // Listed after the one that can be chosen, once its wallet check disabled it.
    expect(options.map((o) => [o.party.id, o.disabled, o.note && en.format(o.note)])).toEqual([
      [4, false, null],
      // Named by the organization: the address of another organization's wallet is not shown.
      [2, true, `Can't connect to wallet on ${party(2).name}: the wallet does not answer`],
    ]);
    expect(checked.sort()).toEqual([basel, 'http://up:1/']);
  });

  it('disables an organization whose subscription ended, and checks no hosted wallet', async () => {
    const search = partners({
      searchEligible: () =>
        okAsync({
          total: 2,
          data: [party(5, { subscriptionActive: false }), party(6, { subscriptionActive: true })],
        }),
    });
    const w = wallet({ version: () => errAsync(walletErrors.rejected('unexpected check')) });
    const options = (await loadEligibleOrganizations(d(search, w))())._unsafeUnwrap();
    expect(options.map((o) => [o.party.id, o.disabled, o.note && en.format(o.note)])).toEqual([
      [6, false, null],
      [5, true, '-- Its subscription has ended'],
    ]);
  });

  it('looks up a VAT, skips an empty one and passes failures on', async () => {
    expect((await lookUpVat(d())({ vat: ' ', product: 'SCR' }))._unsafeUnwrap().kind).toBe('skipped');
    const hit = (await lookUpVat(d())({ vat: 'NL123456789B01', product: 'SCR' }))._unsafeUnwrap();
    expect(hit.kind === 'alreadyLinked' && en.format(hit.notice)).toBe(
      'VAT number found, but a connection with Rotterdam Barge BV was already made.',
    );
    const failing = d(partners({ findByVat: () => errAsync(transportErrors.apiUnreachable()) }));
    expect((await lookUpVat(failing)({ vat: 'BE1', product: 'SCR' }))._unsafeUnwrapErr().kind).toBe(
      'ApiUnreachable',
    );
  });
});
