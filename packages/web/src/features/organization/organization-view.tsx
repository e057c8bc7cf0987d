import { H2, Spinner } from '@blueprintjs/core';
import { LoadError, loadFailureText } from '../../ui/load-error.tsx';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { ProfileForm } from './profile-form.tsx';
import { organizationKey, organizationUseCasesToken } from './organization-use-cases.ts';
import './organization.css';

/** The organization profile (product-reference §2.4): 'Please review your data below' and the form. */
export const OrganizationView = () => {
  const text = useText();
  const organizations = useUseCase(organizationUseCasesToken);
  const context = useResultQuery({ key: organizationKey, load: () => organizations.loadContext() });
  return (
    <section className="scr-page scr-organization">
      {context.isPending && <Spinner size={20} />}
      {context.isError && (
        <LoadError message={loadFailureText(context.error)} onRetry={() => void context.refetch()} />
      )}
      {context.data && (
        <>
          <H2 className="scr-page__header">{text('organizations.header')}</H2>
          <ProfileForm context={context.data} />
        </>
      )}
    </section>
  );
};
