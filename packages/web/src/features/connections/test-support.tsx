import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type {
  Connection,
  ConnectionParty,
  ConnectionsGateway,
  Invitation,
  InvitationsGateway,
  Locale,
  PartnerDirectory,
  SessionStore,
  Wallet,
} from '@scr/domain';
import { transportErrors, walletErrors } from '@scr/domain';
import {
  NOW,
  OUR_ID,
  connection as domainConnection,
  invitation as domainInvitation,
  pageOfConnections,
  party as domainParty,
  us,
  uuid,
} from '@scr/domain/testing';
import { DepsProvider } from '../../deps/deps-context.tsx';
import { LocaleProvider } from '../../i18n/locale-provider.tsx';
import { SessionProvider } from '../../session/session-context.tsx';
import { RootLayout } from '../../shell/root-layout.tsx';
import { carrierUser, testContainer } from '../../test/render.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';
import { createConnectionUseCases, connectionUseCasesToken } from './connection-use-cases.ts';
import { ConnectionsFeature } from './connections-feature.tsx';

/** Fixtures and object-literal fakes of the ports for the page's component tests (not shipped). */
export { NOW, OUR_ID, us, uuid as ref };

/** A party named as the page's tests read it. */
export const party = (id: number, name: string, over: Partial<ConnectionParty> = {}): ConnectionParty =>
  domainParty(id, { name, ...over });

/** A connection between us and `other`; `weAre: 'B'` when the other side requested it. */
export const connection = (
  other: ConnectionParty,
  over: Partial<Connection> & { weAre?: 'A' | 'B' } = {},
): Connection => domainConnection({ ...over, other });

/** A pending invitation of a Belgian reefer operator, with markup in its message to prove it shows as text. */
export const invitation = (over: Partial<Invitation> = {}): Invitation =>
  domainInvitation({
    name: 'Oostende Reefers NV',
    vat: 'BE0911111111',
    contactEmail: 'info@oostende.example',
    createdAt: '2026-11-10T09:00:00.000Z',
    msg: 'Hello <b>there</b>',
    ...over,
  });

export type World = {
  connections: Connection[];
  invitations: Invitation[];
  partners: ConnectionParty[];
  walletVersion: string;
  calls: string[];
  /** While set, listing and paging connections wait for it (to see 'Checking new connections...'). */
  hold?: Promise<void>;
  /** No wallet session (its token expired and was dropped). */
  noWalletSession?: boolean;
  /** While set, the wallet's accept and confirm wait for it: true signs, false is an unreachable wallet. */
  slowWallet?: Promise<boolean>;
  /** References our wallet holds as verified (key fingerprint); marking one adds it. */
  verified?: string[];
};

/** In-memory ports over a small world; every call is logged in `calls`. */
export const fakePorts = (world: World) => {
  const connections: ConnectionsGateway = {
    list: () => {
      world.calls.push('list');
      return world.hold
        ? ResultAsync.fromSafePromise(world.hold.then(() => [...world.connections]))
        : okAsync([...world.connections]);
    },
    page: (query) => {
      if (query.limit > 0) world.calls.push('page');
      const answer = () => pageOfConnections(world.connections, query);
      return world.hold ? ResultAsync.fromSafePromise(world.hold.then(answer)) : okAsync(answer());
    },
    getByReference: (reference) => {
      const found = world.connections.find((c) => c.reference === reference);
      return found ? okAsync(found) : errAsync(transportErrors.http(404, 'Not found'));
    },
    create: (request) => {
      world.calls.push(`create:${request.id}:${request.customerReference}`);
      const other = world.partners.find((p) => p.id === request.id)!;
      const created = connection(other, {
        reference: request.reference,
        customerReference: request.customerReference,
      });
      world.connections.push(created);
      return okAsync(created);
    },
    patch: (reference, patch) => {
      world.calls.push(`patch:${reference}:${patch.status}`);
      const i = world.connections.findIndex((c) => c.reference === reference);
      world.connections[i] = { ...world.connections[i]!, ...patch } as Connection;
      return okAsync(world.connections[i]!);
    },
    recordFingerprintVerified: (reference) => {
      world.calls.push(`fingerprint-verified:${reference}`);
      return okAsync(undefined);
    },
  };
  const invitations: InvitationsGateway = {
    list: () => okAsync([...world.invitations]),
    create: (inv) => {
      world.calls.push(`invite:${inv.name}`);
      const created = invitation({ name: inv.name, vat: inv.vat, contactEmail: inv.contactEmail });
      world.invitations.push(created);
      return okAsync(created);
    },
    patch: (id, patch) => {
      world.calls.push(`invitation:${id}:${patch.status}`);
      const i = world.invitations.findIndex((x) => x.id === id);
      world.invitations[i] = { ...world.invitations[i]!, status: patch.status };
      return okAsync(world.invitations[i]!);
    },
  };
  const partners: PartnerDirectory = {
    searchEligible: () => okAsync({ total: world.partners.length, data: world.partners }),
    findByVat: (vat) => {
      const data = world.partners.filter((p) => p.vat === vat);
      return okAsync({ total: data.length, data });
    },
  };
  const session: SessionStore = {
    apiSession: () => okAsync({ accessToken: 'a', orgUserId: 1, organizationId: OUR_ID, exp: 2e9 }),
    saveApiSession: () => okAsync(undefined),
    walletSession: () =>
      okAsync(
        world.noWalletSession ? null : { walletUrl: 'https://w.test', orgUserId: 1, token: 't', exp: 2e9 },
      ),
    saveWalletSession: () => okAsync(undefined),
    clear: () => okAsync(undefined),
  };
  const signed = <T,>(data: T) =>
    world.slowWallet
      ? ResultAsync.fromSafePromise(world.slowWallet).andThen((signs) =>
          signs ? okAsync(data) : errAsync(walletErrors.unreachable()),
        )
      : okAsync(data);
  const wallet = {
    version: () => okAsync(world.walletVersion),
    initiateConnection: () => okAsync({ publicKey: 'pk-new' }),
    acceptConnection: () => signed({ publicKey: 'pkB', ciphertext: 'c', iv: 'i' }),
    confirmConnection: () => signed({ publicKey: 'pkA', ciphertext: 'c', iv: 'i' }),
    updateConnection: () => okAsync(undefined),
    discardConnection: () => okAsync(undefined),
    connectionFingerprint: (_: unknown, input: { reference: string; peerPublicKey: string | null }) => {
      world.calls.push(`fingerprint:${input.peerPublicKey ?? ''}`);
      return okAsync({
        fingerprint: '12345 67890 13579 24680 11223 34455',
        verified: (world.verified ?? []).includes(input.reference),
      });
    },
    markConnectionVerified: (_: unknown, input: { reference: string }) => {
      world.verified = [...(world.verified ?? []), input.reference];
      return okAsync(undefined);
    },
    verifiedConnections: () => okAsync([...(world.verified ?? [])]),
  } as unknown as Wallet;
  let id = 100;
  return {
    connections,
    invitations,
    partners,
    sessions: session,
    wallet,
    clock: { now: () => NOW },
    ids: { uuid: () => uuid(++id) },
  };
};

/** Renders the page at a path over a world, signed in as Anna (a carrier) unless told otherwise. */
export const renderPage = (
  world: World,
  options: { path?: string; organizationRole?: string; locale?: Locale } = {},
) => {
  const container = testContainer();
  container.bind(connectionUseCasesToken).toConstantValue(createConnectionUseCases(fakePorts(world)));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          {
            path: 'organization/connections/:connectionStatus?/:connectionRef?',
            element: (
              <ServerStateProvider>
                <ConnectionsFeature />
              </ServerStateProvider>
            ),
          },
        ],
      },
    ],
    { initialEntries: [options.path ?? '/organization/connections'] },
  );
  return render(
    <DepsProvider container={container}>
      <LocaleProvider initial={options.locale ?? 'en'}>
        <SessionProvider initialUser={carrierUser(['org_mgr'], options.organizationRole ?? 'carrier')}>
          <RouterProvider router={router} />
        </SessionProvider>
      </LocaleProvider>
    </DepsProvider>,
  );
};
