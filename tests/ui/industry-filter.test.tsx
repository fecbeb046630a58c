import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { INDUSTRIES } from '../../contracts/industries.js';
import { buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const EMPTY = { items: [], nextCursor: null };
const routes = () => [
  { path: /\/api\/companies\/summary/, body: buildSummary() },
  { path: /\/api\/companies\?/, body: EMPTY },
  // A directory answer whose own list is partial: the options still come from the one list.
  { path: /\/api\/directory\/companies/, body: { items: [], industries: ['Retail'], countries: ['US'] } },
];
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('Industry filters offer every directory industry and ask the server for exactly it', () => {
  it('the pipeline filter lists All Industries and each industry, and sends the chosen one', async () => {
    const { calls } = mockFetch(routes());
    renderPage(<PipelinePage />, { path: '/companies' });
    const select = await screen.findByRole('combobox', { name: 'Industry' });
    expect(optionsOf(select)).toEqual(['All Industries', ...INDUSTRIES]);
    await userEvent.selectOptions(select, 'Real Estate');
    await waitFor(() => expect(calls.some((c) => c.url.includes('industry=Real+Estate') || c.url.includes('industry=Real%20Estate'))).toBe(true));
  });

  it('Discover offers the same industries', async () => {
    mockFetch(routes());
    renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.click(await screen.findByRole('tab', { name: /discover/i }));
    const select = await screen.findByRole('combobox', { name: 'Directory industry' });
    expect(optionsOf(select)).toEqual(['All industries', ...INDUSTRIES]);
  });
});
