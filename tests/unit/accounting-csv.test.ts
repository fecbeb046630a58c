import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import {
  DEFAULT_ACCOUNT_CODES,
  formatCents,
  quickbooksBillsCsv,
  quickbooksInvoicesCsv,
  splitTax,
  xeroBillsCsv,
  xeroInvoicesCsv,
  type ExportBill,
  type ExportInvoice,
} from '../../server/orders/accounting/csv.js';

// Invoices and supplier bills as QuickBooks Online and Xero import files. The fixtures are small
// example files in each vendor's layout, written by hand from the documentation
// (docs/accounting-exports.md): our header must be theirs to the character, and our rows for the
// same invoices and bills must read back as theirs.

const DIR = 'tests/fixtures/accounting';

/** Every record of a CSV text, read by papaparse (quoted cells hold commas, doubled quotes, line breaks). */
const records = (text: string): string[][] => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
const fixture = (file: string): string[][] => records(readFileSync(`${DIR}/${file}`, 'utf8'));

/** Rows of a file as objects keyed by its header, to read cells by column name. */
function rowsOf(text: string): Record<string, string>[] {
  const [header, ...rows] = records(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

const INVOICES: ExportInvoice[] = [
  {
    number: 'INV-1001',
    customerName: 'Northwind Traders',
    customerEmail: 'ap@northwind.test',
    issuedOn: '2026-03-05',
    dueOn: '2026-04-04',
    reference: 'PO 7781',
    memo: null,
    currency: 'USD',
    lines: [
      { itemCode: 'POLO-NVY', description: 'Embroidered polo, navy', quantity: 48, unitAmountCents: 2250, amountCents: 108000, taxable: true },
      { itemCode: 'DIGI', description: 'Digitizing setup', quantity: 1, unitAmountCents: 4500, amountCents: 4500, taxable: false },
    ],
    taxCents: 8910,
    taxRateBp: 825,
  },
  {
    number: 'INV-1002',
    customerName: 'Contoso Ltd',
    customerEmail: null,
    issuedOn: '2026-03-06',
    dueOn: '2026-03-06',
    reference: null,
    memo: 'Spring event',
    currency: 'USD',
    lines: [{ itemCode: 'TOTE', description: 'Cotton tote bags', quantity: 200, unitAmountCents: 375, amountCents: 75000, taxable: true }],
    taxCents: 6188,
    taxRateBp: 825,
  },
];

const BILLS: ExportBill[] = [
  {
    number: 'PO-5001',
    supplierName: 'Stitch Works',
    issuedOn: '2026-03-02',
    dueOn: '2026-04-01',
    reference: '1001',
    currency: 'USD',
    lines: [
      { itemCode: 'POLO-NVY', description: 'Embroidered polo, navy', quantity: 48, unitAmountCents: 1500, amountCents: 72000 },
      { itemCode: 'DIGI', description: 'Digitizing setup', quantity: 1, unitAmountCents: 3000, amountCents: 3000 },
    ],
  },
  {
    number: 'PO-5002',
    supplierName: 'Bag Makers Inc',
    issuedOn: '2026-03-03',
    dueOn: '2026-04-02',
    reference: '1002',
    currency: 'USD',
    lines: [{ itemCode: 'TOTE', description: 'Cotton tote bags', quantity: 200, unitAmountCents: 200, amountCents: 40000 }],
  },
];

const WRITERS = [
  { name: 'QuickBooks invoices', file: 'quickbooks-invoices.csv', write: () => quickbooksInvoicesCsv(INVOICES) },
  { name: 'QuickBooks bills', file: 'quickbooks-bills.csv', write: () => quickbooksBillsCsv(BILLS) },
  { name: 'Xero sales invoices', file: 'xero-sales-invoices.csv', write: () => xeroInvoicesCsv(INVOICES) },
  { name: 'Xero bills', file: 'xero-bills.csv', write: () => xeroBillsCsv(BILLS) },
];

/** One invoice with a line of the given description and amount, the others plain. */
function invoiceWith(line: Partial<ExportInvoice['lines'][number]>, extra: Partial<ExportInvoice> = {}): ExportInvoice {
  return { ...INVOICES[0], lines: [{ ...INVOICES[0].lines[0], ...line }, INVOICES[0].lines[1]], ...extra };
}
function billWith(line: Partial<ExportBill['lines'][number]>, extra: Partial<ExportBill> = {}): ExportBill {
  return { ...BILLS[0], lines: [{ ...BILLS[0].lines[0], ...line }], ...extra };
}

describe('the vendor layouts', () => {
  for (const { name, file, write } of WRITERS) {
    it(`${name}: our header is the template's, spelling, asterisks and order`, () => {
      expect(records(write())[0]).toEqual(fixture(file)[0]);
    });

    it(`${name}: the example file's invoices read back as the example file`, () => {
      expect(records(write())).toEqual(fixture(file));
    });

    it(`${name}: CRLF line endings, a final line break, no byte-order mark`, () => {
      const text = write();
      expect(text.startsWith('*')).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    });
  }

  it('the Xero header names every column the brief lists, required ones starred', () => {
    const header = fixture('xero-sales-invoices.csv')[0];
    for (const required of ['*ContactName', '*InvoiceNumber', '*InvoiceDate', '*DueDate', '*Description', '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType']) {
      expect(header).toContain(required);
    }
    for (const optional of ['EmailAddress', 'POAddressLine1', 'Reference', 'Total', 'InventoryItemCode', 'Discount', 'TaxAmount', 'TrackingName1', 'TrackingOption1', 'Currency', 'BrandingTheme']) {
      expect(header).toContain(optional);
    }
  });

  it('a byte-order mark only when asked for', () => {
    expect(xeroInvoicesCsv(INVOICES, { bom: true }).startsWith('\uFEFF*ContactName,')).toBe(true);
  });
});

describe('dates', () => {
  it('QuickBooks: MM/DD/YYYY', () => {
    const [row] = rowsOf(quickbooksInvoicesCsv(INVOICES));
    expect([row['*InvoiceDate'], row['*DueDate']]).toEqual(['03/05/2026', '04/04/2026']);
    const [bill] = rowsOf(quickbooksBillsCsv(BILLS));
    expect([bill['*BillDate'], bill['*DueDate']]).toEqual(['03/02/2026', '04/01/2026']);
  });

  it('Xero: MM/DD/YYYY by default (a US organisation), DD/MM/YYYY when asked', () => {
    expect(rowsOf(xeroInvoicesCsv(INVOICES))[0]['*InvoiceDate']).toBe('03/05/2026');
    const [row] = rowsOf(xeroInvoicesCsv(INVOICES, { dateFormat: 'DD/MM/YYYY' }));
    expect([row['*InvoiceDate'], row['*DueDate']]).toEqual(['05/03/2026', '04/04/2026']);
    expect(rowsOf(xeroBillsCsv(BILLS, { dateFormat: 'DD/MM/YYYY' }))[0]['*DueDate']).toBe('01/04/2026');
  });

  it('a date that is not a real YYYY-MM-DD is refused, not written', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-00-10', '1900-02-29', '03/05/2026', '2026-3-5', '']) {
      expect(() => xeroInvoicesCsv([{ ...INVOICES[1], issuedOn: bad }])).toThrow(RangeError);
    }
    expect(rowsOf(xeroInvoicesCsv([{ ...INVOICES[1], issuedOn: '2028-02-29' }]))[0]['*InvoiceDate']).toBe('02/29/2028');
    expect(rowsOf(xeroInvoicesCsv([{ ...INVOICES[1], issuedOn: '2000-02-29' }]))[0]['*InvoiceDate']).toBe('02/29/2000');
  });
});

describe('amounts and quantities', () => {
  it('cents as plain decimals with two places, from integers', () => {
    expect([formatCents(0), formatCents(5), formatCents(-5), formatCents(100), formatCents(123456789), formatCents(-1250)])
      .toEqual(['0.00', '0.05', '-0.05', '1.00', '1234567.89', '-12.50']);
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it('a big order keeps every cent and has no thousands separator', () => {
    const big = invoiceWith({ quantity: 10000, unitAmountCents: 123457, amountCents: 1234570000 });
    const [row] = rowsOf(quickbooksInvoicesCsv([big]));
    expect([row.ItemQuantity, row.ItemRate, row['*ItemAmount']]).toEqual(['10000', '1234.57', '12345700.00']);
  });

  it('fractional quantities as plain decimals', () => {
    const [row] = rowsOf(xeroBillsCsv([billWith({ quantity: 2.5, unitAmountCents: 1000, amountCents: 2500 })]));
    expect(row['*Quantity']).toBe('2.5');
    expect(rowsOf(xeroBillsCsv([billWith({ quantity: 0.0000001 })]))[0]['*Quantity']).toBe('0.0000001');
    expect(() => xeroBillsCsv([billWith({ quantity: Number.POSITIVE_INFINITY })])).toThrow(RangeError);
  });

  it('negative amounts (a credit or discount line) stay numbers, without an apostrophe', () => {
    const credit = invoiceWith({ description: 'Early-order discount', quantity: 1, unitAmountCents: -1250, amountCents: -1250 }, { taxCents: 0 });
    const qbo = rowsOf(quickbooksInvoicesCsv([credit]))[0];
    expect([qbo.ItemRate, qbo['*ItemAmount']]).toEqual(['-12.50', '-12.50']);
    const xero = rowsOf(xeroInvoicesCsv([credit]))[0];
    expect([xero['*UnitAmount'], xero.Total]).toEqual(['-12.50', '32.50']);
    const bill = rowsOf(quickbooksBillsCsv([billWith({ amountCents: -1250 })]))[0];
    expect(bill['*LineAmount']).toBe('-12.50');
    const raw = xeroInvoicesCsv([credit]);
    expect(raw).toContain(',-12.50,');
    expect(raw).not.toContain("'-12.50");
  });

  it('Xero Total: the invoice lines plus its tax, on each of its rows', () => {
    const rows = rowsOf(xeroInvoicesCsv(INVOICES));
    expect(rows.map((r) => r.Total)).toEqual(['1214.10', '1214.10', '811.88']);
  });
});

describe('tax', () => {
  it('QuickBooks: each line carries the taxable or exempt tax code', () => {
    expect(rowsOf(quickbooksInvoicesCsv(INVOICES)).map((r) => r.ItemTaxCode)).toEqual(['TAX', 'NON', 'TAX']);
    const own = { ...DEFAULT_ACCOUNT_CODES.quickbooks, taxType: { taxable: 'Taxable', exempt: 'Non-taxable' } };
    expect(rowsOf(quickbooksInvoicesCsv(INVOICES, { codes: own })).map((r) => r.ItemTaxCode)).toEqual(['Taxable', 'Non-taxable', 'Taxable']);
  });

  it('Xero: TaxType per line, and the taxable lines\' TaxAmounts add up to the invoice\'s tax', () => {
    const invoice: ExportInvoice = {
      ...INVOICES[0],
      lines: [
        { itemCode: 'A', description: 'Mugs', quantity: 3, unitAmountCents: 3333, amountCents: 9999, taxable: true },
        { itemCode: 'B', description: 'Pens', quantity: 7, unitAmountCents: 143, amountCents: 1001, taxable: true },
        { itemCode: 'C', description: 'Freight', quantity: 1, unitAmountCents: 2500, amountCents: 2500, taxable: false },
        { itemCode: 'D', description: 'Caps', quantity: 1, unitAmountCents: 1, amountCents: 1, taxable: true },
      ],
      taxCents: 908, // 8.25 % of 110.01
    };
    const rows = rowsOf(xeroInvoicesCsv([invoice]));
    expect(rows.map((r) => r['*TaxType'])).toEqual(['Tax on Sales', 'Tax on Sales', 'Tax Exempt', 'Tax on Sales']);
    expect(rows.map((r) => r.TaxAmount)).toEqual(['8.25', '0.83', '0.00', '0.00']);
    const cents = rows.map((r) => Number(r.TaxAmount.replace('.', '')));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(908);
  });

  it('largest remainder: the leftover cents go to the largest remainders, earlier line first on a tie', () => {
    expect(splitTax(100, [{ amountCents: 1, taxable: true }, { amountCents: 1, taxable: true }, { amountCents: 1, taxable: true }])).toEqual([34, 33, 33]);
    expect(splitTax(10, [{ amountCents: 100, taxable: true }, { amountCents: 200, taxable: true }])).toEqual([3, 7]);
    expect(splitTax(7, [{ amountCents: 500, taxable: false }, { amountCents: 300, taxable: true }])).toEqual([0, 7]);
    expect(splitTax(0, [{ amountCents: 500, taxable: true }])).toEqual([0]);
  });

  it('always adds up exactly, discount lines and refunds included (2,000 seeded cases)', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + random(8) }, () => ({ amountCents: random(5_000_000) - (random(5) === 0 ? 2_000_000 : 0), taxable: random(4) !== 0 }));
      const taxableTotal = lines.filter((l) => l.taxable).reduce((s, l) => s + l.amountCents, 0);
      if (taxableTotal === 0) continue;
      const tax = Math.round((taxableTotal * (random(1500) + 1)) / 10000) * (random(10) === 0 ? -1 : 1);
      const shares = splitTax(tax, lines);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(tax);
      lines.forEach((l, i) => {
        if (!l.taxable) expect(shares[i]).toBe(0);
        // Never more than a cent from the exact share.
        else expect(Math.abs(shares[i] - (tax * l.amountCents) / taxableTotal)).toBeLessThan(1);
      });
    }
  });

  it('huge amounts: exact, past 2^53 in the intermediate product', () => {
    const shares = splitTax(99_999_999_999, [{ amountCents: 900_000_000_001, taxable: true }, { amountCents: 100_000_000_000, taxable: true }]);
    expect(shares[0] + shares[1]).toBe(99_999_999_999);
  });

  it('tax with no taxable amount to carry it is refused', () => {
    const allExempt = invoiceWith({ taxable: false });
    expect(() => xeroInvoicesCsv([allExempt])).toThrow(/no taxable amount/);
  });
});

describe('text cells', () => {
  it('a description with a comma, a quote and a line break survives the round trip', () => {
    const description = 'Polo, navy — "Big" logo\nleft chest\r\nsecond line';
    for (const text of [
      quickbooksInvoicesCsv([invoiceWith({ description })]),
      xeroInvoicesCsv([invoiceWith({ description })]),
      quickbooksBillsCsv([billWith({ description })]),
      xeroBillsCsv([billWith({ description })]),
    ]) {
      const row = rowsOf(text)[0];
      expect(row.ItemDescription ?? row['*Description'] ?? row.Description ?? row.LineDescription).toBe(description);
      expect(records(text)).toHaveLength(text.includes('*InvoiceNo') || text.includes('*Description') ? 3 : 2);
    }
  });

  it("'=HYPERLINK(...)' in a description is neutralised with an apostrophe in every layout", () => {
    const description = '=HYPERLINK("http://evil.test","Click")';
    expect(rowsOf(quickbooksInvoicesCsv([invoiceWith({ description })]))[0].ItemDescription).toBe(`'${description}`);
    expect(rowsOf(xeroInvoicesCsv([invoiceWith({ description })]))[0]['*Description']).toBe(`'${description}`);
    expect(rowsOf(quickbooksBillsCsv([billWith({ description })]))[0].LineDescription).toBe(`'${description}`);
    expect(rowsOf(xeroBillsCsv([billWith({ description })]))[0].Description).toBe(`'${description}`);
  });

  it('names, numbers, references and memos are text cells too: +, -, @, tab and CR starts neutralised', () => {
    const invoice = invoiceWith({}, { customerName: '@SUM(A1)', number: '-INV', reference: '+1 555', memo: '\tcmd', customerEmail: '=x@y.test' });
    const qbo = rowsOf(quickbooksInvoicesCsv([invoice]))[0];
    expect([qbo['*Customer'], qbo['*InvoiceNo'], qbo.Memo]).toEqual(["'@SUM(A1)", "'-INV", "'\tcmd (Ref: +1 555)"]);
    const xero = rowsOf(xeroInvoicesCsv([invoice]))[0];
    expect([xero['*ContactName'], xero.EmailAddress, xero['*InvoiceNumber'], xero.Reference]).toEqual(["'@SUM(A1)", "'=x@y.test", "'-INV", "'+1 555"]);
    const bill = rowsOf(xeroBillsCsv([billWith({}, { supplierName: '\rSupplier' })]))[0];
    expect(bill['*ContactName']).toBe("'\rSupplier");
  });

  it('item codes only when asked for (accounting files reject items they do not know)', () => {
    expect(rowsOf(quickbooksInvoicesCsv(INVOICES))[0]['Item(Product/Service)']).toBe('Sales');
    expect(rowsOf(quickbooksInvoicesCsv(INVOICES, { useItemCodes: true }))[0]['Item(Product/Service)']).toBe('POLO-NVY');
    expect(rowsOf(xeroInvoicesCsv(INVOICES))[0].InventoryItemCode).toBe('');
    expect(rowsOf(xeroInvoicesCsv(INVOICES, { useItemCodes: true }))[0].InventoryItemCode).toBe('POLO-NVY');
    expect(rowsOf(xeroBillsCsv(BILLS, { useItemCodes: true }))[2].InventoryItemCode).toBe('TOTE');
  });

  it("each organisation's own account codes", () => {
    const codes = { sales: '4000', costOfGoods: '5000', taxType: { taxable: 'CA Sales Tax', exempt: 'Tax Exempt' } };
    expect(rowsOf(xeroInvoicesCsv(INVOICES, { codes })).map((r) => r['*AccountCode'])).toEqual(['4000', '4000', '4000']);
    expect(rowsOf(xeroBillsCsv(BILLS, { codes })).map((r) => r['*AccountCode'])).toEqual(['5000', '5000', '5000']);
    expect(rowsOf(quickbooksBillsCsv(BILLS, { codes: { ...codes, costOfGoods: 'Cost of Goods Sold:Apparel' } }))[0]['*Account']).toBe('Cost of Goods Sold:Apparel');
  });
});

describe('empty and large files', () => {
  it('no invoices, or invoices without lines: the header only', () => {
    for (const { file, write } of [
      { file: 'quickbooks-invoices.csv', write: (n: boolean) => quickbooksInvoicesCsv(n ? [] : [{ ...INVOICES[0], lines: [], taxCents: 0 }]) },
      { file: 'xero-sales-invoices.csv', write: (n: boolean) => xeroInvoicesCsv(n ? [] : [{ ...INVOICES[0], lines: [], taxCents: 0 }]) },
      { file: 'quickbooks-bills.csv', write: (n: boolean) => quickbooksBillsCsv(n ? [] : [{ ...BILLS[0], lines: [] }]) },
      { file: 'xero-bills.csv', write: (n: boolean) => xeroBillsCsv(n ? [] : [{ ...BILLS[0], lines: [] }]) },
    ]) {
      for (const none of [true, false]) {
        const text = write(none);
        expect(records(text)).toEqual([fixture(file)[0]]);
        expect(text).toBe(`${fixture(file)[0].join(',')}\r\n`);
      }
    }
  });

  it('1,000 invoices × 5 lines in each layout (time printed, not asserted)', () => {
    const invoices: ExportInvoice[] = Array.from({ length: 1000 }, (_, n) => ({
      ...INVOICES[0],
      number: `INV-${10000 + n}`,
      memo: n % 7 === 0 ? 'Rush, "hot"' : null,
      lines: Array.from({ length: 5 }, (_, l) => ({
        itemCode: `SKU-${l}`,
        description: `Item ${l}, imprinted`,
        quantity: 50 + l,
        unitAmountCents: 199 + l,
        amountCents: (50 + l) * (199 + l),
        taxable: l !== 4,
      })),
      taxCents: 3170 + n,
    }));
    const bills: ExportBill[] = invoices.map((inv) => ({ ...BILLS[0], number: inv.number.replace('INV', 'PO'), lines: inv.lines }));
    for (const [name, write] of [
      ['QuickBooks invoices', () => quickbooksInvoicesCsv(invoices)],
      ['Xero sales invoices', () => xeroInvoicesCsv(invoices)],
      ['QuickBooks bills', () => quickbooksBillsCsv(bills)],
      ['Xero bills', () => xeroBillsCsv(bills)],
    ] as const) {
      const started = performance.now();
      const text = write();
      const ms = performance.now() - started;
      console.log(`${name}: 1,000 × 5 lines, ${(text.length / 1024).toFixed(0)} KiB in ${ms.toFixed(1)} ms`);
      expect(records(text)).toHaveLength(5001);
    }
  });
});
