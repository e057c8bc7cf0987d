import type { ServiceIdentifier } from 'inversify';
import { matchPath } from 'react-router';
import { tokens } from '../deps/tokens.ts';
import { usersListRead, usersViewOf } from '../features/users/users-queries.ts';
import { usersUseCasesToken } from '../features/users/users-use-cases.ts';
import { startEarlyRead } from '../server-state/early-read.ts';
import type { ReturnTo } from './return-to.ts';

type Get = <T>(token: ServiceIdentifier<T>) => T;

/**
 * The reads of a signed-in page that its URL alone names, by the page's route: a sign-in starts them
 * the moment the platform accepts it, beside the organization's and the EULA's reads
 * (features/sign-in/use-sign-in-flow.ts, through the container: this module and the pages' use cases
 * stay out of the login screen's code), so the page renders with its data answered or on its way,
 * not asking for it only then. The organization profile's data is the organization's read itself.
 */
const pageReads: readonly {
  readonly path: string;
  readonly start: (get: Get, search: URLSearchParams) => void;
}[] = [
  {
    path: '/organization/users',
    start: (get, search) =>
      startEarlyRead(
        get(tokens.serverState).client,
        usersListRead(get(usersUseCasesToken), usersViewOf(search)),
      ),
  },
];

/** Starts the first reads of the page at `destination` (a path and its query string), if its route names any. */
export const startPageReads = (get: Get, destination: ReturnTo): void => {
  const page = pageReads.find((p) => matchPath(p.path, destination.pathname) !== null);
  page?.start(get, new URLSearchParams(destination.search));
};
