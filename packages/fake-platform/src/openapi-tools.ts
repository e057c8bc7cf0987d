// The OpenAPI document's tooling: lint with Redocly's recommended rules, generate the TypeScript
// types with openapi-typescript and the domain's contract facts. Used by `pnpm gen:api` and by the
// staleness tests.
import { readFileSync } from 'node:fs';
import { createConfig, lint } from '@redocly/openapi-core';
import { load as loadYaml } from 'js-yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import { openapiPath } from './openapi-paths.ts';

export { contractFactsPath, generatedPath, openapiPath } from './openapi-paths.ts';

const banner = `// Generated from openapi/platform.yaml by openapi-typescript: do not edit.
// Regenerate with \`pnpm --filter @scr/fake-platform gen:api\`.
`;

export const generateTypes = async (): Promise<string> => {
  const ast = await openapiTS(new URL(`file://${openapiPath}`), { alphabetize: false });
  return banner + astToString(ast);
};

export const lintDocument = async () => {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // Our own extension marks the operations the spec does not show.
      'operation-4xx-response': 'error',
      'info-license-url': 'off',
    },
  });
  const problems = await lint({ ref: openapiPath, config });
  return problems.map((p) => ({
    severity: p.severity,
    rule: p.ruleId,
    message: p.message,
    at: p.location[0]?.pointer,
  }));
};

type Node = Record<string, unknown>;

/**
 * The facts of the contract the domain's forms and lists must agree with, as a TypeScript module: per
 * component schema, the maxLength of each string property; per named string enum, its values. The
 * domain builds its form limits from these, and a test checks its status and role lists against them.
 */
export const generateContractFacts = (): string => {
  const doc = loadYaml(readFileSync(openapiPath, 'utf8')) as {
    components: { schemas: Record<string, Node> };
  };
  const schemas = doc.components.schemas;
  const deref = (node: Node): Node => {
    const ref = node['$ref'];
    return typeof ref === 'string' ? deref(schemas[ref.replace('#/components/schemas/', '')] ?? {}) : node;
  };
  const maxLength: Record<string, Record<string, number>> = {};
  const enums: Record<string, unknown[]> = {};
  /** The properties of an object schema, its allOf parts' included. */
  const propertiesOf = (node: Node): [string, Node][] => [
    ...Object.entries((node['properties'] ?? {}) as Record<string, Node>),
    ...((node['allOf'] ?? []) as Node[]).flatMap((part) => propertiesOf(deref(part))),
  ];
  /** Limits of one object schema under `name`, and of its inline object fields under 'name.field'. */
  const collect = (name: string, schema: Node) => {
    const limits: [string, number][] = [];
    for (const [field, node] of propertiesOf(schema)) {
      const target = deref(node);
      if (typeof target['maxLength'] === 'number') limits.push([field, target['maxLength']]);
      else if (node['$ref'] === undefined && propertiesOf(target).length > 0)
        collect(`${name}.${field}`, target);
    }
    if (limits.length > 0) maxLength[name] = Object.fromEntries(limits);
  };
  for (const [name, schema] of Object.entries(schemas)) {
    if (Array.isArray(schema['enum']) && schema['type'] === 'string') enums[name] = schema['enum'];
    collect(name, schema);
  }
  return `// Generated from openapi/platform.yaml by \`pnpm --filter @scr/fake-platform gen:api\`: do not edit.
// The platform's limits and enums, so a form refuses before submit what the platform would refuse.

/**
 * Per request or record schema of the contract, the maxLength of each string field that has one; an
 * inline object field's own under 'Schema.field' (OnboardingPayload.admin).
 */
export const contractMaxLength = ${JSON.stringify(maxLength, null, 2)} as const;

/** The contract's named string enums, in the document's order. */
export const contractEnums = ${JSON.stringify(enums, null, 2)} as const;
`;
};
