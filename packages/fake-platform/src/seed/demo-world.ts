// Builds the demo world (architecture §4) as a snapshot, and gives its users their wallet accounts.
import type { WalletHosts } from '../wallets/index.ts';
import type { Snapshot } from '../store/journal.ts';
import type { OrgUserRecord, OrganizationRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';
import { demoOrganizations, demoSubscriptions, type WalletUrls } from './demo-organizations.ts';
import { demoUserIds, demoUsers } from './demo-users.ts';
import {
  demoConnections,
  demoEulaAcceptances,
  demoEulas,
  demoInvitations,
  demoMeta,
} from './demo-relations.ts';
import { addScale } from './scale.ts';

export const demoPassword = 'demo1234';

const { invited: _i, deleted: _d, inactive: _n, ...demoLoginUserIds } = demoUserIds;

export const walletUrlsOf = (wallets: WalletHosts): WalletUrls => {
  const url = (id: string) => wallets.hosts.find((h) => h.id === id)?.url ?? wallets.unreachableUrl;
  return {
    cloud: wallets.cloudUrl,
    v129: url('company-1.2.9'),
    v114: url('company-1.1.4'),
    v109: url('company-1.0.9'),
    unreachable: wallets.unreachableUrl,
  };
};

/** The references of the demo world's own connections (not the --scale ones). */
export const demoConnectionReferences = (now: Date): ReadonlySet<string> =>
  new Set(demoConnections(now).map((c) => c.reference));

export const buildDemoWorld = (now: Date, urls: WalletUrls, scale: number): Snapshot => {
  const users = demoUsers(now);
  const snapshot: Snapshot = {
    organizations: demoOrganizations(now, urls),
    organizationUsers: users,
    organizationMeta: demoMeta(now),
    invitations: demoInvitations(now),
    connections: demoConnections(now),
    subscriptions: demoSubscriptions(now),
    eulas: demoEulas(now),
    eulasUsers: demoEulaAcceptances(now, users),
    passwordResets: [],
    onboardings: [],
    mails: [],
  };
  if (scale > 0) addScale(snapshot, now, scale);
  return snapshot;
};

/** The wallet URL an organization's users sign in with ('0' means the provider's cloud wallet). */
/** Where the organization's wallet answers: '0' or blank is the hosted one (wallets/hosting.ts). */
export const walletOf = (org: OrganizationRecord, cloudUrl: string): string =>
  ['0', ''].includes(org.walletUrl.trim()) ? cloudUrl : org.walletUrl;

/** The demo logins of architecture §4: they get wallet accounts at seed time. */
export const demoLoginIds: ReadonlySet<number> = new Set(Object.values(demoLoginUserIds));

/**
 * Gives the chosen users (who set a password and are not deleted) a wallet account with the demo
 * password, storing the returned pkeySign. An organization's first admin gets a fresh key; later
 * admins copy it (product-reference §6), or all copy the key of an admin the wallet already holds (a restart with
 * saved wallets). Users whose wallet does not answer (Basel) keep no key. Each account
 * costs a memory-hard KDF (~0.6 s), so only the demo logins get one at seed time; the other seeded
 * users are counterparts and table rows, not sign-ins.
 */
export const provisionAccounts = async (
  store: Store,
  wallets: WalletHosts,
  chosen: (u: OrgUserRecord) => boolean,
): Promise<void> => {
  const byOrg = new Map<number, OrgUserRecord[]>();
  /** Per organization, the lowest-id admin not chosen whose wallet already holds an account. */
  const holders = new Map<number, number>();
  const holdsAccount = (u: OrgUserRecord) => {
    const org = store.organizations.get(u.organizationId);
    return !!org && !!wallets.accountKey({ walletUrl: walletOf(org, wallets.cloudUrl), orgUserId: u.id });
  };
  for (const u of store.organizationUsers.all()) {
    if (u.activatedAt === null || u.isDeleted) continue;
    if (chosen(u)) byOrg.set(u.organizationId, [...(byOrg.get(u.organizationId) ?? []), u]);
    else if (u.adminRoles.length > 0 && u.id < (holders.get(u.organizationId) ?? Infinity) && holdsAccount(u))
      holders.set(u.organizationId, u.id);
  }
  await Promise.all(
    [...byOrg].map(async ([organizationId, users]) => {
      const org = store.organizations.get(organizationId);
      if (!org) return;
      const walletUrl = walletOf(org, wallets.cloudUrl);
      if (!wallets.hosts.some((h) => h.url === walletUrl)) return;
      const sorted = users.sort((a, b) => a.id - b.id);
      const holder = holders.get(organizationId);
      const firstAdmin = holder === undefined ? sorted.find((u) => u.adminRoles.length > 0) : undefined;
      const source = holder ?? firstAdmin?.id;
      const provision = async (u: OrgUserRecord, copyFrom?: number) => {
        const { pkeySign } = await wallets.provisionAccount({
          walletUrl,
          orgUserId: u.id,
          organizationId,
          password: demoPassword,
          ...(copyFrom === undefined ? {} : { copyKeyFromOrgUserId: copyFrom }),
        });
        store.organizationUsers.update(u.id, { pkeySign });
      };
      if (firstAdmin) await provision(firstAdmin);
      await Promise.all(
        sorted
          .filter((u) => u !== firstAdmin)
          .map((u) => provision(u, u.adminRoles.length > 0 ? source : undefined)),
      );
    }),
  );
};

/**
 * Runs the wallets' handshake for every seeded connection so its keys and blobs are real: a demo
 * admin can accept, confirm or finalize a seeded request through the wallets like a live one.
 * Connections with the unreachable wallet keep their placeholder data (acting on them fails there).
 * Only the demo world's own connections: the --scale ones are rows for size tests, and a key
 * exchange each would slow the start of a 10,000-connection world for nothing.
 */
export const seedConnectionKeys = (
  store: Store,
  wallets: WalletHosts,
  references: ReadonlySet<string>,
): void => {
  const walletOfId = (id: number) => {
    const org = store.organizations.get(id);
    return org ? walletOf(org, wallets.cloudUrl) : '';
  };
  for (const c of store.connections.all()) {
    if (!references.has(c.reference)) continue;
    const result = wallets.seedHandshake({
      reference: c.reference,
      status: c.status,
      a: { walletUrl: walletOfId(c.organizationIdA), organizationId: c.organizationIdA },
      b: { walletUrl: walletOfId(c.organizationIdB), organizationId: c.organizationIdB },
    });
    if (result) store.connections.update(c.reference, result);
  }
};
