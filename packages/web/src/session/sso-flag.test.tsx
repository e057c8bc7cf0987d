import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { tokens } from '../deps/tokens.ts';
import { carrierUser, renderRoute, shellContainer } from '../test/render.tsx';

/**
 * The app at a path, built with or without the SSO flag, with a stored session that would be reused;
 * the pages' use cases are bound (never answering), since a page without its binding fails loudly.
 */
const renderBuild = (path: string, ssoWithoutAuth: boolean) => {
  const container = shellContainer();
  const calls = { logout: 0 };
  container.rebind(tokens.buildFlags).toConstantValue({ ssoWithoutAuth });
  container.rebind(tokens.storedSession).toConstantValue(true);
  const stored = { ...carrierUser(['org_mgr']), orgUserId: 1, organizationId: 1, walletUrl: '0' };
  container.bind(tokens.restoreSession).toConstantValue(() => okAsync(stored));
  container.rebind(tokens.logout).toConstantValue(() => {
    calls.logout += 1;
    return okAsync(undefined);
  });
  const { router } = renderRoute(path, { container });
  return { router, calls };
};

describe('the build for single sign-on without authentication (product-reference §6)', () => {
  it.each(['/', '/organization/users', '/organization'])(
    'logs the user out: %s shows Logged out and the stored session is forgotten',
    async (path) => {
      const { router, calls } = renderBuild(path, true);
      expect(await screen.findByText('Logged out')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/loggedout');
      await waitFor(() => expect(calls.logout).toBe(1));
      expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    },
  );

  it('keeps the public link pages usable', async () => {
    renderBuild('/loggedout', true);
    expect(await screen.findByText('Logged out')).toBeTruthy();
  });

  it('without the flag, reuses the stored session as before', async () => {
    const { router, calls } = renderBuild('/', false);
    expect(await screen.findByRole('heading', { name: 'Organization profile', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization');
    expect(calls.logout).toBe(0);
  });
});
