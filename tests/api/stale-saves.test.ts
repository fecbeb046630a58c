// docs/product.md#teams, conflicting edits: a save begun on an older version of a contact,
// presentation or proposal (its lines too) is refused with 409, the message and the fresh record
// (contracts/stale-save.ts); of two simultaneous saves from one version exactly one goes through.
// Companies and kanban moves: company-concurrency.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import type { Contact } from '../../contracts/contacts.js';
import type { Presentation } from '../../contracts/presentations.js';
import { proposalResponse, type Proposal } from '../../contracts/proposals.js';
import { STALE_DETAIL, staleSaveMessage } from '../../contracts/stale-save.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';

type ApiResponse = Awaited<ReturnType<ApiClient['patch']>>;
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
let alex: ApiClient;
let sam: ApiClient;

beforeAll(async () => {
  // The worker's server with the catalogue: each test signs up workspaces of its own.
  server = await sharedCatalogueServer();
  await server.seeded;
  const owner = await signUp(server.url, 'Alex Owner');
  alex = owner.client;
  sam = (await memberOf(server, owner.user.workspaceId, 'member', 'Sam Rep')).client;
}, 120_000);

/** The refused save's message and fresh record. */
function refused<T>(res: ApiResponse, noun: string): T {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.error).toMatchObject({ code: 'conflict', message: staleSaveMessage(noun) });
  const detail = (res.body.error.details as { path: string; message: string; current: T }[]).find((d) => d.path === STALE_DETAIL)!;
  expect(detail.message).toBe(staleSaveMessage(noun));
  return detail.current;
}

describe('contacts', () => {
  const newContact = async (lastName: string): Promise<Contact> => {
    const res = await alex.post('/api/contacts', { firstName: 'Dana', lastName });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.contact as Contact;
  };

  it('refuses the older save with the fresh contact, writes nothing of it, and saves again from the fresh one', async () => {
    const opened = await newContact('Stale');
    const first = await sam.patch(`/api/contacts/${opened.id}`, { jobTitle: 'CFO', expectedUpdatedAt: opened.updatedAt });
    expect(first.status).toBe(200);
    const current = refused<Contact>(await alex.patch(`/api/contacts/${opened.id}`, { notes: 'Call in May', expectedUpdatedAt: opened.updatedAt }), 'contact');
    expect(current).toMatchObject({ id: opened.id, jobTitle: 'CFO', notes: null, updatedAt: first.body.contact.updatedAt });
    expect((await alex.get(`/api/contacts/${opened.id}`)).body.contact.notes).toBeNull();
    const again = await alex.patch(`/api/contacts/${opened.id}`, { notes: 'Call in May', expectedUpdatedAt: current.updatedAt });
    expect(again.status).toBe(200);
    expect(again.body.contact).toMatchObject({ jobTitle: 'CFO', notes: 'Call in May' });
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const opened = await newContact('Race');
    const [a, b] = await Promise.all([
      alex.patch(`/api/contacts/${opened.id}`, { jobTitle: 'Alex says CEO', expectedUpdatedAt: opened.updatedAt }),
      sam.patch(`/api/contacts/${opened.id}`, { jobTitle: 'Sam says CTO', expectedUpdatedAt: opened.updatedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect((await alex.get(`/api/contacts/${opened.id}`)).body.contact.jobTitle).toBe(winner.body.contact.jobTitle);
  });

  it('a save without expectedUpdatedAt is not checked; a malformed one is a 400', async () => {
    const opened = await newContact('Unchecked');
    expect((await sam.patch(`/api/contacts/${opened.id}`, { notes: 'x', expectedUpdatedAt: opened.updatedAt })).status).toBe(200);
    expect((await alex.patch(`/api/contacts/${opened.id}`, { notes: 'y' })).status).toBe(200);
    const bad = await alex.patch(`/api/contacts/${opened.id}`, { notes: 'z', expectedUpdatedAt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toContainEqual({ path: 'expectedUpdatedAt', message: 'Invalid updatedAt' });
  });
});

describe('presentations', () => {
  it('refuses the older save of the deck with the fresh presentation; two racing saves: one passes', async () => {
    const created = await alex.post('/api/presentations', { title: 'Gala deck' });
    expect(created.status).toBe(201);
    const opened = created.body.presentation as Presentation;
    const first = await sam.patch(`/api/presentations/${opened.id}`, { htmlContent: '<h1>Sam’s slide</h1>', expectedUpdatedAt: opened.updatedAt });
    expect(first.status).toBe(200);
    const current = refused<Presentation>(await alex.patch(`/api/presentations/${opened.id}`, { htmlContent: '<h1>Alex’s slide</h1>', expectedUpdatedAt: opened.updatedAt }), 'presentation');
    expect(current.content?.htmlContent).toContain('Sam’s slide');
    expect(current.updatedAt).toBe(first.body.presentation.updatedAt);
    expect((await alex.get(`/api/presentations/${opened.id}`)).body.presentation.content.htmlContent).toContain('Sam’s slide');

    const [a, b] = await Promise.all([
      alex.patch(`/api/presentations/${opened.id}`, { title: 'Alex’s title', expectedUpdatedAt: current.updatedAt }),
      sam.patch(`/api/presentations/${opened.id}`, { title: 'Sam’s title', expectedUpdatedAt: current.updatedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // Without the version (an API client that does not send it) the save is not checked.
    expect((await alex.patch(`/api/presentations/${opened.id}`, { title: 'Final' })).status).toBe(200);
  });
});

describe('proposals and their lines (versioned by the proposal: every change stamps it)', () => {
  let opened: Proposal;

  beforeAll(async () => {
    const products = catalogueSearchResponse.parse((await alex.get('/api/catalogue/search?keywords=mug&maxRecs=2')).body).products;
    const res = await alex.post('/api/proposals', { title: 'Stale Gala', lines: [{ productId: products[0].id, tiers: [100] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    opened = proposalResponse.parse(res.body).proposal;
  });

  it('refuses an older edit of the proposal, then of a line after the proposal changed', async () => {
    const line = `/api/proposals/${opened.id}/lines/${opened.lines[0].id}`;
    const first = await sam.patch(`/api/proposals/${opened.id}`, { message: 'Sam’s note', expectedUpdatedAt: opened.updatedAt });
    expect(first.status).toBe(200);
    let current = refused<Proposal>(await alex.patch(`/api/proposals/${opened.id}`, { message: 'Alex’s note', expectedUpdatedAt: opened.updatedAt }), 'proposal');
    expect(current).toMatchObject({ message: 'Sam’s note', updatedAt: first.body.proposal.updatedAt });

    // Sam's line edit stamps the proposal: Alex's line edit from the version before is refused.
    const samLine = await sam.patch(line, { tiers: [250], expectedUpdatedAt: current.updatedAt });
    expect(samLine.status).toBe(200);
    current = refused<Proposal>(await alex.patch(line, { tiers: [500], expectedUpdatedAt: current.updatedAt }), 'proposal');
    expect(current.lines[0].tiers).toEqual([250]);
    expect((await alex.get(`/api/proposals/${opened.id}`)).body.proposal.lines[0].tiers).toEqual([250]);
    expect((await alex.patch(line, { tiers: [500], expectedUpdatedAt: current.updatedAt })).status).toBe(200);
  });

  it('lets exactly one of two simultaneous saves from the same version through (proposal and line)', async () => {
    const fresh = proposalResponse.parse((await alex.get(`/api/proposals/${opened.id}`)).body).proposal;
    const [a, b] = await Promise.all([
      alex.patch(`/api/proposals/${opened.id}`, { title: 'Alex’s gala', expectedUpdatedAt: fresh.updatedAt }),
      sam.patch(`/api/proposals/${opened.id}/lines/${fresh.lines[0].id}`, { tiers: [50, 100], expectedUpdatedAt: fresh.updatedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const latest = proposalResponse.parse((await alex.get(`/api/proposals/${opened.id}`)).body).proposal;
    const [c, d] = await Promise.all([
      alex.patch(`/api/proposals/${opened.id}`, { title: 'Alex again', expectedUpdatedAt: latest.updatedAt }),
      sam.patch(`/api/proposals/${opened.id}`, { title: 'Sam again', expectedUpdatedAt: latest.updatedAt }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    const winner = c.status === 200 ? c : d;
    expect((await alex.get(`/api/proposals/${opened.id}`)).body.proposal.title).toBe(winner.body.proposal.title);
  });
});
