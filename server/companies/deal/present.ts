import type { Deal } from '../../../contracts/deals.js';
import { weightedCents, type DealSettings, type StaleReason } from '../../../contracts/deal-rules.js';
import { isOpenStage, type PipelineStage } from '../../../contracts/pipeline-stages.js';
import type { companies } from '../../db/schema/index.js';

type CompanyRow = typeof companies.$inferSelect;
import { dealSettingsOf } from './settings.js';
import type { ProposalFacts } from './facts.js';

const DAY_MS = 86_400_000;

/** What a deal is presented from besides its row (the columns of `dealFactColumns`), and now. */
export type DealFacts = {
  proposal: ProposalFacts | null;
  lastActivityAt: Date | null;
  hasOpenTask: boolean;
  settings: DealSettings;
  now: Date;
};

/** A company just made, before anything happened to it. */
export const freshDealFacts = (row: CompanyRow): DealFacts => ({ proposal: null, lastActivityAt: null, hasOpenTask: false, settings: dealSettingsOf(null), now: row.createdAt });

/** The stale rule (docs/product.md#deals): an open deal with no activity for `staleDays`, or with no open task. */
export function staleReason(stage: PipelineStage, lastActivityAt: Date, hasOpenTask: boolean, staleDays: number, now: Date): StaleReason | null {
  if (!isOpenStage(stage)) return null;
  if (now.getTime() - lastActivityAt.getTime() > staleDays * DAY_MS) return 'no_activity';
  return hasOpenTask ? null : 'no_task';
}

export function presentDeal(row: CompanyRow, facts: DealFacts): Deal {
  const stage = row.stage as PipelineStage;
  const typed = row.amountCents;
  const proposal = typed === null ? facts.proposal : null;
  const amountCents = typed ?? proposal?.totalCents ?? null;
  const probability = facts.settings.probabilities[stage] ?? 0;
  const lastActivityAt = facts.lastActivityAt && facts.lastActivityAt > row.createdAt ? facts.lastActivityAt : row.createdAt;
  return {
    amountCents,
    amountSource: typed !== null ? 'typed' : proposal ? 'proposal' : null,
    amountProposal: proposal ? { id: proposal.id, title: proposal.title, status: proposal.status } : null,
    closeDate: row.closeDate,
    probability,
    weightedCents: weightedCents(amountCents, probability),
    stale: staleReason(stage, lastActivityAt, facts.hasOpenTask, facts.settings.staleDays, facts.now),
    lastActivityAt: lastActivityAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    lostReason: row.lostReason,
    lostNote: row.lostNote,
  };
}

/** The `dealFactColumns` of a selected row, as DealFacts (json and timestamps arrive as text from some drivers). */
export function dealFactsOfColumns(
  r: { dealProposal: ProposalFacts | string | null; lastActivityAt: number | string | null; hasOpenTask: boolean; settingsProbabilities: unknown; settingsLostReasons: string[] | null; settingsStaleDays: number | null },
  now: Date,
): DealFacts {
  const proposal = typeof r.dealProposal === 'string' ? (JSON.parse(r.dealProposal) as ProposalFacts) : r.dealProposal;
  const settingsRow = r.settingsStaleDays === null ? null : { probabilities: r.settingsProbabilities, lostReasons: r.settingsLostReasons ?? [], staleDays: r.settingsStaleDays };
  return {
    proposal: proposal ? { ...proposal, totalCents: Number(proposal.totalCents), costCents: proposal.costCents === null ? null : Number(proposal.costCents) } : null,
    lastActivityAt: r.lastActivityAt === null ? null : new Date(Number(r.lastActivityAt)),
    hasOpenTask: Boolean(r.hasOpenTask),
    settings: dealSettingsOf(settingsRow),
    now,
  };
}
