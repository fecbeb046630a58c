import { ROLES, type Role } from './role-names.js';

/**
 * docs/product.md#teams: the one table of who may do what. The server refuses an action with 403
 * and `FORBIDDEN_MESSAGES[action]`; the UI hides what `can(role, action)` says no to.
 */
const EVERYONE = ROLES;
const WRITERS = ['owner', 'admin', 'member'] as const satisfies readonly Role[];
const ADMINS = ['owner', 'admin'] as const satisfies readonly Role[];
const OWNERS = ['owner'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  /** See the workspace's records, members and settings. */
  read: EVERYONE,
  /** One's own profile, password, sign-out, usage events, switching and joining workspaces. */
  'self.manage': EVERYONE,
  /** Create, change and delete the team's records (companies, contacts, batches, alerts…), personal templates. */
  'records.write': WRITERS,
  /** Net costs, margins and profit in reports (docs/product.md#reports): viewers see sell figures only. */
  'costs.read': WRITERS,
  /** Invite, change and remove members; see and revoke invitations. */
  'members.manage': ADMINS,
  /** The workspace's settings, branding and catalogue connection; the shared template library. */
  'workspace.settings': ADMINS,
  'workspace.delete': OWNERS,
  'ownership.transfer': OWNERS,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export const can = (role: Role, action: Action): boolean => (PERMISSIONS[action] as readonly Role[]).includes(role);

export const FORBIDDEN_MESSAGES: Record<Action, string> = {
  read: 'You are not a member of this workspace',
  'self.manage': 'You are not a member of this workspace',
  'records.write': 'Viewers can only look: ask an owner or admin for a member role to make changes',
  'costs.read': 'Viewers do not see costs or margins',
  'members.manage': 'Only owners and admins can manage members and invitations',
  'workspace.settings': 'Only owners and admins can change workspace settings, branding and the template library',
  'workspace.delete': 'Only the owner can delete the workspace',
  'ownership.transfer': 'Only an owner can transfer ownership or change an owner',
};
