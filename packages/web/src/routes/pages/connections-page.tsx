import { RequirePage } from '../access/require-page.tsx';
import { ConnectionsFeature } from '../../features/connections/connections-feature.tsx';
import { PageHeading } from './page-heading.tsx';

/** The connections page behind its roles (product-reference §2.1, §2.6). */
export const ConnectionsPage = () => (
  <RequirePage page="connections">
    <PageHeading id="access.nav.connections" />
    <ConnectionsFeature />
  </RequirePage>
);
export { ConnectionsPage as Component };
