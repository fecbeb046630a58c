import { invoiceLabel, type Invoice } from '../../../contracts/invoices.js';
import { formatCents } from '../../../contracts/money.js';
import type { ShipToAddress } from '../../../contracts/order-rules.js';
import { accentOf, addressLines, BAND, CELL, continuationPage, dateText, drawBlocks, drawHeader, drawTable, fileSlug, finishPages, INK, isDay, latin1, MUTED, openLogo, openPdf, PAGE, pageBottom, RULE, WIDTH, type Doc, type PdfLogo, type TableColumn } from './pdf-kit.js';

/**
 * The client's invoice as a PDF: who bills (the distributor and its rep) and whom, for which order,
 * when it is due, each line at its price (a final invoice's "Less: deposit INV-1001" lines are
 * negative), the totals, what was paid and the balance due, the payments and the notes. Pure: the
 * same input gives the same bytes (its dates come from the invoice, never the machine's clock).
 * Its input holds client prices only: costs and margins cannot leak onto it.
 */

export type InvoicePdfInput = {
  invoice: Invoice;
  seller: { companyName: string; primaryColor: string; address: string | null; repName: string; repEmail: string };
  billTo: { name: string; company: string | null; email: string | null; address: ShipToAddress | null };
  /** The client's own purchase order number, printed when they gave one. */
  clientPoNumber: string | null;
  /** The workspace's logo as stored at upload: only a PNG is drawn. */
  logo: PdfLogo | null;
};

const RED = '#dc2626';
const GREEN = '#15803d';

const TITLES: Record<Invoice['kind'], string> = { deposit: 'DEPOSIT INVOICE', progress: 'PROGRESS INVOICE', final: 'INVOICE' };

/** The lines table (sums to WIDTH). */
const LINE_COLUMNS: readonly TableColumn[] = [
  { title: 'DESCRIPTION', w: 292, right: false, numeric: false },
  { title: 'QTY', w: 50, right: true, numeric: true },
  { title: 'UNIT PRICE', w: 80, right: true, numeric: true },
  { title: 'AMOUNT', w: 90, right: true, numeric: true, bold: true },
];

/** The payments table (sums to WIDTH). */
const PAYMENT_COLUMNS: readonly TableColumn[] = [
  { title: 'DATE', w: 110, right: false, numeric: false },
  { title: 'METHOD', w: 312, right: false, numeric: false },
  { title: 'AMOUNT', w: 90, right: true, numeric: true, bold: true },
];

/** `INV-1001-Acme-Corp.pdf`: ASCII letters, digits and dashes only. */
export const invoicePdfFilename = (invoice: Invoice): string => {
  const slug = fileSlug(invoice.companyName ?? '');
  return `${invoiceLabel(invoice.number)}${slug ? `-${slug}` : ''}.pdf`;
};

/** Bill to: the contact, their company and email, then the address without repeating them. */
const billToLines = (b: InvoicePdfInput['billTo']): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of [b.name, b.company, b.email, ...(b.address ? addressLines(b.address) : [])]) {
    const key = l?.trim().toLowerCase();
    if (!l || !key || seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
};

/** A big, faint word across the middle of the page. */
const watermark = (doc: Doc, word: string, color: string) => {
  const cy = doc.page.height / 2;
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, cy] });
  doc.fillColor(color).fillOpacity(0.12).font('Helvetica-Bold').fontSize(150).text(word, 0, cy - 60, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
};

export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, seller, billTo } = input;
  for (const [name, day] of [
    ['issuedOn', invoice.issuedOn],
    ['dueOn', invoice.dueOn],
  ] as const) {
    if (!isDay(day)) return Promise.reject(new RangeError(`${name} must be a day (YYYY-MM-DD), got ${day}`));
  }
  const label = invoiceLabel(invoice.number);
  const client = invoice.companyName ?? billTo.company ?? billTo.name;
  const isVoid = invoice.status === 'void';
  const isPaid = !isVoid && invoice.status === 'paid' && invoice.balanceCents === 0;

  const { doc, done } = openPdf({ title: `Invoice ${label}`, author: seller.companyName, subject: `${client} - Order #${invoice.orderNumber}`, day: invoice.issuedOn });
  const logo = openLogo(doc, input.logo);
  const accent = accentOf(seller.primaryColor);
  const newPage = () => continuationPage(doc, accent, `${label} - ${client} (continued)`);
  /** Moves to a new page unless `height` more points fit on this one. */
  const room = (y: number, height: number) => (y + height > pageBottom(doc) ? newPage() : y);

  // ---- header ----
  const details = [`Issued ${dateText(invoice.issuedOn)}`, `Due ${dateText(invoice.dueOn)}`, `Order #${invoice.orderNumber}`];
  if (input.clientPoNumber?.trim()) details.push(`Your PO #: ${input.clientPoNumber.trim()}`);
  let y = drawHeader(doc, { accent, logo, name: seller.companyName || 'Invoice', title: TITLES[invoice.kind], reference: label, details });

  // ---- From / Bill to ----
  y = drawBlocks(doc, accent, y, [
    ['FROM', [seller.companyName, ...(seller.address ? seller.address.split(/\r?\n/) : []), seller.repName && `Contact: ${seller.repName}`, seller.repEmail].filter(Boolean)],
    ['BILL TO', billToLines(billTo)],
  ]);

  // ---- the balance due (or the status), prominent ----
  const bandH = 30;
  const [bandColor, headline, aside] = isVoid
    ? [RED, 'VOID', 'This invoice is cancelled: nothing is due on it']
    : isPaid
      ? [GREEN, 'PAID', 'Paid in full - thank you']
      : [accent, `Balance due ${formatCents(invoice.balanceCents)}`, `Due by ${dateText(invoice.dueOn)}`];
  doc.rect(PAGE.margin, y, WIDTH, bandH).fill(BAND);
  doc.rect(PAGE.margin, y, 4, bandH).fill(bandColor);
  doc.fillColor(isVoid || isPaid ? bandColor : INK).font('Helvetica-Bold').fontSize(13).text(headline, PAGE.margin + 14, y + 9, { width: WIDTH * 0.5, lineBreak: false });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(aside, PAGE.margin + WIDTH * 0.5, y + 11, { width: WIDTH * 0.5 - 12, align: 'right', lineBreak: false });
  y += bandH + 18;

  // ---- the lines ----
  const rows = invoice.lines.map((l) => [l.description, l.quantity.toLocaleString('en-US'), formatCents(l.unitCents), formatCents(l.amountCents)].map(latin1));
  y = drawTable(doc, { accent, columns: LINE_COLUMNS, rows, y, newPage });

  // ---- the totals, then the balance due ----
  const totals: Array<[string, string]> = [['Subtotal', formatCents(invoice.subtotalCents)]];
  if (invoice.shippingCents > 0) totals.push(['Shipping', formatCents(invoice.shippingCents)]);
  if (invoice.taxCents > 0) totals.push(['Tax', formatCents(invoice.taxCents)]);
  const rowH = 16;
  y = room(y, (totals.length + 3) * rowH + 40) + 10;
  const labelX = PAGE.margin + WIDTH / 2;
  const amountX = PAGE.margin + (WIDTH * 3) / 4;
  const amountW = WIDTH / 4 - CELL.pad;
  const totalRow = (name: string, amount: string, size: number, font: 'Helvetica' | 'Helvetica-Bold', color = INK) => {
    doc.fillColor(color).font(font).fontSize(size).text(name, labelX, y, { width: WIDTH / 4, lineBreak: false });
    doc.text(amount, amountX, y, { width: amountW, align: 'right', lineBreak: false });
    y += size + 7;
  };
  for (const [name, amount] of totals) totalRow(name, amount, 9, 'Helvetica', MUTED);
  doc.moveTo(labelX, y - 3).lineTo(PAGE.margin + WIDTH, y - 3).lineWidth(0.5).stroke(RULE);
  y += 2;
  totalRow('Total', formatCents(invoice.totalCents), 11, 'Helvetica-Bold');
  if (invoice.paidCents > 0) totalRow('Paid', formatCents(-invoice.paidCents), 9, 'Helvetica', MUTED);
  y += 2;
  doc.rect(labelX - 10, y - 5, WIDTH / 2 + 10, 24).fill(BAND);
  doc.rect(labelX - 10, y - 5, 3, 24).fill(isVoid ? RED : accent);
  y += 1;
  totalRow(isVoid ? 'Balance due (void)' : 'Balance due', formatCents(invoice.balanceCents), 12, 'Helvetica-Bold', isVoid ? RED : INK);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text('Amounts in US dollars.', labelX, y + 2, { width: WIDTH / 2 - CELL.pad, align: 'right' });
  y = doc.y + 18;

  // ---- the payments received ----
  if (invoice.payments.length) {
    y = room(y, 60);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9).text('Payments received', PAGE.margin, y, { width: WIDTH });
    const payments = invoice.payments.map((p) => [isDay(p.paidOn) ? dateText(p.paidOn) : p.paidOn, [p.method, p.note].filter(Boolean).join(' - ') || '-', formatCents(p.amountCents)].map(latin1));
    y = drawTable(doc, { accent, columns: PAYMENT_COLUMNS, rows: payments, y: doc.y + 4, newPage }) + 18;
  }

  // ---- notes and how to pay ----
  const notes = invoice.notes?.trim();
  if (notes) {
    const notesText = latin1(notes);
    doc.font('Helvetica').fontSize(9);
    y = room(y, Math.min(doc.heightOfString(notesText, { width: WIDTH }) + 20, 120));
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9).text('Notes', PAGE.margin, y, { width: WIDTH });
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(notesText, PAGE.margin, doc.y + 2, { width: WIDTH });
    y = doc.y + 12;
  }
  if (!isVoid) {
    y = room(y, 30);
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(latin1(`Please quote ${label} with your payment. Questions about this invoice: ${seller.repName} (${seller.repEmail}).`), PAGE.margin, y, { width: WIDTH });
  }

  // ---- the VOID watermark and page numbers, once every page exists ----
  finishPages(doc, (page, count) => `${label}  |  ${seller.companyName}  |  Page ${page} of ${count}`, isVoid ? () => watermark(doc, 'VOID', RED) : undefined);
  doc.end();
  return done;
}
