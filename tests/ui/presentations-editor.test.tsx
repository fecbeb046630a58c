import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { createStore } from 'jotai';
import type { Socket } from 'socket.io-client';
import { PresentationEditorPage } from '../../ui/pages/presentations/PresentationEditorPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildPresentation } from './presentation-factories.js';
import { mockFetch, renderPage } from './render.js';
import { liveSocketAtom } from '../../ui/state/presence.js';
import { fakeSocket } from './fake-socket.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';

function open(id: string, routes: Parameters<typeof mockFetch>[0], store?: ReturnType<typeof createStore>) {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/presentations/:id">
        <PresentationEditorPage />
      </Route>
      <Toaster />
    </>,
    { path: `/presentations/${id}`, store },
  );
  return { ...view, ...fetchMock };
}

const html = '<section style="background:#16A34A"><h1>Deck</h1></section>';
const saved = buildPresentation({ content: { htmlContent: html }, provider: 'SwagScout built-in' });
const empty = buildPresentation({ title: 'Blank deck', content: null });

describe('Presentation editor', () => {
  it('shows the rep’s notes beside the deck, outside the preview', async () => {
    const withNotes = buildPresentation({ content: { htmlContent: html }, provider: 'SwagScout built-in', guidance: { nextSteps: ['Send a booth-giveaway proposal'], pitchNotes: ['Harbor Mug: $4.20 each at 200; supplier Mug Co, item MC-1.'], keywords: [], sources: [] } });
    open(withNotes.id, [{ path: `/api/presentations/${withNotes.id}`, body: { presentation: withNotes } }]);
    const notes = await screen.findByRole('complementary', { name: 'Notes for you' });
    expect(notes).toHaveTextContent('Send a booth-giveaway proposal');
    expect(notes).toHaveTextContent('supplier Mug Co');
    expect(screen.getByTitle(`Preview of ${withNotes.title}`)).toHaveAttribute('srcdoc', html);
  });

  it('shows the deck in a sandboxed preview, edits the HTML and saves it', async () => {
    const after = { ...saved, content: { htmlContent: '<p>Edited</p>' }, updatedAt: '2026-03-04T11:00:00.000Z' };
    const { calls } = open(saved.id, [
      { path: `/api/presentations/${saved.id}`, body: { presentation: saved } },
      { method: 'PATCH', path: `/api/presentations/${saved.id}`, body: { presentation: after } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Q3 Proposal' })).toBeInTheDocument();
    const frame = screen.getByTitle('Preview of Q3 Proposal');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(screen.getByTestId('presentation-provenance')).toHaveTextContent('Written by SwagScout built-in');

    await userEvent.click(screen.getByRole('tab', { name: 'HTML' }));
    const editor = screen.getByRole('textbox', { name: 'HTML' });
    expect(editor).toHaveValue(html);
    await userEvent.clear(editor);
    expect(screen.getByRole('button', { name: 'Save Presentation' })).toBeDisabled();
    await userEvent.type(editor, '<p>Edited</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Presentation' }));
    expect(await screen.findByText('Presentation content saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ htmlContent: '<p>Edited</p>', expectedUpdatedAt: saved.updatedAt });
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTitle('Preview of Q3 Proposal')).toHaveAttribute('srcdoc', '<p>Edited</p>');
  });

  it('shows teammates viewing the deck and who edits; unsaved HTML marks this tab editing until saved', async () => {
    const after = { ...saved, content: { htmlContent: '<p>Mine</p>' }, updatedAt: '2026-03-04T11:00:00.000Z' };
    const socket = fakeSocket();
    const store = createStore();
    store.set(liveSocketAtom, socket as unknown as Socket);
    open(
      saved.id,
      [
        { path: `/api/presentations/${saved.id}`, body: { presentation: saved } },
        { method: 'PATCH', path: `/api/presentations/${saved.id}`, body: { presentation: after } },
      ],
      store,
    );
    await screen.findByRole('heading', { name: 'Q3 Proposal' });
    const subject = { type: 'presentation', id: saved.id };
    expect(socket.emitted).toContainEqual(['presence:view', { ...subject, editing: false }]);
    act(() => applyEvent(envelope('presence.changed', { subject: { type: 'presentation', id: saved.id }, viewers: [{ userId: 'u-cy', fullName: 'Cy Closer', editing: true }] }), store));
    expect(screen.getByRole('group', { name: 'Also viewing: Cy Closer' })).toBeInTheDocument();
    expect(screen.getByText('Cy Closer is editing this presentation')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'HTML' }));
    const editor = screen.getByRole('textbox', { name: 'HTML' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '<p>Mine</p>');
    expect(socket.emitted.filter(([name]) => name === 'presence:editing')).toEqual([['presence:editing', { ...subject, editing: true }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Presentation' }));
    await waitFor(() => expect(socket.emitted.at(-1)).toEqual(['presence:editing', { ...subject, editing: false }]));
  });

  it('refused as stale (a teammate saved first): says so and shows their deck; saving again starts from it', async () => {
    const theirs = { ...saved, content: { htmlContent: '<p>Theirs</p>' }, updatedAt: '2026-03-04T12:00:00.000Z' };
    const message = staleSaveMessage('presentation');
    const patch: Parameters<typeof mockFetch>[0][number] = {
      method: 'PATCH',
      path: `/api/presentations/${saved.id}`,
      status: 409,
      body: staleAnswer('presentation', theirs),
    };
    const { calls } = open(saved.id, [{ path: `/api/presentations/${saved.id}`, body: { presentation: saved } }, patch]);
    await screen.findByRole('heading', { name: 'Q3 Proposal' });
    await userEvent.click(screen.getByRole('tab', { name: 'HTML' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'HTML' }), '<p>Mine</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Presentation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'HTML' })).toHaveValue('<p>Theirs</p>');
    expect(screen.queryByText('Failed to save presentation content')).not.toBeInTheDocument();

    Object.assign(patch, { status: 200, body: { presentation: { ...theirs, content: { htmlContent: '<p>Theirs</p><p>Mine</p>' }, updatedAt: '2026-03-04T12:05:00.000Z' } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'HTML' }), '<p>Mine</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Presentation' }));
    expect(await screen.findByText('Presentation content saved successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => (c.body as { expectedUpdatedAt: string }).expectedUpdatedAt)).toEqual([saved.updatedAt, theirs.updatedAt]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the save failure toast', async () => {
    open(saved.id, [
      { path: `/api/presentations/${saved.id}`, body: { presentation: saved } },
      { method: 'PATCH', path: `/api/presentations/${saved.id}`, status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Presentation' }));
    expect(await screen.findByText('Failed to save presentation content')).toBeInTheDocument();
  });

  it('disables Generate without a prompt, is busy while generating and shows the result that arrives live', async () => {
    const generating = { ...empty, generationStatus: 'generating' as const, updatedAt: '2026-03-04T10:00:01.000Z' };
    const { calls, store } = open(empty.id, [
      { path: `/api/presentations/${empty.id}`, body: { presentation: empty } },
      { method: 'POST', path: `/api/presentations/${empty.id}/generate`, status: 202, body: { presentation: generating } },
    ]);
    expect(await screen.findByText('No content yet. Describe your presentation above and click Generate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Presentation' })).toBeDisabled();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Prompt'), 'Trade show kit for Acme');
    await userEvent.click(generate);
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ prompt: 'Trade show kit for Acme' });

    const done = { ...empty, content: { htmlContent: html }, provider: 'SwagScout built-in', updatedAt: '2026-03-04T10:00:05.000Z' };
    act(() => applyEvent(envelope('presentation.updated', { presentation: done }), store));
    await waitFor(() => expect(screen.getByTitle('Preview of Blank deck')).toHaveAttribute('srcdoc', html));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Presentation' })).toBeEnabled();
  });

  it('says when generation failed', async () => {
    const generating = { ...empty, generationStatus: 'generating' as const };
    const { store } = open(empty.id, [{ path: `/api/presentations/${empty.id}`, body: { presentation: generating } }]);
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    const failed = { ...generating, generationStatus: 'failed' as const, error: 'The AI provider failed (HTTP 503)', updatedAt: '2026-03-04T10:00:09.000Z' };
    act(() => applyEvent(envelope('presentation.updated', { presentation: failed }), store));
    expect(await screen.findByText('Failed to generate presentation content')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The AI provider failed (HTTP 503)');
  });

  it('shows Presentation Not Found for a missing one', async () => {
    open(empty.id, [{ path: `/api/presentations/${empty.id}`, status: 404, body: { error: { code: 'not_found', message: 'Presentation not found' } } }]);
    expect(await screen.findByRole('heading', { name: 'Presentation Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Presentations' })).toHaveAttribute('href', '/presentations');
  });

  it('goes back to the list with the toast when loading fails', async () => {
    const { location } = open(empty.id, [{ path: `/api/presentations/${empty.id}`, status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    expect(await screen.findByText('Failed to load presentation')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/presentations'));
  });
});
