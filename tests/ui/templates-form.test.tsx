import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { createStore } from 'jotai';
import type { MessageTemplate } from '../../contracts/templates.js';
import type { User } from '../../contracts/auth.js';
import { TemplatesTab } from '../../ui/pages/settings/TemplatesTab.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { userAtom } from '../../ui/state/auth.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const user: User = { id: 'u1', email: 'dana@example.com', fullName: 'Dana Cruz', workspaceId: 'w1', role: 'owner', avatarUrl: null };

const intro: MessageTemplate = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Warm intro',
  type: 'email',
  shared: false,
  authorId: 'u1',
  subject: 'Ideas for {company}',
  content: 'Hi {contact}, a few ideas.',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderTab() {
  const store = createStore();
  store.set(userAtom, user);
  return renderPage(
    <>
      <TemplatesTab />
      <Toaster />
    </>,
    { store },
  );
}

// user-event reads `{` as the start of a key name; `{{` types a literal brace.
const braces = (text: string) => text.replace(/\{/g, '{{');

describe('Message Templates tab', () => {
  it('shows the empty library and the spec validation messages without saving', async () => {
    const { calls } = mockFetch([{ path: '/api/templates', body: { templates: [] } }]);
    renderTab();
    expect(await screen.findByText('No saved templates yet')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Message Type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Email', 'LinkedIn Message']);
    expect(screen.getByText(/as placeholders/)).toHaveTextContent('{first_name}, {last_name}, {contact}, {company} and {user}');
    await userEvent.type(screen.getByLabelText('Template Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('fills the placeholders in the live preview with sample values and the user’s name', async () => {
    mockFetch([{ path: '/api/templates', body: { templates: [] } }]);
    renderTab();
    await screen.findByText('No saved templates yet');
    const preview = screen.getByRole('region', { name: 'Template preview' });
    expect(preview).toHaveTextContent('Start writing the subject or content to see a preview.');
    await userEvent.type(screen.getByLabelText('Subject Line'), braces('Branded gear for {company}'));
    await userEvent.type(screen.getByLabelText('Message Content'), `${braces('Hi {contact},')}{Enter}${braces('Best, {user} ({Company} fans)')}`);
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent('Branded gear for Acme Outdoor Co.');
    expect(within(preview).getByTestId('preview-content').textContent).toBe('Hi Jordan Lee,\nBest, Dana Cruz (Acme Outdoor Co. fans)');
    await userEvent.clear(screen.getByLabelText('Message Content'));
    await userEvent.type(screen.getByLabelText('Message Content'), braces('Hi {first_name}, about {Last_Name} at {company}'));
    expect(within(preview).getByTestId('preview-content').textContent).toBe('Hi Jordan, about Lee at Acme Outdoor Co.');
    const legend = screen.getByLabelText('Placeholders');
    expect(within(legend).getAllByRole('term').map((t) => t.textContent)).toEqual(['{first_name}', '{last_name}', '{contact}', '{company}', '{user}']);
    await userEvent.selectOptions(screen.getByLabelText('Message Type'), 'LinkedIn Message');
    expect(screen.getAllByText('LinkedIn Message').length).toBeGreaterThan(1);
  });

  it('saves a template, lists it, and resets the form', async () => {
    const created: MessageTemplate = { ...intro, id: '22222222-2222-4222-8222-222222222222', name: 'Trade show follow-up', type: 'linkedin' };
    const { calls } = mockFetch([
      { path: '/api/templates', body: { templates: [] } },
      { method: 'POST', path: '/api/templates', status: 201, body: { template: created } },
    ]);
    renderTab();
    await screen.findByText('No saved templates yet');
    await userEvent.type(screen.getByLabelText('Template Name'), 'Trade show follow-up');
    await userEvent.selectOptions(screen.getByLabelText('Message Type'), 'linkedin');
    await userEvent.type(screen.getByLabelText('Subject Line'), braces('Ideas for {company}'));
    await userEvent.type(screen.getByLabelText('Message Content'), braces('Hi {contact}, a few ideas.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Template saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Trade show follow-up',
      type: 'linkedin',
      subject: 'Ideas for {company}',
      content: 'Hi {contact}, a few ideas.',
    });
    const list = screen.getByRole('list', { name: 'Saved templates' });
    expect(within(list).getByText('Trade show follow-up')).toBeInTheDocument();
    expect(within(list).getByText('LinkedIn Message')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Template Name')).toHaveValue(''));
  });

  it('says so when saving fails', async () => {
    mockFetch([
      { path: '/api/templates', body: { templates: [] } },
      { method: 'POST', path: '/api/templates', status: 400, body: { error: { code: 'validation_failed', message: 'Subject is required', details: [{ path: 'subject', message: 'Subject is required' }] } } },
    ]);
    renderTab();
    await screen.findByText('No saved templates yet');
    await userEvent.type(screen.getByLabelText('Template Name'), 'X');
    await userEvent.type(screen.getByLabelText('Subject Line'), 'Y');
    await userEvent.type(screen.getByLabelText('Message Content'), 'Z');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(screen.getAllByText('Subject is required')).toHaveLength(2)); // under the field and in the toast
  });

  it('edits a saved template in the form and updates it', async () => {
    const updated = { ...intro, subject: 'Fresh ideas for {company}', updatedAt: '2026-11-02T10:00:00.000Z' };
    const { calls } = mockFetch([
      { path: '/api/templates', body: { templates: [intro] } },
      { method: 'PATCH', path: `/api/templates/${intro.id}`, body: { template: updated } },
    ]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Warm intro' }));
    expect(screen.getByLabelText('Template Name')).toHaveValue('Warm intro');
    expect(screen.getByLabelText('Subject Line')).toHaveValue('Ideas for {company}');
    const subject = screen.getByLabelText('Subject Line');
    await userEvent.clear(subject);
    await userEvent.type(subject, braces('Fresh ideas for {company}'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Template' }));

    expect(await screen.findByText('Template saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ subject: 'Fresh ideas for {company}' });
    expect(await screen.findByRole('button', { name: 'Save Template' })).toBeInTheDocument();
    expect(screen.getByText('Fresh ideas for {company}')).toBeInTheDocument();
  });

  it('deletes a template after confirming', async () => {
    const { calls } = mockFetch([
      { path: '/api/templates', body: { templates: [intro] } },
      { method: 'DELETE', path: `/api/templates/${intro.id}`, status: 204 },
    ]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Warm intro' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“Warm intro” will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved templates yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('applies template events from another tab without a reload', async () => {
    mockFetch([{ path: '/api/templates', body: { templates: [intro] } }]);
    const { store } = renderTab();
    await screen.findByText('Warm intro');
    const other = { ...intro, id: '33333333-3333-4333-8333-333333333333', name: 'Reorder nudge', createdAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-03T10:00:00.000Z' };
    const at = new Date().toISOString();
    act(() => applyEvent({ id: 1, type: 'template.created', at, payload: { template: other } }, store));
    const list = screen.getByRole('list', { name: 'Saved templates' });
    await waitFor(() => expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Reorder nudge', 'Warm intro']));
    act(() => applyEvent({ id: 2, type: 'template.updated', at, payload: { template: { ...intro, name: 'Warmer intro', updatedAt: '2026-11-04T10:00:00.000Z' } } }, store));
    await screen.findByText('Warmer intro');
    act(() => applyEvent({ id: 3, type: 'template.deleted', at, payload: { id: other.id } }, store));
    await waitFor(() => expect(screen.queryByText('Reorder nudge')).not.toBeInTheDocument());
  });
});
