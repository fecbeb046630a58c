import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { companies } from '../../server/db/schema/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { holdJobs } from '../helpers/hold-jobs.js';

// Issue 12 item 12: "a change and its job" is one step, and a dead process's job locks do not
// hold queued work for the lock lifetime (five minutes).

describe('item 12: a change and its job commit together', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('enrichment writes its job row in the same transaction as "Enriching"', async () => {
    const { client, user } = await signUp(server.url, 'Atomic Owner');
    const created = await client.post('/api/companies', { name: 'Atomic Co', domain: 'atomic-co.example' });
    const id: string = created.body.company.id;
    // Hold the workers off so the queued row can be seen as it was committed.
    const held = await holdJobs(server, 'company.enrich');
    try {
      const res = await client.post(`/api/companies/${id}/enrich`);
      expect(res.status).toBe(202);
      const { rows } = await server.app.database.pool.query('select id, name, data, type, next_run_at from agenda_jobs where id = $1', [res.body.jobId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'company.enrich', type: 'normal', data: { companyId: id, workspaceId: user.workspaceId, userId: user.id } });
    } finally {
      await held.release();
    }
    await server.jobs.waitForIdle();
    const [row] = await server.app.db.select({ status: companies.enrichmentStatus }).from(companies).where(eq(companies.id, id));
    expect(row.status).not.toBe('Enriching');
  });

  it('when the job cannot be queued, the company never stays "Enriching"', async () => {
    const { client } = await signUp(server.url, 'Unlucky Owner');
    const created = await client.post('/api/companies', { name: 'Unlucky Co', domain: 'unlucky-co.example' });
    const id: string = created.body.company.id;
    const pool = server.app.database.pool;
    // A real failure to write the job row (as a full disk or a lost connection would cause).
    await pool.query(`create or replace function refuse_enrich_job() returns trigger as $$
      begin if new.name = 'company.enrich' then raise exception 'job table unavailable'; end if; return new; end $$ language plpgsql`);
    await pool.query('create trigger refuse_enrich_job before insert on agenda_jobs for each row execute function refuse_enrich_job()');
    try {
      const res = await client.post(`/api/companies/${id}/enrich`);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal');
    } finally {
      await pool.query('drop trigger refuse_enrich_job on agenda_jobs');
    }
    const [row] = await server.app.db.select({ status: companies.enrichmentStatus }).from(companies).where(eq(companies.id, id));
    expect(row.status).toBe('Unenriched');
    // And it can be enriched once the job table is back.
    expect((await client.post(`/api/companies/${id}/enrich`)).status).toBe(202);
    await server.jobs.waitForIdle();
  });
});

// Embedded mode only (one process owns the database; on a PostgreSQL server locks expire by
// lifetime): these servers are embedded in the PostgreSQL run too.
describe('item 12: embedded start-up releases a dead process job locks', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'swagscout-locks-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('jobs locked by a killed process run promptly after a restart on the same data', async () => {
    const first = await startTestServer({ inMemory: false, dataDir: dir }, { embedded: true });
    let ids: string[];
    try {
      // What kill -9 leaves behind: one job locked while queued, one locked while running (no next run).
      const { rows } = await first.app.database.pool.query<{ id: string }>(
        `insert into agenda_jobs (name, priority, next_run_at, type, data, locked_at, last_run_at, last_modified_by)
         values ('maintenance.cleanup', 0, now(), 'normal', '{}', now(), null, 'dead-process'),
                ('maintenance.cleanup', 0, null, 'normal', '{}', now(), now(), 'dead-process')
         returning id`,
      );
      ids = rows.map((r) => r.id);
      // Drain first: its own processor must not be what runs them (they stay locked here).
      await first.jobs.drain();
      const { rows: still } = await first.app.database.pool.query('select id from agenda_jobs where id = any($1) and locked_at is not null', [ids]);
      expect(still).toHaveLength(2);
    } finally {
      await first.close();
    }

    const started = Date.now();
    const second = await startTestServer({ inMemory: false, dataDir: dir }, { embedded: true });
    try {
      for (;;) {
        // Ran to completion (finished jobs stay, unlocked, for the Background jobs page's history).
        const { rows } = await second.app.database.pool.query('select id from agenda_jobs where id = any($1) and (locked_at is not null or last_finished_at is null)', [ids]);
        if (rows.length === 0) break;
        if (Date.now() - started > 20_000) throw new Error(`still locked after 20 s: ${rows.length} jobs`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await second.close();
    }
  });
});
