import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { proposals } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { findLogo, type StoredLogo } from '../../companies/logo/queries.js';
import { findLiveShare } from '../shares.js';
import type { PublicLimits } from './limits.js';
import { linkClosed } from './service.js';

/**
 * The client company's logo through a live link: the token leads to its proposal, the proposal
 * to its company, in the proposal's workspace. No id is taken from the request.
 */
export async function publicClientLogo(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<StoredLogo> {
  await limits.hitView(token, ip);
  const share = await findLiveShare(app.db, token);
  if (!share) throw linkClosed();
  const [proposal] = await app.db.select({ workspaceId: proposals.workspaceId, companyId: proposals.companyId }).from(proposals).where(eq(proposals.id, share.proposalId));
  const logo = proposal?.companyId ? await findLogo(app.db, proposal.workspaceId, proposal.companyId) : undefined;
  if (!logo) throw notFound('This proposal has no client logo');
  return logo;
}
