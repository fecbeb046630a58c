import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { buyerSignalAlerts, companies, contacts, proposals, tasks, users } from '../db/schema/index.js';
import { addDays, startOfDay, type Day, type Task, type TaskStatus } from '../../contracts/tasks.js';
import { presentTask } from './presenter.js';

const joined = {
  row: tasks,
  ownerName: users.fullName,
  company: { id: companies.id, name: companies.name },
  contactFirst: contacts.firstName,
  contactLast: contacts.lastName,
};

/** Tasks with their owner's, company's and contact's names (each joined within the task's workspace). */
function selectTasks(db: Db | Tx) {
  return db
    .select(joined)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.ownerId))
    .leftJoin(companies, and(eq(companies.id, tasks.companyId), eq(companies.workspaceId, tasks.workspaceId)))
    .leftJoin(contacts, and(eq(contacts.id, tasks.contactId), eq(contacts.workspaceId, tasks.workspaceId)));
}

export type TaskFilter = { ownerId?: string; companyId?: string; contactId?: string; status?: TaskStatus; limit: number };

/**
 * The workspace's tasks for the My tasks page and the company and contact pages: the open ones
 * soonest due first, then (unless only one status is asked for) the most recently done.
 */
export async function listTasks(db: Db, workspaceId: string, f: TaskFilter): Promise<Task[]> {
  const base: SQL[] = [eq(tasks.workspaceId, workspaceId)];
  if (f.ownerId) base.push(eq(tasks.ownerId, f.ownerId));
  if (f.companyId) base.push(eq(tasks.companyId, f.companyId));
  if (f.contactId) base.push(eq(tasks.contactId, f.contactId));
  const open =
    f.status === 'done'
      ? []
      : await selectTasks(db)
          .where(and(...base, eq(tasks.status, 'open')))
          .orderBy(asc(tasks.dueAt), asc(tasks.createdAt), asc(tasks.id))
          .limit(f.limit);
  const done =
    f.status === 'open'
      ? []
      : await selectTasks(db)
          .where(and(...base, eq(tasks.status, 'done')))
          .orderBy(sql`${tasks.doneAt} desc nulls last`, desc(tasks.id))
          .limit(f.limit);
  return [...open, ...done].map((r) => presentTask(r));
}

/** The Tasks badge: this person's open tasks due today or before (UTC days, contracts/task-rules.ts). */
export async function countDueTasks(db: Db, workspaceId: string, userId: string, today: Day): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.ownerId, userId), eq(tasks.status, 'open'), lt(tasks.dueAt, startOfDay(addDays(today, 1)))));
  return Number(row?.n ?? 0);
}

/** One task of this workspace, presented, or undefined (another workspace's too). */
export async function findTask(db: Db | Tx, workspaceId: string, id: string): Promise<Task | undefined> {
  const [r] = await selectTasks(db).where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, id)));
  return r ? presentTask(r) : undefined;
}

/** `lock`: held FOR UPDATE until the transaction ends (an edit compares, then writes). */
export async function findTaskRow(db: Db | Tx, workspaceId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(tasks).where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

// What a task may point at, each only within the workspace (ids from a request are never trusted).

export async function companyInWorkspace(db: Db | Tx, workspaceId: string, id: string): Promise<boolean> {
  const [r] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  return Boolean(r);
}

export async function contactInWorkspace(db: Db | Tx, workspaceId: string, id: string): Promise<{ companyId: string | null } | undefined> {
  const [r] = await db.select({ companyId: contacts.companyId }).from(contacts).where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
  return r;
}

/** The alert's or proposal's company when it belongs to the workspace (null: it has none), else undefined. */
export async function sourceInWorkspace(db: Db | Tx, workspaceId: string, source: 'alert' | 'proposal', id: string): Promise<{ companyId: string | null } | undefined> {
  const table = source === 'alert' ? buyerSignalAlerts : proposals;
  const [r] = await db.select({ companyId: table.companyId }).from(table).where(and(eq(table.workspaceId, workspaceId), eq(table.id, id)));
  return r;
}
