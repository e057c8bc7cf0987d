import { PasswordResetView } from '../../features/links/password-reset-view.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';

/** /password-reset/{passwordResetId}?jwt=: the reset-password page (product-reference §2.1). */
export const PasswordResetPage = () => (
  <>
    <DocumentTitle page="app.page.passwordReset" />
    <ServerStateProvider>
      <PasswordResetView />
    </ServerStateProvider>
  </>
);
export { PasswordResetPage as Component };
