import { useState } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { FormDialog } from '../../ui/form-dialog.tsx';
import {
  toggleSelection,
  preselectedResets,
  type PasswordResetResults,
  type OrganizationUser,
  type WalletUpgradeRequiredError,
} from '@scr/domain';
import { useRuntimeConfig, useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import type { AdminContext } from '../../session/admin-context.ts';
import { PasswordFields } from './password-fields.tsx';
import { PasswordResetResultsDialog, WalletUpgradeDialog } from './password-reset-outcome-dialogs.tsx';
import { ResetOrganizationsTable } from './reset-organizations-table.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';
import { usersKeys } from './users-queries.ts';
import { usersUseCasesToken } from './users-use-cases.ts';

type Props = {
  readonly target: OrganizationUser;
  readonly context: AdminContext;
  readonly onClose: () => void;
};

/** 'Choose for which organizations you wish to reset your password' (product-reference §2.5, §5, §6). */
const PasswordResetDialog = ({ target, context, onClose }: Props) => {
  const text = useText();
  const { notify } = useSnackbars();
  const config = useRuntimeConfig();
  const users = useUseCase(usersUseCasesToken);
  const rows = useResultQuery({
    key: usersKeys.resetChooser(target.userId),
    load: () =>
      users.loadPasswordResetChooser({
        actorUserId: context.userId,
        targetUserId: target.userId,
        hostedWalletUrl: config.hostedWalletUrl,
      }),
  });
  // Until the admin ticks or unticks a row, the chooser holds the domain's preselection (the one
  // organization that can be chosen, if only one can).
  const [chosen, setChosen] = useState<number[] | null>(null);
  const selected = chosen ?? (rows.isSuccess ? preselectedResets(rows.data) : []);
  const form = useForm({ password: '', passwordCheck: '' });
  const [results, setResults] = useState<PasswordResetResults | null>(null);
  const [upgrade, setUpgrade] = useState<WalletUpgradeRequiredError | null>(null);
  // The reset names the wallet and its version in a dialog of its own: the failure table's general
  // upgrade dialog stays closed for it.
  const reset = useResultMutation(users.resetAdminPasswords, { answers: ['WalletUpgradeRequired'] });

  const submit = () => {
    if (!rows.isSuccess) return;
    reset.mutate(
      {
        rows: rows.data,
        form: { organizationIds: selected, ...form.values },
      },
      {
        onSuccess: setResults,
        onError: (error) => {
          if (error.kind === 'Invalid') form.setErrors(error.fields);
          else if (error.kind === 'WalletUpgradeRequired') setUpgrade(error);
          else notify({ message: error.message, intent: 'danger' });
        },
      },
    );
  };

  if (results) return <PasswordResetResultsDialog results={results} onClose={onClose} />;
  const choiceError = form.errors['organizationIds'];
  return (
    <FormDialog
      title={text('users.passwordReset.title')}
      onClose={onClose}
      onSubmit={submit}
      submitText={text('users.passwordReset.submit')}
      cancelText={text('users.passwordReset.cancel')}
      pending={reset.isPending}
      className="scr-reset-dialog"
      over={upgrade && <WalletUpgradeDialog error={upgrade} onClose={() => setUpgrade(null)} />}
    >
      {target.userId !== context.userId && (
        <p>
          {text('users.passwordReset.target', {
            name: `${target.firstName} ${target.lastName}`,
            email: target.email,
          })}
        </p>
      )}
      {rows.isPending && <Spinner size={20} />}
      {rows.isError && <Callout intent={Intent.DANGER}>{text(rows.error.message)}</Callout>}
      {rows.isSuccess && (
        <ResetOrganizationsTable
          rows={rows.data}
          selected={selected}
          onToggle={(row) => {
            setChosen(toggleSelection(selected, row));
            form.setErrors(({ organizationIds: _cleared, ...rest }) => rest);
          }}
        />
      )}
      {choiceError && (
        <Callout intent={Intent.DANGER} role="alert" className="scr-page">
          {text(choiceError)}
        </Callout>
      )}
      <PasswordFields values={form.values} errors={form.errors} set={form.set} />
    </FormDialog>
  );
};
export default PasswordResetDialog;
