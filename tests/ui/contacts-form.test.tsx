import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Provider, createStore } from 'jotai';
import { render } from '@testing-library/react';
import { NewContactPage } from '../../ui/pages/contacts/NewContactPage.js';
import { EditContactPage } from '../../ui/pages/contacts/EditContactPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, buildContact, envelope } from './company-factories.js';
import { chooseOption, mockFetch, renderPage } from './render.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';
import { userAtom } from '../../ui/state/auth.js';

// Headless UI's Combobox measures its input; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const harbor = buildCompany({ name: 'Harbor Health Partners' });
const companies = { items: [harbor], nextCursor: null };

function openNew(routes: Parameters<typeof mockFetch>[0] = []) {
  const fetchMock = mockFetch([{ path: '/api/companies?limit=20', body: companies }, ...routes]);
  return { ...renderPage(<><NewContactPage /><Toaster /></>, { path: '/contacts/new' }), ...fetchMock };
}

function openEdit(id: string, routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch([{ path: '/api/companies?limit=20', body: companies }, ...routes]);
  const view = renderPage(
    <>
      <Route path="/contacts/:id">
        <EditContactPage />
      </Route>
      <Toaster />
    </>,
    { path: `/contacts/${id}` },
  );
  return { ...view, ...fetchMock };
}

describe('Create Contact', () => {
  it('requires first and last name and a valid email, before sending anything', async () => {
    const { calls } = openNew();
    expect(screen.getByRole('heading', { name: 'Create Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('LinkedIn Profile'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    // The product's one message, under each missing field.
    expect(await screen.findAllByText('First name and last name are required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL (like https://www.linkedin.com/in/name)')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name and last name are required');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a contact with a chosen company, toasts Contact created and returns to /contacts', async () => {
    const created = buildContact(harbor.id, { firstName: 'Ann', lastName: 'Lee' });
    const { calls, location } = openNew([{ method: 'POST', path: '/api/contacts', status: 201, body: { contact: created } }]);
    await userEvent.type(screen.getByLabelText('First Name'), ' Ann ');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lee');
    await userEvent.click(screen.getByLabelText('Company'));
    await chooseOption(document.body, 'Harbor Health Partners');
    expect(screen.getByLabelText('Company')).toHaveValue('Harbor Health Partners');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Customer');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Contact created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ firstName: 'Ann', lastName: 'Lee', companyId: harbor.id, contactStatus: 'customer', email: null });
    await waitFor(() => expect(location.history.at(-1)).toBe('/contacts'));
  });

  it("shows the server's field messages under the fields, and its message in a toast", async () => {
    openNew([
      {
        method: 'POST',
        path: '/api/contacts',
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Company not found', details: [{ path: 'companyId', message: 'Company not found' }] } },
      },
    ]);
    await userEvent.type(screen.getByLabelText('First Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Company not found');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Company not found');
    expect(await screen.findByText('Company not found', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });

  it('a second contact with an existing email is refused and offers to open the existing one', async () => {
    const message = 'A contact with this email already exists: Jane Doe';
    const existingId = '6b1f4c1e-0d1e-4c55-9b7a-1d2e3f4a5b6c';
    const { location } = openNew([
      {
        method: 'POST',
        path: '/api/contacts',
        status: 409,
        body: { error: { code: 'conflict', message, details: [{ path: 'email', message }, { path: 'existingContactId', message: existingId }] } },
      },
    ]);
    await userEvent.type(screen.getByLabelText('First Name'), 'Janet');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    const link = screen.getByRole('link', { name: 'Open the existing contact' });
    expect(link).toHaveAttribute('href', `/contacts/${existingId}`);
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe(`/contacts/${existingId}`);
  });

  it('pre-selects the company named by ?companyId=', async () => {
    mockFetch([
      { path: '/api/companies?limit=20', body: companies },
      { path: `/api/companies/${harbor.id}`, body: { company: harbor, contacts: [], signals: [] } },
    ]);
    const location = memoryLocation({ path: '/contacts/new', searchPath: `companyId=${harbor.id}` });
    const store = createStore();
    store.set(userAtom, { id: 'u1', email: 'rep@example.com', fullName: 'Rita Rep', workspaceId: 'w1', role: 'member', avatarUrl: null });
    render(
      <Provider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <NewContactPage />
        </Router>
      </Provider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('Harbor Health Partners'));
  });

  it('added from a company’s page, goes back to that company once created', async () => {
    mockFetch([
      { path: '/api/companies?limit=20', body: companies },
      { path: `/api/companies/${harbor.id}`, body: { company: harbor, contacts: [], signals: [] } },
      { method: 'POST', path: '/api/contacts', status: 201, body: { contact: buildContact(harbor.id) } },
    ]);
    const { location } = renderPage(<NewContactPage />, { path: `/contacts/new?companyId=${harbor.id}` });
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('Harbor Health Partners'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Quinn');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/companies/${harbor.id}`));
  });
});

describe('Edit Contact', () => {
  it('says Contact not found for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    openEdit(id, [{ path: `/api/contacts/${id}`, status: 404, body: { error: { code: 'not_found', message: 'Contact not found' } } }]);
    expect(await screen.findByRole('heading', { name: 'Contact not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Contacts' })).toBeInTheDocument();
  });

  it('toasts Failed to load contact details when the contact cannot be read', async () => {
    const c = buildContact(harbor.id);
    openEdit(c.id, [{ path: `/api/contacts/${c.id}`, status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    expect(await screen.findByText('Failed to load contact details')).toBeInTheDocument();
  });

  it('offers Generate Message only when the contact has a company', async () => {
    const loner = buildContact(harbor.id, { companyId: null, company: null, firstName: 'Solo' });
    openEdit(loner.id, [{ path: `/api/contacts/${loner.id}`, body: { contact: loner } }]);
    expect(await screen.findByRole('heading', { name: 'Edit Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Solo');
    expect(screen.queryByRole('button', { name: 'Generate Message' })).not.toBeInTheDocument();
  });

  it('updates the contact, toasts Contact updated, and follows edits from other tabs', async () => {
    const c = buildContact(harbor.id);
    const saved = { ...c, jobTitle: 'VP People', updatedAt: '2026-03-03T10:00:00.000Z' };
    const { calls, store, location } = openEdit(c.id, [
      { path: `/api/contacts/${c.id}`, body: { contact: c } },
      { method: 'PATCH', path: `/api/contacts/${c.id}`, body: { contact: saved } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Harbor Health Partners');
    const title = screen.getByLabelText('Job Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'VP People');
    await userEvent.click(screen.getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Contact updated')).toBeInTheDocument();
    expect(calls.find((x) => x.method === 'PATCH')?.body).toMatchObject({ jobTitle: 'VP People', companyId: harbor.id });

    act(() => applyEvent(envelope('contact.updated', { contact: { ...saved, phone: '555-0199', updatedAt: '2026-03-04T10:00:00.000Z' }, previousCompanyId: harbor.id }), store));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('555-0199'));

    await userEvent.click(screen.getByRole('button', { name: 'Generate Message' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/message-generator'));
    expect(location.state).toEqual({ contactId: c.id });
  });

  it('sends the version the edit began from; refused as stale, shows the message and the latest values, and saves again from them', async () => {
    const c = buildContact(harbor.id, { jobTitle: 'Recruiter', updatedAt: '2026-03-03T09:00:00.000Z' });
    const theirs = { ...c, jobTitle: 'Head of People', phone: '555-0100', updatedAt: '2026-03-03T09:05:00.000Z' };
    const message = staleSaveMessage('contact');
    const patch: Parameters<typeof mockFetch>[0][number] = {
      method: 'PATCH',
      path: `/api/contacts/${c.id}`,
      status: 409,
      body: staleAnswer('contact', theirs),
    };
    const { calls, store } = openEdit(c.id, [{ path: `/api/contacts/${c.id}`, body: { contact: c } }, patch]);
    await screen.findByRole('heading', { name: 'Edit Contact' });
    await userEvent.type(screen.getByLabelText('Notes'), 'Met at Expo');
    // Their save arrives live while this one is being typed: the edit still began from the older version.
    act(() => applyEvent(envelope('contact.updated', { contact: { ...c, phone: '555-0100', updatedAt: '2026-03-03T09:04:00.000Z' }, previousCompanyId: harbor.id }), store));
    await userEvent.click(screen.getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Job Title')).toHaveValue('Head of People');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(calls.filter((x) => x.method === 'PATCH').map((x) => (x.body as { expectedUpdatedAt: string }).expectedUpdatedAt)).toEqual([c.updatedAt]);

    const saved = { ...theirs, notes: 'Met at Expo', updatedAt: '2026-03-03T09:10:00.000Z' };
    Object.assign(patch, { status: 200, body: { contact: saved } });
    await userEvent.type(screen.getByLabelText('Notes'), 'Met at Expo');
    await userEvent.click(screen.getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Contact updated')).toBeInTheDocument();
    expect(calls.filter((x) => x.method === 'PATCH').at(-1)?.body).toMatchObject({ jobTitle: 'Head of People', notes: 'Met at Expo', expectedUpdatedAt: theirs.updatedAt });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes after confirming in a dialog, and shows Contact not found when deleted elsewhere', async () => {
    const c = buildContact(harbor.id);
    const { store, calls } = openEdit(c.id, [
      { path: `/api/contacts/${c.id}`, body: { contact: c } },
      { method: 'DELETE', path: `/api/contacts/${c.id}`, status: 204 },
    ]);
    await screen.findByRole('heading', { name: 'Edit Contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact?' });
    expect(dialog).toHaveTextContent('Dana Okafor will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((x) => x.method === 'DELETE')).toEqual([]);

    act(() => applyEvent(envelope('contact.deleted', { id: c.id, companyId: harbor.id }), store));
    expect(await screen.findByRole('heading', { name: 'Contact not found' })).toBeInTheDocument();
  });
});
