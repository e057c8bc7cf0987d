// @scr/api-adapter: the domain's platform gateways over an openapi-fetch client.
export { createPlatformClient, SessionExpiredSignal, type PlatformClientConfig } from './client.ts';
export { call, toTransportError, responseText, type FetchOutcome } from './transport.ts';
export { serializeQuery } from './query.ts';
export type { Paths, PlatformClient, RequestBody, Schemas } from './contract.ts';
export { createPlatformGateways, type PlatformGateways } from './gateways/platform-gateways.ts';
export { findUserGateway, authenticationGateway, twoFactorGateway, eulaGateway } from './gateways/session.ts';
export {
  organizationsGateway,
  organizationMetaGateway,
  portbaseGateway,
  toOrganizationPatch,
  metaQuery,
} from './gateways/organizations.ts';
export {
  usersGateway,
  membershipsGateway,
  toUserCreate,
  toUserPatch,
  listQuery,
  sortQuery,
} from './gateways/users.ts';
export {
  connectionsGateway,
  partnerDirectory,
  toConnectionCreate,
  toConnectionPatch,
} from './gateways/connections.ts';
export { invitationsGateway, toInvitationCreate } from './gateways/invitations.ts';
export {
  onboardingGateway,
  addUserGateway,
  passwordResetGateway,
  toOnboardingBody,
} from './gateways/link-flows.ts';
export { organizationWire, organizationUserWire, sessionUserWire, toWireTwoFactor } from './gateways/wire.ts';
export { auditGateway, activityQuery } from './gateways/audit.ts';
