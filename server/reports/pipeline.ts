import { sql } from 'drizzle-orm';
import type { PipelineReport } from '../../contracts/reports.js';
import { PIPELINE_STAGES } from '../../contracts/pipeline-stages.js';
import type { DealSettings } from '../../contracts/deal-rules.js';
import type { Db } from '../db/connect.js';
import { dealAmountSql, dealProposalJoin, weightedSql } from '../companies/index.js';
import { n, ownerSql, type ReportRange } from './range.js';

/**
 * The pipeline as it stands (docs/product.md#reports): per stage, how many deals, their amount and
 * weighted amount. Cost and margin are those of the proposals behind the amounts (a typed amount
 * has no known cost), and only for roles that may see costs.
 */
export async function pipelineReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange; settings: DealSettings; costs: boolean }): Promise<PipelineReport> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select "companies"."stage" as stage,
      count(*)::int as deals,
      coalesce(sum(${dealAmountSql}), 0)::float8 as amount,
      coalesce(sum(${weightedSql(f.settings)}), 0)::float8 as weighted,
      coalesce(sum((deal_proposal.proposal->>'costCents')::bigint) filter (where "companies"."amount_cents" is null), 0)::float8 as cost,
      coalesce(sum((deal_proposal.proposal->>'totalCents')::bigint - (deal_proposal.proposal->>'costCents')::bigint) filter (where "companies"."amount_cents" is null), 0)::float8 as margin
    from companies left join ${dealProposalJoin} on true
    where "companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)}
    group by "companies"."stage"`);
  const byStage = new Map(rows.map((r) => [String(r.stage), r]));
  return {
    range: { from: f.range.from, to: f.range.to },
    costsShown: f.costs,
    stages: PIPELINE_STAGES.map((stage) => {
      const r = byStage.get(stage);
      return {
        stage,
        deals: n(r?.deals),
        amountCents: n(r?.amount),
        weightedCents: n(r?.weighted),
        costCents: f.costs ? n(r?.cost) : null,
        marginCents: f.costs ? n(r?.margin) : null,
      };
    }),
  };
}
