import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged } from '../shared/errors.ts';
import type { OrganizationUser } from './user.ts';

/** The only active admin cannot be deleted (product-reference §5, §8). */
export type OnlyActiveAdminError = Tagged<'OnlyActiveAdmin'>;
/** An admin cannot delete her own user. */
export type CannotDeleteSelfError = Tagged<'CannotDeleteSelf'>;
/** The last active Organization Manager cannot be deleted: nobody could assign admin roles again. */
export type LastOrgMgrError = Tagged<'LastOrgMgr'>;
/** The only active admin cannot lose the admin role or be deactivated (mirrors the locked controls). */
export type OnlyActiveAdminChangeError = Tagged<'OnlyActiveAdminChange'>;
/** The last active Organization Manager keeps org_mgr and stays active: nobody could assign admin roles again. */
export type LastOrgMgrChangeError = Tagged<'LastOrgMgrChange'>;
/** Only org_mgr assigns admin roles (product-reference §6). */
export type AdminRoleNotAllowedError = Tagged<'AdminRoleNotAllowed'>;
/** Only org_mgr edits or deletes an admin (product-reference §6). */
export type AdminNotEditableError = Tagged<'AdminNotEditable'>;
/** The actor has neither org_mgr nor usr_mgr. */
export type UserManagementNotAllowedError = Tagged<'NotAllowed'>;
/** A user who never set a password cannot be activated by hand (product-reference §4). */
export type CannotActivateError = Tagged<'CannotActivate'>;
/** The email belongs to a deleted user who had activated: the UI offers reactivation (product-reference §4). */
export type ReactivationOfferedError = Tagged<'ReactivationOffered', { user: OrganizationUser }>;
/** The email is taken; `reason` picks the notice's text (product-reference §2.5). */
export type EmailAlreadyRegisteredError = Tagged<
  'AlreadyRegistered',
  { user: OrganizationUser; reason: AlreadyRegisteredReason; text: MessageRef }
>;
/** Why an email address cannot be invited again, which decides the actions offered. */
export type AlreadyRegisteredReason = 'deletedBeforePassword' | 'passwordNotSet' | 'exists';
/** Reactivation applies only to a deleted user who had set a password. */
export type NotReactivatableError = Tagged<'NotReactivatable'>;
/** The invitation was accepted already: nothing to resend. */
export type InviteAlreadyAcceptedError = Tagged<'AlreadyActivated'>;

export const userErrors = {
  onlyActiveAdmin: (): OnlyActiveAdminError => tagged('OnlyActiveAdmin', 'users.error.onlyActiveAdmin'),
  cannotDeleteSelf: (): CannotDeleteSelfError => tagged('CannotDeleteSelf', 'users.error.cannotDeleteSelf'),
  lastOrgMgr: (): LastOrgMgrError => tagged('LastOrgMgr', 'users.error.lastOrgMgr'),
  onlyActiveAdminChange: (): OnlyActiveAdminChangeError =>
    tagged('OnlyActiveAdminChange', 'users.error.onlyActiveAdminChange'),
  lastOrgMgrChange: (): LastOrgMgrChangeError => tagged('LastOrgMgrChange', 'users.error.lastOrgMgrChange'),
  adminRoleNotAllowed: (): AdminRoleNotAllowedError =>
    tagged('AdminRoleNotAllowed', 'users.error.adminRoleNotAllowed'),
  adminNotEditable: (): AdminNotEditableError => tagged('AdminNotEditable', 'users.error.adminNotEditable'),
  notAllowed: (): UserManagementNotAllowedError => tagged('NotAllowed', 'users.error.notAllowed'),
  cannotActivate: (): CannotActivateError => tagged('CannotActivate', 'users.helper.activeNoPassword'),
  reactivationOffered: (user: OrganizationUser): ReactivationOfferedError =>
    tagged('ReactivationOffered', 'users.reactivate.text', { name: userFullName(user) }, { user }),
  alreadyRegistered: (user: OrganizationUser, reason: AlreadyRegisteredReason): EmailAlreadyRegisteredError =>
    tagged('AlreadyRegistered', 'users.alreadyRegistered.title', undefined, {
      user,
      reason,
      text: { id: `users.alreadyRegistered.${reason}` } as const,
    }),
  notReactivatable: (): NotReactivatableError => tagged('NotReactivatable', 'users.error.notReactivatable'),
  alreadyActivated: (): InviteAlreadyAcceptedError =>
    tagged('AlreadyActivated', 'users.error.alreadyActivated'),
};

/** 'First Last', as the delete and reactivate dialogs name a user. */
export const userFullName = (user: Pick<OrganizationUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();
