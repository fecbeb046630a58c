import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import type { User } from '../../contracts/auth.js';
import { chatMessages, companies, contactBatches, contacts } from '../../server/db/schema/index.js';
import { saveCatalogueCredentials } from '../../server/catalogue/service.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { FAKE_SAGE_CREDENTIALS, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';

// Issue 12 item 1, "never trust job data": a job row is just data anyone with the job dashboard
// (or any other way to write a row) could forge. Every handler's subject is checked first.

let fake: FakeSage;
let server: RunningServer;
let victim: { client: ApiClient; user: User };
let attacker: { client: ApiClient; user: User };
let victimCompanyId: string;

type JobRow = { fail_count: number | null; fail_reason: string | null; failed_at: Date | null; next_run_at: Date | null };
async function jobRow(id: string): Promise<JobRow | undefined> {
  const { rows } = await server.app.database.pool.query<JobRow>('select fail_count, fail_reason, failed_at, next_run_at from agenda_jobs where id = $1', [id]);
  return rows[0];
}

async function contactCount(companyId: string) {
  return (await server.app.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, companyId))).length;
}

beforeAll(async () => {
  fake = await startFakeSage();
  server = await startTestServer({ sageBaseUrl: `${fake.baseUrl}/ws/ws.dll/ConnectAPI` });
  victim = await signUp(server.url, 'Victim Owner');
  attacker = await signUp(server.url, 'Attacker Owner');
  await saveCatalogueCredentials(
    server.app,
    { userId: victim.user.id, workspaceId: victim.user.workspaceId, role: 'owner' },
    { ...FAKE_SAGE_CREDENTIALS },
    { verify: false },
  );
  await server.seeded;
  // A company from the built-in directory, so the contact finder has people to find.
  const dir = await victim.client.get('/api/directory/companies?limit=1');
  const pick = dir.body.items[0] as { name: string; domain: string };
  const created = await victim.client.post('/api/companies', { name: pick.name, domain: pick.domain });
  expect(created.status).toBe(201);
  victimCompanyId = created.body.company.id;
  await server.app.db.update(companies).set({ enrichmentStatus: 'Enriched' }).where(eq(companies.id, victimCompanyId));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('item 1: job data is never trusted', () => {
  it("a forged chat.reply with another tenant's workspaceId runs no search with that tenant's credentials and writes nothing", async () => {
    const own = await attacker.client.post('/api/companies', { name: 'Attacker Prospect', domain: 'attacker-prospect.example' });
    const session = await attacker.client.post('/api/chat/sessions', { companyId: own.body.company.id });
    expect(session.status).toBe(201);
    const sessionId: string = session.body.session.id;
    const asked = await attacker.client.post(`/api/chat/sessions/${sessionId}/messages`, { message: 'Show me 500 branded coffee mugs' });
    expect(asked.status).toBe(202);
    await server.jobs.waitForIdle();
    // The attacker's own question went to the built-in catalogue (they have no SAGE account).
    expect(fake.requests).toHaveLength(0);

    const replyId = randomUUID();
    const jobId = await server.app.jobs.schedule('chat.reply', {
      sessionId,
      userId: attacker.user.id,
      workspaceId: victim.user.workspaceId,
      questionId: asked.body.message.id,
      replyId,
    });
    await server.jobs.waitForIdle();

    expect(fake.requests).toHaveLength(0);
    expect(await server.app.db.select().from(chatMessages).where(eq(chatMessages.id, replyId))).toEqual([]);
    const row = await jobRow(jobId);
    expect(row?.failed_at).not.toBeNull();
    expect(row?.fail_reason).toBe('Refused: the user is not a member of the workspace');
  });

  it("a forged company.contacts.find for another tenant's company writes no contacts", async () => {
    const forgeries = [
      // The victim's workspace and company, the attacker as the user.
      { companyId: victimCompanyId, workspaceId: victim.user.workspaceId, userId: attacker.user.id },
      // The attacker's own workspace and user, the victim's company.
      { companyId: victimCompanyId, workspaceId: attacker.user.workspaceId, userId: attacker.user.id },
    ];
    const ids = [];
    for (const data of forgeries) ids.push(await server.app.jobs.schedule('company.contacts.find', { ...data, categories: ['hr', 'marketing', 'membership', 'executive'] }));
    await server.jobs.waitForIdle();
    expect(await contactCount(victimCompanyId)).toBe(0);
    expect((await jobRow(ids[0]))?.fail_reason).toBe('Refused: the user is not a member of the workspace');
    expect((await jobRow(ids[1]))?.fail_reason).toBe('Refused: the company belongs to another workspace');

    // The same job with data that belongs together does write contacts (so the check above can fail).
    await server.app.jobs.schedule('company.contacts.find', {
      companyId: victimCompanyId,
      workspaceId: victim.user.workspaceId,
      userId: victim.user.id,
      categories: ['hr', 'marketing', 'membership', 'executive'],
    });
    await server.jobs.waitForIdle();
    expect(await contactCount(victimCompanyId)).toBeGreaterThan(0);
  });

  it("a forged contact_batch.find for another tenant's batch fills nothing", async () => {
    const [batch] = await server.app.db
      .insert(contactBatches)
      .values({ workspaceId: victim.user.workspaceId, userId: victim.user.id, companyId: victimCompanyId, name: 'Victim batch', source: 'contact_finder', status: 'finding' })
      .returning({ id: contactBatches.id });
    const id = await server.app.jobs.schedule('contact_batch.find', { batchId: batch.id, workspaceId: attacker.user.workspaceId, userId: attacker.user.id, categories: ['hr'] });
    await server.jobs.waitForIdle();
    expect((await jobRow(id))?.fail_reason).toBe('Refused: the contactBatch belongs to another workspace');
    const [after] = await server.app.db.select({ status: contactBatches.status }).from(contactBatches).where(eq(contactBatches.id, batch.id));
    expect(after.status).toBe('finding');
  });

  it('a job whose user is not in the workspace fails permanently at once (no retry) and tells nobody', async () => {
    const startedAt = new Date();
    const before = await server.app.database.pool.query<{ n: number }>(`select count(*)::int as n from domain_events where type = 'job.failed'`);
    const jobId = await server.app.jobs.schedule('company.research', {
      companyId: victimCompanyId,
      workspaceId: victim.user.workspaceId,
      userId: attacker.user.id,
    });
    await server.jobs.waitForIdle();
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ fail_count: 1, fail_reason: 'Refused: the user is not a member of the workspace', next_run_at: null });
    const after = await server.app.database.pool.query<{ n: number }>(`select count(*)::int as n from domain_events where type = 'job.failed'`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    // Nothing happened to the company either (no research, no timeline entry; only the job's own status events).
    const events = await server.app.database.pool.query<{ n: number }>("select count(*)::int as n from domain_events where subject_id = $1 and created_at > $2 and type not like 'job.%'", [
      victimCompanyId,
      startedAt,
    ]);
    expect(events.rows[0].n).toBe(0);
    const [company] = await server.app.db.select({ researchedAt: companies.researchedAt }).from(companies).where(eq(companies.id, victimCompanyId));
    expect(company.researchedAt).toBeNull();
  });
});
