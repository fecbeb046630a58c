import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { Task, TaskSource } from '../../../contracts/tasks.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { FormActions } from '../../components/FormActions.js';
import { Modal } from '../../components/Modal.js';
import { useTeamMembers } from '../../components/OwnerSelect.js';
import { Select } from '../../components/Select.js';
import { userAtom } from '../../state/auth.js';
import { toastStaleSave } from '../../state/stale-save.js';
import { taskChanged, taskDeleted, tasksTodayAtom } from '../../state/tasks.js';
import { dueFromInputs, dueInputs } from './task-format.js';

/** What a new task starts with: from a company or contact page, an alert, or nothing. */
export type TaskDraft = {
  title?: string;
  companyId?: string | null;
  companyName?: string | null;
  contactId?: string | null;
  contactName?: string | null;
  source?: Extract<TaskSource, 'manual' | 'alert' | 'proposal'>;
  sourceId?: string;
};

type Values = { title: string; date: string; time: string; ownerId: string; notes: string };
type Errors = Partial<Record<'title' | 'dueAt' | 'ownerId' | 'notes', string>>;
const FIELDS = ['title', 'dueAt', 'ownerId', 'notes'] as const;

/** The server's field messages (a 400) by field; the rest of an error is a toast. */
function fieldErrorsOf(err: unknown): Errors {
  if (!(err instanceof ApiError) || err.code !== 'validation_failed') return {};
  const out: Errors = {};
  for (const d of err.details) {
    const path = d.path.split('.')[0] as keyof Errors;
    if ((FIELDS as readonly string[]).includes(path)) out[path] ??= d.message;
  }
  return out;
}

/**
 * Add a task (from `draft`) or edit one (`task`): title, due date with an optional time, owner
 * (any member; the signed-in person by default) and notes. A new task's date starts on the
 * server's today. Editing also offers Delete, confirmed in place.
 */
export function TaskDialog({ open, onClose, task, draft }: { open: boolean; onClose: () => void; task?: Task | null; draft?: TaskDraft }) {
  const store = useStore();
  const me = useAtomValue(userAtom);
  const today = useAtomValue(tasksTodayAtom);
  const members = useTeamMembers();
  const [values, setValues] = useState<Values>({ title: '', date: '', time: '', ownerId: '', notes: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Each opening starts from the task (or the draft) as it is then.
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setConfirmingDelete(false);
    if (task) setValues({ title: task.title, ...dueInputs(task), ownerId: task.ownerId ?? '', notes: task.notes ?? '' });
    else setValues({ title: draft?.title ?? '', date: today ?? '', time: '', ownerId: me?.id ?? '', notes: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only, not while typing
  }, [open, task?.id]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Errors = {};
    if (!values.title.trim()) missing.title = 'Please enter what the task is';
    if (!values.date) missing.dueAt = 'Please choose a due date';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    const common = { title: values.title, dueAt: dueFromInputs(values.date, values.time), notes: values.notes, ...(values.ownerId ? { ownerId: values.ownerId } : {}) };
    try {
      const saved = task
        ? (await api.tasks.update({ id: task.id }, { ...common, expectedUpdatedAt: task.updatedAt })).task
        : (
            await api.tasks.create({
              ...common,
              companyId: draft?.companyId ?? undefined,
              contactId: draft?.contactId ?? undefined,
              source: draft?.source ?? 'manual',
              sourceId: draft?.sourceId,
            })
          ).task;
      taskChanged(store, saved);
      toast.success(task ? 'Task saved' : 'Task added', { description: saved.title });
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else if (!toastStaleSave<Task>(err, 'Task not saved', (current) => taskChanged(store, current)))
        toast.error('Error', { description: messageOf(err, 'Failed to save the task') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!task) return;
    setBusy(true);
    try {
      await api.tasks.remove({ id: task.id });
      taskDeleted(store, task.id);
      toast.success('Task deleted', { description: task.title });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        taskDeleted(store, task.id);
        onClose();
      } else toast.error('Error', { description: messageOf(err, 'Failed to delete the task') });
    } finally {
      setBusy(false);
    }
  };

  const about = [draft?.companyName, draft?.contactName].filter(Boolean).join(' · ');
  const owners = members && members.length > 0 ? members : me ? [{ userId: me.id, fullName: me.fullName }] : [];
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={task ? 'Edit task' : 'Add task'}>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {!task && about && <p className="text-sm text-slate-600">For {about}</p>}
        <Field label="Title" error={errors.title}>
          {(id, describedBy) => <Input id={id} aria-describedby={describedBy} aria-invalid={Boolean(errors.title)} maxLength={200} value={values.title} onChange={set('title')} autoFocus />}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Due date" error={errors.dueAt}>
            {(id, describedBy) => <Input id={id} type="date" aria-describedby={describedBy} aria-invalid={Boolean(errors.dueAt)} value={values.date} onChange={set('date')} />}
          </Field>
          <Field label="Time (optional)">{(id) => <Input id={id} type="time" value={values.time} onChange={set('time')} />}</Field>
        </div>
        <Field label="Owner" error={errors.ownerId}>
          {(id, describedBy) => (
            <Select id={id} aria-describedby={describedBy} value={values.ownerId} onChange={set('ownerId')}>
              {task && !task.ownerId && <option value="">Nobody</option>}
              {owners.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.userId === me?.id ? `${m.fullName} (me)` : m.fullName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Notes" error={errors.notes}>
          {(id, describedBy) => <Textarea id={id} aria-describedby={describedBy} rows={3} className="min-h-[72px]" maxLength={5000} value={values.notes} onChange={set('notes')} />}
        </Field>
        {confirmingDelete ? (
          <div className="flex flex-wrap items-center justify-end gap-2 rounded-md bg-red-50 p-3" role="group" aria-label="Confirm delete">
            <p className="mr-auto text-sm text-red-800">Delete this task? This cannot be undone.</p>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmingDelete(false)}>
              Keep it
            </Button>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting...' : 'Delete task'}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {task ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={() => setConfirmingDelete(true)}>
                <Trash2 className="h-4 w-4" aria-hidden /> Delete
              </Button>
            ) : (
              <span />
            )}
            <FormActions onCancel={onClose} busy={busy} label={task ? 'Save task' : 'Add task'} />
          </div>
        )}
      </form>
    </Modal>
  );
}
