import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProposalSettings, updateProposalSettingsRequest } from '../../../contracts/proposals.js';
import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import { workspaces } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { notFound } from '../../http/errors.js';
import { bpToPercent, percentToBp } from '../pricing.js';

/** The workspace's proposal settings: the margin a new proposal starts with. */
export async function getProposalSettings(app: AppContext, actor: Actor): Promise<ProposalSettings> {
  const [row] = await app.db.select({ marginBp: workspaces.proposalMarginBp }).from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  if (!row) throw notFound('Workspace not found');
  return { defaultMarginPct: bpToPercent(row.marginBp) };
}

/**
 * Changes the default margin (a workspace setting: owners and admins, by the route's permission);
 * proposals already made keep theirs. Every tab of the workspace hears it.
 */
export async function saveProposalSettings(app: AppContext, actor: Actor, input: z.output<typeof updateProposalSettingsRequest>): Promise<ProposalSettings> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(workspaces)
      .set({ proposalMarginBp: percentToBp(input.defaultMarginPct) })
      .where(eq(workspaces.id, actor.workspaceId))
      .returning({ marginBp: workspaces.proposalMarginBp });
    if (!row) throw notFound('Workspace not found');
    const settings = { defaultMarginPct: bpToPercent(row.marginBp) };
    await publish({ type: 'proposal_settings.updated', workspaceId: actor.workspaceId, actorId: actor.userId, payload: { settings } });
    return settings;
  });
}
