import type {
  BatchContactActionResponse,
  ContactBatchDetailResponse,
  ContactBatchListResponse,
  ContactBatchWriteResponse,
  CreateContactBatchRequest,
} from '../../contracts/contact-batches.js';
import { get, post } from './client.js';

/** Typed calls to /api/contact-batches (contracts/contact-batches.ts). */

export const fetchContactBatches = () => get<ContactBatchListResponse>('/api/contact-batches');

export const fetchContactBatch = (id: string) => get<ContactBatchDetailResponse>(`/api/contact-batches/${encodeURIComponent(id)}`);

export const createContactBatch = (input: CreateContactBatchRequest) => post<ContactBatchWriteResponse>('/api/contact-batches', input);

export type BatchContactAction = 'import' | 'skip' | 'enrich';

export const actOnBatchContact = (batchId: string, rowId: string, action: BatchContactAction) =>
  post<BatchContactActionResponse>(`/api/contact-batches/${encodeURIComponent(batchId)}/contacts/${encodeURIComponent(rowId)}/${action}`);
