import type { ProposalDocument } from '../../contracts/documents.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers } from './store.js';

/** Proposal documents a page has opened. */
export const documentRecords = createRecordStore<ProposalDocument>();

export const documentEvents: EventHandlers = {
  'document.updated': ({ payload }, store) => void documentRecords.upsert(store, payload.document),
};
