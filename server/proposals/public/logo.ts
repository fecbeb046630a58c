import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { proposals } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { findLogo, type StoredLogo } from '../../companies/index.js';
import { findBrandingLogo } from '../../settings/index.js';
import { findLiveShare } from '../shares.js';
import type { PublicLimits } from './limits.js';
import { linkClosed } from './service.js';

/**
 * The logos a client link shows. The client company's logo through a live link: the token leads to its proposal, the proposal
 * to its company, in the proposal's workspace. No id is taken from the request.
 */
export async function publicClientLogo(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<StoredLogo> {
  const proposal = await proposalOfLink(app, limits, token, ip);
  const logo = proposal.companyId ? await findLogo(app.db, proposal.workspaceId, proposal.companyId) : undefined;
  if (!logo) throw notFound('This proposal has no client logo');
  return logo;
}

/** The workspace's own logo through a live link, found the same way (the proposal's workspace). */
export async function publicBrandingLogo(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<StoredLogo> {
  const proposal = await proposalOfLink(app, limits, token, ip);
  const logo = await findBrandingLogo(app.db, proposal.workspaceId);
  if (!logo) throw notFound('This proposal has no logo');
  return logo;
}

async function proposalOfLink(app: AppContext, limits: PublicLimits, token: string, ip: string) {
  await limits.hitView(ip);
  const share = await findLiveShare(app.db, token);
  if (!share) throw linkClosed();
  const [proposal] = await app.db.select({ workspaceId: proposals.workspaceId, companyId: proposals.companyId }).from(proposals).where(eq(proposals.id, share.proposalId));
  if (!proposal) throw linkClosed();
  return proposal;
}
