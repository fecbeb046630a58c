import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChatMessage, ChatSession, ChatSessionDetailResponse, createChatSessionRequest, sendChatMessageRequest } from '../../contracts/chat.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { chatMessages, chatSessions, companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { notFound } from '../http/errors.js';
import { findSession, sessionMessages } from './queries.js';
import { presentChatMessage } from './presenter.js';
import { recordFeature, recordSafely, recordSearch } from '../analytics/index.js';

const sessionNotFound = () => notFound('Chat session not found');

/** Starts a chat about one of the workspace's companies. */
export async function createSession(app: AppContext, actor: Actor, input: z.output<typeof createChatSessionRequest>): Promise<ChatSession> {
  const [company] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.workspaceId, actor.workspaceId)));
  if (!company) throw notFound('Company not found');
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(chatSessions)
      .values({ workspaceId: actor.workspaceId, userId: actor.userId, companyId: company.id, projectName: input.projectName })
      .returning({ id: chatSessions.id });
    const session = (await findSession(tx, actor.userId, row.id))!;
    await recordSafely(app, tx, 'new_chat_created', (sp) =>
      recordFeature(sp, actor, 'new_chat_created', { sessionId: session.id, companyId: company.id }),
    );
    await publish({ type: 'chat.session.created', userId: actor.userId, actorId: actor.userId, subjectId: session.id, payload: { session } });
    return session;
  });
}

export async function getSession(app: AppContext, actor: Actor, id: string): Promise<ChatSessionDetailResponse> {
  const session = await findSession(app.db, actor.userId, id);
  if (!session) throw sessionNotFound();
  return { session, messages: await sessionMessages(app.db, id) };
}

/**
 * Stores the user's question, tells their other tabs, and queues the reply. The reply (or its
 * failure) arrives as another `chat.message.created`.
 */
export async function sendMessage(app: AppContext, actor: Actor, sessionId: string, input: z.output<typeof sendChatMessageRequest>): Promise<ChatMessage> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [session] = await tx
      .select({ id: chatSessions.id, companyId: chatSessions.companyId })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, actor.userId)));
    if (!session) throw sessionNotFound();
    const [row] = await tx
      .insert(chatMessages)
      .values({ sessionId, userId: actor.userId, role: 'user', content: input.message, status: 'ready' })
      .returning();
    await tx.update(chatSessions).set({ updatedAt: new Date() }).where(eq(chatSessions.id, sessionId));
    // docs/product.md#chat: the question is a search (same id as the message, so the reply can set its product count).
    await recordSafely(app, tx, 'search', (sp) =>
      recordSearch(sp, actor, { id: row.id, query: input.message, sessionId, companyId: session.companyId }),
    );
    const created = presentChatMessage(row);
    await publish({ type: 'chat.message.created', userId: actor.userId, actorId: actor.userId, subjectId: sessionId, payload: { message: created } });
    // Same transaction: a question is never stored without a job to answer it.
    await enqueue('chat.reply', { sessionId, userId: actor.userId, workspaceId: actor.workspaceId, questionId: row.id, replyId: randomUUID() });
    return created;
  });
}
