import { H2 } from '@blueprintjs/core';
import { Text } from '../../i18n/text.tsx';

/** Any path outside the route table (product-reference §2.1). */
export const NotFoundPage = () => (
  <main className="scr-main">
    <section className="scr-page scr-not-found" role="alert">
      <H2>
        <Text id="app.notFound" />
      </H2>
    </section>
  </main>
);
export { NotFoundPage as Component };
