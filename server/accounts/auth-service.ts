import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginRequest, RegisterRequest, User } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { profiles, refreshTokens, users, workspaces } from '../db/schema/index.js';
import { AppError, conflict, unauthorized } from '../http/errors.js';
import { assertPasswordAllowed, hashPassword, timingSafeDummyVerify, verifyPassword } from '../auth/passwords.js';
import { REFRESH_TTL_SECONDS, hashRefreshToken, newRefreshToken } from '../auth/tokens.js';
import { inTransaction } from '../events/outbox.js';
import { afterWorkspaceCreated } from './workspace-hooks.js';
import { presentUser } from './presenters.js';
import { userCacheFor } from './user-cache.js';

export type Session = { user: User; accessToken: string; refreshToken: string };

const INVALID_CREDENTIALS = 'Invalid email or password';

const findUserByEmail = (app: AppContext, email: string) =>
  app.db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });

export async function registerUser(app: AppContext, input: RegisterRequest): Promise<User> {
  await assertPasswordAllowed(input.password);
  if (await findUserByEmail(app, input.email)) throw conflict('An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(app, async (tx, publish) => {
      const [workspace] = await tx.insert(workspaces).values({ name: `${input.fullName}'s workspace` }).returning();
      const [user] = await tx
        .insert(users)
        .values({ workspaceId: workspace.id, email: input.email, fullName: input.fullName, passwordHash, role: 'owner' })
        .returning();
      await tx.insert(profiles).values({ id: user.id, fullName: input.fullName });
      await afterWorkspaceCreated({ tx, publish, workspaceId: workspace.id, userId: user.id });
      return presentUser(user);
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw conflict('An account with this email already exists');
    throw err;
  }
}

async function issueSession(app: AppContext, user: typeof users.$inferSelect, familyId: string): Promise<Session> {
  const refreshToken = newRefreshToken();
  await app.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  const accessToken = await app.tokens.signAccess(user);
  return { user: presentUser(user), accessToken, refreshToken };
}

/** `ip` keys the failure lock: failures from one address never lock the owner out elsewhere. */
export async function loginUser(app: AppContext, input: LoginRequest, ip: string): Promise<Session> {
  await app.limits.assertNotLocked(input.email, ip);
  const user = await findUserByEmail(app, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await timingSafeDummyVerify(input.password), false);
  if (!user || !ok) {
    const delay = await app.limits.recordFailure(input.email, ip);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  await app.limits.clearFailures(input.email, ip);
  return issueSession(app, user, randomUUID());
}

/**
 * Rotates a refresh token. A token used twice means it leaked: the whole family is revoked
 * and every session descended from that sign-in ends.
 */
export async function refreshSession(app: AppContext, token: string | undefined): Promise<Session> {
  if (!token) throw unauthorized('Your session has expired. Please sign in again.');
  const row = await app.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashRefreshToken(token)) });
  if (!row) throw unauthorized('Your session has expired. Please sign in again.');
  if (row.usedAt || row.revokedAt) {
    await app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    throw unauthorized('Your session has expired. Please sign in again.');
  }
  if (row.expiresAt.getTime() < Date.now()) throw unauthorized('Your session has expired. Please sign in again.');
  // Mark used only if still unused: two concurrent refreshes cannot both rotate.
  const claimed = await app.db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) throw unauthorized('Your session has expired. Please sign in again.');
  const user = await app.db.query.users.findFirst({ where: eq(users.id, row.userId) });
  if (!user) throw unauthorized('Your session has expired. Please sign in again.');
  return issueSession(app, user, row.familyId);
}

export async function logoutSession(app: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const row = await app.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashRefreshToken(token)) });
  if (row) await app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
}

/** The signed-in user (`/api/auth/me`), through a short per-process cache: see user-cache.ts. */
export async function getUser(app: AppContext, userId: string): Promise<User> {
  return userCacheFor(app.bus).get(userId, async () => {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized();
    return presentUser(user);
  });
}
