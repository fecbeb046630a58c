import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../../contracts/branding.js';
import {
  ACTION_LIMIT_MESSAGE,
  CLIENT_ACTIONS_MAX,
  COMMENT_LIMIT_MESSAGE,
  LINK_CLOSED_MESSAGE,
  clientActionSummary,
  type clientActionRequest,
  type PublicProposal,
} from '../../../contracts/proposal-sharing.js';
import { chooseColorMessage, colorToChoose } from '../../../contracts/proposals.js';
import { keepTotals } from '../totals-snapshot.js';
import { offerWon } from '../../companies/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connect.js';
import { brandingLogos, proposalActions, proposalLines, proposals, userCompanyProfiles, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { inTransaction, type Tx } from '../../events/outbox.js';
import { AppError, conflict, invalid, notFound } from '../../http/errors.js';
import { readSnapshot } from '../line-product.js';
import { heardAction, presentAction, presentProposal, presentPublic, proposalForEvent } from '../presenter.js';
import { loadProposalById, type ProposalRecord } from '../queries.js';
import { findLiveShare } from '../shares.js';
import { completeTasksFrom } from '../../tasks/index.js';
import { logoVersion } from '../../../contracts/company-logo.js';
import type { PublicLimits } from './limits.js';

/**
 * The client's side of a proposal (docs/product.md#proposals): what a live link shows, and the
 * few actions it accepts. Nothing here needs an account; the link is the only key.
 */

export const linkClosed = () => new AppError('not_found', LINK_CLOSED_MESSAGE);

/**
 * The workspace's branding as a client link shows it: its profile, else the workspace's name and
 * the default colours; its uploaded logo by version (`logoHash`: branding_logos.sha256, or null).
 */
export function clientBranding(brand: typeof userCompanyProfiles.$inferSelect | null | undefined, workspaceName: string, logoHash: string | null | undefined): PublicProposal['branding'] {
  return {
    companyName: brand?.companyName ?? workspaceName,
    logoVersion: logoVersion(logoHash ?? null),
    primaryColor: brand?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: brand?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
  };
}

/**
 * Who a client link (proposal or deck) shows as the rep: the document's author while they are a
 * member of its workspace — the join condition on `users`; a removed member is shown as nobody.
 */
export const linkRepJoin = (authorId: string | AnyPgColumn | null, workspaceId: AnyPgColumn) =>
  authorId
    ? and(eq(users.id, authorId), sql`exists (select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaceId} and ${workspaceMembers.userId} = ${users.id})`)
    : sql`false`;

/** The rep as a link shows them, from the columns of linkRepJoin's join (null: no rep). */
export const linkRep = (row: { repName: string | null; repEmail: string | null } | undefined): PublicProposal['rep'] => ({ name: row?.repName ?? '', email: row?.repEmail ?? '' });

/** The rep's branding and contact, shown on the client's page (one query). */
export async function publicExtrasOf(db: Db | Tx, record: ProposalRecord) {
  const { createdBy, workspaceId } = record.row;
  const [row] = await db
    .select({ workspaceName: workspaces.name, repName: users.fullName, repEmail: users.email, brand: userCompanyProfiles, brandLogoHash: brandingLogos.sha256 })
    .from(workspaces)
    // The branding is the workspace's (docs/product.md#teams).
    .leftJoin(users, linkRepJoin(createdBy, workspaces.id))
    .leftJoin(userCompanyProfiles, eq(userCompanyProfiles.workspaceId, workspaces.id))
    .leftJoin(brandingLogos, eq(brandingLogos.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return {
    branding: clientBranding(row?.brand, row?.workspaceName ?? '', row?.brandLogoHash),
    rep: linkRep(row),
    clientName: record.companyName,
    clientLogoVersion: logoVersion(record.companyLogoHash),
    order: record.order ? { number: record.order.number, status: record.order.status, shipments: record.order.shipments, proofs: record.order.proofs } : null,
  };
}

/** The proposal as every open view of its link shows it. */
export async function publicViewOf(db: Db | Tx, proposalId: string): Promise<PublicProposal | null> {
  const record = await loadProposalById(db, proposalId);
  return record ? presentPublic(presentProposal(record), await publicExtrasOf(db, record)) : null;
}

/** What the client's page shows; the first view of a sent proposal marks it Viewed (the seller sees it live). */
export async function openPublicProposal(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<PublicProposal> {
  await limits.hitView(ip);
  const share = await findLiveShare(app.db, token);
  let record = share && (await loadProposalById(app.db, share.proposalId));
  if (!record) throw linkClosed();
  if (record.row.status === 'sent') {
    record = await inTransaction(app, async (tx, publish) => {
      const [changed] = await tx
        .update(proposals)
        .set({ status: 'viewed', updatedAt: new Date() })
        .where(and(eq(proposals.id, record!.row.id), eq(proposals.status, 'sent')))
        .returning({ id: proposals.id });
      const fresh = await loadProposalById(tx, record!.row.id);
      if (changed && fresh) await publish({ type: 'proposal.updated', workspaceId: fresh.row.workspaceId, subjectId: fresh.row.id, payload: { proposal: proposalForEvent(presentProposal(fresh)) } });
      return fresh;
    });
    if (!record) throw linkClosed();
  }
  return presentPublic(presentProposal(record), await publicExtrasOf(app.db, record));
}

type ActionInput = z.output<typeof clientActionRequest>;

const FINAL_STATUSES = new Set(['closed', 'declined']);

/**
 * Records one client action and applies it: a tier or colour choice, a comment, an approval
 * (of a line or of everything still open), a request for changes, a decline. The workspace
 * hears it as `proposal.client_action` with the toast's words: the new action (without the
 * client's email) and the proposal without its history, so no event grows with the history.
 * A proposal takes at most CLIENT_ACTIONS_MAX actions.
 */
export async function recordClientAction(app: AppContext, limits: PublicLimits, token: string, ip: string, input: ActionInput): Promise<PublicProposal> {
  await limits.hitAction(ip);
  const share = await findLiveShare(app.db, token);
  if (!share) throw linkClosed();
  await limits.hitLinkAction(share.id);
  const proposalId = share.proposalId;
  return inTransaction(app, async (tx, publish) => {
    // The proposal's row is locked so that concurrent actions cannot pass the limit together.
    await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, proposalId)).for('update');
    const before = await loadProposalById(tx, proposalId);
    if (!before) throw linkClosed();
    if (before.actions.length >= CLIENT_ACTIONS_MAX) throw conflict(input.kind === 'comment' ? COMMENT_LIMIT_MESSAGE : ACTION_LIMIT_MESSAGE);
    if (FINAL_STATUSES.has(before.row.status)) throw conflict('This proposal is closed to changes');
    if (before.row.expiresAt && before.row.expiresAt <= new Date()) throw conflict('This proposal has expired');
    const line = input.lineId ? before.lines.find((l) => l.id === input.lineId) : undefined;
    if (input.lineId && !line) throw notFound('Line not found');

    if (input.kind === 'approve') {
      // A line is approved in a colour: one left for the client to choose is chosen first (docs/product.md#proposals).
      const approving = line ? [line] : before.lines.filter((l) => l.status === 'open');
      const unchosen = approving.map((l) => ({ line: l, product: readSnapshot(l.product) })).filter(({ line: l, product }) => colorToChoose(l, product.colors));
      if (unchosen.length > 0) throw invalid([{ path: 'color', message: chooseColorMessage(unchosen.map(({ product }) => product.name)) }]);
    }
    if (input.kind === 'choose' && line) {
      // What the client approved is what the order carries: an approved line is reopened by a request for changes first.
      if (line.status === 'approved') throw conflict('This item is approved: request changes to change it');
      if (input.tierQty != null && !line.tiers.includes(input.tierQty)) throw invalid([{ path: 'tierQty', message: 'Choose one of the quantities offered' }]);
      const colors = readSnapshot(line.product).colors;
      if (input.color && !colors.includes(input.color)) throw invalid([{ path: 'color', message: 'Choose one of the colours offered' }]);
      await tx
        .update(proposalLines)
        .set({ ...(input.tierQty != null ? { chosenQty: input.tierQty } : {}), ...(input.color ? { chosenColor: input.color } : {}) })
        .where(eq(proposalLines.id, line.id));
    }
    const lineStatus = { approve: 'approved', request_changes: 'changes_requested', decline: 'declined' } as const;
    if (input.kind !== 'choose' && input.kind !== 'comment') {
      const status = lineStatus[input.kind];
      if (line) await tx.update(proposalLines).set({ status }).where(eq(proposalLines.id, line.id));
      else if (input.kind === 'approve') await tx.update(proposalLines).set({ status }).where(and(eq(proposalLines.proposalId, proposalId), eq(proposalLines.status, 'open')));
    }
    const [action] = await tx
      .insert(proposalActions)
      .values({ proposalId, lineId: line?.id ?? null, kind: input.kind, actorName: input.name, actorEmail: input.email, text: input.text ?? null, tierQty: input.tierQty ?? null, color: input.color ?? null })
      .returning();

    const record = await loadProposalById(tx, proposalId);
    if (!record) throw linkClosed();
    const status = proposalStatusAfter(input.kind, Boolean(line), record);
    const delivery = input.kind === 'approve' ? input.delivery : null;
    const [stamped] = await tx
      .update(proposals)
      .set({
        updatedAt: new Date(),
        ...(status ? { status } : {}),
        // What the client gives at approval (docs/product.md#orders): the rep can still edit it on the order.
        ...(delivery?.shipTo ? { shipTo: delivery.shipTo } : {}),
        ...(delivery?.inHandsDate ? { inHandsDate: delivery.inHandsDate } : {}),
        ...(delivery?.poNumber ? { clientPoNumber: delivery.poNumber } : {}),
      })
      .where(eq(proposals.id, proposalId))
      .returning();
    record.row = stamped;
    const proposal = presentProposal(record);
    const approved = proposal.lines.filter((l) => l.status === 'approved').length;
    const who = record.companyName ?? input.name;
    const summary = clientActionSummary(who, input.kind, approved, proposal.lines.length, line ? readSnapshot(line.product).name : null);
    const { actions: _history, ...state } = proposal;
    await publish({ type: 'proposal.client_action', workspaceId: record.row.workspaceId, subjectId: proposalId, payload: { proposal: state, action: heardAction(presentAction(action)), summary } });
    await keepTotals(tx, publish, record.row.workspaceId, proposal);
    // Approved: its "follow up if not approved" tasks are done (docs/product.md#tasks), and the
    // deal's owner is offered "Mark as won" (docs/product.md#deals).
    if (status === 'approved') {
      const now = app.clock.now();
      await completeTasksFrom(tx, publish, { workspaceId: record.row.workspaceId, source: 'proposal', sourceId: proposalId, actorId: null, now });
      await offerWon(tx, publish, { workspaceId: record.row.workspaceId, companyId: proposal.companyId, proposal: { id: proposal.id, title: proposal.title, totalCents: proposal.totals.grandTotalCents }, now });
    }
    return presentPublic(proposal, await publicExtrasOf(tx, record));
  });
}

/** The proposal's status after a client action, or null to keep it. */
function proposalStatusAfter(kind: ActionInput['kind'], onLine: boolean, record: ProposalRecord): string | null {
  if (kind === 'request_changes') return 'changes_requested';
  if (kind === 'decline' && !onLine) return 'declined';
  const live = record.lines.filter((l) => l.status !== 'declined');
  if ((kind === 'approve' || kind === 'decline') && live.length > 0 && live.every((l) => l.status === 'approved')) return 'approved';
  if (record.row.status === 'sent') return 'viewed';
  return null;
}
