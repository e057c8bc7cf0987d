import { OnboardingView } from '../../features/links/onboarding-view.tsx';

/** /invitation/{invitationId}?jwt=: the onboarding form of an invited organization, two steps (product-reference §2.1). */
export const InvitationPage = () => <OnboardingView />;
export { InvitationPage as Component };
