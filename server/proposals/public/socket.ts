import { and, eq, inArray } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { PUBLIC_PROPOSAL_EVENT, PUBLIC_PROPOSALS_NAMESPACE, type PublicProposal } from '../../../contracts/proposal-sharing.js';
import { LOGO_FIELD } from '../../../contracts/company-logo.js';
import type { AppContext } from '../../context.js';
import { proposals, proposalShares } from '../../db/schema/index.js';
import { attachPublicLinks, type SocketAllowance } from '../../realtime/public-link-namespace.js';
import { liveShare } from '../queries.js';
import { findLiveShare } from '../shares.js';
import { publicViewOf } from './service.js';

const PROPOSAL_EVENTS = new Set(['proposal.updated', 'proposal.client_action', 'proposal.deleted']);

/**
 * The proposal link's live channel (docs/product.md#proposals): the client's page updates as the
 * seller edits, and closes on revoke. `allowSocket`: the links' socket limit (./limits.ts).
 */
export function attachPublicProposals(app: AppContext, io: Server, allowSocket: SocketAllowance): () => void {
  return attachPublicLinks<PublicProposal>(app, io, {
    namespace: PUBLIC_PROPOSALS_NAMESPACE,
    allowSocket,
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
    async subjectsOf(deliveries, open) {
      const ids = deliveries.flatMap(({ envelope }) => {
        // The order made from the proposal moved (docs/product.md#orders): the client sees its progress and shipments.
        if (envelope.type === 'order.updated' || envelope.type === 'purchase_order.updated') {
          const payload = envelope.payload as { order?: { proposalId: string | null }; purchaseOrder?: { proposalId: string | null } };
          const id = payload.order?.proposalId ?? payload.purchaseOrder?.proposalId;
          return id ? [id] : [];
        }
        if (!PROPOSAL_EVENTS.has(envelope.type)) return [];
        const payload = envelope.payload as { proposal?: { id: string }; id?: string };
        const id = payload.proposal?.id ?? payload.id;
        return id ? [id] : [];
      });
      // A client company's logo changed: the open links of its proposals show the new one.
      const logoChanged = deliveries.flatMap(({ envelope }) => {
        if (envelope.type !== 'company.updated') return [];
        const payload = envelope.payload as { company: { id: string }; change?: { kind: string; fields?: string[] } };
        return payload.change?.kind === 'edited' && payload.change.fields?.includes(LOGO_FIELD) ? [payload.company.id] : [];
      });
      if (logoChanged.length === 0) return ids;
      const rows = await app.db.select({ id: proposals.id }).from(proposals).where(and(inArray(proposals.companyId, logoChanged), inArray(proposals.id, [...open])));
      return [...ids, ...rows.map((r) => r.id)];
    },
    async openOfWorkspaces(workspaceIds, open) {
      const rows = await app.db.select({ id: proposals.id }).from(proposals).where(and(inArray(proposals.workspaceId, [...workspaceIds]), inArray(proposals.id, [...open])));
      return rows.map((r) => r.id);
    },
  });
}
