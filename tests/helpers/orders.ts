import { expect } from 'vitest';
import { catalogueSearchResponse, productDetailResponse, type ProductSummary } from '../../contracts/catalogue.js';
import { orderResponse, type Order } from '../../contracts/orders.js';
import { colorToChoose, type ProposalLine } from '../../contracts/proposals.js';
import { ApiClient } from './client.js';

/** Where the client asks for delivery in these tests. */
export const SHIP_TO = { name: 'Dana Buyer', company: 'Acme Corp', line1: '12 Main St', city: 'Austin', region: 'TX', postalCode: '78701' };
export const DELIVERY = { shipTo: SHIP_TO, inHandsDate: '2026-12-18', poNumber: 'ACME-PO-77' };

/** Bags of the built-in catalogue: enough to find two suppliers. */
export async function catalogueBags(client: ApiClient): Promise<ProductSummary[]> {
  return catalogueSearchResponse.parse((await client.get('/api/catalogue/search?keywords=bag&maxRecs=40')).body).products;
}

/** Three products of two different suppliers (two of the first one's when it has two). */
export function twoSuppliers(products: ProductSummary[]): ProductSummary[] {
  const first = products[0]!;
  const second = products.find((p) => p.supplier.name !== first.supplier.name)!;
  const third = products.find((p) => p !== first && p.supplier.name === first.supplier.name) ?? products.find((p) => p !== first && p !== second)!;
  return [first, second, third];
}

/**
 * A company and a shared proposal of three lines, all approved by the client on the link (the first
 * at its second tier, each in the colour the client chose) with their delivery details: through the API, as a rep and a client would.
 */
export async function approvedProposal(baseUrl: string, client: ApiClient, products: ProductSummary[], delivery: Record<string, unknown> | null = DELIVERY) {
  const tag = Math.random().toString(36).slice(2, 7);
  const company = (await client.post('/api/companies', { name: `Acme ${tag}`, domain: `acme-${tag}.example` })).body.company;
  const created = await client.post('/api/proposals', {
    title: 'Acme onboarding kits',
    companyId: company.id,
    shippingCents: 2500,
    taxRatePct: 8,
    lines: twoSuppliers(products).map((p) => ({ productId: p.id, tiers: [100, 250], decoration: { method: 'screen_print', locations: ['Front'], setupCents: 4000, runCents: 40 } })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const proposal = created.body.proposal;
  const token = (await client.post(`/api/proposals/${proposal.id}/share`, {})).body.token as string;
  const anon = new ApiClient(baseUrl);
  // The client chooses the first line's second tier, and each colour left to them (an approval waits for it).
  for (const [i, line] of (proposal.lines as ProposalLine[]).entries()) {
    const choice = { ...(i === 0 ? { tierQty: 250 } : {}), ...(colorToChoose(line, line.product.colors) ? { color: line.product.colors[0] } : {}) };
    if (Object.keys(choice).length > 0) await anon.post(`/api/public/proposals/${token}/actions`, { kind: 'choose', lineId: line.id, ...choice, name: 'Dana Buyer', email: 'dana@acme.example' });
  }
  const approve = await anon.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', name: 'Dana Buyer', email: 'dana@acme.example', ...(delivery ? { delivery } : {}) });
  expect(approve.status, JSON.stringify(approve.body)).toBe(200);
  return { proposal, company, token, anon };
}

/** The order of an approved proposal, made through the API. */
export async function orderFrom(client: ApiClient, proposalId: string): Promise<Order> {
  const res = await client.post(`/api/proposals/${proposalId}/order`, {});
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return orderResponse.parse(res.body).order;
}

/** The first colour a catalogue product comes in (a line in it needs no choice from the client before approval), or null. */
export async function firstColourOf(client: ApiClient, productId: string): Promise<string | null> {
  return productDetailResponse.parse((await client.get(`/api/catalogue/products/${productId}`)).body).product.colors[0] ?? null;
}
