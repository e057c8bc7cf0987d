// openapi/platform.yaml as data for the reliability tests: the list of operations (so a new endpoint
// is covered automatically) and a small JSON-schema checker for the subset the document uses.
import { readFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import { openapiPath } from '../src/openapi-tools.ts';

export type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: Schema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Status code → response schema (undefined when the response has no JSON body). */
  responses: Record<string, Schema | undefined>;
  /** No token needed (security [{}]), a token optional ([{}, bearer]) or required. */
  auth: 'public' | 'optional' | 'required';
  /** The audit actions the call records (`x-audit`); undefined for a call that changes nothing. */
  audit?: string[];
}

const doc = parseYaml(readFileSync(openapiPath, 'utf8')) as Schema;

/** Follows a local `$ref` (once or repeatedly). */
export const deref = (schema: Schema | undefined): Schema | undefined => {
  let current = schema;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Schema | undefined>((node, key) => node?.[key.replace(/~1/g, '/')], doc);
  }
  return current;
};

const methods = ['get', 'post', 'patch', 'delete', 'put'] as const;

export const operations = (): Operation[] =>
  Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
    methods
      .filter((m) => item[m])
      .map((m) => {
        const op = item[m] as Schema;
        const security = (op.security ?? doc.security) as Schema[];
        const open = security.some((s) => Object.keys(s).length === 0);
        const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
          (p: Schema) => deref(p) as Parameter,
        );
        const responses = Object.fromEntries(
          Object.entries(op.responses as Record<string, Schema>).map(([code, r]) => [
            code,
            deref(r)?.content?.['application/json']?.schema as Schema | undefined,
          ]),
        );
        return {
          id: String(op.operationId),
          method: m.toUpperCase() as Operation['method'],
          path,
          parameters,
          body: op.requestBody?.content?.['application/json']?.schema as Schema | undefined,
          responses,
          auth: open ? (security.length === 1 ? 'public' : 'optional') : 'required',
          ...(Array.isArray(op['x-audit']) ? { audit: op['x-audit'] as string[] } : {}),
        } satisfies Operation;
      }),
  );

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

const formats: Record<string, (v: string) => boolean> = {
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  'date-time': (v) => !Number.isNaN(Date.parse(v)),
};

/** Problems of `value` against `schema` (empty when valid), each with its JSON path. */
export const check = (input: Schema | undefined, value: unknown, at = '$'): string[] => {
  const schema = deref(input);
  if (!schema) return [];
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${at}: ${why}`);
  for (const part of schema.allOf ?? []) problems.push(...check(part, value, at));
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (alternatives && !alternatives.some((alt) => check(alt, value, at).length === 0)) {
    fail(`matches none of ${alternatives.length} alternatives: ${check(alternatives[0], value, at)[0]}`);
  }
  if (schema.type !== undefined) {
    const types = ([] as string[]).concat(schema.type);
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      fail(`expected ${types.join('|')}, got ${actual}`);
      return problems;
    }
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) fail(`not one of ${schema.enum}`);
  if ('const' in schema && schema.const !== value) fail(`expected ${String(schema.const)}`);
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) fail('too short');
    if (schema.pattern && !new RegExp(schema.pattern as string, 'u').test(value)) fail('pattern');
    if (schema.format && formats[schema.format] && !formats[schema.format]!(value)) fail(schema.format);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail('below minimum');
    if (schema.maximum !== undefined && value > schema.maximum) fail('above maximum');
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => problems.push(...check(schema.items as Schema, item, `${at}[${i}]`)));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in record)) fail(`missing ${key}`);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, item] of Object.entries(record)) {
      if (properties[key]) problems.push(...check(properties[key], item, `${at}.${key}`));
      else if (schema.additionalProperties === false && !(schema.allOf ?? []).length)
        fail(`unexpected ${key}`);
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...check(schema.additionalProperties as Schema, item, `${at}.${key}`));
    }
  }
  return problems;
};

/** The whole 400 texts the document gives a missing parameter (`x-missing`: the link tokens' 'Missing … code'). */
export const missingTexts = (): string[] =>
  Object.values((doc.components?.parameters ?? {}) as Record<string, Schema>).flatMap((p) =>
    typeof p['x-missing'] === 'string' ? [p['x-missing'] as string] : [],
  );
