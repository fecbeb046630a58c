import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { api, isAbort } from '../../api/endpoints.js';
import { taskBadgeAtom, taskBadgeVersionAtom, tasksTodayAtom } from '../../state/tasks.js';
import { cn } from '../../lib/cn.js';

/** A burst of task events (a sequence's run, a member's tasks handed over) settles this long before the one re-read. */
const SETTLE_MS = 250;

/** Reads the badge on opening, then again (settled) whenever a task event may have changed it. */
function useTaskBadge(): number | null {
  const store = useStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      api.tasks
        .badge({ key: 'task-badge' })
        .then((r) => {
          store.set(taskBadgeAtom, typeof r.due === 'number' ? r.due : null);
          if (typeof r.today === 'string') store.set(tasksTodayAtom, r.today);
        })
        .catch((err) => {
          if (!isAbort(err)) console.error('task badge load failed', err);
        });
    };
    read();
    const unsubscribe = store.sub(taskBadgeVersionAtom, () => {
      timer ??= setTimeout(read, SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);
  return useAtomValue(taskBadgeAtom);
}

/**
 * The Tasks entry's count (docs/product.md#tasks): my open tasks due today or overdue, on the
 * server's today. Nothing when there are none.
 */
export function TasksBadge({ collapsed }: { collapsed: boolean }) {
  const count = useTaskBadge();
  if (!count) return null;
  const label = `${count} ${count === 1 ? 'task' : 'tasks'} due today or overdue`;
  return (
    <span
      title={label}
      className={cn(
        'rounded-full bg-amber-500 text-center text-[11px] font-semibold leading-5 text-white',
        collapsed ? 'absolute right-0.5 top-0.5 h-2.5 w-2.5 p-0 text-[0px]' : 'ml-auto min-w-5 px-1.5',
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
