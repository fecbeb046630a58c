import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { ChatMessage, ChatSession } from '../../contracts/chat.js';
import type { ProposalDocument } from '../../contracts/documents.js';
import type { Store } from './event-handlers.js';

/** The user's chat sessions, newest first (null until loaded). */
export const chatSessionsAtom = atom<ChatSession[] | null>(null);
/** A session's messages, oldest first (null until loaded). */
export const chatMessagesAtom = atomFamily((_sessionId: string) => atom<ChatMessage[] | null>(null));
/** An open proposal document (undefined until loaded, null when not found). */
export const documentAtom = atomFamily((_id: string) => atom<ProposalDocument | null | undefined>(undefined));

/** Adds a message once (the tab's own send and its echo are the same message). */
export function addChatMessage(store: Store, message: ChatMessage): void {
  if (message.role === 'user') nameSessionByQuestion(store, message);
  const a = chatMessagesAtom(message.sessionId);
  const list = store.get(a);
  if (!list || list.some((m) => m.id === message.id)) return;
  store.set(a, [...list, message].sort((x, y) => x.createdAt.localeCompare(y.createdAt)));
}

/** A session's first question becomes part of its label (the sidebar updates live). */
function nameSessionByQuestion(store: Store, message: ChatMessage): void {
  const list = store.get(chatSessionsAtom);
  if (!list?.some((s) => s.id === message.sessionId && !s.firstQuestion)) return;
  store.set(chatSessionsAtom, list.map((s) => (s.id === message.sessionId && !s.firstQuestion ? { ...s, firstQuestion: message.content } : s)));
}

export function addChatSession(store: Store, session: ChatSession): void {
  const list = store.get(chatSessionsAtom);
  if (!list || list.some((s) => s.id === session.id)) return;
  store.set(chatSessionsAtom, [session, ...list]);
}

export function updateDocument(store: Store, document: ProposalDocument): void {
  const a = documentAtom(document.id);
  const current = store.get(a);
  if (current && current.updatedAt >= document.updatedAt) return;
  if (current !== undefined) store.set(a, document);
}
