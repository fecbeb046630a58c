// Settings → Deals (docs/product.md#deals): stage probabilities, lost reasons and the stale rule;
// owners and admins change them, everyone else reads them.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../contracts/roles.js';
import { DEFAULT_DEAL_SETTINGS, type DealSettings } from '../../contracts/deals.js';
import { DealsTab } from '../../ui/pages/settings/DealsTab.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const SETTINGS: DealSettings = { ...DEFAULT_DEAL_SETTINGS, lostReasons: ['Price', 'Timing', 'Other'] };

function open(as: Role, routes: Parameters<typeof mockFetch>[0] = []) {
  const fetchMock = mockFetch([...routes, { path: '/api/settings/deals', body: { settings: SETTINGS } }]);
  const view = renderPage(
    <>
      <DealsTab />
      <Toaster />
    </>,
    { path: '/settings?tab=deals', as },
  );
  return { ...view, ...fetchMock };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Deal Settings' }));
const putOf = (calls: ReturnType<typeof mockFetch>['calls']) => calls.find((c) => c.method === 'PUT')?.body;

describe('Settings → Deals', () => {
  it('shows the settings; checks the form before sending; saves probabilities, reasons and days', async () => {
    const saved: DealSettings = { probabilities: { ...SETTINGS.probabilities, Lead: 15 }, lostReasons: ['Too expensive', 'Other', 'Went silent'], staleDays: 30 };
    const { calls } = open('admin', [{ method: 'PUT', path: '/api/settings/deals', body: { settings: saved } }]);
    const lead = await screen.findByLabelText('Lead (%)');
    expect(lead).toHaveValue('10');
    expect(screen.getByLabelText('Won (%)')).toHaveValue('100');
    expect(screen.getByLabelText('Stale after (days)')).toHaveValue('14');
    expect(screen.getByRole('button', { name: 'Save Deal Settings' })).toBeDisabled();

    // Out of range, empty, a blank reason: refused in the form, nothing sent.
    await userEvent.clear(lead);
    await userEvent.type(lead, '150');
    await userEvent.clear(screen.getByLabelText('Stale after (days)'));
    await userEvent.clear(screen.getByLabelText('Reason 2'));
    await save();
    expect(within(lead.parentElement!).getByRole('alert')).toHaveTextContent('Probability must be between 0 and 100');
    expect(screen.getByText('Days must be a number')).toBeInTheDocument();
    expect(screen.getByText('A reason cannot be empty')).toBeInTheDocument();
    expect(putOf(calls)).toBeUndefined();

    // Fixed: rename one, remove one, add one.
    await userEvent.clear(lead);
    await userEvent.type(lead, '15');
    await userEvent.type(screen.getByLabelText('Stale after (days)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Remove reason 2' }));
    await userEvent.clear(screen.getByLabelText('Reason 1'));
    await userEvent.type(screen.getByLabelText('Reason 1'), 'Too expensive');
    await userEvent.click(screen.getByRole('button', { name: 'Add reason' }));
    await waitFor(() => expect(screen.getByLabelText('Reason 3')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Reason 3'), 'Went silent');
    await save();
    await waitFor(() => expect(putOf(calls)).toEqual(saved));
    expect(await screen.findByText('Deal settings saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Deal Settings' })).toBeDisabled();
  });

  it('refuses the same reason twice, and keeps at least one', async () => {
    const { calls } = open('owner');
    await userEvent.clear(await screen.findByLabelText('Reason 2'));
    await userEvent.type(screen.getByLabelText('Reason 2'), 'price');
    await save();
    expect(screen.getByText('Each reason once')).toBeInTheDocument();
    expect(putOf(calls)).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Remove price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Other' }));
    expect(screen.getByRole('button', { name: 'Remove Price' })).toBeDisabled();
  });

  it('shows the server’s field errors under their fields', async () => {
    const details = [
      { path: 'probabilities.Meeting', message: 'Probability must be a whole percent' },
      { path: 'lostReasons.0', message: 'A reason must be at most 80 characters' },
    ];
    open('admin', [{ method: 'PUT', path: '/api/settings/deals', status: 400, body: { error: { code: 'validation_failed', message: 'Invalid', details } } }]);
    await userEvent.type(await screen.findByLabelText('Stale after (days)'), '0');
    await save();
    expect(await screen.findByText('Probability must be a whole percent')).toBeInTheDocument();
    expect(screen.getByText('A reason must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only for a member, and follows a change made elsewhere', async () => {
    const { store, calls } = open('member');
    const lead = await screen.findByLabelText('Lead (%)');
    expect(lead).toHaveAttribute('readonly');
    expect(screen.getByText('Only owners and admins can change these settings.')).toBeInTheDocument();
    for (const name of ['Save Deal Settings', 'Add reason']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    act(() => applyEvent(envelope('deal.settings.updated', { settings: { ...SETTINGS, probabilities: { ...SETTINGS.probabilities, Lead: 5 } } }), store));
    expect(lead).toHaveValue('5');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says so when the settings cannot be read', async () => {
    mockFetch([]);
    renderPage(<DealsTab />, { as: 'admin' });
    expect(await screen.findByText('Failed to load the deal settings')).toBeInTheDocument();
  });
});
