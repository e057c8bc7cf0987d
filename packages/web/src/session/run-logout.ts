import type { Container } from 'inversify';
import { boundService } from '../deps/bound-service.ts';
import { tokens } from '../deps/tokens.ts';
import { ignoreFailure } from '../server-state/ignore-failure.ts';

/**
 * The domain's logout (the API and wallet sessions forgotten, the platform told), run as a mutation
 * of the app's query client like every other write. Its failure is let go on purpose: the domain's
 * logout never fails, since the platform's refusal logs out all the same. `then` runs once it is done.
 */
export const runLogout = (container: Container, then?: () => void): void =>
  ignoreFailure(
    () =>
      boundService(container, tokens.serverState).mutate(boundService(container, tokens.logout), undefined),
    then,
  );
