import { useEffect, useRef } from 'react';
import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { SEARCH_FAILED_MESSAGE, type CatalogueSearchResponse } from '../../../contracts/catalogue.js';
import { SEARCH_BUILTIN_INSTEAD } from '../../../contracts/catalogue-search.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { plural } from '../../lib/plural.js';
import { ProductCard } from './ProductCard.js';
import type { CarriedSearch } from './search-form.js';

export const PROVIDER_LABELS = { builtin: 'Built-in catalogue', sage: 'SAGE Connect' } as const;

export function foundText(r: Pick<CatalogueSearchResponse, 'total' | 'totalCapped'>): string {
  const n = plural(r.total, 'product');
  return `Found ${r.totalCapped ? n.replace(' ', '+ ') : n} matching your criteria.`;
}

/** A search that could not be answered: the product's message, why, and (for SAGE) the built-in catalogue instead. */
export type SearchFailure = { detail: string; canUseBuiltin: boolean };

/** The results card: count, which catalogue answered, the 1/2/3-column grid and paging. */
export function SearchResults(props: {
  response: CatalogueSearchResponse | null;
  perPage: number;
  busy: boolean;
  onPage: (page: number) => void;
  failure?: SearchFailure | null;
  onUseBuiltin?: () => void;
  /** Changes after each finished search: the heading then takes focus and scrolls into view. */
  revealKey?: number;
  /** The search's quantity and colour: a product added to a proposal from here starts with them. */
  carried?: CarriedSearch;
}) {
  const { response, perPage, busy, failure } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!props.revealKey) return;
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    h.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [props.revealKey]);
  const page = response?.page ?? 1;
  const lastPage = response ? Math.max(1, Math.ceil(response.total / perPage)) : 1;
  const hasNext = response ? (response.totalCapped ? response.products.length === perPage : page < lastPage) : false;
  return (
    <Card aria-busy={busy}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-base font-semibold text-slate-900 focus:outline-none">
            {response ? foundText(response) : 'Search Results'}
          </h2>
          {!response && <p className="mt-0.5 text-sm text-slate-500">Set your criteria and choose Search Products.</p>}
        </div>
        {response && (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Badge tone="blue">{PROVIDER_LABELS[response.provider]}</Badge>
            {response.cached && <Badge tone="grey">cached</Badge>}
            <span className="text-xs text-slate-500">{Math.round(response.tookMs)} ms</span>
          </div>
        )}
      </div>
      <CardBody>
        {failure && !busy ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <AlertTriangle className="h-6 w-6 text-amber-600" aria-hidden />
            <p className="font-medium text-slate-900">{SEARCH_FAILED_MESSAGE}</p>
            {failure.detail && <p className="max-w-prose text-sm text-slate-600">{failure.detail}</p>}
            {failure.canUseBuiltin && props.onUseBuiltin && (
              <Button variant="outline" onClick={props.onUseBuiltin}>
                {SEARCH_BUILTIN_INSTEAD}
              </Button>
            )}
          </div>
        ) : busy && !response ? (
          <div className="flex justify-center py-10">
            <Spinner label="Searching" className="h-8 w-8" />
          </div>
        ) : response && response.products.length > 0 ? (
          <>
            <ul aria-label="Products" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {response.products.map((p) => (
                <ProductCard key={`${p.source}-${p.id}`} product={p} carried={props.carried} />
              ))}
            </ul>
            {(page > 1 || hasNext) && (
              <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" disabled={busy || page <= 1} onClick={() => props.onPage(page - 1)}>
                  <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
                </Button>
                <span className="text-sm text-slate-600" aria-live="polite">
                  Page {page}
                  {!response.totalCapped && ` of ${lastPage}`}
                </span>
                <Button variant="outline" size="sm" disabled={busy || !hasNext} onClick={() => props.onPage(page + 1)}>
                  Next <ChevronRight className="h-4 w-4" aria-hidden />
                </Button>
              </nav>
            )}
          </>
        ) : response ? (
          <p className="py-8 text-center text-sm text-slate-500">No products match these criteria. Try fewer filters or other keywords.</p>
        ) : (
          <p className="py-8 text-center text-sm text-slate-500">No search yet.</p>
        )}
      </CardBody>
    </Card>
  );
}
