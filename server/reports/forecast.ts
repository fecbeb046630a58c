import { sql } from 'drizzle-orm';
import type { ForecastReport } from '../../contracts/reports.js';
import type { DealSettings } from '../../contracts/deal-rules.js';
import type { Db } from '../db/connect.js';
import { dealAmountSql, dealProposalJoin, weightedSql } from '../companies/index.js';
import { monthSql, monthsOf, n, ownerSql, type ReportRange } from './range.js';

/** A forecast looks ahead: its months run from the range's start to at least five months after today's. */
const AHEAD_MONTHS = 5;
function forecastMonths(range: ReportRange, now: Date) {
  const aheadEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + AHEAD_MONTHS + 1, 1));
  const end = aheadEnd > range.end ? aheadEnd : range.end;
  const list = monthsOf({ ...range, end });
  return { list, endDay: end.toISOString().slice(0, 10), lastDay: new Date(end.getTime() - 86_400_000).toISOString().slice(0, 10) };
}

/**
 * The forecast (docs/product.md#reports): open deals expected to close from the range's start to at
 * least five months ahead (whatever the range's end), by month and
 * by owner (amount and weighted), beside what was won in each; open deals without a close date
 * are their own row (month null).
 */
export async function forecastReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange; settings: DealSettings; now: Date }): Promise<ForecastReport> {
  const months = forecastMonths(f.range, f.now);
  const open = sql`"companies"."stage" not in ('Won', 'Lost') and ("companies"."close_date" is null or ("companies"."close_date" >= ${f.range.from} and "companies"."close_date" < ${months.endDay}))`;
  const won = sql`"companies"."stage" = 'Won' and "companies"."closed_at" >= ${f.range.start} and "companies"."closed_at" < ${f.range.end}`;
  const base = sql`from companies left join ${dealProposalJoin} on true where "companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)}`;
  const [byMonth, byOwner] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select case when ${open} then to_char("companies"."close_date", 'YYYY-MM') else ${monthSql(sql`"companies"."closed_at"`)} end as month,
        count(*) filter (where ${open})::int as deals,
        coalesce(sum(${dealAmountSql}) filter (where ${open}), 0)::float8 as amount,
        coalesce(sum(${weightedSql(f.settings)}) filter (where ${open}), 0)::float8 as weighted,
        coalesce(sum(${dealAmountSql}) filter (where ${won}), 0)::float8 as won
      ${base} and ((${open}) or (${won}))
      group by 1`),
    db.execute<Record<string, unknown>>(sql`
      select "companies"."owner_id" as owner_id, coalesce(u.full_name, 'Nobody') as owner_name,
        count(*) filter (where ${open})::int as deals,
        coalesce(sum(${dealAmountSql}) filter (where ${open}), 0)::float8 as amount,
        coalesce(sum(${weightedSql(f.settings)}) filter (where ${open}), 0)::float8 as weighted,
        coalesce(sum(${dealAmountSql}) filter (where ${won}), 0)::float8 as won
      from companies left join ${dealProposalJoin} on true left join users u on u.id = "companies"."owner_id"
      where "companies"."workspace_id" = ${ws} ${ownerSql(f.ownerId)} and ((${open}) or (${won}))
      group by 1, 2 order by 5 desc, 2`),
  ]);
  const found = new Map(byMonth.rows.map((r) => [r.month === null ? null : String(r.month), r]));
  const row = (month: string | null) => {
    const r = found.get(month);
    return { month, deals: n(r?.deals), amountCents: n(r?.amount), weightedCents: n(r?.weighted), wonCents: n(r?.won) };
  };
  return {
    range: { from: f.range.from, to: months.lastDay },
    months: [...months.list.map(row), ...(found.has(null) ? [row(null)] : [])],
    owners: byOwner.rows.map((r) => ({
      ownerId: r.owner_id === null ? null : String(r.owner_id),
      ownerName: String(r.owner_name),
      deals: n(r.deals),
      amountCents: n(r.amount),
      weightedCents: n(r.weighted),
      wonCents: n(r.won),
    })),
  };
}
