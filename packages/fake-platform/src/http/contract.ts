// The contract drives the fake platform: request bodies and query strings are validated against
// openapi/platform.yaml by Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) with ajv-formats, one
// validator per operation compiled once (bodies at start, queries on first use), so a limit (maxLength,
// an enum, a required field) is written once, in the contract, and the portal's forms read the same one.
import { readFileSync } from 'node:fs';
import { BadRequest } from '@feathersjs/errors';
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load as loadYaml } from 'js-yaml';
import type { components, operations } from '../../../../openapi/generated/platform.ts';
import { openapiPath } from '../openapi-paths.ts';
import { refuseDeepBody } from './body-depth.ts';
import { storeQuery } from './query.ts';

type Parameter = {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: { $ref?: string };
  'x-missing'?: string;
};
type Operation = { operationId?: string; requestBody?: unknown; parameters?: Parameter[] };
type Document = {
  paths: Record<string, Record<string, Operation & Parameter[]>>;
  components: { parameters: Record<string, Parameter> };
};

const document = loadYaml(readFileSync(openapiPath, 'utf8')) as Document;
const documentId = 'platform.yaml';

// strict: false, as the document's schemas carry OpenAPI's own keywords (description, examples, x-…);
// verbose keeps each error's schema, whose `x-message` (where the contract has one) is the 400's text.
const contractAjv = (options: Options): Ajv2020 => {
  const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, ...options });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...document, $id: documentId });
  return ajv;
};
// A JSON body carries its own types, so it is checked as sent. A query string carries only text, so
// its values are coerced to the schema's type ('5' → 5, 'true' → true), and a single value where the
// schema wants a list becomes a list of one (`status[$in]=active`).
const ajv = contractAjv({});
const queryAjv = contractAjv({ coerceTypes: 'array' });

const pointer = (...parts: string[]): string =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const bodyValidators = new Map<string, ValidateFunction>();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (method === 'parameters' || !operation.operationId || !operation.requestBody) continue;
    const ref = `${documentId}#/${pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')}`;
    bodyValidators.set(operation.operationId, ajv.compile({ $ref: ref }));
  }
}

/**
 * The parts of a body whose shape depends on more than the body itself: the two steps of
 * POST /authentication are told apart by the bearer token, so each step is checked on its own.
 */
const partNames = ['ChallengeRequest', 'SignatureRequest'] as const;
type PartName = (typeof partNames)[number];
const partValidators = new Map<PartName, ValidateFunction>(
  partNames.map((name) => [name, ajv.compile({ $ref: `${documentId}#/components/schemas/${name}` })]),
);

type WithBody = {
  [K in keyof operations]: operations[K] extends { requestBody: { content: { 'application/json': unknown } } }
    ? K
    : operations[K] extends { requestBody?: { content: { 'application/json': unknown } } }
      ? K
      : never;
}[keyof operations];

/** The JSON body of an operation as the contract types it. */
export type BodyOf<K extends WithBody> = NonNullable<
  operations[K]['requestBody']
>['content']['application/json'];

/** Where an Ajv error is, as the list of keys down to the offending one. */
const placeOf = (error: ErrorObject): string[] => {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params as {
    additionalProperty?: string;
    unevaluatedProperty?: string;
    missingProperty?: string;
    propertyName?: string;
  };
  const leaf =
    extra.additionalProperty ?? extra.unevaluatedProperty ?? extra.missingProperty ?? extra.propertyName;
  return [...path, ...(leaf ? [leaf] : [])];
};

/** The field an Ajv error is about, in dotted form ('body' for the whole document). */
const fieldOf = (error: ErrorObject): string => placeOf(error).join('.') || 'body';

const reasonOf = (error: ErrorObject): string => {
  const own = (error.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (typeof own === 'string') return own;
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties')
    return 'is not allowed';
  if (error.keyword === 'required') return 'is required';
  return error.message ?? 'is invalid';
};

/**
 * Checks a request body against the operation's schema in the contract: the first problem becomes a
 * 400 naming the field ('Invalid field phone: must NOT have more than 40 characters').
 */
export const contractBody = <K extends WithBody>(operationId: K, data: unknown): BodyOf<K> => {
  const validate = bodyValidators.get(operationId);
  if (!validate) throw new Error(`The contract has no JSON body for ${operationId}`);
  return checked(validate, data) as BodyOf<K>;
};

/** Checks a body against one named schema of the contract's components (see `partNames`). */
export const contractPart = <N extends PartName>(name: N, data: unknown): components['schemas'][N] =>
  checked(partValidators.get(name)!, data) as components['schemas'][N];

/** The contract's value rules that the portal's domain has too (its copy: a contract test holds them equal). */
const valueRules = ['UserEmail', 'Vat'] as const;
const valueValidators = new Map<(typeof valueRules)[number], ValidateFunction>(
  valueRules.map((name) => [name, ajv.compile({ $ref: `${documentId}#/components/schemas/${name}` })]),
);

/** Whether the platform takes `value` as the named schema of the contract (an email, a VAT number). */
export const contractAccepts = (name: (typeof valueRules)[number], value: unknown): boolean =>
  valueValidators.get(name)!(value);

const checked = (validate: ValidateFunction, data: unknown): unknown => {
  refuseDeepBody(data);
  const body = data ?? {};
  if (validate(body)) return body;
  const error = validate.errors?.[0];
  const field = error ? fieldOf(error) : 'body';
  throw new BadRequest(`Invalid field ${field}: ${error ? reasonOf(error) : 'is invalid'}`, {
    field,
    errors: validate.errors?.map(({ instancePath, keyword, message }) => ({
      instancePath,
      keyword,
      message,
    })),
  });
};

// ---- Query strings ----

/** A query parameter of an operation, with where its schema lives in the document. */
interface QueryParameter {
  name: string;
  required: boolean;
  schema: { $ref: string };
  /** Its schema is one of the contract's `…Filter`s: a field of the record (see `queryRule`). */
  filter: boolean;
  date: boolean;
  /** The whole 400 message when it is missing or empty (the link tokens' 'Missing … code'). */
  missing?: string;
}

const queryParametersOf = (at: string[], parameters: Parameter[] | undefined): QueryParameter[] =>
  (parameters ?? []).flatMap((own, i) => {
    const name = own.$ref?.replace('#/components/parameters/', '');
    const parameter = name ? document.components.parameters[name]! : own;
    const where = name ? ['components', 'parameters', name] : [...at, 'parameters', String(i)];
    if (parameter.in !== 'query' || !parameter.name) return [];
    const filterName = /^#\/components\/schemas\/(\w+Filter)$/.exec(parameter.schema?.$ref ?? '')?.[1];
    return [
      {
        name: parameter.name,
        required: parameter.required === true,
        schema: { $ref: `${documentId}#/${pointer(...where, 'schema')}` },
        filter: filterName !== undefined,
        date: filterName === 'DateFilter',
        ...(parameter['x-missing'] ? { missing: parameter['x-missing'] } : {}),
      },
    ];
  });

const orParameter = { $ref: `${documentId}#/components/parameters/Or/schema` };

/**
 * The one rule the contract cannot say per operation: the conditions inside `$or` branches and
 * `$and` groups, and the keys of `$sort`, are the operation's filter parameters (those whose schema
 * is a `…Filter`), each with its own schema; an `$and` group may hold one `$or`, an `$or` branch none.
 */
const queryRule = (parameters: QueryParameter[]) => {
  const filters = parameters.filter((p) => p.filter);
  const conditions = {
    type: 'object',
    properties: Object.fromEntries(filters.map((p) => [p.name, p.schema])),
    additionalProperties: false,
  };
  const alternatives = (schema: object) => ({ allOf: [schema, { items: conditions }] });
  const schemaOf = (p: QueryParameter): object => {
    if (p.name === '$or') return alternatives(p.schema);
    if (p.name === '$and') {
      const group = {
        ...conditions,
        properties: { ...conditions.properties, $or: alternatives(orParameter) },
      };
      return { allOf: [p.schema, { items: group }] };
    }
    if (p.name === '$sort')
      return { allOf: [p.schema, { propertyNames: { enum: filters.map((f) => f.name) } }] };
    return p.schema;
  };
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, schemaOf(p)])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
};

interface QueryValidator {
  validate: ValidateFunction;
  parameters: QueryParameter[];
  dates: Set<string>;
}

const queryParameters = new Map<string, QueryParameter[]>();
for (const [path, item] of Object.entries(document.paths)) {
  const shared = queryParametersOf(['paths', path], item.parameters);
  for (const [method, operation] of Object.entries(item)) {
    if (method === 'parameters' || !operation.operationId) continue;
    queryParameters.set(operation.operationId, [
      ...shared,
      ...queryParametersOf(['paths', path, method], operation.parameters),
    ]);
  }
}

// Each operation's query validator is compiled on its first request, then kept: compiling all of
// them up front would multiply the platform's start-up time for operations a run may never call.
const queryValidators = new Map<string, QueryValidator>();
const queryValidatorOf = (operationId: string): QueryValidator => {
  const known = queryValidators.get(operationId);
  if (known) return known;
  const parameters = queryParameters.get(operationId);
  if (!parameters) throw new Error(`The contract has no operation ${operationId}`);
  const validator = {
    validate: queryAjv.compile(queryRule(parameters)),
    parameters,
    dates: new Set(parameters.filter((p) => p.date).map((p) => p.name)),
  };
  queryValidators.set(operationId, validator);
  return validator;
};

/** The query parameters of an operation as the contract types them. */
export type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/**
 * `qs` (Koa's query parser) turns a list with an index above 20 into an object with numeric keys
 * (`$or[21][name]=…`, a long `id[$in]`): such an object is read back as the list it stands for.
 */
const asLists = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asLists);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => asLists(v));
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, asLists(v)]));
};

/** An error's place as the query string writes it: `$or[0][name][$ilike]`. */
const parameterOf = (error: ErrorObject): string => {
  const [first = 'query', ...rest] = placeOf(error);
  return first + rest.map((part) => `[${part}]`).join('');
};

/**
 * Checks a query string against the operation's parameters in the contract (`queryRule` for
 * `$or`, `$and` and `$sort`): values come coerced to the schema's types and dates as ISO instants
 * (http/query.ts); `$ilike` patterns stay as sent, for the store's own matcher (store/like.ts). The
 * first problem is a 400 naming the parameter ('Invalid query parameter $or[0][password]: is not allowed').
 */
export const contractQuery = <K extends keyof operations>(operationId: K, raw: unknown): QueryOf<K> => {
  const validator = queryValidatorOf(operationId);
  const query = asLists(raw ?? {});
  if (validator.validate(query))
    return storeQuery(query as Record<string, unknown>, validator.dates) as QueryOf<K>;
  const errors = validator.validate.errors ?? [];
  // A value against a oneOf fails in every branch: the deepest place says best what was wrong
  // (`status[$where]` rather than `status` must be a string).
  const depth = (e: ErrorObject) => placeOf(e).length;
  const error = errors.reduce<ErrorObject | undefined>(
    (best, e) => (!best || depth(e) > depth(best) ? e : best),
    undefined,
  );
  const field = error ? parameterOf(error) : 'query';
  const missing = validator.parameters.find(
    (p) => p.name === field && (error?.keyword === 'required' || error?.keyword === 'minLength'),
  )?.missing;
  throw new BadRequest(
    missing ?? `Invalid query parameter ${field}: ${error ? reasonOf(error) : 'is invalid'}`,
    {
      field,
    },
  );
};
