// docs/product.md#orders: Settings → Orders — commission, invoice terms and PO terms; owners and
// admins change them, everyone else reads them; live from other tabs.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORDER_SETTINGS } from '../../contracts/invoices.js';
import type { Role } from '../../contracts/roles.js';
import { SettingsPage } from '../../ui/pages/settings/SettingsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const read = { path: '/api/settings/orders', body: { settings: DEFAULT_ORDER_SETTINGS } };
const branding = { path: '/api/branding', body: { branding: null } };

function openTab(as: Role = 'owner') {
  return renderPage(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { path: '/settings?tab=orders', as },
  );
}

describe('Settings → Orders', () => {
  it('shows the settings, saves changed ones, and follows a change made in another tab', async () => {
    const saved = { commissionPct: 12.5, invoiceDueDays: 45, poTerms: 'Net 45.' };
    const { calls } = mockFetch([read, branding, { method: 'PUT', path: '/api/settings/orders', body: { settings: saved } }]);
    const { store } = openTab();
    const commission = await screen.findByLabelText('Commission (%)');
    expect(commission).toHaveValue('10');
    expect(screen.getByLabelText('Invoices due after (days)')).toHaveValue('30');
    expect(screen.getByLabelText('Purchase order terms')).toHaveValue(DEFAULT_ORDER_SETTINGS.poTerms);
    expect(screen.getByRole('button', { name: 'Save Order Settings' })).toBeDisabled();

    await userEvent.clear(commission);
    await userEvent.type(commission, '12.5');
    await userEvent.clear(screen.getByLabelText('Invoices due after (days)'));
    await userEvent.type(screen.getByLabelText('Invoices due after (days)'), '45');
    await userEvent.clear(screen.getByLabelText('Purchase order terms'));
    await userEvent.type(screen.getByLabelText('Purchase order terms'), 'Net 45.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(saved));
    expect(await screen.findByText('Order settings saved')).toBeInTheDocument();
    expect(commission).toHaveValue('12.5');

    act(() => applyEvent(envelope('order_settings.updated', { settings: { ...saved, commissionPct: 15 } }), store));
    expect(commission).toHaveValue('15');
  });

  it('says what is wrong before asking the server, and shows the server’s field message', async () => {
    const { calls } = mockFetch([
      read,
      branding,
      { method: 'PUT', path: '/api/settings/orders', status: 400, body: { error: { code: 'validation_failed', message: 'Commission is at most 100%', details: [{ path: 'commissionPct', message: 'Commission is at most 100%' }] } } },
    ]);
    openTab('admin');
    const commission = await screen.findByLabelText('Commission (%)');
    await userEvent.clear(commission);
    await userEvent.type(commission, 'lots');
    await userEvent.clear(screen.getByLabelText('Invoices due after (days)'));
    await userEvent.type(screen.getByLabelText('Invoices due after (days)'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    expect(await screen.findByText('Commission must be a number')).toBeInTheDocument();
    expect(screen.getByText('Invoices are due after a whole number of days, from 0 to 365')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(commission);
    await userEvent.type(commission, '20');
    await userEvent.clear(screen.getByLabelText('Invoices due after (days)'));
    await userEvent.type(screen.getByLabelText('Invoices due after (days)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    expect(await screen.findByText('Commission is at most 100%')).toBeInTheDocument();
  });

  it('is read-only for a member', async () => {
    mockFetch([read, branding]);
    openTab('member');
    const commission = await screen.findByLabelText('Commission (%)');
    expect(commission).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Invoices due after (days)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Purchase order terms')).toHaveAttribute('readonly');
    expect(screen.getByText('Only owners and admins can change the order settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Order Settings' })).not.toBeInTheDocument();
  });
});
