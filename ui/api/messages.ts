import type { ComposeResponse, GeneratedMessage, GenerateMessageRequest, MessageListResponse, UpdateMessageRequest } from '../../contracts/messages.js';
import { get, patch, post } from './client.js';

export const listMessages = (cursor: string | null, limit = 25) =>
  get<MessageListResponse>(`/api/messages?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const loadCompose = (contactId: string) => get<ComposeResponse>(`/api/messages/compose?contactId=${encodeURIComponent(contactId)}`);
export const generateMessage = (body: GenerateMessageRequest) => post<{ message: GeneratedMessage }>('/api/messages/generate', body);
export const saveMessage = (id: string, body: UpdateMessageRequest) => patch<{ message: GeneratedMessage }>(`/api/messages/${id}`, body);
