import type { ChatMessage, ChatSession, ChatSessionDetailResponse, CreateChatSessionRequest } from '../../contracts/chat.js';
import type { CreateDocumentRequest, DocumentListResponse, ProposalDocument, UpdateDocumentRequest } from '../../contracts/documents.js';
import { get, patch, post } from './client.js';

export const listChatSessions = () => get<{ items: ChatSession[] }>('/api/chat/sessions');
export const createChatSession = (body: CreateChatSessionRequest) => post<{ session: ChatSession }>('/api/chat/sessions', body);
export const loadChatSession = (id: string) => get<ChatSessionDetailResponse>(`/api/chat/sessions/${encodeURIComponent(id)}`);
export const sendChatMessage = (id: string, message: string) => post<{ message: ChatMessage }>(`/api/chat/sessions/${encodeURIComponent(id)}/messages`, { message });
export const createDocument = (body: CreateDocumentRequest) => post<{ id: string }>('/api/documents', body);
export const loadDocument = (id: string) => get<{ document: ProposalDocument }>(`/api/documents/${encodeURIComponent(id)}`);
export const saveDocument = (id: string, body: UpdateDocumentRequest) => patch<{ document: ProposalDocument }>(`/api/documents/${encodeURIComponent(id)}`, body);
export const listDocuments = (opts: { cursor?: string | null; limit?: number; sessionId?: string } = {}) => {
  const p = new URLSearchParams();
  if (opts.cursor) p.set('cursor', opts.cursor);
  if (opts.limit) p.set('limit', String(opts.limit));
  if (opts.sessionId) p.set('sessionId', opts.sessionId);
  const qs = p.toString();
  return get<DocumentListResponse>(`/api/documents${qs ? `?${qs}` : ''}`);
};
