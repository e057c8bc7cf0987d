import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Refresh, Envelope, Trash } from '@blueprintjs/icons';
import {
  planUserBulk,
  userFullName,
  type AdminCounts,
  type BulkPlan,
  type BulkUserAction,
  type OrganizationUser,
  type UserActor,
} from '@scr/domain';
import { useUseCase } from '../../../deps/deps-context.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { useInvalidate } from '../../../server-state/use-invalidate.ts';
import { BulkDialog } from '../../../ui/bulk/bulk-dialog.tsx';
import type { TableExport } from '../../../ui/export/use-table-export.ts';
import { SelectionBar } from '../../../ui/selection/selection-bar.tsx';
import type { RowSelection } from '../../../ui/selection/use-row-selection.ts';
import { usersKeys } from '../users-queries.ts';
import { usersUseCasesToken } from '../users-use-cases.ts';

/** A user's key in the selection: the organization-user id. */
export const userRowKey = (user: OrganizationUser): number => user.id;
/** A user as the selection and the results name them. */
export const userRowName = (user: OrganizationUser): string => userFullName(user) || user.email;

const buttons = [
  { action: 'delete', icon: <Trash />, intent: Intent.DANGER },
  { action: 'reactivate', icon: <Refresh />, intent: Intent.NONE },
  { action: 'resend', icon: <Envelope />, intent: Intent.NONE },
] as const satisfies readonly { action: BulkUserAction; icon: React.ReactNode; intent: Intent }[];

type Props = {
  readonly selection: RowSelection<OrganizationUser>;
  /** How many users match the list's filter and search. */
  readonly total: number;
  /** Every matching user, page by page (the export's reader). */
  readonly source: TableExport<OrganizationUser>;
  readonly actor: UserActor;
  readonly adminCounts: AdminCounts;
};

/**
 * The users page's selection bar: Delete, Reactivate and Resend invitation for the chosen users.
 * The domain's plan decides which rows each takes (the single-row rules); each row then runs the
 * same use case as its own row action, and the list is read again afterwards.
 */
export const UsersBulkBar = ({ selection, total, source, actor, adminCounts }: Props) => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  const invalidate = useInvalidate(usersKeys.all);
  // The plan is made when an action is chosen and kept while it runs (the selection clears after).
  const [job, setJob] = useState<{ action: BulkUserAction; plan: BulkPlan<OrganizationUser> } | null>(null);
  const runRow = {
    delete: (user: OrganizationUser) => users.deleteUser({ actor, user }),
    reactivate: (user: OrganizationUser) => users.reactivateUser({ actor, user }),
    resend: (user: OrganizationUser) => users.resendInvite({ actor, user }),
  } as const;
  const choose = (action: BulkUserAction) =>
    setJob({ action, plan: planUserBulk({ action, users: selection.rows, actor, counts: adminCounts }) });
  return (
    <>
      <SelectionBar selection={selection} total={total} source={source}>
        {buttons.map((b) => (
          <Button
            key={b.action}
            icon={b.icon}
            intent={b.intent}
            text={text(`users.bulk.action.${b.action}`)}
            onClick={() => choose(b.action)}
          />
        ))}
      </SelectionBar>
      {job && (
        <BulkDialog
          title={{ id: `users.bulk.confirm.${job.action}`, values: { count: job.plan.included.length } }}
          plan={job.plan}
          rowKey={userRowKey}
          rowName={userRowName}
          danger={job.action === 'delete'}
          runRow={runRow[job.action]}
          onClose={() => setJob(null)}
          onFinished={() => {
            selection.clear();
            void invalidate();
          }}
        />
      )}
    </>
  );
};
