import type { Namespace, Server, Socket } from 'socket.io';
import { LINK_CLOSED_MESSAGE, PUBLIC_LINK_CLOSED_EVENT } from '../../contracts/proposal-sharing.js';
import type { AppContext } from '../context.js';
import { originAllowed } from '../auth/origins.js';
import type { Delivery } from '../events/bus.js';

/** A live share found by its token: the share's id, the shared record's id and when it expires. */
export type LiveLink = { shareId: string; subjectId: string; expiresAt: Date | null };

/** Whether one more socket may open on a live link (by its share's id): false past the links' rate limit. */
export type SocketAllowance = (shareId: string) => Promise<boolean>;

/** What one kind of client link (a proposal's, a presentation's) needs from the shared channel. */
export type PublicLinkKind<View> = {
  /** Socket.IO namespace, e.g. `/public-proposals`. */
  namespace: string;
  /** The event carrying the client's fresh view. */
  viewEvent: string;
  /** Names the view in the event (`{ proposal: view }`). */
  viewKey: string;
  findLive(token: string): Promise<LiveLink | null>;
  /** The ids of the subject's shares that are live now. */
  liveShareIds(subjectId: string): Promise<Set<string>>;
  /** What the client sees now, or null when the record is gone. */
  viewOf(subjectId: string): Promise<View | null>;
  /** Of the subjects with open views (`open`), those a batch of committed events may have changed. */
  subjectsOf(deliveries: readonly Delivery[], open: readonly string[]): string[] | Promise<string[]>;
  /** Of the subjects with open views (`open`), those of these workspaces (their branding changed: every view shows it). */
  openOfWorkspaces(workspaceIds: readonly string[], open: readonly string[]): Promise<string[]>;
  /** The links' socket limit (server/proposals/public/limits.ts), handed in by the composition root. */
  allowSocket: SocketAllowance;
};

type LinkSocketData = { shareId: string; subjectId: string };

/** Events after which every client page of the workspace shows its branding again (name, colours, logo). */
const BRANDING_EVENTS: ReadonlySet<string> = new Set(['branding.updated', 'branding.logo.updated']);

const ROOM_PREFIX = 'link:';
const roomOf = (subjectId: string) => `${ROOM_PREFIX}${subjectId}`;
/** Longest a timer may wait (setTimeout's limit); a link expiring later is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A client link's live channel: a Socket.IO namespace where a socket is admitted with a live
 * token (in the handshake's `auth.token`) from an allowed origin, rate limited per link, joins
 * only its record's room, and can send nothing. Every committed change of that record sends the
 * client's view again; a revoked or expired link is told so and disconnected. (Single-node: another
 * web node's changes reach these sockets when a later change happens here or on reload.)
 */
export function attachPublicLinks<View>(app: AppContext, io: Server, kind: PublicLinkKind<View>): () => void {
  const nsp: Namespace = io.of(kind.namespace);
  const allowedOrigins = [app.config.appOrigin, ...app.config.extraOrigins];

  nsp.use((socket, next) => {
    const admit = async () => {
      if (!originAllowed(socket.handshake.headers, allowedOrigins)) return new Error('forbidden origin');
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string') return new Error('link closed');
      const link = await kind.findLive(token);
      if (!link) return new Error('link closed');
      if (!(await kind.allowSocket(link.shareId))) return new Error('rate limited');
      socket.data = { shareId: link.shareId, subjectId: link.subjectId } satisfies LinkSocketData;
      scheduleExpiry(socket, link);
      return undefined;
    };
    admit().then(
      (refusal) => next(refusal),
      (err: unknown) => {
        app.log.warn({ err, namespace: kind.namespace }, 'public link socket handshake failed');
        next(new Error('unavailable'));
      },
    );
  });

  const close = (socket: Socket) => {
    socket.emit(PUBLIC_LINK_CLOSED_EVENT, { message: LINK_CLOSED_MESSAGE });
    socket.disconnect(true);
  };

  nsp.on('connection', (socket: Socket) => {
    void socket.join(roomOf((socket.data as LinkSocketData).subjectId));
    // Nothing is accepted from a client socket: every client action goes through the HTTP API.
    socket.onAny(() => undefined);
  });

  function scheduleExpiry(socket: Socket, link: LiveLink) {
    if (!link.expiresAt) return;
    const timer = setTimeout(() => void recheck(link.subjectId), Math.min(MAX_TIMER_MS, Math.max(0, link.expiresAt.getTime() - Date.now() + 50)));
    socket.on('disconnect', () => clearTimeout(timer));
  }

  /** Sends the record's open views what they show now, and closes those whose link is gone. */
  async function recheck(subjectId: string) {
    const sockets = [...nsp.sockets.values()].filter((s) => (s.data as LinkSocketData).subjectId === subjectId);
    if (sockets.length === 0) return;
    const live = await kind.liveShareIds(subjectId);
    const view = live.size > 0 ? await kind.viewOf(subjectId) : null;
    for (const socket of sockets) {
      if (!view || !live.has((socket.data as LinkSocketData).shareId)) close(socket);
      else socket.emit(kind.viewEvent, { [kind.viewKey]: view });
    }
  }

  return app.bus.addSink((deliveries) => {
    const open = [...nsp.adapter.rooms.keys()].filter((room) => room.startsWith(ROOM_PREFIX)).map((room) => room.slice(ROOM_PREFIX.length));
    if (open.length === 0) return;
    const rebranded = [...new Set(deliveries.flatMap((d) => (BRANDING_EVENTS.has(d.envelope.type) && d.workspaceId ? [d.workspaceId] : [])))];
    const refresh = async () => {
      const changed = [...(await kind.subjectsOf(deliveries, open)), ...(rebranded.length ? await kind.openOfWorkspaces(rebranded, open) : [])];
      for (const id of new Set(changed)) {
        if (open.includes(id)) await recheck(id).catch((err: unknown) => app.log.warn({ err, subjectId: id, namespace: kind.namespace }, 'public link refresh failed'));
      }
    };
    refresh().catch((err: unknown) => app.log.warn({ err, namespace: kind.namespace }, 'public link refresh failed'));
  });
}
