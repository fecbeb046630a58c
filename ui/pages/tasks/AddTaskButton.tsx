import { lazy, Suspense, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import type { TaskDraft } from './TaskDialog.js';

// The dialog (its form, the team's list, the stale-save rule with its schema) is downloaded when
// first opened: this button is on the dashboard's alerts, part of the first signed-in screen.
const TaskDialog = lazy(() => import('./TaskDialog.js').then((m) => ({ default: m.TaskDialog })));

/** "Add task" wherever a task can start (a company or contact page, an alert): the dialog, prefilled from `draft`. Hidden from viewers. */
export function AddTaskButton({ draft, label = 'Add task', variant = 'outline', size = 'sm' }: { draft?: TaskDraft; label?: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const mayWrite = useCan('records.write');
  const [open, setOpen] = useState(false);
  if (!mayWrite) return null;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <ListPlus className="h-3.5 w-3.5" aria-hidden /> {label}
      </Button>
      {/* Mounted only while open: a page of alerts does not load the team once per alert. */}
      {open && (
        <Suspense fallback={null}>
          <TaskDialog open onClose={() => setOpen(false)} draft={draft} />
        </Suspense>
      )}
    </>
  );
}
