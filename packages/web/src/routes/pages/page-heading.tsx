import { H1 } from '@blueprintjs/core';
import type { MessageId } from '@scr/domain';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';

/**
 * A page's title, as its one top-level heading and in the browser tab. The header the spec gives a
 * page ('Please review your users') sits under it as a smaller second-level heading
 * (`scr-page__header`), so a page reads as one title, not two lines of the same size.
 */
export const PageHeading = ({ id }: { id: MessageId }) => (
  <section className="scr-page">
    <DocumentTitle page={id} />
    <H1 className="scr-page__title">
      <Text id={id} />
    </H1>
  </section>
);
