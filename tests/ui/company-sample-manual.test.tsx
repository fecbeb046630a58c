import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Company } from '../../contracts/companies.js';
import { SAMPLE_CONTACT_SOURCE } from '../../contracts/companies.js';
import type { Contact } from '../../contracts/contacts.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { DiscoverPanel } from '../../ui/pages/companies/DiscoverPanel.js';
import { EditContactPage } from '../../ui/pages/contacts/EditContactPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildCompany, buildContact } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const PROVIDERS = { research: 'embedded', signals: 'embedded', enrichment: 'SwagScout built-in', contacts: 'embedded' };

function open(company: Company, contacts: Contact[] = [], extra: Parameters<typeof mockFetch>[0] = []) {
  const base = `/api/companies/${company.id}`;
  const f = mockFetch([
    ...extra,
    { path: base, body: { company, contacts, signals: [] } },
    { path: `${base}/timeline`, body: { items: [] } },
    { path: '/api/providers', body: PROVIDERS },
  ]);
  renderPage(
    <>
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>
      <Toaster />
    </>,
    { path: `/companies/${company.id}` },
  );
  return f;
}

describe('Generated sample data is labelled', () => {
  it('badges a directory company and its directory people, and shows where each fact came from', async () => {
    const company = buildCompany({
      isSample: true,
      factSources: { industry: { source: 'directory', label: 'SwagScout directory (sample data)' }, website: { source: 'website', url: 'https://harborhealth.example' }, companySize: { source: 'manual' } },
    });
    open(company, [buildContact(company.id, { source: SAMPLE_CONTACT_SOURCE }), buildContact(company.id, { firstName: 'Real', lastName: 'Person', source: 'Manual' })]);
    await screen.findByRole('heading', { name: company.name });
    expect(screen.getAllByText('Sample data').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/A fictional company for trying SwagScout out/)).toBeInTheDocument();
    const sampleRow = screen.getByRole('link', { name: 'Dana Okafor' }).closest('li')!;
    expect(within(sampleRow).getByText('Sample data')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Real Person' }).closest('li')!).queryByText('Sample data')).not.toBeInTheDocument();
    // The overview and the research card both say where each fact came from.
    expect(screen.getAllByText('Evidence: SwagScout directory (sample data)').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Evidence: From harborhealth.example')).toBeInTheDocument();
    expect(screen.getAllByText('Evidence: Entered by hand').length).toBeGreaterThanOrEqual(1);
  });

  it('badges a directory person on their contact page', async () => {
    const sample = buildContact('00000000-0000-4000-8000-00000000aaaa', { source: SAMPLE_CONTACT_SOURCE });
    mockFetch([
      { path: /\/api\/companies\?/, body: { items: [], nextCursor: null } },
      { path: `/api/contacts/${sample.id}`, body: { contact: sample } },
    ]);
    renderPage(
      <Route path="/contacts/:id">
        <EditContactPage />
      </Route>,
      { path: `/contacts/${sample.id}` },
    );
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
  });

  it('says up front on Discover that the directory is fictional sample data', async () => {
    mockFetch([{ path: /\/api\/directory\/companies/, body: { items: [], industries: [], countries: [] } }]);
    renderPage(<DiscoverPanel />);
    expect(screen.getByRole('note')).toHaveTextContent(/fictional businesses and people/);
  });
});

describe('Offline enrichment: Enter details by hand', () => {
  it('marks an unenriched company enriched by hand from the facts the rep types in', async () => {
    const company = buildCompany({ enrichmentStatus: 'Unenriched', enrichedBy: null, industry: null, companySize: null, location: null, headquarters: null, website: null, enrichmentSource: null });
    const enriched = { ...company, enrichmentStatus: 'Enriched' as const, enrichedBy: 'manual' as const, enrichmentSource: 'Entered by hand', industry: 'Manufacturing', factSources: { industry: { source: 'manual' as const } } };
    const { calls } = open(company, [], [{ method: 'POST', path: `/api/companies/${company.id}/enrich/manual`, body: { company: enriched } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter details by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter details by hand' });
    await userEvent.type(within(dialog).getByLabelText('Industry'), 'Manufacturing');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'From a phone call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and mark enriched' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ industry: 'Manufacturing', notes: 'From a phone call' });
    expect(screen.queryByRole('button', { name: 'Enter details by hand' })).not.toBeInTheDocument();
    expect(screen.getByText('by hand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrich' })).toBeDisabled();
  });
});
