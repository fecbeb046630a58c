import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Company, manualEnrichmentRequest } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, notFound } from '../http/errors.js';
import { findCompanyRow } from './queries.js';
import { publishCompanyChange } from './change-events.js';

export const MANUAL_SOURCE = 'Entered by hand';

/**
 * "Enter details by hand": when no lookup can find a company, the rep types the facts in and the
 * company becomes Enriched (by hand), so Find Contacts and the rest unlock. Each fact given is
 * recorded as a manual entry; a fact left empty keeps what was known.
 */
export async function enrichByHand(app: AppContext, actor: Actor, id: string, input: z.output<typeof manualEnrichmentRequest>): Promise<Company> {
  return inTransaction(app, async (tx, publish) => {
    const row = await findCompanyRow(tx, actor.workspaceId, id);
    if (!row) throw notFound('Company not found');
    if (row.enrichmentStatus === 'Enriching') throw conflict('This company is being enriched; wait for it to finish');
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string' && v.length > 0)) as Record<string, string>;
    const sources = Object.fromEntries(Object.keys(given).map((k) => [k === 'location' ? 'headquarters' : k, { source: 'manual' as const }]));
    await tx
      .update(companies)
      .set({
        ...(given.industry ? { industry: given.industry, primaryIndustry: given.industry } : {}),
        ...(given.companySize ? { companySize: given.companySize, size: given.companySize } : {}),
        ...(given.location ? { location: given.location, headquarters: given.location } : {}),
        ...(given.website ? { website: given.website } : {}),
        ...(given.notes ? { notes: given.notes } : {}),
        factSources: { ...(row.factSources as Record<string, unknown>), ...sources, ...(given.location ? { location: { source: 'manual' } } : {}) },
        enrichmentStatus: 'Enriched',
        enrichmentSource: MANUAL_SOURCE,
        enrichedBy: 'manual',
        enrichedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId), ne(companies.enrichmentStatus, 'Enriching')));
    const company = await publishCompanyChange(tx, publish, { workspaceId: actor.workspaceId, companyId: id, actorId: actor.userId }, { kind: 'enriched', source: MANUAL_SOURCE });
    return company!;
  });
}
