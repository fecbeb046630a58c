import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import { toast } from 'sonner';
import type { Proposal, ProposalSummary } from '../../contracts/proposals.js';
import { deepEqual } from '../lib/equal.js';
import type { EventHandlers, Store } from './store.js';

/** The list's rows, one atom per proposal. */
export const proposalSummaryAtom = atomFamily((_id: string) => atom<ProposalSummary | null>(null));
/** Ids of the list, last changed first (null until it has loaded). */
export const proposalIdsAtom = atom<string[] | null>(null);
/** Full proposals the editor has opened. */
export const proposalAtom = atomFamily((_id: string) => atom<Proposal | null>(null));

export const summaryOf = (p: Proposal): ProposalSummary => ({
  id: p.id,
  title: p.title,
  status: p.status,
  companyId: p.companyId,
  companyName: p.companyName,
  sessionId: p.sessionId,
  lineCount: p.lines.length,
  approvedCount: p.lines.filter((l) => l.status === 'approved').length,
  grandTotalCents: p.totals.grandTotalCents,
  profitCents: p.totals.profitCents,
  updatedAt: p.updatedAt,
  createdAt: p.createdAt,
});

export function upsertProposalSummary(store: Store, summary: ProposalSummary): void {
  const a = proposalSummaryAtom(summary.id);
  const current = store.get(a);
  if (current && (current.updatedAt > summary.updatedAt || deepEqual(current, summary))) return;
  store.set(a, summary);
}

/** Writes a full proposal (and its row) unless the store holds a newer one (a late echo). */
export function upsertProposal(store: Store, proposal: Proposal): void {
  const a = proposalAtom(proposal.id);
  const current = store.get(a);
  if (!current || (current.updatedAt <= proposal.updatedAt && !deepEqual(current, proposal))) store.set(a, proposal);
  upsertProposalSummary(store, summaryOf(proposal));
  // Last changed first.
  const ids = store.get(proposalIdsAtom);
  if (ids && ids[0] !== proposal.id) store.set(proposalIdsAtom, [proposal.id, ...ids.filter((x) => x !== proposal.id)]);
}

export const proposalEventHandlers = {
  upsert: upsertProposal,
  deleted(id: string, store: Store) {
    const ids = store.get(proposalIdsAtom);
    if (ids?.includes(id)) store.set(proposalIdsAtom, ids.filter((x) => x !== id));
    store.set(proposalSummaryAtom(id), null);
    store.set(proposalAtom(id), null);
  },
  /** A client acted through the link: the proposal changes in place and every tab says so. */
  clientAction(proposal: Proposal, summary: string, store: Store) {
    upsertProposal(store, proposal);
    toast.info(summary, { description: proposal.title });
  },
};

export const proposalEvents: EventHandlers = {
  'proposal.created': (e, store) => proposalEventHandlers.upsert(store, e.payload.proposal),
  'proposal.updated': (e, store) => proposalEventHandlers.upsert(store, e.payload.proposal),
  'proposal.deleted': (e, store) => proposalEventHandlers.deleted(e.payload.id, store),
  'proposal.client_action': (e, store) => proposalEventHandlers.clientAction(e.payload.proposal, e.payload.summary, store),
};
