import { describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, parseRuntimeConfig } from './runtime-config.ts';
import { sampleRuntimeConfig } from '../testing/runtime-config.ts';

/** /config.json as the fake platform serves it, its call timeout named. */
const served = { ...sampleRuntimeConfig, apiTimeoutMs: 3000 };

const detailOf = (raw: unknown) => {
  const error = parseRuntimeConfig(raw)._unsafeUnwrapErr();
  expect(error.kind).toBe('ConfigInvalid');
  return error.detail;
};

describe('the runtime config a client fetched from /config.json', () => {
  it('reads a valid config as it is', () => {
    expect(parseRuntimeConfig(served)._unsafeUnwrap()).toEqual(served);
  });

  it('reads ids written as digits as numbers, and takes 30 s as the call timeout when it names none', () => {
    const { apiTimeoutMs: _none, ...withoutTimeout } = served;
    const config = parseRuntimeConfig({
      ...withoutTimeout,
      cpuCheckOrgUserIds: [1, '2', ' 3 '],
    })._unsafeUnwrap();
    expect(config.cpuCheckOrgUserIds).toEqual([1, 2, 3]);
    expect(config.apiTimeoutMs).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(parseRuntimeConfig({ ...served, apiTimeoutMs: '4500' })._unsafeUnwrap().apiTimeoutMs).toBe(4500);
  });

  it('drops a field it does not know rather than refusing a newer platform', () => {
    const config = parseRuntimeConfig({
      ...served,
      newSetting: true,
      productName: 'SCR Test',
    })._unsafeUnwrap();
    expect(config).toEqual({ ...served, productName: 'SCR Test' });
    expect('newSetting' in config).toBe(false);
  });

  it('names every missing field', () => {
    const { version: _v, hostedWalletUrl: _h, production: _p, cpuCheckOrgUserIds: _c, ...partial } = served;
    const detail = detailOf(partial);
    expect(detail.split('; ').sort()).toEqual([
      'cpuCheckOrgUserIds: expected a list of ids',
      'hostedWalletUrl: expected a non-empty string',
      'production: expected a boolean',
      'version: expected a non-empty string',
    ]);
  });

  it('names the fields of a wrong type or value, and the id that is not one', () => {
    expect(detailOf({ ...served, production: 'no', apiBase: '', supportEmail: 7 })).toBe(
      'apiBase: expected a non-empty string; production: expected a boolean; supportEmail: expected a non-empty string',
    );
    expect(detailOf({ ...served, cpuCheckOrgUserIds: [1, 'two', 2.5] })).toBe(
      'cpuCheckOrgUserIds.1: expected a list of ids; cpuCheckOrgUserIds.2: expected a list of ids',
    );
    expect(detailOf({ ...served, cpuCheckOrgUserIds: '1,2' })).toBe(
      'cpuCheckOrgUserIds: expected a list of ids',
    );
    for (const apiTimeoutMs of [0, -5, 1.5, 'soon', null])
      expect(detailOf({ ...served, apiTimeoutMs })).toBe('apiTimeoutMs: expected a positive whole number');
  });

  it('refuses what is not an object at all (an HTML page served in its place, null, a list)', () => {
    for (const raw of ['<!doctype html>', null, [served]])
      expect(detailOf(raw)).toBe('(root): not an object');
  });
});
