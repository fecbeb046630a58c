// docs/product.md#orders: artwork proofs on the order page — every version of each line with its
// status and the client's decision, and Upload proof sending the file as itself.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { PROOF_MAX_BYTES, PROOF_MESSAGES } from '../../contracts/proofs.js';
import { OrderPage } from '../../ui/pages/orders/OrderPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { asViewerSees, buildOrder, buildProof, buildSummary, lineA, orderId, proof2Id, proofId } from './order-factories.js';
import { mockFetch, renderPage } from './render.js';

const uploadPath = `/api/orders/${orderId}/lines/${lineA}/proofs`;

function openOrder(order = buildOrder(), as: 'member' | 'viewer' = 'member', routes: Parameters<typeof mockFetch>[0] = []) {
  const read = { path: `/api/orders/${orderId}`, body: { order } };
  const fetchMock = mockFetch([...routes, read, { path: `/api/orders/${orderId}/invoices`, body: { items: [] } }]);
  const page = renderPage(
    <>
      <Route path="/orders/:id" component={OrderPage} />
      <Toaster />
    </>,
    { path: `/orders/${orderId}`, as },
  );
  return { ...page, ...fetchMock, read };
}
const proofsOf = (line: string) => screen.getByRole('region', { name: `Proofs of ${line}` });

describe('Order page: proofs', () => {
  it('lists each line’s proofs newest first, with status, file link, upload date and the client’s decision', async () => {
    const order = buildOrder({
      proofs: [
        buildProof({ id: proof2Id, version: 2, fileName: 'tumbler-v2.png', contentType: 'image/png', uploadedAt: '2026-03-08T10:00:00.000Z' }),
        buildProof({ status: 'changes_requested', decidedAt: '2026-03-07T16:00:00.000Z', decidedByName: 'Dana Buyer', comment: 'Make the logo bigger' }),
      ],
    });
    openOrder(order);
    const tumbler = await screen.findByRole('region', { name: 'Proofs of Summit Tumbler' });
    const versions = within(within(tumbler).getByRole('list', { name: 'Proof versions of Summit Tumbler' })).getAllByRole('listitem');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent(/Version 2\s*Awaiting approval/);
    expect(versions[0]).toHaveTextContent('Uploaded Mar 8, 2026');
    const file = within(versions[0]).getByRole('link', { name: /tumbler-v2\.png/ });
    expect(file).toHaveAttribute('href', `/api/orders/${orderId}/proofs/${proof2Id}/file`);
    expect(file).toHaveAttribute('target', '_blank');
    expect(versions[1]).toHaveTextContent(/Version 1\s*Changes requested/);
    expect(versions[1]).toHaveTextContent('Changes requested by Dana Buyer on Mar 7, 2026');
    expect(versions[1]).toHaveTextContent('“Make the logo bigger”');
    expect(within(versions[1]).getByRole('link', { name: /tumbler-proof\.pdf/ })).toHaveAttribute('href', `/api/orders/${orderId}/proofs/${proofId}/file`);
    expect(within(proofsOf('Metal Pen')).getByText('No proof yet.')).toBeInTheDocument();
    expect(within(tumbler).getByRole('button', { name: 'Upload proof' })).toBeInTheDocument();
  });

  it('shows a viewer the proofs without Upload proof', async () => {
    openOrder(asViewerSees(buildOrder({ proofs: [buildProof({ status: 'approved', decidedAt: '2026-03-07T16:00:00.000Z', decidedByName: 'Dana Buyer' })] })), 'viewer');
    const tumbler = await screen.findByRole('region', { name: 'Proofs of Summit Tumbler' });
    expect(within(tumbler).getByText('Approved')).toBeInTheDocument();
    expect(within(tumbler).getByRole('link', { name: /tumbler-proof\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload proof' })).not.toBeInTheDocument();
  });

  it('uploads the file as itself, with its type and its name, then re-reads the order', async () => {
    const { calls, read } = openOrder(buildOrder(), 'member', [{ method: 'POST', path: new RegExp(`^${uploadPath}\\?`), status: 201, body: { proof: buildProof() } }]);
    await screen.findByRole('region', { name: 'Proofs of Summit Tumbler' });
    read.body = { order: buildOrder({ proofs: [buildProof()] }) };
    const file = new File(['%PDF-1.7 proof'], 'Tumbler proof v1.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Proof file for Summit Tumbler'), file);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe(`${uploadPath}?name=Tumbler+proof+v1.pdf`);
    expect(sent.headers).toEqual({ 'content-type': 'application/pdf' });
    expect(sent.body).toBe(file);
    expect(await within(proofsOf('Summit Tumbler')).findByText('Awaiting approval')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `/api/orders/${orderId}`)).toHaveLength(2);
  });

  it('shows why the server refused the file (not a proof), and a file too large without sending it', async () => {
    const { calls } = openOrder(buildOrder(), 'member', [
      { method: 'POST', path: new RegExp(`^${uploadPath}\\?`), status: 415, body: { error: { code: 'unsupported_media_type', message: PROOF_MESSAGES.notAProof } } },
    ]);
    const tumbler = await screen.findByRole('region', { name: 'Proofs of Summit Tumbler' });
    await userEvent.upload(screen.getByLabelText('Proof file for Summit Tumbler'), new File(['not really a png'], 'logo.png', { type: 'image/png' }));
    expect(await within(tumbler).findByRole('alert')).toHaveTextContent(PROOF_MESSAGES.notAProof);
    expect(calls.find((c) => c.method === 'POST')?.headers).toEqual({ 'content-type': 'image/png' });

    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: PROOF_MAX_BYTES + 1 });
    await userEvent.upload(screen.getByLabelText('Proof file for Summit Tumbler'), huge);
    expect(within(tumbler).getByRole('alert')).toHaveTextContent(PROOF_MESSAGES.tooLarge);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('re-reads the order when a proof is uploaded or decided in any tab', async () => {
    const { store, read } = openOrder(buildOrder({ proofs: [buildProof()] }));
    const tumbler = await screen.findByRole('region', { name: 'Proofs of Summit Tumbler' });
    expect(within(tumbler).getByText('Awaiting approval')).toBeInTheDocument();
    read.body = { order: buildOrder({ proofs: [buildProof({ status: 'approved', decidedAt: '2026-03-07T16:00:00.000Z', decidedByName: 'Dana Buyer' })] }) };
    act(() => applyEvent(envelope('order.updated', { order: buildSummary(), change: 'proof', summary: 'Dana Buyer approved the proof of Summit Tumbler' }), store));
    expect(await within(tumbler).findByText('Approved by Dana Buyer on Mar 7, 2026')).toBeInTheDocument();
  });
});
