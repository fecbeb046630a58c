import { and, eq, lt } from 'drizzle-orm';
import {
  PO_MESSAGES,
  PO_STATUS_LABELS,
  poTransitionProblem,
  type BoardRow,
  type PoStatus,
  type PoStatusRequest,
  type PurchaseOrder,
  type SendPoRequest,
  type UpdatePoRequest,
} from '../../contracts/orders.js';
import { can } from '../../contracts/permissions.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { purchaseOrderEvents, purchaseOrders } from '../db/schema/index.js';
import { assertCanSend, queueDocumentEmail } from '../mail/index.js';
import { loadOrder, loadPo, openPoRows, poHistory, type OrderRecord, type PoRecord } from './queries.js';
import { boardRowOf, presentPo, type PoContext } from './presenter.js';
import { dayOf } from '../../contracts/task-rules.js';
import { linesOfGroup, poInHands, publishPo, snapshotOf } from './po-sync.js';
import { distributorOf, poEmailText, renderPo } from './po-document.js';
import { poPdfFilename } from './pdf/po-pdf.js';
import { clientMailRoute, notifyClient } from './client-mail.js';
import { poLinesColumns } from './po-lines.js';

/** docs/product.md#orders: a supplier's purchase order — sent by email with its PDF, then moved through its steps. */

const contextOf = (record: OrderRecord): PoContext => ({ order: record.row, companyName: record.companyName, repName: record.repName });

async function loadBoth(app: AppContext, actor: Actor, id: string): Promise<{ po: PoRecord; order: OrderRecord }> {
  const po = await loadPo(app.db, actor.workspaceId, id);
  const order = po && (await loadOrder(app.db, actor.workspaceId, po.row.orderId));
  if (!po || !order) throw notFound('Purchase order not found');
  return { po, order };
}

const presentLoaded = async (app: AppContext, { po, order }: { po: PoRecord; order: OrderRecord }) => presentPo(po, contextOf(order), await poHistory(app.db, po.row.id), dayOf(app.clock.now()));

export async function getPurchaseOrder(app: AppContext, actor: Actor, id: string): Promise<PurchaseOrder> {
  return presentLoaded(app, await loadBoth(app, actor, id));
}

export async function purchaseOrderPdf(app: AppContext, actor: Actor, id: string): Promise<{ pdf: Buffer; filename: string }> {
  const loaded = await loadBoth(app, actor, id);
  const { order } = loaded;
  const purchaseOrder = await presentLoaded(app, loaded);
  // The same document the supplier received: from the order's rep.
  const from = await distributorOf(app.db, actor.workspaceId, order.row.repId ?? actor.userId);
  return { pdf: await renderPo(app, actor.workspaceId, purchaseOrder, from, order.row.companyId), filename: poPdfFilename(purchaseOrder) };
}

/**
 * Emails the purchase order to the supplier's order address from the rep's mailbox (or the
 * workspace's relay), its PDF attached, and marks it sent. A draft is sent once: a second click (or a
 * second tab) is told it went. A purchase order outdated by a revision of the order is sent again
 * with the order's lines as they are now.
 */
export async function sendPurchaseOrder(app: AppContext, actor: Actor, id: string, body: SendPoRequest): Promise<PurchaseOrder> {
  const { po, order } = await loadBoth(app, actor, id);
  const resend = po.row.status !== 'draft';
  if (resend && po.row.revision >= order.row.revision) throw conflict(PO_MESSAGES.alreadySent);
  const toEmail = po.supplier.orderEmail;
  if (!toEmail) throw invalid([{ path: 'supplier', message: PO_MESSAGES.noSupplierEmail }]);
  const lines = snapshotOf(linesOfGroup(order, po.row));
  if (lines.length === 0) throw conflict('This purchase order has no lines left on the order: tell the supplier to cancel it instead');
  const fromEmail = await assertCanSend(app, actor);
  const now = app.clock.now();
  // The document as it goes: the order's lines now, this revision.
  const fresh: PoRecord = { ...po, row: { ...po.row, ...poLinesColumns(lines), revision: order.row.revision, shipTo: order.row.shipTos[po.row.shipToIndex] ?? po.row.shipTo, inHandsDate: poInHands(po.row, order.row) } };
  const view = presentPo(fresh, contextOf(order), [], dayOf(now));
  // The PO names the order's rep as the supplier's contact, whoever sends it (the download shows the same).
  const distributor = await distributorOf(app.db, actor.workspaceId, order.row.repId ?? actor.userId);
  const pdf = await renderPo(app, actor.workspaceId, view, distributor, order.row.companyId);
  await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [taken] = await tx
      .update(purchaseOrders)
      .set({
        status: resend ? po.row.status : 'sent',
        statusChangedAt: resend ? po.row.statusChangedAt : now,
        sentAt: now,
        ...poLinesColumns(lines),
        revision: order.row.revision,
        shipTo: fresh.row.shipTo,
        inHandsDate: fresh.row.inHandsDate,
        updatedAt: new Date(),
      })
      .where(and(eq(purchaseOrders.id, po.row.id), resend ? lt(purchaseOrders.revision, order.row.revision) : eq(purchaseOrders.status, 'draft')))
      .returning({ id: purchaseOrders.id });
    if (!taken) throw conflict(PO_MESSAGES.alreadySent);
    const subject = `${resend ? 'Revised purchase order' : 'Purchase order'} PO #${po.row.number} from ${distributor.companyName}`;
    const email = await queueDocumentEmail(tx, publish, enqueue, {
      workspaceId: actor.workspaceId,
      userId: actor.userId,
      companyId: order.row.companyId,
      toEmail,
      toName: po.supplier.name,
      subject,
      body: poEmailText(view, distributor, body.message ?? null, resend),
      fromEmail,
      attachment: { filename: poPdfFilename(view), content: pdf },
    });
    await tx.update(purchaseOrders).set({ emailId: email.id }).where(eq(purchaseOrders.id, po.row.id));
    await tx.insert(purchaseOrderEvents).values({ purchaseOrderId: po.row.id, status: resend ? po.row.status : 'sent', note: resend ? `Revision ${order.row.revision} sent to ${toEmail}` : `Sent to ${toEmail}`, actorId: actor.userId });
    const after = (await loadOrder(tx, actor.workspaceId, order.row.id))!;
    const sentPo = after.pos.find((p) => p.row.id === po.row.id)!;
    await publishPo(tx, publish, actor.userId, after, sentPo, 'sent', `PO #${po.row.number} ${resend ? 'sent again (revision ' + order.row.revision + ')' : 'sent'} to ${po.supplier.name}`, now);
  });
  return getPurchaseOrder(app, actor, id);
}

/**
 * Gives a purchase order not yet sent its own in-hands date (the supplier delivers to a decorator
 * first, or in a second drop), or the order's again with null. A sent one went with its date: the
 * order's date is changed instead, a revision that sends it again.
 */
export async function updatePurchaseOrder(app: AppContext, actor: Actor, id: string, body: UpdatePoRequest): Promise<PurchaseOrder> {
  const { po, order } = await loadBoth(app, actor, id);
  if (po.row.status !== 'draft') throw conflict(PO_MESSAGES.inHandsAfterSent);
  const own = body.inHandsDate !== null;
  const inHandsDate = body.inHandsDate ?? order.row.inHandsDate;
  if (own === po.row.inHandsOwn && inHandsDate === po.row.inHandsDate) return getPurchaseOrder(app, actor, id);
  const now = app.clock.now();
  await inTransaction(app, async (tx, publish) => {
    const [changed] = await tx
      .update(purchaseOrders)
      .set({ inHandsDate, inHandsOwn: own, updatedAt: new Date() })
      .where(and(eq(purchaseOrders.id, po.row.id), eq(purchaseOrders.status, 'draft')))
      .returning({ id: purchaseOrders.id });
    if (!changed) throw conflict(PO_MESSAGES.inHandsAfterSent);
    const after = (await loadOrder(tx, actor.workspaceId, po.row.orderId))!;
    const edited = after.pos.find((p) => p.row.id === po.row.id)!;
    const text = own ? `PO #${po.row.number} (${po.supplier.name}): in hands by ${inHandsDate}` : `PO #${po.row.number} (${po.supplier.name}): the order's in-hands date (${inHandsDate ?? 'none'})`;
    await publishPo(tx, publish, actor.userId, after, edited, 'edited', text, now);
  });
  return getPurchaseOrder(app, actor, id);
}

/**
 * Moves a purchase order forward (contracts/order-rules.ts poTransitionProblem): acknowledged,
 * proof received, proof approved, in production (before the proof is approved only with an override
 * and its reason, kept), shipped (carrier, tracking number, ship date), delivered. Two tabs moving it
 * at once: one wins, the other is told.
 */
export async function setPurchaseOrderStatus(app: AppContext, actor: Actor, id: string, body: PoStatusRequest): Promise<PurchaseOrder> {
  const { po, order } = await loadBoth(app, actor, id);
  const from = po.row.status as PoStatus;
  const to = body.status;
  const override = body.overrideReason?.trim() || null;
  const problem = poTransitionProblem(from, to, { override: Boolean(override) });
  if (problem) throw conflict(problem);
  const overriding = override && poTransitionProblem(from, to, { override: false }) !== null;
  const now = app.clock.now();
  const mailRoute = to === 'shipped' ? await clientMailRoute(app, actor, order.row.proposalId) : null;
  await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [moved] = await tx
      .update(purchaseOrders)
      .set({
        status: to,
        statusChangedAt: now,
        ...(to === 'shipped' ? { carrier: body.carrier!, trackingNumber: body.trackingNumber!, shipDate: body.shipDate! } : {}),
        ...(overriding ? { productionOverride: override } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(purchaseOrders.id, po.row.id), eq(purchaseOrders.status, from)))
      .returning({ id: purchaseOrders.id });
    if (!moved) throw conflict('Someone moved this purchase order at the same time: look at it again');
    await tx.insert(purchaseOrderEvents).values({ purchaseOrderId: po.row.id, status: to, note: body.note ?? null, override: overriding ? override : null, actorId: actor.userId });
    const after = (await loadOrder(tx, actor.workspaceId, po.row.orderId))!;
    const changed = after.pos.find((p) => p.row.id === po.row.id)!;
    const shipment = to === 'shipped' ? ` — ${body.carrier} ${body.trackingNumber}` : '';
    await publishPo(tx, publish, actor.userId, after, changed, 'status', `PO #${po.row.number} (${po.supplier.name}): ${PO_STATUS_LABELS[to]}${shipment}${overriding ? ' (override: ' + override + ')' : ''}`, now);
    if (to === 'shipped') {
      await notifyClient(tx, publish, enqueue, actor, mailRoute, after, {
        subject: `Your order #${after.row.number} has shipped`,
        body: `Part of your order #${after.row.number} (${after.row.title}) shipped on ${body.shipDate} with ${body.carrier}, tracking number ${body.trackingNumber}.`,
      });
    }
  });
  return getPurchaseOrder(app, actor, id);
}

/** The production board: open purchase orders, soonest in-hands date first, with their late risk. */
export async function productionBoard(app: AppContext, actor: Actor, filter: { repId?: string; supplierId?: string; late?: 'true' }): Promise<{ items: BoardRow[]; today: string }> {
  const today = dayOf(app.clock.now());
  const costs = can(actor.role, 'costs.read');
  const rows = await openPoRows(app.db, actor.workspaceId, filter);
  const items = rows.map((r) =>
    boardRowOf(
      { row: r.row, supplier: r.supplier, email: r.emailStatus ? { status: r.emailStatus, error: r.emailError, toEmail: r.emailTo ?? '' } : null },
      { order: r.order, companyName: r.companyName, repName: r.repName },
      costs,
      today,
    ),
  );
  return { items: filter.late ? items.filter((i) => i.late.late) : items, today };
}
