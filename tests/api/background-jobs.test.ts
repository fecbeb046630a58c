import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import type { User } from '../../contracts/auth.js';
import { backgroundJobListResponse, backgroundJobResponse, type BackgroundJob } from '../../contracts/background-jobs.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { companies } from '../../server/db/schema/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { holdJobs } from '../helpers/hold-jobs.js';
import { cleanupJob } from '../../jobs/cleanup.js';

// Issue 12 item 1: reps see their own background work (and never another workspace's).

let server: RunningServer;
let a: { client: ApiClient; user: User };
let b: { client: ApiClient; user: User };
let companyId: string;

async function list(client: ApiClient): Promise<BackgroundJob[]> {
  const res = await client.get('/api/jobs');
  expect(res.status).toBe(200);
  return backgroundJobListResponse.parse(res.body).items;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url, 'Jobs Owner');
  b = await signUp(server.url, 'Other Tenant');
  companyId = (await a.client.post('/api/companies', { name: 'Jobs Co', domain: 'jobs-co.example' })).body.company.id;
});
afterAll(async () => {
  await server?.close();
});

describe('item 1: the Background jobs page API', () => {
  it("lists the workspace's own queued job, and another tenant gets 404 for its id", async () => {
    const held = await holdJobs(server, 'company.research');
    try {
      const res = await a.client.post(`/api/companies/${companyId}/research`);
      expect(res.status).toBe(202);
      const jobId: string = res.body.jobId;
      const mine = await list(a.client);
      expect(mine.find((j) => j.id === jobId)).toMatchObject({
        name: 'company.research',
        label: 'Research',
        state: 'queued',
        subject: { kind: 'company', id: companyId },
        canCancel: true,
        canRetry: false,
      });
      expect((await list(b.client)).map((j) => j.id)).not.toContain(jobId);
      for (const res2 of [await b.client.post(`/api/jobs/${jobId}/retry`), await b.client.delete(`/api/jobs/${jobId}`)]) {
        expect(res2.status).toBe(404);
        expect(res2.body.error).toEqual({ code: 'not_found', message: 'Job not found' });
      }
      // Still there: the other tenant's cancel did nothing.
      expect((await list(a.client)).map((j) => j.id)).toContain(jobId);
      expect((await a.client.delete('/api/jobs/not-a-uuid')).status).toBe(400);
    } finally {
      await held.release();
      await server.jobs.waitForIdle();
    }
  });

  it("lists the workspace's contact batch search too (a job name with an underscore)", async () => {
    const held = await holdJobs(server, 'contact_batch.find');
    try {
      const batchId = randomUUID();
      const jobId = await server.app.jobs.schedule('contact_batch.find', { batchId, workspaceId: a.user.workspaceId, userId: a.user.id, categories: ['hr'] });
      expect((await list(a.client)).find((j) => j.id === jobId)).toMatchObject({
        name: 'contact_batch.find',
        label: 'Contact batch search',
        state: 'queued',
        subject: { kind: 'contactBatch', id: batchId },
        canCancel: true,
      });
      expect((await list(b.client)).map((j) => j.id)).not.toContain(jobId);
    } finally {
      await held.release();
      await server.jobs.waitForIdle();
    }
  });

  it('is live: job.updated (queued, running, completed) reaches every tab of the workspace, and no other', async () => {
    const tab = await connectSocket(server.url, a.client.cookieHeader);
    const stranger = await connectSocket(server.url, b.client.cookieHeader);
    try {
      const res = await a.client.post(`/api/companies/${companyId}/signals/detect`);
      expect(res.status).toBe(202);
      const jobId: string = res.body.jobId;
      const states = async (state: string) =>
        (await tab.waitFor((e) => e.type === 'job.updated' && (e as EventEnvelope<'job.updated'>).payload.job.id === jobId && (e as EventEnvelope<'job.updated'>).payload.job.state === state, 20_000)) as EventEnvelope<'job.updated'>;
      expect((await states('queued')).payload.job.label).toBe('Signal detection');
      await states('running');
      await states('completed');
      // A barrier: an event for B's own work arrives after any leak would have.
      const own = (await b.client.post('/api/companies', { name: 'Stranger Co', domain: 'stranger-co.example' })).body.company.id;
      const barrier = await b.client.post(`/api/companies/${own}/research`);
      await stranger.waitFor((e) => e.type === 'job.updated' && (e as EventEnvelope<'job.updated'>).payload.job.id === barrier.body.jobId, 20_000);
      expect(stranger.events.filter((e) => e.type === 'job.updated' && (e as EventEnvelope<'job.updated'>).payload.job.id === jobId)).toEqual([]);
      await server.jobs.waitForIdle();
    } finally {
      tab.close();
      stranger.close();
    }
  });

  it('cancels a queued enrichment and puts the company back (never stuck "Enriching")', async () => {
    const held = await holdJobs(server, 'company.enrich');
    const tab = await connectSocket(server.url, a.client.cookieHeader);
    try {
      const res = await a.client.post(`/api/companies/${companyId}/enrich`);
      expect(res.status).toBe(202);
      const cancelled = await a.client.delete(`/api/jobs/${res.body.jobId}`);
      expect(cancelled.status).toBe(204);
      await tab.waitFor((e) => e.type === 'job.deleted' && (e as EventEnvelope<'job.deleted'>).payload.id === res.body.jobId);
      expect((await list(a.client)).map((j) => j.id)).not.toContain(res.body.jobId);
      const [row] = await server.app.db.select({ status: companies.enrichmentStatus }).from(companies).where(eq(companies.id, companyId));
      expect(row.status).not.toBe('Enriching');
      expect((await a.client.delete(`/api/jobs/${res.body.jobId}`)).status).toBe(404);
    } finally {
      tab.close();
      await held.release();
    }
  });

  it('retries a failed job as a fresh queued one; a running or queued one cannot be retried', async () => {
    const held = await holdJobs(server, 'company.contacts.find');
    try {
      await server.app.db.update(companies).set({ enrichmentStatus: 'Enriched' }).where(eq(companies.id, companyId));
      const res = await a.client.post(`/api/companies/${companyId}/contacts/find`, { categories: ['hr'] });
      expect(res.status).toBe(202);
      const failedId: string = res.body.jobId;
      expect((await a.client.post(`/api/jobs/${failedId}/retry`)).status).toBe(409);
      // As Agenda leaves a job that failed for good.
      await server.app.database.pool.query(
        `update agenda_jobs set next_run_at = null, failed_at = now(), last_finished_at = now(), fail_count = 3, fail_reason = 'The provider is unreachable' where id = $1`,
        [failedId],
      );
      const failed = (await list(a.client)).find((j) => j.id === failedId);
      expect(failed).toMatchObject({ state: 'failed', failReason: 'The provider is unreachable', failCount: 3, canRetry: true, canCancel: false });
      expect((await a.client.delete(`/api/jobs/${failedId}`)).status).toBe(409);

      const retried = await a.client.post(`/api/jobs/${failedId}/retry`);
      expect(retried.status).toBe(200);
      const job = backgroundJobResponse.parse(retried.body).job;
      expect(job).toMatchObject({ name: 'company.contacts.find', state: 'queued', failCount: 0, subject: { kind: 'company', id: companyId } });
      const ids = (await list(a.client)).map((j) => j.id);
      expect(ids).toContain(job.id);
      expect(ids).not.toContain(failedId);
    } finally {
      await held.release();
      await server.jobs.waitForIdle();
    }
  });
});

describe('issue 24: the history of finished and failed jobs', () => {
  const page = async (client: ApiClient, query: string) => {
    const res = await client.get(`/api/jobs?${query}`);
    expect(res.status).toBe(200);
    return backgroundJobListResponse.parse(res.body);
  };

  it('keeps a finished job listed, filters Active / Finished / Failed, and pages without repeats', async () => {
    const { client } = await signUp(server.url, 'History Keeper');
    const co = (await client.post('/api/companies', { name: 'History Co', domain: 'history-co.example' })).body.company.id as string;
    const done: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post(`/api/companies/${co}/signals/detect`);
      expect(res.status).toBe(202);
      done.push(res.body.jobId as string);
    }
    await server.jobs.waitForIdle();
    const finished = await page(client, 'status=finished');
    expect(finished.items.map((j) => j.id).sort()).toEqual([...done].sort());
    expect(finished.items.every((j) => j.state === 'completed' && j.lastFinishedAt)).toBe(true);
    expect((await page(client, 'status=active')).items).toEqual([]);

    await server.app.database.pool.query(`update agenda_jobs set failed_at = now() + interval '1 second', fail_reason = 'Gave up', fail_count = 3 where id = $1`, [done[0]]);
    expect((await page(client, 'status=failed')).items.map((j) => [j.id, j.state])).toEqual([[done[0], 'failed']]);
    expect((await page(client, 'status=finished')).items).toHaveLength(2);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: { items: BackgroundJob[]; nextCursor: string | null } = await page(client, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...p.items.map((j) => j.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...done].sort());
    expect((await client.get('/api/jobs?status=done')).status).toBe(400);
    expect((await client.get('/api/jobs?cursor=forged')).status).toBe(400);
  });

  it('the daily cleanup keeps finished jobs for 7 days and removes older ones', async () => {
    const { client } = await signUp(server.url, 'History Pruner');
    const co = (await client.post('/api/companies', { name: 'Prune Co', domain: 'prune-co.example' })).body.company.id as string;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await client.post(`/api/companies/${co}/signals/detect`)).body.jobId as string);
    await server.jobs.waitForIdle();
    const age = (id: string, days: number) =>
      server.app.database.pool.query(`update agenda_jobs set last_finished_at = now() - make_interval(days => $2), created_at = now() - make_interval(days => $2) where id = $1`, [id, days]);
    await age(ids[0], 6);
    await age(ids[1], 8);
    await cleanupJob.handler({}, { app: server.app } as never);
    expect((await page(client, 'status=finished')).items.map((j) => j.id)).toEqual([ids[0]]);
  });
});
