// fast-check arbitraries of hostile query strings (Feathers operators in odd places, qs nesting,
// prototype keys, bad numbers, malformed percent-encoding) and path segments, written as raw URL text.
import fc from 'fast-check';
import { deref, type Operation, type Parameter } from './openapi-model.ts';

/** Percent-encodes like a hostile client: lone surrogates become their (invalid) UTF-8 bytes. */
export const encode = (text: string): string =>
  [...text]
    .map((ch) => {
      const cp = ch.codePointAt(0)!;
      if (cp < 0xd800 || cp > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

const queryValue = fc.oneof(
  fc
    .constantFrom(
      '1',
      '-1',
      '0',
      '1e9',
      '1e999',
      'NaN',
      'Infinity',
      '0x10',
      '99999999999999999999',
      'true',
      'null',
      '',
      'active',
      'anna.admin@carrier.example',
      '2024-01-01',
      '%',
      '%zz',
    )
    .map((v) => (v.startsWith('%') ? v : encode(v))),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
  fc.constantFrom('\u202Eevil', 'zero\u200Bwidth', '\uD800', '<script>', "' OR 1=1", '%25').map(encode),
  fc.constant('x'.repeat(3_000)),
);

const operators = [
  '$in',
  '$nin',
  '$ne',
  '$lt',
  '$gte',
  '$ilike',
  '$regex',
  '$where',
  '$exists',
  '$options',
  '$elemMatch',
  '$or',
  '__proto__',
  'constructor',
  '$limit',
];
const extraKeys = [
  'id',
  'nope',
  'password',
  '$where',
  '$regex',
  '$select',
  '$and',
  '$populate',
  '$eager',
  '$text',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];

const queryPart = (fields: string[]): fc.Arbitrary<string> => {
  const field = fc.constantFrom(...fields, ...extraKeys);
  return fc.oneof(
    fc.tuple(field, queryValue).map(([f, v]) => `${f}=${v}`),
    fc.tuple(field, fc.constantFrom(...operators), queryValue).map(([f, o, v]) => `${f}[${o}]=${v}`),
    fc.tuple(field, queryValue, queryValue).map(([f, a, b]) => `${f}[$in][]=${a}&${f}[$in][]=${b}`),
    fc.tuple(field, queryValue).map(([f, v]) => `${f}[$in][0][b]=${v}`),
    fc
      .constantFrom('-1', '1e9', '1e999', '0', 'abc', '1.5', '', '100001', '99999999999999999999', '[]')
      .map((n) => `$limit=${n}`),
    fc.constantFrom('-1', '-100', '1e9', 'abc', '1.5', '').map((n) => `$skip=${n}`),
    fc.tuple(field, fc.constantFrom('1', '-1', '0', 'up', '1e3', '')).map(([f, d]) => `$sort[${f}]=${d}`),
    fc.constantFrom('$sort=name', '$sort[]=1', '$sort[name][$ne]=1', '$limit[$gt]=1', '$skip[]=1'),
    fc.tuple(fc.nat({ max: 30 }), field, queryValue).map(([i, f, v]) => `$or[${i}][${f}]=${v}`),
    fc.tuple(field, queryValue).map(([f, v]) => `$or[0][$or][0][${f}]=${v}`),
    fc.tuple(field, queryValue).map(([f, v]) => `$or[0][${f}][$or][0][id]=${v}`),
    fc.constantFrom(
      '$or=x',
      '$or[0]=x',
      '$or[]=',
      '$or[0][$where]=1',
      '$and[0][id]=1',
      '$or[0][__proto__][x]=1',
    ),
    fc.constantFrom(
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      '__proto__[isAdmin]=true',
      'a[0][b]=1',
      'a[b][c][d][e][f][g][h][i][j]=1',
      'id[]=1&id[]=2',
      `${'['.repeat(200)}=1`,
      '%E0%A4%A=1',
      '%=1',
      '&&&=&=',
    ),
    fc
      .tuple(field, fc.array(fc.constantFrom('1', 'a', '-1', '%ED%A0%80'), { minLength: 25, maxLength: 30 }))
      .map(([f, vs]) => vs.map((v, i) => `${f}[$in][${i}]=${v}`).join('&')),
  );
};

const plausible = (p: Parameter, fields: string[], jwts: string[]): fc.Arbitrary<string> => {
  const schema = deref(p.schema) ?? {};
  const ints = fc.constantFrom('1', '2', '5', '20', '28');
  switch (p.name) {
    case 'jwt':
      return fc.constantFrom(...jwts).map((j) => `jwt=${j}`);
    case '$limit':
    case '$skip':
      return fc.nat({ max: 30 }).map((n) => `${p.name}=${n}`);
    case '$sort':
    case '$or': {
      const known = fields.filter((f) => !f.startsWith('$') && f !== 'jwt');
      if (known.length === 0) return fc.constant('');
      return p.name === '$sort'
        ? fc.tuple(fc.constantFrom(...known), fc.constantFrom('1', '-1')).map(([f, d]) => `$sort[${f}]=${d}`)
        : fc.tuple(fc.constantFrom(...known), ints).map(([f, v]) => `$or[0][${f}]=${v}&$or[1][${f}]=${v}`);
    }
  }
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false').map((v) => `${p.name}=${v}`);
  if (schema.format === 'email')
    return fc
      .constantFrom('anna.admin@carrier.example', 'fiona.forwarder@forwarder.example', 'nobody@x.example')
      .map((v) => `${p.name}=${encode(v)}`);
  const values =
    schema.type === 'integer' || schema.oneOf?.[0]?.type === 'integer'
      ? ints
      : fc.constantFrom('pending', 'active', 'Anna', 'x');
  return fc.oneof(
    values.map((v) => `${p.name}=${encode(v)}`),
    fc.tuple(values, values).map(([a, b]) => `${p.name}[$in][]=${a}&${p.name}[$in][]=${b}`),
  );
};

/** A raw query string (without '?'): documented parameters with plausible values, hostile parts, or both. */
export const queryArb = (op: Operation, jwts: string[]): fc.Arbitrary<string> => {
  const params = op.parameters.filter((p) => p.in === 'query');
  const fields = params.map((p) => p.name);
  const documented = fc
    .tuple(...params.map((p) => fc.option(plausible(p, fields, jwts), { freq: 2, nil: '' })))
    .map((parts) => parts.filter(Boolean));
  const hostile = fc.array(queryPart(fields.length ? fields : ['id']), { maxLength: 4 });
  const join = (parts: string[]) => parts.join('&');
  return fc.oneof(
    { arbitrary: documented.map(join), weight: 2 },
    { arbitrary: hostile.map(join), weight: 3 },
    {
      arbitrary: fc
        .tuple(
          documented,
          hostile.map((h) => h.slice(0, 1)),
        )
        .map(([d, h]) => join([...d, ...h])),
      weight: 2,
    },
  );
};

const hostileSegments = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1',
  '99999999999999999999',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%20',
  '%2F',
  '__proto__',
  'constructor',
  '$where',
  'null',
  'true',
  encode('\u202E1'),
  encode('١'),
  'x'.repeat(5_000),
);

/** The path with each {param} replaced by a plausible or a hostile segment. */
export const pathArb = (op: Operation, valid: Record<string, string[]>): fc.Arbitrary<string> => {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const segment = (name: string) => {
    const good = valid[`${op.path}:${name}`] ?? valid[name] ?? ['1'];
    return fc.oneof(
      { arbitrary: fc.constantFrom(...good), weight: 3 },
      { arbitrary: hostileSegments, weight: 1 },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, values[i]!), op.path));
};
