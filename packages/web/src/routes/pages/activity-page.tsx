import { RequirePage } from '../access/require-page.tsx';
import { ActivityView } from '../../features/activity/activity-view.tsx';
import { PageHeading } from './page-heading.tsx';

/** The Activity page (the organization's audit trail) behind its role: org_mgr only. */
export const ActivityPage = () => (
  <RequirePage page="activity">
    <PageHeading id="access.nav.activity" />
    <ActivityView />
  </RequirePage>
);
export { ActivityPage as Component };
