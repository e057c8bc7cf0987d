import { H1 } from '@blueprintjs/core';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';
import { useSession } from '../../session/session-context.tsx';
import { SignedInFrame } from './admin-layout.tsx';
import { WayBack } from './way-back.tsx';

const Content = () => (
  <section className="scr-page scr-not-found">
    <DocumentTitle page="app.notFound" />
    <div role="alert">
      <H1 className="scr-page__title">
        <Text id="app.notFound" />
      </H1>
    </div>
    <WayBack />
  </section>
);

/** Any path outside the route table (product-reference §2.1): inside the shell when signed in, with the way back. */
export const NotFoundPage = () => {
  const { user } = useSession();
  if (user)
    return (
      <SignedInFrame>
        <Content />
      </SignedInFrame>
    );
  return (
    <main className="scr-main">
      <Content />
    </main>
  );
};
export { NotFoundPage as Component };
