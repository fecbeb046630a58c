import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Contact } from '../../contracts/contacts.js';
import { ContactsPage } from '../../ui/pages/contacts/ContactsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, buildContact, envelope } from './company-factories.js';
import type { Role } from '../../contracts/roles.js';
import { mockFetch, renderPage } from './render.js';

const harbor = buildCompany({ name: 'Harbor Health Partners' });
const dana = buildContact(harbor.id, { firstName: 'Dana', lastName: 'Okafor', phone: '+1 503 555 0100', contactStatus: 'active' });
const maria = buildContact(harbor.id, {
  firstName: 'Maria',
  lastName: 'Gonzalez',
  email: 'maria@ridge.example',
  companyId: null,
  company: null,
  contactStatus: 'customer',
});

function open(routes: Parameters<typeof mockFetch>[0], as: Role = 'member') {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/contacts">
        <ContactsPage />
      </Route>
      <Toaster />
    </>,
    { path: '/contacts', as },
  );
  return { ...view, ...fetchMock };
}
const page = (items: Contact[], nextCursor: string | null = null) => ({ items, nextCursor });
const rows = () => within(screen.getByRole('table', { name: 'Contacts' })).getAllByRole('row').slice(1);

describe('Contacts page', () => {
  it('offers a viewer no Add Contact (docs/product.md#teams: viewers read only)', async () => {
    open([{ path: '/api/contacts?limit=50', body: page([maria]) }], 'viewer');
    await screen.findByRole('table', { name: 'Contacts' });
    expect(screen.queryByRole('link', { name: 'Add Contact' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Batches' })).toBeInTheDocument();
  });

  it('shows a spinner, then a row per contact with its links, status and Message button', async () => {
    open([{ path: '/api/contacts?limit=50', body: page([maria, dana]) }]);
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Contact' })).toHaveAttribute('href', '/contacts/new');

    await screen.findByRole('table', { name: 'Contacts' });
    expect(rows()).toHaveLength(2);
    const [m, d] = rows();
    expect(within(m).getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute('href', `/contacts/${maria.id}`);
    expect(within(m).getAllByRole('cell')[1]).toHaveTextContent(/^-$/);
    expect(within(m).getByText('Customer')).toBeInTheDocument();
    expect(within(m).getByRole('button', { name: 'Message Maria Gonzalez' })).toBeDisabled();

    expect(within(d).getByRole('link', { name: 'Harbor Health Partners' })).toHaveAttribute('href', `/companies/${harbor.id}`);
    expect(within(d).getByText(dana.email!)).toBeInTheDocument();
    expect(within(d).getByText('+1 503 555 0100')).toBeInTheDocument();
    expect(within(d).getByText('Active')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Message Dana Okafor' })).toBeEnabled();
  });

  it('opens the message generator with the contact id in the navigation state', async () => {
    const { location } = open([{ path: '/api/contacts?limit=50', body: page([dana]) }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Message Dana Okafor' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/message-generator'));
    expect(location.state).toEqual({ contactId: dana.id });
  });

  it('says No contacts found. Create your first contact! when there are none', async () => {
    open([{ path: '/api/contacts?limit=50', body: page([]) }]);
    expect(await screen.findByText('No contacts found. Create your first contact!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('toasts Failed to load contacts when the list cannot be read', async () => {
    open([{ path: '/api/contacts?limit=50', status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    expect(await screen.findByText('Failed to load contacts')).toBeInTheDocument();
    expect(screen.queryByText('No contacts found. Create your first contact!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches with Enter or the Search button, and loads more pages', async () => {
    const { calls } = open([
      { path: '/api/contacts?limit=50', body: page([dana], 'CURSOR1') },
      { path: '/api/contacts?limit=50&cursor=CURSOR1', body: page([maria]) },
      { path: '/api/contacts?limit=50&q=maria', body: page([maria]) },
      { path: '/api/contacts?limit=50&q=nobody', body: page([]) },
    ]);
    await screen.findByRole('link', { name: 'Dana Okafor' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Maria Gonzalez' });
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(box, 'maria{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/contacts?limit=50&q=maria'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A search with no hits says so, with a way back, instead of "Create your first contact!".
    expect(await screen.findByText('No contacts match “nobody”')).toBeInTheDocument();
    expect(screen.queryByText('No contacts found. Create your first contact!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('link', { name: 'Dana Okafor' });
    expect(box).toHaveValue('');
  });

  it('applies contact events from other tabs: added in order, updated, removed', async () => {
    const { store } = open([{ path: '/api/contacts?limit=50', body: page([maria, dana]) }]);
    await screen.findByRole('table', { name: 'Contacts' });
    const lee = buildContact(harbor.id, { firstName: 'Ann', lastName: 'Lee' });
    act(() => applyEvent(envelope('contact.created', { contact: lee }), store));
    expect(rows().map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['Maria Gonzalez', 'Ann Lee', 'Dana Okafor']);

    const renamed = { ...dana, lastName: 'Adams', contactStatus: 'archived', updatedAt: '2026-03-03T10:00:00.000Z' };
    act(() => applyEvent(envelope('contact.updated', { contact: renamed, previousCompanyId: harbor.id }), store));
    expect(rows().map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['Dana Adams', 'Maria Gonzalez', 'Ann Lee']);
    expect(within(rows()[0]).getByText('Archived')).toBeInTheDocument();

    act(() => applyEvent(envelope('contact.deleted', { id: maria.id, companyId: null }), store));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('Maria Gonzalez')).not.toBeInTheDocument();
  });

  it("follows its companies: a renamed company's new name, a deleted company's contacts left without one", async () => {
    const { store } = open([{ path: '/api/contacts?limit=50', body: page([dana]) }]);
    await screen.findByRole('link', { name: 'Harbor Health Partners' });
    // As the server sends it: the rename is newer than what the list loaded.
    act(() => applyEvent(envelope('company.updated', { company: { ...harbor, name: 'Harbor Health Group', updatedAt: new Date(Date.parse(harbor.updatedAt) + 60_000).toISOString() } }), store));
    // (Found once rendered: on a busy machine the list's re-render can land after the act.)
    expect(await within(rows()[0]).findByRole('link', { name: 'Harbor Health Group' })).toHaveAttribute('href', `/companies/${harbor.id}`);
    act(() => applyEvent(envelope('company.deleted', { id: harbor.id }), store));
    await waitFor(() => expect(within(rows()[0]).getAllByRole('cell')[1]).toHaveTextContent(/^-$/));
    expect(within(rows()[0]).getByRole('button', { name: 'Message Dana Okafor' })).toBeDisabled();
  });

  it('filters by owner (Mine / a teammate / Everyone) through the API, and keeps a live contact of another owner out', async () => {
    const mine = buildCompany({ name: 'My Co', ownerId: 'u-signed-in' });
    const theirs = buildCompany({ name: 'Their Co', ownerId: 'u-teammate' });
    const { calls, store } = open([
      { path: '/api/contacts?limit=50', body: page([dana, maria]) },
      { path: '/api/contacts?limit=50&owner=u-teammate', body: page([buildContact(theirs.id, { firstName: 'Tara', lastName: 'Teammate' })]) },
      { path: '/api/contacts?limit=50&owner=me', body: page([]) },
      { path: '/api/workspace/members', body: { members: [{ userId: 'u-teammate', fullName: 'Tom Teammate', email: 't@example.com', role: 'member', avatarUrl: null, joinedAt: '2026-01-01T00:00:00.000Z' }] } },
    ]);
    await screen.findByText('Dana Okafor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Tom Teammate');
    expect(await screen.findByText('Tara Teammate')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    act(() => {
      applyEvent(envelope('company.created', { company: mine }), store);
      applyEvent(envelope('company.created', { company: theirs }), store);
      applyEvent(envelope('contact.created', { contact: buildContact(mine.id, { firstName: 'Mo', lastName: 'Mine' }) }), store);
      applyEvent(envelope('contact.created', { contact: buildContact(theirs.id, { firstName: 'Tess', lastName: 'Theirs' }) }), store);
    });
    expect(rows().map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['Tara Teammate', 'Tess Theirs']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Mine');
    expect(await screen.findByText('No contacts at your companies')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/contacts?limit=50&owner=u-teammate', '/api/contacts?limit=50&owner=me']));
  });
});
