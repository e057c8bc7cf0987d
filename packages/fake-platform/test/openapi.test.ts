// openapi/platform.yaml is valid (Redocly recommended rules) and openapi/generated/platform.ts is
// what openapi-typescript makes of it today; every path of the document answers on the server.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractFactsPath,
  generateContractFacts,
  generateTypes,
  generatedPath,
  lintDocument,
  openapiPath,
} from '../src/openapi-tools.ts';
import type { FakePlatform } from '../src/index.ts';
import { call, start } from './support.ts';

describe('openapi/platform.yaml', () => {
  it('has no lint errors', async () => {
    const errors = (await lintDocument()).filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  }, 30_000);

  it('matches the generated types (run `pnpm --filter @scr/fake-platform gen:api` when this fails)', async () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(await generateTypes());
  }, 30_000);

  it("matches the domain's contract facts (run `pnpm --filter @scr/fake-platform gen:api` when this fails)", () => {
    expect(readFileSync(contractFactsPath, 'utf8')).toBe(generateContractFacts());
  });

  describe('against the server', () => {
    let p: FakePlatform;
    beforeAll(async () => {
      p = await start();
    }, 30_000);
    afterAll(() => p.close());

    it('serves every documented path (no 404 and no 405 for the documented method)', async () => {
      const text = readFileSync(openapiPath, 'utf8');
      const paths = [...text.matchAll(/^ {2}(\/[^:]+):$/gm)].map((m) => m[1] ?? '');
      expect(paths.length).toBeGreaterThanOrEqual(20);
      for (const path of paths) {
        const concrete = path
          .replace('{id}', '1')
          .replace('{organizationId}', '1')
          .replace('{reference}', '00000000-0000-4000-8000-000000000000');
        const block = text.slice(text.indexOf(`  ${path}:\n`) + path.length + 4).split(/^ {2}\//m)[0] ?? '';
        for (const method of ['get', 'post', 'patch', 'delete'].filter((m) =>
          new RegExp(`^ {4}${m}:`, 'm').test(block),
        )) {
          const res = await call(
            p.apiUrl,
            method.toUpperCase(),
            concrete,
            method === 'get' || method === 'delete' ? {} : { body: {} },
          );
          const routeMissing =
            res.status === 405 || (res.status === 404 && String(res.body?.message).startsWith('Path '));
          expect(routeMissing, `${method} ${path} → ${res.status}`).toBe(false);
        }
      }
    });
  });
});
