import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config.ts';
import { sampleRuntimeConfig } from '@scr/domain/testing';

// How the portal fetches /config.json; what makes a config valid is the domain's
// (http/runtime-config.test.ts).
const serving = (response: () => Promise<Response>) => {
  const urls: string[] = [];
  const fetchFn = ((url: string) => {
    urls.push(url);
    return response();
  }) as typeof fetch;
  return { fetchFn, urls };
};

describe('loading the runtime config', () => {
  it('fetches /config.json and gives the config the domain reads from it', async () => {
    const { fetchFn, urls } = serving(() =>
      Promise.resolve(Response.json({ ...sampleRuntimeConfig, cpuCheckOrgUserIds: [1, '2'] })),
    );
    expect((await loadRuntimeConfig(fetchFn))._unsafeUnwrap()).toEqual(sampleRuntimeConfig);
    expect(urls).toEqual(['/config.json']);
  });

  it('names the fields of a config that is not one', async () => {
    const { fetchFn } = serving(() =>
      Promise.resolve(Response.json({ ...sampleRuntimeConfig, production: 'no' })),
    );
    expect((await loadRuntimeConfig(fetchFn))._unsafeUnwrapErr()).toEqual({
      kind: 'ConfigInvalid',
      detail: 'production: expected a boolean',
    });
  });

  it('reports an unreachable config, or a body that is not JSON, without throwing', async () => {
    const down = serving(() => Promise.resolve(new Response('nope', { status: 503 })));
    expect((await loadRuntimeConfig(down.fetchFn))._unsafeUnwrapErr()).toEqual({
      kind: 'ConfigUnreachable',
      detail: 'HTTP 503',
    });
    const html = serving(() => Promise.resolve(new Response('<!doctype html>', { status: 200 })));
    expect((await loadRuntimeConfig(html.fetchFn))._unsafeUnwrapErr().kind).toBe('ConfigUnreachable');
    const offline = serving(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await loadRuntimeConfig(offline.fetchFn))._unsafeUnwrapErr()).toEqual({
      kind: 'ConfigUnreachable',
      detail: 'Failed to fetch',
    });
  });
});
