// Company batch events are named company_batch.* (beside contact_batch.*). Events still in the
// outbox under their old names (batch.*) are renamed by migration 0016, so a tab that resumes
// after the upgrade replays them under the names its handlers know.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';

let server: RunningServer;
let client: ApiClient;
let socket: TestSocket;

const query = async <T,>(text: string, values: unknown[] = []) => (await server.app.database.pool.query(text, values)).rows as T[];

/** The statements of the migration that renames the stored events. */
function migrationStatements(): string[] {
  const file = readFileSync(new URL('../../server/db/migrations/0016_company_batch_events.sql', import.meta.url), 'utf8');
  return file.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
}

beforeAll(async () => {
  server = await startTestServer();
  client = (await signUp(server.url, 'Batch Events')).client;
  socket = await connectSocket(server.url, client.cookieHeader);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

describe('company batch events', () => {
  it('are published as company_batch.created and company_batch.updated', async () => {
    const created = await client.post('/api/company-batches', { source: 'paste', text: 'Renamed Co, renamed-events.com' });
    expect(created.status).toBe(201);
    const id = created.body.batch.id as string;
    await socket.waitFor((e) => e.type === 'company_batch.created' && (e.payload as { batch: { id: string } }).batch.id === id);
    expect((await client.post(`/api/company-batches/${id}/import`, {})).status).toBe(200);
    await socket.waitFor((e) => e.type === 'company_batch.updated' && (e.payload as { batch: { id: string } }).batch.id === id);
  });

  it('stored under the old names, are replayed under the new ones once migration 0016 has run', async () => {
    const written = await query<{ id: string; type: string }>(`select id, type from domain_events where type like 'company_batch.%' order by id`);
    expect(written.map((r) => r.type)).toEqual(['company_batch.created', 'company_batch.updated']);
    await query(`update domain_events set type = substr(type, length('company_') + 1) where type like 'company_batch.%'`);
    expect((await query<{ type: string }>(`select type from domain_events where id = any($1) order by id`, [written.map((r) => r.id)])).map((r) => r.type)).toEqual([
      'batch.created',
      'batch.updated',
    ]);
    for (const statement of migrationStatements()) await query(statement);
    const ack = await socket.resume(Number(written[0].id) - 1);
    expect(ack.events.filter((e) => written.some((r) => Number(r.id) === e.id)).map((e) => e.type)).toEqual(['company_batch.created', 'company_batch.updated']);
  });
});
