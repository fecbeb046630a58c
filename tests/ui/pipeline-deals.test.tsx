// docs/product.md#deals on the pipeline: the kanban's seven columns with their counts and sums, the
// deal on each card (amount, close date, stale flag, lost reason), the reason asked when a deal is
// lost, and the table's deal columns, order and filters.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIPELINE_STAGES, type Company } from '../../contracts/companies.js';
import { DEFAULT_DEAL_SETTINGS } from '../../contracts/deals.js';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildCompany, buildDeal, buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const EMPTY = { items: [], nextCursor: null };
const SETTINGS = { ...DEFAULT_DEAL_SETTINGS, staleDays: 21 };

// jsdom lays nothing out: the seven columns side by side, each card at the top of its column, so
// dnd-kit's keyboard move (Space, ArrowRight, Space) lands in the next column as in a browser. The
// drag overlay (outside the columns) starts where the picked-up card (the focused one) is.
function layOut(this: Element): DOMRect {
  const picked = document.activeElement;
  if (!this.closest('[data-testid^="kanban-"]') && picked?.matches('[data-testid^="kanban-card-"]')) return layOut.call(picked);
  const column = this.closest('[data-testid^="kanban-column-"]');
  const stage = column?.getAttribute('data-testid')?.replace('kanban-column-', '');
  const i = PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]);
  if (i < 0) return new DOMRect(0, 0, 0, 0);
  return this === column ? new DOMRect(i * 300, 0, 280, 600) : new DOMRect(i * 300 + 10, 50, 260, 80);
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layOut);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const summary = buildSummary(
  { Opportunity: 1, Won: 2 },
  { Opportunity: { amountCents: 1_240_000, weightedCents: 992_000 }, Won: { amountCents: 5_000_000, weightedCents: 5_000_000 } },
);

function open(company: Company, routes: Parameters<typeof mockFetch>[0] = [], as: 'member' | 'viewer' = 'member') {
  const fetchMock = mockFetch([
    ...routes,
    { path: '/api/settings/deals', body: { settings: SETTINGS } },
    { path: /\/api\/companies\/summary/, body: summary },
    { path: new RegExp(`/api/companies\\?.*stage=${company.stage}`), body: { items: [company], nextCursor: null } },
    { path: /\/api\/companies\?.*stage=/, body: EMPTY },
    { path: /\/api\/companies\?/, body: { items: [company], nextCursor: null } },
  ]);
  renderPage(
    <>
      <PipelinePage />
      <Toaster />
    </>,
    { path: '/companies', as },
  );
  return fetchMock;
}

const kanban = () => userEvent.click(screen.getByRole('tab', { name: /kanban/i }));
const column = (stage: string) => screen.getByTestId(`kanban-column-${stage}`);

/** Picks the card up and moves it `steps` columns right, then drops it. */
async function moveRight(companyId: string, steps: number) {
  const card = await screen.findByTestId(`kanban-card-${companyId}`);
  card.focus();
  await userEvent.keyboard('[Space]');
  for (let i = 0; i < steps; i++) await userEvent.keyboard('[ArrowRight]');
  await userEvent.keyboard('[Space]');
}

const dealCo = (over: Partial<Company> = {}) =>
  buildCompany({
    name: 'Deal Co',
    stage: 'Opportunity',
    updatedAt: '2026-05-01T09:00:00.000Z',
    deal: buildDeal({ amountCents: 215_000, amountSource: 'proposal', amountProposal: { id: 'p1', title: 'Spring kit', status: 'sent' }, probability: 80, weightedCents: 172_000 }),
    ...over,
  });

describe('The kanban as a deal board', () => {
  it('has seven columns; each header shows its count, its total and the weighted total (exact in the title)', async () => {
    open(dealCo());
    await kanban();
    await screen.findByTestId(`kanban-sums-Opportunity`);
    expect(screen.getAllByRole('region', { name: /column$/ }).map((c) => c.getAttribute('aria-label'))).toEqual(PIPELINE_STAGES.map((s) => `${s} column`));
    expect(screen.getByTestId('kanban-count-Won')).toHaveTextContent('2');
    const sums = screen.getByTestId('kanban-sums-Opportunity');
    expect(sums).toHaveTextContent('$12.4K · $9.9K weighted');
    expect(within(sums).getByText('$12.4K')).toHaveAttribute('title', 'Total $12,400.00');
    expect(within(sums).getByText('$9.9K weighted')).toHaveAttribute('title', 'Weighted $9,920.00');
    // Won is all weighted: its total alone.
    expect(screen.getByTestId('kanban-sums-Won')).toHaveTextContent(/^\$50K$/);
  });

  it('shows the deal on the card: amount from the proposal, an overdue close date, the stale flag with the workspace’s days', async () => {
    const company = dealCo({ deal: { ...dealCo().deal, closeDate: '2020-01-15', stale: 'no_activity' } });
    open(company);
    await kanban();
    const card = await screen.findByTestId(`kanban-card-${company.id}`);
    expect(within(card).getByText('$2,150.00')).toBeInTheDocument();
    expect(within(card).getByText('from proposal')).toBeInTheDocument();
    expect(within(card).getByText(/Overdue · Jan 15, 2020/)).toBeInTheDocument();
    expect(await within(card).findByText('Stale: no activity for 21+ days')).toBeInTheDocument();
  });

  it('a card without a task is flagged for that', async () => {
    const company = dealCo({ deal: buildDeal({ stale: 'no_task' }) });
    open(company);
    await kanban();
    expect(await within(await screen.findByTestId(`kanban-card-${company.id}`)).findByText('Stale: no open task')).toBeInTheDocument();
  });

  it('a lost deal’s card says why', async () => {
    const company = dealCo({ stage: 'Lost', deal: buildDeal({ lostReason: 'Price', probability: 0 }) });
    open(company);
    await kanban();
    expect(within(await screen.findByTestId(`kanban-card-${company.id}`)).getByText('Lost — Price')).toBeInTheDocument();
  });
});

describe('Moving a deal to Won or Lost', () => {
  it('Won needs no dialog: the stage is sent with the card’s updatedAt', async () => {
    const company = dealCo();
    const won = { ...company, stage: 'Won' as const, updatedAt: '2026-05-01T09:01:00.000Z' };
    const { calls } = open(company, [{ method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: won } }]);
    await kanban();
    await moveRight(company.id, 1);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'Won', expectedUpdatedAt: company.updatedAt }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(column('Won')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument());
  });

  it('Lost asks why (a reason is required), then sends the reason and note', async () => {
    const company = dealCo();
    const lost = { ...company, stage: 'Lost' as const, updatedAt: '2026-05-01T09:01:00.000Z', deal: { ...company.deal, lostReason: 'Price', lostNote: 'Went cheaper' } };
    const { calls } = open(company, [{ method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: lost } }]);
    await kanban();
    await moveRight(company.id, 2);
    const dialog = await screen.findByRole('dialog', { name: 'Mark Deal Co as lost' });
    // Until confirmed, the card stays where it was.
    expect(within(column('Opportunity')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument();

    const reason = await within(dialog).findByLabelText('Reason');
    expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a reason…', ...SETTINGS.lostReasons]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why the deal was lost');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await userEvent.selectOptions(reason, 'Price');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Went cheaper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'Lost', lostReason: 'Price', lostNote: 'Went cheaper', expectedUpdatedAt: company.updatedAt }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = within(column('Lost')).getByTestId(`kanban-card-${company.id}`);
    expect(within(card).getByText('Lost — Price')).toBeInTheDocument();
  });

  it('Cancel sends nothing and the card stays in its column', async () => {
    const company = dealCo();
    const { calls } = open(company);
    await kanban();
    await moveRight(company.id, 2);
    const dialog = await screen.findByRole('dialog', { name: 'Mark Deal Co as lost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(column('Opportunity')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument();
    expect(within(column('Lost')).queryByTestId(`kanban-card-${company.id}`)).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});

describe('The table’s deal columns, order and filters', () => {
  it('shows Amount, Weighted and Close date', async () => {
    const company = dealCo({ deal: { ...dealCo().deal, closeDate: '2031-12-15' } });
    open(company);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Company',
      'Industry',
      'Status',
      'Amount',
      'Weighted',
      'Close date',
      'Enrichment',
      'Buying Signal',
      'Actions',
    ]);
    const row = within(table).getByText('Deal Co').closest('tr')!;
    expect(within(row).getByText('$2,150.00')).toBeInTheDocument();
    expect(within(row).getByText('$1,720.00')).toBeInTheDocument();
    expect(within(row).getByText('Dec 15, 2031')).toBeInTheDocument();
  });

  it('opens a company from its name, as the eye in Actions does', async () => {
    const company = dealCo();
    open(company);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Deal Co' })).toHaveAttribute('href', `/companies/${company.id}`);
    expect(within(table).getByRole('link', { name: 'View Deal Co' })).toHaveAttribute('href', `/companies/${company.id}`);
  });

  it('sorts and filters through the list’s query: sort, stale, minimum amount, close dates', async () => {
    const { calls } = open(dealCo());
    await screen.findByRole('table');
    const tableUrl = () => calls.filter((c) => /\/api\/companies\?/.test(c.url) && !c.url.includes('stage=')).at(-1)!.url;

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'amount');
    await waitFor(() => expect(tableUrl()).toContain('sort=amount'));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByLabelText('Stale only'));
    await waitFor(() => expect(tableUrl()).toContain('stale=true'));

    const min = screen.getByLabelText('Minimum amount');
    await userEvent.type(min, 'lots{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount like 2,150 or 2150.50');
    await userEvent.clear(min);
    await userEvent.type(min, '$2,500.5{Enter}');
    await waitFor(() => expect(tableUrl()).toContain('minAmountCents=250050'));
    expect(min).toHaveValue('2,500.50');

    await userEvent.type(screen.getByLabelText('Close date from'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Close date to'), '2026-03-31');
    await waitFor(() => expect(tableUrl()).toContain('closeFrom=2026-01-01&closeTo=2026-03-31'));
    // The columns keep every deal of the search.
    expect(calls.filter((c) => c.url.includes('stage=')).every((c) => !c.url.includes('stale=') && !c.url.includes('sort='))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(tableUrl()).toMatch(/\/api\/companies\?limit=50&sort=amount$/));
  });

  it('totals the table’s deals, under its own filters', async () => {
    const narrowed = buildSummary({ Opportunity: 1 }, { Opportunity: { amountCents: 215_000, weightedCents: 172_000 } });
    const { calls } = open(dealCo(), [{ path: /\/api\/companies\/summary\?.*stale=true/, body: narrowed }]);
    const totals = await screen.findByLabelText('Totals');
    // Every deal of the search: 3 deals, $62,400.00, weighted $59,920.00.
    expect(totals).toHaveTextContent('3 deals');
    expect(totals).toHaveTextContent('Amount $62,400.00');
    expect(totals).toHaveTextContent('Weighted $59,920.00');
    await userEvent.click(screen.getByLabelText('Stale only'));
    await waitFor(() => expect(screen.getByLabelText('Totals')).toHaveTextContent('1 deal'));
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Amount $2,150.00');
    expect(calls.some((c) => /\/api\/companies\/summary\?stale=true/.test(c.url))).toBe(true);
  });

  it('with filters that match nothing, says so', async () => {
    mockFetch([
      { path: '/api/settings/deals', body: { settings: SETTINGS } },
      { path: /\/api\/companies\/summary/, body: buildSummary() },
      { path: /\/api\/companies\?/, body: EMPTY },
    ]);
    renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.click(await screen.findByLabelText('Stale only'));
    expect(await screen.findByText('No deals match these filters.')).toBeInTheDocument();
  });
});
