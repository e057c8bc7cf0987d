// One implementation per gateway port of the domain, over the platform contract (openapi/).
import type {
  AddUserGateway,
  AuditGateway,
  AuthenticationGateway,
  ConnectionsGateway,
  EulaGateway,
  FindUserGateway,
  InvitationsGateway,
  MembershipsGateway,
  OnboardingGateway,
  OrganizationMetaGateway,
  OrganizationsGateway,
  PartnerDirectory,
  PasswordResetGateway,
  PasswordResetGrantsGateway,
  PortbaseGateway,
  TwoFactorGateway,
  UsersGateway,
} from '@scr/domain';
import { createPlatformClient, type PlatformClientConfig } from '../client.ts';
import type { Paths } from '../contract.ts';
import { auditGateway } from './audit.ts';
import { connectionsGateway, partnerDirectory } from './connections.ts';
import { invitationsGateway } from './invitations.ts';
import { addUserGateway, onboardingGateway, passwordResetGateway } from './link-flows.ts';
import { organizationMetaGateway, organizationsGateway, portbaseGateway } from './organizations.ts';
import { authenticationGateway, eulaGateway, findUserGateway, twoFactorGateway } from './session.ts';
import { membershipsGateway, passwordResetGrantsGateway, usersGateway } from './users.ts';

export type PlatformGateways = {
  readonly findUser: FindUserGateway;
  readonly auth: AuthenticationGateway;
  readonly twoFactor: TwoFactorGateway;
  readonly eulas: EulaGateway;
  readonly organizations: OrganizationsGateway;
  readonly organizationMeta: OrganizationMetaGateway;
  readonly portbase: PortbaseGateway;
  readonly users: UsersGateway;
  readonly memberships: MembershipsGateway;
  readonly resetGrants: PasswordResetGrantsGateway;
  readonly connections: ConnectionsGateway;
  readonly partners: PartnerDirectory;
  readonly invitations: InvitationsGateway;
  readonly onboarding: OnboardingGateway;
  readonly addUser: AddUserGateway;
  readonly passwordResets: PasswordResetGateway;
  readonly audit: AuditGateway;
};

/**
 * The platform gateways. Signed-in calls carry the SessionStore's Id and Authorization headers;
 * the public ones (find-user by email, sign-in, the link flows) never do. The names match the
 * domain's use-case deps (`signIn({ findUser, auth, twoFactor, eulas, … })`).
 */
export const createPlatformGateways = (config: PlatformClientConfig): PlatformGateways => {
  const api = createPlatformClient<Paths>(config);
  const open = createPlatformClient<Paths>(config, { withSession: false });
  return {
    findUser: findUserGateway(open),
    auth: authenticationGateway(open),
    twoFactor: twoFactorGateway(api),
    eulas: eulaGateway(api),
    organizations: organizationsGateway(api),
    organizationMeta: organizationMetaGateway(api),
    portbase: portbaseGateway(api),
    users: usersGateway(api),
    memberships: membershipsGateway(api),
    resetGrants: passwordResetGrantsGateway(api),
    connections: connectionsGateway(api),
    partners: partnerDirectory(api),
    invitations: invitationsGateway(api),
    onboarding: onboardingGateway(open),
    addUser: addUserGateway(open),
    passwordResets: passwordResetGateway(open),
    audit: auditGateway(api),
  };
};
