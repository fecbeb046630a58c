import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';

/**
 * The migration that introduced proposals turns every document into a draft proposal. The
 * server under test is already migrated, so the data part of that migration is replayed here
 * over documents made afterwards.
 */
const MIGRATION = new URL('../../server/db/migrations/0014_proposals.sql', import.meta.url);
const dataStatements = () =>
  readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--[^\n]*\n)*INSERT INTO/.test(s));

let server: RunningServer;
let a: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seedCatalogueSize: 200 });
  await server.seeded;
  a = (await signUp(server.url, 'Migrating Seller')).client;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('documents → proposals migration', () => {
  it('makes each document a draft proposal with the same id and one single-tier line per product', async () => {
    const products = catalogueSearchResponse.parse((await a.get('/api/catalogue/search?keywords=mug&maxRecs=3')).body).products;
    expect(products.length).toBeGreaterThanOrEqual(2);
    const created = await a.post('/api/documents', { title: 'Old Document', notes: 'call Tuesday', products: products.slice(0, 2) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const statements = dataStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await server.app.db.execute(sql.raw(statement));

    const proposal = (await server.app.db.execute<{ title: string; status: string; margin_bp: number; internal_notes: string }>(sql`select * from proposals where id = ${id}`)).rows[0];
    expect(proposal).toMatchObject({ title: 'Old Document', status: 'draft', margin_bp: 4000, internal_notes: 'call Tuesday' });
    const lines = (
      await server.app.db.execute<{ product_id: string; product_source: string; tiers: number[]; position: number; product: { name: string } }>(
        sql`select * from proposal_lines where proposal_id = ${id} order by position`,
      )
    ).rows;
    expect(lines.map((l) => l.product_id)).toEqual(products.slice(0, 2).map((p) => p.id));
    expect(lines.map((l) => l.position)).toEqual([0, 1]);
    expect(lines[0]).toMatchObject({ product_source: 'builtin', tiers: [products[0].minQuantity], product: { name: products[0].name } });
  });
});
