import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactBatchesPage } from '../../ui/pages/contact-batches/ContactBatchesPage.js';
import { BatchesPage } from '../../ui/pages/company-batches/BatchesPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildBatchContact, buildContactBatch, COMPANY } from './contact-batch-factories.js';
import { envelope } from './company-factories.js';
import { chooseOption, mockFetch, renderPage } from './render.js';

const found = buildContactBatch({ createdAt: '2025-01-05T10:00:00.000Z' });
const pasted = buildContactBatch({ name: 'Harbor Health — pasted contacts', source: 'paste', status: 'processed', createdAt: '2025-01-04T10:00:00.000Z', company: null, companyId: null });

describe('Contact batches list', () => {
  it('shows Name, Company, Source, Status, Created and Review, and follows other tabs', async () => {
    mockFetch([{ path: '/api/contact-batches', body: { items: [found, pasted] } }]);
    const { store } = renderPage(<ContactBatchesPage />, { path: '/contacts/batches' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Batches' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contact batches' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Company', 'Source', 'Status', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: COMPANY.name })).toHaveAttribute('href', `/companies/${COMPANY.id}`);
    expect(within(rows[0]).getByText('Contact finder')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: `Review ${found.name}` })).toHaveAttribute('href', `/contacts/batch/${found.id}`);
    expect(within(rows[1]).getByText('-')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Processed')).toBeInTheDocument();

    const fresh = buildContactBatch({ name: 'Cedar — found contacts' });
    applyEvent(envelope('contact_batch.created', { batch: fresh }), store);
    expect(await screen.findByRole('link', { name: 'Review Cedar — found contacts' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cedar — found contacts');
    applyEvent(envelope('contact_batch.updated', { batch: { ...found, status: 'processed' }, rows: [buildBatchContact(found.id, { status: 'imported' })] }), store);
    expect(await within(within(table).getAllByRole('row')[2]).findByText('Processed')).toBeInTheDocument();
  });

  it('says No contact batches yet. when there are none', async () => {
    mockFetch([{ path: '/api/contact-batches', body: { items: [] } }]);
    renderPage(<ContactBatchesPage />, { path: '/contacts/batches' });
    expect(await screen.findByText('No contact batches yet.')).toBeInTheDocument();
  });

  it('toasts Failed to load contact batches', async () => {
    mockFetch([{ path: '/api/contact-batches', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    renderPage(
      <>
        <ContactBatchesPage />
        <Toaster />
      </>,
      { path: '/contacts/batches' },
    );
    expect(await screen.findByText('Failed to load contact batches', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByText('No contact batches yet.')).not.toBeInTheDocument();
  });

  it('is the Contact Batches tab of /batches', async () => {
    mockFetch([
      { path: '/api/company-batches', body: { items: [] } },
      { path: '/api/contact-batches', body: { items: [found] } },
    ]);
    renderPage(<BatchesPage />, { path: '/batches' });
    await userEvent.click(screen.getByRole('tab', { name: 'Contact Batches' }));
    const table = await screen.findByRole('table', { name: 'Contact batches' });
    expect(within(table).getByRole('link', { name: `Review ${found.name}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Contact Batch' })).toBeVisible();
  });

  it('creates a found-people batch from the dialog and opens it while the search runs', async () => {
    const created = buildContactBatch({ name: 'Harbor Health — found contacts', status: 'finding', counts: { total: 0, pending: 0, imported: 0, skipped: 0 } });
    const { calls } = mockFetch([
      { path: '/api/contact-batches', body: { items: [] } },
      { path: /^\/api\/companies\?/, body: { items: [{ ...COMPANY, id: COMPANY.id }], nextCursor: null } },
      { method: 'POST', path: '/api/contact-batches', status: 202, body: { batch: created, contacts: [], added: 0, rejected: [], leftOut: 0, notice: null } },
    ]);
    const { location } = renderPage(
      <>
        <ContactBatchesPage />
        <Toaster />
      </>,
      { path: '/contacts/batches' },
    );
    await screen.findByText('No contact batches yet.');
    await userEvent.click(screen.getByRole('button', { name: 'New Contact Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Contact Batch' });
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(dialog, COMPANY.name);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Find people' }));
    for (const label of ['Human Resources and Recruiting', 'Marketing Brand and Events', 'Membership Donor and Alumni', 'Executives']) {
      expect(within(dialog).getByLabelText(label)).toBeChecked();
    }
    await userEvent.click(within(dialog).getByLabelText('Membership Donor and Alumni'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find People' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe(`/contacts/batch/${created.id}`));
    expect(await screen.findByText('Contact search has been initiated', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ companyId: COMPANY.id, source: 'contact_finder', categories: ['hr', 'marketing', 'executive'] });
  });

  it('a pasted list over the 200-person limit says how many rows were left out', async () => {
    const created = buildContactBatch({ name: 'Harbor Health — pasted contacts', source: 'paste' });
    const notice = 'Added the first 200 people; 3 rows were left out - split the file to add them';
    mockFetch([
      { path: '/api/contact-batches', body: { items: [] } },
      { path: /^\/api\/companies\?/, body: { items: [COMPANY], nextCursor: null } },
      { method: 'POST', path: '/api/contact-batches', status: 201, body: { batch: created, contacts: [buildBatchContact(created.id)], added: 200, leftOut: 3, notice, rejected: [] } },
    ]);
    renderPage(<><ContactBatchesPage /><Toaster /></>, { path: '/contacts/batches' });
    await userEvent.click(screen.getByRole('button', { name: 'New Contact Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Contact Batch' });
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(dialog, COMPANY.name);
    await userEvent.type(within(dialog).getByLabelText('People'), 'Jane Doe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('counted words agree with their number: 1 person to review', async () => {
    const created = buildContactBatch({ name: 'Harbor Health — pasted contacts', source: 'paste' });
    mockFetch([
      { path: '/api/contact-batches', body: { items: [] } },
      { path: /^\/api\/companies\?/, body: { items: [COMPANY], nextCursor: null } },
      { method: 'POST', path: '/api/contact-batches', status: 201, body: { batch: created, contacts: [buildBatchContact(created.id)], added: 1, leftOut: 0, notice: null, rejected: [{ line: 2, text: 'Madonna', message: '"Madonna" needs a first and a last name' }] } },
    ]);
    renderPage(<><ContactBatchesPage /><Toaster /></>, { path: '/contacts/batches' });
    await userEvent.click(screen.getByRole('button', { name: 'New Contact Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Contact Batch' });
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(dialog, COMPANY.name);
    await userEvent.type(within(dialog).getByLabelText('People'), 'Jane Doe{enter}Madonna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByText('1 person to review; 1 line was left out (line 2)')).toBeInTheDocument();
  });

  it('shows the server’s reasons when a paste has no usable line', async () => {
    mockFetch([
      { path: '/api/contact-batches', body: { items: [] } },
      { path: /^\/api\/companies\?/, body: { items: [COMPANY], nextCursor: null } },
      {
        method: 'POST',
        path: '/api/contact-batches',
        status: 400,
        body: { error: { code: 'validation_failed', message: 'No valid contacts', details: [{ path: 'text', message: 'No valid contacts' }, { path: 'line 1', message: '"Madonna" needs a first and a last name' }] } },
      },
    ]);
    renderPage(<ContactBatchesPage />, { path: '/contacts/batches' });
    await userEvent.click(screen.getByRole('button', { name: 'New Contact Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Contact Batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(within(dialog).getByText('Please choose a company from the list')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(dialog, COMPANY.name);
    await userEvent.type(within(dialog).getByLabelText('People'), 'Madonna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText('No valid contacts. Line 1: "Madonna" needs a first and a last name')).toBeInTheDocument();
  });
});
