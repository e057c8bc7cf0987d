import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { lengthBetween, message, requiredText, whenTexts } from '../validation/rules.ts';

/** The minimum password length (product-reference §9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The new password's rule in words, the very message a too short password fails with: a form shows
 * it under the field before anything is typed, so nobody learns the rule by breaking it.
 */
export const newPasswordRule: MessageRef = {
  id: 'validation.minLength',
  values: { min: MIN_PASSWORD_LENGTH },
};

/**
 * A new password with its confirmation (product-reference §5 New password): required, at least 6 characters,
 * and the confirmation must match ('Passwords don't match'). Used by add-user and password reset.
 */
export const setPasswordSchema = z
  .object({
    password: lengthBetween(requiredText('addUser.field.password'), MIN_PASSWORD_LENGTH),
    passwordCheck: requiredText('addUser.field.passwordCheck'),
  })
  .refine((form) => form.password === form.passwordCheck, {
    ...message('addUser.passwordsDontMatch'),
    path: ['passwordCheck'],
    when: whenTexts(['password'], ['passwordCheck']),
  });
export type SetPasswordForm = z.output<typeof setPasswordSchema>;
