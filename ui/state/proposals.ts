import { toast } from 'sonner';
import type { Proposal, ProposalSummary } from '../../contracts/proposals.js';
import { proposalSummaryOf } from '../../contracts/proposal-summary.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** The list's rows; `ids`: the workspace's list, last changed first. */
export const proposalSummaryRecords = createRecordStore<ProposalSummary>();
/** Full proposals the editor has opened (lines, prices, client activity). */
export const proposalRecords = createRecordStore<Proposal>();

/** The proposals made from one chat (its "Documents from this chat"), last changed first. */
export const chatProposalIds = (sessionId: string) => proposalSummaryRecords.listOf(`session:${sessionId}`);

/** Moves a proposal to the top of the loaded lists it belongs in (last changed first). */
function toTop(store: Store, summary: ProposalSummary): void {
  const lists = [proposalSummaryRecords.ids, ...(summary.sessionId ? [chatProposalIds(summary.sessionId)] : [])];
  for (const list of lists) {
    if (store.get(list)?.[0] === summary.id) continue;
    proposalSummaryRecords.unlist(store, summary.id, list);
    proposalSummaryRecords.prepend(store, summary.id, list);
  }
}

/**
 * Holds a full proposal and its row, each unless the store holds a newer version (a late echo),
 * and moves it to the top of the loaded lists.
 */
export function upsertProposal(store: Store, proposal: Proposal): void {
  proposalRecords.upsert(store, proposal);
  upsertSummary(store, proposalSummaryOf(proposal));
}

function upsertSummary(store: Store, summary: ProposalSummary): void {
  const held = proposalSummaryRecords.get(store, summary.id);
  if (proposalSummaryRecords.upsert(store, summary) && held?.updatedAt !== summary.updatedAt) toTop(store, summary);
}

export function removeProposal(store: Store, id: string): void {
  proposalSummaryRecords.remove(store, id);
  proposalRecords.remove(store, id);
}

export const proposalEvents: EventHandlers = {
  'proposal.created': ({ payload }, store) => upsertProposal(store, payload.proposal),
  'proposal.updated': ({ payload }, store) => upsertProposal(store, payload.proposal),
  'proposal.deleted': ({ payload }, store) => removeProposal(store, payload.id),
  // A client acted through the link: the proposal changes in place and every tab says so. The
  // event carries the proposal without its history and the one new action: a held proposal gets
  // the action appended; otherwise only its row changes (the page fetches the whole on opening).
  'proposal.client_action': ({ payload }, store) => {
    const held = proposalRecords.get(store, payload.proposal.id);
    if (held) {
      const actions = [...held.actions.filter((a) => a.id !== payload.action.id), payload.action];
      upsertProposal(store, { ...payload.proposal, actions });
    } else {
      upsertSummary(store, proposalSummaryOf({ ...payload.proposal, actions: [] }));
    }
    toast.info(payload.summary, { description: payload.proposal.title });
  },
};
