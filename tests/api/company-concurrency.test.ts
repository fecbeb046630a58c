// docs/product.md#teams: a save that would overwrite a newer change is refused with a clear
// message and the fresh values (optimistic concurrency on updatedAt), never silently lost.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../contracts/companies.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
let alex: ApiClient;
let sam: ApiClient;

beforeAll(async () => {
  server = await sharedTestServer();
  const owner = await signUp(server.url, 'Alex Owner');
  alex = owner.client;
  sam = (await memberOf(server, owner.user.workspaceId, 'member', 'Sam Rep')).client;
}, 120_000);


async function newCompany(name: string): Promise<Company> {
  const res = await alex.post('/api/companies', { name, domain: `${name.toLowerCase().replace(/\W+/g, '-')}.com` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.company as Company;
}

describe('editing a company two people have open', () => {
  it('refuses the older save with 409, the message and the fresh company; saving again from it works', async () => {
    const opened = await newCompany('Concurrent Co');
    const first = await sam.patch(`/api/companies/${opened.id}`, { notes: 'Budget approved', expectedUpdatedAt: opened.updatedAt });
    expect(first.status).toBe(200);

    const stale = await alex.patch(`/api/companies/${opened.id}`, { notes: 'Call back in May', expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(staleSaveMessage('company'));
    const current = stale.body.error.details[0].current as Company;
    expect(current).toMatchObject({ id: opened.id, notes: 'Budget approved', updatedAt: first.body.company.updatedAt });
    // Nothing of the refused save was written.
    expect((await alex.get(`/api/companies/${opened.id}`)).body.company.notes).toBe('Budget approved');

    const again = await alex.patch(`/api/companies/${opened.id}`, { notes: 'Budget approved; call back in May', expectedUpdatedAt: current.updatedAt });
    expect(again.status).toBe(200);
    expect(again.body.company.notes).toBe('Budget approved; call back in May');
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const opened = await newCompany('Race Co');
    const [a, b] = await Promise.all([
      alex.patch(`/api/companies/${opened.id}`, { name: 'Race Co (Alex)', expectedUpdatedAt: opened.updatedAt }),
      sam.patch(`/api/companies/${opened.id}`, { name: 'Race Co (Sam)', expectedUpdatedAt: opened.updatedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect((await alex.get(`/api/companies/${opened.id}`)).body.company.name).toBe(winner.body.company.name);
  });

  it('refuses a kanban move of a card that changed since it was drawn, with the fresh company', async () => {
    const opened = await newCompany('Moved Co');
    const edited = await sam.patch(`/api/companies/${opened.id}`, { stage: 'Meeting', expectedUpdatedAt: opened.updatedAt });
    expect(edited.status).toBe(200);
    const stale = await alex.patch(`/api/companies/${opened.id}`, { stage: 'Proposal', expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details[0].current).toMatchObject({ stage: 'Meeting', updatedAt: edited.body.company.updatedAt });
    expect((await alex.get(`/api/companies/${opened.id}`)).body.company.stage).toBe('Meeting');
  });

  it('a save without expectedUpdatedAt (an API client that does not send it) is not checked', async () => {
    const opened = await newCompany('Unchecked Co');
    expect((await sam.patch(`/api/companies/${opened.id}`, { notes: 'x', expectedUpdatedAt: opened.updatedAt })).status).toBe(200);
    expect((await alex.patch(`/api/companies/${opened.id}`, { stage: 'Qualified' })).status).toBe(200);
    expect((await alex.patch(`/api/companies/${opened.id}`, { notes: 'y', expectedUpdatedAt: 'yesterday' })).status).toBe(400);
  });
});
