import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '../../../contracts/chat.js';
import type { EventEnvelope } from '../../../contracts/events.js';
import type { EvalContext } from '../context.js';

/**
 * The assistant's replies as the chat page receives them: live, on the rep's socket
 * (`chat.message.created`, sent to that user only). Asking the chat again and again until the
 * reply was there cost the server three reads of the whole chat per question.
 */
export interface ReplyListener {
  /** The next assistant message of this chat not yet taken (each chat asks one question at a time). */
  next(sessionId: string, timeoutMs: number): Promise<ChatMessage | null>;
  /** A reply read another way (the chat read back): its event, if it comes late, is not the next question's reply. */
  taken(message: ChatMessage): void;
  close(): void;
}

export async function listenForReplies(ctx: Pick<EvalContext, 'url' | 'client'>): Promise<ReplyListener> {
  const socket: Socket = io(ctx.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: ctx.client.cookieHeader }, reconnection: false, forceNew: true });
  const arrived = new Map<string, ChatMessage[]>();
  const waiting = new Map<string, (m: ChatMessage) => void>();
  const takenIds = new Set<string>();
  socket.on('event', (e: EventEnvelope) => {
    if (e.type !== 'chat.message.created') return;
    const { message } = e.payload as { message: ChatMessage };
    if (message.role !== 'assistant' || takenIds.has(message.id)) return;
    const waiter = waiting.get(message.sessionId);
    if (waiter) {
      waiting.delete(message.sessionId);
      waiter(message);
    } else arrived.set(message.sessionId, [...(arrived.get(message.sessionId) ?? []), message]);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    next(sessionId, timeoutMs) {
      const early = arrived.get(sessionId)?.shift();
      if (early) return Promise.resolve(early);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(sessionId);
          resolve(null);
        }, timeoutMs);
        waiting.set(sessionId, (m) => {
          clearTimeout(timer);
          resolve(m);
        });
      });
    },
    taken(message) {
      takenIds.add(message.id);
      const queue = arrived.get(message.sessionId);
      if (queue) arrived.set(message.sessionId, queue.filter((m) => m.id !== message.id));
    },
    close: () => socket.close(),
  };
}
