import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  presentationCommentSummary,
  type PresentationComment,
  type presentationCommentRequest,
  type PresentationLinkState,
  type PresentationSharing,
  type PublicPresentation,
} from '../../../contracts/presentation-sharing.js';
import {
  CLIENT_ACTIONS_MAX,
  COMMENT_LIMIT_MESSAGE,
  type createShareRequest,
  type ShareResponse,
} from '../../../contracts/proposal-sharing.js';
import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connect.js';
import { brandingLogos, presentationComments, presentationShares, presentations, userCompanyProfiles, users, workspaces } from '../../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../../events/outbox.js';
import { conflict, notFound } from '../../http/errors.js';
import { hashLinkToken, TOKEN_PATTERN, liveLinkOf, type PublicLimits, clientBranding, linkClosed, linkRep, linkRepJoin } from '../../proposals/index.js';
import type { StoredLogo } from '../../companies/index.js';
import { findBrandingLogo } from '../../settings/index.js';

/**
 * A presentation's client link (docs/product.md#presentations): the proposals' mechanism — 256
 * random bits of which only the sha256 is kept, one live link per deck, revocable, optionally
 * expiring — opening a read-only view of the deck where the client leaves comments.
 */

const TOKEN_BYTES = 32;
export const deckPagePath = (token: string) => `/deck/${token}`;
const presentationNotFound = () => notFound('Presentation not found');
const liveShare = (now = new Date()) => liveLinkOf(presentationShares, now);

type CommentRow = typeof presentationComments.$inferSelect;
const presentComment = (c: CommentRow): PresentationComment => ({ id: c.id, actorName: c.actorName, actorEmail: c.actorEmail, text: c.text, at: c.at.toISOString() });

/** A presentation of the actor's workspace (presentations are the team's; another workspace's is not found). */
async function teamPresentation(db: Db | Tx, actor: Actor, id: string) {
  const [row] = await db.select({ id: presentations.id }).from(presentations).where(and(eq(presentations.id, id), eq(presentations.workspaceId, actor.workspaceId)));
  return row ?? null;
}

/** The deck's live link, if any (what events carry: the comments are not repeated in each). */
async function linkStateOf(db: Db | Tx, presentationId: string): Promise<PresentationLinkState> {
  const [share] = await db.select().from(presentationShares).where(and(eq(presentationShares.presentationId, presentationId), liveShare())).orderBy(desc(presentationShares.createdAt)).limit(1);
  return { presentationId, share: { active: Boolean(share), createdAt: share?.createdAt.toISOString() ?? null, expiresAt: share?.expiresAt?.toISOString() ?? null } };
}

async function sharingOf(db: Db | Tx, presentationId: string): Promise<PresentationSharing> {
  const comments = await db.select().from(presentationComments).where(eq(presentationComments.presentationId, presentationId)).orderBy(asc(presentationComments.at), asc(presentationComments.id));
  return { ...(await linkStateOf(db, presentationId)), comments: comments.map(presentComment) };
}

async function publishSharing(tx: Tx, publish: Publish, actor: Actor, presentationId: string): Promise<void> {
  const sharing = await linkStateOf(tx, presentationId);
  await publish({ type: 'presentation.sharing.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: presentationId, payload: { sharing } });
}

export async function getSharing(app: AppContext, actor: Actor, id: string): Promise<PresentationSharing> {
  if (!(await teamPresentation(app.db, actor, id))) throw presentationNotFound();
  return sharingOf(app.db, id);
}

/** A new link (the earlier one stops working); shown once, since only its hash is kept. */
export async function sharePresentation(app: AppContext, actor: Actor, id: string, input: z.output<typeof createShareRequest>): Promise<ShareResponse> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
  await inTransaction(app, async (tx, publish) => {
    if (!(await teamPresentation(tx, actor, id))) throw presentationNotFound();
    await tx.update(presentationShares).set({ revokedAt: new Date() }).where(and(eq(presentationShares.presentationId, id), liveShare()));
    await tx.insert(presentationShares).values({ presentationId: id, tokenHash: hashLinkToken(token), createdBy: actor.userId, expiresAt });
    await publishSharing(tx, publish, actor, id);
  });
  return { url: `${app.config.appOrigin}${deckPagePath(token)}`, token, expiresAt: expiresAt?.toISOString() ?? null };
}

export async function revokePresentationShare(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    if (!(await teamPresentation(tx, actor, id))) throw presentationNotFound();
    await tx.update(presentationShares).set({ revokedAt: new Date() }).where(and(eq(presentationShares.presentationId, id), liveShare()));
    await publishSharing(tx, publish, actor, id);
  });
}

/** A presentation with its author (while a member: the proposals' rule) and the workspace's branding (one query), found by `where`. */
async function openWhere(db: Db | Tx, where: SQL | undefined) {
  const [row] = await db
    .select({ presentation: presentations, repName: users.fullName, repEmail: users.email, workspaceName: workspaces.name, brand: userCompanyProfiles, brandLogoHash: brandingLogos.sha256 })
    .from(presentations)
    .leftJoin(users, linkRepJoin(presentations.userId, presentations.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, presentations.workspaceId))
    // Branding is the workspace's (docs/product.md#teams).
    .leftJoin(userCompanyProfiles, eq(userCompanyProfiles.workspaceId, presentations.workspaceId))
    .leftJoin(brandingLogos, eq(brandingLogos.workspaceId, presentations.workspaceId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** The live share a token opens, or null (a malformed token is not looked up). */
export async function findLivePresentationShare(db: Db | Tx, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [share] = await db.select().from(presentationShares).where(and(eq(presentationShares.tokenHash, hashLinkToken(token)), liveShare()));
  return share ?? null;
}

/** The ids of a presentation's live shares. */
export async function livePresentationShareIds(db: Db | Tx, presentationId: string): Promise<Set<string>> {
  const rows = await db.select({ id: presentationShares.id }).from(presentationShares).where(and(eq(presentationShares.presentationId, presentationId), liveShare()));
  return new Set(rows.map((r) => r.id));
}

/** The presentation a live token opens, or null. */
async function openByToken(db: Db | Tx, token: string) {
  const share = await findLivePresentationShare(db, token);
  return share && openWhere(db, eq(presentations.id, share.presentationId));
}

/** What a presentation's link shows now, or null when the deck is gone. */
export async function publicPresentationViewOf(db: Db | Tx, presentationId: string): Promise<PublicPresentation | null> {
  const opened = await openWhere(db, eq(presentations.id, presentationId));
  return opened && publicView(db, opened);
}

async function publicView(db: Db | Tx, opened: NonNullable<Awaited<ReturnType<typeof openWhere>>>): Promise<PublicPresentation> {
  const { presentation: p, brand } = opened;
  const comments = await db.select().from(presentationComments).where(eq(presentationComments.presentationId, p.id)).orderBy(asc(presentationComments.at), asc(presentationComments.id));
  return {
    title: p.title,
    description: p.description,
    html: p.content?.htmlContent ?? '',
    branding: clientBranding(brand, opened.workspaceName, opened.brandLogoHash),
    rep: linkRep(opened),
    // Names only: one client never sees another's email.
    comments: comments.map((c) => ({ id: c.id, actorName: c.actorName, text: c.text, at: c.at.toISOString() })),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function openPublicPresentation(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<PublicPresentation> {
  await limits.hitView(ip);
  const opened = await openByToken(app.db, token);
  if (!opened) throw linkClosed();
  return publicView(app.db, opened);
}

/** The workspace's own logo through a live deck link (the presentation's workspace). */
export async function publicPresentationBrandingLogo(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<StoredLogo> {
  await limits.hitView(ip);
  const share = await findLivePresentationShare(app.db, token);
  const [deck] = share ? await app.db.select({ workspaceId: presentations.workspaceId }).from(presentations).where(eq(presentations.id, share.presentationId)) : [];
  if (!deck) throw linkClosed();
  const logo = await findBrandingLogo(app.db, deck.workspaceId);
  if (!logo) throw notFound('This presentation has no logo');
  return logo;
}

/**
 * A client's comment: stored with its time and the name and email given; the team hears it at
 * once (the comment alone, without the email). A deck takes at most CLIENT_ACTIONS_MAX comments.
 */
export async function commentOnPresentation(app: AppContext, limits: PublicLimits, token: string, ip: string, input: z.output<typeof presentationCommentRequest>): Promise<PublicPresentation> {
  await limits.hitAction(ip);
  const share = await findLivePresentationShare(app.db, token);
  if (!share) throw linkClosed();
  await limits.hitLinkAction(share.id);
  return inTransaction(app, async (tx, publish) => {
    const opened = await openByToken(tx, token);
    if (!opened) throw linkClosed();
    const p = opened.presentation;
    // The deck's row is locked so that concurrent comments cannot pass the limit together.
    await tx.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, p.id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(presentationComments).where(eq(presentationComments.presentationId, p.id));
    if (n >= CLIENT_ACTIONS_MAX) throw conflict(COMMENT_LIMIT_MESSAGE);
    const [comment] = await tx.insert(presentationComments).values({ presentationId: p.id, actorName: input.name, actorEmail: input.email, text: input.text }).returning();
    const { actorEmail: _email, ...heard } = presentComment(comment);
    await publish({
      type: 'presentation.client_comment',
      workspaceId: p.workspaceId,
      subjectId: p.id,
      payload: { sharing: await linkStateOf(tx, p.id), comment: heard, summary: presentationCommentSummary(input.name, p.title) },
    });
    return publicView(tx, opened);
  });
}
