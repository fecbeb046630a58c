import type { createStore } from 'jotai';
import type { EventEnvelope, EventType } from '../../contracts/events.js';

/**
 * The tab's Jotai store, as state modules and event handlers receive it. Kept apart from every
 * entity module so that they can all name it without importing one another.
 */
export type Store = ReturnType<typeof createStore>;

export type EventHandler<T extends EventType> = (event: EventEnvelope<T>, store: Store) => void;
/** What one entity does with the events it cares about (ui/state/event-handlers.ts runs them all; an area lists its own in its area file). */
export type EventHandlers = { [T in EventType]?: EventHandler<T> };
