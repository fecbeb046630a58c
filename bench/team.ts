import { loadavg } from 'node:os';
import { inArray } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope } from '../contracts/events.js';
import type { PresenceViewer } from '../contracts/presence.js';
import { users, workspaceMembers } from '../server/db/schema/index.js';
import { benchLogin, benchUser, startBenchServer } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';

const TEAMMATES = 20;
const TABS = 5;
const REPS = Number(process.env.BENCH_TEAM_REPS ?? 30);
const CHANGE_TARGET_P95_MS = 100;
const PRESENCE_TARGET_P95_MS = 150;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Tab = { userId: string; socket: Socket };

function openTab(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with each tab's arrival time (epoch ms) of the first event matching `match`. */
function arrivals(tabs: Tab[], match: (e: EventEnvelope) => boolean, timeoutMs = 30_000): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const cleanups: Array<() => void> = [];
    const timer = setTimeout(() => {
      cleanups.forEach((c) => c());
      reject(new Error(`only ${times.length} of ${tabs.length} tabs got the event`));
    }, timeoutMs);
    for (const { socket } of tabs) {
      const onEvent = (e: EventEnvelope) => {
        if (!match(e)) return;
        times.push(now());
        socket.off('event', onEvent);
        if (times.length === tabs.length) {
          clearTimeout(timer);
          cleanups.forEach((c) => c());
          resolve(times);
        }
      };
      socket.on('event', onEvent);
      cleanups.push(() => socket.off('event', onEvent));
    }
  });
}

const summary = (xs: number[]) => {
  const s = sortNumbers(xs);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] };
};

/**
 * docs/product.md#teams: a team of TEAMMATES people with TABS tabs each, all in one workspace.
 * (1) One person saves a company (PATCH over HTTP): the time until every tab has the
 * `company.updated`. (2) All tabs view that company; one tab opens or closes an edit
 * (`presence:editing`): the time until every tab of the other people has the `presence.changed`
 * that says so.
 */
export async function run(log: (line: string) => void = console.log): Promise<string> {
  const server = await startBenchServer();
  const tabs: Tab[] = [];
  try {
    const owner = await benchUser(server.url, 'Team Owner');
    const others = await Promise.all(Array.from({ length: TEAMMATES - 1 }, (_, i) => benchUser(server.url, `Teammate ${String(i + 1).padStart(2, '0')}`)));
    await server.app.db
      .update(users)
      .set({ workspaceId: owner.workspaceId })
      .where(inArray(users.id, others.map((o) => o.userId)));
    await server.app.db.insert(workspaceMembers).values(others.map((o) => ({ workspaceId: owner.workspaceId, userId: o.userId, role: 'member' })));
    const people = [
      { userId: owner.userId, cookie: owner.cookie },
      ...(await Promise.all(others.map(async (o) => ({ userId: o.userId, cookie: (await benchLogin(server.url, o.email, o.password)).cookie })))),
    ];
    const created = await fetch(`${server.url}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ name: 'Team Bench Co', domain: 'team-bench.example' }),
    });
    if (created.status !== 201) throw new Error(`company: ${created.status} ${await created.text()}`);
    const companyId = ((await created.json()) as { company: { id: string } }).company.id;

    for (const p of people) for (let t = 0; t < TABS; t++) tabs.push({ userId: p.userId, socket: await openTab(server.url, p.cookie) });
    log(`team: ${people.length} people × ${TABS} tabs = ${tabs.length} sockets`);

    // (1) One change, every tab.
    const change: number[] = [];
    const changeRows: Array<Array<string | number>> = [];
    for (let rep = 0; rep <= REPS; rep++) {
      const who = people[rep % people.length];
      const notes = `bench note ${rep}`;
      const got = arrivals(tabs, (e) => e.type === 'company.updated' && (e as EventEnvelope<'company.updated'>).payload.company.notes === notes);
      const t0 = now();
      const res = await fetch(`${server.url}/api/companies/${companyId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: who.cookie },
        body: JSON.stringify({ notes }),
      });
      if (res.status !== 200) throw new Error(`PATCH: ${res.status} ${await res.text()}`);
      const lat = (await got).map((t) => t - t0);
      if (rep > 0) {
        change.push(...lat);
        const s = summary(lat);
        changeRows.push([rep, fmt(s.p50), fmt(s.p95), fmt(s.max)]);
      }
      await sleep(100);
    }
    const c = summary(change);
    log(`team: change → every tab, ${c.n} deliveries: p50 ${fmt(c.p50)} ms, p95 ${fmt(c.p95)} ms, max ${fmt(c.max)} ms`);

    // (2) Everyone views the company: the time until every tab lists all the people.
    const everyone = (e: EventEnvelope) => e.type === 'presence.changed' && (e as EventEnvelope<'presence.changed'>).payload.viewers.length === people.length;
    const allListed = arrivals(tabs, everyone);
    const joinStarted = now();
    for (const { socket } of tabs) socket.emit('presence:view', { type: 'company', id: companyId });
    const joinMs = Math.max(...(await allListed)) - joinStarted;
    log(`team: ${tabs.length} tabs viewing; every tab listed all ${people.length} people after ${fmt(joinMs)} ms`);
    await sleep(300);

    // One tab opens or closes an edit; every tab of the other people hears it.
    const presence: number[] = [];
    const presenceRows: Array<Array<string | number>> = [];
    for (let rep = 0; rep <= REPS * 2; rep++) {
      const editor = tabs[(Math.floor(rep / 2) * TABS) % tabs.length];
      const editing = rep % 2 === 0;
      const watchers = tabs.filter((t) => t.userId !== editor.userId);
      const got = arrivals(watchers, (e) => {
        if (e.type !== 'presence.changed') return false;
        const me = (e as EventEnvelope<'presence.changed'>).payload.viewers.find((v: PresenceViewer) => v.userId === editor.userId);
        return me?.editing === editing;
      });
      const t0 = now();
      editor.socket.emit('presence:editing', { type: 'company', id: companyId, editing });
      const lat = (await got).map((t) => t - t0);
      if (rep > 0) {
        presence.push(...lat);
        const s = summary(lat);
        presenceRows.push([rep, editing ? 'opens' : 'closes', fmt(s.p50), fmt(s.p95), fmt(s.max)]);
      }
      await sleep(100);
    }
    const p = summary(presence);
    log(`team: presence → other viewers, ${p.n} deliveries: p50 ${fmt(p.p50)} ms, p95 ${fmt(p.p95)} ms, max ${fmt(p.max)} ms`);

    return [
      `## A team: ${TEAMMATES} teammates × ${TABS} tabs, one change and one presence update`,
      '',
      `Measured ${machineLine(machine())}, shared with other jobs while measuring (load average ${fmt(loadavg()[0])}). The server (embedded PGlite in memory, \`LOG_LEVEL=silent\`) and the`,
      `${tabs.length} socket.io-client sockets (websocket) run in the benchmark process, so each figure includes the`,
      `clients parsing every frame on the server's own thread. ${TEAMMATES} people of one workspace with ${TABS} tabs each.`,
      '',
      `**One change.** A teammate (each in turn) saves the company's notes with \`PATCH /api/companies/:id\`; measured`,
      'from sending the request (HTTP, validation, the transaction with its outbox row, fan-out) to each tab\'s',
      `\`company.updated\`. ${REPS} saves after one warm-up, ${c.n} deliveries.`,
      '',
      `**Presence.** All ${tabs.length} tabs view the company (\`presence:view\`; every tab listed all ${people.length} people`,
      `${fmt(joinMs)} ms after the first view was sent). Then one tab opens, then closes, an edit (\`presence:editing\`):`,
      `measured from the emit to each of the other people's ${tabs.length - TABS} tabs receiving the \`presence.changed\` that shows it`,
      `(the server recounts the room with \`fetchSockets()\`; with one node it answers from this process — with several it also asks the`,
      `others through the PostgreSQL adapter, which this does not measure). ${REPS * 2} updates after one warm-up, ${p.n} deliveries.`,
      '',
      table(
        ['what', 'deliveries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        [
          ['change → every tab', c.n, fmt(c.p50), fmt(c.p95), fmt(c.p99), fmt(c.max)],
          ['presence → other viewers', p.n, fmt(p.p50), fmt(p.p95), fmt(p.p99), fmt(p.max)],
        ],
      ),
      '',
      table(
        ['target', 'measured', 'met'],
        [
          [`change p95 < ${CHANGE_TARGET_P95_MS} ms`, `${fmt(c.p95)} ms`, pass(c.p95 < CHANGE_TARGET_P95_MS)],
          [`presence p95 < ${PRESENCE_TARGET_P95_MS} ms`, `${fmt(p.p95)} ms`, pass(p.p95 < PRESENCE_TARGET_P95_MS)],
        ],
      ),
      '',
      '<details><summary>Per save (ms)</summary>',
      '',
      table(['save', 'p50', 'p95', 'max'], changeRows),
      '',
      '</details>',
      '',
      '<details><summary>Per presence update (ms)</summary>',
      '',
      table(['update', 'edit', 'p50', 'p95', 'max'], presenceRows),
      '',
      '</details>',
    ].join('\n');
  } finally {
    for (const t of tabs) t.socket.close();
    await server.close();
  }
}
