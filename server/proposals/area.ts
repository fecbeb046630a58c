import { defineArea } from '../ports/server-area.js';
import { aboutCompany } from '../ports/activity.js';
import { proposalRoutes } from './routes.js';
import { publicProposalRoutes } from './public/routes.js';
import { proposalSettingsRoutes } from './settings/routes.js';
import { attachPublicProposals } from './public/socket.js';

/**
 * Proposals, their client link (`/p/:token`, its routes and live channel) and the workspace's
 * proposal settings. A proposal, and what its client did through the link, are in the company's history.
 */
export const proposalsArea = defineArea({
  name: 'proposals',
  routes: (app) => [proposalRoutes(app), publicProposalRoutes(app), proposalSettingsRoutes(app)],
  publicNamespaces: (app, allowSocket) => [(io) => attachPublicProposals(app, io, allowSocket)],
  activity: {
    'proposal.created': (p) => aboutCompany(p.proposal.companyId, 'company.proposal_created', { proposalId: p.proposal.id, title: p.proposal.title }),
    'proposal.client_action': (p) =>
      aboutCompany(p.proposal.companyId, 'company.proposal_client_action', { proposalId: p.proposal.id, actionId: p.action.id, kind: p.action.kind, summary: p.summary, title: p.proposal.title }),
  },
});
