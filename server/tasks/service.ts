import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OWNER_MESSAGE,
  addBusinessDays,
  dayOf,
  parseDue,
  snoozedDay,
  startOfDay,
  type Day,
  type SnoozeOption,
  type Task,
  type TaskChange,
  type TaskSource,
  type createTaskInput,
  type taskPatch,
} from '../../contracts/tasks.js';
import type { FieldError } from '../../contracts/errors.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { tasks } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { refuseStaleSave } from '../http/stale-save.js';
import { findMember } from '../team/index.js';
import { companyInWorkspace, contactInWorkspace, findTask, findTaskRow, sourceInWorkspace } from './queries.js';

const taskNotFound = () => notFound('Task not found');
const DAY_MS = 86_400_000;
const TITLE_MAX = 200;

/** Today for tasks: the UTC day of the server's one clock (server/clock.ts; contracts/task-rules.ts on why UTC). */
export const todayOf = (app: Pick<AppContext, 'clock'>): Day => dayOf(app.clock.now());

/** A task another area makes (server/tasks/index.ts): a sequence's step, a reply, an alert, a proposal. */
export type NewTask = {
  workspaceId: string;
  /** A member of the workspace (checked), or null for nobody's. */
  ownerId: string | null;
  createdBy: string | null;
  title: string;
  notes?: string | null;
  dueAt: Date;
  /** False (the default): due that UTC day, stored at its midnight UTC. */
  dueHasTime?: boolean;
  companyId?: string | null;
  contactId?: string | null;
  source: TaskSource;
  /** The alert, proposal, enrolment or reply it came from; an alert's or a proposal's must be the workspace's. */
  sourceId?: string | null;
};

type Refs = { ownerId?: string | null; companyId?: string | null; contactId?: string | null };

/**
 * Every id a task is given must be the workspace's (never trust ids): the owner a member, the
 * company and contact its own. Refused as field errors (400). Returns the contact's company, for a
 * task given a contact and no company.
 */
async function checkRefs(tx: Tx, workspaceId: string, refs: Refs, errors: FieldError[] = []): Promise<{ contactCompanyId: string | null }> {
  if (refs.ownerId && !(await findMember(tx, workspaceId, refs.ownerId))) errors.push({ path: 'ownerId', message: OWNER_MESSAGE });
  if (refs.companyId && !(await companyInWorkspace(tx, workspaceId, refs.companyId))) errors.push({ path: 'companyId', message: 'Company not found' });
  const contact = refs.contactId ? await contactInWorkspace(tx, workspaceId, refs.contactId) : undefined;
  if (refs.contactId && !contact) errors.push({ path: 'contactId', message: 'Contact not found' });
  if (errors.length) throw invalid(errors);
  return { contactCompanyId: contact?.companyId ?? null };
}

/**
 * Adds a task in the caller's transaction and announces it (`task.created`, published with the
 * transaction's other events after it commits): the My tasks page, the badge and the company and
 * contact pages of every tab of the workspace show it. Without a company it takes its contact's,
 * or its alert's or proposal's.
 */
export async function createTask(tx: Tx, publish: Publish, input: NewTask): Promise<Task> {
  const title = input.title.trim().slice(0, TITLE_MAX);
  const errors: FieldError[] = [];
  if (!title) errors.push({ path: 'title', message: 'Please enter what the task is' });
  const source = input.source === 'alert' || input.source === 'proposal' ? input.source : null;
  const from = source && input.sourceId ? await sourceInWorkspace(tx, input.workspaceId, source, input.sourceId) : undefined;
  if (source && !from) errors.push({ path: 'sourceId', message: source === 'alert' ? 'Alert not found' : 'Proposal not found' });
  const { contactCompanyId } = await checkRefs(tx, input.workspaceId, input, errors);
  const dueHasTime = input.dueHasTime ?? false;
  const [row] = await tx
    .insert(tasks)
    .values({
      workspaceId: input.workspaceId,
      ownerId: input.ownerId,
      createdBy: input.createdBy,
      title,
      notes: input.notes?.trim() || null,
      dueAt: dueHasTime ? input.dueAt : startOfDay(dayOf(input.dueAt)),
      dueHasTime,
      companyId: input.companyId || contactCompanyId || from?.companyId || null,
      contactId: input.contactId || null,
      source: input.source,
      sourceId: input.sourceId ?? null,
    })
    .returning({ id: tasks.id });
  const task = (await findTask(tx, input.workspaceId, row.id))!;
  await publish({ type: 'task.created', workspaceId: input.workspaceId, actorId: input.createdBy, subjectId: task.companyId, payload: { task } });
  return task;
}

/** POST /api/tasks: the owner is the signed-in person unless given; due on a day, an instant, or business days from today. */
export async function addTask(app: AppContext, actor: Actor, body: z.output<typeof createTaskInput>): Promise<Task> {
  const due = body.dueAt !== undefined ? parseDue(body.dueAt) : { dueAt: startOfDay(addBusinessDays(todayOf(app), body.dueInBusinessDays ?? 0)), dueHasTime: false };
  return inTransaction(app, (tx, publish) =>
    createTask(tx, publish, {
      workspaceId: actor.workspaceId,
      ownerId: body.ownerId ?? actor.userId,
      createdBy: actor.userId,
      title: body.title,
      notes: body.notes,
      ...due,
      companyId: body.companyId,
      contactId: body.contactId,
      source: body.source,
      sourceId: body.sourceId,
    }),
  );
}

export async function getTask(app: AppContext, actor: Actor, id: string): Promise<Task> {
  const task = await findTask(app.db, actor.workspaceId, id);
  if (!task) throw taskNotFound();
  return task;
}

/** What an edit amounts to, for the event (a task done is history on its company). */
function changeOf(before: { status: string }, fields: Record<string, unknown>): TaskChange {
  if (fields.status && fields.status !== before.status) return fields.status === 'done' ? 'done' : 'reopened';
  const keys = Object.keys(fields).filter((k) => k !== 'status');
  return keys.length === 1 && keys[0] === 'ownerId' ? 'owner' : 'edited';
}

async function publishUpdated(tx: Tx, publish: Publish, workspaceId: string, actorId: string | null, id: string, change: TaskChange): Promise<Task> {
  const task = (await findTask(tx, workspaceId, id))!;
  await publish({ type: 'task.updated', workspaceId, actorId, subjectId: task.companyId, payload: { task, change } });
  return task;
}

/** PATCH /api/tasks/:id: an edit (refused when the task changed since the edit began), done, or open again. */
export async function updateTask(app: AppContext, actor: Actor, id: string, input: z.output<typeof taskPatch>): Promise<Task> {
  return inTransaction(app, async (tx, publish) => {
    const before = await findTaskRow(tx, actor.workspaceId, id, { lock: true });
    if (!before) throw taskNotFound();
    const { expectedUpdatedAt, dueAt, ...rest } = input;
    await refuseStaleSave(expectedUpdatedAt, before, 'task', async () => (await findTask(tx, actor.workspaceId, id))!);
    const fields: Record<string, unknown> = Object.fromEntries(Object.entries({ ...rest, ...(dueAt !== undefined ? parseDue(dueAt) : {}) }).filter(([, v]) => v !== undefined));
    if (Object.keys(fields).length === 0) return (await findTask(tx, actor.workspaceId, id))!;
    const { contactCompanyId } = await checkRefs(tx, actor.workspaceId, rest);
    // A contact given to a task without a company brings its company along.
    if (rest.contactId && rest.companyId === undefined && !before.companyId && contactCompanyId) fields.companyId = contactCompanyId;
    if (rest.status === 'done' && before.status !== 'done') fields.doneAt = app.clock.now();
    if (rest.status === 'open') fields.doneAt = null;
    const change = changeOf(before, fields);
    await tx
      .update(tasks)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(tasks.id, id), eq(tasks.workspaceId, actor.workspaceId)));
    return publishUpdated(tx, publish, actor.workspaceId, actor.userId, id, change);
  });
}

/**
 * POST /api/tasks/:id/snooze: an open task moves on by business days from today (or from its own
 * day when later), keeping its time of day when it has one.
 */
export async function snoozeTask(app: AppContext, actor: Actor, id: string, option: SnoozeOption): Promise<Task> {
  return inTransaction(app, async (tx, publish) => {
    const before = await findTaskRow(tx, actor.workspaceId, id, { lock: true });
    if (!before) throw taskNotFound();
    if (before.status === 'done') throw conflict('This task is done: open it again to snooze it');
    const day = snoozedDay(dayOf(before.dueAt), todayOf(app), option);
    const timeOfDay = before.dueHasTime ? before.dueAt.getTime() % DAY_MS : 0;
    await tx
      .update(tasks)
      .set({ dueAt: new Date(startOfDay(day).getTime() + timeOfDay), updatedAt: new Date() })
      .where(and(eq(tasks.id, id), eq(tasks.workspaceId, actor.workspaceId)));
    return publishUpdated(tx, publish, actor.workspaceId, actor.userId, id, 'snoozed');
  });
}

export async function deleteTask(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.workspaceId, actor.workspaceId)))
      .returning({ id: tasks.id, companyId: tasks.companyId, contactId: tasks.contactId });
    if (!row) throw taskNotFound();
    await publish({ type: 'task.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.companyId, payload: row });
  });
}

/**
 * Marks done, in the caller's transaction, the open tasks that came from one source — a
 * proposal's "follow up if not approved" once the client approved it. Returns how many.
 */
export async function completeTasksFrom(
  tx: Tx,
  publish: Publish,
  input: { workspaceId: string; source: TaskSource; sourceId: string; actorId: string | null; now: Date },
): Promise<number> {
  const done = await tx
    .update(tasks)
    .set({ status: 'done', doneAt: input.now, updatedAt: new Date() })
    .where(and(eq(tasks.workspaceId, input.workspaceId), eq(tasks.source, input.source), eq(tasks.sourceId, input.sourceId), eq(tasks.status, 'open')))
    .returning({ id: tasks.id });
  for (const { id } of done) await publishUpdated(tx, publish, input.workspaceId, input.actorId, id, 'done');
  return done.length;
}
