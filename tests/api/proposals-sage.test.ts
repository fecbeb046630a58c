// docs/product.md#proposals: a SAGE product on a proposal line is priced from SAGE's full detail
// (service 105): the distributor's net cost per break and the supplier's decoration charges —
// shown to the seller, never to the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalResponse, type Proposal } from '../../contracts/proposals.js';
import { publicProposalResponse, shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { startTestServer } from '../helpers/server.js';
import { FAKE_SAGE_CREDENTIALS, FAKE_SAGE_PATH, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';

let fake: FakeSage;
let server: RunningServer;
let seller: ApiClient;
let proposalId: string;

const addLine = async (body: Record<string, unknown>): Promise<Proposal> => {
  const res = await seller.post(`/api/proposals/${proposalId}/lines`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return proposalResponse.parse(res.body).proposal;
};
const serviceCalls = (id: number) => fake.requests.filter((r) => (r.body as { serviceId?: number }).serviceId === id).length;

beforeAll(async () => {
  fake = await startFakeSage();
  server = await startTestServer({ sageBaseUrl: `${fake.baseUrl}${FAKE_SAGE_PATH}` });
  seller = (await signUp(server.url, 'Sage Seller')).client;
  expect((await seller.put('/api/catalogue/credentials', { ...FAKE_SAGE_CREDENTIALS })).status).toBe(200);
  proposalId = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Sage kit', marginPct: 40 })).body).proposal.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('SAGE products on a proposal', () => {
  it('costs each break at SAGE’s net price and offers the supplier’s decoration charges', async () => {
    const proposal = await addLine({ productId: '771822521', tiers: [250, 500], decoration: { method: 'pad_print', locations: ['Barrel'], colors: ['Black'] } });
    const line = proposal.lines.at(-1)!;
    expect(line.product.source).toBe('sage');
    expect(line.product.costSource).toBe('net');
    expect(line.product.priceBreaks.map((b) => [b.minQty, b.listCents, b.netCents])).toEqual([
      [100, 142, 85],
      [250, 112, 67],
      [500, 89, 53],
      [1000, 66, 40],
    ]);
    expect(line.product.decorationOptions.map((d) => [d.method, d.setupCents, d.runCents, d.locations, d.imprintArea])).toEqual([
      ['pad_print', 4000, 15, ['Barrel', 'Back'], '1" W x 0.25" H'],
      ['laser_engraving', 4000, 15, ['Barrel', 'Back'], '1" W x 0.25" H'],
    ]);
    // The supplier's charges price the decoration: 250 units cost 67¢ each plus 15¢ to print.
    expect(line.decoration).toMatchObject({ method: 'pad_print', setupCents: 4000, runCents: 15 });
    expect(line.prices[0]).toMatchObject({ quantity: 250, unitCostCents: 67 + 15 });
    expect(serviceCalls(105)).toBe(1);
  });

  it('applies the price code when SAGE states no net price, and says so', async () => {
    const line = (await addLine({ productId: '551234002', tiers: [144] })).lines.at(-1)!;
    expect(line.product.costSource).toBe('price_code');
    // R = 40% off the list price.
    expect(line.product.priceBreaks.map((b) => b.netCents)).toEqual([186, 171, 156, 144]);
    expect(line.product.decorationOptions).toEqual([expect.objectContaining({ method: 'screen_print', setupCents: 5500, runCents: 0 })]);
  });

  it('estimates, and says so, when SAGE states neither', async () => {
    const line = (await addLine({ productId: '660000003', tiers: [500] })).lines.at(-1)!;
    expect(line.product.costSource).toBe('estimate');
    expect(line.product.priceBreaks.every((b) => b.netCents > 0 && b.netCents < b.listCents)).toBe(true);
  });

  it('never shows the client the net costs or the supplier', async () => {
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposalId}/share`, {})).body);
    const page = await new ApiClient(server.url).get(`/api/public/proposals/${token}`);
    expect(page.status).toBe(200);
    const text = JSON.stringify(publicProposalResponse.parse(page.body));
    for (const secret of ['Harbor Line Promotions', 'Summit Drinkware Co', 'netCents', 'costSource', '"net"']) expect(text).not.toContain(secret);
  });
});
