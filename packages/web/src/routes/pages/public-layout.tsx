import { Outlet } from 'react-router';
import { PublicTools } from '../../shell/public-tools.tsx';

/**
 * Public pages (product-reference §2.1 'public'): no top bar, no session needed. They open from a
 * mail (a password reset, an invitation) or after a logout, so they carry the login page's head: the
 * product's logo, the language switch and the theme.
 */
export const PublicLayout = () => (
  <main className="scr-main scr-main--public scr-public">
    <PublicTools />
    <Outlet />
  </main>
);
export { PublicLayout as Component };
