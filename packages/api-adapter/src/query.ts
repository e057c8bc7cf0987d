/**
 * A query's leaves as `[key, value]` pairs in the nested-bracket keys the platform reads with `qs`:
 * `$sort[createdAt]=-1`, `$or[0][organizationIdA]=1`, `status[$in][0]=pending`. Lists by index, dates
 * as ISO instants, null and undefined left out.
 */
const leaves = (value: unknown, key: string): Array<[string, string]> => {
  if (value === null || value === undefined) return [];
  if (value instanceof Date) return [[key, value.toISOString()]];
  const inner = (name: string | number) => (key === '' ? String(name) : `${key}[${name}]`);
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, inner(index)));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => leaves(item, inner(name)));
  return [[key, String(value as string | number | boolean | bigint)]];
};

/**
 * The query string of a request, written with the runtime's own `URLSearchParams`: the
 * nested-bracket form that Feathers reads with `qs` (its round trip is a property test), without
 * shipping `qs` and its polyfills to the browser for one query string.
 */
export const serializeQuery = (query: unknown): string => new URLSearchParams(leaves(query, '')).toString();

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
