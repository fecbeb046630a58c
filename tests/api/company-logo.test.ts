import { beforeAll, describe, expect, it } from 'vitest';
import { companyResponse, type Company } from '../../contracts/companies.js';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../contracts/company-logo.js';
import { errorEnvelope } from '../../contracts/errors.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { connectSocket } from '../helpers/socket.js';
import { SIMPLE_SVG, jpegImage, pngImage, pngSize } from '../helpers/images.js';

let server: RunningServer;
let seller: ApiClient;
let workspaceId: string;
let stranger: ApiClient;
let company: Company;

async function upload(client: ApiClient, companyId: string, type: string, bytes: Buffer | string) {
  const res = await fetch(`${server.url}/api/companies/${companyId}/logo`, { method: 'PUT', headers: { cookie: client.cookieHeader, 'content-type': type }, body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}
async function download(client: ApiClient, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers: { cookie: client.cookieHeader, ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const errorOf = (body: unknown) => errorEnvelope.parse(body).error;

beforeAll(async () => {
  server = await sharedTestServer();
  const signed = await signUp(server.url, 'Logo Seller');
  seller = signed.client;
  workspaceId = signed.user.workspaceId;
  stranger = (await signUp(server.url, 'Logo Stranger')).client;
  company = companyResponse.parse((await seller.post('/api/companies', { name: 'Harbor Health', domain: 'harborhealth.example' })).body).company;
}, 60_000);


describe('a client company’s logo', () => {
  it('stores a PNG, tells every tab, and serves it (re-encoded once, same pixels) as an inert image with an ETag', async () => {
    const tab = await connectSocket(server.url, seller.cookieHeader);
    const png = pngImage();
    const res = await upload(seller, company.id, 'image/png', png);
    expect(res.status).toBe(200);
    const updated = companyResponse.parse(res.body).company;
    expect(updated.uploadedLogoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=[0-9a-f]{16}$`));
    const event = await tab.waitFor((e) => e.type === 'company.updated' && (e.payload as { company: Company }).company.uploadedLogoUrl === updated.uploadedLogoUrl);
    expect((event.payload as { change: unknown }).change).toEqual({ kind: 'edited', fields: ['logo'] });
    tab.close();

    const got = await download(seller, updated.uploadedLogoUrl!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toMatch(/^inline/);
    expect(pngSize(got.bytes)).toEqual({ width: 8, height: 8 });
    const again = await download(seller, updated.uploadedLogoUrl!, { 'if-none-match': got.headers.get('etag')! });
    expect(again.status).toBe(304);
    // The company page reads it back.
    expect(companyResponse.parse((await seller.get(`/api/companies/${company.id}`)).body).company.uploadedLogoUrl).toBe(updated.uploadedLogoUrl);
  });

  it('takes a JPEG in place of the PNG (kept as a PNG), and removes it', async () => {
    const res = await upload(seller, company.id, 'image/jpeg', jpegImage());
    expect(res.status).toBe(200);
    const got = await download(seller, `/api/companies/${company.id}/logo`);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(pngSize(got.bytes)).toEqual({ width: 16, height: 16 });
    const removed = await seller.delete(`/api/companies/${company.id}/logo`);
    expect(removed.status).toBe(200);
    expect(companyResponse.parse(removed.body).company.uploadedLogoUrl).toBeNull();
    expect((await download(seller, `/api/companies/${company.id}/logo`)).status).toBe(404);
    expect((await seller.delete(`/api/companies/${company.id}/logo`)).status).toBe(404);
  });

  it('draws an SVG once at upload, without its scripts, handlers and outside references, and serves only that PNG', async () => {
    const hostile =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><text>Click</text></a><image href="https://evil.example/x.png"/>' +
      '<use xlink:href="https://evil.example/s.svg#a"/><style>@import url(https://evil.example/x.css);</style>' +
      '<rect width="100" height="40" fill="#0a7" onclick="steal()" style="fill:url(https://evil.example/p)"/><foreignObject><div>html</div></foreignObject></svg>';
    const res = await upload(seller, company.id, 'image/svg+xml', hostile);
    expect(res.status).toBe(200);
    const got = await download(seller, `/api/companies/${company.id}/logo`);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(pngSize(got.bytes)).toEqual({ width: 1024, height: 410 });
    const text = got.bytes.toString('latin1');
    for (const gone of ['<svg', '<script', 'evil.example']) expect(text).not.toContain(gone);
  });

  it('refuses bytes that are not what they claim, an empty body, other types, and more than 2 MB', async () => {
    const fakePng = await upload(seller, company.id, 'image/png', Buffer.from('GIF89a not a png at all'));
    expect(fakePng.status).toBe(415);
    const svgAsPng = await upload(seller, company.id, 'image/png', SIMPLE_SVG);
    expect(svgAsPng.status).toBe(415);
    expect(errorOf(svgAsPng.body).message).toBe('The file is not a PNG image');
    const brokenPng = await upload(seller, company.id, 'image/png', pngImage().subarray(0, 20));
    expect(brokenPng.status).toBe(415);
    const empty = await upload(seller, company.id, 'image/png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).message).toBe('Choose a logo to upload');
    expect((await upload(seller, company.id, 'image/gif', Buffer.from('GIF89a'))).status).toBe(415);
    expect((await upload(seller, company.id, 'image/svg+xml', '<html><script>alert(1)</script></html>')).status).toBe(415);
    const tooBig = await upload(seller, company.id, 'image/png', pngImage(8, [1, 2, 3], LOGO_MAX_BYTES + 10));
    expect(tooBig.status).toBe(413);
    expect(errorOf(tooBig.body)).toMatchObject({ code: 'payload_too_large', message: LOGO_TOO_LARGE_MESSAGE });
    // Exactly 2 MB is allowed.
    expect((await upload(seller, company.id, 'image/png', pngImage(8, [1, 2, 3], LOGO_MAX_BYTES))).status).toBe(200);
  });

  it('is the workspace’s own: another workspace can neither read, replace nor remove it, and a viewer cannot change it', async () => {
    await upload(seller, company.id, 'image/png', pngImage());
    expect((await download(stranger, `/api/companies/${company.id}/logo`)).status).toBe(404);
    expect((await upload(stranger, company.id, 'image/png', pngImage(4))).status).toBe(404);
    expect((await stranger.delete(`/api/companies/${company.id}/logo`)).status).toBe(404);
    const viewer = await memberOf(server, workspaceId, 'viewer');
    expect((await download(viewer.client, `/api/companies/${company.id}/logo`)).status).toBe(200);
    expect((await upload(viewer.client, company.id, 'image/png', pngImage(4))).status).toBe(403);
    const member = await memberOf(server, workspaceId, 'member');
    expect((await upload(member.client, company.id, 'image/png', pngImage(4))).status).toBe(200);
    const anonymous = await fetch(`${server.url}/api/companies/${company.id}/logo`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses an image body on any other route, and a cross-site upload', async () => {
    const elsewhere = await fetch(`${server.url}/api/companies/${company.id}`, { method: 'PATCH', headers: { cookie: seller.cookieHeader, 'content-type': 'image/png' }, body: new Uint8Array(pngImage()) });
    expect(elsewhere.status).toBe(415);
    const crossSite = await fetch(`${server.url}/api/companies/${company.id}/logo`, { method: 'PUT', headers: { cookie: seller.cookieHeader, 'content-type': 'image/png', origin: 'https://evil.example' }, body: new Uint8Array(pngImage()) });
    expect(crossSite.status).toBe(403);
  });
});
