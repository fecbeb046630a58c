import type {
  ClientActionRequest,
  CreateLineRequest,
  CreateProposalRequest,
  Proposal,
  ProposalSummary,
  PublicProposal,
  ShareResponse,
  UpdateLineRequest,
  UpdateProposalRequest,
} from '../../contracts/proposals.js';
import type { ErrorEnvelope } from '../../contracts/errors.js';
import { ApiError, del, get, patch, post } from './client.js';

type One = { proposal: Proposal };
const at = (id: string) => `/api/proposals/${encodeURIComponent(id)}`;

export const listProposals = (opts: { sessionId?: string } = {}) =>
  get<{ items: ProposalSummary[] }>(opts.sessionId ? `/api/proposals?sessionId=${encodeURIComponent(opts.sessionId)}` : '/api/proposals');
export const loadProposal = (id: string) => get<One>(at(id));
export const createProposal = (body: CreateProposalRequest) => post<One>('/api/proposals', body);
export const saveProposal = (id: string, body: UpdateProposalRequest) => patch<One>(at(id), body);
export const deleteProposal = (id: string) => del<void>(at(id));
export const addProposalLine = (id: string, body: CreateLineRequest) => post<One>(`${at(id)}/lines`, body);
export const saveProposalLine = (id: string, lineId: string, body: UpdateLineRequest) => patch<One>(`${at(id)}/lines/${encodeURIComponent(lineId)}`, body);
export const deleteProposalLine = (id: string, lineId: string) => del<One>(`${at(id)}/lines/${encodeURIComponent(lineId)}`);
export const shareProposal = (id: string, expiresInDays: number | null) => post<ShareResponse>(`${at(id)}/share`, { expiresInDays });
export const revokeProposalLink = (id: string) => del<void>(`${at(id)}/share`);
export const proposalPdfUrl = (id: string) => `${at(id)}/pdf`;

/**
 * The client's side: no account, no cookie, no session refresh — a closed link is a page of its
 * own, not a reason to sign anyone out.
 */
async function publicRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'omit', headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', "Can't reach the server right now. Check your connection and try again.");
  }
  const json = (await res.json().catch(() => null)) as (T & Partial<ErrorEnvelope>) | null;
  if (!res.ok) throw new ApiError(res.status, json?.error?.code ?? 'internal', json?.error?.message ?? 'Something went wrong', json?.error?.details ?? []);
  return json as T;
}
const publicAt = (token: string) => `/api/public/proposals/${encodeURIComponent(token)}`;
export const loadPublicProposal = (token: string) => publicRequest<{ proposal: PublicProposal }>('GET', publicAt(token));
export const sendClientAction = (token: string, body: ClientActionRequest) => publicRequest<{ proposal: PublicProposal }>('POST', `${publicAt(token)}/actions`, body);
export const publicPdfUrl = (token: string) => `${publicAt(token)}/pdf`;
