import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Card, Elevation, Intent } from '@blueprintjs/core';
import { Text } from '../i18n/text.tsx';
import { useText } from '../i18n/use-text.ts';
import { readConsent, writeConsent } from './cookie.ts';

type CookieBannerProps = {
  /** Reloads the page after the choice (product-reference §2.2); a test passes a spy. */
  readonly reload?: () => void;
};

/**
 * The banner floats over the page's foot: the page gets as much room below its content as the banner
 * takes with its margin, so scrolled to the end the last row or pager is above the banner, not under it.
 */
const useRoomBelow = () => {
  const banner = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const measure = () => {
      const { top } = element.getBoundingClientRect();
      setRoom(Math.ceil(window.innerHeight - top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { banner, room };
};

/** OK / Decline: sets cookieAccepted=true|false and reloads; hidden once the cookie exists. */
export const CookieBanner = ({ reload = () => window.location.reload() }: CookieBannerProps) => {
  const [shown] = useState(() => readConsent() === null);
  return shown ? <ShownBanner reload={reload} /> : null;
};

const ShownBanner = ({ reload }: Required<CookieBannerProps>) => {
  const text = useText();
  const { banner, room } = useRoomBelow();
  const choose = (accepted: boolean) => () => {
    writeConsent(accepted);
    reload();
  };
  return (
    <>
      <div className="scr-cookie-banner__room" style={{ height: room }} aria-hidden />
      <Card
        ref={banner}
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
    </>
  );
};
