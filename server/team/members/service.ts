import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, ROLE_LABELS, type Role } from '../../../contracts/roles.js';
import type { Member } from '../../../contracts/team.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { refreshTokens, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { inTransaction, type Tx } from '../../events/outbox.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { assertCan } from '../../auth/permissions.js';
import { forgetMembership } from '../../auth/memberships.js';
import { endSession } from '../../auth/sessions.js';
import { findMember, listMembers } from './queries.js';
import { runWorkspaceHooks } from '../../ports/workspace-hooks.js';

export { listMembers };

const rank = (role: Role) => ROLES.indexOf(role);
const memberNotFound = () => notFound('Member not found');
const LAST_OWNER = 'A workspace needs an owner: make someone else an owner first';

/**
 * Locks the workspace's row until the transaction ends: changes to its members' roles take turns,
 * so two owners demoting (or removing) each other at once cannot both see the other as the
 * remaining owner — the second waits, then counts one owner and is refused.
 */
async function lockMemberships(tx: Tx, workspaceId: string): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

async function ownerCount(tx: Tx, workspaceId: string): Promise<number> {
  const rows = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return rows.length;
}

/** Making, changing or removing an owner is the owners' business (docs/product.md#teams). */
function assertMayTouch(actor: Actor, target: Member, newRole?: Role) {
  if (target.role === 'owner' || newRole === 'owner') assertCan(actor, 'ownership.transfer');
}

/**
 * Ends the member's sign-ins that are in this workspace now: their tabs are told and signed out
 * within a second (sessions.ts); sessions in their other workspaces go on.
 */
async function endMemberSessions(app: AppContext, workspaceId: string, userId: string, notice?: string): Promise<void> {
  const rows = await app.db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.workspaceId, workspaceId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of rows) await endSession(app, familyId, notice);
}

/** Changes a member's role; a lower role takes effect at once (their sessions here end). */
export async function changeRole(app: AppContext, actor: Actor, userId: string, role: Role): Promise<Member> {
  const { member, lowered } = await inTransaction(app, async (tx, publish) => {
    await lockMemberships(tx, actor.workspaceId);
    const target = await findMember(tx, actor.workspaceId, userId);
    if (!target) throw memberNotFound();
    assertMayTouch(actor, target, role);
    if (target.role === role) return { member: target, lowered: false };
    if (target.role === 'owner' && (await ownerCount(tx, actor.workspaceId)) <= 1) throw conflict(LAST_OWNER);
    await tx.update(workspaceMembers).set({ role }).where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    const updated: Member = { ...target, role };
    await publish({ type: 'member.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: userId, payload: { member: updated } });
    return { member: updated, lowered: rank(role) > rank(target.role) };
  });
  forgetMembership(app, actor.workspaceId, userId);
  // Their tabs say why they must sign in again, once (not that their session "expired").
  if (lowered) await endMemberSessions(app, actor.workspaceId, userId, `Your role changed to ${ROLE_LABELS[role]}`);
  return member;
}

/**
 * Removes a member: the companies they owned go to `reassignTo` (a remaining member; by default
 * whoever removes them), and their sessions in this workspace end at once.
 */
export async function removeMember(app: AppContext, actor: Actor, userId: string, reassignTo = actor.userId): Promise<void> {
  if (userId === actor.userId) throw conflict('You cannot remove yourself from the workspace');
  if (reassignTo === userId) throw invalid([{ path: 'reassignTo', message: 'Choose a member to take over their companies' }]);
  await inTransaction(app, async (tx, publish) => {
    await lockMemberships(tx, actor.workspaceId);
    const target = await findMember(tx, actor.workspaceId, userId);
    if (!target) throw memberNotFound();
    assertMayTouch(actor, target);
    if (target.role === 'owner' && (await ownerCount(tx, actor.workspaceId)) <= 1) throw conflict(LAST_OWNER);
    const heir = await findMember(tx, actor.workspaceId, reassignTo);
    if (!heir) throw invalid([{ path: 'reassignTo', message: 'Choose a member to take over their companies' }]);
    await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    await publish({ type: 'member.removed', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: userId, payload: { userId } });
    // What they owned goes to the heir (the companies area's hook, wired by server/app.ts).
    await runWorkspaceHooks(app.workspaceHooks, 'memberRemoved', { tx, publish, workspaceId: actor.workspaceId, actorId: actor.userId, userId, heir });
  });
  forgetMembership(app, actor.workspaceId, userId);
  await endMemberSessions(app, actor.workspaceId, userId);
}
