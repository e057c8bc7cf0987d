import { describe, expect, it } from 'vitest';
import { tokens } from '../deps/tokens.ts';
import { sampleRuntimeConfig } from '@scr/domain/testing';
import { API_SESSION_KEY } from '@scr/wallet-adapter';
import { createContainer } from './container.ts';
import { buildFlagsOf } from './build-flags.ts';
import { API_SESSION_STORAGE_KEY, hasStoredSession } from '../session/stored-session.ts';
import { usersUseCasesToken } from '../features/users/users-use-cases.ts';
import { organizationUseCasesToken } from '../features/organization/organization-use-cases.ts';
import { integrationsUseCasesToken } from '../features/integrations/integrations-use-cases.ts';
import { connectionUseCasesToken } from '../features/connections/connection-use-cases.ts';
import { activityUseCasesToken } from '../features/activity/activity-use-cases.ts';

describe('composition root', () => {
  it('binds the runtime config, a clock and uuid ids as singletons', () => {
    const container = createContainer({ config: sampleRuntimeConfig });
    expect(container.get(tokens.config)).toBe(sampleRuntimeConfig);
    expect(container.get(tokens.clock)).toBe(container.get(tokens.clock));
    expect(container.get(tokens.clock).now()).toBeInstanceOf(Date);
    const ids = container.get(tokens.ids);
    expect(ids.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.uuid()).not.toBe(ids.uuid());
  });

  it('binds every token of the app', () => {
    const container = createContainer({ config: sampleRuntimeConfig });
    const unbound = Object.entries(tokens).filter(([, token]) => !container.isBound(token));
    expect(unbound.map(([name]) => name)).toEqual([]);
    // The features' own bundles, whose ids live in the features (deps/ imports no feature).
    for (const token of [
      usersUseCasesToken,
      organizationUseCasesToken,
      integrationsUseCasesToken,
      connectionUseCasesToken,
      activityUseCasesToken,
    ])
      expect(container.isBound(token)).toBe(true);
  });

  it('takes a fixed clock for tests', () => {
    const fixed = new Date('2026-01-02T03:04:05Z');
    const container = createContainer({ config: sampleRuntimeConfig, clock: { now: () => fixed } });
    expect(container.get(tokens.clock).now()).toBe(fixed);
  });

  it('binds the build flags, off unless the build sets them', () => {
    expect(createContainer({ config: sampleRuntimeConfig }).get(tokens.buildFlags)).toEqual({
      ssoWithoutAuth: false,
    });
    const flags = buildFlagsOf({ VITE_SSO_WITHOUT_AUTH: 'true' });
    expect(createContainer({ config: sampleRuntimeConfig, flags }).get(tokens.buildFlags)).toEqual({
      ssoWithoutAuth: true,
    });
    expect(buildFlagsOf({ VITE_SSO_WITHOUT_AUTH: 'false' }).ssoWithoutAuth).toBe(false);
    expect(buildFlagsOf({}).ssoWithoutAuth).toBe(false);
  });

  it("checks for a stored session under the wallet adapter's own key", () => {
    expect(API_SESSION_STORAGE_KEY).toBe(API_SESSION_KEY);
    expect(hasStoredSession({ getItem: (key) => (key === API_SESSION_KEY ? '{}' : null) })).toBe(true);
    expect(hasStoredSession({ getItem: () => null })).toBe(false);
    expect(
      hasStoredSession({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });
});
