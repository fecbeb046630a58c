import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import { companyResponse, type Company } from '../../contracts/companies.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { CENTRED_IMPRINT_AREA, logoPlacement } from '../../contracts/imprint.js';
import { io } from 'socket.io-client';
import { proposalResponse, type Proposal } from '../../contracts/proposals.js';
import {
  PUBLIC_PROPOSAL_EVENT,
  PUBLIC_PROPOSALS_NAMESPACE,
  publicLogoPath,
  publicProposalResponse,
  shareResponse,
  type PublicProposal,
} from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { builtinImprintArea } from '../../server/catalogue/imprint-areas.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { SIMPLE_SVG, pngImage, pngSize } from '../helpers/images.js';

let server: RunningServer;
let seller: ApiClient;
let stranger: ApiClient;
let company: Company;
let proposal: Proposal;
const png = pngImage(12, [10, 120, 200]);

async function uploadLogo(type: string, body: Buffer | string) {
  const res = await fetch(`${server.url}/api/companies/${company.id}/logo`, { method: 'PUT', headers: { cookie: seller.cookieHeader, 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  expect(res.status).toBe(200);
  return companyResponse.parse(await res.json()).company;
}
async function download(path: string, client: ApiClient | null = null) {
  const res = await fetch(server.url + path, { headers: client ? { cookie: client.cookieHeader } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
/** Image XObjects in a PDF (pdfkit writes object dictionaries uncompressed). */
const imageXObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

beforeAll(async () => {
  // The worker's server with the catalogue: each test signs up workspaces of its own.
  server = await sharedCatalogueServer();
  await server.seeded;
  seller = (await signUp(server.url, 'Sample Seller')).client;
  stranger = (await signUp(server.url, 'Sample Stranger')).client;
  company = companyResponse.parse((await seller.post('/api/companies', { name: 'Acme Robotics', domain: 'acme-robotics.example' })).body).company;
  const mugs = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?keywords=mug&maxRecs=10')).body).products;
  const created = await seller.post('/api/proposals', { title: 'Acme Welcome Kit', companyId: company.id, lines: mugs.slice(0, 3).map((p) => ({ productId: p.id, tiers: [100] })) });
  proposal = proposalResponse.parse(created.body).proposal;
}, 60_000);

describe('virtual samples on proposals', () => {
  it('gives each built-in line its product’s imprint area, and the proposal its client’s logo once uploaded', async () => {
    const line = proposal.lines[0];
    expect(line.product.imprintArea).toEqual(builtinImprintArea('', line.product.name));
    expect(line.product.imprintArea).not.toEqual(CENTRED_IMPRINT_AREA);
    // The catalogue declares the same area for the product.
    expect((await seller.get(`/api/catalogue/products/${line.product.id}`)).body.product.imprintArea).toEqual(line.product.imprintArea);
    expect(line.logoNudge).toBeNull();
    expect(proposal.companyLogoUrl).toBeNull();
    const withLogo = await uploadLogo('image/png', png);
    const read = proposalResponse.parse((await seller.get(`/api/proposals/${proposal.id}`)).body).proposal;
    expect(read.companyLogoUrl).toBe(withLogo.uploadedLogoUrl);
  });

  it('keeps the seller’s nudge on the line, within range', async () => {
    const path = `/api/proposals/${proposal.id}/lines/${proposal.lines[0].id}`;
    const nudged = await seller.patch(path, { logoNudge: { dx: 0.05, dy: -0.1, scale: 1.5 } });
    expect(nudged.status).toBe(200);
    expect(proposalResponse.parse(nudged.body).proposal.lines[0].logoNudge).toEqual({ dx: 0.05, dy: -0.1, scale: 1.5 });
    const bad = await seller.patch(path, { logoNudge: { dx: 0.9, dy: 0, scale: 9 } });
    expect(bad.status).toBe(400);
    expect(errorEnvelope.parse(bad.body).error.details).toEqual([
      { path: 'logoNudge.dx', message: 'Offset must be at most 0.5' },
      { path: 'logoNudge.scale', message: 'Scale must be at most 2' },
    ]);
    expect((await stranger.patch(path, { logoNudge: { dx: 0, dy: 0, scale: 1 } })).status).toBe(404);
  });

  it('shows the client the logo through their link only, placed where the seller put it, and no id of the company', async () => {
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    const res = await new ApiClient(server.url).get(`/api/public/proposals/${token}`);
    const view = publicProposalResponse.parse(res.body).proposal;
    expect(view.clientLogoVersion).toMatch(/^[0-9a-f]{16}$/);
    const seen = proposalResponse.parse((await seller.get(`/api/proposals/${proposal.id}`)).body).proposal;
    expect(view.lines[0].logoArea).toEqual(logoPlacement(seen.lines[0].product.imprintArea, { dx: 0.05, dy: -0.1, scale: 1.5 }));
    expect(view.lines[1].logoArea).toEqual(seen.lines[1].product.imprintArea);
    expect(JSON.stringify(res.body)).not.toContain(company.id);

    const logo = await download(publicLogoPath(token, view.clientLogoVersion!));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(pngSize(logo.bytes)).toEqual({ width: 12, height: 12 });

    expect((await download(publicLogoPath('A'.repeat(43), 'x'))).status).toBe(404);
    expect((await download(publicLogoPath('not-a-token', 'x'))).status).toBe(404);

    // A link to a proposal with no client company has no logo to give.
    const other = proposalResponse.parse((await seller.post('/api/proposals', { title: 'No client' })).body).proposal;
    const otherToken = shareResponse.parse((await seller.post(`/api/proposals/${other.id}/share`, {})).body).token;
    expect((await download(publicLogoPath(otherToken, 'x'))).status).toBe(404);

    // Expired, then revoked: gone.
    await server.app.db.execute(sql`update proposal_shares set expires_at = now() - interval '1 second' where proposal_id = ${proposal.id} and revoked_at is null`);
    expect((await download(publicLogoPath(token, view.clientLogoVersion!))).status).toBe(404);
    const { token: fresh } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    expect((await download(publicLogoPath(fresh, 'x'))).status).toBe(200);
    await seller.delete(`/api/proposals/${proposal.id}/share`);
    expect((await download(publicLogoPath(fresh, 'x'))).status).toBe(404);
  });

  it('shows an open link a new logo at once', async () => {
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    const socket = io(`${server.url}${PUBLIC_PROPOSALS_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const seen = new Promise<PublicProposal>((resolve) => socket.on(PUBLIC_PROPOSAL_EVENT, (msg: { proposal: PublicProposal }) => resolve(msg.proposal)));
      const updated = await uploadLogo('image/png', pngImage(6, [0, 0, 0]));
      expect((await seen).clientLogoVersion).toBe(updated.uploadedLogoUrl!.split('v=')[1]);
    } finally {
      socket.close();
      await seller.delete(`/api/proposals/${proposal.id}/share`);
      await uploadLogo('image/png', png);
    }
  });

  it('draws the logo on the PDF’s product pictures, embedded once however many lines show it', async () => {
    const withLogo = await download(`/api/proposals/${proposal.id}/pdf`, seller);
    expect(withLogo.status).toBe(200);
    expect(imageXObjects(withLogo.bytes)).toBe(1);
    expect(withLogo.bytes.toString('latin1')).toMatch(/\/Width 12\s*\/Height 12|\/Height 12\s*\/Width 12|\/Width 12[\s\S]{0,200}\/Height 12/);

    await seller.delete(`/api/companies/${company.id}/logo`);
    const without = await download(`/api/proposals/${proposal.id}/pdf`, seller);
    expect(imageXObjects(without.bytes)).toBe(0);

    // An SVG logo was drawn once, at upload, as a PNG: the PDF embeds that raster (1024 px wide for a 100×40 drawing).
    await uploadLogo('image/svg+xml', SIMPLE_SVG);
    const fromSvg = await download(`/api/proposals/${proposal.id}/pdf`, seller);
    expect(fromSvg.status).toBe(200);
    // The raster and its transparency (a soft mask), once for all three lines.
    expect(imageXObjects(fromSvg.bytes)).toBe(2);
    expect(fromSvg.bytes.toString('latin1')).toContain('/SMask');
    expect(fromSvg.bytes.toString('latin1')).toMatch(/\/Width 1024/);
  });
});
