import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft, Clock, Factory, MapPin, Star, Zap } from 'lucide-react';
import { COUNTRY_NAMES, type Country, type ProductDetail, type ProductDetailResponse } from '../../../contracts/catalogue.js';
import type { ProductFlag } from '../../../contracts/catalogue-search.js';
import { colorHex } from '../../../contracts/product-colors.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { FLAG_LABELS } from './OtherFiltersTab.js';
import { ProductImage } from './ProductImage.js';
import { locationText, priceLabel, ratingText } from './ProductCard.js';
import { PROVIDER_LABELS } from './SearchResults.js';
import { plural } from '../../lib/plural.js';
import { formatCents, formatDollars } from '../../../contracts/money.js';
import { AddToProposalButton } from './AddToProposalButton.js';
import { cn } from '../../lib/cn.js';
import { carriedFromParams, type CarriedSearch } from './search-form.js';


function BackLink() {
  return (
    <Link href="/product-search" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Product Search
    </Link>
  );
}

function Facts({ items }: { items: Array<[string, string | null | undefined]> }) {
  const shown = items.filter((i): i is [string, string] => Boolean(i[1]));
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The price break a quantity falls in (the first at or below it), or undefined below the minimum. */
function breakAt(product: ProductDetail, quantity: number | null) {
  if (!quantity) return undefined;
  return product.priceBreaks.findLast((b) => quantity >= b.minQty);
}

/** The price breaks; the one the searched quantity falls in is marked, as the search card priced it. */
function PriceBreaks({ product, quantity }: { product: ProductDetail; quantity: number | null }) {
  if (product.priceBreaks.length === 0) return <p className="text-sm text-slate-500">Pricing on request.</p>;
  const current = breakAt(product, quantity);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Price breaks</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-500">
          <th scope="col" className="px-1 py-2 font-medium">Quantity</th>
          <th scope="col" className="px-1 py-2 text-right font-medium">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {product.priceBreaks.map((b, i) => {
          const next = product.priceBreaks[i + 1];
          const marked = b === current;
          return (
            <tr key={b.minQty} aria-current={marked ? 'true' : undefined} className={cn('border-b border-slate-100 last:border-0', marked && 'bg-brand-50 font-semibold text-brand-900')}>
              <td className="px-1 py-2">
                {next ? `${b.minQty.toLocaleString('en-US')} – ${(next.minQty - 1).toLocaleString('en-US')}` : `${b.minQty.toLocaleString('en-US')}+`}
                {marked && <span className="ml-2 text-xs font-medium text-brand-700">your {quantity!.toLocaleString('en-US')}</span>}
              </td>
              <td className="px-1 py-2 text-right font-medium tabular-nums">{formatDollars(b.price)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Colors({ colors }: { colors: string[] }) {
  if (colors.length === 0) return <p className="text-sm text-slate-500">Ask the supplier.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Colours">
      {colors.map((c) => (
        <li key={c} className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700">
          <span className="h-3 w-3 rounded-full border border-slate-300" style={{ backgroundColor: colorHex(c) }} aria-hidden />
          {c}
        </li>
      ))}
    </ul>
  );
}

function Decorations({ options, estimated }: { options: ProductDetailResponse['decorations']; estimated: boolean }) {
  if (options.length === 0) return <p className="text-sm text-slate-500">Ask the supplier.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Decoration methods and charges</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="py-2 pr-3 font-medium">Method</th>
            <th scope="col" className="py-2 pr-3 font-medium">Locations</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Setup</th>
            <th scope="col" className="py-2 text-right font-medium">Run, per unit</th>
          </tr>
        </thead>
        <tbody>
          {options.map((o) => (
            <tr key={o.method} className="border-b border-slate-100 align-top last:border-0">
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900">{o.label}</span>
                <span className="block text-xs text-slate-500">
                  {o.imprintArea}
                  {o.maxColors > 0 ? ` · up to ${plural(o.maxColors, 'colour')}` : ''}
                </span>
              </td>
              <td className="py-2 pr-3 text-slate-700">{o.locations.join(', ')}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(o.setupCents)}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(o.runCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimated && <p className="mt-2 text-xs text-slate-500">Estimated from the product's category: check with the supplier.</p>}
    </div>
  );
}

function ProductView({ product, provider, decorations, carried }: ProductDetailResponse & { carried: CarriedSearch }) {
  // The price break of the quantity the search carried here (none without one, or below the minimum).
  const atQuantity = breakAt(product, carried.quantity);
  const flags = (Object.keys(FLAG_LABELS) as ProductFlag[]).filter((f) => product.flags[f]);
  const production = product.prodTimeDays ? plural(product.prodTimeDays, 'business day') : product.leadTime;
  return (
    <>
      <BackLink />
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card className="overflow-hidden">
          <ProductImage src={product.largeImageUrl ?? product.imageUrl} alt={product.name} className="aspect-square w-full bg-slate-50 p-4" />
        </Card>
        <div className="space-y-6">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="blue">{PROVIDER_LABELS[provider]}</Badge>
              {product.categories.map((c) => (
                <Badge key={c}>{c}</Badge>
              ))}
            </div>
            <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{product.name}</h1>
            <p className="mt-1 text-sm text-slate-500">Item #: {product.itemNum || '—'}</p>
            <p className="mt-3 text-2xl font-semibold text-slate-900">{priceLabel(product)}</p>
            {atQuantity && (
              <p className="text-sm font-medium text-slate-700">
                {formatDollars(atQuantity.price)} each at {carried.quantity!.toLocaleString('en-US')} units
              </p>
            )}
            <p className="text-sm text-slate-500">Minimum order {product.minQuantity.toLocaleString('en-US')}</p>
            <div className="mt-3">
              <AddToProposalButton product={product} colors={product.colors} carried={carried} />
            </div>
            <p className="mt-3 text-slate-700">{product.keySellingPoint}</p>
            {flags.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Flags">
                {flags.map((f) => (
                  <li key={f}>
                    <Badge tone="green">{FLAG_LABELS[f]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Card>
            <CardHeader title="Price breaks" description="Unit price by order quantity." />
            <CardBody>
              <PriceBreaks product={product} quantity={carried.quantity} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Decoration" description="Methods, imprint locations and the charges at cost: setup once, run per unit and location." />
            <CardBody>
              <Decorations options={decorations ?? []} estimated={provider !== 'builtin'} />
            </CardBody>
          </Card>
        </div>
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardBody className="space-y-5">
            {product.description && <p className="text-sm leading-relaxed text-slate-700">{product.description}</p>}
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-800">Colors</h3>
              <Colors colors={product.colors} />
            </div>
            <Facts
              items={[
                ['Production time', production],
                ['Rush service', product.rushAvailable ? 'Available' : null],
                ['Materials', product.materials.join(', ')],
                ['Dimensions', product.dimensions],
                ['Made in', product.madeIn ? (COUNTRY_NAMES[product.madeIn as Country] ?? product.madeIn) : null],
                ['Product line', product.lineName],
                ['Themes', product.themes.join(', ')],
                ['ESG', product.esg.join(', ')],
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Supplier" />
          <CardBody className="space-y-3 text-sm text-slate-700">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <Factory className="h-4 w-4 text-slate-500" aria-hidden /> {product.supplier.name}
            </p>
            <p className="flex items-center gap-2">
              <MapPin className="h-4 w-4 text-slate-500" aria-hidden /> {locationText(product.supplier.location)}
            </p>
            <p className="flex items-center gap-2">
              <Star className="h-4 w-4 text-slate-500" aria-hidden /> Rating {ratingText(product.supplier.rating)}
            </p>
            <p className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-slate-500" aria-hidden /> {production}
            </p>
            {product.rushAvailable && (
              <p className="flex items-center gap-2">
                <Zap className="h-4 w-4 text-slate-500" aria-hidden /> Rush service available
              </p>
            )}
            {product.supplier.prefGroup && <Badge tone="purple">{product.supplier.prefGroup}</Badge>}
          </CardBody>
        </Card>
      </div>
    </>
  );
}

/** /products/:id — a catalogue product with its large image, price breaks, colours, supplier and flags. */
export function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  // The search it was opened from: its quantity and colour start a proposal line.
  const searchString = useSearch();
  const carried = useMemo(() => carriedFromParams(new URLSearchParams(searchString)), [searchString]);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'missing' } | { status: 'ready'; data: ProductDetailResponse }>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.catalogue
      .product({ id })
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((err: unknown) => {
        if (!live) return;
        setState({ status: 'missing' });
        if (!(err instanceof ApiError && (err.status === 404 || err.status === 400))) {
          toast.error('Error', { description: messageOf(err, 'Failed to load the product') });
        }
      });
    return () => {
      live = false;
    };
  }, [id]);

  if (state.status === 'loading') return <CenteredSpinner label="Loading product" />;
  if (state.status === 'missing') {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Product not found</h1>
        <Link href="/product-search">
          <Button variant="outline">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Product Search
          </Button>
        </Link>
      </div>
    );
  }
  return <ProductView {...state.data} carried={carried} />;
}
