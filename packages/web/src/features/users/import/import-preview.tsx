import { useId, useState } from 'react';
import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import {
  importColumnLabels,
  importColumns,
  importRoleChoices,
  importRoleOfCell,
  type ImportColumn,
  type ImportPlan,
  type ImportRoleColumn,
  type MessageRef,
  type PlannedRow,
} from '@scr/domain';
import { useText, type TextFn } from '../../../i18n/use-text.ts';
import { HTMLSelect } from '../../../ui/html-select.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../ui/data-table/columns.ts';
import { Pager, pageCount } from '../../../ui/pager.tsx';
import type { ImportDraft } from './use-user-import.ts';

type Props = {
  readonly plan: ImportPlan;
  readonly draft: ImportDraft;
  readonly onFix: (line: number, column: ImportColumn, value: string) => void;
  readonly onToggle: (line: number) => void;
};

/** The problem of a row's cell in words: a check the cell fails, or why the row's email is skipped. */
const problemOf = (row: PlannedRow, column: ImportColumn): MessageRef | undefined => {
  if (row.kind === 'invalid') return row.problems.find((p) => p.column === column)?.message;
  if (row.kind === 'skip' && row.reason !== 'leftOut' && column === 'email') return row.message;
  return undefined;
};

const isRoleColumn = (column: ImportColumn): column is ImportRoleColumn =>
  column === 'adminRole' || column === 'userRole';

/**
 * A role cell to fix: the column's roles to choose from, as in the invite dialog, a choice planned
 * again at once. A cell that names no role keeps its own text as the first, disabled option, so
 * the admin sees what the file holds (an empty SCR App role reads 'Choose a role'); the choice is
 * written as the role's text in the UI language, which the plan reads in any language.
 */
const RoleSelect = (props: {
  readonly column: ImportRoleColumn;
  readonly value: string;
  readonly label: string;
  readonly problemId: string | undefined;
  readonly onChoose: (value: string) => void;
  readonly text: TextFn;
}) => {
  const { column, value, text } = props;
  const chosen = importRoleOfCell(column, value);
  const choices = importRoleChoices[column];
  return (
    <HTMLSelect
      fill
      value={chosen ?? ''}
      aria-label={props.label}
      aria-invalid={props.problemId ? true : undefined}
      aria-describedby={props.problemId}
      onChange={(e) => {
        const next = choices.find((c) => c.value === e.currentTarget.value);
        if (next) props.onChoose(text(next.label));
      }}
      options={[
        ...(chosen === undefined
          ? [{ value: '', label: value || text('users.field.userRole.choose'), disabled: true }]
          : []),
        ...choices.map((c) => ({ value: c.value, label: text(c.label) })),
      ]}
    />
  );
};

/**
 * A cell of the preview: a row the first plan did not send has its cells as inputs (a role cell as
 * a select of the roles), each with its problem under it (and tied to it for a screen reader); a
 * fix is planned again when the input is left or Enter is pressed. The input is keyed by the value,
 * so a re-plan shows what is stored.
 */
const Cell = (props: {
  readonly row: PlannedRow;
  readonly column: ImportColumn;
  readonly editable: boolean;
  readonly onFix: Props['onFix'];
  readonly text: TextFn;
}) => {
  const { row, column, text } = props;
  const problemId = useId();
  const value = row.cells[column];
  const problem = problemOf(row, column);
  const label = text('users.import.cell.label', { column: importColumnLabels[column], line: row.line });
  const commit = (next: string) => {
    if (next !== value) props.onFix(row.line, column, next);
  };
  return (
    <div className="scr-import__cell">
      {props.editable && isRoleColumn(column) ? (
        <RoleSelect
          column={column}
          value={value}
          label={label}
          problemId={problem ? problemId : undefined}
          onChoose={commit}
          text={text}
        />
      ) : props.editable ? (
        <input
          key={value}
          className={`bp6-input bp6-small${problem ? ' bp6-intent-danger' : ''}`}
          defaultValue={value}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onBlur={(e) => commit(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
      ) : (
        <span>{value}</span>
      )}
      {problem && (
        <span id={problemId} className="scr-import__problem">
          {text(problem)}
        </span>
      )}
    </div>
  );
};

const statusOf = (row: PlannedRow, text: TextFn) => {
  if (row.kind === 'send') return <Tag intent={Intent.SUCCESS}>{text('users.import.status.send')}</Tag>;
  if (row.kind === 'invalid') return <Tag intent={Intent.DANGER}>{text('users.import.result.invalid')}</Tag>;
  return <Tag>{text(row.reason === 'leftOut' ? row.message : 'users.import.result.outcome.skipped')}</Tag>;
};

/**
 * Rows of the preview per page: a file of 1,000 rows drawn at once is one long render of the page;
 * 50 rows a page keep each render short (bench/figures/import.ts reports the longest task).
 */
const PREVIEW_PAGE_SIZE = 50;

/** The preview: the file's problems, how many rows go, and every row with its problems on its cells. */
export const ImportPreview = ({ plan, draft, onFix, onToggle }: Props) => {
  const text = useText();
  const [page, setPage] = useState(0);
  const shownPage = Math.min(page, pageCount(plan.rows.length, PREVIEW_PAGE_SIZE) - 1);
  const rows = plan.rows.slice(shownPage * PREVIEW_PAGE_SIZE, (shownPage + 1) * PREVIEW_PAGE_SIZE);
  const columns: DataTableColumn<PlannedRow>[] = [
    { id: 'line', header: text('users.import.result.column.line'), cell: (r) => r.line, nowrap: true },
    ...importColumns.map((column): DataTableColumn<PlannedRow> => ({
      id: column,
      header: text(importColumnLabels[column]),
      cell: (r) => (
        <Cell row={r} column={column} editable={draft.editable.has(r.line)} onFix={onFix} text={text} />
      ),
    })),
    { id: 'status', header: text('users.import.column.status'), cell: (r) => statusOf(r, text) },
    {
      id: 'action',
      header: text('users.import.leaveOut'),
      headerHidden: true,
      isAction: true,
      cell: (r) => {
        const out = draft.leftOut.has(r.line);
        return (
          <Button
            size="small"
            variant="minimal"
            text={text(out ? 'users.import.include' : 'users.import.leaveOut')}
            aria-label={text(out ? 'users.import.include.label' : 'users.import.leaveOut.label', {
              line: r.line,
            })}
            onClick={() => onToggle(r.line)}
          />
        );
      },
    },
  ];
  return (
    <>
      {plan.fileProblems.map((problem) => (
        <Callout key={JSON.stringify(problem)} intent={Intent.DANGER} className="scr-import__file-problem">
          {text(problem)}
        </Callout>
      ))}
      <p role="status" className="scr-import__summary">
        {text('users.import.summary', plan.counts)}
      </p>
      <div className="scr-import__table">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.line}
          label={text('users.import.preview.caption')}
          caption={text('users.import.preview.caption')}
          rowClassName={(r) => (r.kind === 'invalid' ? 'scr-import__row--invalid' : undefined)}
          striped={false}
        />
      </div>
      {plan.rows.length > PREVIEW_PAGE_SIZE && (
        <Pager page={shownPage} total={plan.rows.length} size={PREVIEW_PAGE_SIZE} onPage={setPage} />
      )}
    </>
  );
};
