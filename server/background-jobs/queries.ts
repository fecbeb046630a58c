import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import type { Actor } from '../auth/middleware.js';
import { USER_KINDS, WORKSPACE_KINDS } from './kinds.js';
import type { JobRow } from './presenter.js';

const LIST_LIMIT = 200;

/** The agenda_jobs columns a JobRow holds. */
export const JOB_COLUMNS = sql.raw(
  'id, name, data, next_run_at, locked_at, last_run_at, last_finished_at, failed_at, fail_reason, fail_count, progress, created_at',
);

/**
 * The jobs one person may see: their workspace's company work, and their own chats, messages and
 * presentations — never another workspace's (the scope comes from the session, not the request).
 */
const visibleTo = (actor: Actor) => sql`data->>'workspaceId' = ${actor.workspaceId}
  and (name = any(${sql.raw(pgArray(WORKSPACE_KINDS))}) or (name = any(${sql.raw(pgArray(USER_KINDS))}) and data->>'userId' = ${actor.userId}))`;

function pgArray(values: readonly string[]): string {
  // Constant job names (letters, dots and dashes only), never user input.
  return `array[${values.map((v) => `'${v.replace(/[^a-z.-]/g, '')}'`).join(',')}]::text[]`;
}

export async function listVisibleJobs(db: Db, actor: Actor): Promise<JobRow[]> {
  const { rows } = await db.execute<JobRow>(
    sql`select ${JOB_COLUMNS} from agenda_jobs where ${visibleTo(actor)} order by created_at desc nulls last, id limit ${LIST_LIMIT}`,
  );
  return rows;
}

export async function findVisibleJob(db: Db | Tx, actor: Actor, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.execute<JobRow>(sql`select ${JOB_COLUMNS} from agenda_jobs where id = ${id}::uuid and ${visibleTo(actor)}`);
  return rows[0];
}

/** Removes a job nobody has started (queued, or waiting to retry). */
export async function deleteQueuedJob(tx: Tx, actor: Actor, id: string): Promise<JobRow | undefined> {
  const { rows } = await tx.execute<JobRow>(
    sql`delete from agenda_jobs where id = ${id}::uuid and ${visibleTo(actor)} and locked_at is null and next_run_at is not null returning ${JOB_COLUMNS}`,
  );
  return rows[0];
}

/** Removes a job that failed for good (it is replaced by a fresh one on retry). */
export async function deleteJob(tx: Tx, actor: Actor, id: string): Promise<void> {
  await tx.execute(sql`delete from agenda_jobs where id = ${id}::uuid and ${visibleTo(actor)} and locked_at is null`);
}
