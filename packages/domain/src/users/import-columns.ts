import type { MessageRef } from '../messages/catalogue.ts';
import { locales } from '../messages/define.ts';
import { userMessages } from './messages.ts';
import { adminRoleChoices, adminRoleLabels, appRoleLabels, type AdminRoleChoice } from './user-form.ts';
import { appRoles, type AppRole } from './roles.ts';

/** The columns of a users import, in the template's order: the invite dialog's fields. */
export const importColumns = ['firstName', 'lastName', 'email', 'phone', 'adminRole', 'userRole'] as const;
export type ImportColumn = (typeof importColumns)[number];

/** A column's header: the invite dialog's label of its field, in the UI language. */
export const importColumnLabels = {
  firstName: { id: 'users.field.firstName' },
  lastName: { id: 'users.field.lastName' },
  email: { id: 'users.field.email' },
  phone: { id: 'users.field.phone' },
  adminRole: { id: 'users.field.adminRole' },
  userRole: { id: 'users.field.userRole' },
} as const satisfies Record<ImportColumn, MessageRef>;

/**
 * Headers and role cells are read in every language, whatever the UI's: a Dutch admin may import a
 * file an English colleague filled in. The users table's export names two columns differently
 * ('Admin App role'): those headers are read too, so an export can be imported back.
 */
const exportHeaderIds = {
  adminRole: 'users.column.adminRoles',
  userRole: 'users.column.userRole',
  firstName: 'users.column.firstName',
  lastName: 'users.column.lastName',
  email: 'users.column.email',
  phone: 'users.column.phone',
} as const satisfies Record<ImportColumn, UserMessageId>;

/** Case, spaces around and a byte order mark do not matter when a header or a role is read. */
export const normalizeCell = (text: string): string =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * A header or role cell as the indexes read it: French labels are written with the typographic
 * apostrophe ('Rôle d’administrateur'), and a person typing one in a spreadsheet types the straight
 * one, so both read as the same label.
 */
const normalizeLabel = (text: string): string => normalizeCell(text).replaceAll('\u2019', "'");

type UserMessageId = keyof typeof userMessages;

// The users context's own texts, not the whole catalogue: the browser loads this with the users page.
const textsOf = (id: UserMessageId): string[] =>
  locales.map((locale) => normalizeLabel(userMessages[id][locale]));

/** Built on first use, not when the module loads: a signed-in page's start does not pay for it. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

const headerIndex = once(
  () =>
    new Map<string, ImportColumn>(
      importColumns.flatMap((column) =>
        [
          ...textsOf(importColumnLabels[column].id),
          ...textsOf(exportHeaderIds[column]),
          column.toLowerCase(),
        ].map((text) => [text, column] as const),
      ),
    ),
);

/** The column a header cell names, or undefined for a column the import does not read. */
export const columnOfHeader = (header: string): ImportColumn | undefined =>
  headerIndex().get(normalizeLabel(header));

const adminRoleIndex = once(
  () =>
    new Map<string, AdminRoleChoice>(
      adminRoleChoices.flatMap((choice) =>
        [...textsOf(adminRoleLabels[choice].id), choice].map((text) => [text, choice] as const),
      ),
    ),
);
const appRoleIndex = once(
  () =>
    new Map<string, AppRole>(
      appRoles.flatMap((role) =>
        [...textsOf(appRoleLabels[role].id), role].map((text) => [text, role] as const),
      ),
    ),
);

/**
 * An admin role cell as the invite dialog's choice: its text in any language or its code; an empty
 * cell is 'None'. The export's comma-joined list of several roles gives the strongest, as the edit
 * dialog does. Undefined for anything else.
 */
export const adminRoleOfCell = (cell: string): AdminRoleChoice | undefined => {
  const parts = cell.split(',').map(normalizeLabel).filter(Boolean);
  if (parts.length === 0) return 'none';
  const choices = parts.map((part) => adminRoleIndex().get(part));
  if (choices.some((choice) => choice === undefined)) return undefined;
  return adminRoleChoices.find((choice) => choice !== 'none' && choices.includes(choice)) ?? 'none';
};

/** An app role cell: its text in any language or its code; undefined for anything else. */
export const appRoleOfCell = (cell: string): AppRole | undefined => appRoleIndex().get(normalizeLabel(cell));

/** The columns whose cells name a role: the preview offers their roles to choose from. */
export type ImportRoleColumn = 'adminRole' | 'userRole';

/** A role to choose in a role column: its code and its text. */
export type ImportRoleChoice = { readonly value: AdminRoleChoice | AppRole; readonly label: MessageRef };

/** The roles of each role column, in the invite dialog's order and words. */
export const importRoleChoices: Readonly<Record<ImportRoleColumn, readonly ImportRoleChoice[]>> = {
  adminRole: adminRoleChoices.map((value) => ({ value, label: adminRoleLabels[value] })),
  userRole: appRoles.map((value) => ({ value, label: appRoleLabels[value] })),
};

/**
 * The role a role cell names, as the plan reads it (an empty admin role is 'None'); undefined for a
 * cell that names none, an empty SCR App role included.
 */
export const importRoleOfCell = (
  column: ImportRoleColumn,
  cell: string,
): AdminRoleChoice | AppRole | undefined =>
  column === 'adminRole' ? adminRoleOfCell(cell) : appRoleOfCell(cell);
