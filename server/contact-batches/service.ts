import type { z } from 'zod';
import {
  MAX_CONTACT_BATCH_ROWS,
  NO_VALID_CONTACTS,
  type ContactBatchDetailResponse,
  type ContactBatchWriteResponse,
  type createContactBatchRequest,
} from '../../contracts/contact-batches.js';
import type { RejectedLine } from '../../contracts/company-batches.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { batchContacts, contactBatches } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { invalid, notFound } from '../http/errors.js';
import { findCompanyRow } from '../companies/index.js';
import { keepWithinLimit } from '../batches-shared/index.js';
import { parseContactLines } from './contact-parser.js';
import { batchContactRows, findContactBatch } from './queries.js';
import { requestContactBatchSearch } from './find.js';

export const contactBatchNotFound = () => notFound('Contact batch not found');

type CreateInput = z.output<typeof createContactBatchRequest>;
type NewRow = { firstName: string; lastName: string; jobTitle: string | null; linkedinUrl: string | null; email: string | null; phone: string | null };

const SOURCE_NAMES = { paste: 'pasted contacts', csv: 'CSV contacts' } as const;

/**
 * The people of a paste, or 400 when none is usable. A list longer than a batch holds keeps its
 * first people; each one past the limit is reported with its line.
 */
function pastedPeople(text: string): { rows: NewRow[]; rejected: RejectedLine[]; leftOut: number; notice: string | null } {
  const parsed = parseContactLines(text);
  if (parsed.rows.length === 0) {
    const lines = parsed.rejected.slice(0, 20).map((r) => ({ path: `line ${r.line}`, message: r.message }));
    throw invalid([{ path: 'text', message: NO_VALID_CONTACTS }, ...lines], NO_VALID_CONTACTS);
  }
  const { kept, leftOut, notice } = keepWithinLimit(parsed.rows, MAX_CONTACT_BATCH_ROWS, MAX_CONTACT_BATCH_ROWS, ['person', 'people'], (r) => `${r.firstName} ${r.lastName}`);
  const rejected = [...parsed.rejected, ...leftOut].sort((a, b) => a.line - b.line);
  return { rows: kept.map(({ line: _line, ...row }) => row), rejected, leftOut: leftOut.length, notice };
}

/**
 * A new contact batch for one of the workspace's companies: pasted/CSV people, stored at once, or
 * the people the contact finder knows in the chosen categories (the company must be Enriched),
 * found by a job (find.ts: the batch is `finding` until then). Nothing is imported: each person
 * is reviewed on the batch page.
 */
export async function createContactBatch(app: AppContext, actor: Actor, input: CreateInput): Promise<ContactBatchWriteResponse> {
  const ws = actor.workspaceId;
  const company = await findCompanyRow(app.db, ws, input.companyId);
  if (!company) throw notFound('Company not found');
  if (input.source === 'contact_finder') return requestContactBatchSearch(app, actor, company, input.categories);

  const { rows: people, rejected, leftOut, notice } = pastedPeople(input.text);
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(contactBatches)
      .values({ workspaceId: ws, userId: actor.userId, companyId: company.id, name: input.name || `${company.name} — ${SOURCE_NAMES[input.source]}`, source: input.source, status: 'pending' })
      .returning({ id: contactBatches.id });
    await tx.insert(batchContacts).values(people.map((p) => ({ ...p, category: null, batchId: row.id, workspaceId: ws, status: 'pending' })));
    const batch = (await findContactBatch(tx, ws, row.id))!;
    await publish({ type: 'contact_batch.created', workspaceId: ws, actorId: actor.userId, subjectId: row.id, payload: { batch } });
    return { batch, contacts: await batchContactRows(tx, ws, row.id), added: people.length, rejected, leftOut, notice };
  });
}

export async function getContactBatch(app: AppContext, actor: Actor, id: string): Promise<ContactBatchDetailResponse> {
  const batch = await findContactBatch(app.db, actor.workspaceId, id);
  if (!batch) throw contactBatchNotFound();
  return { batch, contacts: await batchContactRows(app.db, actor.workspaceId, id) };
}
