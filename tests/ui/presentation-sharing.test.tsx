import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { toast } from 'sonner';
import type { PresentationSharing, PublicPresentation } from '../../contracts/presentation-sharing.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { PresentationSharingCard } from '../../ui/pages/presentations/PresentationSharingCard.js';
import { PublicPresentationPage } from '../../ui/pages/public/PublicPresentationPage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const deckId = '2a4c6e80-1b3d-4f5a-8c7e-9d0f1a2b3c4d';
const deck: PublicPresentation = {
  title: 'Acme Kickoff Deck',
  description: 'For the March launch',
  html: '<section><h1>Welcome, Acme</h1></section>',
  branding: { companyName: 'Bright Promo Co', logoVersion: null, primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' },
  rep: { name: 'Sam Seller', email: 'sam@bright.example' },
  comments: [],
  updatedAt: '2026-03-05T14:30:00.000Z',
};

describe('A shared presentation, for the client', () => {
  it('shows the deck read-only in a sandboxed frame, asks who is commenting once, and sends no cookie', async () => {
    localStorage.clear();
    const commented: PublicPresentation = { ...deck, comments: [{ id: 'c1', actorName: 'Dana Buyer', text: 'Can we see navy?', at: '2026-03-05T15:00:00.000Z' }] };
    const { fn, calls } = mockFetch([
      { path: '/api/public/presentations/tok', body: { presentation: deck } },
      { method: 'POST', path: '/api/public/presentations/tok/comments', status: 201, body: { presentation: commented } },
    ]);
    renderPage(
      <>
        <Route path="/deck/:token" component={PublicPresentationPage} />
        <Toaster />
      </>,
      { path: '/deck/tok' },
    );
    expect(await screen.findByRole('heading', { name: 'Acme Kickoff Deck', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Bright Promo Co')).toBeInTheDocument();
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    const frame = screen.getByTitle('Preview of Acme Kickoff Deck');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Welcome, Acme');
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Comment on the presentation'), 'Can we see navy?');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is responding?' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Dana Buyer');
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'dana@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Can we see navy?', name: 'Dana Buyer', email: 'dana@acme.example' }));
    expect(within(await screen.findByRole('list', { name: 'Comments' })).getByText('Can we see navy?')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment on the presentation')).toHaveValue('');
    for (const [, init] of fn.mock.calls) expect(init?.credentials).toBe('omit');
  });

  it('says when the link is closed', async () => {
    mockFetch([{ path: '/api/public/presentations/gone', status: 404, body: { error: { code: 'not_found', message: 'closed' } } }]);
    renderPage(<Route path="/deck/:token" component={PublicPresentationPage} />, { path: '/deck/gone' });
    expect(await screen.findByRole('heading', { name: 'Link unavailable' })).toBeInTheDocument();
  });
});

describe('A presentation’s client link, for the seller', () => {
  const none: PresentationSharing = { presentationId: deckId, share: { active: false, createdAt: null, expiresAt: null }, comments: [] };

  it('makes a link, and shows each client comment as it arrives, with a toast', async () => {
    const { calls } = mockFetch([
      { path: `/api/presentations/${deckId}/sharing`, body: { sharing: none } },
      { method: 'POST', path: `/api/presentations/${deckId}/share`, status: 201, body: { url: 'http://localhost:3000/deck/abc', token: 'abc', expiresAt: null } },
    ]);
    const { store } = renderPage(
      <>
        <PresentationSharingCard presentationId={deckId} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('No client comments yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Share with client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByDisplayValue('http://localhost:3000/deck/abc')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ expiresInDays: 30 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const shared: PresentationSharing = { ...none, share: { active: true, createdAt: '2026-03-05T14:30:00.000Z', expiresAt: null } };
    act(() => applyEvent(envelope('presentation.sharing.updated', { sharing: { presentationId: shared.presentationId, share: shared.share } }), store));
    expect(screen.getByText(/A link is active/)).toBeInTheDocument();

    // The event carries the new comment without the client's email: it is added to the list as it is.
    const comment = { id: 'c1', actorName: 'Dana Buyer', text: 'Can we see navy?', at: '2026-03-05T15:00:00.000Z' };
    act(() => applyEvent(envelope('presentation.client_comment', { sharing: { presentationId: shared.presentationId, share: shared.share }, comment, summary: 'Dana Buyer commented on Acme Kickoff Deck' }), store));
    expect(await screen.findByText('Dana Buyer commented on Acme Kickoff Deck')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Client comments' });
    expect(within(list).getByText('Can we see navy?')).toBeInTheDocument();
    expect(within(list).getByText('Dana Buyer')).toBeInTheDocument();
    expect(within(list).queryByText(/dana@acme\.example/)).not.toBeInTheDocument();
  });
});
