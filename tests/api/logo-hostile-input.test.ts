import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import { companyResponse, type Company } from '../../contracts/companies.js';
import { LOGO_MAX_SVG_ELEMENTS, LOGO_PIXELS_MESSAGE, LOGO_SVG_ELEMENTS_MESSAGE } from '../../contracts/company-logo.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { largePng, pngImage, pngSize } from '../helpers/images.js';

/**
 * Issue 24: hostile logos. Every logo is made once, at upload, into a bounded PNG (off the event
 * loop); a PNG's pixel size is read from its header before anything is decoded; nothing uploaded
 * is parsed again when a page or PDF is served.
 */

let server: RunningServer;
let seller: ApiClient;
let workspaceId: string;
let company: Company;
let token: string;

async function upload(type: string, body: Buffer | string) {
  const res = await fetch(`${server.url}/api/companies/${company.id}/logo`, { method: 'PUT', headers: { cookie: seller.cookieHeader, 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}
async function download(path: string) {
  const res = await fetch(server.url + path, { headers: { cookie: seller.cookieHeader } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** How long `fn` took, and the longest the event loop was held meanwhile (the server runs in this process). */
async function measured<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; longestStallMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  loop.disable();
  return { result, ms, longestStallMs: loop.max / 1e6 };
}

const svg = (inner: string, attrs = 'viewBox="0 0 100 40"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`;
/** The report: a <style> of 80,000 characters without a brace. */
const BRACELESS_STYLE = svg(`<style>${'a'.repeat(80_000)}</style><rect width="100" height="40" fill="#0a7"/>`);

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  const signed = await signUp(server.url, 'Hostile Logo Seller');
  seller = signed.client;
  workspaceId = signed.user.workspaceId;
  company = companyResponse.parse((await seller.post('/api/companies', { name: 'Hostile Logos Inc', domain: 'hostile-logos.example' })).body).company;
  const mugs = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?keywords=mug&maxRecs=10')).body).products;
  const proposal = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Hostile Kit', companyId: company.id, lines: mugs.slice(0, 5).map((p) => ({ productId: p.id, tiers: [100] })) })).body).proposal;
  token = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body).token;
}, 90_000);


describe('an SVG logo freezes the PDF', () => {
  it('draws the 80,000-character braceless style once at upload; the anonymous PDF download parses no SVG and holds nothing', async () => {
    const uploaded = await measured(() => upload('image/svg+xml', BRACELESS_STYLE));
    expect(uploaded.result.status).toBe(200);
    expect(uploaded.longestStallMs).toBeLessThan(250);

    const pdf = await measured(() => download(`/api/public/proposals/${token}/pdf`));
    expect(pdf.result.status).toBe(200);
    expect(pdf.result.type).toBe('application/pdf');
    // The raster is embedded as an image (the old painter read the SVG on every download: 8.9 s).
    expect(pdf.result.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(pdf.ms).toBeLessThan(2000);
    expect(pdf.longestStallMs).toBeLessThan(500);
  }, 60_000);

  it('keeps the event loop free and the output bounded for huge, deep, crowded and slow SVGs', async () => {
    const hostile = {
      huge: svg('<rect width="100000" height="100000" fill="#0a7"/>', 'width="100000" height="100000"'),
      thin: svg('<rect width="1" height="100000" fill="#0a7"/>', 'width="1" height="100000"'),
      deep: svg(`${'<g>'.repeat(50_000)}<rect width="10" height="10"/>${'</g>'.repeat(50_000)}`),
      crowded: svg('<circle cx="50" cy="20" r="18" fill="#f00" stroke="#000" stroke-width="3" opacity="0.5"/>'.repeat(20_000)),
      style: BRACELESS_STYLE,
    };
    for (const [name, text] of Object.entries(hostile)) {
      const { result, longestStallMs } = await measured(() => upload('image/svg+xml', text));
      expect([200, 415], name).toContain(result.status);
      expect(longestStallMs, name).toBeLessThan(250);
      if (result.status !== 200) continue;
      const stored = await download(`/api/companies/${company.id}/logo`);
      expect(stored.type, name).toBe('image/png');
      const { width, height } = pngSize(stored.bytes);
      expect(Math.max(width, height), name).toBeLessThanOrEqual(1024);
    }
  }, 120_000);
});

describe('an SVG with more shapes than a logo has', () => {
  it('is refused with its reason before it is drawn, and a detailed logo under the limit is kept', async () => {
    const { result, ms } = await measured(() => upload('image/svg+xml', svg('<circle cx="50" cy="20" r="18" opacity="0.5"/>'.repeat(LOGO_MAX_SVG_ELEMENTS + 1))));
    expect(result.status).toBe(415);
    expect(errorEnvelope.parse(result.body).error.message).toBe(LOGO_SVG_ELEMENTS_MESSAGE);
    expect(LOGO_SVG_ELEMENTS_MESSAGE).toBe('The SVG is too detailed for a logo: at most 10,000 shapes.');
    expect(ms).toBeLessThan(1500);
    expect((await upload('image/svg+xml', svg('<rect x="1" y="1" width="2" height="2" fill="#0a7"/>'.repeat(2_000)))).status).toBe(200);
  });
});

describe('a PNG decompression bomb', () => {
  it('refuses an 8000×8000 PNG from its header, quickly, without decoding it', async () => {
    const bomb = await largePng(8000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const { result, ms, longestStallMs } = await measured(() => upload('image/png', bomb));
    expect(result.status).toBe(413);
    expect(errorEnvelope.parse(result.body).error.message).toBe(LOGO_PIXELS_MESSAGE);
    expect(LOGO_PIXELS_MESSAGE).toBe('The logo is too large: at most 4096 × 4096 pixels.');
    expect(ms).toBeLessThan(1500);
    expect(longestStallMs).toBeLessThan(250);
    // Decoding it would take 8000 × 8000 × 3 bytes (192 MB) at the least.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(120 * 1024 * 1024);
  }, 60_000);

  it('keeps a large but allowed PNG as a PNG of at most 1024 pixels a side', async () => {
    expect((await upload('image/png', await largePng(3000, 1500))).status).toBe(200);
    const stored = await download(`/api/companies/${company.id}/logo`);
    expect(pngSize(stored.bytes)).toEqual({ width: 1024, height: 512 });
  }, 60_000);
});

describe('logos stored before rasters', () => {
  async function storeLegacy(contentType: string, bytes: Buffer) {
    const hash = `legacy${Math.random().toString(16).slice(2)}`.padEnd(64, '0');
    await server.app.db.execute(sql`delete from company_logos where company_id = ${company.id}`);
    await server.app.db.execute(
      sql`insert into company_logos (company_id, workspace_id, content_type, bytes, size, sha256, rasterised) values (${company.id}, ${workspaceId}, ${contentType}, ${bytes}, ${bytes.length}, ${hash}, false)`,
    );
    await server.app.db.execute(sql`update companies set logo_hash = ${hash} where id = ${company.id}`);
  }
  const row = async () => (await server.app.db.execute<{ content_type: string; rasterised: boolean }>(sql`select content_type, rasterised from company_logos where company_id = ${company.id}`)).rows[0];

  it('are made into the bounded PNG once, on first read, and stored', async () => {
    await storeLegacy('image/svg+xml', Buffer.from(BRACELESS_STYLE));
    const first = await measured(() => download(`/api/public/proposals/${token}/pdf`));
    expect(first.result.status).toBe(200);
    expect(first.longestStallMs).toBeLessThan(500);
    expect(await row()).toEqual({ content_type: 'image/png', rasterised: true });
    const served = await download(`/api/companies/${company.id}/logo`);
    expect(served.type).toBe('image/png');
    expect(pngSize(served.bytes)).toEqual({ width: 1024, height: 410 });
  }, 60_000);

  it('are removed when the new rules refuse them (an 8000×8000 PNG), never decoded', async () => {
    await storeLegacy('image/png', await largePng(8000));
    expect((await download(`/api/companies/${company.id}/logo`)).status).toBe(404);
    expect(await row()).toBeUndefined();
    expect(companyResponse.parse((await seller.get(`/api/companies/${company.id}`)).body).company.uploadedLogoUrl).toBeNull();
    // A small legacy PNG is kept, re-encoded.
    await storeLegacy('image/png', pngImage(10));
    expect(pngSize((await download(`/api/companies/${company.id}/logo`)).bytes)).toEqual({ width: 10, height: 10 });
  }, 60_000);
});
