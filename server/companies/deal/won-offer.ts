import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../contracts/money.js';
import { isOpenStage, type PipelineStage } from '../../../contracts/pipeline-stages.js';
import { companies, tasks } from '../../db/schema/index.js';
import type { Publish, Tx } from '../../events/outbox.js';
import { createTask } from '../../tasks/index.js';

/**
 * A client approved the whole of a proposal (docs/product.md#deals). If its company is an open
 * deal, the owner is offered "Mark as won": a toast in their tabs (`deal.won_offered`) and a task
 * due today, once per company while it is open. The deal never moves by itself.
 */
export async function offerWon(
  tx: Tx,
  publish: Publish,
  input: { workspaceId: string; companyId: string | null; proposal: { id: string; title: string; totalCents: number }; now: Date },
): Promise<boolean> {
  if (!input.companyId) return false;
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, stage: companies.stage, ownerId: companies.ownerId })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.workspaceId, input.workspaceId)));
  if (!company || !isOpenStage(company.stage as PipelineStage)) return false;
  const [open] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, input.workspaceId), eq(tasks.source, 'deal'), eq(tasks.sourceId, company.id), eq(tasks.status, 'open')))
    .limit(1);
  if (!open) {
    await createTask(tx, publish, {
      workspaceId: input.workspaceId,
      ownerId: company.ownerId,
      createdBy: null,
      title: `Mark ${company.name} as won`,
      notes: `The client approved “${input.proposal.title}” (${formatCents(input.proposal.totalCents)}).`,
      dueAt: input.now,
      companyId: company.id,
      source: 'deal',
      sourceId: company.id,
    });
  }
  await publish({
    type: 'deal.won_offered',
    workspaceId: input.workspaceId,
    actorId: null,
    subjectId: company.id,
    payload: { companyId: company.id, companyName: company.name, ownerId: company.ownerId, proposalId: input.proposal.id, proposalTitle: input.proposal.title, amountCents: input.proposal.totalCents },
  });
  return true;
}
