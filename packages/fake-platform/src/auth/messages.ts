// The texts the platform answers with. Where the spec gives a text, it is used verbatim.
// The link tokens' 'Missing … code' texts live in the contract (openapi/platform.yaml, `x-missing`).
export const messages = {
  missingToken: 'Not authenticated: an Authorization bearer token is required',
  invalidToken: 'Not authenticated: the access token is invalid',
  sessionExpired: 'For security reasons, your session has expired. Please log out and back in again.',
  sessionEnded: 'Not authenticated: this session has ended (logged out, or revoked by the platform)',
  idMismatch: 'Not authenticated: the Id header does not match the access token',
  notActivated: 'Your account has not been activated. Please contact your administrator.',
  subscriptionExpired: 'Your subscription expired. Therefore, your account has been deactivated temporarily.',
  notAdmin: 'Access denied: you cannot use the admin area because you are not an admin user',
  needsRole: (roles: string[]) => `Access denied: this needs the admin role ${roles.join(' or ')}`,
  otherOrganization: 'Access denied: you can only access your own organization',
  notInPolicy: 'Access denied: this operation is open to nobody',
  ownOnly: 'Access denied: you can only do this for yourself',
  ownEulaRead: 'Access denied: you can only read your own EULA acceptances',
  ownEulaAccept: 'Access denied: you can only accept the EULA for yourself',
  adminTarget: 'Access denied: only an Organization Manager can edit or delete an admin user',
  grantAdminRoles: 'Access denied: only an Organization Manager can grant admin roles',
  resetRefused: (organizationId: number) =>
    `Access denied: you may not reset this user's password in organization ${organizationId}`,
  noUserForEmail: 'No user found for this email address',
  organizationNotFound: 'Organization not found',
  onlyActiveAdmin: "Cannot delete this user, since they're the only active admin",
  cannotDeleteSelf: 'You cannot delete your own user. Another Organization Manager can do that for you.',
  lastOrgMgr: "Cannot delete this user, since they're the only active Organization Manager",
  lastOrgMgrChange:
    "Cannot remove the Organization Manager role or deactivate this user, since they're the only active Organization Manager",
  alreadyRegistered: 'This emailaddress was already registered',
  cancelledMeanwhile: (org: string) =>
    `Connection request was cancelled meanwhile by ${org}. It will be removed from your overview`,
  invalidStatus: (status: string) => `Invalid status ${status} for updating connection`,
  walletHosted:
    'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
  resetUsed: 'Password reset link has already been used',
  resetExpired: 'Password reset link has expired',
  resetNotFound: 'Could not find password reset request',
  invitationNotFound: 'Invitation code not found',
  invitationExpired: 'Invitation link has expired',
  addUserExpired: 'Add-user link has expired',
  alreadyActive: 'This user has already set a password and is active',
  walletUnknown: 'Wallet URL is unknown',
} as const;
