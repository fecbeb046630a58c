import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { users, workspaceMembers } from '../server/db/schema/index.js';
import { publishNow } from '../server/events/outbox.js';
import type { FromClients, ToClients } from './lib/fanout-clients.js';
import { benchLogin, benchUser, getGc, startBenchServer } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';

const USERS = 10;
const SOCKETS_PER_USER = 100;
const REPS = Number(process.env.BENCH_FANOUT_REPS ?? 20);
const RESUME_EVENTS = 1000;
const TARGET_P95_MS = 100;
/** Client processes sharing the sockets (real clients are on other machines; one process would serialise them all). */
const CLIENT_PROCESSES = Number(process.env.BENCH_FANOUT_CLIENT_PROCESSES ?? 2);
const TARGET_P99_MS = 200;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The child process holding the sockets, with "wait for the next message of this kind". */
class Clients {
  private child: ChildProcess;
  private waiters: Array<{ match: (m: FromClients) => boolean; resolve: (m: FromClients) => void }> = [];
  private failed: Error | undefined;

  constructor() {
    const file = fileURLToPath(new URL('./lib/fanout-clients.ts', import.meta.url));
    this.child = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: FromClients) => {
      if (m.type === 'error') this.failed = new Error(`client process: ${m.message}`);
      for (const w of [...this.waiters]) {
        if (m.type === 'error' || w.match(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
  }

  next<T extends FromClients['type']>(type: T, match: (m: Extract<FromClients, { type: T }>) => boolean = () => true, timeoutMs = 60_000) {
    return new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
      this.waiters.push({
        match: (m) => m.type === type && match(m as Extract<FromClients, { type: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          if (m.type === 'error') reject(this.failed);
          else resolve(m as Extract<FromClients, { type: T }>);
        },
      });
    });
  }

  send(m: ToClients) {
    this.child.send(m);
  }

  stop() {
    this.child.kill();
  }
}

export async function run(log: (line: string) => void = console.log): Promise<string> {
  const server = await startBenchServer();
  const gc = await getGc();
  const pool = Array.from({ length: CLIENT_PROCESSES }, () => new Clients());
  const clients = pool[0];
  try {
    // One workspace with USERS people in it (the first registers; the others are moved in).
    const owner = await benchUser(server.url, 'Fanout Owner');
    const others = await Promise.all(Array.from({ length: USERS - 1 }, (_, i) => benchUser(server.url, `Fanout Member ${i + 1}`)));
    await server.app.db
      .update(users)
      .set({ workspaceId: owner.workspaceId })
      .where(inArray(users.id, others.map((o) => o.userId)));
    await server.app.db.insert(workspaceMembers).values(others.map((o) => ({ workspaceId: owner.workspaceId, userId: o.userId, role: 'member' })));
    const cookies = [owner.cookie, ...(await Promise.all(others.map((o) => benchLogin(server.url, o.email, o.password)))).map((s) => s.cookie)];
    const [check] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.workspaceId, owner.workspaceId));
    if (!check) throw new Error('workspace setup failed');

    // Heap of the idle server before and after 1,000 sockets.
    gc();
    gc();
    await sleep(200);
    const heapBefore = process.memoryUsage().heapUsed;
    log(`fanout: connecting ${USERS * SOCKETS_PER_USER} sockets…`);
    const connectStarted = now();
    const connected = await Promise.all(
      pool.map((c, i) => {
        const reply = c.next('connected', undefined, 180_000);
        c.send({ cmd: 'connect', url: server.url, cookies: cookies.filter((_, k) => k % pool.length === i), perCookie: SOCKETS_PER_USER });
        return reply;
      }),
    );
    const count = connected.reduce((sum, m) => sum + m.count, 0);
    const connectMs = now() - connectStarted;
    if (count !== USERS * SOCKETS_PER_USER) throw new Error(`only ${count} sockets connected`);
    await sleep(1000);
    gc();
    gc();
    await sleep(200);
    const heapAfter = process.memoryUsage().heapUsed;
    const heapPerSocket = (heapAfter - heapBefore) / count;
    log(`fanout: ${count} sockets in ${fmt(connectMs / 1000)} s, heap +${fmt((heapAfter - heapBefore) / 2 ** 20)} MiB (${fmt(heapPerSocket / 1024)} KiB per socket)`);

    // One event to the workspace, REPS times (plus one warm-up).
    const latencies: number[] = [];
    const repRows: Array<Array<string | number>> = [];
    for (let rep = 0; rep <= REPS; rep++) {
      const done = Promise.all(pool.map((c) => c.next('rep-done', (m) => m.rep === rep, 30_000))).then((parts) => ({ times: parts.flatMap((p) => p.times) }));
      const t0 = now();
      await publishNow(server.app, {
        type: 'company.enrichment.progress',
        workspaceId: owner.workspaceId,
        payload: { companyId: 'bench-fanout', step: 'fanout', pct: rep },
      });
      const { times } = await done;
      const lat = sortNumbers(times.map((t) => t - t0));
      if (rep > 0) {
        latencies.push(...lat);
        repRows.push([rep, fmt(lat[0]), fmt(percentile(lat, 50)), fmt(percentile(lat, 95)), fmt(percentile(lat, 99)), fmt(lat[lat.length - 1])]);
      }
      await sleep(200);
    }
    const all = sortNumbers(latencies);
    const p50 = percentile(all, 50);
    const p95 = percentile(all, 95);
    const p99 = percentile(all, 99);
    const max = all[all.length - 1];
    log(`fanout: ${REPS} × ${count} deliveries: p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms, p99 ${fmt(p99)} ms, max ${fmt(max)} ms`);

    await Promise.all(
      pool.map((c) => {
        const closed = c.next('closed');
        c.send({ cmd: 'close-all' });
        return closed;
      }),
    );

    // A tab away while 1,000 events happen (interleaved with 1,000 for another workspace).
    const away = await benchUser(server.url, 'Resume Tab');
    const noise = await benchUser(server.url, 'Someone Else');
    const ready = clients.next('resume-ready');
    clients.send({ cmd: 'resume-prepare', url: server.url, cookie: away.cookie });
    await ready;
    const dropped = clients.next('resume-dropped');
    clients.send({ cmd: 'resume-drop' });
    await dropped;
    log(`fanout: one socket away; publishing ${RESUME_EVENTS} events (+${RESUME_EVENTS} for another workspace)…`);
    const publishStarted = now();
    for (let i = 0; i < RESUME_EVENTS; i++) {
      await publishNow(server.app, { type: 'company.enrichment.progress', workspaceId: away.workspaceId, payload: { companyId: 'bench-resume', step: 'resume', pct: i } });
      await publishNow(server.app, { type: 'company.enrichment.progress', workspaceId: noise.workspaceId, payload: { companyId: 'noise', step: 'noise', pct: i } });
    }
    const publishMs = now() - publishStarted;
    const resumed = clients.next('resume-result', undefined, 120_000);
    clients.send({ cmd: 'resume-rejoin', expected: RESUME_EVENTS });
    const result = await resumed;
    const exact = result.received === RESUME_EVENTS && result.unique === RESUME_EVENTS && result.inOrder;
    log(`fanout: resume returned ${result.received} events (${result.unique} unique, in order: ${result.inOrder}) in ${result.pages} page(s), ${fmt(result.ms)} ms`);

    return [
      '## Fan-out of one event to 1,000 sockets, and resume after 1,000 missed events',
      '',
      `Measured ${machineLine(machine())}. The server (embedded PGlite in memory, \`LOG_LEVEL=silent\`) runs in`,
      `the benchmark process; ${count} socket.io-client sockets (websocket transport) run in ${CLIENT_PROCESSES} child process(es):`,
      `${USERS} users of one workspace × ${SOCKETS_PER_USER} sockets each. Each repetition publishes one`,
      '`company.enrichment.progress` event to the workspace with `publishNow` (outbox insert, then fan-out)',
      'and measures, per socket, the time from the publish call to the socket\'s `event` handler, in epoch',
      `milliseconds, comparable across the processes. ${REPS} repetitions after one warm-up, ${latencies.length} deliveries in all.`,
      `Client-side handling is included: each client process parses its ${count / CLIENT_PROCESSES} frames on one thread.`,
      '',
      table(
        ['deliveries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        [[latencies.length, fmt(p50), fmt(p95), fmt(p99), fmt(max)]],
      ),
      '',
      table(
        ['target', 'measured', 'met'],
        [
          [`p95 < ${TARGET_P95_MS} ms`, `${fmt(p95)} ms`, pass(p95 < TARGET_P95_MS)],
          [`p99 < ${TARGET_P99_MS} ms`, `${fmt(p99)} ms`, pass(p99 < TARGET_P99_MS)],
        ],
      ),
      '',
      `Connecting ${count} sockets (50 at a time per client process) took ${fmt(connectMs / 1000)} s. Server heap per idle socket:`,
      `**${fmt(heapPerSocket / 1024)} KiB** (heapUsed after − before connecting, after a forced GC, ÷ ${count}).`,
      '',
      '<details><summary>Per repetition (ms)</summary>',
      '',
      table(['rep', 'min', 'p50', 'p95', 'p99', 'max'], repRows),
      '',
      '</details>',
      '',
      `**Resume.** One socket disconnected; ${RESUME_EVENTS} events were published to its workspace, interleaved with`,
      `${RESUME_EVENTS} for another workspace (${fmt(publishMs / 1000)} s for the ${2 * RESUME_EVENTS} outbox inserts). A new socket with the same`,
      'cookie sent `resume {lastEventId}` with the last id the old one had seen, paging while `more` was true:',
      '',
      table(
        ['events back', 'distinct', 'in order, none missing', 'pages', 'time ms', 'all 1,000 exactly once, in order'],
        [[result.received, result.unique, result.inOrder ? 'yes' : 'no', result.pages, fmt(result.ms), pass(exact)]],
      ),
    ].join('\n');
  } finally {
    for (const c of pool) c.stop();
    await server.close();
  }
}
