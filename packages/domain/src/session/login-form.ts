import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { message, requiredEmail, requiredText } from '../validation/rules.ts';
import type { FoundUser } from './ports.ts';

/** The organization choice: required, 'Please select an organization from the list'. */
const organizationChoice = z.coerce
  .number(message('session.selectOrganization'))
  .int(message('session.selectOrganization'))
  .positive(message('session.selectOrganization'));

/** The login form (product-reference §5 Login): email lowercased and trimmed, password trimmed. */
export const loginFormSchema = z.object({
  email: requiredEmail('session.field.email'),
  organizationId: organizationChoice,
  password: requiredText('session.field.password'),
});
export type LoginForm = z.output<typeof loginFormSchema>;

/** The forgot-password dialog: the same email and organization choice. */
export const forgotPasswordSchema = z.object({
  email: requiredEmail('session.field.email'),
  organizationId: organizationChoice,
});
export type ForgotPasswordForm = z.output<typeof forgotPasswordSchema>;

/** The 2FA code: required, exactly 6 digits (product-reference §5, §9). */
export const twoFactorSchema = z.object({
  code: requiredText('session.field.twoFactorCode').regex(/^\d{6}$/, message('session.twoFactor.codeLength')),
});

/** The Login button rule lives apart, free of zod (login-rules.ts). */
export { canSubmitLogin } from './login-rules.ts';

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
 * The organizations a signed-in user can switch to from the profile menu: the other organizations of
 * the same email (a new sign-in for the chosen one, product-reference §2.3), those that may sign in.
 */
export const switchOptions = (
  options: readonly LoginOption[],
  currentOrganizationId: number,
): LoginOption[] => options.filter((o) => o.organizationId !== currentOrganizationId && !o.disabled);
