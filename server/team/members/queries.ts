import { and, asc, eq } from 'drizzle-orm';
import type { Member } from '../../../contracts/team.js';
import type { Db } from '../../db/connect.js';
import type { Tx } from '../../events/outbox.js';
import { users, workspaceMembers } from '../../db/schema/index.js';
import { presentMember } from '../presenter.js';

const memberColumns = {
  userId: workspaceMembers.userId,
  role: workspaceMembers.role,
  joinedAt: workspaceMembers.joinedAt,
  fullName: users.fullName,
  email: users.email,
  avatarUrl: users.avatarUrl,
};

/** The workspace's members, in the order they joined. */
export async function listMembers(db: Db | Tx, workspaceId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(users.fullName));
  return rows.map(presentMember);
}

export async function findMember(db: Db | Tx, workspaceId: string, userId: string): Promise<Member | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ? presentMember(row) : undefined;
}
