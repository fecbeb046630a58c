// Schema-free, so the browser's first screens import it without zod; contracts/proposals.ts re-exports it.
import type { Proposal, ProposalSummary } from './proposals.js';

export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'changes_requested', 'declined', 'closed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  declined: 'Declined',
  closed: 'Closed',
};

/** A proposal's row in the lists: the server's list and the UI's live updates. */
export const proposalSummaryOf = (p: Proposal): ProposalSummary => ({
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
