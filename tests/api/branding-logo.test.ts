import { beforeAll, describe, expect, it } from 'vitest';
import { brandingResponse } from '../../contracts/branding.js';
import { LOGO_MAX_BYTES, LOGO_PIXELS_MESSAGE } from '../../contracts/company-logo.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { presentationResponse } from '../../contracts/presentations.js';
import { PUBLIC_PRESENTATION_EVENT, PUBLIC_PRESENTATIONS_NAMESPACE, publicPresentationResponse, type PublicPresentation } from '../../contracts/presentation-sharing.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { PUBLIC_PROPOSAL_EVENT, PUBLIC_PROPOSALS_NAMESPACE, publicBrandingLogoPath, publicProposalResponse, shareResponse, type PublicProposal } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { connectSocket } from '../helpers/socket.js';
import { openLinkSocket } from '../helpers/link-socket.js';
import { SIMPLE_SVG, largePng, pngImage, pngSize } from '../helpers/images.js';
import { pdfText } from '../helpers/pdf-text.js';

/**
 * Branding logo is blocked (issue 24): the workspace's logo was an outside URL, blocked by the
 * client pages' own CSP and absent from the PDF. It is uploaded now, kept as a bounded PNG like a
 * client company's logo, and served to clients only through a live link's token.
 */

let server: RunningServer;
let owner: ApiClient;
let workspaceId: string;
let stranger: ApiClient;

async function uploadLogo(client: ApiClient, type: string, body: Buffer | string) {
  const res = await fetch(`${server.url}/api/branding/logo`, { method: 'PUT', headers: { cookie: client.cookieHeader, 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}
async function download(path: string, client: ApiClient | null = null) {
  const res = await fetch(server.url + path, { headers: client ? { cookie: client.cookieHeader } : {} });
  return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy'), bytes: Buffer.from(await res.arrayBuffer()) };
}
const imageXObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

beforeAll(async () => {
  server = await sharedTestServer();
  const signed = await signUp(server.url, 'Brand Owner');
  owner = signed.client;
  workspaceId = signed.user.workspaceId;
  stranger = (await signUp(server.url, 'Brand Stranger')).client;
  await owner.put('/api/branding', { companyName: 'Bright Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' });
}, 60_000);

describe('the workspace’s branding logo', () => {
  it('is uploaded, kept as a bounded PNG, read back by the team, and removed', async () => {
    expect(brandingResponse.parse((await owner.get('/api/branding')).body).logoUrl).toBeNull();
    const res = await uploadLogo(owner, 'image/svg+xml', SIMPLE_SVG);
    expect(res.status).toBe(200);
    const { logoUrl, branding } = brandingResponse.parse(res.body);
    expect(logoUrl).toMatch(/^\/api\/branding\/logo\?v=[0-9a-f]{16}$/);
    expect(branding?.companyName).toBe('Bright Promo Co');
    expect(brandingResponse.parse((await owner.get('/api/branding')).body).logoUrl).toBe(logoUrl);
    const got = await download(logoUrl!, owner);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');
    expect(got.csp).toContain("default-src 'none'");
    expect(pngSize(got.bytes)).toEqual({ width: 1024, height: 410 });

    const viewer = await memberOf(server, workspaceId, 'viewer');
    expect((await download('/api/branding/logo', viewer.client)).status).toBe(200);

    const removed = await owner.delete('/api/branding/logo');
    expect(removed.status).toBe(200);
    expect(brandingResponse.parse(removed.body).logoUrl).toBeNull();
    expect((await download('/api/branding/logo', owner)).status).toBe(404);
    expect((await owner.delete('/api/branding/logo')).status).toBe(404);
  });

  it('shows an upload and a removal in the team’s other tabs at once, and in no other workspace', async () => {
    const teammate = await memberOf(server, workspaceId, 'member', 'Logo Teammate');
    const otherTab = await connectSocket(server.url, owner.cookieHeader);
    const team = await connectSocket(server.url, teammate.client.cookieHeader);
    const outside = await connectSocket(server.url, stranger.cookieHeader);
    try {
      const { logoUrl } = brandingResponse.parse((await uploadLogo(owner, 'image/svg+xml', SIMPLE_SVG)).body);
      for (const socket of [otherTab, team]) expect((await socket.waitFor((e) => e.type === 'branding.logo.updated')).payload).toEqual({ logoUrl });
      expect((await owner.delete('/api/branding/logo')).status).toBe(200);
      for (const socket of [otherTab, team]) expect((await socket.waitFor((e) => e.type === 'branding.logo.updated' && (e.payload as { logoUrl: string | null }).logoUrl === null)).payload).toEqual({ logoUrl: null });
      // A refused removal (nothing left) tells nobody.
      expect((await owner.delete('/api/branding/logo')).status).toBe(404);
      // The stranger's own upload is the only logo event their socket ever sees.
      await uploadLogo(stranger, 'image/svg+xml', SIMPLE_SVG);
      await outside.waitFor((e) => e.type === 'branding.logo.updated');
      expect(outside.events.filter((e) => e.type === 'branding.logo.updated')).toHaveLength(1);
      expect(otherTab.events.filter((e) => e.type === 'branding.logo.updated')).toHaveLength(2);
      expect((await stranger.delete('/api/branding/logo')).status).toBe(200);
    } finally {
      for (const socket of [otherTab, team, outside]) socket.close();
    }
  });

  it('takes PNG, JPEG or SVG only, checks the bytes, and refuses more than 2 MB or 4096 × 4096 pixels', async () => {
    expect((await uploadLogo(owner, 'image/gif', Buffer.from('GIF89a'))).status).toBe(415);
    expect((await uploadLogo(owner, 'image/png', SIMPLE_SVG)).status).toBe(415);
    expect((await uploadLogo(owner, 'image/png', pngImage(8, [1, 2, 3], LOGO_MAX_BYTES + 10))).status).toBe(413);
    const bomb = await uploadLogo(owner, 'image/png', await largePng(8000));
    expect(bomb.status).toBe(413);
    expect(errorEnvelope.parse(bomb.body).error.message).toBe(LOGO_PIXELS_MESSAGE);
    expect((await download('/api/branding/logo', owner)).status).toBe(404);
  }, 60_000);

  it('is the workspace’s own: another workspace cannot read it, and only owners and admins change it', async () => {
    expect((await uploadLogo(owner, 'image/png', pngImage(20))).status).toBe(200);
    expect((await download('/api/branding/logo', stranger)).status).toBe(404);
    expect((await stranger.delete('/api/branding/logo')).status).toBe(404);
    expect((await download('/api/branding/logo', owner)).status).toBe(200);
    const member = await memberOf(server, workspaceId, 'member');
    expect((await uploadLogo(member.client, 'image/png', pngImage(4))).status).toBe(403);
    expect((await member.client.delete('/api/branding/logo')).status).toBe(403);
    expect((await download('/api/branding/logo')).status).toBe(401);
  });

  it('shows a new logo or branding on the open client pages of the workspace’s links at once, and on no other', async () => {
    const proposal = proposalResponse.parse((await owner.post('/api/proposals', { title: 'Live Brand Kit' })).body).proposal;
    const token = shareResponse.parse((await owner.post(`/api/proposals/${proposal.id}/share`, {})).body).token;
    const deck = presentationResponse.parse((await owner.post('/api/presentations', { title: 'Live Brand Deck' })).body).presentation;
    const deckToken = shareResponse.parse((await owner.post(`/api/presentations/${deck.id}/share`, {})).body).token;
    const theirs = proposalResponse.parse((await stranger.post('/api/proposals', { title: 'Their Live Kit' })).body).proposal;
    const theirToken = shareResponse.parse((await stranger.post(`/api/proposals/${theirs.id}/share`, {})).body).token;
    const page = await openLinkSocket<PublicProposal>(server.url, { namespace: PUBLIC_PROPOSALS_NAMESPACE, event: PUBLIC_PROPOSAL_EVENT, key: 'proposal' }, token);
    const deckPage = await openLinkSocket<PublicPresentation>(server.url, { namespace: PUBLIC_PRESENTATIONS_NAMESPACE, event: PUBLIC_PRESENTATION_EVENT, key: 'presentation' }, deckToken);
    const theirPage = await openLinkSocket<PublicProposal>(server.url, { namespace: PUBLIC_PROPOSALS_NAMESPACE, event: PUBLIC_PROPOSAL_EVENT, key: 'proposal' }, theirToken);
    try {
      const { logoUrl } = brandingResponse.parse((await uploadLogo(owner, 'image/svg+xml', SIMPLE_SVG)).body);
      const version = new URL(logoUrl!, server.url).searchParams.get('v');
      expect((await page.next((p) => p.branding.logoVersion === version)).branding.logoVersion).toBe(version);
      await deckPage.next((p) => p.branding.logoVersion === version);
      // A saved profile too: the name and colours the page shows.
      await owner.put('/api/branding', { companyName: 'Bright Promo Co.', brandTone: 'professional', primaryColor: '#2563EB', secondaryColor: '#1EAEDB' });
      expect((await page.next((p) => p.branding.companyName === 'Bright Promo Co.')).branding.primaryColor).toBe('#2563EB');
      await deckPage.next((p) => p.branding.companyName === 'Bright Promo Co.');
      expect((await owner.delete('/api/branding/logo')).status).toBe(200);
      await page.next((p) => p.branding.logoVersion === null);
      // The other workspace's open page heard nothing of it.
      expect(theirPage.views.some((p) => p.branding.companyName === 'Bright Promo Co.' || p.branding.logoVersion !== null)).toBe(false);
      expect(theirPage.views.length).toBeLessThanOrEqual(1); // at most the view it opened with
    } finally {
      for (const p of [page, deckPage, theirPage]) p.socket.close();
      await owner.put('/api/branding', { companyName: 'Bright Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' });
    }
  });

  it('reaches clients only through a live link: the proposal page, its PDF and the shared deck', async () => {
    expect((await uploadLogo(owner, 'image/png', pngImage(20, [20, 60, 200]))).status).toBe(200);
    const proposal = proposalResponse.parse((await owner.post('/api/proposals', { title: 'Branded Kit' })).body).proposal;
    const { token } = shareResponse.parse((await owner.post(`/api/proposals/${proposal.id}/share`, {})).body);
    const view = publicProposalResponse.parse(await (await fetch(`${server.url}/api/public/proposals/${token}`)).json()).proposal;
    expect(view.branding.logoVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(view)).not.toContain('/api/branding/logo');
    const logo = await download(publicBrandingLogoPath('proposals', token, view.branding.logoVersion!));
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expect(pngSize(logo.bytes)).toEqual({ width: 20, height: 20 });

    // The PDF's header shows it (the proposal has no client company, so it is the only image).
    const pdf = await download(`/api/public/proposals/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(imageXObjects(pdf.bytes)).toBe(1);
    expect(pdf.bytes.toString('latin1')).toMatch(/\/Width 20[\s\S]{0,200}\/Height 20|\/Height 20[\s\S]{0,200}\/Width 20/);
    expect((await pdfText(pdf.bytes)).text).toContain('Bright Promo Co');

    // The shared deck.
    const deck = presentationResponse.parse((await owner.post('/api/presentations', { title: 'Branded Deck' })).body).presentation;
    const deckToken = shareResponse.parse((await owner.post(`/api/presentations/${deck.id}/share`, {})).body).token;
    const deckView = publicPresentationResponse.parse(await (await fetch(`${server.url}/api/public/presentations/${deckToken}`)).json()).presentation;
    expect(deckView.branding.logoVersion).toBe(view.branding.logoVersion);
    expect((await download(publicBrandingLogoPath('presentations', deckToken, 'x'))).status).toBe(200);

    // Nothing without a live token; another workspace's link shows its own (none).
    expect((await download(publicBrandingLogoPath('proposals', 'A'.repeat(43), 'x'))).status).toBe(404);
    expect((await download(publicBrandingLogoPath('presentations', 'not-a-token', 'x'))).status).toBe(404);
    const theirs = proposalResponse.parse((await stranger.post('/api/proposals', { title: 'Their Kit' })).body).proposal;
    const theirToken = shareResponse.parse((await stranger.post(`/api/proposals/${theirs.id}/share`, {})).body).token;
    expect((await download(publicBrandingLogoPath('proposals', theirToken, 'x'))).status).toBe(404);
    await owner.delete(`/api/proposals/${proposal.id}/share`);
    await owner.delete(`/api/presentations/${deck.id}/share`);
    expect((await download(publicBrandingLogoPath('proposals', token, 'x'))).status).toBe(404);
    expect((await download(publicBrandingLogoPath('presentations', deckToken, 'x'))).status).toBe(404);
  }, 60_000);
});
