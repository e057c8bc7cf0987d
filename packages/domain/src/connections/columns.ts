import type { MessageId } from '../messages/catalogue.ts';
import type { TabIndex } from './tabs.ts';
import type { ConnectionSortField } from './sorting.ts';

/** A column of the connections table: its key, header and whether it is shown. */
export type ConnectionColumn = {
  readonly key: string;
  readonly header: MessageId;
  /** Present but hidden (the user may not show it): Private Address. */
  readonly hidden: boolean;
};

const all: ReadonlyArray<readonly [string, MessageId]> = [
  ['id', 'connections.column.id'],
  ['isInvitation', 'connections.column.isInvitation'],
  ['status', 'connections.column.status'],
  ['orgId', 'connections.column.orgId'],
  ['name', 'connections.column.name'],
  ['vat', 'connections.column.vat'],
  ['email', 'connections.column.email'],
  ['customerReference', 'connections.column.customerReference'],
  ['portbase', 'connections.column.portbase'],
  ['city', 'connections.column.city'],
  ['privateAddress', 'connections.column.privateAddress'],
  ['message', 'connections.column.message'],
  ['created', 'connections.column.created'],
  ['action', 'connections.column.action'],
];

/**
 * The columns of the connections table on a tab (product-reference §2.6): the customer reference and Portbase
 * columns only for carriers, the Message column only on tab 3, Private Address hidden.
 */
export const connectionColumns = (tab: TabIndex, viewerIsCarrier: boolean): ConnectionColumn[] =>
  all
    .filter(([key]) => (key === 'customerReference' || key === 'portbase' ? viewerIsCarrier : true))
    .filter(([key]) => key !== 'message' || tab === 3)
    .map(([key, header]) => ({ key, header, hidden: key === 'privateAddress' }));

/**
 * The field a click on a column's header sorts the rows by (sorting.ts, on the platform). The ids,
 * the invitation mark, the partner's organization id, Portbase, Private Address and the message do
 * not sort: the platform holds no order for them that a person would look for.
 */
export const connectionColumnSort: Readonly<Record<string, ConnectionSortField>> = {
  status: 'status',
  name: 'name',
  vat: 'vat',
  email: 'email',
  customerReference: 'customerReference',
  city: 'city',
  created: 'createdAt',
};
