import { LoginScreen } from '../../features/sign-in/login-screen.tsx';

/** The login screen (product-reference §2.3): the form, the notice frame, the language switch and help (key login). */
export const LoginPage = () => <LoginScreen />;
export default LoginPage;
