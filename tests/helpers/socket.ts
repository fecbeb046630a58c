import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';

export type TestSocket = {
  socket: Socket;
  events: EventEnvelope[];
  /** Resolves with the first received event matching `pred` (already received ones count). */
  waitFor(pred: (e: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  resume(lastEventId: number): Promise<ResumeAck>;
  close(): void;
};

/** `headers`: further handshake headers (e.g. a browser's Origin); `transports`: websocket by default. */
export type SocketOptions = { headers?: Record<string, string>; transports?: Array<'websocket' | 'polling'>; reconnection?: boolean };

export async function connectSocket(baseUrl: string, cookieHeader: string, opts: SocketOptions = {}): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: opts.transports ?? ['websocket'],
    extraHeaders: { cookie: cookieHeader, ...opts.headers },
    reconnection: opts.reconnection ?? false,
    reconnectionDelay: 100,
    forceNew: true,
  });
  const events: EventEnvelope[] = [];
  const waiters: Array<{ pred: (e: EventEnvelope) => boolean; resolve: (e: EventEnvelope) => void }> = [];
  socket.on('event', (e: EventEnvelope) => {
    events.push(e);
    for (const w of [...waiters]) if (w.pred(e)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(e);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return {
    socket,
    events,
    waitFor(pred, timeoutMs = 10_000) {
      const found = events.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for event')), timeoutMs);
        waiters.push({ pred, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    resume: (lastEventId) => socket.timeout(10_000).emitWithAck('resume', { lastEventId }) as Promise<ResumeAck>,
    close: () => socket.close(),
  };
}
