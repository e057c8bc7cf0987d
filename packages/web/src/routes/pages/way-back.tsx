import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { Text } from '../../i18n/text.tsx';
import { useSession } from '../../session/session-context.tsx';
import { useReturnTo } from '../return-to.ts';

/**
 * The way back from a page with nothing to do ('Logged out', an unknown route): to '/', which is the
 * login screen when signed out and the user's own landing page when signed in (product-reference §2.1 '/').
 * The page this one was sent from (a session that ended there) goes along: the login leads back to it.
 */
export const WayBack = () => {
  const { user } = useSession();
  const from = useReturnTo();
  return (
    <Link to="/" state={from && { from }} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
      <Text id={user ? 'app.wayBack.home' : 'app.wayBack.login'} />
    </Link>
  );
};
