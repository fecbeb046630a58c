import { toast } from 'sonner';
import type { PresentationSharing } from '../../contracts/presentation-sharing.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers } from './store.js';

/** A presentation's client link and comments, by presentation id. */
export type SharingRecord = PresentationSharing & { id: string };
export const presentationSharingRecords = createRecordStore<SharingRecord>();
export const sharingRecordOf = (sharing: PresentationSharing): SharingRecord => ({ id: sharing.presentationId, ...sharing });

export const presentationSharingEvents: EventHandlers = {
  'presentation.sharing.updated': ({ payload }, store) => void presentationSharingRecords.upsert(store, sharingRecordOf(payload.sharing)),
  // A client commented through the link: the deck's page shows it, and every tab says so.
  'presentation.client_comment': ({ payload }, store) => {
    presentationSharingRecords.upsert(store, sharingRecordOf(payload.sharing));
    toast.info(payload.summary, { description: payload.comment.text.slice(0, 140) });
  },
  'presentation.deleted': ({ payload }, store) => presentationSharingRecords.remove(store, payload.id),
};
