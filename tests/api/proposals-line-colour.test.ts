import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse, productDetailResponse, type ProductDetail } from '../../contracts/catalogue.js';
import { colorHex } from '../../contracts/product-colors.js';
import { orderResponse, purchaseOrderResponse } from '../../contracts/orders.js';
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

describe('a colour left for the client to choose (docs/product.md#proposals, #orders)', () => {
  const who = { name: 'Dana Buyer', email: 'dana@acme.example' };
  const delivery = { shipTo: { name: 'Dana Buyer', line1: '12 Main St', city: 'Austin', region: 'TX', postalCode: '78701' } };
  /** A shared proposal of `product` with no colour (the client's to choose) and a second line in Navy. */
  async function sharedWithoutColour(decoration?: Record<string, unknown>) {
    const created = await seller.post('/api/proposals', {
      title: 'Colour Choice Kit',
      lines: [
        { productId: product.id, tiers: [100], ...(decoration ? { decoration } : {}) },
        { productId: product.id, tiers: [50], color: 'Navy' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const proposal = proposalResponse.parse(created.body).proposal;
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    return { proposal, token, client: new ApiClient(server.url) };
  }

  it('refuses an approval while a line’s colour is still to choose, naming the product, and writes nothing', async () => {
    const { proposal, token, client } = await sharedWithoutColour();
    const [open, navy] = proposal.lines;
    const message = `Choose a colour for ${product.name} before approving`;

    const whole = await client.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', ...who, delivery });
    expect(whole.status).toBe(400);
    expect(whole.body.error.message).toBe(message);
    const line = await client.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', lineId: open!.id, ...who });
    expect(line.status).toBe(400);
    expect(line.body.error.message).toBe(message);

    const after = proposalResponse.parse((await seller.get(`/api/proposals/${proposal.id}`)).body).proposal;
    expect(after.status).not.toBe('approved');
    expect(after.lines.map((l) => l.status)).toEqual(['open', 'open']);
    expect(after.actions).toEqual([]);
    expect(after.shipTo).toBeNull();

    // The line with its colour may be approved on its own; once the colour is chosen, everything can be.
    expect((await client.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', lineId: navy!.id, ...who })).status).toBe(200);
    const other = product.colors.find((c) => c !== 'Navy')!;
    expect((await client.post(`/api/public/proposals/${token}/actions`, { kind: 'choose', lineId: open!.id, color: other, ...who })).status).toBe(200);
    const approved = await client.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', ...who, delivery });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(publicProposalResponse.parse(approved.body).proposal.status).toBe('approved');
  });

  it('the order carries the decoration and the colour the client chose, and an approved line’s colour stays as approved', async () => {
    const method = productDetailResponse.parse((await seller.get(`/api/catalogue/products/${product.id}`)).body).decorations[0]!.method;
    const { proposal, token, client } = await sharedWithoutColour({ method, locations: ['Front'], colors: ['White'] });
    const chosen = product.colors.find((c) => c !== 'Navy')!;
    expect((await client.post(`/api/public/proposals/${token}/actions`, { kind: 'choose', lineId: proposal.lines[0]!.id, color: chosen, ...who })).status).toBe(200);
    expect((await client.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', ...who, delivery })).status).toBe(200);

    // Approved is approved: the colour is not changed behind the approval.
    const late = await client.post(`/api/public/proposals/${token}/actions`, { kind: 'choose', lineId: proposal.lines[0]!.id, color: 'Navy', ...who });
    expect(late.status).toBe(409);

    const made = await seller.post(`/api/proposals/${proposal.id}/order`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const order = orderResponse.parse(made.body).order;
    expect(order.lines[0]).toMatchObject({ color: chosen, decoration: { method, locations: ['Front'], colors: ['White'] } });
    expect(order.lines[1]).toMatchObject({ color: 'Navy', decoration: null });
    const po = purchaseOrderResponse.parse((await seller.get(`/api/purchase-orders/${order.purchaseOrders[0]!.id}`)).body).purchaseOrder;
    expect(po.lines.map((l) => l.color)).toEqual([chosen, 'Navy']);
    expect(po.lines[0]!.decoration).toMatchObject({ method, locations: ['Front'], colors: ['White'] });
  });

  it('a product that comes in one colour needs no choice, and its order line carries that colour', async () => {
    const found = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?keywords=bag&maxRecs=60')).body).products;
    let single: ProductDetail | undefined;
    for (const p of found) {
      const detail = productDetailResponse.parse((await seller.get(`/api/catalogue/products/${p.id}`)).body).product;
      if (detail.colors.length === 1) {
        single = detail;
        break;
      }
    }
    expect(single, 'a one-colour product in the catalogue').toBeDefined();
    const created = proposalResponse.parse((await seller.post('/api/proposals', { title: 'One Colour Kit', lines: [{ productId: single!.id, tiers: [100] }] })).body).proposal;
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${created.id}/share`, {})).body);
    const approved = await new ApiClient(server.url).post(`/api/public/proposals/${token}/actions`, { kind: 'approve', ...who, delivery });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const order = orderResponse.parse((await seller.post(`/api/proposals/${created.id}/order`, {})).body).order;
    expect(order.lines[0]!.color).toBe(single!.colors[0]);
  });
});
