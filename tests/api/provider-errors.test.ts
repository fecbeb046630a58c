import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventEnvelope } from '../../contracts/events.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

// A provider failure is one error type with a `retryable` flag, mapped once by the job runner:
// a refused key fails the job at once, an overloaded provider is tried again.

let fake: FakeOpenAi;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'errors-test' } });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const changeOf = (companyId: string, kind: string) => (e: EventEnvelope) =>
  e.type === 'company.updated' && (e.payload as { company?: { id: string }; change?: { kind: string } }).company?.id === companyId && (e.payload as { change?: { kind: string } }).change?.kind === kind;

async function researchJobFailCount(companyId: string): Promise<number | null> {
  const { rows } = await server.app.db.execute<{ fail_count: number | null }>(
    sql`select fail_count from agenda_jobs where name = 'company.research' and data->>'companyId' = ${companyId}`,
  );
  return rows[0]?.fail_count ?? null;
}

describe('provider errors in jobs', () => {
  it('a rejected API key (401) fails the research job at once: one attempt, not three', async () => {
    const { client } = await signUp(server.url, 'Wrong Key');
    const socket = await connectSocket(server.url, client.cookieHeader);
    try {
      fake.reset();
      fake.handle(() => errorReply(401, 'Incorrect API key provided'));
      const c = (await client.post('/api/companies', { name: 'Keyless Freight', domain: 'keyless-freight.com' })).body.company as { id: string };
      expect((await client.post(`/api/companies/${c.id}/research`)).status).toBe(202);
      const failed = (await socket.waitFor((e) => e.type === 'job.failed', 20_000)) as EventEnvelope<'job.failed'>;
      expect(failed.payload).toMatchObject({ name: 'company.research', subjectId: c.id, message: 'The AI provider rejected the API key' });
      await socket.waitFor(changeOf(c.id, 'research_failed'));
      expect(fake.requests).toHaveLength(1);
      // Agenda saves the failed run after the failure handler has published job.failed.
      await expect.poll(() => researchJobFailCount(c.id), { timeout: 5_000 }).toBe(1);
    } finally {
      fake.handle(null);
      socket.close();
    }
  });

  it('an overloaded provider (503) is retried, and the retry succeeds', async () => {
    const { client } = await signUp(server.url, 'Busy Model');
    const socket = await connectSocket(server.url, client.cookieHeader);
    try {
      fake.reset();
      fake.reply(
        errorReply(503, 'overloaded'),
        chatReply(JSON.stringify({ industry: 'Logistics', headquarters: 'Memphis, TN', recentActivity: ['Opened a new depot.'] })),
        chatReply(JSON.stringify({ signals: [] })),
      );
      const c = (await client.post('/api/companies', { name: 'Retry Freight', domain: 'retry-freight.com' })).body.company as { id: string };
      await client.post(`/api/companies/${c.id}/research`);
      const researched = await socket.waitFor(changeOf(c.id, 'researched'), 20_000);
      expect((researched.payload as { company: Record<string, unknown> }).company).toMatchObject({ industry: 'Logistics', researchSource: 'openai:errors-test' });
      expect(fake.requests.length).toBeGreaterThanOrEqual(2);
      expect(socket.events.some((e) => e.type === 'job.failed')).toBe(false);
    } finally {
      socket.close();
    }
  });
});
