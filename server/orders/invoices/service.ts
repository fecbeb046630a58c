import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  INVOICE_KIND_LABELS,
  INVOICE_MESSAGES,
  invoiceLabel,
  type CreateInvoiceRequest,
  type Invoice,
  type InvoiceKind,
  type InvoiceStatus,
  type PaymentRequest,
} from '../../../contracts/invoices.js';
import { formatCents } from '../../../contracts/money.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import type { Db } from '../../db/connect.js';
import { inTransaction, type Publish, type Tx } from '../../events/outbox.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { companies, invoicePayments, invoices, outboundEmails, salesOrders, type InvoiceLineSnapshot } from '../../db/schema/index.js';
import { nextNumber } from '../numbers.js';
import { loadOrder, type OrderRecord } from '../queries.js';
import { orderTotals } from '../presenter.js';
import { addDays, dayOf } from '../../../contracts/task-rules.js';
import { loadOrderSettings } from '../settings.js';
import { clientOf, notifyClient } from '../client-mail.js';
import { assertCanSend } from '../../mail/index.js';
import { invoicePdfOf } from './document.js';

/**
 * docs/product.md#orders: invoices of an order — a deposit or progress bill (an amount or a
 * percentage of the order's total), and the final invoice: the order's lines, shipping and tax, less
 * what earlier invoices billed. Never more than the order's total in all; one final invoice (void it
 * to make another). Payments make it partly paid, then paid.
 */

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof invoicePayments.$inferSelect;


export function presentInvoice(row: InvoiceRow, order: { number: number; companyName: string | null }, payments: PaymentRow[], email: Invoice['email']): Invoice {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: order.number,
    companyName: order.companyName,
    kind: row.kind as InvoiceKind,
    status: row.status as InvoiceStatus,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.status === 'void' ? 0 : row.totalCents - row.paidCents,
    notes: row.notes,
    sentAt: row.sentAt?.toISOString() ?? null,
    email,
    payments: payments.map((p) => ({ id: p.id, amountCents: p.amountCents, paidOn: p.paidOn, method: p.method, note: p.note, at: p.at.toISOString() })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Invoices with their order, payments and email, presented; `where` picks them. */
export async function readInvoices(db: Db | Tx, where: ReturnType<typeof and>): Promise<Invoice[]> {
  const rows = await db
    .select({ row: invoices, number: salesOrders.number, companyName: companies.name, emailStatus: outboundEmails.status, emailError: outboundEmails.error, emailTo: outboundEmails.toEmail })
    .from(invoices)
    .innerJoin(salesOrders, eq(salesOrders.id, invoices.orderId))
    .leftJoin(companies, eq(companies.id, salesOrders.companyId))
    .leftJoin(outboundEmails, eq(outboundEmails.id, invoices.emailId))
    .where(where)
    .orderBy(desc(invoices.number));
  const ids = rows.map((r) => r.row.id);
  const payments = ids.length ? await db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, ids)).orderBy(asc(invoicePayments.at)) : [];
  return rows.map((r) =>
    presentInvoice(
      r.row,
      { number: r.number, companyName: r.companyName },
      payments.filter((p) => p.invoiceId === r.row.id),
      r.emailStatus ? { status: r.emailStatus, error: r.emailError, toEmail: r.emailTo ?? '' } : null,
    ),
  );
}

async function invoiceOf(db: Db | Tx, workspaceId: string, id: string): Promise<Invoice> {
  const [found] = await readInvoices(db, and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId)));
  if (!found) throw notFound('Invoice not found');
  return found;
}

export async function listInvoices(app: AppContext, actor: Actor, orderId: string): Promise<Invoice[]> {
  const [order] = await app.db.select({ id: salesOrders.id }).from(salesOrders).where(and(eq(salesOrders.id, orderId), eq(salesOrders.workspaceId, actor.workspaceId)));
  if (!order) throw notFound('Order not found');
  return readInvoices(app.db, and(eq(invoices.orderId, orderId), eq(invoices.workspaceId, actor.workspaceId)));
}

type InvoiceChange = 'created' | 'sent' | 'paid' | 'voided';
async function publishInvoice(publish: Publish, actor: Actor, companyId: string | null, invoice: Invoice, change: InvoiceChange, summary: string): Promise<void> {
  await publish({ type: 'invoice.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: companyId, payload: { invoice, change, summary } });
}

/** The lines of the final invoice: what was sold, then less every earlier invoice. */
function finalLines(record: OrderRecord, earlier: InvoiceRow[]): InvoiceLineSnapshot[] {
  const lines: InvoiceLineSnapshot[] = [];
  for (const l of record.lines) {
    const what = [l.name, l.itemNum && `(${l.itemNum})`, l.color, l.decoration && `${l.decoration.label}${l.decoration.locations.length ? ` — ${l.decoration.locations.join(', ')}` : ''}`].filter(Boolean).join(' ');
    lines.push({ description: what, quantity: l.quantity, unitCents: l.unitSellCents, amountCents: l.quantity * l.unitSellCents, taxable: true });
    if (l.setupSellCents > 0) lines.push({ description: `Setup: ${l.name}`, quantity: 1, unitCents: l.setupSellCents, amountCents: l.setupSellCents, taxable: true });
  }
  for (const e of earlier) lines.push({ description: `Less: ${INVOICE_KIND_LABELS[e.kind as InvoiceKind].toLowerCase()} ${invoiceLabel(e.number)}`, quantity: 1, unitCents: -e.totalCents, amountCents: -e.totalCents, taxable: false });
  return lines;
}

export async function createInvoice(app: AppContext, actor: Actor, orderId: string, body: CreateInvoiceRequest): Promise<Invoice> {
  const today = dayOf(app.clock.now());
  const settings = await loadOrderSettings(app.db, actor.workspaceId);
  return inTransaction(app, async (tx, publish) => {
    // The order is locked: two invoices made at once cannot bill more than it, or make two finals.
    await tx.select({ id: salesOrders.id }).from(salesOrders).where(and(eq(salesOrders.id, orderId), eq(salesOrders.workspaceId, actor.workspaceId))).for('update');
    const record = await loadOrder(tx, actor.workspaceId, orderId);
    if (!record) throw notFound('Order not found');
    const totals = orderTotals(record.row, record.lines, true);
    const earlier = await tx.select().from(invoices).where(and(eq(invoices.orderId, orderId), ne(invoices.status, 'void'))).orderBy(asc(invoices.number));
    const billed = earlier.reduce((sum, e) => sum + e.totalCents, 0);
    const left = totals.grandTotalCents - billed;
    if (body.kind === 'final' && earlier.some((e) => e.kind === 'final')) throw conflict(INVOICE_MESSAGES.finalExists);
    if (left <= 0) throw conflict(INVOICE_MESSAGES.nothingLeft);
    const issuedOn = body.issuedOn ?? today;
    const dueOn = addDays(issuedOn, body.dueInDays ?? settings.invoiceDueDays);
    let values: Pick<InvoiceRow, 'lines' | 'subtotalCents' | 'shippingCents' | 'taxCents' | 'totalCents'>;
    if (body.kind === 'final') {
      const lines = finalLines(record, earlier);
      const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
      values = { lines, subtotalCents, shippingCents: totals.shippingCents, taxCents: totals.taxCents, totalCents: subtotalCents + totals.shippingCents + totals.taxCents };
    } else {
      const amount = body.amountCents ?? Math.floor((totals.grandTotalCents * body.percent!) / 100 + 0.5);
      if (amount > left) throw invalid([{ path: body.amountCents !== undefined ? 'amountCents' : 'percent', message: INVOICE_MESSAGES.overBilled }]);
      const share = body.percent !== undefined ? ` (${body.percent}% of order #${record.row.number}, ${formatCents(totals.grandTotalCents)})` : ` on order #${record.row.number}`;
      const description = `${body.kind === 'deposit' ? 'Deposit' : 'Progress payment'}${share}`;
      values = { lines: [{ description, quantity: 1, unitCents: amount, amountCents: amount, taxable: false }], subtotalCents: amount, shippingCents: 0, taxCents: 0, totalCents: amount };
    }
    const [row] = await tx
      .insert(invoices)
      .values({ workspaceId: actor.workspaceId, orderId, number: await nextNumber(tx, actor.workspaceId, 'invoice'), kind: body.kind, issuedOn, dueOn, notes: body.notes ?? null, createdBy: actor.userId, ...values })
      .returning();
    const invoice = await invoiceOf(tx, actor.workspaceId, row!.id);
    await publishInvoice(publish, actor, record.row.companyId, invoice, 'created', `${invoiceLabel(invoice.number)} (${INVOICE_KIND_LABELS[invoice.kind].toLowerCase()}) made for order #${record.row.number}: ${formatCents(invoice.totalCents)}`);
    return invoice;
  });
}

export async function invoicePdf(app: AppContext, actor: Actor, id: string): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await invoiceOf(app.db, actor.workspaceId, id);
  const record = (await loadOrder(app.db, actor.workspaceId, invoice.orderId))!;
  return invoicePdfOf(app, record, invoice, actor.userId);
}

/** Emails the invoice with its PDF to the client who approved the proposal, and marks it sent (once). */
export async function sendInvoice(app: AppContext, actor: Actor, id: string, message: string | null): Promise<Invoice> {
  const invoice = await invoiceOf(app.db, actor.workspaceId, id);
  if (invoice.status === 'void') throw conflict(INVOICE_MESSAGES.isVoid);
  if (invoice.sentAt) throw conflict('This invoice was already sent');
  const record = (await loadOrder(app.db, actor.workspaceId, invoice.orderId))!;
  const { pdf, filename } = await invoicePdfOf(app, record, invoice, actor.userId);
  const to = await clientOf(app.db, record.row.proposalId);
  if (!to) throw invalid([{ path: 'client', message: INVOICE_MESSAGES.noClientEmail }]);
  const mailRoute = { to, fromEmail: await assertCanSend(app, actor) };
  await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [taken] = await tx
      .update(invoices)
      .set({ sentAt: app.clock.now(), status: invoice.status === 'draft' ? 'sent' : invoice.status, updatedAt: new Date() })
      .where(and(eq(invoices.id, id), eq(invoices.status, invoice.status)))
      .returning({ id: invoices.id, sentAt: invoices.sentAt });
    if (!taken) throw conflict('This invoice was already sent');
    const emailId = await notifyClient(tx, publish, enqueue, actor, mailRoute, record, {
      subject: `Invoice ${invoiceLabel(invoice.number)} for order #${record.row.number}`,
      body: `${message?.trim() ? `${message.trim()}\n\n` : ''}Please find attached invoice ${invoiceLabel(invoice.number)} for ${formatCents(invoice.totalCents)}, due ${invoice.dueOn}.`,
      attachment: { filename, content: pdf },
    });
    await tx.update(invoices).set({ emailId }).where(eq(invoices.id, id));
    const sent = await invoiceOf(tx, actor.workspaceId, id);
    await publishInvoice(publish, actor, record.row.companyId, sent, 'sent', `${invoiceLabel(sent.number)} sent for order #${record.row.number}`);
  });
  return invoiceOf(app.db, actor.workspaceId, id);
}

export async function recordPayment(app: AppContext, actor: Actor, id: string, body: PaymentRequest): Promise<Invoice> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId))).for('update');
    if (!row) throw notFound('Invoice not found');
    if (row.status === 'void') throw conflict(INVOICE_MESSAGES.isVoid);
    if (body.amountCents > row.totalCents - row.paidCents) throw invalid([{ path: 'amountCents', message: INVOICE_MESSAGES.overPaid }]);
    const paidCents = row.paidCents + body.amountCents;
    await tx.insert(invoicePayments).values({ invoiceId: id, amountCents: body.amountCents, paidOn: body.paidOn, method: body.method ?? null, note: body.note ?? null, actorId: actor.userId });
    await tx.update(invoices).set({ paidCents, status: paidCents === row.totalCents ? 'paid' : 'partly_paid', updatedAt: new Date() }).where(eq(invoices.id, id));
    const invoice = await invoiceOf(tx, actor.workspaceId, id);
    const [order] = await tx.select({ companyId: salesOrders.companyId }).from(salesOrders).where(eq(salesOrders.id, row.orderId));
    await publishInvoice(publish, actor, order?.companyId ?? null, invoice, 'paid', `${formatCents(body.amountCents)} received on ${invoiceLabel(invoice.number)}: ${invoice.status === 'paid' ? 'paid' : `${formatCents(invoice.balanceCents)} still due`}`);
    return invoice;
  });
}

export async function voidInvoice(app: AppContext, actor: Actor, id: string): Promise<Invoice> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId))).for('update');
    if (!row) throw notFound('Invoice not found');
    if (row.status === 'void') throw conflict(INVOICE_MESSAGES.isVoid);
    if (row.paidCents > 0) throw conflict(INVOICE_MESSAGES.voidWithPayments);
    await tx.update(invoices).set({ status: 'void', voidedAt: app.clock.now(), updatedAt: new Date() }).where(eq(invoices.id, id));
    const invoice = await invoiceOf(tx, actor.workspaceId, id);
    const [order] = await tx.select({ companyId: salesOrders.companyId }).from(salesOrders).where(eq(salesOrders.id, row.orderId));
    await publishInvoice(publish, actor, order?.companyId ?? null, invoice, 'voided', `${invoiceLabel(invoice.number)} voided`);
    return invoice;
  });
}
