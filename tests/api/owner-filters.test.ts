// docs/product.md#teams: contacts and alerts filter by owner (their company's) as the pipeline
// does, and new alerts go to the owner first — the Alerts badge counts the unread alerts of my
// companies and of companies nobody owns.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertBadgeResponse, alertListResponse } from '../../contracts/alerts.js';
import { contactListResponse } from '../../contracts/contacts.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts, companies, contacts } from '../../server/db/schema/index.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let rep: Awaited<ReturnType<typeof memberOf>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
/** Olive's, Rita's and nobody's company. */
const co: Record<'olive' | 'rita' | 'nobody', string> = { olive: '', rita: '', nobody: '' };

const names = async (client: ApiClient, path: string) => {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return path.startsWith('/api/contacts')
    ? contactListResponse.parse(res.body).items.map((c) => c.lastName).sort()
    : alertListResponse.parse(res.body).items.map((a) => a.summary).sort();
};
const badge = async (client: ApiClient) => {
  const res = await client.get('/api/alerts/badge');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return alertBadgeResponse.parse(res.body).unread;
};

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signUp(server.url, 'Olive Owner');
  rep = await memberOf(server, owner.user.workspaceId, 'member', 'Rita Rep');
  stranger = await signUp(server.url, 'Sam Stranger');
  const ws = owner.user.workspaceId;
  // Only these companies' rows count here (sign-up's sample company is left without contacts or alerts).
  co.olive = (await owner.client.post('/api/companies', { name: 'Olive Co', domain: 'olive-co.example' })).body.company.id;
  co.rita = (await rep.client.post('/api/companies', { name: 'Rita Co', domain: 'rita-co.example' })).body.company.id;
  co.nobody = (await owner.client.post('/api/companies', { name: 'Nobody Co', domain: 'nobody-co.example' })).body.company.id;
  await server.app.db.update(companies).set({ ownerId: null }).where(eq(companies.id, co.nobody));
  for (const [who, companyId] of Object.entries(co)) {
    await server.app.db.insert(contacts).values({ workspaceId: ws, companyId, firstName: 'Ada', lastName: who });
    await server.app.db.insert(buyerSignalAlerts).values([
      { workspaceId: ws, companyId, signalKey: `${who}-1`, signalType: 'Hiring', summary: who },
      // Read, and history: neither raises the badge.
      { workspaceId: ws, companyId, signalKey: `${who}-2`, signalType: 'Hiring', summary: `${who} read`, isRead: true },
      { workspaceId: ws, companyId, signalKey: `${who}-3`, signalType: 'Hiring', summary: `${who} old`, isHistory: true },
    ]);
  }
  await server.app.db.insert(contacts).values({ workspaceId: ws, companyId: null, firstName: 'Ada', lastName: 'loose' });
}, 120_000);


describe('owner filters on contacts and alerts', () => {
  it('keep the contacts of the companies one person owns', async () => {
    expect(await names(owner.client, '/api/contacts')).toEqual(['loose', 'nobody', 'olive', 'rita']);
    expect(await names(owner.client, '/api/contacts?owner=me')).toEqual(['olive']);
    expect(await names(rep.client, '/api/contacts?owner=me')).toEqual(['rita']);
    expect(await names(owner.client, `/api/contacts?owner=${rep.user.id}`)).toEqual(['rita']);
  });

  it('keep the alerts of the companies one person owns', async () => {
    expect(await names(owner.client, '/api/alerts')).toEqual(['nobody', 'nobody read', 'olive', 'olive read', 'rita', 'rita read']);
    expect(await names(owner.client, '/api/alerts?owner=me&unread=true')).toEqual(['olive']);
    expect(await names(owner.client, `/api/alerts?owner=${rep.user.id}`)).toEqual(['rita', 'rita read']);
  });

  it('refuse an owner that is neither me nor a user id, with the field named', async () => {
    for (const path of ['/api/contacts?owner=someone', '/api/alerts?owner=someone', '/api/companies?owner=someone']) {
      const res = await owner.client.get(path);
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ owner: 'Owner must be me or a user id' });
    }
  });

  it('find nothing of another workspace, even by its member’s id', async () => {
    expect(await names(stranger.client, `/api/contacts?owner=${owner.user.id}`)).toEqual([]);
    expect(await names(stranger.client, `/api/alerts?owner=${owner.user.id}`)).toEqual([]);
  });
});

describe('GET /api/alerts/badge', () => {
  it('counts the unread alerts of my companies and of companies nobody owns', async () => {
    expect(await badge(owner.client)).toBe(2); // olive, nobody
    expect(await badge(rep.client)).toBe(2); // rita, nobody
    expect(await badge(stranger.client)).toBe(0);
    // Reading the unowned company's alert lowers both; handing Rita's company to Olive moves it.
    const [nobody] = alertListResponse.parse((await owner.client.get(`/api/alerts?companyId=${co.nobody}&unread=true`)).body).items;
    expect((await rep.client.patch(`/api/alerts/${nobody.id}`, { isRead: true })).status).toBe(200);
    expect((await rep.client.patch(`/api/companies/${co.rita}`, { ownerId: owner.user.id })).status).toBe(200);
    expect(await badge(owner.client)).toBe(2); // olive, rita
    expect(await badge(rep.client)).toBe(0);
  });
});
