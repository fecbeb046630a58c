import {
  pgTable,
  uuid,
  text,
  timestamp,
  index,
  uniqueIndex,
  integer,
  boolean,
  doublePrecision,
  jsonb,
  primaryKey,
  customType,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Built-in catalogue suppliers (global: shared by every workspace). */
export const suppliers = pgTable('suppliers', {
  /** SAGE-style supplier number. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  itemPrefix: text('item_prefix').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  location: text('location').notNull(),
  rating: doublePrecision('rating').notNull(),
  prefGroup: text('pref_group'),
  unionShop: boolean('union_shop').notNull().default(false),
  rushService: boolean('rush_service').notNull().default(false),
  esg: text('esg').array().notNull().default(sql`'{}'::text[]`),
  yearEstablished: integer('year_established'),
});

/**
 * Built-in catalogue products (global). Price breaks are two parallel arrays (quantities rising,
 * unit prices falling) so the price for a quantity is a cheap SQL expression. `search_vector`
 * weighs the name (A) over categories, themes, materials and colours (B) and the description (C).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    itemNum: text('item_num').notNull(),
    spc: text('spc').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    categories: text('categories').array().notNull(),
    description: text('description').notNull(),
    keySellingPoint: text('key_selling_point'),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    lineName: text('line_name'),
    themes: text('themes').array().notNull(),
    colors: text('colors').array().notNull(),
    imageColor: text('image_color').notNull(),
    materials: text('materials').array().notNull(),
    dimensions: text('dimensions'),
    imprintMethod: text('imprint_method'),
    breakQtys: integer('break_qtys').array().notNull(),
    breakPrices: doublePrecision('break_prices').array().notNull(),
    minQuantity: integer('min_quantity').notNull(),
    priceMin: doublePrecision('price_min').notNull(),
    priceMax: doublePrecision('price_max').notNull(),
    prodTimeDays: integer('prod_time_days').notNull(),
    rushAvailable: boolean('rush_available').notNull().default(false),
    madeIn: text('made_in').notNull(),
    verified: boolean('verified').notNull().default(false),
    recyclable: boolean('recyclable').notNull().default(false),
    envFriendly: boolean('env_friendly').notNull().default(false),
    newProduct: boolean('new_product').notNull().default(false),
    unionShop: boolean('union_shop').notNull().default(false),
    allAudiences: boolean('all_audiences').notNull().default(false),
    endUserOnly: boolean('end_user_only').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    fresh: boolean('fresh').notNull().default(false),
    timely: boolean('timely').notNull().default(false),
    oldPricing: boolean('old_pricing').notNull().default(false),
    esg: text('esg').array().notNull(),
    popularity: integer('popularity').notNull().default(0),
    /**
     * Every list and yes/no filter value as one GIN-indexed array ('cat:Bags', 'theme:Outdoor',
     * 'color:Navy', 'made:US', 'esg:Social', 'pref:Gold', 'flag:verified' …), so any combination
     * of filters is answered from the index rather than a scan.
     */
    facets: text('facets').array().notNull().default(sql`'{}'::text[]`),
    /** Categories, themes, materials, colours, imprint method and line, as one text. */
    searchTerms: text('search_terms').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, search_terms), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('products_item_num_key').on(sql`lower(${t.itemNum})`),
    index('products_spc_idx').on(sql`lower(${t.spc})`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_facets_idx').using('gin', t.facets),
    index('products_price_min_idx').on(t.priceMin),
    index('products_price_max_idx').on(t.priceMax),
    // Browsing a category by price reads these in order and stops after a page.
    index('products_category_price_min_idx').on(t.category, t.priceMin),
    index('products_category_price_max_idx').on(t.category, t.priceMax),
    index('products_supplier_idx').on(t.supplierId),
    index('products_prod_time_idx').on(t.prodTimeDays),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
  ],
);

/** Distinct words of the catalogue's text: the dictionary misspelt keywords are corrected against. */
export const catalogueWords = pgTable(
  'catalogue_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Bookkeeping of the built-in catalogue (e.g. key 'builtin' → {status, products, ms}). */
export const catalogueMeta = pgTable('catalogue_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A workspace's connection to an outside catalogue (docs/product.md#catalogue): which provider,
 * the settings that may be shown back (SAGE: account and login ids), and the provider's key (an
 * API key or token; several secrets as JSON), AES-256-GCM encrypted and bound to the workspace.
 * Without a row the workspace searches the built-in catalogue.
 */
export const catalogueConnections = pgTable('catalogue_connections', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  keyCiphertext: text('key_ciphertext').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers from an outside catalogue, per workspace (SAGE asks for caching; calls cost credits). */
export const catalogueCache = pgTable(
  'catalogue_cache',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    cacheKey: text('cache_key').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.cacheKey] }), index('catalogue_cache_created_idx').on(t.createdAt)],
);
