// Issue 23, end to end in Chromium: the client approves on the link and gives the ship-to → the rep
// creates the order → two purchase orders go to two suppliers (read back at the SMTP server, PDF text
// checked) → a proof is approved on the client link → a tracking number is entered → the client's
// page shows "Shipped" live → an invoice → the accounting export checked against its layout.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signUpThroughPage, waitLive, type E2E } from './helpers/app.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';
import { pdfText } from '../helpers/pdf-text.js';
import { twoSuppliers } from '../helpers/orders.js';
import type { ProductSummary } from '../../contracts/catalogue.js';

let e2e: E2E;
let smtp: SmtpTestServer;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  smtp = await startSmtpTestServer({ rita: 'smtp-pw' });
  e2e = await startE2E({ seedCatalogueSize: 300 });
  await e2e.server.seeded;
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
});

describe('from approval to invoice', () => {
  it('approve with the ship-to, order, two POs by email, a proof approved, shipped live, invoiced and exported', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const page = await signUpThroughPage(context, base, 'Rita Rep', `rita-${Date.now()}@example.com`);
    const api = async (method: 'post' | 'put' | 'patch' | 'get', path: string, data?: unknown) => {
      const res = await context.request[method](base + path, data === undefined ? {} : { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    // Set-up through the API (each has its own UI tests): branding, the rep's mailbox, a proposal of two suppliers' products.
    await api('put', '/api/branding', { companyName: 'Promo Partners', brandTone: 'friendly', primaryColor: '#4F46E5', secondaryColor: '#0EA5E9' });
    await api('put', '/api/mailbox', { fromName: 'Rita Rep', fromEmail: 'rita@promo.example', smtpHost: smtp.host, smtpPort: smtp.port, smtpSecurity: 'none', smtpUser: 'rita', smtpPassword: 'smtp-pw' });
    const { company } = await api('post', '/api/companies', { name: 'Acme Outfitters', domain: 'acme-outfitters.example' });
    const products = (await api('get', '/api/catalogue/search?keywords=bag&maxRecs=40')).products as ProductSummary[];
    const chosen = twoSuppliers(products);
    // Each line in a colour (an approval waits for a colour left to the client).
    const colours = await Promise.all(chosen.map(async (p) => ((await api('get', `/api/catalogue/products/${p.id}`)).product.colors as string[])[0] ?? null));
    const { proposal } = await api('post', '/api/proposals', {
      title: 'Acme onboarding kits',
      companyId: company.id,
      shippingCents: 2500,
      lines: chosen.map((p, i) => ({ productId: p.id, tiers: [100, 250], color: colours[i], decoration: { method: 'screen_print', locations: ['Front'], setupCents: 4000, runCents: 40 } })),
    });
    const { token } = await api('post', `/api/proposals/${proposal.id}/share`, {});

    // The client approves on their link and says where to deliver.
    const clientContext = await e2e.browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(`${base}/p/${token}`);
    await client.getByRole('button', { name: 'Approve proposal' }).click();
    const who = client.getByRole('dialog', { name: 'Who is responding?' });
    await who.getByLabel('Your name').fill('Dana Buyer');
    await who.getByLabel('Your email').fill('dana@acme-outfitters.example');
    await who.getByRole('button', { name: 'Continue' }).click();
    const delivery = client.getByRole('dialog', { name: 'Where should we deliver?' });
    await delivery.getByLabel('Name', { exact: true }).fill('Dana Buyer');
    await delivery.getByLabel('Street address').fill('12 Main St');
    await delivery.getByLabel('City').fill('Austin');
    await delivery.getByLabel('State or region (optional)').fill('TX');
    await delivery.getByLabel('Postal code').fill('78701');
    await delivery.getByLabel('In-hands date (optional)').fill('2031-12-18');
    await delivery.getByLabel('Your PO number (optional)').fill('ACME-77');
    await delivery.getByRole('button', { name: 'Approve proposal' }).click();
    await delivery.waitFor({ state: 'hidden' });

    // The rep makes the order from the proposal.
    await page.goto(`${base}/proposals/${proposal.id}`);
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    const { order } = await api('get', `/api/orders/${orderId}`);
    expect(order.clientPoNumber).toBe('ACME-77');
    expect(order.purchaseOrders).toHaveLength(2);
    for (const po of order.purchaseOrders) await api('patch', `/api/suppliers/${po.supplierId}`, { orderEmail: `orders-${po.number}@supplier.example` });
    await page.reload();
    await waitLive(page);

    // The first purchase order gets its own in-hands date (its supplier delivers to a decorator first).
    const first = page.getByRole('region', { name: `Purchase order #${order.purchaseOrders[0]!.number}` });
    await first.getByRole('button', { name: 'Change' }).click();
    await first.getByLabel(`In-hands date of PO #${order.purchaseOrders[0]!.number}`).fill('2026-12-09');
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/po-in-hands-edit.png`, fullPage: true });
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('This PO’s own date').waitFor();
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/po-in-hands-own.png`, fullPage: true });

    // Both purchase orders go by email, each to its supplier with its PDF.
    for (const po of order.purchaseOrders) {
      const section = page.getByRole('region', { name: `Purchase order #${po.number}` });
      await section.getByRole('button', { name: 'Send to supplier' }).click();
      await section.getByText('Sent', { exact: true }).first().waitFor();
    }
    await smtp.waitFor(2, 20_000);
    for (const po of order.purchaseOrders) {
      const [mail] = smtp.to(`orders-${po.number}@supplier.example`);
      expect(mail, `PO #${po.number}`).toBeTruthy();
      const { text } = await pdfText(new Uint8Array(mail!.parsed.attachments[0]!.content));
      expect(text).toContain(`PO #${po.number}`);
      expect(text).toContain(po.supplierName);
      expect(text).toContain('12 Main St');
      if (po.id === order.purchaseOrders[0]!.id) expect(text).toContain('In hands by December 9, 2026');
    }

    // A proof of the first PO's lines, approved by the client on the same link.
    const po = order.purchaseOrders[0]!;
    const poLines = (order.lines as Array<{ id: string; name: string; supplierName: string }>).filter((l) => l.supplierName === po.supplierName);
    for (const line of poLines) {
      const proofs = page.getByRole('region', { name: `Proofs of ${line.name}` });
      await proofs.getByLabel(`Proof file for ${line.name}`).setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF });
      await proofs.getByText('Awaiting approval').first().waitFor();
    }
    await client.reload();
    const proofSection = client.getByRole('region', { name: 'Proofs' });
    for (let i = 0; i < poLines.length; i++) {
      await proofSection.getByRole('button', { name: /^Approve proof/ }).first().click();
    }
    await expect.poll(async () => (await api('get', `/api/orders/${orderId}`)).order.purchaseOrders.find((p: { id: string }) => p.id === po.id).status, { timeout: 10_000 }).toBe('proof_approved');

    // Tracking numbers entered on the order page: the client's open page shows Shipped, live.
    await page.reload();
    for (const p of order.purchaseOrders) {
      const step = page.getByRole('form', { name: `Next step for PO #${p.number}` });
      await step.getByLabel('Next step').selectOption({ label: 'Shipped' });
      await step.getByLabel('Carrier').fill('UPS');
      await step.getByLabel('Tracking number').fill(`1Z${p.number}`);
      await step.getByLabel('Ship date').fill('2031-12-10');
      const override = step.getByLabel('Override reason');
      if (await override.isVisible()) await override.fill('Blank goods, no imprint proof needed');
      await step.getByRole('button', { name: 'Save step' }).click();
      await page.getByRole('region', { name: `Purchase order #${p.number}` }).getByText(`1Z${p.number}`).first().waitFor();
    }
    await client.getByText(/Shipped/).first().waitFor();
    await client.getByText(`1Z${order.purchaseOrders[1].number}`).waitFor();

    // The final invoice, sent to the client, then the month's invoices exported for Xero.
    await page.getByRole('button', { name: 'New invoice' }).click();
    const form = page.getByRole('form', { name: 'New invoice' });
    await form.getByLabel('Kind').selectOption('final');
    await form.getByRole('button', { name: 'Create invoice' }).click();
    await expect.poll(async () => ((await api('get', `/api/orders/${orderId}/invoices`)).items as unknown[]).length).toBe(1);
    const [invoice] = (await api('get', `/api/orders/${orderId}/invoices`)).items as Array<{ id: string; number: number; totalCents: number; issuedOn: string }>;
    await page.getByRole('region', { name: `Invoice INV-${invoice!.number}` }).getByRole('button', { name: 'Send to client' }).click();
    await expect.poll(() => smtp.to('dana@acme-outfitters.example').some((m) => m.parsed.subject?.includes(`INV-${invoice!.number}`)), { timeout: 20_000 }).toBe(true);
    const csv = await (await context.request.get(`${base}/api/accounting/export?format=xero&kind=invoices&from=${invoice!.issuedOn}&to=${invoice!.issuedOn}`)).text();
    const fixture = readFileSync(new URL('../fixtures/accounting/xero-sales-invoices.csv', import.meta.url), 'utf8');
    const header = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data[0];
    expect(header(csv)).toEqual(header(fixture));
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true, skipEmptyLines: true }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.values(rows[0]!)).toContain(`INV-${invoice!.number}`);
    await clientContext.close();
    await context.close();
  }, 180_000);
});
