// docs/product.md#deals: a client approved a whole proposal of an open deal — its owner, and only
// its owner, is offered "Mark as won" in a toast; the deal never moves by itself.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { EventPayload } from '../../contracts/events.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { companyRecords } from '../../ui/state/companies.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

// A press on a toast captures the pointer (sonner's swipe to dismiss); jsdom has no pointer capture.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
});

const ME = 'u-signed-in';
const company = buildCompany({ name: 'Acme', stage: 'Proposal', ownerId: ME, updatedAt: '2026-05-01T09:00:00.000Z' });
const offer = (over: Partial<EventPayload<'deal.won_offered'>> = {}): EventPayload<'deal.won_offered'> => ({
  companyId: company.id,
  companyName: 'Acme',
  ownerId: ME,
  proposalId: 'p-1',
  proposalTitle: 'Spring kit',
  amountCents: 215_000,
  ...over,
});
const TEXT = 'Acme approved “Spring kit” ($2,150.00)';

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/companies/:id">
        <p>Company page</p>
      </Route>
      <Toaster />
    </>,
    { path: '/dashboard' },
  );
  return { ...view, ...fetchMock };
}

describe('The won offer', () => {
  it('shows the owner a toast with the company and amount; Mark as won sends stage Won with the version held', async () => {
    const won = { ...company, stage: 'Won' as const, updatedAt: '2026-05-01T09:10:00.000Z' };
    const { store, calls } = open([{ method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: won } }]);
    companyRecords.upsert(store, company);
    act(() => applyEvent(envelope('deal.won_offered', offer()), store));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    // Nothing moves by itself.
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open Acme' })).toHaveAttribute('href', `/companies/${company.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as won' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'Won', expectedUpdatedAt: company.updatedAt }));
    expect(await screen.findByText('Acme moved to Won.')).toBeInTheDocument();
    expect(companyRecords.get(store, company.id)?.stage).toBe('Won');
  });

  it('reads the company first when this tab does not hold it', async () => {
    const { store, calls } = open([
      { method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: { ...company, stage: 'Won', updatedAt: '2026-05-01T09:10:00.000Z' } } },
      { path: `/api/companies/${company.id}`, body: { company, contacts: [], signals: [] } },
    ]);
    act(() => applyEvent(envelope('deal.won_offered', offer()), store));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as won' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'Won', expectedUpdatedAt: company.updatedAt }));
  });

  it('is for the owner only: nobody else, and nobody when the deal has no owner', async () => {
    const { store } = open();
    act(() => {
      applyEvent(envelope('deal.won_offered', offer({ ownerId: 'someone-else' })), store);
      applyEvent(envelope('deal.won_offered', offer({ ownerId: null, proposalId: 'p-2' })), store);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as won' })).not.toBeInTheDocument();
  });

  it('the link opens the company', async () => {
    const { store, location } = open();
    act(() => applyEvent(envelope('deal.won_offered', offer()), store));
    await userEvent.click(await screen.findByRole('link', { name: 'Open Acme' }));
    expect(location.history?.at(-1)).toBe(`/companies/${company.id}`);
  });
});
