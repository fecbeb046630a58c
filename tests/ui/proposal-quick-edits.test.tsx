import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Proposal } from '../../contracts/proposals.js';
import { staleAnswer } from './stale-answer.js';
import { ProposalPage } from '../../ui/pages/proposals/ProposalPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { id, proposal } from './proposal-factories.js';
import { renderPage } from './render.js';
import { saveInOrder } from '../../ui/state/stale-save.js';

/**
 * A stand-in for the server's proposal routes with its stale-save rule (contracts/stale-save.ts):
 * a PATCH whose expectedUpdatedAt is not the proposal's current version is refused with 409. Each
 * answer takes a while, so quick edits overlap as they do on a real network.
 */
function fakeProposalServer(start: Proposal, delayMs = 150) {
  let current = start;
  let version = 0;
  const patches: Array<Record<string, unknown>> = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url === `/api/proposals/${id}`) return json(200, { proposal: current });
    if (method === 'PATCH' && url === `/api/proposals/${id}`) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      patches.push(body);
      await new Promise((r) => setTimeout(r, delayMs));
      if (body.expectedUpdatedAt !== current.updatedAt) return json(409, staleAnswer('proposal', current));
      const { expectedUpdatedAt: _v, ...changes } = body;
      version += 1;
      current = { ...current, ...changes, updatedAt: new Date(Date.parse(start.updatedAt) + version * 1000).toISOString() } as Proposal;
      return json(200, { proposal: current });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fn);
  return { patches, current: () => current };
}

describe('Proposal terms, quick edits in one tab', () => {
  it('three quick edits (shipping, tax, in-hands date) save one after another: no conflict, all three saved and shown', async () => {
    const server = fakeProposalServer({ ...proposal, status: 'draft' });
    renderPage(
      <>
        <Route path="/proposals/:id" component={ProposalPage} />
        <Toaster />
      </>,
      { path: `/proposals/${id}` },
    );
    const shipping = await screen.findByLabelText('Shipping estimate $');
    await userEvent.clear(shipping);
    await userEvent.type(shipping, '40');
    const tax = screen.getByLabelText('Tax rate %');
    await userEvent.click(tax); // leaving shipping saves it
    await userEvent.clear(tax);
    await userEvent.type(tax, '8.25');
    const inHands = screen.getByLabelText('In-hands date');
    await userEvent.click(inHands); // leaving tax saves it, while shipping's save is still on its way
    fireEvent.change(inHands, { target: { value: '2026-04-01' } });
    fireEvent.blur(inHands);

    await waitFor(() => expect(server.current().inHandsDate).toBe('2026-04-01'));
    expect(server.current()).toMatchObject({ shippingCents: 4000, taxRatePct: 8.25, inHandsDate: '2026-04-01' });
    expect(server.patches).toHaveLength(3);
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tax rate %')).toHaveValue('8.25'));
    expect(screen.getByLabelText('Shipping estimate $')).toHaveValue('40.00');
    expect(screen.getByLabelText('In-hands date')).toHaveValue('2026-04-01');
  });
});

describe('saveInOrder', () => {
  it('chains one tab’s saves of a record, and still sends an edit’s own start when a teammate’s version came in between', async () => {
    const sent: Array<string | undefined> = [];
    const answer = (updatedAt: string) => async (expected: string | undefined) => {
      sent.push(expected);
      await new Promise((r) => setTimeout(r, 5));
      return { updatedAt };
    };
    // Two edits begun on v0 before the first answer: the second sends the first's answer.
    await Promise.all([saveInOrder('company:c1', 'v0', answer('v1')), saveInOrder('company:c1', 'v0', answer('v2'))]);
    // A teammate's v9 is drawn and edited from; an edit still begun on v2 (this tab's own) is not rewritten past v9.
    await saveInOrder('company:c1', 'v9', answer('v10'));
    await saveInOrder('company:c1', 'v2', answer('v11'));
    // Another record has its own chain.
    await saveInOrder('company:c2', 'v0', answer('w1'));
    expect(sent).toEqual(['v0', 'v1', 'v9', 'v2', 'v0']);
  });
});
