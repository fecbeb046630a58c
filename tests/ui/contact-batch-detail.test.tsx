import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { BatchContact, BatchContactActionResponse, ContactBatch } from '../../contracts/contact-batches.js';
import { ContactBatchPage } from '../../ui/pages/contact-batches/ContactBatchPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { contactListAtom } from '../../ui/state/contacts.js';
import { buildBatchContact, buildContactBatch, COMPANY } from './contact-batch-factories.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const page = (batchId: string) =>
  renderPage(
    <>
      <Route path="/contacts/batch/:batchId" component={ContactBatchPage} />
      <Toaster />
    </>,
    { path: `/contacts/batch/${batchId}` },
  );

const answer = (batch: ContactBatch, row: BatchContact, over: Partial<BatchContactActionResponse> = {}): BatchContactActionResponse => ({
  outcome: 'skipped',
  batch,
  row,
  contact: null,
  message: null,
  filled: [],
  ...over,
});

describe('Contact batch page', () => {
  const batch = buildContactBatch({ counts: { total: 3, pending: 2, imported: 1, skipped: 0 } });
  const jane = buildBatchContact(batch.id, { firstName: 'Jane', lastName: 'Doe' });
  const omar = buildBatchContact(batch.id, { firstName: 'Omar', lastName: 'Haddad', jobTitle: null, linkedinUrl: null });
  const done = buildBatchContact(batch.id, { firstName: 'Ivy', lastName: 'Zed', status: 'imported', contactId: '00000000-0000-4000-c000-000000000001' });
  const base = `/api/contact-batches/${batch.id}`;

  it('shows the batch, its people and the actions each status offers', async () => {
    mockFetch([{ path: base, body: { batch, contacts: [jane, omar, done] } }]);
    page(batch.id);
    expect(await screen.findByRole('heading', { level: 1, name: batch.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Batches' })).toHaveAttribute('href', '/contacts/batches');
    expect(screen.getByText('Created Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Source: Contact finder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY.name })).toHaveAttribute('href', `/companies/${COMPANY.id}`);
    const table = screen.getByRole('table', { name: 'Batch contacts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Job Title', 'LinkedIn', 'Status', 'Actions']);
    expect(screen.getByRole('button', { name: 'Import Jane Doe' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip Jane Doe' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enrich Jane Doe' })).toBeEnabled();
    // Twice in the DOM: the column, and the phone layout's folded copy (one is hidden by CSS).
    for (const link of screen.getAllByRole('link', { name: 'LinkedIn profile of Jane Doe' })) expect(link).toHaveAttribute('href', jane.linkedinUrl);
    const ivy = within(table).getAllByRole('row').find((r) => r.textContent?.includes('Ivy Zed'))!;
    expect(within(ivy).getByRole('button', { name: 'Imported' })).toBeDisabled();
    expect(within(ivy).getByRole('link', { name: 'Ivy Zed' })).toHaveAttribute('href', `/contacts/${done.contactId}`);
  });

  it('imports with a busy state and Contact Imported, and the new contact reaches the contacts list', async () => {
    const importedRow = { ...jane, status: 'imported', contactId: '00000000-0000-4000-c000-000000000002' };
    const contact = {
      id: importedRow.contactId,
      firstName: 'Jane',
      lastName: 'Doe',
      email: null,
      phone: null,
      jobTitle: 'Marketing Director',
      companyId: COMPANY.id,
      linkedinProfile: jane.linkedinUrl,
      contactStatus: 'lead',
      category: 'marketing',
      source: 'Contact batch',
      notes: null,
      createdAt: '2025-01-05T10:00:00.000Z',
      updatedAt: '2025-01-05T10:00:00.000Z',
      company: { id: COMPANY.id, name: COMPANY.name },
    };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { fn } = mockFetch([{ path: base, body: { batch, contacts: [jane, omar] } }]);
    const original = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/import')) {
        await gate;
        return new Response(JSON.stringify(answer({ ...batch, counts: { ...batch.counts, pending: 1, imported: 2 } }, importedRow, { outcome: 'imported', contact })), { status: 200 });
      }
      return original(input, init);
    });
    const { store } = page(batch.id);
    store.set(contactListAtom, { ids: [], q: '', owner: '', cursor: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Import Jane Doe' }));
    expect(screen.getByRole('button', { name: 'Import Jane Doe' })).toHaveTextContent('Importing...');
    expect(screen.getByRole('button', { name: 'Skip Jane Doe' })).toBeDisabled();
    release();
    expect(await screen.findByText('Contact Imported')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Jane Doe' })).toHaveAttribute('href', `/contacts/${contact.id}`);
    expect(store.get(contactListAtom)?.ids).toEqual([contact.id]);
  });

  it('says Import Failed with the reason, Contact Skipped, and No additional details found', async () => {
    const skippedJane = { ...jane, status: 'skipped' };
    mockFetch([
      { path: base, body: { batch, contacts: [jane, omar] } },
      {
        method: 'POST',
        path: `${base}/contacts/${jane.id}/import`,
        body: answer(batch, skippedJane, { outcome: 'duplicate', message: 'Harbor Health already has a contact with the email jane@harbor.example, so Jane Doe was skipped' }),
      },
      { method: 'POST', path: `${base}/contacts/${omar.id}/skip`, body: answer(batch, { ...omar, status: 'skipped' }) },
      { method: 'POST', path: `${base}/contacts/${omar.id}/enrich`, body: answer(batch, omar, { outcome: 'nothing_found', message: 'No additional details found' }) },
      { method: 'POST', path: `${base}/contacts/${jane.id}/enrich`, status: 409, body: { error: { code: 'conflict', message: 'This contact is already imported' } } },
    ]);
    page(batch.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Import Jane Doe' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText(/already has a contact with the email jane@harbor.example/)).toBeInTheDocument();
    // Skipped offers Import and Enrich, not Skip.
    expect(screen.queryByRole('button', { name: 'Skip Jane Doe' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enrich Omar Haddad' }));
    expect(await screen.findByText('No additional details found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Omar Haddad' }));
    expect(await screen.findByText('Contact Skipped')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrich Jane Doe' }));
    expect(await screen.findByText('This contact is already imported')).toBeInTheDocument();
  });

  it('follows another tab’s changes to its rows', async () => {
    mockFetch([{ path: base, body: { batch, contacts: [jane, omar] } }]);
    const { store } = page(batch.id);
    await screen.findByRole('button', { name: 'Skip Omar Haddad' });
    applyEvent(envelope('contact_batch.updated', { batch: { ...batch, status: 'processed' }, rows: [{ ...omar, status: 'skipped', email: 'omar@harbor.example' }] }), store);
    expect(await screen.findByText('omar@harbor.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Omar Haddad' })).not.toBeInTheDocument();
    expect(screen.getByText('Processed')).toBeInTheDocument();
  });

  it('shows a finder batch at work, then its people as the job’s event brings them', async () => {
    const finding = buildContactBatch({ status: 'finding', counts: { total: 0, pending: 0, imported: 0, skipped: 0 } });
    mockFetch([{ path: `/api/contact-batches/${finding.id}`, body: { batch: finding, contacts: [] } }]);
    const { store } = page(finding.id);
    expect(await screen.findByText(/Looking for people at Harbor Health/)).toBeInTheDocument();
    expect(screen.getByText('Finding')).toBeInTheDocument();
    const found = buildBatchContact(finding.id, { firstName: 'Rosa', lastName: 'Quint' });
    applyEvent(envelope('contact_batch.updated', { batch: { ...finding, status: 'pending', counts: { total: 1, pending: 1, imported: 0, skipped: 0 } }, rows: [found] }), store);
    expect(await screen.findByRole('button', { name: 'Import Rosa Quint' })).toBeEnabled();
    expect(screen.queryByText(/Looking for people/)).not.toBeInTheDocument();
    expect(screen.queryByText('Finding')).not.toBeInTheDocument();
  });

  it('says when the finder found nobody new, or failed', async () => {
    const empty = buildContactBatch({ counts: { total: 0, pending: 0, imported: 0, skipped: 0 } });
    mockFetch([{ path: `/api/contact-batches/${empty.id}`, body: { batch: empty, contacts: [] } }]);
    const { store } = page(empty.id);
    expect(await screen.findByText('No new people found for Harbor Health in the chosen contact types')).toBeInTheDocument();
    applyEvent(envelope('contact_batch.updated', { batch: { ...empty, status: 'failed' }, rows: [] }), store);
    expect(await screen.findByText('The contact search failed. Create a new batch to try again.')).toBeInTheDocument();
  });

  it('says Contact Batch Not Found for a missing batch, and toasts Failed to load batch details on a failure', async () => {
    mockFetch([{ path: base, status: 404, body: { error: { code: 'not_found', message: 'Contact batch not found' } } }]);
    const missing = page(batch.id);
    expect(await screen.findByRole('heading', { name: 'Contact Batch Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Contact Batches' })).toHaveAttribute('href', '/contacts/batches');
    missing.unmount();

    mockFetch([{ path: base, status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    page(batch.id);
    expect(await screen.findByText('Failed to load batch details', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });
  it('Import all imports every pending person and says who was skipped and why; the button goes when nobody is pending', async () => {
    const after = { ...batch, status: 'processed', counts: { total: 3, pending: 0, imported: 2, skipped: 1 } };
    const { calls } = mockFetch([
      { path: base, body: { batch, contacts: [jane, omar, done] } },
      {
        method: 'POST',
        path: `${base}/import`,
        body: {
          batch: after,
          rows: [
            { ...jane, status: 'imported', contactId: '00000000-0000-4000-c000-000000000002' },
            { ...omar, status: 'skipped' },
          ],
          imported: 1,
          skipped: [{ id: omar.id, name: 'Omar Haddad', reason: 'Acme already has a contact with the email omar@acme.example' }],
        },
      },
    ]);
    page(batch.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Import all' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Imported 1 person · 1 skipped');
    expect(within(status).getByRole('list', { name: 'Skipped people' })).toHaveTextContent('Omar Haddad: Acme already has a contact with the email omar@acme.example');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/import'))).toBe(true);
    expect(screen.getByText(/0 pending · 2 imported · 1 skipped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
  });
});
