import { useEffect, useMemo, useState } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { Plus } from 'lucide-react';
import { TASK_GROUP_LABELS, taskGroupOf, type TaskGroup } from '../../../contracts/task-rules.js';
import type { Task as TaskRecord } from '../../../contracts/tasks.js';
import { api, isAbort } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { Spinner } from '../../components/Spinner.js';
import { OwnerSelect } from '../../components/OwnerSelect.js';
import { userAtom } from '../../state/auth.js';
import { useCan } from '../../state/permissions.js';
import { taskRecords, tasksTodayAtom } from '../../state/tasks.js';
import { TaskDialog } from './TaskDialog.js';
import { TaskItem } from './TaskItem.js';
import { byDoneAt, byDue } from './task-format.js';

/** Done tasks shown before "Show more". */
const DONE_SHOWN = 10;

/**
 * Whose tasks (docs/product.md#tasks): owners and admins pick Mine, Everyone or any member; members
 * and viewers see their own, or the team's. The value is the API's `owner` ('' is everyone).
 */
function OwnerFilter({ value, onChange }: { value: string; onChange: (owner: string) => void }) {
  const manager = useCan('members.manage');
  if (!manager)
    return (
      <SegmentedControl
        kind="toggle"
        label="Whose tasks"
        options={[
          { label: 'Mine', value: 'me' },
          { label: 'Team', value: '' },
        ]}
        value={value === 'me' ? 'me' : ''}
        onChange={onChange}
      />
    );
  return (
    <div className="sm:w-56">
      <OwnerSelect label="Whose tasks" mineFirst value={value} onChange={onChange} />
    </div>
  );
}

function Section({ group, tasks, onEdit, showOwner, empty }: { group: TaskGroup; tasks: TaskRecord[]; onEdit: (t: TaskRecord) => void; showOwner: boolean; empty?: string }) {
  const [all, setAll] = useState(false);
  const shown = group === 'done' && !all ? tasks.slice(0, DONE_SHOWN) : tasks;
  const headingId = `tasks-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`mb-2 flex items-center gap-2 text-sm font-semibold ${group === 'overdue' ? 'text-red-700' : 'text-slate-700'}`}>
        {TASK_GROUP_LABELS[group]}
        <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600">{tasks.length}</span>
      </h2>
      <Card>
        {tasks.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-500">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={`${TASK_GROUP_LABELS[group]} tasks`}>
            {shown.map((t) => (
              <TaskItem key={t.id} task={t} onEdit={onEdit} showOwner={showOwner} />
            ))}
          </ul>
        )}
        {shown.length < tasks.length && (
          <div className="border-t border-slate-100 px-5 py-2">
            <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
              Show all {tasks.length} done
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}

/** docs/product.md#tasks: My tasks — Today, Overdue, Upcoming and Done on the server's today; done and snooze with one click; live. */
export function TasksPage() {
  const store = useStore();
  const me = useAtomValue(userAtom);
  const today = useAtomValue(tasksTodayAtom);
  const [owner, setOwner] = useState('me');
  const [loaded, setLoaded] = useState<{ owner: string; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskRecord | null>(null);

  useEffect(() => {
    api.tasks
      .list({ owner: owner || undefined, limit: 200 }, { key: 'tasks-page' })
      .then((r) => {
        store.set(tasksTodayAtom, r.today);
        taskRecords.setList(store, r.items);
        setLoaded({ owner, failed: false });
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setLoaded({ owner, failed: true });
      });
  }, [store, owner, attempt]);

  // Derived from the records, so a task made, done, snoozed or handed over in any tab moves at once.
  const ownerId = owner === 'me' ? (me?.id ?? null) : owner || null;
  const groupsAtom = useMemo(
    () =>
      atom((get) => {
        const groups: Record<TaskGroup, TaskRecord[]> = { today: [], overdue: [], upcoming: [], done: [] };
        const day = get(tasksTodayAtom);
        if (!day) return groups;
        for (const t of get(taskRecords.recordsOf()) ?? []) if (!ownerId || t.ownerId === ownerId) groups[taskGroupOf(t, day)].push(t);
        for (const g of ['today', 'overdue', 'upcoming'] as const) groups[g].sort(byDue);
        groups.done.sort(byDoneAt);
        return groups;
      }),
    [ownerId],
  );
  const groups = useAtomValue(groupsAtom);
  const ready = loaded?.owner === owner && !loaded.failed && today !== null;
  const total = groups.today.length + groups.overdue.length + groups.upcoming.length + groups.done.length;
  const showOwner = owner !== 'me';
  const mayWrite = useCan('records.write');

  return (
    <>
      <PageHeader
        title="My tasks"
        description="What to do next: by hand, from sequences and replies, alerts and proposals."
        actions={
          mayWrite && (
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden /> New task
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <OwnerFilter value={owner} onChange={setOwner} />
      </div>
      {loaded?.owner === owner && loaded.failed ? (
        <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center text-sm text-slate-600" role="alert">
          Failed to load the tasks.
          <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Card>
      ) : !ready ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading tasks" />
        </div>
      ) : total === 0 ? (
        <Card className="px-5 py-12 text-center text-sm text-slate-500">
          No tasks yet. Add one, or they arrive from sequences, replies, alerts and proposals.
        </Card>
      ) : (
        <div className="space-y-6">
          <Section group="today" tasks={groups.today} onEdit={setEditing} showOwner={showOwner} empty="Nothing due today." />
          {groups.overdue.length > 0 && <Section group="overdue" tasks={groups.overdue} onEdit={setEditing} showOwner={showOwner} />}
          {groups.upcoming.length > 0 && <Section group="upcoming" tasks={groups.upcoming} onEdit={setEditing} showOwner={showOwner} />}
          {groups.done.length > 0 && <Section group="done" tasks={groups.done} onEdit={setEditing} showOwner={showOwner} />}
        </div>
      )}
      {adding && <TaskDialog open onClose={() => setAdding(false)} />}
      {editing && <TaskDialog open task={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
