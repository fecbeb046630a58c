import { eq } from 'drizzle-orm';
import type { Branding, BrandingValues } from '../../../contracts/branding.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { userCompanyProfiles } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { presentBranding } from './presenter.js';

/** The user's branding profile, or null before the first save. */
export async function getBranding(app: AppContext, actor: Actor): Promise<Branding | null> {
  const [row] = await app.db.select().from(userCompanyProfiles).where(eq(userCompanyProfiles.userId, actor.userId));
  return row ? presentBranding(row) : null;
}

/** Saves the branding profile (upsert, conflict on user_id) and tells the user's other tabs. */
export async function saveBranding(app: AppContext, actor: Actor, input: BrandingValues): Promise<Branding> {
  return inTransaction(app, async (tx, publish) => {
    const values = { ...input, updatedAt: new Date() };
    const [row] = await tx
      .insert(userCompanyProfiles)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: userCompanyProfiles.userId, set: values })
      .returning();
    const branding = presentBranding(row);
    await publish({ type: 'branding.updated', userId: actor.userId, actorId: actor.userId, payload: { branding } });
    return branding;
  });
}
