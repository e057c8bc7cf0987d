import { Button, Callout, H2, Intent, Spinner } from '@blueprintjs/core';
import { Download, Shield } from '@blueprintjs/icons';
import {
  ACTIVITY_PAGE_SIZE,
  activityExportHeader,
  activityExportRow,
  emptyActivityFilter,
  readActivityFilter,
  type AuditEntry,
  type ChainState,
  type MessageRef,
} from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { Pager, pageCount } from '../../ui/pager.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useListQuery } from '../../server-state/list-query.ts';
import { LoadError, loadFailureText } from '../../ui/load-error.tsx';
import { csvBlocks, csvFile, csvLines, downloadFile } from '../../ui/export/csv-file.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { useLastPageWhenPast } from '../../ui/data-table/use-last-page.ts';
import { useTableUrlState } from '../../ui/data-table/use-table-url-state.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { activityColumns } from './activity-columns.tsx';
import './activity.css';
import { activityUseCasesToken } from './activity-use-cases.ts';

/**
 * The Activity page's view in the query string (`?actor=anna&action=user.update&from=2026-11-01&page=2`):
 * the filters and the page. The list is newest first and has no other order, so no sort; a value a
 * link holds that is not a filter (an unknown action, a day that does not exist) reads as none.
 */
const activityUrlFilter = { empty: emptyActivityFilter, read: readActivityFilter };
const noSort: readonly never[] = [];
const noChoices = {};

/**
 * How old the trail may be when the admin comes back to the page from another window or tab: older,
 * it is read again, since every admin's change adds to it meanwhile.
 */
const RETURN_STALE_MS = 30_000;

/** The organization's audit trail (org_mgr): filtered and paged on the server, verifiable, exportable. */
export const ActivityView = () => {
  const text = useText();
  const { locale } = useLocale();
  const activity = useUseCase(activityUseCasesToken);
  const { notify } = useSnackbars();
  const url = useTableUrlState(noSort, noChoices, activityUrlFilter);
  // A new filter, page or language starts the form anew (its days are written in the language).
  const key = JSON.stringify([url.filter, url.page, locale]);
  // After a failed load of another filter or page, the entries shown before stay beside the error,
  // and the pager names their page (shownPage).
  const {
    query: loaded,
    shown,
    shownPage,
  } = useListQuery({
    key: ['activity', url.filter, url.page],
    load: () => activity.list({ filter: url.filter, page: url.page }),
    page: url.page,
    refetchOnWindowFocus: true,
    staleTime: RETURN_STALE_MS,
  });
  // A page past the end (a link from when the filter matched more): the last page, in place.
  useLastPageWhenPast(
    url.page,
    loaded.isSuccess && !loaded.isPlaceholderData ? pageCount(loaded.data.total, ACTIVITY_PAGE_SIZE) : null,
    (page) => url.setPage(page, { replace: true }),
  );
  // Verify and Export read on demand: queries run by their button (enabled: false), their failures
  // through the one failure table like any load.
  const verifying = useResultQuery({
    key: ['activity-verify'],
    load: () => activity.verify(),
    enabled: false,
  });
  const exporting = useResultQuery({
    key: ['activity-export', url.filter],
    load: () => activity.exportAll(url.filter),
    enabled: false,
  });
  const chain: ChainState | MessageRef | 'checking' | undefined = verifying.isFetching
    ? 'checking'
    : (verifying.data ?? verifying.error?.message);
  const verify = () => void verifying.refetch();
  // The file is written a block of rows per task (csvBlocks), as the tables' exports are: up to
  // 100,000 entries in one go held the page's main thread for seconds.
  const writeCsv = async (entries: readonly AuditEntry[]) => {
    const format = (ref: MessageRef) => text(ref);
    const blocks = [
      csvLines([activityExportHeader(format)]),
      ...(await csvBlocks(entries, (e) => activityExportRow(e, format))),
    ];
    downloadFile(`${text('audit.export.fileName')}.csv`, csvFile(blocks));
    notify({ message: { id: 'audit.export.done' }, intent: 'success' });
  };
  const exportCsv = () =>
    void exporting.refetch().then(({ data, error }) => {
      if (data) return writeCsv(data);
      if (error)
        notify({
          message: error.kind === 'Invalid' ? { id: 'audit.filter.invalidDate' } : error.message,
          intent: 'danger',
        });
    });

  return (
    <section className="scr-page scr-activity">
      <H2 className="scr-page__header">{text('audit.page.header')}</H2>
      <ActivityFilters
        key={key}
        current={url.filter}
        onApply={url.setFilter}
        onClear={() => url.setFilter(emptyActivityFilter)}
      />
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
          loading={exporting.isFetching}
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
      {loaded.isError && (
        // A failed load says so above what was shown before, with Retry.
        <LoadError message={loadFailureText(loaded.error)} onRetry={() => void loaded.refetch()} />
      )}
      {shown && (
        <>
          <DataTable
            columns={activityColumns(text, locale)}
            rows={shown.data}
            rowKey={(e) => e.seq}
            label={text('audit.page.header')}
            loading={loaded.isFetching}
            empty={<p>{text('audit.page.empty')}</p>}
          />
          <Pager
            page={shownPage ?? url.page}
            total={shown.total}
            size={ACTIVITY_PAGE_SIZE}
            onPage={url.setPage}
          />
        </>
      )}
    </section>
  );
};
