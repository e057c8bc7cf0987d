// Where the contract and the files generated from it live.
import { fileURLToPath } from 'node:url';

export const openapiPath = fileURLToPath(new URL('../../../openapi/platform.yaml', import.meta.url));
export const generatedPath = fileURLToPath(
  new URL('../../../openapi/generated/platform.ts', import.meta.url),
);
/** The contract's limits and enums for the domain's forms (the domain may not read the document). */
export const contractFactsPath = fileURLToPath(
  new URL('../../domain/src/validation/generated/contract-facts.ts', import.meta.url),
);
