import { atom } from 'jotai';
import type { Branding } from '../../contracts/branding.js';
import { createSingleRecord } from './record-store.js';
import type { EventHandlers } from './store.js';

/**
 * The signed-in user's branding profile: undefined until loaded, null before the first save.
 * Kept current by `branding.updated` events (the echo of this tab's own save changes nothing).
 */
export const brandingRecord = createSingleRecord<Branding>();

/** The workspace logo's versioned path: undefined until loaded, null when there is none. Kept current by `branding.logo.updated`. */
export const brandingLogoAtom = atom<string | null | undefined>(undefined);

export const brandingEvents: EventHandlers = {
  'branding.updated': ({ payload }, store) => brandingRecord.upsert(store, payload.branding),
  'branding.logo.updated': ({ payload }, store) => store.set(brandingLogoAtom, payload.logoUrl),
};
