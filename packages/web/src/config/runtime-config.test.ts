import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';
import { sampleConfig } from '../test/sample-config.ts';

describe('runtime config', () => {
  it('accepts the served config and coerces the CPU-check ids to numbers', () => {
    const config = parseRuntimeConfig({ ...sampleConfig, cpuCheckOrgUserIds: [1, '2'] })._unsafeUnwrap();
    expect(config.cpuCheckOrgUserIds).toEqual([1, 2]);
    expect(config.production).toBe(false);
  });

  it('takes the call timeout from the config, 30 s when it names none, and refuses a bad one', () => {
    expect(parseRuntimeConfig({ ...sampleConfig, apiTimeoutMs: 3000 })._unsafeUnwrap().apiTimeoutMs).toBe(
      3000,
    );
    const { apiTimeoutMs: _omitted, ...withoutTimeout } = sampleConfig;
    expect(parseRuntimeConfig(withoutTimeout)._unsafeUnwrap().apiTimeoutMs).toBe(30_000);
    expect(parseRuntimeConfig({ ...sampleConfig, apiTimeoutMs: 0 })._unsafeUnwrapErr().detail).toContain(
      'apiTimeoutMs',
    );
  });

  it('names the missing and mistyped fields', () => {
    const error = parseRuntimeConfig({
      ...sampleConfig,
      production: 'no',
      version: undefined,
    })._unsafeUnwrapErr();
    expect(error.kind).toBe('ConfigInvalid');
    expect(error.detail).toContain('production');
    expect(error.detail).toContain('version');
  });

  it('reports an unreachable config without throwing', async () => {
    const failing = (() => Promise.resolve(new Response('nope', { status: 503 }))) as typeof fetch;
    const result = await loadRuntimeConfig(failing);
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'ConfigUnreachable', detail: 'HTTP 503' });
  });
});
