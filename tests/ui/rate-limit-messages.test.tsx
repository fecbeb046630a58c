import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { ChatPage } from '../../ui/pages/chat/ChatPage.js';
import { PresentationEditorPage } from '../../ui/pages/presentations/PresentationEditorPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildCompany } from './company-factories.js';
import { buildSession } from './chat-factories.js';
import { buildPresentation } from './presentation-factories.js';
import { mockFetch, renderPage } from './render.js';

const limited = (what: string) => ({
  status: 429,
  body: { error: { code: 'rate_limited', message: `You have reached the limit of 2 ${what} per minute. Please try again in 42 seconds.` } },
});

describe('issue 12 item 13: the 429 message reaches the user', () => {
  it('chat: a refused question shows the limit and when to retry', async () => {
    const acme = buildCompany({ name: 'Acme Robotics' });
    const session = buildSession({ companyId: acme.id });
    mockFetch([
      { path: '/api/chat/sessions', body: { items: [session] } },
      { path: '/api/companies?limit=20', body: { items: [acme], nextCursor: null } },
      { path: `/api/chat/sessions/${session.id}`, body: { session, messages: [] } },
      { method: 'POST', path: `/api/chat/sessions/${session.id}/messages`, ...limited('chat questions') },
    ]);
    renderPage(<><ChatPage /><Toaster /></>, { path: `/chat/${session.id}` });
    await userEvent.type(await screen.findByPlaceholderText('Ask about promotional products...'), 'mugs?{Enter}');
    expect(await screen.findByText('You have reached the limit of 2 chat questions per minute. Please try again in 42 seconds.')).toBeInTheDocument();
  });

  it('presentation: a refused generation shows the limit and when to retry', async () => {
    const deck = buildPresentation({ title: 'Blank deck', content: null });
    mockFetch([
      { path: `/api/presentations/${deck.id}`, body: { presentation: deck } },
      { method: 'POST', path: `/api/presentations/${deck.id}/generate`, ...limited('generations') },
    ]);
    renderPage(
      <>
        <Route path="/presentations/:id">
          <PresentationEditorPage />
        </Route>
        <Toaster />
      </>,
      { path: `/presentations/${deck.id}` },
    );
    await userEvent.type(await screen.findByLabelText('Prompt'), 'Trade show kit');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('You have reached the limit of 2 generations per minute. Please try again in 42 seconds.')).toBeInTheDocument();
  });
});
