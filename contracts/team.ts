import { z } from 'zod';
import { ROLES, role } from './roles.js';

/** docs/product.md#teams: invitations last this long. */
export const INVITATION_TTL_DAYS = 7;
/** Owners are made by transferring ownership, not by invitation. */
export const INVITABLE_ROLES = ROLES.filter((r) => r !== 'owner');

/** POST /api/workspace/invitations */
export const invitationInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  role: z.enum(INVITABLE_ROLES, { error: 'Role must be admin, member or viewer' }),
});
export type InvitationInput = z.input<typeof invitationInput>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  status: z.enum(INVITATION_STATUSES),
  /** The link to open (to copy when no mail is sent); null once it can no longer be used. */
  url: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;

/** `emailed`: whether the link went out by mail (SMTP configured and accepted it). */
export const invitationResponse = z.object({ invitation, emailed: z.boolean().optional() });
export const invitationListResponse = z.object({ invitations: z.array(invitation) });

/** GET /api/invitations/:token — what the join page shows (no sign-in needed). */
export const invitationPreview = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role,
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const member = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof member>;
export const memberListResponse = z.object({ members: z.array(member) });
export const memberResponse = z.object({ member });

/** PATCH /api/workspace/members/:userId */
export const memberRoleInput = z.object({ role });
/** DELETE /api/workspace/members/:userId — who takes over the companies they owned (default: whoever removes them). */
export const memberRemovalInput = z.object({ reassignTo: z.string().uuid('Choose a member to take over their companies').optional() });

export const workspaceSummary = z.object({ id: z.string(), name: z.string(), role, current: z.boolean() });
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;
export const workspaceListResponse = z.object({ workspaces: z.array(workspaceSummary) });
