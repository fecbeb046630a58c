import { sql } from 'drizzle-orm';
import type { EventPayload, EventType, EventEnvelope } from '../../contracts/events.js';
import { domainEvents } from '../db/schema/index.js';
import type { Db, Tx } from '../db/connect.js';
import type { Delivery, EventBus } from './bus.js';

/** A transaction's handle (server/db/connect.ts), re-exported for the services that take one with their events. */
export type { Tx };

export type NewEvent<T extends EventType = EventType> = {
  type: T;
  payload: EventPayload<T>;
  /** Visible to the whole workspace… */
  workspaceId?: string | null;
  /** …or only to this user (their other tabs). */
  userId?: string | null;
  actorId?: string | null;
  /** The record it is about (company id…), for timelines. */
  subjectId?: string | null;
};

export type Publish = <T extends EventType>(event: NewEvent<T>) => Promise<void>;

/**
 * What a transaction's events leave besides the outbox — the activity history — handed to the
 * transaction helpers below by the composition root (server/app.ts gives server/activity/recorder.ts),
 * so the outbox writes only `domain_events` and knows no area. It is called once per transaction
 * that publishes, inside it and BEFORE the outbox lock, with the events in publish order: it does
 * its reading there (the lock serialises every writer until commit). What must be ordered like the
 * outbox it returns as a write, run under the lock right after the transaction's events are
 * written; the events that write returns (`activity.created`) are written and delivered after them.
 */
export type EventRecorder = (tx: Tx, events: readonly NewEvent[]) => Promise<LockedWrite | null>;
/** A recorder's write under the outbox lock: its rows get ids in commit order; returns the events to publish after the transaction's. */
export type LockedWrite = (tx: Tx) => Promise<NewEvent[]>;

/** What the transaction helpers need: the database, the bus that fans committed events out, the recorder. */
export type OutboxDeps = { db: Db; bus: EventBus; recorder: EventRecorder };

/** Any fixed key: every transaction that writes events takes this one lock. */
const OUTBOX_LOCK = 0x5357_4147;

/**
 * Writes a transaction's events as its last statements, under a transaction-scoped advisory lock
 * held until commit. Outbox ids are therefore handed out in commit order: once a tab has seen id
 * N, no transaction can still commit an event below N, and `resume {lastEventId}` never skips one.
 * The recorder reads before the lock; its locked write (the activity rows, whose ids must follow
 * commit order too: a feed pages by id) runs after the events, and its events come last.
 */
async function writeEvents(tx: Tx, recorder: EventRecorder, events: NewEvent[]): Promise<Delivery[]> {
  if (events.length === 0) return [];
  const lockedWrite = await recorder(tx, events);
  await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  const rows = await insertEvents(tx, events);
  const followUps = lockedWrite ? await lockedWrite(tx) : [];
  const followUpRows = await insertEvents(tx, followUps);
  return [...deliveriesOf(events, rows), ...deliveriesOf(followUps, followUpRows)];
}

type EventRow = { id: number; createdAt: Date };

async function insertEvents(tx: Tx, events: NewEvent[]): Promise<EventRow[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(domainEvents)
    .values(
      events.map((event) => ({
        type: event.type,
        payload: event.payload,
        workspaceId: event.workspaceId ?? null,
        userId: event.userId ?? null,
        actorId: event.actorId ?? null,
        subjectId: event.subjectId ?? null,
      })),
    )
    .returning({ id: domainEvents.id, createdAt: domainEvents.createdAt });
  // Ids are drawn in VALUES order, so the i-th smallest id belongs to the i-th event.
  return rows.sort((a, b) => a.id - b.id);
}

const deliveriesOf = (events: NewEvent[], rows: EventRow[]): Delivery[] =>
  events.map((event, i) => ({
    envelope: { id: rows[i].id, type: event.type, payload: event.payload, at: rows[i].createdAt.toISOString() } as EventEnvelope,
    workspaceId: event.workspaceId ?? null,
    userId: event.userId ?? null,
  }));

/**
 * Runs `fn` in one transaction; events it publishes are written to the outbox at the end of that
 * transaction (in publish order) and fanned out only after it commits (never for a rolled-back
 * change).
 * Inside, use only `tx` — embedded PGlite serialises transactions across connections.
 */
export async function inTransaction<T>(deps: OutboxDeps, fn: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
  let deliveries: Delivery[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const events: NewEvent[] = [];
    const value = await fn(tx, async (event) => {
      events.push(event as NewEvent);
    });
    deliveries = await writeEvents(tx, deps.recorder, events);
    return value;
  });
  deps.bus.dispatch(deliveries);
  return result;
}

/** Publishes one event on its own (no other change to commit with it). */
export async function publishNow<T extends EventType>(deps: OutboxDeps, event: NewEvent<T>): Promise<void> {
  deps.bus.dispatch(await deps.db.transaction((tx) => writeEvents(tx, deps.recorder, [event as NewEvent])));
}
