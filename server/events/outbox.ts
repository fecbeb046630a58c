import type { EventPayload, EventType, EventEnvelope } from '../../contracts/events.js';
import { domainEvents } from '../db/schema/index.js';
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

async function insertEvent(tx: Tx | Db, event: NewEvent): Promise<Delivery> {
  const [row] = await tx
    .insert(domainEvents)
    .values({
      type: event.type,
      payload: event.payload,
      workspaceId: event.workspaceId ?? null,
      userId: event.userId ?? null,
      actorId: event.actorId ?? null,
      subjectId: event.subjectId ?? null,
    })
    .returning({ id: domainEvents.id, createdAt: domainEvents.createdAt });
  const envelope = { id: row.id, type: event.type, payload: event.payload, at: row.createdAt.toISOString() } as EventEnvelope;
  return { envelope, workspaceId: event.workspaceId ?? null, userId: event.userId ?? null };
}

/**
 * Runs `fn` in one transaction; events it publishes are written to the outbox in that
 * transaction and fanned out only after it commits (never for a rolled-back change).
 * Inside, use only `tx` — embedded PGlite serialises transactions across connections.
 */
export async function inTransaction<T>(
  deps: { db: Db; bus: EventBus },
  fn: (tx: Tx, publish: Publish) => Promise<T>,
): Promise<T> {
  const pending: Delivery[] = [];
  const result = await deps.db.transaction(async (tx) =>
    fn(tx, async (event) => {
      pending.push(await insertEvent(tx, event as NewEvent));
    }),
  );
  deps.bus.dispatch(pending);
  return result;
}

/** Publishes one event on its own (no other change to commit with it). */
export async function publishNow<T extends EventType>(deps: { db: Db; bus: EventBus }, event: NewEvent<T>): Promise<void> {
  deps.bus.dispatch([await insertEvent(deps.db, event as NewEvent)]);
}
