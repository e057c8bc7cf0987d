// The OpenAPI document's tooling: lint with Redocly's recommended rules, generate the TypeScript
// types with openapi-typescript. Used by `pnpm gen:api` and by the staleness test.
import { fileURLToPath } from 'node:url';
import { createConfig, lint } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

export const openapiPath = fileURLToPath(new URL('../../../openapi/platform.yaml', import.meta.url));
export const generatedPath = fileURLToPath(
  new URL('../../../openapi/generated/platform.ts', import.meta.url),
);

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
