import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse, productDetailResponse, type ProductDetail } from '../../contracts/catalogue.js';
import { colorHex } from '../../contracts/product-colors.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { publicProposalResponse, shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { pdfFillColors } from '../helpers/pdf-colors.js';

let server: RunningServer;
let seller: ApiClient;
/** A built-in apparel product offered in Navy and at least one other colour. */
let product: ProductDetail;

const svgOf = async (path: string) => {
  const res = await fetch(server.url + path);
  expect(res.status).toBe(200);
  return res.text();
};
const pdfOf = async (path: string, client: ApiClient | null) =>
  new Uint8Array(await (await fetch(server.url + path, { headers: client ? { cookie: client.cookieHeader } : {} })).arrayBuffer());

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  seller = (await signUp(server.url, 'Colour Seller')).client;
  const found = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?categories=Apparel&colors=Navy&maxRecs=30')).body).products;
  for (const p of found) {
    const detail = productDetailResponse.parse((await seller.get(`/api/catalogue/products/${p.id}`)).body).product;
    if (detail.colors.includes('Navy') && detail.colors.length > 1) {
      product = detail;
      break;
    }
  }
  expect(product).toBeDefined();
}, 60_000);


describe('a proposal line’s picture is drawn in the line’s colour', () => {
  it('on the seller’s proposal, the client’s page and both PDFs; the client’s colour choice redraws it', async () => {
    const navy = colorHex('Navy');
    const other = product.colors.find((c) => c !== 'Navy')!;
    const created = await seller.post('/api/proposals', { title: 'Colour Kit', lines: [{ productId: product.id, tiers: [100], color: 'Navy' }] });
    expect(created.status).toBe(201);
    const line = proposalResponse.parse(created.body).proposal.lines[0];
    expect(line.product.imageUrl).toContain('color=Navy');
    expect(await svgOf(line.product.imageUrl!)).toContain(`fill="${navy}"`);

    const sellerPdf = pdfFillColors(await pdfOf(`/api/proposals/${created.body.proposal.id}/pdf`, seller));
    expect(sellerPdf.has(navy)).toBe(true);

    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${created.body.proposal.id}/share`, {})).body);
    const view = publicProposalResponse.parse((await new ApiClient(server.url).get(`/api/public/proposals/${token}`)).body).proposal;
    expect(await svgOf(view.lines[0].imageUrl!)).toContain(`fill="${navy}"`);

    // The client picks another colour on the link: the picture follows, there and in the PDF.
    const client = new ApiClient(server.url);
    const chose = await client.post(`/api/public/proposals/${token}/actions`, { kind: 'choose', lineId: line.id, color: other, name: 'Dana', email: 'dana@acme.example' });
    expect(chose.status).toBe(200);
    const after = publicProposalResponse.parse(chose.body).proposal.lines[0];
    expect(after.imageUrl).toContain(`color=${encodeURIComponent(other)}`);
    expect(await svgOf(after.imageUrl!)).toContain(`fill="${colorHex(other)}"`);
    const clientPdf = pdfFillColors(await pdfOf(`/api/public/proposals/${token}/pdf`, null));
    expect(clientPdf.has(colorHex(other))).toBe(true);
    expect(clientPdf.has(navy)).toBe(false);
  });

  it('the product page shows the decoration methods and charges a proposal line of it prices with', async () => {
    const page = productDetailResponse.parse((await seller.get(`/api/catalogue/products/${product.id}`)).body);
    expect(page.decorations.length).toBeGreaterThan(0);
    for (const d of page.decorations) expect(d.setupCents + d.runCents).toBeGreaterThan(0);
    const created = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Decoration Kit', lines: [{ productId: product.id, tiers: [100] }] })).body);
    expect(created.proposal.lines[0].product.decorationOptions).toEqual(page.decorations);
  });

  it('draws Forest Green as forest green, and refuses a colour that is not a colour name', async () => {
    expect(await svgOf(`/api/catalogue/products/${product.id}/image?size=300&color=Forest%20Green`)).toContain(`fill="${colorHex('Forest Green')}"`);
    const bad = await fetch(`${server.url}/api/catalogue/products/${product.id}/image?size=300&color=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
  });
});
