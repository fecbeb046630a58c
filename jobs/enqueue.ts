import { sql } from 'drizzle-orm';
import type { Tx } from '../server/events/outbox.js';
import { JOB_COLUMNS, type JobRow } from '../server/jobs/row.js';

/**
 * Writes a job row the way Agenda's PostgreSQL backend does for `agenda.now(name, data)` (a
 * 'normal' job due now, priority 0), through the given transaction: the job exists exactly when
 * the change that needs it commits (inTransactionWithJobs in server/jobs/transaction.ts).
 */
export async function insertJobRow(tx: Tx, name: string, data: unknown, runAt?: Date): Promise<JobRow> {
  const when = runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`;
  const { rows } = await tx.execute<JobRow>(
    sql`insert into agenda_jobs (name, priority, next_run_at, type, data) values (${name}, 0, ${when}, 'normal', ${JSON.stringify(data)}::jsonb) returning ${JOB_COLUMNS}`,
  );
  return rows[0];
}
