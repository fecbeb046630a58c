import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Koa from 'koa';
import Router from '@koa/router';
import { load, type LoadResult } from './lib/load.js';
import { benchUser, startBenchServer } from './lib/server.js';
import { fmt, pass, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';
import { API_SECURITY_HEADERS } from '../server/http/security-headers.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 20;
const ROUNDS = 5;

const SMALL_BODY = {
  user: { id: '00000000-0000-4000-8000-000000000000', email: 'bare@example.com', fullName: 'Bare Koa', workspaceId: '00000000-0000-4000-8000-000000000001', role: 'owner', avatarUrl: null },
};

/** The headers every API response carries besides Koa's own: the security set and the compression check's Vary. */
const API_RESPONSE_HEADERS: Record<string, string> = { ...API_SECURITY_HEADERS, Vary: 'Accept-Encoding' };

/**
 * The yardsticks, in the same process: a bare Koa route (Koa + @koa/router, one GET route that
 * returns a small JSON body, nothing else), for reference Koa with a single middleware, and the
 * bare route sending the response headers every API response carries (what those bytes cost).
 */
async function startBareKoa(): Promise<{ routeUrl: string; middlewareUrl: string; headersUrl: string; servers: Server[] }> {
  const listen = async (koa: Koa) => {
    const handle = koa.callback();
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const routed = new Koa();
  const router = new Router();
  router.get('/bare', (ctx) => {
    ctx.body = SMALL_BODY;
  });
  router.get('/bare-with-headers', (ctx) => {
    for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) ctx.res.setHeader(name, value);
    ctx.body = SMALL_BODY;
  });
  routed.use(router.routes());
  const plain = new Koa();
  plain.use((ctx) => {
    ctx.body = SMALL_BODY;
  });
  const a = await listen(routed);
  const b = await listen(plain);
  return { routeUrl: `${a.base}/bare`, middlewareUrl: `${b.base}/`, headersUrl: `${a.base}/bare-with-headers`, servers: [a.server, b.server] };
}

export async function run(log: (line: string) => void = console.log): Promise<string> {
  const app = await startBenchServer({ production: true });
  const bare = await startBareKoa();
  try {
    const { cookie } = await benchUser(app.url, 'Me Bench');
    const meUrl = `${app.url}/api/auth/me`;
    const check = await fetch(meUrl, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`/api/auth/me answered ${check.status}`);

    log(`auth-me: warming up…`);
    await load(meUrl, { connections: CONNECTIONS, seconds: 2, headers: { cookie } });
    await load(bare.routeUrl, { connections: CONNECTIONS, seconds: 2 });
    await load(bare.middlewareUrl, { connections: CONNECTIONS, seconds: 2 });
    await load(bare.headersUrl, { connections: CONNECTIONS, seconds: 2 });

    // Short alternating rounds, so a noisy neighbour affects every target alike.
    // All three targets live in this process, so the CPU time it spends during a run, per request
    // served, is that target's cost — a figure other processes on the machine barely move.
    type Run = LoadResult & { cpuUs: number };
    const measure = async (url: string, headers?: Record<string, string>): Promise<Run> => {
      const before = process.cpuUsage();
      const result = await load(url, { connections: CONNECTIONS, seconds: slice, headers });
      const used = process.cpuUsage(before);
      return { ...result, cpuUs: (used.user + used.system) / Math.max(1, result.requests.total) };
    };
    const base: Run[] = [];
    const plain: Run[] = [];
    const me: Run[] = [];
    const headed: Run[] = [];
    const slice = SECONDS / ROUNDS;
    for (let round = 1; round <= ROUNDS; round++) {
      log(`auth-me: round ${round}/${ROUNDS}: bare Koa route, Koa with one middleware, GET /api/auth/me, bare route with the API headers, ${CONNECTIONS} connections × ${slice} s each…`);
      base.push(await measure(bare.routeUrl));
      plain.push(await measure(bare.middlewareUrl));
      me.push(await measure(meUrl, { cookie }));
      headed.push(await measure(bare.headersUrl));
    }
    const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + r.requests.average, 0) / rs.length;
    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    // Each round's targets ran back to back, so a round's ratio compares like with like; the
    // median of the rounds' ratios is what a noisy neighbour moves least.
    const ratios = me.map((r, i) => r.requests.average / base[i].requests.average);
    const plainRatios = me.map((r, i) => r.requests.average / plain[i].requests.average);
    const ratio = median(ratios);
    const meP99 = median(me.map((r) => r.latency.p99));
    const worst = (rs: LoadResult[], pick: (r: LoadResult) => number) => Math.max(...rs.map(pick));
    const cpu = (rs: Run[]) => median(rs.map((r) => r.cpuUs));
    const cpuRatio = cpu(base) / cpu(me);
    const summary = (name: string, rs: Run[]) => [
      name,
      Math.round(mean(rs)),
      fmt(cpu(rs)),
      rs.reduce((sum, r) => sum + r.requests.total, 0),
      median(rs.map((r) => r.latency.p50)),
      median(rs.map((r) => r.latency.p90)),
      median(rs.map((r) => r.latency.p99)),
      worst(rs, (r) => r.latency.p99),
      worst(rs, (r) => r.latency.max),
      rs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    ];
    const rows = [summary('bare Koa route', base), summary('Koa, one middleware', plain), summary('GET /api/auth/me', me), summary('bare Koa route + the API response headers', headed)];
    const headedRatio = median(me.map((r, i) => r.requests.average / headed[i].requests.average));
    const roundRows = base.map((b, i) => [
      i + 1,
      `${Math.round(b.requests.average)} (${fmt(b.cpuUs)} µs)`,
      `${Math.round(plain[i].requests.average)} (${fmt(plain[i].cpuUs)} µs)`,
      `${Math.round(me[i].requests.average)} (${fmt(me[i].cpuUs)} µs)`,
      fmt(ratios[i], 2),
      me[i].latency.p99,
    ]);
    log(`auth-me: /me ${Math.round(mean(me))} req/s, bare route ${Math.round(mean(base))} req/s, one middleware ${Math.round(mean(plain))} req/s, ratio ${fmt(ratio, 2)} (CPU ${fmt(cpu(me))} vs ${fmt(cpu(base))} µs/request: ${fmt(cpuRatio, 2)}), /me p99 ${meP99} ms`);
    const load1 = os.loadavg()[0];
    return [
      '## GET /api/auth/me against a bare Koa route',
      '',
      `Measured ${machineLine(machine())} (1-minute load average at the end: ${fmt(load1, 2)}). One process holds`,
      'the SwagScout server as deployed (`NODE_ENV=production`, so responses are not checked against their schemas as in',
      'development and tests; embedded PGlite in memory, `LOG_LEVEL=silent`), a bare Koa route (Koa and',
      '@koa/router, one GET route returning a small JSON body, no other middleware) and, for reference, Koa',
      `with a single middleware returning the same body. autocannon runs in a separate process with ${CONNECTIONS}`,
      `connections, ${SECONDS} s per target in ${ROUNDS} alternating rounds, after a 2 s warm-up of each. \`/api/auth/me\` carries a valid`,
      'access cookie and goes through the whole stack: request log, error envelope, security headers, compression check,',
      'origin/content-type guards, body parser, text guard, health paths, router, access-token check (verified tokens are',
      'remembered until they expire), session still live and membership role (each kept 5 s per process, concurrent misses',
      'sharing one query, dropped at once when this process ends the session or changes the membership), the permission',
      'and the user row (kept 5 s per process, dropped at once on `profile.updated`).',
      '',
      table(['target', 'req/s (mean)', 'CPU µs/request (median)', 'requests', 'p50 ms', 'p90 ms', 'p99 ms (median)', 'p99 ms (worst round)', 'max ms', 'non-2xx/errors'], rows),
      '',
      '<details><summary>Per round</summary>',
      '',
      table(['round', 'bare route req/s (CPU/req)', 'one middleware req/s (CPU/req)', '/me req/s (CPU/req)', 'ratio', '/me p99 ms'], roundRows),
      '',
      '</details>',
      '',
      table(
        ['target', 'measured', 'met'],
        [
          [`throughput ratio ≥ ${TARGET_RATIO}`, `${fmt(ratio, 2)} (median of ${ROUNDS} rounds; means ${Math.round(mean(me))} / ${Math.round(mean(base))} req/s)`, pass(ratio >= TARGET_RATIO)],
          [`same, from CPU cost per request`, `${fmt(cpuRatio, 2)} (${fmt(cpu(base))} / ${fmt(cpu(me))} µs)`, pass(cpuRatio >= TARGET_RATIO)],
          [`p99 < ${TARGET_P99_MS} ms`, `${meP99} ms (median of rounds; worst round ${worst(me, (r) => r.latency.p99)} ms)`, pass(meP99 < TARGET_P99_MS)],
        ],
      ),
      '',
      `Against Koa with a single middleware the ratio is ${fmt(median(plainRatios), 2)} (from CPU cost: ${fmt(cpu(plain) / cpu(me), 2)}); the`,
      'difference between the two yardsticks is what @koa/router itself costs per request. Throughput on this',
      'shared 2-core machine moves a lot from round to round (see the rounds); the CPU cost per request, measured in',
      'the server process, is the steadier comparison.',
      '',
      `Every API response carries ${Object.keys(API_RESPONSE_HEADERS).length} headers a bare route does not (${Object.keys(API_RESPONSE_HEADERS).join(', ')}):`,
      `the bare route sending them costs ${fmt(cpu(headed))} µs instead of ${fmt(cpu(base))}. Against that route the ratio is ${fmt(headedRatio, 2)}`,
      `(from CPU cost: ${fmt(cpu(headed) / cpu(me), 2)}): what the authenticated stack costs beyond the headers it must send.`,
    ].join('\n');
  } finally {
    for (const server of bare.servers) {
      server.close();
      server.closeAllConnections();
    }
    await app.close();
  }
}
