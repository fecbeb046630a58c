// Which events are history (docs/product.md#teams): each area says which of its events leave an
// activity row and what it records (its `activity` in server/<area>/area.ts); the composition
// root gathers them for the recorder (server/activity/recorder.ts).
import type { EventPayload, EventType } from '../../contracts/events.js';

/** The activity an outbox event leaves behind (workspace and actor come from the event). */
export type ActivityDraft = {
  kind: string;
  subjectType: 'company' | 'contact' | 'message' | 'member';
  subjectId: string;
  payload: Record<string, unknown>;
};

export type ActivityMapper<T extends EventType> = (payload: EventPayload<T>, subjectId: string | null) => ActivityDraft | null;

/** An area's events that are history, each with what it records. */
export type ActivityMappers = { [T in EventType]?: ActivityMapper<T> };

/** An activity in a company's history (its timeline), or none when the event names no company. */
export const aboutCompany = (subjectId: string | null, kind: string, payload: Record<string, unknown>): ActivityDraft | null =>
  subjectId ? { kind, subjectType: 'company', subjectId, payload } : null;
