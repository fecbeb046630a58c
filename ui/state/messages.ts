import type { GeneratedMessage } from '../../contracts/messages.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers } from './store.js';

/** Generated messages; `ids`: the pages of the Messages list loaded so far, newest first. */
export const messageRecords = createRecordStore<GeneratedMessage>();

export const messageEvents: EventHandlers = {
  'message.created': ({ payload: { message } }, store) => {
    messageRecords.upsert(store, message);
    messageRecords.prepend(store, message.id);
  },
  'message.updated': ({ payload: { message } }, store) => void messageRecords.upsert(store, message),
  'message.deleted': ({ payload: { id } }, store) => messageRecords.remove(store, id),
};
