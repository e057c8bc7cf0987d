// The store interface the services use: typed collections, optionally persisted (--data).
import { Collection, type StoreVersion } from './collection.ts';
import type { Journal, JournalEntry, Snapshot } from './journal.ts';
import type { AuditEntryRecord } from '../audit/entry.ts';
import type * as R from './records.ts';
import { connectionStatusOrder, invitationStatusOrder } from './records.ts';

export interface Store {
  organizations: Collection<R.OrganizationRecord>;
  organizationUsers: Collection<R.OrgUserRecord>;
  organizationMeta: Collection<R.MetaRecord>;
  invitations: Collection<R.InvitationRecord>;
  connections: Collection<R.ConnectionRecord>;
  subscriptions: Collection<R.SubscriptionRecord>;
  eulas: Collection<R.EulaRecord>;
  eulasUsers: Collection<R.EulaUserRecord>;
  passwordResets: Collection<R.PasswordResetRecord>;
  onboardings: Collection<R.OnboardingRecord>;
  mails: Collection<R.MailRecord>;
  /** Platform sessions, through auth/sessions.ts. */
  sessions: Collection<R.SessionRecord>;
  /** The audit trail: inserted only, through audit/log.ts. */
  auditEntries: Collection<AuditEntryRecord>;
  /** Every collection's records, for a snapshot. */
  snapshot(): Snapshot;
  /** Load a snapshot (or a freshly seeded state) without journaling. */
  restore(snapshot: Snapshot): void;
  /** Persist the current state as the new base and empty the journal (no-op in memory). */
  checkpoint(): void;
  replay(entries: JournalEntry[]): void;
}

export const createStore = (journal?: Journal): Store => {
  const write = (entry: JournalEntry) => journal?.append(entry);
  // One version for the whole store: a cached query may depend on another collection (e.g. `where`).
  const version: StoreVersion = { value: 0 };
  const collections = {
    organizations: new Collection<R.OrganizationRecord>('organizations', 'id', write, {}, version),
    organizationUsers: new Collection<R.OrgUserRecord>('organizationUsers', 'id', write, {}, version),
    organizationMeta: new Collection<R.MetaRecord>('organizationMeta', 'id', write, {}, version),
    invitations: new Collection<R.InvitationRecord>(
      'invitations',
      'id',
      write,
      { status: invitationStatusOrder },
      version,
    ),
    connections: new Collection<R.ConnectionRecord>(
      'connections',
      'reference',
      write,
      { status: connectionStatusOrder },
      version,
    ),
    subscriptions: new Collection<R.SubscriptionRecord>('subscriptions', 'id', write, {}, version),
    eulas: new Collection<R.EulaRecord>('eulas', 'id', write, {}, version),
    eulasUsers: new Collection<R.EulaUserRecord>('eulasUsers', 'id', write, {}, version),
    passwordResets: new Collection<R.PasswordResetRecord>('passwordResets', 'id', write, {}, version),
    onboardings: new Collection<R.OnboardingRecord>('onboardings', 'id', write, {}, version),
    mails: new Collection<R.MailRecord>('mails', 'id', write, {}, version),
    sessions: new Collection<R.SessionRecord>('sessions', 'sid', write, {}, version),
    auditEntries: new Collection<AuditEntryRecord>('auditEntries', 'id', write, {}, version),
  };
  const list = Object.values(collections) as Collection<object>[];
  const byName = new Map(list.map((c) => [c.name, c]));
  return {
    ...collections,
    snapshot: () => Object.fromEntries(list.map((c) => [c.name, c.all()])),
    restore: (snapshot) => {
      for (const c of list) c.load((snapshot[c.name] ?? []) as object[]);
    },
    checkpoint: () => journal?.compact(Object.fromEntries(list.map((c) => [c.name, c.all()]))),
    replay: (entries) => {
      for (const entry of entries) byName.get(entry.c)?.apply(entry);
    },
  };
};
