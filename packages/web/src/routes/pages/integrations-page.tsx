import { RequirePage } from '../access/require-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The integrations page behind its roles (spec §2.1). A placeholder until issue 6 fills it. */
export const IntegrationsPage = () => (
  <RequirePage page="integrations">
    <PageHeading id="access.nav.integrations" />
  </RequirePage>
);
export { IntegrationsPage as Component };
