// The person behind organization users: one userId shared by the memberships of one human, which
// lets them switch organization and reset their own password in each (the grant of an admin
// password reset accepts the caller's person's admin memberships). Whoever controls one membership of
// a person therefore speaks for all of them, so a person is as strong as its weakest membership:
// - an email is only what an admin typed, so it never joins a new membership to anybody: a user
//   created or onboarded with an email known elsewhere is a new person;
// - two memberships are joined only by their holder's proof of both (person-links.ts: signed in to
//   one, a wallet signature of the other);
// - a membership whose credential or email somebody else set (another person's admin reset, a reset
//   by the link mailed to an address an admin may have typed, an admin's change of its email) leaves
//   its person at once: the admin who can do that governs it in their organization, never beyond.
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';

/** A person id nobody holds yet. */
export const newPersonId = (ctx: Ctx): number =>
  ctx.store.organizationUsers.all().reduce((max, u) => Math.max(max, u.userId), 0) + 1;

/** The memberships of the user's person, the user included. */
export const membershipsOf = (ctx: Ctx, user: OrgUserRecord): OrgUserRecord[] =>
  ctx.store.organizationUsers.filter((u) => u.userId === user.userId);

/** Gives the membership a person of its own when it shares one with other memberships. */
export const leavePerson = (ctx: Ctx, orgUserId: number): void => {
  const user = ctx.store.organizationUsers.get(orgUserId);
  if (!user || membershipsOf(ctx, user).length < 2) return;
  ctx.store.organizationUsers.update(user.id, { userId: newPersonId(ctx) });
};

/** Moves every membership of `joining`'s person to `keeping`'s person. */
export const joinPersons = (ctx: Ctx, keeping: OrgUserRecord, joining: OrgUserRecord): void => {
  for (const u of membershipsOf(ctx, joining))
    ctx.store.organizationUsers.update(u.id, { userId: keeping.userId });
};
