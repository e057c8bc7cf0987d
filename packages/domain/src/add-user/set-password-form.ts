import { z } from 'zod';
import { encodeRef, lengthBetween, requiredText } from '../validation/rules.ts';

/** The minimum password length (product-reference §9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * A new password with its confirmation (product-reference §5 New password): required, at least 6 characters,
 * and the confirmation must match ('Passwords don't match'). Used by add-user and password reset.
 */
export const setPasswordSchema = z
  .object({
    password: lengthBetween(requiredText('addUser.field.password'), MIN_PASSWORD_LENGTH),
    passwordCheck: requiredText('addUser.field.passwordCheck'),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.passwordCheck)
      ctx.addIssue({
        code: 'custom',
        path: ['passwordCheck'],
        message: encodeRef({ id: 'addUser.passwordsDontMatch' }),
      });
  });
export type SetPasswordForm = z.output<typeof setPasswordSchema>;
