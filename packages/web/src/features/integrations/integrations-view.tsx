import { useCallback, useEffect } from 'react';
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

/** The integrations with the local port community systems (product-reference §2.7). */
export const IntegrationsView = () => {
  const text = useText();
  const integrations = useUseCase(integrationsUseCasesToken);
  const context = useResultQuery({ key: integrationsKey, load: () => integrations.loadContext() });
  const invalidate = useInvalidate(integrationsKey);
  const reload = useCallback(() => void invalidate(), [invalidate]);
  // Back from the identity provider's window: show the new code without a click.
  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);
  return (
    <section className="scr-page scr-integrations">
      <H2 className="scr-page__header">{text('integrations.header')}</H2>
      {context.isPending && <Spinner size={20} />}
      {context.isError && (
        <LoadError message={loadFailureText(context.error)} onRetry={() => void context.refetch()} />
      )}
      {context.data && (
        <div className="scr-integrations__cards">
          <CpointCard organization={context.data.organization} onRefresh={reload} />
          <PortbaseCard organization={context.data.organization} onChanged={reload} />
        </div>
      )}
    </section>
  );
};
