/**
 * Issue 23's figures: an order of 25 lines to 5 suppliers made from an approved proposal and its five
 * purchase orders' PDFs rendered (p95), and the production board at 2,000 open purchase orders
 * (p95 < 100 ms), on embedded PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer, benchUser, timedGet } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';

const ORDERS = 12;
const BOARD_ORDERS = 400;
const POS_PER_ORDER = 5;
const BOARD_REPS = 40;
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Figures = { create: number[]; pdfs: number[]; both: number[]; board: number[] };

async function measure(log: (line: string) => void, postgres?: string): Promise<Figures> {
  // As deployed: answers are not checked against their schemas (development and tests do check them).
  const server = await startBenchServer({ postgres, production: true, env: { SEED_CATALOGUE_SIZE: '600' } });
  const where = postgres ? 'PostgreSQL' : 'embedded';
  try {
    const base = server.url;
    const seller = await benchUser(base, 'Orders Bench');
    const json = { 'content-type': 'application/json', cookie: seller.cookie };
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = json) => {
      const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, any>>;
    };
    // Five products of each of five suppliers.
    const found = (await call('GET', '/api/catalogue/search?maxRecs=500')).products as Array<{ id: string; supplier: { name: string } }>;
    const bySupplier = new Map<string, string[]>();
    for (const p of found) bySupplier.set(p.supplier.name, [...(bySupplier.get(p.supplier.name) ?? []), p.id]);
    const suppliers = [...bySupplier.values()].filter((ids) => ids.length >= 5).slice(0, 5);
    if (suppliers.length < 5) throw new Error('the catalogue has fewer than five suppliers with five products');
    // Each line in the product's first colour: an approval waits for a colour left to the client.
    const colourOf = async (productId: string) => ((await call('GET', `/api/catalogue/products/${productId}`)).product.colors as string[])[0] ?? null;
    const lines = await Promise.all(
      suppliers.flatMap((ids) => ids.slice(0, 5)).map(async (productId) => ({ productId, tiers: [100, 250], color: await colourOf(productId), decoration: { method: 'screen_print', locations: ['Front'], setupCents: 4000, runCents: 40 } })),
    );

    const figures: Figures = { create: [], pdfs: [], both: [], board: [] };
    log(`orders (${where}): ${ORDERS} orders of ${lines.length} lines to ${suppliers.length} suppliers`);
    for (let i = 0; i < ORDERS + 2; i++) {
      const proposal = (await call('POST', '/api/proposals', { title: `Bench order ${i}`, shippingCents: 5000, taxRatePct: 8, lines })).proposal as { id: string };
      const token = (await call('POST', `/api/proposals/${proposal.id}/share`, {})).token as string;
      await call('POST', `/api/public/proposals/${token}/actions`, {
        kind: 'approve',
        name: 'Bench Client',
        email: 'client@bench.example',
        delivery: { shipTo: { name: 'Bench Client', line1: '1 Main St', city: 'Austin', region: 'TX', postalCode: '78701' }, inHandsDate: '2031-12-01' },
      }, { 'content-type': 'application/json' });
      const started = performance.now();
      const order = (await call('POST', `/api/proposals/${proposal.id}/order`, {})).order as { purchaseOrders: Array<{ id: string }> };
      const made = performance.now() - started;
      if (order.purchaseOrders.length !== 5) throw new Error(`expected 5 purchase orders, got ${order.purchaseOrders.length}`);
      const pdfStart = performance.now();
      for (const po of order.purchaseOrders) await timedGet(`${base}/api/purchase-orders/${po.id}/pdf`, seller.cookie);
      const rendered = performance.now() - pdfStart;
      // The first two are a warm-up.
      if (i >= 2) {
        figures.create.push(made);
        figures.pdfs.push(rendered);
        figures.both.push(made + rendered);
      }
    }

    // The production board: 2,000 open purchase orders of 400 orders, 10 suppliers, 4 reps' worth of orders.
    const ws = seller.workspaceId;
    const db = server.app.db;
    await db.execute(sql`insert into order_suppliers (workspace_id, name, transit_days) select ${ws}::uuid, 'Board Supplier ' || s, 2 + s % 5 from generate_series(1, 10) as s`);
    await db.execute(sql`
      insert into sales_orders (workspace_id, number, rep_id, title, in_hands_date, ship_tos, created_at)
      select ${ws}::uuid, 100000 + i, ${seller.userId}::uuid, 'Board order ' || i, date '2031-01-01' + (i % 300),
             '[{"name":"Board Client","company":null,"line1":"1 Main St","line2":null,"city":"Austin","region":"TX","postalCode":"78701","country":"US","phone":null}]'::jsonb, now()
      from generate_series(1, ${BOARD_ORDERS}) as i`);
    await db.execute(sql`
      insert into purchase_orders (workspace_id, order_id, supplier_id, number, ship_to, in_hands_date, lines, line_count, cost_cents, status, status_changed_at, sent_at)
      select ${ws}::uuid, o.id, s.id, 900000 + row_number() over (), o.ship_tos->0, o.in_hands_date,
             '[{"orderLineId":"00000000-0000-0000-0000-000000000000","name":"Tote","itemNum":"BT-1","color":"Navy","quantity":250,"decoration":null,"unitCostCents":412,"setupCostCents":4000}]'::jsonb, 1, 107000,
             (array['sent','acknowledged','proof_received','proof_approved','in_production','shipped'])[1 + (o.number + g) % 6], now() - ((o.number % 9) || ' days')::interval, now()
      from sales_orders o
      join generate_series(1, ${POS_PER_ORDER}) as g on true
      join lateral (select id from order_suppliers where workspace_id = ${ws}::uuid and name like 'Board Supplier %' order by name offset (o.number + g) % 10 limit 1) s on true
      where o.workspace_id = ${ws}::uuid and o.number > 100000`);
    await db.execute(sql`analyze`);
    const board = `${base}/api/purchase-orders`;
    const open = (await call('GET', '/api/purchase-orders')).items.length as number;
    log(`  board: ${open} open purchase orders`);
    for (let i = 0; i < 3; i++) await timedGet(board, seller.cookie);
    for (let i = 0; i < BOARD_REPS; i++) figures.board.push(await timedGet(board, seller.cookie));
    log(`  create p95 ${fmt(percentile(sortNumbers(figures.create), 95))} ms, 5 PDFs p95 ${fmt(percentile(sortNumbers(figures.pdfs), 95))} ms, board p95 ${fmt(percentile(sortNumbers(figures.board), 95))} ms`);
    return { create: sortNumbers(figures.create), pdfs: sortNumbers(figures.pdfs), both: sortNumbers(figures.both), board: sortNumbers(figures.board) };
  } finally {
    await server.close();
  }
}

export async function run(log: (line: string) => void): Promise<string> {
  const embedded = await measure(log);
  const pg = await measure(log, POSTGRES).catch((err: unknown) => {
    log(`PostgreSQL run failed: ${String(err)}`);
    return null;
  });
  const row = (name: string, pick: (f: Figures) => number[]) => {
    const e = pick(embedded);
    const p = pg ? pick(pg) : null;
    return [name, fmt(percentile(e, 50)), fmt(percentile(e, 95)), p ? fmt(percentile(p, 50)) : 'n/a', p ? fmt(percentile(p, 95)) : 'n/a'];
  };
  const boardP95 = (f: Figures | null) => (f ? percentile(f.board, 95) : NaN);
  return [
    '## Orders (issue 23)',
    '',
    `An approved proposal of 25 lines from 5 suppliers (5 each) made into an order with its 5 purchase orders (\`POST /api/proposals/:id/order\`), then each purchase order's PDF downloaded, one after another: ${ORDERS} orders after 2 of warm-up. The production board (\`GET /api/purchase-orders\`) with ${(BOARD_ORDERS * POS_PER_ORDER).toLocaleString('en-US')} open purchase orders of ${BOARD_ORDERS} orders and 10 suppliers (plus the orders above), ${BOARD_REPS} requests after a warm-up. Times in ms over HTTP.`,
    '',
    table(['request', 'embedded p50', 'embedded p95', 'PostgreSQL p50', 'PostgreSQL p95'], [
      row('create the order (25 lines, 5 POs)', (f) => f.create),
      row('render its 5 PO PDFs', (f) => f.pdfs),
      row('create + 5 PDFs', (f) => f.both),
      row('production board', (f) => f.board),
    ]),
    '',
    `Production board p95: embedded **${fmt(boardP95(embedded))} ms**, PostgreSQL **${fmt(boardP95(pg))} ms** — target < 100 ms: embedded ${pass(boardP95(embedded) < 100)}, PostgreSQL ${pg ? pass(boardP95(pg) < 100) : 'not run'}.`,
  ].join('\n');
}
