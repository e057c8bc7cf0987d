// New admin users copy the signing key of an existing admin that has one (product-reference §6). The
// platform does it, not the client: a key taken from a request body would let an admin give any user
// a key whose private half they hold (docs/adr/0005-signing-key-copied-by-platform.md).
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';

/**
 * The admin a new admin copies the key from: an admin of the organization with a key, not deleted and
 * not the user itself, preferring active admins, then the lowest id (deterministic). Undefined when none.
 */
export const keyHoldingAdmin = (
  ctx: Ctx,
  organizationId: number,
  except?: number,
): OrgUserRecord | undefined =>
  ctx.store.organizationUsers
    .filter(
      (u) =>
        u.organizationId === organizationId &&
        u.isAdmin &&
        !u.isDeleted &&
        typeof u.pkeySign === 'string' &&
        u.pkeySign !== '' &&
        u.id !== except,
    )
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id)[0];

/** The key a user gets on becoming an admin: their own when they have one, else a key-holding admin's. */
export const signingKeyOnBecomingAdmin = (
  ctx: Ctx,
  user: Pick<OrgUserRecord, 'id' | 'organizationId' | 'pkeySign'>,
): string | null => user.pkeySign ?? keyHoldingAdmin(ctx, user.organizationId, user.id)?.pkeySign ?? null;
