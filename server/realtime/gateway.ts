import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';
import type { AppContext } from '../context.js';
import { ACCESS_COOKIE, readCookie } from '../auth/cookies.js';
import { memberRoom, roomFor } from '../events/bus.js';
import { loadMissedEvents, RESUME_RETRY_MS, resumeAllowance } from './resume.js';
import { isSessionLive, onSessionEnded, onSessionSwitched } from '../auth/sessions.js';
import { memberRole } from '../auth/memberships.js';
import { originAllowed } from '../auth/origins.js';
import { ATTACHMENTS_TABLE, orderedPublisher } from './worker-emitter.js';
import { withSchemaLock } from '../db/migrate.js';
import { createPresence } from './presence.js';
import { listenConnection, type ListenConnection } from './listen-connection.js';
import type { GatewayServer, GatewaySocket } from './socket-data.js';

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const expiredNotice = (reason = 'Your session has expired'): EventEnvelope<'session.expired'> => ({
  id: 0,
  type: 'session.expired',
  payload: { reason },
  at: new Date().toISOString(),
});

/**
 * Another namespace on the same Socket.IO server — a client link's channel (server/proposals/public/socket.ts,
 * server/presentations/sharing/socket.ts) — handed in by the composition root; returns its detach.
 */
export type AttachNamespace = (io: Server) => () => void;

export type Realtime = {
  io: Server;
  /** Why this node would miss other nodes' events right now (its LISTEN connection is down), or null. */
  notReadyReason(): string | null;
  close(): Promise<void>;
};

/** How long start-up waits for the adapter's first LISTEN before answering /readyz (as not ready). */
const FIRST_LISTEN_WAIT_MS = 10_000;

/**
 * Socket.IO on the HTTP server: a socket is admitted only from an allowed origin with a valid
 * access cookie of a live session, joins its user, workspace and session rooms, and can ask for
 * what it missed with `resume {lastEventId}`. When a session ends, its sockets (on every node)
 * are told `session.expired` and disconnected. `namespaces` are attached beside it (the client links').
 */
export async function createRealtime(app: AppContext, httpServer: HttpServer, namespaces: readonly AttachNamespace[] = []): Promise<Realtime> {
  const io: GatewayServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  let listen: ListenConnection | undefined;
  if (!app.database.embedded) {
    await withSchemaLock(app.database.pool, (client) => client.query(ATTACHMENTS_TABLE));
    listen = listenConnection(app.database.pool, app.log);
    io.adapter(
      createAdapter(listen.pool, {
        heartbeatInterval: 5000,
        errorHandler: (err: Error) => app.log.debug({ err }, 'realtime adapter error'),
      }),
    );
    // Events other nodes and the workers sent while this node was not listening never arrive here:
    // this node's tabs reconnect (closing the transport, which they retry at once) and resume.
    listen.onRestored(() => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    });
  }

  const allowedOrigins = [app.config.appOrigin, ...app.config.extraOrigins];
  // Every way out of this middleware calls next: a throw in an async middleware would be an
  // unhandled rejection (and the handshake would hang).
  io.use((socket, next) => {
    const admit = async () => {
      const { headers } = socket.handshake;
      if (!originAllowed(headers, allowedOrigins)) return new Error('forbidden origin');
      const token = readCookie(headers.cookie, ACCESS_COOKIE);
      const claims = token ? await app.tokens.verifyAccess(token) : null;
      if (!claims || !(await isSessionLive(app, claims.sid))) return new Error('unauthorized');
      const role = await memberRole(app, claims.wid, claims.sub);
      if (!role) return new Error('unauthorized');
      socket.data = { userId: claims.sub, workspaceId: claims.wid, role, sessionId: claims.sid, exp: claims.exp };
      return undefined;
    };
    admit().then(
      (refusal) => next(refusal),
      (err: unknown) => {
        app.log.warn({ err }, 'socket handshake failed');
        next(new Error('unavailable'));
      },
    );
  });

  // Ending a session closes its sockets here at once, and on the other web nodes through the adapter.
  const closeSessionSockets = (sessionId: string, notice?: string) => {
    io.local.to(sessionRoom(sessionId)).emit('event', expiredNotice(notice));
    io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
  };
  io.on('session:ended', closeSessionSockets);
  const removeSessionListener = onSessionEnded(app, (sessionId, notice) => {
    closeSessionSockets(sessionId, notice);
    if (!app.database.embedded) io.serverSideEmit('session:ended', sessionId, notice);
  });

  // Switching workspace moves the session (docs/product.md#teams): its sockets still in another
  // workspace's rooms are told and closed, here and on the other nodes; their tabs reopen there.
  const closeSwitchedSockets = (sessionId: string, workspaceId: string) => {
    void io
      .local.in(sessionRoom(sessionId))
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) {
          if (socket.data.workspaceId === workspaceId) continue;
          socket.emit('event', { id: 0, type: 'session.switched', payload: { workspaceId }, at: new Date().toISOString() } satisfies EventEnvelope<'session.switched'>);
          socket.disconnect(true);
        }
      });
  };
  io.on('session:switched', closeSwitchedSockets);
  const removeSwitchListener = onSessionSwitched(app, (sessionId, workspaceId) => {
    closeSwitchedSockets(sessionId, workspaceId);
    if (!app.database.embedded) io.serverSideEmit('session:switched', sessionId, workspaceId);
  });

  const presence = createPresence(app, io);

  io.on('connection', (socket: GatewaySocket) => {
    const { data } = socket;
    void socket.join([`user:${data.userId}`, `workspace:${data.workspaceId}`, memberRoom(data.workspaceId, data.userId), sessionRoom(data.sessionId)]);
    // Tell the tab when its access token lapses; it refreshes and reconnects, or goes to /login.
    const msLeft = data.exp * 1000 - Date.now();
    const expiry = setTimeout(() => {
      socket.emit('event', expiredNotice());
      socket.disconnect(true);
    }, Math.max(0, msLeft));
    socket.on('disconnect', () => clearTimeout(expiry));

    const allowance = resumeAllowance();
    socket.on('resume', async (req: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const lastEventId = Number((req as { lastEventId?: unknown })?.lastEventId);
      if (!Number.isSafeInteger(lastEventId) || lastEventId < -1) return ack({ events: [], more: false } satisfies ResumeAck);
      const retryAfterMs = allowance.take();
      if (retryAfterMs > 0) return ack({ events: [], more: true, retryAfterMs } satisfies ResumeAck);
      try {
        ack(await loadMissedEvents(app, data, lastEventId));
      } catch (err) {
        // Never "nothing missed" (the tab would believe it and lose what it missed): it asks again.
        app.log.warn({ err }, 'resume failed; the tab is told to ask again');
        ack({ events: [], more: true, retryAfterMs: RESUME_RETRY_MS } satisfies ResumeAck);
      }
    });
    presence.attach(socket);
  });

  // Client links of proposals and presentations: their own namespaces, admitted by token, not by cookie.
  const detachPublicLinks = namespaces.map((attach) => attach(io as unknown as Server));

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

  await listen?.firstListen(FIRST_LISTEN_WAIT_MS);

  return {
    io: io as unknown as Server,
    notReadyReason: () => (!listen || listen.listening() ? null : 'realtime fan-out is not listening to the database'),
    async close() {
      removeSink();
      for (const detach of detachPublicLinks) detach();
      removeSessionListener();
      removeSwitchListener();
      // Closing the transports (not a Socket.IO "server disconnect", which clients never retry)
      // lets every tab reconnect on its own to the next process and resume.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      listen?.close();
    },
  };
}
