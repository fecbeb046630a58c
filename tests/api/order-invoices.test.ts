// docs/product.md#orders: invoices (deposit, progress, final less what was billed), payments, void,
// sent to the client with the PDF (a real SMTP server), the margin and commission reports, and the
// QuickBooks Online / Xero exports checked against the fixture files of each layout.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { INVOICE_MESSAGES, commissionReport, invoiceResponse, marginReport, type Invoice } from '../../contracts/invoices.js';
import type { Order } from '../../contracts/orders.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { connectMailbox, eventually } from '../helpers/mail.js';
import { approvedProposal, catalogueBags, orderFrom } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf-text.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';

let server: RunningServer;
let smtp: SmtpTestServer;
let rep: Awaited<ReturnType<typeof signUp>>;
let products: ProductSummary[];
let order: Order;

const invoiceOf = (res: { body: unknown }): Invoice => invoiceResponse.parse(res.body).invoice;
const headerOf = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data[0];
const fixtureHeader = (name: string) => headerOf(readFileSync(new URL(`../fixtures/accounting/${name}`, import.meta.url), 'utf8'));
const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv.trim(), { header: true, skipEmptyLines: true }).data;

async function download(client: ApiClient, path: string) {
  const res = await fetch(server.url + path, { headers: { cookie: client.cookieHeader } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  server = await sharedCatalogueServer();
  smtp = await startSmtpTestServer({ rita: 'app-password-1' });
  rep = await signUp(server.url, 'Rita Rep');
  products = await catalogueBags(rep.client);
  await connectMailbox(rep.client, smtp, 'rita', 'app-password-1');
  const made = await approvedProposal(server.url, rep.client, products);
  order = await orderFrom(rep.client, made.proposal.id);
}, 120_000);

afterAll(async () => {
  await smtp?.close();
});

describe('invoices', () => {
  let deposit: Invoice;

  it('a deposit of 50% is numbered per workspace and billed against the order total', async () => {
    const res = await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'deposit', percent: 50, issuedOn: '2026-11-02' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    deposit = invoiceOf(res);
    expect(deposit.number).toBeGreaterThanOrEqual(1001);
    expect(deposit.totalCents).toBe(Math.floor(order.totals.grandTotalCents / 2 + 0.5));
    expect(deposit.dueOn).toBe('2026-12-02');
    expect(deposit.status).toBe('draft');
    const over = await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'progress', amountCents: order.totals.grandTotalCents });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(INVOICE_MESSAGES.overBilled);
    expect((await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'deposit' })).body.error.message).toBe(INVOICE_MESSAGES.amountOrPercent);
  });

  it('is sent to the client who approved, with its PDF, once', async () => {
    const [a, b] = await Promise.all([rep.client.post(`/api/invoices/${deposit.id}/send`, {}), rep.client.post(`/api/invoices/${deposit.id}/send`, {})]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const mails = await eventually(async () => smtp.to('dana@acme.example').filter((m) => m.parsed.subject?.includes(`INV-${deposit.number}`)), (m) => m.length >= 1);
    expect(mails).toHaveLength(1);
    const { text } = await pdfText(new Uint8Array(mails[0]!.parsed.attachments[0]!.content));
    expect(text).toContain(`INV-${deposit.number}`);
    expect(text).toContain('DEPOSIT INVOICE');
    expect(text).toContain('ACME-PO-77');
    const seen = invoiceOf({ body: { invoice: (await rep.client.get(`/api/orders/${order.id}/invoices`)).body.items[0] } });
    expect(seen.status).toBe('sent');
  }, 30_000);

  it('payments make it partly paid, then paid; over-payment and voiding a paid invoice are refused', async () => {
    const half = Math.floor(deposit.totalCents / 2);
    const first = invoiceOf(await rep.client.post(`/api/invoices/${deposit.id}/payments`, { amountCents: half, paidOn: '2026-11-05', method: 'ACH' }));
    expect(first).toMatchObject({ status: 'partly_paid', paidCents: half, balanceCents: deposit.totalCents - half });
    const over = await rep.client.post(`/api/invoices/${deposit.id}/payments`, { amountCents: deposit.totalCents, paidOn: '2026-11-06' });
    expect(over.body.error.message).toBe(INVOICE_MESSAGES.overPaid);
    const paid = invoiceOf(await rep.client.post(`/api/invoices/${deposit.id}/payments`, { amountCents: deposit.totalCents - half, paidOn: '2026-11-06', method: 'Card' }));
    expect(paid).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(paid.payments).toHaveLength(2);
    expect((await rep.client.post(`/api/invoices/${deposit.id}/void`, {})).body.error.message).toBe(INVOICE_MESSAGES.voidWithPayments);
  });

  it('the final invoice bills the lines, shipping and tax less the deposit; a second final is refused; a void one frees it', async () => {
    const final = invoiceOf(await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'final', issuedOn: '2026-11-20' }));
    expect(final.totalCents).toBe(order.totals.grandTotalCents - deposit.totalCents);
    expect(final.shippingCents).toBe(order.totals.shippingCents);
    expect(final.taxCents).toBe(order.totals.taxCents);
    expect(final.lines.at(-1)).toMatchObject({ description: `Less: deposit INV-${deposit.number}`, amountCents: -deposit.totalCents });
    expect(final.lines.some((l) => l.description.startsWith(order.lines[0]!.name))).toBe(true);
    const again = await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'final' });
    expect(again.status).toBe(409);
    expect((await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'progress', amountCents: 100 })).body.error.message).toBe(INVOICE_MESSAGES.nothingLeft);
    const voided = invoiceOf(await rep.client.post(`/api/invoices/${final.id}/void`, {}));
    expect(voided).toMatchObject({ status: 'void', balanceCents: 0 });
    const remade = invoiceOf(await rep.client.post(`/api/orders/${order.id}/invoices`, { kind: 'final', issuedOn: '2026-11-21' }));
    expect(remade.totalCents).toBe(final.totalCents);
    expect((await rep.client.post(`/api/invoices/${remade.id}/send`, {})).status).toBe(200);
    const pdf = await download(rep.client, `/api/invoices/${remade.id}/pdf`);
    expect(pdf.type).toBe('application/pdf');
    const { text } = await pdfText(pdf.bytes);
    expect(text).toContain(`Less: deposit INV-${deposit.number}`);
    expect(text).not.toMatch(/cost|margin|profit/i);
  }, 30_000);

  it('two invoices made at once never bill more than the order', async () => {
    const made = await approvedProposal(server.url, rep.client, products);
    const other = await orderFrom(rep.client, made.proposal.id);
    const sixty = Math.floor(other.totals.grandTotalCents * 0.6);
    const both = await Promise.all([rep.client.post(`/api/orders/${other.id}/invoices`, { kind: 'deposit', amountCents: sixty }), rep.client.post(`/api/orders/${other.id}/invoices`, { kind: 'deposit', amountCents: sixty })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
  }, 30_000);
});

describe('reports and exports', () => {
  it('the margin report gives sell, cost and profit per line and in total; viewers are refused', async () => {
    const report = marginReport.parse((await rep.client.get(`/api/orders/${order.id}/margin`)).body);
    expect(report.lines).toHaveLength(order.lines.length);
    expect(report.total.sellCents).toBe(order.totals.subtotalCents);
    expect(report.total.costCents).toBe(order.totals.costCents);
    expect(report.total.profitCents).toBe(order.totals.profitCents);
    const viewer = await memberOf(server, rep.user.workspaceId, 'viewer');
    expect((await viewer.client.get(`/api/orders/${order.id}/margin`)).status).toBe(403);
    expect((await viewer.client.get('/api/reports/commission')).status).toBe(403);
    expect((await download(viewer.client, '/api/accounting/export?format=xero&kind=invoices')).status).toBe(403);
  }, 30_000);

  it('commission per rep follows the workspace rate', async () => {
    expect((await rep.client.put('/api/settings/orders', { commissionPct: 12.5 })).status).toBe(200);
    const report = commissionReport.parse((await rep.client.get('/api/reports/commission?from=2026-01-01&to=2030-12-31')).body);
    const mine = report.rows.find((r) => r.repName === 'Rita Rep')!;
    expect(mine.orders).toBe(2);
    expect(mine.commissionCents).toBe(Math.floor((mine.profitCents * 1250) / 10_000 + 0.5));
    expect(report.commissionPct).toBe(12.5);
    const none = commissionReport.parse((await rep.client.get('/api/reports/commission?from=2020-01-01&to=2020-01-31')).body);
    expect(none.rows).toEqual([]);
  });

  it('exports invoices and bills in the QuickBooks Online and Xero layouts of the fixture files', async () => {
    // Bills are the purchase orders sent to suppliers.
    for (const po of order.purchaseOrders) {
      await rep.client.patch(`/api/suppliers/${po.supplierId}`, { orderEmail: 'orders@supplier.example' });
      expect((await rep.client.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(200);
    }
    const cases = [
      ['quickbooks', 'invoices', 'quickbooks-invoices.csv'],
      ['xero', 'invoices', 'xero-sales-invoices.csv'],
      ['quickbooks', 'bills', 'quickbooks-bills.csv'],
      ['xero', 'bills', 'xero-bills.csv'],
    ] as const;
    for (const [format, kind, fixture] of cases) {
      const res = await download(rep.client, `/api/accounting/export?format=${format}&kind=${kind}&from=2020-01-01&to=2035-12-31`);
      expect(res.status).toBe(200);
      expect(res.type).toContain('text/csv');
      expect(res.disposition).toContain(`${format}-${kind}`);
      const csv = new TextDecoder().decode(res.bytes);
      expect(headerOf(csv)).toEqual(fixtureHeader(fixture));
      expect(rowsOf(csv).length).toBeGreaterThan(0);
    }
    // Xero: the sent final invoice's rows sum to its total, tax included.
    const xero = rowsOf(new TextDecoder().decode((await download(rep.client, '/api/accounting/export?format=xero&kind=invoices&from=2026-01-01&to=2030-12-31')).bytes));
    const invoices = (await rep.client.get(`/api/orders/${order.id}/invoices`)).body.items as Invoice[];
    const final = invoices.find((i) => i.kind === 'final' && i.status !== 'void')!;
    const numberKey = Object.keys(xero[0]!).find((k) => k.replace('*', '') === 'InvoiceNumber')!;
    const rows = xero.filter((r) => r[numberKey] === `INV-${final.number}`);
    const unitKey = Object.keys(xero[0]!).find((k) => k.replace('*', '') === 'UnitAmount')!;
    const qtyKey = Object.keys(xero[0]!).find((k) => k.replace('*', '') === 'Quantity')!;
    const taxKey = Object.keys(xero[0]!).find((k) => k.replace('*', '') === 'TaxAmount')!;
    const cents = (s: string) => Math.round(Number(s) * 100);
    const sum = rows.reduce((s, r) => s + cents(r[unitKey]!) * Number(r[qtyKey]) + cents(r[taxKey] || '0'), 0);
    expect(sum).toBe(final.totalCents);
    // Void and draft invoices are not exported; another workspace exports nothing of these.
    expect(xero.some((r) => invoices.some((i) => i.status === 'void' && r[numberKey] === `INV-${i.number}`))).toBe(false);
    const stranger = (await signUp(server.url, 'Stranger')).client;
    const theirs = new TextDecoder().decode((await download(stranger, '/api/accounting/export?format=xero&kind=invoices&from=2026-01-01&to=2030-12-31')).bytes);
    expect(rowsOf(theirs)).toEqual([]);
  }, 30_000);
});
