import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import type { SnoozeOption, Task } from '../../../contracts/tasks.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { taskChanged, tasksTodayAtom } from '../../state/tasks.js';
import { dueLabel } from './task-format.js';

/** Done, open again and snooze, each one click: the answer is held at once, the event updates other tabs. */
export function useTaskActions(task: Task) {
  const store = useStore();
  const today = useAtomValue(tasksTodayAtom);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<Task>, failure: string): Promise<Task | null> => {
    setBusy(true);
    try {
      const saved = await fn();
      taskChanged(store, saved);
      return saved;
    } catch (err) {
      toast.error('Error', { description: messageOf(err, failure) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (status: Task['status']) => run(async () => (await api.tasks.update({ id: task.id }, { status })).task, 'Failed to update the task');

  const markDone = async () => {
    if (await setStatus('done')) toast.success('Task done', { description: task.title, action: { label: 'Undo', onClick: () => void setStatus('open') } });
  };
  const reopen = async () => {
    await setStatus('open');
  };
  const snooze = async (option: SnoozeOption) => {
    const saved = await run(async () => (await api.tasks.snooze({ id: task.id }, { option })).task, 'Failed to snooze the task');
    if (saved) toast.success(`Snoozed to ${dueLabel(saved, today)}`, { description: saved.title });
  };
  return { busy, markDone, reopen, snooze };
}
