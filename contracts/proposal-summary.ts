// Schema-free (its imports are types only), so the browser's first screens import it without zod.
import type { Proposal, ProposalSummary } from './proposals.js';

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
