import type { EventEnvelope, EventType } from '../../contracts/events.js';
import type { AreaEvents } from '../ui-area.js';
import { areas } from '../areas.js';
import { presenceEvents } from './presence.js';
import type { EventHandler, EventHandlers, Store } from './store.js';

/** The app frame's own: who is viewing what, shown in several areas' page headers. */
const frameEvents: AreaEvents[] = [{ order: 180, handlers: presenceEvents }];

/**
 * How each event changes what this tab shows: every area's entity handlers (ui/areas.ts) and the
 * frame's, run for each event in their `order` on the tab's Jotai store — an entity's records
 * before the pages that react to them (companies 40, contacts 50 and alerts 60 before the company
 * page's 70).
 */
export const entityEvents: EventHandlers[] = [...areas.flatMap((area) => area.events ?? []), ...frameEvents]
  .sort((a, b) => a.order - b.order)
  .map((entry) => entry.handlers);

const handlersByType = new Map<EventType, EventHandler<EventType>[]>();
for (const events of entityEvents)
  for (const [type, handler] of Object.entries(events) as [EventType, EventHandler<EventType>][])
    handlersByType.set(type, [...(handlersByType.get(type) ?? []), handler]);

export function applyEvent(event: EventEnvelope, store: Store): void {
  for (const handler of handlersByType.get(event.type) ?? []) handler(event, store);
}
