import { Button, Intent, Spinner } from '@blueprintjs/core';
import { NewLink } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { openingTab } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useSession } from '../../session/session-context.tsx';
import { ConnectDialog } from './connect-dialog.tsx';
import { ConnectionsProvider, useConnections, type OpenDialog } from './connections-context.tsx';
import { ConnectionsTabs } from './connections-tabs.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { FingerprintConfirm } from './fingerprint-confirm.tsx';
import { HalfDoneProvider } from './half-done.tsx';
import { useHandshake } from './use-act.ts';
import {
  ConnectionStatusDialog,
  InvitationMessageDialog,
  InvitationStatusDialog,
} from './status-dialogs.tsx';
import { useConnectionsController } from './use-connections-controller.ts';
import { useConnectionsUrl, useLastPageOfTab } from './use-connections-url.ts';
import { VerifiedReferencesProvider } from './verified-references.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useMainDialogKey } from '../../shell/hotkeys/use-main-dialog-key.ts';
import { LoadError } from '../../ui/load-error.tsx';
import './connections.css';

const Dialogs = () => {
  const { dialog, setDialog, useCases } = useConnections();
  const handshake = useHandshake();
  const close = () => setDialog(null);
  return (
    <>
      {dialog?.kind === 'compareFirst' && (
        <FingerprintConfirm
          action={dialog.action}
          row={dialog.row}
          onConfirm={() =>
            handshake(() => useCases[dialog.action]({ reference: dialog.row.connection.reference }))
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'connectionStatus' && <ConnectionStatusDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'invitationStatus' && <InvitationStatusDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'message' && <InvitationMessageDialog message={dialog.text} onClose={close} />}
      {dialog?.kind === 'connect' && <ConnectDialog onClose={close} />}
      {dialog?.kind === 'invite' && <InviteDialog onClose={close} />}
    </>
  );
};

/** The connection dialogs open only after the wallet-version gate (product-reference §5); else the upgrade dialog. */
const useGate = () => {
  const { useCases, run, setDialog } = useConnections();
  return async (dialog: OpenDialog) => {
    const passed = await run(() => useCases.checkWallet());
    if (passed !== null) setDialog(dialog);
  };
};

const Body = () => {
  const text = useText();
  const { overview, checking, busy, search, find, loadError, refresh } = useConnections();
  const gate = useGate();
  const openConnect = () => void gate({ kind: 'connect' });
  useMainDialogKey(text('connections.connect.title'), openConnect, !overview || busy);
  const failed = loadError && <LoadError message={loadError} onRetry={() => void refresh()} />;
  if (!overview && failed) return failed;
  if (!overview)
    return (
      <div className="scr-loading" role="status">
        <Spinner size={24} />
        <span>{text('connections.loading')}</span>
      </div>
    );
  return (
    <>
      <div className="scr-page-actions">
        <Button
          intent={Intent.PRIMARY}
          icon={<NewLink />}
          text={text('connections.connect.title')}
          disabled={busy}
          onClick={openConnect}
        />
        <SearchBox
          id="connections-search"
          value={search}
          placeholder="paging.search.connections"
          onSearch={(next) => void find(next)}
        />
        {checking && (
          <span className="scr-checking" role="status">
            <Spinner size={16} />
            {text('connections.checking')}
          </span>
        )}
      </div>
      <VerifiedReferencesProvider>
        <HalfDoneProvider>
          {failed}
          <ConnectionsTabs overview={overview} />
          <Dialogs />
        </HalfDoneProvider>
      </VerifiedReferencesProvider>
    </>
  );
};

/**
 * The Connections page (product-reference §2.6): /organization/connections[/:connectionStatus[/:connectionRef]].
 * The status picks the opening tab; a connectionRef is advanced on load.
 */
export const ConnectionsFeature = () => {
  const { connectionStatus, connectionRef } = useParams();
  const { user } = useSession();
  const url = useConnectionsUrl(openingTab(connectionStatus));
  const controller = useConnectionsController({
    isCarrier: user?.organizationRole === 'carrier',
    connectionRef,
    listing: url.listing,
  });
  useLastPageOfTab(url.listing, controller.page, url.replacePage);
  // Tabs, pages, the search and the sort go through the URL; the controller follows it.
  // The headers and the search box show the URL's search and sort at once (a second click on a
  // header must flip the sort the first one asked for, not the one still loading).
  const value = {
    ...controller,
    search: url.listing.search,
    sort: url.listing.sort,
    show: url.show,
    find: url.find,
    sortBy: url.sortBy,
  };
  return (
    <ConnectionsProvider value={value}>
      <Body />
    </ConnectionsProvider>
  );
};
