import { inArray, sql } from 'drizzle-orm';
import type { EventPayload, EventType, EventEnvelope } from '../../contracts/events.js';
import { activities, domainEvents, users } from '../db/schema/index.js';
import { activityOf } from './activity.js';
import { activityItemsByIds } from '../activity/feed.js';
import type { Db } from '../db/connect.js';
import type { Delivery, EventBus } from './bus.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** Any fixed key: every transaction that writes events takes this one lock. */
const OUTBOX_LOCK = 0x5357_4147;

/**
 * Writes a transaction's events as its last statements, under a transaction-scoped advisory lock
 * held until commit. Outbox ids are therefore handed out in commit order: once a tab has seen id
 * N, no transaction can still commit an event below N, and `resume {lastEventId}` never skips one.
 */
async function writeEvents(tx: Tx | Db, events: NewEvent[]): Promise<Delivery[]> {
  if (events.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  const rows = await insertEvents(tx, events);
  const feed = await writeActivities(tx, events, rows);
  // Each new activity is also an event (after the ones it came from), as the feed presents it.
  const feedRows = await insertEvents(tx, feed);
  return [...deliveriesOf(events, rows), ...deliveriesOf(feed, feedRows)];
}

type EventRow = { id: number; createdAt: Date };

async function insertEvents(tx: Tx | Db, events: NewEvent[]): Promise<EventRow[]> {
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
 * History outlives the outbox: events that are activity (server/events/activity.ts) also leave an
 * `activities` row, in the same transaction and order. A per-user event's workspace is its user's.
 * Returns the `activity.created` event of each row, for the whole workspace (docs/product.md#teams).
 */
async function writeActivities(tx: Tx | Db, events: NewEvent[], rows: EventRow[]): Promise<NewEvent<'activity.created'>[]> {
  const drafts = events.flatMap((event, i) => {
    const draft = activityOf(event);
    return draft ? [{ event, draft, createdAt: rows[i].createdAt, owner: event.userId ?? event.actorId ?? null }] : [];
  });
  const owners = [...new Set(drafts.flatMap((d) => (!d.event.workspaceId && d.owner ? [d.owner] : [])))];
  const workspaceOf = new Map<string, string>();
  if (owners.length) {
    for (const u of await tx.select({ id: users.id, workspaceId: users.workspaceId }).from(users).where(inArray(users.id, owners))) workspaceOf.set(u.id, u.workspaceId);
  }
  const values = drafts.flatMap(({ event, draft, createdAt, owner }) => {
    const workspaceId = event.workspaceId ?? (owner ? workspaceOf.get(owner) : undefined);
    return workspaceId ? [{ ...draft, workspaceId, actorId: event.actorId ?? null, createdAt }] : [];
  });
  if (values.length === 0) return [];
  const written = await tx.insert(activities).values(values).returning({ id: activities.id, workspaceId: activities.workspaceId, actorId: activities.actorId });
  const byId = new Map(written.map((w) => [w.id, w]));
  return (await activityItemsByIds(tx, [...byId.keys()])).map((activity) => {
    const row = byId.get(activity.id)!;
    return { type: 'activity.created', workspaceId: row.workspaceId, actorId: row.actorId, subjectId: activity.subject.id, payload: { activity } };
  });
}

/**
 * Runs `fn` in one transaction; events it publishes are written to the outbox at the end of that
 * transaction (in publish order) and fanned out only after it commits (never for a rolled-back
 * change).
 * Inside, use only `tx` — embedded PGlite serialises transactions across connections.
 */
export async function inTransaction<T>(
  deps: { db: Db; bus: EventBus },
  fn: (tx: Tx, publish: Publish) => Promise<T>,
): Promise<T> {
  let deliveries: Delivery[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const events: NewEvent[] = [];
    const value = await fn(tx, async (event) => {
      events.push(event as NewEvent);
    });
    deliveries = await writeEvents(tx, events);
    return value;
  });
  deps.bus.dispatch(deliveries);
  return result;
}

/** Publishes one event on its own (no other change to commit with it). */
export async function publishNow<T extends EventType>(deps: { db: Db; bus: EventBus }, event: NewEvent<T>): Promise<void> {
  deps.bus.dispatch(await deps.db.transaction((tx) => writeEvents(tx, [event as NewEvent])));
}
