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

/** At most `max` characters ('Please enter no more than {max} characters'); no bound without one. */
const atMost = (schema: z.ZodString, max?: number): z.ZodString =>
  max === undefined ? schema : schema.max(max, ref('validation.maxLength', { max }));

/**
 * A required text field: trimmed, the field's required sentence. `max` is the platform's limit, taken
 * from the contract (`contractMaxLength` of validation/generated/contract-facts.ts), never typed here.
 */
export const requiredText = (label: RequiredLabel, max?: number) =>
  atMost(
    z
      .string(ref(requiredSentence(label)))
      .trim()
      .min(1, ref(requiredSentence(label))),
    max,
  );

/** An optional text field: trimmed, at most `max` characters; an absent value becomes ''. */
export const optionalText = (max?: number) =>
  atMost(z.string().trim(), max)
    .optional()
    .transform((v) => v ?? '');

/**
 * The one email rule of the product, on a trimmed, lowercased address: zod's own pattern. The
 * contract's `UserEmail` pattern (openapi/platform.yaml) is its copy, which the platform checks; a
 * contract test holds the two equal.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** A required email: lowercased and trimmed, 'Email is not valid' when malformed. */
export const requiredEmail = (label: RequiredLabel, max?: number) =>
  requiredText(label, max)
    .toLowerCase()
    .pipe(z.email({ pattern: EMAIL_PATTERN, ...ref('validation.email') }));

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

/**
 * The VAT rule, on a number without spaces or dots, in upper case: it begins with at least two
 * letters (the country code). The contract's `Vat` pattern is its copy (a contract test holds it equal).
 */
export const VAT_PATTERN = /^[A-Z]{2}/;

/** The VAT number as it is sent and compared: without spaces or dots, in upper case. */
export const normalizeVat = (value: string): string => value.replace(/[\s.]/g, '').toUpperCase();

/** A VAT number must begin with at least two letters (the country code). */
export const vatNumber = (label: RequiredLabel) =>
  requiredText(label)
    .transform(normalizeVat)
    .pipe(z.string().regex(VAT_PATTERN, ref('validation.vat')));

/** A required choice among fixed values; the message names the field. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: RequiredLabel,
) => z.enum(values, ref(requiredSentence(label)));

/** A custom message for refinements: `.refine(fn, message('x.y'))`. */
export const message = ref;

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );

/**
 * The `when` of a rule across fields (`.refine(fn, { ...message(id), path, when: whenTexts(['a'], ['b']) })`):
 * zod skips an object's refinement while any of its fields fails, so 'Admin email addresses do not match'
 * would appear only once every other field is valid. With this the rule runs whenever the fields it
 * reads hold text, and the form says everything at once on the first submit.
 */
export const whenTexts =
  (...paths: ReadonlyArray<readonly string[]>) =>
  (payload: { readonly value: unknown }): boolean =>
    paths.every((path) => typeof at(payload.value, path) === 'string');
