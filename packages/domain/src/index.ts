// The public surface of @scr/domain: what the web app, the adapters and the tools import, by subject.
// Fixtures, fakes and rule tables for tests are @scr/domain/testing; architecture §8 says how to change either.
// Each group also exports the types its signatures name (inputs, ports, results, errors): architecture §8.

import type * as SessionErrors from './session/errors.ts';

// --- messages: message references, the catalogue types and formatters ---
export { defineMessages, isLocale, locales, type Locale, type MessageTexts } from './messages/define.ts';
export { preferredLocale } from './messages/preferred-locale.ts';
export { type MessageId, type MessageRef, type MessageValues } from './messages/catalogue.ts';
export { type MessagePart } from './messages/parts.ts';
export {
  formatMessageRef,
  type Catalogue,
  type MessageFormatter,
  type FormatsMessages,
} from './messages/formatter.ts';
export { createMessageFormatter } from './messages/format.ts';

// --- errors, ports and validation every context shares ---
export {
  transportErrors,
  retryWaitOf,
  type TransportError,
  type Tagged,
  type TooManyAttempts,
} from './shared/errors.ts';
export {
  // Offered: the one Retry-After reader, for any client that waits after a 429.
  retryAfterMs,
  answerWaitSeconds,
  type HeaderReader,
  RETRY_AFTER_CAP_MS,
} from './http/retry-after.ts';
export {
  // Offered: the one reader of the platform's /config.json, whichever way a client fetches it.
  parseRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigInvalid,
} from './http/runtime-config.ts';
export type { Clock, IdGenerator } from './shared/ports.ts';
export { nextTask } from './shared/next-task.ts';
export { meaningOf, type FailureMeaning } from './shared/failure-meaning.ts';
export { validate, type FieldErrors, type ValidationError } from './validation/validate.ts';

// --- identity wallet: the port, its errors, versions and hosting ---
export { walletCheckReasons, walletErrors, type WalletError, type WalletHosting } from './wallet/errors.ts';
export {
  HOSTED_WALLET_URL,
  walletHosting,
  isHostedWalletMarker,
  resolveWalletUrl,
  hostedWalletDomainOf,
} from './wallet/wallet-url.ts';
export type {
  Wallet,
  WalletSession,
  EncryptedHandshakeData,
  PasswordResetItem,
  PasswordResetOutcome,
  ConnectionFingerprint,
} from './wallet/ports.ts';
export {
  REQUIRED_WALLET_VERSION,
  LATEST_WALLET_VERSION,
  compareVersions,
  meetsRequiredVersion,
  isNewerVersionAvailable,
  type WalletCheck,
  type WalletStatusDot,
} from './wallet/versions.ts';

// --- session: sign-in, two-factor, EULA, tokens and the session store ---
export type { SessionStore, ApiSession } from './session/ports.ts';
export { memorySessionStore } from './session/memory-session-store.ts';
export { isExpiredAt } from './session/tokens.ts';
export { eulaSchema, eulaAcceptanceSchema, type Eula, type EulaAcceptance } from './session/eula.ts';
export type {
  AuthenticatedUser,
  FoundUser,
  FindUserGateway,
  AuthenticationGateway,
  TwoFactorGateway,
  EulaGateway,
} from './session/ports.ts';
export { loginFormSchema } from './session/login-form.ts';
export {
  canSubmitLogin,
  loginRefusal,
  preselectedOrganization,
  switchOptions,
  type LoginOption,
} from './session/login-rules.ts';
export { sessionErrors } from './session/errors.ts';
export type { SessionErrors };
export {
  signIn,
  loadLoginOptions,
  type SignInError,
  type LoadLoginOptionsError,
  type SignInDeps,
} from './session/sign-in.ts';
export {
  afterLogin,
  type AfterLoginDeps,
  acceptEula,
  logout,
  type SignInOutcome,
  type AcceptEulaError,
} from './session/after-login.ts';
export { verifyTwoFactor, resendTwoFactor, type VerifyTwoFactorError } from './session/two-factor.ts';

// --- access: the access policy of the platform and the wallets; landing, pages and navigation by role ---
export {
  toAdminRoles,
  isAdmin,
  canOpen,
  landing,
  landingPaths,
  navLinks,
  type AdminPage,
  type Landing,
  type NavLink,
} from './access/access.ts';
export {
  callerRoles,
  decide,
  policyCells,
  type CallerRole,
  type Relation,
  type TargetRole,
  type Grant,
  type SessionToken,
  type LinkToken,
  type OperationPolicy,
  type Policy,
  type Refusal,
  type Decision,
  type Cell,
  type PolicyCell,
} from './access/policy.ts';
export { accessPolicy, type Operation } from './access/policy-table.ts';

// --- subscriptions, dates, countries and the snackbar queue ---
export {
  subscriptionSchema,
  activeSubscriptionIds,
  accountType,
  accountTypeLabel,
  type AccountType,
  type Subscription,
} from './subscriptions/subscriptions.ts';
export {
  formatUserDate,
  formatConnectionDate,
  formatConnectionDateTime,
  type DateInput,
} from './dates/format.ts';
export { parseShownDay } from './dates/parse.ts';
export {
  emptySnackbarQueue,
  enqueueSnackbar,
  expireSnackbars,
  dismissSnackbar,
  type Snackbar,
  type SnackbarInput,
  type SnackbarQueue,
  type SnackbarIntent,
} from './snackbar/queue.ts';
export { countryDisplayName, countryNames, toEnglishCountry } from './countries/countries.ts';

// --- organizations: profile, CPU check and integrations ---
export {
  // Type-only: TwoFactorChoice derives from it (architecture §8).
  type twoFactorChoices,
  organizationSchema,
  organizationMetaSchema,
  metaValue,
  type Organization,
  type OrganizationMeta,
  type TwoFactorChoice,
} from './organizations/organization.ts';
export {
  // Type-only: ProfileForm derives from it (architecture §8).
  type profileFormSchema,
  profileFormValues,
  twoFactorOptions,
  type ProfileForm,
} from './organizations/profile-form.ts';
export {
  canSeeCpuCheck,
  isCpuCheckEnabled,
  portbaseStatus,
  type PortbaseStatus,
} from './organizations/integrations.ts';
export type {
  OrganizationsGateway,
  OrganizationMetaGateway,
  OrganizationMetaFilter,
  PortbaseGateway,
  PortbaseLink,
} from './organizations/ports.ts';
export {
  loadOrganization,
  saveProfile,
  setCpuCheck,
  type LoadOrganizationError,
  type OrganizationNotFound,
  type SaveProfileError,
  type ProfileChangedMeanwhile,
  type ProfileSaved,
  type SetCpuCheckError,
  type CpuCheckNotAllowed,
} from './organizations/profile.ts';
export {
  hasUnsavedProfileChanges,
  rebasedProfileValues,
  type ProfileField,
} from './organizations/profile-changes.ts';
export {
  connectCpoint,
  cpointConnectingMessage,
  connectPortbase,
  removePortbase,
  type ConnectCpointError,
  type ConnectPortbaseError,
  type CpointFailed,
  type NoCpointCode,
} from './organizations/connect-integrations.ts';

// --- link flows: onboarding, add-user and password reset ---
// onboardingFormSchema is type-only: OnboardingForm derives from it (architecture §8).
export { type onboardingFormSchema, type OnboardingPayload, type OnboardingForm } from './onboarding/form.ts';
export type { OnboardingGateway, OnboardingInvitation, EligibleOrganization } from './onboarding/ports.ts';
export {
  loadOnboarding,
  submitOnboarding,
  onboardingSteps,
  type LoadedOnboarding,
  type LoadOnboardingError,
  type SubmitOnboardingError,
  type MissingInvitationCode,
  type OnboardingInvitationNotFound,
  type OnboardingLinkExpired,
} from './onboarding/onboarding.ts';
export type { AddUserGateway, AddUserRecord, AddUserConnectionRequest } from './add-user/ports.ts';
export {
  loadAddUser,
  completeAddUser,
  type CompleteAddUserError,
  type LoadAddUserError,
  type LoadedAddUser,
  type AddUserLinkExpired,
  type AlreadyActive,
  type MissingAcceptCode,
  type WalletUrlUnknown,
} from './add-user/add-user.ts';
// setPasswordSchema is type-only: the web's password form values derive from it (architecture §8).
export { newPasswordRule, type setPasswordSchema } from './add-user/set-password-form.ts';
export type {
  PasswordResetGateway,
  PasswordResetRecord,
  PasswordResetLinkResult,
} from './password-reset/ports.ts';
export {
  requestPasswordReset,
  loadPasswordReset,
  submitPasswordReset,
  type LoadPasswordResetError,
  type RequestPasswordResetError,
  type SubmitPasswordResetError,
  type CompanyHostedWallet,
  type MissingResetCode,
  type ResetExpired,
  type ResetFailed,
  type ResetLinkExpired,
  type ResetLinkUsed,
  type ResetNotFound,
} from './password-reset/password-reset.ts';

// --- users: table, forms, use cases and the admin password reset ---
// adminRoles is type-only: AdminRole derives from it (architecture §8).
export { type adminRoles, appRoles, type AdminRole, type AppRole } from './users/roles.ts';
export { organizationUserSchema, type OrganizationUser } from './users/user.ts';
export { sortUsers, type SortableUser } from './users/sort-users.ts';
export {
  USERS_PAGE_SIZE,
  deletedFilters,
  DEFAULT_DELETED_FILTER,
  deletedFilterLabels,
  isDeletedQuery,
  userTypeIcon,
  userTypeLabels,
  isInactiveRow,
  userStatusBadge,
  userStatusLabels,
  rowActions,
  userColumns,
  userColumnSort,
  type DeletedFilter,
  type RowActions,
  type RowActionsInput,
  type UserColumnKey,
  type UserTypeIcon,
} from './users/users-table.ts';
export {
  userExportColumns,
  defaultUserExportColumns,
  userExportValues,
  userExportHeader,
  type UserExportColumnKey,
} from './users/export.ts';
export {
  // Type-only: the forms' exported types derive from them (architecture §8).
  type editUserFormSchema,
  type inviteUserFormSchema,
  adminRoleChoices,
  adminRoleLabels,
  appRoleLabels,
  editUserFormValues,
  adminRoleSelectorState,
  activeSwitchState,
  deleteUserState,
  adminSwitchState,
  showsInviteLink,
  type AdminRoleChoice,
  type ControlState,
  type EditUserForm,
  type EditedUser,
  type InviteUserForm,
} from './users/user-form.ts';
export {
  type UserActor,
  type ChangeRefusal,
  alreadyRegisteredActions,
  changeRefusal,
} from './users/user-rules.ts';
export {
  deleteRefusal,
  countAdmins,
  type AdminCounts,
  type CountedUser,
  type DeleteRefusal,
  type DeleteRefusedError,
} from './users/delete-rule.ts';
export { userFullName } from './users/errors.ts';
export type {
  EmailAlreadyRegisteredError,
  AlreadyRegisteredReason,
  AdminNotEditableError,
  AdminRoleNotAllowedError,
  CannotActivateError,
  CannotDeleteSelfError,
  InviteAlreadyAcceptedError,
  LastOrgMgrError,
  LastOrgMgrChangeError,
  NotReactivatableError,
  OnlyActiveAdminChangeError,
  OnlyActiveAdminError,
  ReactivationOfferedError,
  UserManagementNotAllowedError,
} from './users/errors.ts';
export {
  userSortFields,
  type UsersGateway,
  type MembershipsGateway,
  type PasswordResetGrantsGateway,
  type Membership,
  type UserListQuery,
  type UserSort,
  type UserSortField,
  type NewOrganizationUser,
  type UserPatch,
  type UserFields,
  type ResetOrganization,
  type UserPage,
} from './users/ports.ts';
export {
  inviteUser,
  type InviteUserCommand,
  type InviteUserError,
  type UserSaved,
} from './users/invite-user.ts';
export {
  editUser,
  type EditUserCommand,
  type EditUserError,
  type UserChangedMeanwhile,
} from './users/edit-user.ts';
export { rebasedUserValues, userFieldLabels, type UserField } from './users/user-changes.ts';
export {
  importColumns,
  importColumnLabels,
  importRoleChoices,
  importRoleOfCell,
  type ImportColumn,
  type ImportRoleChoice,
  type ImportRoleColumn,
} from './users/import-columns.ts';
export {
  planUserImport,
  type ImportPlan,
  type ImportPlanInput,
  type ImportRow,
  type PlannedRow,
  type CellProblem,
  type SkipReason,
} from './users/import-plan.ts';
export {
  sendUserImport,
  mayImportUsers,
  type ImportResult,
  type ImportRowOutcome,
  type ImportProgress,
  type SendUserImportDeps,
  type SendUserImportInput,
} from './users/import-send.ts';
export {
  listImportExisting,
  setImportCell,
  userImportTemplate,
  userImportResultTable,
  importOutcomeLabel,
  type ImportTable,
} from './users/import-table.ts';
export {
  readImportFile,
  importFileEmpty,
  type CsvParse,
  type ImportFileNotUtf8,
  type ImportFileProblem,
} from './users/import-file.ts';
export {
  listUsers,
  listUsersPage,
  usersOrder,
  type ListUsersCommand,
  type ListUsersError,
  type UsersTablePage,
} from './users/list-users.ts';
export {
  deleteUser,
  reactivateUser,
  resendInvite,
  linkCopiedMessage,
  type DeleteUserError,
  type ReactivateUserError,
  type ResendInviteError,
  type UserCommand,
} from './users/user-actions.ts';
export { type bulkUserActions, planUserBulk, type BulkUserAction } from './users/bulk-plan.ts';
export {
  // Type-only: the web's chooser form values derive from it (architecture §8).
  type adminPasswordResetSchema,
  PASSWORD_RESET_PAGE_SIZE,
  organizationAddress,
  resetChooserPage,
  toggleSelection,
  preselectedResets,
  type ResetChooserRow,
} from './users/password-reset-by-admin.ts';
export {
  loadPasswordResetChooser,
  checkOrganizationWallet,
  type LoadPasswordResetChooserCommand,
} from './users/load-password-reset-chooser.ts';
export {
  resetAdminPasswords,
  type WalletUpgradeRequiredError,
  type PasswordResetResults,
  type PasswordResetResult,
  type ResetAdminPasswordsCommand,
  type ResetAdminPasswordsError,
  type ResetOrganizationNotSelectableError,
} from './users/reset-admin-passwords.ts';

// --- list paging: search and sort tokens ---
export {
  SEARCH_MAX_LENGTH,
  normalizeSearch,
  searchSchema,
  sortToken,
  parseSortToken,
  nextSort,
  type ColumnSort,
  type SortDirection,
} from './paging/list-query.ts';

// --- connections: tabs, actions, handshake, fingerprints, requests ---
export {
  connectionSortFields,
  connectionsWireSort,
  type ConnectionSort,
  type ConnectionSortField,
} from './connections/sorting.ts';
export {
  // Type-only: ConnectionStatus derives from it (architecture §8).
  type connectionStatuses,
  connectionPartySchema,
  connectionSchema,
  type ConnectionParty,
  type ConnectionStatus,
  type Connection,
  type Side,
} from './connections/entities.ts';
export {
  TAB_TODO,
  groupConnections,
  connectionTabNames,
  tabOfName,
  type ConnectionTabName,
  type TabIndex,
  type TabRow,
  type ConnectionRow,
  type InvitationRow,
  type Tab,
  type ConnectionTabs,
  type SortKeys,
} from './connections/tabs.ts';
export { type bulkConnectionActions, type BulkConnectionAction } from './connections/bulk-plan.ts';
export { type BulkPlan, type Excluded, type ExclusionGroup, groupExclusions } from './shared/bulk-plan.ts';
export { bulkTabConfirmation, type BulkConfirmation } from './connections/bulk-confirmation.ts';
export {
  type bulkTabActions,
  bulkTabActionsOf,
  planTabRowsBulk,
  type BulkTabAction,
} from './connections/bulk-rows-plan.ts';
export { actingWalletVersion } from './connections/acting-wallet-version.ts';
export { openingTab, type AutoAdvance } from './connections/route.ts';
export {
  connectionActionRules,
  offeredActions,
  type ConnectionAction,
  type HandshakeAction,
  type OnOpenAction,
} from './connections/actions.ts';
export { type ConnectionPatch, type HandshakeError } from './connections/handshake.ts';
export { type StepHalfDone } from './connections/step-recovery.ts';
export {
  keyFingerprint,
  hasFingerprint,
  comparesFingerprintFirst,
  type FingerprintStep,
  fingerprintAdvice,
  peerKeyOnPlatform,
  loadFingerprint,
  markFingerprintVerified,
  loadVerifiedReferences,
  type Sha256,
  type FingerprintError,
  type ConnectionKeyView,
  type FingerprintDeps,
} from './connections/fingerprint.ts';
export { connectionTimeline, type ConnectionTimeline, type TimelineStep } from './connections/timeline.ts';
export { connectionColumns, connectionColumnSort, type ConnectionColumn } from './connections/columns.ts';
export { connectionExportValue, rowId, rowStatusText } from './connections/export.ts';
export {
  loadConnectionStatus,
  type ConnectionStatusView,
  type ConnectionNotFound,
  type LoadConnectionStatusError,
} from './connections/connection-status.ts';
export {
  eligibleOrganizations,
  connectionRequestSchema,
  connectSubmitLabel,
  connectConfirmation,
  type EligibleOption,
  type ExistingLink,
} from './connections/eligible.ts';
export type {
  NewConnectionRequest,
  ConnectionsGateway,
  PartnerDirectory,
  SearchPage,
} from './connections/ports.ts';
export {
  LARGEST_PAGE,
  tabGroups,
  type ConnectionGroup,
  type ConnectionsQuery,
} from './connections/paging.ts';
export {
  actingContext,
  actingOrganization,
  type Acting,
  type ActingDeps,
  type ActingError,
  type WalletUpgradeRequired,
} from './connections/acting.ts';
export {
  acceptConnection,
  declineConnection,
  confirmConnection,
  finalizeConnection,
  cancelConnection,
  acceptAllConnections,
  type ConnectionStepError,
  type AcceptAllError,
  type ConnectionStepDeps,
  type ConnectionStepResult,
} from './connections/handshake-use-cases.ts';
export {
  CONNECTIONS_POLL_MS,
  CONNECTIONS_PAGE_SIZE,
  ORGANIZATION_PICKER_PAGE_SIZE,
  loadConnections,
  loadAllConnectionTabs,
  loadTabPage,
  loadTabExportPage,
  autoAdvance,
  type LoadConnectionsError,
  type ConnectionsOverview,
  type TabPage,
  type AutoAdvanceError,
  type AutoAdvanceResult,
  type ConnectionsView,
  type LoadConnectionsDeps,
} from './connections/load-connections.ts';
export {
  requestConnections,
  loadEligibleOrganizations,
  lookUpVat,
  type RequestConnectionsError,
  type EligibleDeps,
  type RequestConnectionsDeps,
  type RequestConnectionsResult,
} from './connections/request-connections.ts';

// --- invitations: rules, invite form and use cases ---
export {
  // Type-only: InvitationStatus derives from it (architecture §8).
  type invitationStatuses,
  invitationSchema,
  type InvitationStatus,
  type Invitation,
} from './invitations/entities.ts';
export { invitationActionsOn, type InvitationAction } from './invitations/actions.ts';
export { invitationStatusDialog, type InvitationStatusDialog } from './invitations/rules.ts';
export {
  inviteFormSchema,
  connectToFoundSchema,
  inviteSubmitLabel,
  type VatLookup,
} from './invitations/invite-form.ts';
export type { NewInvitation, InvitationsGateway } from './invitations/ports.ts';
export {
  sendInvitation,
  resendInvitation,
  cancelInvitation,
  type SendInvitationError,
  type ResendInvitationError,
  type CancelInvitationError,
  type InvitationActionDeps,
  type InvitationNotCancellable,
  type InvitationNotResendable,
  type InvitationResult,
  type SendInvitationDeps,
  type InvitationNotFound,
} from './invitations/use-cases.ts';
export { type DuplicateInvitationError, type InvitationDuplicate } from './invitations/duplicates.ts';

// --- audit: the organization's activity (the platform's hash-chained audit trail) ---
export {
  auditActions,
  auditEntrySchema,
  auditVerificationSchema,
  type AuditAction,
  type AuditEntry,
  type AuditVerification,
} from './audit/entry.ts';
export {
  // Type-only: ActivityFilter derives from it (architecture §8).
  type activityFilterSchema,
  ACTIVITY_PAGE_SIZE,
  activeFilterCount,
  emptyActivityFilter,
  readActivityFilter,
  readActivityFilterForm,
  shownDayExample,
  type ActivityFilter,
  type ActivityFilterForm,
  type ActivityCriteria,
} from './audit/filter.ts';
export type { AuditGateway, ActivityPage, ActivityQuery } from './audit/ports.ts';
export {
  listActivity,
  exportActivity,
  verifyActivity,
  type ChainState,
  type ListActivityCommand,
  type ListActivityError,
} from './audit/use-cases.ts';
export { activityExportHeader, activityExportRow } from './audit/export.ts';
export { auditFieldsText, auditTargetText } from './audit/field-labels.ts';
export { EXPORT_PAGE_SIZE, EXPORT_ROWS_PER_TASK, exportCells } from './tables/export.ts';
