import { asc, eq } from 'drizzle-orm';
import type { Context } from 'koa';
import { IMPORT_EXPORT_COLUMNS } from '../../contracts/imports.js';
import type { AppContext } from '../context.js';
import { companies, contacts } from '../db/schema/index.js';
import { toCsv } from './csv-write.js';

/**
 * Exports, the other way: the pipeline's companies and the workspace's contacts as CSV, under
 * the column names the importer reads back, every cell that could run as a spreadsheet formula
 * neutralised (csv-write.ts).
 */
export async function companiesCsv(app: AppContext, workspaceId: string): Promise<string> {
  const rows = await app.db.select().from(companies).where(eq(companies.workspaceId, workspaceId)).orderBy(asc(companies.name), asc(companies.id));
  return toCsv(
    IMPORT_EXPORT_COLUMNS.companies,
    rows.map((c) => [c.name, c.domain, c.industry, c.companySize, c.headquarters, c.country, c.linkedinUrl, c.description, c.stage, c.notes]),
  );
}

export async function contactsCsv(app: AppContext, workspaceId: string): Promise<string> {
  const rows = await app.db
    .select({ contact: contacts, companyName: companies.name, companyDomain: companies.domain })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(contacts.workspaceId, workspaceId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
  return toCsv(
    IMPORT_EXPORT_COLUMNS.contacts,
    rows.map(({ contact: c, companyName, companyDomain }) => [c.firstName, c.lastName, c.email, c.phone, c.jobTitle, c.linkedinProfile, companyName, companyDomain, c.notes]),
  );
}

/** Sends a CSV as a download named `<what>-<date>.csv`. */
export function sendCsv(ctx: Context, what: string, csv: string, today: Date): void {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${what}-${today.toISOString().slice(0, 10)}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
}
