import type { ProductSummary } from '../../../contracts/catalogue.js';
import { Button } from '../../components/Button.js';
import { ProductImage } from '../catalogue/ProductImage.js';
import { productHref } from './recommendations.js';

/** docs/product.md#chat: rows Image, Item #, Price, Action ('View product'); one column per picked product. */
export function ComparisonTable({ products, onClear }: { products: ProductSummary[]; onClear: () => void }) {
  const th = 'bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-slate-600';
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="relative overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Product comparison</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                <span className="sr-only">Attribute</span>
              </th>
              {products.map((p) => (
                <th key={p.id} scope="col" className={`${th} min-w-36`}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className={th}>Image</th>
              {products.map((p) => (
                <td key={p.id} className="px-3 py-2">
                  <ProductImage src={p.thumbUrl} alt={p.name} className="h-16 w-16 rounded" />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={th}>Item #</th>
              {products.map((p) => (
                <td key={p.id} className="px-3 py-2 text-slate-700">{p.itemNum}</td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={th}>Price</th>
              {products.map((p) => (
                <td key={p.id} className="px-3 py-2 font-medium text-slate-900">{p.priceText}</td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={th}>Action</th>
              {products.map((p) => (
                <td key={p.id} className="px-3 py-2">
                  <a href={productHref(p)} target="_blank" rel="noreferrer" className="text-xs font-medium text-brand-700 hover:underline">
                    View product
                  </a>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <div className="flex justify-end border-t border-slate-100 p-2">
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear Comparison
        </Button>
      </div>
    </div>
  );
}
