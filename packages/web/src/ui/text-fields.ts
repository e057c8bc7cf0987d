/**
 * A form's values as the user types them: one text per field of the domain's schema that checks
 * them (`TextFields<z.input<typeof schema>>`), so a field added to the schema is a field of the form.
 * Text, not the schema's input types: the form holds what was typed or chosen, unparsed, and the
 * schema trims, coerces (an organization choice to its number) and checks it on submit; a refused
 * value stays in its field exactly as typed.
 */
export type TextFields<T> = { [K in keyof T]-?: string };
