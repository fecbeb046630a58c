import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorEnvelope } from '../../contracts/errors.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { presentationSharingResponse } from '../../contracts/presentation-sharing.js';
import { presentationResponse } from '../../contracts/presentations.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { CLIENT_ACTIONS_MAX, shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

let server: RunningServer;
let seller: ApiClient;
let sellerTab: TestSocket;

const EMAIL = 'dana@acme.example';
const TEXT = 'x'.repeat(2000);
const COMMENTS = 25;
/** An event with one 2 KB comment and the document's state: well under this, whatever came before. */
const EVENT_BYTES_MAX = 4 * 1024;

const anonymous = () => new ApiClient(server.url);
const sizeOf = (e: EventEnvelope) => Buffer.byteLength(JSON.stringify(e));

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signUp(server.url, 'Growth Seller')).client;
  sellerTab = await connectSocket(server.url, seller.cookieHeader);
});
afterAll(async () => {
  sellerTab?.close();
  await server?.close();
});

describe('hole: each client comment or action published the whole history, clients’ emails included', () => {
  it('deck comments: each event carries the new comment only, without the email; the seller still gets every comment', async () => {
    const deckId = presentationResponse.parse((await seller.post('/api/presentations', { title: 'Growth Deck' })).body).presentation.id;
    const { token } = shareResponse.parse((await seller.post(`/api/presentations/${deckId}/share`, {})).body);
    for (let i = 0; i < COMMENTS; i++) {
      const res = await anonymous().post(`/api/public/presentations/${token}/comments`, { name: `Client ${i}`, email: EMAIL, text: `${i} ${TEXT}`.slice(0, 2000) });
      expect(res.status).toBe(201);
    }
    const isOurs = (e: EventEnvelope) => e.type === 'presentation.client_comment' && (e.payload as { sharing: { presentationId: string } }).sharing.presentationId === deckId;
    await sellerTab.waitFor((e) => isOurs(e) && (e.payload as { comment: { actorName: string } }).comment.actorName === `Client ${COMMENTS - 1}`);
    const events = sellerTab.events.filter(isOurs);
    expect(events).toHaveLength(COMMENTS);
    const sizes = events.map(sizeOf);
    expect(Math.max(...sizes), `event sizes ${sizes.join(', ')}`).toBeLessThan(EVENT_BYTES_MAX);
    for (const e of events) expect(JSON.stringify(e)).not.toContain(EMAIL);
    // The seller's page (HTTP) still has every comment and its email.
    const sharing = presentationSharingResponse.parse((await seller.get(`/api/presentations/${deckId}/sharing`)).body).sharing;
    expect(sharing.comments).toHaveLength(COMMENTS);
    expect(sharing.comments[0].actorEmail).toBe(EMAIL);
  });

  it('proposal actions: each event carries the new action only, without the email; the seller still sees the history', async () => {
    const proposal = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Growth Proposal' })).body).proposal;
    const { token } = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body);
    for (let i = 0; i < COMMENTS; i++) {
      const res = await anonymous().post(`/api/public/proposals/${token}/actions`, { kind: 'comment', name: `Client ${i}`, email: EMAIL, text: TEXT });
      expect(res.status).toBe(200);
    }
    const isOurs = (e: EventEnvelope) => e.type === 'proposal.client_action' && (e.payload as { proposal: { id: string } }).proposal.id === proposal.id;
    await sellerTab.waitFor((e) => isOurs(e) && (e.payload as { action: { actorName: string } }).action.actorName === `Client ${COMMENTS - 1}`);
    const events = sellerTab.events.filter(isOurs);
    expect(events).toHaveLength(COMMENTS);
    const sizes = events.map(sizeOf);
    expect(Math.max(...sizes), `event sizes ${sizes.join(', ')}`).toBeLessThan(EVENT_BYTES_MAX);
    for (const e of events) expect(JSON.stringify(e)).not.toContain(EMAIL);
    // Other proposal events do not carry the clients' emails either.
    expect((await seller.patch(`/api/proposals/${proposal.id}`, { title: 'Growth Proposal 2' })).status).toBe(200);
    const updated = await sellerTab.waitFor((e) => e.type === 'proposal.updated' && (e.payload as { proposal: { title: string } }).proposal.title === 'Growth Proposal 2');
    expect(JSON.stringify(updated)).not.toContain(EMAIL);
    const seen = proposalResponse.parse((await seller.get(`/api/proposals/${proposal.id}`)).body).proposal;
    expect(seen.actions).toHaveLength(COMMENTS);
    expect(seen.actions[0].actorEmail).toBe(EMAIL);
  });

  it(`a deck takes at most ${CLIENT_ACTIONS_MAX} comments, and a proposal ${CLIENT_ACTIONS_MAX} client actions: then a clear 409`, async () => {
    const deckId = presentationResponse.parse((await seller.post('/api/presentations', { title: 'Full Deck' })).body).presentation.id;
    const deckLink = shareResponse.parse((await seller.post(`/api/presentations/${deckId}/share`, {})).body).token;
    await server.app.db.execute(
      sql`insert into presentation_comments (presentation_id, actor_name, actor_email, text) select ${deckId}, 'Filler', 'f@example.com', 'hi' from generate_series(1, ${CLIENT_ACTIONS_MAX})`,
    );
    const refused = await anonymous().post(`/api/public/presentations/${deckLink}/comments`, { name: 'Dana', email: EMAIL, text: 'One more' });
    expect(refused.status).toBe(409);
    expect(errorEnvelope.parse(refused.body).error.message).toBe('This link has reached its comment limit.');

    const proposal = proposalResponse.parse((await seller.post('/api/proposals', { title: 'Full Proposal' })).body).proposal;
    const proposalLink = shareResponse.parse((await seller.post(`/api/proposals/${proposal.id}/share`, {})).body).token;
    await server.app.db.execute(
      sql`insert into proposal_actions (proposal_id, kind, actor_name, actor_email, text) select ${proposal.id}, 'comment', 'Filler', 'f@example.com', 'hi' from generate_series(1, ${CLIENT_ACTIONS_MAX})`,
    );
    const full = await anonymous().post(`/api/public/proposals/${proposalLink}/actions`, { kind: 'comment', name: 'Dana', email: EMAIL, text: 'One more' });
    expect(full.status).toBe(409);
    expect(errorEnvelope.parse(full.body).error.message).toBe('This link has reached its comment limit.');
    const count = await server.app.db.execute<{ n: number }>(sql`select count(*)::int as n from proposal_actions where proposal_id = ${proposal.id}`);
    expect(Number(count.rows[0].n)).toBe(CLIENT_ACTIONS_MAX);
  });
});
