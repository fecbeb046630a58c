// Issue 21: "Add to sequence" from a company, a contact and an alert (Reach out): the result says
// how many were enrolled and who was skipped and why; the Sequences and Emails cards follow live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SEQUENCE_MESSAGES } from '../../contracts/sequences.js';
import { EmailsCard, SequenceStatusCard } from '../../ui/pages/sequences/OutreachCards.js';
import { AlertActions } from '../../ui/pages/alerts/AlertActions.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, envelope } from './company-factories.js';
import { buildEnrollment, buildOutbound, buildSequence } from './mail-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const company = buildCompany({ name: 'Harbor Health' });
const trade = buildSequence({ name: 'Trade show follow-up' });
const alpha = buildSequence({ name: 'Alpha intro', steps: [{ kind: 'email', delayDays: 0 }] });
const sequences = { sequences: [trade, alpha] };

describe('Add to sequence', () => {
  it('enrols a company’s contacts and reports who was skipped; the cards follow live', async () => {
    const sent = buildOutbound({ companyId: company.id, status: 'sent', subject: 'Kits for Harbor', sentAt: '2026-03-02T10:00:00.000Z' });
    const { calls } = mockFetch([
      { path: `/api/enrollments?companyId=${company.id}`, body: { enrollments: [] } },
      { path: `/api/emails?companyId=${company.id}`, body: { sent: [sent], received: [] } },
      { path: '/api/sequences', body: sequences },
      {
        method: 'POST',
        path: `/api/sequences/${alpha.id}/enrollments`,
        status: 201,
        body: {
          enrolled: 2,
          skipped: [
            { contactId: 'c-lee', name: 'Lee Park', reason: 'no_email' },
            { contactId: 'c-sam', name: 'Sam Ortiz', reason: 'already_enrolled' },
          ],
        },
      },
    ]);
    const about = { companyId: company.id, name: company.name };
    const { store } = renderPage(
      <>
        <SequenceStatusCard about={about} />
        <EmailsCard about={about} />
      </>,
    );
    expect(await screen.findByText('None of its contacts is in a sequence.')).toBeInTheDocument();
    const emails = await screen.findByRole('list', { name: 'Emails' });
    expect(within(emails).getByText('Kits for Harbor')).toBeInTheDocument();
    expect(within(emails).getByText('Sent')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Harbor Health’s contacts to a sequence' });
    const select = await within(dialog).findByLabelText('Sequence');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alpha intro', 'Trade show follow-up']);
    await userEvent.selectOptions(select, alpha.id);
    expect(select).toHaveAccessibleDescription('Email · 1 step, right after enrolment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(await within(dialog).findByText('Enrolled 2 contacts in Alpha intro.')).toBeInTheDocument();
    const skipped = within(dialog).getByRole('list', { name: 'Skipped contacts' });
    expect(within(skipped).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lee ParkNo email address', 'Sam OrtizAlready in a sequence']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ companyId: company.id });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    // The server's events: the new enrolment, and Dana's reply.
    const dana = buildEnrollment(alpha, { contactName: 'Dana Reyes', companyId: company.id, nextStep: 0, stepCount: 1, nextRunAt: '2026-12-01T09:40:00' });
    act(() => applyEvent(envelope('enrollment.updated', { enrollment: dana }), store));
    const enrolments = await screen.findByRole('list', { name: 'Sequence enrolments' });
    expect(within(enrolments).getByText('Dana Reyes')).toBeInTheDocument();
    expect(within(enrolments).getByText('Step 1 of 1 · Tue 1 Dec 9:40')).toBeInTheDocument();
    act(() =>
      applyEvent(
        envelope('email.received', {
          email: { id: 'in-1', kind: 'reply', contactId: dana.contactId, companyId: company.id, fromEmail: 'dana@harbor.example', fromName: 'Dana Reyes', subject: 'Re: Kits for Harbor', text: 'Yes please', receivedAt: '2026-03-03T09:00:00.000Z' },
          summary: 'Dana Reyes replied',
        }),
        store,
      ),
    );
    const items = await within(emails).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Re: Kits for Harbor');
    expect(items[0]).toHaveTextContent('Reply');
  });

  it('says when a mailbox is needed first, with the way to Settings → Mailbox', async () => {
    const contactId = '00000000-0000-4000-8000-0000000000c1';
    mockFetch([
      { path: `/api/enrollments?contactId=${contactId}`, body: { enrollments: [] } },
      { path: '/api/sequences', body: { sequences: [trade] } },
      { method: 'POST', path: `/api/sequences/${trade.id}/enrollments`, status: 400, body: { error: { code: 'validation_failed', message: SEQUENCE_MESSAGES.needsMailbox } } },
    ]);
    renderPage(<SequenceStatusCard about={{ contactId, name: 'Dana Reyes' }} />);
    expect(await screen.findByText('Not in a sequence.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dana Reyes to a sequence' });
    await within(dialog).findByLabelText('Sequence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEQUENCE_MESSAGES.needsMailbox);
    expect(within(dialog).getByRole('link', { name: 'Open Settings → Mailbox' })).toHaveAttribute('href', '/settings?tab=mailbox');
  });

  it('Reach out on an alert enrols its company’s contacts', async () => {
    const alert = buildAlert(company);
    const { calls } = mockFetch([
      { path: '/api/sequences', body: { sequences: [trade] } },
      { method: 'POST', path: `/api/sequences/${trade.id}/enrollments`, status: 201, body: { enrolled: 1, skipped: [] } },
    ]);
    renderPage(<AlertActions alert={alert} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reach out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reach out to Harbor Health' });
    await within(dialog).findByLabelText('Sequence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByText('Enrolled 1 contact in Trade show follow-up.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ alertId: alert.id });
  });
});
