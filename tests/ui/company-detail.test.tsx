import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { toast } from 'sonner';
import type { Alert } from '../../contracts/alerts.js';
import type { Company } from '../../contracts/companies.js';
import type { Contact } from '../../contracts/contacts.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { claimedJobIdsAtom } from '../../ui/state/company-detail.js';
import { buildAlert, buildCompany, buildContact, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const PROVIDERS = { research: 'embedded', signals: 'embedded', enrichment: 'SwagScout directory', contacts: 'embedded' };

function open(company: Company, opts: { contacts?: Contact[]; signals?: Alert[]; extra?: Parameters<typeof mockFetch>[0] } = {}) {
  const base = `/api/companies/${company.id}`;
  const fetchMock = mockFetch([
    ...(opts.extra ?? []),
    { path: base, body: { company, contacts: opts.contacts ?? [], signals: opts.signals ?? [] } },
    { path: `${base}/timeline`, body: { items: [{ id: 1, at: company.createdAt, kind: 'created', text: 'Added to the pipeline' }] } },
    { path: '/api/providers', body: PROVIDERS },
  ]);
  const view = renderPage(
    <>
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>
      <Toaster />
    </>,
    { path: `/companies/${company.id}` },
  );
  return { ...view, ...fetchMock };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });

describe('Company detail', () => {
  it('shows a spinner, then every card from the company, its contacts and its signals', async () => {
    const company = buildCompany();
    const signal = buildAlert(company);
    open(company, { contacts: [buildContact(company.id)], signals: [signal] });
    expect(screen.getByRole('status', { name: 'Loading company' })).toBeInTheDocument();

    expect(await heading('Harbor Health Partners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute('href', '/companies');
    for (const title of ['Company Overview', 'Key Contacts', 'Recent Activities', 'Promotional Opportunities', 'Unique Characteristics', 'Company Research'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Buyer Signals/ })).toHaveTextContent('Buyer Signals1 New');

    // Overview facts and where they came from.
    expect(screen.getByText('340')).toBeInTheDocument();
    expect(screen.getAllByText('Portland, OR', { selector: 'dd' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'harborhealth.example' })).toHaveAttribute('href', 'https://harborhealth.example');
    expect(screen.getByText('Telehealth')).toBeInTheDocument();
    expect(screen.getAllByText('via SwagScout directory').length).toBeGreaterThan(0);
    expect(screen.getByText('Employee-owned since 2015.')).toBeInTheDocument();

    // Contact with its category label, email and LinkedIn.
    const contacts = screen.getByRole('list', { name: 'Key contacts' });
    expect(within(contacts).getByText('Dana Okafor')).toBeInTheDocument();
    expect(within(contacts).getByText('Human Resources and Recruiting')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'dana.okafor@harborhealth.example' })).toHaveAttribute('href', 'mailto:dana.okafor@harborhealth.example');
    expect(within(contacts).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/dana-okafor');

    // Research facts.
    expect(screen.getByText('Event Participation Likelihood')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();

    // The signal: New badge, type, summary, reasoning, steps, pitch with linked categories.
    const item = within(screen.getByRole('list', { name: 'Buyer signals' })).getByRole('listitem', { name: 'Hiring Surge, new' });
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect(within(item).getByText('Hiring 40 nurses this quarter')).toBeInTheDocument();
    expect(within(item).getByText('New hires need onboarding kits.')).toBeInTheDocument();
    expect(within(item).getByText('Send an onboarding kit sample')).toBeInTheDocument();
    expect(within(item).getByText(/Employee onboarding kits/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Drinkware' })).toHaveAttribute('href', '/product-search?categories=Drinkware');
    expect(within(item).getByText('via embedded')).toBeInTheDocument();

    expect(await screen.findByText('Added to the pipeline')).toBeInTheDocument();
  });

  it('leaves out Promotional Opportunities and Unique Characteristics when the company has none', async () => {
    open(buildCompany({ promoOpportunities: null, uniqueCharacteristics: null, recentActivity: null }));
    await heading('Harbor Health Partners');
    expect(screen.getByRole('heading', { name: 'Recent Activities' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promotional Opportunities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unique Characteristics' })).not.toBeInTheDocument();
  });

  it('says Company not found with a Back to Companies button', async () => {
    mockFetch([]);
    const { location } = renderPage(
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>,
      { path: '/companies/00000000-0000-4000-8000-999999999999' },
    );
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Companies' }));
    expect(location.history?.at(-1)).toBe('/companies');
  });

  it('toasts Failed to load company details on other failures', async () => {
    const company = buildCompany();
    open(company, { extra: [{ path: `/api/companies/${company.id}`, status: 500, body: { error: { code: 'internal', message: 'boom' } } }] });
    expect(await screen.findByText('Failed to load company details')).toBeInTheDocument();
  });

  it('disables Enrich once the company is Enriched', async () => {
    open(buildCompany());
    await heading('Harbor Health Partners');
    expect(screen.getByRole('button', { name: 'Enrich' })).toBeDisabled();
  });

  it('enriches: toast, live progress bar, then Company Enriched in this tab', async () => {
    const company = buildCompany({ enrichmentStatus: 'Unenriched', enrichmentSource: null });
    const { calls, store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/enrich`, status: 202, body: { jobId: 'job-1' } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Enrich' }));
    expect(await screen.findByText('Enriching Company')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/enrich'))).toBe(true);

    act(() => applyEvent(envelope('company.updated', { company: { ...company, enrichmentStatus: 'Enriching' }, change: { kind: 'enrichment_started' } }), store));
    expect(screen.getByRole('button', { name: 'Enriching...' })).toBeDisabled();
    act(() => applyEvent(envelope('company.enrichment.progress', { companyId: company.id, step: 'Reading the company website', pct: 40 }), store));
    const bar = screen.getByRole('progressbar', { name: 'Enrichment progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Reading the company website')).toBeInTheDocument();

    const enriched = { ...company, enrichmentStatus: 'Enriched' as const, enrichmentSource: 'SwagScout directory', employeeCount: 512 };
    act(() => applyEvent(envelope('company.updated', { company: enriched, change: { kind: 'enriched', source: 'SwagScout directory' } }), store));
    expect(await screen.findByText('Company Enriched')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrich' })).toBeDisabled();
    expect(screen.getByText('512')).toBeInTheDocument();
  });

  it('reports a failed enrichment with the spec wording', async () => {
    const company = buildCompany({ enrichmentStatus: 'Unenriched' });
    const { store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/enrich`, status: 202, body: { jobId: 'job-2' } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Enrich' }));
    await screen.findByText('Enriching Company');
    act(() => applyEvent(envelope('company.updated', { company, change: { kind: 'enrichment_failed', message: 'No data found' } }), store));
    expect(await screen.findByText('Failed to enrich company: No data found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrich' })).toBeEnabled();
  });

  it('does not toast outcomes of actions another tab started', async () => {
    const company = buildCompany({ enrichmentStatus: 'Unenriched' });
    const { store } = open(company);
    await heading('Harbor Health Partners');
    act(() => applyEvent(envelope('company.updated', { company: { ...company, enrichmentStatus: 'Enriched' }, change: { kind: 'enriched', source: 'SwagScout directory' } }), store));
    act(() => applyEvent(envelope('company.signals.checked', { companyId: company.id, found: 1, created: 1, provider: 'embedded' }), store));
    expect(screen.getByRole('button', { name: 'Enrich' })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Company Enriched')).not.toBeInTheDocument();
    expect(screen.queryByText('Signals Detected')).not.toBeInTheDocument();
  });

  it('opens the contact-types dialog with all four types on, and needs one to search', async () => {
    const company = buildCompany();
    const { calls, store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/contacts/find`, status: 202, body: { jobId: 'job-3' } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Find Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Contact Types' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Human Resources and Recruiting',
      'Marketing Brand and Events',
      'Membership Donor and Alumni',
      'Executives',
    ]);
    boxes.forEach((b) => expect(b).toBeChecked());
    const submit = within(dialog).getByRole('button', { name: 'Search for Contacts' });
    for (const b of boxes) await userEvent.click(b);
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Executives' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Human Resources and Recruiting' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Contact search has been initiated')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/contacts/find'))?.body).toEqual({ categories: ['hr', 'executive'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Finding...' })).toBeDisabled();

    const found = buildContact(company.id, { firstName: 'Ari', lastName: 'Bell', jobTitle: 'Chief Executive Officer', category: 'executive' });
    act(() => applyEvent(envelope('company.contacts.found', { companyId: company.id, contacts: [found], provider: 'embedded' }), store));
    expect(await screen.findByText('Ari Bell')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Contacts' })).toBeEnabled();
  });

  it('keeps Find Contacts off until the company is enriched, and says why', async () => {
    const company = buildCompany({ enrichmentStatus: 'Unenriched' });
    const { calls, store } = open(company);
    await heading('Harbor Health Partners');
    const find = screen.getByRole('button', { name: 'Find Contacts' });
    expect(find).toBeDisabled();
    expect(find).toHaveAccessibleDescription('Enrich the company first to find contacts.');
    expect(find).toHaveAttribute('title', 'Enrich the company first to find contacts');
    await userEvent.click(find);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/contacts/find'))).toBe(false);

    act(() => applyEvent(envelope('company.updated', { company: { ...company, enrichmentStatus: 'Enriched' }, change: { kind: 'enriched', source: 'SwagScout directory' } }), store));
    expect(screen.getByRole('button', { name: 'Find Contacts' })).toBeEnabled();
    expect(screen.queryByText('Enrich the company first to find contacts.')).not.toBeInTheDocument();
  });

  it('handles the server refusing the search (409) the same way', async () => {
    const company = buildCompany();
    open(company, {
      extra: [
        {
          method: 'POST',
          path: `/api/companies/${company.id}/contacts/find`,
          status: 409,
          body: { error: { code: 'conflict', message: 'Please enrich the company before finding contacts' } },
        },
      ],
    });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Find Contacts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Search for Contacts' }));
    expect(await screen.findByText('Company not enriched')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('marks a signal read: PATCH, the New badge and count go', async () => {
    const company = buildCompany();
    const signal = buildAlert(company);
    const { calls } = open(company, {
      signals: [signal],
      extra: [{ method: 'PATCH', path: `/api/alerts/${signal.id}`, body: { alert: { ...signal, isRead: true } } }],
    });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: `/api/alerts/${signal.id}`, body: { isRead: true } });
    expect(screen.getByRole('heading', { name: /Buyer Signals/ })).toHaveTextContent(/^Buyer Signals$/);
    expect(screen.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
  });

  it('toasts Failed to update signal status when marking read fails', async () => {
    const company = buildCompany();
    const signal = buildAlert(company);
    open(company, { signals: [signal], extra: [{ method: 'PATCH', path: `/api/alerts/${signal.id}`, status: 500, body: { error: { code: 'internal', message: 'x' } } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('Failed to update signal status')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('follows live events: a new alert, a read elsewhere, and an edit', async () => {
    const company = buildCompany();
    const { store, calls } = open(company);
    await heading('Harbor Health Partners');
    expect(screen.getByText(/No buyer signals yet/)).toBeInTheDocument();

    const fresh = buildAlert(company, { signalType: 'New Office Opening', summary: 'Opening a Salem clinic' });
    act(() => applyEvent(envelope('alert.created', { alert: fresh }), store));
    expect(await screen.findByText('Opening a Salem clinic')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Buyer Signals/ })).toHaveTextContent('1 New');
    // Another company's alert stays out.
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(buildCompany({ name: 'Other' }), { summary: 'Elsewhere' }) }), store));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();

    act(() => applyEvent(envelope('alert.updated', { alert: { ...fresh, isRead: true } }), store));
    expect(screen.queryByText('New')).not.toBeInTheDocument();

    act(() => applyEvent(envelope('company.updated', { company: { ...company, name: 'Harbor Health Group' }, change: { kind: 'edited', fields: ['name'] } }), store));
    expect(await heading('Harbor Health Group')).toBeInTheDocument();
    // The timeline is re-read after events for this company.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/timeline')).length).toBeGreaterThan(1));
  });

  it('researches: Researching..., Research Complete, then the signals it found', async () => {
    const company = buildCompany({ researchedAt: null, recentActivity: null, promoOpportunities: null });
    const { store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/research`, status: 202, body: { jobId: 'job-4' } }] });
    await heading('Harbor Health Partners');
    expect(await screen.findByText('Research runs via embedded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Research Company' }));
    expect(await screen.findByRole('button', { name: 'Researching...' })).toBeDisabled();

    const researched = { ...company, researchedAt: new Date().toISOString(), researchSource: 'company website', promoOpportunities: 'Branded scrubs' };
    act(() => applyEvent(envelope('company.updated', { company: researched, change: { kind: 'researched', source: 'company website' } }), store));
    expect(await screen.findByText('Research Complete')).toBeInTheDocument();
    expect(screen.getByText('Successfully retrieved company information')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promotional Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('via company website')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detecting...' })).toBeDisabled();

    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(company) }), store));
    act(() => applyEvent(envelope('company.signals.checked', { companyId: company.id, found: 2, created: 2, provider: 'embedded' }), store));
    expect(await screen.findByText('Signals Detected')).toBeInTheDocument();
    expect(screen.getByText('Found 2 industry-specific buying signals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect Signals' })).toBeEnabled();
  });

  it('reports a failed research with its message', async () => {
    const company = buildCompany();
    const { store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/research`, status: 202, body: { jobId: 'job-5' } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Research Company' }));
    await screen.findByRole('button', { name: 'Researching...' });
    act(() => applyEvent(envelope('company.updated', { company, change: { kind: 'research_failed', message: '' } }), store));
    expect(await screen.findByText('Failed to research company: Unknown error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Research Company' })).toBeEnabled();
  });

  it('detects signals: no new ones, then a failed run reported in the spec wording only', async () => {
    const company = buildCompany();
    const { store } = open(company, { extra: [{ method: 'POST', path: `/api/companies/${company.id}/signals/detect`, status: 202, body: { jobId: 'job-6' } }] });
    await heading('Harbor Health Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Detect Signals' }));
    await screen.findByRole('button', { name: 'Detecting...' });
    act(() => applyEvent(envelope('company.signals.checked', { companyId: company.id, found: 1, created: 0, provider: 'embedded' }), store));
    expect(await screen.findByText('Signal Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('No new signals')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Detect Signals' }));
    await screen.findByRole('button', { name: 'Detecting...' });
    await waitFor(() => expect(store.get(claimedJobIdsAtom).has('job-6')).toBe(true));
    act(() => applyEvent(envelope('job.failed', { jobId: 'job-6', name: 'company.signals.detect', message: 'model timed out', subjectId: company.id }), store));
    expect(await screen.findByText('Failed to detect buying signals')).toBeInTheDocument();
    expect(screen.queryByText('model timed out')).not.toBeInTheDocument();
  });
});
