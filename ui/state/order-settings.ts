import type { OrderSettings } from '../../contracts/invoices.js';
import { createSingleRecord } from './record-store.js';
import type { EventHandlers } from './store.js';

/** The workspace's order settings (commission, invoice terms, PO terms): undefined until loaded; kept current by `order_settings.updated`. */
export const orderSettingsRecord = createSingleRecord<OrderSettings & { updatedAt?: string }>();

export const orderSettingsEvents: EventHandlers = {
  'order_settings.updated': ({ payload }, store) => orderSettingsRecord.upsert(store, payload.settings),
};
