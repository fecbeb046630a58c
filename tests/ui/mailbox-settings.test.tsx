// Issue 21: Settings → Mailbox (the rep's own SMTP/IMAP, checked by the server before saving) and
// Settings → Sending (the workspace's rules), and the app frame's failing-mailbox banner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import { MailboxTab } from '../../ui/pages/settings/MailboxTab.js';
import { SendingTab } from '../../ui/pages/settings/SendingTab.js';
import { MailboxBanner } from '../../ui/components/MailboxBanner.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { mailboxAtom } from '../../ui/state/mailbox.js';
import { envelope } from './company-factories.js';
import { buildMailbox, NO_MAILBOX } from './mail-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** Holds the PUT /api/mailbox answer until `release`, as a real login check takes seconds. */
function holdSave(fetchFn: typeof fetch) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/mailbox' && init?.method === 'PUT') await gate;
    return fetchFn(input, init);
  });
  return () => act(() => release());
}

const field = (label: string) => screen.getByLabelText(label);

describe('Settings → Mailbox', () => {
  it('fills the servers from a preset, checks the mailbox while saving and shows the server’s refusal', async () => {
    const refusal = { error: { code: 'validation_failed', message: MAIL_MESSAGES.smtpAuth, details: [{ path: 'smtpPassword', message: MAIL_MESSAGES.smtpAuth }] } };
    const { fn, calls } = mockFetch([
      { path: '/api/mailbox', body: { mailbox: NO_MAILBOX } },
      { method: 'PUT', path: '/api/mailbox', status: 400, body: refusal },
    ]);
    const release = holdSave(fn as unknown as typeof fetch);
    renderPage(<><MailboxTab /><Toaster /></>);
    expect(await screen.findByRole('button', { name: 'Connect mailbox' })).toBeInTheDocument();
    expect(screen.getByText('Use an app password. Signing in with Google or Microsoft (OAuth) is coming later.')).toBeInTheDocument();

    await userEvent.type(field('From name'), 'Rita Rep');
    await userEvent.type(field('From address'), 'rita@bright.example');
    await userEvent.click(screen.getByRole('button', { name: 'Microsoft 365' }));
    expect(field('SMTP host')).toHaveValue('smtp.office365.com');
    expect(field('SMTP port')).toHaveValue('587');
    expect(screen.getAllByLabelText('Security')[0]).toHaveValue('starttls');
    expect(field('IMAP host')).toHaveValue('outlook.office365.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    expect(screen.getByRole('button', { name: 'Gmail' })).toHaveAttribute('aria-pressed', 'true');
    expect(field('SMTP host')).toHaveValue('smtp.gmail.com');
    expect(field('SMTP port')).toHaveValue('465');
    expect(screen.getAllByLabelText('Security')[0]).toHaveValue('tls');
    expect(field('IMAP host')).toHaveValue('imap.gmail.com');
    expect(field('IMAP port')).toHaveValue('993');
    // With Gmail the user name is the address.
    expect(field('SMTP user')).toHaveValue('rita@bright.example');
    // STARTTLS moves a usual port along.
    await userEvent.selectOptions(screen.getAllByLabelText('Security')[0], 'starttls');
    expect(field('SMTP port')).toHaveValue('587');
    await userEvent.selectOptions(screen.getAllByLabelText('Security')[0], 'tls');

    // Passwords are needed before anything is sent to the server.
    await userEvent.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect(await screen.findAllByText(MAIL_MESSAGES.passwordNeeded)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.type(field('SMTP app password'), 'abcd efgh ijkl mnop');
    await userEvent.type(field('IMAP app password'), 'abcd efgh ijkl mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect(await screen.findByRole('button', { name: 'Checking your mailbox…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your mailbox…');
    release();
    const banner = await screen.findByText(`Not saved: ${MAIL_MESSAGES.smtpAuth}`);
    expect(banner).toHaveAttribute('role', 'alert');
    // …and under the field it is about.
    expect(field('SMTP app password')).toHaveAccessibleDescription(MAIL_MESSAGES.smtpAuth);
    expect(screen.getByRole('button', { name: 'Connect mailbox' })).toBeEnabled();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      fromName: 'Rita Rep',
      fromEmail: 'rita@bright.example',
      smtpHost: 'smtp.gmail.com',
      smtpPort: 465,
      smtpSecurity: 'tls',
      smtpUser: 'rita@bright.example',
      smtpPassword: 'abcd efgh ijkl mnop',
      imapHost: 'imap.gmail.com',
      imapPort: 993,
      imapSecurity: 'tls',
      imapUser: 'rita@bright.example',
      imapPassword: 'abcd efgh ijkl mnop',
      signature: '',
      dailyCap: 200,
    });
  });

  it('keeps saved passwords write-only, shows the status live and disconnects after asking', async () => {
    const mailbox = buildMailbox();
    const { calls } = mockFetch([
      { path: '/api/mailbox', body: { mailbox } },
      { method: 'PUT', path: '/api/mailbox', body: { mailbox: { ...mailbox, dailyCap: 150 } } },
      { method: 'DELETE', path: '/api/mailbox', body: { ok: true } },
    ]);
    const { store } = renderPage(<><MailboxTab /><Toaster /></>);
    expect(await screen.findByText('Connected ✓')).toBeInTheDocument();
    expect(screen.getByText('12 of 200')).toBeInTheDocument();
    expect(field('SMTP app password')).toHaveValue('');
    expect(field('SMTP app password')).toHaveAccessibleDescription('Saved — enter a new one to change it');
    expect(field('IMAP app password')).toHaveAccessibleDescription('Saved — enter a new one to change it');

    await userEvent.clear(field('Daily sending cap'));
    await userEvent.type(field('Daily sending cap'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save and check' }));
    expect(await screen.findByText('Mailbox saved: both logins work')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ dailyCap: 150, smtpHost: 'smtp.gmail.com' });
    // Left empty: the stored passwords are kept.
    expect(saved).not.toHaveProperty('smtpPassword');
    expect(saved).not.toHaveProperty('imapPassword');

    act(() => applyEvent(envelope('mailbox.updated', { mailbox: { ...mailbox, status: 'failing', statusMessage: MAIL_MESSAGES.smtpAuth } }), store));
    const failing = await screen.findByRole('alert');
    expect(failing).toHaveTextContent('Failing');
    expect(failing).toHaveTextContent(MAIL_MESSAGES.smtpAuth);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect your mailbox?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Mailbox disconnected')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/mailbox')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect mailbox' })).toBeInTheDocument());
    expect(screen.queryByText('Connected ✓')).not.toBeInTheDocument();
  });

  it('the app frame warns while the mailbox is failing, live', async () => {
    mockFetch([{ path: '/api/mailbox', body: { mailbox: buildMailbox() } }]);
    const { store } = renderPage(<MailboxBanner />);
    await waitFor(() => expect(store.get(mailboxAtom)).toBeTruthy());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => applyEvent(envelope('mailbox.updated', { mailbox: buildMailbox({ status: 'failing', statusMessage: 'Refused' }) }), store));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.failing);
    expect(screen.getByRole('link', { name: 'Open Settings → Mailbox' })).toHaveAttribute('href', '/settings?tab=mailbox');
    act(() => applyEvent(envelope('mailbox.updated', { mailbox: buildMailbox() }), store));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Settings → Sending', () => {
  const settings = { postalAddress: '', timeZone: 'UTC', windowStart: 540, windowEnd: 1020, hasRelay: true, relayFrom: 'outreach@bright.example' };

  it('an owner saves the postal address, time zone and hours; the relay stays write-only', async () => {
    const { calls } = mockFetch([
      { path: '/api/settings/sending', body: { settings } },
      { method: 'PUT', path: '/api/settings/sending', body: { settings: { ...settings, postalAddress: '1 Main St', timeZone: 'America/Chicago' } } },
    ]);
    renderPage(<><SendingTab /><Toaster /></>, { as: 'owner' });
    expect(await screen.findByText('No postal address yet: contacts cannot be enrolled in sequences that email, and sequence emails already queued wait until one is saved.')).toBeInTheDocument();
    expect(field('Postal address')).toHaveAccessibleDescription(/CAN-SPAM/);
    expect(field('Relay URL')).toHaveAccessibleDescription('Saved — enter a new one to change it');
    await userEvent.type(field('Postal address'), '1 Main St');
    await userEvent.selectOptions(field('Time zone'), 'America/Chicago');
    await userEvent.selectOptions(field('To'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save Sending Settings' }));
    expect(await screen.findByText('The sending window must end after it starts')).toBeInTheDocument();
    await userEvent.selectOptions(field('To'), '1080');
    await userEvent.click(screen.getByRole('button', { name: 'Save Sending Settings' }));
    expect(await screen.findByText('Sending settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      postalAddress: '1 Main St',
      timeZone: 'America/Chicago',
      windowStart: 540,
      windowEnd: 1080,
      relayFrom: 'outreach@bright.example',
    });
  });

  it('is read-only for a member', async () => {
    mockFetch([{ path: '/api/settings/sending', body: { settings: { ...settings, postalAddress: '1 Main St' } } }]);
    renderPage(<SendingTab />, { as: 'member' });
    expect(await screen.findByText('Only owners and admins can change these settings.')).toBeInTheDocument();
    expect(field('Postal address')).toHaveAttribute('readonly');
    expect(field('Time zone')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Sending Settings' })).not.toBeInTheDocument();
  });
});
