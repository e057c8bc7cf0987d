import { useEffect } from 'react';
import { Callout, H2, Intent, Spinner } from '@blueprintjs/core';
import { useDeps, useUseCase } from '../../deps/deps-context.tsx';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';
import { useText } from '../../i18n/use-text.ts';
import { useLoad } from '../users/use-load.ts';
import { CpointCard } from './cpoint-card.tsx';
import { PortbaseCard } from './portbase-card.tsx';
import './integrations.css';

/** The integrations with the local port community systems (product-reference §2.7). */
export const IntegrationsView = () => {
  const text = useText();
  const integrations = useUseCase(integrationsUseCasesToken);
  const [context, reload] = useLoad(() => integrations.loadContext(), 'context');
  // Back from the identity provider's window: show the new code without a click.
  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);
  return (
    <section className="scr-page scr-integrations">
      <H2>{text('integrations.header')}</H2>
      {context.state === 'loading' && <Spinner size={20} />}
      {context.state === 'error' && (
        <Callout intent={Intent.DANGER} role="alert">
          {text(context.error.message)}
        </Callout>
      )}
      {context.state === 'ready' && (
        <div className="scr-integrations__cards">
          <CpointCard organization={context.value.organization} onRefresh={reload} />
          <PortbaseCard organization={context.value.organization} onChanged={reload} />
        </div>
      )}
    </section>
  );
};

/** The page's content; a container without these use cases (the shell's route tests) shows the page frame only. */
export const IntegrationsFeature = () =>
  useDeps().isBound(integrationsUseCasesToken) ? <IntegrationsView /> : null;
