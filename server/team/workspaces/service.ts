import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WorkspaceSummary } from '../../../contracts/team.js';
import type { User } from '../../../contracts/auth.js';
import { isRole } from '../../../contracts/roles.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { refreshTokens, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { presentUser } from '../presenter.js';
import { findMembership } from '../memberships.js';
import { announceSessionSwitch } from '../../auth/sessions.js';
import { workspaceDisplayName } from '../workspace-name.js';

/** The workspaces the user belongs to, the current one marked. */
export async function listWorkspaces(app: AppContext, actor: Actor): Promise<WorkspaceSummary[]> {
  const rows = await app.db
    .select({ id: workspaces.id, name: workspaceDisplayName, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, actor.userId))
    .orderBy(asc(workspaceMembers.joinedAt));
  return rows.map((r) => ({ id: r.id, name: r.name, role: isRole(r.role) ? r.role : 'viewer', current: r.id === actor.workspaceId }));
}

/**
 * Moves the session to another of the user's workspaces: every later token of the session (and
 * the next sign-in) carries it. Returns the new access token and the user as seen there; the
 * caller sets the cookie, and the tab reconnects its socket to join the new rooms.
 */
export async function switchWorkspace(app: AppContext, actor: Actor, workspaceId: string): Promise<{ user: User; accessToken: string }> {
  if (!actor.sessionId) throw unauthorized();
  const membership = await findMembership(app, workspaceId, actor.userId);
  if (!membership) throw notFound('Workspace not found');
  await app.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ workspaceId })
      .where(and(eq(refreshTokens.familyId, actor.sessionId!), isNull(refreshTokens.revokedAt)));
    await tx.update(users).set({ workspaceId }).where(eq(users.id, actor.userId));
  });
  const [row] = await app.db.select().from(users).where(eq(users.id, actor.userId));
  if (!row) throw unauthorized();
  const accessToken = await app.tokens.signAccess({ id: actor.userId, workspaceId, sessionId: actor.sessionId });
  // The session's other tabs still show the old workspace: their sockets are told and closed.
  announceSessionSwitch(app, actor.sessionId, workspaceId);
  return { user: presentUser(row, membership), accessToken };
}
