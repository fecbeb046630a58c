import { eq } from 'drizzle-orm';
import type { Profile } from '../../../contracts/profile.js';
import type { profileInput } from '../../../contracts/profile.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { profiles, users } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { notFound } from '../../http/errors.js';
import { presentProfile } from './presenter.js';

export async function getProfile(app: AppContext, actor: Actor): Promise<Profile> {
  const rows = await app.db
    .select({ profile: profiles, avatarUrl: users.avatarUrl })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, actor.userId));
  if (!rows[0]) throw notFound('Profile not found');
  return presentProfile(rows[0].profile, rows[0].avatarUrl);
}

/** Saves the profile (upsert with updated_at) and tells the user's other tabs. */
export async function updateProfile(app: AppContext, actor: Actor, input: z.output<typeof profileInput>): Promise<Profile> {
  return inTransaction(app, async (tx, publish) => {
    const values = { ...input, updatedAt: new Date() };
    const [row] = await tx
      .insert(profiles)
      .values({ id: actor.userId, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values })
      .returning();
    const [user] = await tx.update(users).set({ fullName: input.fullName }).where(eq(users.id, actor.userId)).returning();
    const profile = presentProfile(row, user?.avatarUrl ?? null);
    await publish({ type: 'profile.updated', userId: actor.userId, actorId: actor.userId, payload: { profile } });
    return profile;
  });
}
