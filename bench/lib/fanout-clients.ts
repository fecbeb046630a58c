/**
 * The client side of bench/fanout.ts, in its own process so 1,000 sockets do not share the
 * server's event loop. Driven over IPC by the parent; times are epoch milliseconds with
 * sub-millisecond precision (performance.timeOrigin + performance.now()), comparable across
 * processes on one machine.
 */
import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';

export type ToClients =
  | { cmd: 'connect'; url: string; cookies: string[]; perCookie: number }
  | { cmd: 'close-all' }
  | { cmd: 'resume-prepare'; url: string; cookie: string }
  | { cmd: 'resume-drop' }
  | { cmd: 'resume-rejoin'; expected: number };

export type FromClients =
  | { type: 'connected'; count: number; ms: number }
  | { type: 'rep-done'; rep: number; times: number[] }
  | { type: 'closed' }
  | { type: 'resume-ready'; lastEventId: number }
  | { type: 'resume-dropped'; lastEventId: number }
  | { type: 'resume-result'; received: number; unique: number; inOrder: boolean; pcts: number[]; pages: number; ms: number; liveAfterResume: number }
  | { type: 'error'; message: string };

const now = () => performance.timeOrigin + performance.now();
const send = (m: FromClients) => process.send?.(m);

let sockets: Socket[] = [];
const arrivals = new Map<number, number[]>();

function openSocket(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(url: string, cookies: string[], perCookie: number) {
  const started = now();
  const wanted = cookies.flatMap((c) => Array.from({ length: perCookie }, () => c));
  const BATCH = 50;
  for (let i = 0; i < wanted.length; i += BATCH) {
    const batch = await Promise.all(wanted.slice(i, i + BATCH).map((c) => openSocket(url, c)));
    for (const s of batch) {
      s.on('event', (e: EventEnvelope) => {
        const at = now();
        if (e.type !== 'company.enrichment.progress') return;
        const p = e.payload as { step: string; pct: number };
        if (p.step !== 'fanout') return;
        let list = arrivals.get(p.pct);
        if (!list) arrivals.set(p.pct, (list = []));
        list.push(at);
        if (list.length === sockets.length) {
          send({ type: 'rep-done', rep: p.pct, times: list });
          arrivals.delete(p.pct);
        }
      });
    }
    sockets.push(...batch);
  }
  send({ type: 'connected', count: sockets.length, ms: now() - started });
}

// The resume scenario: one tab that goes away and comes back.
let resumeUrl = '';
let resumeCookie = '';
let resumeSocket: Socket | undefined;
let lastEventId = 0;

async function resumePrepare(url: string, cookie: string) {
  resumeUrl = url;
  resumeCookie = cookie;
  resumeSocket = await openSocket(url, cookie);
  const ack = (await resumeSocket.timeout(30_000).emitWithAck('resume', { lastEventId: -1 })) as ResumeAck;
  lastEventId = ack.head ?? 0;
  resumeSocket.on('event', (e: EventEnvelope) => (lastEventId = Math.max(lastEventId, e.id)));
  send({ type: 'resume-ready', lastEventId });
}

async function resumeRejoin(expected: number) {
  const started = now();
  const socket = await openSocket(resumeUrl, resumeCookie);
  const live: EventEnvelope[] = [];
  socket.on('event', (e: EventEnvelope) => live.push(e));
  const got: EventEnvelope[] = [];
  let cursor = lastEventId;
  let pages = 0;
  for (;;) {
    const ack = (await socket.timeout(60_000).emitWithAck('resume', { lastEventId: cursor })) as ResumeAck;
    pages += 1;
    got.push(...ack.events);
    if (ack.events.length) cursor = ack.events[ack.events.length - 1].id;
    if (!ack.more) break;
  }
  const ms = now() - started;
  const ids = got.map((e) => e.id);
  const pcts = got.map((e) => (e.payload as { pct: number }).pct);
  const inOrder = ids.every((id, i) => i === 0 || id > ids[i - 1]) && pcts.every((p, i) => p === i);
  send({ type: 'resume-result', received: got.length, unique: new Set(ids).size, inOrder: inOrder && got.length === expected, pcts: pcts.slice(0, 3), pages, ms, liveAfterResume: live.length });
  socket.close();
}

process.on('message', (m: ToClients) => {
  const run = async () => {
    switch (m.cmd) {
      case 'connect':
        return connectAll(m.url, m.cookies, m.perCookie);
      case 'close-all':
        for (const s of sockets) s.close();
        sockets = [];
        return send({ type: 'closed' });
      case 'resume-prepare':
        return resumePrepare(m.url, m.cookie);
      case 'resume-drop':
        resumeSocket?.close();
        return send({ type: 'resume-dropped', lastEventId });
      case 'resume-rejoin':
        return resumeRejoin(m.expected);
    }
  };
  run().catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? err.message : String(err) }));
});

process.on('disconnect', () => process.exit(0));
