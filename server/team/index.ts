// The team area offers: memberships, invitations, members, owner filters and the user as seen in a workspace.
export { invitedWorkspace, redeemInvitation } from './invitations/service.js';
export { findMember } from './members/queries.js';
export { startingMembership } from './memberships.js';
export type { Membership } from './memberships.js';
export { forMe, ownedBy, ownerIdOf } from './owner-filter.js';
export { presentUser } from './presenter.js';
