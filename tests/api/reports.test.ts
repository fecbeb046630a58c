// docs/product.md#reports: what a sales manager asks of the pipeline — by stage, the forecast by
// month and owner, won vs lost, time in stage, activity by rep, signal → meeting → won — filtered by
// owner and dates, without cost or margin figures for viewers, and nothing of another workspace.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyResponse, type Company } from '../../contracts/companies.js';
import { activityReport, forecastReport, pipelineReport, signalConversionReport, timeInStageReport, winLossReport } from '../../contracts/reports.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts } from '../../server/db/schema/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

// The business clock: Wednesday 17 June 2026, noon UTC; the default range is July 2025 – 17 June 2026.
const NOW = new Date('2026-06-17T12:00:00.000Z');
const DAY = 86_400_000;

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let workspaceId: string;
let rep: Awaited<ReturnType<typeof memberOf>>;
let viewer: Awaited<ReturnType<typeof memberOf>>;
const deals: Record<string, Company> = {};

beforeAll(async () => {
  server = await startTestServer({ clockStartsAt: NOW, seedCatalogueSize: 20, authRatePerIp: 1_000_000 });
  await server.seeded;
  owner = await signUp(server.url, 'Morgan Manager');
  workspaceId = owner.user.workspaceId;
  rep = await memberOf(server, workspaceId, 'member', 'Riley Rep');
  viewer = await memberOf(server, workspaceId, 'viewer', 'Vic Viewer');

  // Morgan's deals: a $1,000.00 Lead closing in July, a $500.05 Proposal closing in August, one won ($300), one lost ($200, Price).
  // Riley's: a $2,000.00 Opportunity closing in July, one won ($700), one with no close date ($50).
  const add = async (client: ApiClient, key: string, body: Record<string, unknown>, stage?: Record<string, unknown>) => {
    const res = await client.post('/api/companies', { name: key, domain: `${key.toLowerCase()}-${randomUUID().slice(0, 6)}.example` });
    const id = companyResponse.parse(res.body).company.id;
    await client.patch(`/api/companies/${id}`, body);
    const moved = stage ? await client.patch(`/api/companies/${id}`, stage) : await client.get(`/api/companies/${id}`);
    deals[key] = companyResponse.parse({ company: moved.body.company }).company;
  };
  await add(owner.client, 'Lead', { amountCents: 100_000, closeDate: '2026-07-10' });
  await add(owner.client, 'Proposing', { amountCents: 50_005, closeDate: '2026-08-01' }, { stage: 'Proposal' });
  await add(owner.client, 'Winner', { amountCents: 30_000 }, { stage: 'Won' });
  await add(owner.client, 'Loser', { amountCents: 20_000 }, { stage: 'Lost', lostReason: 'Price' });
  await add(rep.client, 'Opportunity', { amountCents: 200_000, closeDate: '2026-07-20' }, { stage: 'Opportunity' });
  await add(rep.client, 'RepWinner', { amountCents: 70_000 }, { stage: 'Won' });
  await add(rep.client, 'Undated', { amountCents: 5_000 });
}, 90_000);

afterAll(async () => {
  await server?.close();
});

const report = async <T>(client: ApiClient, name: string, parse: { parse(v: unknown): T }, query = '') => {
  const res = await client.get(`/api/reports/${name}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parse.parse(res.body);
};

describe('reports', () => {
  it('sums the pipeline by stage, weighted by the stage probabilities, with costs only for those who may see them', async () => {
    const r = await report(owner.client, 'pipeline', pipelineReport);
    const by = Object.fromEntries(r.stages.map((s) => [s.stage, s]));
    // Leads: Lead, Undated and the sample company (no amount): $1,050.00, weighted 10%.
    expect(by.Lead).toMatchObject({ deals: 3, amountCents: 105_000, weightedCents: 10_500 });
    expect(by.Proposal).toMatchObject({ deals: 1, amountCents: 50_005, weightedCents: 30_003 });
    expect(by.Opportunity).toMatchObject({ deals: 1, amountCents: 200_000, weightedCents: 160_000 });
    expect(by.Won).toMatchObject({ deals: 2, amountCents: 100_000, weightedCents: 100_000 });
    expect(by.Lost).toMatchObject({ deals: 1, amountCents: 20_000, weightedCents: 0 });
    expect(r.costsShown).toBe(true);
    expect(by.Lead!.costCents).toBe(0); // typed amounts have no known cost

    const seen = await report(viewer.client, 'pipeline', pipelineReport);
    expect(seen.costsShown).toBe(false);
    expect(seen.stages.every((s) => s.costCents === null && s.marginCents === null)).toBe(true);
    expect(seen.stages.map((s) => s.amountCents)).toEqual(r.stages.map((s) => s.amountCents));
    const win = await report(viewer.client, 'win-loss', winLossReport);
    expect(win.totals.marginCents).toBeNull();
    expect(win.costsShown).toBe(false);

    const mine = await report(rep.client, 'pipeline', pipelineReport, '?owner=me');
    expect(Object.fromEntries(mine.stages.map((s) => [s.stage, s.amountCents]))).toMatchObject({ Lead: 5_000, Opportunity: 200_000, Won: 70_000, Proposal: 0 });
  });

  it('forecasts open deals by expected close month and by owner, beside what was won, looking months ahead', async () => {
    const r = await report(owner.client, 'forecast', forecastReport);
    const month = (m: string | null) => r.months.find((x) => x.month === m);
    expect(r.range).toEqual({ from: '2025-07-01', to: '2026-11-30' });
    expect(month('2026-07')).toEqual({ month: '2026-07', deals: 2, amountCents: 300_000, weightedCents: 170_000, wonCents: 0 });
    expect(month('2026-08')).toEqual({ month: '2026-08', deals: 1, amountCents: 50_005, weightedCents: 30_003, wonCents: 0 });
    expect(month('2026-06')).toMatchObject({ deals: 0, wonCents: 100_000 });
    expect(month(null)).toMatchObject({ deals: 2, amountCents: 5_000 }); // Undated and the sample company
    expect(r.months.filter((m) => m.month !== null)).toHaveLength(17);
    const owners = Object.fromEntries(r.owners.map((o) => [o.ownerName, o]));
    expect(owners['Riley Rep']).toMatchObject({ deals: 2, amountCents: 205_000, weightedCents: 160_500, wonCents: 70_000 });
    expect(owners['Morgan Manager']).toMatchObject({ deals: 3, amountCents: 150_005, weightedCents: 40_003, wonCents: 30_000 });

    const july = await report(owner.client, 'forecast', forecastReport, `?owner=${rep.user.id}&from=2026-07-01&to=2026-07-31`);
    expect(july.months.find((m) => m.month === '2026-07')).toMatchObject({ deals: 1, amountCents: 200_000 });
    expect(july.owners.map((o) => o.ownerName)).toEqual(['Riley Rep']);
  });

  it('counts won and lost by month with the win rate, the average won deal and the lost reasons', async () => {
    const r = await report(owner.client, 'win-loss', winLossReport);
    expect(r.months).toHaveLength(12);
    expect(r.months.at(-1)).toEqual({ month: '2026-06', won: 2, lost: 1, wonCents: 100_000, lostCents: 20_000, winRate: 0.667, averageWonCents: 50_000 });
    expect(r.months[0]).toEqual({ month: '2025-07', won: 0, lost: 0, wonCents: 0, lostCents: 0, winRate: null, averageWonCents: null });
    expect(r.totals).toMatchObject({ won: 2, lost: 1, winRate: 0.667, averageWonCents: 50_000, marginCents: 0 });
    expect(r.lostReasons).toEqual([{ reason: 'Price', deals: 1 }]);
    const before = await report(owner.client, 'win-loss', winLossReport, '?from=2026-01-01&to=2026-05-31');
    expect(before.totals.won).toBe(0);
    expect((await owner.client.get('/api/reports/win-loss?from=2026-05-01&to=2026-04-01')).status).toBe(400);
  });

  it('measures the days deals stay in each stage from the moves kept', async () => {
    const ws = await signUp(server.url, 'Stage Timer');
    const c = companyResponse.parse((await ws.client.post('/api/companies', { name: 'Timed', domain: `timed-${randomUUID().slice(0, 6)}.example` })).body).company;
    await server.app.db.execute(sql`update companies set created_at = ${new Date(NOW.getTime() - 10 * DAY)} where workspace_id = ${ws.user.workspaceId}`);
    await ws.client.patch(`/api/companies/${c.id}`, { stage: 'Qualified' });
    const r = await report(ws.client, 'time-in-stage', timeInStageReport);
    const lead = r.stages.find((s) => s.stage === 'Lead')!;
    // Timed spent ten days as a Lead; the sample company has been a Lead for ten days too (and still is).
    expect(lead.stays).toBe(2);
    expect(lead.averageDays).toBeCloseTo(10, 0);
    expect(r.stages.find((s) => s.stage === 'Qualified')).toMatchObject({ stays: 1 });
    expect(r.stages.map((s) => s.stage)).toEqual(['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity']);
  });

  it('counts each rep’s tasks done, proposals sent and approved', async () => {
    const task = await rep.client.post('/api/tasks', { title: 'Call the buyer', dueAt: '2026-06-18', companyId: deals.Opportunity!.id });
    expect((await rep.client.patch(`/api/tasks/${task.body.task.id}`, { status: 'done' })).status).toBe(200);
    const r = await report(owner.client, 'activity', activityReport);
    const riley = r.reps.find((x) => x.name === 'Riley Rep')!;
    expect(riley).toMatchObject({ tasksDone: 1, messagesSent: 0, replies: 0 });
    expect(r.reps.map((x) => x.name).sort()).toEqual(['Morgan Manager', 'Riley Rep', 'Vic Viewer']);
    const only = await report(owner.client, 'activity', activityReport, `?owner=${rep.user.id}`);
    expect(only.reps.map((x) => x.name)).toEqual(['Riley Rep']);
  });

  it('follows each signal type to meetings and wins', async () => {
    const signal = (companyId: string, signalType: string, daysAgo: number) => ({
      workspaceId,
      companyId,
      signalKey: randomUUID(),
      signalType,
      summary: `${signalType} seen`,
      createdAt: new Date(NOW.getTime() - daysAgo * DAY),
    });
    await server.app.db.insert(buyerSignalAlerts).values([
      signal(deals.Winner!.id, 'Funding', 30),
      signal(deals.Opportunity!.id, 'Funding', 20),
      signal(deals.Lead!.id, 'Funding', 10),
      signal(deals.Lead!.id, 'Funding', 5), // the same company again: counted once
      signal(deals.Loser!.id, 'Hiring', 40),
      signal(deals.Undated!.id, 'Hiring', 800), // before the range
    ]);
    const r = await report(owner.client, 'signals', signalConversionReport);
    expect(r.types).toEqual([
      { signalType: 'Funding', companies: 3, meetings: 2, won: 1, wonCents: 30_000, meetingRate: 0.667, winRate: 0.333 },
      { signalType: 'Hiring', companies: 1, meetings: 0, won: 0, wonCents: 0, meetingRate: 0, winRate: 0 },
    ]);
  });

  it('shows a member their own month on the dashboard, and the team’s to the manager', async () => {
    await owner.client.patch(`/api/companies/${deals.Proposing!.id}`, { closeDate: '2026-06-30' });
    const team = dashboardResponse.parse((await owner.client.get('/api/dashboard')).body).deals;
    expect(team).toMatchObject({ scope: 'team', month: '2026-06', deals: 1, amountCents: 50_005, weightedCents: 30_003, wonCents: 100_000 });
    const own = dashboardResponse.parse((await rep.client.get('/api/dashboard')).body).deals;
    expect(own).toMatchObject({ scope: 'mine', deals: 0, wonCents: 70_000 });
    expect(own.stale.every((d) => d.ownerId === rep.user.id)).toBe(true);
    expect(team.staleCount).toBeGreaterThan(own.staleCount);
  });

  it('shows another workspace nothing of these deals', async () => {
    const other = await signUp(server.url, 'Outside Manager');
    const r = await report(other.client, 'pipeline', pipelineReport);
    expect(r.stages.reduce((sum, s) => sum + s.amountCents, 0)).toBe(0);
    expect((await report(other.client, 'win-loss', winLossReport)).totals.won).toBe(0);
    expect((await report(other.client, 'signals', signalConversionReport)).types).toEqual([]);
    expect((await report(other.client, 'activity', activityReport)).reps.map((x) => x.name)).toEqual(['Outside Manager']);
    // Another workspace's member id as the owner filter finds nothing of theirs either.
    expect((await report(other.client, 'forecast', forecastReport, `?owner=${rep.user.id}`)).owners).toEqual([]);
  });
});
