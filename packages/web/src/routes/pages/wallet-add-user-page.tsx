import { AddUserView } from '../../features/links/add-user-view.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';

/** /wallet-add-user/{acceptCode}?jwt=: a new user sets a wallet password (product-reference §2.1). */
export const WalletAddUserPage = () => (
  <>
    <DocumentTitle page="app.page.walletAddUser" />
    <ServerStateProvider>
      <AddUserView />
    </ServerStateProvider>
  </>
);
export { WalletAddUserPage as Component };
