import { eq } from 'drizzle-orm';
import type { Branding, BrandingValues } from '../../../contracts/branding.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { userCompanyProfiles } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { presentBranding } from './presenter.js';

/** The workspace's branding profile (docs/product.md#teams), or null before the first save. */
export async function getBranding(app: AppContext, actor: Actor): Promise<Branding | null> {
  const [row] = await app.db.select().from(userCompanyProfiles).where(eq(userCompanyProfiles.workspaceId, actor.workspaceId));
  return row ? presentBranding(row) : null;
}

/** Saves the workspace's branding profile (upsert, one per workspace) and tells the whole team. */
export async function saveBranding(app: AppContext, actor: Actor, input: BrandingValues): Promise<Branding> {
  return inTransaction(app, async (tx, publish) => {
    const values = { ...input, userId: actor.userId, updatedAt: new Date() };
    const [row] = await tx
      .insert(userCompanyProfiles)
      .values({ workspaceId: actor.workspaceId, ...values })
      .onConflictDoUpdate({ target: userCompanyProfiles.workspaceId, set: values })
      .returning();
    const branding = presentBranding(row);
    await publish({ type: 'branding.updated', workspaceId: actor.workspaceId, actorId: actor.userId, payload: { branding } });
    return branding;
  });
}
