import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';
import { WayBack } from './way-back.tsx';

/** Plain text 'Logged out' (product-reference §2.1), and the way back to the login screen. */
export const LoggedOutPage = () => (
  <section className="scr-page scr-logged-out">
    <DocumentTitle page="session.loggedOut" />
    <p>
      <Text id="session.loggedOut" />
    </p>
    <WayBack />
  </section>
);
export { LoggedOutPage as Component };
