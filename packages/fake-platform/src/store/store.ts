// The store interface the services use: typed collections, optionally persisted (--data).
import { Collection } from './collection.ts';
import type { Journal, JournalEntry, Snapshot } from './journal.ts';
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
  const collections = {
    organizations: new Collection<R.OrganizationRecord>('organizations', 'id', write),
    organizationUsers: new Collection<R.OrgUserRecord>('organizationUsers', 'id', write),
    organizationMeta: new Collection<R.MetaRecord>('organizationMeta', 'id', write),
    invitations: new Collection<R.InvitationRecord>('invitations', 'id', write, {
      status: invitationStatusOrder,
    }),
    connections: new Collection<R.ConnectionRecord>('connections', 'reference', write, {
      status: connectionStatusOrder,
    }),
    subscriptions: new Collection<R.SubscriptionRecord>('subscriptions', 'id', write),
    eulas: new Collection<R.EulaRecord>('eulas', 'id', write),
    eulasUsers: new Collection<R.EulaUserRecord>('eulasUsers', 'id', write),
    passwordResets: new Collection<R.PasswordResetRecord>('passwordResets', 'id', write),
    onboardings: new Collection<R.OnboardingRecord>('onboardings', 'id', write),
    mails: new Collection<R.MailRecord>('mails', 'id', write),
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
