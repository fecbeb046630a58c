import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { CalendarClock } from 'lucide-react';
import { PROPOSAL_FOLLOW_UP_BUSINESS_DAYS } from '../../../contracts/task-rules.js';
import type { Proposal } from '../../../contracts/proposals.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { taskChanged, tasksTodayAtom } from '../../state/tasks.js';
import { dueLabel } from './task-format.js';

/** Statuses after which there is nothing left to follow up. */
const SETTLED = new Set<Proposal['status']>(['approved', 'declined', 'closed']);

/**
 * "Follow up if not approved in 3 days" (docs/product.md#tasks): one click makes me a task due in
 * 3 business days for the proposal's company; the client's approval through the link closes it.
 */
export function ProposalFollowUpButton({ proposal }: { proposal: Pick<Proposal, 'id' | 'title' | 'status' | 'companyId'> }) {
  const store = useStore();
  const today = useAtomValue(tasksTodayAtom);
  const mayWrite = useCan('records.write');
  const [busy, setBusy] = useState(false);
  if (!mayWrite || SETTLED.has(proposal.status)) return null;
  const add = async () => {
    setBusy(true);
    try {
      const title = `Follow up on “${proposal.title}” if not approved`;
      const { task } = await api.tasks.create({
        title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
        dueInBusinessDays: PROPOSAL_FOLLOW_UP_BUSINESS_DAYS,
        source: 'proposal',
        sourceId: proposal.id,
        ...(proposal.companyId ? { companyId: proposal.companyId } : {}),
      });
      taskChanged(store, task);
      toast.success('Follow-up task added', { description: `Due ${dueLabel(task, today)}. It closes itself if the client approves.` });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to add the follow-up task') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy} onClick={() => void add()}>
      <CalendarClock className="h-4 w-4" aria-hidden /> {busy ? 'Adding...' : `Follow up if not approved in ${PROPOSAL_FOLLOW_UP_BUSINESS_DAYS} days`}
    </Button>
  );
}
