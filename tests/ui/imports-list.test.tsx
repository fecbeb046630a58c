import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportsPage } from '../../ui/pages/imports/ImportsPage.js';
import { ContactsPage } from '../../ui/pages/contacts/ContactsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { pipelineReloadAtom } from '../../ui/state/companies.js';
import { contactListReloadAtom } from '../../ui/state/contacts.js';
import { importRecords, storeImportDetail } from '../../ui/state/imports.js';
import { envelope } from './company-factories.js';
import { buildDetail, buildImport } from './imports-factories.js';
import { mockFetch, renderPage } from './render.js';

const inADay = () => new Date(Date.now() + 20 * 3600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3600_000).toISOString();

describe('Imports list', () => {
  it('lists imports with who, when, status and counts, and follows import.updated live', async () => {
    const done = buildImport({ fileName: 'hubspot-contacts.csv', undoableUntil: inADay() });
    const running = buildImport({ fileName: 'salesforce-accounts.xlsx', kind: 'companies', status: 'running', rowCount: 200, processed: 50, finishedAt: null, counts: { companiesCreated: 40, companiesUpdated: 10, contactsCreated: 0, contactsUpdated: 0, skipped: 0, failed: 0 } });
    const old = buildImport({ fileName: 'old.csv', createdBy: { id: null, name: 'Former member' }, undoableUntil: anHourAgo() });
    mockFetch([{ path: '/api/imports', body: { imports: [running, done, old] } }]);
    const { store } = renderPage(<ImportsPage />, { path: '/imports' });

    expect(screen.getByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Imports' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['File', 'Imported by', 'Started', 'Status', 'Results', 'Actions']);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(3);

    // Running: its progress, and no Undo.
    const bar = within(rows()[0]).getByRole('progressbar', { name: 'Progress of salesforce-accounts.xlsx' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(within(rows()[0]).getByText('Importing')).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();

    // Done, within its undo window: counts and Undo.
    expect(within(rows()[1]).getByRole('link', { name: 'hubspot-contacts.csv' })).toHaveAttribute('href', `/imports/${done.id}`);
    expect(within(rows()[1]).getByText('Rita Rep')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Done')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Companies: 3 created, 1 updated')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Contacts: 30 created, 2 updated')).toBeInTheDocument();
    expect(within(rows()[1]).getByRole('button', { name: 'Undo import of hubspot-contacts.csv' })).toBeInTheDocument();
    // Done, but its window has closed: no Undo.
    expect(within(rows()[2]).getByText('Former member')).toBeInTheDocument();
    expect(within(rows()[2]).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();

    // Another tab's progress: the row moves on.
    act(() => applyEvent(envelope('import.updated', { import: { ...running, processed: 150 } }), store));
    expect(within(rows()[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '150');
    // A late tick never moves it back.
    act(() => applyEvent(envelope('import.updated', { import: { ...running, processed: 120 } }), store));
    expect(within(rows()[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '150');
    // It finishes: the pipeline and the contacts re-read.
    expect(store.get(pipelineReloadAtom)).toBe(0);
    act(() => applyEvent(envelope('import.updated', { import: { ...running, status: 'done', processed: 200, undoableUntil: inADay() } }), store));
    expect(within(rows()[0]).getByText('Done')).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(rows()[0]).getByRole('button', { name: 'Undo import of salesforce-accounts.xlsx' })).toBeInTheDocument();
    expect(store.get(pipelineReloadAtom)).toBe(1);
    expect(store.get(contactListReloadAtom)).toBe(1);
    // A progress tick arriving after the end changes nothing.
    act(() => applyEvent(envelope('import.updated', { import: { ...running, processed: 199 } }), store));
    expect(within(rows()[0]).getByText('Done')).toBeInTheDocument();

    // A new import in another tab: on top.
    const fresh = buildImport({ fileName: 'pipedrive.csv', status: 'mapping', processed: 0, finishedAt: null, counts: { companiesCreated: 0, companiesUpdated: 0, contactsCreated: 0, contactsUpdated: 0, skipped: 0, failed: 0 } });
    act(() => applyEvent(envelope('import.updated', { import: fresh }), store));
    expect(rows()[0]).toHaveTextContent('pipedrive.csv');
    expect(within(rows()[0]).getByText('Not imported yet')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('link', { name: 'Continue pipedrive.csv' })).toHaveAttribute('href', `/imports/${fresh.id}`);
  });

  it('undoes an import after asking, with what it will remove', async () => {
    const done = buildImport({ undoableUntil: inADay(), counts: { companiesCreated: 3, companiesUpdated: 0, contactsCreated: 1, contactsUpdated: 0, skipped: 0, failed: 0 } });
    const { calls } = mockFetch([
      { path: '/api/imports', body: { imports: [done] } },
      { method: 'POST', path: `/api/imports/${done.id}/undo`, status: 202, body: buildDetail({ ...done, status: 'undoing' }) },
    ]);
    renderPage(
      <>
        <ImportsPage />
        <Toaster />
      </>,
      { path: '/imports' },
    );
    await userEvent.click(await screen.findByRole('button', { name: `Undo import of ${done.fileName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(dialog).toHaveTextContent('Undo this import? It removes the 3 companies and 1 contact it created and restores what it changed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `/api/imports/${done.id}/undo`)).toBe(true));
    expect(await screen.findByText('Undoing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Undo import of ${done.fileName}` })).not.toBeInTheDocument();
  });

  it('hides Undo and Import a file from a viewer', async () => {
    const done = buildImport({ undoableUntil: inADay() });
    mockFetch([{ path: '/api/imports', body: { imports: [done] } }]);
    renderPage(<ImportsPage />, { path: '/imports', as: 'viewer' });
    await screen.findByRole('table', { name: 'Imports' });
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import a file' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export companies (CSV)' })).toBeInTheDocument();
  });

  it('explains what can be imported when there is nothing yet, and offers the exports', async () => {
    mockFetch([{ path: '/api/imports', body: { imports: [] } }]);
    renderPage(<ImportsPage />, { path: '/imports' });
    expect(await screen.findByRole('heading', { name: 'No imports yet' })).toBeInTheDocument();
    expect(screen.getByText(/CSV file or an Excel workbook \(\.xlsx\) exported from HubSpot, Salesforce, Pipedrive, Zoho, Apollo or Sales Navigator/)).toBeInTheDocument();
    expect(screen.getByText(/companies, or\s+contacts with their companies/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Import a file' })) expect(link).toHaveAttribute('href', '/imports/new');
    const companies = screen.getByRole('link', { name: 'Export companies (CSV)' });
    expect(companies).toHaveAttribute('href', '/api/exports/companies.csv');
    expect(companies).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Export contacts (CSV)' })).toHaveAttribute('href', '/api/exports/contacts.csv');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const { fn } = mockFetch([{ path: '/api/imports', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    renderPage(
      <>
        <ImportsPage />
        <Toaster />
      </>,
      { path: '/imports' },
    );
    expect(await screen.findByText('Imports could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load imports', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fn.mock.calls.filter(([url]) => String(url) === '/api/imports').length).toBeGreaterThanOrEqual(2));
  });

  it('an open contacts list re-reads when an import finishes or is undone', async () => {
    const { fn } = mockFetch([
      { path: /^\/api\/contacts\?/, body: { items: [], nextCursor: null } },
      { path: /^\/api\/team/, body: { members: [] } },
    ]);
    const { store } = renderPage(<ContactsPage />, { path: '/contacts' });
    const reads = () => fn.mock.calls.filter(([url]) => String(url).startsWith('/api/contacts?')).length;
    await vi.waitFor(() => expect(reads()).toBe(1));
    const imp = buildImport({ status: 'running', processed: 10, finishedAt: null });
    act(() => applyEvent(envelope('import.updated', { import: imp }), store));
    expect(reads()).toBe(1);
    act(() => applyEvent(envelope('import.updated', { import: { ...imp, status: 'done', processed: 40 } }), store));
    await vi.waitFor(() => expect(reads()).toBe(2));
    act(() => applyEvent(envelope('import.updated', { import: { ...imp, status: 'undone', processed: 40 } }), store));
    await vi.waitFor(() => expect(reads()).toBe(3));
  });

  it('keeps the newest state when an answer arrives after the event that outdated it', async () => {
    const done = buildImport({ undoableUntil: inADay() });
    mockFetch([{ path: '/api/imports', body: { imports: [done] } }]);
    const { store } = renderPage(<ImportsPage />, { path: '/imports' });
    await screen.findByRole('table', { name: 'Imports' });
    // The undo ran quickly: its "undone" event came before the POST's "undoing" answer.
    act(() => applyEvent(envelope('import.updated', { import: { ...done, status: 'undone', undoableUntil: null, undoneAt: done.createdAt } }), store));
    act(() => storeImportDetail(store, buildDetail({ ...done, status: 'undoing' })));
    expect(importRecords.get(store, done.id)?.status).toBe('undone');
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    // An undo that failed leaves the import done again.
    const other = buildImport({ fileName: 'second.csv', status: 'undoing' });
    act(() => applyEvent(envelope('import.updated', { import: other }), store));
    act(() => applyEvent(envelope('import.updated', { import: { ...other, status: 'done' } }), store));
    expect(importRecords.get(store, other.id)?.status).toBe('done');
  });
});
