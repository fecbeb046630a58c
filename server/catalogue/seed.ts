import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { AppContext } from '../context.js';
import type { SeedCatalogue, SeedProduct, SeedSupplier } from '../../contracts/builtin-catalogue.js';
import { productFacets } from './facets.js';

/**
 * Loads the built-in catalogue (suppliers, products, the word list used for spelling
 * correction) into an empty database. Every chunk is its own statement, so on embedded PGlite
 * (one statement at a time) requests keep being answered between chunks while it loads. The
 * data comes from the generator (seed/catalogue), handed in by the composition root
 * (server/seed-on-start.ts).
 */

const SEED_LOCK = 727_010;
const META_KEY = 'builtin';
/** Rows per statement: small enough that a request waits tens of milliseconds, not seconds. */
const CHUNK_SIZE = 100;
/**
 * A breath between chunks on embedded PGlite, which runs one statement at a time: requests queued
 * behind a chunk go first. A PostgreSQL server answers them on their own connections meanwhile
 * (the pauses were a sixth of a 20,000-product load there).
 */
const EMBEDDED_PAUSE_MS = 5;
/** Item numbers are unique up to this many products (seed/catalogue/products.ts). */
const MAX_PRODUCTS = 990_000;
/** Words shorter or longer than this are not worth correcting a keyword towards. */
const WORD_MIN = 1;
const WORD_MAX = 30;

export type SeedResult = { status: 'loaded'; products: number; suppliers: number; ms: number } | { status: 'skipped'; reason: string };

/** The built-in catalogue for a seed number (the generator's own when none is given). */
export type CatalogueData = (seed?: number) => SeedCatalogue;

export interface LoadCatalogueOptions {
  /** The generator (seed/catalogue: builtinCatalogue). */
  data: CatalogueData;
  count: number;
  seed?: number;
  chunkSize?: number;
  /** Between chunks (0 on a PostgreSQL server; EMBEDDED_PAUSE_MS on PGlite). */
  pauseMs?: number;
  onProgress?: (loaded: number, total: number) => void;
}

type Column = readonly [name: string, type: string];

const SUPPLIER_COLUMNS: readonly Column[] = [
  ['id', 'integer'], ['name', 'text'], ['item_prefix', 'text'], ['city', 'text'], ['state', 'text'],
  ['country', 'text'], ['location', 'text'], ['rating', 'double precision'], ['pref_group', 'text'],
  ['union_shop', 'boolean'], ['rush_service', 'boolean'], ['esg', 'text[]'], ['year_established', 'integer'],
];

const PRODUCT_COLUMNS: readonly Column[] = [
  ['id', 'uuid'], ['item_num', 'text'], ['spc', 'text'], ['name', 'text'], ['category', 'text'],
  ['categories', 'text[]'], ['description', 'text'], ['key_selling_point', 'text'], ['supplier_id', 'integer'],
  ['line_name', 'text'], ['themes', 'text[]'], ['colors', 'text[]'], ['image_color', 'text'],
  ['materials', 'text[]'], ['dimensions', 'text'], ['imprint_method', 'text'], ['break_qtys', 'integer[]'],
  ['break_prices', 'double precision[]'], ['min_quantity', 'integer'], ['price_min', 'double precision'],
  ['price_max', 'double precision'], ['prod_time_days', 'integer'], ['rush_available', 'boolean'],
  ['made_in', 'text'], ['verified', 'boolean'], ['recyclable', 'boolean'], ['env_friendly', 'boolean'],
  ['new_product', 'boolean'], ['union_shop', 'boolean'], ['all_audiences', 'boolean'], ['end_user_only', 'boolean'],
  ['popular', 'boolean'], ['fresh', 'boolean'], ['timely', 'boolean'], ['old_pricing', 'boolean'], ['esg', 'text[]'],
  ['popularity', 'integer'], ['search_terms', 'text'], ['facets', 'text[]'],
];

/** `insert … select … from jsonb_to_recordset($1)`: one parameter per chunk, however many rows. */
function recordsetInsert(table: string, columns: readonly Column[]): string {
  const names = columns.map(([n]) => n).join(', ');
  const definition = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  return `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${definition}) on conflict do nothing`;
}

const INSERT_SUPPLIERS = recordsetInsert('suppliers', SUPPLIER_COLUMNS);
const INSERT_PRODUCTS = recordsetInsert('products', PRODUCT_COLUMNS);

function supplierRow(s: SeedSupplier): Record<string, unknown> {
  return {
    id: s.id, name: s.name, item_prefix: s.itemPrefix, city: s.city, state: s.state, country: s.country,
    location: s.location, rating: s.rating, pref_group: s.prefGroup, union_shop: s.unionShop,
    rush_service: s.rushService, esg: s.esg, year_established: s.yearEstablished,
  };
}

/** The text weighted B in the search vector. */
export function searchTerms(p: Pick<SeedProduct, 'categories' | 'themes' | 'materials' | 'colors' | 'imprintMethod' | 'lineName'>): string {
  return [...p.categories, ...p.themes, ...p.materials, ...p.colors, p.imprintMethod, p.lineName].join(' ');
}

function productRow(p: SeedProduct, supplier: SeedSupplier | undefined): Record<string, unknown> {
  return {
    id: p.id, item_num: p.itemNum, spc: p.spc, name: p.name, category: p.category, categories: p.categories,
    description: p.description, key_selling_point: p.keySellingPoint, supplier_id: p.supplierId,
    line_name: p.lineName, themes: p.themes, colors: p.colors, image_color: p.imageColor, materials: p.materials,
    dimensions: p.dimensions, imprint_method: p.imprintMethod,
    break_qtys: p.priceBreaks.map((b) => b.minQty), break_prices: p.priceBreaks.map((b) => b.price),
    min_quantity: p.minQuantity, price_min: p.priceMin, price_max: p.priceMax, prod_time_days: p.prodTimeDays,
    rush_available: p.rushAvailable, made_in: p.madeIn, verified: p.verified, recyclable: p.recyclable,
    env_friendly: p.envFriendly, new_product: p.newProduct, union_shop: p.unionShop, all_audiences: p.allAudiences,
    end_user_only: p.endUserOnly, popular: p.popular, fresh: p.fresh, timely: p.timely, old_pricing: p.oldPricing,
    esg: p.esg, popularity: p.popularity, search_terms: searchTerms(p),
    facets: productFacets({
      categories: p.categories, themes: p.themes, colors: p.colors, madeIn: p.madeIn, esg: p.esg,
      prefGroup: supplier?.prefGroup ?? null,
      flags: {
        verified: p.verified, recyclable: p.recyclable, envFriendly: p.envFriendly, newProduct: p.newProduct,
        unionShop: p.unionShop, allAudiences: p.allAudiences, endUserOnly: p.endUserOnly, popular: p.popular,
        fresh: p.fresh, timely: p.timely,
      },
    }),
  };
}

/** Lower-case words of a text, as the spelling dictionary keeps them. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= WORD_MIN && w.length <= WORD_MAX);
}

/** Generation is CPU work: hand the event loop back this often so requests keep flowing. */
const YIELD_EVERY = 2_000;

/**
 * The order products are stored in: most popular first, ties by id — the order of the
 * popularity index. A scan of the table then meets the best sellers first, so "the first
 * thousand matches" of a keyword search are its thousand best sellers (see queries.ts).
 */
async function storageOrder(productAt: (index: number) => SeedProduct, count: number): Promise<number[]> {
  const keys: Array<{ index: number; popularity: number; id: string }> = [];
  for (let i = 0; i < count; i++) {
    const p = productAt(i);
    keys.push({ index: i, popularity: p.popularity, id: p.id });
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
  }
  keys.sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keys.map((k) => k.index);
}

type SeedMeta = { status: 'loading' | 'complete'; products?: number; ms?: number };

async function readMeta(client: pg.PoolClient): Promise<SeedMeta | null> {
  const { rows } = await client.query<{ value: SeedMeta }>('select value from catalogue_meta where key = $1', [META_KEY]);
  return rows[0]?.value ?? null;
}

async function writeMeta(client: pg.PoolClient, value: SeedMeta): Promise<void> {
  await client.query(
    `insert into catalogue_meta (key, value, updated_at) values ($1, $2::jsonb, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [META_KEY, JSON.stringify(value)],
  );
}

/**
 * Loads `count` generated products when the catalogue is empty. A process that finds another
 * one loading (advisory lock taken) leaves it to that one; a load interrupted half-way (marker
 * still 'loading') is cleared and redone.
 */
export async function loadBuiltinCatalogue(pool: pg.Pool, options: LoadCatalogueOptions): Promise<SeedResult> {
  const { data, count, seed, chunkSize = CHUNK_SIZE, pauseMs = EMBEDDED_PAUSE_MS } = options;
  if (count <= 0) return { status: 'skipped', reason: 'disabled' };
  if (count > MAX_PRODUCTS) throw new Error(`At most ${MAX_PRODUCTS.toLocaleString('en-US')} products can be generated`);
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [SEED_LOCK]);
    if (!rows[0]?.locked) return { status: 'skipped', reason: 'another process is loading the catalogue' };
    try {
      const meta = await readMeta(client);
      if (meta?.status === 'complete') return { status: 'skipped', reason: 'already loaded' };
      const existing = await client.query<{ any: boolean }>('select exists (select 1 from products) as any');
      if (existing.rows[0]?.any) {
        if (meta?.status !== 'loading') return { status: 'skipped', reason: 'catalogue not empty' };
        await client.query('truncate products, suppliers, catalogue_words');
      }
      const started = Date.now();
      await writeMeta(client, { status: 'loading' });
      const { suppliers: supplierList, productAt } = data(seed);
      const supplierById = new Map(supplierList.map((s) => [s.id, s]));
      await client.query(INSERT_SUPPLIERS, [JSON.stringify(supplierList.map(supplierRow))]);

      const order = await storageOrder(productAt, count);
      const words = new Set<string>();
      let loaded = 0;
      for (let start = 0; start < count; start += chunkSize) {
        const chunk = order.slice(start, start + chunkSize).map(productAt);
        for (const p of chunk) {
          for (const w of wordsOf(`${p.name} ${searchTerms(p)} ${p.description}`)) words.add(w);
        }
        await client.query(INSERT_PRODUCTS, [JSON.stringify(chunk.map((p) => productRow(p, supplierById.get(p.supplierId))))]);
        loaded += chunk.length;
        options.onProgress?.(loaded, count);
        // Let requests that queued behind this chunk run before the next one.
        if (pauseMs > 0) await sleep(pauseMs);
      }
      await client.query('insert into catalogue_words (word) select unnest($1::text[]) on conflict do nothing', [[...words]]);
      await client.query('vacuum analyze products');
      await client.query('analyze suppliers');
      await client.query('analyze catalogue_words');
      const ms = Date.now() - started;
      await writeMeta(client, { status: 'complete', products: loaded, ms });
      return { status: 'loaded', products: loaded, suppliers: supplierList.length, ms };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** Seeder run after the server is listening (server/seed-on-start.ts, which hands in the generator). */
export async function seedCatalogue(app: AppContext, data: CatalogueData): Promise<void> {
  const result = await loadBuiltinCatalogue(app.database.pool, {
    data,
    count: app.config.seedCatalogueSize,
    pauseMs: app.database.embedded ? EMBEDDED_PAUSE_MS : 0,
  });
  if (result.status === 'loaded') {
    app.log.info({ products: result.products, suppliers: result.suppliers, ms: result.ms }, 'built-in catalogue loaded');
  } else if (result.reason !== 'disabled') {
    app.log.debug({ reason: result.reason }, 'built-in catalogue not loaded');
  }
}
