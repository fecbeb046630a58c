import argon2 from 'argon2';
import { COMMON_PASSWORD_MESSAGE } from '../../contracts/auth.js';
import { invalid } from '../http/errors.js';
import type { PasswordHashing } from '../config.js';

/**
 * argon2id at the library's default cost (64 MiB, 3 passes, 4 lanes: above OWASP's minimum), or —
 * for test suites only, refused in production by loadConfig — the smallest cost argon2 allows, so
 * a suite that registers thousands of users does not spend minutes hashing. A hash carries its
 * parameters, so verifying needs no setting.
 */
const COST: Record<PasswordHashing, argon2.HashOptions & { raw?: false }> = {
  standard: { type: argon2.argon2id },
  'test-only-fast': { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

export const hashPassword = (password: string, hashing: PasswordHashing = 'standard') => argon2.hash(password, COST[hashing]);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so timing does not reveal accounts. */
const dummyHashes = new Map<PasswordHashing, Promise<string>>();
export const timingSafeDummyVerify = async (password: string, hashing: PasswordHashing = 'standard') => {
  let dummy = dummyHashes.get(hashing);
  if (!dummy) dummyHashes.set(hashing, (dummy = hashPassword('not-a-real-password', hashing)));
  await verifyPassword(await dummy, password);
};

/** zxcvbn's list of common passwords (about 49,000), lower-cased, loaded once on first use. */
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  ));

export const isCommonPassword = async (password: string) => (await loadCommonPasswords()).has(password.toLowerCase());

/**
 * The password rule beyond the contract's length checks, for registration and any password
 * change: a password found in the common-password list is refused with a field message.
 */
export async function assertPasswordAllowed(password: string, path = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw invalid([{ path, message: COMMON_PASSWORD_MESSAGE }]);
}
