import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { ComposeResponse } from '../../contracts/messages.js';
import { MessagesPage } from '../../ui/pages/messages/MessagesPage.js';
import { MessageGeneratorPage } from '../../ui/pages/messages/MessageGeneratorPage.js';
import { ContactsTable } from '../../ui/pages/contacts/ContactsTable.js';
import { contactRecords } from '../../ui/state/contacts.js';
import { buildAlert, buildCompany, buildContact } from './company-factories.js';
import { buildMessage } from './message-factories.js';
import { mockFetch, renderPage } from './render.js';

// Issue 8, "Layout" (the structure; tests/e2e/layout.test.ts measures it in Chromium).

beforeEach(() => window.history.replaceState(null, ''));
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  window.history.replaceState(null, '');
});

describe('an expanded message in /messages', () => {
  it('opens in a row of its own spanning every column, not the narrow Message column', async () => {
    const long = buildMessage({ message: `Hi Dana,\n\n${'We would love to help with onboarding kits. '.repeat(8)}` });
    mockFetch([{ path: '/api/messages?limit=25', body: { items: [long], nextCursor: null } }]);
    renderPage(<MessagesPage />, { path: '/messages' });
    const toggle = await screen.findByRole('button', { name: 'Show full message' });
    const columns = screen.getAllByRole('columnheader').length;
    await userEvent.click(toggle);
    const full = screen.getByTestId('message-expanded');
    const cell = within(full).getByRole('cell');
    expect(cell).toHaveAttribute('colspan', String(columns));
    expect(cell).toHaveTextContent('We would love to help with onboarding kits.');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-controls', full.id);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByTestId('message-expanded')).not.toBeInTheDocument();
  });
});

describe('the buying-signal picker (message generator)', () => {
  it("shows the chosen signal's whole text, on a row of its own", async () => {
    const company = buildCompany({ name: 'Harbor Health' });
    const summary = 'Harbor Health is hiring 40 nurses for its new Portland clinic opening in March, with an onboarding week planned for all new staff';
    const signal = buildAlert(company, { signalType: 'Hiring Surge', summary });
    const contact = { ...buildContact(company.id, { firstName: 'Dana', lastName: 'Reyes' }), company: { id: company.id, name: company.name } };
    const compose: ComposeResponse = {
      contact,
      company: { id: company.id, name: company.name, website: null, industry: 'Healthcare', eventParticipationLikelihood: 'High', promoOpportunities: null, uniqueCharacteristics: null },
      signals: [signal],
    };
    window.history.replaceState({ contactId: contact.id }, '');
    mockFetch([
      { path: '/api/templates', body: { templates: [] } },
      { path: `/api/messages/compose?contactId=${contact.id}`, body: compose },
    ]);
    renderPage(<MessageGeneratorPage />, { path: '/message-generator' });
    const select = await screen.findByLabelText('Buying Signal');
    await userEvent.selectOptions(select, signal.id);
    expect(select).toHaveAccessibleDescription(`Hiring Surge: ${summary}`);
    expect(select.closest('.md\\:col-span-2')).not.toBeNull();
  });
});

describe('the contacts table', () => {
  it('truncates a long email and phone inside their cells and keeps the Message button in its own column', () => {
    const company = buildCompany({ name: 'Harbor Health Partners' });
    const c = buildContact(company.id, { firstName: 'Dana', lastName: 'Okafor', email: 'dana.okafor-whitfield.events@harbor-health-partners.example', phone: '+1 (503) 555-0100 ext. 4242, mobile (971) 555-0199' });
    const { store } = renderPage(<ContactsTable ids={[]} />);
    contactRecords.upsert(store, c);
    const view = renderPage(<ContactsTable ids={[c.id]} />, { store });
    const table = within(view.container).getByRole('table', { name: 'Contacts' });
    const phone = within(table).getByText(c.phone!);
    expect(phone).toHaveClass('truncate');
    expect(phone).toHaveAttribute('title', c.phone);
    expect(within(table).getByRole('link', { name: c.email! })).toHaveClass('truncate');
    // A cell's max-width is ignored by table layout: the truncating box must be inside the cell.
    expect(phone.tagName).not.toBe('TD');
    expect(within(table).getByRole('button', { name: 'Message Dana Okafor' })).toBeInTheDocument();
  });
});
