// No duplicate invitations, enforced on the server: a new invitation whose VAT or company email
// matches one of the inviter's pending invitations, or an organization it has an open or active
// connection with, is refused with 409 and a reason code the app reads to offer the way forward.
// The app's domain has the same rule (invitations/duplicates.ts there); a contract test runs both
// over the same cases. The check and the insert run in one synchronous stretch, so of two requests
// in flight together exactly one gets in.
import { Conflict } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';

/** VATs compare without case, spaces, dots or dashes; emails trimmed and without case. */
export const normalVat = (vat: string): string => vat.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const normalEmail = (email: string): string => email.trim().toLowerCase();

const openStatuses = new Set(['pending', 'accepted', 'confirmed', 'finalized']);

export type DuplicateCase = {
  target: { vat: string; contactEmail: string };
  inviterId: number;
  now: string;
  invitations: ReadonlyArray<{
    id: number;
    inviterId: number;
    status: string;
    vat: string;
    contactEmail: string;
    answeredAt?: string | null;
    invitationValidUntil?: string | null;
  }>;
  connections: ReadonlyArray<{
    reference: string;
    status: string;
    organizationIdA: number;
    organizationIdB: number;
  }>;
  organizations: ReadonlyMap<number, { vat: string; contactEmail?: string | null }>;
};

export type DuplicateFound =
  { reason: 'pendingInvitation'; invitationId: number } | { reason: 'openConnection'; reference: string };

const same = (target: DuplicateCase['target'], o: { vat?: string | null; contactEmail?: string | null }) =>
  (!!o.vat && normalVat(target.vat) !== '' && normalVat(o.vat) === normalVat(target.vat)) ||
  (!!o.contactEmail && normalEmail(o.contactEmail) === normalEmail(target.contactEmail));

/** The first duplicate (a pending invitation before a connection), or null. */
export const findDuplicate = (c: DuplicateCase): DuplicateFound | null => {
  const now = Date.parse(c.now);
  const invitation = c.invitations.find(
    (i) =>
      i.inviterId === c.inviterId &&
      i.status === 'pending' &&
      !i.answeredAt &&
      !(i.invitationValidUntil && Date.parse(i.invitationValidUntil) <= now) &&
      same(c.target, i),
  );
  if (invitation) return { reason: 'pendingInvitation', invitationId: invitation.id };
  for (const x of c.connections) {
    if (!openStatuses.has(x.status)) continue;
    const other =
      x.organizationIdA === c.inviterId
        ? x.organizationIdB
        : x.organizationIdB === c.inviterId
          ? x.organizationIdA
          : null;
    const org = other === null ? undefined : c.organizations.get(other);
    if (org && same(c.target, org)) return { reason: 'openConnection', reference: x.reference };
  }
  return null;
};

/** Throws the 409 when the store holds a duplicate of the invitation about to be created. */
export const refuseDuplicateInvitation = (
  ctx: Ctx,
  inviterId: number,
  target: { vat: string; contactEmail: string },
): void => {
  const connections = ctx.store.connections.filter(
    (x) => x.organizationIdA === inviterId || x.organizationIdB === inviterId,
  );
  const organizations = new Map(
    connections
      .flatMap((x) => [x.organizationIdA, x.organizationIdB])
      .map((id) => [id, ctx.store.organizations.get(id)] as const)
      .filter((e): e is readonly [number, NonNullable<(typeof e)[1]>] => !!e[1]),
  );
  const found = findDuplicate({
    target,
    inviterId,
    now: ctx.nowIso(),
    invitations: ctx.store.invitations.filter((i) => i.inviterId === inviterId),
    connections,
    organizations,
  });
  if (!found) return;
  throw new Conflict(
    found.reason === 'pendingInvitation'
      ? 'An invitation with this VAT or email is still pending'
      : 'An open or active connection exists with an organization of this VAT or email',
    found,
  );
};
