import { createContext, useContext } from 'react';
import type { ResultAsync } from 'neverthrow';
import type {
  MessageRef,
  ConnectionRow,
  ConnectionSort,
  ConnectionsOverview,
  FingerprintStep,
  InvitationRow,
  TabIndex,
  TabPage,
} from '@scr/domain';
import type { ConnectionUseCases } from './connection-use-cases.ts';
import type { ConnectionsFailure } from './failures.ts';

/** The dialogs of the page (besides 'Wallet upgrade required', which any action may open). */
export type OpenDialog =
  | { readonly kind: 'connectionStatus'; readonly row: ConnectionRow }
  | { readonly kind: 'invitationStatus'; readonly row: InvitationRow }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'connect' }
  | { readonly kind: 'invite' }
  /** The confirm or finalize a connection's link leads to, waiting for the admin to compare the fingerprint. */
  | { readonly kind: 'compareFirst'; readonly action: FingerprintStep; readonly row: ConnectionRow }
  | null;

export type ConnectionsController = {
  readonly useCases: ConnectionUseCases;
  /** Carriers see the customer-reference and Portbase columns and fields (product-reference §6). */
  readonly isCarrier: boolean;
  /** The tabs' counts, 'Accept All' and the invitations; null while 'Loading connections...'. */
  readonly overview: ConnectionsOverview | null;
  /** The open tab. */
  readonly selected: TabIndex;
  /** The open tab's page (paged on the server); null while another tab's page loads. */
  readonly page: TabPage | null;
  /** Opens a tab at a page (0 for a tab change). */
  readonly show: (tab: TabIndex, page: number) => Promise<void>;
  /** Why the last load failed (shown in place, with Retry), or null. */
  readonly loadError: MessageRef | null;
  /** The search the counts and rows follow ('' for none). */
  readonly search: string;
  /** Searches: the counts and the open tab's first page follow. */
  readonly find: (search: string) => Promise<void>;
  /** The column sort the rows follow (null: the tabs' own order). */
  readonly sort: ConnectionSort | null;
  /** Sorts by a column (null: the tabs' own order): the open tab's first page follows. */
  readonly sortBy: (sort: ConnectionSort | null) => Promise<void>;
  /** True while the 15-minute poll runs: 'Checking new connections...'. */
  readonly checking: boolean;
  /** True while another view (search, sort, tab page) loads and the table still shows the last one. */
  readonly loading: boolean;
  /** True while an action runs: its buttons are disabled. */
  readonly busy: boolean;
  readonly dialog: OpenDialog;
  readonly setDialog: (dialog: OpenDialog) => void;
  /** Reloads the counts and the open page (after an action, or on a stale row). */
  readonly refresh: () => Promise<void>;
  /**
   * Runs a use case: on success hands over its value, on failure shows its text and reacts
   * (through the signed-in frame's one failure path: session-expired dialog, upgrade dialog, refresh). Resolves to the value, or null on failure.
   * A failure `answersItself` names is left to the caller, which says it in a dialog of its own:
   * no snackbar repeats it.
   */
  readonly run: <T>(
    action: () => ResultAsync<T, ConnectionsFailure>,
    answersItself?: (failure: ConnectionsFailure) => boolean,
  ) => Promise<T | null>;
};

const ConnectionsContext = createContext<ConnectionsController | null>(null);
export const ConnectionsProvider = ConnectionsContext.Provider;

export const useConnections = (): ConnectionsController => {
  const controller = useContext(ConnectionsContext);
  if (!controller) throw new Error('useConnections() needs a <ConnectionsProvider> above it');
  return controller;
};
