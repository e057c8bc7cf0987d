// fast-check arbitraries of hostile input: values (wrong types, huge and odd unicode strings,
// operators, prototype keys, deep nesting), bodies derived from an operation's request schema and
// mutated, raw bodies (malformed JSON, wrong content-type), query strings and path segments.
import fc from 'fast-check';
import { deref, type Schema } from './openapi-model.ts';

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uDC00b\uD83D',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'zero\u200Bwidth\u200D\uFEFF',
  'e\u0301\u0308\u0327',
  '𝒜🏳️‍🌈👩‍👩‍👧',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%2e%2e',
  '${7*7}{{7*7}}',
  'null',
  'true',
  '[]',
  '{}',
  '-1',
  '1e309',
  'NaN',
);

/** Any value a hostile client could put where one field's value goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddText, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      Number.MIN_VALUE,
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      [],
      [1, 2],
      [{}],
      [null],
      {},
      { $where: 'sleep(1000)' },
      { $ne: null },
      { $gt: '' },
      { $regex: '.*' },
      { $or: [{ $or: [{ id: 1 }] }] },
      JSON.parse('{"__proto__":{"polluted":1}}'),
      { constructor: { prototype: { polluted: 1 } } },
      nested(60),
      nested(1_000),
    ),
    weight: 3,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom('x'.repeat(1_000_000), 'é'.repeat(300_000)), weight: 1 },
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$or', 'id', 'isAdmin', 'status', ''),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const plausibleInt = fc.oneof(
  { arbitrary: fc.constantFrom(1, 2, 3, 5, 8, 12, 17, 18, 20, 28), weight: 3 },
  { arbitrary: fc.integer({ min: -5, max: 60 }), weight: 1 },
);

/** Values that the schema allows (or nearly), so requests also get past validation sometimes. */
export const fromSchema = (input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  const schema = deref(input) ?? {};
  if (schema.allOf) {
    const parts = (schema.allOf as Schema[]).map((s) => deref(s) ?? {});
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const p of parts) {
      Object.assign(merged.properties, p.properties ?? {});
      merged.required.push(...(p.required ?? []));
    }
    return fromSchema(merged, depth);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromSchema(a, depth)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = ([] as string[]).concat(schema.type ?? 'string').find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 3 || Object.keys(properties).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items as Schema, depth + 1), { maxLength: 3 });
    case 'integer':
    case 'number':
      return plausibleInt;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      if (schema.format === 'uuid') return fc.uuid({ version: 4 });
      if (schema.format === 'email')
        return fc.oneof(
          { arbitrary: fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@[a-z]{1,8}\.example$/), weight: 4 },
          { arbitrary: fc.emailAddress(), weight: 1 },
        );
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern === '^[A-Za-z]{2}') return fc.stringMatching(/^[A-Z]{2}[0-9]{8,10}$/);
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern as string));
      return fc.oneof(
        { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/), weight: 3 },
        { arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: 30 }), weight: 1 },
      );
  }
};

export type BodyCase =
  | { kind: 'json'; value: unknown; note: string }
  | { kind: 'raw'; text: string; contentType: string; note: string };

const raw = fc.constantFrom<{ text: string; contentType: string; note: string }>(
  { text: '{"name": ', contentType: 'application/json', note: 'truncated JSON' },
  { text: "{'a': 1}", contentType: 'application/json', note: 'single quotes' },
  { text: '{"a":1,}', contentType: 'application/json', note: 'trailing comma' },
  { text: 'NaN', contentType: 'application/json', note: 'NaN' },
  { text: '\uFEFF{}', contentType: 'application/json', note: 'BOM' },
  { text: '{"a":"\\ud800"}', contentType: 'application/json', note: 'escaped lone surrogate' },
  {
    text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
    note: 'proto keys',
  },
  { text: '{"a":1,"a":2}', contentType: 'application/json', note: 'duplicate keys' },
  {
    text: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    contentType: 'application/json',
    note: 'deep arrays',
  },
  {
    text: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    contentType: 'application/json',
    note: 'deep objects',
  },
  {
    text: `{"status":"accepted","encrInviteeData":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    contentType: 'application/json',
    note: 'deep object in a free-form field',
  },
  { text: `{"s":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json', note: 'over 1 MB' },
  { text: '{"name":"x"}', contentType: 'text/plain', note: 'text/plain' },
  { text: 'name=x&isAdmin=true', contentType: 'application/x-www-form-urlencoded', note: 'form' },
  {
    text: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
    note: 'multipart',
  },
  { text: '<a>1</a>', contentType: 'application/xml', note: 'xml' },
  { text: '{"a":1}', contentType: 'application/json; charset=utf-16', note: 'utf-16 charset' },
  { text: '', contentType: 'application/json', note: 'empty' },
  { text: '\u0000\u0001\u00ff', contentType: 'application/octet-stream', note: 'binary' },
);

/** A body for an operation: schema-derived and mutated, wholly hostile, or raw bytes. */
export const bodyCase = (schema: Schema | undefined): fc.Arbitrary<BodyCase> => {
  const base = fromSchema(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}));
  const json = (note: string) => (value: unknown) => ({ kind: 'json' as const, value, note });
  return fc.oneof(
    { arbitrary: base.map(json('schema-derived')), weight: 5 },
    {
      arbitrary: fc.tuple(base, fc.nat(), hostileValue).map(([b, i, v]) => {
        const record = { ...(b as Record<string, unknown>) };
        const keys = Object.keys(record);
        const key = keys.length ? keys[i % keys.length]! : 'id';
        record[key] = v;
        return json(`field ${key} replaced`)(record);
      }),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(base, fc.nat()).map(([b, i]) => {
        const record = { ...(b as Record<string, unknown>) };
        const keys = Object.keys(record);
        if (keys.length) delete record[keys[i % keys.length]!];
        return json('field removed')(record);
      }),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(base, hostileKey, hostileValue).map(([b, k, v]) => {
        const record = { ...(b as Record<string, unknown>) };
        Object.defineProperty(record, k, { value: v, enumerable: true, writable: true, configurable: true });
        return json(`extra field ${JSON.stringify(k)}`)(record);
      }),
      weight: 2,
    },
    { arbitrary: hostileValue.map(json('whole body hostile')), weight: 2 },
    { arbitrary: base.map((b) => json('array instead of object')([b])), weight: 1 },
    { arbitrary: raw.map((r) => ({ kind: 'raw' as const, ...r })), weight: 2 },
  );
};
