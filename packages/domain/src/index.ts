// The public surface of @scr/domain. One explicit barrel; each section belongs to one context.

// --- messages ---
export { locales, defineMessages, type Locale, type MessageTexts } from './messages/define.ts';
export {
  allMessages,
  catalogues,
  type MessageId,
  type MessageRef,
  type MessageValues,
} from './messages/catalogue.ts';
export { messageParts, messagePartNames, partCatalogue, type MessagePart } from './messages/parts.ts';
export {
  createCatalogueFormatter,
  englishArticle,
  formatMessageRef,
  type FormatsMessages,
  type Catalogue,
  type MessageFormatter,
} from './messages/formatter.ts';
export { createMessageFormatter } from './messages/format.ts';

// --- shared ---
export {
  tagged,
  tooManyAttempts,
  transportErrors,
  type Tagged,
  type TooManyAttempts,
  type TransportError,
} from './shared/errors.ts';
export type { Clock, IdGenerator } from './shared/ports.ts';

// --- validation ---
export { validate, type FieldErrors, type ValidationError } from './validation/validate.ts';
export {
  requiredText,
  optionalText,
  requiredEmail,
  lengthBetween,
  vatNumber,
  requiredChoice,
} from './validation/rules.ts';

// --- wallet ---
export { walletErrors, type WalletError, type WalletHosting } from './wallet/errors.ts';
export {
  HOSTED_WALLET_URL,
  walletHosting,
  isHostedWallet,
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
  statusDot,
  type WalletStatusDot,
  type WalletCheck,
} from './wallet/versions.ts';

// --- session ---
export type { SessionStore, ApiSession } from './session/ports.ts';
export { memorySessionStore } from './session/memory-session-store.ts';

// --- access, subscriptions, dates, snackbar, countries, session rules ---
export {
  pageAccess,
  pagePaths,
  toAdminRoles,
  isAdmin,
  canOpen,
  landing,
  navLinks,
  pageOfPath,
  accessDeniedView,
  notAdminView,
  type AdminPage,
  type Landing,
  type NavLink,
} from './access/access.ts';
export {
  subscriptionSchema,
  SUBSCRIPTION_IDS,
  isActiveOn,
  activeSubscriptionIds,
  accountType,
  accountTypeLabel,
  isSubscriptionExpired,
  type Subscription,
  type AccountType,
} from './subscriptions/subscriptions.ts';
export {
  DATE_FORMATS,
  formatUserDate,
  formatConnectionDate,
  formatConnectionDateTime,
  type DateInput,
} from './dates/format.ts';
export {
  MAX_SNACKBARS,
  SNACKBAR_DURATIONS,
  emptySnackbarQueue,
  snackbarDuration,
  enqueueSnackbar,
  expireSnackbars,
  dismissSnackbar,
  type Snackbar,
  type SnackbarInput,
  type SnackbarIntent,
  type SnackbarQueue,
} from './snackbar/queue.ts';
export {
  countryDisplayName,
  countryNames,
  toEnglishCountry,
  isListedCountry,
  vatPrefixCountries,
  countryOfVat,
} from './countries/countries.ts';
export {
  decodeTokenPayload,
  tokenExp,
  isExpiredAt,
  isTokenExpired,
  isLinkTokenExpired,
  canReuseSession,
} from './session/tokens.ts';
export {
  eulaSchema,
  eulaAcceptanceSchema,
  newestEula,
  isEulaPending,
  type Eula,
  type EulaAcceptance,
} from './session/eula.ts';
export type {
  AuthenticatedUser,
  FoundUser,
  FindUserGateway,
  AuthenticationGateway,
  TwoFactorGateway,
  EulaGateway,
} from './session/ports.ts';
export {
  loginFormSchema,
  forgotPasswordSchema,
  twoFactorSchema,
  isActivated,
  loginOptions,
  switchOptions,
  type LoginForm,
  type ForgotPasswordForm,
  type LoginOption,
} from './session/login-form.ts';
export { canSubmitLogin, loginRefusal } from './session/login-rules.ts';
export { sessionErrors } from './session/errors.ts';
export type * as SessionErrors from './session/errors.ts';
export {
  signIn,
  loadLoginOptions,
  type SignInDeps,
  type SignInError,
  type LoadLoginOptionsError,
} from './session/sign-in.ts';
export {
  afterLogin,
  acceptEula,
  acceptEulaSchema,
  logout,
  type SignInOutcome,
  type AcceptEulaError,
} from './session/after-login.ts';
export { verifyTwoFactor, resendTwoFactor, type VerifyTwoFactorError } from './session/two-factor.ts';

// --- organizations, onboarding, add-user, password-reset ---
export {
  organizationSchema,
  organizationMetaSchema,
  twoFactorChoices,
  metaValue,
  type Organization,
  type OrganizationMeta,
  type TwoFactorChoice,
} from './organizations/organization.ts';
export {
  isValidWalletUrl,
  profileFormSchema,
  profileFormValues,
  twoFactorOptions,
  type ProfileForm,
} from './organizations/profile-form.ts';
export {
  CPU_CHECK_META,
  canSeeCpuCheck,
  isCpuCheckEnabled,
  PORTBASE_META,
  portbaseStatus,
  portbaseConnectSchema,
  type PortbaseStatus,
  type PortbaseConnectForm,
} from './organizations/integrations.ts';
export type {
  OrganizationsGateway,
  OrganizationMetaGateway,
  OrganizationMetaFilter,
} from './organizations/ports.ts';
export {
  organizationNotFound,
  loadOrganization,
  saveProfile,
  setCpuCheck,
  type OrganizationNotFound,
  type LoadOrganizationError,
  type SaveProfileError,
  type CpuCheckNotAllowed,
  type SetCpuCheckError,
} from './organizations/profile.ts';
export {
  connectCpoint,
  cpointConnectingMessage,
  connectPortbase,
  removePortbase,
  type NoCpointCode,
  type CpointFailed,
  type ConnectCpointError,
  type ConnectPortbaseError,
} from './organizations/connect-integrations.ts';
export {
  onboardingFormSchema,
  sameEmail,
  type OnboardingForm,
  type OnboardingPayload,
} from './onboarding/form.ts';
export type { OnboardingGateway, OnboardingInvitation, EligibleOrganization } from './onboarding/ports.ts';
export {
  loadOnboarding,
  submitOnboarding,
  onboardingPayload,
  onboardingSteps,
  type LoadedOnboarding,
  type LoadOnboardingError,
  type SubmitOnboardingError,
} from './onboarding/onboarding.ts';
export {
  setPasswordSchema,
  MIN_PASSWORD_LENGTH,
  type SetPasswordForm,
} from './add-user/set-password-form.ts';
export type { AddUserGateway, AddUserRecord, AddUserConnectionRequest } from './add-user/ports.ts';
export {
  loadAddUser,
  completeAddUser,
  type LoadedAddUser,
  type LoadAddUserError,
  type CompleteAddUserError,
} from './add-user/add-user.ts';
export type {
  PasswordResetGateway,
  PasswordResetRecord,
  PasswordResetLinkResult,
} from './password-reset/ports.ts';
export {
  requestPasswordReset,
  loadPasswordReset,
  submitPasswordReset,
  type RequestPasswordResetError,
  type LoadPasswordResetError,
  type SubmitPasswordResetError,
} from './password-reset/password-reset.ts';

// --- users, admin password reset ---
export {
  organizationUserSchema,
  adminRoles,
  appRoles,
  rolesText,
  hasSetPassword,
  isActiveAdmin,
  countActiveAdmins,
  type AdminRole,
  type AppRole,
  type OrganizationUser,
  type OrganizationUserInput,
} from './users/user.ts';
export { sortUsers, nameSortKey } from './users/sort-users.ts';
export {
  USERS_PAGE_SIZE,
  deletedFilters,
  DEFAULT_DELETED_FILTER,
  deletedFilterLabels,
  isDeletedQuery,
  applyDeletedFilter,
  userTypeIcon,
  userTypeLabels,
  isInactiveRow,
  rowActions,
  userColumns,
  userColumnSort,
  type UserColumnKey,
  type DeletedFilter,
  type UserTypeIcon,
  type RowActions,
  type RowActionsInput,
} from './users/users-table.ts';
export {
  adminRoleChoices,
  adminRoleLabels,
  appRoleLabels,
  inviteUserFormSchema,
  editUserFormSchema,
  adminRolesOf,
  adminRoleChoiceOf,
  editUserFormValues,
  adminRoleSelectorState,
  activeSwitchState,
  deleteUserState,
  adminSwitchState,
  showsInviteLink,
  acceptLinkState,
  type AdminRoleChoice,
  type InviteUserForm,
  type EditUserForm,
  type ControlState,
} from './users/user-form.ts';
export {
  authorizeUserTarget,
  authorizeUserChange,
  guardDelete,
  removesLastActiveAdmin,
  existingEmailOutcome,
  type UserActor,
  alreadyRegisteredActions,
} from './users/user-rules.ts';
export { userErrors, userFullName, type AlreadyRegisteredReason } from './users/errors.ts';
export type {
  OnlyActiveAdminError,
  OnlyActiveAdminChangeError,
  AdminRoleNotAllowedError,
  AdminNotEditableError,
  UserManagementNotAllowedError,
  CannotActivateError,
  ReactivationOfferedError,
  EmailAlreadyRegisteredError,
  NotReactivatableError,
  InviteAlreadyAcceptedError,
} from './users/errors.ts';
export {
  defaultUserSort,
  userSortFields,
  type UsersGateway,
  type MembershipsGateway,
  type Membership,
  type ResetOrganization,
  type UserListQuery,
  type UserPage,
  type UserSort,
  type UserSortField,
  type NewOrganizationUser,
  type UserPatch,
} from './users/ports.ts';
export {
  inviteUser,
  type InviteUserCommand,
  type InviteUserError,
  type UserSaved,
} from './users/invite-user.ts';
export { editUser, type EditUserCommand, type EditUserError } from './users/edit-user.ts';
export {
  listUsers,
  usersOrder,
  type ListUsersCommand,
  type ListUsersError,
  type UsersTablePage,
} from './users/list-users.ts';
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
export {
  connectionSortFields,
  connectionsWireSort,
  rowOrder,
  type ConnectionSort,
  type ConnectionSortField,
} from './connections/sorting.ts';
export {
  deleteUser,
  reactivateUser,
  resendInvite,
  linkCopiedMessage,
  type UserCommand,
  type DeleteUserError,
  type ReactivateUserError,
  type ResendInviteError,
} from './users/user-actions.ts';
export {
  PASSWORD_RESET_PAGE_SIZE,
  resetCandidates,
  resetChooserRows,
  organizationAddress,
  resetChooserPage,
  toggleSelection,
  adminPasswordResetSchema,
  type ResetChooserRow,
  type AdminPasswordResetForm,
} from './users/password-reset-by-admin.ts';
export {
  loadPasswordResetChooser,
  checkOrganizationWallet,
  type LoadPasswordResetChooserCommand,
} from './users/load-password-reset-chooser.ts';
export {
  resetAdminPasswords,
  type ResetAdminPasswordsCommand,
  type ResetAdminPasswordsError,
  type WalletUpgradeRequiredError,
  type ResetOrganizationNotSelectableError,
  type PasswordResetResult,
  type PasswordResetResults,
} from './users/reset-admin-passwords.ts';

// --- connections, invitations ---
export {
  isoDateTime,
  eligiblePartnerRoles,
  activeOrganizationStatuses,
  connectionPartySchema,
  encryptedDataSchema,
  connectionStatuses,
  connectionStatusOrder,
  connectionSchema,
  sideOf,
  counterpartOf,
  type ConnectionParty,
  type ConnectionStatus,
  type Connection,
  type Side,
} from './connections/entities.ts';
export {
  TAB_TODO,
  TAB_WAITING,
  TAB_ACTIVE,
  TAB_CANCELLED,
  TAB_ACCEPTED_INVITATIONS,
  connectionTab,
  invitationTab,
  compareRows,
  groupConnections,
  connectionRow,
  invitationRow,
  tabIndices,
  type TabIndex,
  type TabRow,
  type ConnectionRow,
  type InvitationRow,
  type Tab,
  type ConnectionTabs,
} from './connections/tabs.ts';
export {
  ACCEPTED_ROUTE_STATUS,
  SENT_ROUTE_STATUS,
  openingTab,
  autoAdvanceDecision,
  type AutoAdvance,
} from './connections/route.ts';
export {
  connectionActionRules,
  connectionActions,
  handshakeActions,
  actionsOn,
  mayTake,
  offeredActions,
  onOpenAction,
  waitsOn,
  otherSide,
  terminalStatuses,
  isTerminalStatus,
  type ConnectionAction,
  type ConnectionActionRule,
  type HandshakeAction,
  type OnOpenAction,
} from './connections/actions.ts';
export {
  handshakeErrors,
  checkTransition,
  patchFor,
  reapplyDecline,
  type ConnectionPatch,
  type HandshakeError,
  type StepData,
} from './connections/handshake.ts';
export {
  keyFingerprint,
  fingerprintDigits,
  fingerprintMaterial,
  handshakeKeys,
  hasFingerprint,
  peerKeyOnPlatform,
  loadFingerprint,
  markFingerprintVerified,
  loadVerifiedReferences,
  FINGERPRINT_GROUPS,
  type ConnectionKeyView,
  type HandshakeKeys,
  type Sha256,
  type FingerprintError,
} from './connections/fingerprint.ts';
export { connectionTimeline, type TimelineStep, type ConnectionTimeline } from './connections/timeline.ts';
export { connectionColumns, connectionColumnSort, type ConnectionColumn } from './connections/columns.ts';
export {
  existingLinks,
  linkNote,
  eligibleOrganizations,
  connectionRequestSchema,
  connectSubmitLabel,
  connectConfirmation,
  type ExistingLink,
  type EligibleOption,
  type ConnectionRequestInput,
} from './connections/eligible.ts';
export type {
  NewConnectionRequest,
  SearchPage,
  ConnectionsGateway,
  PartnerDirectory,
} from './connections/ports.ts';
export {
  LARGEST_PAGE,
  tabGroups,
  acceptableGroups,
  pageOfConnections,
  rowMatches,
  connectionRange,
  mergeTabPage,
  type ConnectionGroup,
  type ConnectionsQuery,
  type ConnectionRange,
  type PageSpan,
} from './connections/paging.ts';
export {
  walletUpgradeRequired,
  actingContext,
  actingOrganization,
  type WalletUpgradeRequired,
  type Acting,
  type ActingDeps,
  type ActingError,
} from './connections/acting.ts';
export {
  acceptConnection,
  declineConnection,
  confirmConnection,
  finalizeConnection,
  cancelConnection,
  acceptAllConnections,
  type ConnectionStepDeps,
  type ConnectionStepError,
  type ConnectionStepResult,
  type AcceptConnectionError,
  type DeclineConnectionError,
  type ConfirmConnectionError,
  type FinalizeConnectionError,
  type CancelConnectionError,
  type AcceptAllError,
} from './connections/handshake-use-cases.ts';
export {
  CONNECTIONS_POLL_MS,
  CONNECTIONS_PAGE_SIZE,
  ORGANIZATION_PICKER_PAGE_SIZE,
  loadingMessage as connectionsLoadingMessage,
  checkingMessage as connectionsCheckingMessage,
  loadConnections,
  emptyConnectionsView,
  loadAllConnectionTabs,
  loadTabPage,
  loadTabExportPage,
  autoAdvance,
  type LoadConnectionsDeps,
  type LoadConnectionsError,
  type ConnectionsOverview,
  type ConnectionsView,
  type ConnectionsRequest,
  type TabPage,
  type AutoAdvanceResult,
  type AutoAdvanceError,
} from './connections/load-connections.ts';
export {
  requestConnections,
  loadEligibleOrganizations,
  lookUpVat,
  type RequestConnectionsDeps,
  type RequestConnectionsError,
  type RequestConnectionsResult,
  type EligibleDeps,
} from './connections/request-connections.ts';
export {
  invitationStatuses,
  invitationStatusOrder,
  invitationSchema,
  type InvitationStatus,
  type Invitation,
} from './invitations/entities.ts';
export {
  invitationActionRules,
  invitationActions,
  invitationActionsOn,
  invitationActionsFor,
  type InvitationAction,
} from './invitations/actions.ts';
export {
  isInvitationExpired,
  effectiveInvitationStatus,
  compareInvitations,
  sortInvitations,
  invitationStatusDialog,
  type InvitationStatusRow,
  type InvitationStatusDialog,
} from './invitations/rules.ts';
export {
  inviteFormSchema,
  connectToFoundSchema,
  shouldLookUpVat,
  vatLookupNotice,
  inviteSubmitLabel,
  type InviteFormInput,
  type VatLookup,
} from './invitations/invite-form.ts';
export type { NewInvitation, InvitationsGateway } from './invitations/ports.ts';
export {
  sendInvitation,
  resendInvitation,
  cancelInvitation,
  type InvitationResult,
  type SendInvitationDeps,
  type SendInvitationError,
  type InvitationNotFound,
  type InvitationNotResendable,
  type InvitationNotCancellable,
  type ResendInvitationError,
  type CancelInvitationError,
  type InvitationActionDeps,
} from './invitations/use-cases.ts';
export {
  invitationDuplicate,
  duplicateInvitationError,
  duplicateInvitationReasons,
  normalVat,
  normalEmail,
  openConnectionStatuses,
  type InvitationDuplicate,
  type InvitationTarget,
  type DuplicateInvitationError,
} from './invitations/duplicates.ts';

// --- app shell texts ---

// --- audit: the organization's activity (the platform's hash-chained audit trail) ---
export {
  auditActions,
  auditTargetTypes,
  auditEntrySchema,
  auditVerificationSchema,
  type AuditAction,
  type AuditTargetType,
  type AuditEntry,
  type AuditVerification,
} from './audit/entry.ts';
export {
  ACTIVITY_PAGE_SIZE,
  activityFilterSchema,
  emptyActivityFilter,
  validateActivityFilter,
  readActivityFilter,
  activityCriteria,
  type ActivityFilter,
  type ActivityCriteria,
} from './audit/filter.ts';
export type { ActivityQuery, ActivityPage, AuditGateway } from './audit/ports.ts';
export {
  listActivity,
  exportActivity,
  verifyActivity,
  chainState,
  type ListActivityCommand,
  type ListActivityError,
  type ChainState,
} from './audit/use-cases.ts';
export { activityExportColumns, activityExportRows } from './audit/export.ts';
export {
  EXPORT_PAGE_SIZE,
  EXPORT_ROWS_PER_TASK,
  exportCells,
  exportDate,
  neutralizeFormula,
} from './tables/export.ts';
export { auditMessages } from './audit/messages.ts';
