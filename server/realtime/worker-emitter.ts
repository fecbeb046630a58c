import { encode } from '@msgpack/msgpack';
import type pg from 'pg';
import type { AppContext } from '../context.js';
import { roomFor, type Delivery } from '../events/bus.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { withSchemaLock } from '../db/migrate.js';
import { isConnectionLost } from '../db/connection-lost.js';

/*
 * Speaks the wire format of @socket.io/postgres-adapter 0.5 (socket.io-adapter's ClusterAdapter
 * messages). @socket.io/postgres-emitter 0.1.1 — the newest release — omits the message's `nsp`,
 * which the 0.5 adapter requires, so its broadcasts are silently dropped by every web node.
 */
const CHANNEL = 'socket.io#/';
/** socket.io-adapter's EMITTER_UID: a sender that is not a cluster node (no heartbeats expected). */
const EMITTER_UID = 'emitter';
const BROADCAST = 3; // MessageType.BROADCAST
const EVENT_PACKET = 2; // socket.io-parser PacketType.EVENT
/** NOTIFY payloads are limited to 8000 bytes; larger messages go through the attachments table. */
const PAYLOAD_THRESHOLD = 8000;
/** The adapter's attachments table (every web node and worker makes sure it exists). */
export const ATTACHMENTS_TABLE = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`;

export function broadcastMessage(room: string, envelope: EventEnvelope, uid = EMITTER_UID) {
  return {
    uid,
    nsp: '/',
    type: BROADCAST,
    data: { packet: { type: EVENT_PACKET, data: ['event', envelope], nsp: '/' }, opts: { rooms: [room], except: [], flags: {} } },
  };
}

/** `uid`: a web node passes its adapter's own uid, so it does not deliver its own message twice. */
export async function publishToWebNodes(pool: pg.Pool, room: string, envelope: EventEnvelope, uid = EMITTER_UID): Promise<void> {
  const message = broadcastMessage(room, envelope, uid);
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) <= PAYLOAD_THRESHOLD) {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    return;
  }
  const { rows } = await pool.query<{ id: string }>('insert into socket_io_attachments (payload) values ($1) returning id', [Buffer.from(encode(message))]);
  await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ uid, type: BROADCAST, attachmentId: rows[0].id })]);
}

/** A worker process has no sockets: it hands committed events to the web nodes through PostgreSQL. */
export async function attachWorkerEmitter(app: AppContext): Promise<() => void> {
  if (app.database.embedded) return () => undefined; // one process: nobody else to tell
  await withSchemaLock(app.database.pool, (client) => client.query(ATTACHMENTS_TABLE));
  return app.bus.addSink(orderedPublisher(app, EMITTER_UID));
}

/** Waits before each new attempt to hand an event over when the database connection was lost. */
const RETRY_DELAYS_MS = [250, 1000, 4000];

/** A notification sent on a connection that just died is sent again on a fresh one (in order: the queue waits). */
async function retryWhileConnectionLost(send: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (attempt >= RETRY_DELAYS_MS.length || !isConnectionLost(err)) throw err;
      await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
    }
  }
}

/**
 * A sink that hands events to the web nodes one at a time, so sockets receive them in outbox
 * order (concurrent NOTIFYs on a pool could complete out of order).
 */
export function orderedPublisher(app: AppContext, uid: string) {
  let queue: Promise<void> = Promise.resolve();
  return (deliveries: Delivery[]) => {
    for (const d of deliveries) {
      const room = roomFor(d);
      if (!room) continue;
      queue = queue
        .then(() => retryWhileConnectionLost(() => publishToWebNodes(app.database.pool, room, d.envelope, uid)))
        // A lost notification is not a lost event: tabs catch up from the outbox on resume.
        .catch((err: unknown) => app.log.warn({ err, room }, 'could not hand an event to the web nodes'));
    }
  };
}
