import { io } from 'socket.io-client';
import { startServer } from '../server/app.js';
import type { EventEnvelope } from '../contracts/events.js';
import { LINK_ACTIONS_PER_MINUTE } from '../server/proposals/public/limits.js';
import { benchUser } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';

const PAGE_REQUESTS = 200;
const ACTIONS = 100;
const PDF_RUNS = 10;
const TARGETS = { page: 50, action: 150, pdf: 2000 };

const now = () => performance.now();

/**
 * Proposals (issue 10): the client's page served by the API, a client action until the seller's
 * tab hears it, and a 25-line PDF with pictures. One server, embedded database, 300 products.
 */
export async function run(log: (line: string) => void = console.log): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_CATALOGUE_SIZE: '300', AUTH_RATE_PER_IP: '1000000' };
  delete env.DATABASE_URL;
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, serveUi: false, databaseUrl: undefined }, env);
  await server.seeded;
  const base = server.url;
  try {
    const seller = await benchUser(base, 'Bench Seller');
    const json = { 'content-type': 'application/json', cookie: seller.cookie };
    const post = async (path: string, body: unknown, headers: Record<string, string> = json) => {
      const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, any>>;
    };
    const search = (await (await fetch(`${base}/api/catalogue/search?keywords=mug&maxRecs=25`, { headers: json })).json()) as { products: Array<{ id: string }> };
    const productIds = search.products.map((p) => p.id);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: productIds[i % productIds.length], tiers: [100, 250, 500], decoration: { method: 'screen_print', locations: ['Front'], setupCents: 5000, runCents: 40 } }));
    const proposal = (await post('/api/proposals', { title: 'Bench proposal', lines: lines(5) })).proposal as { id: string; lines: Array<{ id: string }> };
    const share = async () => (await post(`/api/proposals/${proposal.id}/share`, {})).token as string;

    // The client's page (JSON), one request at a time.
    let token = await share();
    const page: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS + 20; i++) {
      const t = now();
      const res = await fetch(`${base}/api/public/proposals/${token}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`public page: ${res.status}`);
      if (i >= 20) page.push(now() - t);
    }
    log(`public page: ${page.length} requests`);

    // A client action until the seller's tab hears it (a new link every LINK_ACTIONS_PER_MINUTE actions: the limit is per link).
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: seller.cookie }, forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const heard = new Map<string, (at: number) => void>();
    socket.on('event', (e: EventEnvelope) => {
      if (e.type !== 'proposal.client_action') return;
      const text = (e.payload as { action: { text: string | null } }).action.text;
      if (text) heard.get(text)?.(now());
    });
    const action: number[] = [];
    for (let i = 0; i < ACTIONS; i++) {
      if (i > 0 && i % (LINK_ACTIONS_PER_MINUTE - 1) === 0) token = await share();
      const text = `bench comment ${i}`;
      const arrived = new Promise<number>((resolve) => heard.set(text, resolve));
      const t = now();
      await post(`/api/public/proposals/${token}/actions`, { kind: 'comment', lineId: proposal.lines[i % proposal.lines.length].id, text, name: 'Bench Client', email: 'client@bench.example' }, { 'content-type': 'application/json' });
      action.push((await arrived) - t);
    }
    socket.close();
    log(`client actions: ${action.length}`);

    // A 25-line PDF with the built-in product drawings.
    const big = (await post('/api/proposals', { title: 'Bench 25-line proposal', lines: lines(25) })).proposal as { id: string };
    const pdf: number[] = [];
    let bytes = 0;
    for (let i = 0; i < PDF_RUNS + 1; i++) {
      const t = now();
      const res = await fetch(`${base}/api/proposals/${big.id}/pdf`, { headers: { cookie: seller.cookie } });
      bytes = (await res.arrayBuffer()).byteLength;
      if (i > 0) pdf.push(now() - t);
    }
    log(`pdf: ${pdf.length} runs, ${bytes} bytes`);

    const row = (name: string, xs: number[], target: number) => {
      const s = sortNumbers(xs);
      const p95 = percentile(s, 95);
      return [name, xs.length, fmt(percentile(s, 50)), `**${fmt(p95)}**`, fmt(s[s.length - 1]), `< ${target}`, pass(p95 < target)];
    };
    return [
      '## Proposals (issue 10)',
      '',
      `Embedded database, 300 built-in products, one server process, requests one at a time over HTTP from the same machine. Times in ms. Machine: ${machineLine(machine())}, shared with other jobs while measuring.`,
      '',
      table(
        ['measure', 'samples', 'p50', 'p95', 'max', 'target p95', 'met'],
        [
          row('client page `GET /api/public/proposals/:token` (5 lines, 3 tiers)', page, TARGETS.page),
          row('client action (`POST …/actions`) → `proposal.client_action` on the seller\'s socket', action, TARGETS.action),
          row(`25-line PDF with pictures (\`GET /api/proposals/:id/pdf\`, ${Math.round(bytes / 1024)} KiB)`, pdf, TARGETS.pdf),
        ],
      ),
    ].join('\n');
  } finally {
    await server.close();
  }
}
