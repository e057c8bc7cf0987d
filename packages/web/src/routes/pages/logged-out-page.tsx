import { Text } from '../../i18n/text.tsx';

/** Plain text 'Logged out' (product-reference §2.1). */
export const LoggedOutPage = () => (
  <p className="scr-page scr-logged-out">
    <Text id="session.loggedOut" />
  </p>
);
export { LoggedOutPage as Component };
