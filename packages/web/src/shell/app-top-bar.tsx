import { isAdmin, navLinks } from '@scr/domain';
import { useSession } from '../session/session-context.tsx';
import { TopBar } from './top-bar.tsx';

/** The top bar for the signed-in user, with the domain's nav rules (product-reference §2.2); nothing when signed out. */
export const AppTopBar = () => {
  const { user } = useSession();
  if (!user) return null;
  return <TopBar user={user} admin={isAdmin(user.roles)} links={navLinks(user.roles)} />;
};
