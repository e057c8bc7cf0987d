import type { MessageRef } from '../messages/catalogue.ts';
import { validate } from '../validation/validate.ts';
import { authorizeUserChange, existingEmailOutcome, type UserActor } from './user-rules.ts';
import { adminRolesOf, inviteUserFormSchema, type InviteUserForm } from './user-form.ts';
import type { OrganizationUser } from './user.ts';
import {
  adminRoleOfCell,
  appRoleOfCell,
  columnOfHeader,
  importColumns,
  normalizeCell,
  type ImportColumn,
} from './import-columns.ts';

/** A row of the file as the admin sees it in the preview: its line in the file and its cells by column. */
export type ImportRow = { readonly line: number; readonly cells: Readonly<Record<ImportColumn, string>> };

/** A problem of one cell, in words. */
export type CellProblem = { readonly column: ImportColumn; readonly message: MessageRef };

/** Why a row is not sent although nothing in it is wrong. */
export type SkipReason =
  'leftOut' | 'templateExample' | 'duplicateInFile' | 'alreadyUser' | 'pendingInvitation' | 'reactivation';

/** What the import does with one row. */
export type PlannedRow = ImportRow &
  (
    | { readonly kind: 'send'; readonly form: InviteUserForm }
    | { readonly kind: 'invalid'; readonly problems: readonly CellProblem[] }
    | { readonly kind: 'skip'; readonly reason: SkipReason; readonly message: MessageRef }
  );

/**
 * The whole import: each row's fate, and the problems of the file itself. A missing required column
 * leaves that field empty in every row, so no row passes its checks and nothing is sent.
 */
export type ImportPlan = {
  readonly rows: readonly PlannedRow[];
  readonly fileProblems: readonly MessageRef[];
  readonly counts: Readonly<Record<PlannedRow['kind'], number>>;
};

/** What the plan is made from: the file's cells (already parsed), who imports, and who exists. */
export type ImportPlanInput = {
  /** The file's rows of cells, the header row first (any CSV parser's output). */
  readonly table: readonly (readonly string[])[];
  readonly actor: UserActor;
  /** The organization's users, deleted ones included: an email among them is not invited again. */
  readonly existing: readonly OrganizationUser[];
  /** Lines the admin left out in the preview. */
  readonly leftOut?: ReadonlySet<number>;
};

const required: readonly ImportColumn[] = ['firstName', 'lastName', 'email', 'userRole'];

/**
 * The email of the template's example row. The template keeps its example, which shows how a row
 * and its roles are written; a template imported unchanged (or with its example left in) must not
 * invite it, so a row with this email is left out with that reason whatever its other cells hold.
 * The address is of a domain that never receives mail (RFC 2606): nobody real has it.
 */
export const TEMPLATE_EXAMPLE_EMAIL = 'jane.doe@example.com';

const skipMessages = {
  leftOut: { id: 'users.import.skip.leftOut' },
  templateExample: { id: 'users.import.skip.templateExample' },
  duplicateInFile: { id: 'users.import.skip.duplicateInFile' },
  alreadyUser: { id: 'users.import.skip.alreadyUser' },
  pendingInvitation: { id: 'users.import.skip.pendingInvitation' },
  reactivation: { id: 'users.import.skip.reactivation' },
} as const satisfies Record<SkipReason, MessageRef>;

const emailKey = (email: string): string => normalizeCell(email);

/** Reads the header row: which column each position holds, and the file's own problems. */
const readHeader = (header: readonly string[]) => {
  const positions = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const column = columnOfHeader(cell);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = required.filter((column) => !positions.has(column));
  return { positions, missing };
};

/** The cells of a row by column ('' where the file has no such column or cell). */
const cellsOf = (row: readonly string[], positions: ReadonlyMap<ImportColumn, number>) =>
  Object.fromEntries(
    importColumns.map((column) => {
      const at = positions.get(column);
      return [column, at === undefined ? '' : (row[at] ?? '').trim()];
    }),
  ) as Record<ImportColumn, string>;

/** The row checked as the invite dialog checks its form, then the role rule of the actor. */
const checkRow = (
  cells: Readonly<Record<ImportColumn, string>>,
  actor: UserActor,
): { form: InviteUserForm } | { problems: CellProblem[] } => {
  const problems: CellProblem[] = [];
  const adminRole = adminRoleOfCell(cells.adminRole);
  const userRole = cells.userRole === '' ? '' : appRoleOfCell(cells.userRole);
  if (adminRole === undefined)
    problems.push({ column: 'adminRole', message: { id: 'users.import.problem.adminRole' } });
  if (userRole === undefined)
    problems.push({ column: 'userRole', message: { id: 'users.import.problem.userRole' } });
  const parsed = validate(inviteUserFormSchema, { ...cells, adminRole, userRole });
  if (parsed.isErr())
    for (const column of importColumns) {
      const message = parsed.error.fields[column];
      if (message && !problems.some((p) => p.column === column)) problems.push({ column, message });
    }
  if (problems.length > 0 || parsed.isErr()) return { problems };
  const allowed = authorizeUserChange({ actor, adminRoles: adminRolesOf(parsed.value.adminRole) });
  if (allowed.isErr()) return { problems: [{ column: 'adminRole', message: allowed.error.message }] };
  return { form: parsed.value };
};

/** Why an existing user's email is not invited again: the invite dialog's own outcome of that email. */
const existingReason = (existing: OrganizationUser): SkipReason => {
  const outcome = existingEmailOutcome(existing);
  if (outcome.kind === 'ReactivationOffered') return 'reactivation';
  return outcome.reason === 'exists' ? 'alreadyUser' : 'pendingInvitation';
};

/**
 * Plans an import of users (the Users page's import): the template's example row is left out; an
 * email of an existing user (active, deleted or still invited) is skipped with the invite dialog's own outcome for it; every other row
 * is checked with the invite dialog's rules and the platform's limits (the same schema) and the
 * actor's role rule, then an email met earlier in the file is skipped. Only rows planned 'send' are invited, each through the invite use case. Pure: the
 * preview replans after each fix or left-out row, and a second import of the same file plans
 * nothing new once its rows exist.
 */
export const planUserImport = (input: ImportPlanInput): ImportPlan => {
  const [header = [], ...body] = input.table;
  const { positions, missing } = readHeader(header);
  const fileProblems: MessageRef[] = missing.map((column) => ({
    id: 'users.import.problem.missingColumn',
    values: { column: { id: `users.field.${column}` } },
  }));
  const existing = new Map(input.existing.map((user) => [emailKey(user.email), user]));
  const seen = new Set<string>();
  const rows: PlannedRow[] = [];
  body.forEach((raw, index) => {
    const line = index + 2;
    if (raw.every((cell) => cell.trim() === '')) return;
    const cells = cellsOf(raw, positions);
    const base = { line, cells };
    const key = emailKey(cells.email);
    const skip = (reason: SkipReason): PlannedRow => ({
      ...base,
      kind: 'skip',
      reason,
      message: skipMessages[reason],
    });
    if (input.leftOut?.has(line)) return void rows.push(skip('leftOut'));
    if (key === TEMPLATE_EXAMPLE_EMAIL) return void rows.push(skip('templateExample'));
    // An email of the organization is never invited again, whatever else the row holds.
    const known = existing.get(key);
    if (known) return void rows.push(skip(existingReason(known)));
    const checked = checkRow(cells, input.actor);
    if ('problems' in checked)
      return void rows.push({ ...base, kind: 'invalid', problems: checked.problems });
    if (seen.has(key)) return void rows.push(skip('duplicateInFile'));
    seen.add(key);
    rows.push({ ...base, kind: 'send', form: checked.form });
  });
  const counts = { send: 0, invalid: 0, skip: 0 };
  for (const row of rows) counts[row.kind] += 1;
  return { rows, fileProblems, counts };
};
