// Issue 24, "First hour, as a new rep": joining through an invitation signs the person in;
// workspaces are called after the company; the dashboard's getting-started checklist is ticked
// from real records; writing to a contact about an alert handles it (live); a lowered role is
// told as such; signed-out pages can ask who is signed in without a failing request; the
// waitlist is an install's choice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigResponse, sessionResponse } from '../../contracts/auth.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import { invitationResponse, workspaceListResponse } from '../../contracts/team.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts, companies } from '../../server/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
const PASSWORD = 'swag-scout-42';
const newEmail = () => `rep-${randomUUID().slice(0, 8)}@example.com`;
const tokenOf = (url: string) => url.split('/join/')[1];

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function addCompany(client: ApiClient, name = `Prospect ${randomUUID().slice(0, 6)}`) {
  const res = await client.post('/api/companies', { name, domain: `${randomUUID().slice(0, 8)}.example.com` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.company as { id: string; name: string };
}

/** An unread buying signal on the company (what signal detection would store). */
async function addAlert(workspaceId: string, companyId: string) {
  const [row] = await server.app.db
    .insert(buyerSignalAlerts)
    .values({ workspaceId, companyId, signalKey: randomUUID(), signalType: 'Hiring', summary: 'Hiring 40 people this quarter', productCategories: ['Apparel', 'Drinkware'] })
    .returning();
  return row;
}

describe('joining a workspace through an invitation', () => {
  it('signs the new person straight in, into the inviting workspace', async () => {
    const owner = await signUp(server.url, 'Olive Owner');
    const email = newEmail();
    const { invitation } = invitationResponse.parse((await owner.client.post('/api/workspace/invitations', { email, role: 'member' })).body);
    const person = new ApiClient(server.url);
    const reg = await person.post('/api/auth/register', { fullName: 'Nina New', email, password: PASSWORD, inviteToken: tokenOf(invitation.url!) });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect(reg.body.user).toMatchObject({ workspaceId: owner.user.workspaceId, role: 'member' });
    const me = await person.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, workspaceId: owner.user.workspaceId, role: 'member' });
    expect((await person.get('/api/dashboard')).status).toBe(200);
  });

  it('a plain registration still does not sign in (the sign-in form follows)', async () => {
    const person = new ApiClient(server.url);
    expect((await person.post('/api/auth/register', { fullName: 'Dana Cruz', email: newEmail(), password: PASSWORD })).status).toBe(201);
    expect(person.cookie('ss_access')).toBeUndefined();
    expect((await person.get('/api/auth/me')).status).toBe(401);
  });
});

describe('a workspace is called after its company', () => {
  it('invitations and the workspace list say the branding’s company once it is saved', async () => {
    const owner = await signUp(server.url, 'Rita Rep');
    const invite = async () => {
      const { invitation } = invitationResponse.parse((await owner.client.post('/api/workspace/invitations', { email: newEmail(), role: 'member' })).body);
      return (await new ApiClient(server.url).get(`/api/invitations/${tokenOf(invitation.url!)}`)).body.invitation.workspaceName as string;
    };
    expect(await invite()).toBe("Rita Rep's workspace");
    const saved = await owner.client.put('/api/branding', { companyName: 'Acme Promo', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' });
    expect(saved.status).toBe(200);
    expect(await invite()).toBe('Acme Promo');
    const listed = workspaceListResponse.parse((await owner.client.get('/api/workspaces')).body).workspaces;
    expect(listed).toEqual([expect.objectContaining({ id: owner.user.workspaceId, name: 'Acme Promo', current: true })]);
  });
});

describe('the getting-started checklist', () => {
  it('starts with nothing done (the sample company is not one the rep added) and ticks each step from real records', async () => {
    const rep = await signUp(server.url, 'Fresh Rep');
    const steps = async () => dashboardResponse.parse((await rep.client.get('/api/dashboard')).body).gettingStarted;
    expect(await steps()).toEqual({ companiesAdded: false, companyResearched: false, alertHandled: false, assistantAsked: false, proposalSent: false });

    const company = await addCompany(rep.client);
    expect(await steps()).toMatchObject({ companiesAdded: true, companyResearched: false });

    await server.app.db.update(companies).set({ researchedAt: new Date() }).where(eq(companies.id, company.id));
    expect((await steps()).companyResearched).toBe(true);

    // An old event is stored as read history: not an alert the rep acted on.
    await server.app.db.insert(buyerSignalAlerts).values({ workspaceId: rep.user.workspaceId, companyId: company.id, signalKey: randomUUID(), signalType: 'Award', summary: 'Won an award in 2019', isRead: true, isHistory: true });
    const alert = await addAlert(rep.user.workspaceId, company.id);
    expect((await steps()).alertHandled).toBe(false);
    expect((await rep.client.patch(`/api/alerts/${alert.id}`, { isRead: true })).status).toBe(200);
    expect((await steps()).alertHandled).toBe(true);

    const chat = await rep.client.post('/api/chat/sessions', { companyId: company.id });
    expect(chat.status).toBe(201);
    expect((await steps()).assistantAsked).toBe(false);
    expect((await rep.client.post(`/api/chat/sessions/${chat.body.session.id}/messages`, { message: 'Mugs for 40 new hires?' })).status).toBe(202);
    expect((await steps()).assistantAsked).toBe(true);

    const proposal = await rep.client.post('/api/proposals', { title: 'Welcome kits', companyId: company.id });
    expect(proposal.status).toBe(201);
    expect((await steps()).proposalSent).toBe(false);
    expect((await rep.client.post(`/api/proposals/${proposal.body.proposal.id}/share`, {})).status).toBe(201);
    expect(await steps()).toEqual({ companiesAdded: true, companyResearched: true, alertHandled: true, assistantAsked: true, proposalSent: true });
  });

  it('recent alerts carry the products their signal suggests', async () => {
    const rep = await signUp(server.url, 'Alert Rep');
    const company = await addCompany(rep.client);
    await addAlert(rep.user.workspaceId, company.id);
    const { recentAlerts } = dashboardResponse.parse((await rep.client.get('/api/dashboard')).body);
    expect(recentAlerts[0]).toMatchObject({ companyId: company.id, productCategories: ['Apparel', 'Drinkware'] });
  });
});

describe('messaging a contact about an alert', () => {
  it('marks the alert handled (read), and every tab hears it', async () => {
    const rep = await signUp(server.url, 'Message Rep');
    expect((await rep.client.put('/api/branding', { companyName: 'Morgan Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' })).status).toBe(200);
    const company = await addCompany(rep.client);
    const contact = await rep.client.post('/api/contacts', { firstName: 'Mia', lastName: 'Marketing', jobTitle: 'Marketing Manager', companyId: company.id });
    expect(contact.status).toBe(201);
    const alert = await addAlert(rep.user.workspaceId, company.id);
    const socket = await connectSocket(server.url, rep.client.cookieHeader);
    try {
      const res = await rep.client.post('/api/messages/generate', { contactId: contact.body.contact.id, messageType: 'email', buyingSignalId: alert.id });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const heard = await socket.waitFor((e) => e.type === 'alert.updated' && (e.payload as { alert: { id: string } }).alert.id === alert.id);
      expect((heard.payload as { alert: { isRead: boolean } }).alert.isRead).toBe(true);
      const listed = (await rep.client.get(`/api/alerts?companyId=${company.id}`)).body.items as Array<{ id: string; isRead: boolean }>;
      expect(listed.find((a) => a.id === alert.id)?.isRead).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('a lowered role', () => {
  it('tells the member’s tab so, instead of "expired"', async () => {
    const owner = await signUp(server.url, 'Olive Owner');
    const rep = await memberOf(server, owner.user.workspaceId, 'member', 'Rita Rep');
    const socket = await connectSocket(server.url, rep.client.cookieHeader);
    try {
      expect((await owner.client.patch(`/api/workspace/members/${rep.user.id}`, { role: 'viewer' })).status).toBe(200);
      const notice = await socket.waitFor((e) => e.type === 'session.expired');
      expect(notice.payload).toEqual({ reason: 'Your role changed to Viewer' });
    } finally {
      socket.close();
    }
  });
});

describe('signed-out pages', () => {
  it('ask who is signed in without a 401', async () => {
    const visitor = new ApiClient(server.url);
    const res = await visitor.get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(sessionResponse.parse(res.body)).toEqual({ user: null, refreshable: false });
    const rep = await signUp(server.url, 'Signed Rep');
    expect(sessionResponse.parse((await rep.client.get('/api/auth/session')).body).user).toMatchObject({ id: rep.user.id });
    // The access cookie lapsed, the refresh cookie is there: the tab refreshes instead of signing out.
    rep.client.setCookie('ss_access', 'expired');
    expect(sessionResponse.parse((await rep.client.get('/api/auth/session')).body)).toEqual({ user: null, refreshable: true });
  });

  it('offer the waitlist only where the install says so', async () => {
    const visitor = new ApiClient(server.url);
    expect(publicConfigResponse.parse((await visitor.get('/api/public-config')).body)).toEqual({ waitlist: false });
    expect((await visitor.post('/api/waitlist', { email: 'sam@promo.co' })).status).toBe(404);
    server.app.config.waitlistEnabled = true;
    try {
      expect(publicConfigResponse.parse((await visitor.get('/api/public-config')).body)).toEqual({ waitlist: true });
      expect((await visitor.post('/api/waitlist', { email: 'sam@promo.co' })).status).toBe(201);
    } finally {
      server.app.config.waitlistEnabled = false;
    }
  });
});
