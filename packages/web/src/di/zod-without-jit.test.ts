import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutJit } from './zod-without-jit.ts';

describe('zod without its JIT (CSP without unsafe-eval)', () => {
  it('sets jitless in the config zod reads, after zod has loaded', () => {
    const before = z.config().jitless;
    try {
      parseWithoutJit();
      expect(z.config().jitless).toBe(true);
    } finally {
      z.config({ jitless: before });
    }
  });

  it('creates the shared config before zod loads', () => {
    const host = {};
    parseWithoutJit(host);
    expect(host).toEqual({ __zod_globalConfig: { jitless: true } });
  });
});
