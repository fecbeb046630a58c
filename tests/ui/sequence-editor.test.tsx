// Issue 21: the sequence editor — steps added, moved and removed with buttons (focus follows the
// moved step), checked before saving, and the server's field messages shown where they belong.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { NewSequencePage } from '../../ui/pages/sequences/SequenceEditorPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildSequence } from './mail-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const AT = '2026-01-01T00:00:00.000Z';
const emailTemplate = { id: '11111111-1111-4111-8111-111111111111', name: 'Warm intro', type: 'email', subject: 'Hi', content: 'Hi {first_name}', createdAt: AT, updatedAt: AT };
const linkedinTemplate = { id: '22222222-2222-4222-8222-222222222222', name: 'Connect note', type: 'linkedin', subject: '', content: 'Hi', createdAt: AT, updatedAt: AT };

const step = (n: number) => screen.getByRole('group', { name: `Step ${n}` });
const kinds = () => screen.getAllByRole('group', { name: /^Step \d+$/ }).map((g) => (within(g).getByLabelText('Kind') as HTMLSelectElement).value);

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  const fetched = mockFetch([{ path: '/api/templates', body: { templates: [emailTemplate, linkedinTemplate] } }, ...routes]);
  return { ...fetched, ...renderPage(<><NewSequencePage /><Toaster /></>, { path: '/sequences/new' }) };
}

describe('Sequence editor', () => {
  it('adds, moves and removes steps from the keyboard, checks them, and creates the sequence', async () => {
    const created = buildSequence({ id: '33333333-3333-4333-8333-333333333333' });
    const { calls, location } = open([{ method: 'POST', path: '/api/sequences', status: 201, body: { sequence: created } }]);
    expect(await screen.findByRole('heading', { name: 'New sequence' })).toBeInTheDocument();
    expect(kinds()).toEqual(['email']);
    expect(within(step(1)).getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    // Email steps write from the rep's email templates only.
    const template = await within(step(1)).findByRole('option', { name: 'Warm intro' });
    expect(within(step(1)).queryByRole('option', { name: 'Connect note' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(step(1)).getByLabelText('Template'), template);

    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(kinds()).toEqual(['email', 'follow_up', 'follow_up']);
    expect(within(step(2)).getByLabelText('Wait (business days)')).toHaveValue('3');
    await userEvent.selectOptions(within(step(3)).getByLabelText('Kind'), 'call');
    expect(within(step(3)).queryByLabelText('Template')).not.toBeInTheDocument();
    await userEvent.type(within(step(3)).getByLabelText('Note'), 'Ask about the booth');

    // Move the call up with the keyboard: focus stays on the moved step's button.
    within(step(3)).getByRole('button', { name: 'Move step 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(kinds()).toEqual(['email', 'call', 'follow_up']);
    expect(document.activeElement).toHaveAccessibleName('Move step 2 up');
    await userEvent.keyboard('{Enter}');
    expect(kinds()).toEqual(['call', 'email', 'follow_up']);
    // Now first, it cannot go up: focus moves to its other button.
    expect(document.activeElement).toHaveAccessibleName('Move step 1 down');

    // Checked before anything is sent.
    await userEvent.clear(within(step(3)).getByLabelText('Wait (business days)'));
    await userEvent.type(within(step(3)).getByLabelText('Wait (business days)'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Create sequence' }));
    expect(screen.getByText('Name the sequence')).toBeInTheDocument();
    expect(within(step(3)).getByLabelText('Wait (business days)')).toHaveAccessibleDescription('After the step before Enter 0 to 60 business days');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Name'), 'Trade show follow-up');
    await userEvent.clear(within(step(3)).getByLabelText('Wait (business days)'));
    await userEvent.type(within(step(3)).getByLabelText('Wait (business days)'), '2');
    // A follow-up cannot come first.
    within(step(1)).getByRole('button', { name: 'Remove step 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(kinds()).toEqual(['email', 'follow_up']);
    expect(document.activeElement).toHaveAccessibleName('Remove step 1');
    await userEvent.click(within(step(2)).getByRole('button', { name: 'Move step 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create sequence' }));
    expect(within(step(1)).getByLabelText('Kind')).toHaveAccessibleDescription('A follow-up needs an email before it');
    await userEvent.click(within(step(1)).getByRole('button', { name: 'Move step 1 down' }));

    await userEvent.click(screen.getByLabelText(/Require my approval before each email/));
    await userEvent.click(screen.getByRole('button', { name: 'Create sequence' }));
    expect(await screen.findByText('Sequence created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Trade show follow-up',
      requireApproval: true,
      steps: [
        { kind: 'email', delayDays: 0, templateId: emailTemplate.id },
        { kind: 'follow_up', delayDays: 2, templateId: null },
      ],
    });
    expect(location.history?.at(-1)).toBe(`/sequences/${created.id}`);
  });

  it('shows the server’s field messages under their step', async () => {
    open([
      {
        method: 'POST',
        path: '/api/sequences',
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid request', details: [{ path: 'steps.1.templateId', message: 'Template not found' }] } },
      },
    ]);
    await userEvent.type(await screen.findByLabelText('Name'), 'Intro');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create sequence' }));
    expect(await within(step(2)).findByText('Template not found')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  });
});
