import { z } from 'zod';
import { route } from './http/route.js';
import { PIPELINE_STAGES, type PipelineStage } from './pipeline-stages.js';
import { DEFAULT_DEAL_SETTINGS, type DealSettings } from './deal-rules.js';

export { DEFAULT_DEAL_SETTINGS, weightedCents, staleReasonText, type DealSettings, type StaleReason } from './deal-rules.js';

/**
 * docs/product.md#deals: a pipeline company is a deal — an amount (typed by the rep, or the total
 * of its latest sent or approved proposal), an expected close date, the probability its stage
 * carries (a workspace setting) and, when lost, why.
 */
export const AMOUNT_SOURCES = ['typed', 'proposal'] as const;
export type AmountSource = (typeof AMOUNT_SOURCES)[number];

export const deal = z.object({
  /** Cents; null when neither typed nor proposed. */
  amountCents: z.number().int().nullable(),
  amountSource: z.enum(AMOUNT_SOURCES).nullable(),
  /** The proposal the amount comes from (amountSource 'proposal'). */
  amountProposal: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
  /** `YYYY-MM-DD`. */
  closeDate: z.string().nullable(),
  /** Percent, from the stage (deal settings). */
  probability: z.number().int(),
  /** amount × probability, rounded to the cent; null without an amount. */
  weightedCents: z.number().int().nullable(),
  /** Why an open deal is stale, or null: no activity for `staleDays`, or no open task. */
  stale: z.enum(['no_activity', 'no_task']).nullable(),
  /** The newest thing that happened to the company (its activity history), or when it was added. */
  lastActivityAt: z.string(),
  /** When it entered its stage; when it was won or lost. */
  stageChangedAt: z.string(),
  closedAt: z.string().nullable(),
  lostReason: z.string().nullable(),
  lostNote: z.string().nullable(),
});
export type Deal = z.infer<typeof deal>;

const probability = z
  .number({ error: 'Probability must be a number' })
  .int('Probability must be a whole percent')
  .min(0, 'Probability must be between 0 and 100')
  .max(100, 'Probability must be between 0 and 100');

export const LOST_REASON_MAX = 80;
export const dealSettingsSchema = z.object({
  probabilities: z.object(Object.fromEntries(PIPELINE_STAGES.map((s) => [s, probability])) as Record<PipelineStage, typeof probability>),
  lostReasons: z
    .array(z.string().trim().min(1, 'A reason cannot be empty').max(LOST_REASON_MAX, `A reason must be at most ${LOST_REASON_MAX} characters`), { error: 'Reasons must be a list' })
    .min(1, 'Keep at least one reason')
    .max(20, 'At most 20 reasons')
    .refine((list) => new Set(list.map((r) => r.toLowerCase())).size === list.length, 'Each reason once'),
  staleDays: z.number({ error: 'Days must be a number' }).int('Days must be a whole number').min(1, 'At least 1 day').max(365, 'At most 365 days'),
});
export const dealSettingsRequest = dealSettingsSchema.strict();
export type DealSettingsRequest = z.input<typeof dealSettingsRequest>;
export const dealSettingsResponse = z.object({ settings: dealSettingsSchema });
export type DealSettingsResponse = { settings: DealSettings };

export const dealSettingsApi = {
  get: route({ method: 'GET', path: '/api/settings/deals', permission: 'read', summary: 'Stage probabilities, lost reasons and the stale rule', response: dealSettingsResponse }),
  update: route({ method: 'PUT', path: '/api/settings/deals', permission: 'workspace.settings', summary: 'Change the stage probabilities, lost reasons or stale rule', body: dealSettingsRequest, response: dealSettingsResponse }),
};

export const defaultDealSettings = (): DealSettings => structuredClone(DEFAULT_DEAL_SETTINGS);
