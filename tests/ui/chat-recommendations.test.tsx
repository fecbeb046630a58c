import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductRecommendations } from '../../ui/pages/chat/ProductRecommendations.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildProduct } from './chat-factories.js';
import { mockFetch, renderPage } from './render.js';

const mid = buildProduct({ name: 'Mid Mug', itemNum: 'MM-2', price: { min: 5, max: 5 }, priceText: '$5.00' });
const cheap = buildProduct({ name: 'Cheap Mug', itemNum: 'CM-1', price: { min: 2.5, max: 2.5 }, priceText: '$2.50' });
const dear = buildProduct({ name: 'Dear Mug', itemNum: 'DM-3', price: { min: 9.75, max: 9.75 }, priceText: '$9.75', thumbUrl: null, imageUrl: null });
const sage = buildProduct({ id: '555123', name: 'Sage Pen', itemNum: 'SP-9', source: 'sage', productUrl: null, price: { min: 0.66, max: 1.42 }, priceText: '0.66 - 1.42' });

function open(products = [mid, cheap, dear], routes: Parameters<typeof mockFetch>[0] = []) {
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<><ProductRecommendations products={products} sessionId="4d7f1c8e-8f0a-4a47-9d1e-2b1f0c6a7e11" canCreateDocument /><Toaster /></>, { path: '/chat/x' }), ...fetchMock };
}
const names = () => within(screen.getAllByRole('list')[0]).getAllByRole('listitem').map((li) => within(li).getByText(/Mug|Pen/, { selector: 'p' }).textContent);

describe('Product recommendations block', () => {
  it('shows the count, cards with item number, price, links and the No Image placeholder', () => {
    open([mid, dear, sage]);
    expect(screen.getByRole('heading', { name: 'Product Recommendations (3)' })).toBeInTheDocument();
    const card = screen.getByText('Mid Mug').closest('li')!;
    expect(within(card).getByText('Item # MM-2')).toBeInTheDocument();
    expect(within(card).getByText('$5.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View product' })).toHaveAttribute('href', `/products/${mid.id}`);
    expect(within(card).getByRole('link', { name: 'Larger image' })).toHaveAttribute('href', `/api/catalogue/products/${mid.id}/image?size=800`);
    expect(within(screen.getByText('Dear Mug').closest('li')!).getByText('No Image')).toBeInTheDocument();
    // A price text with a dash is shown as it is; outside products open our own product page.
    const sageCard = screen.getByText('Sage Pen').closest('li')!;
    expect(within(sageCard).getByText('0.66 - 1.42')).toBeInTheDocument();
    expect(within(sageCard).getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/products/555123');
  });

  it('compares two or more picks in a table and clears it', async () => {
    open();
    const compare = screen.getByRole('button', { name: 'Compare (0)' });
    expect(compare).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to comparison: Mid Mug' }));
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to comparison: Dear Mug' }));
    expect(screen.getByRole('button', { name: 'Remove from comparison: Dear Mug' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Compare (2)' }));
    const table = screen.getByRole('table', { name: 'Product comparison' });
    for (const row of ['Image', 'Item #', 'Price', 'Action']) expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    expect(within(table).getByText('MM-2')).toBeInTheDocument();
    expect(within(table).getByText('$9.75')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'View product' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Comparison' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare (0)' })).toBeDisabled();
  });

  it('filters by price range and sorts on Apply; Reset restores everything', async () => {
    open();
    expect(names()).toEqual(['Mid Mug', 'Cheap Mug', 'Dear Mug']);
    await userEvent.click(screen.getByRole('button', { name: 'Filter Products' }));
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price Range ($2.50 - $9.75)' })).toBeInTheDocument();
    const max = screen.getByLabelText('Maximum price');
    expect(max).toHaveAttribute('step', '0.01');
    expect(max).toHaveAttribute('min', '2.5');
    expect(max).toHaveAttribute('max', '9.75');
    fireEvent.change(max, { target: { value: '6' } });
    expect(screen.getByRole('group', { name: 'Price Range ($2.50 - $6.00)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'Price: High to Low');
    expect(names()).toEqual(['Mid Mug', 'Cheap Mug', 'Dear Mug']); // nothing changes before Apply
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(names()).toEqual(['Mid Mug', 'Cheap Mug']);
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'Price: Low to High');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(names()).toEqual(['Cheap Mug', 'Mid Mug']);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(names()).toEqual(['Mid Mug', 'Cheap Mug', 'Dear Mug']);
    expect(screen.getByLabelText('Sort By')).toHaveValue('default');
  });

  it('offers no filters for a single product', () => {
    open([mid]);
    expect(screen.queryByRole('button', { name: 'Filter Products' })).not.toBeInTheDocument();
  });
});

describe('Create Document dialog', () => {
  it('creates a draft proposal from the picked products and opens it', async () => {
    const { calls, location } = open(undefined, [{ method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { id: '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21' } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to comparison: Cheap Mug' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Document from Products' });
    const title = within(dialog).getByLabelText('Document Title');
    expect((title as HTMLInputElement).value).toMatch(/^Product Proposal - \d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(within(dialog).getByPlaceholderText('Add any additional information or context here...')).toBeInTheDocument();
    expect(within(dialog).getByText('1 product(s) will be included in this document.')).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create Document' });
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    expect(create).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Mug Proposal');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Cheapest option');
    await userEvent.click(create);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/proposals/0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21'));
    // No quantity from the chat here: the product's minimum is the tier.
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/proposals')?.body).toEqual({ title: 'Mug Proposal', internalNotes: 'Cheapest option', sessionId: '4d7f1c8e-8f0a-4a47-9d1e-2b1f0c6a7e11', lines: [{ productId: cheap.id, tiers: [cheap.minQuantity] }] });
    expect(await screen.findByText('Your document has been created successfully.')).toBeInTheDocument();
  });

  it("prices each line at the quantity the assistant checked that product at, else the question's", async () => {
    const fit = { quantity: 300, unitPrice: 4.5, productionDays: 7, rush: false, fits: [], misses: [], alternative: false };
    const mugs = { ...mid, fit };
    const pens = buildProduct({ name: 'Click Pen', itemNum: 'CP-1', minQuantity: 250 });
    const { calls } = mockFetch([{ method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { id: '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21' } } }]);
    renderPage(<><ProductRecommendations products={[mugs, pens]} sessionId={null} quantity={150} canCreateDocument /><Toaster /></>, { path: '/chat/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Document from Products' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect((calls.find((c) => c.method === 'POST')?.body as { lines: unknown[] }).lines).toEqual([
      { productId: mugs.id, tiers: [300] },
      { productId: pens.id, tiers: [150] },
    ]);
  });

  it('makes each line in the brief’s colour (as the product offers it) and gives the proposal the brief’s in-hands date', async () => {
    const navyFit = { quantity: 200, unitPrice: 4.5, productionDays: 7, rush: false, fits: ['minimum 100', 'navy'], misses: [], alternative: false };
    const blueFit = { ...navyFit, fits: ['royal blue/light blue'] };
    const noNavy = { ...navyFit, fits: [], misses: ['no navy'] };
    const zip = { ...mid, id: 'a1', name: 'Quarter-Zip', fit: navyFit };
    const cap = { ...cheap, id: 'a2', name: 'Cap', fit: blueFit };
    const pen = { ...dear, id: 'a3', name: 'Pen', fit: noNavy };
    const { calls } = mockFetch([{ method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { id: '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21' } } }]);
    const brief = { colors: ['Navy', 'Blue'], deadlineDays: 21, askedAt: new Date(2026, 2, 10, 9, 30).toISOString() };
    renderPage(<><ProductRecommendations products={[zip, cap, pen]} sessionId={null} brief={brief} canCreateDocument /><Toaster /></>, { path: '/chat/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Document from Products' });
    expect(within(dialog).getByText('In-hands date: 2026-03-31')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const body = calls.find((c) => c.method === 'POST')?.body as { inHandsDate: string; lines: unknown[] };
    expect(body.inHandsDate).toBe('2026-03-31');
    expect(body.lines).toEqual([
      { productId: 'a1', tiers: [200], color: 'Navy' },
      { productId: 'a2', tiers: [200], color: 'Royal Blue' },
      { productId: 'a3', tiers: [200] },
    ]);
  });

  it('includes every shown product without picks, and says when creation fails', async () => {
    open(undefined, [{ method: 'POST', path: '/api/proposals', status: 500, body: { error: { code: 'internal', message: '' } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Document from Products' });
    expect(within(dialog).getByText('3 product(s) will be included in this document.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    expect(await screen.findByText('Failed to create document')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Document' })).toBeEnabled();
  });
});
