// Generated from openapi/platform.yaml by `pnpm --filter @scr/fake-platform gen:api`: do not edit.
// The platform's limits and enums, so a form refuses before submit what the platform would refuse.

/** Per request or record schema of the contract, the maxLength of each string field that has one. */
export const contractMaxLength = {
  "OrganizationUserCreate": {
    "email": 254,
    "firstName": 100,
    "lastName": 100,
    "phone": 40
  },
  "OrganizationUserPatch": {
    "email": 254,
    "firstName": 100,
    "lastName": 100,
    "phone": 40
  }
} as const;

/** The contract's named string enums, in the document's order. */
export const contractEnums = {
  "AuditAction": [
    "organization.create",
    "organization.update",
    "integration.link",
    "integration.update",
    "integration.remove",
    "user.create",
    "user.update",
    "user.delete",
    "user.reactivate",
    "user.resendInvitation",
    "user.activate",
    "invitation.create",
    "invitation.resend",
    "invitation.cancel",
    "invitation.open",
    "invitation.complete",
    "connection.request",
    "connection.accept",
    "connection.confirm",
    "connection.finalize",
    "connection.decline",
    "connection.cancel",
    "connection.update",
    "connection.verifyFingerprint",
    "eula.accept",
    "password.resetRequest",
    "password.reset",
    "session.signIn",
    "session.verifyTwoFactor",
    "session.signOut"
  ],
  "AdminRole": [
    "org_mgr",
    "usr_mgr",
    "cnx_mgr"
  ],
  "UserRole": [
    "regular",
    "viewer"
  ],
  "Lang": [
    "en",
    "nl"
  ],
  "InvitationStatus": [
    "pending",
    "accepted",
    "completed",
    "declined",
    "cancelled",
    "expired"
  ],
  "ConnectionStatus": [
    "pending",
    "accepted",
    "confirmed",
    "finalized",
    "declined",
    "cancelled"
  ]
} as const;
