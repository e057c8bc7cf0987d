// @scr/domain/testing: what tests in every package share with the domain. Not for application code
// (a lint rule keeps it out of non-test files); see architecture §8 for how the two entries differ.

// --- fixtures and fakes ---
export * from './connections.ts';
export * from './users.ts';
export * from './session.ts';
export * from './runtime-config.ts';

// --- rule tables the contract tests hold the fake platform to ---
export { connectionStatuses } from '../connections/entities.ts';
export { connectionActions, mayTake } from '../connections/actions.ts';
export { rowOrder } from '../connections/sorting.ts';
export { pageOfConnections, rowMatches } from '../connections/paging.ts';
export { invitationStatuses } from '../invitations/entities.ts';
export { invitationActionRules, invitationActions } from '../invitations/actions.ts';
export { invitationDuplicate, duplicateInvitationReasons } from '../invitations/duplicates.ts';
export { auditTargetTypes } from '../audit/entry.ts';
export { isEan13 } from '../validation/ean.ts';
export { requiredEmail, vatNumber } from '../validation/rules.ts';
export { defaultUserSort } from '../users/ports.ts';

// --- expectations of component and browser tests ---
export { catalogues } from '../messages/catalogue.ts';
export { catalogueProblems, type CatalogueProblem, type CatalogueCheck } from './catalogue-checks.ts';
export { READING_TIME, SNACKBAR_DURATIONS } from '../snackbar/queue.ts';
export { twoFactorSchema } from '../session/login-form.ts';
export { loginOptions } from '../session/login-rules.ts';
export type { OrganizationUserInput } from '../users/user.ts';
