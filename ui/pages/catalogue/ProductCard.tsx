import { Link } from 'wouter';
import { Clock, MapPin, Star } from 'lucide-react';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import { ProductImage } from './ProductImage.js';
import { AddToProposalButton } from './AddToProposalButton.js';
import { NOTHING_CARRIED, withCarried, type CarriedSearch } from './search-form.js';

export const locationText = (location: string) => (location.trim() ? location : 'Unknown location');
export const ratingText = (rating: number | null | undefined) => (typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'N/A');
export const priceLabel = (p: Pick<ProductSummary, 'priceText'>) => p.priceText || 'Price on request';

/** One search result: picture, name, item #, price, selling point, supplier, minimum and lead time. */
export function ProductCard({ product, carried = NOTHING_CARRIED }: { product: ProductSummary; carried?: CarriedSearch }) {
  // The product page opens with the search's quantity and colour, for adding it to a proposal.
  const href = product.productUrl ? withCarried(product.productUrl, carried) : null;
  const title = href ? (
    <Link href={href} className="hover:text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
      {product.name}
    </Link>
  ) : (
    product.name
  );
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <ProductImage src={product.thumbUrl} alt={product.name} className="h-40 w-full bg-slate-50 p-2" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 className="text-sm font-semibold leading-snug text-slate-900">{title}</h3>
          <p className="mt-0.5 text-xs text-slate-500">Item #: {product.itemNum || '—'}</p>
        </div>
        <p className="text-lg font-semibold text-slate-900">{priceLabel(product)}</p>
        <p className="text-sm text-slate-600">{product.keySellingPoint || 'Quality promotional product'}</p>
        <div className="mt-auto space-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
          <p className="font-medium text-slate-800">{product.supplier.name}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden /> {locationText(product.supplier.location)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Star className="h-3.5 w-3.5" aria-hidden /> <span className="sr-only">Rating</span> {ratingText(product.supplier.rating)}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>Min: {product.minQuantity}</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden /> {product.leadTime}
            </span>
          </p>
        </div>
        {href && (
          <Link
            href={href}
            className="mt-1 inline-flex h-8 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            View product<span className="sr-only">: {product.name}</span>
          </Link>
        )}
        <AddToProposalButton product={product} carried={carried} size="sm" className="justify-center" />
      </div>
    </li>
  );
}
