import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorEnvelope } from '../../contracts/errors.js';
import {
  PUBLIC_PRESENTATION_EVENT,
  PUBLIC_PRESENTATIONS_NAMESPACE,
  presentationSharingResponse,
  publicPresentationResponse,
  type PresentationComment,
  type PresentationSharing,
  type PublicPresentation,
} from '../../contracts/presentation-sharing.js';
import { openLinkSocket } from '../helpers/link-socket.js';
import { presentationResponse } from '../../contracts/presentations.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { LINK_CLOSED_MESSAGE, shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

let server: RunningServer;
let seller: ApiClient;
let other: ApiClient;
let sellerTab: TestSocket;
let deckId: string;
/** Every body a presentation link answered with, searched for what the client must never see. */
const publicAnswers: unknown[] = [];

const anonymous = () => new ApiClient(server.url);
async function openLink(token: string) {
  const res = await anonymous().get(`/api/public/presentations/${token}`);
  publicAnswers.push(res.body);
  return res;
}
async function comment(token: string, body: Record<string, unknown>) {
  const res = await anonymous().post(`/api/public/presentations/${token}/comments`, { name: 'Dana Buyer', email: 'dana@acme.example', ...body });
  publicAnswers.push(res.body);
  return res;
}
const DECK_CHANNEL = { namespace: PUBLIC_PRESENTATIONS_NAMESPACE, event: PUBLIC_PRESENTATION_EVENT, key: 'presentation' };
/** A client's open deck page: its live channel, admitted by the link's token. */
const deckSocket = (linkToken: string, headers: Record<string, string> = {}) =>
  openLinkSocket<PublicPresentation>(server.url, DECK_CHANNEL, linkToken, { headers, seen: (m) => publicAnswers.push(m) });
const share = async (id: string, body: Record<string, unknown> = {}) => shareResponse.parse((await seller.post(`/api/presentations/${id}/share`, body)).body);
const sharingOf = async (id: string) => presentationSharingResponse.parse((await seller.get(`/api/presentations/${id}/sharing`)).body).sharing;
const closedMessage = (body: unknown) => errorEnvelope.parse(body).error.message;
const fieldError = (body: unknown, path: string) => errorEnvelope.parse(body).error.details?.find((d) => d.path === path)?.message;

beforeAll(async () => {
  server = await sharedTestServer();
  seller = (await signUp(server.url, 'Deck Seller')).client;
  other = (await signUp(server.url, 'Other Seller')).client;
  sellerTab = await connectSocket(server.url, seller.cookieHeader);
  deckId = presentationResponse.parse((await seller.post('/api/presentations', { title: 'Acme Kickoff Deck', description: 'For the March launch' })).body).presentation.id;
  const saved = await seller.patch(`/api/presentations/${deckId}`, { htmlContent: '<section><h1>Welcome, Acme</h1><p>Our picks for you</p><script>alert(1)</script></section>' });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  sellerTab?.close();
});

describe('sharing a presentation with a client', () => {
  let token: string;

  it('makes an unguessable link, stored only as its hash, and the seller’s tabs hear of it', async () => {
    expect(await sharingOf(deckId)).toEqual({ presentationId: deckId, share: { active: false, createdAt: null, expiresAt: null }, comments: [] });
    const res = await seller.post(`/api/presentations/${deckId}/share`, {});
    expect(res.status).toBe(201);
    const made = shareResponse.parse(res.body);
    token = made.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toMatch(new RegExp(`/deck/${token}$`));
    const stored = await server.app.db.execute<{ token_hash: string }>(sql`select token_hash from presentation_shares where presentation_id = ${deckId}`);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const event = await sellerTab.waitFor((e) => e.type === 'presentation.sharing.updated' && (e.payload as { sharing: PresentationSharing }).sharing.share.active);
    expect((event.payload as { sharing: PresentationSharing }).sharing.presentationId).toBe(deckId);
    expect((await sharingOf(deckId)).share.active).toBe(true);
  });

  it('shows the client the sanitised deck in the rep’s branding, without an account and without the rep’s guidance', async () => {
    const res = await openLink(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { presentation } = publicPresentationResponse.parse(res.body);
    expect(presentation).toMatchObject({ title: 'Acme Kickoff Deck', description: 'For the March launch', rep: { name: 'Deck Seller' }, comments: [] });
    expect(presentation.html).toContain('Welcome, Acme');
    expect(presentation.html).not.toContain('<script');
    expect(Object.keys(res.body.presentation as object)).not.toContain('guidance');
  });

  it('takes a client’s comment: stored with name, email and time, live in the seller’s tab, names only on the link', async () => {
    const res = await comment(token, { text: '  Love slide 2 — can we see navy?  ' });
    expect(res.status).toBe(201);
    const { presentation } = publicPresentationResponse.parse(res.body);
    expect(presentation.comments.map((c) => [c.actorName, c.text])).toEqual([['Dana Buyer', 'Love slide 2 — can we see navy?']]);
    const event = await sellerTab.waitFor((e) => e.type === 'presentation.client_comment');
    const payload = event.payload as { sharing: PresentationSharing; comment: PresentationComment; summary: string };
    expect(payload.summary).toBe('Dana Buyer commented on Acme Kickoff Deck');
    // The new comment only, and without the client's email (events reach every seller tab).
    expect(payload.comment).toMatchObject({ actorName: 'Dana Buyer', text: 'Love slide 2 — can we see navy?' });
    expect(payload.comment).not.toHaveProperty('actorEmail');
    expect(payload.sharing).toEqual({ presentationId: deckId, share: expect.objectContaining({ active: true }) });
    const seen = await sharingOf(deckId);
    expect(seen.comments[0]).toMatchObject({ actorEmail: 'dana@acme.example' });
    expect(Date.parse(seen.comments[0].at)).not.toBeNaN();
  });

  it('refuses what a client may not send, with clear messages', async () => {
    expect(fieldError((await comment(token, { text: '   ' })).body, 'text')).toBe('Write a comment');
    expect(fieldError((await comment(token, { text: 'x'.repeat(2001) })).body, 'text')).toBe('Comments must be at most 2000 characters');
    expect(fieldError((await comment(token, { text: 'hi', email: 'nope' })).body, 'email')).toBe('Enter a valid email');
    expect(fieldError((await comment(token, { text: 'hi', name: '' })).body, 'name')).toBe('Your name is required');
    expect((await comment(token, { text: 'hi', presentationId: deckId })).status).toBe(400);
    const big = await anonymous().request('POST', `/api/public/presentations/${token}/comments`, { name: 'Dana', email: 'dana@acme.example', text: 'x', pad: 'y'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect((await sharingOf(deckId)).comments).toHaveLength(1);
  });

  it('keeps the link to its own deck, and the deck to its owner', async () => {
    // Another seller's deck and link.
    const theirs = presentationResponse.parse((await other.post('/api/presentations', { title: 'Their Deck' })).body).presentation;
    const theirToken = shareResponse.parse((await other.post(`/api/presentations/${theirs.id}/share`, {})).body).token;
    expect(publicPresentationResponse.parse((await openLink(theirToken)).body).presentation.title).toBe('Their Deck');
    expect(publicPresentationResponse.parse((await openLink(token)).body).presentation.title).toBe('Acme Kickoff Deck');
    // The owner only: another user's requests are 404s, and change nothing.
    for (const res of [
      await other.get(`/api/presentations/${deckId}/sharing`),
      await other.post(`/api/presentations/${deckId}/share`, {}),
      await other.delete(`/api/presentations/${deckId}/share`),
    ])
      expect(res.status).toBe(404);
    expect((await openLink(token)).status).toBe(200);
    // A presentation's token opens no proposal, and a made-up token nothing.
    expect((await anonymous().get(`/api/public/proposals/${token}`)).status).toBe(404);
    const proposal = proposalResponse.parse((await seller.post('/api/proposals', { title: 'A proposal' })).body).proposal;
    const proposalToken = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body).token;
    expect((await openLink(proposalToken)).status).toBe(404);
    expect((await openLink('A'.repeat(43))).status).toBe(404);
    expect((await openLink('not-a-token')).status).toBe(404);
    expect((await anonymous().get(`/api/presentations/${deckId}/sharing`)).status).toBe(401);
  });

  it('a revoked link shows the closed page and takes no comment; a new link works', async () => {
    expect((await seller.delete(`/api/presentations/${deckId}/share`)).status).toBe(204);
    const closed = await openLink(token);
    expect(closed.status).toBe(404);
    expect(closedMessage(closed.body)).toBe(LINK_CLOSED_MESSAGE);
    expect((await comment(token, { text: 'still there?' })).status).toBe(404);
    expect((await sharingOf(deckId)).share.active).toBe(false);
    const fresh = (await share(deckId)).token;
    expect((await openLink(fresh)).status).toBe(200);
    // A new link replaces the old one.
    const newer = (await share(deckId)).token;
    expect((await openLink(fresh)).status).toBe(404);
    expect(publicPresentationResponse.parse((await openLink(newer)).body).presentation.comments).toHaveLength(1);
    token = newer;
  });

  it('an open link follows the deck live: the seller’s edit and another viewer’s comment arrive, a revoke closes it', async () => {
    await expect(deckSocket('B'.repeat(43))).rejects.toThrow(/link closed/);
    await expect(deckSocket(token, { origin: 'https://evil.example' })).rejects.toThrow(/forbidden origin/);
    const view = await deckSocket(token);
    try {
      expect((await seller.patch(`/api/presentations/${deckId}`, { title: 'Acme Kickoff Deck v2' })).status).toBe(200);
      expect((await view.next((p) => p.title === 'Acme Kickoff Deck v2')).title).toBe('Acme Kickoff Deck v2');
      expect((await comment(token, { text: 'Seen from the other office' })).status).toBe(201);
      const commented = await view.next((p) => p.comments.some((c) => c.text === 'Seen from the other office'));
      expect(JSON.stringify(commented)).not.toContain('dana@acme.example');
      expect((await seller.delete(`/api/presentations/${deckId}/share`)).status).toBe(204);
      expect(await view.closed).toBe(LINK_CLOSED_MESSAGE);
      await expect.poll(() => view.socket.connected).toBe(false);
    } finally {
      view.socket.close();
    }
    token = (await share(deckId)).token;
  });

  it('an expired link is closed, and so is the link of a deleted deck', async () => {
    const made = await share(deckId, { expiresInDays: 7 });
    expect(Date.parse(made.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    await server.app.db.execute(sql`update presentation_shares set expires_at = now() - interval '1 second' where presentation_id = ${deckId} and revoked_at is null`);
    expect((await openLink(made.token)).status).toBe(404);
    expect((await sharingOf(deckId)).share.active).toBe(false);

    const live = (await share(deckId)).token;
    expect((await seller.delete(`/api/presentations/${deckId}`)).status).toBe(204);
    expect((await openLink(live)).status).toBe(404);
  });

  it('never shows a client another client’s email or the rep’s guidance', () => {
    const text = JSON.stringify(publicAnswers);
    expect(text).not.toContain('dana@acme.example');
    expect(text).not.toContain('actorEmail');
    expect(text).not.toContain('guidance');
  });
});
