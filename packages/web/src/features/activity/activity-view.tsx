import { useState } from 'react';
import { Button, Callout, H2, Intent, Spinner } from '@blueprintjs/core';
import { Download, Shield } from '@blueprintjs/icons';
import { activityExportRows, type ChainState, type MessageRef } from '@scr/domain';
import { useDeps, useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useLastDefined } from '../../server-state/use-last-defined.ts';
import { LoadError, loadFailureText } from '../../ui/load-error.tsx';
import { csvFile, csvLines, downloadFile } from '../../ui/export/csv-file.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { ActivityTable } from './activity-table.tsx';
import { useActivityUrl } from './activity-url.ts';
import { activityUseCasesToken } from './activity-use-cases.ts';
import { ACTIVITY_PAGE_SIZE } from '@scr/domain';
import './activity.css';

/** The organization's audit trail (org_mgr): filtered and paged on the server, verifiable, exportable. */
export const ActivityView = () => {
  const text = useText();
  const activity = useUseCase(activityUseCasesToken);
  const { notify } = useSnackbars();
  const url = useActivityUrl();
  const key = JSON.stringify([url.filter, url.page]);
  const loaded = useResultQuery({
    key: ['activity', url.filter, url.page],
    load: () => activity.list({ filter: url.filter, page: url.page }),
    keepPrevious: true,
  });
  const shown = useLastDefined(loaded.data);
  const [chain, setChain] = useState<ChainState | MessageRef | 'checking' | undefined>();
  const [exporting, setExporting] = useState(false);

  const verify = () => {
    setChain('checking');
    void activity.verify().match(setChain, (error) => setChain(error.message));
  };
  const exportCsv = () => {
    setExporting(true);
    void activity.exportAll(url.filter).match(
      (entries) => {
        downloadFile(
          `${text('audit.export.fileName')}.csv`,
          csvFile([csvLines(activityExportRows(entries, (ref) => text(ref)))]),
        );
        notify({ message: { id: 'audit.export.done' }, intent: 'success' });
        setExporting(false);
      },
      (error) => {
        notify({
          message: error.kind === 'Invalid' ? { id: 'audit.filter.invalidDate' } : error.message,
          intent: 'danger',
        });
        setExporting(false);
      },
    );
  };

  return (
    <section className="scr-page scr-activity">
      <H2>{text('audit.page.header')}</H2>
      <ActivityFilters key={key} current={url.filter} onApply={url.setFilter} onClear={url.clear} />
      <div className="scr-activity__actions">
        <Button
          icon={<Shield />}
          text={text(chain === 'checking' ? 'audit.verify.checking' : 'audit.verify.button')}
          loading={chain === 'checking'}
          onClick={verify}
        />
        <Button
          icon={<Download />}
          text={text('audit.export.button')}
          loading={exporting}
          onClick={exportCsv}
        />
      </div>
      {chain !== undefined && chain !== 'checking' && (
        <Callout
          className="scr-activity__chain"
          role="status"
          intent={'intact' in chain ? (chain.intact ? Intent.SUCCESS : Intent.DANGER) : Intent.WARNING}
        >
          {text('intact' in chain ? chain.message : chain)}
        </Callout>
      )}
      {loaded.isPending && <Spinner size={20} aria-label={text('audit.page.loading')} />}
      {loaded.isError &&
        (loaded.error.kind === 'Invalid' ? (
          <Callout intent={Intent.DANGER} role="alert">
            {Object.values(loaded.error.fields)
              .map((m) => text(m))
              .join(' ')}
          </Callout>
        ) : (
          // A failed load says so above what was shown before, with Retry.
          <LoadError message={loadFailureText(loaded.error)} onRetry={() => void loaded.refetch()} />
        ))}
      {shown &&
        (shown.total === 0 ? (
          <p className="scr-activity__empty">{text('audit.page.empty')}</p>
        ) : (
          <>
            <ActivityTable rows={shown.data} busy={loaded.isFetching} />
            <Pager page={url.page} total={shown.total} size={ACTIVITY_PAGE_SIZE} onPage={url.setPage} />
          </>
        ))}
    </section>
  );
};

/** The page's content; a container without these use cases (the shell's route tests) shows the page frame only. */
export const ActivityFeature = () => (useDeps().isBound(activityUseCasesToken) ? <ActivityView /> : null);
