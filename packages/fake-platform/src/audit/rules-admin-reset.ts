// The grant of an admin password reset: a refused grant is an entry in each organization the items
// name (the caller is known: the call is signed in). A granted one writes nothing here: the wallets
// report the reset itself, allowed or refused, and that report is the entry (services/wallet-resets.ts).
import { bodyOf, event, who, type AuditRule } from './call.ts';

export const passwordResetGrant: AuditRule = {
  events: (c) => {
    const items = bodyOf(c.data)['items'];
    if (c.ok || !c.actor || !Array.isArray(items)) return [];
    const actor = who(c.actor.user);
    const seen = new Set<number>();
    return items.flatMap((raw: unknown) => {
      const item = bodyOf(raw);
      const organizationId = item['id'];
      const userId = item['userId'];
      if (typeof organizationId !== 'number' || seen.has(organizationId)) return [];
      if (!c.ctx.store.organizations.get(organizationId)) return [];
      seen.add(organizationId);
      const target = typeof userId === 'number' ? c.ctx.store.organizationUsers.get(userId) : undefined;
      return [
        event(
          organizationId,
          actor,
          'password.adminReset',
          {
            type: 'user',
            id: String(userId),
            label: target?.organizationId === organizationId ? target.email : `user ${String(userId)}`,
          },
          ['password'],
        ),
      ];
    });
  },
};
