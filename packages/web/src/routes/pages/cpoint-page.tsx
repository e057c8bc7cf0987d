import { CpointView } from '../../features/links/cpoint-view.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';

/** /cpoint?code=: the callback of the first port community system's identity verification (product-reference §2.1, §2.7). */
export const CpointPage = () => (
  <>
    <DocumentTitle page="app.page.cpoint" />
    <CpointView />
  </>
);
export { CpointPage as Component };
