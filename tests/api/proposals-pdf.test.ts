import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse, type ProductSummary } from '../../contracts/catalogue.js';
import { formatCents } from '../../contracts/money.js';
import { proposalResponse, type Proposal } from '../../contracts/proposals.js';
import { shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { pdfText } from '../helpers/pdf-text.js';
import { THREAD_FROM_LINES, pdfThreadRenders } from '../../server/proposals/pdf/render-thread.js';

let server: RunningServer;
let seller: ApiClient;
let stranger: ApiClient;
let products: ProductSummary[];
let proposal: Proposal;

async function download(client: ApiClient | null, path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(server.url + path, { headers: client ? { cookie: client.cookieHeader } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  seller = (await signUp(server.url, 'Pdf Seller')).client;
  stranger = (await signUp(server.url, 'Pdf Stranger')).client;
  products = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?keywords=shirt&maxRecs=30')).body).products;
  const created = await seller.post('/api/proposals', {
    title: 'Harbor Health Fair Kit',
    internalNotes: 'PDF-SECRET-NOTE',
    shippingCents: 4200,
    taxRatePct: 7.5,
    lines: products.slice(0, 3).map((p) => ({ productId: p.id, tiers: [100, 250], decoration: { method: 'screen_print', locations: ['Front'], setupCents: 4500, runCents: 35 } })),
  });
  proposal = proposalResponse.parse(created.body).proposal;
}, 60_000);


describe('proposal PDFs', () => {
  it('gives the seller a PDF whose text has the title, the lines and the grand total, and no cost, supplier or item number', async () => {
    const res = await download(seller, `/api/proposals/${proposal.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const { text } = await pdfText(res.bytes);
    expect(text).toContain('Harbor Health Fair Kit');
    expect(text).toContain(formatCents(proposal.totals.grandTotalCents));
    expect(text).toContain(proposal.lines[0].product.name.slice(0, 20));
    expect(text).toContain('Page 1 of');
    for (const secret of ['PDF-SECRET-NOTE', proposal.lines[0].product.supplierName, proposal.lines[0].product.itemNum, formatCents(proposal.totals.profitCents)]) expect(text).not.toContain(secret);
  });

  it('gives the client the same PDF through the link only, and nobody else', async () => {
    expect((await download(stranger, `/api/proposals/${proposal.id}/pdf`)).status).toBe(404);
    expect((await download(null, `/api/proposals/${proposal.id}/pdf`)).status).toBe(401);
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    const res = await download(null, `/api/public/proposals/${token}/pdf`);
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.bytes);
    expect(text).toContain('Harbor Health Fair Kit');
    expect(text).toContain(formatCents(proposal.totals.grandTotalCents));
    expect(text).not.toContain('PDF-SECRET-NOTE');
    await seller.delete(`/api/proposals/${proposal.id}/share`);
    expect((await download(null, `/api/public/proposals/${token}/pdf`)).status).toBe(404);
  });

  // The < 2 s target is measured by the benchmark (BENCHMARKS.md); here only a bound no busy test machine breaks.
  it('paginates a 25-line proposal with pictures, rendered off the event loop', async () => {
    const threadRendersBefore = pdfThreadRenders();
    const lines = Array.from({ length: 25 }, (_, i) => ({ productId: products[i % products.length].id, tiers: [50, 100, 250] }));
    const big = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Big Order', lines })).body).proposal;
    const started = performance.now();
    const res = await download(seller, `/api/proposals/${big.id}/pdf`);
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    const { pages, text } = await pdfText(res.bytes);
    expect(pages.length).toBeGreaterThan(3);
    expect(text).toContain(formatCents(big.totals.grandTotalCents));
    expect(ms).toBeLessThan(10_000);
    // More than THREAD_FROM_LINES lines: laid out on the PDF thread, so the server kept answering meanwhile.
    expect(big.lines.length).toBeGreaterThan(THREAD_FROM_LINES);
    expect(pdfThreadRenders()).toBe(threadRendersBefore + 1);
  });

  it('renders a small proposal in place', async () => {
    const threadRendersBefore = pdfThreadRenders();
    const res = await download(seller, `/api/proposals/${proposal.id}/pdf`);
    expect(res.status).toBe(200);
    expect(pdfThreadRenders()).toBe(threadRendersBefore);
  });
});
