import { PageHeading } from './page-heading.tsx';

/** The route of the onboarding form (two steps) (spec §2.1). A placeholder: the sign-in step fills it. */
export const InvitationPage = () => <PageHeading id="app.page.invitation" />;
export { InvitationPage as Component };
