import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigration, MIGRATION_TAGS, pgliteBefore } from '../helpers/migration-steps.js';

// Documents became proposals (0014): a database at 0013 with documents upgrades to draft
// proposals with the same ids, for the chat's company, at the quantity the chat understood.

const TARGET = '0014_proposals';

const product = (id: string, name: string, minQuantity: number, max: number) => ({
  id,
  name,
  itemNum: `${name.slice(0, 2).toUpperCase()}-1`,
  minQuantity,
  price: { min: max - 1, max },
  supplier: { name: 'Harbor Promo' },
  categories: ['Drinkware'],
});

let db: PGlite;
beforeAll(async () => {
  expect(MIGRATION_TAGS).toContain(TARGET);
  db = await pgliteBefore(TARGET);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('migration 0014: documents → proposals', () => {
  it('turns every document into a draft proposal with one single-tier line per product', async () => {
    const one = async (text: string, params: unknown[] = []) => (await db.query<{ id: string }>(text, params)).rows[0].id;
    const ws = await one(`insert into workspaces (name) values ('Acme') returning id`);
    const user = await one(`insert into users (workspace_id, email, full_name, password_hash) values ($1, 'o@acme.test', 'Owner', 'x') returning id`, [ws]);
    const company = await one(`insert into companies (workspace_id, name, domain) values ($1, 'Globex', 'globex.com') returning id`, [ws]);
    const session = await one(`insert into chat_sessions (workspace_id, user_id, company_id) values ($1, $2, $3) returning id`, [ws, user, company]);
    await db.query(`insert into chat_messages (session_id, user_id, role, content, intent, created_at) values ($1, $2, 'assistant', 'a', '{"quantity": 100}', '2026-01-01'), ($1, $2, 'assistant', 'b', '{"quantity": 300}', '2026-01-02')`, [session, user]);
    const fromChat = await one(
      `insert into documents (workspace_id, user_id, session_id, title, notes, products) values ($1, $2, $3, 'Gala', 'call Tuesday', $4) returning id`,
      [ws, user, session, JSON.stringify([product('MUG-1', 'Mug', 50, 4.5), product('PEN-1', 'Pen', 250, 0.9)])],
    );
    const loose = await one(`insert into documents (workspace_id, user_id, title, products) values ($1, $2, 'Loose', $3) returning id`, [
      ws,
      user,
      JSON.stringify([product('CAP-1', 'Cap', 24, 7), { name: 'no id: skipped' }]),
    ]);

    await applyMigration(db, TARGET);

    const { rows: proposals } = await db.query<Record<string, unknown>>(`select id, workspace_id, created_by, company_id, session_id, title, status, margin_bp, internal_notes from proposals order by title`);
    expect(proposals).toEqual([
      { id: fromChat, workspace_id: ws, created_by: user, company_id: company, session_id: session, title: 'Gala', status: 'draft', margin_bp: 4000, internal_notes: 'call Tuesday' },
      { id: loose, workspace_id: ws, created_by: user, company_id: null, session_id: null, title: 'Loose', status: 'draft', margin_bp: 4000, internal_notes: null },
    ]);
    const { rows: lines } = await db.query<{ proposal_id: string; position: number; product_id: string; product_source: string; tiers: number[]; product: Record<string, unknown> }>(
      `select proposal_id, position, product_id, product_source, tiers, product from proposal_lines order by proposal_id = $1 desc, position`,
      [fromChat],
    );
    expect(lines.map((l) => [l.proposal_id, l.position, l.product_id, l.product_source, l.tiers])).toEqual([
      // The chat's latest quantity.
      [fromChat, 0, 'MUG-1', 'builtin', [300]],
      [fromChat, 1, 'PEN-1', 'builtin', [300]],
      // No chat: the product's minimum.
      [loose, 0, 'CAP-1', 'builtin', [24]],
    ]);
    expect(lines[0].product).toMatchObject({ name: 'Mug', supplierName: 'Harbor Promo', minQuantity: 50, priceBreaks: [{ minQty: 50, price: 4.5 }] });
    // The workspace's default margin setting arrives with its default.
    expect((await db.query(`select proposal_margin_bp from workspaces`)).rows).toEqual([{ proposal_margin_bp: 4000 }]);
  });
});
