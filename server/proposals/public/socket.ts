import { and, eq } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { PUBLIC_PROPOSAL_EVENT, PUBLIC_PROPOSALS_NAMESPACE, type PublicProposal } from '../../../contracts/proposals.js';
import type { AppContext } from '../../context.js';
import { proposalShares } from '../../db/schema/index.js';
import { attachPublicLinks } from '../../realtime/public-link-namespace.js';
import { liveShare } from '../queries.js';
import { findLiveShare } from '../shares.js';
import { publicViewOf } from './service.js';

const PROPOSAL_EVENTS = new Set(['proposal.updated', 'proposal.client_action', 'proposal.deleted']);

/** The proposal link's live channel (docs/product.md#proposals): the client's page updates as the seller edits, and closes on revoke. */
export function attachPublicProposals(app: AppContext, io: Server): () => void {
  return attachPublicLinks<PublicProposal>(app, io, {
    namespace: PUBLIC_PROPOSALS_NAMESPACE,
    viewEvent: PUBLIC_PROPOSAL_EVENT,
    viewKey: 'proposal',
    async findLive(token) {
      const share = await findLiveShare(app.db, token);
      return share && { shareId: share.id, subjectId: share.proposalId, expiresAt: share.expiresAt };
    },
    async liveShareIds(proposalId) {
      const rows = await app.db.select({ id: proposalShares.id }).from(proposalShares).where(and(eq(proposalShares.proposalId, proposalId), liveShare()));
      return new Set(rows.map((s) => s.id));
    },
    viewOf: (proposalId) => publicViewOf(app.db, proposalId),
    subjectsOf({ envelope }) {
      if (!PROPOSAL_EVENTS.has(envelope.type)) return [];
      const payload = envelope.payload as { proposal?: { id: string }; id?: string };
      const id = payload.proposal?.id ?? payload.id;
      return id ? [id] : [];
    },
  });
}
