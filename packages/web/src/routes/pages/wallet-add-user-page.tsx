import { AddUserView } from '../../features/links/add-user-view.tsx';

/** /wallet-add-user/{acceptCode}?jwt=: a new user sets a wallet password (product-reference §2.1). */
export const WalletAddUserPage = () => <AddUserView />;
export { WalletAddUserPage as Component };
