import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NO_VALID_COMPANIES } from '../../contracts/company-batches.js';
import { BatchUploadPage } from '../../ui/pages/company-batches/BatchUploadPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildBatch, buildRow } from './company-batch-factories.js';
import { envelope } from './company-factories.js';
import { mockFetch } from './render.js';
import { userAtom } from '../../ui/state/auth.js';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';

const batch = buildBatch();
const acme = buildRow(batch.id, { name: 'Acme Corp', domain: 'acme.com' });
const globex = buildRow(batch.id, { name: 'Globex', domain: 'globex.io' });
const created = { batch, companies: [acme, globex], sourceCompany: null, added: 2, leftOut: 0, notice: null, rejected: [{ line: 3, text: 'Nameless', message: '"Nameless" has no domain - add one after a comma, like "Acme, acme.com"' }] };

function open(routes: Parameters<typeof mockFetch>[0], searchPath = '') {
  const fetchMock = mockFetch(routes);
  const location = memoryLocation({ path: '/companies/batch-upload', searchPath, record: true });
  const store = createStore();
  store.set(userAtom, { id: 'u1', email: 'rep@example.com', fullName: 'Rita Rep', workspaceId: 'w1', role: 'member', avatarUrl: null });
  render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <BatchUploadPage />
        <Toaster />
      </Router>
    </Provider>,
  );
  return { ...fetchMock, location, store };
}

const paste = async (text: string) => {
  await userEvent.type(screen.getByLabelText('Company list'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Create Batch' }));
};

describe('Batch Upload Companies', () => {
  it('a viewer sees why instead of the paste and upload form', async () => {
    mockFetch([]);
    const location = memoryLocation({ path: '/companies/batch-upload', record: true });
    const store = createStore();
    store.set(userAtom, { id: 'u2', email: 'v@example.com', fullName: 'Vic Viewer', workspaceId: 'w1', role: 'viewer', avatarUrl: null });
    render(
      <Provider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <BatchUploadPage />
        </Router>
      </Provider>,
    );
    expect(screen.getByText(FORBIDDEN_MESSAGES['records.write'])).toBeInTheDocument();
    expect(screen.queryByLabelText('Company list')).toBeNull();
  });

  it('shows the title and the Paste Data / Upload CSV tabs', () => {
    open([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Batch Upload Companies' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paste Data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upload CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Batch' })).toBeDisabled();
  });

  it('creates a batch from pasted lines and shows Companies in Batch with the lines left out', async () => {
    const { calls } = open([
      { method: 'POST', path: '/api/company-batches', status: 201, body: created },
      { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme, globex], sourceCompany: null } },
    ]);
    await paste('Acme Corp, acme.com{enter}Globex, globex.io{enter}Nameless');
    const table = await screen.findByRole('table', { name: 'Companies in Batch' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Acme Corp, acme.com\nGlobex, globex.io\nNameless', source: 'paste' });
    expect(screen.getByRole('heading', { name: 'Companies in Batch' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['Acme Corp', 'acme.com', 'Pending'],
      ['Globex', 'globex.io', 'Pending'],
    ]);
    const note = screen.getByRole('status', { name: '' });
    expect(note).toHaveTextContent('Added 2 companies to the batch; 1 line was left out.');
    expect(within(screen.getByRole('list', { name: 'Lines left out' })).getByText(/has no domain/)).toHaveTextContent('Line 3: "Nameless" has no domain');
    expect(screen.getByLabelText('Company list')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add to Batch' })).toBeInTheDocument();
  });

  it('a file over the row limit says how many rows were left out and why, line by line', async () => {
    const leftOut = Array.from({ length: 3 }, (_, i) => ({ line: 502 + i, text: `Co ${i}, co${i}.com`, message: 'Over the 500-row limit of one batch - split the file to add it' }));
    open([
      { method: 'POST', path: '/api/company-batches', status: 201, body: { ...created, added: 500, leftOut: 3, rejected: leftOut, notice: 'Added the first 500 companies; 3 rows were left out - split the file to add them' } },
      { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme, globex], sourceCompany: null } },
    ]);
    await paste('Acme Corp, acme.com');
    expect(await screen.findByText('Added the first 500 companies; 3 rows were left out - split the file to add them.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lines left out' })).getAllByRole('listitem')[0]).toHaveTextContent('Line 502: Over the 500-row limit of one batch - split the file to add it');
  });

  it('counted words agree with their number: Added 1 company', async () => {
    open([
      { method: 'POST', path: '/api/company-batches', status: 201, body: { ...created, companies: [acme], added: 1, rejected: [] } },
      { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme], sourceCompany: null } },
    ]);
    await paste('Acme Corp, acme.com');
    expect(await screen.findByText('Added 1 company to the batch.')).toBeInTheDocument();
  });

  it('says why a paste was refused, under the form', async () => {
    open([
      {
        method: 'POST',
        path: '/api/company-batches',
        status: 400,
        body: { error: { code: 'validation_failed', message: NO_VALID_COMPANIES, details: [{ path: 'text', message: NO_VALID_COMPANIES }, { path: 'line 1', message: '"Just A Name" has no domain - add one after a comma, like "Acme, acme.com"' }] } },
      },
    ]);
    await paste('Just A Name');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NO_VALID_COMPANIES);
    expect(alert).toHaveTextContent('Line 1: "Just A Name" has no domain');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('toasts Failed to create batch when the server fails', async () => {
    open([{ method: 'POST', path: '/api/company-batches', status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    await paste('Acme, acme.com');
    expect(await screen.findByText('Failed to create batch')).toBeInTheDocument();
  });

  it('uploads a CSV file into a batch named after the file', async () => {
    const { calls } = open([
      { method: 'POST', path: '/api/company-batches', status: 201, body: { ...created, batch: { ...batch, name: 'leads.csv', source: 'csv' }, rejected: [] } },
      { path: `/api/company-batches/${batch.id}`, body: { batch: { ...batch, name: 'leads.csv', source: 'csv' }, companies: [acme, globex], sourceCompany: null } },
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Upload CSV' }));
    const file = new File(['Company,Website\nAcme Corp,acme.com\nGlobex,globex.io\n'], 'leads.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    await screen.findByRole('table', { name: 'Companies in Batch' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Company,Website\nAcme Corp,acme.com\nGlobex,globex.io\n', source: 'csv', name: 'leads.csv' });
    expect(screen.getByText(/leads\.csv · CSV upload · 2 companies/)).toBeInTheDocument();
  });

  it('reopens ?batch=, removes a row, and follows another tab live', async () => {
    const { calls, store } = open(
      [
        { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme, globex], sourceCompany: null } },
        { method: 'DELETE', path: `/api/company-batches/${batch.id}/companies/${acme.id}`, status: 204 },
      ],
      `batch=${batch.id}`,
    );
    await screen.findByRole('table', { name: 'Companies in Batch' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Acme Corp' }));
    await waitFor(() => expect(screen.queryByText('Acme Corp')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    // Another tab imports Globex: its row says so, and nothing is left to process.
    applyEvent(envelope('company_batch.updated', { batch: { ...batch, status: 'processed' }, rows: [{ ...globex, status: 'processed' }], removedRowIds: [] }), store);
    expect(await screen.findByText('Imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process Batch' })).toBeDisabled();
  });

  it('Process Batch imports the pending companies and shows what it came to, live', async () => {
    const { calls, store } = open(
      [
        { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme, globex], sourceCompany: null } },
        {
          method: 'POST',
          path: `/api/company-batches/${batch.id}/import`,
          body: {
            batch: { ...batch, status: 'processed', counts: { total: 2, pending: 0, processed: 1, skipped: 1 } },
            imported: 1,
            companyIds: ['c1'],
            skipped: [{ id: globex.id, name: 'Globex', domain: 'globex.io', reason: 'Already in your pipeline' }],
          },
        },
      ],
      `batch=${batch.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Imported 1 company successfully')).toBeInTheDocument();
    expect(screen.getByText('Skipped 1 already in your pipeline.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/import'))?.body).toEqual({});
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 company · 1 skipped (already in your pipeline)');
    expect(screen.getByRole('link', { name: 'View pipeline' })).toHaveAttribute('href', '/companies');
    // Another tab's import: the summary follows the batch (a row without a usable domain is invalid).
    act(() =>
      applyEvent(
        envelope('company_batch.updated', {
          batch: { ...batch, status: 'processed', counts: { total: 3, pending: 1, processed: 42, skipped: 3 } },
          rows: [{ ...acme, id: '00000000-0000-4000-8000-0000000000ff', name: 'No Domain', domain: 'not a domain', status: 'pending' }],
          removedRowIds: [],
        }),
        store,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imported 42 companies · 3 skipped (already in your pipeline) · 1 invalid');
  });

  it('toasts Failed to remove company from batch and Failed to import companies', async () => {
    open(
      [
        { path: `/api/company-batches/${batch.id}`, body: { batch, companies: [acme], sourceCompany: null } },
        { method: 'DELETE', path: `/api/company-batches/${batch.id}/companies/${acme.id}`, status: 500, body: { error: { code: 'internal', message: 'x' } } },
        { method: 'POST', path: `/api/company-batches/${batch.id}/import`, status: 500, body: { error: { code: 'internal', message: 'x' } } },
      ],
      `batch=${batch.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Acme Corp' }));
    expect(await screen.findByText('Failed to remove company from batch')).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Failed to import companies')).toBeInTheDocument();
  });
});
