import { okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import { importColumnLabels, importColumns, columnOfHeader, type ImportColumn } from './import-columns.ts';
import { TEMPLATE_EXAMPLE_EMAIL } from './import-plan.ts';
import type { ImportResult } from './import-send.ts';
import type { UsersGateway } from './ports.ts';
import { usersOrder } from './list-users.ts';
import type { OrganizationUser } from './user.ts';
import { adminRoleLabels, appRoleLabels } from './user-form.ts';

/** A file's rows of cells as a CSV parser gives them, the header row first. */
export type ImportTable = readonly (readonly string[])[];

/**
 * The table with one cell changed (a fix in the preview): `line` is the row's line in the file (the
 * header is line 1). A column the file lacks is added with its header, so a fix can supply it.
 */
export const setImportCell = (
  table: ImportTable,
  line: number,
  column: ImportColumn,
  value: string,
): ImportTable => {
  const header = table[0] ?? [];
  let position = header.findIndex((cell) => columnOfHeader(cell) === column);
  const rows = table.map((row) => [...row]);
  if (position === -1) {
    position = header.length;
    rows[0] = [...header, column];
  }
  const row = rows[line - 1];
  if (row === undefined) return table;
  while (row.length <= position) row.push('');
  row[position] = value;
  return rows;
};

/**
 * The template to fill in: the import's columns with their headers in the UI language and one
 * example row whose roles are written as their texts. The plan leaves the example out by its
 * address, so a template imported unchanged invites nobody.
 */
export const userImportTemplate = (format: (ref: MessageRef) => string): string[][] => [
  importColumns.map((column) => format(importColumnLabels[column])),
  [
    'Jane',
    'Doe',
    TEMPLATE_EXAMPLE_EMAIL,
    // No example phone: a spreadsheet reads '+32 …' as a formula.
    '',
    format(adminRoleLabels.none),
    format(appRoleLabels.regular),
  ],
];

const resultOutcomeLabels = {
  invited: { id: 'users.import.result.outcome.invited' },
  skipped: { id: 'users.import.result.outcome.skipped' },
  failed: { id: 'users.import.result.outcome.failed' },
} as const satisfies Record<ImportResult['rows'][number]['outcome'], MessageRef>;

/** The outcome of a row in words (the result's column and the preview's). */
export const importOutcomeLabel = (outcome: ImportResult['rows'][number]['outcome']): MessageRef =>
  resultOutcomeLabels[outcome];

/** The result as rows of a CSV file, the header in the UI language first. */
export const userImportResultTable = (
  result: ImportResult,
  format: (ref: MessageRef) => string,
): string[][] => [
  [
    format({ id: 'users.import.result.column.line' }),
    format(importColumnLabels.email),
    format(importColumnLabels.firstName),
    format(importColumnLabels.lastName),
    format({ id: 'users.import.result.column.outcome' }),
    format({ id: 'users.import.result.column.why' }),
  ],
  ...result.rows.map((row) => [
    String(row.line),
    row.email,
    row.firstName,
    row.lastName,
    format(resultOutcomeLabels[row.outcome]),
    row.outcome === 'invited' ? '' : format(row.message),
  ]),
];

/** Users read per request when the import reads who exists. */
const PAGE = 1000;

/**
 * Every user of the organization, deleted ones and pending invitations included: what an import is
 * planned against, read again before each plan so a second import of a file skips what the first
 * one sent.
 */
export const listImportExisting =
  (deps: { readonly users: UsersGateway }) =>
  (organizationId: number): ResultAsync<OrganizationUser[], TransportError> => {
    const read = (page: number, got: OrganizationUser[]): ResultAsync<OrganizationUser[], TransportError> =>
      deps.users
        .list({ organizationId, page, pageSize: PAGE, sort: usersOrder(null), deleted: 'all', search: '' })
        .andThen((p) => {
          const all = [...got, ...p.data];
          return all.length >= p.total || p.data.length === 0 ? okAsync(all) : read(page + 1, all);
        });
    return read(0, []);
  };
