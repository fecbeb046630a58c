import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';
import { eq } from 'drizzle-orm';
import { buyerSignalAlerts, companies } from '../../server/db/schema/index.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { EventEnvelope } from '../../contracts/events.js';

let server: RunningServer;
let a: ApiClient;
let workspaceId: string;
let socket: TestSocket;

beforeAll(async () => {
  server = await sharedTestServer();
  const s = await signUp(server.url, 'Signal Seller');
  a = s.client;
  workspaceId = s.user.workspaceId;
  socket = await connectSocket(server.url, a.cookieHeader);
});
afterAll(async () => {
  socket?.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('Buying Signal column', () => {
  it('lists the newest signal and the unread count for a company with three alerts, two unread', async () => {
    const c = (await a.post('/api/companies', { name: 'Signal Co', domain: 'signal-co.com' })).body.company;
    await server.app.db.insert(buyerSignalAlerts).values([
      { workspaceId, companyId: c.id, signalKey: 'a', signalType: 'Hiring', summary: 'Hiring', isRead: true, createdAt: daysAgo(3) },
      { workspaceId, companyId: c.id, signalKey: 'b', signalType: 'Funding', summary: 'Funding', createdAt: daysAgo(2) },
      { workspaceId, companyId: c.id, signalKey: 'c', signalType: 'Expansion', summary: 'Expansion', createdAt: daysAgo(1) },
    ]);
    const list = await a.get('/api/companies?q=signal-co');
    expect(list.body.items[0]).toMatchObject({ latestSignal: 'Expansion', unreadSignals: 2 });
    const one = await a.get(`/api/companies/${c.id}`);
    expect(one.body.company).toMatchObject({ latestSignal: 'Expansion', unreadSignals: 2 });
  });
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthYear = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

describe('Stale signals', () => {
  it('dates each signal by its event, keeps old events as history, words them by age and lists the newest first', async () => {
    const c = (await a.post('/api/companies', { name: 'Acme Awards', domain: 'acme-awards.com' })).body.company;
    const old = new Date(Date.now() - 22 * 30 * 86_400_000); // ~22 months ago
    const recent = new Date(Date.now() - 5 * 86_400_000);
    await server.app.db
      .update(companies)
      .set({ recentActivity: `In ${monthYear(old)}, Acme Awards won the Best Workplace award. In ${monthYear(recent)}, Acme Awards opened a new office in Austin.` })
      .where(eq(companies.id, c.id));
    expect((await a.post(`/api/companies/${c.id}/signals/detect`)).status).toBe(202);
    const checked = await socket.waitFor((e) => e.type === 'company.signals.checked' && (e.payload as { companyId: string }).companyId === c.id);
    expect(checked.payload).toMatchObject({ found: 2, created: 1 });

    const detail = (await a.get(`/api/companies/${c.id}`)).body;
    expect(detail.signals.map((s: { signalType: string }) => s.signalType)).toEqual(['New Office', 'Award']);
    const [office, award] = detail.signals;
    expect(office).toMatchObject({ isHistory: false, isRead: false });
    expect(new Date(office.occurredAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(award).toMatchObject({ isHistory: true, isRead: true });
    expect(award.occurredAt.slice(0, 7)).toBe(`${old.getUTCFullYear()}-${String(old.getUTCMonth() + 1).padStart(2, '0')}`);
    expect(award.reasoning).not.toMatch(/\bjust\b/);
    expect(award.reasoning).toContain(`recognised in ${monthYear(old)}`);
    expect(detail.company).toMatchObject({ latestSignal: 'New Office', unreadSignals: 1 });

    // History is not an alert: not listed, not counted on the dashboard.
    const alerts = (await a.get('/api/alerts')).body.items.filter((x: { companyId: string }) => x.companyId === c.id);
    expect(alerts.map((x: { signalType: string }) => x.signalType)).toEqual(['New Office']);
    const dash = (await a.get('/api/dashboard')).body;
    expect(dash.recentAlerts.some((x: { signalType: string; companyId: string }) => x.companyId === c.id && x.signalType === 'Award')).toBe(false);

    // The live alert event carries the company's new Buying Signal facts for open pipeline tabs.
    const created = socket.events.find((e: EventEnvelope) => e.type === 'alert.created' && (e.payload as { alert: { signalType: string } }).alert.signalType === 'New Office');
    expect((created?.payload as { company?: { latestSignal: string; unreadSignals: number } }).company).toMatchObject({ latestSignal: 'New Office', unreadSignals: 1 });
    const read = await a.patch(`/api/alerts/${office.id}`, { isRead: true });
    expect(read.status).toBe(200);
    const updated = await socket.waitFor((e) => e.type === 'alert.updated' && (e.payload as { alert: { id: string } }).alert.id === office.id);
    expect((updated.payload as { company?: { unreadSignals: number } }).company).toMatchObject({ latestSignal: 'New Office', unreadSignals: 0 });
  });
});
