import { FormDialog } from '../../ui/form-dialog.tsx';
import {
  adminRoleSelectorState,
  type EmailAlreadyRegisteredError,
  type OrganizationUser,
  type UserActor,
} from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { UserFormFields, type UserFormValues } from './user-form-fields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useFormSave } from '../../ui/use-form-save.ts';
import { usersUseCasesToken } from './users-use-cases.ts';

type Props = {
  readonly organizationId: number;
  readonly organizationName: string;
  readonly actor: UserActor;
  readonly onClose: () => void;
  readonly onSaved: () => void;
  /** The email belongs to a deleted user who had activated (product-reference §4). */
  readonly onReactivationOffered: (user: OrganizationUser) => void;
  readonly onAlreadyRegistered: (error: EmailAlreadyRegisteredError) => void;
};

const empty: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  adminRole: 'none',
  userRole: '',
};

/** 'Invite user for {organization}' (product-reference §2.5). The values stay after any failure. */
export const InviteUserDialog = (props: Props) => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  // The new user's mails speak the language this admin works in, until they choose their own.
  const { locale } = useLocale();
  const form = useForm(empty);
  const { busy, submit } = useFormSave(form.setErrors);
  const adminRole = adminRoleSelectorState({ actorAdminRoles: props.actor.adminRoles });
  const invite = () =>
    submit(
      () =>
        users.inviteUser({
          organizationId: props.organizationId,
          actor: props.actor,
          form: form.values,
          lang: locale,
        }),
      props.onSaved,
      (error) => {
        if (error.kind === 'ReactivationOffered') props.onReactivationOffered(error.user);
        else if (error.kind === 'AlreadyRegistered') props.onAlreadyRegistered(error);
        else return false;
        return true;
      },
    );

  return (
    <FormDialog
      title={text('users.invite.title', { organization: props.organizationName })}
      onClose={props.onClose}
      onSubmit={invite}
      submitText={text('users.invite.submit')}
      cancelText={text('users.form.cancel')}
      pending={busy}
    >
      <UserFormFields
        idPrefix="invite-user"
        values={form.values}
        errors={form.errors}
        set={form.set}
        adminRole={adminRole}
        emailTip
      />
    </FormDialog>
  );
};
