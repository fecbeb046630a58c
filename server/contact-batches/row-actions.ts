import { and, eq, ne, sql } from 'drizzle-orm';
import {
  alreadyAContact,
  ALREADY_IMPORTED,
  NO_COMPANY_FOR_BATCH,
  NOTHING_FOUND,
  type BatchContactActionResponse,
} from '../../contracts/contact-batches.js';
import { CONTACT_CATEGORY_KEYS } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { batchContacts, contacts } from '../db/schema/index.js';
import { settleBatchStatus } from '../batches-shared/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { conflict, notFound } from '../http/errors.js';
import { findCompanyRow } from '../companies/index.js';
import { insertContact } from '../contacts/index.js';
import { contactBatchNotFound } from './service.js';
import { findContactBatch } from './queries.js';
import { presentBatchContact, type BatchContactRow } from './presenter.js';
import { linkedinKey, nameKey } from './contact-parser.js';

type Filled = BatchContactActionResponse['filled'];
const rowNotFound = () => notFound('That contact is not in this batch');

/** The batch (of this workspace) and one of its rows, or 404. */
async function loadRow(tx: Db | Tx, actor: Actor, batchId: string, rowId: string) {
  const batch = await findContactBatch(tx, actor.workspaceId, batchId);
  if (!batch) throw contactBatchNotFound();
  const [row] = await tx
    .select()
    .from(batchContacts)
    .where(and(eq(batchContacts.id, rowId), eq(batchContacts.batchId, batchId), eq(batchContacts.workspaceId, actor.workspaceId)));
  if (!row) throw rowNotFound();
  return { batch, row };
}

/** Settles the batch and tells every tab of the workspace about the changed row. */
async function announce(tx: Tx, publish: Publish, actor: Actor, row: BatchContactRow) {
  await settleBatchStatus(tx, 'contact', row.batchId);
  const batch = (await findContactBatch(tx, actor.workspaceId, row.batchId))!;
  const presented = presentBatchContact(row);
  await publish({ type: 'contact_batch.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.batchId, payload: { batch, rows: [presented] } });
  return { batch, row: presented };
}

/**
 * The batch's person as a new contact of the company, at status lead, announced as
 * `contact.created` like one added by hand: one row's Import and Import all both make it here.
 */
export function insertBatchPerson(tx: Tx, publish: Publish, actor: Actor, row: BatchContactRow, companyId: string) {
  return insertContact(tx, publish, actor, {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    linkedinProfile: row.linkedinUrl,
    companyId,
    contactStatus: 'lead',
    notes: null,
    category: row.category,
    source: 'Contact batch',
  });
}

/**
 * Import: the person becomes a contact of the batch's company at status lead (docs/product.md#contact-batches), announced
 * as `contact.created` like one added by hand. A company contact with the same email already
 * exists → the row is skipped and the answer says why. An imported row is a 409.
 */
export async function importBatchContact(app: AppContext, actor: Actor, batchId: string, rowId: string): Promise<BatchContactActionResponse> {
  return inTransaction(app, async (tx, publish) => {
    const { batch, row } = await loadRow(tx, actor, batchId, rowId);
    if (row.status === 'imported') throw conflict(ALREADY_IMPORTED);
    if (!batch.company) throw conflict(NO_COMPANY_FOR_BATCH);
    if (row.email) {
      const [twin] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.workspaceId, actor.workspaceId), eq(contacts.companyId, batch.company.id), sql`lower(${contacts.email}) = ${row.email.toLowerCase()}`))
        .limit(1);
      if (twin) {
        const [skipped] = await tx.update(batchContacts).set({ status: 'skipped' }).where(eq(batchContacts.id, row.id)).returning();
        const done = await announce(tx, publish, actor, skipped);
        const message = `${alreadyAContact(batch.company.name, row.email)}, so ${row.firstName} ${row.lastName} was skipped`;
        return { outcome: 'duplicate', ...done, contact: null, message, filled: [] };
      }
    }
    // Claimed first: of two tabs importing the same row at once, the second finds it imported.
    const [claimed] = await tx
      .update(batchContacts)
      .set({ status: 'imported' })
      .where(and(eq(batchContacts.id, row.id), ne(batchContacts.status, 'imported')))
      .returning({ id: batchContacts.id });
    if (!claimed) throw conflict(ALREADY_IMPORTED);
    const contact = await insertBatchPerson(tx, publish, actor, row, batch.company.id);
    const [imported] = await tx.update(batchContacts).set({ contactId: contact.id }).where(eq(batchContacts.id, row.id)).returning();
    return { outcome: 'imported', ...(await announce(tx, publish, actor, imported)), contact, message: null, filled: [] };
  });
}

/** Skip: the person is left out. Skipping a skipped row changes nothing; an imported one is a 409. */
export async function skipBatchContact(app: AppContext, actor: Actor, batchId: string, rowId: string): Promise<BatchContactActionResponse> {
  return inTransaction(app, async (tx, publish) => {
    const { batch, row } = await loadRow(tx, actor, batchId, rowId);
    if (row.status === 'imported') throw conflict(ALREADY_IMPORTED);
    if (row.status === 'skipped') return { outcome: 'skipped', batch, row: presentBatchContact(row), contact: null, message: null, filled: [] };
    const [skipped] = await tx
      .update(batchContacts)
      .set({ status: 'skipped' })
      .where(and(eq(batchContacts.id, row.id), eq(batchContacts.status, 'pending')))
      .returning();
    if (!skipped) throw conflict(ALREADY_IMPORTED);
    return { outcome: 'skipped', ...(await announce(tx, publish, actor, skipped)), contact: null, message: null, filled: [] };
  });
}

/**
 * Enrich: fills the row's missing email, phone, job title and LinkedIn URL from the built-in
 * directory's people of the batch's company, matched by LinkedIn URL or by name. Nothing is
 * invented: when the directory has no more, the row is left as it is (`nothing_found`).
 */
export async function enrichBatchContact(app: AppContext, actor: Actor, batchId: string, rowId: string): Promise<BatchContactActionResponse> {
  // Read first: the directory is asked outside the transaction (embedded PGlite runs one at a time).
  const { batch, row } = await loadRow(app.db, actor, batchId, rowId);
  if (row.status === 'imported') throw conflict(ALREADY_IMPORTED);
  if (!batch.company) throw conflict(NO_COMPANY_FOR_BATCH);
  const company = await findCompanyRow(app.db, actor.workspaceId, batch.company.id);
  const people = company ? await app.providers.contacts.findContacts({ name: company.name, domain: company.domain }, CONTACT_CATEGORY_KEYS) : [];
  const profile = linkedinKey(row.linkedinUrl);
  const match =
    (profile && people.find((p) => linkedinKey(p.linkedinUrl) === profile)) ||
    people.find((p) => nameKey(p.firstName, p.lastName) === nameKey(row.firstName, row.lastName));

  return inTransaction(app, async (tx, publish) => {
    const { batch: current, row: latest } = await loadRow(tx, actor, batchId, rowId);
    if (latest.status === 'imported') throw conflict(ALREADY_IMPORTED);
    const patch: Partial<Pick<BatchContactRow, 'email' | 'phone' | 'jobTitle' | 'linkedinUrl'>> = {};
    const filled: Filled = [];
    if (match) {
      const offer = { email: match.email, phone: match.phone, jobTitle: match.title, linkedinUrl: match.linkedinUrl };
      for (const key of ['email', 'phone', 'jobTitle', 'linkedinUrl'] as const) {
        if (!latest[key] && offer[key]) {
          patch[key] = offer[key];
          filled.push(key);
        }
      }
    }
    if (filled.length === 0) return { outcome: 'nothing_found', batch: current, row: presentBatchContact(latest), contact: null, message: NOTHING_FOUND, filled };
    const [enriched] = await tx
      .update(batchContacts)
      .set({ ...patch, enrichedAt: new Date() })
      .where(eq(batchContacts.id, latest.id))
      .returning();
    return { outcome: 'enriched', ...(await announce(tx, publish, actor, enriched)), contact: null, message: null, filled };
  });
}
