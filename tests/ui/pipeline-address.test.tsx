// The pipeline's view and filters live in the address: a link, a bookmark or a reload shows the same
// view, and what a rep changes on the page is written back into it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { pipelineFromSearch, searchOfPipeline } from '../../ui/pages/companies/pipeline-address.js';
import { NO_TABLE_FILTER, pipelineFilterAtom, pipelineTableFilterAtom } from '../../ui/state/companies.js';
import { buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const EMPTY = { items: [], nextCursor: null };
const routes = () => [
  { path: '/api/settings/deals', body: { settings: { staleDays: 21 } } },
  { path: /\/api\/companies\/summary/, body: buildSummary() },
  { path: /\/api\/companies\?/, body: EMPTY },
  { path: /\/api\/directory\/companies/, body: { items: [], industries: [], countries: [] } },
];
/** The table's list requests (the kanban's columns each name a stage). */
const tableLists = (calls: Array<{ url: string }>) => calls.filter((c) => c.url.startsWith('/api/companies?') && !c.url.includes('stage='));

const LINK = '/companies?view=kanban&q=acme&industry=Technology&owner=me&sort=amount&stale=1&min=5000&from=2026-12-01&to=2026-12-31';

describe('the pipeline in the address', () => {
  it('a link opens its view with its filters, and nothing is loaded with the filters it replaces', async () => {
    const { calls } = mockFetch(routes());
    renderPage(<PipelinePage />, { path: LINK });
    expect(await screen.findByRole('tab', { name: 'Kanban', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search prospects' })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Technology');
    await waitFor(() => expect(tableLists(calls).length).toBeGreaterThan(0));
    for (const { url } of calls.filter((c) => c.url.startsWith('/api/companies'))) expect(url).toContain('q=acme');
    const table = new URL(tableLists(calls)[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(['industry', 'owner', 'sort', 'stale', 'minAmountCents', 'closeFrom', 'closeTo'].map((k) => [k, table.get(k)]))).toEqual({
      industry: 'Technology', owner: 'me', sort: 'amount', stale: 'true', minAmountCents: '500000', closeFrom: '2026-12-01', closeTo: '2026-12-31',
    });
  });

  it('what the rep changes is written into the address (replacing it)', async () => {
    mockFetch(routes());
    const { location } = renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search prospects' }), 'gitlab{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies?q=gitlab'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stale only' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies?q=gitlab&stale=1'));
    await userEvent.click(screen.getByRole('tab', { name: 'Kanban' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies?view=kanban&q=gitlab&stale=1'));
    // Replaced, not pushed: Back leaves the pipeline rather than stepping through each filter.
    expect(location.history).toHaveLength(1);
  });

  it('a bare /companies keeps the filters last used in this tab, and shows them in the address', async () => {
    mockFetch(routes());
    const store = createStore();
    store.set(pipelineFilterAtom, { q: '', industry: 'Retail', owner: 'me' });
    store.set(pipelineTableFilterAtom, { ...NO_TABLE_FILTER, sort: 'closeDate' });
    const { location } = renderPage(<PipelinePage />, { path: '/companies', store });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies?industry=Retail&owner=me&sort=closeDate'));
    expect(await screen.findByRole('combobox', { name: 'Industry' })).toHaveValue('Retail');
  });

  it('values that are not valid read as unset, and leave the address', async () => {
    mockFetch(routes());
    const { location } = renderPage(<PipelinePage />, { path: '/companies?view=bogus&owner=x&industry=Nope&sort=size&min=abc&from=2026-02-30&stale=yes' });
    expect(await screen.findByRole('tab', { name: 'Table', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies'));
  });

  it('reads and writes the same search for the same view; a range typed backwards is read forwards', () => {
    const search = LINK.split('?')[1];
    expect(searchOfPipeline(pipelineFromSearch(search))).toBe(search);
    expect(pipelineFromSearch('min=1234.5').table.minAmountCents).toBe(123450);
    expect(pipelineFromSearch('min=99999999999').table.minAmountCents).toBeNull();
    expect(pipelineFromSearch('from=2026-12-31&to=2026-12-01').table).toMatchObject({ closeFrom: '2026-12-01', closeTo: '2026-12-31' });
    expect(pipelineFromSearch(`q=${'x'.repeat(5000)}`).filter.q).toHaveLength(200);
  });
});
