import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { BRAND_NAME_PATH, BRAND_NAME_REQUIRED_MESSAGE, type ComposeResponse } from '../../contracts/messages.js';
import { MessageGeneratorPage } from '../../ui/pages/messages/MessageGeneratorPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, buildContact, envelope } from './company-factories.js';
import { buildMessage } from './message-factories.js';
import { mockFetch, renderPage } from './render.js';

beforeEach(() => window.history.replaceState(null, ''));
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  window.history.replaceState(null, '');
});

const company = buildCompany({ name: 'Harbor Health' });
const contact = { ...buildContact(company.id, { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'VP Marketing' }), company: { id: company.id, name: company.name } };
const signal = buildAlert(company, { summary: 'Hiring 40 nurses', signalType: 'Hiring Surge' });
const compose: ComposeResponse = {
  contact,
  company: { id: company.id, name: company.name, website: null, industry: 'Healthcare', eventParticipationLikelihood: 'High', promoOpportunities: null, uniqueCharacteristics: null },
  signals: [signal],
};
const template = { id: '11111111-1111-4111-8111-111111111111', name: 'Warm intro', type: 'email', subject: 'Ideas for {company}', content: 'Hi {contact}', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

function open(routes: Parameters<typeof mockFetch>[0], contactId: string | null = contact.id) {
  if (contactId) window.history.replaceState({ contactId }, '');
  const fetchMock = mockFetch([
    { path: '/api/templates', body: { templates: [template] } },
    ...routes,
  ]);
  return { ...renderPage(<><MessageGeneratorPage /><Toaster /></>, { path: '/message-generator' }), ...fetchMock };
}

describe('Message generator', () => {
  it('without a contact says No contact selected and goes to Contacts', async () => {
    const { location } = open([], null);
    expect(screen.getByText('No contact selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Contacts' }));
    expect(location.history?.at(-1)).toBe('/contacts');
  });

  it('generates, fills the result when it arrives live, previews and saves the edits', async () => {
    const pending = buildMessage({ status: 'pending', subject: 'Message in progress', message: 'Your message is being generated. Please check back shortly.', provider: null, contactId: contact.id });
    const ready = { ...pending, status: 'ready' as const, subject: 'Kits for Harbor Health', message: 'Hi Dana,\n\nCongratulations on hiring 40 nurses!', provider: 'SwagScout built-in', updatedAt: '2026-03-05T10:00:05.000Z' };
    const { calls, store } = open([
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
      { method: 'POST', path: '/api/messages/generate', status: 202, body: { message: pending } },
      { method: 'PATCH', path: `/api/messages/${pending.id}`, body: { message: { ...ready, message: 'Edited', updatedAt: '2026-03-05T10:01:00.000Z' } } },
    ]);
    await screen.findByText('How it works');
    expect(screen.getByText(/For Dana Reyes, VP Marketing at Harbor Health/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Compose Message' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message Type')).toHaveValue('email');
    expect(within(screen.getByLabelText('Message Type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Email', 'Connection Request Message', 'Post-Connection Message']);
    await userEvent.selectOptions(screen.getByLabelText('Buying Signal'), signal.id);
    await userEvent.selectOptions(await screen.findByLabelText('Template'), template.id);

    await userEvent.click(screen.getByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ contactId: contact.id, messageType: 'email', buyingSignalId: signal.id, templateId: template.id });
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByText('Your message is being generated. Please check back shortly.')).toBeInTheDocument();

    act(() => applyEvent(envelope('message.updated', { message: ready }), store));
    expect(await screen.findByLabelText('Subject')).toHaveValue('Kits for Harbor Health');
    expect(screen.getByLabelText('Message')).toHaveValue(ready.message);
    expect(screen.getByText('Written by SwagScout built-in.')).toBeInTheDocument(); // the field's help text

    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
    expect(screen.getByText('Message content is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Edited');

    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Message preview' });
    expect(within(preview).getByText('Kits for Harbor Health')).toBeInTheDocument();
    expect(within(preview).getByText('Edited')).toBeInTheDocument();
    expect(within(preview).getByText('To: Dana Reyes, VP Marketing at Harbor Health')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Compose Message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
    expect(await screen.findByText('Your edits are saved in Messages.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ subject: 'Kits for Harbor Health', message: 'Edited' });
  });

  it('shows the rep’s notes beside the message, not in it', async () => {
    const pending = buildMessage({ status: 'pending', provider: null, contactId: contact.id });
    const guidance = { nextSteps: ['Offer onboarding kits for the new nurses'], pitchNotes: ['Quoted Classic Tee: $6.10 each at 100; supplier Acme Supply, item AC-1.'], keywords: ['Quality'], sources: [{ fact: 'Hiring 40 nurses', source: 'SwagScout built-in' }] };
    const ready = { ...pending, status: 'ready' as const, subject: 'Kits', message: 'Hi Dana, the Classic Tee is $6.10 each for 100 pieces.', provider: 'SwagScout built-in', guidance, updatedAt: '2026-03-05T10:00:05.000Z' };
    const { store } = open([
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
      { method: 'POST', path: '/api/messages/generate', status: 202, body: { message: pending } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Message' }));
    act(() => applyEvent(envelope('message.updated', { message: ready }), store));
    const notes = await screen.findByRole('complementary', { name: 'Notes for you' });
    expect(within(notes).getByText('Offer onboarding kits for the new nurses')).toBeInTheDocument();
    expect(within(notes).getByText(/supplier Acme Supply/)).toBeInTheDocument();
    expect(within(notes).getByText('Quality')).toBeInTheDocument();
    expect(within(notes).getByText('Source: SwagScout built-in')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(ready.message);
  });

  it('asks for the company name with a link to Settings → Company when branding has none', async () => {
    const { location } = open([
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
      {
        method: 'POST',
        path: '/api/messages/generate',
        status: 409,
        body: { error: { code: 'conflict', message: BRAND_NAME_REQUIRED_MESSAGE, details: [{ path: BRAND_NAME_PATH, message: BRAND_NAME_REQUIRED_MESSAGE }] } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BRAND_NAME_REQUIRED_MESSAGE);
    await userEvent.click(screen.getByRole('link', { name: 'Open Settings → Company' }));
    expect(location.history?.at(-1)).toBe('/settings?tab=company');
  });

  it('says when generation failed', async () => {
    const pending = buildMessage({ status: 'pending', provider: null });
    const { store } = open([
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
      { method: 'POST', path: '/api/messages/generate', status: 202, body: { message: pending } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Message' }));
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => applyEvent(envelope('message.updated', { message: { ...pending, status: 'failed', error: 'The AI provider failed (HTTP 500)', updatedAt: '2026-03-05T11:00:00.000Z' } }), store));
    expect(await screen.findByText('Failed to generate message content. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Message' })).toBeEnabled();
  });

  it('says when the request could not be processed', async () => {
    open([
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
      { method: 'POST', path: '/api/messages/generate', status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByText('Failed to process your request. Please try again.')).toBeInTheDocument();
  });

  it("refuses a contact without a company with the spec's words", async () => {
    open([{ path: `/api/messages/compose?contactId=${contact.id}`, body: { ...compose, contact: { ...contact, companyId: null, company: null }, company: null, signals: [] } }]);
    expect(await screen.findByText("Cannot generate message: This contact doesn't have an associated company.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Message' })).toBeDisabled();
  });
});
