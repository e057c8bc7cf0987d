import { H2 } from '@blueprintjs/core';
import type { MessageId } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';

/** A page's title; the protected pages show only this until a later step fills them. */
export const PageHeading = ({ id }: { id: MessageId }) => (
  <section className="scr-page">
    <H2>
      <Text id={id} />
    </H2>
  </section>
);
