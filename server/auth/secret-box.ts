import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for third-party secrets at rest. The 32-byte key is derived from ENCRYPTION_KEY
 * with HKDF-SHA256 and a purpose label, so each use of the master key gets its own key.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor() {
    super('The stored secret could not be decrypted');
    this.name = 'SecretBoxError';
  }
}

export function deriveKey(masterKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(masterKey, 'utf8'), Buffer.from('swagscout', 'utf8'), Buffer.from(purpose, 'utf8'), 32));
}

export function encryptSecret(plain: string, key: Buffer, associatedData = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** The plain text, or SecretBoxError when the value was tampered with or the key is not the same. */
export function decryptSecret(stored: string, key: Buffer, associatedData = ''): string {
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError();
  try {
    const [, iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, 'base64url'));
    // A short tag would weaken the authentication: only full 16-byte tags are accepted.
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError();
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError();
  }
}
