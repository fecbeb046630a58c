import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveKey, encryptSecret, SecretBoxError } from '../../server/auth/secret-box.js';

const key = deriveKey('master-key-0123456789abcdef0123456789', 'catalogue-credentials');

describe('secret box (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time and no plain text in the stored form', () => {
    const a = encryptSecret('sage-key-42', key, 'ws-1');
    const b = encryptSecret('sage-key-42', key, 'ws-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sage-key-42');
    expect(a.startsWith('v1.')).toBe(true);
    expect(decryptSecret(a, key, 'ws-1')).toBe('sage-key-42');
  });

  it('refuses another purpose key, another workspace, tampering and truncated tags', () => {
    const stored = encryptSecret('sage-key-42', key, 'ws-1');
    expect(deriveKey('master-key-0123456789abcdef0123456789', 'other')).not.toEqual(key);
    expect(() => decryptSecret(stored, deriveKey('master-key-0123456789abcdef0123456789', 'other'), 'ws-1')).toThrow(SecretBoxError);
    expect(() => decryptSecret(stored, key, 'ws-2')).toThrow(SecretBoxError);
    const [v, iv, tag, ct] = stored.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([v, iv, tag, flipped.toString('base64url')].join('.'), key, 'ws-1')).toThrow(SecretBoxError);
    expect(() => decryptSecret([v, iv, Buffer.from(tag, 'base64url').subarray(0, 8).toString('base64url'), ct].join('.'), key, 'ws-1')).toThrow(SecretBoxError);
    expect(() => decryptSecret('garbage', key, 'ws-1')).toThrow(SecretBoxError);
  });
});
