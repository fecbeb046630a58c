import { chatIntent, recommendedProduct, type ChatMessage, type ChatSession } from '../../contracts/chat.js';
import type { chatMessages, chatSessions } from '../db/schema/index.js';

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export function presentSession(row: SessionRow, companyName: string | null, firstQuestion: string | null = null): ChatSession {
  return { id: row.id, companyId: row.companyId, companyName, projectName: row.projectName, firstQuestion, createdAt: row.createdAt.toISOString() };
}

/** Stored jsonb is read back through the contract; anything unreadable is dropped, never sent raw. */
export function presentChatMessage(row: MessageRow): ChatMessage {
  const products = row.products ? row.products.map((p) => recommendedProduct.safeParse(p)).filter((p) => p.success).map((p) => p.data) : null;
  const intent = row.intent ? chatIntent.safeParse(row.intent) : null;
  return {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    products,
    intent: intent?.success ? intent.data : null,
    status: row.status === 'pending' || row.status === 'failed' ? row.status : 'ready',
    provider: row.provider,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
