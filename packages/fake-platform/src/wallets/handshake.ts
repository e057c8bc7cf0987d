// The four-step connection handshake, per organization (all users of an organization share its
// connections). X25519 ECDH → HKDF-SHA256 (salt = reference, info = direction) → AES-256-GCM with
// the reference as AAD. Only public keys and ciphertexts travel through the platform.
import { handshakeKey, isExchangeKey, newExchangeKey, open, randomHex, seal } from './crypto.ts';
import { badRequest, conflict, notFound, tampered } from './http-errors.ts';

/** What the platform stores as encrInviterData / encrInviteeData. */
export type HandshakeData = { publicKey: string; ciphertext?: string; iv?: string };

type Connection = {
  readonly ref: string;
  readonly organizationId: number;
  readonly side: 'A' | 'B';
  readonly privateKeyDer: Buffer;
  readonly publicKey: string;
  /** This organization's private address for this connection. */
  readonly address: string;
  peerPublicKey?: string;
  remote?: { address: string };
  /** The peer key an admin of this organization checked the fingerprint of ('verified'); kept here only. */
  verifiedPeerKey?: string;
  /**
   * What accept (B) or confirm (A) answered, with the input it answered: the platform may lose the
   * write that follows (a 500, a timeout, a restart), and the retry must get this same half back,
   * not a new IV or a refusal. Kept with the connection, so a wallet restart keeps it too.
   */
  answered?: { step: 'accept' | 'confirm'; input: string; output: HandshakeData };
};

/** The key material one side holds, for the fingerprint its admins compare (POST /connections/keys). */
export type ConnectionKeys = {
  side: 'A' | 'B';
  publicKey: string;
  peerPublicKey: string | null;
  verifiedPeerKey: string | null;
};

/** What --data keeps of a wallet's connections: the private key as PKCS#8 DER, base64. */
export type ConnectionsSnapshot = ReadonlyArray<
  Omit<Connection, 'privateKeyDer'> & { privateKeyDer: string }
>;

/** One spelling of a handshake blob, whatever order its fields came in. */
const canonical = (data: HandshakeData): string =>
  JSON.stringify([data.publicKey, data.ciphertext ?? null, data.iv ?? null]);

const decrypt = (key: Buffer, data: HandshakeData, ref: string): string => {
  if (!data.ciphertext || !data.iv) throw badRequest('The handshake data carries no encrypted address');
  try {
    return open(key, { iv: data.iv, ciphertext: data.ciphertext }, ref).toString('utf8');
  } catch {
    throw tampered('payload or public key');
  }
};

const derive = (
  c: Connection,
  peerPublicKey: string,
  direction: Parameters<typeof handshakeKey>[3],
): Buffer => {
  try {
    return handshakeKey(c.privateKeyDer, peerPublicKey, c.ref, direction);
  } catch {
    throw tampered('public key');
  }
};

export class ConnectionStore {
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly walletUrl: string) {}

  reset(): void {
    this.connections.clear();
  }

  snapshot(): ConnectionsSnapshot {
    return [...this.connections.values()].map((c) => ({
      ...c,
      privateKeyDer: c.privateKeyDer.toString('base64'),
    }));
  }

  /**
   * Replaces every connection with the snapshot's. Addresses keep the wallet URL they were made
   * with, even when this start listens elsewhere: they are names the peers already hold, not routes.
   */
  restore(saved: ConnectionsSnapshot): void {
    this.reset();
    for (const c of saved)
      this.connections.set(this.key(c.organizationId, c.ref), {
        ...c,
        privateKeyDer: Buffer.from(c.privateKeyDer, 'base64'),
      });
  }

  private key = (organizationId: number, ref: string) => `${organizationId}|${ref}`;

  private create(organizationId: number, ref: string, side: 'A' | 'B'): Connection {
    if (!ref.trim()) throw badRequest('A connection reference is required');
    if (this.connections.has(this.key(organizationId, ref)))
      throw conflict(`Connection ${ref} already exists in this wallet`);
    const { privateKeyDer, publicKey } = newExchangeKey();
    const c: Connection = {
      ref,
      organizationId,
      side,
      privateKeyDer,
      publicKey,
      address: `${this.walletUrl}/inbox/${randomHex(16)}`,
    };
    this.connections.set(this.key(organizationId, ref), c);
    return c;
  }

  private find(organizationId: number, ref: string, side: 'A' | 'B'): Connection {
    const c = this.connections.get(this.key(organizationId, ref));
    if (!c || c.side !== side) throw notFound(`Unknown connection ${ref} in this wallet`);
    return c;
  }

  /**
   * The earlier answer of this step to this same input, when there is one: a repeated step answers
   * it and changes nothing. The same step with other data is refused: the half it made is bound to
   * the first input, and the platform holds (or will hold) that one.
   */
  private repeated(c: Connection, step: 'accept' | 'confirm', input: HandshakeData) {
    if (c.answered?.step !== step) return undefined;
    if (c.answered.input !== canonical(input))
      throw conflict(`Connection ${c.ref} was already ${step}ed in this wallet with other data`);
    return c.answered.output;
  }

  /**
   * Step 1 (A): a fresh key pair for the reference; the public key goes into encrInviterData.
   * Asked again for a reference this wallet started, it answers the same public key.
   */
  initiate(organizationId: number, ref: string): HandshakeData {
    const held = this.connections.get(this.key(organizationId, ref));
    if (held?.side === 'A') return { publicKey: held.publicKey };
    return { publicKey: this.create(organizationId, ref, 'A').publicKey };
  }

  /** Step 2 (B): B's public key and B's address encrypted for A (encrInviteeData). Idempotent. */
  accept(organizationId: number, ref: string, inviterData: HandshakeData): HandshakeData {
    const held = this.connections.get(this.key(organizationId, ref));
    if (held?.side === 'B') {
      const again = this.repeated(held, 'accept', inviterData);
      if (again) return again;
    }
    const c = this.create(organizationId, ref, 'B');
    try {
      const key = derive(c, inviterData.publicKey, 'invitee-to-inviter');
      c.peerPublicKey = inviterData.publicKey;
      const output = { publicKey: c.publicKey, ...seal(key, Buffer.from(c.address, 'utf8'), ref) };
      c.answered = { step: 'accept', input: canonical(inviterData), output };
      return output;
    } catch (e) {
      this.connections.delete(this.key(organizationId, ref));
      throw e;
    }
  }

  /**
   * Step 3 (A): reads B's address; returns encrInviterData extended with A's encrypted address.
   * Idempotent: the same invitee data answers the same extended half.
   */
  confirm(organizationId: number, ref: string, inviteeData: HandshakeData): HandshakeData {
    const c = this.find(organizationId, ref, 'A');
    const again = this.repeated(c, 'confirm', inviteeData);
    if (again) return again;
    // A fingerprint checked before this step pins the invitee's key: another key is not the one compared.
    if (c.verifiedPeerKey !== undefined && inviteeData.publicKey !== c.verifiedPeerKey)
      throw tampered('public key');
    const address = decrypt(derive(c, inviteeData.publicKey, 'invitee-to-inviter'), inviteeData, ref);
    const key = derive(c, inviteeData.publicKey, 'inviter-to-invitee');
    c.peerPublicKey = inviteeData.publicKey;
    c.remote = { address };
    const output = { publicKey: c.publicKey, ...seal(key, Buffer.from(c.address, 'utf8'), ref) };
    c.answered = { step: 'confirm', input: canonical(inviteeData), output };
    return output;
  }

  /**
   * Forgets a half the platform no longer expects: the request was cancelled or declined while
   * this wallet held its part of it. Nothing held is no error (a repeated discard changes nothing);
   * a connection whose remote address this wallet already holds is established and stays.
   */
  discard(organizationId: number, ref: string): void {
    const c = this.connections.get(this.key(organizationId, ref));
    if (!c) return;
    if (c.remote) throw conflict(`Connection ${ref} is established in this wallet`);
    this.connections.delete(this.key(organizationId, ref));
  }

  /** Step 4 (B): reads A's address; the connection is final in B's wallet. Repeating it changes nothing. */
  update(organizationId: number, ref: string, inviterData: HandshakeData): void {
    const c = this.find(organizationId, ref, 'B');
    if (inviterData.publicKey !== c.peerPublicKey) throw tampered('public key');
    c.remote = { address: decrypt(derive(c, inviterData.publicKey, 'inviter-to-invitee'), inviterData, ref) };
  }

  private own(organizationId: number, ref: string): Connection {
    const c = this.connections.get(this.key(organizationId, ref));
    if (!c) throw notFound(`Unknown connection ${ref} in this wallet`);
    return c;
  }

  /** The keys this organization holds for a connection (either side). */
  keys(organizationId: number, ref: string): ConnectionKeys {
    const c = this.own(organizationId, ref);
    return {
      side: c.side,
      publicKey: c.publicKey,
      peerPublicKey: c.peerPublicKey ?? null,
      verifiedPeerKey: c.verifiedPeerKey ?? null,
    };
  }

  /**
   * Marks the connection verified, pinned to the peer key: the one this wallet holds, or (side A
   * before step 3, when it holds none) the one the admin's fingerprint was made of.
   */
  markVerified(organizationId: number, ref: string, peerPublicKey: string | null): void {
    const c = this.own(organizationId, ref);
    const peer = c.peerPublicKey ?? peerPublicKey;
    if (!peer) throw badRequest('The other side’s public key is not known yet');
    if (!isExchangeKey(peer)) throw badRequest('The other side’s public key is not an X25519 key');
    c.verifiedPeerKey = peer;
  }

  /** The references whose fingerprint was verified and whose peer key has not changed since. */
  verified(organizationId: number): string[] {
    return [...this.connections.values()]
      .filter(
        (c) =>
          c.organizationId === organizationId &&
          c.verifiedPeerKey !== undefined &&
          (c.peerPublicKey === undefined || c.peerPublicKey === c.verifiedPeerKey),
      )
      .map((c) => c.ref);
  }

  /** The organization's connections whose remote address is known. */
  list(organizationId: number): Array<{ ref: string; remote: { address: string } }> {
    return [...this.connections.values()]
      .filter((c) => c.organizationId === organizationId && c.remote)
      .map((c) => ({ ref: c.ref, remote: { address: c.remote?.address ?? '' } }));
  }

  /** Test and debugging view: this organization's own address for a connection. */
  ownAddress(organizationId: number, ref: string): string | undefined {
    return this.connections.get(this.key(organizationId, ref))?.address;
  }
}
