import { z } from 'zod';
import { message, requiredEmail, requiredText } from '../validation/rules.ts';

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
