import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { ImportWizardPage } from '../../ui/pages/imports/ImportWizardPage.js';
import { PreviewStep } from '../../ui/pages/imports/PreviewStep.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { COLUMNS, buildDetail, buildImport, buildPreview } from './imports-factories.js';
import { mockFetch, renderPage } from './render.js';

const page = (path: string) =>
  renderPage(
    <>
      <Switch>
        <Route path="/imports/new" component={ImportWizardPage} />
        <Route path="/imports/:id" component={ImportWizardPage} />
      </Switch>
      <Toaster />
    </>,
    { path },
  );

const mappingImport = () =>
  buildImport({ status: 'mapping', processed: 0, finishedAt: null, counts: { companiesCreated: 0, companiesUpdated: 0, contactsCreated: 0, contactsUpdated: 0, skipped: 0, failed: 0 } });

describe('Import wizard: upload', () => {
  it('sends the chosen file as itself with its name, then opens the mapping', async () => {
    const summary = mappingImport();
    const { calls } = mockFetch([
      { method: 'POST', path: /^\/api\/imports\?name=/, status: 201, body: buildDetail(summary, { rememberedMapping: true }) },
      { path: `/api/imports/${summary.id}`, body: buildDetail(summary, { rememberedMapping: true }) },
    ]);
    const { location } = page('/imports/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Import a file' })).toBeInTheDocument();
    const input = screen.getByLabelText('File to import');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.txt,.tsv');
    const file = new File(['Company Name,Website\nAcme,acme.com\n'], 'hubspot export.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await vi.waitFor(() => expect(location.history.at(-1)).toBe(`/imports/${summary.id}`));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/imports?name=hubspot+export.csv');
    expect(post.body).toBe(file);
    expect(post.headers).toEqual({ 'content-type': 'text/csv' });
    expect(await screen.findByText('Mapping remembered from your last file with these columns')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Columns of your file' })).toBeInTheDocument();
  });

  it('sends a file of a type the server does not name as application/octet-stream', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: /^\/api\/imports\?name=/, status: 415, body: { error: { code: 'unsupported_media_type', message: 'Upload a CSV file or an Excel workbook (.xlsx)' } } }]);
    page('/imports/new');
    await userEvent.upload(screen.getByLabelText('File to import'), new File(['a\tb\n1\t2\n'], 'people.tsv', { type: 'text/tab-separated-values' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.headers).toEqual({ 'content-type': 'application/octet-stream' });
  });

  it('shows the server’s message when the file is refused', async () => {
    const message = 'This file is not a CSV file: it holds binary data. Save it as CSV (UTF-8) or .xlsx and upload it again';
    mockFetch([{ method: 'POST', path: /^\/api\/imports\?name=/, status: 400, body: { error: { code: 'validation_failed', message } } }]);
    const { location } = page('/imports/new');
    await userEvent.upload(screen.getByLabelText('File to import'), new File([new Uint8Array([0, 1, 2, 3])], 'contacts.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file could not be imported');
    expect(alert).toHaveTextContent(message);
    expect(location.history.at(-1)).toBe('/imports/new');
    // The drop zone is ready for another file.
    expect(screen.getByLabelText('File to import')).toBeEnabled();
  });

  it('refuses an empty file before sending it', async () => {
    const { calls } = mockFetch([]);
    page('/imports/new');
    await userEvent.upload(screen.getByLabelText('File to import'), new File([], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty');
    expect(calls).toHaveLength(0);
  });
});

describe('Import wizard: map, preview, run', () => {
  it('maps a column, posts the mapping, shows the preview with its totals and problems, and runs with live progress', async () => {
    const summary = mappingImport();
    const detail = buildDetail(summary);
    const saved = buildDetail(
      { ...summary, duplicates: 'fill' },
      {
        columns: COLUMNS.map((c) => (c.index === 3 ? { ...c, target: 'note' } : c)),
        problems: [
          { line: 4, reason: 'The email “not-an-email” is not valid' },
          { line: 9, reason: 'No company name or domain, and no contact email or name' },
        ],
      },
    );
    const preview = buildPreview(saved);
    const running = { ...saved.import, status: 'running' as const, rowCount: 12 };
    const finished = { ...running, status: 'done' as const, processed: 12, undoableUntil: new Date(Date.now() + 86_000_000).toISOString(), counts: { companiesCreated: 7, companiesUpdated: 2, contactsCreated: 9, contactsUpdated: 0, skipped: 1, failed: 2 } };
    const { calls } = mockFetch([
      { path: `/api/imports/${summary.id}`, body: detail },
      { method: 'PUT', path: `/api/imports/${summary.id}/mapping`, body: preview },
      { method: 'POST', path: `/api/imports/${summary.id}/run`, status: 202, body: buildDetail(running, { columns: saved.columns, problems: saved.problems }) },
    ]);
    const { store } = page(`/imports/${summary.id}`);

    // Step 2: one row per column, with samples and a grouped select.
    const table = await screen.findByRole('table', { name: 'Columns of your file' });
    expect(screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Map columns');
    expect(screen.queryByText('Mapping remembered from your last file with these columns')).not.toBeInTheDocument();
    const leadRow = within(table).getAllByRole('row')[4];
    expect(leadRow).toHaveTextContent('Lead Source');
    expect(leadRow).toHaveTextContent('Trade show');
    expect(within(within(table).getAllByRole('row')[1]).getByText('Initech')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Import “Lead Source” as' });
    expect(select).toHaveValue('skip');
    expect(within(select).getByRole('group', { name: 'Company' })).toBeInTheDocument();
    expect(within(select).getByRole('group', { name: 'Contact' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Keep as a note' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: "Don't import" })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Keep as a note');
    expect(screen.getByText('Duplicates are found by company domain and contact email.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Skip it' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Fill empty fields only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      columns: [
        { index: 0, target: 'companyName' },
        { index: 1, target: 'companyDomain' },
        { index: 2, target: 'email' },
        { index: 3, target: 'note' },
      ],
      duplicates: 'fill',
    });

    // Step 3: totals, the first rows as they will be stored, and every problem row.
    const stats = await screen.findByLabelText('Totals');
    const stat = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(stat('Rows')).toBe('12');
    expect(stat('New companies')).toBe('7');
    expect(stat('Duplicate companies')).toBe('2');
    expect(stat('New contacts')).toBe('9');
    expect(stat('Duplicate contacts')).toBe('1');
    expect(stat('Problems')).toBe('2');
    const rows = within(screen.getByRole('table', { name: 'Preview rows' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Company name: Acme Corp');
    expect(rows[0]).toHaveTextContent('Email: jane@acme.com');
    expect(rows[0]).toHaveTextContent('Lead Source: Trade show');
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Duplicate')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Problem')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('The email “not-an-email” is not valid');
    const problems = screen.getByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 4The email “not-an-email” is not valid',
      'Line 9No company name or domain, and no contact email or name',
    ]);

    // Back to mapping keeps the choices; Preview again.
    await userEvent.click(screen.getByRole('button', { name: 'Back to mapping' }));
    expect(await screen.findByRole('combobox', { name: 'Import “Lead Source” as' })).toHaveValue('note');
    expect(screen.getByRole('radio', { name: 'Fill empty fields only' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    // Step 4: the run, live.
    await userEvent.click(await screen.findByRole('button', { name: 'Import 10 rows' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `/api/imports/${summary.id}/run`)).toBe(true));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    act(() => applyEvent(envelope('import.updated', { import: { ...running, processed: 6 } }), store));
    expect(bar).toHaveAttribute('aria-valuenow', '6');
    expect(bar).toHaveAttribute('aria-valuetext', '6 of 12 rows');

    // Finished: it re-reads the import for the run's problems, then shows the counts and Undo.
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `/api/imports/${summary.id}`).length;
    const before = reads();
    act(() => applyEvent(envelope('import.updated', { import: finished }), store));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    const results = screen.getByLabelText('Results');
    expect(within(results).getByText('Companies created').nextElementSibling).toHaveTextContent('7');
    expect(within(results).getByText('Failed').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Open the pipeline' })).toHaveAttribute('href', '/companies');
    expect(screen.getByRole('link', { name: 'Open contacts' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByRole('button', { name: `Undo import of ${finished.fileName}` })).toBeInTheDocument();
  });

  it('says what to map when nothing names a company or a contact, without asking the server', async () => {
    const summary = mappingImport();
    const { calls } = mockFetch([{ path: `/api/imports/${summary.id}`, body: buildDetail(summary, { columns: [{ index: 0, header: 'Notes', samples: ['hello'], target: 'note' }] }) }]);
    page(`/imports/${summary.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a column for the company name or domain, or for the contact’s email or name');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s message when the preview is refused', async () => {
    const summary = mappingImport();
    mockFetch([
      { path: `/api/imports/${summary.id}`, body: buildDetail(summary) },
      { method: 'PUT', path: `/api/imports/${summary.id}/mapping`, status: 409, body: { error: { code: 'conflict', message: 'This import has already started' } } },
    ]);
    page(`/imports/${summary.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This import has already started');
  });

  it('says an unknown import was not found', async () => {
    mockFetch([]);
    page('/imports/00000000-0000-4000-9000-999999999999');
    expect(await screen.findByRole('heading', { name: 'Import not found' })).toBeInTheDocument();
  });
});

describe('the preview’s Import button', () => {
  const preview = (over: Parameters<typeof buildImport>[0]) => buildPreview(buildDetail(buildImport({ status: 'mapping', ...over })));

  it('counts the rows the run will import: under "Skip it" not the ones already here', () => {
    // 12 rows, 2 with problems; in a contacts file 1 contact already here, in a companies file 2 companies.
    renderPage(<PreviewStep preview={preview({ kind: 'contacts', duplicates: 'skip' })} onBack={() => undefined} onStarted={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Import 9 rows' })).toBeEnabled();
  });

  it('counts them all when the rows already here are filled or overwritten', () => {
    renderPage(<PreviewStep preview={preview({ kind: 'companies', duplicates: 'overwrite' })} onBack={() => undefined} onStarted={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Import 10 rows' })).toBeEnabled();
  });

  it('says why there is nothing to import when every row is already here or has a problem', () => {
    const all = preview({ kind: 'companies', duplicates: 'skip' });
    renderPage(<PreviewStep preview={{ ...all, totals: { ...all.totals, rows: 4, duplicateCompanies: 2, problems: 2 } }} onBack={() => undefined} onStarted={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
    expect(screen.getByText(/Every row is already in SwagScout or has a problem/)).toBeInTheDocument();
  });
});
