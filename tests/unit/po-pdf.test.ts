import { describe, expect, it } from 'vitest';
import type { PoLine, PurchaseOrder } from '../../contracts/orders.js';
import { formatCents } from '../../contracts/money.js';
import { poPdfFilename, renderPurchaseOrderPdf, type PoPdfInput } from '../../server/orders/pdf/po-pdf.js';
import { pdfText } from '../helpers/pdf-text.js';

const line = (i: number, over: Partial<PoLine> = {}): PoLine => ({
  orderLineId: `line-${i}`,
  name: `Classic Tee ${i}`,
  itemNum: `HT-${1000 + i}`,
  color: i % 2 ? 'Navy' : null,
  quantity: 100 + i * 25,
  decoration: { method: 'screen_print', label: 'Screen print', locations: ['Front'], colors: ['PMS 286'] },
  unitCostCents: 350 + i,
  setupCostCents: 4500,
  totalCostCents: (100 + i * 25) * (350 + i) + 4500,
  ...over,
});

function purchaseOrder(lines: PoLine[], over: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: 'po-1',
    number: 1002,
    supplierId: 'sup-1',
    supplierName: 'Hit Promotional',
    status: 'draft',
    shipToIndex: 0,
    inHandsDate: '2026-03-14',
    inHandsOwn: false,
    lineCount: lines.length,
    totalCostCents: lines.reduce((s, l) => s + (l.totalCostCents ?? 0), 0),
    sentAt: null,
    email: null,
    carrier: null,
    trackingNumber: null,
    shipDate: null,
    revision: 1,
    outdated: false,
    orderId: 'order-1',
    orderNumber: 2001,
    orderTitle: 'Harbor Health Fair',
    companyName: 'Harbor Health',
    supplier: { id: 'sup-1', name: 'Hit Promotional', orderEmail: 'orders@hitpromo.example', accountNumber: 'ACCT-778', notes: null, transitDays: 3, location: 'Largo, FL', createdAt: '2026-01-01T00:00:00Z' },
    shipTo: { name: 'Dana Reyes', company: 'Harbor Health', line1: '12 Main St', line2: 'Suite 400', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: '512-555-0100' },
    terms: 'Net 30',
    lines,
    history: [],
    productionOverride: null,
    late: { late: false, reason: null },
    ...over,
  };
}

const input = (po: PurchaseOrder, over: Partial<PoPdfInput> = {}): PoPdfInput => ({
  po,
  distributor: { companyName: 'Bright Swag Co', primaryColor: '#1d4ed8', address: '500 Commerce Way\nDallas, TX 75201', repName: 'Sam Carter', repEmail: 'sam@brightswag.example' },
  logo: null,
  issuedOn: '2026-02-10',
  ...over,
});

/** pdfjs may split or join runs differently: compare with whitespace collapsed. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('the purchase order PDF', () => {
  it('shows the supplier, ship-to, in-hands date, each line at cost and the total', async () => {
    const lines = [line(1), line(2, { decoration: null, quantity: 1234, unitCostCents: 100_000, setupCostCents: 0, totalCostCents: 123_400_000 })];
    const po = purchaseOrder(lines);
    const bytes = await renderPurchaseOrderPdf(input(po));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text: raw } = await pdfText(bytes);
    const text = flat(raw);
    expect(pages).toHaveLength(1);
    for (const s of ['PURCHASE ORDER', 'PO #1002', 'Issued February 10, 2026', 'Order #2001', 'Bright Swag Co', 'Sam Carter', 'sam@brightswag.example', '500 Commerce Way']) expect(text).toContain(s);
    for (const s of ['Hit Promotional', 'orders@hitpromo.example', 'Account # ACCT-778']) expect(text).toContain(s);
    for (const s of ['Dana Reyes', '12 Main St', 'Suite 400', 'Austin, TX 78701', 'Phone: 512-555-0100']) expect(text).toContain(s);
    expect(text).toContain('In hands by March 14, 2026');
    for (const l of lines) {
      expect(text).toContain(l.itemNum);
      expect(text).toContain(l.quantity.toLocaleString('en-US'));
      expect(text).toContain(formatCents(l.unitCostCents!));
      expect(text).toContain(formatCents(l.setupCostCents!));
      expect(text).toContain(formatCents(l.totalCostCents!));
    }
    expect(text).toContain('$1,000.00');
    expect(text).toContain('$1,234,000.00');
    expect(text).toContain('Screen print');
    expect(text).toContain('PMS 286');
    expect(text).toContain(formatCents(po.totalCostCents!));
    expect(text).toContain('Terms: Net 30');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/sell|margin/i);
    expect(poPdfFilename(po)).toBe('PO-1002-Hit-Promotional.pdf');
  });

  it('paginates a long order, repeating the table header, and stays fast', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => line(i + 1));
    const { pages, text } = await pdfText(await renderPurchaseOrderPdf(input(purchaseOrder(lines))));
    expect(pages.length).toBe(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    for (const page of pages) expect(page).toContain('ITEM #');
    for (const l of lines) {
      expect(text).toContain(l.itemNum);
      expect(text).toContain(l.quantity.toLocaleString('en-US'));
    }
    const total = lines.reduce((s, l) => s + l.totalCostCents!, 0);
    expect(flat(text)).toContain(formatCents(total));
    expect(text).not.toMatch(/sell|margin/i);

    const many = purchaseOrder(Array.from({ length: 200 }, (_, i) => line(i + 1)));
    const started = performance.now();
    const big = await renderPurchaseOrderPdf(input(many));
    console.log(`po-pdf: 200 lines rendered in ${(performance.now() - started).toFixed(0)} ms (${big.length} bytes, ${(await pdfText(big)).pages.length} pages)`);
  });

  it('prints non-Latin-1 text safely, and the fallbacks when there is no date or terms', async () => {
    const po = purchaseOrder([line(1, { name: 'Núñez — “Ω” 水杯' })], {
      inHandsDate: null,
      terms: '  ',
      supplier: { id: 's', name: 'Núñez — “Ω” Supply', orderEmail: null, accountNumber: null, notes: null, transitDays: 3, location: null, createdAt: '2026-01-01T00:00:00Z' },
      shipTo: { name: 'Zoë Ørsted', company: null, line1: '1 Rue de la Paix', line2: null, city: 'Paris', region: null, postalCode: '75002', country: 'FR', phone: null },
    });
    const bytes = await renderPurchaseOrderPdf(input(po, { distributor: { companyName: 'Ωmega Promo', primaryColor: 'not-a-colour', address: null, repName: 'Łukasz', repEmail: 'l@example.com' } }));
    const text = flat((await pdfText(bytes)).text);
    expect(text).toContain('Núñez - "?"');
    expect(text).toContain('Zoë Ørsted');
    expect(text).toContain('Paris 75002');
    expect(text).toContain('FR');
    expect(text).toContain('No in-hands date');
    expect(text).toContain('Terms: as agreed');
    expect(text).not.toContain('Account #');
    expect(poPdfFilename(po)).toBe('PO-1002-Nunez-Supply.pdf');
  });

  it('gives the same bytes for the same input, and a logo does not break it', async () => {
    const po = purchaseOrder([line(1), line(2)]);
    const [a, b] = await Promise.all([renderPurchaseOrderPdf(input(po)), renderPurchaseOrderPdf(input(po))]);
    expect(a.equals(b)).toBe(true);
    // A 1×1 PNG, and a PNG that is not one (ignored).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const withLogo = await renderPurchaseOrderPdf(input(po, { logo: { contentType: 'image/png', bytes: png } }));
    expect(withLogo.length).toBeGreaterThan(a.length);
    const broken = await renderPurchaseOrderPdf(input(po, { logo: { contentType: 'image/png', bytes: Buffer.from('nope') } }));
    expect((await pdfText(broken)).text).toContain('PO #1002');
  });

  it('shows the client’s logo as the artwork when there is one, and nothing of it when there is none', async () => {
    const po = purchaseOrder([line(1)]);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const plain = await renderPurchaseOrderPdf(input(po));
    const withArt = await renderPurchaseOrderPdf(input(po, { artwork: { image: { contentType: 'image/png', bytes: png }, caption: 'Acme Corp’s logo as uploaded' } }));
    expect(flat((await pdfText(withArt)).text)).toContain("Artwork Acme Corp's logo as uploaded");
    expect((await pdfText(plain)).text).not.toContain('Artwork');
    expect(withArt.length).toBeGreaterThan(plain.length);
  });

  it('refuses a purchase order without costs', async () => {
    await expect(renderPurchaseOrderPdf(input(purchaseOrder([line(1, { unitCostCents: null })])))).rejects.toThrow(/no cost/);
  });
});
