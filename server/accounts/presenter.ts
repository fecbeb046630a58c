import type { User } from '../../contracts/auth.js';
import type { Role } from '../../contracts/roles.js';
import type { Profile } from '../../contracts/profile.js';
import type { users, profiles } from '../db/schema/index.js';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** The user as seen in one workspace: `membership` is the current workspace and the role there. */
export const presentUser = (u: UserRow, membership: { workspaceId: string; role: Role }): User => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  workspaceId: membership.workspaceId,
  role: membership.role,
  avatarUrl: u.avatarUrl,
});

export const presentProfile = (p: ProfileRow, avatarUrl: string | null): Profile => ({
  id: p.id,
  fullName: p.fullName,
  title: p.title,
  bio: p.bio,
  linkedinProfile: p.linkedinProfile,
  emailSignature: p.emailSignature,
  avatarUrl,
  updatedAt: p.updatedAt.toISOString(),
});
