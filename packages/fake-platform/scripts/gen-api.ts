// `pnpm --filter @scr/fake-platform gen:api`: lint openapi/platform.yaml, write openapi/generated/platform.ts
// and the domain's contract facts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  contractFactsPath,
  generateContractFacts,
  generateTypes,
  generatedPath,
  lintDocument,
} from '../src/openapi-tools.ts';

const problems = await lintDocument();
for (const p of problems) console.log(`${p.severity} ${p.rule} ${p.at ?? ''}: ${p.message}`);
if (problems.some((p) => p.severity === 'error')) {
  console.error('openapi/platform.yaml has errors: not generating');
  process.exit(1);
}
mkdirSync(dirname(generatedPath), { recursive: true });
writeFileSync(generatedPath, await generateTypes());
console.log(`wrote ${generatedPath}`);
mkdirSync(dirname(contractFactsPath), { recursive: true });
writeFileSync(contractFactsPath, generateContractFacts());
console.log(`wrote ${contractFactsPath}`);
