// Which calls the audit trail records: every state-changing service method, by its route. A write
// method missing here is refused by the hook's completeness check (see hook.ts), so a new endpoint
// cannot go unrecorded silently.
import type { AuditRule } from './call.ts';
import {
  addUserCreate,
  onboardingCreate,
  onboardingOpen,
  passwordReset,
  passwordResetRequest,
} from './rules-links.ts';
import { connectionCreate, connectionPatch, fingerprintVerified } from './rules-connections.ts';
import * as org from './rules-organization.ts';
import { signIn, signOut, verifyTwoFactor } from './rules-session.ts';
import { passwordResetGrant } from './rules-admin-reset.ts';
import { personLink } from './rules-persons.ts';
import { portbaseConnect, portbaseDisconnect } from './rules-portbase.ts';

export const auditRules: Record<string, Partial<Record<string, AuditRule>>> = {
  authentication: { create: signIn, remove: signOut },
  'two-factor/auth/email/validate': { create: verifyTwoFactor },
  organizations: { patch: org.organizationPatch },
  'organizations/:organizationId/cpoint': { patch: org.cpointPatch },
  'organizations/:organizationId/portbase': { update: portbaseConnect, remove: portbaseDisconnect },
  'organization-meta': { create: org.metaCreate, remove: org.metaRemove },
  'organization-users': { create: org.userCreate, patch: org.userPatch, remove: org.userRemove },
  invitations: { create: org.invitationCreate, patch: org.invitationPatch },
  connections: { create: connectionCreate, patch: connectionPatch },
  'connections/:reference/fingerprint-verification': { create: fingerprintVerified },
  'eulas-users': { create: org.eulaAccept },
  'password-reset': { create: passwordResetRequest },
  pwreset: { create: passwordReset },
  'password-reset-grants': { create: passwordResetGrant },
  'person-links': { create: personLink },
  // Opening an invitation link is a GET that accepts the invitation.
  onboarding: { find: onboardingOpen, create: onboardingCreate },
  'add-user': { create: addUserCreate },
};

/** Methods that change state: each needs a rule. */
export const writeMethods = new Set(['create', 'update', 'patch', 'remove']);
