// Generated from openapi/platform.yaml by `pnpm --filter @scr/fake-platform gen:api`: do not edit.
// The platform's limits and enums, so a form refuses before submit what the platform would refuse.

/**
 * Per request or record schema of the contract, the maxLength of each string field that has one; an
 * inline object field's own under 'Schema.field' (OnboardingPayload.admin).
 */
export const contractMaxLength = {
  "SignatureRequest": {
    "challenge": 200,
    "signature": 2000
  },
  "OrganizationFields": {
    "contactEmail": 254,
    "supportEmail": 254
  },
  "OrganizationInput": {
    "name": 200,
    "streetNbr": 200,
    "postalCode": 20,
    "city": 200,
    "country": 200,
    "contactEmail": 254,
    "contactPhone": 40,
    "supportEmail": 254,
    "supportPhone": 40,
    "walletUrl": 300
  },
  "OrganizationPatch": {
    "name": 200,
    "streetNbr": 200,
    "postalCode": 20,
    "city": 200,
    "country": 200,
    "contactEmail": 254,
    "contactPhone": 40,
    "supportEmail": 254,
    "supportPhone": 40,
    "walletUrl": 300
  },
  "Organization": {
    "contactEmail": 254,
    "supportEmail": 254
  },
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
  },
  "EncryptedData": {
    "publicKey": 5000
  },
  "InvitationCreate": {
    "name": 200,
    "contactEmail": 254,
    "customerReference": 100,
    "city": 100,
    "msg": 2000
  },
  "ConnectionCreate": {
    "customerReference": 100,
    "inviteMsg": 2000
  },
  "ConnectionPatch": {
    "status": 40,
    "remoteAddress": 500
  },
  "OnboardingPayload.organization": {
    "name": 200,
    "streetNbr": 200,
    "postalCode": 20,
    "city": 200,
    "country": 200,
    "contactEmail": 254,
    "contactPhone": 40,
    "supportEmail": 254,
    "supportPhone": 40,
    "walletUrl": 300
  },
  "OnboardingPayload.admin": {
    "firstName": 100,
    "lastName": 100,
    "email": 254,
    "phone": 40,
    "password": 200
  },
  "OnboardingPayload.onboarding": {
    "onboarderFirstName": 100,
    "onboarderLastName": 100,
    "onboarderRole": 100,
    "onboarderEmail": 254,
    "onboarderPhone": 40
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
    "integration.connect",
    "integration.change",
    "integration.disconnect",
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
    "password.adminReset",
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
    "nl",
    "fr",
    "de"
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
