import { isOpenStage, type PipelineStage } from '../../../contracts/pipeline-stages.js';
import type { DealSettings } from '../../../contracts/deal-rules.js';
import { dealStageChanges } from '../../db/schema/index.js';
import type { Publish, Tx } from '../../events/outbox.js';
import { invalid } from '../../http/errors.js';
import { completeTasksFrom } from '../../tasks/index.js';

export type StageMove = {
  workspaceId: string;
  companyId: string;
  from: PipelineStage;
  to: PipelineStage;
  actorId: string | null;
  now: Date;
  lostReason?: string;
  lostNote?: string | null;
};

/**
 * A deal moves between stages (docs/product.md#deals), inside the move's transaction: the move is
 * kept for the reports, the company's stage dates and lost reason are what this returns to write.
 * Into Lost, the reason must be one of the workspace's; into Won, the "Mark as won" tasks a client's
 * approval made are done.
 */
export async function recordStageMove(tx: Tx, publish: Publish, move: StageMove, settings: DealSettings) {
  const lost = move.to === 'Lost' ? lostDetails(settings, move.lostReason, move.lostNote) : { lostReason: null, lostNote: null };
  await tx.insert(dealStageChanges).values({ workspaceId: move.workspaceId, companyId: move.companyId, fromStage: move.from, toStage: move.to, actorId: move.actorId, at: move.now });
  if (move.to === 'Won') await completeTasksFrom(tx, publish, { workspaceId: move.workspaceId, source: 'deal', sourceId: move.companyId, actorId: move.actorId, now: move.now });
  return { stageChangedAt: move.now, closedAt: isOpenStage(move.to) ? null : move.now, ...lost };
}

/** A lost deal's reason as the workspace spells it (refused unless it is one of the list) and its note. */
export function lostDetails(settings: DealSettings, reason: string | undefined, note: string | null | undefined) {
  const wanted = reason?.trim().toLowerCase();
  const lostReason = settings.lostReasons.find((r) => r.toLowerCase() === wanted);
  if (!lostReason) throw invalid([{ path: 'lostReason', message: `Choose one of the workspace's lost reasons: ${settings.lostReasons.join(', ')}` }]);
  return { lostReason, lostNote: note?.trim() || null };
}
