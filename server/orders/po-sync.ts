import { and, eq, inArray } from 'drizzle-orm';
import type { Publish, Tx } from '../events/outbox.js';
import { purchaseOrders, type PoLineSnapshot } from '../db/schema/index.js';
import { nextNumber } from './numbers.js';
import { poLinesColumns } from './po-lines.js';
import { loadOrderSettings } from './settings.js';
import { loadOrder, type OrderLineRow, type OrderRecord, type PoRecord } from './queries.js';
import { boardRowOf } from './presenter.js';
import { dayOf } from '../../contracts/task-rules.js';

/**
 * One purchase order per supplier and ship-to address (and the order's in-hands date): the order's
 * lines grouped that way. Draft purchase orders follow the order; a sent one keeps the copy the
 * supplier has (it is outdated after a revision, until sent again).
 */

/** A purchase order's in-hands date: its own when one was set on it (PATCH /api/purchase-orders/:id), else the order's. */
export const poInHands = (po: { inHandsOwn: boolean; inHandsDate: string | null }, order: { inHandsDate: string | null }): string | null => (po.inHandsOwn ? po.inHandsDate : order.inHandsDate);

export const groupKey = (supplierId: string, shipToIndex: number) => `${supplierId}|${shipToIndex}`;

export const snapshotOf = (lines: OrderLineRow[]): PoLineSnapshot[] =>
  lines.map((l) => ({ orderLineId: l.id, name: l.name, itemNum: l.itemNum, color: l.color, quantity: l.quantity, decoration: l.decoration ?? null, unitCostCents: l.unitCostCents, setupCostCents: l.setupCostCents }));

/** The order's lines of one purchase order's group, as they are now. */
export const linesOfGroup = (record: OrderRecord, po: { supplierId: string; shipToIndex: number }): OrderLineRow[] =>
  record.lines.filter((l) => l.supplierId === po.supplierId && l.shipToIndex === po.shipToIndex);

export async function publishPo(tx: Tx, publish: Publish, actorId: string | null, record: OrderRecord, po: PoRecord, change: 'created' | 'sent' | 'status' | 'edited', summary: string, now: Date): Promise<void> {
  const ctx = { order: record.row, companyName: record.companyName, repName: record.repName };
  // No cost in an event: every member hears it, viewers included.
  await publish({ type: 'purchase_order.updated', workspaceId: record.row.workspaceId, actorId, subjectId: record.row.companyId, payload: { purchaseOrder: boardRowOf(po, ctx, false, dayOf(now)), change, summary } });
}

export async function syncPurchaseOrders(tx: Tx, publish: Publish, workspaceId: string, orderId: string, actorId: string | null): Promise<void> {
  const record = (await loadOrder(tx, workspaceId, orderId))!;
  const { row } = record;
  const groups = new Map<string, OrderLineRow[]>();
  // Without an address nothing can be ordered yet: the drafts wait for one.
  if (row.shipTos.length > 0) {
    for (const line of record.lines) {
      const key = groupKey(line.supplierId, line.shipToIndex);
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
  }
  const { poTerms } = await loadOrderSettings(tx, workspaceId);
  const touched: string[] = [];
  const stale: string[] = [];
  for (const po of record.pos) {
    const key = groupKey(po.row.supplierId, po.row.shipToIndex);
    const lines = groups.get(key);
    if (po.row.status !== 'draft') {
      groups.delete(key);
      continue;
    }
    if (!lines) {
      stale.push(po.row.id);
      continue;
    }
    groups.delete(key);
    await tx
      .update(purchaseOrders)
      .set({ ...poLinesColumns(snapshotOf(lines)), shipTo: row.shipTos[po.row.shipToIndex]!, inHandsDate: poInHands(po.row, row), revision: row.revision, terms: poTerms, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, po.row.id));
    touched.push(po.row.id);
  }
  if (stale.length) await tx.delete(purchaseOrders).where(and(inArray(purchaseOrders.id, stale), eq(purchaseOrders.status, 'draft')));
  const created: string[] = [];
  for (const lines of groups.values()) {
    const first = lines[0]!;
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        workspaceId,
        orderId,
        supplierId: first.supplierId,
        number: await nextNumber(tx, workspaceId, 'po'),
        shipToIndex: first.shipToIndex,
        shipTo: row.shipTos[first.shipToIndex]!,
        inHandsDate: row.inHandsDate,
        ...poLinesColumns(snapshotOf(lines)),
        revision: row.revision,
        terms: poTerms,
      })
      .returning({ id: purchaseOrders.id });
    created.push(po!.id);
  }
  if (touched.length + created.length === 0) return;
  const after = (await loadOrder(tx, workspaceId, orderId))!;
  const now = new Date();
  for (const po of after.pos) {
    if (created.includes(po.row.id)) await publishPo(tx, publish, actorId, after, po, 'created', `PO #${po.row.number} drafted for ${po.supplier.name}`, now);
    else if (touched.includes(po.row.id)) await publishPo(tx, publish, actorId, after, po, 'edited', `PO #${po.row.number} updated`, now);
  }
}
