// A query the contract accepted (http/contract.ts) in the words of the memory store: a date becomes
// the ISO instant the records hold (they compare as text), so '2026-01-01T01:00:00+01:00' finds what
// '…T00:00:00Z' finds. An `$ilike` pattern stays the text it was: the store matches it as SQL ILIKE
// itself (store/like.ts), and no regular expression is ever built from it.
import type { Query } from '@feathersjs/feathers';

const instant = (value: unknown): unknown =>
  typeof value === 'string' ? new Date(value).toISOString() : value;

const condition = (field: string, value: unknown, dates: ReadonlySet<string>): unknown => {
  const date = dates.has(field);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return date ? instant(value) : value;
  const operators = value as Record<string, unknown>;
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
