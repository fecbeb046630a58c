import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DEAL_SETTINGS, type DealSettings } from '../../../contracts/deal-rules.js';
import { PIPELINE_STAGES } from '../../../contracts/pipeline-stages.js';

/**
 * The SQL of a deal's facts, one home for each (docs/product.md#deals). Written with qualified
 * names ("companies"."id"), to be joined to a select from `companies`.
 *
 * - The proposal an amount comes from: the company's latest sent, viewed, approved or
 *   changes-requested proposal — an approved one first — with its total as last presented.
 * - The last activity: the newest row of the company's activity history, else when it was added.
 * - Whether it has an open task.
 */
export const AMOUNT_PROPOSAL_STATUSES = ['sent', 'viewed', 'approved', 'changes_requested'] as const;
const statusList = sql.join(
  AMOUNT_PROPOSAL_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** Among a company's proposals (`p`), which counts: approved first, then the newest. */
export const amountProposalOrder = sql`(p.status = 'approved') desc, p.updated_at desc, p.id`;
export const amountProposalWhere = sql`p.status in (${statusList}) and p.total_cents is not null`;

/** The proposal behind the amount, as json (`deal_proposal.proposal`). */
export const dealProposalJoin = sql`lateral (
  select json_build_object('id', p.id, 'title', p.title, 'status', p.status, 'totalCents', p.total_cents, 'costCents', p.cost_cents) as proposal
  from proposals p where p.company_id = "companies"."id" and ${amountProposalWhere} order by ${amountProposalOrder} limit 1
) as deal_proposal`;

/** The last activity and whether an open task exists (`deal_facts`). */
export const dealFactsJoin = sql`lateral (
  select
    (select (extract(epoch from a.created_at) * 1000)::float8 from activities a
       where a.workspace_id = "companies"."workspace_id" and a.subject_type = 'company' and a.subject_id = "companies"."id"::text
       order by a.id desc limit 1) as last_activity,
    exists (select 1 from tasks t where t.company_id = "companies"."id" and t.status = 'open') as open_task
) as deal_facts`;

/**
 * The same `deal_facts` for every company of a workspace at once, aggregated rather than looked up
 * per company (for a read over all its open deals: the dashboard's stale list); join it
 * `on deal_facts.company_id = "companies"."id"`.
 */
export const dealFactsOfWorkspace = (workspaceId: string) => sql`(
  select c.id as company_id, la.ms as last_activity, (ot.company_id is not null) as open_task
  from companies c
  left join (
    select a.subject_id, (extract(epoch from max(a.created_at)) * 1000)::float8 as ms
    from activities a where a.workspace_id = ${workspaceId} and a.subject_type = 'company' group by a.subject_id
  ) la on la.subject_id = c.id::text
  left join (select distinct t.company_id from tasks t where t.workspace_id = ${workspaceId} and t.status = 'open') ot on ot.company_id = c.id
  where c.workspace_id = ${workspaceId}
) as deal_facts`;

/** The workspace's deal settings row (`ds`; none: the defaults), to join `on true` like the others. */
export const dealSettingsJoin = sql`lateral (select * from deal_settings s where s.workspace_id = "companies"."workspace_id") as ds`;

export type ProposalFacts = { id: string; title: string; status: string; totalCents: number; costCents: number | null };
export const dealFactColumns = {
  dealProposal: sql<ProposalFacts | string | null>`deal_proposal.proposal`,
  /** Epoch milliseconds (a timestamp inside a lateral select arrives as text from some drivers). */
  lastActivityAt: sql<number | string | null>`deal_facts.last_activity`,
  hasOpenTask: sql<boolean>`deal_facts.open_task`,
  settingsProbabilities: sql<unknown>`ds.probabilities`,
  settingsLostReasons: sql<string[] | null>`ds.lost_reasons`,
  settingsStaleDays: sql<number | null>`ds.stale_days`,
};

/** The deal's amount: what the rep typed, else the proposal's total (needs `dealProposalJoin`). */
export const dealAmountSql: SQL<number | null> = sql`coalesce("companies"."amount_cents", (deal_proposal.proposal->>'totalCents')::bigint)`;

/** The probability of the company's stage under `settings`, as SQL (a constant per stage). */
export function probabilitySql(settings: DealSettings): SQL<number> {
  const cases = PIPELINE_STAGES.map((s) => sql`when ${s} then ${settings.probabilities[s]}::int`);
  return sql`(case "companies"."stage" ${sql.join(cases, sql` `)} else 0 end)`;
}

/** amount × probability to the cent, per deal (as contracts/deal-rules.ts weightedCents). */
export const weightedSql = (settings: DealSettings): SQL<number | null> => sql`round(${dealAmountSql} * ${probabilitySql(settings)} / 100.0)`;

/** An open deal that is stale (needs `dealFactsJoin` and `dealSettingsJoin`): see contracts/deal-rules.ts. */
export function staleSql(now: Date): SQL<boolean> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => coalesce(ds.stale_days, ${DEFAULT_DEAL_SETTINGS.staleDays}::int))`;
  return sql`("companies"."stage" not in ('Won', 'Lost') and (greatest(to_timestamp(coalesce(deal_facts.last_activity, 0) / 1000.0), "companies"."created_at") < ${cutoff} or not deal_facts.open_task))`;
}
