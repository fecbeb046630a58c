import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createShareRequest, ShareResponse } from '../../contracts/proposal-sharing.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { proposalShares, proposals } from '../db/schema/index.js';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { inTransaction } from '../events/outbox.js';
import { notFound } from '../http/errors.js';
import { publishProposal } from './service.js';
import { liveShare, loadProposal, type ShareRow } from './queries.js';

/**
 * Client links (docs/product.md#proposals): 256 random bits, of which only the sha256 is stored;
 * one live link per proposal (a new one replaces the old), revocable, optionally expiring.
 */

const TOKEN_BYTES = 32;
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token is base64url of TOKEN_BYTES bytes: anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const clientPagePath = (token: string) => `/p/${token}`;

export async function shareProposal(app: AppContext, actor: Actor, id: string, input: z.output<typeof createShareRequest>): Promise<ShareResponse> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
  await inTransaction(app, async (tx, publish) => {
    const record = await loadProposal(tx, actor.workspaceId, id);
    if (!record) throw notFound('Proposal not found');
    const now = new Date();
    await tx.update(proposalShares).set({ revokedAt: now }).where(and(eq(proposalShares.proposalId, id), liveShare(now)));
    await tx.insert(proposalShares).values({ proposalId: id, tokenHash: hashLinkToken(token), createdBy: actor.userId, expiresAt });
    if (record.row.status === 'draft') await tx.update(proposals).set({ status: 'sent' }).where(eq(proposals.id, id));
    await publishProposal(tx, publish, actor, id, 'proposal.updated');
  });
  return { url: `${app.config.appOrigin}${clientPagePath(token)}`, token, expiresAt: expiresAt?.toISOString() ?? null };
}

export async function revokeShare(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    if (!(await loadProposal(tx, actor.workspaceId, id))) throw notFound('Proposal not found');
    const now = new Date();
    await tx.update(proposalShares).set({ revokedAt: now }).where(and(eq(proposalShares.proposalId, id), liveShare(now)));
    await publishProposal(tx, publish, actor, id, 'proposal.updated');
  });
}

/** The live link a token opens, or null (unknown, revoked or expired: the client sees one page for all). */
export async function findLiveShare(db: Db | Tx, token: string): Promise<ShareRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select().from(proposalShares).where(and(eq(proposalShares.tokenHash, hashLinkToken(token)), liveShare()));
  return row ?? null;
}
