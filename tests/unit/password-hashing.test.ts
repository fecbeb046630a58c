import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { hashPassword, verifyPassword } from '../../server/auth/passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id at the standard cost unless a test suite asks for less', async () => {
    expect(loadConfig({}, { inMemory: true }).passwordHashing).toBe('standard');
    const hash = await hashPassword('swag-scout-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'swag-scout-42')).toBe(true);
    expect(await verifyPassword(hash, 'swag-scout-43')).toBe(false);
  });

  it('keeps the cheap test-only cost verifiable, and a production server refuses it', async () => {
    const fast = await hashPassword('swag-scout-42', 'test-only-fast');
    expect(fast).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(fast, 'swag-scout-42')).toBe(true);
    expect(loadConfig({ PASSWORD_HASHING: 'test-only-fast' }, { inMemory: true }).passwordHashing).toBe('test-only-fast');
    expect(() => loadConfig({ PASSWORD_HASHING: 'test-only-fast', NODE_ENV: 'production' }, { inMemory: true })).toThrow(/refused when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production' }, { inMemory: true, passwordHashing: 'test-only-fast' })).toThrow(/refused/);
  });
});
