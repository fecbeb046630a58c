import { Check, Plus } from 'lucide-react';
import type { RecommendedProduct } from '../../../contracts/chat.js';
import { ProductImage } from '../catalogue/ProductImage.js';
import { cn } from '../../lib/cn.js';
import { largeImageHref, productHref } from './recommendations.js';
import { formatDollars } from '../../../contracts/money.js';

const link = 'text-xs font-medium text-brand-700 underline-offset-2 hover:underline';

/** How the product meets the question: price at the quantity, production time, and what it misses. */
function FitNotes({ product }: { product: RecommendedProduct }) {
  const fit = product.fit;
  if (!fit) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      <p className="text-slate-600">
        {fit.quantity ? `at ${fit.quantity.toLocaleString('en-US')} units · ` : ''}
        {fit.productionDays !== null ? `${fit.productionDays} production days` : product.leadTime}
        {fit.rush ? ' · rush service needed' : ''}
      </p>
      {fit.alternative && <p className="font-medium text-amber-700">Alternative</p>}
      {fit.misses.length > 0 && <p className="font-medium text-amber-700">Misses: {fit.misses.join('; ')}</p>}
    </div>
  );
}

/** One recommended product: picture, name, item number, price, fit, links and the comparison toggle. */
export function RecommendationCard({ product, picked, onToggle, onOpen }: { product: RecommendedProduct; picked: boolean; onToggle: () => void; /** 'View product' / 'Larger image' used. */ onOpen?: () => void }) {
  const large = largeImageHref(product);
  return (
    <li className={cn('relative flex flex-col rounded-lg border bg-white p-3 shadow-sm', picked ? 'border-brand-500 ring-1 ring-brand-300' : 'border-slate-200')}>
      <ProductImage src={product.thumbUrl} alt={product.name} className="mb-2 h-28 w-full rounded-md" />
      <p className="line-clamp-2 text-sm font-medium text-slate-900">{product.name}</p>
      <p className="mt-0.5 text-xs text-slate-500">Item # {product.itemNum}</p>
      <p className="mt-1 text-sm font-semibold text-slate-900">{product.fit?.unitPrice != null && product.fit.quantity ? `${formatDollars(product.fit.unitPrice)} each` : product.priceText}</p>
      <FitNotes product={product} />
      <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
        {large && (
          <a href={large} target="_blank" rel="noreferrer" className={link} onClick={onOpen}>
            Larger image
          </a>
        )}
        <a href={productHref(product)} target="_blank" rel="noreferrer" className={link} onClick={onOpen}>
          View product
        </a>
      </div>
      <button
        type="button"
        aria-pressed={picked}
        onClick={onToggle}
        className={cn(
          'mt-3 inline-flex h-8 items-center justify-center gap-1.5 rounded-md border text-xs font-medium',
          picked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
        )}
      >
        {picked ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Plus className="h-3.5 w-3.5" aria-hidden />}
        {picked ? 'Remove from comparison' : 'Add to comparison'}
        <span className="sr-only">: {product.name}</span>
      </button>
    </li>
  );
}
