/**
 * Issue 4's figures: built-in catalogue search latency for a mixed set of 50 searches
 * (bench/catalogue-queries.ts) over HTTP, at 20,000 and 100,000 generated products, on the
 * embedded database (PGlite) and on a PostgreSQL server. Target: p95 < 30 ms. Also the time
 * the seeder takes to load the catalogue.
 *
 * Runs from `npm run bench` (entry 'catalogue-search') or alone: `npx tsx bench/catalogue-search.ts`.
 * PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (an admin URL; a fresh database is made and
 * dropped), else postgres://postgres@127.0.0.1:5432/postgres if it answers; otherwise skipped.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../server/app.js';
import { catalogueBenchQueries } from './catalogue-queries.js';
import { benchUser } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';

const SIZES = (process.env.CATALOGUE_BENCH_SIZES ?? '20000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.CATALOGUE_BENCH_ROUNDS ?? 10);
const DATABASES = (process.env.CATALOGUE_BENCH_DATABASES ?? 'embedded,postgres').split(',');
const TARGET_MS = 30;
const SECRETS = { SESSION_SECRET: 'bench-session-secret-0123456789abcdef01', ENCRYPTION_KEY: 'bench-encryption-key-0123456789abcdef0' };

/** What EXPLAIN ANALYZE showed on PGlite and PostgreSQL 15 (server/catalogue/queries.ts). */
const PLAN_NOTES = [
  'Plans (EXPLAIN ANALYZE on PGlite and PostgreSQL):',
  '',
  '- keywords: Bitmap Index Scan on `products_search_idx` (GIN over the weighted tsvector); the first 1,001 matches in table order — best sellers first, as the seeder stores them — are ranked (`ts_rank` plus a bonus for typed words in the name), so the work does not grow with the catalogue;',
  '- list and yes/no filters: Bitmap Index Scan on `products_facets_idx` (one GIN over `cat:`, `theme:`, `color:`, `made:`, `esg:`, `pref:`, `flag:` values), when they are selective; a broad one (a colour on a third of the catalogue) is read in table order, and the count stops at its limit;',
  '- no keywords, relevance: Index Scan on `products_popularity_idx`, stopping after a page; price sorts without a category: `products_price_min_idx` / `products_price_max_idx` the same way;',
  '- a category by price: the (category, price) indexes `products_category_price_min_idx` / `_max_idx` (read backward for high to low at 100,000; bitmap-ANDed with the facets and sorted when the category is small), plus the few products listed there as a second category (`cat2:` facet);',
  '- the count stops at 1,001 matches ("1,000+", like SAGE\'s maxTotalItems).',
].join('\n');

type Run = { label: string; size: number; seedMs: number; http: number[]; server: number[]; perQuery: Array<{ query: string; times: number[] }> };

async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `swagscout_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

async function start(size: number, databaseUrl?: string): Promise<{ server: RunningServer; seedMs: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_CATALOGUE_SIZE: String(size), AUTH_RATE_PER_IP: '1000000', ...SECRETS };
  delete env.DATABASE_URL;
  const started = performance.now();
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: !databaseUrl, serveUi: false, databaseUrl }, env);
  await server.seeded;
  return { server, seedMs: performance.now() - started };
}

async function measure(label: string, size: number, databaseUrl: string | undefined, log: (line: string) => void): Promise<Run> {
  log(`${label}: starting a server and loading ${size.toLocaleString('en-US')} products`);
  const { server, seedMs } = await start(size, databaseUrl);
  try {
    log(`${label}: loaded in ${fmt(seedMs / 1000)} s (server start + seeding)`);
    const user = await benchUser(server.url, 'Catalogue Bench');
    const queries = catalogueBenchQueries().map((q) => new URLSearchParams(q).toString());
    const perQuery = queries.map((query) => ({ query, times: [] as number[] }));
    const http: number[] = [];
    const serverTimes: number[] = [];
    const once = async (qs: string) => {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/catalogue/search${qs ? `?${qs}` : ''}`, { headers: { cookie: user.cookie } });
      const body = (await res.json()) as { tookMs: number; total: number };
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`${qs} → ${res.status} ${JSON.stringify(body)}`);
      return { ms, tookMs: body.tookMs };
    };
    for (const qs of queries) await once(qs); // warm-up: plans, caches, the speller's word list
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, qs] of queries.entries()) {
        const { ms, tookMs } = await once(qs);
        http.push(ms);
        serverTimes.push(tookMs);
        perQuery[i].times.push(ms);
      }
    }
    if (process.env.CATALOGUE_BENCH_VERBOSE) {
      for (const q of perQuery) log(`  ${fmt(percentile(sortNumbers(q.times), 50)).padStart(6)} ms  ${q.query || '(no filter)'}`);
    }
    const s = sortNumbers(http);
    log(`${label}: p50 ${fmt(percentile(s, 50))} ms, p95 ${fmt(percentile(s, 95))} ms, p99 ${fmt(percentile(s, 99))} ms`);
    return { label, size, seedMs, http, server: serverTimes, perQuery };
  } finally {
    await server.close();
  }
}

export async function run(log: (line: string) => void): Promise<string> {
  const runs: Run[] = [];
  const adminUrl = DATABASES.includes('postgres') ? await postgresAdminUrl() : null;
  if (DATABASES.includes('postgres') && !adminUrl) log('PostgreSQL not reachable: server rows skipped');
  for (const size of SIZES) {
    if (DATABASES.includes('embedded')) runs.push(await measure(`embedded ${size / 1000}k`, size, undefined, log));
    if (adminUrl) runs.push(await withDatabase(adminUrl, (url) => measure(`PostgreSQL ${size / 1000}k`, size, url, log)));
  }

  const rows = runs.map((r) => {
    const s = sortNumbers(r.http);
    const inProcess = sortNumbers(r.server);
    const p95 = percentile(s, 95);
    return [
      r.label.startsWith('embedded') ? 'embedded (PGlite)' : 'PostgreSQL 15 server',
      r.size.toLocaleString('en-US'),
      fmt(percentile(s, 50)),
      `**${fmt(p95)}**`,
      fmt(percentile(s, 99)),
      fmt(percentile(inProcess, 95)),
      pass(p95 < TARGET_MS),
      fmt(r.seedMs / 1000),
    ];
  });
  const slowest = runs.map((r) => {
    const worst = r.perQuery
      .map((q) => ({ query: q.query || '(no filter)', p50: percentile(sortNumbers(q.times), 50) }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 3)
      .map((q) => `\`${q.query}\` ${fmt(q.p50)} ms`);
    return `- ${r.label}: ${worst.join(', ')}`;
  });
  return [
    '## Catalogue search (issue 4)',
    '',
    `Built-in catalogue, \`GET /api/catalogue/search\` over HTTP from the same process, one request at a time: a mixed set of 50 searches (\`bench/catalogue-queries.ts\`: 20 keyword searches with misspellings, synonyms and an item number, 12 keywords with filters, 10 category browses with sorts and price limits, 8 filter-only) run once to warm up, then ${ROUNDS} rounds (${50 * ROUNDS} requests per row). Times in ms; "server" is the search's own \`tookMs\` (provider choice + SQL + mapping), the rest is HTTP, auth and JSON. "load" is server start plus loading the generated catalogue into an empty database (the first-start seeder). Machine: ${machineLine(machine())}, shared with other jobs while measuring, so single runs can spike.`,
    '',
    table(['database', 'products', 'p50', 'p95', 'p99', 'server p95', `p95 < ${TARGET_MS} ms`, 'load (s)'], rows),
    '',
    'Slowest searches (median of each search\'s runs):',
    '',
    ...slowest,
    '',
    PLAN_NOTES,
  ].join('\n');
}

if (process.argv[1]?.endsWith('catalogue-search.ts')) {
  const markdown = await run((line) => console.log(line));
  console.log(`\n${markdown}`);
  process.exit(0);
}
