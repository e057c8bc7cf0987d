// @scr/fake-platform: the platform API, wallets, mailbox and identity provider on loopback.
export * from './wallets/index.ts';
export { startFakePlatform, type FakePlatform, type FakePlatformOptions } from './platform.ts';
export { demoOrgIds } from './seed/demo-organizations.ts';
export { demoUserIds } from './seed/demo-users.ts';
export { demoPassword } from './seed/demo-world.ts';
export { lifetimes } from './config.ts';
export { recordReliability, reliabilityParts, type ReliabilityPart } from './testing/reliability.ts';
export {
  connectionTransition,
  type Side as ConnectionSide,
  type TransitionCheck,
} from './services/connection-transitions.ts';
/** The server's copy of who may not be deleted, for the contract test against the app's domain. */
export { deleteRefusal as userDeleteRefusal } from './services/delete-refusal.ts';
/** The server's copy of which role or 'Active ?' change is refused, for the same contract test. */
export { changeRefusal as userChangeRefusal } from './services/change-refusal.ts';
/** The server's check of a Portbase EAN, for the contract test against the app's domain. */
export { isGs1Ean13 } from './services/ean.ts';
export { invitationTransitionAllowed } from './services/invitations.ts';
/** The server's copy of the no-duplicate-invitations rule, for the contract test against the app's domain. */
export { findDuplicate as findDuplicateInvitation } from './services/invitation-duplicates.ts';
export { auditContract } from './audit/entry.ts';
export { connectionStatusOrder, invitationStatusOrder } from './store/records.ts';
/** The server's copy of the hosted-wallet rule, for the contract test against the domain's. */
export { isHostedWalletUrl } from './wallets/hosting.ts';
/** The contract's email and VAT rules as the platform checks them, for the contract test against the domain. */
export { contractAccepts } from './http/contract.ts';
/** The platform's copy of the access policy and its decision, for the contract test against the domain's. */
export { apiPolicy as platformApiPolicy, walletPolicy as platformWalletPolicy } from './auth/policy-table.ts';
export { decide as decidePlatformAccess } from './auth/policy.ts';
