import { OnboardingView } from '../../features/links/onboarding-view.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';

/** /invitation/{invitationId}?jwt=: the onboarding form of an invited organization, two steps (product-reference §2.1). */
export const InvitationPage = () => (
  <>
    <DocumentTitle page="app.page.invitation" />
    <OnboardingView />
  </>
);
export { InvitationPage as Component };
