// Issue 12, item 11: company history was read from the event outbox, which the daily cleanup
// truncates after 30 days. Activity now has its own table, written with the change, and the
// migration backfills it from the outbox.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { cleanupJob } from '../../jobs/cleanup.js';

let server: RunningServer;
let a: ApiClient;
let socket: TestSocket;
let companyId: string;
let contactId: string;

const changeOf = (id: string, kind: string) => (e: EventEnvelope) => {
  const p = e.payload as { company?: { id: string }; change?: { kind: string } };
  return p.company?.id === id && p.change?.kind === kind;
};
const timeline = async (id: string) => {
  const res = await a.get(`/api/companies/${id}/timeline`);
  expect(res.status).toBe(200);
  return res.body.items as { id: number; at: string; kind: string; text: string }[];
};
const query = async <T,>(text: string, values: unknown[] = []) => (await server.app.database.pool.query(text, values)).rows as T[];

/** The backfill statement of the migration that created the table. */
function backfillStatement(): string {
  const file = readFileSync(new URL('../../server/db/migrations/0009_activities.sql', import.meta.url), 'utf8');
  const statement = file.split('--> statement-breakpoint').find((s) => /INSERT INTO "activities"/.test(s));
  if (!statement) throw new Error('0009_activities.sql has no backfill');
  return statement;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.seeded;
  const signed = await signUp(server.url, 'History Keeper');
  a = signed.client;
  socket = await connectSocket(server.url, a.cookieHeader);
  // A directory company, so enrichment finds it at once.
  const dir = await a.get('/api/directory/companies?limit=1');
  const pick = dir.body.items[0] as { name: string; domain: string };
  const created = await a.post('/api/companies', { name: pick.name, domain: pick.domain });
  expect(created.status).toBe(201);
  companyId = created.body.company.id;
  expect((await a.patch(`/api/companies/${companyId}`, { stage: 'Qualified' })).status).toBe(200);
  const contact = await a.post('/api/contacts', { firstName: 'Rita', lastName: 'Ledger', companyId });
  expect(contact.status).toBe(201);
  contactId = contact.body.contact.id;
  await a.post(`/api/companies/${companyId}/enrich`);
  await socket.waitFor(changeOf(companyId, 'enriched'), 30_000);
  // Jobs and per-user events too: signals, a contact search, a message (its workspace is its user's).
  await a.post(`/api/companies/${companyId}/signals/detect`);
  await socket.waitFor((e) => e.type === 'company.signals.checked', 30_000);
  await a.post(`/api/companies/${companyId}/contacts/find`, { categories: ['executive'] });
  await socket.waitFor((e) => e.type === 'company.contacts.found', 30_000);
  // Messages are signed with the sender's company (docs/product.md#messages).
  expect((await a.put('/api/branding', { companyName: 'History Promo', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' })).status).toBe(200);
  expect((await a.post('/api/messages/generate', { contactId, messageType: 'email' })).status).toBeLessThan(300);
  expect((await a.post('/api/contacts', { firstName: 'Solo', lastName: 'Person' })).status).toBe(201);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

describe('item 11: company history outlives the outbox', () => {
  it('each change writes its activity in the same transaction (who, what, when, subject)', async () => {
    const rows = await query<{ kind: string; actor_id: string | null; subject_type: string; subject_id: string; payload: Record<string, unknown> }>(
      'select kind, actor_id, subject_type, subject_id, payload from activities where subject_id = $1 order by id',
      [companyId],
    );
    const me = (await a.get('/api/auth/me')).body.user.id as string;
    expect(rows.map((r) => r.kind).slice(0, 5)).toEqual(['company.created', 'company.stage', 'contact.added', 'company.enrichment_started', 'company.enriched']);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['company.signals_checked', 'company.contacts_found', 'message.requested']));
    const kinds = (await query<{ kind: string; subject_type: string }>('select kind, subject_type from activities')).map((r) => `${r.kind}/${r.subject_type}`);
    expect(kinds).toEqual(expect.arrayContaining(['contact.added/contact']));
    expect(rows[1]).toMatchObject({ actor_id: me, subject_type: 'company', payload: { from: 'Lead', to: 'Qualified' } });
    expect(rows[2]).toMatchObject({ actor_id: me, payload: { contactId, name: 'Rita Ledger' } });
    expect(rows[4].actor_id).toBeNull(); // the enrichment job, not a person
  });

  it('the backfill in the migration copies outbox events exactly as they are written live', async () => {
    const columns = 'workspace_id, actor_id, kind, subject_type, subject_id, payload, created_at';
    const live = await query(`select ${columns} from activities order by id`);
    expect(live.length).toBeGreaterThanOrEqual(9);
    await query('delete from activities');
    await query(backfillStatement());
    expect(await query(`select ${columns} from activities order by id`)).toEqual(live);
  });

  it('the timeline still shows everything after the cleanup removed the outbox rows older than 30 days', async () => {
    const before = await timeline(companyId);
    expect(before.map((t) => t.text)).toEqual(
      expect.arrayContaining(['Added to the pipeline', 'Stage changed from Lead to Qualified', 'Enrichment started', expect.stringMatching(/^Enriched from /)]),
    );
    await server.app.db.execute(sql`update domain_events set created_at = now() - interval '31 days'`);
    await cleanupJob.handler({}, { app: server.app, jobId: 'test', attempt: 1, finalAttempt: true });
    expect(await query('select id from domain_events where subject_id = $1', [companyId])).toEqual([]);
    expect(await timeline(companyId)).toEqual(before);
  });

  it('activity never crosses workspaces', async () => {
    const other = (await signUp(server.url, 'Someone Else')).client;
    expect((await other.get(`/api/companies/${companyId}/timeline`)).status).toBe(404);
  });
});
