import { z } from 'zod';
import { ROLES, role } from './roles.js';
import { route, textParam, uuidParam } from './http/route.js';
import { userResponse } from './auth.js';

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
  /**
   * The link to open, only in the answer that creates the invitation (to copy when no mail is
   * sent): its token is random and stored only as a hash, so it cannot be shown again.
   */
  url: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;

/** `emailed`: whether the link went out by mail (SMTP configured and accepted it). */
export const invitationResponse = z.object({ invitation, emailed: z.boolean() });
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
/**
 * DELETE /api/workspace/members/:userId?reassignTo= — who takes over the companies they owned
 * (default: whoever removes them). In the query: DELETE requests carry no body.
 */
export const memberRemovalInput = z.object({ reassignTo: z.uuid({ error: 'Choose a member to take over their companies' }).optional() });

export const workspaceSummary = z.object({ id: z.string(), name: z.string(), role, current: z.boolean() });
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;
export const workspaceListResponse = z.object({ workspaces: z.array(workspaceSummary) });
export const invitationPreviewResponse = z.object({ invitation: invitationPreview });

const userId = { userId: uuidParam('user id') };
const invitationId = { id: uuidParam('invitation id') };
const token = { token: textParam('The token of the invitation link (/join/:token)') };

/** The team (docs/product.md#teams): members, invitations, and the workspaces a person belongs to. */
export const teamApi = {
  members: route({ method: 'GET', path: '/api/workspace/members', permission: 'read', summary: 'The workspace’s members and their roles', response: memberListResponse }),
  updateMember: route({
    method: 'PATCH',
    path: '/api/workspace/members/:userId',
    permission: 'members.manage',
    params: userId,
    summary: 'Change a member’s role (making or changing an owner: owners only); a lower role ends their sessions here at once',
    body: memberRoleInput,
    response: memberResponse,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/workspace/members/:userId',
    permission: 'members.manage',
    params: userId,
    summary: 'Remove a member: their companies go to `reassignTo`, their sessions here end at once',
    query: memberRemovalInput,
    status: 204,
  }),
  invitations: route({ method: 'GET', path: '/api/workspace/invitations', permission: 'members.manage', summary: 'The workspace’s invitations with their status', response: invitationListResponse }),
  invite: route({
    method: 'POST',
    path: '/api/workspace/invitations',
    permission: 'members.manage',
    summary: 'Invite by email with a role: a single-use link valid 7 days, emailed when SMTP is configured',
    body: invitationInput,
    status: 201,
    response: invitationResponse,
  }),
  revokeInvitation: route({ method: 'DELETE', path: '/api/workspace/invitations/:id', permission: 'members.manage', params: invitationId, summary: 'Revoke a pending invitation', status: 204 }),
  previewInvitation: route({ method: 'GET', path: '/api/invitations/:token', auth: 'public', params: token, summary: 'What an invitation link is for (the join page)', response: invitationPreviewResponse }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    permission: 'self.manage',
    params: token,
    summary: 'Join the inviting workspace as the signed-in person, and switch to it',
    response: userResponse,
  }),
  workspaces: route({ method: 'GET', path: '/api/workspaces', permission: 'self.manage', summary: 'The workspaces the signed-in person belongs to', response: workspaceListResponse }),
  switchWorkspace: route({
    method: 'POST',
    path: '/api/workspaces/:id/switch',
    permission: 'self.manage',
    params: { id: uuidParam('workspace id') },
    summary: 'Make another of one’s workspaces the session’s current one (re-issues the access cookie)',
    response: userResponse,
  }),
};
