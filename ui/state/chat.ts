import type { ChatMessage, ChatSession } from '../../contracts/chat.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** The user's chat sessions; `ids`: the sidebar, newest first. */
export const chatSessionRecords = createRecordStore<ChatSession>();
export const chatSessionsAtom = chatSessionRecords.recordsOf();
/** Chat messages; `listOf(sessionId)`: a session's messages, oldest first. */
export const chatMessageRecords = createRecordStore<ChatMessage>();
/** A session's messages as the conversation shows them (null until loaded). */
export const chatMessagesAtom = (sessionId: string) => chatMessageRecords.recordsOf(chatMessageRecords.listOf(sessionId));

const oldestFirst = (x: ChatMessage, y: ChatMessage) => x.createdAt.localeCompare(y.createdAt);

/** Adds a message once (the tab's own send and its echo are the same message). */
export function addChatMessage(store: Store, message: ChatMessage): void {
  if (message.role === 'user') nameSessionByQuestion(store, message);
  chatMessageRecords.upsert(store, message);
  const list = chatMessageRecords.listOf(message.sessionId);
  const ids = store.get(list);
  if (!ids || ids.includes(message.id)) return;
  chatMessageRecords.append(store, message.id, list);
  chatMessageRecords.sort(store, oldestFirst, list);
}

/** A session's first question becomes part of its label (the sidebar updates live). */
function nameSessionByQuestion(store: Store, message: ChatMessage): void {
  const session = chatSessionRecords.get(store, message.sessionId);
  if (session && !session.firstQuestion) chatSessionRecords.upsert(store, { ...session, firstQuestion: message.content });
}

export const chatEvents: EventHandlers = {
  'chat.session.created': ({ payload: { session } }, store) => {
    chatSessionRecords.upsert(store, session);
    chatSessionRecords.prepend(store, session.id);
  },
  'chat.message.created': ({ payload }, store) => addChatMessage(store, payload.message),
};
