import { PageHeading } from './page-heading.tsx';

/** The route of the set-password page of a new user (spec §2.1). A placeholder: the sign-in step fills it. */
export const WalletAddUserPage = () => <PageHeading id="app.page.walletAddUser" />;
export { WalletAddUserPage as Component };
