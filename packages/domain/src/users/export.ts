import type { MessageRef } from '../messages/catalogue.ts';
import { exportDate } from '../tables/export.ts';
import { adminRoleLabels, appRoleLabels } from './user-form.ts';
import type { OrganizationUser } from './user.ts';
import { userColumns, userTypeIcon, userTypeLabels, type UserColumnKey } from './users-table.ts';

/** A users table column that an export writes: every one but Action (its buttons are no text). */
export type UserExportColumnKey = Exclude<UserColumnKey, 'action'>;

/** The exported columns in the table's order, shown ones and hidden ones alike. */
export const userExportColumns: readonly UserExportColumnKey[] = userColumns.flatMap((c) =>
  c.key === 'action' ? [] : [c.key],
);

/**
 * The columns the users table shows until the viewer changes them in its Columns menu: what the
 * portal's 'Export CSV' writes by default (it writes the columns shown).
 */
export const defaultUserExportColumns: readonly UserExportColumnKey[] = userColumns.flatMap((c) =>
  c.key === 'action' || c.hidden ? [] : [c.key],
);

/**
 * Each exported column's cell as text in the viewer's language (`format` formats a catalogue
 * message): the words the table shows, the type in words and the dates as ISO 8601 instants (UTC),
 * so a spreadsheet and a script read them alike whatever the language.
 */
export const userExportValues = (
  format: (ref: MessageRef) => string,
): Readonly<Record<UserExportColumnKey, (user: OrganizationUser) => string>> => ({
  id: (u) => String(u.id),
  type: (u) => format(userTypeLabels[userTypeIcon(u)]),
  isActive: (u) => format({ id: u.isActive ? 'users.value.yes' : 'users.value.no' }),
  lastName: (u) => u.lastName,
  firstName: (u) => u.firstName,
  email: (u) => u.email,
  phone: (u) => u.phone ?? '',
  adminRoles: (u) => u.adminRoles.map((r) => format(adminRoleLabels[r])).join(', '),
  userRole: (u) => format(appRoleLabels[u.userRole]),
  lang: (u) => u.lang,
  createdAt: (u) => exportDate(u.createdAt),
  updatedAt: (u) => exportDate(u.updatedAt),
  activatedAt: (u) => exportDate(u.activatedAt),
  isDeleted: (u) => exportDate(u.deletedAt),
});

/** The header row of a users export over these columns, in the viewer's language. */
export const userExportHeader = (
  format: (ref: MessageRef) => string,
  columns: readonly UserExportColumnKey[] = defaultUserExportColumns,
): string[] => columns.map((key) => format(userColumns.find((c) => c.key === key)!.label));
