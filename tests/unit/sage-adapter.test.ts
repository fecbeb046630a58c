import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productDetail, productSummary } from '../../contracts/catalogue.js';
import { catalogueSearchQuery } from '../../contracts/catalogue-search.js';
import {
  SAGE_MESSAGES,
  SageError,
  createSageClient,
  type SageClient,
  type SageErrorCode,
} from '../../server/catalogue/providers/sage.js';
import { FAKE_SAGE_CREDENTIALS, FAKE_SAGE_PATH, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';

let fake: FakeSage;
let client: SageClient;
const q = (input: Record<string, unknown>) => catalogueSearchQuery.parse(input);
const lastBody = () => fake.requests[fake.requests.length - 1].body as Record<string, unknown>;
const errors: unknown[] = [];

async function failure(promise: Promise<unknown>, code: SageErrorCode): Promise<SageError> {
  const err = await promise.then(
    () => { throw new Error('expected a SageError'); },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SageError);
  const sageError = err as SageError;
  expect(sageError.code).toBe(code);
  errors.push(err);
  return sageError;
}

function stubClient(status: number, body: string): SageClient {
  const fetchImpl: typeof fetch = async () => new Response(body, { status });
  return createSageClient({ baseUrl: 'https://sage.invalid', ...FAKE_SAGE_CREDENTIALS, fetchImpl });
}

beforeAll(async () => {
  fake = await startFakeSage({ slowMs: 1500 });
  client = createSageClient({ baseUrl: fake.baseUrl, ...FAKE_SAGE_CREDENTIALS, timeoutMs: 5000 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('searchProducts: request', () => {
  it('sends service 103 with top-level auth and our filters mapped', async () => {
    await client.searchProducts(q({
      keywords: 'tumbler', themes: 'Outdoor,Travel', colors: 'Navy,White', priceLow: '5', priceHigh: '', qty: '48',
      verified: 'true', recyclable: 'false', hideOldPricing: true, sort: 'price-high', maxRecs: '10', page: '3',
      thumbPicRes: '300', madeIn: 'US,CN', itemNumExact: 'true', esg: 'Sustainable,Social', prefGroups: 'Gold',
    }));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: FAKE_SAGE_PATH });
    const body = lastBody();
    expect(body).toMatchObject({ serviceId: 103, apiVer: 130, auth: { acctId: 12345, loginId: 'demo', key: 'secret' } });
    expect(body.search).toEqual({
      keywords: 'tumbler', colors: 'Navy,White', themes: 'Outdoor,Travel', priceLow: 5, qty: 48, prefGroups: 'Gold',
      madeIn: 'US,CN', siteCountry: 'US', verified: true, hideOldPricing: true, esg: 'Sustainable,Social',
      sort: 'PRICEHIGHLOW', startNum: 21, maxRecs: 10, thumbPicRes: 300,
      extraReturnFields: 'ITEMNUM,CATEGORY,SUPPID,SUPPLIER,PRODTIME',
    });
  });

  it('defaults the category of a search without any filter and maps the sorts', async () => {
    await client.searchProducts(q({}));
    expect(lastBody().search).toMatchObject({ categories: 'Promotional Products', sort: '', startNum: 1, maxRecs: 100, thumbPicRes: 150, siteCountry: 'US' });
    await client.searchProducts(q({ categories: 'Drinkware', sort: 'price-low', itemNum: 'MG-11', itemNumExact: true }));
    expect(lastBody().search).toMatchObject({ categories: 'Drinkware', sort: 'PRICE', itemNum: 'MG-11', itemNumExact: true });
    await client.searchProducts(q({ keywords: 'mug' }));
    expect(lastBody().search).not.toHaveProperty('categories');
  });
});

describe('searchProducts: results', () => {
  it('maps SAGE products to our summary with the spec defaults', async () => {
    const result = await client.searchProducts(q({ keywords: 'flashlight' }));
    expect(result.total).toBe(1);
    const [p] = result.products;
    expect(productSummary.parse(p)).toEqual(p);
    expect(p).toEqual({
      id: '771822521',
      name: 'Mini Flashlight Key Ring W/Push Button Switch',
      thumbUrl: `${fake.baseUrl}/ws/ws.dll/QPic?SN=50000&P=771822521&RS=150`,
      imageUrl: `${fake.baseUrl}/ws/ws.dll/QPic?SN=50000&P=771822521&RS=300&I=1`,
      keySellingPoint: 'Quality promotional product',
      price: { min: 0.66, max: 1.42 },
      priceText: '0.66 - 1.42',
      supplier: { name: 'Harbor Line Promotions', location: 'USA', rating: 4.5 },
      minQuantity: 25,
      leadTime: '5 days',
      categories: ['Keychains'],
      itemNum: 'KR-100',
      source: 'sage',
      productUrl: null,
    });
  });

  it('copes with missing data: empty numbers, no picture, no supplier, price text', async () => {
    const { products } = await client.searchProducts(q({ categories: 'Writing Instruments' }));
    expect(products[0]).toMatchObject({
      id: '660000003', imageUrl: null, thumbUrl: null, itemNum: 'PENXX-CCCCC', priceText: '0.45 - 0.99',
      supplier: { name: 'Unknown supplier', location: 'USA', rating: 4.5 }, leadTime: '3 days',
    });
    const tote = (await client.searchProducts(q({ keywords: 'tote' }))).products[0];
    expect(tote).toMatchObject({ price: { min: 0, max: 0 }, priceText: 'Call for pricing' });
    const tumbler = (await client.searchProducts(q({ keywords: 'tumbler' }))).products[0];
    expect(tumbler.leadTime).toBe('2-3 weeks');
    expect(tumbler.priceText).toBe('7.25 - 12.50');
  });

  it('pages with startNum and maxRecs and reports the total found', async () => {
    const page2 = await client.searchProducts(q({ categories: 'Drinkware', maxRecs: 1, page: 2, sort: 'price-low' }));
    expect(page2.total).toBe(2);
    expect(page2.products.map((p) => p.id)).toEqual(['551234001']);
    expect(lastBody().search).toMatchObject({ startNum: 2, maxRecs: 1 });
  });
});

describe('listCategories and productDetail', () => {
  it('lists category names (service 101), dropping blanks and repeats', async () => {
    expect(await client.listCategories()).toEqual(['Bags', 'Drinkware', 'Keychains', 'Writing Instruments']);
    expect(lastBody()).toMatchObject({ serviceId: 101, apiVer: 130, listType: 'categories', auth: { acctId: 12345 } });
  });

  it('maps a product detail (service 104) with price breaks from string arrays', async () => {
    const d = await client.productDetail('771822521');
    expect(lastBody()).toMatchObject({ serviceId: 104, apiVer: 130, prodEId: 771822521 });
    expect(productDetail.parse(d)).toEqual(d);
    expect(d.priceBreaks).toEqual([
      { minQty: 100, price: 1.42 }, { minQty: 250, price: 1.12 }, { minQty: 500, price: 0.89 }, { minQty: 1000, price: 0.66 },
    ]);
    expect(d).toMatchObject({
      id: '771822521', name: 'Mini Flashlight Key Ring W/Push Button Switch', minQuantity: 100,
      price: { min: 0.66, max: 1.42 }, priceText: '$0.66 - $1.42', colors: ['Black', 'Blue', 'Red', 'Silver'],
      themes: ['Safety', 'Outdoor'], leadTime: '5-7 working days', prodTimeDays: 7, dimensions: '2.5" x 0.5"',
      keySellingPoint: 'Bright LED key light with a push button switch.', itemNum: 'KR-100', source: 'sage', productUrl: null,
      imageUrl: `${fake.baseUrl}/ws/ws.dll/QPic?SN=50000&P=771822521&RS=800&I=1`,
      largeImageUrl: `${fake.baseUrl}/ws/ws.dll/QPic?SN=50000&P=771822521&RS=1800&I=1`,
      supplier: { name: 'Unknown supplier', location: 'USA', rating: 4.5, prefGroup: null },
    });
  });

  it('treats "" as missing and drops unused price slots', async () => {
    const tumbler = await client.productDetail(551234001);
    expect(tumbler.priceBreaks).toHaveLength(3);
    expect(tumbler).toMatchObject({ dimensions: null, prodTimeDays: null, leadTime: '2-3 weeks', colors: ['Navy Blue', 'White'] });
    const mug = await client.productDetail('551234002');
    expect(mug.priceBreaks.map((b) => b.minQty)).toEqual([72, 144, 288, 576]);
    expect(mug.prodTimeDays).toBe(5);
    const tote = await client.productDetail('660000004');
    expect(tote).toMatchObject({ priceBreaks: [], price: { min: 0, max: 0 }, priceText: '', minQuantity: 25, description: '' });
    const pen = await client.productDetail('PENXX-CCCCC');
    expect(lastBody()).toMatchObject({ prodEId: 'PENXX-CCCCC' });
    expect(pen).toMatchObject({ id: '660000003', imageUrl: null, largeImageUrl: null, colors: ['Black', 'Blue'] });
  });
});

describe('errors', () => {
  it('maps bad credentials (10008) to auth', async () => {
    const bad = createSageClient({ baseUrl: fake.baseUrl, acctId: 12345, loginId: 'demo', key: 'wrong-key-123' });
    const err = await failure(bad.searchProducts(q({ keywords: 'mug' })), 'auth');
    expect(err.message).toBe('SAGE rejected the catalogue credentials (check Account ID, Login ID and key)');
    expect(err.errNum).toBe(10008);
    await failure(bad.listCategories(), 'auth');
    const leaked = [err.message, err.stack ?? '', JSON.stringify(err), inspect(err, { depth: 5 })].join('\n');
    expect(leaked).not.toContain('wrong-key-123');
  });

  it('maps 10301 to criteria and 10303 to busy', async () => {
    const criteria = await failure(client.searchProducts(q({ verified: true })), 'criteria');
    expect(criteria).toMatchObject({ errNum: 10301, message: SAGE_MESSAGES.criteria });
    const busy = await failure(client.searchProducts(q({ keywords: 'toomany' })), 'busy');
    expect(busy).toMatchObject({ errNum: 10303, message: SAGE_MESSAGES.busy });
  });

  it('maps other SAGE errors to rejected, with the key scrubbed from SAGE’s message', async () => {
    const err = await failure(client.searchProducts(q({ keywords: 'searcherror' })), 'rejected');
    expect(err.errNum).toBe(10302);
    expect(err.message).toBe('SAGE could not complete the request (error 10302: Search error for key ***)');
    await failure(client.productDetail('999'), 'rejected');
  });

  it('maps HTTP 500 to unreachable and an unreadable body to bad_response', async () => {
    const err = await failure(client.searchProducts(q({ keywords: 'http500' })), 'unreachable');
    expect(err.status).toBe(500);
    expect(err.message).toContain('HTTP 500');
    const garbage = await failure(client.searchProducts(q({ keywords: 'garbage' })), 'bad_response');
    expect(garbage.message).toBe(SAGE_MESSAGES.badResponse);
  });

  it('times out a slow answer with the AbortController', async () => {
    const impatient = createSageClient({ baseUrl: fake.baseUrl, ...FAKE_SAGE_CREDENTIALS, timeoutMs: 200 });
    const started = Date.now();
    const err = await failure(impatient.searchProducts(q({ keywords: 'slow' })), 'unreachable');
    expect(Date.now() - started).toBeLessThan(1200);
    expect(err.message).toBe('The SAGE catalogue did not answer within 1 second; please try again later');
  });

  it('reports an unreachable server', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const offline = createSageClient({ baseUrl: `http://127.0.0.1:${port}`, ...FAKE_SAGE_CREDENTIALS, timeoutMs: 2000 });
    const err = await failure(offline.listCategories(), 'unreachable');
    expect(err.message).toBe(SAGE_MESSAGES.unreachable);
  });

  it('checks both the HTTP status and the body', async () => {
    await failure(stubClient(404, 'Not found').listCategories(), 'bad_response');
    await failure(stubClient(429, '').listCategories(), 'busy');
    await failure(stubClient(200, JSON.stringify({ ok: true, products: 'nope' })).searchProducts(q({ keywords: 'x' })), 'bad_response');
    await failure(stubClient(200, JSON.stringify({ ok: true })).listCategories(), 'bad_response');
    await failure(stubClient(200, JSON.stringify({ ok: true })).productDetail(1), 'bad_response');
    await failure(stubClient(200, JSON.stringify([1, 2])).listCategories(), 'bad_response');
    const unspecified = await failure(stubClient(200, JSON.stringify({ products: [] })).listCategories(), 'rejected');
    expect(unspecified.errNum).toBeNull();
    const numeric = await failure(stubClient(200, JSON.stringify({ ok: false, errNum: 10008, errMsg: 'x' })).listCategories(), 'auth');
    expect(numeric.errNum).toBe(10008);
    const counted = await stubClient(200, JSON.stringify({ ok: 'true', totalFound: '7', products: [{ prodEId: '5', name: '', prc: '' }] }))
      .searchProducts(q({ keywords: 'x' }));
    expect(counted.total).toBe(7);
    expect(counted.products[0]).toMatchObject({ id: '5', name: 'Product Name', priceText: '', price: { min: 0, max: 0 } });
  });

  it('never puts the key in any error it raised', () => {
    expect(errors.length).toBeGreaterThan(10);
    for (const err of errors) {
      const text = [String(err), JSON.stringify(err), inspect(err, { depth: 5 }), (err as Error).stack ?? ''].join('\n');
      expect(text).not.toContain(FAKE_SAGE_CREDENTIALS.key);
      expect(text).not.toContain('wrong-key-123');
    }
  });
});
