import { RequirePage } from '../access/require-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The organization page behind its roles (spec §2.1). A placeholder until issue 6 fills it. */
export const OrganizationPage = () => (
  <RequirePage page="organization">
    <PageHeading id="access.nav.organization" />
  </RequirePage>
);
export { OrganizationPage as Component };
