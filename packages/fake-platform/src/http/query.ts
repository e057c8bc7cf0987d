// Query strings (parsed by koa-qs) checked against a per-resource field list before they reach the
// memory adapter: values are coerced to the field's type, only $limit, $skip, $sort, $in, $nin, $ne,
// $lt(e), $gt(e), $or (one level, or one level inside each $and group) and $ilike (SQL LIKE: see
// `likeRegExp`) pass; anything else is a 400.
import { BadRequest } from '@feathersjs/errors';
import type { Query } from '@feathersjs/feathers';

export type FieldType = 'number' | 'string' | 'boolean' | 'date' | 'nullableDate';
export type Fields = Record<string, FieldType>;

const comparisons = new Set(['$in', '$nin', '$ne', '$lt', '$lte', '$gt', '$gte', '$ilike']);

const fail = (field: string, why: string): never => {
  throw new BadRequest(`Invalid query parameter ${field}: ${why}`, { field });
};

/** qs turns long arrays into objects with numeric keys: accept both. */
const asList = (value: unknown): unknown[] | undefined => {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && Object.keys(value).every((k) => /^\d+$/.test(k))) {
    return Object.values(value);
  }
  return undefined;
};

const coerce = (field: string, type: FieldType, value: unknown): unknown => {
  if (
    typeof value !== 'string' &&
    typeof value !== 'number' &&
    typeof value !== 'boolean' &&
    value !== null
  ) {
    return fail(field, 'expected a single value');
  }
  const s = String(value);
  if ((value === null || s === 'null') && type === 'nullableDate') return null;
  switch (type) {
    case 'number': {
      const n = Number(s);
      return Number.isFinite(n) && s.trim() !== '' ? n : fail(field, 'expected a number');
    }
    case 'boolean':
      return s === 'true' ? true : s === 'false' ? false : fail(field, 'expected true or false');
    case 'date':
    case 'nullableDate':
      return Number.isNaN(Date.parse(s)) ? fail(field, 'expected a date') : new Date(s).toISOString();
    default:
      return s.length <= 500 ? s : fail(field, 'too long');
  }
};

const condition = (field: string, type: FieldType, value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return coerce(field, type, value);
  const out: Record<string, unknown> = {};
  for (const [op, operand] of Object.entries(value)) {
    if (!comparisons.has(op)) return fail(`${field}[${op}]`, 'unknown operator');
    if (op === '$in' || op === '$nin') {
      const list = asList(operand) ?? [operand];
      if (list.length > 10_000) return fail(`${field}[${op}]`, 'too many values');
      out[op] = list.map((v) => coerce(`${field}[${op}]`, type, v));
    } else if (op === '$ilike') {
      if (type !== 'string') return fail(`${field}[$ilike]`, 'only for text fields');
      return likeRegExp(String(coerce(`${field}[$ilike]`, type, operand)));
    } else {
      out[op] = coerce(`${field}[${op}]`, type, operand);
    }
  }
  return out;
};

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

const int = (name: string, value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fail(name, 'expected a non-negative integer');
};

/** Field conditions of one group (no operators at the top). */
const conditions = (where: string, group: object, fields: Fields): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(group).map(([f, v]) => {
      const type = fields[f];
      return type ? [f, condition(f, type, v)] : fail(`${where}[${f}]`, 'unknown field');
    }),
  );

/** The branches of an `$or`: 1 to 20 groups of field conditions. */
const alternatives = (where: string, value: unknown, fields: Fields): Record<string, unknown>[] => {
  const branches = asList(value);
  if (!branches || branches.length === 0 || branches.length > 20)
    fail(where, 'expected a list of conditions');
  return branches!.map((branch, i) => {
    if (!branch || typeof branch !== 'object' || Array.isArray(branch))
      return fail(`${where}[${i}]`, 'expected conditions');
    return conditions(`${where}[${i}]`, branch, fields);
  });
};

export interface ParsedQuery {
  query: Query;
  /** Non-filter parameters the resource allows (includeAdmin, ...), as strings. */
  extras: Record<string, string>;
}

export const parseQuery = (raw: unknown, fields: Fields, extras: string[] = []): ParsedQuery => {
  const query: Query = {};
  const extra: Record<string, string> = {};
  const input = (raw ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    if (key === '$limit' || key === '$skip') query[key] = int(key, value);
    else if (key === '$sort') {
      if (!value || typeof value !== 'object') fail('$sort', 'expected $sort[field]=1 or -1');
      const sort: Record<string, number> = {};
      for (const [f, dir] of Object.entries(value as object)) {
        if (!(f in fields)) fail(`$sort[${f}]`, 'unknown field');
        if (String(dir) !== '1' && String(dir) !== '-1') fail(`$sort[${f}]`, 'expected 1 or -1');
        sort[f] = Number(dir);
      }
      query.$sort = sort;
    } else if (key === '$or') {
      query.$or = alternatives('$or', value, fields);
    } else if (key === '$and') {
      // Groups that must all hold, each conditions or one `$or`: a filter and a search together.
      const groups = asList(value);
      if (!groups || groups.length === 0 || groups.length > 10) fail('$and', 'expected a list of groups');
      query.$and = groups!.map((group, g) => {
        if (!group || typeof group !== 'object' || Array.isArray(group))
          return fail(`$and[${g}]`, 'expected conditions');
        const { $or, ...rest } = group as Record<string, unknown>;
        return {
          ...conditions(`$and[${g}]`, rest, fields),
          ...($or === undefined ? {} : { $or: alternatives(`$and[${g}][$or]`, $or, fields) }),
        };
      });
    } else if (extras.includes(key)) {
      if (typeof value !== 'string') fail(key, 'expected a single value');
      extra[key] = value as string;
    } else {
      const type = fields[key];
      if (!type) fail(key, key.startsWith('$') ? 'unknown operator' : 'unknown field');
      query[key] = condition(key, type!, value);
    }
  }
  return { query, extras: extra };
};

export const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true' || value === '1';
