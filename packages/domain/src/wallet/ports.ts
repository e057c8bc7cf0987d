import type { ResultAsync } from 'neverthrow';
import type { WalletError } from './errors.ts';

/** An unlocked wallet account: the expiring wallet token kept in local storage (product-reference §9). */
export type WalletSession = {
  /** The resolved wallet base URL (never '0'). */
  readonly walletUrl: string;
  readonly orgUserId: number;
  readonly token: string;
  /** Expiry, epoch seconds. */
  readonly exp: number;
  // No hash of the password (product-reference §6 keeps a 'tokenhash' in local storage): an unsalted
  // SHA-256 in storage gives the password back to a dictionary, and nothing reads it; a flow that needs
  // the password again asks for it.
};

/** The inviter's or invitee's half of the handshake, as exchanged through the platform. */
export type EncryptedHandshakeData = {
  /** X25519 public key of the side that wrote it (SPKI DER, base64). */
  readonly publicKey: string;
  /** AES-256-GCM ciphertext (tag appended) of that side's private address, base64; absent at initiate. */
  readonly ciphertext?: string;
  readonly iv?: string;
};

/** A connection's key fingerprint as our wallet derives it, and whether an admin of ours marked it verified. */
export type ConnectionFingerprint = { readonly fingerprint: string; readonly verified: boolean };

/** One organization in an admin password reset (product-reference §3 'Password reset item'). */
export type PasswordResetItem = {
  readonly id: number;
  readonly userId: number;
  readonly url: string;
  readonly adminId: number;
};

/** Per organization id: the reset's outcome. */
export type PasswordResetOutcome = { readonly status: 'success' } | { readonly error: string };

/** The identity wallet of an organization (product-reference §7 'Wallet operations'), reached over HTTP. */
export interface Wallet {
  /** GET {walletUrl}/version within 2000 ms: the status dot and the version rules. */
  version(walletUrl: string): ResultAsync<string, WalletError>;
  /** Checks the password of the user's wallet account and opens an expiring wallet session. */
  verifyPassword(input: {
    walletUrl: string;
    orgUserId: number;
    password: string;
  }): ResultAsync<WalletSession, WalletError>;
  /** Signs the API's sign-in challenge with the user's signing key. */
  signChallenge(session: WalletSession, challenge: string): ResultAsync<{ signature: string }, WalletError>;
  /** Unlocks the account with the unlock token the platform returned after 2FA. */
  unlockAccount(session: WalletSession, unlockToken: string): ResultAsync<void, WalletError>;
  /** Creates the user's wallet account with its password, from an add-user link's wallet token. */
  addUserAccount(input: {
    walletUrl: string;
    walletToken: string;
    orgUserId: number;
    password: string;
  }): ResultAsync<{ pkeySign: string }, WalletError>;
  /** Step 1 (side A): a key pair for the reference; returns the public key to send. */
  initiateConnection(
    session: WalletSession,
    reference: string,
  ): ResultAsync<EncryptedHandshakeData, WalletError>;
  /** Step 2 (side B): derives the shared key from A's public key, encrypts B's private address. */
  acceptConnection(
    session: WalletSession,
    input: { reference: string; inviterData: EncryptedHandshakeData },
  ): ResultAsync<EncryptedHandshakeData, WalletError>;
  /** Step 3 (side A): reads B's address, encrypts A's own; returns the extended inviter data. */
  confirmConnection(
    session: WalletSession,
    input: { reference: string; inviteeData: EncryptedHandshakeData },
  ): ResultAsync<EncryptedHandshakeData, WalletError>;
  /** Step 4 (side B): reads A's address; the connection is final in B's wallet. */
  updateConnection(
    session: WalletSession,
    input: { reference: string; inviterData: EncryptedHandshakeData },
  ): ResultAsync<void, WalletError>;
  /**
   * Forgets this organization's half of a connection the platform no longer expects (cancelled or
   * declined meanwhile). Nothing held is no error; an established connection is refused.
   */
  discardConnection(session: WalletSession, reference: string): ResultAsync<void, WalletError>;
  /** The connections this wallet holds, with the remote side's private address. */
  getConnections(
    session: WalletSession,
  ): ResultAsync<ReadonlyArray<{ ref: string; remote: { address: string } }>, WalletError>;
  /**
   * The connection's key fingerprint from the keys this wallet holds; the peer's key comes from the
   * platform's data (`peerPublicKey`) only while the wallet holds none yet (side A before step 3).
   */
  connectionFingerprint(
    session: WalletSession,
    input: { reference: string; peerPublicKey: string | null },
  ): ResultAsync<ConnectionFingerprint, WalletError>;
  /** Marks the connection verified in this wallet, pinned to the peer key the fingerprint was made of. */
  markConnectionVerified(
    session: WalletSession,
    input: { reference: string; peerPublicKey: string | null },
  ): ResultAsync<void, WalletError>;
  /** The references of this organization's connections marked verified (with an unchanged peer key). */
  verifiedConnections(session: WalletSession): ResultAsync<readonly string[], WalletError>;
  /** sha256 of a password, hex (the pwreset wire format). */
  hashPassword(password: string): ResultAsync<string, WalletError>;
  /**
   * Resets the password in several organizations' wallets, with the platform's grant for exactly
   * these items and this password; one wallet failing only fails its organizations.
   */
  resetPasswords(
    session: WalletSession,
    input: { password: string; items: readonly PasswordResetItem[]; grant: string },
  ): ResultAsync<Readonly<Record<number, PasswordResetOutcome>>, WalletError>;
  /** Free-form wallet info kept by the wallet for this user. */
  getInfo(session: WalletSession): ResultAsync<Readonly<Record<string, unknown>>, WalletError>;
  /** Stores wallet info for this user. */
  storeInfo(session: WalletSession, info: Readonly<Record<string, unknown>>): ResultAsync<void, WalletError>;
}
