import { route, textParam, uuidParam } from './http/route.js';
import { STORED_LOGO } from './company-logo.js';
import {
  createLineRequest,
  createProposalRequest,
  listProposalsQuery,
  proposalListResponse,
  proposalResponse,
  proposalSettingsResponse,
  updateLineRequest,
  updateProposalRequest,
  updateProposalSettingsRequest,
} from './proposals.js';
import { clientActionRequest, createShareRequest, publicProposalResponse, shareResponse } from './proposal-sharing.js';

// ---- the routes of proposals, their client links and the workspace's proposal settings ----

const proposalId = { id: uuidParam('proposal id') };
const lineParams = { id: uuidParam('proposal id'), lineId: uuidParam('line id') };
const pdf = { contentType: 'application/pdf', description: 'The proposal as a PDF download (never cached)' } as const;

/** The seller's proposals, workspace-wide. */
export const proposalsApi = {
  list: route({ method: 'GET', path: '/api/proposals', permission: 'read', summary: 'The workspace’s proposals with totals, last changed first (or one chat’s)', query: listProposalsQuery, response: proposalListResponse }),
  create: route({ method: 'POST', path: '/api/proposals', permission: 'records.write', summary: 'Create a draft proposal (optionally with lines)', body: createProposalRequest, status: 201, response: proposalResponse }),
  get: route({ method: 'GET', path: '/api/proposals/:id', permission: 'read', params: proposalId, summary: 'One proposal with its lines, prices and client activity', response: proposalResponse }),
  update: route({ method: 'PATCH', path: '/api/proposals/:id', permission: 'records.write', params: proposalId, summary: 'Edit a proposal', body: updateProposalRequest, response: proposalResponse }),
  remove: route({ method: 'DELETE', path: '/api/proposals/:id', permission: 'records.write', params: proposalId, summary: 'Delete a proposal', status: 204 }),
  addLine: route({ method: 'POST', path: '/api/proposals/:id/lines', permission: 'records.write', params: proposalId, summary: 'Add a line (a product with tiers, colour, decoration, margin or sell price)', body: createLineRequest, status: 201, response: proposalResponse }),
  updateLine: route({ method: 'PATCH', path: '/api/proposals/:id/lines/:lineId', permission: 'records.write', params: lineParams, summary: 'Edit a line', body: updateLineRequest, response: proposalResponse }),
  removeLine: route({ method: 'DELETE', path: '/api/proposals/:id/lines/:lineId', permission: 'records.write', params: lineParams, summary: 'Remove a line', response: proposalResponse }),
  share: route({ method: 'POST', path: '/api/proposals/:id/share', permission: 'records.write', params: proposalId, summary: 'Create the client link (replaces an earlier one)', body: createShareRequest, status: 201, response: shareResponse }),
  revokeShare: route({ method: 'DELETE', path: '/api/proposals/:id/share', permission: 'records.write', params: proposalId, summary: 'Revoke the client link', status: 204 }),
  pdf: route({ method: 'GET', path: '/api/proposals/:id/pdf', permission: 'read', params: proposalId, summary: 'The seller’s PDF of a proposal', raw: pdf }),
};

const token = { token: textParam('the client link’s token') };

/** What a client link opens, without an account: the token is the only key. */
export const publicProposalsApi = {
  get: route({ method: 'GET', path: '/api/public/proposals/:token', auth: 'public', params: token, summary: 'The proposal as the client sees it (sell prices only)', response: publicProposalResponse }),
  pdf: route({ method: 'GET', path: '/api/public/proposals/:token/pdf', auth: 'public', params: token, summary: 'The client’s PDF of the proposal', raw: pdf }),
  logo: route({
    method: 'GET',
    path: '/api/public/proposals/:token/logo',
    auth: 'public',
    params: token,
    summary: 'The client company’s logo, as the link’s virtual samples show it',
    raw: STORED_LOGO,
  }),
  brandingLogo: route({ method: 'GET', path: '/api/public/proposals/:token/branding-logo', auth: 'public', params: token, summary: 'The workspace’s own logo, as the link’s page and PDF show it', raw: STORED_LOGO }),
  act: route({
    method: 'POST',
    path: '/api/public/proposals/:token/actions',
    auth: 'public',
    params: token,
    summary: 'A client action: choose a tier or colour, comment, approve, request changes or decline',
    body: clientActionRequest,
    response: publicProposalResponse,
  }),
};

// ---- the workspace's proposal settings ----

export const proposalSettingsApi = {
  get: route({ method: 'GET', path: '/api/settings/proposals', permission: 'read', summary: 'The workspace’s proposal settings (the default margin of new proposals)', response: proposalSettingsResponse }),
  update: route({
    method: 'PUT',
    path: '/api/settings/proposals',
    permission: 'workspace.settings',
    summary: 'Change the default margin of new proposals: owners and admins',
    body: updateProposalSettingsRequest,
    response: proposalSettingsResponse,
  }),
};
