import { startTransition, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ResultAsync } from 'neverthrow';
import {
  nextTask,
  planUserImport,
  sendUserImport,
  setImportCell,
  type ImportColumn,
  type ImportPlan,
  type ImportProgress,
  type ImportResult,
  type ImportTable,
  type InviteUserError,
  type MessageRef,
  type OrganizationUser,
  type UserActor,
} from '@scr/domain';
import { useUseCase } from '../../../deps/deps-context.tsx';
import { settle } from '../../../server-state/result-query.ts';
import { useResultMutation } from '../../../server-state/result-mutation.ts';
import { usersKeys } from '../users-queries.ts';
import { usersUseCasesToken } from '../users-use-cases.ts';
import { readImportFile } from './import-files.ts';
import { loadFailureText } from '../../../ui/load-error.tsx';
import type { ShownFailure } from '../../../ui/failure-text.ts';
import { useLocale } from '../../../i18n/locale-provider.tsx';

/** The file in the preview: its cells (with the admin's fixes), who exists, the rows left out. */
export type ImportDraft = {
  readonly table: ImportTable;
  readonly existing: readonly OrganizationUser[];
  readonly leftOut: ReadonlySet<number>;
  /** The lines the first plan did not send: their cells stay editable while they are fixed. */
  readonly editable: ReadonlySet<number>;
  /** The plan of this draft when it was made with it (the file as chosen), so it is not made twice. */
  readonly plan?: ImportPlan;
};

export type ImportStage =
  | { readonly step: 'choose'; readonly problem?: MessageRef }
  | { readonly step: 'reading' }
  | { readonly step: 'preview'; readonly draft: ImportDraft }
  | { readonly step: 'sending'; readonly progress: ImportProgress }
  | { readonly step: 'result'; readonly result: ImportResult };

/** The key of the import's writes: one invitation each, as the invite dialog's. */
const inviteKey = [...usersKeys.all, 'import', 'invite'] as const;

const waitSeconds = (seconds: number): ResultAsync<void, never> =>
  ResultAsync.fromSafePromise(new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000)));

/**
 * The import of users on the Users page (product-reference §2.5 'Invite user', many at once): the
 * chosen file is planned by the domain against every user of the organization read again at that
 * moment (so a second import of a file skips what the first one sent), re-planned after each fix or
 * row left out, then sent one invitation per row through the invite dialog's use case as a mutation
 * (its failures take the app's one failure path). The state lives with the Users page, not with the
 * dialog: closing the dialog leaves the sending going on.
 */
export const useUserImport = (organizationId: number, actor: UserActor) => {
  const users = useUseCase(usersUseCasesToken);
  const { locale } = useLocale();
  const client = useQueryClient();
  const invite = useResultMutation(users.inviteUser, { key: inviteKey });
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const { adminRoles, userId } = actor;

  const plan = useMemo(
    () =>
      stage.step === 'preview'
        ? (stage.draft.plan ??
          planUserImport({
            table: stage.draft.table,
            actor: { adminRoles, ...(userId === undefined ? {} : { userId }) },
            existing: stage.draft.existing,
            leftOut: stage.draft.leftOut,
          }))
        : null,
    [stage, adminRoles, userId],
  );

  const choose = useCallback(
    async (file: File) => {
      setStage({ step: 'reading' });
      const read = await readImportFile(file);
      if ('problem' in read) return setStage({ step: 'choose', problem: read.problem });
      let existing: OrganizationUser[];
      try {
        existing = await client.fetchQuery({
          queryKey: [...usersKeys.all, 'import', 'existing'],
          queryFn: () => settle(users.listImportExisting()),
          staleTime: 0,
        });
      } catch (failure) {
        return setStage({ step: 'choose', problem: loadFailureText(failure as ShownFailure) });
      }
      // The plan in a task of its own, apart from the file's parsing and the users' reading.
      await nextTask();
      const first = planUserImport({ table: read.table, actor, existing });
      const editable = new Set(first.rows.filter((r) => r.kind !== 'send').map((r) => r.line));
      // A render React may split into short tasks: a page of the preview is many cells to draw.
      startTransition(() =>
        setStage({
          step: 'preview',
          draft: { table: read.table, existing, leftOut: new Set(), editable, plan: first },
        }),
      );
    },
    [client, users, actor],
  );

  const updateDraft = (change: (draft: ImportDraft) => ImportDraft) =>
    startTransition(() =>
      setStage((s) => {
        if (s.step !== 'preview') return s;
        const { plan: _made, ...draft } = s.draft;
        return { step: 'preview', draft: change(draft) };
      }),
    );

  const fixCell = (line: number, column: ImportColumn, value: string) =>
    updateDraft((d) => ({ ...d, table: setImportCell(d.table, line, column, value) }));

  const toggleLeftOut = (line: number) =>
    updateDraft((d) => {
      const leftOut = new Set(d.leftOut);
      if (leftOut.has(line)) leftOut.delete(line);
      else leftOut.add(line);
      return { ...d, leftOut };
    });

  const { mutateAsync } = invite;
  const send = () => {
    if (!plan) return;
    setStage({ step: 'sending', progress: { done: 0, total: plan.counts.send } });
    void sendUserImport({
      invite: (command) => ResultAsync.fromPromise(mutateAsync(command), (e) => e as InviteUserError),
      wait: waitSeconds,
    })({
      organizationId,
      actor,
      plan,
      onProgress: (progress) => setStage({ step: 'sending', progress }),
      lang: locale,
    }).match(
      (result) => {
        setStage({ step: 'result', result });
        void client.invalidateQueries({ queryKey: usersKeys.all });
      },
      () => undefined,
    );
  };

  return {
    stage,
    plan,
    choose,
    fixCell,
    toggleLeftOut,
    send,
    restart: () => setStage({ step: 'choose' }),
  };
};

export type UserImport = ReturnType<typeof useUserImport>;
