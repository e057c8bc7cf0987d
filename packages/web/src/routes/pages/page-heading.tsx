import { H2 } from '@blueprintjs/core';
import type { MessageId } from '@scr/domain';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';

/** A page's title, as its heading and in the browser tab. */
export const PageHeading = ({ id }: { id: MessageId }) => (
  <section className="scr-page">
    <DocumentTitle page={id} />
    <H2>
      <Text id={id} />
    </H2>
  </section>
);
