import { ESG_VALUES, THEMES, type Country, type EsgValue, type Theme } from '../../contracts/catalogue.js';
import type { SeedCatalogue, SeedPriceBreak, SeedProduct } from '../../contracts/builtin-catalogue.js';
import { hash32 } from '../prng.js';
import { ADJECTIVES, CATEGORIES, CATEGORY_WEIGHTS, COLLECTIONS, QUANTITY_LADDERS } from './categories.js';
import type { CategoryDef } from './category-types.js';
import { Random } from './random.js';
import { DEFAULT_CATALOGUE_SEED, generateSuppliers, type SeedSupplier } from './suppliers.js';

export type { SeedPriceBreak, SeedProduct };

export interface GenerateProductsOptions {
  /** Suppliers to draw from; defaults to generateSuppliers(300, seed). */
  suppliers?: readonly SeedSupplier[];
}

const MADE_IN: readonly Country[] = ['US', 'CN', 'CA', 'MX', 'IN', 'GB', 'AU', 'DE', 'FR', 'JP'];
const MADE_IN_WEIGHTS = [30, 38, 6, 7, 6, 3, 2, 3, 2, 3];
const ITEM_NUMBER_SPACE = 990_000;
const SPC_SPACE = 26 ** 5;
const THEME_ORDER = new Map<string, number>(THEMES.map((t, i) => [t, i]));
const ESG_ORDER = new Map<string, number>(ESG_VALUES.map((e, i) => [e, i]));

function hex(n: number, width: number): string {
  return (n >>> 0).toString(16).padStart(8, '0').slice(-width);
}

/** UUID-shaped id; the last 8 digits are the index XOR a per-seed mask, so ids never collide. */
function productId(seed: number, index: number): string {
  const a = hash32(seed ^ 0x1d, index);
  const b = hash32(seed ^ 0x2e, index);
  const tail = (index ^ hash32(seed, 0xfeed)) >>> 0;
  return `${hex(a, 8)}-${hex(b, 4)}-4${hex(b >>> 16, 3)}-${(8 + (a & 3)).toString(16)}${hex(a >>> 12, 3)}-` +
    `${hex(b >>> 8, 4)}${hex(tail, 8)}`;
}

/** Index → distinct number (a multiplicative bijection on the space), so item numbers are unique. */
function scramble(index: number, multiplier: number, offset: number, space: number): number {
  return Number((BigInt(index) * BigInt(multiplier) + BigInt(offset)) % BigInt(space));
}

function base26(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

function inches(n: number): string {
  return `${Number((Math.round(n * 4) / 4).toFixed(2))}"`;
}

function priceBreaks(rng: Random, ladder: readonly number[], lo: number, hi: number): SeedPriceBreak[] {
  let cents = Math.max(5 + ladder.length, Math.round(rng.between(lo, hi) * 100));
  return ladder.map((minQty, i) => {
    if (i > 0) {
      const discounted = Math.round(cents * (1 - rng.between(0.03, 0.12)));
      cents = Math.max(1, Math.min(discounted, cents - 1));
    }
    return { minQty, price: cents / 100 };
  });
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length > 3) return `${items.length} colors`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Builds products by index; each index has its own random stream, so any product can be made alone. */
export function createProductFactory(seed = DEFAULT_CATALOGUE_SEED, suppliers: readonly SeedSupplier[] = generateSuppliers(300, seed)) {
  if (suppliers.length === 0) throw new Error('At least one supplier is needed to generate products');
  const byCategory = new Map<string, SeedSupplier[]>();
  for (const s of suppliers) {
    for (const c of s.specialties) byCategory.set(c, [...(byCategory.get(c) ?? []), s]);
  }
  const weights = CATEGORIES.map((c) => CATEGORY_WEIGHTS[c.name] ?? 5);
  const itemOffset = seed % ITEM_NUMBER_SPACE;
  const spcOffset = hash32(seed, 7) % SPC_SPACE;

  return function productAt(index: number): SeedProduct {
    const rng = new Random(hash32(seed, index + 1));
    const cat: CategoryDef = rng.weighted(CATEGORIES, weights);
    const template = rng.pick(cat.templates);
    const baseName = rng.pick(template.names);
    const collection = rng.pick(COLLECTIONS);
    const adjective = rng.chance(0.6) ? rng.pick(ADJECTIVES) : null;
    // 'Urban' is both a collection and an adjective: never 'Urban Urban …'.
    const name = [collection, adjective === collection ? null : adjective, baseName].filter(Boolean).join(' ');
    const supplier = rng.pick(byCategory.get(cat.name) ?? suppliers);

    const materials = rng.sample(template.materials, rng.int(1, 2));
    const colors = rng.sample(cat.colors, rng.int(1, Math.min(8, cat.colors.length)));
    const imageColor = rng.pick(colors);
    const tier = template.tier ?? cat.tier;
    const ladderChoices: readonly (readonly number[])[] = QUANTITY_LADDERS[tier];
    const ladder = rng.pick(ladderChoices);
    const breaks = priceBreaks(rng, rng.chance(0.25) ? ladder.slice(0, 4) : ladder, template.price[0], template.price[1]);
    const prodTimeDays = rng.int(cat.prodDays[0], cat.prodDays[1]);
    const madeIn = rng.chance(0.35) ? supplier.country : rng.weighted(MADE_IN, MADE_IN_WEIGHTS);

    const eco = cat.name === 'Eco-Friendly' || template.also === 'Eco-Friendly';
    const recyclable = rng.chance(eco ? 0.75 : cat.name === 'Drinkware' || cat.name === 'Bags' ? 0.22 : 0.08);
    const envFriendly = rng.chance(eco ? 0.85 : recyclable ? 0.35 : 0.06);
    const newProduct = rng.chance(0.1);
    const popularity = Math.round(100 * Math.pow(rng.float(), 1.6));

    const themes = new Set<Theme>(rng.sample(cat.themes, rng.int(1, 3)));
    if (rng.chance(0.12)) themes.add(rng.pick(THEMES));
    if (newProduct && rng.chance(0.5)) themes.add('New Product');
    if (rng.chance(0.08)) themes.add(rng.pick<Theme>(['Holidays', 'Seasonal']));
    const seasonal = themes.has('Holidays') || themes.has('Seasonal');

    const esg = new Set<EsgValue>(supplier.esg);
    if (eco) {
      if (rng.chance(0.7)) esg.add('Environmental');
      if (rng.chance(0.6)) esg.add('Sustainable');
      if (rng.chance(0.15)) esg.add(rng.pick<EsgValue>(['Carbon Neutral', 'Climate Neutral']));
    } else if (recyclable && rng.chance(0.3)) {
      esg.add('Sustainable');
    } else if (rng.chance(0.03)) {
      esg.add('Environmental');
    }

    const imprintMethod = rng.pick(cat.imprint);
    const dimensions = typeof cat.dims === 'string'
      ? cat.dims
      : `${inches(rng.between(cat.dims[0], cat.dims[1]))} W x ${inches(rng.between(cat.dims[2], cat.dims[3]))} H`;
    const description =
      `${name} made from ${materials.join(' and ')}. ${rng.pick(cat.features)}. ` +
      `Available in ${listText(colors)}, decorated by ${imprintMethod} with your logo. ${rng.pick(cat.usage)}`;

    return {
      id: productId(seed, index),
      itemNum: `${supplier.itemPrefix}-${10_000 + scramble(index, 7919, itemOffset, ITEM_NUMBER_SPACE)}`,
      spc: `${rng.letters(5)}-${base26(scramble(index, 104_729, spcOffset, SPC_SPACE), 5)}`,
      name,
      category: cat.name,
      categories: template.also ? [cat.name, template.also] : [cat.name],
      description,
      keySellingPoint: rng.pick(cat.sellingPoints),
      supplierId: supplier.id,
      lineName: `${collection} Collection`,
      themes: [...themes].sort((a, b) => (THEME_ORDER.get(a) ?? 0) - (THEME_ORDER.get(b) ?? 0)),
      colors,
      imageColor,
      materials,
      dimensions,
      imprintMethod,
      priceBreaks: breaks,
      minQuantity: breaks[0].minQty,
      priceMin: breaks[breaks.length - 1].price,
      priceMax: breaks[0].price,
      prodTimeDays,
      rushAvailable: prodTimeDays > 3 && rng.chance(supplier.rushService ? 0.65 : 0.12),
      madeIn,
      verified: rng.chance(0.62),
      recyclable,
      envFriendly,
      newProduct,
      unionShop: supplier.unionShop && madeIn === 'US' && rng.chance(0.7),
      allAudiences: rng.chance(0.93),
      endUserOnly: rng.chance(0.35),
      popular: popularity >= 75,
      fresh: rng.chance(newProduct ? 0.5 : 0.05),
      timely: rng.chance(seasonal ? 0.6 : 0.06),
      oldPricing: rng.chance(0.08),
      esg: [...esg].sort((a, b) => (ESG_ORDER.get(a) ?? 0) - (ESG_ORDER.get(b) ?? 0)),
      popularity,
    };
  };
}

/** How many suppliers the built-in catalogue has. */
export const SUPPLIER_COUNT = 300;

/**
 * The built-in catalogue for a seed: its suppliers and any product by index, what the server's
 * loader stores (handed to it by the composition root, server/seed-on-start.ts).
 */
export function builtinCatalogue(seed = DEFAULT_CATALOGUE_SEED): SeedCatalogue {
  const suppliers = generateSuppliers(SUPPLIER_COUNT, seed);
  return { suppliers, productAt: createProductFactory(seed, suppliers) };
}

/** Yields `count` products one at a time (constant memory); same count and seed → same products. */
export function* generateProducts(
  count: number,
  seed = DEFAULT_CATALOGUE_SEED,
  options: GenerateProductsOptions = {},
): Generator<SeedProduct> {
  if (count > ITEM_NUMBER_SPACE) throw new Error(`At most ${ITEM_NUMBER_SPACE} products can be generated`);
  const productAt = createProductFactory(seed, options.suppliers ?? generateSuppliers(300, seed));
  for (let i = 0; i < count; i++) yield productAt(i);
}

/** The same products as generateProducts, in arrays of `chunkSize` (for batched inserts). */
export function* generateProductChunks(
  count: number,
  seed = DEFAULT_CATALOGUE_SEED,
  chunkSize = 1000,
  options: GenerateProductsOptions = {},
): Generator<SeedProduct[]> {
  let chunk: SeedProduct[] = [];
  for (const product of generateProducts(count, seed, options)) {
    chunk.push(product);
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
