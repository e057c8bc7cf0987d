import { PageHeading } from './page-heading.tsx';

/** The route of the reset-password page (spec §2.1). A placeholder: the sign-in step fills it. */
export const PasswordResetPage = () => <PageHeading id="app.page.passwordReset" />;
export { PasswordResetPage as Component };
