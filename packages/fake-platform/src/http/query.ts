// A query the contract accepted (http/contract.ts) in the words of the memory store: an `$ilike`
// condition becomes the RegExp that matches what the database would, and a date the ISO instant the
// records hold (they compare as text), so '2026-01-01T01:00:00+01:00' finds what '…T00:00:00Z' finds.
import type { Query } from '@feathersjs/feathers';

const literal = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A SQL `ILIKE` pattern as the RegExp that matches what the database would: case-insensitive, the
 * whole value, `%` any run of characters, `_` any one character, and a backslash makes the next
 * character literal (`\%`, `\_`, `\\`), so a client can search for a text holding `%` or `_`.
 */
export const likeRegExp = (pattern: string): RegExp => {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\' && i + 1 < pattern.length) source += literal(pattern[++i]!);
    else if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += literal(ch);
  }
  return new RegExp(`^${source}$`, 'i');
};

const instant = (value: unknown): unknown =>
  typeof value === 'string' ? new Date(value).toISOString() : value;

const condition = (field: string, value: unknown, dates: ReadonlySet<string>): unknown => {
  const date = dates.has(field);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return date ? instant(value) : value;
  const operators = value as Record<string, unknown>;
  if (typeof operators.$ilike === 'string') return likeRegExp(operators.$ilike);
  return date
    ? Object.fromEntries(Object.entries(operators).map(([op, operand]) => [op, instant(operand)]))
    : operators;
};

const conditions = (group: Record<string, unknown>, dates: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(group).map(([field, value]) =>
      field === '$or'
        ? [field, (value as Record<string, unknown>[]).map((branch) => conditions(branch, dates))]
        : [field, condition(field, value, dates)],
    ),
  );

/** The accepted query for the store; `dates` names the fields whose values are instants. */
export const storeQuery = (query: Record<string, unknown>, dates: ReadonlySet<string>): Query => {
  const { $limit, $skip, $sort, $and, ...rest } = query;
  return {
    ...conditions(rest, dates),
    ...($and === undefined
      ? {}
      : { $and: ($and as Record<string, unknown>[]).map((group) => conditions(group, dates)) }),
    ...($limit === undefined ? {} : { $limit }),
    ...($skip === undefined ? {} : { $skip }),
    ...($sort === undefined ? {} : { $sort }),
  };
};
