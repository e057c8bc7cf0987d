// The baselines of the domain figure: what a developer would write inline, without the domain.
import { type Connection, type ConnectionParty, type Invitation } from '../../packages/domain/src/index.ts';
import { NOW, US, type BenchUser } from './domain-inputs.ts';

// The plain loops: what a developer would write inline, doing the same work without the domain.
const ORDER: Readonly<Record<string, number>> = {
  pending: 1,
  accepted: 2,
  confirmed: 3,
  completed: 3,
  finalized: 4,
  declined: 5,
  cancelled: 6,
  expired: 7,
};
const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
type Item = { status: string; createdAt: string };
const byStatusThenNewest = (a: Item, b: Item) =>
  ORDER[a.status]! - ORDER[b.status]! || cmp(b.createdAt, a.createdAt);
/** The tab of a connection status when we are side A, and when we are side B. */
const TAB: Readonly<Record<string, readonly [number, number]>> = {
  pending: [1, 0],
  accepted: [0, 1],
  confirmed: [1, 0],
  finalized: [2, 2],
  declined: [3, 3],
  cancelled: [3, 3],
};
export const plainGrouping = (cs: readonly Connection[], is: readonly Invitation[], sort: boolean) => {
  const tabs: Item[][] = [[], [], [], [], []];
  for (const c of cs) {
    if (!c.organizationA || !c.organizationB) continue;
    const weAreA = c.organizationIdA === US;
    if (weAreA || c.organizationIdB === US) tabs[TAB[c.status]![weAreA ? 0 : 1]]!.push(c);
  }
  const now = NOW.toISOString();
  for (const i of is) {
    const s =
      i.status === 'pending' && !i.answeredAt && i.invitationValidUntil! <= now ? 'expired' : i.status;
    tabs[s === 'pending' || s === 'accepted' ? 1 : s === 'completed' ? 4 : 3]!.push(i);
  }
  if (sort) for (const tab of tabs) tab.sort(byStatusThenNewest);
  return tabs;
};
export const plainUserSort = (us: readonly BenchUser[]) =>
  us
    .slice()
    .sort(
      (a, b) =>
        Number(b.isAdmin) - Number(a.isAdmin) ||
        cmp(a.lastName, b.lastName) ||
        cmp(a.firstName, b.firstName) ||
        a.id - b.id,
    );
const PARTNER_ROLES = new Set(['other', 'driver', 'bargeoperator', 'transporter']);
const ACTIVE = new Set(['active', 'manual_active']);
export const plainEligible = (candidates: readonly ConnectionParty[], cs: readonly Connection[]) => {
  const connected = new Map<number, boolean>();
  for (const c of cs) {
    const other =
      c.organizationIdA === US ? c.organizationIdB : c.organizationIdB === US ? c.organizationIdA : -1;
    if (other < 0 || c.status === 'declined' || c.status === 'cancelled') continue;
    if (c.status === 'finalized' || !connected.has(other)) connected.set(other, c.status === 'finalized');
  }
  const out: { party: ConnectionParty; disabled: boolean }[] = [];
  for (const p of candidates)
    if (p.id !== US && PARTNER_ROLES.has(p.role) && ACTIVE.has(p.status))
      out.push({ party: p, disabled: connected.has(p.id) });
  return out;
};
