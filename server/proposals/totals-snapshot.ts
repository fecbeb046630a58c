import { eq } from 'drizzle-orm';
import type { Proposal } from '../../contracts/proposals.js';
import { proposals } from '../db/schema/index.js';
import type { Publish, Tx } from '../events/outbox.js';
import { publishCompanyChange } from '../companies/index.js';

/**
 * Keeps the proposal's totals as just presented (proposals.total_cents, cost_cents: what deal
 * amounts and reports read) and, once it has left draft, has its company drawn again — the deal's
 * amount may follow it (docs/product.md#deals). Called wherever a proposal's change is published.
 */
export async function keepTotals(tx: Tx, publish: Publish, workspaceId: string, proposal: Proposal): Promise<void> {
  await tx.update(proposals).set({ totalCents: proposal.totals.grandTotalCents, costCents: proposal.totals.costCents }).where(eq(proposals.id, proposal.id));
  if (proposal.companyId && proposal.status !== 'draft') await publishCompanyChange(tx, publish, { workspaceId, companyId: proposal.companyId });
}
