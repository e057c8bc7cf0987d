import { Outlet } from 'react-router';

/** Public pages (product-reference §2.1 'public'): no top bar, no session needed. */
export const PublicLayout = () => (
  <main className="scr-main scr-main--public">
    <Outlet />
  </main>
);
export { PublicLayout as Component };
