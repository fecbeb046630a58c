import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { Plus, Search } from 'lucide-react';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import { searchRequest } from '../../../contracts/catalogue-api.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { upsertProposal } from '../../state/proposals.js';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.js';

/** Finds catalogue products and adds one as a line (one tier: the product's minimum). */
export function AddProductForm({ proposalId }: { proposalId: string }) {
  const [found, setFound] = useState<ProductSummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const store = useStore();

  const search = async (keywords: string) => {
    if (!keywords.trim()) return setFound(null);
    setBusy(true);
    try {
      setFound((await api.catalogue.search(searchRequest({ keywords: keywords.trim(), maxRecs: 8 }), { key: `proposal-add-search:${proposalId}` })).products);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to search products. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  // As you type (debounced); Enter searches at once.
  const { text: keywords, setText: setKeywords, submit } = useDebouncedSearch('', (text) => void search(text));
  const add = async (p: ProductSummary) => {
    setBusy(true);
    try {
      upsertProposal(store, (await api.proposals.addLine({ id: proposalId }, { productId: p.id, tiers: [p.minQuantity] })).proposal);
      toast.success('Product added', { description: p.name });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to add the product') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title="Add a product" />
      <CardBody>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input aria-label="Search products" placeholder="Mugs, tote bags, pens..." value={keywords} onChange={(e) => setKeywords(e.target.value)} />
          <Button type="submit" variant="outline" disabled={busy || !keywords.trim()}>
            <Search className="h-4 w-4" aria-hidden /> Search
          </Button>
        </form>
        {found && (
          <ul className="mt-3 divide-y divide-slate-100">
            {found.length === 0 && <li className="py-2 text-sm text-slate-500">No products found</li>}
            {found.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{p.name}</span>
                  <span className="text-xs text-slate-500">
                    {p.priceText} · min {p.minQuantity.toLocaleString('en-US')}
                  </span>
                </span>
                <Button size="sm" variant="outline" onClick={() => void add(p)} disabled={busy} aria-label={`Add ${p.name}`}>
                  <Plus className="h-4 w-4" aria-hidden /> Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
