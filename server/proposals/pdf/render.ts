import PDFDocument from 'pdfkit';
import { formatCents } from '../../../contracts/money.js';
import { PROPOSAL_STATUS_LABELS } from '../../../contracts/proposals.js';
import type { PublicLine, PublicProposal } from '../../../contracts/proposal-sharing.js';
import { paintSvg, type VectorCanvas } from './svg.js';
import { drawLogo, openPdfLogo, type StoredRaster } from './logo.js';

/**
 * The proposal as a PDF (docs/product.md#proposals): branded, paginated, with each product's
 * picture, tiers, decoration, the totals, terms and the approval state. It is drawn from the
 * client's view only (sell prices), so the seller's copy and the client's are the same document
 * and neither can show a cost.
 */

const PAGE = { size: 'LETTER' as const, margin: 50 };
const WIDTH = 612 - PAGE.margin * 2;
const IMAGE = 96;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#e2e8f0';

const LINE_STATE: Record<PublicLine['status'], string> = { open: 'Awaiting approval', approved: 'Approved', changes_requested: 'Changes requested', declined: 'Declined' };

const dateText = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** The standard PDF fonts only know Latin-1: anything else would print as garbage. */
const latin1 = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');

export type PdfImages = ReadonlyMap<string, string | null>;

/**
 * The logos a PDF shows, each the bounded PNG stored at upload: the client company's, drawn on
 * each built-in product's picture, and the workspace's own (Settings → Branding) in the header.
 */
export type PdfLogos = { client: StoredRaster | null; brand: StoredRaster | null };
const NO_LOGOS: PdfLogos = { client: null, brand: null };
/** The header's logo box, in points. */
const BRAND_LOGO = { w: 120, h: 36 };

export function renderProposalPdf(view: PublicProposal, images: PdfImages = new Map(), logos: PdfLogos = NO_LOGOS): Promise<Buffer> {
  const doc = new PDFDocument({ ...PAGE, bufferPages: true, info: { Title: latin1(view.title), Author: latin1(view.branding.companyName) } });
  const logo = logos.client ? openPdfLogo(doc, logos.client) : null;
  const brandLogo = logos.brand ? openPdfLogo(doc, logos.brand) : null;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const accent = /^#[0-9a-fA-F]{6}$/.test(view.branding.primaryColor) ? view.branding.primaryColor : '#7E69AB';
  const bottom = () => doc.page.height - PAGE.margin - 20;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header: the seller's logo and brand, and the rep's contact.
  doc.rect(0, 0, doc.page.width, 8).fill(accent);
  const nameLeft = brandLogo ? PAGE.margin + BRAND_LOGO.w + 12 : PAGE.margin;
  if (brandLogo) doc.image(brandLogo as unknown as Buffer, PAGE.margin, 22, { fit: [BRAND_LOGO.w, BRAND_LOGO.h], valign: 'center' });
  doc.fillColor(accent).font('Helvetica-Bold').fontSize(16).text(latin1(view.branding.companyName || 'Proposal'), nameLeft, 30, { width: PAGE.margin + WIDTH / 2 - nameLeft });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(latin1([view.rep.name, view.rep.email].filter(Boolean).join('\n')), PAGE.margin + WIDTH / 2, 32, { width: WIDTH / 2, align: 'right' });
  doc.y = Math.max(doc.y, brandLogo ? 22 + BRAND_LOGO.h : 0);
  doc.moveDown(2);

  doc.x = PAGE.margin;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(latin1(view.title), { width: WIDTH });
  const approved = view.lines.filter((l) => l.status === 'approved').length;
  const facts = [
    view.clientName ? `Prepared for ${view.clientName}` : null,
    `Status: ${PROPOSAL_STATUS_LABELS[view.status]} (${approved} of ${view.lines.length} items approved)`,
    view.inHandsDate ? `In hands by ${dateText(view.inHandsDate)}` : null,
    view.expiresAt ? `Valid until ${dateText(view.expiresAt)}` : null,
  ].filter(Boolean);
  doc.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(10).text(latin1(facts.join('  |  ')), { width: WIDTH });
  if (view.message) doc.moveDown(0.8).fillColor(INK).fontSize(10).text(latin1(view.message), { width: WIDTH });
  doc.moveDown(1);

  for (const line of view.lines) {
    ensure(IMAGE + 40 + line.tiers.length * 14);
    const top = doc.y;
    doc.moveTo(PAGE.margin, top).lineTo(PAGE.margin + WIDTH, top).lineWidth(0.5).stroke(RULE);
    const svg = images.get(line.id);
    if (svg) {
      paintSvg(doc as unknown as VectorCanvas, svg, PAGE.margin, top + 10, IMAGE);
      if (logo) drawLogo(doc as unknown as Parameters<typeof drawLogo>[0], logo, line.logoArea, PAGE.margin, top + 10, IMAGE);
    } else {
      doc.roundedRect(PAGE.margin, top + 10, IMAGE, IMAGE, 6).fill('#f1f5f9');
      doc.fillColor(MUTED).fontSize(8).text('No image', PAGE.margin, top + 10 + IMAGE / 2 - 4, { width: IMAGE, align: 'center' });
    }
    const left = PAGE.margin + IMAGE + 16;
    const width = WIDTH - IMAGE - 16;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(latin1(line.name), left, top + 10, { width });
    doc.fillColor(accent).font('Helvetica-Bold').fontSize(8).text(LINE_STATE[line.status].toUpperCase(), { width });
    doc.fillColor(MUTED).font('Helvetica').fontSize(9);
    if (line.description) doc.text(latin1(line.description), { width, height: 36, ellipsis: true });
    const details = [
      line.decoration ? `Decoration: ${line.decoration.label}, ${line.decoration.locations.join(', ')}${line.decoration.colors.length ? ` (${line.decoration.colors.join(', ')})` : ''}` : null,
      line.chosenColor || line.color ? `Colour: ${line.chosenColor ?? line.color}` : line.colors.length ? `Colours: ${line.colors.slice(0, 8).join(', ')}` : null,
    ].filter(Boolean);
    if (details.length) doc.text(latin1(details.join('\n')), { width });
    doc.moveDown(0.4);

    // Tiers: quantity, unit price, setup, total; the client's choice is marked.
    const cols = [left, left + width * 0.3, left + width * 0.52, left + width * 0.74];
    const header = doc.y;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    ['QUANTITY', 'UNIT PRICE', 'SETUP', 'TOTAL'].forEach((h, i) => doc.text(h, cols[i], header, { width: width * 0.26, align: i === 0 ? 'left' : 'right' }));
    let rowY = header + 12;
    const chosen = line.chosenQty ?? line.tiers[0]?.quantity;
    for (const t of line.tiers) {
      const mine = t.quantity === chosen;
      doc.font(mine ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(INK);
      const cells = [`${t.quantity.toLocaleString('en-US')}${mine ? ' (selected)' : ''}`, formatCents(t.unitSellCents), formatCents(t.setupSellCents), formatCents(t.lineTotalCents)];
      cells.forEach((c, i) => doc.text(c, cols[i], rowY, { width: width * 0.26, align: i === 0 ? 'left' : 'right' }));
      rowY += 13;
    }
    doc.x = PAGE.margin;
    doc.y = Math.max(rowY, top + IMAGE + 16) + 8;
  }

  // Totals.
  ensure(110);
  doc.moveTo(PAGE.margin, doc.y).lineTo(PAGE.margin + WIDTH, doc.y).lineWidth(0.5).stroke(RULE);
  doc.moveDown(0.6);
  const totals: Array<[string, number, boolean]> = [
    ['Subtotal', view.totals.subtotalCents, false],
    ['Shipping estimate', view.totals.shippingCents, false],
    [`Tax (${view.totals.taxRatePct}%)`, view.totals.taxCents, false],
    ['Grand total', view.totals.grandTotalCents, true],
  ];
  for (const [label, cents, strong] of totals) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).fillColor(strong ? INK : MUTED);
    doc.text(label, PAGE.margin + WIDTH / 2, y, { width: WIDTH / 4 });
    doc.text(formatCents(cents), PAGE.margin + (WIDTH * 3) / 4, y, { width: WIDTH / 4, align: 'right' });
    doc.moveDown(0.3);
  }

  ensure(70);
  doc.moveDown(1.2).x = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Terms', PAGE.margin, doc.y, { width: WIDTH });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(
    latin1(
      `Prices in US dollars. Each total includes the one-time setup charge. Shipping is an estimate; tax is applied to merchandise only. ` +
        `Production starts once the proposal and the artwork proof are approved${view.expiresAt ? `; prices are valid until ${dateText(view.expiresAt)}` : ''}.`,
    ),
    { width: WIDTH },
  );

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: writing there must not start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`${latin1(view.title)}  |  Page ${i + 1} of ${range.count}`, PAGE.margin, doc.page.height - PAGE.margin + 10, { width: WIDTH, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
