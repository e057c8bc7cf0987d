import { H1 } from '@blueprintjs/core';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';
import { WayBack } from './way-back.tsx';

/**
 * 'Logged out' (product-reference §2.1), and the way back to the login screen. The text is the page's
 * one heading: a page with no title reads as nothing to a screen reader's list of headings.
 */
export const LoggedOutPage = () => (
  <section className="scr-page scr-logged-out">
    <DocumentTitle page="session.loggedOut" />
    <H1 className="scr-page__title">
      <Text id="session.loggedOut" />
    </H1>
    <WayBack />
  </section>
);
export { LoggedOutPage as Component };
