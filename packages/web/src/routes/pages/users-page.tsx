import { RequirePage } from '../access/require-page.tsx';
import { UsersView } from '../../features/users/users-view.tsx';
import { PageHeading } from './page-heading.tsx';

/** The users page behind its roles (product-reference §2.1, §2.5). */
export const UsersPage = () => (
  <RequirePage page="users">
    <PageHeading id="access.nav.users" />
    <UsersView />
  </RequirePage>
);
export { UsersPage as Component };
