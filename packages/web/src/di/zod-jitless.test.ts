import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import entry from './main.tsx?raw';
import './zod-jitless.ts';

describe("zod without its JIT (the CSP forbids eval, and zod's probe of it is reported)", () => {
  it('is switched off by the module', () => {
    expect(config().jitless).toBe(true);
  });

  it("is the entry's first import, so it runs before any chunk builds a schema", () => {
    expect(entry.match(/^import .*$/m)?.[0]).toBe("import './zod-jitless.ts';");
  });
});
