import type { Container, ServiceIdentifier } from 'inversify';

const nameOf = (token: ServiceIdentifier<unknown>): string =>
  typeof token === 'function' ? token.name : String(token);

/**
 * A lookup of a token the container does not bind: a wiring mistake, never a state a user can reach,
 * so it fails loudly (the routes' error boundary shows it) instead of rendering nothing.
 */
export class MissingBindingError extends Error {
  override readonly name = 'MissingBindingError';

  constructor(readonly token: ServiceIdentifier<unknown>) {
    super(
      `The container binds nothing to ${nameOf(token)}: bind it in src/di/container.ts (or in the component test's container).`,
    );
  }
}

/** The service bound to a token; throws MissingBindingError, naming the token, when none is. */
export const boundService = <T>(container: Container, token: ServiceIdentifier<T>): T => {
  if (!container.isBound(token)) throw new MissingBindingError(token);
  return container.get(token);
};
