import { and, eq, gte, inArray, isNotNull, lt, lte, ne } from 'drizzle-orm';
import { invoiceLabel } from '../../../contracts/invoices.js';
import { addDays, dayOf, startOfDay } from '../../../contracts/task-rules.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { companies, invoices, orderSuppliers, purchaseOrders, salesOrders } from '../../db/schema/index.js';
import { readInvoices } from '../invoices/service.js';
import { clientsOf } from '../client-mail.js';
import { periodOf } from '../reports.js';
import { quickbooksBillsCsv, quickbooksInvoicesCsv, xeroBillsCsv, xeroInvoicesCsv, type ExportBill, type ExportInvoice } from './csv.js';

/**
 * docs/accounting-exports.md: a period's invoices (issued, not void, not drafts) or supplier bills
 * (purchase orders sent in the period, at cost) as an import file of QuickBooks Online or Xero.
 */

/** Supplier bills are due on the purchase order's default terms (Net 30). */
const BILL_DUE_DAYS = 30;

async function invoicesOf(app: AppContext, actor: Actor, from: string, to: string): Promise<ExportInvoice[]> {
  const found = await readInvoices(app.db, and(eq(invoices.workspaceId, actor.workspaceId), ne(invoices.status, 'void'), ne(invoices.status, 'draft'), gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)));
  const orderIds = [...new Set(found.map((i) => i.orderId))];
  const orders = new Map(
    (orderIds.length ? await app.db.select({ id: salesOrders.id, proposalId: salesOrders.proposalId, clientPo: salesOrders.clientPoNumber, title: salesOrders.title }).from(salesOrders).where(inArray(salesOrders.id, orderIds)) : []).map((o) => [o.id, o]),
  );
  const clients = await clientsOf(app.db, [...orders.values()].flatMap((o) => (o.proposalId ? [o.proposalId] : [])));
  const out: ExportInvoice[] = [];
  for (const inv of found.reverse()) {
    const order = orders.get(inv.orderId);
    const client = order?.proposalId ? clients.get(order.proposalId) : undefined;
    const lines = inv.lines.map((l) => ({ itemCode: '', description: l.description, quantity: l.quantity, unitAmountCents: l.unitCents, amountCents: l.amountCents, taxable: l.taxable }));
    if (inv.shippingCents > 0) lines.push({ itemCode: '', description: 'Shipping', quantity: 1, unitAmountCents: inv.shippingCents, amountCents: inv.shippingCents, taxable: false });
    out.push({
      number: invoiceLabel(inv.number),
      customerName: inv.companyName ?? client?.name ?? order?.title ?? 'Client',
      customerEmail: client?.email ?? null,
      issuedOn: inv.issuedOn,
      dueOn: inv.dueOn,
      reference: [`Order #${inv.orderNumber}`, order?.clientPo ? `PO ${order.clientPo}` : null].filter(Boolean).join(' / '),
      memo: inv.notes,
      currency: 'USD',
      lines,
      taxCents: inv.taxCents,
      taxRateBp: inv.subtotalCents > 0 ? Math.round((inv.taxCents * 10_000) / Math.max(1, inv.lines.filter((l) => l.taxable).reduce((s, l) => s + l.amountCents, 0))) : 0,
    });
  }
  return out;
}

async function billsOf(app: AppContext, actor: Actor, from: string, to: string): Promise<ExportBill[]> {
  const rows = await app.db
    .select({ po: purchaseOrders, supplierName: orderSuppliers.name, orderNumber: salesOrders.number, companyName: companies.name })
    .from(purchaseOrders)
    .innerJoin(orderSuppliers, eq(orderSuppliers.id, purchaseOrders.supplierId))
    .innerJoin(salesOrders, eq(salesOrders.id, purchaseOrders.orderId))
    .leftJoin(companies, eq(companies.id, salesOrders.companyId))
    .where(and(eq(purchaseOrders.workspaceId, actor.workspaceId), isNotNull(purchaseOrders.sentAt), gte(purchaseOrders.sentAt, startOfDay(from)), lt(purchaseOrders.sentAt, startOfDay(addDays(to, 1)))))
    .orderBy(purchaseOrders.number);
  return rows.map(({ po, supplierName, orderNumber }) => {
    const issuedOn = dayOf(po.sentAt!);
    const lines = po.lines.flatMap((l) => [
      { itemCode: l.itemNum, description: [l.name, l.color, l.decoration?.label].filter(Boolean).join(' — '), quantity: l.quantity, unitAmountCents: l.unitCostCents, amountCents: l.quantity * l.unitCostCents },
      ...(l.setupCostCents > 0 ? [{ itemCode: '', description: `Setup: ${l.name}`, quantity: 1, unitAmountCents: l.setupCostCents, amountCents: l.setupCostCents }] : []),
    ]);
    return { number: `PO-${po.number}`, supplierName, issuedOn, dueOn: addDays(issuedOn, BILL_DUE_DAYS), reference: `Order #${orderNumber}`, currency: 'USD' as const, lines };
  });
}

export async function accountingExport(app: AppContext, actor: Actor, query: { format: 'quickbooks' | 'xero'; kind: 'invoices' | 'bills'; from?: string; to?: string }): Promise<{ csv: string; filename: string }> {
  const { from, to } = periodOf(app, query);
  const csv =
    query.kind === 'invoices'
      ? (query.format === 'quickbooks' ? quickbooksInvoicesCsv : xeroInvoicesCsv)(await invoicesOf(app, actor, from, to))
      : (query.format === 'quickbooks' ? quickbooksBillsCsv : xeroBillsCsv)(await billsOf(app, actor, from, to));
  return { csv, filename: `${query.format}-${query.kind}-${from}-to-${to}.csv` };
}
