import { useMemo, useRef, useState } from 'react';
import { FileText, GitCompare, SlidersHorizontal } from 'lucide-react';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import type { RecommendedProduct } from '../../../contracts/chat.js';
import type { InteractionType } from '../../../contracts/analytics.js';
import { track } from '../../api/analytics.js';
import { Button } from '../../components/Button.js';
import { ComparisonTable } from './ComparisonTable.js';
import { CreateDocumentDialog, type DocumentBrief } from './CreateDocumentDialog.js';
import { FilterPanel } from './FilterPanel.js';
import { RecommendationCard } from './RecommendationCard.js';
import { applyFilters, priceBounds, type RecommendationFilters } from './recommendations.js';

/** docs/product.md#chat "Product recommendations block" inside an assistant message. */
export function ProductRecommendations({
  products,
  sessionId,
  canCreateDocument,
  quantity = null,
  brief = null,
}: {
  products: RecommendedProduct[];
  sessionId: string | null;
  canCreateDocument: boolean;
  /** The quantity the chat understood: the tier of the proposal "Create Document" makes. */
  quantity?: number | null;
  /** The brief's colours and deadline: each line's colour and the in-hands date of that proposal. */
  brief?: DocumentBrief | null;
}) {
  const bounds = useMemo(() => priceBounds(products), [products]);
  const initial: RecommendationFilters = { min: bounds.min, max: bounds.max, sort: 'default' };
  const [filters, setFilters] = useState<RecommendationFilters>(initial);
  const [showFilters, setShowFilters] = useState(false);
  const [picks, setPicks] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => applyFilters(products, filters), [products, filters]);
  const picked = products.filter((p) => picks.includes(p.id));
  const table = useRef<HTMLDivElement>(null);
  const filtered = shown.length !== products.length;

  const interact = (p: ProductSummary, interactionType: InteractionType) =>
    track({ kind: 'product_interaction', ...(sessionId ? { sessionId } : {}), productId: p.id, productName: p.name.slice(0, 300), interactionType });
  const toggle = (p: ProductSummary) => {
    if (!picks.includes(p.id)) interact(p, 'compare');
    setPicks((list) => (list.includes(p.id) ? list.filter((x) => x !== p.id) : [...list, p.id]));
  };
  const clear = () => setPicks([]);

  return (
    <section aria-label="Product recommendations" className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The count follows the filters: the products the rep is looking at. */}
        <h3 className="text-sm font-semibold text-slate-900">Product Recommendations ({filtered ? `${shown.length} of ${products.length}` : products.length})</h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={picks.length < 2} onClick={() => table.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })}>
            <GitCompare className="h-4 w-4" aria-hidden /> Compare ({picks.length})
          </Button>
          {canCreateDocument && (
            <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
              <FileText className="h-4 w-4" aria-hidden /> Create Document
            </Button>
          )}
          {products.length > 1 && (
            <Button variant="outline" size="sm" aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
              <SlidersHorizontal className="h-4 w-4" aria-hidden /> {showFilters ? 'Hide Filters' : 'Filter Products'}
            </Button>
          )}
        </div>
      </div>
      {showFilters && products.length > 1 && (
        <FilterPanel bounds={bounds} applied={filters} onApply={setFilters} onReset={() => setFilters(initial)} />
      )}
      {/* Spec: the table appears with 2 or more picks (Compare brings it into view). */}
      {picked.length >= 2 && (
        <div ref={table}>
          <ComparisonTable products={picked} onClear={clear} />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">No products in this price range.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3">
          {shown.map((p) => (
            <RecommendationCard key={p.id} product={p} picked={picks.includes(p.id)} onToggle={() => toggle(p)} onOpen={() => interact(p, 'click')} />
          ))}
        </ul>
      )}
      {creating && <CreateDocumentDialog products={picked.length > 0 ? picked : shown} sessionId={sessionId} quantity={quantity} brief={brief} onClose={() => setCreating(false)} />}
    </section>
  );
}
