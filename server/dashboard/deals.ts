import { sql } from 'drizzle-orm';
import type { DashboardDeals } from '../../contracts/dashboard.js';
import type { PipelineStage } from '../../contracts/pipeline-stages.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { staleReason, dealAmountSql, dealFactsOfWorkspace, dealProposalJoin, dealSettingsJoin, loadDealSettings, staleSql, weightedSql } from '../companies/index.js';

const STALE_SHOWN = 5;

/**
 * The dashboard's deals card (docs/product.md#deals): this month's forecast — open deals expected
 * to close this month, their amount and weighted amount, and what was won this month — and the
 * stale deals, largest first. A member sees their own deals; owners, admins and viewers the team's.
 */
export async function dashboardDeals(app: AppContext, actor: Actor): Promise<DashboardDeals> {
  const now = app.clock.now();
  const scope = actor.role === 'member' ? 'mine' : 'team';
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = monthStart.toISOString().slice(0, 7);
  const mine = scope === 'mine' ? sql`and "companies"."owner_id" = ${actor.userId}` : sql``;
  const base = sql`"companies"."workspace_id" = ${actor.workspaceId} ${mine}`;
  const settings = await loadDealSettings(app.db, actor.workspaceId);
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  const closing = sql`"companies"."stage" not in ('Won', 'Lost') and "companies"."close_date" >= ${dayOf(monthStart)} and "companies"."close_date" < ${dayOf(nextMonth)}`;
  const won = sql`"companies"."stage" = 'Won' and "companies"."closed_at" >= ${monthStart} and "companies"."closed_at" < ${nextMonth}`;
  const stale = staleSql(now);
  const [forecast, staleRows] = await Promise.all([
    app.db.execute<Record<string, unknown>>(sql`
      select count(*) filter (where ${closing})::int as deals,
        coalesce(sum(${dealAmountSql}) filter (where ${closing}), 0)::float8 as amount,
        coalesce(sum(${weightedSql(settings)}) filter (where ${closing}), 0)::float8 as weighted,
        coalesce(sum(${dealAmountSql}) filter (where ${won}), 0)::float8 as won
      from companies left join ${dealProposalJoin} on true
      where ${base}`),
    app.db.execute<Record<string, unknown>>(sql`
      select "companies"."id" as id, "companies"."name" as name, "companies"."stage" as stage, "companies"."owner_id" as owner_id,
        ${dealAmountSql} as amount,
        greatest(coalesce(deal_facts.last_activity, 0), (extract(epoch from "companies"."created_at") * 1000)::float8) as last_activity,
        deal_facts.open_task as open_task,
        count(*) over ()::int as total
      from companies left join ${dealProposalJoin} on true left join ${dealFactsOfWorkspace(actor.workspaceId)} on deal_facts.company_id = "companies"."id" left join ${dealSettingsJoin} on true
      where ${base} and ${stale}
      order by ${dealAmountSql} desc nulls last, 6 asc, "companies"."id"
      limit ${STALE_SHOWN}`),
  ]);
  const f = forecast.rows[0] ?? {};
  return {
    scope,
    month,
    deals: Number(f.deals ?? 0),
    amountCents: Number(f.amount ?? 0),
    weightedCents: Number(f.weighted ?? 0),
    wonCents: Number(f.won ?? 0),
    staleCount: Number(staleRows.rows[0]?.total ?? 0),
    staleDays: settings.staleDays,
    stale: staleRows.rows.map((r) => ({
      companyId: String(r.id),
      name: String(r.name),
      stage: String(r.stage),
      ownerId: r.owner_id === null ? null : String(r.owner_id),
      amountCents: r.amount === null ? null : Number(r.amount),
      // Why, by the one rule (a row here is stale by the SQL form of it, so the reason is never null).
      reason: staleReason(r.stage as PipelineStage, new Date(Number(r.last_activity)), Boolean(r.open_task), settings.staleDays, now) ?? 'no_task',
      lastActivityAt: new Date(Number(r.last_activity)).toISOString(),
    })),
  };
}
