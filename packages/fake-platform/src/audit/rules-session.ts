// Audit rules for signing in and out: the signature step that grants a session (or is refused), the
// second factor and logout. Asking for a challenge changes nothing stored and is not recorded.
import { authenticate, verifiedSession } from '../auth/guard.ts';
import type { Params } from '../http/params.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule } from './call.ts';

const target = (user: { id: number; email: string }) => ({
  type: 'session' as const,
  id: user.id,
  label: user.email,
});

export const signIn: AuditRule = {
  events: (c) => {
    const body = bodyOf(c.data);
    if (!('signature' in body)) return [];
    const result = c.result as { twoFactorAuthRequired?: boolean } | undefined;
    // Signed, but the second factor is still to come: recorded when that step ends.
    if (c.ok && result?.twoFactorAuthRequired) return [];
    const user =
      typeof body['orgUserId'] === 'number'
        ? c.ctx.store.organizationUsers.get(body['orgUserId'])
        : undefined;
    if (!user) return [];
    return [event(user.organizationId, who(user), 'session.signIn', target(user))];
  },
};

const twoFactorUser = async (c: AuditCall) => {
  try {
    return (await authenticate(c.ctx, c.params as Params, 'two-factor')).user;
  } catch {
    return undefined;
  }
};

/** Logout: the session's user, read before the call ends the session (a refused call names no one). */
const sessionUser = async (c: AuditCall) => {
  try {
    const { claims } = await verifiedSession(c.ctx, c.params as Params, ['access', 'two-factor']);
    return c.ctx.store.organizationUsers.get(claims.sub);
  } catch {
    return undefined;
  }
};

export const signOut: AuditRule = {
  load: sessionUser,
  events: (c) => {
    const user = c.before as Awaited<ReturnType<typeof sessionUser>>;
    return user ? [event(user.organizationId, who(user), 'session.signOut', target(user))] : [];
  },
};

export const verifyTwoFactor: AuditRule = {
  load: twoFactorUser,
  events: (c) => {
    const user = c.before as Awaited<ReturnType<typeof twoFactorUser>>;
    return user ? [event(user.organizationId, who(user), 'session.verifyTwoFactor', target(user))] : [];
  },
};
