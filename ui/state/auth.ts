import { atom } from 'jotai';
import type { User } from '../../contracts/auth.js';

/** undefined while the first session lookup runs; null when signed out. */
export const userAtom = atom<User | null | undefined>(undefined);
export const authLoadingAtom = atom((get) => get(userAtom) === undefined);

/** The email just registered with: the sign-in form starts with it filled in. */
export const signInEmailAtom = atom('');
