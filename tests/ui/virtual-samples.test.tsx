import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Company } from '../../contracts/companies.js';
import type { Proposal } from '../../contracts/proposals.js';
import type { PublicProposal } from '../../contracts/proposal-sharing.js';
import { ClientLogoCard } from '../../ui/pages/companies/detail/ClientLogoCard.js';
import { ProposalPage } from '../../ui/pages/proposals/ProposalPage.js';
import { PublicProposalPage } from '../../ui/pages/public/PublicProposalPage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { companyRecords } from '../../ui/state/companies.js';
import { buildCompany, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';
import { buildDraftProposal } from './proposal-factories.js';

vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, close: () => undefined }) }));

const id = '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21';
const lineId = '5d0c6a1e-2f4b-4c8e-9a7d-1e2f3a4b5c6d';
const company = buildCompany({ name: 'Acme' });
const logoUrl = `/api/companies/${company.id}/logo?v=0123456789abcdef`;
const area = { x: 0.37, y: 0.4, w: 0.26, h: 0.3 };

const proposal: Proposal = buildDraftProposal(
  { companyId: company.id, companyLogoUrl: logoUrl },
  { product: { name: 'Classic Mug', itemNum: 'CM-1', description: 'A mug', imageUrl: '/api/catalogue/products/p1/image?size=800', colors: ['White'], imprintArea: area } },
);

const placed = (img: HTMLElement) => ({ left: img.style.left, top: img.style.top, width: img.style.width, height: img.style.height });

describe('virtual samples', () => {
  it('lays the client’s logo over the product picture at its imprint area, and the seller nudges it', async () => {
    const nudged: Proposal = { ...proposal, lines: [{ ...proposal.lines[0], logoNudge: { dx: 0.02, dy: 0, scale: 1 } }], updatedAt: '2026-03-05T14:31:00.000Z' };
    const { calls } = mockFetch([
      { path: `/api/proposals/${id}`, body: { proposal } },
      { method: 'PATCH', path: `/api/proposals/${id}/lines/${lineId}`, body: { proposal: nudged } },
    ]);
    renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}`, as: 'member' });
    const logo = await screen.findByAltText('Acme logo on Classic Mug');
    expect(logo).toHaveAttribute('src', logoUrl);
    expect(logo).toHaveClass('absolute', 'object-contain');
    expect(placed(logo)).toEqual({ left: '37%', top: '40%', width: '26%', height: '30%' });

    await userEvent.click(screen.getByRole('button', { name: 'Move logo right' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ logoNudge: { dx: 0.02, dy: 0, scale: 1 } });
    await waitFor(() => expect(screen.getByAltText('Acme logo on Classic Mug').style.left).toBe('39%'));
  });

  it('shows no nudge controls to a viewer, and the logo as soon as another tab uploads one', async () => {
    mockFetch([{ path: `/api/proposals/${id}`, body: { proposal: { ...proposal, companyLogoUrl: null } } }]);
    const { store } = renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}`, as: 'viewer' });
    await screen.findByRole('group', { name: 'Classic Mug' });
    expect(screen.queryByAltText('Acme logo on Classic Mug')).not.toBeInTheDocument();
    act(() => applyEvent(envelope('company.updated', { company: { ...company, uploadedLogoUrl: logoUrl }, change: { kind: 'edited', fields: ['logo'] } }), store));
    expect(await screen.findByAltText('Acme logo on Classic Mug')).toHaveAttribute('src', logoUrl);
    expect(screen.queryByRole('button', { name: 'Move logo right' })).not.toBeInTheDocument();
  });

  it('gives the client page the logo through its own link, placed at the line’s logo area (turned with a slanted product)', async () => {
    const view: PublicProposal = {
      title: 'Acme Onboarding Kit',
      status: 'sent',
      message: null,
      expiresAt: null,
      inHandsDate: null,
      lines: [
        {
          id: lineId,
          name: 'Metal Pen',
          description: 'A pen',
          imageUrl: '/api/catalogue/products/p2/image?size=800',
          logoArea: { x: 0.29, y: 0.49, w: 0.33, h: 0.08, angle: -35 },
          colors: [],
          color: null,
          decoration: null,
          tiers: [{ quantity: 100, unitSellCents: 100, setupSellCents: 0, lineTotalCents: 10000, allInUnitSellCents: 100 }],
          chosenQty: null,
          chosenColor: null,
          status: 'open',
        },
      ],
      totals: { subtotalCents: 10000, shippingCents: 0, taxCents: 0, taxRatePct: 0, grandTotalCents: 10000 },
      branding: { companyName: 'Bright Promo Co', logoVersion: null, primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' },
      rep: { name: 'Sam Seller', email: 'sam@bright.example' },
      clientName: 'Acme',
      clientLogoVersion: 'fedcba9876543210',
      actions: [],
      delivery: null,
      order: null,
      updatedAt: '2026-03-05T14:30:00.000Z',
    };
    mockFetch([{ path: '/api/public/proposals/tok', body: { proposal: view } }]);
    renderPage(<Route path="/p/:token" component={PublicProposalPage} />, { path: '/p/tok' });
    const logo = await screen.findByAltText('Acme logo on Metal Pen');
    expect(logo).toHaveAttribute('src', '/api/public/proposals/tok/logo?v=fedcba9876543210');
    expect(placed(logo)).toEqual({ left: '29%', top: '49%', width: '33%', height: '8%' });
    expect(logo.style.transform).toBe('rotate(-35deg)');
  });
});

describe('the company page’s client logo', () => {
  it('uploads the chosen file as itself and shows it', async () => {
    const withLogo: Company = { ...company, uploadedLogoUrl: logoUrl };
    const { calls } = mockFetch([{ method: 'PUT', path: `/api/companies/${company.id}/logo`, body: { company: withLogo } }]);
    const { store } = renderPage(<ClientLogoCard companyId={company.id} />, { as: 'member' });
    act(() => void companyRecords.upsert(store, company));
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByAltText('Acme logo')).toHaveAttribute('src', logoUrl);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toBe(file);
    expect(put.headers).toEqual({ 'content-type': 'image/png' });
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
  });

  it('says why a file is refused before sending it, and shows a viewer no upload', async () => {
    const { calls } = mockFetch([]);
    const { store, unmount } = renderPage(<ClientLogoCard companyId={company.id} />, { as: 'member' });
    act(() => void companyRecords.upsert(store, company));
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be at most 2 MB');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Logo file'), gif, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be a PNG, JPEG or SVG image');
    expect(calls).toHaveLength(0);
    unmount();

    const viewer = renderPage(<ClientLogoCard companyId={company.id} />, { as: 'viewer' });
    act(() => void companyRecords.upsert(viewer.store, { ...company, uploadedLogoUrl: logoUrl }));
    expect(await screen.findByAltText('Acme logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /logo/i })).not.toBeInTheDocument();
  });
});
