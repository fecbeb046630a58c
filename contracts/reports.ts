import { z } from 'zod';
import { route } from './http/route.js';
import { ownerFilter } from './owner-filter.js';
import { PIPELINE_STAGES } from './pipeline-stages.js';

/**
 * docs/product.md#reports: what a sales manager asks of the pipeline. Every report takes the same
 * filters: an owner (`me` or a member) and a date range of whole days (`from`, `to`, inclusive);
 * without them, the workspace's last twelve months up to today (the server's clock). The pipeline
 * report is the pipeline as it stands now (owner only). Money is integer cents; figures of cost
 * and margin are present only for roles that may see costs (`costs.read`), null otherwise.
 */
const day = z.iso.date({ error: 'Use a date like 2026-03-31' });
export const reportsQuery = z
  .object({ owner: ownerFilter, from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The range must end on or after its start', path: ['to'] });
export type ReportsQuery = z.input<typeof reportsQuery>;

/** The range a report covered, as resolved by the server (the defaults filled in). */
const range = z.object({ from: z.string(), to: z.string() });
const money = z.number().int();

export const pipelineReport = z.object({
  range,
  stages: z.array(
    z.object({
      stage: z.enum(PIPELINE_STAGES),
      deals: z.number().int(),
      amountCents: money,
      weightedCents: money,
      /** Net cost of the proposals behind the amounts; null for viewers. */
      costCents: money.nullable(),
      marginCents: money.nullable(),
    }),
  ),
  costsShown: z.boolean(),
});
export type PipelineReport = z.infer<typeof pipelineReport>;

/** `month` is `YYYY-MM`; null gathers the open deals without an expected close date. */
export const forecastReport = z.object({
  range,
  months: z.array(z.object({ month: z.string().nullable(), deals: z.number().int(), amountCents: money, weightedCents: money, wonCents: money })),
  owners: z.array(z.object({ ownerId: z.string().nullable(), ownerName: z.string(), deals: z.number().int(), amountCents: money, weightedCents: money, wonCents: money })),
});
export type ForecastReport = z.infer<typeof forecastReport>;

export const winLossReport = z.object({
  range,
  months: z.array(
    z.object({
      month: z.string(),
      won: z.number().int(),
      lost: z.number().int(),
      wonCents: money,
      lostCents: money,
      /** won ÷ (won + lost), 0–1; null when nothing closed. */
      winRate: z.number().nullable(),
      averageWonCents: money.nullable(),
    }),
  ),
  totals: z.object({ won: z.number().int(), lost: z.number().int(), wonCents: money, lostCents: money, winRate: z.number().nullable(), averageWonCents: money.nullable(), marginCents: money.nullable() }),
  lostReasons: z.array(z.object({ reason: z.string(), deals: z.number().int() })),
  costsShown: z.boolean(),
});
export type WinLossReport = z.infer<typeof winLossReport>;

/** Days deals spent in each stage: every stay that began in the range, the current ones up to now. */
export const timeInStageReport = z.object({
  range,
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), stays: z.number().int(), averageDays: z.number().nullable(), medianDays: z.number().nullable() })),
});
export type TimeInStageReport = z.infer<typeof timeInStageReport>;

export const activityReport = z.object({
  range,
  reps: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      messagesSent: z.number().int(),
      replies: z.number().int(),
      proposalsSent: z.number().int(),
      proposalsApproved: z.number().int(),
      tasksDone: z.number().int(),
    }),
  ),
});
export type ActivityReport = z.infer<typeof activityReport>;

/** Companies with a buyer signal of each type (first seen in the range), and how many of them reached a meeting and were won. */
export const signalConversionReport = z.object({
  range,
  types: z.array(
    z.object({
      signalType: z.string(),
      companies: z.number().int(),
      meetings: z.number().int(),
      won: z.number().int(),
      wonCents: money,
      meetingRate: z.number().nullable(),
      winRate: z.number().nullable(),
    }),
  ),
});
export type SignalConversionReport = z.infer<typeof signalConversionReport>;

export const REPORT_NAMES = ['pipeline', 'forecast', 'win-loss', 'time-in-stage', 'activity', 'signals'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const reportsApi = {
  pipeline: route({ method: 'GET', path: '/api/reports/pipeline', permission: 'read', summary: 'Open and closed deals by stage: count, amount, weighted', query: reportsQuery, response: pipelineReport }),
  forecast: route({ method: 'GET', path: '/api/reports/forecast', permission: 'read', summary: 'Open deals by expected close month and by owner, with what was won', query: reportsQuery, response: forecastReport }),
  winLoss: route({ method: 'GET', path: '/api/reports/win-loss', permission: 'read', summary: 'Won and lost by month: win rate, average deal size, lost reasons', query: reportsQuery, response: winLossReport }),
  timeInStage: route({ method: 'GET', path: '/api/reports/time-in-stage', permission: 'read', summary: 'How long deals stay in each stage', query: reportsQuery, response: timeInStageReport }),
  activity: route({ method: 'GET', path: '/api/reports/activity', permission: 'read', summary: 'What each rep did: messages, replies, proposals, tasks', query: reportsQuery, response: activityReport }),
  signals: route({ method: 'GET', path: '/api/reports/signals', permission: 'read', summary: 'Buyer signal → meeting → won, by signal type', query: reportsQuery, response: signalConversionReport }),
};
