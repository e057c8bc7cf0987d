// Joining two memberships into one person (services/person-links.ts): an entry in each organization,
// naming the membership it changed, by the caller who proved both. A refusal names the caller in
// their own organization only: the other membership was not proven theirs.
import { bodyOf, event, who, type AuditRule } from './call.ts';

export const personLink: AuditRule = {
  events: (c) => {
    if (!c.actor) return [];
    const actor = who(c.actor.user);
    const mine = event(
      c.actor.org.id,
      actor,
      'user.update',
      { type: 'user', id: c.actor.user.id, label: c.actor.user.email },
      ['userId'],
    );
    const otherId = bodyOf(c.data)['orgUserId'];
    const other = typeof otherId === 'number' ? c.ctx.store.organizationUsers.get(otherId) : undefined;
    if (!c.ok || !other) return [mine];
    return [
      mine,
      event(other.organizationId, actor, 'user.update', { type: 'user', id: other.id, label: other.email }, [
        'userId',
      ]),
    ];
  },
};
