import { and, desc, eq, inArray } from 'drizzle-orm';
import { SEND_FAILED_TEXT, type ChatMessage } from '../../contracts/chat.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { buyerSignalAlerts, chatMessages, chatSessions, companies } from '../db/schema/index.js';
import { inTransaction, type Tx } from '../events/outbox.js';
import { catalogueFor, catalogueProducts, searchCatalogueForTools } from '../catalogue/index.js';
import { catalogueVocabulary } from '../assistant/index.js';
import type { ChatAnswer, ChatCompanyContext, ChatTools, ChatTurn } from '../ports/chat.js';
import { ProviderError } from '../ports/provider-error.js';
import { presentChatMessage } from './presenter.js';
import { sessionMessages } from './queries.js';
import { recordFeature, recordSafely, setSearchProductCount } from '../analytics/index.js';

export type ReplyJob = { sessionId: string; userId: string; workspaceId: string; questionId: string; replyId: string };

export async function companyContext(app: AppContext, workspaceId: string, companyId: string | null): Promise<ChatCompanyContext | null> {
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

/** What the assistant is told of the earlier messages: the history and the last answer's intent, prices and products. */
export function conversationSoFar(earlier: readonly ChatMessage[]): Pick<ChatTurn, 'history' | 'previousIntent' | 'previousPrices' | 'previousProducts'> {
  const ready = earlier.filter((m) => m.status === 'ready');
  const lastAnswer = [...ready].reverse().find((m) => m.role === 'assistant' && m.intent);
  return {
    history: ready.map((m) => ({ role: m.role, content: m.content })),
    previousIntent: lastAnswer?.intent ?? null,
    previousPrices: (lastAnswer?.products ?? []).map((p) => p.fit?.unitPrice ?? p.price.min),
    previousProducts: lastAnswer?.products ?? [],
  };
}

/** The catalogue as the assistant uses it, for one user: search, a product's facts, the vocabulary. */
export async function chatTools(app: AppContext, actor: Actor): Promise<ChatTools> {
  // The workspace's catalogue is worked out once for the turn (its connection read and opened), not for every search.
  const chosen = await catalogueFor(app, actor.workspaceId);
  return {
    search: (input) => searchCatalogueForTools(app, actor, input, chosen),
    products: (ids) => catalogueProducts(app, actor, ids, chosen),
    vocabulary: await catalogueVocabulary(app.db),
    openCatalogue: chosen.provider.id !== 'builtin',
  };
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
  const turn: ChatTurn = {
    message: all[at].content,
    ...conversationSoFar(all.slice(0, at)),
    company: await companyContext(app, job.workspaceId, session.companyId),
    userId: job.userId,
    sessionId: job.sessionId,
    companyId: session.companyId,
    now: app.clock.now(),
  };
  const assistant = app.providers.chat;
  const actor = { userId: job.userId, workspaceId: job.workspaceId, role: 'member' as const };
  let answer: ChatAnswer;
  try {
    answer = await assistant.reply(turn, await chatTools(app, actor));
  } catch (err) {
    if (err instanceof ProviderError) return writeFailedReply(app, job, err.message);
    throw err;
  }
  await storeReply(app, job, { content: answer.content || SEND_FAILED_TEXT, status: 'ready', answer, provider: assistant.label });
}
