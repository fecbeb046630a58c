import type { MessageTemplate } from '../../contracts/templates.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** The user's message templates; `ids` newest first, `recordsOf()` the list as the pages show it. */
export const templateRecords = createRecordStore<MessageTemplate>();
export const templateListAtom = templateRecords.recordsOf();

const newestFirst = (a: MessageTemplate, b: MessageTemplate) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Holds a template and lists it in order. The echo of this tab's own save, or an older version
 * arriving after a newer response, changes nothing.
 */
export function upsertTemplate(store: Store, template: MessageTemplate): void {
  if (!templateRecords.upsert(store, template)) return;
  templateRecords.prepend(store, template.id);
  templateRecords.sort(store, newestFirst);
}

export const templateEvents: EventHandlers = {
  'template.created': ({ payload }, store) => upsertTemplate(store, payload.template),
  'template.updated': ({ payload }, store) => upsertTemplate(store, payload.template),
  'template.deleted': ({ payload }, store) => templateRecords.remove(store, payload.id),
};
