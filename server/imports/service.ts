import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { IMPORT_MESSAGES, type ColumnTarget, type ImportDetail, type ImportPreview, type PreviewRow, type saveMappingRequest } from '../../contracts/imports.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { companies, contacts, importFiles, importMappings, imports } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { AppError, conflict, invalid, notFound } from '../http/errors.js';
import { guessTargets } from './columns.js';
import { peekTable, readTable } from './read/table.js';
import { COMPANY_LABELS, CONTACT_LABELS, kindOf, labelled, mapRow, mapsSomething, type MappedRow } from './rows.js';
import { findImport, presentImport, problemsOf, targetsOf, undoableUntil, type ImportRow } from './presenter.js';
import { PROBLEMS_KEPT } from './store.js';

export const importNotFound = () => notFound('Import not found');
const PREVIEW_ROWS = 20;
const SAMPLES = 3;

/** Headers as a key: the same columns (in any case or spacing) are the same file layout. */
const headersKey = (headers: readonly string[]) =>
  createHash('sha256')
    .update(headers.map((h) => h.trim().toLowerCase()).join('\u0000'))
    .digest('hex');

export async function importDetail(app: AppContext, workspaceId: string, id: string, tx?: Tx): Promise<ImportDetail> {
  const found = await findImport(tx ?? app.db, workspaceId, id);
  if (!found) throw importNotFound();
  return detailOf(app, found.row, found.createdBy);
}

function detailOf(app: AppContext, row: ImportRow, createdBy: string | null): ImportDetail {
  const targets = targetsOf(row);
  const samples = Array.isArray(row.samples) ? (row.samples as string[][]) : [];
  return {
    import: presentImport(row, createdBy, app.clock.now()),
    columns: row.headers.map((header, index) => ({ index, header, samples: samples[index] ?? [], target: targets[index] })),
    problems: problemsOf(row),
    rememberedMapping: row.rememberedMapping,
  };
}

/** Up to SAMPLES non-empty values of each column, from the rows read at upload. */
const samplesOf = (headers: readonly string[], rows: readonly string[][]) =>
  headers.map((_, index) =>
    rows
      .map((cells) => (cells[index] ?? '').trim())
      .filter(Boolean)
      .slice(0, SAMPLES),
  );

async function announce(app: AppContext, tx: Tx, publish: Publish, actor: Pick<Actor, 'workspaceId' | 'userId'>, id: string) {
  const found = (await findImport(tx, actor.workspaceId, id))!;
  await publish({ type: 'import.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { import: presentImport(found.row, found.createdBy, app.clock.now()) } });
}

/** Upload: the file is read (off the main thread), its columns guessed or taken from the last file with the same headers. */
export async function uploadImport(app: AppContext, actor: Actor, fileName: string, bytes: Buffer): Promise<ImportDetail> {
  const head = await peekTable(bytes, fileName, PREVIEW_ROWS);
  const key = headersKey(head.headers);
  const [remembered] = await app.db
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.workspaceId, actor.workspaceId), eq(importMappings.headersKey, key)));
  const rememberedTargets = Array.isArray(remembered?.mapping) && remembered.mapping.length === head.headers.length ? (remembered.mapping as ColumnTarget[]) : null;
  const targets = rememberedTargets ?? guessTargets(head.headers);
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(imports)
      .values({
        workspaceId: actor.workspaceId,
        userId: actor.userId,
        fileName: fileName.slice(0, 255),
        fileSize: bytes.length,
        headers: head.headers,
        samples: samplesOf(head.headers, head.rows),
        mapping: targets,
        rememberedMapping: rememberedTargets !== null,
        duplicates: rememberedTargets ? remembered!.duplicates : 'skip',
        rowCount: head.rowCount,
        kind: kindOf(targets),
      })
      .returning();
    await tx.insert(importFiles).values({ importId: row.id, bytes });
    await announce(app, tx, publish, actor, row.id);
    return importDetail(app, actor.workspaceId, row.id, tx);
  });
}

/** The import, while its mapping may still change (else 409). */
async function mappingImport(app: AppContext, actor: Actor, id: string) {
  const found = await findImport(app.db, actor.workspaceId, id);
  if (!found) throw importNotFound();
  if (found.row.status !== 'mapping') throw conflict('This import has already run');
  const [file] = await app.db.select().from(importFiles).where(eq(importFiles.importId, id));
  if (!file) throw conflict('This import has already run');
  return { ...found, bytes: file.bytes };
}

/** Every row mapped, in order, read off the main thread in chunks. */
export async function eachMappedRow(row: ImportRow, bytes: Buffer, onChunk: (rows: MappedRow[]) => Promise<void>): Promise<number> {
  const targets = targetsOf(row);
  const kind = kindOf(targets);
  const { rowCount } = await readTable(bytes, row.fileName, async (cells, firstLine) => {
    await onChunk(cells.map((c, i) => mapRow(kind, row.headers, targets, c, firstLine + i)));
  });
  return rowCount;
}

/** Which of these domains and emails the workspace already has. */
async function known(app: AppContext, workspaceId: string, domains: string[], emails: string[]) {
  const out = { domains: new Set<string>(), emails: new Set<string>() };
  for (let i = 0; i < domains.length; i += 1000) {
    const found = await app.db.select({ d: companies.domain }).from(companies).where(and(eq(companies.workspaceId, workspaceId), inArray(companies.domain, domains.slice(i, i + 1000))));
    for (const f of found) out.domains.add(f.d);
  }
  for (let i = 0; i < emails.length; i += 1000) {
    const found = await app.db
      .select({ e: sql<string>`lower(${contacts.email})` })
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspaceId), inArray(sql`lower(${contacts.email})`, emails.slice(i, i + 1000))));
    for (const f of found) out.emails.add(f.e);
  }
  return out;
}

/**
 * Saves the mapping (remembered for the next file with these headers) and reads the whole file
 * as it would be imported: the first rows as they will be stored, every problem row, and how many
 * companies and contacts are new or already in the workspace.
 */
export async function previewImport(app: AppContext, actor: Actor, id: string, input: z.output<typeof saveMappingRequest>): Promise<ImportPreview> {
  const { row, bytes } = await mappingImport(app, actor, id);
  const targets: ColumnTarget[] = row.headers.map(() => 'skip');
  for (const { index, target } of input.columns) {
    if (index >= row.headers.length) throw invalid([{ path: 'columns', message: `The file has no column ${index + 1}` }]);
    targets[index] = target;
  }
  if (!mapsSomething(targets)) throw invalid([{ path: 'columns', message: IMPORT_MESSAGES.nothingMapped }], IMPORT_MESSAGES.nothingMapped);
  const mapped: ImportRow = { ...row, mapping: targets, kind: kindOf(targets), duplicates: input.duplicates };

  const firstRows: MappedRow[] = [];
  const problems: Array<{ line: number; reason: string }> = [];
  let problemCount = 0;
  const domains = new Map<string, number>();
  const emails = new Map<string, number>();
  const kind = kindOf(targets);
  /** A row repeating a company of a companies file, or an email, of an earlier row. */
  const repeated = (r: MappedRow): string | null => {
    if (r.problem !== null) return null;
    const domain = kind === 'companies' ? r.company?.domain : undefined;
    if (domain && domains.has(domain)) return `${domain} is already on line ${domains.get(domain)}`;
    const email = r.contact?.email;
    return email && emails.has(email) ? `${email} is already on line ${emails.get(email)}` : null;
  };
  const note = (line: number, reason: string) => {
    problemCount += 1;
    if (problems.length < PROBLEMS_KEPT) problems.push({ line, reason });
  };
  const rowCount = await eachMappedRow(mapped, bytes, async (rows) => {
    for (const r of rows) {
      if (firstRows.length < PREVIEW_ROWS) firstRows.push(r);
      const reason = r.problem ?? repeated(r);
      if (reason !== null) note(r.line, reason);
      if (r.problem !== null || reason !== null) continue;
      if (r.company?.domain && !domains.has(r.company.domain)) domains.set(r.company.domain, r.line);
      if (r.contact?.email) emails.set(r.contact.email, r.line);
    }
  });
  const existing = await known(app, actor.workspaceId, [...domains.keys()], [...emails.keys()]);
  const contactRows = kind === 'contacts' ? rowCount - problemCount : 0;

  await inTransaction(app, async (tx, publish) => {
    await tx.update(imports).set({ mapping: targets, kind, duplicates: input.duplicates, problems, rowCount }).where(eq(imports.id, id));
    await tx
      .insert(importMappings)
      .values({ workspaceId: actor.workspaceId, headersKey: headersKey(row.headers), mapping: targets, duplicates: input.duplicates })
      .onConflictDoUpdate({ target: [importMappings.workspaceId, importMappings.headersKey], set: { mapping: targets, duplicates: input.duplicates, updatedAt: new Date() } });
    await announce(app, tx, publish, actor, id);
  });
  const outcomeOf = (r: MappedRow): Pick<PreviewRow, 'outcome' | 'reason'> => {
    const problem = problems.find((p) => p.line === r.line);
    if (problem) return { outcome: 'problem', reason: problem.reason };
    if (r.problem !== null) return { outcome: 'problem', reason: r.problem };
    const duplicate = kind === 'companies' ? existing.domains.has(r.company?.domain ?? '') : Boolean(r.contact?.email && existing.emails.has(r.contact.email));
    return duplicate ? { outcome: 'duplicate', reason: kind === 'companies' ? 'A company with this domain is in your pipeline' : 'A contact with this email exists' } : { outcome: 'new', reason: null };
  };
  return {
    detail: await importDetail(app, actor.workspaceId, id),
    rows: firstRows.map((r) => ({
      line: r.line,
      company: r.problem === null ? labelled(r.company, COMPANY_LABELS) : null,
      contact: r.problem === null ? labelled(r.contact, CONTACT_LABELS) : null,
      notes: r.problem === null ? r.notes : null,
      ...outcomeOf(r),
    })),
    totals: {
      rows: rowCount,
      newCompanies: domains.size - existing.domains.size,
      duplicateCompanies: existing.domains.size,
      newContacts: contactRows - existing.emails.size,
      duplicateContacts: existing.emails.size,
      problems: problemCount,
    },
  };
}

/** Run: the import job is queued with the change of status (202); its progress arrives live. */
export async function startImport(app: AppContext, actor: Actor, id: string): Promise<ImportDetail> {
  const { row } = await mappingImport(app, actor, id);
  if (!mapsSomething(targetsOf(row))) throw invalid([{ path: 'columns', message: IMPORT_MESSAGES.nothingMapped }], IMPORT_MESSAGES.nothingMapped);
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const moved = await tx
      .update(imports)
      .set({ status: 'running', processed: 0 })
      .where(and(eq(imports.id, id), eq(imports.status, 'mapping')))
      .returning({ id: imports.id });
    if (!moved.length) throw conflict('This import has already run');
    await enqueue('import.run', { importId: id, workspaceId: actor.workspaceId, userId: actor.userId });
    await announce(app, tx, publish, actor, id);
    return importDetail(app, actor.workspaceId, id, tx);
  });
}

/** Undo: for a day after an import finishes; the undo job removes and restores its records. */
export async function startUndo(app: AppContext, actor: Actor, id: string): Promise<ImportDetail> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const found = await findImport(tx, actor.workspaceId, id);
    if (!found) throw importNotFound();
    if (found.row.status === 'undoing' || found.row.status === 'undone') throw conflict('This import has already been undone');
    if (!undoableUntil(found.row, app.clock.now())) throw new AppError('conflict', found.row.status === 'done' ? IMPORT_MESSAGES.undoExpired : 'Only a finished import can be undone');
    await tx.update(imports).set({ status: 'undoing' }).where(eq(imports.id, id));
    await enqueue('import.undo', { importId: id, workspaceId: actor.workspaceId, userId: actor.userId });
    await announce(app, tx, publish, actor, id);
    return importDetail(app, actor.workspaceId, id, tx);
  });
}
