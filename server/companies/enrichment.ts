import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { FactSource } from '../../contracts/companies.js';
import type { EnrichmentResult } from '../ports/research.js';
import { companies } from '../db/schema/index.js';
import { inTransaction, publishNow } from '../events/outbox.js';
import { findCompanyRow } from './queries.js';
import { keepKnown, publishCompanyChange } from './change-events.js';
import { factSourceOf, sourcesFor } from './fact-sources.js';

export type CompanyJob = { companyId: string; workspaceId: string; userId: string };

const progress = (app: AppContext, job: CompanyJob, step: string, pct: number) =>
  publishNow(app, { type: 'company.enrichment.progress', workspaceId: job.workspaceId, subjectId: job.companyId, payload: { companyId: job.companyId, step, pct } });

/** Enrich: look the company up, save what was found, Enriching → Enriched (or back to Unenriched). */
export async function runEnrichment(app: AppContext, job: CompanyJob): Promise<void> {
  const row = await findCompanyRow(app.db, job.workspaceId, job.companyId);
  if (!row || row.enrichmentStatus !== 'Enriching') return; // deleted, or already settled by an earlier run
  await progress(app, job, 'Looking up the company', 10);
  const provider = app.providers.enrichment;
  await progress(app, job, 'Reading the directory and the company website', 40);
  const found = await provider.enrich({ name: row.name, domain: row.domain });
  await progress(app, job, 'Saving the company profile', 80);
  await inTransaction(app, async (tx, publish) => {
    if (!found.found) {
      await tx
        .update(companies)
        .set({ enrichmentStatus: 'Unenriched', updatedAt: new Date() })
        .where(and(eq(companies.id, row.id), eq(companies.workspaceId, job.workspaceId)));
      const message = found.message ?? `No public data found for ${row.domain}`;
      await publishCompanyChange(tx, publish, job, { kind: 'enrichment_failed', message });
      return;
    }
    await tx
      .update(companies)
      .set({
        industry: keepKnown(found.industry, row.industry),
        primaryIndustry: keepKnown(found.industry, row.primaryIndustry),
        industries: keepKnown(found.industries, row.industries),
        companySize: keepKnown(found.companySize, row.companySize),
        size: keepKnown(found.companySize, row.size),
        employeeCount: keepKnown(found.employeeCount, row.employeeCount),
        type: keepKnown(found.type, row.type),
        founded: keepKnown(found.founded === null ? null : String(found.founded), row.founded),
        headquarters: keepKnown(found.headquarters, row.headquarters),
        location: keepKnown(found.headquarters, row.location),
        country: keepKnown(found.country, row.country),
        description: keepKnown(found.description, row.description),
        website: keepKnown(found.website, row.website),
        logoUrl: keepKnown(found.logoUrl, row.logoUrl),
        linkedinUrl: keepKnown(found.linkedinUrl, row.linkedinUrl),
        specialties: keepKnown(found.specialties, row.specialties),
        enrichmentStatus: 'Enriched',
        enrichmentSource: found.source,
        enrichedBy: 'provider',
        factSources: { ...(row.factSources as Record<string, unknown>), ...sourcesOf(found) },
        enrichedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(companies.id, row.id), eq(companies.workspaceId, job.workspaceId)));
    await publishCompanyChange(tx, publish, job, { kind: 'enriched', source: found.source });
  });
  await progress(app, job, 'Done', 100);
}

/** Where each fact enrichment filled in came from: the website (its URL) or the sample directory. */
function sourcesOf(found: EnrichmentResult): Record<string, FactSource> {
  const filled = { industry: found.industry, companySize: found.companySize, employeeCount: found.employeeCount, type: found.type, founded: found.founded, headquarters: found.headquarters, country: found.country, description: found.description, website: found.website, linkedinUrl: found.linkedinUrl };
  return sourcesFor(filled, factSourceOf(found.source, found.website));
}

/** Enriching never sticks: a job that failed for good puts the company back and says why. */
export async function abandonEnrichment(app: AppContext, job: CompanyJob, error: Error): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(companies)
      .set({ enrichmentStatus: 'Unenriched', updatedAt: new Date() })
      .where(and(eq(companies.id, job.companyId), eq(companies.workspaceId, job.workspaceId), eq(companies.enrichmentStatus, 'Enriching')))
      .returning({ id: companies.id });
    if (row) await publishCompanyChange(tx, publish, job, { kind: 'enrichment_failed', message: error.message || 'Unknown error' });
  });
}
