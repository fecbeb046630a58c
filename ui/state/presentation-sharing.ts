import { toast } from 'sonner';
import type { PresentationCommentHeard, PresentationSharing } from '../../contracts/presentation-sharing.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers } from './store.js';

/**
 * A presentation's client link and comments, by presentation id. A comment heard live has no
 * email (events do not carry clients' emails); the sharing endpoint's answer has them.
 */
export type SharingRecord = Omit<PresentationSharing, 'comments'> & { id: string; comments: Array<PresentationCommentHeard & { actorEmail?: string }> };
export const presentationSharingRecords = createRecordStore<SharingRecord>();
export const sharingRecordOf = (sharing: PresentationSharing): SharingRecord => ({ id: sharing.presentationId, ...sharing });

// Events carry the link's state and one new comment: applied to a record this tab holds (one it
// has not loaded is fetched whole when its page opens).
export const presentationSharingEvents: EventHandlers = {
  'presentation.sharing.updated': ({ payload }, store) => {
    const held = presentationSharingRecords.get(store, payload.sharing.presentationId);
    if (held) presentationSharingRecords.upsert(store, { ...held, share: payload.sharing.share });
  },
  // A client commented through the link: the deck's page shows it, and every tab says so.
  'presentation.client_comment': ({ payload }, store) => {
    const held = presentationSharingRecords.get(store, payload.sharing.presentationId);
    if (held && !held.comments.some((c) => c.id === payload.comment.id)) {
      presentationSharingRecords.upsert(store, { ...held, share: payload.sharing.share, comments: [...held.comments, payload.comment] });
    }
    toast.info(payload.summary, { description: payload.comment.text.slice(0, 140) });
  },
  'presentation.deleted': ({ payload }, store) => presentationSharingRecords.remove(store, payload.id),
};
