import { Button, H1, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../i18n/document-title.tsx';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';

/** A page the user has no role for: 'An error occured' / 'Access denied' / Go back to '/' (product-reference §2.1). */
export const AccessDenied = () => {
  const text = useText();
  const navigate = useNavigate();
  return (
    <section className="scr-page scr-access-denied" role="alert">
      <DocumentTitle page="access.denied" />
      <H1 className="scr-page__title">
        <Text id="access.errorTitle" />
      </H1>
      <p>
        <Text id="access.denied" />
      </p>
      <Button intent={Intent.PRIMARY} text={text('access.goBack')} onClick={() => void navigate('/')} />
    </section>
  );
};
