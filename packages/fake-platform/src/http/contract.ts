// The contract drives the fake platform: request bodies are validated against openapi/platform.yaml by
// Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) with ajv-formats, one validator per operation
// compiled at start, so a limit (maxLength, an enum, a required field) is written once, in the
// contract, and the portal's forms read the same one.
import { readFileSync } from 'node:fs';
import { BadRequest } from '@feathersjs/errors';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import type { components, operations } from '../../../../openapi/generated/platform.ts';
import { openapiPath } from '../openapi-paths.ts';
import { refuseDeepBody } from './body-depth.ts';

type Document = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
};

const document = yaml.load(readFileSync(openapiPath, 'utf8')) as Document;
const documentId = 'platform.yaml';

// strict: false, as the document's schemas carry OpenAPI's own keywords (description, examples, x-…);
// verbose keeps each error's schema, whose `x-message` (where the contract has one) is the 400's text.
const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...document, $id: documentId });

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

/** The field an Ajv error is about, in dotted form ('body' for the whole document). */
const fieldOf = (error: ErrorObject): string => {
  const path = error.instancePath.split('/').filter(Boolean);
  const extra = error.params as {
    additionalProperty?: string;
    unevaluatedProperty?: string;
    missingProperty?: string;
  };
  const leaf = extra.additionalProperty ?? extra.unevaluatedProperty ?? extra.missingProperty;
  return [...path, ...(leaf ? [leaf] : [])].join('.') || 'body';
};

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
