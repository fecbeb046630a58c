// Issue 21: a sequence's contacts (where each is, Pause / Resume / Remove, live) and the
// Sequences page (counts by status, the rep's Approvals).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Route } from 'wouter';
import { SequenceDetailPage } from '../../ui/pages/sequences/SequenceDetailPage.js';
import { SequencesPage } from '../../ui/pages/sequences/SequencesPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildEnrollment, buildOutbound, buildSequence } from './mail-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const sequence = buildSequence();
const dana = buildEnrollment(sequence, { contactName: 'Dana Reyes' });
const lee = buildEnrollment(sequence, { contactName: 'Lee Park', status: 'paused', nextRunAt: null });
const sam = buildEnrollment(sequence, { contactName: 'Sam Ortiz', status: 'stopped', stopReason: 'replied', nextRunAt: null });
const member = { userId: 'u-signed-in', fullName: 'Rita Rep', email: 'rep@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' };

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('A sequence’s contacts', () => {
  it('shows where each contact is, pauses, follows a resume live and removes after asking', async () => {
    const { calls } = mockFetch([
      { path: `/api/sequences/${sequence.id}`, body: { sequence, enrollments: [dana, lee, sam] } },
      { path: '/api/workspace/members', body: { members: [member] } },
      { path: '/api/templates', body: { templates: [] } },
      { method: 'POST', path: `/api/enrollments/${dana.id}/pause`, body: { enrollment: { ...dana, status: 'paused' } } },
      { method: 'DELETE', path: `/api/enrollments/${dana.id}`, body: { enrollment: { ...dana, status: 'stopped', stopReason: 'removed', nextRunAt: null } } },
    ]);
    const { store } = renderPage(
      <>
        <Route path="/sequences/:id" component={SequenceDetailPage} />
        <Toaster />
      </>,
      { path: `/sequences/${sequence.id}` },
    );
    expect(await screen.findByRole('heading', { name: 'Trade show follow-up' })).toBeInTheDocument();
    expect(screen.getByText('Email → Follow-up → Call · 3 steps over 5 business days')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Enrolments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Contact', 'Company', 'Status', 'Next step', 'Owner', 'Actions']);
    expect(within(row('Dana Reyes')).getByText('Step 2 of 3 · Tue 1 Dec 9:40')).toBeInTheDocument();
    expect(await within(row('Dana Reyes')).findByText('Rita Rep')).toBeInTheDocument();
    expect(within(row('Lee Park')).getByText('Paused')).toBeInTheDocument();
    expect(within(row('Sam Ortiz')).getByText('Replied')).toBeInTheDocument();
    expect(within(row('Sam Ortiz')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contacts by status')).toHaveTextContent('1 active1 paused0 finished1 stopped');

    await userEvent.click(within(row('Dana Reyes')).getByRole('button', { name: 'Pause' }));
    expect(await within(row('Dana Reyes')).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(row('Dana Reyes')).getByText('Step 2 of 3 · paused')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/enrollments/${dana.id}/pause`)).toBe(true);

    // Resumed in another tab.
    act(() => applyEvent(envelope('enrollment.updated', { enrollment: { ...lee, status: 'active', nextRunAt: '2026-12-02T10:00:00' } }), store));
    expect(await within(row('Lee Park')).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(row('Lee Park')).getByText('Step 2 of 3 · Wed 2 Dec 10:00')).toBeInTheDocument();

    await userEvent.click(within(row('Dana Reyes')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dana Reyes from the sequence?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dana Reyes was taken out of Trade show follow-up')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/enrollments/${dana.id}`)).toBe(true);
    await waitFor(() => expect(within(row('Dana Reyes')).getByText('Removed by a rep')).toBeInTheDocument());
    expect(within(row('Dana Reyes')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contacts by status')).toHaveTextContent('1 active0 paused0 finished2 stopped');
  });

  it('says so when the sequence does not exist', async () => {
    mockFetch([{ path: /\/api\/sequences\//, status: 404, body: { error: { code: 'not_found', message: 'Sequence not found' } } }]);
    renderPage(<Route path="/sequences/:id" component={SequenceDetailPage} />, { path: '/sequences/00000000-0000-4000-8000-000000000099' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sequence not found. It may have been deleted.');
  });
});

describe('The Sequences page', () => {
  it('lists the sequences with their counts and lets the rep review, edit and approve waiting emails', async () => {
    const waiting = buildOutbound({ status: 'awaiting_approval', stepIndex: 0, subject: 'Booth ideas for Harbor', body: 'Hi Dana, booth ideas?' });
    const failed = buildOutbound({ status: 'failed', subject: 'Kits', error: 'Mailbox unavailable (550)', toName: 'Lee Park', toEmail: 'lee@x.example' });
    const { calls } = mockFetch([
      { path: '/api/sequences', body: { sequences: [sequence, buildSequence({ name: 'Alpha intro', steps: [{ kind: 'email', delayDays: 0 }], counts: { active: 0, paused: 0, finished: 4, stopped: 0 } })] } },
      { path: '/api/emails/outbox', body: { emails: [waiting, failed] } },
      { method: 'POST', path: `/api/emails/${waiting.id}/approve`, body: { email: { ...waiting, status: 'queued', subject: 'Booth ideas for Harbor Health' } } },
    ]);
    renderPage(<><SequencesPage /><Toaster /></>, { path: '/sequences' });
    const table = await screen.findByRole('table', { name: 'Sequences' });
    const names = within(table).getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual(['Alpha intro', 'Trade show follow-up']);
    const counts = within(row('Trade show follow-up')).getByRole('list', { name: 'Contacts in Trade show follow-up' });
    expect(within(counts).getAllByRole('listitem').map((c) => c.textContent)).toEqual(['2 active', '1 paused', '0 finished', '1 stopped']);
    expect(screen.getByRole('link', { name: 'New sequence' })).toHaveAttribute('href', '/sequences/new');

    expect(await screen.findByText('1 email waiting for you')).toBeInTheDocument();
    const failedList = screen.getByRole('region', { name: 'Failed emails' });
    expect(within(failedList).getByText('Mailbox unavailable (550)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Review/ }));
    const subject = screen.getByLabelText('Subject');
    await userEvent.type(subject, ' Health');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({ subject: 'Booth ideas for Harbor Health' });
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(screen.getByText('1 email queued to send.')).toBeInTheDocument();
  });

  it('shows what a sequence is when there is none yet', async () => {
    mockFetch([
      { path: '/api/sequences', body: { sequences: [] } },
      { path: '/api/emails/outbox', body: { emails: [] } },
    ]);
    renderPage(<SequencesPage />, { path: '/sequences' });
    expect(await screen.findByRole('heading', { name: 'No sequences yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New sequence' })).toHaveLength(2);
  });
});
