import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';

/** Field path ('organization.name', 'password') → the first message for that field. */
export type FieldErrors = Readonly<Record<string, MessageRef>>;
export type ValidationError = { readonly kind: 'Invalid'; readonly fields: FieldErrors };

const decode = (message: string): MessageRef => {
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === 'object' && 'id' in parsed) return parsed as MessageRef;
  } catch {
    // a zod default message (a wrong type deep inside a payload): shown as is below
  }
  return { id: 'shared.error.response', values: { text: message } };
};

/**
 * Validates raw input against a schema. Never throws, whatever `raw` is: a form, a use case
 * and a property test may all hand it anything.
 */
export const validate = <S extends z.ZodType>(
  schema: S,
  raw: unknown,
): Result<z.output<S>, ValidationError> => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, MessageRef> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= decode(issue.message);
  }
  return err({ kind: 'Invalid', fields });
};
