import { and, eq, inArray, sql } from 'drizzle-orm';
import { alreadyAContact, NO_COMPANY_FOR_BATCH, type ImportAllContactsResponse } from '../../contracts/contact-batches.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { batchContacts, contacts } from '../db/schema/index.js';
import { settleBatchStatus } from '../batches-shared/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict } from '../http/errors.js';
import { contactBatchNotFound } from './service.js';
import { findContactBatch } from './queries.js';
import { presentBatchContact } from './presenter.js';
import { insertBatchPerson } from './row-actions.js';

/**
 * Import all: every pending person of the batch becomes a contact of its company, in one
 * transaction, by the same rule as importing one row — a person whose email the company already
 * has (or an earlier person of this import had) is skipped, with the reason. Each new contact is
 * announced like one added by hand, and the changed rows reach every tab in one batch event.
 */
export async function importAllBatchContacts(app: AppContext, actor: Actor, batchId: string): Promise<ImportAllContactsResponse> {
  const ws = actor.workspaceId;
  return inTransaction(app, async (tx, publish) => {
    const batch = await findContactBatch(tx, ws, batchId);
    if (!batch) throw contactBatchNotFound();
    if (!batch.company) throw conflict(NO_COMPANY_FOR_BATCH);
    const company = batch.company;
    const scope = and(eq(batchContacts.batchId, batchId), eq(batchContacts.workspaceId, ws));
    // Locked: two tabs pressing Import all at once import each person once.
    const pending = await tx
      .select()
      .from(batchContacts)
      .where(and(scope, eq(batchContacts.status, 'pending')))
      .orderBy(batchContacts.createdAt, batchContacts.id)
      .for('update');
    const known = await tx
      .select({ email: sql<string>`lower(${contacts.email})` })
      .from(contacts)
      .where(and(eq(contacts.workspaceId, ws), eq(contacts.companyId, company.id), sql`${contacts.email} is not null`));
    const emails = new Set(known.map((k) => k.email));

    const skipped: ImportAllContactsResponse['skipped'] = [];
    const importedIds: string[] = [];
    for (const row of pending) {
      const email = row.email?.toLowerCase() ?? null;
      if (email && emails.has(email)) {
        skipped.push({ id: row.id, name: `${row.firstName} ${row.lastName}`, reason: alreadyAContact(company.name, row.email!) });
        continue;
      }
      if (email) emails.add(email);
      const contact = await insertBatchPerson(tx, publish, actor, row, company.id);
      await tx.update(batchContacts).set({ status: 'imported', contactId: contact.id }).where(eq(batchContacts.id, row.id));
      importedIds.push(row.id);
    }
    const skippedIds = skipped.map((s) => s.id);
    if (skippedIds.length) await tx.update(batchContacts).set({ status: 'skipped' }).where(and(scope, inArray(batchContacts.id, skippedIds)));
    await settleBatchStatus(tx, 'contact', batchId);

    const changedIds = [...importedIds, ...skippedIds];
    const rows = changedIds.length ? (await tx.select().from(batchContacts).where(and(scope, inArray(batchContacts.id, changedIds)))).map(presentBatchContact) : [];
    const settled = (await findContactBatch(tx, ws, batchId))!;
    if (rows.length) await publish({ type: 'contact_batch.updated', workspaceId: ws, actorId: actor.userId, subjectId: batchId, payload: { batch: settled, rows } });
    return { batch: settled, rows, imported: importedIds.length, skipped };
  });
}
