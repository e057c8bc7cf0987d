import { useState } from 'react';
import { Button, FormGroup, H2, Intent, Spinner } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import { Add } from '@blueprintjs/icons';
import {
  EXPORT_PAGE_SIZE,
  USERS_PAGE_SIZE,
  deletedFilterLabels,
  deletedFilters,
  userSortFields,
  type DeletedFilter,
} from '@scr/domain';
import { useRuntimeConfig, useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import type { AdminContext } from '../../session/admin-context.ts';
import { OutdatedWalletWarning } from './outdated-wallet-warning.tsx';
import { Pager, pageCount } from '../../ui/pager.tsx';
import { UsersDialogs, type UsersDialog } from './users-dialogs.tsx';
import { UsersTable } from './users-table.tsx';
import { UsersEmpty } from './users-empty.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useMainDialogKey } from '../../shell/hotkeys/use-main-dialog-key.ts';
import { LoadError, loadFailureText } from '../../ui/load-error.tsx';
import { useListQuery } from '../../server-state/list-query.ts';
import { useTableUrlState } from '../../ui/data-table/use-table-url-state.ts';
import { useLastPageWhenPast } from '../../ui/data-table/use-last-page.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useInvalidate } from '../../server-state/use-invalidate.ts';
import { usersKeys, usersListRead, usersUrlChoices } from './users-queries.ts';
import './users.css';
import { usersUseCasesToken } from './users-use-cases.ts';
import { ImportUsers } from './import/import-users.tsx';
import { UsersBulkBar, userRowKey } from './bulk/users-bulk-bar.tsx';
import { useRowSelection } from '../../ui/selection/use-row-selection.ts';

const Loading = () => {
  const text = useText();
  return (
    <div className="scr-page scr-loading" role="status">
      <Spinner size={20} />
      <span>{text('users.page.loading')}</span>
    </div>
  );
};

/**
 * The users list's page, filter, search, sort (all in the URL) and rows. The organization comes
 * from the session, so the list loads beside the admin context, not after it (no request waterfall
 * on the way to the table).
 */
const useUsersList = () => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  const url = useTableUrlState(userSortFields, usersUrlChoices);
  const { page, search, sort } = url;
  const filter = url.choices.deleted;
  // After a failed load of another page the rows shown are still the last page's, and the pager
  // says so (shownPage), not the page asked for.
  const {
    query: list,
    shown,
    shownPage,
  } = useListQuery({
    ...usersListRead(users, { page, filter, search, sort }),
    page,
    refetchOnWindowFocus: true,
  });
  const invalidate = useInvalidate(usersKeys.all);
  const reload = () => void invalidate();
  // A page past the end (a link from when there were more users): the last page, in place.
  useLastPageWhenPast(
    page,
    list.isSuccess && !list.isPlaceholderData ? pageCount(list.data.total, USERS_PAGE_SIZE) : null,
    (last) => url.setPage(last, { replace: true }),
  );
  // 'Export CSV': every user of this filter, search and sort, from the same list endpoint.
  const exportRows = {
    fileName: text('table.export.fileName.users'),
    readPage: (n: number) =>
      users
        .listUsersPage({ page: n, deleted: filter, search, sort, pageSize: EXPORT_PAGE_SIZE })
        .map((p) => ({ rows: p.data, pages: Math.max(1, Math.ceil(p.total / EXPORT_PAGE_SIZE)) })),
  };
  return {
    exportRows,
    page,
    setPage: url.setPage,
    filter,
    setFilter: (next: DeletedFilter) => url.setChoice('deleted', next),
    search,
    setSearch: url.setSearch,
    sort,
    setSort: url.setSort,
    list,
    shown,
    shownPage,
    reload,
  };
};
type UsersList = ReturnType<typeof useUsersList>;

/** The users of the signed-in admin's organization (product-reference §2.5), paged on the server. */
const UsersPanel = ({ context, listing }: { context: AdminContext; listing: UsersList }) => {
  const text = useText();
  const config = useRuntimeConfig();
  const {
    page,
    setPage,
    filter,
    setFilter,
    search,
    setSearch,
    sort,
    setSort,
    list,
    shown,
    shownPage,
    reload,
    exportRows,
  } = listing;
  // The chosen users, across the pages of one filter, search and sort.
  const selection = useRowSelection(userRowKey, JSON.stringify([filter, search, sort]), shown?.data);
  const [dialog, setDialog] = useState<UsersDialog | null>(null);
  const actor = { adminRoles: context.adminRoles, userId: context.userId };
  const openInvite = () => setDialog({ kind: 'invite' });
  useMainDialogKey(text('users.page.addUser'), openInvite, !list.isSuccess);

  // A failed load says so above what was shown before (never an empty list or a count of 0).
  const failed = list.isError && (
    <LoadError message={loadFailureText(list.error)} onRetry={() => void list.refetch()} />
  );
  if (!shown) return failed || <Loading />;
  const { total, data, adminCounts } = shown;
  return (
    <>
      <H2 className="scr-page__header">{text('users.page.header')}</H2>
      <OutdatedWalletWarning walletUrl={context.organization.walletUrl} />
      <div className="scr-users__toolbar">
        <div className="scr-users__buttons">
          <Button
            intent={Intent.PRIMARY}
            icon={<Add />}
            text={text('users.page.addUser')}
            onClick={openInvite}
          />
          <ImportUsers
            organizationId={context.organizationId}
            organizationName={context.organization.name}
            actor={actor}
          />
        </div>
        <SearchBox id="users-search" value={search} placeholder="paging.search.users" onSearch={setSearch} />
        <FormGroup inline label={text('users.column.deleted')} labelFor="users-deleted-filter">
          <HTMLSelect
            id="users-deleted-filter"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as DeletedFilter)}
            options={deletedFilters.map((f) => ({ value: f, label: text(deletedFilterLabels[f]) }))}
          />
        </FormGroup>
      </div>
      {failed}
      <UsersTable
        rows={data}
        loading={list.isFetching}
        viewerAdminRoles={context.adminRoles}
        viewerUserId={context.userId}
        adminCounts={adminCounts}
        walletUrl={context.organization.walletUrl}
        hostedWalletDomain={config.hostedWalletDomain}
        onAction={(kind, user) => setDialog({ kind, user })}
        sort={sort}
        onSortChange={setSort}
        exportRows={exportRows}
        selection={selection}
        empty={
          <UsersEmpty
            filter={filter}
            search={search}
            onClearSearch={() => setSearch('')}
            onFilter={setFilter}
            onInvite={() => setDialog({ kind: 'invite' })}
          />
        }
      />
      <UsersBulkBar
        selection={selection}
        total={total}
        source={exportRows}
        actor={actor}
        adminCounts={adminCounts}
      />
      <Pager page={shownPage ?? page} total={total} size={USERS_PAGE_SIZE} onPage={setPage} />
      <UsersDialogs
        dialog={dialog}
        context={context}
        actor={actor}
        adminCounts={adminCounts}
        onDialog={setDialog}
        onChanged={() => {
          setDialog(null);
          reload();
        }}
      />
    </>
  );
};

export const UsersView = () => {
  const users = useUseCase(usersUseCasesToken);
  const context = useResultQuery({ key: usersKeys.context, load: () => users.loadContext() });
  const listing = useUsersList();
  return (
    <section className="scr-page scr-users">
      {context.isPending && <Loading />}
      {context.isError && (
        <LoadError message={loadFailureText(context.error)} onRetry={() => void context.refetch()} />
      )}
      {context.data && <UsersPanel context={context.data} listing={listing} />}
    </section>
  );
};
