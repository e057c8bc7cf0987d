import { FormGroup, Switch } from '@blueprintjs/core';
import { FormDialog } from '../../ui/form-dialog.tsx';
import {
  activeSwitchState,
  adminRoleSelectorState,
  adminSwitchState,
  editUserFormValues,
  showsInviteLink,
  type AdminCounts,
  type ControlState,
  type OrganizationUser,
  type UserActor,
} from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { InviteLinkField } from './invite-link-field.tsx';
import { UserFormFields } from './user-form-fields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useFormSave } from '../../ui/use-form-save.ts';
import { usersUseCasesToken } from './users-use-cases.ts';

type Props = {
  readonly user: OrganizationUser;
  readonly actor: UserActor;
  /** Active admins and Organization Managers of the whole organization (the locks of product-reference §5). */
  readonly adminCounts: AdminCounts;
  readonly onClose: () => void;
  readonly onSaved: () => void;
};

/**
 * The Admin role selector in edit: the org_mgr and single-admin locks first, then the rule that
 * admin rights wait until the user is active ('This switch will become active once the user is active.').
 */
export const editAdminRoleState = (props: Pick<Props, 'user' | 'actor' | 'adminCounts'>): ControlState => {
  const selector = adminRoleSelectorState({
    actorAdminRoles: props.actor.adminRoles,
    user: props.user,
    counts: props.adminCounts,
  });
  return selector.enabled && !props.user.isAdmin ? adminSwitchState(props.user) : selector;
};

/** 'Edit user {first name}' (product-reference §2.5): the invite fields, 'Active ?' and, before activation, the invite URL. */
export const EditUserDialog = (props: Props) => {
  const text = useText();
  const users = useUseCase(usersUseCasesToken);
  const { user } = props;
  const form = useForm(editUserFormValues(user));
  const { busy, submit } = useFormSave(form.setErrors);
  const active = activeSwitchState({ user, counts: props.adminCounts });

  return (
    <FormDialog
      title={text('users.edit.title', { firstName: user.firstName })}
      onClose={props.onClose}
      onSubmit={() =>
        submit(() => users.editUser({ actor: props.actor, user, form: form.values }), props.onSaved)
      }
      submitText={text('users.edit.submit')}
      cancelText={text('users.form.cancel')}
      pending={busy}
    >
      <UserFormFields
        idPrefix="edit-user"
        values={form.values}
        errors={form.errors}
        set={form.set}
        adminRole={editAdminRoleState(props)}
      />
      <FormGroup helperText={active.helper ? text(active.helper) : undefined}>
        <Switch
          label={text('users.field.active')}
          checked={form.values.isActive}
          disabled={!active.enabled}
          onChange={(e) => form.set('isActive', e.currentTarget.checked)}
        />
      </FormGroup>
      {showsInviteLink(user) && <InviteLinkField user={user} actor={props.actor} />}
    </FormDialog>
  );
};
