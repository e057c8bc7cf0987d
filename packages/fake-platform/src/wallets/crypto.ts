// Wallet cryptography on node:crypto only: scrypt + AES-256-GCM at rest, Ed25519 signatures,
// X25519 + HKDF-SHA256 + AES-256-GCM for the connection handshake.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  scrypt,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { queueKdf } from './kdf-queue.ts';

/** scrypt cost: N=2^15, r=8, p=1 (32 MiB per derivation, memory-hard). */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 } as const;

/** A sealed (AES-256-GCM) blob; the 16-byte tag is appended to the ciphertext. */
export type Sealed = { readonly iv: string; readonly ciphertext: string };
export type PasswordSealed = Sealed & { readonly salt: string };

const b64 = (b: Buffer): string => b.toString('base64');
const unb64 = (s: string): Buffer => Buffer.from(s, 'base64');

/** sha256 hex: the pwreset wire format, and the wallet's password pre-hash before scrypt. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** Every derivation waits its turn in the KDF queue (kdf-queue.ts), whatever it serves. */
const scryptKey = (passwordHash: string, salt: Buffer): Promise<Buffer> =>
  queueKdf(
    () =>
      new Promise((resolve, reject) =>
        scrypt(passwordHash, salt, SCRYPT.keyLength, SCRYPT, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );

export const seal = (key: Buffer, plaintext: Buffer, aad: string): Sealed => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv: b64(iv), ciphertext: b64(body) };
};

/** Opens a sealed blob; throws when the key, AAD, IV or ciphertext does not authenticate. */
export const open = (key: Buffer, sealed: Sealed, aad: string): Buffer => {
  const body = unb64(sealed.ciphertext);
  if (body.length < 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, unb64(sealed.iv));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
};

/** Encrypts a secret under a password hash: scrypt(passwordHash, salt) → AES-256-GCM. */
export const sealWithPassword = async (
  passwordHash: string,
  plaintext: Buffer,
  aad: string,
): Promise<PasswordSealed> => {
  const salt = randomBytes(16);
  return { salt: b64(salt), ...seal(await scryptKey(passwordHash, salt), plaintext, aad) };
};

/** Null when the password (or anything else) is wrong: the caller cannot tell which. */
export const openWithPassword = async (
  passwordHash: string,
  sealed: PasswordSealed,
  aad: string,
): Promise<Buffer | null> => {
  const key = await scryptKey(passwordHash, unb64(sealed.salt));
  try {
    return open(key, sealed, aad);
  } catch {
    return null;
  }
};

/** Spends one scrypt derivation so an unknown account costs as much as a wrong password. */
export const burnPasswordCheck = async (passwordHash: string): Promise<void> => {
  await scryptKey(passwordHash, randomBytes(16));
};

/** An Ed25519 signing key pair; the private key as PKCS#8 DER, the public key (pkeySign) as SPKI DER base64. */
export const newSigningKey = (): { privateKeyDer: Buffer; pkeySign: string } => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyDer: privateKey.export({ format: 'der', type: 'pkcs8' }),
    pkeySign: exportSpki(publicKey),
  };
};

const exportSpki = (key: KeyObject): string => b64(key.export({ format: 'der', type: 'spki' }));

export const pkeySignOf = (privateKeyDer: Buffer): string =>
  exportSpki(createPublicKey(createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' })));

export const signChallenge = (privateKeyDer: Buffer, challenge: string): string =>
  b64(
    sign(
      null,
      Buffer.from(challenge, 'utf8'),
      createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' }),
    ),
  );

/** True only for a valid Ed25519 signature of the challenge by the key registered as pkeySign. */
export const verifyChallengeSignature = (pkeySign: string, challenge: string, signature: string): boolean => {
  try {
    const key = createPublicKey({ key: unb64(pkeySign), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') return false;
    return verify(null, Buffer.from(challenge, 'utf8'), key, unb64(signature));
  } catch {
    return false;
  }
};

/** An X25519 key pair for one side of a connection handshake (public key as SPKI DER base64). */
export const newExchangeKey = (): { privateKeyDer: Buffer; publicKey: string } => {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  return {
    privateKeyDer: privateKey.export({ format: 'der', type: 'pkcs8' }),
    publicKey: exportSpki(publicKey),
  };
};

/** True for an X25519 public key as SPKI DER base64 (what the handshake exchanges). */
export const isExchangeKey = (publicKey: string): boolean => {
  try {
    return (
      createPublicKey({ key: unb64(publicKey), format: 'der', type: 'spki' }).asymmetricKeyType === 'x25519'
    );
  } catch {
    return false;
  }
};

/**
 * The AES key one direction of a handshake uses: HKDF-SHA256 over the X25519 shared secret,
 * salted with the reference, with the direction in the info so the two sides never share a key+IV space.
 * Throws when the peer's public key is not a valid X25519 key.
 */
export const handshakeKey = (
  ownPrivateKeyDer: Buffer,
  peerPublicKey: string,
  reference: string,
  direction: 'inviter-to-invitee' | 'invitee-to-inviter',
): Buffer => {
  const peer = createPublicKey({ key: unb64(peerPublicKey), format: 'der', type: 'spki' });
  if (peer.asymmetricKeyType !== 'x25519') throw new Error('not an X25519 public key');
  const own = createPrivateKey({ key: ownPrivateKeyDer, format: 'der', type: 'pkcs8' });
  const shared = diffieHellman({ privateKey: own, publicKey: peer });
  return Buffer.from(
    hkdfSync('sha256', shared, Buffer.from(reference, 'utf8'), `scr-handshake/v1/${direction}`, 32),
  );
};
