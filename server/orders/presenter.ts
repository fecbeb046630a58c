import type { EmailState, OrderLineRow, OrderRecord, OrderRow, PoRecord, PoRow, ProofRow } from './queries.js';
import type { Proof, ProofStatus } from '../../contracts/proofs.js';
import {
  lateRiskOf,
  orderStatusOf,
  type BoardRow,
  type Order,
  type OrderLine,
  type OrderSummary,
  type PoLine,
  type PoStatus,
  type PoSummary,
  type PurchaseOrder,
} from '../../contracts/orders.js';
import { salesTaxCents } from '../proposals/index.js';
import { presentSupplier } from './suppliers.js';

/**
 * Orders and purchase orders as the contract shapes them. `costs`: whether the reader may see
 * costs (contracts/permissions.ts 'costs.read'); without it every cost is null.
 */

const lineSell = (l: Pick<OrderLineRow, 'quantity' | 'unitSellCents' | 'setupSellCents'>) => l.quantity * l.unitSellCents + l.setupSellCents;
const lineCost = (l: Pick<OrderLineRow, 'quantity' | 'unitCostCents' | 'setupCostCents'>) => l.quantity * l.unitCostCents + l.setupCostCents;

export function orderTotals(row: OrderRow, lines: OrderLineRow[], costs: boolean): Order['totals'] {
  const subtotalCents = lines.reduce((sum, l) => sum + lineSell(l), 0);
  const taxCents = salesTaxCents(subtotalCents, row.taxRateBp);
  const costCents = lines.reduce((sum, l) => sum + lineCost(l), 0);
  return {
    subtotalCents,
    shippingCents: row.shippingCents,
    taxCents,
    grandTotalCents: subtotalCents + row.shippingCents + taxCents,
    costCents: costs ? costCents : null,
    profitCents: costs ? subtotalCents - costCents : null,
  };
}

function presentLine(l: OrderLineRow, supplierName: string, costs: boolean): OrderLine {
  return {
    id: l.id,
    position: l.position,
    name: l.name,
    itemNum: l.itemNum,
    supplierName,
    quantity: l.quantity,
    color: l.color,
    decoration: l.decoration ?? null,
    unitSellCents: l.unitSellCents,
    setupSellCents: l.setupSellCents,
    totalSellCents: lineSell(l),
    unitCostCents: costs ? l.unitCostCents : null,
    setupCostCents: costs ? l.setupCostCents : null,
    totalCostCents: costs ? lineCost(l) : null,
    shipToIndex: l.shipToIndex,
  };
}

/** What the board and the order's list show of a purchase order (no lines, no address). */
export type PoHead = Pick<PoRow, 'id' | 'number' | 'status' | 'shipToIndex' | 'inHandsDate' | 'inHandsOwn' | 'lineCount' | 'costCents' | 'sentAt' | 'carrier' | 'trackingNumber' | 'shipDate' | 'revision' | 'statusChangedAt'>;
export type PoHeadRecord = { row: PoHead; supplier: { id: string; name: string; transitDays: number }; email: EmailState | null };

export function presentPoSummary(po: PoHeadRecord, orderRevision: number, costs: boolean): PoSummary {
  const { row } = po;
  return {
    id: row.id,
    number: row.number,
    supplierId: po.supplier.id,
    supplierName: po.supplier.name,
    status: row.status as PoStatus,
    shipToIndex: row.shipToIndex,
    inHandsDate: row.inHandsDate,
    inHandsOwn: row.inHandsOwn,
    lineCount: row.lineCount,
    totalCostCents: costs ? row.costCents : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    email: po.email,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shipDate: row.shipDate,
    revision: row.revision,
    outdated: row.status !== 'draft' && row.revision < orderRevision,
  };
}

export function presentOrder(record: OrderRecord, costs: boolean): Order {
  const { row } = record;
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: orderStatusOf(record.pos.map((p) => p.row.status)),
    proposalId: row.proposalId,
    companyId: row.companyId,
    companyName: record.companyName,
    repId: row.repId,
    repName: record.repName,
    clientPoNumber: row.clientPoNumber,
    inHandsDate: row.inHandsDate,
    shipTos: row.shipTos,
    lines: record.lines.map((l) => presentLine(l, record.suppliers.get(l.supplierId)?.name ?? '', costs)),
    totals: orderTotals(row, record.lines, costs),
    revision: row.revision,
    history: record.revisions.map((r) => ({ revision: r.revision, reason: r.reason, byName: r.byName, at: r.at.toISOString(), changes: r.changes })),
    purchaseOrders: record.pos.map((p) => presentPoSummary(p, row.revision, costs)),
    proofs: record.proofs.map((p) => presentProof(p, record.lines.find((l) => l.id === p.orderLineId)?.name ?? '')),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order as events and lists carry it: no cost. */
export function orderSummaryOf(head: { row: OrderRow; companyName: string | null; repName: string | null; lines: OrderLineRow[]; poStatuses: string[] }): OrderSummary {
  const { row } = head;
  return {
    id: row.id,
    number: row.number,
    proposalId: row.proposalId,
    title: row.title,
    status: orderStatusOf(head.poStatuses),
    companyId: row.companyId,
    companyName: head.companyName,
    repName: head.repName,
    inHandsDate: row.inHandsDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    grandTotalCents: orderTotals(row, head.lines, false).grandTotalCents,
    poCount: head.poStatuses.length,
  };
}
export const orderSummaryOfRecord = (r: OrderRecord) => orderSummaryOf({ ...r, poStatuses: r.pos.map((p) => p.row.status) });

export const poLinesOf = (row: PoRow, costs: boolean): PoLine[] =>
  row.lines.map((l) => ({
    orderLineId: l.orderLineId,
    name: l.name,
    itemNum: l.itemNum,
    color: l.color,
    quantity: l.quantity,
    decoration: l.decoration,
    unitCostCents: costs ? l.unitCostCents : null,
    setupCostCents: costs ? l.setupCostCents : null,
    totalCostCents: costs ? l.quantity * l.unitCostCents + l.setupCostCents : null,
  }));


export type PoContext = { order: Pick<OrderRow, 'id' | 'number' | 'title' | 'proposalId' | 'repId' | 'revision'>; companyName: string | null; repName: string | null };

export function boardRowOf(po: PoHeadRecord, ctx: PoContext, costs: boolean, today: string): BoardRow {
  const summary = presentPoSummary(po, ctx.order.revision, costs);
  return {
    ...summary,
    orderId: ctx.order.id,
    proposalId: ctx.order.proposalId,
    orderNumber: ctx.order.number,
    orderTitle: ctx.order.title,
    companyName: ctx.companyName,
    repId: ctx.order.repId,
    repName: ctx.repName,
    late: lateRiskOf({ status: summary.status, inHandsDate: po.row.inHandsDate, shipDate: po.row.shipDate, statusChangedAt: po.row.statusChangedAt.toISOString() }, po.supplier.transitDays, today),
    statusChangedAt: po.row.statusChangedAt.toISOString(),
  };
}

export function presentPo(po: PoRecord, ctx: PoContext, history: Array<{ status: string; note: string | null; override: string | null; at: Date; byName: string | null }>, today: string): PurchaseOrder {
  const { late } = boardRowOf(po, ctx, true, today);
  return {
    ...presentPoSummary(po, ctx.order.revision, true),
    late,
    orderId: ctx.order.id,
    orderNumber: ctx.order.number,
    orderTitle: ctx.order.title,
    companyName: ctx.companyName,
    supplier: presentSupplier(po.supplier),
    shipTo: po.row.shipTo,
    terms: po.row.terms,
    lines: poLinesOf(po.row, true),
    history: history.map((h) => ({ status: h.status as PoStatus, at: h.at.toISOString(), byName: h.byName, note: h.note, override: h.override })),
    productionOverride: po.row.productionOverride,
  };
}

export const presentProof = (p: ProofRow, lineName: string): Proof => ({
  id: p.id,
  orderLineId: p.orderLineId,
  lineName,
  version: p.version,
  status: p.status as ProofStatus,
  fileName: p.fileName,
  contentType: p.contentType,
  size: p.size,
  uploadedAt: p.uploadedAt.toISOString(),
  decidedAt: p.decidedAt?.toISOString() ?? null,
  decidedByName: p.decidedByName,
  comment: p.comment,
});
