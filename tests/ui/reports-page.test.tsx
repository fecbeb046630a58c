// The Reports page (/reports): six reports, each with a chart, its numbers as a table and a CSV of
// that table; filters in the address; loading, empty and failed states per report; live re-reads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_DEAL_SETTINGS } from '../../contracts/deal-rules.js';
import type { Member } from '../../contracts/team.js';
import { ReportsPage } from '../../ui/pages/reports/ReportsPage.js';
import { LIVE_SETTLE_MS } from '../../ui/pages/reports/useReport.js';
import { userAtom } from '../../ui/state/auth.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { buildPipelineReport, reportRoutes } from './report-factories.js';
import { mockFetch } from './render.js';

const SECTIONS = ['Pipeline by stage', 'Forecast', 'Won vs lost', 'Time in stage', 'Activity by rep', 'Signal → meeting → won'];
const teammate: Member = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', fullName: 'Theo Teammate', email: 't@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' };
const membersRoute = { path: '/api/workspace/members', body: { members: [teammate] } };

/** The page at `path`, signed in as `as`, with the address's search readable (filters live there). */
function openReports(path = '/reports', as: 'member' | 'viewer' = 'member') {
  const store = createStore();
  store.set(userAtom, { id: 'u-signed-in', email: 'rep@example.com', fullName: 'Rita Rep', workspaceId: 'w1', role: as, avatarUrl: null });
  const location = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ReportsPage />
      </Router>
    </Provider>,
  );
  return { store, location };
}

const section = (name: string) => screen.getByRole('region', { name });
const table = (name: string) => screen.getByRole('table', { name });
const columnNames = (name: string) => within(table(name)).getAllByRole('columnheader').map((h) => h.textContent);
const rowOf = (tableName: string, rowName: string) => within(table(tableName)).getByRole('row', { name: new RegExp(`^${rowName}\\b`) });
const reportCalls = (calls: Array<{ url: string }>, name: string) => calls.filter((c) => c.url.startsWith(`/api/reports/${name}`)).map((c) => c.url);

/** jsdom lays nothing out: the charts' ResponsiveContainer is told a size as a browser would tell it. */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 640, height: 300 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 29, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('Reports: each report as a chart and a table', () => {
  it('shows the six sections in order, each with its chart and its numbers', async () => {
    // Sized, the charts draw (elsewhere they stay empty boxes: quicker, and not what is tested).
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    mockFetch([...reportRoutes(), membersRoute]);
    openReports();
    expect(await screen.findByRole('table', { name: 'Signal → meeting → won' })).toBeInTheDocument();
    // A member sees costs: the commission and the accounting export follow (tests/ui/reports-orders.test.tsx).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([...SECTIONS, 'Commission', 'Accounting export']);
    for (const name of SECTIONS) {
      const charts = within(section(name)).getAllByTestId('report-chart');
      for (const chart of charts) expect(chart.querySelector('svg')).not.toBeNull();
    }

    expect(rowOf('Pipeline by stage', 'Proposal')).toHaveTextContent(/Proposal\s*2\s*\$2,150\.00\s*\$1,290\.00/);
    expect(within(rowOf('Forecast by month', 'Nov 2026')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '$5,000.00', '$3,000.00', '$1,200.00']);
    expect(rowOf('Forecast by month', 'No close date')).toHaveTextContent('$800.00');
    expect(rowOf('Forecast by owner', 'Rita Rep')).toHaveTextContent('$5,800.00');
    expect(within(rowOf('Won vs lost by month', 'Oct 2026')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '1', '75%', '$2,150.00', '$6,450.00', '$900.00']);
    expect(rowOf('Won vs lost by month', 'Total')).toHaveTextContent('$6,450.00');
    expect(rowOf('Lost reasons', 'Price')).toHaveTextContent('1');
    expect(within(rowOf('Time in stage', 'Lead')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '6.5', '5']);
    expect(rowOf('Time in stage', 'Won')).toHaveTextContent('—');
    expect(within(rowOf('Activity by rep', 'Rita Rep')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '4', '3', '2', '9']);
    expect(within(rowOf('Signal → meeting → won', 'Hiring')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10', '4', '1', '40%', '25%', '$2,150.00']);
  });

  it('shows no cost or margin when the server says costs are not shown', async () => {
    mockFetch([...reportRoutes({ costsShown: false }), membersRoute]);
    openReports('/reports', 'viewer');
    await screen.findByRole('table', { name: 'Won vs lost by month' });
    expect(columnNames('Pipeline by stage')).toEqual(['Stage', 'Deals', 'Amount', 'Weighted']);
    expect(screen.queryByText(/margin/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/cost/i)).not.toBeInTheDocument();
  });

  it('shows cost and margin columns when they are', async () => {
    mockFetch([...reportRoutes({ costsShown: true }), membersRoute]);
    openReports();
    await screen.findByRole('table', { name: 'Won vs lost by month' });
    expect(columnNames('Pipeline by stage')).toEqual(['Stage', 'Deals', 'Amount', 'Weighted', 'Cost', 'Margin']);
    expect(rowOf('Pipeline by stage', 'Proposal')).toHaveTextContent(/\$1,400\.00\s*\$750\.00$/);
    expect(within(section('Won vs lost')).getByText('Margin on won deals').nextElementSibling).toHaveTextContent('$2,100.00');
  });
});

describe('Reports: Download CSV', () => {
  let files: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    files = [];
    const blobs = new Map<string, Blob>();
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.set(`blob:${blobs.size}`, blob), `blob:${blobs.size - 1}`) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('exports exactly the table’s rows, money as plain dollars, named for the table and the day', async () => {
    mockFetch([...reportRoutes(), membersRoute]);
    openReports();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of Pipeline by stage' }));
    expect(files.map((f) => f.name)).toEqual(['pipeline-by-stage-2026-11-29.csv']);
    expect(await files[0]!.blob.text()).toBe(
      'Stage,Deals,Amount,Weighted\r\n' +
        'Lead,0,0.00,0.00\r\nQualified,0,0.00,0.00\r\nMeeting,0,0.00,0.00\r\nProposal,2,2150.00,1290.00\r\n' +
        'Opportunity,0,0.00,0.00\r\nWon,0,0.00,0.00\r\nLost,0,0.00,0.00\r\n',
    );
  });

  it('quotes fields as RFC 4180 says, and writes the totals row and empty figures', async () => {
    mockFetch([...reportRoutes(), membersRoute]);
    openReports();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of Lost reasons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of Won vs lost by month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of Signal → meeting → won' }));
    expect(files.map((f) => f.name)).toEqual(['lost-reasons-2026-11-29.csv', 'won-vs-lost-by-month-2026-11-29.csv', 'signal-meeting-won-2026-11-29.csv']);
    const [reasons, months, signals] = await Promise.all(files.map((f) => f.blob.text()));
    expect(reasons).toBe('Reason,Deals\r\n"Price, ""too high""",1\r\n');
    expect(months).toBe(
      'Month,Won,Lost,Win rate,Average deal size,Won amount,Lost amount\r\n' + 'Oct 2026,3,1,75%,2150.00,6450.00,900.00\r\n' + 'Total,3,1,75%,2150.00,6450.00,900.00\r\n',
    );
    expect(signals).toBe('Signal,Companies,Meetings,Won,Meeting rate,Win rate,Won amount\r\nHiring,10,4,1,40%,25%,2150.00\r\n');
  });
});

describe('Reports: filters', () => {
  it('reads the filters from the address, so a link shows the same view', async () => {
    const { calls } = mockFetch([...reportRoutes(), membersRoute]);
    openReports(`/reports?owner=${teammate.userId}&from=2026-01-01&to=2026-03-31`);
    await screen.findByRole('table', { name: 'Activity by rep' });
    expect(reportCalls(calls, 'forecast')).toEqual([`/api/reports/forecast?owner=${teammate.userId}&from=2026-01-01&to=2026-03-31`]);
    // The pipeline is as it stands now: the owner only.
    expect(reportCalls(calls, 'pipeline')).toEqual([`/api/reports/pipeline?owner=${teammate.userId}`]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(await screen.findByRole('option', { name: 'Theo Teammate' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue(teammate.userId);
  });

  it('sends the owner and range picked, and keeps them in the address', async () => {
    const { calls } = mockFetch([...reportRoutes(), membersRoute]);
    const { location } = openReports();
    await screen.findByRole('table', { name: 'Activity by rep' });
    expect(reportCalls(calls, 'win-loss')).toEqual(['/api/reports/win-loss']);
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'me');
    await screen.findByRole('table', { name: 'Activity by rep' });
    expect(reportCalls(calls, 'win-loss').at(-1)).toBe('/api/reports/win-loss?owner=me');
    expect(location.history?.at(-1)).toBe('/reports?owner=me');

    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await screen.findByRole('table', { name: 'Activity by rep' });
    expect(reportCalls(calls, 'win-loss').at(-1)).toBe('/api/reports/win-loss?owner=me&from=2026-11-01&to=2026-11-29');
    expect(reportCalls(calls, 'activity').at(-1)).toBe('/api/reports/activity?owner=me&from=2026-11-01&to=2026-11-29');
    expect(location.history?.at(-1)).toBe('/reports?owner=me&from=2026-11-01&to=2026-11-29');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    // The dates do not change the pipeline as it stands: not read again.
    expect(reportCalls(calls, 'pipeline')).toEqual(['/api/reports/pipeline', '/api/reports/pipeline?owner=me']);

    await userEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    expect(location.history?.at(-1)).toBe('/reports?owner=me&from=2026-09-01&to=2026-11-29');
    await userEvent.click(screen.getByRole('button', { name: 'This year' }));
    expect(location.history?.at(-1)).toBe('/reports?owner=me&from=2026-01-01&to=2026-11-29');
  });
});

describe('Reports: loading, empty and failed, each on its own', () => {
  it('shows a failed report with Retry while the others show their figures', async () => {
    let forecastFails = true;
    const routes = reportRoutes();
    const { fn } = mockFetch([...routes, membersRoute]);
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) =>
      forecastFails && String(input).startsWith('/api/reports/forecast')
        ? new Response(JSON.stringify({ error: { code: 'internal', message: 'The database is busy' } }), { status: 500, headers: { 'content-type': 'application/json' } })
        : answer(input, init),
    );
    openReports();
    expect(within(section('Pipeline by stage')).getByRole('status', { name: 'Loading Pipeline by stage' })).toBeInTheDocument();
    const alert = await within(section('Forecast')).findByRole('alert');
    expect(alert).toHaveTextContent('Forecast could not be loaded. The database is busy');
    expect(await screen.findByRole('table', { name: 'Pipeline by stage' })).toBeInTheDocument();

    forecastFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Forecast by month' })).toBeInTheDocument();
  });

  it('says so when a report has nothing to show', async () => {
    const empty = { ...buildPipelineReport(), stages: buildPipelineReport().stages.map((s) => ({ ...s, deals: 0, amountCents: 0, weightedCents: 0 })) };
    mockFetch([{ path: /^\/api\/reports\/pipeline/, body: empty }, { path: /^\/api\/reports\/activity/, body: { range: empty.range, reps: [] } }, ...reportRoutes(), membersRoute]);
    openReports();
    expect(await within(section('Pipeline by stage')).findByText('No deals yet. Companies in the pipeline show here.')).toBeInTheDocument();
    expect(await within(section('Activity by rep')).findByText('No activity in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pipeline by stage' })).not.toBeInTheDocument();
  });
});

describe('Reports: live', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('re-reads every report once, shortly after a burst of events that move the numbers', async () => {
    const { calls } = mockFetch([...reportRoutes(), membersRoute]);
    const { store } = openReports();
    await advance(0);
    expect(reportCalls(calls, 'forecast')).toHaveLength(1);

    act(() => applyEvent(envelope('company.updated', { company: buildCompany({ stage: 'Won' }) }), store));
    await advance(100);
    act(() => applyEvent(envelope('deal.settings.updated', { settings: DEFAULT_DEAL_SETTINGS }), store));
    await advance(LIVE_SETTLE_MS - 1);
    expect(reportCalls(calls, 'forecast')).toHaveLength(1);
    await advance(1);
    for (const name of ['pipeline', 'forecast', 'win-loss', 'time-in-stage', 'activity', 'signals']) expect(reportCalls(calls, name)).toHaveLength(2);
    // The figures stay on screen while they are read again.
    expect(screen.getByRole('table', { name: 'Forecast by month' })).toBeInTheDocument();

    // An event that moves none of them (a template deleted) reads nothing.
    act(() => applyEvent(envelope('template.deleted', { id: 't1' }), store));
    await advance(LIVE_SETTLE_MS * 2);
    expect(reportCalls(calls, 'forecast')).toHaveLength(2);
  });
});
