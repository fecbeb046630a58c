import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies, orderProofs, proposalActions, proposalLines, proposalShares, proposals, purchaseOrders, salesOrderLines, salesOrders } from '../db/schema/index.js';
import type { ProofStatus } from '../../contracts/proofs.js';
import { orderStatusOf, type PublicOrderState } from '../../contracts/orders.js';

export type ProposalRow = typeof proposals.$inferSelect;
export type LineRow = typeof proposalLines.$inferSelect;
export type ShareRow = typeof proposalShares.$inferSelect;
export type ActionRow = typeof proposalActions.$inferSelect;

/** The sales order made from a proposal (docs/product.md#orders), as the proposal and its client link show it: no costs. */
export type ProposalOrder = PublicOrderState & { id: string };

/** Everything a proposal is presented from. */
export type ProposalRecord = {
  row: ProposalRow;
  companyName: string | null;
  companyLogoHash: string | null;
  lines: LineRow[];
  share: ShareRow | null;
  actions: ActionRow[];
  order: ProposalOrder | null;
};
type HeadRow = { row: ProposalRow; companyName: string | null; companyLogoHash: string | null };

/** A client link (of either link table: proposals', presentations') that can still be used: not revoked, not past its expiry. */
export const liveLinkOf = (links: { revokedAt: PgColumn; expiresAt: PgColumn }, now = new Date()) => and(isNull(links.revokedAt), or(isNull(links.expiresAt), gt(links.expiresAt, now)));
/** A proposal's link that can still be used. */
export const liveShare = (now = new Date()) => liveLinkOf(proposalShares, now);

async function recordsOf(db: Db | Tx, rows: HeadRow[], withActions: boolean): Promise<ProposalRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  // One after another: inside a transaction they share one connection.
  const lines = await db.select().from(proposalLines).where(inArray(proposalLines.proposalId, ids)).orderBy(asc(proposalLines.position), asc(proposalLines.createdAt));
  const shares = await db.select().from(proposalShares).where(and(inArray(proposalShares.proposalId, ids), liveShare())).orderBy(desc(proposalShares.createdAt));
  const actions = withActions ? await db.select().from(proposalActions).where(inArray(proposalActions.proposalId, ids)).orderBy(asc(proposalActions.at)) : [];
  const orders = await ordersOf(db, ids);
  return rows.map(({ row, companyName, companyLogoHash }) => ({
    order: orders.get(row.id) ?? null,
    row,
    companyName,
    companyLogoHash,
    lines: lines.filter((l) => l.proposalId === row.id),
    share: shares.find((s) => s.proposalId === row.id) ?? null,
    actions: actions.filter((a) => a.proposalId === row.id),
  }));
}

const withCompany = (db: Db | Tx) =>
  db.select({ row: proposals, companyName: companies.name, companyLogoHash: companies.logoHash }).from(proposals).leftJoin(companies, eq(companies.id, proposals.companyId));

/** One of the workspace's proposals; undefined for another workspace's (or no) proposal. */
export async function loadProposal(db: Db | Tx, workspaceId: string, id: string): Promise<ProposalRecord | undefined> {
  const rows = await withCompany(db).where(and(eq(proposals.id, id), eq(proposals.workspaceId, workspaceId)));
  return (await recordsOf(db, rows, true))[0];
}

/** A proposal by id alone, for a client link that has already been checked. */
export async function loadProposalById(db: Db | Tx, id: string): Promise<ProposalRecord | undefined> {
  return (await recordsOf(db, await withCompany(db).where(eq(proposals.id, id)), true))[0];
}

export const LIST_LIMIT = 200;

/** The workspace's proposals, last changed first. */
export async function listProposalRecords(db: Db, workspaceId: string, filter: { sessionId?: string } = {}): Promise<ProposalRecord[]> {
  const where = filter.sessionId ? and(eq(proposals.workspaceId, workspaceId), eq(proposals.sessionId, filter.sessionId)) : eq(proposals.workspaceId, workspaceId);
  const rows = await withCompany(db).where(where).orderBy(desc(proposals.updatedAt), desc(proposals.id)).limit(LIST_LIMIT);
  return recordsOf(db, rows, false);
}

/** The orders made from these proposals, with their purchase orders' progress and shipments. */
async function ordersOf(db: Db | Tx, proposalIds: string[]): Promise<Map<string, ProposalOrder>> {
  const heads = await db.select({ id: salesOrders.id, number: salesOrders.number, proposalId: salesOrders.proposalId }).from(salesOrders).where(inArray(salesOrders.proposalId, proposalIds));
  const found = new Map<string, ProposalOrder>();
  if (heads.length === 0) return found;
  const pos = await db
    .select({ orderId: purchaseOrders.orderId, status: purchaseOrders.status, carrier: purchaseOrders.carrier, trackingNumber: purchaseOrders.trackingNumber, shipDate: purchaseOrders.shipDate })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.orderId, heads.map((h) => h.id)))
    .orderBy(asc(purchaseOrders.number));
  const proofs = await db
    .select({
      orderId: orderProofs.orderId,
      id: orderProofs.id,
      orderLineId: orderProofs.orderLineId,
      lineName: salesOrderLines.name,
      version: orderProofs.version,
      status: orderProofs.status,
      fileName: orderProofs.fileName,
      contentType: orderProofs.contentType,
      uploadedAt: orderProofs.uploadedAt,
      decidedAt: orderProofs.decidedAt,
      decidedByName: orderProofs.decidedByName,
      comment: orderProofs.comment,
    })
    .from(orderProofs)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, orderProofs.orderLineId))
    .where(inArray(orderProofs.orderId, heads.map((h) => h.id)))
    .orderBy(desc(orderProofs.uploadedAt), desc(orderProofs.version));
  for (const head of heads) {
    const mine = pos.filter((p) => p.orderId === head.id);
    const orderProofsSeen = proofs
      .filter((p) => p.orderId === head.id)
      .map(({ orderId: _order, ...p }) => ({ ...p, status: p.status as ProofStatus, uploadedAt: p.uploadedAt.toISOString(), decidedAt: p.decidedAt?.toISOString() ?? null }));
    const shipments = mine.flatMap((p) => (p.carrier && p.trackingNumber && p.shipDate ? [{ carrier: p.carrier, trackingNumber: p.trackingNumber, shipDate: p.shipDate }] : []));
    found.set(head.proposalId!, { id: head.id, number: head.number, status: orderStatusOf(mine.map((p) => p.status)), shipments, proofs: orderProofsSeen });
  }
  return found;
}
