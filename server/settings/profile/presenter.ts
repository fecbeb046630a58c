import type { Profile } from '../../../contracts/profile.js';
import type { profiles } from '../../db/schema/index.js';

type ProfileRow = typeof profiles.$inferSelect;

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
