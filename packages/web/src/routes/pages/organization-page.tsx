import { RequirePage } from '../access/require-page.tsx';
import { OrganizationView } from '../../features/organization/organization-view.tsx';
import { PageHeading } from './page-heading.tsx';

/** The organization page behind its roles (product-reference §2.1, §2.4). */
export const OrganizationPage = () => (
  <RequirePage page="organization">
    <PageHeading id="access.nav.organization" />
    <OrganizationView />
  </RequirePage>
);
export { OrganizationPage as Component };
