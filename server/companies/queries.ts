import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies } from '../db/schema/index.js';
import { presentCompany, type CompanyRow } from './presenter.js';
import type { Company, PipelineStage } from '../../contracts/companies.js';
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
 * whether the company is one of the built-in directory's fictional samples.
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
  isSample: sql<boolean>`exists (select 1 from directory_companies d where d.domain = "companies"."domain")`,
};
type FactsRow = { row: CompanyRow; latestSignal: string | null; unreadSignals: number; isSample: boolean };
const present = (r: FactsRow) => presentCompany(r.row, { latestSignal: r.latestSignal, unreadSignals: Number(r.unreadSignals), isSample: Boolean(r.isSample) });

export async function listCompanies(
  db: Db,
  workspaceId: string,
  f: { q?: string; industry?: string; stage?: PipelineStage; ownerId?: string; cursor?: Cursor | null; limit: number },
): Promise<{ items: Company[]; nextCursor: string | null }> {
  const conditions = [eq(companies.workspaceId, workspaceId)];
  if (f.ownerId) conditions.push(ownedBy(f.ownerId));
  const search = f.q ? searchCondition(f.q) : undefined;
  if (search) conditions.push(search);
  const industry = f.industry ? industryCondition(f.industry) : undefined;
  if (industry) conditions.push(industry);
  if (f.stage) conditions.push(eq(companies.stage, f.stage));
  if (f.cursor) {
    const after = or(
      gt(sql`lower(${companies.name})`, f.cursor.name),
      and(eq(sql`lower(${companies.name})`, f.cursor.name), gt(companies.id, f.cursor.id)),
    );
    if (after) conditions.push(after);
  }
  const rows = await db
    .select({ row: companies, ...signalColumns })
    .from(companies)
    .leftJoin(signalFacts, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(present),
    nextCursor: rows.length > f.limit && last ? encodeCursor({ name: last.row.name.toLowerCase(), id: last.row.id }) : null,
  };
}

export async function stageCounts(db: Db, workspaceId: string, f: { q?: string; industry?: string; ownerId?: string }): Promise<Record<string, number>> {
  const conditions = [eq(companies.workspaceId, workspaceId)];
  if (f.ownerId) conditions.push(ownedBy(f.ownerId));
  const search = f.q ? searchCondition(f.q) : undefined;
  if (search) conditions.push(search);
  const industry = f.industry ? industryCondition(f.industry) : undefined;
  if (industry) conditions.push(industry);
  const rows = await db
    .select({ stage: companies.stage, n: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(...conditions))
    .groupBy(companies.stage);
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

/** One company of this workspace with its signal facts, or undefined (another workspace's too). */
export async function findCompany(db: Db | Tx, workspaceId: string, id: string): Promise<Company | undefined> {
  const [r] = await db
    .select({ row: companies, ...signalColumns })
    .from(companies)
    .leftJoin(signalFacts, sql`true`)
    .where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  return r ? present(r) : undefined;
}

/** `lock`: held FOR UPDATE until the transaction ends (a save compares, then writes). */
export async function findCompanyRow(db: Db | Tx, workspaceId: string, id: string, opts: { lock?: boolean } = {}): Promise<CompanyRow | undefined> {
  const query = db.select().from(companies).where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export const newestFirst = desc(companies.createdAt);
