import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DirectoryResponse } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { directoryCompanies } from '../db/schema/index.js';
import { containsPattern } from '../db/like.js';
import { storedActivityOn } from './dating.js';
import { INDUSTRIES } from '../../contracts/industries.js';

const like = containsPattern;

/** Discover: search the built-in directory, marking companies already in this pipeline. */
export async function searchDirectory(
  app: AppContext,
  actor: Actor,
  q: { q?: string; industry?: string; country?: string; limit: number },
): Promise<DirectoryResponse> {
  const d = directoryCompanies;
  const conditions = [];
  if (q.q) {
    const term = q.q.toLowerCase();
    conditions.push(
      or(ilike(d.name, like(term)), ilike(d.domain, like(term)), ilike(d.description, like(term)), ilike(d.recentActivity, like(term)), sql`${term} = any(select lower(s) from unnest(${d.specialties}) s)`),
    );
  }
  if (q.industry) conditions.push(eq(d.industry, q.industry));
  if (q.country) conditions.push(eq(d.country, q.country));
  const rows = await app.db
    .select({
      row: d,
      pipelineCompanyId: sql<string | null>`(select c.id from companies c where c.workspace_id = ${actor.workspaceId} and c.domain = directory_companies.domain)`,
    })
    .from(d)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(d.name))
    .limit(q.limit);
  const facets = await app.db.execute<{ countries: string[] | null }>(
    sql`select array(select distinct country from directory_companies where country is not null order by 1) as countries`,
  );
  const f = facets.rows[0];
  const today = app.clock.now();
  return {
    items: rows.map(({ row, pipelineCompanyId }) => ({
      id: row.id,
      name: row.name,
      domain: row.domain,
      industry: row.industry,
      companySize: row.companySize,
      headquarters: row.headquarters,
      country: row.country,
      description: row.description,
      specialties: row.specialties,
      recentActivity: storedActivityOn(row.recentActivity, today),
      pipelineCompanyId,
    })),
    industries: [...INDUSTRIES],
    countries: f?.countries ?? [],
  };
}
