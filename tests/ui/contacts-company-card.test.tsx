import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, buildContact, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const PROVIDERS = { research: 'embedded', signals: 'embedded', enrichment: 'SwagScout directory', contacts: 'embedded' };

describe("Company page's Key Contacts card and contact events", () => {
  it('adds, updates, moves away and removes contacts live, and links each to its page', async () => {
    const company = buildCompany();
    const dana = buildContact(company.id);
    mockFetch([
      { path: `/api/companies/${company.id}`, body: { company, contacts: [dana], signals: [] } },
      { path: `/api/companies/${company.id}/timeline`, body: { items: [] } },
      { path: '/api/providers', body: PROVIDERS },
    ]);
    const { store } = renderPage(
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>,
      { path: `/companies/${company.id}` },
    );
    const list = await screen.findByRole('list', { name: 'Key contacts' });
    expect(within(list).getByRole('link', { name: 'Dana Okafor' })).toHaveAttribute('href', `/contacts/${dana.id}`);
    expect(screen.getByRole('link', { name: 'Add Contact' })).toHaveAttribute('href', `/contacts/new?companyId=${company.id}`);
    const names = () => within(screen.getByRole('list', { name: 'Key contacts' })).getAllByRole('listitem').map((li) => li.querySelector('a')?.textContent);

    const ann = buildContact(company.id, { firstName: 'Ann', lastName: 'Lee', category: null, source: null });
    act(() => applyEvent(envelope('contact.created', { contact: ann }), store));
    expect(names()).toEqual(['Ann Lee', 'Dana Okafor']);

    // A contact of another company does not show here.
    const other = buildContact('00000000-0000-4000-8000-0000000000aa', { firstName: 'Zed', lastName: 'Else' });
    act(() => applyEvent(envelope('contact.created', { contact: other }), store));
    expect(names()).toEqual(['Ann Lee', 'Dana Okafor']);

    act(() => applyEvent(envelope('contact.updated', { contact: { ...ann, jobTitle: 'Chief of Staff', updatedAt: '2026-03-05T00:00:00.000Z' }, previousCompanyId: company.id }), store));
    expect(screen.getByText('Chief of Staff')).toBeInTheDocument();

    const moved = { ...dana, companyId: other.companyId, company: other.company, updatedAt: '2026-03-05T00:00:00.000Z' };
    act(() => applyEvent(envelope('contact.updated', { contact: moved, previousCompanyId: company.id }), store));
    expect(names()).toEqual(['Ann Lee']);

    act(() => applyEvent(envelope('contact.deleted', { id: ann.id, companyId: company.id }), store));
    expect(screen.queryByRole('list', { name: 'Key contacts' })).not.toBeInTheDocument();
  });
});
