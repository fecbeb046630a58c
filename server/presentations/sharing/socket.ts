import type { Server } from 'socket.io';
import { and, inArray } from 'drizzle-orm';
import { PUBLIC_PRESENTATION_EVENT, PUBLIC_PRESENTATIONS_NAMESPACE, type PublicPresentation } from '../../../contracts/presentation-sharing.js';
import { presentations } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { attachPublicLinks, type SocketAllowance } from '../../realtime/public-link-namespace.js';
import { findLivePresentationShare, livePresentationShareIds, publicPresentationViewOf } from './service.js';

const DECK_EVENTS = new Set(['presentation.updated', 'presentation.deleted', 'presentation.sharing.updated', 'presentation.client_comment']);

/**
 * The deck link's live channel (docs/product.md#presentations): the client's view follows the
 * seller's edits and other viewers' comments, and closes when the link is revoked or the deck deleted.
 * `allowSocket`: the client links' socket limit, shared with proposals' (handed in by server/app.ts).
 */
export function attachPublicPresentations(app: AppContext, io: Server, allowSocket: SocketAllowance): () => void {
  return attachPublicLinks<PublicPresentation>(app, io, {
    namespace: PUBLIC_PRESENTATIONS_NAMESPACE,
    allowSocket,
    viewEvent: PUBLIC_PRESENTATION_EVENT,
    viewKey: 'presentation',
    async findLive(token) {
      const share = await findLivePresentationShare(app.db, token);
      return share && { shareId: share.id, subjectId: share.presentationId, expiresAt: share.expiresAt };
    },
    liveShareIds: (id) => livePresentationShareIds(app.db, id),
    viewOf: (id) => publicPresentationViewOf(app.db, id),
    subjectsOf: (deliveries) =>
      deliveries.flatMap(({ envelope }) => {
        if (!DECK_EVENTS.has(envelope.type)) return [];
        const payload = envelope.payload as { presentation?: { id: string }; sharing?: { presentationId: string }; id?: string };
        const id = payload.presentation?.id ?? payload.sharing?.presentationId ?? payload.id;
        return id ? [id] : [];
      }),
    async openOfWorkspaces(workspaceIds, open) {
      const rows = await app.db.select({ id: presentations.id }).from(presentations).where(and(inArray(presentations.workspaceId, [...workspaceIds]), inArray(presentations.id, [...open])));
      return rows.map((r) => r.id);
    },
  });
}
