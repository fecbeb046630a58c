import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_DEAL_SETTINGS, type DealSettings } from '../../../contracts/deal-rules.js';
import type { dealSettingsRequest } from '../../../contracts/deals.js';
import { PIPELINE_STAGES, type PipelineStage } from '../../../contracts/pipeline-stages.js';
import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connect.js';
import { dealSettings } from '../../db/schema/index.js';
import { inTransaction, type Tx } from '../../events/outbox.js';

type SettingsRow = typeof dealSettings.$inferSelect;

/**
 * A workspace's deal rules as stored, with the defaults for anything missing (no row, or a stage
 * added after the row was saved). `ds` columns read through a join arrive as the same fields.
 */
export function dealSettingsOf(row: Pick<SettingsRow, 'probabilities' | 'lostReasons' | 'staleDays'> | null | undefined): DealSettings {
  if (!row) return structuredClone(DEFAULT_DEAL_SETTINGS);
  const stored = (row.probabilities ?? {}) as Partial<Record<PipelineStage, number>>;
  const probabilities = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, typeof stored[s] === 'number' ? stored[s] : DEFAULT_DEAL_SETTINGS.probabilities[s]])) as Record<PipelineStage, number>;
  return { probabilities, lostReasons: row.lostReasons?.length ? [...row.lostReasons] : [...DEFAULT_DEAL_SETTINGS.lostReasons], staleDays: row.staleDays || DEFAULT_DEAL_SETTINGS.staleDays };
}

export async function loadDealSettings(db: Db | Tx, workspaceId: string): Promise<DealSettings> {
  const [row] = await db.select().from(dealSettings).where(eq(dealSettings.workspaceId, workspaceId));
  return dealSettingsOf(row);
}

export async function saveDealSettings(app: AppContext, actor: Actor, input: z.output<typeof dealSettingsRequest>): Promise<DealSettings> {
  return inTransaction(app, async (tx, publish) => {
    const values = { probabilities: input.probabilities, lostReasons: input.lostReasons, staleDays: input.staleDays, updatedAt: new Date() };
    await tx
      .insert(dealSettings)
      .values({ workspaceId: actor.workspaceId, ...values })
      .onConflictDoUpdate({ target: dealSettings.workspaceId, set: values });
    const settings = dealSettingsOf(values);
    await publish({ type: 'deal.settings.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: actor.workspaceId, payload: { settings } });
    return settings;
  });
}
