import { formatCents } from '../../../contracts/money.js';
import type { PoLine, PurchaseOrder } from '../../../contracts/orders.js';
import { addressLines, accentOf, BAND, CELL, continuationPage, dateText, drawBlocks, drawHeader, drawTable, fileSlug, finishPages, INK, isDay, latin1, MUTED, openLogo, openPdf, PAGE, pageBottom, WIDTH, type PdfLogo, type TableColumn } from './pdf-kit.js';

/**
 * The supplier purchase order as a PDF: what a supplier's order desk needs to enter the order —
 * who orders (the distributor and its rep), from whom, where it ships, by when, each line at net
 * cost with its decoration, the total at cost and the terms. Pure: the same input gives the same
 * bytes (the document's dates come from `issuedOn`, never the machine's clock). It is drawn from
 * costs only: the client's prices are not part of its input, so they cannot leak onto it.
 */

/** The workspace's logo as stored at upload (mirrors server/proposals/pdf/logo.ts's StoredRaster). */
export type PoPdfLogo = PdfLogo;

/** ' to Rita Rep (rita@…)', or nothing when the PO names no rep. */
const contactOf = (d: { repName: string; repEmail: string }) => {
  const who = [d.repName, d.repEmail && `(${d.repEmail})`].filter(Boolean).join(' ');
  return who ? ` to ${who}` : '';
};

export type PoPdfInput = {
  /** The purchase order with its costs (the cost fields must not be null). */
  po: PurchaseOrder;
  distributor: { companyName: string; primaryColor: string; address: string | null; repName: string; repEmail: string };
  logo: PoPdfLogo | null;
  /** The artwork to imprint: the client company's uploaded logo (the bounded PNG stored at upload), with what it is. */
  artwork?: { image: PoPdfLogo; caption: string } | null;
  /** YYYY-MM-DD: the workspace clock's day. */
  issuedOn: string;
};

/** The lines table: header, width and alignment of each column (sums to WIDTH). */
const COLUMNS: readonly TableColumn[] = [
  { title: 'ITEM #', w: 50, right: false, numeric: false },
  { title: 'PRODUCT', w: 110, right: false, numeric: false, bold: true },
  { title: 'COLOUR', w: 48, right: false, numeric: false },
  { title: 'QTY', w: 36, right: true, numeric: true },
  { title: 'DECORATION', w: 126, right: false, numeric: false },
  { title: 'UNIT NET', w: 44, right: true, numeric: true },
  { title: 'SETUP', w: 42, right: true, numeric: true },
  { title: 'TOTAL', w: 56, right: true, numeric: true, bold: true },
] as const;

const decorationText = (d: PoLine['decoration']): string => {
  if (!d) return 'Blank (no decoration)';
  const where = d.locations.length ? `${d.label}: ${d.locations.join(', ')}` : d.label;
  return d.colors.length ? `${where}\nImprint colours: ${d.colors.join(', ')}` : where;
};

type CostedLine = PoLine & { unitCostCents: number; setupCostCents: number; totalCostCents: number };
const costed = (line: PoLine): CostedLine => {
  if (line.unitCostCents === null || line.setupCostCents === null || line.totalCostCents === null) throw new Error(`Purchase order line ${line.itemNum} has no cost: a purchase order is drawn from costs`);
  return line as CostedLine;
};

/** `PO-1002-Hit-Promotional.pdf`: ASCII letters, digits and dashes only. */
export const poPdfFilename = (po: PurchaseOrder): string => {
  const slug = fileSlug(po.supplier.name);
  return `PO-${po.number}${slug ? `-${slug}` : ''}.pdf`;
};

export function renderPurchaseOrderPdf(input: PoPdfInput): Promise<Buffer> {
  const { po, distributor } = input;
  if (!isDay(input.issuedOn)) return Promise.reject(new RangeError(`issuedOn must be a day (YYYY-MM-DD), got ${input.issuedOn}`));
  let lines: CostedLine[];
  try {
    lines = po.lines.map(costed);
  } catch (err) {
    return Promise.reject(err as Error);
  }

  const { doc, done } = openPdf({ title: `Purchase order ${po.number}`, author: distributor.companyName, subject: `${po.supplier.name} - Order #${po.orderNumber}`, day: input.issuedOn });
  const logo = openLogo(doc, input.logo);
  const accent = accentOf(distributor.primaryColor);
  const newPage = () => continuationPage(doc, accent, `PO #${po.number} - ${po.supplier.name} (continued)`);

  // ---- header: the brand bar, logo and name on the left, the document's identity on the right ----
  let y = drawHeader(doc, { accent, logo, name: distributor.companyName || 'Purchase order', title: 'PURCHASE ORDER', reference: `PO #${po.number}`, details: [`Issued ${dateText(input.issuedOn)}`, `Our reference: Order #${po.orderNumber}`] });

  // ---- From / To / Ship to ----
  y = drawBlocks(doc, accent, y, [
    ['FROM', [distributor.companyName, ...(distributor.address ? distributor.address.split(/\r?\n/) : []), distributor.repName && `Contact: ${distributor.repName}`, distributor.repEmail].filter(Boolean)],
    ['TO (SUPPLIER)', [po.supplier.name, po.supplier.orderEmail, po.supplier.accountNumber ? `Account # ${po.supplier.accountNumber}` : null].filter((l): l is string => Boolean(l))],
    ['SHIP TO', addressLines(po.shipTo)],
  ]);

  // ---- the in-hands date, prominent ----
  const bandH = 30;
  doc.rect(PAGE.margin, y, WIDTH, bandH).fill(BAND);
  doc.rect(PAGE.margin, y, 4, bandH).fill(accent);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(po.inHandsDate ? `In hands by ${dateText(po.inHandsDate)}` : 'No in-hands date', PAGE.margin + 14, y + 9, { width: WIDTH * 0.6, lineBreak: false });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`, PAGE.margin + WIDTH * 0.6, y + 11, { width: WIDTH * 0.4 - 12, align: 'right', lineBreak: false });
  y += bandH + 18;

  // ---- the lines table ----
  const rows = lines.map((line) => [line.itemNum, line.name, line.color ?? '-', line.quantity.toLocaleString('en-US'), decorationText(line.decoration), formatCents(line.unitCostCents), formatCents(line.setupCostCents), formatCents(line.totalCostCents)].map(latin1));
  y = drawTable(doc, { accent, columns: COLUMNS, rows, y, newPage });

  // ---- the total at cost ----
  const totalCents = lines.reduce((sum, l) => sum + l.totalCostCents, 0);
  if (y + 40 > pageBottom(doc)) y = newPage();
  y += 10;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Total (net cost)', PAGE.margin + WIDTH / 2, y, { width: WIDTH / 4, lineBreak: false });
  doc.text(formatCents(totalCents), PAGE.margin + (WIDTH * 3) / 4, y, { width: WIDTH / 4 - CELL.pad, align: 'right', lineBreak: false });
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text('Prices in US dollars, including setup charges.', PAGE.margin + WIDTH / 2, y + 16, { width: WIDTH / 2 - CELL.pad, align: 'right' });
  y = doc.y + 18;

  // ---- terms ----
  const terms = po.terms.trim();
  const termsText = latin1(`Terms: ${terms || 'as agreed'}`);
  doc.font('Helvetica').fontSize(9);
  const termsH = doc.heightOfString(termsText, { width: WIDTH }) + 40;
  if (y + Math.min(termsH, 120) > pageBottom(doc)) y = newPage();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9).text('Terms and instructions', PAGE.margin, y, { width: WIDTH });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(termsText, PAGE.margin, doc.y + 2, { width: WIDTH });
  doc.text(latin1(`Please confirm this order and send a proof${contactOf(distributor)} before production. Quote PO #${po.number} on every invoice, proof and shipment.`), PAGE.margin, doc.y + 6, { width: WIDTH });

  // ---- artwork: the client's logo as uploaded, for the decorator ----
  const art = input.artwork ? openLogo(doc, input.artwork.image) : null;
  if (art && input.artwork) {
    const box = { w: 160, h: 100 };
    let ay = doc.y + 16;
    if (ay + box.h + 30 > pageBottom(doc)) ay = newPage();
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9).text('Artwork', PAGE.margin, ay, { width: WIDTH });
    doc.image(art as unknown as Buffer, PAGE.margin, doc.y + 4, { fit: [box.w, box.h] });
    doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(latin1(input.artwork.caption), PAGE.margin + box.w + 12, ay + 18, { width: WIDTH - box.w - 12 });
  }

  // ---- page numbers, once every page exists ----
  finishPages(doc, (page, count) => `PO #${po.number}  |  ${distributor.companyName}  |  Page ${page} of ${count}`);
  doc.end();
  return done;
}
