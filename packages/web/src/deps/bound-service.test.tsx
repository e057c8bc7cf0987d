import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { carrierUser, renderRoute, testContainer } from '../test/render.tsx';
import { boundService, MissingBindingError } from './bound-service.ts';
import { tokens } from './tokens.ts';
import type { ServiceIdentifier } from 'inversify';

/** An id nothing is bound to. */
const unbound = Symbol.for('scr.NothingBoundHere') as ServiceIdentifier<{ readonly x: number }>;

describe('a missing container binding', () => {
  it('throws an error naming the token, and returns what is bound', () => {
    const container = testContainer();
    expect(() => boundService(container, unbound)).toThrow(MissingBindingError);
    expect(() => boundService(container, unbound)).toThrow(
      'The container binds nothing to Symbol(scr.NothingBoundHere): bind it in src/di/container.ts',
    );
    expect(boundService(container, tokens.config).productShortName).toBe(
      container.get(tokens.config).productShortName,
    );
  });

  it("shows on the routes' error page, not as an empty page", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/organization/users', { user: carrierUser(['usr_mgr']) });
    expect(await screen.findByRole('heading', { name: 'A problem occured' })).toBeTruthy();
    expect(screen.getByText(/binds nothing to Symbol\(scr\.UsersUseCases\)/)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
