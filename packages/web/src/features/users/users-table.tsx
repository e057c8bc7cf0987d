import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { Cell, Column, SelectionModes, Table2, TableLoadingOption } from '@blueprintjs/table';
import { Edit, Key, Person, Trash, Crown } from '@blueprintjs/icons';
import {
  adminRoleLabels,
  appRoleLabels,
  formatUserDate,
  isInactiveRow,
  rowActions,
  userColumns,
  userTypeIcon,
  userTypeLabels,
  type AdminRole,
  type OrganizationUser,
} from '@scr/domain';
import '@blueprintjs/table/lib/css/table.css';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText, type TextFn } from '../../i18n/use-text.ts';

export type UserAction = 'edit' | 'delete' | 'changePassword';

type Props = {
  readonly rows: readonly OrganizationUser[];
  readonly loading: boolean;
  readonly viewerAdminRoles: readonly AdminRole[];
  readonly walletUrl: string;
  readonly hostedWalletDomain: string;
  readonly onAction: (action: UserAction, user: OrganizationUser) => void;
};

const typeIcons = { deleted: <Trash />, admin: <Crown />, other: <Person /> } as const;

type Renderer = (user: OrganizationUser) => ReactNode;

/** The visible columns of product-reference §2.5 (hidden ones are left out), each with its cell content. */
const renderers = (text: TextFn, locale: 'en' | 'nl', actions: (u: OrganizationUser) => ReactNode) =>
  ({
    type: (u) => {
      const kind = userTypeIcon(u);
      const label = text(userTypeLabels[kind]);
      return <Icon icon={typeIcons[kind]} title={label} aria-label={label} />;
    },
    lastName: (u) => u.lastName,
    firstName: (u) => u.firstName,
    email: (u) => u.email,
    adminRoles: (u) => u.adminRoles.map((r) => text(adminRoleLabels[r])).join(', '),
    userRole: (u) => text(appRoleLabels[u.userRole]),
    createdAt: (u) => formatUserDate(u.createdAt, locale),
    action: actions,
    isDeleted: (u) => formatUserDate(u.deletedAt, locale),
  }) satisfies Partial<Record<(typeof userColumns)[number]['key'], Renderer>>;

const widths: Record<string, number> = { type: 60, email: 260, action: 130, adminRoles: 180 };

/** The users table: 8 rows of the server's page; inactive rows styled apart. */
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
    const button = (action: UserAction, icon: React.JSX.Element, label: string) => (
      <Button
        key={action}
        size="small"
        variant="minimal"
        icon={icon}
        aria-label={label}
        title={label}
        onClick={() => props.onAction(action, user)}
      />
    );
    return (
      <span className="scr-users__actions">
        {allowed.edit && button('edit', <Edit />, text('users.action.edit'))}
        {allowed.delete && !user.isDeleted && button('delete', <Trash />, text('users.action.delete'))}
        {allowed.changePassword && button('changePassword', <Key />, text('users.action.changePassword'))}
      </span>
    );
  };
  const cells = renderers(text, locale, actions);
  const wrapper = useRef<HTMLDivElement>(null);
  // Blueprint's scrolling quadrants are not focusable: make them reachable by keyboard (axe
  // scrollable-region-focusable), so a narrow window can still scroll the table.
  useEffect(() => {
    wrapper.current
      ?.querySelectorAll<HTMLElement>('.bp6-table-quadrant-scroll-container')
      .forEach((el) => el.setAttribute('tabindex', '0'));
  });
  const visible = userColumns.filter((c) => !c.hidden && c.key in cells);
  return (
    <div ref={wrapper} className="scr-users__table" role="region" aria-label={text('users.page.header')}>
      <Table2
        numRows={props.rows.length}
        enableRowHeader={false}
        enableColumnResizing={false}
        selectionModes={SelectionModes.NONE}
        // Cells are cached: they render again only when what they show changes.
        cellRendererDependencies={[props.rows, locale, text, props.viewerAdminRoles]}
        defaultRowHeight={34}
        columnWidths={visible.map((c) => widths[c.key] ?? 140)}
        loadingOptions={props.loading ? [TableLoadingOption.CELLS] : []}
      >
        {visible.map((column) => (
          <Column
            key={column.key}
            name={text(column.label)}
            cellRenderer={(rowIndex) => {
              const user = props.rows[rowIndex];
              if (!user) return <Cell />;
              const render = cells[column.key as keyof typeof cells];
              return (
                <Cell
                  className={isInactiveRow(user) ? 'scr-users__row--inactive' : undefined}
                  interactive={column.key === 'action'}
                >
                  {render(user)}
                </Cell>
              );
            }}
          />
        ))}
      </Table2>
    </div>
  );
};
