import { and, asc, eq } from 'drizzle-orm';
import { isRole, type Role } from '../../contracts/roles.js';
import type { AppContext } from '../context.js';
import { users, workspaceMembers, workspaces } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { runWorkspaceHooks } from '../ports/workspace-hooks.js';

/** One workspace a user belongs to, and their role there. */
export type Membership = { workspaceId: string; role: Role };

type UserRow = typeof users.$inferSelect;

const asMembership = (row: { workspaceId: string; role: string }): Membership => ({
  workspaceId: row.workspaceId,
  role: isRole(row.role) ? row.role : 'viewer',
});

/**
 * Where a sign-in starts: the user's last workspace if they still belong to it, else the one they
 * joined first; someone removed from every workspace gets a new one of their own (an account is
 * never left with nowhere to work).
 */
export async function startingMembership(app: AppContext, user: UserRow): Promise<Membership> {
  const rows = await app.db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, user.id))
    .orderBy(asc(workspaceMembers.joinedAt));
  const last = rows.find((r) => r.workspaceId === user.workspaceId) ?? rows[0];
  if (last) {
    if (last.workspaceId !== user.workspaceId) await app.db.update(users).set({ workspaceId: last.workspaceId }).where(eq(users.id, user.id));
    return asMembership(last);
  }
  return inTransaction(app, async (tx, publish) => {
    const [workspace] = await tx.insert(workspaces).values({ name: `${user.fullName}'s workspace` }).returning();
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
    await tx.update(users).set({ workspaceId: workspace.id }).where(eq(users.id, user.id));
    await runWorkspaceHooks(app.workspaceHooks, 'workspaceCreated', { tx, publish, workspaceId: workspace.id, userId: user.id });
    return { workspaceId: workspace.id, role: 'owner' } as const;
  });
}

/** The user's membership of one workspace, or undefined. */
export async function findMembership(app: AppContext, workspaceId: string, userId: string): Promise<Membership | undefined> {
  const [row] = await app.db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ? asMembership(row) : undefined;
}

/** Whether the user belongs to the workspace (inside a transaction when given one). */
export async function isMember(db: Pick<AppContext['db'], 'select'>, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return Boolean(row);
}
