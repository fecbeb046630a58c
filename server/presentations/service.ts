import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Presentation, createPresentationRequest, generatePresentationRequest, updatePresentationRequest } from '../../contracts/presentations.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { presentations } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import { refuseStaleSave } from '../http/stale-save.js';
import { findPresentation } from './queries.js';
import { sanitizePresentationHtml } from './sanitize.js';

const presentationNotFound = () => notFound('Presentation not found');
const STILL_GENERATING = 'This presentation is still being generated';

export async function getPresentation(app: AppContext, actor: Actor, id: string): Promise<Presentation> {
  const found = await findPresentation(app.db, actor.workspaceId, id);
  if (!found) throw presentationNotFound();
  return found;
}

/** docs/product.md#presentations: insert (user_id, title, description) returning the row; the user's other tabs hear of it. */
export async function createPresentation(app: AppContext, actor: Actor, input: z.output<typeof createPresentationRequest>): Promise<Presentation> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(presentations)
      .values({ workspaceId: actor.workspaceId, userId: actor.userId, title: input.title, description: input.description ?? null })
      .returning({ id: presentations.id });
    const created = (await findPresentation(tx, actor.workspaceId, row.id))!;
    await publish({ type: 'presentation.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: created.id, payload: { presentation: created } });
    return created;
  });
}

/** Saves edits: title, description and the HTML (always sanitised, whoever wrote it). */
export async function updatePresentation(app: AppContext, actor: Actor, id: string, input: z.output<typeof updatePresentationRequest>): Promise<Presentation> {
  return inTransaction(app, async (tx, publish) => {
    const current = await findPresentation(tx, actor.workspaceId, id, { lock: true });
    if (!current) throw presentationNotFound();
    await refuseStaleSave(input.expectedUpdatedAt, current, 'presentation', async () => current);
    if (input.htmlContent !== undefined && current.generationStatus === 'generating') throw conflict(STILL_GENERATING);
    const changes: Partial<typeof presentations.$inferInsert> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.htmlContent !== undefined) changes.content = { htmlContent: sanitizePresentationHtml(input.htmlContent) };
    if (Object.keys(changes).length === 0) return current;
    await tx
      .update(presentations)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(presentations.id, id), eq(presentations.workspaceId, actor.workspaceId)));
    const presentation = (await findPresentation(tx, actor.workspaceId, id))!;
    await publish({ type: 'presentation.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { presentation } });
    return presentation;
  });
}

export async function deletePresentation(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .delete(presentations)
      .where(and(eq(presentations.id, id), eq(presentations.workspaceId, actor.workspaceId)))
      .returning({ id: presentations.id });
    if (!row) throw presentationNotFound();
    await publish({ type: 'presentation.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { id } });
  });
}

export type GenerateJob = { presentationId: string; userId: string; workspaceId: string; prompt: string };

/**
 * Marks the presentation as generating (every tab shows it busy) and queues the writer, in one
 * transaction. The
 * result — or the failure — arrives as `presentation.updated`.
 */
export async function requestGeneration(app: AppContext, actor: Actor, id: string, input: z.output<typeof generatePresentationRequest>): Promise<Presentation> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const current = await findPresentation(tx, actor.workspaceId, id);
    if (!current) throw presentationNotFound();
    if (current.generationStatus === 'generating') throw conflict(STILL_GENERATING);
    await tx
      .update(presentations)
      .set({ generationStatus: 'generating', error: null, updatedAt: new Date() })
      .where(and(eq(presentations.id, id), eq(presentations.workspaceId, actor.workspaceId)));
    const updated = (await findPresentation(tx, actor.workspaceId, id))!;
    await publish({ type: 'presentation.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { presentation: updated } });
    // Same transaction: it is never "generating" without a job to finish it.
    const job: GenerateJob = { presentationId: id, userId: actor.userId, workspaceId: actor.workspaceId, prompt: input.prompt };
    await enqueue('presentation.generate', job);
    return updated;
  });
}

/** A generation that can no longer finish: `failed` with the reason, and the user is told. */
export async function markGenerationFailed(app: AppContext, job: { presentationId: string; workspaceId: string }, reason: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(presentations)
      .set({ generationStatus: 'failed', error: reason, updatedAt: new Date() })
      .where(and(eq(presentations.id, job.presentationId), eq(presentations.workspaceId, job.workspaceId), eq(presentations.generationStatus, 'generating')))
      .returning({ id: presentations.id });
    if (!row) return;
    const presentation = (await findPresentation(tx, job.workspaceId, row.id))!;
    await publish({ type: 'presentation.updated', workspaceId: job.workspaceId, subjectId: row.id, payload: { presentation } });
  });
}
