import type { User } from '../../contracts/auth.js';
import type { Invitation, InvitationStatus, Member } from '../../contracts/team.js';
import { isRole, type Role } from '../../contracts/roles.js';
import type { invitations, users } from '../db/schema/index.js';

type InvitationRow = typeof invitations.$inferSelect;

/** The user as seen in one workspace: `membership` is the current workspace and the role there. */
export const presentUser = (u: typeof users.$inferSelect, membership: { workspaceId: string; role: Role }): User => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  workspaceId: membership.workspaceId,
  role: membership.role,
  avatarUrl: u.avatarUrl,
});

export const invitationStatus = (row: InvitationRow, now = Date.now()): InvitationStatus =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'pending';

/** `url`: the link, for the people who manage invitations while it can still be used; null elsewhere. */
export const presentInvitation = (row: InvitationRow, url: string | null): Invitation => {
  const status = invitationStatus(row);
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) && row.role !== 'owner' ? row.role : 'viewer',
    status,
    url: status === 'pending' ? url : null,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    invitedBy: row.invitedBy,
  };
};

export const presentMember = (row: { userId: string; fullName: string; email: string; avatarUrl: string | null; role: string; joinedAt: Date }): Member => ({
  userId: row.userId,
  fullName: row.fullName,
  email: row.email,
  avatarUrl: row.avatarUrl,
  role: isRole(row.role) ? row.role : 'viewer',
  joinedAt: row.joinedAt.toISOString(),
});
