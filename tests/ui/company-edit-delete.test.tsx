import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Company } from '../../contracts/companies.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { AddProspectDialog } from '../../ui/pages/companies/AddProspectDialog.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, buildContact, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const PROVIDERS = { research: 'embedded', signals: 'embedded', enrichment: 'SwagScout built-in', contacts: 'embedded' };

function open(company: Company, extra: Parameters<typeof mockFetch>[0] = []) {
  const base = `/api/companies/${company.id}`;
  const fetchMock = mockFetch([
    ...extra,
    { path: base, body: { company, contacts: [buildContact(company.id), buildContact(company.id, { firstName: 'Eli' })], signals: [buildAlert(company)] } },
    { path: `${base}/timeline`, body: { items: [] } },
    { path: '/api/providers', body: PROVIDERS },
  ]);
  const view = renderPage(
    <>
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>
      <Route path="/companies">
        <p>Pipeline list</p>
      </Route>
      <Toaster />
    </>,
    { path: `/companies/${company.id}` },
  );
  return { ...view, ...fetchMock };
}

describe('A company can be edited and deleted', () => {
  it('edits the company from its page and sends only what changed', async () => {
    const company = buildCompany({ name: 'Acme', notes: null });
    const saved = { ...company, name: 'Acme Corp', notes: 'Met at Expo', stage: 'Meeting' as const };
    const { calls } = open(company, [{ method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: saved } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    const name = within(dialog).getByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Corp');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Met at Expo');
    await userEvent.selectOptions(within(dialog).getByLabelText('Stage'), 'Meeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Company' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Acme Corp', notes: 'Met at Expo', stage: 'Meeting', expectedUpdatedAt: company.updatedAt });
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
  });

  it('when a teammate saved first: says so, shows their values, keeps what was typed, and saves again from their version', async () => {
    const company = buildCompany({ name: 'Acme', notes: null, updatedAt: '2026-05-01T09:00:00.000Z' });
    const theirs = { ...company, name: 'Acme Industries', updatedAt: '2026-05-01T09:05:00.000Z' };
    const message = staleSaveMessage('company');
    const { calls } = open(company, [
      { method: 'PATCH', path: `/api/companies/${company.id}`, status: 409, body: staleAnswer('company', theirs) },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Met at Expo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // The page behind the dialog (hidden from the accessibility tree while it is open) shows their values.
    expect(await screen.findByRole('heading', { name: 'Acme Industries', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Met at Expo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => (c.body as { expectedUpdatedAt: string }).expectedUpdatedAt)).toEqual([company.updatedAt, theirs.updatedAt]);
  });

  it('when a teammate changed another field first: shows their value there, keeps the field edited here, and saving again does not revert theirs', async () => {
    const company = buildCompany({ companySize: '1001-5000', location: 'Portland, OR', updatedAt: '2026-05-01T09:00:00.000Z' });
    // Window A changed the size and saved while this window (B) had the dialog open.
    const theirs = { ...company, companySize: '5001-10000', updatedAt: '2026-05-01T09:05:00.000Z' };
    const message = staleSaveMessage('company');
    const patch: Parameters<typeof mockFetch>[0][number] = {
      method: 'PATCH',
      path: `/api/companies/${company.id}`,
      status: 409,
      body: staleAnswer('company', theirs),
    };
    const { calls } = open(company, [patch]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    const location = within(dialog).getByLabelText('Location');
    await userEvent.clear(location);
    await userEvent.type(location, 'Denver, CO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // Their size is shown (not the one the edit began from); the location typed here is kept.
    expect(within(dialog).getByLabelText('Company size')).toHaveValue('5001-10000');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Denver, CO');

    Object.assign(patch, { status: 200, body: { company: { ...theirs, location: 'Denver, CO', headquarters: 'Denver, CO', updatedAt: '2026-05-01T09:10:00.000Z' } } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Company' })).not.toBeInTheDocument());
    const patches = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches).toEqual([
      { location: 'Denver, CO', expectedUpdatedAt: company.updatedAt },
      { location: 'Denver, CO', expectedUpdatedAt: theirs.updatedAt },
    ]);
  });

  it('deletes after confirming, reports what went with it, and returns to the pipeline', async () => {
    const company = buildCompany({ name: 'Acme' });
    const { location } = open(company, [
      { method: 'DELETE', path: `/api/companies/${company.id}`, body: { deleted: { id: company.id, name: 'Acme', contacts: 2, alerts: 1 } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete company' });
    expect(dialog).toHaveTextContent('“Acme” will be deleted with its 1 buyer signal. Its 2 contacts will be kept, without a company.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Acme and its 1 alert; its 2 contacts were kept without a company.')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies'));
  });

  it('leaves the page with a toast when the company is deleted in another tab', async () => {
    const company = buildCompany({ name: 'Gone Co' });
    const { store, location } = open(company);
    await screen.findByRole('heading', { name: 'Gone Co' });
    act(() => applyEvent(envelope('company.deleted', { id: company.id, name: 'Gone Co', removed: { contacts: 0, alerts: 0 } }), store));
    expect(await screen.findByText('Gone Co was deleted in another tab.')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/companies'));
  });
});

describe('Duplicate company warning', () => {
  it('asks before adding a company whose name already exists on another domain, then adds it when confirmed', async () => {
    const message = 'A company named GitLab already exists (gitlab.com). Add anyway?';
    let attempt = 0;
    const fn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      attempt += 1;
      const body = JSON.parse(String(init?.body));
      if (!body.confirmDuplicateName)
        return new Response(JSON.stringify({ error: { code: 'conflict', message, details: [{ path: 'name', message, existing: { id: 'x', name: 'GitLab', domain: 'gitlab.com' } }] } }), { status: 409 });
      return new Response(JSON.stringify({ company: buildCompany({ name: 'Gitlab', domain: 'gitlab.io' }) }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fn);
    renderPage(
      <>
        <AddProspectDialog open onClose={() => undefined} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Company name'), 'Gitlab');
    await userEvent.type(screen.getByLabelText('Domain'), 'gitlab.io');
    await userEvent.click(screen.getByRole('button', { name: 'Add Prospect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(attempt).toBe(2));
    expect(JSON.parse(String(fn.mock.calls[1][1]?.body))).toMatchObject({ name: 'Gitlab', domain: 'gitlab.io', confirmDuplicateName: true });
  });
});
