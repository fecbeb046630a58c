import type { ApiClient } from '../helpers/client.js';
import type { CatalogueRow } from './assistant/expect.js';
import { mapLimited } from './limited.js';

/**
 * The judges' own copy of the catalogue, read the way a rep reads it — the product search and each
 * product's page over HTTP — never through the server's code or its database. A judge then prices a
 * product at a quantity from its price breaks itself, so a mistake in the search the assistant and
 * the writers quote from is not repeated here.
 */

export type ListedProduct = CatalogueRow & { supplierName: string; itemNum: string };

interface SearchPage {
  products: Array<{ id: string }>;
  totalCapped: boolean;
}
interface Detail {
  product: {
    id: string;
    name: string;
    categories: string[];
    colors: string[];
    themes: string[];
    priceBreaks: Array<{ minQty: number; price: number }>;
    minQuantity: number;
    prodTimeDays: number | null;
    rushAvailable: boolean;
    madeIn: string | null;
    flags: { envFriendly: boolean; recyclable: boolean };
    supplier: { name: string };
    itemNum: string;
  };
}

const PAGE = 100;

async function get<T>(client: ApiClient, path: string): Promise<T> {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body as T;
}

/**
 * Every product id the search finds in a category, a page at a time. A search counts no further
 * than a cap (it then says `totalCapped`); a capped range is split by price until each part is whole.
 */
async function idsIn(client: ApiClient, category: string, low: number, high: number, into: Set<string>): Promise<void> {
  const base = `/api/catalogue/search?categories=${encodeURIComponent(category)}&priceLow=${low}&priceHigh=${high}&maxRecs=${PAGE}&sort=price-low`;
  const first = await get<SearchPage>(client, `${base}&page=1`);
  if (first.totalCapped && high - low > 0.02) {
    const mid = Math.round(((low + high) / 2) * 100) / 100;
    await idsIn(client, category, low, mid, into);
    await idsIn(client, category, mid, high, into);
    return;
  }
  let page = first;
  for (let n = 2; ; n++) {
    for (const p of page.products) into.add(p.id);
    if (page.products.length < PAGE) return;
    page = await get<SearchPage>(client, `${base}&page=${n}`);
  }
}

/** The whole built-in catalogue as the judges read it; throws unless exactly `expectedSize` products were found. */
export async function readCatalogue(client: ApiClient, expectedSize: number): Promise<Map<string, ListedProduct>> {
  const { categories } = await get<{ categories: string[] }>(client, '/api/catalogue/categories');
  const ids = new Set<string>();
  for (const category of categories) await idsIn(client, category, 0, 100_000, ids);
  if (ids.size !== expectedSize) throw new Error(`the judge found ${ids.size} products through the search, not the ${expectedSize} the server was started with`);
  const rows = await mapLimited([...ids], 8, async (id): Promise<ListedProduct> => {
    const { product: p } = await get<Detail>(client, `/api/catalogue/products/${id}`);
    const breaks = [...p.priceBreaks].sort((a, b) => a.minQty - b.minQty);
    return {
      id: p.id,
      name: p.name,
      categories: p.categories,
      colors: p.colors,
      themes: p.themes,
      breakQtys: breaks.map((b) => b.minQty),
      breakPrices: breaks.map((b) => b.price),
      minQuantity: p.minQuantity,
      prodTimeDays: p.prodTimeDays ?? 0,
      rushAvailable: p.rushAvailable,
      madeIn: p.madeIn ?? '',
      envFriendly: p.flags.envFriendly,
      recyclable: p.flags.recyclable,
      supplierName: p.supplier.name,
      itemNum: p.itemNum,
    };
  });
  // In item-number order: the same on every start (ids are not), so what is generated from it is too.
  rows.sort((a, b) => a.itemNum.localeCompare(b.itemNum) || a.name.localeCompare(b.name));
  return new Map(rows.map((r) => [r.id, r]));
}
