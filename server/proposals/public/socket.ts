import type { Namespace, Server, Socket } from 'socket.io';
import { LINK_CLOSED_MESSAGE, PUBLIC_LINK_CLOSED_EVENT, PUBLIC_PROPOSAL_EVENT, PUBLIC_PROPOSALS_NAMESPACE } from '../../../contracts/proposals.js';
import type { AppContext } from '../../context.js';
import { LOGO_FIELD } from '../../../contracts/company-logo.js';
import { originAllowed } from '../../auth/origins.js';
import { and, eq, inArray } from 'drizzle-orm';
import { proposalShares, proposals } from '../../db/schema/index.js';
import { publicLimitsFor } from './limits.js';
import { publicViewOf } from './service.js';
import { liveShare } from '../queries.js';
import { findLiveShare } from '../shares.js';

type LinkSocketData = { shareId: string; proposalId: string };

const roomOf = (proposalId: string) => `proposal:${proposalId}`;
const PROPOSAL_EVENTS = new Set(['proposal.updated', 'proposal.client_action', 'proposal.deleted']);
/** Longest a timer may wait (setTimeout's limit); a link expiring later is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The client link's live channel: a Socket.IO namespace where a socket is admitted with a live
 * token (in the handshake's `auth.token`) from an allowed origin, joins only its proposal's room,
 * and can send nothing. Every committed change of that proposal sends the client's view again;
 * a revoked or expired link is told so and disconnected. (Single-node: another web node's
 * changes reach these sockets when a later change happens here or on reload.)
 */
export function attachPublicProposals(app: AppContext, io: Server): () => void {
  const nsp: Namespace = io.of(PUBLIC_PROPOSALS_NAMESPACE);
  const allowedOrigins = [app.config.appOrigin, ...app.config.extraOrigins];
  const limits = publicLimitsFor(app);

  nsp.use((socket, next) => {
    const admit = async () => {
      if (!originAllowed(socket.handshake.headers, allowedOrigins)) return new Error('forbidden origin');
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string') return new Error('link closed');
      if (!(await limits.allowSocket(token))) return new Error('rate limited');
      const share = await findLiveShare(app.db, token);
      if (!share) return new Error('link closed');
      socket.data = { shareId: share.id, proposalId: share.proposalId } satisfies LinkSocketData;
      return undefined;
    };
    admit().then(
      (refusal) => next(refusal),
      (err: unknown) => {
        app.log.warn({ err }, 'public proposal socket handshake failed');
        next(new Error('unavailable'));
      },
    );
  });

  const close = (socket: Socket) => {
    socket.emit(PUBLIC_LINK_CLOSED_EVENT, { message: LINK_CLOSED_MESSAGE });
    socket.disconnect(true);
  };

  nsp.on('connection', (socket: Socket) => {
    const data = socket.data as LinkSocketData;
    void socket.join(roomOf(data.proposalId));
    void scheduleExpiry(socket, data);
    // Nothing is accepted from a client socket: every client action goes through the HTTP API.
    socket.onAny(() => undefined);
  });

  async function scheduleExpiry(socket: Socket, data: LinkSocketData) {
    const [share] = await app.db.select({ expiresAt: proposalShares.expiresAt }).from(proposalShares).where(eq(proposalShares.id, data.shareId));
    if (!share?.expiresAt || !socket.connected) return;
    const timer = setTimeout(() => void recheck(data.proposalId), Math.min(MAX_TIMER_MS, Math.max(0, share.expiresAt.getTime() - Date.now() + 50)));
    socket.on('disconnect', () => clearTimeout(timer));
  }

  /** Sends the proposal's open views what they show now, and closes those whose link is gone. */
  async function recheck(proposalId: string) {
    const sockets = [...nsp.sockets.values()].filter((s) => (s.data as LinkSocketData).proposalId === proposalId);
    if (sockets.length === 0) return;
    const live = new Set((await app.db.select({ id: proposalShares.id }).from(proposalShares).where(and(eq(proposalShares.proposalId, proposalId), liveShare()))).map((s) => s.id));
    const view = live.size > 0 ? await publicViewOf(app.db, proposalId) : null;
    for (const socket of sockets) {
      if (!view || !live.has((socket.data as LinkSocketData).shareId)) close(socket);
      else socket.emit(PUBLIC_PROPOSAL_EVENT, { proposal: view });
    }
  }

  /** A client company's logo changed: the open links of its proposals show the new one. */
  async function recheckCompanies(companyIds: string[]) {
    const open = [...new Set([...nsp.sockets.values()].map((s) => (s.data as LinkSocketData).proposalId))];
    if (open.length === 0) return;
    const rows = await app.db.select({ id: proposals.id }).from(proposals).where(and(inArray(proposals.companyId, companyIds), inArray(proposals.id, open)));
    for (const { id } of rows) await recheck(id);
  }

  const removeSink = app.bus.addSink((deliveries) => {
    const touched = new Set<string>();
    const logoChanged = deliveries.flatMap((d) => {
      if (d.envelope.type !== 'company.updated') return [];
      const payload = d.envelope.payload as { company: { id: string }; change?: { kind: string; fields?: string[] } };
      return payload.change?.kind === 'edited' && payload.change.fields?.includes(LOGO_FIELD) ? [payload.company.id] : [];
    });
    if (logoChanged.length) recheckCompanies(logoChanged).catch((err: unknown) => app.log.warn({ err }, 'public proposal logo refresh failed'));
    for (const d of deliveries) {
      if (!PROPOSAL_EVENTS.has(d.envelope.type)) continue;
      const payload = d.envelope.payload as { proposal?: { id: string }; id?: string };
      const id = payload.proposal?.id ?? payload.id;
      if (id && nsp.adapter.rooms.has(roomOf(id))) touched.add(id);
    }
    for (const id of touched) {
      recheck(id).catch((err: unknown) => app.log.warn({ err, proposalId: id }, 'public proposal refresh failed'));
    }
  });
  return removeSink;
}
