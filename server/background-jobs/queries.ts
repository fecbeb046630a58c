import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import type { Actor } from '../auth/middleware.js';
import type { JobKind } from '../jobs/port.js';
import { JOB_COLUMNS, type JobRow } from '../jobs/row.js';
import type { JobFilter } from '../../contracts/background-jobs.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';

/**
 * The jobs one person may see: their workspace's company work, and their own chats, messages and
 * presentations — never another workspace's (the scope comes from the session, not the request).
 * `kinds` are the kinds the page lists (app.jobs.kinds()), each with who sees it.
 */
export function visibleTo(kinds: readonly JobKind[], actor: Actor): SQL {
  const workspaceKinds = kinds.filter((k) => k.audience === 'workspace').map((k) => k.name);
  const userKinds = kinds.filter((k) => k.audience === 'user').map((k) => k.name);
  // The names go as array parameters, exactly as the jobs spell them (contact_batch.find has an underscore).
  return sql`data->>'workspaceId' = ${actor.workspaceId}
  and (name = any(${sql.param(workspaceKinds)}::text[]) or (name = any(${sql.param(userKinds)}::text[]) and data->>'userId' = ${actor.userId}))`;
}

/** The filter as SQL, by the same rule as stateOf (server/jobs/presenter.ts) and jobPasses (contracts). */
const FILTER_SQL: Record<JobFilter, ReturnType<typeof sql>> = {
  all: sql`true`,
  active: sql`(locked_at is not null or next_run_at is not null)`,
  failed: sql`(locked_at is null and next_run_at is null and failed_at is not null and (last_finished_at is null or failed_at >= last_finished_at))`,
  finished: sql`(locked_at is null and next_run_at is null and not (failed_at is not null and (last_finished_at is null or failed_at >= last_finished_at)))`,
};

/** Newest first; the cursor holds the sort key as PostgreSQL prints it (microseconds kept). */
const sortKey = sql.raw(`coalesce(created_at, 'epoch'::timestamptz)`);
/** A page cursor of this list, or null for one this API did not make. */
export const decodeJobCursor = (text: string) => {
  const c = decodeCursor(text, 1, (k) => !Number.isNaN(Date.parse(k)));
  return c ? { at: c.keys[0], id: c.id } : null;
};

export async function listVisibleJobs(
  db: Db,
  visible: SQL,
  f: { status: JobFilter; cursor: { at: string; id: string } | null; limit: number },
): Promise<{ rows: JobRow[]; nextCursor: string | null }> {
  const after = f.cursor ? sql`and (${sortKey}, id) < (${f.cursor.at}::timestamptz, ${f.cursor.id}::uuid)` : sql``;
  const { rows } = await db.execute<JobRow & { sort_key: string }>(
    sql`select ${JOB_COLUMNS}, ${sortKey}::text as sort_key from agenda_jobs
        where ${visible} and ${FILTER_SQL[f.status]} ${after}
        order by ${sortKey} desc, id desc limit ${f.limit + 1}`,
  );
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > f.limit && last ? encodeCursor([last.sort_key], last.id) : null };
}

export async function findVisibleJob(db: Db | Tx, visible: SQL, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.execute<JobRow>(sql`select ${JOB_COLUMNS} from agenda_jobs where id = ${id}::uuid and ${visible}`);
  return rows[0];
}

/** Removes a job nobody has started (queued, or waiting to retry). */
export async function deleteQueuedJob(tx: Tx, visible: SQL, id: string): Promise<JobRow | undefined> {
  const { rows } = await tx.execute<JobRow>(
    sql`delete from agenda_jobs where id = ${id}::uuid and ${visible} and locked_at is null and next_run_at is not null returning ${JOB_COLUMNS}`,
  );
  return rows[0];
}

/** Removes a job that failed for good (it is replaced by a fresh one on retry). */
export async function deleteJob(tx: Tx, visible: SQL, id: string): Promise<void> {
  await tx.execute(sql`delete from agenda_jobs where id = ${id}::uuid and ${visible} and locked_at is null`);
}
