import type { Server, Socket } from 'socket.io';
import type { EventEnvelope } from '../../contracts/events.js';
import type { PresenceSubject } from '../../contracts/presence.js';

/**
 * What a socket carries (set at the handshake; the presence fields once it views a record).
 * Other nodes read it too, through `fetchSockets()` over the adapter.
 */
export type SocketData = {
  userId: string;
  workspaceId: string;
  role: string;
  sessionId: string;
  exp: number;
  /** Presence: the record this tab shows, whether it edits it, and who viewed it as (name then, epoch ms). */
  viewing?: PresenceSubject | null;
  editing?: boolean;
  fullName?: string;
  viewedAt?: number;
};

/** Between web nodes. */
export type ServerSideEvents = {
  /** A session ended on one node; every node closes its sockets. */
  'session:ended': (sessionId: string, notice?: string) => void;
  'session:switched': (sessionId: string, workspaceId: string) => void;
  /** A presence list for a view room, for each node's own sockets in it. */
  'presence:changed': (room: string, envelope: EventEnvelope) => void;
};

/** What a tab sends; every argument is checked where it is handled, so it is typed unknown here. */
export type ClientEvents = {
  resume: (req: unknown, ack: unknown) => void;
  'presence:view': (payload: unknown, ack: unknown) => void;
  'presence:leave': (payload: unknown, ack: unknown) => void;
  'presence:editing': (payload: unknown, ack: unknown) => void;
};

/** What the server sends: every event on the one `event` channel. */
export type ServerEvents = { event: (envelope: EventEnvelope) => void };

export type GatewayServer = Server<ClientEvents, ServerEvents, ServerSideEvents, SocketData>;
export type GatewaySocket = Socket<ClientEvents, ServerEvents, ServerSideEvents, SocketData>;
