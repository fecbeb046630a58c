import { sql } from 'drizzle-orm';
import type { TimeInStageReport } from '../../contracts/reports.js';
import { OPEN_STAGES } from '../../contracts/pipeline-stages.js';
import type { Db } from '../db/connect.js';
import { n, ownerSql, type ReportRange } from './range.js';

/**
 * How long deals stay in each open stage (docs/product.md#reports), from the moves kept in
 * deal_stage_changes: a company's first stay began when it was added, in the stage its first move
 * left (or its stage, if it never moved); each move begins the next. Stays that began in the range
 * count, the current ones up to `now`. Won and Lost are where deals end, not stays.
 */
export async function timeInStageReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange; now: Date }): Promise<TimeInStageReport> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with moves as (
      select m.company_id, m.from_stage, m.to_stage, m.at, row_number() over (partition by m.company_id order by m.at, m.id) as seq
      from deal_stage_changes m join companies on "companies"."id" = m.company_id
      where m.workspace_id = ${ws} ${ownerSql(f.ownerId)}
    ),
    stays as (
      select "companies"."id" as company_id, coalesce(first.from_stage, "companies"."stage") as stage, "companies"."created_at" as began, 0::bigint as seq
      from companies left join moves first on first.company_id = "companies"."id" and first.seq = 1
      where "companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)}
      union all
      select company_id, to_stage, at, seq from moves
    ),
    timed as (
      select stage, began, lead(began) over (partition by company_id order by began, seq) as ended from stays
    ),
    days as (
      select stage, extract(epoch from (coalesce(ended, ${f.now.toISOString()}::timestamptz) - began)) / 86400.0 as d
      from timed
      where stage not in ('Won', 'Lost') and began >= ${f.range.start} and began < ${f.range.end}
    )
    select stage, count(*)::int as stays, avg(d)::float8 as average, (percentile_cont(0.5) within group (order by d))::float8 as median
    from days group by stage`);
  const byStage = new Map(rows.map((r) => [String(r.stage), r]));
  const round1 = (v: unknown) => (v === null || v === undefined ? null : Math.max(0, Math.round(Number(v) * 10) / 10));
  return {
    range: { from: f.range.from, to: f.range.to },
    stages: OPEN_STAGES.map((stage) => {
      const r = byStage.get(stage);
      return { stage, stays: n(r?.stays), averageDays: round1(r?.average), medianDays: round1(r?.median) };
    }),
  };
}
