// The login form's plain rules, apart from its zod schemas (login-form.ts): the login screen's
// first paint needs them, and this module keeps zod out of it (architecture §5).
import type { MessageRef } from '../messages/catalogue.ts';
import type { FoundUser } from './ports.ts';

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

/** Organization statuses that may sign in. */
const ACTIVE_STATUSES = ['active', 'manual_active'];

/** True when this organization user may sign in: organization active or manual_active, user active. */
export const isActivated = (found: FoundUser): boolean =>
  found.isActive && ACTIVE_STATUSES.includes(found.organization.status);

/** One entry of the organization select. */
export type LoginOption = {
  readonly organizationId: number;
  readonly name: string;
  readonly disabled: boolean;
  /** 'Not activated yet' beside a name that cannot be chosen. */
  readonly note: MessageRef | null;
  /** True when the organization itself awaits the platform's activation (status not active or manual_active). */
  readonly awaitsActivation: boolean;
};

/** The organization select of the login form, by name; not-activated ones shown but not choosable. */
export const loginOptions = (found: readonly FoundUser[]): LoginOption[] =>
  [...found]
    .sort((a, b) => a.organization.name.localeCompare(b.organization.name))
    .map((f) => ({
      organizationId: f.organization.id,
      name: f.organization.name,
      disabled: !isActivated(f),
      note: isActivated(f) ? null : { id: 'session.notActivatedYet' },
      awaitsActivation: !ACTIVE_STATUSES.includes(f.organization.status),
    }));

/**
 * The organization a form's select chooses for the user (the login form, 'Forgot password', the
 * switch of organization, `scr login`): the one they chose, while it can still be chosen (a choice
 * made before the look-up answers stays), else the only one that can be chosen. With several, the
 * choice is theirs (undefined).
 */
export const preselectedOrganization = (
  options: readonly LoginOption[],
  chosen?: number,
): number | undefined => {
  const open = options.filter((o) => !o.disabled);
  if (chosen !== undefined && open.some((o) => o.organizationId === chosen)) return chosen;
  return open.length === 1 ? open[0]!.organizationId : undefined;
};

/**
 * The organizations a signed-in user can switch to from the profile menu: the other organizations of
 * the same email (a new sign-in for the chosen one, product-reference §2.3), those that may sign in.
 */
export const switchOptions = (
  options: readonly LoginOption[],
  currentOrganizationId: number,
): LoginOption[] => options.filter((o) => o.organizationId !== currentOrganizationId && !o.disabled);
