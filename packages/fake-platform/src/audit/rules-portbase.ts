// Audit rules for the Portbase link: one call is one entry that says what happened to the link as a
// whole (connected, changed, disconnected), with the names of the settings it changed (ean, manual,
// send_all), never their values. The verb follows the link as it stood before the call.
import { numericId } from '../http/params.ts';
import { portbaseLinkOf, portbaseMetaOf } from '../services/portbase.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule } from './call.ts';
import type { AuditAction } from './entry.ts';
import { changedFields, sentFields } from './fields.ts';

const target = { type: 'integration', id: 'portbase', label: 'portbase' } as const;

/**
 * The caller's own organization's Portbase meta, when the route names it; nothing for another
 * organization's (the refusal is recorded without reading what is not the caller's).
 */
const load = (c: AuditCall): Record<string, string> => {
  let organizationId: number;
  try {
    organizationId = numericId(c.params.route?.['organizationId']);
  } catch {
    return {};
  }
  return c.actor?.org.id === organizationId ? portbaseMetaOf(c.ctx, organizationId) : {};
};

const rule = (action: (before: Record<string, string>) => AuditAction, sent: boolean): AuditRule => ({
  load,
  events: (c) => {
    if (!c.actor) return [];
    const before = (c.before ?? {}) as Record<string, string>;
    const fields = c.ok ? changedFields(before, c.after) : sent ? sentFields(bodyOf(c.data)) : [];
    return [event(c.actor.org.id, who(c.actor.user), action(before), target, fields)];
  },
});

/** PUT: 'connect' when the organization had no link, 'change' when it had one. */
export const portbaseConnect = rule(
  (before) => (portbaseLinkOf(before).connected ? 'integration.change' : 'integration.connect'),
  true,
);

/** DELETE: the link removed, with the settings that were stored. */
export const portbaseDisconnect = rule(() => 'integration.disconnect', false);
