import { sql } from 'drizzle-orm';
import type { WinLossReport } from '../../contracts/reports.js';
import type { Db } from '../db/connect.js';
import { dealAmountSql, dealProposalJoin } from '../companies/index.js';
import { monthSql, monthsOf, n, ownerSql, rate, type ReportRange } from './range.js';

/**
 * Won and lost (docs/product.md#reports): deals closed in the range by month, the win rate
 * (won ÷ closed), the average won deal, the lost reasons; the margin won (proposal-priced deals)
 * only for roles that may see costs.
 */
export async function winLossReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange; costs: boolean }): Promise<WinLossReport> {
  const closed = sql`"companies"."stage" in ('Won', 'Lost') and "companies"."closed_at" >= ${f.range.start} and "companies"."closed_at" < ${f.range.end}`;
  const where = sql`"companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)} and ${closed}`;
  const [byMonth, reasons] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select ${monthSql(sql`"companies"."closed_at"`)} as month,
        count(*) filter (where "companies"."stage" = 'Won')::int as won,
        count(*) filter (where "companies"."stage" = 'Lost')::int as lost,
        coalesce(sum(${dealAmountSql}) filter (where "companies"."stage" = 'Won'), 0)::float8 as won_cents,
        coalesce(sum(${dealAmountSql}) filter (where "companies"."stage" = 'Lost'), 0)::float8 as lost_cents,
        coalesce(sum((deal_proposal.proposal->>'totalCents')::bigint - (deal_proposal.proposal->>'costCents')::bigint)
          filter (where "companies"."stage" = 'Won' and "companies"."amount_cents" is null), 0)::float8 as margin
      from companies left join ${dealProposalJoin} on true
      where ${where}
      group by 1`),
    db.execute<Record<string, unknown>>(sql`
      select coalesce("companies"."lost_reason", 'No reason given') as reason, count(*)::int as deals
      from companies where ${where} and "companies"."stage" = 'Lost'
      group by 1 order by 2 desc, 1`),
  ]);
  const months = new Map(byMonth.rows.map((r) => [String(r.month), r]));
  const figures = (won: number, lost: number, wonCents: number, lostCents: number) => ({
    won,
    lost,
    wonCents,
    lostCents,
    winRate: rate(won, won + lost),
    averageWonCents: won > 0 ? Math.round(wonCents / won) : null,
  });
  const rows = monthsOf(f.range).map((month) => {
    const r = months.get(month);
    return { month, ...figures(n(r?.won), n(r?.lost), n(r?.won_cents), n(r?.lost_cents)) };
  });
  const sum = (pick: (r: Record<string, unknown>) => unknown) => byMonth.rows.reduce((total, r) => total + n(pick(r)), 0);
  return {
    range: { from: f.range.from, to: f.range.to },
    months: rows,
    totals: { ...figures(sum((r) => r.won), sum((r) => r.lost), sum((r) => r.won_cents), sum((r) => r.lost_cents)), marginCents: f.costs ? sum((r) => r.margin) : null },
    lostReasons: reasons.rows.map((r) => ({ reason: String(r.reason), deals: n(r.deals) })),
    costsShown: f.costs,
  };
}
