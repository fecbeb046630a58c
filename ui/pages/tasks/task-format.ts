import { format } from 'date-fns';
import { addDays, type Day } from '../../../contracts/task-rules.js';
import type { Task } from '../../../contracts/tasks.js';

/** A `YYYY-MM-DD` day as a local calendar date, for formatting only. */
const calendar = (day: Day): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** "Today", "Tomorrow", "Yesterday" (on the server's today), else "Mon, Dec 1" (with the year when not this year's). */
export function dayLabel(day: Day, today: Day | null): string {
  if (today === day) return 'Today';
  if (today && addDays(today, 1) === day) return 'Tomorrow';
  if (today && addDays(today, -1) === day) return 'Yesterday';
  return format(calendar(day), today && today.slice(0, 4) === day.slice(0, 4) ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
}

/** The day and, for a task with a time, the time as this browser's clock tells it. */
export function dueLabel(task: Pick<Task, 'dueAt' | 'dueDay' | 'dueHasTime'>, today: Day | null): string {
  if (!task.dueHasTime) return dayLabel(task.dueDay, today);
  const at = new Date(task.dueAt);
  return `${dayLabel(format(at, 'yyyy-MM-dd'), today)}, ${format(at, 'h:mm a')}`;
}

/** A task's due date and time as the form's date and time inputs hold them (the time empty when it has none). */
export function dueInputs(task: Pick<Task, 'dueAt' | 'dueDay' | 'dueHasTime'>): { date: string; time: string } {
  if (!task.dueHasTime) return { date: task.dueDay, time: '' };
  const at = new Date(task.dueAt);
  return { date: format(at, 'yyyy-MM-dd'), time: format(at, 'HH:mm') };
}

/** What the API takes from the form: the day alone, or the local date and time as an instant. */
export const dueFromInputs = (date: string, time: string): string => (time ? new Date(`${date}T${time}`).toISOString() : date);

/** Open tasks soonest first (as the server sorts them); done ones most recently done first. */
export const byDue = (a: Task, b: Task) => a.dueAt.localeCompare(b.dueAt) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
export const byDoneAt = (a: Task, b: Task) => (b.doneAt ?? '').localeCompare(a.doneAt ?? '');
