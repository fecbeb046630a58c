import { and, eq, max } from 'drizzle-orm';
import type { Context } from 'koa';
import { PROOF_MESSAGES, type Proof, type ProofDecisionRequest } from '../../../contracts/proofs.js';
import { poStepRank as rank, type PoStatus } from '../../../contracts/orders.js';
import type { PublicProposal } from '../../../contracts/proposal-sharing.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import type { Tx, Publish } from '../../events/outbox.js';
import { inTransaction } from '../../events/outbox.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { orderProofs, purchaseOrderEvents, purchaseOrders, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { findLiveShare, linkClosed, publicViewOf, type PublicLimits } from '../../proposals/index.js';
import { loadOrder, type OrderRecord } from '../queries.js';
import { presentProof } from '../presenter.js';
import { publishOrder } from '../service.js';
import { publishPo } from '../po-sync.js';
import { clientMailRoute, notifyClient } from '../client-mail.js';
import { proofTypeOf, safeFileName } from './file-type.js';

/** docs/product.md#orders: proofs, uploaded by the rep, decided by the client on the proposal's link. */


/** The sent purchase order that carries a line (drafts have not gone to a supplier: nothing to prove yet). */
const poOfLine = (record: OrderRecord, lineId: string) => {
  const line = record.lines.find((l) => l.id === lineId);
  return line ? record.pos.find((p) => p.row.supplierId === line.supplierId && p.row.shipToIndex === line.shipToIndex) : undefined;
};

async function movePo(tx: Tx, publish: Publish, record: OrderRecord, lineId: string, to: PoStatus, note: string, actorId: string | null, now: Date): Promise<void> {
  const po = poOfLine(record, lineId);
  if (!po || po.row.status === 'draft' || rank(po.row.status) >= rank(to)) return;
  const [moved] = await tx
    .update(purchaseOrders)
    .set({ status: to, statusChangedAt: now, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.id, po.row.id), eq(purchaseOrders.status, po.row.status)))
    .returning({ id: purchaseOrders.id });
  if (!moved) return;
  await tx.insert(purchaseOrderEvents).values({ purchaseOrderId: po.row.id, status: to, note, actorId });
  const after = (await loadOrder(tx, record.row.workspaceId, record.row.id))!;
  const changed = after.pos.find((p) => p.row.id === po.row.id)!;
  await publishPo(tx, publish, actorId, after, changed, 'status', `PO #${po.row.number} (${po.supplier.name}): ${to === 'proof_approved' ? 'Proof approved' : 'Proof received'} — ${note}`, now);
}

/**
 * A new proof version of an order line. The pending version before it is superseded (a client
 * deciding on it at the same moment is told a newer one came); the line's purchase order moves to
 * Proof received; the client who approved the proposal is emailed that a proof awaits them.
 */
export async function uploadProof(app: AppContext, actor: Actor, orderId: string, lineId: string, name: string, bytes: Buffer): Promise<Proof> {
  const contentType = proofTypeOf(bytes);
  const now = app.clock.now();
  const [order] = await app.db.select({ proposalId: salesOrders.proposalId }).from(salesOrders).where(and(eq(salesOrders.id, orderId), eq(salesOrders.workspaceId, actor.workspaceId)));
  if (!order) throw notFound('Order not found');
  const mailRoute = await clientMailRoute(app, actor, order.proposalId);
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [line] = await tx
      .select({ id: salesOrderLines.id, name: salesOrderLines.name })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
      .where(and(eq(salesOrderLines.id, lineId), eq(salesOrderLines.orderId, orderId), eq(salesOrders.workspaceId, actor.workspaceId)))
      .for('update', { of: salesOrderLines });
    if (!line) throw notFound('Order line not found');
    const [{ last } = { last: 0 }] = await tx.select({ last: max(orderProofs.version) }).from(orderProofs).where(eq(orderProofs.orderLineId, lineId));
    await tx.update(orderProofs).set({ status: 'superseded' }).where(and(eq(orderProofs.orderLineId, lineId), eq(orderProofs.status, 'pending')));
    const { bytes: _bytes, ...row } = (
      await tx
        .insert(orderProofs)
        .values({ workspaceId: actor.workspaceId, orderId, orderLineId: lineId, version: (last ?? 0) + 1, fileName: safeFileName(name), contentType, size: bytes.length, bytes, uploadedBy: actor.userId })
        .returning()
    )[0]!;
    const record = (await loadOrder(tx, actor.workspaceId, orderId))!;
    await movePo(tx, publish, record, lineId, 'proof_received', `proof v${row.version} of ${line.name} uploaded`, actor.userId, now);
    const after = (await loadOrder(tx, actor.workspaceId, orderId))!;
    await publishOrder(tx, publish, actor.userId, after, 'proof', `Proof v${row.version} of ${line.name} uploaded for order #${after.row.number}`);
    await notifyClient(tx, publish, enqueue, actor, mailRoute, after, {
      subject: `A proof is ready for your approval: ${line.name}`,
      body: `A proof of ${line.name} (order #${after.row.number}) is ready for you.\n\nOpen the proposal link we shared with you to approve it or ask for changes; production starts once it is approved.`,
    });
    return presentProof(row, line.name);
  });
}

/** The file of one of the workspace's proofs. */
export async function proofFile(app: AppContext, actor: Actor, orderId: string, proofId: string) {
  const [row] = await app.db
    .select({ bytes: orderProofs.bytes, contentType: orderProofs.contentType, fileName: orderProofs.fileName })
    .from(orderProofs)
    .where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId), eq(orderProofs.workspaceId, actor.workspaceId)));
  if (!row) throw notFound('Proof not found');
  return row;
}

/** The order made from the proposal a live link opens, or a closed link. */
async function orderOfLink(app: AppContext, token: string): Promise<{ orderId: string; workspaceId: string; proposalId: string }> {
  const share = await findLiveShare(app.db, token);
  if (!share) throw linkClosed();
  const [order] = await app.db.select({ id: salesOrders.id, workspaceId: salesOrders.workspaceId }).from(salesOrders).where(eq(salesOrders.proposalId, share.proposalId));
  if (!order) throw notFound(PROOF_MESSAGES.noOrder);
  return { orderId: order.id, workspaceId: order.workspaceId, proposalId: share.proposalId };
}

export async function publicProofFile(app: AppContext, limits: PublicLimits, token: string, ip: string, proofId: string) {
  await limits.hitView(ip);
  const { orderId } = await orderOfLink(app, token);
  const [row] = await app.db
    .select({ bytes: orderProofs.bytes, contentType: orderProofs.contentType, fileName: orderProofs.fileName })
    .from(orderProofs)
    .where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId)));
  if (!row) throw notFound('Proof not found');
  return row;
}

/**
 * The client approves a proof or asks for changes. Only the pending version can be decided: a
 * revision uploaded in the meantime wins and the client is told to look again. When every line of a
 * purchase order has its proof approved, the purchase order moves to Proof approved.
 */
export async function decideProof(app: AppContext, limits: PublicLimits, token: string, ip: string, proofId: string, body: ProofDecisionRequest): Promise<PublicProposal> {
  await limits.hitAction(ip);
  const { orderId, workspaceId, proposalId } = await orderOfLink(app, token);
  const now = app.clock.now();
  await inTransaction(app, async (tx, publish) => {
    const [decided] = await tx
      .update(orderProofs)
      .set({ status: body.decision === 'approve' ? 'approved' : 'changes_requested', decidedAt: now, decidedByName: body.name.trim(), decidedByEmail: body.email.trim(), comment: body.comment ?? null })
      .where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId), eq(orderProofs.status, 'pending')))
      .returning({ orderLineId: orderProofs.orderLineId, version: orderProofs.version });
    if (!decided) {
      const [seen] = await tx.select({ status: orderProofs.status }).from(orderProofs).where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId)));
      if (!seen) throw notFound('Proof not found');
      throw conflict(seen.status === 'superseded' ? PROOF_MESSAGES.superseded : PROOF_MESSAGES.decided);
    }
    const record = (await loadOrder(tx, workspaceId, orderId))!;
    const line = record.lines.find((l) => l.id === decided.orderLineId)!;
    if (body.decision === 'approve') {
      const po = poOfLine(record, line.id);
      const group = po ? record.lines.filter((l) => l.supplierId === po.row.supplierId && l.shipToIndex === po.row.shipToIndex) : [line];
      const latest = (lineId: string) => record.proofs.filter((p) => p.orderLineId === lineId).sort((a, b) => b.version - a.version)[0];
      if (group.every((l) => latest(l.id)?.status === 'approved')) await movePo(tx, publish, record, line.id, 'proof_approved', `approved by ${body.name.trim()} on the client link`, null, now);
    }
    const after = (await loadOrder(tx, workspaceId, orderId))!;
    const verb = body.decision === 'approve' ? 'approved' : 'asked for changes to';
    await publishOrder(tx, publish, null, after, 'proof', `${body.name.trim()} ${verb} the proof of ${line.name} (v${decided.version})${body.comment ? `: ${body.comment}` : ''}`);
  });
  const view = await publicViewOf(app.db, proposalId);
  if (!view) throw linkClosed();
  return view;
}

/** Serves a proof's bytes as what they are, never run or sniffed by the browser. */
export function sendProof(ctx: Context, file: { bytes: Buffer; contentType: string; fileName: string }): void {
  ctx.set('Content-Type', file.contentType);
  ctx.set('Content-Disposition', `inline; filename="${file.fileName}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox");
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file.bytes;
}
