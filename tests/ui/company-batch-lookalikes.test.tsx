import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { LookalikesPage } from '../../ui/pages/company-batches/LookalikesPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildBatch, buildRow } from './company-batch-factories.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const source = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Harbor Health Partners', industry: 'Healthcare', companySize: '201-500', headquarters: 'Portland, OR', country: 'US', specialties: ['Primary care', 'Telehealth'] };
const batch = buildBatch({ name: 'Lookalikes of Harbor Health Partners', source: 'lookalikes', sourceCompanyId: source.id, counts: { total: 2, pending: 2, processed: 0, skipped: 0 } });
const cedar = buildRow(batch.id, { name: 'Cedar Clinics', domain: 'cedarclinics.com', industry: 'Healthcare', companySize: '201-500', headquarters: 'Salem, OR', country: 'US', description: 'Clinic network.' });
const birch = buildRow(batch.id, { name: 'Birch Care', domain: 'birchcare.org', industry: 'Healthcare', companySize: '51-200', country: 'CA' });
const url = `/api/company-batches/${batch.id}`;

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const page = renderPage(
    <>
      <Route path="/companies/lookalikes/:id" component={LookalikesPage} />
      <Toaster />
    </>,
    { path: `/companies/lookalikes/${batch.id}` },
  );
  return { ...fetchMock, ...page };
}

describe('Select Lookalike Companies to Import', () => {
  it('shows a spinner, then the source company and the selectable lookalikes', async () => {
    open([{ path: url, body: { batch, companies: [cedar, birch], sourceCompany: source } }]);
    expect(screen.getByRole('status', { name: 'Loading lookalike companies' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Lookalike Companies to Import' })).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Source Company' }).closest('div.rounded-lg') as HTMLElement;
    for (const [label, value] of [
      ['Name', 'Harbor Health Partners'],
      ['Industry', 'Healthcare'],
      ['Size', '201-500'],
      ['Location', 'Portland, OR'],
      ['Country', 'US'],
      ['Specialties', 'Primary care, Telehealth'],
    ]) {
      expect(within(facts).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const list = screen.getByRole('list', { name: 'Lookalike companies' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(list).getByText('Healthcare · 201-500 employees · Salem, OR · US')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Selected' })).toBeDisabled();
  });

  it('selects all, imports the selection and goes to /companies', async () => {
    const { calls, location } = open([
      { path: url, body: { batch, companies: [cedar, birch], sourceCompany: source } },
      { method: 'POST', path: `${url}/import`, body: { batch: { ...batch, counts: { total: 2, pending: 1, processed: 1, skipped: 0 } }, imported: 1, companyIds: ['a'], skipped: [] } },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: 'Cedar Clinics' })).toBeChecked();
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Birch Care' }));
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Import Selected' }));
    expect(await screen.findByText('Imported 1 company successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [cedar.id] });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies'));
  });

  it('stays put and says why when every selected company was already in the pipeline', async () => {
    const { location } = open([
      { path: url, body: { batch, companies: [cedar], sourceCompany: source } },
      { method: 'POST', path: `${url}/import`, body: { batch, imported: 0, companyIds: [], skipped: [{ id: cedar.id, name: 'Cedar Clinics', domain: 'cedarclinics.com', reason: 'Already in your pipeline' }] } },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cedar Clinics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import Selected' }));
    expect(await screen.findByText('No companies imported. Skipped 1 already in your pipeline.')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe(`/companies/lookalikes/${batch.id}`);
  });

  it('toasts Failed to import companies when the import fails', async () => {
    open([
      { path: url, body: { batch, companies: [cedar], sourceCompany: source } },
      { method: 'POST', path: `${url}/import`, status: 500, body: { error: { code: 'internal', message: 'x' } } },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cedar Clinics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import Selected' }));
    expect(await screen.findByText('Failed to import companies')).toBeInTheDocument();
  });

  it('says No lookalike companies found. when the search found none', async () => {
    open([{ path: url, body: { batch: { ...batch, counts: { total: 0, pending: 0, processed: 0, skipped: 0 } }, companies: [], sourceCompany: source } }]);
    expect(await screen.findByText('No lookalike companies found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Selected' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  });

  it('toasts Failed to load lookalike companies when the batch cannot be read', async () => {
    open([{ path: url, status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    expect(await screen.findByText('Failed to load lookalike companies', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed to load lookalike companies' })).toBeInTheDocument();
    expect(screen.queryByText('No lookalike companies found.')).not.toBeInTheDocument();
  });

  it('shows Company Batch Not Found for a batch of another workspace', async () => {
    open([{ path: url, status: 404, body: { error: { code: 'not_found', message: 'Company batch not found' } } }]);
    expect(await screen.findByRole('heading', { name: 'Company Batch Not Found' })).toBeInTheDocument();
  });

  it('Cancel goes back to /companies; a row imported in another tab leaves the selection', async () => {
    const { store, location } = open([{ path: url, body: { batch, companies: [cedar, birch], sourceCompany: source } }]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));
    applyEvent(envelope('company_batch.updated', { batch: { ...batch, counts: { total: 2, pending: 1, processed: 1, skipped: 0 } }, rows: [{ ...cedar, status: 'processed' }], removedRowIds: [] }), store);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Cedar Clinics' })).toBeDisabled());
    expect(screen.getByText('Imported')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location.history?.at(-1)).toBe('/companies');
  });
});
