// docs/product.md#teams: invitations — a single-use, revocable, 7-day link, mailed when SMTP is
// configured (checked through a local SMTP server), that registers a new person into the
// inviting workspace or lets a signed-in person join it.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationResponse, invitationListResponse, workspaceListResponse } from '../../contracts/team.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';
import { startSmtpSink } from '../fixtures/smtp-sink.js';

let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let ownerSocket: TestSocket;

const PASSWORD = 'swag-scout-42';
const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;
const tokenOf = (url: string) => url.split('/join/')[1];

async function invite(email: string, role: 'admin' | 'member' | 'viewer' = 'member', by = owner.client) {
  const res = await by.post('/api/workspace/invitations', { email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return invitationResponse.parse(res.body);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtp: { url: sink.url, from: 'SwagScout <invites@example.com>' } });
  owner = await signUp(server.url, 'Olive Owner');
  ownerSocket = await connectSocket(server.url, owner.client.cookieHeader);
}, 120_000);

afterAll(async () => {
  ownerSocket?.close();
  await server?.close();
  await sink?.close();
});

describe('inviting', () => {
  it('mails the link, lists the invitation as pending, and a new person registers into the workspace', async () => {
    const email = newEmail();
    const { invitation, emailed } = await invite(email, 'member');
    expect(emailed).toBe(true);
    expect(invitation).toMatchObject({ email, role: 'member', status: 'pending' });
    expect(invitation.url).toMatch(new RegExp(`^${server.app.config.appOrigin}/join/[\\w-]{40,}$`));
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const mail = sink.mails.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('invites@example.com');
    expect(mail.subject).toBe("Olive Owner invited you to Olive Owner's workspace on SwagScout");
    expect(mail.text).toContain(invitation.url!);

    // Listed with its status; the link was shown once and cannot be shown again.
    const listed = invitationListResponse.parse((await owner.client.get('/api/workspace/invitations')).body).invitations;
    expect(listed.find((i) => i.id === invitation.id)).toMatchObject({ status: 'pending', url: null });

    const preview = await new ApiClient(server.url).get(`/api/invitations/${tokenOf(invitation.url!)}`);
    expect(preview.body.invitation).toEqual({ workspaceName: "Olive Owner's workspace", email, role: 'member', status: 'pending', invitedBy: 'Olive Owner' });

    const workspacesBefore = Number((await server.app.db.execute(sql`select count(*)::int as n from workspaces`)).rows[0].n);
    const person = new ApiClient(server.url);
    const reg = await person.post('/api/auth/register', { fullName: 'Rita Rep', email, password: PASSWORD, inviteToken: tokenOf(invitation.url!) });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect(reg.body.user).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'member' });
    expect(Number((await server.app.db.execute(sql`select count(*)::int as n from workspaces`)).rows[0].n)).toBe(workspacesBefore);
    const joined = await ownerSocket.waitFor((e) => e.type === 'member.joined' && (e.payload as { member: { email: string } }).member.email === email);
    expect((joined.payload as { member: { role: string } }).member.role).toBe('member');

    const login = await person.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.body.user).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'member' });
    expect(workspaceListResponse.parse((await person.get('/api/workspaces')).body).workspaces).toEqual([
      { id: owner.user.workspaceId, name: "Olive Owner's workspace", role: 'member', current: true },
    ]);
    const after = invitationListResponse.parse((await owner.client.get('/api/workspace/invitations')).body).invitations;
    expect(after.find((i) => i.id === invitation.id)).toMatchObject({ status: 'accepted', url: null });
  });

  it('refuses a second invitation to a pending email or to a member', async () => {
    const email = newEmail();
    await invite(email);
    expect((await owner.client.post('/api/workspace/invitations', { email, role: 'viewer' })).status).toBe(409);
    expect((await owner.client.post('/api/workspace/invitations', { email: owner.email, role: 'viewer' })).status).toBe(409);
    const bad = await owner.client.post('/api/workspace/invitations', { email: 'nope', role: 'owner' });
    expect(bad.status).toBe(400);
  });
});

describe('the token of a link', () => {
  it('is 256 random bits, stored only as its SHA-256, and looked up by that hash', async () => {
    const { invitation } = await invite(newEmail());
    const token = tokenOf(invitation.url!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await server.app.database.pool.query<{ token_hash: string }>('select token_hash from invitations where id = $1', [invitation.id]);
    expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored.rows[0])).not.toContain(token);
    // Not derived from anything the server keeps (the id and the secret): a leaked database or secret gives no link.
    expect(token).not.toBe(createHmac('sha256', server.app.config.sessionSecret).update(`invitation:${invitation.id}`).digest('base64url'));
    // What the database holds is not a link.
    expect((await new ApiClient(server.url).get(`/api/invitations/${stored.rows[0].token_hash}`)).status).toBe(404);
    expect((await new ApiClient(server.url).get(`/api/invitations/${token}`)).status).toBe(200);
  });

  it('is new for every invitation, even to the same email after a revocation', async () => {
    const email = newEmail();
    const first = (await invite(email)).invitation;
    expect((await owner.client.delete(`/api/workspace/invitations/${first.id}`)).status).toBe(204);
    const second = (await invite(email)).invitation;
    expect(tokenOf(second.url!)).not.toBe(tokenOf(first.url!));
    expect((await new ApiClient(server.url).get(`/api/invitations/${tokenOf(first.url!)}`)).body.invitation.status).toBe('revoked');
    expect((await new ApiClient(server.url).get(`/api/invitations/${tokenOf(second.url!)}`)).body.invitation.status).toBe('pending');
  });
});

describe('the lifecycle of a link', () => {
  it('is single use', async () => {
    const email = newEmail();
    const { invitation } = await invite(email);
    const token = tokenOf(invitation.url!);
    expect((await new ApiClient(server.url).post('/api/auth/register', { fullName: 'Once', email, password: PASSWORD, inviteToken: token })).status).toBe(201);
    const again = await new ApiClient(server.url).post('/api/auth/register', { fullName: 'Twice', email: newEmail(), password: PASSWORD, inviteToken: token });
    expect(again.status).toBe(409);
    const someone = await signUp(server.url, 'Late Comer');
    const reused = await someone.client.post(`/api/invitations/${token}/accept`);
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This invitation has already been used');
  });

  it('can be revoked, and is then refused', async () => {
    const someone = await signUp(server.url, 'Revoked Person');
    const { invitation } = await invite(someone.email, 'viewer');
    expect((await owner.client.delete(`/api/workspace/invitations/${invitation.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/workspace/invitations/${invitation.id}`)).status).toBe(409);
    const refused = await someone.client.post(`/api/invitations/${tokenOf(invitation.url!)}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This invitation was revoked');
    const registered = await new ApiClient(server.url).post('/api/auth/register', { fullName: 'X', email: newEmail(), password: PASSWORD, inviteToken: tokenOf(invitation.url!) });
    expect(registered.status).toBe(409);
  });

  it('expires after 7 days', async () => {
    const someone = await signUp(server.url, 'Slow Person');
    const { invitation } = await invite(someone.email);
    await server.app.database.pool.query(`update invitations set expires_at = now() - interval '1 second' where id = $1`, [invitation.id]);
    const refused = await someone.client.post(`/api/invitations/${tokenOf(invitation.url!)}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This invitation has expired');
    const listed = invitationListResponse.parse((await owner.client.get('/api/workspace/invitations')).body).invitations;
    expect(listed.find((i) => i.id === invitation.id)).toMatchObject({ status: 'expired', url: null });
  });

  it('belongs to its workspace and its email', async () => {
    const { invitation } = await invite(newEmail());
    const other = await signUp(server.url, 'Other Owner');
    expect((await other.client.delete(`/api/workspace/invitations/${invitation.id}`)).status).toBe(404);
    expect(invitationListResponse.parse((await other.client.get('/api/workspace/invitations')).body).invitations).toEqual([]);
    const wrongPerson = await other.client.post(`/api/invitations/${tokenOf(invitation.url!)}/accept`);
    expect(wrongPerson.status).toBe(403);
    expect((await other.client.post('/api/invitations/not-a-token/accept')).status).toBe(404);
    const member = await memberOf(server, owner.user.workspaceId, 'member');
    expect((await member.client.get('/api/workspace/invitations')).status).toBe(403);
  });
});

describe('a person with an account joins', () => {
  it('accepts, lands in the new workspace, switches back, and sees only the current workspace’s data', async () => {
    const person = await signUp(server.url, 'Pat Existing');
    const own = person.user.workspaceId;
    const theirs = await person.client.post('/api/companies', { name: 'Pat Private Co', domain: `pat-${randomUUID().slice(0, 6)}.example.com` });
    expect(theirs.status).toBe(201);
    const team = await owner.client.post('/api/companies', { name: 'Team Account Co', domain: `team-${randomUUID().slice(0, 6)}.example.com` });
    expect(team.status).toBe(201);
    const { invitation } = await invite(person.email, 'admin');

    const accepted = await person.client.post(`/api/invitations/${tokenOf(invitation.url!)}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.user).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'admin' });
    const names = async () => ((await person.client.get('/api/companies?limit=100')).body.items as { name: string }[]).map((c) => c.name);
    expect(await names()).toContain('Team Account Co');
    expect(await names()).not.toContain('Pat Private Co');
    expect((await person.client.get('/api/auth/me')).body.user).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'admin' });

    const list = workspaceListResponse.parse((await person.client.get('/api/workspaces')).body).workspaces;
    expect(list.map((w) => [w.id, w.role, w.current])).toEqual([
      [own, 'owner', false],
      [owner.user.workspaceId, 'admin', true],
    ]);
    const back = await person.client.post(`/api/workspaces/${own}/switch`);
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ workspaceId: own, role: 'owner' });
    expect(await names()).toContain('Pat Private Co');
    expect(await names()).not.toContain('Team Account Co');
    // The session keeps its workspace through a token refresh.
    expect((await person.client.post('/api/auth/refresh')).body.user).toMatchObject({ workspaceId: own });
    // A workspace they do not belong to does not exist for them.
    expect((await person.client.post(`/api/workspaces/${randomUUID()}/switch`)).status).toBe(404);
  });

  it('switching moves the session: its sockets in the old workspace are told and closed, other sign-ins stay', async () => {
    const person = await signUp(server.url, 'Sid Switcher');
    const own = person.user.workspaceId;
    const { invitation } = await invite(person.email, 'member');
    // Another sign-in of the same person (another browser), in their own workspace.
    const elsewhere = new ApiClient(server.url);
    expect((await elsewhere.post('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    const otherBrowser = await connectSocket(server.url, elsewhere.cookieHeader);
    // Two tabs of this sign-in, in their own workspace.
    const tabs = [await connectSocket(server.url, person.client.cookieHeader), await connectSocket(server.url, person.client.cookieHeader)];
    const closed = tabs.map((t) => new Promise<void>((resolve) => t.socket.on('disconnect', () => resolve())));

    expect((await person.client.post(`/api/invitations/${tokenOf(invitation.url!)}/accept`)).status).toBe(200);
    for (const tab of tabs) {
      const notice = await tab.waitFor((e) => e.type === 'session.switched', 2000);
      expect(notice.payload).toEqual({ workspaceId: owner.user.workspaceId });
    }
    await Promise.all(closed);

    // Reopened, a tab is in the new workspace's rooms and hears its events; the other sign-in does not.
    const reopened = await connectSocket(server.url, person.client.cookieHeader);
    await owner.client.post('/api/companies', { name: 'Heard After Switch', domain: `heard-${randomUUID().slice(0, 6)}.com` });
    await reopened.waitFor((e) => e.type === 'company.created');
    expect(otherBrowser.socket.connected).toBe(true);
    expect(otherBrowser.events.some((e) => e.type === 'company.created' || e.type === 'session.switched')).toBe(false);
    expect((await elsewhere.get('/api/auth/me')).body.user.workspaceId).toBe(own);
    for (const s of [otherBrowser, reopened]) s.close();
  });
});
