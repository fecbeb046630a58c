import { and, eq, notInArray } from 'drizzle-orm';
import type { ContactCategory } from '../../../contracts/contacts.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../events/outbox.js';
import type { Actor } from '../../auth/middleware.js';
import { companies } from '../../db/schema/index.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { findCompanyRow } from '../queries.js';
import { publishCompanyChange } from '../change-events.js';

const owner = (actor: Actor, companyId: string) => ({ companyId, workspaceId: actor.workspaceId, userId: actor.userId });

/**
 * Unenriched → Enriching, and the job, in one transaction. The status flips in the request (so
 * every tab disables Enrich at once, and a second click is refused); it never stays Enriching
 * without a job to finish it.
 */
export async function requestEnrichment(app: AppContext, actor: Actor, id: string): Promise<string> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
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
    return enqueue('company.enrich', owner(actor, id));
  });
}

async function assertCompany(tx: Tx, actor: Actor, id: string) {
  const row = await findCompanyRow(tx, actor.workspaceId, id);
  if (!row) throw notFound('Company not found');
  return row;
}

export async function requestResearch(app: AppContext, actor: Actor, id: string): Promise<string> {
  return inTransactionWithJobs(app, async (tx, _publish, enqueue) => {
    await assertCompany(tx, actor, id);
    return enqueue('company.research', owner(actor, id));
  });
}

export async function requestSignalDetection(app: AppContext, actor: Actor, id: string): Promise<string> {
  return inTransactionWithJobs(app, async (tx, _publish, enqueue) => {
    await assertCompany(tx, actor, id);
    return enqueue('company.signals.detect', { ...owner(actor, id), trigger: 'manual' });
  });
}

/** Finding contacts needs an enriched company ('Company not enriched'). */
export async function requestContactSearch(app: AppContext, actor: Actor, id: string, categories: ContactCategory[]): Promise<string> {
  return inTransactionWithJobs(app, async (tx, _publish, enqueue) => {
    const row = await assertCompany(tx, actor, id);
    if (row.enrichmentStatus !== 'Enriched') throw conflict('Please enrich the company before finding contacts');
    return enqueue('company.contacts.find', { ...owner(actor, id), categories });
  });
}
