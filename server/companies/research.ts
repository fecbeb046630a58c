import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { findCompanyRow } from './queries.js';
import { keepKnown, publishCompanyChange } from './change-events.js';
import { factSourceOf, sourcesFor } from './fact-sources.js';
import type { CompanyJob } from './enrichment.js';

/**
 * Research (docs/product.md#company): run it, save the results, reload, then detect signals automatically (the
 * signal job is queued in the same transaction as the results). Returns true when something was found.
 */
export async function runResearch(app: AppContext, job: CompanyJob): Promise<boolean> {
  const row = await findCompanyRow(app.db, job.workspaceId, job.companyId);
  if (!row) return false;
  const r = await app.providers.research.research({ name: row.name, domain: row.domain });
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    if (!r.found) {
      const message = r.message ?? `No public data found for ${row.domain}`;
      await publishCompanyChange(tx, publish, job, { kind: 'research_failed', message });
      return false;
    }
    // Each fact research filled in records where it came from; facts it left alone keep theirs.
    const filled = {
      industry: r.industry,
      companySize: r.companySize,
      headquarters: r.headquarters,
      eventParticipationLikelihood: r.eventParticipationLikelihood,
      recentActivity: r.recentActivity,
      promoOpportunities: r.promoOpportunities,
      uniqueCharacteristics: r.uniqueCharacteristics,
      ...(row.description ? {} : { description: r.description }),
      ...(row.country ? {} : { country: r.country }),
      ...(row.specialties?.length ? {} : { specialties: r.specialties }),
      ...(row.linkedinUrl ? {} : { linkedinUrl: r.linkedinUrl }),
      ...(row.employeeCount ? {} : { employeeCount: r.employeeCount }),
    };
    await tx
      .update(companies)
      .set({
        factSources: { ...(row.factSources as Record<string, unknown>), ...sourcesFor(filled, factSourceOf(r.source, r.citations[0]?.url)) },
        industry: keepKnown(r.industry, row.industry),
        companySize: keepKnown(r.companySize, row.companySize),
        headquarters: keepKnown(r.headquarters, row.headquarters),
        eventParticipationLikelihood: keepKnown(r.eventParticipationLikelihood, row.eventParticipationLikelihood),
        recentActivity: keepKnown(r.recentActivity, row.recentActivity),
        promoOpportunities: keepKnown(r.promoOpportunities, row.promoOpportunities),
        uniqueCharacteristics: keepKnown(r.uniqueCharacteristics, row.uniqueCharacteristics),
        description: row.description ?? r.description,
        country: row.country ?? r.country,
        specialties: row.specialties?.length ? row.specialties : r.specialties,
        linkedinUrl: row.linkedinUrl ?? r.linkedinUrl,
        employeeCount: row.employeeCount ?? r.employeeCount,
        researchSource: r.source,
        researchedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(companies.id, row.id), eq(companies.workspaceId, job.workspaceId)));
    await publishCompanyChange(tx, publish, job, { kind: 'researched', source: r.source });
    await enqueue('company.signals.detect', { companyId: job.companyId, workspaceId: job.workspaceId, userId: job.userId, trigger: 'research' });
    return true;
  });
}

export async function failResearch(app: AppContext, job: CompanyJob, error: Error): Promise<void> {
  await inTransaction(app, (tx, publish) => publishCompanyChange(tx, publish, job, { kind: 'research_failed', message: error.message || 'Unknown error' }));
}
