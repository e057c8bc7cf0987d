// The query strings the gateways write reach the platform as they were meant: Feathers on Koa reads
// them with `qs` (koa-qs), so every query the contract's shape allows parses back to itself.
import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query.ts';

// Names as the contract writes them: identifiers and `$` operators (a bracket in a name is not a name).
const name = fc.stringMatching(/^\$?[A-Za-z][A-Za-z0-9_]{0,8}$/);
// Any text a person types, well-formed (the browser's URLSearchParams writes a lone surrogate as U+FFFD).
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const leaf = fc.oneof(text, fc.integer(), fc.boolean());

// qs reads at most 5 levels and lists of at most 21 items as lists: the contract's queries stay within.
const { query } = fc.letrec<{ node: unknown; query: Record<string, unknown> }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
    fc.dictionary(name, tie('node'), { minKeys: 1, maxKeys: 3 }),
  ),
  query: fc.dictionary(name, tie('node'), { minKeys: 1, maxKeys: 4 }),
}));

/** What the platform receives: every leaf as text. */
const asText = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]));
  return String(value);
};

describe('serializeQuery', () => {
  it('writes what qs reads back, leaf for leaf', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(qs.parse(serializeQuery(q), { depth: 5 })).toEqual(asText(q));
      }),
    );
  });

  it('writes dates as instants and leaves out null and undefined', () => {
    const at = new Date('2026-02-02T10:00:00.000Z');
    expect(
      qs.parse(serializeQuery({ createdAt: { $gte: at }, name: null, status: undefined, $limit: 8 })),
    ).toEqual({ createdAt: { $gte: '2026-02-02T10:00:00.000Z' }, $limit: '8' });
  });

  it('keeps the characters that mean something in a query string literal', () => {
    const search = 'a&b=c+d %e[f]#g?h';
    expect(qs.parse(serializeQuery({ $or: [{ name: { $ilike: search } }] }))).toEqual({
      $or: [{ name: { $ilike: search } }],
    });
  });
});
