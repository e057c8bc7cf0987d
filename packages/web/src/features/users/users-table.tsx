import type { JSX } from 'react';
import { Button, Icon, Intent, Tag } from '@blueprintjs/core';
import { Edit, Key, Person, Trash, Crown } from '@blueprintjs/icons';
import {
  formatUserDate,
  isInactiveRow,
  rowActions,
  userColumns,
  userColumnSort,
  userTypeIcon,
  userTypeLabels,
  userExportValues,
  userStatusBadge,
  userStatusLabels,
  deleteUserState,
  type AdminCounts,
  type AdminRole,
  type Locale,
  type OrganizationUser,
  type UserSortField,
  type ColumnSort,
} from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText, type TextFn } from '../../i18n/use-text.ts';
import { BreakableEmail } from '../../ui/breakable-email.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';
import type { TableExport } from '../../ui/export/use-table-export.ts';
import { selectionColumn } from '../../ui/selection/selection-column.tsx';
import type { RowSelection } from '../../ui/selection/use-row-selection.ts';
import { userRowName } from './bulk/users-bulk-bar.tsx';

export type UserAction = 'edit' | 'delete' | 'changePassword';

type Props = {
  readonly rows: readonly OrganizationUser[];
  readonly loading: boolean;
  readonly viewerAdminRoles: readonly AdminRole[];
  /** The signed-in person's userId and the organization's admin counts: a Delete the domain's rule
   * refuses (one's own user, the only active admin, the last Organization Manager) shows unavailable. */
  readonly viewerUserId: number | undefined;
  readonly adminCounts: AdminCounts;
  readonly walletUrl: string;
  readonly hostedWalletDomain: string;
  readonly onAction: (action: UserAction, user: OrganizationUser) => void;
  /** Shown in place of the rows when the page has none. */
  readonly empty: JSX.Element;
  /** The column the platform sorts by (null: admins first, then last and first name). */
  readonly sort: ColumnSort<UserSortField> | null;
  readonly onSortChange: (sort: ColumnSort<UserSortField> | null) => void;
  /** Every user of the list's filter, search and sort, page by page, for 'Export CSV'. */
  readonly exportRows: TableExport<OrganizationUser>;
  /** The rows chosen for a bulk action: the table leads with a checkbox column. */
  readonly selection?: RowSelection<OrganizationUser>;
};

type ColumnKey = (typeof userColumns)[number]['key'];
type Cell = (user: OrganizationUser) => React.ReactNode;

const typeIcons = { deleted: <Trash />, admin: <Crown />, other: <Person /> } as const;
const badgeIntents = { invited: Intent.PRIMARY, inactive: Intent.WARNING } as const;

/**
 * The email with the row's state in words beside it (the row's italics are not read out): one
 * element, so that on a phone the pair stays in the value column of the card.
 */
const emailCell = (text: TextFn) => (user: OrganizationUser) => {
  const badge = userStatusBadge(user);
  return (
    <span className="scr-users__email">
      <BreakableEmail email={user.email} className="scr-users__address" />
      {badge && ' '}
      {badge && (
        <Tag minimal intent={badgeIntents[badge]} className="scr-users__badge">
          {text(userStatusLabels[badge])}
        </Tag>
      )}
    </span>
  );
};

/** The cell content of every column of product-reference §2.5, the hidden ones included. */
const cellsOf = (text: TextFn, locale: Locale, actions: Cell): Record<ColumnKey, Cell> => ({
  // The text columns show what an export writes (the domain's users/export.ts); the type is an icon
  // here and the dates are in the viewer's format.
  ...userExportValues(text),
  type: (u) => {
    const kind = userTypeIcon(u);
    const label = text(userTypeLabels[kind]);
    // The icon for the eye that knows it, its word beside it for every reader.
    return (
      <span className="scr-users__type">
        <Icon icon={typeIcons[kind]} aria-hidden />
        {label}
      </span>
    );
  },
  email: emailCell(text),
  createdAt: (u) => formatUserDate(u.createdAt, locale),
  updatedAt: (u) => formatUserDate(u.updatedAt, locale),
  action: actions,
  activatedAt: (u) => formatUserDate(u.activatedAt, locale),
  isDeleted: (u) => formatUserDate(u.deletedAt, locale),
});

/** The columns read as one piece (an id, a type with its icon, a phone number, a date): never broken over lines. */
const nowrapColumns: ReadonlySet<string> = new Set([
  'id',
  'type',
  'phone',
  'createdAt',
  'updatedAt',
  'activatedAt',
]);

/** The users table: the server's page of 8 rows; the hidden columns of product-reference §2.5 can be shown from its column menu. */
export const UsersTable = (props: Props) => {
  const text = useText();
  const { locale } = useLocale();
  const actions = (user: OrganizationUser) => {
    const allowed = rowActions({
      row: user,
      viewerAdminRoles: props.viewerAdminRoles,
      walletUrl: props.walletUrl,
      hostedWalletDomain: props.hostedWalletDomain,
    });
    // An action the rule refuses stays in its place, unavailable, and says why on hover and to a
    // screen reader, instead of opening a dialog that only says no (the dialog and the platform
    // refuse it all the same). Focusable (aria-disabled, not disabled): a keyboard user reads why too.
    const button = (action: UserAction, icon: JSX.Element, label: string, refused?: string) => (
      <Button
        key={action}
        size="small"
        variant="minimal"
        icon={icon}
        aria-label={label}
        title={refused ?? label}
        {...(refused === undefined
          ? { onClick: () => props.onAction(action, user) }
          : {
              'aria-disabled': true,
              'aria-description': refused,
              className: 'scr-users__action--unavailable',
            })}
      />
    );
    const deleteState = deleteUserState({
      actor: { adminRoles: props.viewerAdminRoles, userId: props.viewerUserId },
      user,
      counts: props.adminCounts,
    });
    const deleteRefused = deleteState.enabled || !deleteState.helper ? undefined : text(deleteState.helper);
    return (
      <span className="scr-users__actions">
        {allowed.edit && button('edit', <Edit />, text('users.action.edit'))}
        {allowed.delete &&
          !user.isDeleted &&
          button('delete', <Trash />, text('users.action.delete'), deleteRefused)}
        {allowed.changePassword && button('changePassword', <Key />, text('users.action.changePassword'))}
      </span>
    );
  };
  const cells = cellsOf(text, locale, actions);
  const exportValues = userExportValues(text);
  const columns: DataTableColumn<OrganizationUser>[] = userColumns.map((c) => ({
    id: c.key,
    header: text(c.label),
    cell: cells[c.key],
    exportValue: c.key === 'action' ? undefined : exportValues[c.key],
    sortKey: userColumnSort[c.key],
    hiddenByDefault: c.hidden,
    hideable: c.key !== 'action',
    isAction: c.key === 'action',
    align: 'start',
    nowrap: nowrapColumns.has(c.key),
  }));
  const select = props.selection
    ? [selectionColumn({ text, selection: props.selection, page: props.rows, rowName: userRowName })]
    : [];
  return (
    <div role="region" aria-label={text('users.page.header')}>
      <DataTable
        columns={[...select, ...columns]}
        rows={props.rows}
        rowKey={(u) => u.id}
        label={text('users.page.header')}
        tableClassName="scr-users__cards"
        loading={props.loading}
        sort={props.sort}
        // The headers' keys are the fields of userColumnSort: a sort they send is one of them.
        onSortChange={(next) => props.onSortChange(next as ColumnSort<UserSortField> | null)}
        columnMenuId="users"
        exportRows={props.exportRows}
        rowClassName={(u) => (isInactiveRow(u) ? 'scr-users__row--inactive' : undefined)}
        empty={props.empty}
      />
    </div>
  );
};
