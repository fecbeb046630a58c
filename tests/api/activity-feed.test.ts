// docs/product.md#teams: the workspace's activity feed — who did what to which record, when,
// filterable by person and kind, a page at a time, and only the workspace's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { activityListResponse, type ActivityItem } from '../../contracts/activity.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let rep: Awaited<ReturnType<typeof memberOf>>;
let companyId: string;

const feed = async (client: ApiClient, query = '') => {
  const res = await client.get(`/api/activity${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return activityListResponse.parse(res.body);
};
const summary = (items: ActivityItem[]) => items.map((i) => [i.actor?.fullName ?? null, i.kind, i.subject.name, i.text]);

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signUp(server.url, 'Olive Owner');
  rep = await memberOf(server, owner.user.workspaceId, 'member', 'Rita Rep');
  const created = await rep.client.post('/api/companies', { name: 'Feed Co', domain: 'feedco.com' });
  expect(created.status).toBe(201);
  companyId = created.body.company.id;
  expect((await rep.client.patch(`/api/companies/${companyId}`, { stage: 'Qualified' })).status).toBe(200);
  expect((await owner.client.post('/api/contacts', { firstName: 'Ada', lastName: 'Buyer', companyId, email: 'ada@feedco.com' })).status).toBe(201);
  const invited = await owner.client.post('/api/workspace/invitations', { email: 'nina@example.com', role: 'viewer' });
  const token = String(invited.body.invitation.url).split('/join/')[1];
  expect((await rep.client.post('/api/auth/register', { fullName: 'Nina New', email: 'nina@example.com', password: 'swag-scout-42', inviteToken: token })).status).toBe(201);
}, 120_000);


describe('GET /api/activity', () => {
  it('tells who did what to which record, newest first', async () => {
    const { items } = await feed(owner.client);
    expect(summary(items).slice(0, 4)).toEqual([
      ['Nina New', 'member.joined', 'Nina New', 'Nina New joined as viewer'],
      ['Olive Owner', 'contact.added', 'Feed Co', 'Contact added: Ada Buyer'],
      ['Rita Rep', 'company.stage', 'Feed Co', 'Stage changed from Lead to Qualified'],
      ['Rita Rep', 'company.created', 'Feed Co', 'Added to the pipeline'],
    ]);
    expect(items[2].subject).toEqual({ type: 'company', id: companyId, name: 'Feed Co' });
  });

  it('filters by person and by kind or family of kinds', async () => {
    expect(summary((await feed(owner.client, `?actor=${rep.user.id}`)).items).map((s) => s[1])).toEqual(['company.stage', 'company.created']);
    expect((await feed(owner.client, '?kind=company.stage')).items.map((i) => i.kind)).toEqual(['company.stage']);
    expect(new Set((await feed(owner.client, '?kind=company')).items.map((i) => i.kind.split('.')[0]))).toEqual(new Set(['company']));
    expect((await owner.client.get('/api/activity?kind=DROP TABLE')).status).toBe(400);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const all = (await feed(owner.client, '?limit=100')).items.map((i) => i.id);
    const first = await feed(owner.client, '?limit=2');
    expect(first.nextCursor).not.toBeNull();
    const second = await feed(owner.client, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.slice(0, 4));
  });

  it('is read by every role and holds nothing of another workspace', async () => {
    const viewer = await memberOf(server, owner.user.workspaceId, 'viewer', 'Vic Viewer');
    expect((await feed(viewer.client)).items.length).toBeGreaterThan(0);
    const stranger = await signUp(server.url, 'Stan Stranger');
    const theirs = (await feed(stranger.client, '?limit=100')).items;
    expect(theirs.some((i) => i.subject.id === companyId || i.actor?.id === rep.user.id)).toBe(false);
  });
});
