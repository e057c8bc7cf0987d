import { PageHeading } from './page-heading.tsx';

/** The route of the callback of the first port community system's identity verification (spec §2.1). A placeholder: the sign-in step fills it. */
export const CpointPage = () => <PageHeading id="app.page.cpoint" />;
export { CpointPage as Component };
