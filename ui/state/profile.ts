import { atom } from 'jotai';
import type { Profile } from '../../contracts/profile.js';
import { userAtom } from './auth.js';
import type { EventHandlers } from './store.js';

/** The signed-in user's profile once loaded; kept current by `profile.updated` events. */
export const profileAtom = atom<Profile | null>(null);

export const profileEvents: EventHandlers = {
  'profile.updated': ({ payload: { profile } }, store) => {
    store.set(profileAtom, profile);
    const user = store.get(userAtom);
    if (user) store.set(userAtom, { ...user, fullName: profile.fullName });
  },
};
