import { and, desc, eq, inArray } from 'drizzle-orm';
import { SEND_FAILED_TEXT, type ChatIntent } from '../../contracts/chat.js';
import type { AppContext } from '../context.js';
import { buyerSignalAlerts, chatMessages, chatSessions, companies } from '../db/schema/index.js';
import { inTransaction, type Tx } from '../events/outbox.js';
import { searchCatalogue } from '../catalogue/service.js';
import { ChatProviderError, type ChatAnswer, type ChatCompanyContext, type ChatTurn } from '../providers/chat/types.js';
import { presentChatMessage } from './presenter.js';
import { sessionMessages } from './queries.js';
import { recordFeature, recordSafely, setSearchProductCount } from '../analytics/service.js';

export type ReplyJob = { sessionId: string; userId: string; workspaceId: string; questionId: string; replyId: string };

async function companyContext(app: AppContext, workspaceId: string, companyId: string | null): Promise<ChatCompanyContext | null> {
  if (!companyId) return null;
  const [company] = await app.db.select().from(companies).where(and(eq(companies.id, companyId), eq(companies.workspaceId, workspaceId)));
  if (!company) return null;
  const signals = await app.db
    .select()
    .from(buyerSignalAlerts)
    .where(and(eq(buyerSignalAlerts.workspaceId, workspaceId), eq(buyerSignalAlerts.companyId, companyId)))
    .orderBy(desc(buyerSignalAlerts.createdAt))
    .limit(3);
  return {
    name: company.name,
    industry: company.industry,
    promoOpportunities: company.promoOpportunities,
    signals: signals.map((s) => ({ signalType: s.signalType, summary: s.summary, useCase: s.useCase, productCategories: s.productCategories ?? [] })),
  };
}

/** docs/product.md#chat: the search's product count and product_results_received, or chat_error (errors only logged). */
async function recordReplyAnalytics(app: AppContext, tx: Tx, job: ReplyJob, status: 'ready' | 'failed', count: number, error?: string) {
  const owner = { userId: job.userId, workspaceId: job.workspaceId };
  await recordSafely(app, tx, 'chat reply', async (sp) => {
    if (status === 'failed') return recordFeature(sp, owner, 'chat_error', { sessionId: job.sessionId, error: (error ?? '').slice(0, 500) });
    await setSearchProductCount(sp, owner, job.questionId, count);
    if (count > 0) await recordFeature(sp, owner, 'product_results_received', { sessionId: job.sessionId, count });
  });
}

/** Stores the assistant's message (ready or failed) under the job's reply id, once. */
async function storeReply(app: AppContext, job: ReplyJob, values: { content: string; status: 'ready' | 'failed'; answer?: ChatAnswer; provider: string | null; error?: string }) {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        id: job.replyId,
        sessionId: job.sessionId,
        userId: job.userId,
        role: 'assistant',
        content: values.content,
        products: values.answer?.products ?? null,
        intent: (values.answer?.intent as Record<string, unknown> | null) ?? null,
        status: values.status,
        provider: values.provider,
        error: values.error ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    await tx.update(chatSessions).set({ updatedAt: new Date() }).where(eq(chatSessions.id, job.sessionId));
    await recordReplyAnalytics(app, tx, job, values.status, values.answer?.products.length ?? 0, values.error);
    await publish({ type: 'chat.message.created', userId: job.userId, subjectId: job.sessionId, payload: { message: presentChatMessage(row) } });
  });
}

export async function writeFailedReply(app: AppContext, job: ReplyJob, reason: string): Promise<void> {
  await storeReply(app, job, { content: reason, status: 'failed', provider: app.providers.chat.label, error: reason });
}

/** The job: answers the question with the configured assistant. Idempotent (one reply id). */
export async function writeReply(app: AppContext, job: ReplyJob): Promise<void> {
  const [session] = await app.db.select().from(chatSessions).where(and(eq(chatSessions.id, job.sessionId), eq(chatSessions.userId, job.userId)));
  if (!session) return;
  const [done] = await app.db.select({ id: chatMessages.id }).from(chatMessages).where(inArray(chatMessages.id, [job.replyId]));
  if (done) return;
  const all = await sessionMessages(app.db, job.sessionId);
  const at = all.findIndex((m) => m.id === job.questionId);
  if (at < 0) return;
  const earlier = all.slice(0, at).filter((m) => m.status === 'ready');
  const lastAnswer = [...earlier].reverse().find((m) => m.role === 'assistant' && m.intent);
  const turn: ChatTurn = {
    message: all[at].content,
    history: earlier.map((m) => ({ role: m.role, content: m.content })),
    previousIntent: (lastAnswer?.intent as ChatIntent | undefined) ?? null,
    previousPrices: (lastAnswer?.products ?? []).map((p) => p.price.min),
    company: await companyContext(app, job.workspaceId, session.companyId),
    userId: job.userId,
    sessionId: job.sessionId,
    companyId: session.companyId,
    now: new Date(),
  };
  const assistant = app.providers.chat;
  const actor = { userId: job.userId, workspaceId: job.workspaceId, role: 'member' as const };
  let answer: ChatAnswer;
  try {
    answer = await assistant.reply(turn, { search: (input) => searchCatalogue(app, actor, input) });
  } catch (err) {
    if (err instanceof ChatProviderError) return writeFailedReply(app, job, err.message);
    throw err;
  }
  await storeReply(app, job, { content: answer.content || SEND_FAILED_TEXT, status: 'ready', answer, provider: assistant.label });
}
