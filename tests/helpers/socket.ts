import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';
import type { Profile } from '../../contracts/profile.js';
import type { ApiClient } from './client.js';
import { createEventCursor } from '../../ui/state/event-cursor.js';

export type TestSocket = {
  socket: Socket;
  events: EventEnvelope[];
  /** Resolves with the first received event matching `pred` (already received ones count). */
  waitFor(pred: (e: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  resume(lastEventId: number): Promise<ResumeAck>;
  close(): void;
};

/**
 * `headers`: further handshake headers (e.g. a browser's Origin); `transports`: websocket by default;
 * `resumeOnReconnect`: like a tab (ui/state/LiveSync.tsx), ask for what was missed after each
 * reconnection (implies `reconnection`) and receive it as events.
 */
export type SocketOptions = { headers?: Record<string, string>; transports?: Array<'websocket' | 'polling'>; reconnection?: boolean; resumeOnReconnect?: boolean };

export async function connectSocket(baseUrl: string, cookieHeader: string, opts: SocketOptions = {}): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: opts.transports ?? ['websocket'],
    extraHeaders: { cookie: cookieHeader, ...opts.headers },
    reconnection: opts.reconnection ?? opts.resumeOnReconnect ?? false,
    reconnectionDelay: 100,
    forceNew: true,
  });
  const events: EventEnvelope[] = [];
  const waiters: Array<{ pred: (e: EventEnvelope) => boolean; resolve: (e: EventEnvelope) => void }> = [];
  const receive = (e: EventEnvelope) => {
    events.push(e);
    for (const w of [...waiters]) if (w.pred(e)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(e);
    }
  };
  socket.on('event', receive);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  if (opts.resumeOnReconnect) {
    // The tab's own bookkeeping: each id once, and a resume that starts early enough (event-cursor.ts).
    const cursor = createEventCursor();
    for (const e of events) cursor.accept(e.id);
    socket.off('event', receive);
    socket.on('event', (e: EventEnvelope) => {
      if (e.id === 0 || cursor.accept(e.id)) receive(e);
    });
    socket.on('disconnect', () => cursor.markDisconnected());
    socket.io.on('reconnect', () => {
      const catchUp = async () => {
        let from = cursor.resumeFrom();
        for (;;) {
          const ack = (await socket.timeout(10_000).emitWithAck('resume', { lastEventId: from })) as ResumeAck;
          // Nothing sent (asked too often, or the server could not read the events now): ask again when it says.
          if (ack.retryAfterMs) {
            await new Promise((resolve) => setTimeout(resolve, ack.retryAfterMs));
            if (!socket.connected) return;
            continue;
          }
          for (const e of ack.events) if (cursor.accept(e.id)) receive(e);
          if (!ack.more || ack.events.length === 0) break;
          from = ack.events[ack.events.length - 1].id;
        }
        cursor.resumed();
      };
      catchUp().catch(() => undefined); // the socket dropped again: the next reconnect resumes
    });
  }
  return {
    socket,
    events,
    // Generous: the wait is there to catch an event that never comes, and a CI machine twice as
    // slow as a laptop took more than 10 s for a job's event behind others (stop 34's CI run).
    waitFor(pred, timeoutMs = 30_000) {
      const found = events.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const last = events.slice(-5).map((e) => e.type).join(', ') || 'none';
          reject(new Error(`timed out after ${timeoutMs} ms waiting for an event (${events.length} received; the last: ${last})`));
        }, timeoutMs);
        waiters.push({ pred, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    resume: (lastEventId) => socket.timeout(10_000).emitWithAck('resume', { lastEventId }) as Promise<ResumeAck>,
    close: () => socket.close(),
  };
}

type EventMatch = (e: EventEnvelope) => boolean;

/**
 * Asserts that `socket` received no event matching `unwanted` — without sleeping (a test that
 * sleeps and then finds nothing passes when delivery is merely slow). `barrier` causes a later
 * event that this socket does receive and returns its matcher; events reach one socket in the
 * order they were published, so an unwanted event published before the barrier would have
 * arrived before it. `since` skips events already received (a socket shared between tests).
 */
export async function expectNoEventBefore(
  socket: TestSocket,
  unwanted: EventMatch,
  barrier: () => Promise<EventMatch>,
  { since = 0, timeoutMs = 15_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<void> {
  const isBarrier = await barrier();
  const seen = await socket.waitFor((e) => socket.events.indexOf(e) >= since && isBarrier(e), timeoutMs);
  expect(socket.events.slice(since, socket.events.indexOf(seen)).filter(unwanted)).toEqual([]);
}

/**
 * A barrier for expectNoEventBefore: the client's user saves their profile again with a new
 * title, so each of that user's sockets gets a `profile.updated` (the rest stays as it was).
 */
export function profileBarrier(client: ApiClient): () => Promise<EventMatch> {
  return async () => {
    const current = await client.get('/api/profile');
    if (current.status !== 200) throw new Error(`profile barrier: GET /api/profile answered ${current.status}`);
    const { id: _id, avatarUrl: _avatar, updatedAt: _at, ...fields } = current.body.profile as Profile;
    const title = `barrier ${randomUUID().slice(0, 8)}`;
    const saved = await client.put('/api/profile', { ...fields, title });
    if (saved.status !== 200) throw new Error(`profile barrier: PUT /api/profile answered ${saved.status}`);
    return (e) => e.type === 'profile.updated' && (e as EventEnvelope<'profile.updated'>).payload.profile.title === title;
  };
}
