import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { importChanges, importFiles, imports } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { PermanentJobError } from '../jobs/port.js';
import { findImport, presentImport, type ImportRow } from './presenter.js';
import { eachMappedRow } from './service.js';
import { newStoreState, storeChunk, type StoreContext } from './store.js';
import { undoChanges } from './undo.js';
import type { DuplicatePolicy } from '../../contracts/imports.js';
import type { ImportKind } from './rows.js';

export type ImportJobData = { importId: string; workspaceId: string; userId: string };

async function announce(app: AppContext, tx: Tx, publish: Publish, data: ImportJobData) {
  const found = (await findImport(tx, data.workspaceId, data.importId))!;
  await publish({ type: 'import.updated', workspaceId: data.workspaceId, actorId: data.userId, subjectId: data.importId, payload: { import: presentImport(found.row, found.createdBy, app.clock.now()) } });
}

async function runningImport(app: AppContext, data: ImportJobData, status: string): Promise<ImportRow | null> {
  const found = await findImport(app.db, data.workspaceId, data.importId);
  if (!found) throw new PermanentJobError('The import no longer exists');
  return found.row.status === status ? found.row : null;
}

/**
 * The import job: the file is read off the main thread and stored a chunk at a time, each chunk
 * one transaction with the import's progress (`import.updated`, live in every tab). A failure
 * undoes what was stored, so a failed import leaves nothing half-written.
 */
export async function runImport(app: AppContext, data: ImportJobData): Promise<void> {
  const row = await runningImport(app, data, 'running');
  if (!row) return;
  const [file] = await app.db.select().from(importFiles).where(eq(importFiles.importId, row.id));
  if (!file) throw new PermanentJobError('The import’s file is gone');
  // Whatever an earlier, interrupted run stored is removed first: the file is imported once.
  await inTransaction(app, async (tx) => {
    await undoChanges(tx, data.workspaceId, row.id);
    await tx.delete(importChanges).where(eq(importChanges.importId, row.id));
  });
  const ctx: StoreContext = { importId: row.id, workspaceId: data.workspaceId, userId: row.userId, kind: row.kind as ImportKind, policy: row.duplicates as DuplicatePolicy };
  const state = newStoreState();
  let processed = 0;
  await eachMappedRow(row, file.bytes, async (rows) => {
    await inTransaction(app, async (tx, publish) => {
      await storeChunk(tx, ctx, rows, state);
      processed += rows.length;
      await tx.update(imports).set({ processed, counts: state.counts, problems: state.problems }).where(eq(imports.id, row.id));
      await announce(app, tx, publish, data);
    });
  });
  await inTransaction(app, async (tx, publish) => {
    await tx.update(imports).set({ status: 'done', processed, counts: state.counts, problems: state.problems, finishedAt: app.clock.now() }).where(eq(imports.id, row.id));
    await tx.delete(importFiles).where(eq(importFiles.importId, row.id));
    await announce(app, tx, publish, data);
  });
}

/** After the last try: what was stored is removed, and the import says it failed. */
export async function failImport(app: AppContext, data: ImportJobData, error: Error): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const found = await findImport(tx, data.workspaceId, data.importId);
    if (!found || found.row.status !== 'running') return;
    await undoChanges(tx, data.workspaceId, data.importId);
    await tx.delete(importChanges).where(eq(importChanges.importId, data.importId));
    const message = error instanceof PermanentJobError || error.name === 'AppError' ? error.message : 'The import stopped unexpectedly; nothing was imported. Please try again.';
    await tx
      .update(imports)
      .set({ status: 'failed', error: message, processed: 0, counts: {}, finishedAt: app.clock.now() })
      .where(and(eq(imports.id, data.importId), eq(imports.workspaceId, data.workspaceId)));
    await announce(app, tx, publish, data);
  });
}

/** The undo job: one transaction, so an undo is whole or not at all. */
export async function runUndo(app: AppContext, data: ImportJobData): Promise<void> {
  const row = await runningImport(app, data, 'undoing');
  if (!row) return;
  await inTransaction(app, async (tx, publish) => {
    await undoChanges(tx, data.workspaceId, row.id);
    await tx.update(imports).set({ status: 'undone', undoneAt: app.clock.now() }).where(eq(imports.id, row.id));
    await announce(app, tx, publish, data);
  });
}

/** An undo that failed for good: the import is done again (and may be undone again while its day lasts). */
export async function failUndo(app: AppContext, data: ImportJobData): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const moved = await tx
      .update(imports)
      .set({ status: 'done' })
      .where(and(eq(imports.id, data.importId), eq(imports.workspaceId, data.workspaceId), eq(imports.status, 'undoing')))
      .returning({ id: imports.id });
    if (moved.length) await announce(app, tx, publish, data);
  });
}
