import { RequirePage } from '../access/require-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The users page behind its roles (spec §2.1). A placeholder until issue 6 fills it. */
export const UsersPage = () => (
  <RequirePage page="users">
    <PageHeading id="access.nav.users" />
  </RequirePage>
);
export { UsersPage as Component };
