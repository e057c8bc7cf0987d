import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { Text } from '../../i18n/text.tsx';
import { useSession } from '../../session/session-context.tsx';

/**
 * The way back from a page with nothing to do ('Logged out', an unknown route): to '/', which is the
 * login screen when signed out and the user's own landing page when signed in (product-reference §2.1 '/').
 */
export const WayBack = () => {
  const { user } = useSession();
  return (
    <Link to="/" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
      <Text id={user ? 'app.wayBack.home' : 'app.wayBack.login'} />
    </Link>
  );
};
