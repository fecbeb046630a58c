import PDFDocument from 'pdfkit';
import type { ShipToAddress } from '../../../contracts/order-rules.js';

/**
 * What the order documents (the supplier purchase order, the client invoice) share: the page, the
 * palette, Latin-1 text, dates printed from a day (never the machine's clock), the brand bar and
 * logo header, the address blocks, the lines table that repeats its header on every page, and the
 * 'Page x of y' footers. Every helper is deterministic: the same calls give the same bytes.
 */

export const PAGE = { size: 'LETTER' as const, margin: 50 };
export const WIDTH = 612 - PAGE.margin * 2;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#e2e8f0';
export const BAND = '#f1f5f9';
export const DEFAULT_ACCENT = '#7E69AB';
export const LOGO = { w: 120, h: 36 };
/** Table text size and the most lines one cell may take (a longer text ends in an ellipsis). */
export const CELL = { size: 8, pad: 3, maxLines: 4 };

export type Doc = PDFKit.PDFDocument;

/** The standard PDF fonts only know Latin-1: anything else would print as garbage. */
export const latin1 = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');

/** A day (YYYY-MM-DD) as a Date at noon UTC: the same instant wherever the server runs. */
export const dayDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** A real calendar day (YYYY-MM-DD): the tasks' rule, one home. */
export { isDay } from '../../../contracts/task-rules.js';
/** "February 10, 2026". */
export const dateText = (iso: string) => dayDate(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The workspace's brand colour when it is one (#rrggbb), else the default. */
export const accentOf = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_ACCENT);

/** A postal address as printed, one part a line. */
export const addressLines = (a: ShipToAddress): string[] =>
  [
    a.name,
    a.company,
    a.line1,
    a.line2,
    [[a.city, a.region].filter(Boolean).join(', '), a.postalCode].filter(Boolean).join(' '),
    a.country && a.country !== 'US' ? a.country : null,
    a.phone ? `Phone: ${a.phone}` : null,
  ].filter((l): l is string => Boolean(l));

/** A name for a file name: ASCII letters and digits joined by dashes, whole words up to `max` characters. */
export const fileSlug = (name: string, max = 60): string => {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > max) break;
    slug = next;
  }
  return slug;
};

/** A letter-size document with its pages buffered (for the footers) and the bytes it will end with. */
export function openPdf(info: { title: string; author: string; subject: string; day: string }): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: true,
    // Fixed dates make the bytes (and the file id pdfkit derives from them) the same on every render.
    info: { Title: latin1(info.title), Author: latin1(info.author), Subject: latin1(info.subject), CreationDate: dayDate(info.day), ModDate: dayDate(info.day) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The workspace's logo as stored at upload (mirrors server/proposals/pdf/logo.ts's StoredRaster): only its PNG is drawn. */
export type PdfLogo = { contentType: string; bytes: Buffer };
/** An image pdfkit has opened. */
export type OpenedLogo = { width: number; height: number };

/** Opens the logo once; null when there is none, it is not a PNG, or the PNG does not read. */
export function openLogo(doc: Doc, logo: PdfLogo | null): OpenedLogo | null {
  if (logo?.contentType !== 'image/png') return null;
  try {
    return (doc as unknown as { openImage(src: Buffer): OpenedLogo }).openImage(logo.bytes);
  } catch {
    return null;
  }
}

/** The brand colour's bar across the top of the page. */
export const brandBar = (doc: Doc, accent: string) => doc.rect(0, 0, doc.page.width, 8).fill(accent);

/** The lowest a row may reach: above the footer. */
export const pageBottom = (doc: Doc) => doc.page.height - PAGE.margin - 20;

/**
 * The first page's header: the brand bar; the logo and the sender's name on the left; the
 * document's title, its reference and the detail lines on the right. Returns where the page goes on.
 */
export function drawHeader(doc: Doc, h: { accent: string; logo: OpenedLogo | null; name: string; title: string; reference: string; details: string[] }): number {
  const { accent, logo } = h;
  brandBar(doc, accent);
  const nameLeft = logo ? PAGE.margin + LOGO.w + 12 : PAGE.margin;
  if (logo) doc.image(logo as unknown as Buffer, PAGE.margin, 22, { fit: [LOGO.w, LOGO.h], valign: 'center' });
  doc.fillColor(accent).font('Helvetica-Bold').fontSize(14).text(latin1(h.name), nameLeft, 30, { width: PAGE.margin + WIDTH * 0.55 - nameLeft });
  const leftBottom = Math.max(doc.y, logo ? 22 + LOGO.h : 0);
  const right = PAGE.margin + WIDTH * 0.55;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(latin1(h.title), right, 24, { width: WIDTH * 0.45, align: 'right' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(latin1(h.reference), right, doc.y + 2, { width: WIDTH * 0.45, align: 'right' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  for (const d of h.details) doc.text(latin1(d), right, doc.y + 1, { width: WIDTH * 0.45, align: 'right' });
  return Math.max(doc.y, leftBottom) + 18;
}

/** The next page of a long document: the brand bar and a muted "(continued)" line. Returns where its content starts. */
export function continuationPage(doc: Doc, accent: string, label: string): number {
  doc.addPage();
  brandBar(doc, accent);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(latin1(label), PAGE.margin, PAGE.margin - 20, { width: WIDTH, lineBreak: false });
  return PAGE.margin;
}

/** Labelled address blocks side by side (From / To / Ship to). Returns where the page goes on. */
export function drawBlocks(doc: Doc, accent: string, y: number, blocks: Array<[label: string, lines: string[]]>): number {
  const gap = 16;
  const blockW = (WIDTH - (blocks.length - 1) * gap) / blocks.length;
  let blocksBottom = y;
  blocks.forEach(([label, text], i) => {
    const x = PAGE.margin + i * (blockW + gap);
    doc.fillColor(accent).font('Helvetica-Bold').fontSize(8).text(label, x, y, { width: blockW });
    doc.moveTo(x, doc.y + 1).lineTo(x + blockW, doc.y + 1).lineWidth(0.5).stroke(RULE);
    doc.fillColor(INK).font('Helvetica').fontSize(9).text(latin1(text.join('\n')), x, doc.y + 4, { width: blockW });
    blocksBottom = Math.max(blocksBottom, doc.y);
  });
  return blocksBottom + 16;
}

/** One column of a table: its header, width, alignment; a numeric cell never wraps (it is set smaller). */
export type TableColumn = { title: string; w: number; right: boolean; numeric: boolean; bold?: boolean };

/**
 * A table from `y`: the header in the brand colour, then each row (zebra-striped, a rule under
 * it); a row that would cross the footer goes to a new page (from `newPage`), under the header
 * again. Text cells wrap up to CELL.maxLines lines. Cells are printed as given (pass them through
 * `latin1`). Returns where the page goes on.
 */
export function drawTable(doc: Doc, t: { accent: string; columns: readonly TableColumn[]; rows: string[][]; y: number; newPage: () => number }): number {
  const { columns } = t;
  let y = t.y;
  const header = () => {
    doc.rect(PAGE.margin, y, WIDTH, 16).fill(t.accent);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(7);
    let x = PAGE.margin;
    for (const c of columns) {
      doc.text(c.title, x + CELL.pad, y + 5, { width: c.w - CELL.pad * 2, align: c.right ? 'right' : 'left', lineBreak: false });
      x += c.w;
    }
    y += 16;
  };

  doc.font('Helvetica').fontSize(CELL.size);
  const lineGap = doc.currentLineHeight(true);
  const maxCell = lineGap * CELL.maxLines;
  const fontOf = (i: number) => (columns[i].bold ? 'Helvetica-Bold' : 'Helvetica');
  header();
  t.rows.forEach((cells, index) => {
    const sizeOf = cells.map((c, i) => (columns[i].numeric ? Math.min(CELL.size, (CELL.size * (columns[i].w - CELL.pad * 2)) / doc.font(fontOf(i)).fontSize(CELL.size).widthOfString(c)) : CELL.size));
    const textH = Math.max(...cells.map((c, i) => (columns[i].numeric ? lineGap : Math.min(maxCell, doc.font(fontOf(i)).fontSize(CELL.size).heightOfString(c, { width: columns[i].w - CELL.pad * 2 })))));
    const rowH = textH + CELL.pad * 2;
    if (y + rowH > pageBottom(doc)) {
      y = t.newPage();
      header();
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, WIDTH, rowH).fill('#f8fafc');
    let x = PAGE.margin;
    cells.forEach((c, i) => {
      doc.fillColor(INK).font(fontOf(i)).fontSize(sizeOf[i]);
      if (columns[i].numeric) doc.text(c, x + CELL.pad, y + CELL.pad, { width: columns[i].w - CELL.pad * 2, align: 'right', lineBreak: false });
      else doc.text(c, x + CELL.pad, y + CELL.pad, { width: columns[i].w - CELL.pad * 2, height: maxCell, ellipsis: true });
      x += columns[i].w;
    });
    y += rowH;
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(0.5).stroke(RULE);
  });
  return y;
}

/**
 * Once every page exists: `stamp` (a watermark, say) and the centred footer on each page;
 * `footer` gets the page's number and the count ('Page 1 of 3').
 */
export function finishPages(doc: Doc, footer: (page: number, count: number) => string, stamp?: () => void): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: writing there must not start a new page.
    doc.page.margins.bottom = 0;
    stamp?.();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(latin1(footer(i + 1, range.count)), PAGE.margin, doc.page.height - PAGE.margin + 10, { width: WIDTH, align: 'center', lineBreak: false });
  }
}
