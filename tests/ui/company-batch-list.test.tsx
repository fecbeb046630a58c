import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchesPage } from '../../ui/pages/company-batches/BatchesPage.js';
import { CompanyBatchesPage } from '../../ui/pages/company-batches/CompanyBatchesPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildBatch } from './company-batch-factories.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const upload = buildBatch({ name: 'Manual Upload', source: 'paste', createdAt: '2025-01-05T10:00:00.000Z' });
const lookalikes = buildBatch({ name: 'Lookalikes of Harbor', source: 'lookalikes', status: 'processed', createdAt: '2025-01-04T10:00:00.000Z' });

describe('Batches', () => {
  it('lists company batches with Name, Source, Status, Created and Review, and follows other tabs', async () => {
    mockFetch([{ path: '/api/company-batches', body: { items: [upload, lookalikes] } }]);
    const { store } = renderPage(<BatchesPage />, { path: '/batches' });
    expect(screen.getByRole('heading', { level: 1, name: 'Batches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Batch' })).toHaveAttribute('href', '/companies/batch-upload');
    expect(screen.getByRole('tab', { name: 'Company Batches' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Company batches' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Source', 'Status', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Review Manual Upload' })).toHaveAttribute('href', `/companies/batch-upload?batch=${upload.id}`);
    expect(within(rows[1]).getByText('Processed')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Review Lookalikes of Harbor' })).toHaveAttribute('href', `/companies/lookalikes/${lookalikes.id}`);

    const fresh = buildBatch({ name: 'Lookalikes of Cedar', source: 'lookalikes' });
    applyEvent(envelope('company_batch.created', { batch: fresh }), store);
    expect(await screen.findByRole('link', { name: 'Review Lookalikes of Cedar' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Lookalikes of Cedar');
    applyEvent(envelope('company_batch.updated', { batch: { ...upload, status: 'processed' }, rows: [], removedRowIds: [] }), store);
    expect(await within(within(table).getAllByRole('row')[2]).findByText('Processed')).toBeInTheDocument();
  });

  it('lists contact batches in the Contact Batches tab', async () => {
    mockFetch([
      { path: '/api/company-batches', body: { items: [] } },
      { path: '/api/contact-batches', body: { items: [] } },
    ]);
    renderPage(<BatchesPage />, { path: '/batches' });
    await userEvent.click(screen.getByRole('tab', { name: 'Contact Batches' }));
    expect(await screen.findByText('No contact batches yet.')).toBeVisible();
  });
});

describe('Company batches page', () => {
  it('says No company batches yet. when there are none', async () => {
    mockFetch([{ path: '/api/company-batches', body: { items: [] } }]);
    renderPage(<CompanyBatchesPage />, { path: '/companies/batches' });
    expect(await screen.findByText('No company batches yet.')).toBeInTheDocument();
  });

  it('toasts Failed to load company batches', async () => {
    mockFetch([{ path: '/api/company-batches', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    renderPage(
      <>
        <CompanyBatchesPage />
        <Toaster />
      </>,
      { path: '/companies/batches' },
    );
    expect(await screen.findByText('Failed to load company batches', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByText('No company batches yet.')).not.toBeInTheDocument();
  });
});
