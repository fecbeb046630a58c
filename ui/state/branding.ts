import { atom } from 'jotai';
import type { Branding } from '../../contracts/branding.js';

/**
 * The signed-in user's branding profile: undefined until loaded, null before the first save.
 * Kept current by `branding.updated` events.
 */
export const brandingAtom = atom<Branding | null | undefined>(undefined);
