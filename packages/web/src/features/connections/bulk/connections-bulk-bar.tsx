import { useState, type ReactElement } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Cross, Disable, Refresh, Tick } from '@blueprintjs/icons';
import {
  bulkTabActionsOf,
  bulkTabConfirmation,
  planTabRowsBulk,
  type BulkPlan,
  type BulkTabAction,
  type TabIndex,
  type TabRow,
} from '@scr/domain';
import { useText } from '../../../i18n/use-text.ts';
import { BulkDialog } from '../../../ui/bulk/bulk-dialog.tsx';
import type { TableExport } from '../../../ui/export/use-table-export.ts';
import { SelectionBar } from '../../../ui/selection/selection-bar.tsx';
import type { RowSelection } from '../../../ui/selection/use-row-selection.ts';
import { useConnections } from '../connections-context.tsx';
import { connectionsKeys } from '../connections-keys.ts';

/** A row's key in the selection (connections by reference, invitations by id). */
export const tabRowKey = (row: TabRow): string =>
  row.kind === 'connection' ? `c-${row.connection.reference}` : `i-${row.invitation.id}`;
/** A row as the selection and the results name it: the other organization. */
export const tabRowName = (row: TabRow): string =>
  row.kind === 'connection' ? row.counterpart.name : row.invitation.name;

const looks: Readonly<Record<BulkTabAction, { icon: ReactElement; intent: Intent }>> = {
  accept: { icon: <Tick />, intent: Intent.SUCCESS },
  decline: { icon: <Disable />, intent: Intent.DANGER },
  cancel: { icon: <Cross />, intent: Intent.DANGER },
  cancelInvitation: { icon: <Cross />, intent: Intent.DANGER },
  resend: { icon: <Refresh />, intent: Intent.NONE },
};

type Props = {
  readonly tab: TabIndex;
  readonly selection: RowSelection<TabRow>;
  /** How many rows the tab holds for the search. */
  readonly total: number;
  /** Every row of the tab, page by page (the export's reader). */
  readonly source: TableExport<TabRow> | undefined;
};

/**
 * A connections tab's selection bar with the tab's bulk actions (bulkTabActionsOf). Choosing one
 * reads our wallet's version, the domain plans which rows it takes, and each row then runs the
 * same use case as its row button, as the page's own writes (busy, failure table); the tabs are
 * read again afterwards.
 */
export const ConnectionsBulkBar = ({ tab, selection, total, source }: Props) => {
  const text = useText();
  const { useCases, run, refresh, busy } = useConnections();
  const [job, setJob] = useState<{ action: BulkTabAction; plan: BulkPlan<TabRow> } | null>(null);
  // Reading our wallet's version runs as the page's writes do, so `busy` covers it.
  const choose = async (action: BulkTabAction) => {
    const acting = await run(() => useCases.walletVersion());
    if (acting) setJob({ action, plan: planTabRowsBulk({ action, rows: selection.rows, ...acting }) });
  };
  // The plan gives each action only rows of its kind: invitations to 'resend' and
  // 'cancelInvitation', connections to the others. The server authorizes each call as the row's own.
  const runRow = (action: BulkTabAction) => (row: TabRow) => {
    if (row.kind === 'invitation') {
      const id = { id: row.invitation.id };
      return action === 'cancelInvitation' ? useCases.cancelInvitation(id) : useCases.resendInvitation(id);
    }
    const reference = { reference: row.connection.reference };
    return action === 'accept'
      ? useCases.accept(reference)
      : action === 'decline'
        ? useCases.decline(reference)
        : useCases.cancel(reference);
  };
  const confirmation = job && bulkTabConfirmation(job.action, job.plan.included.length);
  return (
    <>
      <SelectionBar selection={selection} total={total} source={source}>
        {bulkTabActionsOf(tab).map((action) => (
          <Button
            key={action}
            icon={looks[action].icon}
            intent={looks[action].intent}
            disabled={busy}
            text={text(`connections.bulk.action.${action}`)}
            onClick={() => void choose(action)}
          />
        ))}
      </SelectionBar>
      {confirmation && job && (
        <BulkDialog
          title={confirmation.title}
          text={confirmation.text}
          confirm={confirmation.confirm}
          dismiss={confirmation.dismiss}
          plan={job.plan}
          rowKey={tabRowKey}
          rowName={tabRowName}
          danger={confirmation.danger}
          runRow={runRow(job.action)}
          mutationKey={connectionsKeys.change}
          onClose={() => setJob(null)}
          onFinished={() => {
            selection.clear();
            void refresh();
          }}
        />
      )}
    </>
  );
};
