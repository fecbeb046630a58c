import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/errors.js';
import { proposalResponse, proposalSettingsResponse, type ProposalSettings } from '../../contracts/proposals.js';
import type { RunningServer } from '../../server/app.js';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';
import { workspaceMembers } from '../../server/db/schema/index.js';
import { forgetMembership } from '../../server/auth/memberships.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

let server: RunningServer;
let owner: ApiClient;
let other: ApiClient;
let socket: TestSocket;

beforeAll(async () => {
  server = await sharedTestServer();
  owner = (await signUp(server.url, 'Margin Owner')).client;
  other = (await signUp(server.url, 'Other Workspace')).client;
  socket = await connectSocket(server.url, owner.cookieHeader);
});
afterAll(async () => {
  socket?.close();
});

const settingsOf = async (client: ApiClient) => proposalSettingsResponse.parse((await client.get('/api/settings/proposals')).body).settings;
const fieldError = (body: unknown) => errorEnvelope.parse(body).error.details?.find((d) => d.path === 'defaultMarginPct')?.message;

describe('the workspace default margin', () => {
  it('starts at 40%, and a change is what new proposals start with (proposals already made keep theirs)', async () => {
    expect(await settingsOf(owner)).toEqual({ defaultMarginPct: 40 });
    const before = proposalResponse.parse((await owner.post('/api/proposals', { title: 'Before' })).body).proposal;

    const res = await owner.request('PUT', '/api/settings/proposals', { defaultMarginPct: 32.5 });
    expect(res.status).toBe(200);
    expect(proposalSettingsResponse.parse(res.body).settings).toEqual({ defaultMarginPct: 32.5 });
    const event = await socket.waitFor((e) => e.type === 'proposal_settings.updated');
    expect((event.payload as { settings: ProposalSettings }).settings).toEqual({ defaultMarginPct: 32.5 });

    const after = proposalResponse.parse((await owner.post('/api/proposals', { title: 'After' })).body).proposal;
    expect(after.marginPct).toBe(32.5);
    expect(proposalResponse.parse((await owner.get(`/api/proposals/${before.id}`)).body).proposal.marginPct).toBe(40);
    // An explicit margin still wins.
    expect(proposalResponse.parse((await owner.post('/api/proposals', { title: 'Own', marginPct: 50 })).body).proposal.marginPct).toBe(50);
    // Another workspace is untouched.
    expect(await settingsOf(other)).toEqual({ defaultMarginPct: 40 });
  });

  it('refuses absurd values with clear messages and changes nothing', async () => {
    const put = (body: unknown) => owner.request('PUT', '/api/settings/proposals', body);
    const current = await settingsOf(owner);
    for (const [body, message] of [
      [{ defaultMarginPct: -5 }, 'Default margin must be at least 0%'],
      [{ defaultMarginPct: 96 }, 'Default margin must be at most 95%'],
      [{ defaultMarginPct: '40' }, 'Default margin must be a number'],
      [{ defaultMarginPct: 12.345 }, 'Default margin takes at most two decimals'],
      [{}, 'Default margin must be a number'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldError(res.body)).toBe(message);
    }
    expect((await put({ defaultMarginPct: 40, owner: 'me' })).status).toBe(400);
    expect(await settingsOf(owner)).toEqual(current);
  });

  it('is for signed-in users, and only owners and admins (a workspace setting) change it', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/settings/proposals')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/settings/proposals', { defaultMarginPct: 10 })).status).toBe(401);

    const m = await signUp(server.url, 'Plain Member');
    await server.app.db.update(workspaceMembers).set({ role: 'member' }).where(eq(workspaceMembers.userId, m.user.id));
    forgetMembership(server.app, m.user.workspaceId, m.user.id);
    const member = new ApiClient(server.url);
    expect((await member.post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
    expect(await settingsOf(member)).toEqual({ defaultMarginPct: 40 });
    const res = await member.request('PUT', '/api/settings/proposals', { defaultMarginPct: 10 });
    expect(res.status).toBe(403);
    expect(errorEnvelope.parse(res.body).error.message).toBe(FORBIDDEN_MESSAGES['workspace.settings']);
    expect(await settingsOf(member)).toEqual({ defaultMarginPct: 40 });
    // An admin runs the workspace's settings (docs/product.md#teams).
    await server.app.db.update(workspaceMembers).set({ role: 'admin' }).where(eq(workspaceMembers.userId, m.user.id));
    forgetMembership(server.app, m.user.workspaceId, m.user.id);
    expect((await member.request('PUT', '/api/settings/proposals', { defaultMarginPct: 35 })).status).toBe(200);
    expect(await settingsOf(member)).toEqual({ defaultMarginPct: 35 });
  });
});
