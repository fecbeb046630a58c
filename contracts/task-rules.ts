// Schema-free, so the sidebar's Tasks badge and the tasks state import it without zod; contracts/tasks.ts re-exports it.

/** Where a task came from (the `source` column of server/db/schema/tasks.ts). */
export const TASK_SOURCES = ['manual', 'sequence', 'reply', 'alert', 'proposal', 'deal'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
export const TASK_SOURCE_LABELS: Record<TaskSource, string> = {
  manual: 'Added by hand',
  sequence: 'From a sequence',
  reply: 'From a reply',
  alert: 'From an alert',
  proposal: 'From a proposal',
  deal: 'From a deal',
};

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The My tasks page's sections, in the order it shows them. */
export const TASK_GROUPS = ['today', 'overdue', 'upcoming', 'done'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];
export const TASK_GROUP_LABELS: Record<TaskGroup, string> = { today: 'Today', overdue: 'Overdue', upcoming: 'Upcoming', done: 'Done' };

/** Snoozing moves an open task by business days (Monday to Friday): the one-click Snooze is `1d`. */
export const SNOOZE_OPTIONS = ['1d', '3d', 'next-week'] as const;
export type SnoozeOption = (typeof SNOOZE_OPTIONS)[number];
export const SNOOZE_LABELS: Record<SnoozeOption, string> = { '1d': 'Tomorrow (1 business day)', '3d': 'In 3 business days', 'next-week': 'Next week (Monday)' };

/** "Follow up if not approved in 3 days" on a proposal: a task this many business days ahead. */
export const PROPOSAL_FOLLOW_UP_BUSINESS_DAYS = 3;

// Days. The workspace has no time zone of its own (nor have users): a task's day, "today" and the
// groups are UTC calendar days, read from the server's one clock (server/clock.ts). A task without
// a time is stored at midnight UTC of its day, so its day is the same wherever it is read.

/** A day as `YYYY-MM-DD`. */
export type Day = string;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2031-02-30). */
export const isDay = (text: string): boolean => DAY_PATTERN.test(text) && new Date(`${text}T00:00:00.000Z`).toISOString().slice(0, 10) === text;

/** The UTC day of an instant. */
export const dayOf = (at: Date | string): Day => new Date(at).toISOString().slice(0, 10);

/** Midnight UTC starting `day`. */
export const startOfDay = (day: Day): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: Day, n: number): Day => dayOf(new Date(startOfDay(day).getTime() + n * DAY_MS));

const weekday = (day: Day): number => startOfDay(day).getUTCDay(); // 0 Sunday … 6 Saturday
const isWeekend = (day: Day): boolean => weekday(day) === 0 || weekday(day) === 6;

/** `n` business days after `day` (Saturdays and Sundays skipped): Friday + 1 is Monday, Saturday + 1 too. */
export function addBusinessDays(day: Day, n: number): Day {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** The Monday of the week after `day`'s (a Sunday's next week starts the next day). */
export const nextWeekStart = (day: Day): Day => addDays(day, ((8 - weekday(day)) % 7) || 7);

/**
 * The day a snoozed task moves to: from today, or from its own day when that is later (snoozing a
 * task due next Thursday by one day moves it to Friday, never back to tomorrow).
 */
export function snoozedDay(dueDay: Day, today: Day, option: SnoozeOption): Day {
  const from = dueDay > today ? dueDay : today;
  return option === 'next-week' ? nextWeekStart(from) : addBusinessDays(from, option === '3d' ? 3 : 1);
}

/** The section a task is shown in on `today`. */
export function taskGroupOf(task: { status: string; dueDay: Day }, today: Day): TaskGroup {
  if (task.status === 'done') return 'done';
  return task.dueDay < today ? 'overdue' : task.dueDay === today ? 'today' : 'upcoming';
}
