import qs from 'qs';

/**
 * Feathers reads queries with `qs` (nested brackets: `$sort[createdAt]=-1`,
 * `$or[0][organizationIdA]=1`, `status[$in][0]=pending`); we write them with the same library,
 * so every operator the contract allows round-trips exactly.
 */
export const serializeQuery = (query: unknown): string =>
  qs.stringify(query, { encodeValuesOnly: true, arrayFormat: 'indices', skipNulls: true });

/**
 * `$ilike` is SQL ILIKE on the platform: `%` matches any run, `_` any one character, a backslash
 * makes the next character literal. What a person typed is escaped so every character is literal.
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** An `$ilike` pattern for "holds this text anywhere", the text taken literally. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;

/**
 * `$or` alternatives "one of these fields holds the text" (case-insensitive, literal), or
 * undefined for an empty search.
 */
export const searchAlternatives = (fields: readonly string[], search: string) =>
  search === '' ? undefined : fields.map((field) => ({ [field]: { $ilike: containing(search) } }));
