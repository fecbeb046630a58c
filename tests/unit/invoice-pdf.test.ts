import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contracts/invoices.js';
import { formatCents } from '../../contracts/money.js';
import { invoicePdfFilename, renderInvoicePdf, type InvoicePdfInput } from '../../server/orders/pdf/invoice-pdf.js';
import { pdfText } from '../helpers/pdf-text.js';

type Line = Invoice['lines'][number];
const item = (i: number, over: Partial<Line> = {}): Line => ({ description: `Classic Tee ${i} - navy, screen print front`, quantity: 100 + i * 25, unitCents: 1250 + i, amountCents: (100 + i * 25) * (1250 + i), taxable: true, ...over });

function invoice(lines: Line[], over: Partial<Invoice> = {}): Invoice {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const shippingCents = over.shippingCents ?? 4500;
  const taxCents = over.taxCents ?? 8125;
  const totalCents = subtotalCents + shippingCents + taxCents;
  const paidCents = over.paidCents ?? 0;
  return {
    id: 'inv-1',
    number: 1002,
    orderId: 'order-1',
    orderNumber: 2001,
    companyName: 'Acme Corp',
    kind: 'final',
    status: 'sent',
    issuedOn: '2026-02-10',
    dueOn: '2026-03-12',
    lines,
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents,
    paidCents,
    balanceCents: totalCents - paidCents,
    notes: null,
    sentAt: null,
    email: null,
    payments: [],
    createdAt: '2026-02-10T15:00:00Z',
    ...over,
  };
}

const input = (inv: Invoice, over: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  invoice: inv,
  seller: { companyName: 'Bright Swag Co', primaryColor: '#1d4ed8', address: '500 Commerce Way\nDallas, TX 75201', repName: 'Sam Carter', repEmail: 'sam@brightswag.example' },
  billTo: { name: 'Dana Reyes', company: 'Acme Corp', email: 'dana@acme.example', address: { name: 'Dana Reyes', company: 'Acme Corp', line1: '12 Main St', line2: 'Suite 400', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: null } },
  clientPoNumber: 'ACME-PO-778',
  logo: null,
  ...over,
});

/** pdfjs may split or join runs differently: compare with whitespace collapsed. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('the invoice PDF', () => {
  it('shows the number, dates, bill-to, each line (a deposit taken off), the totals, the payment and the balance due', async () => {
    const lines = [item(1), item(2, { description: 'Embroidered cap', quantity: 1234, unitCents: 100_000, amountCents: 123_400_000 }), item(3, { taxable: false }), { description: 'Less: deposit INV-1001', quantity: 1, unitCents: -50_000, amountCents: -50_000, taxable: false }];
    const inv = invoice(lines, {
      paidCents: 20_000,
      notes: 'Thank you for your business.\nWire transfers: quote the invoice number.',
      payments: [{ id: 'p1', amountCents: 20_000, paidOn: '2026-02-20', method: 'Check', note: '#4471', at: '2026-02-20T10:00:00Z' }],
    });
    const bytes = await renderInvoicePdf(input(inv));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text: raw } = await pdfText(bytes);
    const text = flat(raw);
    expect(pages).toHaveLength(1);
    for (const s of ['INVOICE', 'INV-1002', 'Issued February 10, 2026', 'Due March 12, 2026', 'Order #2001', 'Your PO #: ACME-PO-778']) expect(text).toContain(s);
    expect(text).not.toMatch(/DEPOSIT INVOICE|PROGRESS INVOICE|VOID|PAID/);
    for (const s of ['Bright Swag Co', '500 Commerce Way', 'Dallas, TX 75201', 'Contact: Sam Carter', 'sam@brightswag.example']) expect(text).toContain(s);
    for (const s of ['BILL TO', 'Dana Reyes', 'Acme Corp', 'dana@acme.example', '12 Main St', 'Suite 400', 'Austin, TX 78701']) expect(text).toContain(s);
    // The bill-to address does not repeat the contact's name.
    expect(text.match(/Dana Reyes/g)).toHaveLength(1);
    for (const l of lines) {
      expect(text).toContain(l.description);
      expect(text).toContain(l.quantity.toLocaleString('en-US'));
      expect(text).toContain(formatCents(l.unitCents));
      expect(text).toContain(formatCents(l.amountCents));
    }
    expect(text).toContain('-$500.00');
    expect(text).toContain('$1,234,000.00');
    expect(text).toContain(`Subtotal ${formatCents(inv.subtotalCents)}`);
    expect(text).toContain('Shipping $45.00');
    expect(text).toContain('Tax $81.25');
    expect(text).toContain(`Total ${formatCents(inv.totalCents)}`);
    expect(text).toContain('Paid -$200.00');
    expect(text).toContain(`Balance due ${formatCents(inv.balanceCents)}`);
    expect(text).toContain('Payments received');
    for (const s of ['February 20, 2026', 'Check - #4471', '$200.00']) expect(text).toContain(s);
    expect(text).toContain('Thank you for your business.');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/cost|margin|profit/i);
    expect(invoicePdfFilename(inv)).toBe('INV-1002-Acme-Corp.pdf');
  });

  it('leaves out shipping, tax, paid, payments and the PO number when there are none; titles deposit and progress invoices', async () => {
    const inv = invoice([item(1)], { kind: 'deposit', shippingCents: 0, taxCents: 0 });
    const text = flat((await pdfText(await renderInvoicePdf(input(inv, { clientPoNumber: null, billTo: { name: 'Dana Reyes', company: null, email: null, address: null } })))).text);
    expect(text).toContain('DEPOSIT INVOICE');
    expect(text).toContain(`Balance due ${formatCents(inv.totalCents)}`);
    for (const s of ['Shipping', 'Tax', 'Paid', 'Payments received', 'Your PO']) expect(text).not.toContain(s);
    const progress = flat((await pdfText(await renderInvoicePdf(input(invoice([item(1)], { kind: 'progress' }))))).text);
    expect(progress).toContain('PROGRESS INVOICE');
  });

  it('paginates a long invoice, repeating the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => item(i + 1));
    const inv = invoice(lines);
    const { pages, text } = await pdfText(await renderInvoicePdf(input(inv)));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Page 1 of ${pages.length}`);
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    for (const page of pages.slice(0, -1)) expect(page).toContain('DESCRIPTION');
    expect(pages[1]).toContain('INV-1002 - Acme Corp (continued)');
    for (const l of lines) expect(flat(text)).toContain(`${l.description} ${l.quantity.toLocaleString('en-US')}`);
    expect(flat(text)).toContain(`Balance due ${formatCents(inv.balanceCents)}`);
  });

  it('marks a void invoice VOID and a paid one PAID', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => item(i + 1));
    const voided = invoice(lines, { status: 'void', balanceCents: 0 });
    const { pages } = await pdfText(await renderInvoicePdf(input(voided)));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toContain('VOID');
    expect(flat(pages.join(' '))).toContain('Balance due (void) $0.00');

    const total = invoice([item(1)]).totalCents;
    const paid = invoice([item(1)], { status: 'paid', paidCents: total, payments: [{ id: 'p1', amountCents: total, paidOn: '2026-02-15', method: null, note: null, at: '2026-02-15T10:00:00Z' }] });
    const text = flat((await pdfText(await renderInvoicePdf(input(paid)))).text);
    expect(text).toContain('PAID');
    expect(text).toContain('Balance due $0.00');
    expect(text).not.toContain('VOID');
  });

  it('prints non-Latin-1 text safely', async () => {
    const inv = invoice([item(1, { description: 'Núñez — “Ω” 水杯 mug' })], { companyName: 'Ωmega Ñandú Corp', notes: 'Спасибо — thanks' });
    const bytes = await renderInvoicePdf(
      input(inv, {
        seller: { companyName: 'Ωmega Promo', primaryColor: 'not-a-colour', address: null, repName: 'Łukasz', repEmail: 'l@example.com' },
        billTo: { name: 'Zoë Ørsted', company: '株式会社', email: null, address: { name: 'Zoë Ørsted', company: null, line1: '1 Rue de la Paix', line2: null, city: 'Paris', region: null, postalCode: '75002', country: 'FR', phone: null } },
        clientPoNumber: 'PO–№5',
      }),
    );
    const text = flat((await pdfText(bytes)).text);
    expect(text).toContain('Núñez - "?" ?? mug');
    expect(text).toContain('Zoë Ørsted');
    expect(text).toContain('Paris 75002');
    expect(text).toContain('Your PO #: PO-?5');
    expect(invoicePdfFilename(inv)).toBe('INV-1002-mega-Nandu-Corp.pdf');
    expect(invoicePdfFilename({ ...inv, companyName: null })).toBe('INV-1002.pdf');
  });

  it('gives the same bytes for the same input, and a logo does not break it', async () => {
    const inv = invoice([item(1), item(2)], { paidCents: 1000, payments: [{ id: 'p1', amountCents: 1000, paidOn: '2026-02-11', method: 'Card', note: null, at: '2026-02-11T10:00:00Z' }] });
    const [a, b] = await Promise.all([renderInvoicePdf(input(inv)), renderInvoicePdf(input(inv))]);
    expect(a.equals(b)).toBe(true);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const withLogo = await renderInvoicePdf(input(inv, { logo: { contentType: 'image/png', bytes: png } }));
    expect(withLogo.length).toBeGreaterThan(a.length);
    const svg = await renderInvoicePdf(input(inv, { logo: { contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>') } }));
    expect(svg.equals(a)).toBe(true);
    const broken = await renderInvoicePdf(input(inv, { logo: { contentType: 'image/png', bytes: Buffer.from('nope') } }));
    expect((await pdfText(broken)).text).toContain('INV-1002');
  });

  it('refuses an invoice whose dates are not days', async () => {
    await expect(renderInvoicePdf(input(invoice([item(1)], { dueOn: 'soon' })))).rejects.toThrow(/dueOn must be a day/);
  });
});
