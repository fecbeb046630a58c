import type { User } from '../../contracts/auth.js';
import type { Role } from '../../contracts/roles.js';
import type { Invitation, InvitationInput, InvitationPreview, Member, WorkspaceSummary } from '../../contracts/team.js';
import { del, get, patch, post } from './client.js';

/** The team's API (docs/product.md#teams). */
export const fetchMembers = async () => (await get<{ members: Member[] }>('/api/workspace/members')).members;
export const changeMemberRole = async (userId: string, role: Role) => (await patch<{ member: Member }>(`/api/workspace/members/${userId}`, { role })).member;
export const removeMember = (userId: string, reassignTo: string) =>
  del<void>(`/api/workspace/members/${userId}?reassignTo=${encodeURIComponent(reassignTo)}`);

export const fetchInvitations = async () => (await get<{ invitations: Invitation[] }>('/api/workspace/invitations')).invitations;
export const inviteMember = (input: InvitationInput) => post<{ invitation: Invitation; emailed?: boolean }>('/api/workspace/invitations', input);
export const revokeInvitation = (id: string) => del<void>(`/api/workspace/invitations/${id}`);
export const previewInvitation = async (token: string) => (await get<{ invitation: InvitationPreview }>(`/api/invitations/${encodeURIComponent(token)}`)).invitation;
export const acceptInvitation = async (token: string) => (await post<{ user: User }>(`/api/invitations/${encodeURIComponent(token)}/accept`)).user;

export const fetchWorkspaces = async () => (await get<{ workspaces: WorkspaceSummary[] }>('/api/workspaces')).workspaces;
export const switchWorkspace = async (id: string) => (await post<{ user: User }>(`/api/workspaces/${id}/switch`)).user;

/**
 * After the session's workspace changed (switch, accepted invitation): the page reloads, so the
 * socket reconnects into the new workspace's rooms and no record of the old one stays in memory.
 */
export const enterWorkspace = (path = '/') => window.location.assign(path);
