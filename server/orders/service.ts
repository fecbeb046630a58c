import { and, eq } from 'drizzle-orm';
import { PO_MESSAGES, addressLine, type Order, type OrderSummary, type ShipToAddress, type UpdateOrderRequest } from '../../contracts/orders.js';
import { orderedColorOf } from '../../contracts/proposals.js';
import { can } from '../../contracts/permissions.js';
import { formatCents } from '../../contracts/money.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { salesOrderLines, salesOrderRevisions, salesOrders } from '../db/schema/index.js';
import { loadProposal, presentProposal } from '../proposals/index.js';
import { nextNumber } from './numbers.js';
import { supplierFor } from './suppliers.js';
import { listOrderHeads, loadOrder, orderIdOfProposal, type OrderRecord } from './queries.js';
import { orderSummaryOf, orderSummaryOfRecord, presentOrder } from './presenter.js';
import { syncPurchaseOrders } from './po-sync.js';

/** docs/product.md#orders: the sales order, made from a proposal's approved lines and edited as a revision once a purchase order has gone. */

const costsFor = (actor: Actor) => can(actor.role, 'costs.read');

export async function publishOrder(tx: Tx, publish: Publish, actorId: string | null, record: OrderRecord, change: 'created' | 'edited' | 'revised' | 'proof', summary: string): Promise<void> {
  await publish({ type: 'order.updated', workspaceId: record.row.workspaceId, actorId, subjectId: record.row.companyId, payload: { order: orderSummaryOfRecord(record), change, summary } });
}

export async function getOrder(app: AppContext, actor: Actor, id: string): Promise<Order> {
  const record = await loadOrder(app.db, actor.workspaceId, id);
  if (!record) throw notFound('Order not found');
  return presentOrder(record, costsFor(actor));
}

export async function listOrders(app: AppContext, actor: Actor): Promise<OrderSummary[]> {
  return (await listOrderHeads(app.db, actor.workspaceId)).map(orderSummaryOf);
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * "Create order" on a proposal: its approved lines at the chosen quantity (else the first tier),
 * colour and decoration, with their sell and cost prices as priced now, the client's ship-to, in-hands
 * date and PO number, and a draft purchase order per supplier and address. A proposal has one order:
 * asking again (or twice at once) answers the one that exists.
 */
export async function createOrder(app: AppContext, actor: Actor, proposalId: string): Promise<{ order: Order; created: boolean }> {
  const existing = await orderIdOfProposal(app.db, actor.workspaceId, proposalId);
  if (existing) return { order: await getOrder(app, actor, existing), created: false };
  const record = await loadProposal(app.db, actor.workspaceId, proposalId);
  if (!record) throw notFound('Proposal not found');
  const proposal = presentProposal(record);
  const approved = proposal.lines.filter((l) => l.status === 'approved');
  if (approved.length === 0) throw conflict(PO_MESSAGES.noApprovedLines);
  const priced = approved.map((line) => {
    const quantity = line.chosenQty ?? line.tiers[0]!;
    const price = line.prices.find((p) => p.quantity === quantity);
    if (!price) throw conflict(`${line.product.name} has no price at ${quantity}: fix the line on the proposal first`);
    return { line, quantity, price };
  });
  try {
    const id = await inTransaction(app, async (tx, publish) => {
      const number = await nextNumber(tx, actor.workspaceId, 'order');
      const [order] = await tx
        .insert(salesOrders)
        .values({
          workspaceId: actor.workspaceId,
          number,
          proposalId,
          companyId: proposal.companyId,
          repId: record.row.createdBy ?? actor.userId,
          title: proposal.title,
          clientPoNumber: proposal.clientPoNumber,
          inHandsDate: proposal.inHandsDate,
          shipTos: proposal.shipTo ? [proposal.shipTo] : [],
          shippingCents: record.row.shippingCents,
          taxRateBp: record.row.taxRateBp,
          // On the workspace clock: the commission report's periods read it.
          createdAt: app.clock.now(),
        })
        .returning();
      let position = 0;
      for (const { line, quantity, price } of priced) {
        const supplier = await supplierFor(tx, actor.workspaceId, line.product.supplierName);
        await tx.insert(salesOrderLines).values({
          orderId: order!.id,
          position: position++,
          proposalLineId: line.id,
          supplierId: supplier.id,
          name: line.product.name,
          itemNum: line.product.itemNum,
          quantity,
          // The client's colour, the seller's, or the product's only one (docs/product.md#orders).
          color: orderedColorOf(line, line.product.colors),
          decoration: line.decoration ? { method: line.decoration.method, label: line.decoration.label, locations: line.decoration.locations, colors: line.decoration.colors } : null,
          unitSellCents: price.unitSellCents,
          setupSellCents: price.setupSellCents,
          unitCostCents: price.unitCostCents,
          setupCostCents: price.setupCostCents,
        });
      }
      await syncPurchaseOrders(tx, publish, actor.workspaceId, order!.id, actor.userId);
      const made = (await loadOrder(tx, actor.workspaceId, order!.id))!;
      const total = presentOrder(made, false).totals.grandTotalCents;
      await publishOrder(tx, publish, actor.userId, made, 'created', `Order #${number} created: ${proposal.title} (${formatCents(total)})`);
      return order!.id;
    });
    return { order: await getOrder(app, actor, id), created: true };
  } catch (err) {
    // Made twice at once: the other request's order stands.
    const other = isUniqueViolation(err) ? await orderIdOfProposal(app.db, actor.workspaceId, proposalId) : undefined;
    if (other) return { order: await getOrder(app, actor, other), created: false };
    throw err;
  }
}

const sameAddress = (a: ShipToAddress[], b: ShipToAddress[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Edits an order. Once any purchase order has gone to a supplier, a change is a revision: it needs
 * its reason, is kept in the order's history with what changed, and marks the sent purchase orders
 * outdated until they are sent again. Draft purchase orders follow the order.
 */
export async function updateOrder(app: AppContext, actor: Actor, id: string, body: UpdateOrderRequest): Promise<Order> {
  await inTransaction(app, async (tx, publish) => {
    await tx.select({ id: salesOrders.id }).from(salesOrders).where(and(eq(salesOrders.id, id), eq(salesOrders.workspaceId, actor.workspaceId))).for('update');
    const record = await loadOrder(tx, actor.workspaceId, id);
    if (!record) throw notFound('Order not found');
    const { row } = record;
    const changes: string[] = [];
    const set: Partial<typeof salesOrders.$inferInsert> = {};
    if (body.title !== undefined && body.title !== row.title) {
      set.title = body.title;
      changes.push(`Title: ${body.title}`);
    }
    if (body.clientPoNumber !== undefined && (body.clientPoNumber || null) !== row.clientPoNumber) {
      set.clientPoNumber = body.clientPoNumber || null;
      changes.push(`Client PO number: ${body.clientPoNumber || 'none'}`);
    }
    if (body.inHandsDate !== undefined && (body.inHandsDate ?? null) !== row.inHandsDate) {
      set.inHandsDate = body.inHandsDate ?? null;
      changes.push(`In-hands date: ${row.inHandsDate ?? 'none'} → ${body.inHandsDate ?? 'none'}`);
    }
    const shipTos = body.shipTos ? (body.shipTos as ShipToAddress[]) : row.shipTos;
    if (body.shipTos && !sameAddress(shipTos, row.shipTos)) {
      set.shipTos = shipTos;
      changes.push(`Ship to: ${shipTos.map(addressLine).join(' | ')}`);
    }
    const lineEdits: Array<{ id: string; quantity?: number; shipToIndex?: number }> = [];
    for (const edit of body.lines ?? []) {
      const line = record.lines.find((l) => l.id === edit.id);
      if (!line) throw invalid([{ path: 'lines', message: 'That line is not on this order' }]);
      const change: { id: string; quantity?: number; shipToIndex?: number } = { id: line.id };
      if (edit.quantity !== undefined && edit.quantity !== line.quantity) {
        change.quantity = edit.quantity;
        changes.push(`${line.name}: quantity ${line.quantity} → ${edit.quantity}`);
      }
      if (edit.shipToIndex !== undefined && edit.shipToIndex !== line.shipToIndex) {
        change.shipToIndex = edit.shipToIndex;
        changes.push(`${line.name}: ships to address ${edit.shipToIndex + 1}`);
      }
      if (change.quantity !== undefined || change.shipToIndex !== undefined) lineEdits.push(change);
    }
    const finalIndex = (l: { id: string; shipToIndex: number }) => lineEdits.find((e) => e.id === l.id)?.shipToIndex ?? l.shipToIndex;
    if (shipTos.length > 0 && record.lines.some((l) => finalIndex(l) >= shipTos.length)) throw invalid([{ path: 'lines', message: 'A line ships to an address the order does not have' }]);
    if (changes.length === 0) return;
    const sent = record.pos.some((p) => p.row.status !== 'draft');
    const reason = body.revisionReason?.trim();
    if (sent && !reason) throw invalid([{ path: 'revisionReason', message: PO_MESSAGES.changedAfterSent }]);
    const revision = sent ? row.revision + 1 : row.revision;
    await tx.update(salesOrders).set({ ...set, revision, updatedAt: new Date() }).where(eq(salesOrders.id, id));
    for (const edit of lineEdits) {
      await tx
        .update(salesOrderLines)
        .set({ ...(edit.quantity !== undefined ? { quantity: edit.quantity } : {}), ...(edit.shipToIndex !== undefined ? { shipToIndex: edit.shipToIndex } : {}) })
        .where(and(eq(salesOrderLines.id, edit.id), eq(salesOrderLines.orderId, id)));
    }
    if (sent) await tx.insert(salesOrderRevisions).values({ orderId: id, revision, reason: reason!, changes, actorId: actor.userId });
    await syncPurchaseOrders(tx, publish, actor.workspaceId, id, actor.userId);
    const after = (await loadOrder(tx, actor.workspaceId, id))!;
    await publishOrder(tx, publish, actor.userId, after, sent ? 'revised' : 'edited', sent ? `Order #${row.number} revised (revision ${revision}): ${reason}` : `Order #${row.number} edited`);
  });
  return getOrder(app, actor, id);
}
