import { useCallback, useEffect, useState } from 'react';
import { H2, Spinner } from '@blueprintjs/core';
import { LoadError, loadFailureText } from '../../ui/load-error.tsx';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useInvalidate } from '../../server-state/use-invalidate.ts';
import { CpointCard } from './cpoint-card.tsx';
import { PortbaseCard } from './portbase-card.tsx';
import './integrations.css';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';

/** The integrations page's server data: the organization with its port system links. */
const integrationsKey = ['integrations'] as const;

/** How often the page asks the platform for the code while the identity provider's window is open. */
const POPUP_POLL_MS = 2000;
/** How often the page looks whether that window is closed. */
const POPUP_CLOSED_MS = 500;
/**
 * How old the organization read may be when the admin comes back to this page from another window
 * or tab: older, it is read again, since the C-point code may have been set meanwhile (the identity
 * provider's login finished in another tab, another admin linked it).
 */
const RETURN_STALE_MS = 10_000;

/**
 * The integrations with the local port community systems (product-reference §2.7).
 *
 * The C-point card's window (identity provider, then the /cpoint callback) tells this page nothing:
 * the callback only hands the code to the platform. So while that window is open the page reads the
 * organization again every 2 s (paused while this page is hidden, as every interval read is), and
 * once more when it closes: the new code shows on its own, with no reload, click or return of focus.
 * The query library reads again when the page is shown again (visibilitychange), which a popup
 * closing over a page that stayed visible does not cause: hence the look every 500 ms whether the
 * window is closed, besides the 2 s read of the code.
 */
export const IntegrationsView = () => {
  const text = useText();
  const integrations = useUseCase(integrationsUseCasesToken);
  const [popup, setPopup] = useState<Window | null>(null);
  const context = useResultQuery({
    key: integrationsKey,
    load: () => integrations.loadContext(),
    refetchOnWindowFocus: true,
    staleTime: RETURN_STALE_MS,
    ...(popup ? { refetchInterval: POPUP_POLL_MS } : {}),
  });
  const invalidate = useInvalidate(integrationsKey);
  const reload = useCallback(() => void invalidate(), [invalidate]);
  useEffect(() => {
    if (!popup) return;
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      setPopup(null);
      reload();
    }, POPUP_CLOSED_MS);
    return () => window.clearInterval(timer);
  }, [popup, reload]);
  return (
    <section className="scr-page scr-integrations">
      <H2 className="scr-page__header">{text('integrations.header')}</H2>
      {context.isPending && <Spinner size={20} />}
      {context.isError && (
        <LoadError message={loadFailureText(context.error)} onRetry={() => void context.refetch()} />
      )}
      {context.data && (
        <div className="scr-integrations__cards">
          <CpointCard organization={context.data.organization} onRefresh={reload} onOpened={setPopup} />
          <PortbaseCard organization={context.data.organization} onChanged={reload} />
        </div>
      )}
    </section>
  );
};
