import { and, eq } from 'drizzle-orm';
import { COMPANY_NOT_ENRICHED, ENRICH_FIRST, type ContactBatchWriteResponse } from '../../contracts/contact-batches.js';
import type { ContactCategory } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { batchContacts, contactBatches, contacts } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { invalid } from '../http/errors.js';
import type { CompanyRow } from '../companies/index.js';
import { linkedinKey, nameKey } from './contact-parser.js';
import { batchContactRows, findContactBatch } from './queries.js';

/**
 * A contact batch filled by the contact finder (docs/product.md#contact-batches). The request
 * only creates the batch, in the `finding` state, with its job; the job asks the finder and fills
 * the batch, and every tab sees it arrive (contact_batch.updated). The finder may be an outside
 * service: no HTTP request waits for it.
 */

export type ContactBatchFindJob = { batchId: string; workspaceId: string; userId: string; categories: ContactCategory[] };

/** The batch, `finding`, and its job, in one transaction. 400 when the company is not enriched. */
export async function requestContactBatchSearch(
  app: AppContext,
  actor: Actor,
  company: CompanyRow,
  categories: ContactCategory[],
): Promise<ContactBatchWriteResponse> {
  if (company.enrichmentStatus !== 'Enriched') throw invalid([{ path: 'companyId', message: ENRICH_FIRST }], COMPANY_NOT_ENRICHED);
  const ws = actor.workspaceId;
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [row] = await tx
      .insert(contactBatches)
      .values({ workspaceId: ws, userId: actor.userId, companyId: company.id, name: `${company.name} — found contacts`, source: 'contact_finder', status: 'finding' })
      .returning({ id: contactBatches.id });
    await enqueue('contact_batch.find', { batchId: row.id, workspaceId: ws, userId: actor.userId, categories });
    const batch = (await findContactBatch(tx, ws, row.id))!;
    await publish({ type: 'contact_batch.created', workspaceId: ws, actorId: actor.userId, subjectId: row.id, payload: { batch } });
    return { batch, contacts: [], added: 0, rejected: [], leftOut: 0, notice: null };
  });
}

/** Leaves the `finding` state (once: a second run finds nothing to do) and tells every tab. */
async function settle(tx: Tx, publish: Publish, job: ContactBatchFindJob, status: 'pending' | 'failed', fill?: () => Promise<void>): Promise<boolean> {
  const [claimed] = await tx
    .update(contactBatches)
    .set({ status })
    .where(and(eq(contactBatches.id, job.batchId), eq(contactBatches.workspaceId, job.workspaceId), eq(contactBatches.status, 'finding')))
    .returning({ id: contactBatches.id });
  if (!claimed) return false;
  await fill?.();
  const batch = (await findContactBatch(tx, job.workspaceId, job.batchId))!;
  await publish({ type: 'contact_batch.updated', workspaceId: job.workspaceId, subjectId: job.batchId, payload: { batch, rows: await batchContactRows(tx, job.workspaceId, job.batchId) } });
  return true;
}

/**
 * The job: the finder's people in the chosen categories, less those already among the company's
 * contacts. None new leaves the batch empty (the page says so). Idempotent.
 */
export async function runContactBatchSearch(app: AppContext, job: ContactBatchFindJob): Promise<void> {
  const batch = await findContactBatch(app.db, job.workspaceId, job.batchId);
  if (batch?.status !== 'finding') return;
  const company = batch.company;
  // The finder is asked outside the transaction: nothing else may wait inside one (embedded PGlite).
  const found = company ? await app.providers.contacts.findContacts({ name: company.name, domain: company.domain }, job.categories) : [];
  await inTransaction(app, async (tx, publish) => {
    await settle(tx, publish, job, 'pending', async () => {
      const existing = company
        ? await tx
            .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, linkedin: contacts.linkedinProfile })
            .from(contacts)
            .where(and(eq(contacts.workspaceId, job.workspaceId), eq(contacts.companyId, company.id)))
        : [];
      const known = new Set(existing.flatMap((c) => [c.email?.toLowerCase(), linkedinKey(c.linkedin), nameKey(c.firstName, c.lastName)].filter(Boolean)));
      const fresh = found.filter((p) => ![p.email?.toLowerCase(), linkedinKey(p.linkedinUrl), nameKey(p.firstName, p.lastName)].some((k) => k && known.has(k)));
      if (fresh.length === 0) return;
      await tx.insert(batchContacts).values(
        fresh.map((p) => ({
          batchId: job.batchId,
          workspaceId: job.workspaceId,
          firstName: p.firstName,
          lastName: p.lastName,
          jobTitle: p.title,
          linkedinUrl: p.linkedinUrl,
          email: p.email,
          phone: p.phone,
          category: p.category,
          status: 'pending',
        })),
      );
    });
  });
}

/** After the job's last failed try: the batch says the search failed instead of finding forever. */
export async function failContactBatchSearch(app: AppContext, job: ContactBatchFindJob): Promise<void> {
  await inTransaction(app, (tx, publish) => settle(tx, publish, job, 'failed'));
}
