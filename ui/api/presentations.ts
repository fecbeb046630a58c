import type {
  CreatePresentationRequest,
  PresentationListResponse,
  PresentationResponse,
  UpdatePresentationRequest,
} from '../../contracts/presentations.js';
import { del, get, patch, post } from './client.js';

export const listPresentations = () => get<PresentationListResponse>('/api/presentations');
export const loadPresentation = (id: string) => get<PresentationResponse>(`/api/presentations/${encodeURIComponent(id)}`);
export const createPresentation = (body: CreatePresentationRequest) => post<PresentationResponse>('/api/presentations', body);
export const savePresentation = (id: string, body: UpdatePresentationRequest) => patch<PresentationResponse>(`/api/presentations/${encodeURIComponent(id)}`, body);
export const deletePresentation = (id: string) => del<void>(`/api/presentations/${encodeURIComponent(id)}`);
export const generatePresentation = (id: string, prompt: string) =>
  post<PresentationResponse>(`/api/presentations/${encodeURIComponent(id)}/generate`, { prompt });
