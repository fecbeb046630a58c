import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import { buyerSignalAlerts, contacts } from '../../server/db/schema/index.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('GET /api/dashboard', () => {
  it('counts only this workspace, and lists its five newest unread alerts with their company', async () => {
    const a = await signUp(server.url, 'Dash A');
    const b = await signUp(server.url, 'Dash B');
    expect((await a.client.get('/api/dashboard')).status).toBe(200);
    const company = (await a.client.post('/api/companies', { name: 'Dash Co', domain: 'dash-co.com' })).body.company;
    await server.app.db.insert(contacts).values({ workspaceId: a.user.workspaceId, companyId: company.id, firstName: 'Ada', lastName: 'Park' });
    for (let i = 0; i < 7; i++)
      await server.app.db.insert(buyerSignalAlerts).values({
        workspaceId: a.user.workspaceId,
        companyId: company.id,
        signalKey: `k${i}`,
        signalType: 'Hiring',
        summary: `Signal ${i}`,
        isRead: i === 0,
        createdAt: new Date(Date.now() + i * 1000),
      });
    const res = dashboardResponse.parse((await a.client.get('/api/dashboard')).body);
    expect(res.stats).toEqual({ totalCompanies: 2, enrichedCompanies: 0, totalContacts: 1, unreadAlerts: 6, presentations: 0 });
    expect(res.recentAlerts.map((x) => x.summary)).toEqual(['Signal 6', 'Signal 5', 'Signal 4', 'Signal 3', 'Signal 2']);
    expect(res.recentAlerts[0].company).toEqual({ id: company.id, name: 'Dash Co', domain: 'dash-co.com' });
    const other = dashboardResponse.parse((await b.client.get('/api/dashboard')).body);
    expect(other.stats).toEqual({ totalCompanies: 1, enrichedCompanies: 0, totalContacts: 0, unreadAlerts: 0, presentations: 0 });
    expect(other.recentAlerts).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await fetch(`${server.url}/api/dashboard`);
    expect(res.status).toBe(401);
  });
});
