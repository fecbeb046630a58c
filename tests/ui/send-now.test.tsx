// Issue 21: "Send now" in the message composer sends the edited email from the rep's mailbox; its
// status (queued → sent / failed) arrives live as `email.updated`, matched by the message id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import type { ComposeResponse, GeneratedMessage } from '../../contracts/messages.js';
import { MessageGeneratorPage } from '../../ui/pages/messages/MessageGeneratorPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, buildContact, envelope } from './company-factories.js';
import { buildMessage } from './message-factories.js';
import { buildMailbox, buildOutbound, NO_MAILBOX } from './mail-factories.js';
import { mockFetch, renderPage } from './render.js';

beforeEach(() => window.history.replaceState(null, ''));
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  window.history.replaceState(null, '');
});

const company = buildCompany({ name: 'Harbor Health' });
const contact = { ...buildContact(company.id, { firstName: 'Dana', lastName: 'Reyes', email: 'dana@harbor.example' }), company: { id: company.id, name: company.name } };
const compose = (over: Partial<typeof contact> = {}): ComposeResponse => ({
  contact: { ...contact, ...over },
  company: { id: company.id, name: company.name, website: null, industry: null, eventParticipationLikelihood: null, promoOpportunities: null, uniqueCharacteristics: null },
  signals: [],
});

/** Opens the generator for Dana and lets a written message of `kind` arrive. */
async function writtenMessage(routes: Parameters<typeof mockFetch>[0], opts: { kind?: GeneratedMessage['messageType']; contact?: Partial<typeof contact> } = {}) {
  const pending = buildMessage({ status: 'pending', messageType: opts.kind ?? 'email', contactId: contact.id });
  const ready = { ...pending, status: 'ready' as const, subject: opts.kind && opts.kind !== 'email' ? null : 'Kits for Harbor Health', message: 'Hi Dana,\n\nOnboarding kits?', updatedAt: '2026-03-05T10:00:05.000Z' };
  window.history.replaceState({ contactId: contact.id }, '');
  const fetched = mockFetch([
    { path: '/api/templates', body: { templates: [] } },
    { path: `/api/messages/compose?contactId=${contact.id}`, body: compose(opts.contact) },
    { method: 'POST', path: '/api/messages/generate', status: 202, body: { message: pending } },
    ...routes,
  ]);
  const rendered = renderPage(<><MessageGeneratorPage /><Toaster /></>, { path: '/message-generator' });
  if (opts.kind && opts.kind !== 'email') await userEvent.selectOptions(await screen.findByLabelText('Message Type'), opts.kind);
  await userEvent.click(await screen.findByRole('button', { name: 'Generate Message' }));
  await screen.findByText('Request sent');
  act(() => applyEvent(envelope('message.updated', { message: ready }), rendered.store));
  await screen.findByLabelText('Message');
  return { ...fetched, ...rendered, message: ready };
}

describe('Send now', () => {
  it('sends one of the company’s proposals as its client link, with its PDF when asked', async () => {
    const queued = buildOutbound({ contactId: contact.id, status: 'queued' });
    const proposal = { id: 'p-1', title: 'Spring onboarding kits', status: 'draft', companyId: company.id, companyName: company.name, sessionId: null, lineCount: 2, approvedCount: 0, grandTotalCents: 120000, profitCents: 40000, updatedAt: '2026-03-05T10:00:00Z', createdAt: '2026-03-05T10:00:00Z' };
    const elsewhere = { ...proposal, id: 'p-2', title: 'Another client’s proposal', companyId: 'other-company' };
    const deck = { id: 'd-1', title: 'Harbor Health ideas', description: null, generationStatus: 'ready', createdAt: '2026-03-05T10:00:00Z', updatedAt: '2026-03-05T10:00:00Z' };
    const { calls } = await writtenMessage([
      { path: '/api/mailbox', body: { mailbox: buildMailbox() } },
      { path: '/api/proposals', body: { items: [proposal, elsewhere] } },
      { path: '/api/presentations', body: { items: [deck] } },
      { method: 'POST', path: /\/api\/messages\/.+\/send$/, status: 202, body: { email: queued } },
    ]);
    const picker = await screen.findByLabelText('Send with');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['No client link', 'Proposal: Spring onboarding kits', 'Presentation: Harbor Health ideas']);
    await userEvent.selectOptions(picker, 'proposal:p-1');
    await userEvent.click(screen.getByLabelText('Attach the proposal as a PDF'));
    expect(screen.getByText('The email carries a new client link; the earlier link to this proposal stops working.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(calls.find((c) => c.url.endsWith('/send'))?.body).toEqual({ subject: 'Kits for Harbor Health', body: 'Hi Dana,\n\nOnboarding kits?', link: { kind: 'proposal', id: 'p-1', attachPdf: true } });
  });

  it('sends the edited email and shows it queued, then sent, live', async () => {
    const queued = buildOutbound({ contactId: contact.id, status: 'queued' });
    const { calls, store, message } = await writtenMessage([
      { path: '/api/mailbox', body: { mailbox: buildMailbox() } },
      { method: 'POST', path: /\/api\/messages\/.+\/send$/, status: 202, body: { email: { ...queued, messageId: 'set below' } } },
    ]);
    expect(screen.getByText('To dana@harbor.example, from Rita Rep <rita@bright.example>, with your signature.')).toBeInTheDocument();
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Subject'));
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/send'))).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Subject'), 'Kits for your new nurses');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));

    const post = calls.find((c) => c.url.endsWith('/send'));
    expect(post?.url).toBe(`/api/messages/${message.id}/send`);
    expect(post?.body).toEqual({ subject: 'Kits for your new nurses', body: 'Hi Dana,\n\nOnboarding kits?' });
    // The answer above carries another message id: the status is matched by the event's messageId.
    act(() => applyEvent(envelope('email.updated', { email: { ...queued, messageId: message.id } }), store));
    expect(await screen.findByText('Queued: sending to dana@harbor.example…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();

    act(() => applyEvent(envelope('email.updated', { email: { ...queued, messageId: message.id, status: 'sent', sentAt: '2026-03-05T10:02:00' } }), store));
    expect(await screen.findByText(/Sent ✓ to dana@harbor\.example at 10:02 AM/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });

  it('says why it failed and offers to try again; a late "queued" answer does not undo "sent"', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = buildOutbound({ contactId: contact.id });
    const { fn, store, message } = await writtenMessage([
      { path: '/api/mailbox', body: { mailbox: buildMailbox() } },
      { method: 'POST', path: /\/send$/, status: 202, body: { email: first } },
    ]);
    const withMessage = { ...first, messageId: message.id };
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    act(() => applyEvent(envelope('email.updated', { email: { ...withMessage, status: 'failed', error: 'Mailbox full (552)' } }), store));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Mailbox full (552)');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();

    // Again: this time the "sent" event arrives before the send's own answer.
    const second = { ...withMessage, id: '00000000-0000-4000-9000-00000000ffff', status: 'queued' as const, createdAt: '2026-03-05T11:00:00.000Z' };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/send')) {
        await gate;
        return new Response(JSON.stringify({ email: second }), { status: 202, headers: { 'content-type': 'application/json' } });
      }
      return fn(input, init);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => applyEvent(envelope('email.updated', { email: { ...second, status: 'sent', sentAt: '2026-03-05T11:00:03' } }), store));
    await act(async () => release());
    expect(await screen.findByText(/Sent ✓ to dana@harbor\.example/)).toBeInTheDocument();
    expect(screen.queryByText(/Queued/)).not.toBeInTheDocument();
  });

  it('without a mailbox, the button explains and links to Settings → Mailbox', async () => {
    await writtenMessage([
      { path: '/api/mailbox', body: { mailbox: NO_MAILBOX } },
      { path: '/api/settings/sending', body: { settings: { postalAddress: '', timeZone: 'UTC', windowStart: 540, windowEnd: 1020, hasRelay: false, relayFrom: null } } },
    ]);
    const button = await screen.findByRole('button', { name: 'Send now' });
    expect(await screen.findByText(new RegExp(MAIL_MESSAGES.noMailbox))).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(`${MAIL_MESSAGES.noMailbox}. Open Settings → Mailbox`);
    expect(screen.getByRole('link', { name: 'Open Settings → Mailbox' })).toHaveAttribute('href', '/settings?tab=mailbox');
  });

  it('a contact without an email address cannot be sent to', async () => {
    await writtenMessage([{ path: '/api/mailbox', body: { mailbox: buildMailbox() } }], { contact: { email: null } });
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(screen.getByText(MAIL_MESSAGES.noEmail)).toBeInTheDocument();
  });

  it('LinkedIn messages are copied, not sent', async () => {
    await writtenMessage([{ path: '/api/mailbox', body: { mailbox: buildMailbox() } }], { kind: 'connection_request' });
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    expect(screen.getByText('LinkedIn is not automated: copy the message and send it on LinkedIn yourself.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
