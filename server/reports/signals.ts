import { sql } from 'drizzle-orm';
import type { SignalConversionReport } from '../../contracts/reports.js';
import { MEETING_OR_LATER } from '../../contracts/pipeline-stages.js';
import type { Db } from '../db/connect.js';
import { dealAmountSql, dealProposalJoin } from '../companies/index.js';
import { n, ownerSql, rate, type ReportRange } from './range.js';

/**
 * Which buyer signals pay (docs/product.md#reports): for each signal type, the companies whose
 * first signal of that type came in the range, how many of them reached a meeting (are at
 * Meeting or later, or ever moved there) and how many were won, with the amount won.
 */
export async function signalConversionReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange }): Promise<SignalConversionReport> {
  const meetingStages = sql.join(
    MEETING_OR_LATER.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with firsts as (
      select a.signal_type, a.company_id, min(a.created_at) as first_at
      from buyer_signal_alerts a
      where a.workspace_id = ${ws}
      group by 1, 2
    )
    select firsts.signal_type,
      count(*)::int as companies,
      count(*) filter (where "companies"."stage" in (${meetingStages})
        or exists (select 1 from deal_stage_changes m where m.company_id = "companies"."id" and m.to_stage in (${meetingStages})))::int as meetings,
      count(*) filter (where "companies"."stage" = 'Won')::int as won,
      coalesce(sum(${dealAmountSql}) filter (where "companies"."stage" = 'Won'), 0)::float8 as won_cents
    from firsts join companies on "companies"."id" = firsts.company_id
      left join ${dealProposalJoin} on true
    where "companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)} and firsts.first_at >= ${f.range.start} and firsts.first_at < ${f.range.end}
    group by 1 order by 2 desc, 1`);
  return {
    range: { from: f.range.from, to: f.range.to },
    types: rows.map((r) => {
      const companies = n(r.companies);
      return {
        signalType: String(r.signal_type),
        companies,
        meetings: n(r.meetings),
        won: n(r.won),
        wonCents: n(r.won_cents),
        meetingRate: rate(n(r.meetings), companies),
        winRate: rate(n(r.won), companies),
      };
    }),
  };
}
