import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueSearchResponse, ProductSummary } from '../../contracts/catalogue.js';
import { ProductSearchPage } from '../../ui/pages/catalogue/ProductSearchPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { mockFetch, renderPage } from './render.js';

// Headless UI's Listbox watches its button's size; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Harbor 11 oz Ceramic Mug',
    imageUrl: '/api/catalogue/products/1/image?size=800',
    thumbUrl: '/api/catalogue/products/1/image?size=150',
    keySellingPoint: 'Dishwasher safe',
    price: { min: 2.4, max: 3.1 },
    priceText: '$2.40 - $3.10',
    supplier: { name: 'Summit Drinkware Co', location: 'Minneapolis, MN', rating: 4.6 },
    minQuantity: 72,
    leadTime: '7 business days',
    categories: ['Drinkware'],
    itemNum: 'SD-10423',
    source: 'builtin',
    productUrl: '/products/11111111-1111-4111-8111-111111111111',
    ...overrides,
  };
}

const results = (products: ProductSummary[], extra: Partial<CatalogueSearchResponse> = {}): CatalogueSearchResponse => ({
  products, total: products.length, totalCapped: false, page: 1, tookMs: 4.2, provider: 'builtin', cached: false, warning: null, ...extra,
});

const SEARCH = /^\/api\/catalogue\/search/;

function open(searchBody: unknown = results([product(), product({ id: '22222222-2222-4222-8222-222222222222', name: 'Plain Tote', supplier: { name: 'Coastal Bags', location: '', rating: 4 }, keySellingPoint: '' })]), status = 200) {
  const fetchMock = mockFetch([
    { path: '/api/catalogue/categories', body: { categories: ['Apparel', 'Bags', 'Drinkware'], fallback: false, provider: 'builtin' } },
    { path: '/api/catalogue/credentials', body: { credentials: { configured: false } } },
    { path: SEARCH, status, body: searchBody },
  ]);
  return { ...renderPage(<><ProductSearchPage /><Toaster /></>, { path: '/product-search' }), ...fetchMock };
}

const searchCalls = (calls: Array<{ url: string }>) => calls.filter((c) => SEARCH.test(c.url)).map((c) => c.url);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Search Products' }));

describe('Product search form', () => {
  it('has the title, three tabs (Product Criteria first) and every field of the spec', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Advanced Promo Product Search' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Product Criteria', 'Supplier Criteria', 'Other Filters']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Product criteria
    for (const label of ['Category', 'Keywords', 'Item Number', 'Exact item number', 'Item Name', 'Colors', 'Price Low ($)', 'Price High ($)', 'Quantity']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Themes/ })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Drinkware' })).toBeInTheDocument();
    // Supplier criteria
    await userEvent.click(screen.getByRole('tab', { name: 'Supplier Criteria' }));
    for (const label of ['Supplier ID', 'Line Name', 'Production Time (days)', 'Include rush service', 'Site Country']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Site Country')).toHaveValue('US');
    expect(screen.getByRole('button', { name: /Preference Groups/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Made In/ })).toBeInTheDocument();
    // Other filters
    await userEvent.click(screen.getByRole('tab', { name: 'Other Filters' }));
    for (const label of ['Verified', 'Recyclable', 'Environmentally Friendly', 'New Product', 'Union Shop', 'All Audiences', 'End User Only', 'Popular', 'Fresh', 'Timely', 'Hide Old Pricing']) {
      expect(screen.getByLabelText(label)).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: /ESG/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort By')).toHaveValue('relevance');
    expect(screen.getByLabelText('Max Results')).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Reset Form' })).toBeInTheDocument();
  });

  it('builds the query from every tab: numbers, comma-joined lists and flags', async () => {
    const { calls } = open();
    await screen.findByRole('option', { name: 'Drinkware' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Drinkware');
    await userEvent.click(screen.getByRole('button', { name: /Themes/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outdoor' }));
    await userEvent.click(screen.getByRole('option', { name: 'Travel' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Keywords'), 'mug');
    await userEvent.type(screen.getByLabelText('Colors'), 'Navy, White');
    await userEvent.type(screen.getByLabelText('Price High ($)'), '4.5');
    await userEvent.type(screen.getByLabelText('Quantity'), '144');
    await userEvent.click(screen.getByRole('tab', { name: 'Supplier Criteria' }));
    await userEvent.type(screen.getByLabelText('Production Time (days)'), '7');
    await userEvent.click(screen.getByLabelText('Include rush service'));
    await userEvent.click(screen.getByRole('tab', { name: 'Other Filters' }));
    await userEvent.click(screen.getByLabelText('Verified'));
    await userEvent.click(screen.getByLabelText('Recyclable'));
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'price-low');
    await submit();
    await screen.findByText('Found 2 products matching your criteria.');
    expect(searchCalls(calls)).toEqual([
      '/api/catalogue/search?categories=Drinkware&themes=Outdoor%2CTravel&keywords=mug&colors=Navy%2CWhite&priceHigh=4.5&qty=144&prodTime=7&includeRush=true&verified=true&recyclable=true&sort=price-low',
    ]);
  });

  it('sends a search with nothing set as an empty query (the server applies the default category)', async () => {
    const { calls } = open();
    await submit();
    await screen.findByText('Found 2 products matching your criteria.');
    expect(searchCalls(calls)).toEqual(['/api/catalogue/search']);
  });

  it('shows the results: count, catalogue, cards with defaults for missing data, product links', async () => {
    open();
    await submit();
    expect(await screen.findByText('Found 2 products matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Built-in catalogue')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const mug = within(cards[0]);
    expect(mug.getByRole('link', { name: 'Harbor 11 oz Ceramic Mug' })).toHaveAttribute('href', '/products/11111111-1111-4111-8111-111111111111');
    expect(mug.getByText('Item #: SD-10423')).toBeInTheDocument();
    expect(mug.getByText('$2.40 - $3.10')).toBeInTheDocument();
    expect(mug.getByText('Min: 72')).toBeInTheDocument();
    expect(mug.getByText('Minneapolis, MN')).toBeInTheDocument();
    expect(mug.getByText('7 business days')).toBeInTheDocument();
    const tote = within(cards[1]);
    expect(tote.getByText('Unknown location')).toBeInTheDocument();
    expect(tote.getByText('Quality promotional product')).toBeInTheDocument();
    // A broken thumbnail becomes the placeholder.
    fireEvent.error(tote.getByRole('img', { name: 'Plain Tote' }));
    expect(tote.getByText('No Image')).toBeInTheDocument();
  });

  it("says 'Searching...' while the search runs", async () => {
    let release: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const { fn } = open();
    fn.mockImplementationOnce(() => pending);
    // Categories and credentials load first; the next call is the search.
    await screen.findByRole('option', { name: 'Drinkware' });
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    await submit();
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    release(new Response(JSON.stringify(results([product()])), { status: 200, headers: { 'content-type': 'application/json' } }));
    // Counted words agree with their number.
    expect(await screen.findByText('Found 1 product matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Products' })).toBeEnabled();
  });

  it('shows the failure toast and clears the results when the search fails', async () => {
    const { fn } = open();
    await submit();
    await screen.findByText('Found 2 products matching your criteria.');
    fn.mockImplementation(async () => new Response(JSON.stringify({ error: { code: 'bad_gateway', message: 'SAGE rejected the catalogue credentials' } }), { status: 502 }));
    await submit();
    expect(await screen.findByText(/Failed to search products\. Please try again\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
  });

  it('SAGE unreachable: says "Failed to search products. Please try again." and reruns the same search on the built-in catalogue', async () => {
    const { fn } = open(results([], { provider: 'sage', warning: { code: 'catalogue_unavailable', message: 'Could not reach the SAGE catalogue; please try again later' } }));
    await userEvent.type(screen.getByLabelText('Keywords'), 'desk clock');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search products. Please try again.');
    expect(alert).toHaveTextContent('Could not reach the SAGE catalogue; please try again later');
    expect(screen.queryByText('No search yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();

    fn.mockImplementation(async () => new Response(JSON.stringify(results([product({ name: 'Walnut Desk Clock' })])), { status: 200, headers: { 'content-type': 'application/json' } }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Search the built-in catalogue instead' }));
    expect(await screen.findByText('Found 1 product matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Built-in catalogue')).toBeInTheDocument();
    const urls = () => searchCalls(fn.mock.calls.map(([url]) => ({ url: String(url) })));
    const [first, second] = urls();
    expect(second).toBe(`${first}&source=builtin`);
    expect(first).toContain('keywords=desk+clock');
    // The next search asks the workspace's own catalogue again.
    await submit();
    await waitFor(() => expect(urls()).toHaveLength(3));
    expect(urls()[2]).toBe(first);
  });

  it('after a search, the results heading takes focus and is scrolled into view', async () => {
    const scrolled = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      open();
      await submit();
      const heading = await screen.findByRole('heading', { name: 'Found 2 products matching your criteria.' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toHaveBeenCalled();
      expect(scrolled.mock.contexts.at(-1)).toBe(heading);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('validates before sending, opening the tab with the problem', async () => {
    const { calls } = open();
    await userEvent.type(screen.getByLabelText('Price Low ($)'), 'cheap');
    await submit();
    expect(await screen.findByText('Minimum price must be a number')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Price Low ($)'));
    await userEvent.click(screen.getByRole('tab', { name: 'Other Filters' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Supplier Criteria' }));
    await userEvent.type(screen.getByLabelText('Supplier ID'), '-3');
    await userEvent.click(screen.getByRole('tab', { name: 'Product Criteria' }));
    await submit();
    expect(await screen.findByText('Supplier ID must be a positive whole number')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Supplier Criteria' })).toHaveAttribute('aria-selected', 'true');
    expect(searchCalls(calls)).toEqual([]);
  });

  it('Reset Form empties every field', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Keywords'), 'tote');
    await userEvent.click(screen.getByLabelText('Exact item number'));
    await userEvent.click(screen.getByRole('tab', { name: 'Other Filters' }));
    await userEvent.click(screen.getByLabelText('Popular'));
    await userEvent.selectOptions(screen.getByLabelText('Max Results'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByRole('tab', { name: 'Product Criteria' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Keywords')).toHaveValue('');
    expect(screen.getByLabelText('Exact item number')).not.toBeChecked();
    expect(screen.getByLabelText('Popular')).not.toBeChecked();
    expect(screen.getByLabelText('Max Results')).toHaveValue('100');
  });

  it('pages through results', async () => {
    const { fn } = open(results([product()], { total: 3 }));
    await userEvent.selectOptions(screen.getByLabelText('Max Results'), '25');
    await submit();
    await screen.findByText('Found 3 products matching your criteria.');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
    fn.mockImplementation(async () => new Response(JSON.stringify(results([product()], { total: 60, page: 2 })), { status: 200 }));
    await submit();
    await screen.findByText('Found 60 products matching your criteria.');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    // The replaced implementation does not record calls; the mock itself does.
    await waitFor(() => expect(String(fn.mock.calls.at(-1)?.[0])).toBe('/api/catalogue/search?maxRecs=25&page=3'));
  });
});
