import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { CatalogueSearchResponse, ProductDetailResponse, ProductSummary } from '../../contracts/catalogue.js';
import type { ProposalSummary } from '../../contracts/proposals.js';
import { ProductSearchPage } from '../../ui/pages/catalogue/ProductSearchPage.js';
import { ProductPage } from '../../ui/pages/catalogue/ProductPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { proposal } from './proposal-factories.js';
import { chooseOption, mockFetch, renderPage } from './render.js';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const summary: ProductSummary = {
  id: PRODUCT_ID,
  name: 'Harbor Quarter-Zip',
  imageUrl: `/api/catalogue/products/${PRODUCT_ID}/image?size=800`,
  thumbUrl: `/api/catalogue/products/${PRODUCT_ID}/image?size=150`,
  keySellingPoint: 'Soft and warm',
  price: { min: 18, max: 24 },
  priceText: '$18.00 - $24.00',
  supplier: { name: 'Harbor Apparel', location: 'Portland, OR', rating: 4.4 },
  minQuantity: 24,
  leadTime: '7 business days',
  categories: ['Apparel'],
  itemNum: 'HA-200',
  source: 'builtin',
  productUrl: `/products/${PRODUCT_ID}`,
};
const results: CatalogueSearchResponse = { products: [summary], total: 1, totalCapped: false, page: 1, tookMs: 3, provider: 'builtin', cached: false, warning: null };
const draft = (id: string, title: string, companyName: string | null, status: ProposalSummary['status'] = 'draft'): ProposalSummary => ({
  id, title, status, companyId: null, companyName, sessionId: null, lineCount: 1, approvedCount: 0, grandTotalCents: 1000, profitCents: 100, updatedAt: '2026-03-05T14:30:00.000Z', createdAt: '2026-03-05T14:30:00.000Z',
});
const DRAFT_ID = '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21';
const proposals = { items: [draft(DRAFT_ID, 'Acme Onboarding Kit', 'Acme'), draft('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Sent Kit', 'Beta', 'sent')] };

describe('Add to proposal from the search results', () => {
  it('carries the searched quantity and colour to a draft proposal’s new line, and to the product page link', async () => {
    const { calls } = mockFetch([
      { path: '/api/catalogue/categories', body: { categories: ['Apparel'], fallback: false, provider: 'builtin' } },
      { path: '/api/catalogue/credentials', body: { credentials: { configured: false } } },
      { path: /^\/api\/catalogue\/search/, body: results },
      { path: '/api/proposals', body: proposals },
      { method: 'POST', path: `/api/proposals/${DRAFT_ID}/lines`, status: 201, body: { proposal } },
    ]);
    renderPage(<><ProductSearchPage /><Toaster /></>, { path: '/product-search' });
    await userEvent.type(screen.getByLabelText('Colors'), 'navy');
    await userEvent.type(screen.getByLabelText('Quantity'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Search Products' }));
    const card = within((await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('Harbor Quarter-Zip'))!);
    expect(card.getByRole('link', { name: 'Harbor Quarter-Zip' })).toHaveAttribute('href', `/products/${PRODUCT_ID}?qty=250&color=Navy`);

    await userEvent.click(card.getByRole('button', { name: 'Add to proposal: Harbor Quarter-Zip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to proposal' });
    // The workspace's drafts and "New proposal"; a sent proposal is not offered.
    expect(await within(dialog).findByRole('radio', { name: /^Acme Onboarding Kit\s*·\s*Acme$/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'New proposal' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Sent Kit/ })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('250');
    expect(within(dialog).getByLabelText('Colour')).toHaveValue('Navy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to proposal' }));
    expect(await screen.findByText('Added to Acme Onboarding Kit')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: PRODUCT_ID, tiers: [250], color: 'Navy' });
  });
});

describe('Product page', () => {
  const detail: ProductDetailResponse = {
    provider: 'builtin',
    product: {
      ...summary,
      description: 'A warm quarter-zip',
      priceBreaks: [{ minQty: 24, price: 24 }, { minQty: 144, price: 18 }],
      colors: ['Navy', 'Forest Green', 'Maroon'],
      materials: ['Polyester'],
      themes: [],
      prodTimeDays: 7,
      rushAvailable: false,
      madeIn: null,
      flags: { verified: false, recyclable: false, envFriendly: false, newProduct: false, unionShop: false, allAudiences: false, endUserOnly: false, popular: false, fresh: false, timely: false },
      esg: [],
      largeImageUrl: null,
      dimensions: null,
      lineName: null,
      supplier: { ...summary.supplier, prefGroup: null },
      imprintArea: { x: 0.56, y: 0.3, w: 0.18, h: 0.16 },
    },
    decorations: [
      { method: 'embroidery', label: 'Embroidery', locations: ['Left chest', 'Full back'], maxColors: 8, imprintArea: '4" W x 4" H (left chest)', setupCents: 6500, runCents: 250 },
      { method: 'screen_print', label: 'Screen print', locations: ['Left chest', 'Full front'], maxColors: 4, imprintArea: '4" W x 4" H (left chest)', setupCents: 4500, runCents: 35 },
    ],
  };

  it('marks the price break of the quantity it was opened with from the search', async () => {
    mockFetch([{ path: `/api/catalogue/products/${PRODUCT_ID}`, body: detail }]);
    renderPage(<Route path="/products/:id" component={ProductPage} />, { path: `/products/${PRODUCT_ID}?qty=300` });
    const table = await screen.findByRole('table', { name: 'Price breaks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('144+your 300$18.00');
    expect(screen.getByText('$18.00 each at 300 units')).toBeInTheDocument();
  });

  it('marks no break without a quantity, or below the minimum order', async () => {
    mockFetch([{ path: `/api/catalogue/products/${PRODUCT_ID}`, body: detail }]);
    renderPage(<Route path="/products/:id" component={ProductPage} />, { path: `/products/${PRODUCT_ID}?qty=10` });
    const table = await screen.findByRole('table', { name: 'Price breaks' });
    for (const row of within(table).getAllByRole('row')) expect(row).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/each at 10 units/)).not.toBeInTheDocument();
  });

  it('shows the decoration methods with their locations and charges', async () => {
    mockFetch([{ path: `/api/catalogue/products/${PRODUCT_ID}`, body: detail }]);
    renderPage(<Route path="/products/:id" component={ProductPage} />, { path: `/products/${PRODUCT_ID}` });
    const table = await screen.findByRole('table', { name: 'Decoration methods and charges' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Embroidery');
    expect(rows[1]).toHaveTextContent('Left chest, Full back');
    expect(rows[1]).toHaveTextContent('$65.00');
    expect(rows[1]).toHaveTextContent('$2.50');
    expect(rows[2]).toHaveTextContent('Screen print');
  });

  it('adds the product to a new proposal for a pipeline company, at the searched quantity and colour', async () => {
    const company = { id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Acme Health', domain: 'acme.example' };
    const { calls } = mockFetch([
      { path: `/api/catalogue/products/${PRODUCT_ID}`, body: detail },
      { path: '/api/proposals', body: { items: [] } },
      { path: /^\/api\/companies/, body: { items: [company], nextCursor: null } },
      { method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { ...proposal, title: 'Acme Health Kit' } } },
    ]);
    renderPage(
      <>
        <Route path="/products/:id" component={ProductPage} />
        <Toaster />
      </>,
      { path: `/products/${PRODUCT_ID}?qty=300&color=Forest%20Green` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to proposal: Harbor Quarter-Zip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to proposal' });
    expect(await within(dialog).findByText('No draft proposals yet: this starts one.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'New proposal' })).toBeChecked();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('300');
    expect(within(dialog).getByLabelText('Colour')).toHaveValue('Forest Green');
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Acme Health Kit');
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(document.body, 'Acme Health');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to proposal' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Acme Health Kit', companyId: company.id, lines: [{ productId: PRODUCT_ID, tiers: [300], color: 'Forest Green' }] });
    expect(await screen.findByText('Added to Acme Health Kit')).toBeInTheDocument();
  });
});
