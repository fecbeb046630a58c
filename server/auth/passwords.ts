import argon2 from 'argon2';
import { COMMON_PASSWORD_MESSAGE } from '../../contracts/auth.js';
import { invalid } from '../http/errors.js';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export const timingSafeDummyVerify = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
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
