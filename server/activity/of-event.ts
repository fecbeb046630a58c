import type { EventType } from '../../contracts/events.js';
import type { NewEvent } from '../events/outbox.js';
import type { ActivityDraft, ActivityMapper, ActivityMappers } from '../ports/activity.js';

export type ActivityOf = (event: NewEvent) => ActivityDraft | null;

/**
 * What an outbox event leaves in the history, from the areas' mappers (each area's `activity` in
 * server/<area>/area.ts, gathered by the composition root). Events no area maps (progress ticks,
 * deletions, per-user drafts…) are transport only.
 *
 * The migration 0009_activities backfilled the mapping of that day in SQL from the outbox rows
 * that were still there; a mapper changed later applies to new events only.
 */
export function activityOfEvents(mappers: ActivityMappers): ActivityOf {
  return (event) => {
    const map = mappers[event.type] as ActivityMapper<EventType> | undefined;
    return map ? map(event.payload, event.subjectId ?? null) : null;
  };
}
