import { useState } from 'react';
import { Button, Card, Elevation, Intent } from '@blueprintjs/core';
import { Text } from '../i18n/text.tsx';
import { useText } from '../i18n/use-text.ts';
import { readConsent, writeConsent } from './cookie.ts';

type CookieBannerProps = {
  /** Reloads the page after the choice (product-reference §2.2); a test passes a spy. */
  readonly reload?: () => void;
};

/** OK / Decline: sets cookieAccepted=true|false and reloads; hidden once the cookie exists. */
export const CookieBanner = ({ reload = () => window.location.reload() }: CookieBannerProps) => {
  const text = useText();
  const [shown] = useState(() => readConsent() === null);
  if (!shown) return null;
  const choose = (accepted: boolean) => () => {
    writeConsent(accepted);
    reload();
  };
  return (
    <Card
      elevation={Elevation.THREE}
      className="scr-cookie-banner"
      role="region"
      aria-label={text('app.cookie.label')}
    >
      <p>
        <Text id="app.cookie.text" />
      </p>
      <div className="scr-cookie-banner__actions">
        <Button intent={Intent.PRIMARY} onClick={choose(true)} text={text('app.cookie.ok')} />
        <Button variant="outlined" onClick={choose(false)} text={text('app.cookie.decline')} />
      </div>
    </Card>
  );
};
