import { and, eq, notInArray } from 'drizzle-orm';
import type { ContactCategory } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, notFound } from '../http/errors.js';
import { findCompanyRow } from './queries.js';
import { publishCompanyChange } from './change-events.js';

const owner = (actor: Actor, companyId: string) => ({ companyId, workspaceId: actor.workspaceId, userId: actor.userId });

/**
 * Unenriched → Enriching, then the job. The status flips in the request (so every tab disables
 * Enrich at once, and a second click is refused), and the job is queued after commit.
 */
export async function requestEnrichment(app: AppContext, actor: Actor, id: string): Promise<string> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(companies)
      .set({ enrichmentStatus: 'Enriching', updatedAt: new Date() })
      .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId), notInArray(companies.enrichmentStatus, ['Enriching', 'Enriched'])))
      .returning({ id: companies.id });
    if (!row) {
      const existing = await findCompanyRow(tx, actor.workspaceId, id);
      if (!existing) throw notFound('Company not found');
      throw conflict(existing.enrichmentStatus === 'Enriched' ? 'This company is already enriched' : 'This company is already being enriched');
    }
    await publishCompanyChange(tx, publish, { workspaceId: actor.workspaceId, companyId: id, actorId: actor.userId }, { kind: 'enrichment_started' });
  });
  return app.jobs.schedule('company.enrich', owner(actor, id));
}

async function assertCompany(app: AppContext, actor: Actor, id: string) {
  const row = await findCompanyRow(app.db, actor.workspaceId, id);
  if (!row) throw notFound('Company not found');
  return row;
}

export async function requestResearch(app: AppContext, actor: Actor, id: string): Promise<string> {
  await assertCompany(app, actor, id);
  return app.jobs.schedule('company.research', owner(actor, id));
}

export async function requestSignalDetection(app: AppContext, actor: Actor, id: string): Promise<string> {
  await assertCompany(app, actor, id);
  return app.jobs.schedule('company.signals.detect', { ...owner(actor, id), trigger: 'manual' });
}

/** Finding contacts needs an enriched company (spec: 'Company not enriched'). */
export async function requestContactSearch(app: AppContext, actor: Actor, id: string, categories: ContactCategory[]): Promise<string> {
  const row = await assertCompany(app, actor, id);
  if (row.enrichmentStatus !== 'Enriched') throw conflict('Please enrich the company before finding contacts');
  return app.jobs.schedule('company.contacts.find', { ...owner(actor, id), categories });
}
