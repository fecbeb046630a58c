import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProposalDocument, createDocumentRequest, updateDocumentRequest } from '../../contracts/documents.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { chatSessions, documents } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { notFound } from '../http/errors.js';
import { findDocument, presentDocument } from './queries.js';

const documentNotFound = () => notFound('Document not found');

export async function createDocument(app: AppContext, actor: Actor, input: z.output<typeof createDocumentRequest>): Promise<string> {
  if (input.sessionId) {
    const [session] = await app.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, input.sessionId), eq(chatSessions.userId, actor.userId)));
    if (!session) throw notFound('Chat session not found');
  }
  const [row] = await app.db
    .insert(documents)
    .values({ workspaceId: actor.workspaceId, userId: actor.userId, sessionId: input.sessionId ?? null, title: input.title, notes: input.notes, products: input.products })
    .returning({ id: documents.id });
  return row.id;
}

export async function getDocument(app: AppContext, actor: Actor, id: string): Promise<ProposalDocument> {
  const document = await findDocument(app.db, actor.userId, id);
  if (!document) throw documentNotFound();
  return document;
}

/** Edits the title or notes, or the product list (a product removed, the order changed). */
export async function updateDocument(app: AppContext, actor: Actor, id: string, input: z.output<typeof updateDocumentRequest>): Promise<ProposalDocument> {
  return inTransaction(app, async (tx, publish) => {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [row] = await tx
      .update(documents)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(documents.id, id), eq(documents.userId, actor.userId)))
      .returning();
    if (!row) throw documentNotFound();
    const document = presentDocument(row);
    await publish({ type: 'document.updated', userId: actor.userId, actorId: actor.userId, subjectId: id, payload: { document } });
    return document;
  });
}
