import Papa from 'papaparse';

/**
 * Invoices (to clients) and supplier bills (for purchase orders) as CSV files in the import
 * layouts of QuickBooks Online and Xero: one row per line, the invoice's or bill's own fields
 * repeated on each of its rows, as both importers group rows by invoice or bill number.
 *
 * The layouts, where each was read and what could not be confirmed: docs/accounting-exports.md.
 *
 * Pure functions of plain records: no database, no clock. Money stays integer cents until it is
 * written here, formatted from the integer with string operations (never `cents / 100`).
 */

// ── Records ──────────────────────────────────────────────────────────────────────────────────────

export type ExportInvoice = {
  /** e.g. 'INV-1001' */
  number: string;
  /** The client company. */
  customerName: string;
  customerEmail: string | null;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD */
  dueOn: string;
  /** Our order number / the client's PO number. */
  reference: string | null;
  memo: string | null;
  currency: 'USD';
  lines: Array<{ itemCode: string; description: string; quantity: number; unitAmountCents: number; amountCents: number; taxable: boolean }>;
  /** Tax on the invoice. */
  taxCents: number;
  /** e.g. 825 = 8.25 % */
  taxRateBp: number;
};

export type ExportBill = {
  /** Our PO number, e.g. 'PO-5001'. */
  number: string;
  supplierName: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD */
  dueOn: string;
  /** Our order number. */
  reference: string | null;
  currency: 'USD';
  lines: Array<{ itemCode: string; description: string; quantity: number; unitAmountCents: number; amountCents: number }>;
};

/**
 * What a line is booked to, by name or code as the accounting file knows it:
 * - `sales`: QuickBooks — the Product/Service every invoice line is sold as (unless `useItemCodes`);
 *   Xero — the revenue account code.
 * - `costOfGoods`: the account supplier bills are booked to (QuickBooks: account name; Xero: code).
 * - `taxType`: the tax code (QuickBooks) or tax rate name (Xero) of taxable and exempt lines.
 *   Bills carry no tax from us: every bill line gets `exempt`.
 */
export type AccountCodes = { sales: string; costOfGoods: string; taxType: { taxable: string; exempt: string } };

/**
 * Defaults for a US company (see docs/accounting-exports.md). QuickBooks: the "Sales" product/service
 * and "Cost of Goods Sold" account of a new US company, tax codes TAX / NON. Xero: 200 Sales and
 * 310 Cost of Goods Sold of Xero's standard chart, rates "Tax on Sales" / "Tax Exempt". Every
 * organisation's own chart and tax rates win: pass `codes`.
 */
export const DEFAULT_ACCOUNT_CODES: { quickbooks: AccountCodes; xero: AccountCodes } = {
  quickbooks: { sales: 'Sales', costOfGoods: 'Cost of Goods Sold', taxType: { taxable: 'TAX', exempt: 'NON' } },
  xero: { sales: '200', costOfGoods: '310', taxType: { taxable: 'Tax on Sales', exempt: 'Tax Exempt' } },
};

/** How dates are written: QuickBooks asks at import; Xero reads its organisation's region format. */
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

export type CsvOptions = {
  /** Accounts, product/service and tax codes; default DEFAULT_ACCOUNT_CODES of the vendor. */
  codes?: AccountCodes;
  /** Default MM/DD/YYYY (a US company or organisation). */
  dateFormat?: DateFormat;
  /**
   * Put each line's itemCode in the product/service (QuickBooks) or InventoryItemCode (Xero)
   * column. Off by default: both reject or invent items they do not know, and a distributor's
   * supplier SKUs are rarely in the accounting file's item list.
   */
  useItemCodes?: boolean;
  /** A UTF-8 byte-order mark first (off: an importer may read it as part of the first column's name). */
  bom?: boolean;
};

// ── Layouts (the vendor's own template could not be read: sources and doubts in docs/accounting-exports.md)

/** QuickBooks Online "Import invoices" sample columns (US) plus ItemTaxCode, our per-line tax code (unconfirmed). */
export const QUICKBOOKS_INVOICE_HEADER = [
  '*InvoiceNo', '*Customer', '*InvoiceDate', '*DueDate', 'Terms', 'Location', 'Memo',
  'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', '*ItemAmount', 'ItemTaxCode', 'Service Date',
] as const;

/** QuickBooks Online bills, category (account) lines; native import outside the US only (see the doc). */
export const QUICKBOOKS_BILL_HEADER = [
  '*BillNo', '*Vendor', '*BillDate', '*DueDate', 'Terms', 'Location', 'Memo', '*Account', 'LineDescription', '*LineAmount',
] as const;

/** Xero sales invoice import template. */
export const XERO_INVOICE_HEADER = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4',
  'POCity', 'PORegion', 'POPostalCode', 'POCountry', '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate',
  'Total', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount', '*AccountCode', '*TaxType',
  'TaxAmount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency', 'BrandingTheme',
] as const;

/** Xero bill (purchases) import template. */
export const XERO_BILL_HEADER = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4',
  'POCity', 'PORegion', 'POPostalCode', 'POCountry', '*InvoiceNumber', '*InvoiceDate', '*DueDate',
  'Total', 'InventoryItemCode', 'Description', '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType',
  'TaxAmount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency',
] as const;

// ── Cells ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Characters that make a spreadsheet read a cell as a formula (tab and carriage return can hide one
 * after them): OWASP "CSV Injection". These files are opened in Excel before they are imported.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A text cell made inert: a leading formula character gets an apostrophe in front. Only text goes
 * through here (names, numbers of documents, descriptions, codes); amounts, quantities and dates
 * are written by this file from numbers and stay numeric, so a credit of -12.50 is still -12.50.
 */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.length > 0 && FORMULA_STARTS.has(value[0]) ? `'${value}` : value;
}

/** Integer cents as a plain decimal: 123456 → "1234.56", -5 → "-0.05". No separators, no symbol. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A quantity as a plain decimal (no exponent): 250 → "250", 2.5 → "2.5". */
function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity) || Math.abs(quantity) >= 1e15) throw new RangeError(`Quantity must be a finite number below 10^15, got ${quantity}`);
  const text = String(quantity);
  if (!text.includes('e')) return text;
  // Below 10^-6 String() writes an exponent (1e-7): fixed notation, trailing zeros dropped.
  let fixed = quantity.toFixed(10);
  if (fixed.includes('.')) {
    let end = fixed.length;
    while (fixed[end - 1] === '0') end -= 1;
    if (fixed[end - 1] === '.') end -= 1;
    fixed = fixed.slice(0, end);
  }
  return fixed;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD rewritten in the vendor's order, by string operations (no Date, no time zone). */
export function formatDate(iso: string, format: DateFormat): string {
  const m = ISO_DATE.exec(iso);
  const [year, month, day] = m ? [m[1], m[2], m[3]] : ['', '', ''];
  const y = Number(year);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const daysIn = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(month) - 1] ?? 0;
  if (!m || Number(day) < 1 || Number(day) > daysIn) {
    throw new RangeError(`Date must be a real YYYY-MM-DD, got ${JSON.stringify(iso)}`);
  }
  return format === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

// ── Tax ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * An invoice's tax split over its lines by line amount, largest remainder: each taxable line gets
 * the floor of its exact share, and the cents left over go one each to the lines with the largest
 * remainders (the earlier line on a tie), so the shares always add up to exactly taxCents. Lines
 * that are not taxable get 0. Exact integer arithmetic (BigInt): tax × amount can pass 2^53.
 *
 * Throws when there is tax but no taxable amount to carry it.
 */
export function splitTax(taxCents: number, lines: ReadonlyArray<{ amountCents: number; taxable: boolean }>): number[] {
  if (!Number.isSafeInteger(taxCents)) throw new RangeError(`Tax must be whole cents, got ${taxCents}`);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents)) throw new RangeError(`Amount must be whole cents, got ${line.amountCents}`);
  }
  const shares = lines.map(() => 0);
  if (taxCents === 0) return shares;
  const taxable = lines.flatMap((line, index) => (line.taxable ? [{ index, weight: BigInt(line.amountCents) }] : []));
  const total = taxable.reduce((sum, t) => sum + t.weight, 0n);
  if (total === 0n) throw new RangeError(`Tax of ${formatCents(taxCents)} but no taxable amount to carry it`);
  // tax × weight / total, with the sign moved onto the numerator so the divisor is positive.
  const divisor = total < 0n ? -total : total;
  const sign = total < 0n ? -1n : 1n;
  const tax = BigInt(taxCents);
  const parts = taxable.map(({ index, weight }) => {
    const numerator = tax * weight * sign;
    let floor = numerator / divisor; // truncates toward zero
    if (numerator % divisor !== 0n && numerator < 0n) floor -= 1n;
    return { index, floor, remainder: numerator - floor * divisor };
  });
  let left = tax - parts.reduce((sum, p) => sum + p.floor, 0n); // 0 ≤ left < number of taxable lines
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  for (const part of parts) shares[part.index] = Number(part.floor);
  return shares;
}

// ── Files ────────────────────────────────────────────────────────────────────────────────────────

/** Header and rows as CSV: papaparse quotes commas, quotes and line breaks; CRLF; a final CRLF. */
function csvFile(header: readonly string[], rows: string[][], bom: boolean | undefined): string {
  const body = rows.length === 0
    ? Papa.unparse([header as string[]], { newline: '\r\n', quotes: false, escapeFormulae: false })
    : Papa.unparse({ fields: header as string[], data: rows }, { newline: '\r\n', quotes: false, escapeFormulae: false, header: true });
  return `${bom ? '\uFEFF' : ''}${body}\r\n`;
}

function sumCents(lines: ReadonlyArray<{ amountCents: number }>): number {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Invoice total is beyond whole-cent precision');
  return total;
}

/** QuickBooks has no reference column: the reference goes into the memo, after the memo's own text. */
function quickbooksMemo(memo: string | null, reference: string | null): string {
  const ref = reference ? `Ref: ${reference}` : '';
  return memo && ref ? `${memo} (${ref})` : memo || ref;
}

/**
 * QuickBooks Online invoices import file. Each line's ItemTaxCode is the taxable or exempt code;
 * QuickBooks works out the sales tax itself from those codes and the customer (taxCents is not in
 * the layout: see docs/accounting-exports.md).
 */
export function quickbooksInvoicesCsv(invoices: ExportInvoice[], opts: CsvOptions = {}): string {
  const codes = opts.codes ?? DEFAULT_ACCOUNT_CODES.quickbooks;
  const dates = opts.dateFormat ?? 'MM/DD/YYYY';
  const rows: string[][] = [];
  for (const invoice of invoices) {
    const head = [
      textCell(invoice.number), textCell(invoice.customerName), formatDate(invoice.issuedOn, dates), formatDate(invoice.dueOn, dates),
      '', '', textCell(quickbooksMemo(invoice.memo, invoice.reference)),
    ];
    for (const line of invoice.lines) {
      rows.push([
        ...head,
        textCell(opts.useItemCodes ? line.itemCode : codes.sales), textCell(line.description), formatQuantity(line.quantity),
        formatCents(line.unitAmountCents), formatCents(line.amountCents),
        textCell(line.taxable ? codes.taxType.taxable : codes.taxType.exempt), '',
      ]);
    }
  }
  return csvFile(QUICKBOOKS_INVOICE_HEADER, rows, opts.bom);
}

/** QuickBooks Online bills import file: one category line per PO line, booked to costOfGoods. */
export function quickbooksBillsCsv(bills: ExportBill[], opts: CsvOptions = {}): string {
  const codes = opts.codes ?? DEFAULT_ACCOUNT_CODES.quickbooks;
  const dates = opts.dateFormat ?? 'MM/DD/YYYY';
  const rows: string[][] = [];
  for (const bill of bills) {
    const head = [
      textCell(bill.number), textCell(bill.supplierName), formatDate(bill.issuedOn, dates), formatDate(bill.dueOn, dates),
      '', '', textCell(quickbooksMemo(null, bill.reference)),
    ];
    for (const line of bill.lines) {
      rows.push([...head, textCell(codes.costOfGoods), textCell(line.description), formatCents(line.amountCents)]);
    }
  }
  return csvFile(QUICKBOOKS_BILL_HEADER, rows, opts.bom);
}

/**
 * Xero sales invoices import file. Amounts are tax exclusive (choose "Tax Exclusive" at import);
 * each line carries its TaxType and its share of taxCents as TaxAmount (splitTax); Total is the
 * invoice's lines plus its tax, on each of its rows.
 */
export function xeroInvoicesCsv(invoices: ExportInvoice[], opts: CsvOptions = {}): string {
  const codes = opts.codes ?? DEFAULT_ACCOUNT_CODES.xero;
  const dates = opts.dateFormat ?? 'MM/DD/YYYY';
  const rows: string[][] = [];
  for (const invoice of invoices) {
    if (invoice.lines.length === 0) continue;
    const taxes = splitTax(invoice.taxCents, invoice.lines);
    const total = formatCents(sumCents(invoice.lines) + invoice.taxCents);
    invoice.lines.forEach((line, i) => {
      rows.push([
        textCell(invoice.customerName), textCell(invoice.customerEmail), '', '', '', '', '', '', '', '',
        textCell(invoice.number), textCell(invoice.reference), formatDate(invoice.issuedOn, dates), formatDate(invoice.dueOn, dates),
        total, opts.useItemCodes ? textCell(line.itemCode) : '', textCell(line.description), formatQuantity(line.quantity),
        formatCents(line.unitAmountCents), '', textCell(codes.sales), textCell(line.taxable ? codes.taxType.taxable : codes.taxType.exempt),
        formatCents(taxes[i]), '', '', '', '', textCell(invoice.currency), '',
      ]);
    });
  }
  return csvFile(XERO_INVOICE_HEADER, rows, opts.bom);
}

/**
 * Xero bills import file: each PO line booked to costOfGoods with the exempt tax rate, TaxAmount
 * left for Xero to work out. The template has no Reference column: our order number is not in it.
 */
export function xeroBillsCsv(bills: ExportBill[], opts: CsvOptions = {}): string {
  const codes = opts.codes ?? DEFAULT_ACCOUNT_CODES.xero;
  const dates = opts.dateFormat ?? 'MM/DD/YYYY';
  const rows: string[][] = [];
  for (const bill of bills) {
    if (bill.lines.length === 0) continue;
    const total = formatCents(sumCents(bill.lines));
    for (const line of bill.lines) {
      rows.push([
        textCell(bill.supplierName), '', '', '', '', '', '', '', '', '',
        textCell(bill.number), formatDate(bill.issuedOn, dates), formatDate(bill.dueOn, dates),
        total, opts.useItemCodes ? textCell(line.itemCode) : '', textCell(line.description), formatQuantity(line.quantity),
        formatCents(line.unitAmountCents), textCell(codes.costOfGoods), textCell(codes.taxType.exempt),
        '', '', '', '', '', textCell(bill.currency),
      ]);
    }
  }
  return csvFile(XERO_BILL_HEADER, rows, opts.bom);
}
