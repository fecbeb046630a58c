import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CatalogueSearchResponse } from '../../../contracts/catalogue.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { ProductCard } from './ProductCard.js';

export const PROVIDER_LABELS = { builtin: 'Built-in catalogue', sage: 'SAGE Connect' } as const;

export function foundText(r: Pick<CatalogueSearchResponse, 'total' | 'totalCapped'>): string {
  return `Found ${r.total.toLocaleString('en-US')}${r.totalCapped ? '+' : ''} products matching your criteria.`;
}

/** The results card: count, which catalogue answered, the 1/2/3-column grid and paging. */
export function SearchResults(props: {
  response: CatalogueSearchResponse | null;
  perPage: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { response, perPage, busy } = props;
  const page = response?.page ?? 1;
  const lastPage = response ? Math.max(1, Math.ceil(response.total / perPage)) : 1;
  const hasNext = response ? (response.totalCapped ? response.products.length === perPage : page < lastPage) : false;
  return (
    <Card aria-busy={busy}>
      <CardHeader
        title="Search Results"
        description={response ? foundText(response) : 'Set your criteria and choose Search Products.'}
        action={
          response && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Badge tone="blue">{PROVIDER_LABELS[response.provider]}</Badge>
              {response.cached && <Badge tone="grey">cached</Badge>}
              <span className="text-xs text-slate-500">{Math.round(response.tookMs)} ms</span>
            </div>
          )
        }
      />
      <CardBody>
        {busy && !response ? (
          <div className="flex justify-center py-10">
            <Spinner label="Searching" className="h-8 w-8" />
          </div>
        ) : response && response.products.length > 0 ? (
          <>
            <ul aria-label="Products" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {response.products.map((p) => (
                <ProductCard key={`${p.source}-${p.id}`} product={p} />
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
