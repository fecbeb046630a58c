import type { Invitation, Member } from '../../contracts/team.js';
import { userAtom } from './auth.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** A member as the store holds it: keyed by their user id. */
export type TeamMember = Member & { id: string };
const held = (member: Member): TeamMember => ({ ...member, id: member.userId });

/** The workspace's members (docs/product.md#teams); `ids` in the order they joined. */
export const memberRecords = createRecordStore<TeamMember>();
export const memberListAtom = memberRecords.recordsOf();

/** The workspace's invitations (owners and admins load them); `ids` newest first. */
export const invitationRecords = createRecordStore<Invitation>();
export const invitationListAtom = invitationRecords.recordsOf();

export const setMembers = (store: Store, members: readonly Member[]) => memberRecords.setList(store, members.map(held));

export function upsertMember(store: Store, member: Member): void {
  memberRecords.upsert(store, held(member));
  memberRecords.append(store, member.userId);
  // My own role changed (a raise: a lowered role ends this session anyway): what the UI offers follows.
  const me = store.get(userAtom);
  if (me && me.id === member.userId && me.role !== member.role) store.set(userAtom, { ...me, role: member.role });
}

/**
 * Holds an invitation at the top of the list. Events carry no link, so an event never takes away
 * the link this tab got when it created the invitation.
 */
export function upsertInvitation(store: Store, invitation: Invitation): void {
  const link = invitation.status === 'pending' ? (invitation.url ?? invitationRecords.get(store, invitation.id)?.url ?? null) : null;
  invitationRecords.upsert(store, { ...invitation, url: link });
  invitationRecords.prepend(store, invitation.id);
}

export const teamEvents: EventHandlers = {
  'member.joined': ({ payload }, store) => upsertMember(store, payload.member),
  'member.updated': ({ payload }, store) => upsertMember(store, payload.member),
  'member.removed': ({ payload }, store) => memberRecords.remove(store, payload.userId),
  'invitation.created': ({ payload }, store) => upsertInvitation(store, payload.invitation),
  'invitation.updated': ({ payload }, store) => upsertInvitation(store, payload.invitation),
};

/**
 * After the session's workspace changed (switch, accepted invitation): the page reloads, so the
 * socket reconnects into the new workspace's rooms and no record of the old one stays in memory.
 */
export const enterWorkspace = (path = '/') => window.location.assign(path);
