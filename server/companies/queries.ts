import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies } from '../db/schema/index.js';
import { presentCompany, type CompanyRow } from './presenter.js';
import { isStarterSample } from './starter-company.js';
import type { Company, CompanySort, PipelineStage } from '../../contracts/companies.js';
import { dealAmountSql, dealFactColumns, dealFactsJoin, dealProposalJoin, dealSettingsJoin, staleSql, weightedSql } from './deal/facts.js';
import type { DealSettings } from '../../contracts/deal-rules.js';
import { dealFactsOfColumns } from './deal/present.js';
import { containsPattern } from '../db/like.js';
import { decodeCursor as decodePageCursor, encodeCursor as encodePageCursor } from '../http/cursor.js';
import { industryFilterValue } from '../../contracts/industry-filter.js';
import { ownedBy } from '../team/index.js';

/** The pipeline's industry filter as SQL: the same exact match as `industryMatches` (contracts/industry-filter.ts). */
export function industryCondition(industry: string): SQL | undefined {
  const wanted = industryFilterValue(industry);
  return wanted === null ? undefined : sql`lower(trim(${companies.industry})) = ${wanted}`;
}

export function searchCondition(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const like = containsPattern(term);
  return or(ilike(companies.name, like), ilike(companies.domain, like));
}

export type Cursor = { name: string; id: string };
export const encodeCursor = (c: Cursor) => encodePageCursor([c.name], c.id);
export function decodeCursor(s: string): Cursor | null {
  const page = decodePageCursor(s, 1);
  return page ? { name: page.keys[0], id: page.id } : null;
}

// Written as plain SQL with qualified names: a drizzle column inside a subquery of a one-table
// select renders unqualified ("id"), which there means the alert's own id — the old bug.
/**
 * Newest current signal type and unread count per company, in one lateral aggregate joined to the
 * page of companies (history — events older than the signal window — counts for neither), and
 * whether the company is sample data: one of the built-in directory's fictional companies, or the
 * Test Customer the workspace started with.
 */
const signalFacts = sql`lateral (
  select
    count(*) filter (where not a.is_read and not a.is_history)::int as unread,
    (array_agg(a.signal_type order by coalesce(a.occurred_at, a.triggered_at) desc, a.created_at desc) filter (where not a.is_history))[1] as latest
  from buyer_signal_alerts a
  where a.company_id = "companies"."id"
) as signal_facts`;
const signalColumns = {
  latestSignal: sql<string | null>`signal_facts.latest`,
  unreadSignals: sql<number>`coalesce(signal_facts.unread, 0)`,
  isSample: sql<boolean>`(exists (select 1 from directory_companies d where d.domain = "companies"."domain") or ${isStarterSample})`,
};
const factColumns = { ...signalColumns, ...dealFactColumns };
type FactsRow = { row: CompanyRow; latestSignal: string | null; unreadSignals: number; isSample: boolean } & { [K in keyof typeof dealFactColumns]: (typeof dealFactColumns)[K]['_']['type'] };
const present = (r: FactsRow, now: Date) =>
  presentCompany(r.row, { latestSignal: r.latestSignal, unreadSignals: Number(r.unreadSignals), isSample: Boolean(r.isSample) }, dealFactsOfColumns(r, now));

/** A select of companies with their signal and deal facts (the settings row joined by workspace). */
const selectWithFacts = (db: Db | Tx) =>
  db
    .select({ row: companies, ...factColumns })
    .from(companies)
    .leftJoin(signalFacts, sql`true`)
    .leftJoin(dealProposalJoin, sql`true`)
    .leftJoin(dealFactsJoin, sql`true`)
    .leftJoin(dealSettingsJoin, sql`true`);

/**
 * The list's orders (docs/product.md#deals): each a key with the id after it, for keyset pages.
 * Amount is largest first, close date soonest first; deals without one come last.
 */
const NO_AMOUNT = -1;
const NO_CLOSE_DATE = '9999-12-31';
const SORT_KEYS: Record<CompanySort, { key: SQL; dir: 'asc' | 'desc'; fromCursor: (k: string) => unknown; toCursor: (c: Company) => string }> = {
  name: { key: sql`lower(${companies.name})`, dir: 'asc', fromCursor: (k) => k, toCursor: (c) => c.name.toLowerCase() },
  amount: { key: sql`coalesce(${dealAmountSql}, ${NO_AMOUNT})`, dir: 'desc', fromCursor: (k) => Number(k), toCursor: (c) => String(c.deal.amountCents ?? NO_AMOUNT) },
  closeDate: { key: sql`coalesce(${companies.closeDate}, ${NO_CLOSE_DATE})`, dir: 'asc', fromCursor: (k) => k, toCursor: (c) => c.deal.closeDate ?? NO_CLOSE_DATE },
};

export type CompanyFilter = {
  q?: string;
  industry?: string;
  stage?: PipelineStage;
  ownerId?: string;
  stale?: 'true' | 'false';
  minAmountCents?: number;
  closeFrom?: string;
  closeTo?: string;
  now: Date;
};
export type CompanyListFilter = CompanyFilter & { sort?: CompanySort; cursor?: Cursor | null; limit: number };

/** The list's and the summary's filters as SQL (the stale one needs the deal facts joined). */
function filterConditions(workspaceId: string, f: CompanyFilter): SQL[] {
  const conditions = [eq(companies.workspaceId, workspaceId)];
  if (f.ownerId) conditions.push(ownedBy(f.ownerId));
  const search = f.q ? searchCondition(f.q) : undefined;
  if (search) conditions.push(search);
  const industry = f.industry ? industryCondition(f.industry) : undefined;
  if (industry) conditions.push(industry);
  if (f.stage) conditions.push(eq(companies.stage, f.stage));
  if (f.stale === 'true') conditions.push(staleSql(f.now));
  if (f.stale === 'false') conditions.push(sql`not ${staleSql(f.now)}`);
  if (f.minAmountCents !== undefined) conditions.push(sql`${dealAmountSql} >= ${f.minAmountCents}`);
  if (f.closeFrom) conditions.push(gte(companies.closeDate, f.closeFrom));
  if (f.closeTo) conditions.push(lte(companies.closeDate, f.closeTo));
  return conditions;
}

export async function listCompanies(db: Db, workspaceId: string, f: CompanyListFilter): Promise<{ items: Company[]; nextCursor: string | null }> {
  const conditions = filterConditions(workspaceId, f);
  const order = SORT_KEYS[f.sort ?? 'name'];
  if (f.cursor) {
    const k = order.fromCursor(f.cursor.name);
    const beyond = order.dir === 'asc' ? sql`${order.key} > ${k}` : sql`${order.key} < ${k}`;
    const after = or(beyond, and(sql`${order.key} = ${k}`, gt(companies.id, f.cursor.id)));
    if (after) conditions.push(after);
  }
  // The page's ids first, with only the joins the order and filters need (the amount's proposal;
  // the stale facts when filtering by them), so the other facts are read for one page, not for
  // every company the order has to rank; then the page with all its facts.
  const needsFacts = f.stale !== undefined;
  const ranked = db.select({ id: companies.id }).from(companies).leftJoin(dealProposalJoin, sql`true`);
  const ids = await (needsFacts ? ranked.leftJoin(dealFactsJoin, sql`true`).leftJoin(dealSettingsJoin, sql`true`) : ranked)
    .where(and(...conditions))
    .orderBy(order.dir === 'asc' ? asc(order.key) : desc(order.key), asc(companies.id))
    .limit(f.limit + 1);
  const wanted = ids.slice(0, f.limit).map((r) => r.id);
  const rows = wanted.length ? await selectWithFacts(db).where(and(eq(companies.workspaceId, workspaceId), inArray(companies.id, wanted))) : [];
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const page = wanted.flatMap((id) => {
    const r = byId.get(id);
    return r ? [present(r, f.now)] : [];
  });
  const last = page[page.length - 1];
  return {
    items: page,
    nextCursor: ids.length > f.limit && last ? encodeCursor({ name: order.toCursor(last), id: last.id }) : null,
  };
}

/** Each stage's count, amount and weighted amount (the kanban's column headers, the table's totals). */
export async function stageSums(
  db: Db,
  workspaceId: string,
  settings: DealSettings,
  f: CompanyFilter,
): Promise<Record<string, { count: number; amountCents: number; weightedCents: number }>> {
  const summed = db
    .select({
      stage: companies.stage,
      n: sql<number>`count(*)::int`,
      amount: sql<string | null>`sum(${dealAmountSql})`,
      weighted: sql<string | null>`sum(${weightedSql(settings)})`,
    })
    .from(companies)
    .leftJoin(dealProposalJoin, sql`true`);
  const rows = await (f.stale !== undefined ? summed.leftJoin(dealFactsJoin, sql`true`).leftJoin(dealSettingsJoin, sql`true`) : summed)
    .where(and(...filterConditions(workspaceId, f)))
    .groupBy(companies.stage);
  return Object.fromEntries(rows.map((r) => [r.stage, { count: Number(r.n), amountCents: Number(r.amount ?? 0), weightedCents: Number(r.weighted ?? 0) }]));
}

/**
 * One company of this workspace with its signal and deal facts, or undefined (another workspace's
 * too). `now` is the app's clock where the caller has it (whether the deal is stale); jobs and
 * hooks without one read the system's.
 */
export async function findCompany(db: Db | Tx, workspaceId: string, id: string, now: Date = new Date()): Promise<Company | undefined> {
  const [r] = await selectWithFacts(db).where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  return r ? present(r, now) : undefined;
}

/** `lock`: held FOR UPDATE until the transaction ends (a save compares, then writes). */
export async function findCompanyRow(db: Db | Tx, workspaceId: string, id: string, opts: { lock?: boolean } = {}): Promise<CompanyRow | undefined> {
  const query = db.select().from(companies).where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export const newestFirst = desc(companies.createdAt);
