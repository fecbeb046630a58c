import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { ownerFilter } from './owner-filter.js';
import { expectedUpdatedAt } from './stale-save.js';
import { SNOOZE_OPTIONS, TASK_SOURCES, TASK_STATUSES, isDay } from './task-rules.js';

export * from './task-rules.js';

/**
 * A task for a rep (docs/product.md#tasks): what to do, by when, for whom, about which company and
 * contact, and where it came from. `dueDay` is its UTC day; its section (Today, Overdue…) is
 * `taskGroupOf(task, today)` on the server's today, which every list and the badge answer with —
 * the UI groups on the server's day, never on the browser's clock.
 */
export const task = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  dueAt: z.string(),
  /** False: due "some time that day" (`dueAt` is midnight UTC of `dueDay`). */
  dueHasTime: z.boolean(),
  dueDay: z.string(),
  status: z.enum(TASK_STATUSES),
  doneAt: z.string().nullable(),
  ownerId: z.string().nullable(),
  owner: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  companyId: z.string().nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  contactId: z.string().nullable(),
  contact: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.enum(TASK_SOURCES),
  sourceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof task>;

/** What happened to a task, on `task.updated` (the activity history records `done` on its company). */
export const taskChange = z.enum(['edited', 'done', 'reopened', 'snoozed', 'owner']);
export type TaskChange = z.infer<typeof taskChange>;

export const TITLE_MESSAGE = 'Please enter what the task is';
export const DUE_MESSAGE = 'Please choose a valid due date (YYYY-MM-DD, or a date and time)';
export const OWNER_MESSAGE = 'Choose a member of the workspace';
export const SOURCE_ID_MESSAGE = 'A task from an alert or a proposal needs the alert’s or the proposal’s id';
const isDateTime = (v: string) => z.iso.datetime({ offset: true }).safeParse(v).success;

/** A day (`2031-11-27`: due that day) or an instant with its offset (`2031-11-27T15:00:00Z`: due then). */
export function parseDue(text: string): { dueAt: Date; dueHasTime: boolean } {
  return isDay(text) ? { dueAt: new Date(`${text}T00:00:00.000Z`), dueHasTime: false } : { dueAt: new Date(text), dueHasTime: true };
}

const dueField = z
  .string({ error: DUE_MESSAGE })
  .trim()
  .max(40, DUE_MESSAGE)
  .superRefine((v, ctx) => {
    if (!isDay(v) && !isDateTime(v)) return ctx.addIssue({ code: 'custom', message: DUE_MESSAGE });
    const year = parseDue(v).dueAt.getUTCFullYear();
    if (year < 2000 || year > 2099) ctx.addIssue({ code: 'custom', message: 'The due date must be between the years 2000 and 2099' });
  });

const titleField = z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(200, 'The title must be at most 200 characters');
/** Trimmed; an empty string is saved as null, a missing field is left as it is. */
const notesField = z
  .string()
  .trim()
  .max(5000, 'Notes must be at most 5000 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? v : v === undefined ? undefined : null));
const refField = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal('')], { error: message })
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : v === undefined ? undefined : null));

/** The sources a person or the UI may give; sequences and replies make theirs through server/tasks/index.ts. */
export const TASK_INPUT_SOURCES = ['manual', 'alert', 'proposal'] as const;

/**
 * POST /api/tasks. Due either on `dueAt` (a day or an instant) or `dueInBusinessDays` after the
 * server's today (a proposal's follow-up). The owner is the signed-in person unless given; a task
 * from an alert or a proposal names it (`sourceId`) and, without a company, takes its company.
 */
export const createTaskInput = z
  .object({
    title: titleField,
    notes: notesField,
    dueAt: dueField.optional(),
    dueInBusinessDays: z
      .number({ error: 'Business days must be a number' })
      .int('Business days must be a whole number')
      .min(0, 'Business days must be at least 0')
      .max(60, 'Business days must be at most 60')
      .optional(),
    ownerId: z.uuid({ error: OWNER_MESSAGE }).optional(),
    companyId: refField('Invalid company id'),
    contactId: refField('Invalid contact id'),
    source: z.enum(TASK_INPUT_SOURCES, { error: `Source must be one of ${TASK_INPUT_SOURCES.join(', ')}` }).default('manual'),
    sourceId: z.uuid({ error: 'Invalid source id' }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.dueAt === undefined) === (v.dueInBusinessDays === undefined))
      ctx.addIssue({ code: 'custom', path: ['dueAt'], message: v.dueAt === undefined ? 'Please choose a due date' : 'Give a due date or a number of business days, not both' });
    if (v.source !== 'manual' && !v.sourceId) ctx.addIssue({ code: 'custom', path: ['sourceId'], message: SOURCE_ID_MESSAGE });
    if (v.source === 'manual' && v.sourceId) ctx.addIssue({ code: 'custom', path: ['sourceId'], message: 'A task added by hand has no source id' });
  });
export type CreateTaskInput = z.input<typeof createTaskInput>;

/** PATCH /api/tasks/:id: any of the fields under the same rules, `status` to mark it done or open again. */
export const taskPatch = z
  .object({
    title: titleField.optional(),
    notes: notesField,
    dueAt: dueField.optional(),
    ownerId: z.uuid({ error: OWNER_MESSAGE }).optional(),
    companyId: refField('Invalid company id'),
    contactId: refField('Invalid contact id'),
    status: z.enum(TASK_STATUSES, { error: 'Status must be open or done' }).optional(),
    expectedUpdatedAt,
  })
  .strict();
export type TaskPatch = z.input<typeof taskPatch>;

/** POST /api/tasks/:id/snooze: one business day unless said (contracts/task-rules.ts snoozedDay). */
export const snoozeTaskInput = z.object({ option: z.enum(SNOOZE_OPTIONS, { error: `Snooze must be one of ${SNOOZE_OPTIONS.join(', ')}` }).default('1d') }).strict();

export const listTasksQuery = z.object({
  /** `me` or a member's user id; absent is everyone's. */
  owner: ownerFilter,
  companyId: z.uuid({ error: 'Invalid company id' }).optional(),
  contactId: z.uuid({ error: 'Invalid contact id' }).optional(),
  /** Absent: the open tasks (soonest first), then the latest done ones. */
  status: z.enum(TASK_STATUSES, { error: 'Status must be open or done' }).optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(500, 'Limit must be at most 500').default(200),
});
export type ListTasksQuery = z.input<typeof listTasksQuery>;

/** `today`: the server's day, to group the tasks on (taskGroupOf) and to start a new task's form on. */
export const taskListResponse = z.object({ today: z.string(), items: z.array(task) });
export type TaskListResponse = z.infer<typeof taskListResponse>;
export const taskResponse = z.object({ task });
/** The sidebar's Tasks badge: my open tasks due today or before. */
export const taskBadgeResponse = z.object({ due: z.number(), today: z.string() });

const taskId = { id: uuidParam('task id') };
export const tasksApi = {
  list: route({ method: 'GET', path: '/api/tasks', permission: 'read', summary: 'The workspace’s tasks: open ones soonest first, then the latest done', query: listTasksQuery, response: taskListResponse }),
  badge: route({ method: 'GET', path: '/api/tasks/badge', permission: 'read', summary: 'How many of my open tasks are due today or overdue', response: taskBadgeResponse }),
  create: route({ method: 'POST', path: '/api/tasks', permission: 'records.write', summary: 'Add a task', body: createTaskInput, status: 201, response: taskResponse }),
  get: route({ method: 'GET', path: '/api/tasks/:id', permission: 'read', params: taskId, summary: 'One task', response: taskResponse }),
  update: route({ method: 'PATCH', path: '/api/tasks/:id', permission: 'records.write', params: taskId, summary: 'Edit a task, mark it done or open again', body: taskPatch, response: taskResponse }),
  snooze: route({ method: 'POST', path: '/api/tasks/:id/snooze', permission: 'records.write', params: taskId, summary: 'Move an open task on by business days', body: snoozeTaskInput, response: taskResponse }),
  remove: route({ method: 'DELETE', path: '/api/tasks/:id', permission: 'records.write', params: taskId, summary: 'Delete a task', status: 204 }),
};
