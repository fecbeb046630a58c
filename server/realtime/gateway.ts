import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';
import type { AppContext } from '../context.js';
import { ACCESS_COOKIE, readCookie } from '../auth/cookies.js';
import { roomFor } from '../events/bus.js';
import { loadMissedEvents } from './resume.js';
import { orderedPublisher } from './worker-emitter.js';
import { withSchemaLock } from '../db/migrate.js';

type SocketData = { userId: string; workspaceId: string; role: string; exp: number };

export const ATTACHMENTS_TABLE = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`;

export type Realtime = { io: Server; close(): Promise<void> };

/**
 * Socket.IO on the HTTP server: a socket is admitted only with a valid access cookie, joins its
 * user and workspace rooms, and can ask for what it missed with `resume {lastEventId}`.
 */
export async function createRealtime(app: AppContext, httpServer: HttpServer): Promise<Realtime> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  if (!app.database.embedded) {
    await withSchemaLock(app.database.pool, (client) => client.query(ATTACHMENTS_TABLE));
    io.adapter(createAdapter(app.database.pool, { heartbeatInterval: 5000 }));
  }

  io.use((socket, next) => {
    // A throw here (a malformed cookie) refuses this handshake; it must not reject unhandled.
    (async () => {
      const token = readCookie(socket.handshake.headers.cookie, ACCESS_COOKIE);
      const claims = token ? await app.tokens.verifyAccess(token) : null;
      if (!claims) return next(new Error('unauthorized'));
      socket.data = { userId: claims.sub, workspaceId: claims.wid, role: claims.role, exp: claims.exp };
      next();
    })().catch(next);
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    void socket.join([`user:${data.userId}`, `workspace:${data.workspaceId}`]);
    // Tell the tab when its access token lapses; it refreshes and reconnects, or goes to /login.
    const msLeft = data.exp * 1000 - Date.now();
    const expiry = setTimeout(() => {
      const notice: EventEnvelope<'session.expired'> = {
        id: 0,
        type: 'session.expired',
        payload: { reason: 'Your session has expired' },
        at: new Date().toISOString(),
      };
      socket.emit('event', notice);
      socket.disconnect(true);
    }, Math.max(0, msLeft));
    socket.on('disconnect', () => clearTimeout(expiry));

    socket.on('resume', async (req: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const lastEventId = Number((req as { lastEventId?: unknown })?.lastEventId);
      if (!Number.isSafeInteger(lastEventId) || lastEventId < -1) return ack({ events: [], more: false } satisfies ResumeAck);
      try {
        ack(await loadMissedEvents(app, data, lastEventId));
      } catch (err) {
        app.log.warn({ err }, 'resume failed');
        ack({ events: [], more: false } satisfies ResumeAck);
      }
    });
  });

  // This node's sockets get each event at once and in outbox order. (Through the adapter, a
  // broadcast reaches even local sockets only after its NOTIFY completes, and concurrent NOTIFYs
  // can finish out of order — a tab would then drop the older event.) Other nodes get it from
  // an ordered publisher that carries this adapter's uid, so it is not delivered here twice.
  const toOtherNodes = app.database.embedded ? null : orderedPublisher(app, (io.of('/').adapter as unknown as { uid: string }).uid);
  const removeSink = app.bus.addSink((deliveries) => {
    for (const d of deliveries) {
      const room = roomFor(d);
      if (room) io.local.to(room).emit('event', d.envelope);
    }
    toOtherNodes?.(deliveries);
  });

  return {
    io: io as unknown as Server,
    async close() {
      removeSink();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}
