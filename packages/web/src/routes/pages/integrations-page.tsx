import { RequirePage } from '../access/require-page.tsx';
import { IntegrationsView } from '../../features/integrations/integrations-view.tsx';
import { PageHeading } from './page-heading.tsx';

/** The integrations page behind its roles (product-reference §2.1, §2.7). */
export const IntegrationsPage = () => (
  <RequirePage page="integrations">
    <PageHeading id="access.nav.integrations" />
    <IntegrationsView />
  </RequirePage>
);
export { IntegrationsPage as Component };
