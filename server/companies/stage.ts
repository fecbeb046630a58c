import type { PipelineStage } from '../../contracts/companies.js';

/**
 * The stage a new company starts in, computed once from what is known (the original app derived it
 * afresh, partly at random, on every render): activity and opportunities → Proposal; activity
 * → Qualified; otherwise Lead.
 */
export function initialStage(facts: { recentActivity?: string | null; promoOpportunities?: string | null }): PipelineStage {
  if (facts.recentActivity && facts.promoOpportunities) return 'Proposal';
  if (facts.recentActivity) return 'Qualified';
  return 'Lead';
}
