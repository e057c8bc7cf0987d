import { AnchorButton, H1, Intent } from '@blueprintjs/core';
import { Share } from '@blueprintjs/icons';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { releaseInfoLink } from '../../shell/release-info-link.ts';

/** '/' for a signed-in user without an admin role (product-reference §2.1): the text, the advice, the app link. */
export const NotAdmin = () => {
  const text = useText();
  const { releaseInfoUrl } = useRuntimeConfig();
  return (
    <section className="scr-page scr-not-admin" role="alert">
      <DocumentTitle page="access.denied" />
      <H1 className="scr-page__title">
        <Text id="access.denied" />
      </H1>
      <p>
        <Text id="access.notAdmin" />
      </p>
      <p>
        <Text id="access.notAdminAdvice" />
      </p>
      <AnchorButton
        intent={Intent.PRIMARY}
        endIcon={<Share />}
        text={text('app.releaseInfoApp')}
        {...releaseInfoLink(text, releaseInfoUrl, 'app.releaseInfoApp')}
      />
    </section>
  );
};
