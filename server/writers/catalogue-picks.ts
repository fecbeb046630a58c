// Real products from the workspace's catalogue for a writer, each with its unit price at the
// quantity the text quotes (the catalogue's own price at that quantity, never an estimate). The
// search keeps every hard constraint it can; when nothing fits it relaxes one at a time, in a
// fixed order, and says which (the writer then states the conflict instead of hiding it).
import type { PriceBreak, ProductSummary } from '../../contracts/catalogue.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { catalogueFor, catalogueProducts, priceForQuantity, productImageSvg, searchCatalogueForTools, type Chosen } from '../catalogue/index.js';
import { ProviderError } from '../ports/provider-error.js';

export interface QuotedProduct {
  id: string;
  name: string;
  category: string;
  keySellingPoint: string;
  /** Price per unit at `quantity`, from the catalogue. */
  unitPrice: number;
  quantity: number;
  minQuantity: number;
  leadTime: string;
  /** Production days read from the lead time (the longest of a range); null when it gives none. */
  productionDays: number | null;
  /** Made in time for the want's deadline only with the supplier's rush service. */
  rushNeeded: boolean;
  /** An absolute URL or a data: URI: usable outside the app. Null when the product has no picture. */
  imageUrl: string | null;
  /** For the rep only. */
  supplierName: string;
  itemNum: string;
}

export type Relaxed = 'budget' | 'deadline' | 'color';

/** A search the catalogue refuses as asked finds nothing; a catalogue that fails (SAGE unreachable) fails the writing, which says so. */
const unlessProviderFailed = (err: unknown): null => {
  if (err instanceof ProviderError) throw err;
  return null;
};

export interface ProductWant {
  /** Free words to search for; empty for none. */
  keywords: string;
  /** Words the product's name must carry ("tape measure"), as the catalogue names the type. */
  itemName?: string;
  /** The product asked for, checked on each result (the catalogue's own type rule). */
  isWanted?: (p: ProductSummary) => boolean;
  category: string | null;
  colors: readonly string[];
  /** The quantity asked; null when the brief states none: each product is then quoted at its own minimum order. */
  quantity: number | null;
  /** Highest unit price at the quantity, in dollars. */
  unitBudget: number | null;
  /** Lowest unit price at the quantity ('at least $30 each'), in dollars; relaxed with the budget. */
  unitFloor?: number | null;
  /** Production days the deadline leaves. */
  maxDays: number | null;
  /** A delivery date close enough that the supplier's rush service may make it (products in standard time first). */
  rushWithin?: boolean;
}

/** "7 business days" → 7, "5-7 days" → 7, "2-3 weeks" → 15 (business days). */
export function productionDaysOf(leadTime: string): number | null {
  const m = /(?<!\d)(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(business\s+days?|days?|weeks?)/i.exec(leadTime);
  if (!m) return null;
  const n = Number(m[2] ?? m[1]);
  return /week/i.test(m[3]) ? n * 5 : n;
}

/** `withRush`: found by a search that let rush meet the deadline. */
function quoted(p: ProductSummary, want: ProductWant, withRush = false): QuotedProduct {
  return {
    id: p.id,
    name: p.name,
    category: p.categories[0] ?? want.category ?? '',
    keySellingPoint: p.keySellingPoint,
    unitPrice: p.price.min,
    quantity: want.quantity ?? p.minQuantity,
    minQuantity: p.minQuantity,
    leadTime: p.leadTime,
    productionDays: productionDaysOf(p.leadTime),
    // (A search with rush finds products made in time or offering rush: one made later offers it.)
    rushNeeded: withRush && want.maxDays !== null && (productionDaysOf(p.leadTime) ?? 0) > want.maxDays,
    imageUrl: p.imageUrl && /^https?:\/\//i.test(p.imageUrl) ? p.imageUrl : null,
    supplierName: p.supplier.name,
    itemNum: p.itemNum,
  };
}

/** The catalogue search for a want, without the constraints `relaxed` gives up (keywords, sort and size are the caller's). */
function searchOf(want: ProductWant, relaxed: readonly Relaxed[]): Record<string, unknown> {
  return {
    ...(want.itemName ? { itemName: want.itemName } : {}),
    ...(want.category ? { categories: want.category } : {}),
    ...(want.quantity !== null ? { qty: want.quantity } : {}),
    ...(want.colors.length && !relaxed.includes('color') ? { colors: want.colors.join(',') } : {}),
    ...(want.unitBudget && !relaxed.includes('budget') ? { priceHigh: want.unitBudget } : {}),
    ...(want.unitFloor && !relaxed.includes('budget') ? { priceLow: want.unitFloor } : {}),
    ...(want.maxDays && !relaxed.includes('deadline') ? { prodTime: Math.max(1, Math.floor(want.maxDays)), ...(want.rushWithin ? { includeRush: true } : {}) } : {}),
  };
}

/**
 * Up to `count` products for one want, excluding `taken` ids. The describing words are soft
 * (tried with, then without); the hard constraints are relaxed in order: colour, then budget,
 * then deadline. The product asked for (its name words and category) is never relaxed.
 */
export async function quoteProducts(
  app: AppContext,
  actor: Actor,
  want: ProductWant,
  count: number,
  taken: ReadonlySet<string> = new Set(),
): Promise<{ products: QuotedProduct[]; relaxed: Relaxed[] }> {
  const steps: Relaxed[][] = [[], ['color'], ['color', 'budget'], ['color', 'budget', 'deadline']];
  const soft = want.keywords.trim() ? [want.keywords, ''] : [''];
  // The workspace's catalogue, read and opened once for every search and price read below.
  const chosen = await catalogueFor(app, actor.workspaceId);
  for (const [relaxed, keywords] of steps.flatMap((r) => soft.map((k) => [r, k] as const))) {
    // Past the budget, the closest are the cheapest: asked for cheapest first, as the assistant does.
    const sort = relaxed.includes('budget') && want.unitBudget ? { sort: 'price-low' } : {};
    const found = await searchCatalogueForTools(app, actor, { ...searchOf(want, relaxed), ...sort, keywords, maxRecs: count + taken.size + 10 }, chosen).catch(unlessProviderFailed);
    // (Made in standard time before made in time with rush; past the deadline, the quickest first.)
    const days = (p: ProductSummary) => productionDaysOf(p.leadTime) ?? Number.MAX_SAFE_INTEGER;
    const late = (p: ProductSummary) => (want.maxDays === null || days(p) <= want.maxDays ? 0 : relaxed.includes('deadline') ? days(p) : 1);
    const fits = (found?.products ?? [])
      .filter((p) => !taken.has(p.id) && (want.quantity === null || p.minQuantity <= want.quantity) && (!want.isWanted || want.isWanted(p)))
      .filter((p) => relaxed.includes('budget') || !want.unitBudget || p.price.min <= want.unitBudget)
      .sort((a, b) => late(a) - late(b));
    const withRush = Boolean(want.rushWithin && want.maxDays) && !relaxed.includes('deadline');
    const products = await pricedAtQuantity(app, actor, chosen, fits, want, withRush);
    const priced = products.filter((p) => relaxed.includes('budget') || ((!want.unitBudget || p.unitPrice <= want.unitBudget) && (!want.unitFloor || p.unitPrice >= want.unitFloor))).slice(0, count);
    if (priced.length) return { products: priced, relaxed: relaxed.filter((r) => isRelevant(r, want)) };
  }
  return { products: [], relaxed: [] };
}

/**
 * Which of the wants a catalogue the brief parser's vocabulary does not cover (SAGE's) has a product
 * for at all, whatever the quantity, colours, budget and deadline: one search each, the workspace's
 * catalogue worked out once. Null for the built-in catalogue, which the vocabulary covers: nothing is
 * asked of it, and it has none of them.
 */
export async function openCatalogueHas(app: AppContext, actor: Actor, wants: readonly ProductWant[]): Promise<boolean[] | null> {
  const chosen = await catalogueFor(app, actor.workspaceId);
  if (chosen.provider.id === 'builtin') return null;
  const has: boolean[] = [];
  // One after another: SAGE refuses too many searches at once.
  for (const want of wants) {
    const bare: ProductWant = { ...want, colors: [], quantity: null, unitBudget: null, unitFloor: null, maxDays: null };
    const found = await searchCatalogueForTools(app, actor, { ...searchOf(bare, []), keywords: want.keywords, maxRecs: 20 }, chosen).catch(unlessProviderFailed);
    has.push((found?.products ?? []).some((p) => !want.isWanted || want.isWanted(p)));
  }
  return has;
}

/**
 * The search's products quoted at the want's quantity, or at their own minimum order without one.
 * The built-in catalogue's search prices a product at the quantity asked; any other answers its
 * whole range (SAGE's '0.66 - 1.42': the lowest price is the largest break's) and may only guess the
 * minimum. Those, and every product quoted at its minimum, are priced from their own breaks (one read
 * for all of them); a product the catalogue no longer has, or whose minimum the quantity does not
 * reach, is left out rather than shown at a price it does not have. A catalogue that cannot give
 * the breaks now (SAGE unreachable) fails the writing, which says so.
 */
async function pricedAtQuantity(app: AppContext, actor: Actor, chosen: Chosen, found: ProductSummary[], want: ProductWant, withRush: boolean): Promise<QuotedProduct[]> {
  const fromBreaks = found.filter((p) => want.quantity === null || p.source !== 'builtin');
  const none = new Map<string, { priceBreaks: PriceBreak[]; minQuantity: number }>();
  const details = fromBreaks.length ? await catalogueProducts(app, actor, fromBreaks.map((p) => p.id), chosen) : none;
  return found.flatMap((p) => {
    const q = quoted(p, want, withRush);
    if (!fromBreaks.includes(p)) return [q];
    const detail = details.get(p.id);
    const minQuantity = detail?.minQuantity ?? q.minQuantity;
    const quantity = want.quantity ?? minQuantity;
    const price = quantity >= minQuantity ? priceForQuantity(detail?.priceBreaks ?? [], quantity) : null;
    return price === null ? [] : [{ ...q, unitPrice: price, quantity, minQuantity }];
  });
}

const isRelevant = (r: Relaxed, want: ProductWant): boolean =>
  (r === 'color' && want.colors.length > 0) || (r === 'budget' && (want.unitBudget !== null || Boolean(want.unitFloor))) || (r === 'deadline' && want.maxDays !== null);

/** The product's drawing as a data: URI when the catalogue draws it (built-in products), else its absolute URL. */
export async function embeddableImage(app: AppContext, product: QuotedProduct, size = 320): Promise<string | null> {
  const svg = await productImageSvg(app, product.id, size).catch(() => null);
  if (svg) return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return product.imageUrl;
}

/**
 * The lowest unit price at the want's quantity among the products that meet it (its budget aside),
 * relaxing colour and then the deadline as quoteProducts does; null when none does.
 */
export async function cheapestPrice(app: AppContext, actor: Actor, want: ProductWant): Promise<number | null> {
  const chosen = await catalogueFor(app, actor.workspaceId);
  for (const relaxed of [[], ['color'], ['color', 'deadline']] as Relaxed[][]) {
    const found = await searchCatalogueForTools(app, actor, { ...searchOf({ ...want, unitBudget: null }, relaxed), sort: 'price-low', maxRecs: 20 }, chosen).catch(unlessProviderFailed);
    const candidates = (found?.products ?? []).filter((p) => (want.quantity === null || p.minQuantity <= want.quantity) && (!want.isWanted || want.isWanted(p)));
    const prices = (await pricedAtQuantity(app, actor, chosen, candidates, want, false)).map((p) => p.unitPrice);
    if (prices.length > 0) return Math.min(...prices);
  }
  return null;
}
