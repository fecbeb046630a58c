import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, type Invitation, type InvitationInput, type InvitationPreview } from '../../../contracts/team.js';
import { ROLE_LABELS } from '../../../contracts/roles.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { invitations, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../../events/outbox.js';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.js';
import { invitationStatus, presentInvitation } from '../presenter.js';
import { findMember } from '../members/queries.js';
import { forgetMembership } from '../../auth/memberships.js';
import { sendMail } from '../mailer.js';
import { workspaceDisplayName } from '../workspace-name.js';

type InvitationRow = typeof invitations.$inferSelect;

/*
 * An invitation link's token: 256 random bits, shown once (in the answer that creates it and in
 * the mail) and never stored; the row keeps only its SHA-256, which is how a link is looked up.
 * A leaked database therefore holds no usable link, and a lost link is revoked and sent again.
 * A link is compared by its hash: the lookup by `token_hash` (unique) is the comparison.
 */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const invitationUrl = (app: AppContext, token: string) => `${app.config.appOrigin}/join/${token}`;
/** Everywhere but the creating answer: without its link (nobody can show it again). */
const present = (row: InvitationRow) => presentInvitation(row, null);

const invitationNotFound = () => notFound('This invitation link is not valid');

export async function listInvitations(app: AppContext, actor: Actor): Promise<Invitation[]> {
  const rows = await app.db.select().from(invitations).where(eq(invitations.workspaceId, actor.workspaceId)).orderBy(desc(invitations.createdAt));
  return rows.map(present);
}

/** Invites by email with a role; mails the link when SMTP is configured (`emailed`). */
export async function createInvitation(app: AppContext, actor: Actor, input: InvitationInput & { role: Invitation['role'] }): Promise<{ invitation: Invitation; emailed: boolean }> {
  const email = input.email.trim();
  const token = newToken();
  const row = await inTransaction(app, async (tx, publish) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, actor.workspaceId)))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (existing) throw conflict('This person is already a member of this workspace', [{ path: 'email', message: 'This person is already a member of this workspace' }]);
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.workspaceId, actor.workspaceId),
          sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      );
    if (pending) throw conflict('An invitation to this email is already pending', [{ path: 'email', message: 'An invitation to this email is already pending' }]);
    const [created] = await tx
      .insert(invitations)
      .values({
        id: randomUUID(),
        workspaceId: actor.workspaceId,
        email,
        role: input.role,
        tokenHash: hashOf(token),
        invitedBy: actor.userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
      })
      .returning();
    await publish({ type: 'invitation.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: created.id, payload: { invitation: present(created) } });
    return created;
  });
  const url = invitationUrl(app, token);
  const emailed = await mailInvitation(app, actor, row, url);
  return { invitation: presentInvitation(row, url), emailed };
}

async function mailInvitation(app: AppContext, actor: Actor, row: InvitationRow, url: string): Promise<boolean> {
  if (!app.config.smtp) return false;
  const [context] = await app.db
    .select({ workspaceName: workspaceDisplayName, inviter: users.fullName })
    .from(workspaces)
    .innerJoin(users, eq(users.id, actor.userId))
    .where(eq(workspaces.id, row.workspaceId));
  const role = ROLE_LABELS[presentInvitation(row, null).role].toLowerCase();
  const subject = `${context.inviter} invited you to ${context.workspaceName} on SwagScout`;
  const text = `${context.inviter} invited you to join ${context.workspaceName} on SwagScout as ${role === 'admin' ? 'an' : 'a'} ${role}.\n\nOpen this link to join (it works once, for ${INVITATION_TTL_DAYS} days):\n${url}\n`;
  const html = `<p>${escapeHtml(context.inviter)} invited you to join <strong>${escapeHtml(context.workspaceName)}</strong> on SwagScout as ${role === 'admin' ? 'an' : 'a'} ${role}.</p><p><a href="${escapeHtml(url)}">Join ${escapeHtml(context.workspaceName)} on SwagScout</a></p><p>The link works once, for ${INVITATION_TTL_DAYS} days.</p>`;
  return sendMail(app, { to: row.email, subject, text, html });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function revokeInvitation(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx.select().from(invitations).where(and(eq(invitations.id, id), eq(invitations.workspaceId, actor.workspaceId))).for('update');
    if (!row) throw notFound('Invitation not found');
    if (invitationStatus(row) !== 'pending') throw conflict('Only a pending invitation can be revoked');
    const [revoked] = await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id)).returning();
    await publish({ type: 'invitation.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { invitation: present(revoked) } });
  });
}

/** What the join page shows about a link (anyone holding it may see this). */
export async function previewInvitation(app: AppContext, token: string): Promise<InvitationPreview> {
  const [found] = await app.db
    .select({ row: invitations, workspaceName: workspaceDisplayName, inviter: users.fullName })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashOf(token)));
  if (!found) throw invitationNotFound();
  const invitation = present(found.row);
  return { workspaceName: found.workspaceName, email: invitation.email, role: invitation.role, status: invitation.status, invitedBy: found.inviter };
}

/**
 * Uses an invitation for `user` inside the caller's transaction: it must be pending and sent to
 * the user's email. Marks it accepted (once: the row is locked) and makes the user a member.
 */
export async function redeemInvitation(
  tx: Tx,
  publish: Publish,
  token: string,
  user: { id: string; email: string },
): Promise<{ workspaceId: string; role: Invitation['role'] }> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.tokenHash, hashOf(token))).for('update');
  if (!row) throw invitationNotFound();
  const status = invitationStatus(row);
  if (status === 'accepted') throw conflict('This invitation has already been used');
  if (status === 'revoked') throw conflict('This invitation was revoked');
  if (status === 'expired') throw conflict('This invitation has expired');
  if (row.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(`This invitation was sent to ${row.email}`);
  const role = presentInvitation(row, null).role;
  const joined = await tx.insert(workspaceMembers).values({ workspaceId: row.workspaceId, userId: user.id, role }).onConflictDoNothing().returning();
  if (joined.length === 0) throw conflict('You are already a member of this workspace');
  const [accepted] = await tx.update(invitations).set({ acceptedAt: new Date(), acceptedBy: user.id }).where(eq(invitations.id, row.id)).returning();
  const member = (await findMember(tx, row.workspaceId, user.id))!;
  await publish({ type: 'invitation.updated', workspaceId: row.workspaceId, actorId: user.id, subjectId: row.id, payload: { invitation: present(accepted) } });
  await publish({ type: 'member.joined', workspaceId: row.workspaceId, actorId: user.id, subjectId: user.id, payload: { member } });
  return { workspaceId: row.workspaceId, role };
}

/** A signed-in person accepts: they join the workspace (their current one does not change here). */
export async function acceptInvitation(app: AppContext, userId: string, token: string): Promise<{ workspaceId: string }> {
  const joined = await inTransaction(app, async (tx, publish) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized', 'You need to sign in');
    return redeemInvitation(tx, publish, token, user);
  });
  forgetMembership(app, joined.workspaceId, userId);
  return joined;
}

/** The workspace a link invites to (404 for an unknown link; the rest is checked when it is redeemed). */
export async function invitedWorkspace(tx: Tx, token: string): Promise<string> {
  const [row] = await tx.select({ workspaceId: invitations.workspaceId }).from(invitations).where(eq(invitations.tokenHash, hashOf(token)));
  if (!row) throw invitationNotFound();
  return row.workspaceId;
}
