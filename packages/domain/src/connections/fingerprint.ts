import type { MessageRef } from '../messages/catalogue.ts';
import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { ValidationError } from '../validation/validate.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { WalletSession } from '../wallet/ports.ts';
import { actingContext, parseReference, type ActingDeps, type WalletUpgradeRequired } from './acting.ts';
import { connectionActionRules, type ConnectionAction } from './actions.ts';
import type { Connection } from './entities.ts';
import type { ConnectionsGateway } from './ports.ts';

/** The key material of one connection as one wallet sees it: its own X25519 public key, the other side's, and its side. */
export type ConnectionKeyView = {
  readonly side: 'A' | 'B';
  readonly ownPublicKey: string;
  readonly peerPublicKey: string;
};

/** The connection's two public keys in their fixed order: the requester's (side A) first. */
export type HandshakeKeys = { readonly inviterPublicKey: string; readonly inviteePublicKey: string };

/** A side's view put in the fixed order, so that both sides hash the same bytes. */
export const handshakeKeys = (view: ConnectionKeyView): HandshakeKeys =>
  view.side === 'A'
    ? { inviterPublicKey: view.ownPublicKey, inviteePublicKey: view.peerPublicKey }
    : { inviterPublicKey: view.peerPublicKey, inviteePublicKey: view.ownPublicKey };

/**
 * The text both sides hash (as UTF-8): a version label, then the inviter's and the invitee's key, one
 * per line (the keys are base64, which has no line break, so the split is unambiguous).
 */
export const fingerprintMaterial = (keys: HandshakeKeys): string =>
  `scr-fingerprint/v1\n${keys.inviterPublicKey}\n${keys.inviteePublicKey}`;

export const FINGERPRINT_GROUPS = 6;
const GROUP_BYTES = 5;

/**
 * A SHA-256 digest as six groups of five digits ('12345 67890 …'): each group is five bytes of the
 * digest read as one number, modulo 100000. Digits read aloud well over the phone in any language,
 * and 30 digits (about 100 bits) leave no room for a look-alike key.
 */
export const fingerprintDigits = (digest: Uint8Array): string => {
  if (digest.length < FINGERPRINT_GROUPS * GROUP_BYTES) throw new RangeError('digest too short');
  return Array.from({ length: FINGERPRINT_GROUPS }, (_, g) => {
    let n = 0;
    for (let i = 0; i < GROUP_BYTES; i++) n = n * 256 + (digest[g * GROUP_BYTES + i] ?? 0);
    return String(n % 100_000).padStart(5, '0');
  }).join(' ');
};

/** SHA-256 of a text's UTF-8 bytes (WebCrypto in the wallet adapter; the domain has no crypto of its own). */
export type Sha256 = (text: string) => Promise<Uint8Array>;

/** The fingerprint one side shows: its view in the fixed order, through SHA-256, as digit groups. */
export const keyFingerprint = async (sha256: Sha256, view: ConnectionKeyView): Promise<string> =>
  fingerprintDigits(await sha256(fingerprintMaterial(handshakeKeys(view))));

/** The fingerprint exists from step 2 on: both public keys have been exchanged through the platform. */
export const hasFingerprint = (c: Pick<Connection, 'status'>): boolean =>
  c.status === 'accepted' || c.status === 'confirmed' || c.status === 'finalized';

/**
 * What the fingerprint panel asks of the admin: to compare it before the last step while that step
 * is ahead, and once the connection is finalized, what a mismatch found later means (the keys are
 * trusted by then, so 'before the last step' would ask for something no longer possible).
 */
export const fingerprintAdvice = (c: Pick<Connection, 'status'>): MessageRef =>
  c.status === 'finalized'
    ? { id: 'connections.fingerprint.compareFinalized' }
    : { id: 'connections.fingerprint.compare' };

/** The handshake steps an admin confirms with the key fingerprint on screen: see comparesFingerprintFirst. */
export type FingerprintStep = 'confirm' | 'finalize';

/**
 * Whether an admin is shown the key fingerprint to compare, and must confirm, before the action is
 * sent: each forward step taken once both public keys are on the platform (product-reference §4
 * steps 3 and 4). The requester's confirm is where its wallet first takes the peer key for its own, and
 * the finalize completes the connection, the last moment a key swapped in transit can be caught;
 * afterwards both wallets trust the peer key and the platform has cleared the encrypted data. Accept
 * comes before there is a fingerprint to show; decline and cancel add no trust.
 */
export const comparesFingerprintFirst = (action: ConnectionAction): action is FingerprintStep => {
  const rule = connectionActionRules[action];
  return rule.forward && hasFingerprint({ status: rule.from });
};

/**
 * The other side's public key as the platform carries it: what our wallet uses when it has not stored
 * one yet (side A between steps 2 and 3). After finalize the platform has cleared both blobs and each
 * wallet holds the peer key itself.
 */
export const peerKeyOnPlatform = (c: Connection, side: 'A' | 'B'): string | null =>
  (side === 'A' ? c.encrInviteeData?.publicKey : c.encrInviterData?.publicKey) ?? null;

export type FingerprintError = ValidationError | TransportError | WalletError | WalletUpgradeRequired;

/** The ports reading and confirming a connection's key fingerprint work through. */
export type FingerprintDeps = ActingDeps & {
  readonly connections: Pick<ConnectionsGateway, 'recordFingerprintVerified'>;
};

type FingerprintInput = { readonly reference: string; readonly peerPublicKey: string | null };

const withWallet =
  <T>(
    use: (
      deps: FingerprintDeps,
      session: WalletSession,
      input: FingerprintInput,
    ) => ResultAsync<T, WalletError>,
  ) =>
  (deps: FingerprintDeps) =>
  (input: { reference: string; peerPublicKey: string | null }): ResultAsync<T, FingerprintError> =>
    parseReference({ reference: input.reference }).asyncAndThen(({ reference }) =>
      actingContext(deps, { walletStep: true }).andThen((acting) =>
        use(deps, acting.walletSession, { reference, peerPublicKey: input.peerPublicKey }),
      ),
    );

/** Reads the connection's fingerprint from our wallet (the wallet computes it from the keys it holds). */
export const loadFingerprint = withWallet((deps, session, input) =>
  deps.wallet.connectionFingerprint(session, input),
);

/**
 * Marks the fingerprint verified in our wallet (which pins the peer key; the platform never learns a
 * key), then has our audit trail record who verified it. The wallet comes first: a trail entry must
 * not claim a mark the wallet refused. Should the record fail, the mark stands and the error shows;
 * marking again is harmless and records it then.
 */
export const markFingerprintVerified =
  (deps: FingerprintDeps) =>
  (input: { reference: string; peerPublicKey: string | null }): ResultAsync<void, FingerprintError> =>
    withWallet<void>((d, session, checked) => d.wallet.markConnectionVerified(session, checked))(deps)(
      input,
    ).andThen(() => deps.connections.recordFingerprintVerified(input.reference));

/**
 * The references of our connections an admin of ours marked verified (the table's badge). Any
 * failure (no wallet session, wallet unreachable) shows no badges rather than an error: the badge
 * is a comfort, the page works without it.
 */
export const loadVerifiedReferences =
  (deps: FingerprintDeps) => (): ResultAsync<ReadonlySet<string>, FingerprintError> =>
    actingContext(deps, { walletStep: true }).andThen((acting) =>
      deps.wallet.verifiedConnections(acting.walletSession).map((refs) => new Set(refs)),
    );
