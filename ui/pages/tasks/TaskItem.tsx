import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { Building2, Circle, CircleCheck, UserRound } from 'lucide-react';
import { TASK_SOURCE_LABELS, type Task } from '../../../contracts/tasks.js';
import { Badge } from '../../components/Badge.js';
import { useCan } from '../../state/permissions.js';
import { tasksTodayAtom } from '../../state/tasks.js';
import { cn } from '../../lib/cn.js';
import { SnoozeControl } from './SnoozeControl.js';
import { dueLabel } from './task-format.js';
import { useTaskActions } from './useTaskActions.js';

/**
 * One task: done (or open again) with one click, its title (opens the edit dialog), when it is due,
 * its company and contact, whose it is and where it came from; snooze for an open one. A viewer
 * sees it without its actions. On a company's or a contact's page, `on` leaves out the link to that page.
 */
export function TaskItem({ task, onEdit, showOwner = true, on }: { task: Task; onEdit: (task: Task) => void; showOwner?: boolean; on?: 'company' | 'contact' }) {
  const today = useAtomValue(tasksTodayAtom);
  const mayWrite = useCan('records.write');
  const { busy, markDone, reopen, snooze } = useTaskActions(task);
  const done = task.status === 'done';
  const overdue = !done && today !== null && task.dueDay < today;
  const Toggle = done ? CircleCheck : Circle;
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5">
      {mayWrite ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void (done ? reopen() : markDone())}
          aria-label={done ? `Open again: ${task.title}` : `Mark done: ${task.title}`}
          className="-my-1 h-8 w-8 shrink-0 rounded-full p-1 text-slate-400 hover:text-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:opacity-50"
        >
          <Toggle className={cn('h-6 w-6', done && 'text-emerald-600')} aria-hidden />
        </button>
      ) : (
        <Toggle className={cn('mt-0.5 h-5 w-5 shrink-0 text-slate-300', done && 'text-emerald-600')} aria-label={done ? 'Done' : 'Open'} />
      )}
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {mayWrite ? (
              <button
                type="button"
                onClick={() => onEdit(task)}
                className={cn('text-left text-sm font-medium [overflow-wrap:anywhere] hover:text-brand-700 hover:underline', done ? 'text-slate-500 line-through' : 'text-slate-900')}
              >
                {task.title}
              </button>
            ) : (
              <span className={cn('text-sm font-medium [overflow-wrap:anywhere]', done ? 'text-slate-500 line-through' : 'text-slate-900')}>{task.title}</span>
            )}
            {task.source !== 'manual' && <Badge tone="purple">{TASK_SOURCE_LABELS[task.source]}</Badge>}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <time dateTime={task.dueHasTime ? task.dueAt : task.dueDay} className={cn(overdue && 'font-medium text-red-700')}>
              {done ? `Due ${dueLabel(task, today)}` : overdue ? `Overdue · ${dueLabel(task, today)}` : dueLabel(task, today)}
            </time>
            {task.company && on !== 'company' && (
              <Link href={`/companies/${task.company.id}`} className="inline-flex min-w-0 items-center gap-1 text-brand-700 hover:underline">
                <Building2 className="h-3 w-3 shrink-0" aria-hidden />
                <span className="truncate">{task.company.name}</span>
              </Link>
            )}
            {task.contact && on !== 'contact' && (
              <Link href={`/contacts/${task.contact.id}`} className="inline-flex min-w-0 items-center gap-1 text-brand-700 hover:underline">
                <UserRound className="h-3 w-3 shrink-0" aria-hidden />
                <span className="truncate">{task.contact.name}</span>
              </Link>
            )}
            {showOwner && <span>{task.owner ? task.owner.fullName : 'Nobody’s'}</span>}
          </p>
          {task.notes && <p className="mt-1 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{task.notes}</p>}
        </div>
        {mayWrite && !done && (
          <div className="mt-2 shrink-0 sm:mt-0">
            <SnoozeControl title={task.title} busy={busy} onSnooze={(option) => void snooze(option)} />
          </div>
        )}
      </div>
    </li>
  );
}
