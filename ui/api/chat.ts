import type { ChatMessage, ChatSession, ChatSessionDetailResponse, CreateChatSessionRequest } from '../../contracts/chat.js';
import { get, post } from './client.js';

export const listChatSessions = () => get<{ items: ChatSession[] }>('/api/chat/sessions');
export const createChatSession = (body: CreateChatSessionRequest) => post<{ session: ChatSession }>('/api/chat/sessions', body);
export const loadChatSession = (id: string) => get<ChatSessionDetailResponse>(`/api/chat/sessions/${encodeURIComponent(id)}`);
export const sendChatMessage = (id: string, message: string) => post<{ message: ChatMessage }>(`/api/chat/sessions/${encodeURIComponent(id)}/messages`, { message });
