import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route } from 'wouter';
import type { Socket } from 'socket.io-client';
import type { PresenceViewer } from '../../contracts/presence.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { EditingNotice, PresenceAvatars } from '../../ui/components/PresenceAvatars.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { liveSocketAtom } from '../../ui/state/presence.js';
import { buildCompany, envelope } from './company-factories.js';
import { fakeSocket } from './fake-socket.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const alex: PresenceViewer = { userId: 'u-alex', fullName: 'Alex Rep', editing: false };
const me: PresenceViewer = { userId: 'u-signed-in', fullName: 'Rita Rep', editing: false };

describe('Presence on a company page', () => {
  it('views the company, shows teammates (not oneself), their editing notice, and says when this tab edits', async () => {
    const company = buildCompany();
    const subject = { type: 'company' as const, id: company.id };
    mockFetch([
      { path: `/api/companies/${company.id}`, body: { company, contacts: [], signals: [] } },
      { path: `/api/companies/${company.id}/timeline`, body: { items: [] } },
      { path: '/api/providers', body: { research: 'embedded', signals: 'embedded', enrichment: 'embedded', contacts: 'embedded' } },
    ]);
    const socket = fakeSocket();
    const store = createStore();
    store.set(liveSocketAtom, socket as unknown as Socket);
    const view = renderPage(
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>,
      { path: `/companies/${company.id}`, store, as: 'member' },
    );
    await screen.findByRole('heading', { name: company.name });
    expect(socket.emitted).toContainEqual(['presence:view', { ...subject, editing: false }]);

    // Only oneself: no avatars.
    act(() => applyEvent(envelope('presence.changed', { subject, viewers: [me] }), store));
    expect(screen.queryByRole('group', { name: /Also viewing/ })).not.toBeInTheDocument();

    act(() => applyEvent(envelope('presence.changed', { subject, viewers: [alex, me] }), store));
    expect(screen.getByRole('group', { name: 'Also viewing: Alex Rep' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Alex Rep' })).toHaveTextContent('AR');
    expect(screen.queryByText(/is editing this company/)).not.toBeInTheDocument();

    act(() => applyEvent(envelope('presence.changed', { subject, viewers: [{ ...alex, editing: true }, me] }), store));
    expect(screen.getByRole('status')).toHaveTextContent('Alex Rep is editing this company');
    expect(screen.getByRole('img', { name: 'Alex Rep (editing)' })).toBeInTheDocument();

    // Another record's list does not show here.
    act(() => applyEvent(envelope('presence.changed', { subject: { type: 'company', id: crypto.randomUUID() }, viewers: [{ userId: 'u-x', fullName: 'Xena Other', editing: true }] }), store));
    expect(screen.queryByText(/Xena Other/)).not.toBeInTheDocument();

    // The edit dialog open: this tab edits; a reconnect says so again; closed: no longer.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(socket.emitted).toContainEqual(['presence:editing', { ...subject, editing: true }]);
    socket.reconnect();
    expect(socket.emitted.at(-1)).toEqual(['presence:view', { ...subject, editing: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(socket.emitted.at(-1)).toEqual(['presence:editing', { ...subject, editing: false }]));

    view.unmount();
    expect(socket.emitted).toContainEqual(['presence:leave', subject]);
  });
});

describe('PresenceAvatars and EditingNotice', () => {
  const people = ['Ann Admin', 'Bo Buyer', 'Cy Closer', 'Di Dealer', 'Ed Editor', 'Flo Finder'].map((fullName, i) => ({ userId: `u${i}`, fullName, editing: i < 3 }));

  it('shows four people and counts the rest; names every editor', () => {
    render(
      <>
        <PresenceAvatars viewers={people} />
        <EditingNotice viewers={people} type="proposal" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleName('Also viewing: Ann Admin, Bo Buyer, Cy Closer, Di Dealer, Ed Editor, Flo Finder');
    expect(screen.getByRole('status')).toHaveTextContent('Ann Admin, Bo Buyer and Cy Closer are editing this proposal');
  });

  it('shows nothing when nobody else is there', () => {
    const { container } = render(
      <>
        <PresenceAvatars viewers={[]} />
        <EditingNotice viewers={[]} type="presentation" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
