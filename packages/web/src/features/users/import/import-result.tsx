import { Intent, Tag } from '@blueprintjs/core';
import { importOutcomeLabel, type ImportResult, type ImportRowOutcome } from '@scr/domain';
import { useText } from '../../../i18n/use-text.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';

const intents = { invited: Intent.SUCCESS, skipped: Intent.NONE, failed: Intent.DANGER } as const;

/** The import's result: how many of each outcome, and every row not invited with why. */
export const ImportResultView = ({ result }: { readonly result: ImportResult }) => {
  const text = useText();
  const notInvited = result.rows.filter((r) => r.outcome !== 'invited');
  return (
    <>
      <p role="status" className="scr-import__summary">
        {text('users.import.result.summary', result.counts)}
      </p>
      {notInvited.length > 0 && (
        <div className="scr-import__table">
          <DataTable<ImportRowOutcome>
            columns={[
              {
                id: 'line',
                header: text('users.import.result.column.line'),
                cell: (r) => r.line,
                nowrap: true,
              },
              { id: 'email', header: text('users.field.email'), cell: (r) => r.email },
              {
                id: 'outcome',
                header: text('users.import.result.column.outcome'),
                cell: (r) => <Tag intent={intents[r.outcome]}>{text(importOutcomeLabel(r.outcome))}</Tag>,
              },
              { id: 'why', header: text('users.import.result.column.why'), cell: (r) => text(r.message) },
            ]}
            rows={notInvited}
            rowKey={(r) => r.line}
            label={text('users.import.result.caption')}
            caption={text('users.import.result.caption')}
            striped={false}
          />
        </div>
      )}
    </>
  );
};
