import { atom } from 'jotai';
import type { Profile } from '../../contracts/profile.js';

/** The signed-in user's profile once loaded; kept current by `profile.updated` events. */
export const profileAtom = atom<Profile | null>(null);
