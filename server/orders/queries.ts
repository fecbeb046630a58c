import { and, asc, desc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies, orderProofs, orderSuppliers, outboundEmails, purchaseOrderEvents, purchaseOrders, salesOrderLines, salesOrderRevisions, salesOrders, users } from '../db/schema/index.js';
import type { SupplierRow } from './suppliers.js';

export type OrderRow = typeof salesOrders.$inferSelect;
export type OrderLineRow = typeof salesOrderLines.$inferSelect;
export type PoRow = typeof purchaseOrders.$inferSelect;
export type EmailState = { status: string; error: string | null; toEmail: string };
export type PoRecord = { row: PoRow; supplier: SupplierRow; email: EmailState | null };
/** A proof without its bytes. */
export type ProofRow = Omit<typeof orderProofs.$inferSelect, 'bytes'>;
export type RevisionRecord = { revision: number; reason: string; changes: string[]; at: Date; byName: string | null };

/** Everything an order is presented from. */
export type OrderRecord = {
  row: OrderRow;
  companyName: string | null;
  repName: string | null;
  lines: OrderLineRow[];
  suppliers: Map<string, SupplierRow>;
  revisions: RevisionRecord[];
  pos: PoRecord[];
  proofs: ProofRow[];
};

type Reader = Db | Tx;

async function poRecords(db: Reader, where: ReturnType<typeof eq>): Promise<PoRecord[]> {
  const rows = await db
    .select({ row: purchaseOrders, supplier: orderSuppliers, emailStatus: outboundEmails.status, emailError: outboundEmails.error, emailTo: outboundEmails.toEmail })
    .from(purchaseOrders)
    .innerJoin(orderSuppliers, eq(orderSuppliers.id, purchaseOrders.supplierId))
    .leftJoin(outboundEmails, eq(outboundEmails.id, purchaseOrders.emailId))
    .where(where)
    .orderBy(asc(purchaseOrders.number));
  return rows.map((r) => ({ row: r.row, supplier: r.supplier, email: r.emailStatus ? { status: r.emailStatus, error: r.emailError, toEmail: r.emailTo ?? '' } : null }));
}

/** One of the workspace's orders; undefined for another workspace's (or none). */
export async function loadOrder(db: Reader, workspaceId: string, id: string): Promise<OrderRecord | undefined> {
  const [head] = await db
    .select({ row: salesOrders, companyName: companies.name, repName: users.fullName })
    .from(salesOrders)
    .leftJoin(companies, eq(companies.id, salesOrders.companyId))
    .leftJoin(users, eq(users.id, salesOrders.repId))
    .where(and(eq(salesOrders.id, id), eq(salesOrders.workspaceId, workspaceId)));
  if (!head) return undefined;
  const lines = await db.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, id)).orderBy(asc(salesOrderLines.position));
  const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
  const supplierRows = supplierIds.length ? await db.select().from(orderSuppliers).where(inArray(orderSuppliers.id, supplierIds)) : [];
  const revisions = await db
    .select({ revision: salesOrderRevisions.revision, reason: salesOrderRevisions.reason, changes: salesOrderRevisions.changes, at: salesOrderRevisions.at, byName: users.fullName })
    .from(salesOrderRevisions)
    .leftJoin(users, eq(users.id, salesOrderRevisions.actorId))
    .where(eq(salesOrderRevisions.orderId, id))
    .orderBy(desc(salesOrderRevisions.revision));
  const pos = await poRecords(db, eq(purchaseOrders.orderId, id));
  return { ...head, lines, suppliers: new Map(supplierRows.map((s) => [s.id, s])), revisions, pos, proofs: await proofRowsOf(db, id) };
}

/** An order's proofs, newest first, without their bytes. */
export async function proofRowsOf(db: Reader, orderId: string): Promise<ProofRow[]> {
  const { bytes: _bytes, ...columns } = getTableColumns(orderProofs);
  return db.select(columns).from(orderProofs).where(eq(orderProofs.orderId, orderId)).orderBy(desc(orderProofs.uploadedAt), desc(orderProofs.version));
}

/** The order that was made from a proposal, if any. */
export async function orderIdOfProposal(db: Reader, workspaceId: string, proposalId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: salesOrders.id }).from(salesOrders).where(and(eq(salesOrders.workspaceId, workspaceId), eq(salesOrders.proposalId, proposalId)));
  return row?.id;
}

/** One purchase order of the workspace, with its supplier and email. */
export async function loadPo(db: Reader, workspaceId: string, id: string): Promise<PoRecord | undefined> {
  const [po] = await poRecords(db, and(eq(purchaseOrders.id, id), eq(purchaseOrders.workspaceId, workspaceId))!);
  return po;
}

export async function poHistory(db: Reader, poId: string) {
  return db
    .select({ status: purchaseOrderEvents.status, note: purchaseOrderEvents.note, override: purchaseOrderEvents.override, at: purchaseOrderEvents.at, byName: users.fullName })
    .from(purchaseOrderEvents)
    .leftJoin(users, eq(users.id, purchaseOrderEvents.actorId))
    .where(eq(purchaseOrderEvents.purchaseOrderId, poId))
    .orderBy(asc(purchaseOrderEvents.at));
}

export const ORDER_LIST_LIMIT = 500;

/** The workspace's orders, newest first, with their lines (for totals) and purchase order count. */
export async function listOrderHeads(db: Db, workspaceId: string) {
  const heads = await db
    .select({ row: salesOrders, companyName: companies.name, repName: users.fullName })
    .from(salesOrders)
    .leftJoin(companies, eq(companies.id, salesOrders.companyId))
    .leftJoin(users, eq(users.id, salesOrders.repId))
    .where(eq(salesOrders.workspaceId, workspaceId))
    .orderBy(desc(salesOrders.createdAt), desc(salesOrders.number))
    .limit(ORDER_LIST_LIMIT);
  const ids = heads.map((h) => h.row.id);
  const lines = ids.length ? await db.select().from(salesOrderLines).where(inArray(salesOrderLines.orderId, ids)) : [];
  const pos = ids.length ? await db.select({ orderId: purchaseOrders.orderId, status: purchaseOrders.status }).from(purchaseOrders).where(inArray(purchaseOrders.orderId, ids)) : [];
  return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.orderId === h.row.id), poStatuses: pos.filter((p) => p.orderId === h.row.id).map((p) => p.status) }));
}

/** Every purchase order not yet delivered, with its order, company and rep (the production board): heads only, no lines. */
export async function openPoRows(db: Db, workspaceId: string, filter: { repId?: string; supplierId?: string }) {
  const conditions = [eq(purchaseOrders.workspaceId, workspaceId), ne(purchaseOrders.status, 'delivered')];
  if (filter.supplierId) conditions.push(eq(purchaseOrders.supplierId, filter.supplierId));
  if (filter.repId) conditions.push(eq(salesOrders.repId, filter.repId));
  const p = purchaseOrders;
  return db
    .select({
      row: {
        id: p.id,
        number: p.number,
        status: p.status,
        shipToIndex: p.shipToIndex,
        inHandsDate: p.inHandsDate,
        inHandsOwn: p.inHandsOwn,
        lineCount: p.lineCount,
        costCents: p.costCents,
        sentAt: p.sentAt,
        carrier: p.carrier,
        trackingNumber: p.trackingNumber,
        shipDate: p.shipDate,
        revision: p.revision,
        statusChangedAt: p.statusChangedAt,
      },
      supplier: { id: orderSuppliers.id, name: orderSuppliers.name, transitDays: orderSuppliers.transitDays },
      emailStatus: outboundEmails.status,
      emailError: outboundEmails.error,
      emailTo: outboundEmails.toEmail,
      order: { id: salesOrders.id, number: salesOrders.number, title: salesOrders.title, proposalId: salesOrders.proposalId, repId: salesOrders.repId, revision: salesOrders.revision },
      companyName: companies.name,
      repName: users.fullName,
    })
    .from(purchaseOrders)
    .innerJoin(salesOrders, eq(salesOrders.id, purchaseOrders.orderId))
    .innerJoin(orderSuppliers, eq(orderSuppliers.id, purchaseOrders.supplierId))
    .leftJoin(outboundEmails, eq(outboundEmails.id, purchaseOrders.emailId))
    .leftJoin(companies, eq(companies.id, salesOrders.companyId))
    .leftJoin(users, eq(users.id, salesOrders.repId))
    .where(and(...conditions))
    .orderBy(asc(purchaseOrders.inHandsDate), asc(purchaseOrders.number));
}
