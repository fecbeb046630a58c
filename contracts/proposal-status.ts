// Schema-free and import-free, so the browser's first screens import it without zod; contracts/proposals.ts re-exports it.

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
