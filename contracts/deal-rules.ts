// Schema-free and import-free but for types, so the pipeline's first screen imports it without zod.
import type { PipelineStage } from './pipeline-stages.js';

export type DealSettings = {
  /** Percent a deal in each stage is expected to close at. */
  probabilities: Record<PipelineStage, number>;
  /** The list a rep picks from when a deal is lost. */
  lostReasons: string[];
  /** An open deal with no activity for this many days is stale. */
  staleDays: number;
};

/** What a new workspace starts with (HubSpot's and Pipedrive's defaults are of this shape). */
export const DEFAULT_DEAL_SETTINGS: DealSettings = {
  probabilities: { Lead: 10, Qualified: 20, Meeting: 40, Proposal: 60, Opportunity: 80, Won: 100, Lost: 0 },
  lostReasons: ['Price', 'Timing', 'Chose another distributor', 'No budget', 'No response', 'Other'],
  staleDays: 14,
};

/** amount × probability %, to the cent (half a cent up). */
export const weightedCents = (amountCents: number | null, probability: number): number | null =>
  amountCents === null ? null : Math.round((amountCents * probability) / 100);

export type StaleReason = 'no_activity' | 'no_task';
/** The card's flag, in words. */
export const staleReasonText = (reason: StaleReason, staleDays: number): string =>
  reason === 'no_activity' ? `Stale: no activity for ${staleDays}+ days` : 'Stale: no open task';
