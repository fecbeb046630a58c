import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginRequest, RegisterRequest, User, WaitlistRequest } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { profiles, refreshTokens, users, waitlist, workspaceMembers, workspaces } from '../db/schema/index.js';
import { memberRole } from '../auth/memberships.js';
import { startingMembership, type Membership, invitedWorkspace, redeemInvitation, presentUser } from '../team/index.js';
import { AppError, conflict, unauthorized } from '../http/errors.js';
import { assertPasswordAllowed, hashPassword, timingSafeDummyVerify, verifyPassword } from '../auth/passwords.js';
import { REFRESH_TTL_SECONDS, hashRefreshToken, newRefreshToken, successorRefreshToken } from '../auth/tokens.js';
import { endSession } from '../auth/sessions.js';
import { inTransaction, type Tx } from '../events/outbox.js';
import type { Db } from '../db/connect.js';
import { runWorkspaceHooks } from '../ports/workspace-hooks.js';
import { userCacheFor } from './user-cache.js';

export type Session = { user: User; accessToken: string; refreshToken: string };

const INVALID_CREDENTIALS = 'Invalid email or password';

const findUserByEmail = (app: AppContext, email: string) =>
  app.db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });

export async function registerUser(app: AppContext, input: RegisterRequest): Promise<User> {
  await assertPasswordAllowed(input.password);
  if (await findUserByEmail(app, input.email)) throw conflict('An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
  const passwordHash = await hashPassword(input.password, app.config.passwordHashing);
  try {
    return await inTransaction(app, async (tx, publish) => {
      if (input.inviteToken) {
        // Invited: the person joins the inviting workspace; no workspace of their own is made.
        const [invited] = await tx.insert(users).values({ workspaceId: await invitedWorkspace(tx, input.inviteToken), email: input.email, fullName: input.fullName, passwordHash }).returning();
        await tx.insert(profiles).values({ id: invited.id, fullName: input.fullName });
        return presentUser(invited, await redeemInvitation(tx, publish, input.inviteToken, invited));
      }
      const [workspace] = await tx.insert(workspaces).values({ name: `${input.fullName}'s workspace` }).returning();
      const [user] = await tx
        .insert(users)
        .values({ workspaceId: workspace.id, email: input.email, fullName: input.fullName, passwordHash })
        .returning();
      await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
      await tx.insert(profiles).values({ id: user.id, fullName: input.fullName });
      await runWorkspaceHooks(app.workspaceHooks, 'workspaceCreated', { tx, publish, workspaceId: workspace.id, userId: user.id });
      return presentUser(user, { workspaceId: workspace.id, role: 'owner' });
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw conflict('An account with this email already exists');
    throw err;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** A refresh with the token just rotated, within this long, gets the same successor (tabs racing). */
export const REFRESH_GRACE_MS = 20_000;

type UserRow = typeof users.$inferSelect;

const accessFor = (app: AppContext, user: UserRow, membership: Membership, sessionId: string) =>
  app.tokens.signAccess({ id: user.id, workspaceId: membership.workspaceId, sessionId });

async function storeRefreshToken(db: Db | Tx, user: UserRow, workspaceId: string, familyId: string, token: string) {
  await db.insert(refreshTokens).values({
    userId: user.id,
    workspaceId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
}

/** `ip` keys the failure lock: failures from one address never lock the owner out elsewhere. */
export async function loginUser(app: AppContext, input: LoginRequest, ip: string): Promise<Session> {
  await app.limits.assertNotLocked(input.email, ip);
  const user = await findUserByEmail(app, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await timingSafeDummyVerify(input.password, app.config.passwordHashing), false);
  if (!user || !ok) {
    const delay = await app.limits.recordFailure(input.email, ip);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  await app.limits.clearFailures(input.email, ip);
  return startSession(app, user);
}

/** A new sign-in (session) for the user, in the workspace they start in. */
async function startSession(app: AppContext, user: UserRow): Promise<Session> {
  const membership = await startingMembership(app, user);
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await storeRefreshToken(app.db, user, membership.workspaceId, sessionId, refreshToken);
  return { user: presentUser(user, membership), accessToken: await accessFor(app, user, membership, sessionId), refreshToken };
}

/**
 * Someone who registered through an invitation link proved they hold the link mailed to that
 * address: they are signed in at once, into the workspace that invited them.
 */
export async function signInInvited(app: AppContext, userId: string): Promise<Session> {
  const user = await app.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw unauthorized();
  return startSession(app, user);
}

/**
 * Rotates a refresh token into its successor (see successorRefreshToken). Several refreshes with
 * the same token at once (tabs waking together) all get that one successor when they come within
 * REFRESH_GRACE_MS of the rotation and it is still the current token. Any other reuse means the
 * token leaked: the whole session ends.
 */
export async function refreshSession(app: AppContext, token: string | undefined): Promise<Session> {
  if (!token) throw unauthorized(SESSION_EXPIRED);
  const successor = successorRefreshToken(app.config.sessionSecret, token);
  const outcome = await app.db.transaction(async (tx) => {
    // Claiming the row locks it: a concurrent refresh with the same token waits for this
    // transaction, then finds the token used and its successor stored.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning();
    if (claimed) {
      if (claimed.expiresAt.getTime() < Date.now()) return { refused: true } as const;
      const user = await tx.query.users.findFirst({ where: eq(users.id, claimed.userId) });
      if (!user) return { refused: true } as const;
      const workspaceId = claimed.workspaceId ?? user.workspaceId;
      await storeRefreshToken(tx, user, workspaceId, claimed.familyId, successor);
      return { user, workspaceId, familyId: claimed.familyId };
    }
    const row = await tx.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashRefreshToken(token)) });
    if (!row) return { refused: true } as const;
    if (!row.revokedAt && row.usedAt && Date.now() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
      const next = await tx.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashRefreshToken(successor)) });
      const user = await tx.query.users.findFirst({ where: eq(users.id, row.userId) });
      if (next && !next.usedAt && !next.revokedAt && next.familyId === row.familyId && user) {
        return { user, workspaceId: next.workspaceId ?? user.workspaceId, familyId: row.familyId };
      }
    }
    return { refused: true, reusedFamily: row.familyId } as const;
  });
  if ('refused' in outcome) {
    if (outcome.reusedFamily) await endSession(app, outcome.reusedFamily);
    throw unauthorized(SESSION_EXPIRED);
  }
  // Removed from the session's workspace since: the session is over (removal ends it anyway).
  const role = await memberRole(app, outcome.workspaceId, outcome.user.id);
  if (!role) {
    await endSession(app, outcome.familyId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const membership = { workspaceId: outcome.workspaceId, role };
  return {
    user: presentUser(outcome.user, membership),
    accessToken: await accessFor(app, outcome.user, membership, outcome.familyId),
    refreshToken: successor,
  };
}

/** Signs out: ends the session of the refresh cookie, or of the access cookie without one. */
export async function logoutSession(app: AppContext, refreshToken: string | undefined, accessSessionId: string | undefined): Promise<void> {
  const row = refreshToken
    ? await app.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)) })
    : undefined;
  const sessionId = row?.familyId ?? accessSessionId;
  if (sessionId) await endSession(app, sessionId);
}

/**
 * The signed-in user in their current workspace (`/api/auth/me`); the user row through a short
 * per-process cache (see user-cache.ts), the workspace and role from the request's actor.
 */
export async function getUser(app: AppContext, actor: Membership & { userId: string }): Promise<User> {
  const user = await userCacheFor(app.bus).get(actor.userId, async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
    if (!row) throw unauthorized();
    return presentUser(row, actor);
  });
  return { ...user, workspaceId: actor.workspaceId, role: actor.role };
}

/** Joining twice is fine: the second sign-up is a no-op, so the form never reveals who signed up. */
export async function joinWaitlist(app: AppContext, input: WaitlistRequest): Promise<void> {
  await app.db
    .insert(waitlist)
    .values({ email: input.email, name: input.name || null, company: input.company || null })
    .onConflictDoNothing();
}
