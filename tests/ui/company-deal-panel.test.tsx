// docs/product.md#deals on the company page: the Deal panel — amount (typed or the proposal's total),
// expected close, probability and weighted amount, the stale flag, won/lost — and its edits.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Company } from '../../contracts/companies.js';
import type { Role } from '../../contracts/roles.js';
import { DEFAULT_DEAL_SETTINGS } from '../../contracts/deals.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { amountInputText, parseAmountInput } from '../../ui/lib/amount-input.js';
import { buildCompany, buildDeal } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const LATER = '2026-05-01T09:05:00.000Z';

function open(company: Company, opts: { as?: Role; patch?: Company } = {}) {
  const base = `/api/companies/${company.id}`;
  const fetchMock = mockFetch([
    ...(opts.patch ? [{ method: 'PATCH', path: base, body: { company: opts.patch } }] : []),
    { path: base, body: { company, contacts: [], signals: [] } },
    { path: `${base}/timeline`, body: { items: [] } },
    { path: '/api/providers', body: {} },
    { path: '/api/settings/deals', body: { settings: DEFAULT_DEAL_SETTINGS } },
  ]);
  renderPage(
    <>
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>
      <Toaster />
    </>,
    { path: `/companies/${company.id}`, as: opts.as ?? 'member' },
  );
  return fetchMock;
}

const panel = async () => (await screen.findByRole('heading', { name: 'Deal' })).closest('.rounded-lg') as HTMLElement;
const patchOf = (calls: ReturnType<typeof mockFetch>['calls']) => calls.find((c) => c.method === 'PATCH')?.body;

const fromProposal = (over: Partial<Company> = {}) =>
  buildCompany({
    name: 'Acme',
    stage: 'Proposal',
    updatedAt: '2026-05-01T09:00:00.000Z',
    deal: buildDeal({ amountCents: 215_000, amountSource: 'proposal', amountProposal: { id: 'p-1', title: 'Spring kit', status: 'sent' }, probability: 60, weightedCents: 129_000 }),
    ...over,
  });

describe('the amount typed into the deal', () => {
  it('takes $ signs, commas and up to two decimals; refuses junk with a message', () => {
    expect(parseAmountInput('2,150')).toEqual({ ok: true, cents: 215_000 });
    expect(parseAmountInput('2150.50')).toEqual({ ok: true, cents: 215_050 });
    expect(parseAmountInput(' $1,000.5 ')).toEqual({ ok: true, cents: 100_050 });
    expect(parseAmountInput('.99')).toEqual({ ok: true, cents: 99 });
    expect(parseAmountInput('')).toEqual({ ok: true, cents: null });
    expect(parseAmountInput('12.345')).toEqual({ ok: false, error: 'Use at most 2 decimals' });
    expect(parseAmountInput('-5')).toEqual({ ok: false, error: 'Amount cannot be negative' });
    expect(parseAmountInput('ten')).toEqual({ ok: false, error: 'Enter an amount like 2,150 or 2150.50' });
    expect(parseAmountInput('1.2.3')).toEqual({ ok: false, error: 'Enter an amount like 2,150 or 2150.50' });
    expect(parseAmountInput('2000000000')).toEqual({ ok: false, error: 'Amount must be at most $1,000,000,000' });
    expect(amountInputText(215_050)).toBe('2,150.50');
    expect(amountInputText(215_000)).toBe('2,150');
  });
});

describe('The Deal panel', () => {
  it('shows the amount from its proposal (linked), the close date, the stage’s probability and the weighted amount', async () => {
    open(fromProposal({ deal: { ...fromProposal().deal, closeDate: '2031-12-15' } }));
    const card = await panel();
    expect(within(card).getByText('$2,150.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spring kit' })).toHaveAttribute('href', '/proposals/p-1');
    expect(within(card).getByText(/From proposal/)).toBeInTheDocument();
    expect(within(card).getByText('Dec 15, 2031')).toBeInTheDocument();
    expect(within(card).getByText('60%')).toBeInTheDocument();
    expect(within(card).getByText('$1,290.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as won' })).toBeInTheDocument();
  });

  it('edits the amount ("2,150" → 215000 cents) and the close date, sending only those', async () => {
    const company = fromProposal({ deal: buildDeal() });
    const saved = { ...company, updatedAt: LATER, deal: buildDeal({ amountCents: 215_000, amountSource: 'typed', closeDate: '2026-12-15', probability: 60, weightedCents: 129_000 }) };
    const { calls } = open(company, { patch: saved });
    const card = await panel();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit deal' }));
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '2,150');
    await userEvent.type(within(card).getByLabelText('Expected close'), '2026-12-15');
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ amountCents: 215_000, closeDate: '2026-12-15', expectedUpdatedAt: company.updatedAt }));
    expect(await within(card).findByText(/^Typed/)).toBeInTheDocument();
    expect(within(card).getByText('$2,150.00')).toBeInTheDocument();
  });

  it('takes cents ("2150.50"), refuses junk first, and clears the close date', async () => {
    const company = fromProposal({ deal: buildDeal({ closeDate: '2026-06-30' }) });
    const { calls } = open(company, { patch: { ...company, updatedAt: LATER } });
    const card = await panel();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit deal' }));
    const amount = within(card).getByLabelText('Amount ($)');
    await userEvent.type(amount, 'about 2k');
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Enter an amount like 2,150 or 2150.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(patchOf(calls)).toBeUndefined();

    await userEvent.clear(amount);
    await userEvent.type(amount, '2150.50');
    await userEvent.click(within(card).getByRole('button', { name: 'Clear the close date' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ amountCents: 215_050, closeDate: null, expectedUpdatedAt: company.updatedAt }));
  });

  it('refused as stale: shows the teammate\u2019s amount, keeps the close date typed here, and saving again sends only the date', async () => {
    const company = fromProposal({ deal: buildDeal({ amountCents: 100_000, amountSource: 'typed', closeDate: '2026-06-30' }) });
    // A teammate typed another amount and saved while this edit was open.
    const theirs = { ...company, updatedAt: LATER, deal: { ...company.deal, amountCents: 300_000 } };
    const message = staleSaveMessage('company');
    const patch: Parameters<typeof mockFetch>[0][number] = {
      method: 'PATCH',
      path: `/api/companies/${company.id}`,
      status: 409,
      body: staleAnswer('company', theirs),
    };
    const { calls } = mockFetch([patch, { path: `/api/companies/${company.id}`, body: { company, contacts: [], signals: [] } }]);
    renderPage(<Route path="/companies/:id" component={CompanyDetailPage} />, { path: `/companies/${company.id}` });
    const card = await panel();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit deal' }));
    const close = within(card).getByLabelText('Expected close');
    await userEvent.clear(close);
    await userEvent.type(close, '2026-09-30');
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByLabelText('Amount ($)')).toHaveValue('3,000');
    expect(within(card).getByLabelText('Expected close')).toHaveValue('2026-09-30');

    Object.assign(patch, { status: 200, body: { company: { ...theirs, updatedAt: '2026-05-01T09:10:00.000Z', deal: { ...theirs.deal, closeDate: '2026-09-30' } } } });
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { closeDate: '2026-09-30', expectedUpdatedAt: company.updatedAt },
      { closeDate: '2026-09-30', expectedUpdatedAt: LATER },
    ]);
  });

  it('shows a field error the server sends', async () => {
    const company = fromProposal({ deal: buildDeal() });
    const message = 'Amount must be at most $1,000,000,000';
    mockFetch([
      { method: 'PATCH', path: `/api/companies/${company.id}`, status: 400, body: { error: { code: 'validation_failed', message: 'Invalid', details: [{ path: 'amountCents', message }] } } },
      { path: `/api/companies/${company.id}`, body: { company, contacts: [], signals: [] } },
    ]);
    renderPage(<Route path="/companies/:id" component={CompanyDetailPage} />, { path: `/companies/${company.id}` });
    const card = await panel();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit deal' }));
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '99');
    await userEvent.click(within(card).getByRole('button', { name: 'Save deal' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
  });

  it('"Use proposal total" sends amountCents null for a typed amount', async () => {
    const company = fromProposal({ deal: buildDeal({ amountCents: 99_900, amountSource: 'typed', probability: 60, weightedCents: 59_940 }) });
    const { calls } = open(company, { patch: fromProposal({ id: company.id, updatedAt: LATER }) });
    const card = await panel();
    expect(within(card).getByText(/Typed/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Use proposal total' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ amountCents: null, expectedUpdatedAt: company.updatedAt }));
    expect(await within(card).findByRole('link', { name: 'Spring kit' })).toBeInTheDocument();
  });

  it('Mark as won moves it to Won; Mark as lost asks why first', async () => {
    const company = fromProposal();
    const { calls } = open(company, { patch: { ...company, stage: 'Won', updatedAt: LATER, deal: { ...company.deal, closedAt: LATER } } });
    const card = await panel();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Acme as lost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchOf(calls)).toBeUndefined();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as won' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ stage: 'Won', expectedUpdatedAt: company.updatedAt }));
    expect(await within(card).findByText('Won on May 1, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark as won' })).not.toBeInTheDocument();
  });

  it('a lost deal shows when and why, with the note', async () => {
    open(fromProposal({ stage: 'Lost', deal: buildDeal({ probability: 0, closedAt: '2026-04-20T15:00:00.000Z', lostReason: 'Timing', lostNote: 'Budget moves to Q3' }) }));
    const card = await panel();
    expect(within(card).getByText('Lost on Apr 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Lost — Timing')).toBeInTheDocument();
    expect(within(card).getByText('Budget moves to Q3')).toBeInTheDocument();
  });

  it('a stale open deal says why', async () => {
    open(fromProposal({ deal: buildDeal({ stale: 'no_activity' }) }));
    const card = await panel();
    expect(await within(card).findByText('Stale: no activity for 14+ days')).toBeInTheDocument();
  });

  it('a viewer reads it: no edit, no Use proposal total, no Mark as won or lost', async () => {
    open(fromProposal({ deal: buildDeal({ amountCents: 99_900, amountSource: 'typed' }) }), { as: 'viewer' });
    const card = await panel();
    expect(within(card).getByText('$999.00')).toBeInTheDocument();
    for (const name of ['Edit deal', 'Use proposal total', 'Mark as won', 'Mark as lost']) expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('the Edit dialog’s stage Lost asks why, and sends the reason and note with the stage', async () => {
    const company = fromProposal();
    const { calls } = open(company, { patch: { ...company, stage: 'Lost', updatedAt: LATER, deal: { ...company.deal, lostReason: 'Timing' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Stage'), 'Lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose why the deal was lost')).toBeInTheDocument();
    expect(patchOf(calls)).toBeUndefined();

    await userEvent.selectOptions(await within(dialog).findByLabelText('Reason'), 'Timing');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Next year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ stage: 'Lost', lostReason: 'Timing', lostNote: 'Next year', expectedUpdatedAt: company.updatedAt }));
  });

  it('the Edit dialog reopens a lost deal without sending its reason', async () => {
    const company = fromProposal({ stage: 'Lost', deal: buildDeal({ lostReason: 'Price', lostNote: 'Too high' }) });
    const { calls } = open(company, { patch: { ...company, stage: 'Opportunity', updatedAt: LATER } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Price');
    await userEvent.selectOptions(within(dialog).getByLabelText('Stage'), 'Opportunity');
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchOf(calls)).toEqual({ stage: 'Opportunity', expectedUpdatedAt: company.updatedAt }));
  });
});
