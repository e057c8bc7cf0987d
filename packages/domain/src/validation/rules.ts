import { z } from 'zod';
import type { MessageId, MessageRef } from '../messages/catalogue.ts';

/**
 * Zod carries a validation message as a string; ours are message references (an id and values,
 * possibly nested: the required rule names the field's label id). We encode the reference as JSON
 * in the issue message and decode it in `validate`, so every schema stays a plain zod schema that a
 * form, a use case and an adapter can share.
 */
export const encodeRef = (ref: MessageRef): string => JSON.stringify(ref);
const ref = (id: MessageId, values?: MessageRef['values']): { error: string } => ({
  error: encodeRef(values ? { id, values } : { id }),
});

/** A field label that has a required sentence of its own (validation/required-sentences.ts). */
export type RequiredLabel = MessageId extends infer K
  ? K extends `validation.required.${infer Label}`
    ? Label
    : never
  : never;

/** The id of a field's required sentence: 'Please provide a/an {label}', written out per field. */
export const requiredSentence = (label: RequiredLabel): MessageId =>
  `validation.required.${label}` as MessageId;

/** A required text field: trimmed, the field's required sentence. */
export const requiredText = (label: RequiredLabel) =>
  z
    .string(ref(requiredSentence(label)))
    .trim()
    .min(1, ref(requiredSentence(label)));

/** An optional text field: trimmed; an absent value becomes ''. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '');

/** A required email: lowercased and trimmed, 'Email is not valid' when malformed. */
export const requiredEmail = (label: RequiredLabel) =>
  requiredText(label)
    .toLowerCase()
    .pipe(z.email(ref('validation.email')));

/** Length bounds with the spec's three texts. */
export const lengthBetween = (schema: z.ZodString, min?: number, max?: number): z.ZodString => {
  let s = schema;
  const both = min !== undefined && max !== undefined;
  if (min !== undefined)
    s = s.min(
      min,
      both ? ref('validation.lengthBetween', { min, max: max! }) : ref('validation.minLength', { min }),
    );
  if (max !== undefined)
    s = s.max(
      max,
      both ? ref('validation.lengthBetween', { min: min!, max }) : ref('validation.maxLength', { max }),
    );
  return s;
};

/** A VAT number must begin with at least two letters (the country code). */
export const vatNumber = (label: RequiredLabel) =>
  requiredText(label)
    .transform((v) => v.replace(/[\s.]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2,}/, ref('validation.vat')));

/** A required choice among fixed values; the message names the field. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: RequiredLabel,
) => z.enum(values, ref(requiredSentence(label)));

/** A custom message for refinements: `.refine(fn, message('x.y'))`. */
export const message = ref;
