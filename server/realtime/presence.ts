import { eq, sql } from 'drizzle-orm';
import type { EventEnvelope } from '../../contracts/events.js';
import {
  presenceEditing,
  presenceSubject,
  presenceView,
  type PresenceAck,
  type PresenceSubject,
  type PresenceViewer,
} from '../../contracts/presence.js';
import type { AppContext } from '../context.js';
import { companies, presentations, proposals, users } from '../db/schema/index.js';
import type { GatewayServer, GatewaySocket, SocketData } from './socket-data.js';

/** The room of a record's viewers; the workspace is part of it, so a room never spans two. */
export const viewRoom = (workspaceId: string, s: PresenceSubject) => `view:${workspaceId}:${s.type}:${s.id}`;

const tables = { company: companies, proposal: proposals, presentation: presentations } as const;

/**
 * The viewer's name as it is now, and whether the record is in the socket's workspace (the id a
 * tab sends is never trusted): one round trip.
 */
async function viewerAndRecord(app: AppContext, who: { userId: string; workspaceId: string }, s: PresenceSubject) {
  const table = tables[s.type];
  const [row] = await app.db
    .select({
      fullName: users.fullName,
      found: sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${s.id} and ${table.workspaceId} = ${who.workspaceId})`,
    })
    .from(users)
    .where(eq(users.id, who.userId));
  return { fullName: row?.fullName ?? '', found: row?.found === true };
}

/**
 * One entry per person (five tabs are one avatar), editing when any of their tabs edits, named as
 * their latest view saw them (a rename shows from their next view on); by name.
 */
export function viewersOf(sockets: Array<{ data: Partial<SocketData> }>): PresenceViewer[] {
  const byUser = new Map<string, PresenceViewer & { at: number }>();
  for (const { data } of sockets) {
    if (!data.userId || !data.viewing) continue;
    const at = data.viewedAt ?? 0;
    const seen = byUser.get(data.userId);
    const editing = Boolean(data.editing) || Boolean(seen?.editing);
    if (!seen || at > seen.at) byUser.set(data.userId, { userId: data.userId, fullName: data.fullName ?? '', editing, at });
    else seen.editing = editing;
  }
  return [...byUser.values()]
    .map(({ at: _at, ...viewer }) => viewer)
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.userId.localeCompare(b.userId));
}

const answer = (ack: unknown, reply: PresenceAck) => {
  if (typeof ack === 'function') (ack as (r: PresenceAck) => void)(reply);
};
const OK: PresenceAck = { ok: true };
const invalid = (message: string): PresenceAck => ({ error: { code: 'validation_failed', message } });
const NOT_FOUND: PresenceAck = { error: { code: 'not_found', message: 'Record not found' } };
const NOT_VIEWING: PresenceAck = { error: { code: 'not_found', message: 'This tab is not viewing that record' } };
const READ_ONLY: PresenceAck = { error: { code: 'forbidden', message: 'Viewers cannot edit records' } };
const TOO_MANY: PresenceAck = { error: { code: 'rate_limited', message: 'Too many presence updates: wait a few seconds' } };

/** A tab says what it views a few times a minute; each message costs a query and a recount, so more are refused. */
export const PRESENCE_LIMIT = { messages: 20, windowMs: 5000 };

/**
 * Presence (docs/product.md#teams): who views which record, kept in nothing but the sockets
 * themselves — each viewing socket is in its record's view room and carries who it is and whether
 * it edits in `socket.data`. Each change (view, leave, editing, disconnect, which a workspace
 * switch or a removal causes) recomputes the room's list from `fetchSockets()`, which asks every
 * node through the adapter, and sends it as an ephemeral `presence.changed` to the room: nothing
 * is written to the database, and a restarted node holds no stale list.
 */
export function createPresence(app: AppContext, io: GatewayServer) {
  const multiNode = !app.database.embedded;
  // Per room on this node: one recount at a time, and changes during it make one more (not one each).
  const recounting = new Map<string, { again: boolean }>();

  const deliver = (room: string, envelope: EventEnvelope<'presence.changed'>) => {
    // This node's sockets at once and in order; the other nodes' through them (as session ends).
    io.local.to(room).emit('event', envelope);
    if (multiNode) io.serverSideEmit('presence:changed', room, envelope);
  };
  io.on('presence:changed', (room, envelope) => io.local.to(room).emit('event', envelope));

  const recount = (room: string, subject: PresenceSubject) => {
    const running = recounting.get(room);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    recounting.set(room, state);
    void (async () => {
      try {
        while (state.again) {
          state.again = false;
          const viewers = viewersOf(await io.in(room).fetchSockets());
          deliver(room, { id: 0, type: 'presence.changed', payload: { subject, viewers }, at: new Date().toISOString() });
        }
      } catch (err) {
        app.log.warn({ err, room }, 'presence recount failed');
      } finally {
        recounting.delete(room);
      }
    })();
  };

  const attach = (socket: GatewaySocket) => {
    const { data } = socket;
    // One message at a time per socket: a view checked slowly is never overtaken by a later one.
    let queue = Promise.resolve();
    let allowance = { start: 0, count: 0 };
    const serially = (work: (payload: unknown) => Promise<PresenceAck>) => (payload: unknown, ack: unknown) => {
      const at = Date.now();
      if (at - allowance.start >= PRESENCE_LIMIT.windowMs) allowance = { start: at, count: 0 };
      if (++allowance.count > PRESENCE_LIMIT.messages) return answer(ack, TOO_MANY);
      queue = queue.then(async () => {
        try {
          answer(ack, await work(payload));
        } catch (err) {
          app.log.warn({ err }, 'presence message failed');
          answer(ack, { error: { code: 'internal', message: 'Presence is unavailable' } });
        }
      });
    };
    const leaveCurrent = async () => {
      const current = data.viewing;
      if (!current) return;
      data.viewing = null;
      data.editing = false;
      const room = viewRoom(data.workspaceId, current);
      await socket.leave(room);
      recount(room, current);
    };
    const sameSubject = (a: PresenceSubject | null | undefined, b: PresenceSubject) => a?.type === b.type && a.id === b.id;

    socket.on(
      'presence:view',
      serially(async (payload) => {
        const parsed = presenceView.safeParse(payload);
        if (!parsed.success) return invalid('Send {type, id} of a company, proposal or presentation');
        const { editing = false, ...subject } = parsed.data;
        if (editing && data.role === 'viewer') return READ_ONLY;
        const { fullName, found } = await viewerAndRecord(app, data, subject);
        if (!found) return NOT_FOUND;
        data.fullName = fullName;
        data.viewedAt = Date.now();
        if (!socket.connected) return OK;
        if (!sameSubject(data.viewing, subject)) await leaveCurrent();
        data.viewing = subject;
        data.editing = editing;
        const room = viewRoom(data.workspaceId, subject);
        await socket.join(room);
        recount(room, subject);
        return OK;
      }),
    );

    socket.on(
      'presence:leave',
      serially(async (payload) => {
        // `{type, id}`: leave only that record (a page closing after the next one opened); nothing: whatever is viewed.
        if (payload !== undefined && payload !== null) {
          const parsed = presenceSubject.strict().safeParse(payload);
          if (!parsed.success) return invalid('Send {type, id} of the record to leave, or nothing');
          if (!sameSubject(data.viewing, parsed.data)) return OK;
        }
        await leaveCurrent();
        return OK;
      }),
    );

    socket.on(
      'presence:editing',
      serially(async (payload) => {
        const parsed = presenceEditing.safeParse(payload);
        if (!parsed.success) return invalid('Send {type, id, editing} of the record this tab views');
        const { editing, ...subject } = parsed.data;
        if (!sameSubject(data.viewing, subject)) return NOT_VIEWING;
        if (editing && data.role === 'viewer') return READ_ONLY;
        if (Boolean(data.editing) === editing) return OK;
        data.editing = editing;
        recount(viewRoom(data.workspaceId, subject), subject);
        return OK;
      }),
    );

    // Closed (tab gone, signed out, removed from the workspace, switched to another): the socket has
    // left its rooms by now, so the recount leaves it out.
    socket.on('disconnect', () => {
      if (data.viewing) recount(viewRoom(data.workspaceId, data.viewing), data.viewing);
    });
  };

  return { attach };
}
