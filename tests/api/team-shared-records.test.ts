// docs/product.md#teams: what a workspace shares (branding, presentations, the template library)
// and what stays personal (template drafts).
import type { EventEnvelope } from '../../contracts/events.js';
import type { PresentationSharing } from '../../contracts/presentation-sharing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
let owner: ApiClient;
let rep: ApiClient;
let viewer: ApiClient;
let outsider: ApiClient;

const template = (name: string, shared?: boolean) => ({ name, type: 'email', subject: 'Hi {contact}', content: 'From {user}', ...(shared === undefined ? {} : { shared }) });
const sharingIn = (e: EventEnvelope) => (e.payload as { sharing: PresentationSharing }).sharing;
const names = async (client: ApiClient) => ((await client.get('/api/templates')).body.templates as { name: string }[]).map((t) => t.name).sort();

beforeAll(async () => {
  server = await sharedTestServer();
  const o = await signUp(server.url, 'Shared Owner');
  owner = o.client;
  rep = (await memberOf(server, o.user.workspaceId, 'member', 'Rep')).client;
  viewer = (await memberOf(server, o.user.workspaceId, 'viewer', 'Viewer')).client;
  outsider = (await signUp(server.url, 'Outsider')).client;
}, 120_000);


describe('shared with the team', () => {
  it('branding is the workspace’s: admins edit it, everyone reads it', async () => {
    const saved = await owner.put('/api/branding', { companyName: 'Team Promo', brandTone: 'friendly', primaryColor: '#2563EB', secondaryColor: '#FDA' });
    expect(saved.status).toBe(200);
    expect((await rep.get('/api/branding')).body.branding.companyName).toBe('Team Promo');
    const refused = await rep.put('/api/branding', { companyName: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only owners and admins can change workspace settings, branding and the template library');
    expect((await outsider.get('/api/branding')).body.branding).toBeNull();
  });

  it('presentations are the team’s', async () => {
    const created = await rep.post('/api/presentations', { title: 'Spring kit' });
    expect(created.status).toBe(201);
    const id = created.body.presentation.id as string;
    expect((await owner.get('/api/presentations')).body.items.map((p: { id: string }) => p.id)).toContain(id);
    expect((await owner.patch(`/api/presentations/${id}`, { title: 'Spring kit v2' })).status).toBe(200);
    expect((await viewer.get(`/api/presentations/${id}`)).body.presentation.title).toBe('Spring kit v2');
    expect((await viewer.patch(`/api/presentations/${id}`, { title: 'x' })).status).toBe(403);
    expect((await outsider.get(`/api/presentations/${id}`)).status).toBe(404);
  });

  it('a teammate shares the team’s presentation, everyone sees the link and the client’s comments live, an outsider cannot', async () => {
    const id = (await rep.post('/api/presentations', { title: 'Team deck' })).body.presentation.id as string;
    const ownerTab = await connectSocket(server.url, owner.cookieHeader);
    try {
      const shared = await owner.post(`/api/presentations/${id}/share`, {});
      expect(shared.status).toBe(201);
      expect((await rep.get(`/api/presentations/${id}/sharing`)).body.sharing.share.active).toBe(true);
      expect((await viewer.get(`/api/presentations/${id}/sharing`)).body.sharing.share.active).toBe(true);
      const repTab = await connectSocket(server.url, rep.cookieHeader);
      try {
        const commented = await new ApiClient(server.url).post(`/api/public/presentations/${shared.body.token as string}/comments`, { name: 'Dana', email: 'dana@acme.example', text: 'Love it' });
        expect(commented.status).toBe(201);

        for (const tab of [ownerTab, repTab]) await tab.waitFor((e) => e.type === 'presentation.client_comment' && sharingIn(e).presentationId === id);
      } finally {
        repTab.close();
      }
      expect((await rep.delete(`/api/presentations/${id}/share`)).status).toBe(204);
      await ownerTab.waitFor((e) => e.type === 'presentation.sharing.updated' && sharingIn(e).presentationId === id && !sharingIn(e).share.active);
      expect((await viewer.post(`/api/presentations/${id}/share`, {})).status).toBe(403);
      expect((await outsider.post(`/api/presentations/${id}/share`, {})).status).toBe(404);
      expect((await outsider.get(`/api/presentations/${id}/sharing`)).status).toBe(404);
    } finally {
      ownerTab.close();
    }
  });
});

describe('templates: the library and personal drafts', () => {
  it('a draft is seen only by its author; the library by everyone', async () => {
    expect((await rep.post('/api/templates', template('Rep draft'))).status).toBe(201);
    expect((await owner.post('/api/templates', template('Team intro', true))).status).toBe(201);
    expect(await names(rep)).toEqual(['Rep draft', 'Team intro']);
    expect(await names(owner)).toEqual(['Team intro']);
    expect(await names(viewer)).toEqual(['Team intro']);
    expect(await names(outsider)).toEqual([]);
  });

  it('only owners and admins put a template in the library or change it', async () => {
    const refused = await rep.post('/api/templates', template('Sneaky', true));
    expect(refused.status).toBe(403);
    const library = ((await rep.get('/api/templates')).body.templates as { id: string; shared: boolean }[]).find((t) => t.shared)!;
    expect((await rep.patch(`/api/templates/${library.id}`, { name: 'Changed' })).status).toBe(403);
    expect((await rep.delete(`/api/templates/${library.id}`)).status).toBe(403);
    const draft = ((await rep.get('/api/templates')).body.templates as { id: string; shared: boolean }[]).find((t) => !t.shared)!;
    expect((await rep.patch(`/api/templates/${draft.id}`, { shared: true })).status).toBe(403);
    // Someone else's draft does not exist for the owner.
    expect((await owner.patch(`/api/templates/${draft.id}`, { name: 'x' })).status).toBe(404);
    expect((await rep.patch(`/api/templates/${draft.id}`, { name: 'Rep draft 2' })).status).toBe(200);
  });
});
