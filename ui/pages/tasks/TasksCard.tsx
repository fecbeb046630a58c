import { useEffect, useMemo, useState } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import type { Task } from '../../../contracts/tasks.js';
import { api, isAbort } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardHeader } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { companyTasks, contactTasks, taskRecords, tasksTodayAtom } from '../../state/tasks.js';
import { AddTaskButton } from './AddTaskButton.js';
import { TaskDialog, type TaskDraft } from './TaskDialog.js';
import { TaskItem } from './TaskItem.js';
import { byDue } from './task-format.js';

type Subject = { companyId: string; companyName: string; contactId?: undefined; contactName?: undefined } | { contactId: string; contactName: string; companyId: string | null; companyName: string | null };

/**
 * The open tasks of a company's or a contact's page, soonest first, with "Add task" (for that
 * company, or that contact and their company); live, like the My tasks page.
 */
export function TasksCard(props: Subject) {
  const store = useStore();
  const forContact = props.contactId !== undefined;
  const subjectId = forContact ? props.contactId : props.companyId;
  const list = forContact ? contactTasks(subjectId) : companyTasks(subjectId);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Task | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    api.tasks
      .list({ ...(forContact ? { contactId: subjectId } : { companyId: subjectId }), status: 'open' }, { signal: controller.signal })
      .then((r) => {
        store.set(tasksTodayAtom, r.today);
        taskRecords.setList(store, r.items, list);
        setState('ready');
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setState('error');
      });
    return () => controller.abort();
  }, [store, list, forContact, subjectId, attempt]);

  // Derived from the records: a task done, moved to another company or contact, or deleted in any tab leaves the card.
  const openAtom = useMemo(
    () =>
      atom((get) =>
        (get(taskRecords.recordsOf(list)) ?? [])
          .filter((t) => t.status === 'open' && (forContact ? t.contactId === subjectId : t.companyId === subjectId))
          .sort(byDue),
      ),
    [list, forContact, subjectId],
  );
  const open = useAtomValue(openAtom);
  const draft: TaskDraft = forContact
    ? { contactId: props.contactId, contactName: props.contactName, companyId: props.companyId, companyName: props.companyName }
    : { companyId: props.companyId, companyName: props.companyName };

  return (
    <Card>
      <CardHeader title="Tasks" description={state === 'ready' && open.length > 0 ? `${open.length} open` : undefined} action={<AddTaskButton draft={draft} />} />
      {state === 'loading' ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading tasks" />
        </div>
      ) : state === 'error' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-4 text-sm text-slate-600">
          Failed to load the tasks.
          <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : open.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No open tasks.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Open tasks">
          {open.map((t) => (
            <TaskItem key={t.id} task={t} onEdit={setEditing} on={forContact ? 'contact' : 'company'} />
          ))}
        </ul>
      )}
      {editing && <TaskDialog open task={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
