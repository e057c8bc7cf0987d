import { LoginScreen } from '../../features/sign-in/login-screen.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';

/** The login screen (product-reference §2.3): the form, the notice frame, the language switch and help (key login). */
export const LoginPage = () => (
  <>
    <DocumentTitle page="session.login" />
    <LoginScreen />
  </>
);
export default LoginPage;
