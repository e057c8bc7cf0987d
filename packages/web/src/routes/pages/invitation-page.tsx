import { OnboardingView } from '../../features/links/onboarding-view.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';

/** /invitation/{invitationId}?jwt=: the onboarding form of an invited organization, two steps (product-reference §2.1). */
export const InvitationPage = () => (
  <>
    <DocumentTitle page="app.page.invitation" />
    <ServerStateProvider>
      <OnboardingView />
    </ServerStateProvider>
  </>
);
export { InvitationPage as Component };
