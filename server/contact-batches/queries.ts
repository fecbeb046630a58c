import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { batchContacts, companies, contactBatches } from '../db/schema/index.js';
import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';
import { presentBatchContact, presentContactBatch, type ContactBatchRow } from './presenter.js';
import { batchRowCount } from '../batches-shared/index.js';

const rowCount = (status?: string) => batchRowCount('contact', status);

const selection = {
  row: contactBatches,
  company: { id: companies.id, name: companies.name, domain: companies.domain },
  total: rowCount(),
  pending: rowCount('pending'),
  imported: rowCount('imported'),
  skipped: rowCount('skipped'),
};

type Counted = {
  row: ContactBatchRow;
  company: { id: string | null; name: string | null; domain: string | null } | null;
  total: number;
  pending: number;
  imported: number;
  skipped: number;
};
const present = (r: Counted): ContactBatch =>
  presentContactBatch(r.row, r.company?.id ? { id: r.company.id, name: r.company.name!, domain: r.company.domain! } : null, {
    total: Number(r.total),
    pending: Number(r.pending),
    imported: Number(r.imported),
    skipped: Number(r.skipped),
  });

const withCompany = (db: Db | Tx) =>
  db.select(selection).from(contactBatches).leftJoin(companies, eq(companies.id, contactBatches.companyId));

/** The workspace's contact batches with their company, newest first (docs/product.md#contact-batches). */
export async function listContactBatches(db: Db, workspaceId: string, limit = 200): Promise<ContactBatch[]> {
  const rows = await withCompany(db)
    .where(eq(contactBatches.workspaceId, workspaceId))
    .orderBy(desc(contactBatches.createdAt), desc(contactBatches.id))
    .limit(limit);
  return rows.map(present);
}

/** One contact batch of this workspace, or undefined (another workspace's too). */
export async function findContactBatch(db: Db | Tx, workspaceId: string, id: string): Promise<ContactBatch | undefined> {
  const [r] = await withCompany(db).where(and(eq(contactBatches.workspaceId, workspaceId), eq(contactBatches.id, id)));
  return r ? present(r) : undefined;
}

/** A batch's people ordered by last name (docs/product.md#contact-batches), then first name. */
export async function batchContactRows(db: Db | Tx, workspaceId: string, batchId: string): Promise<BatchContact[]> {
  const rows = await db
    .select()
    .from(batchContacts)
    .where(and(eq(batchContacts.workspaceId, workspaceId), eq(batchContacts.batchId, batchId)))
    .orderBy(asc(sql`lower(${batchContacts.lastName})`), asc(sql`lower(${batchContacts.firstName})`), asc(batchContacts.id));
  return rows.map(presentBatchContact);
}
