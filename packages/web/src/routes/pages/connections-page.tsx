import { RequirePage } from '../access/require-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The connections page behind its roles (spec §2.1). A placeholder until issue 6 fills it. */
export const ConnectionsPage = () => (
  <RequirePage page="connections">
    <PageHeading id="access.nav.connections" />
  </RequirePage>
);
export { ConnectionsPage as Component };
