import type { MessageId } from '../messages/catalogue.ts';
import type { UserPatch } from './ports.ts';
import type { OrganizationUser } from './user.ts';
import { adminRolesOf, editUserFormValues, type EditUserForm } from './user-form.ts';

/** A field of the edit dialog. */
export type UserField = keyof EditUserForm;

/** The edit dialog's fields in form order, each with its label. */
export const userFieldLabels: Readonly<Record<UserField, MessageId>> = {
  firstName: 'users.field.firstName',
  lastName: 'users.field.lastName',
  email: 'users.field.email',
  phone: 'users.field.phone',
  adminRole: 'users.field.adminRole',
  userRole: 'users.field.userRole',
  isActive: 'users.field.active',
};
const fields = Object.keys(userFieldLabels) as UserField[];

/** The fields of a checked edit form that differ from the user the form started from. */
export const changedUserFields = (base: OrganizationUser, form: EditUserForm): readonly UserField[] => {
  const before = editUserFormValues(base);
  return fields.filter((field) => form[field] !== before[field]);
};

/**
 * The patch of an edit: only the changed fields, so a save never writes back a value someone else
 * changed meanwhile. The admin roles go only when the selector's choice changed, which keeps a
 * stored multi-role list intact.
 */
export const userPatchOf = (base: OrganizationUser, form: EditUserForm): UserPatch => {
  const changed = new Set(changedUserFields(base, form));
  const { adminRole, ...values } = form;
  return {
    ...Object.fromEntries(Object.entries(values).filter(([field]) => changed.has(field as UserField))),
    ...(changed.has('adminRole') ? { adminRoles: adminRolesOf(adminRole) } : {}),
  };
};

/** The edit dialog's fields whose stored value differs between two versions of a user, in form order. */
export const userFieldsChangedBetween = (
  before: OrganizationUser,
  after: OrganizationUser,
): readonly UserField[] => changedUserFields(before, editUserFormValues(after));

/**
 * The edit dialog's values after 'Reload' over another admin's save: the stored values of `current`,
 * but what the admin typed (a value that differs from the version the form started from) stays.
 */
export const rebasedUserValues = (
  typed: EditUserForm,
  base: OrganizationUser,
  current: OrganizationUser,
): EditUserForm => {
  const started = editUserFormValues(base);
  const now = editUserFormValues(current);
  const pick = <F extends UserField>(field: F): EditUserForm[F] =>
    typed[field] !== started[field] ? typed[field] : now[field];
  return {
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email'),
    phone: pick('phone'),
    adminRole: pick('adminRole'),
    userRole: pick('userRole'),
    isActive: pick('isActive'),
  };
};
