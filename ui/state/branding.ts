import type { Branding } from '../../contracts/branding.js';
import { createSingleRecord } from './record-store.js';
import type { EventHandlers } from './store.js';

/**
 * The signed-in user's branding profile: undefined until loaded, null before the first save.
 * Kept current by `branding.updated` events (the echo of this tab's own save changes nothing).
 */
export const brandingRecord = createSingleRecord<Branding>();

export const brandingEvents: EventHandlers = {
  'branding.updated': ({ payload }, store) => brandingRecord.upsert(store, payload.branding),
};
