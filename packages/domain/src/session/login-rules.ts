// The login form's plain rules, apart from its zod schemas (login-form.ts): the login screen's
// first paint needs them, and this module keeps zod out of it (architecture §5).
import type { LoginOption } from './login-form.ts';

/** The Login button stays disabled until an organization or a password is set (product-reference §2.3). */
export const canSubmitLogin = (values: { organizationId?: unknown; password?: unknown }): boolean =>
  (values.organizationId !== undefined && values.organizationId !== null && values.organizationId !== '') ||
  (typeof values.password === 'string' && values.password.trim() !== '');

/**
 * Why none of an email's organizations may sign in (product-reference §4, §8, §9), or null when one may (or none
 * was found): every one awaits the platform's activation → 'finalActivation' ('Contact us for your
 * final activation'); otherwise the user is not activated somewhere → 'notActivated' ('Your account
 * has not been activated. Please contact your administrator.').
 */
export const loginRefusal = (options: readonly LoginOption[]): 'finalActivation' | 'notActivated' | null => {
  if (options.length === 0 || options.some((o) => !o.disabled)) return null;
  return options.every((o) => o.awaitsActivation) ? 'finalActivation' : 'notActivated';
};
