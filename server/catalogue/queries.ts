import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CATEGORY } from '../../contracts/catalogue.js';
import { PRODUCT_FLAGS, SEARCH_COUNT_LIMIT, type CatalogueSearchQuery } from '../../contracts/catalogue-search.js';
import { PRODUCT_COLORS } from '../../contracts/product-colors.js';
import { CATALOGUE_CATEGORY_NAMES as CATEGORY_NAMES } from '../../contracts/builtin-catalogue.js';
import type { Db } from '../db/connect.js';
import { facet } from './facets.js';
import { looksLikeItemNumber, toTsQueryText, type KeywordTerm } from './keywords.js';
import { containsPattern } from '../db/like.js';

/**
 * SQL for the built-in catalogue. One statement per search: filters, full-text match and rank,
 * quantity price, sort, page and the (capped) number of matches together.
 */

/** Rush service turns an order around in this many working days. */
export const RUSH_DAYS = 3;
/** Price breaks kept per product (the seed makes 4–5). */
export const MAX_BREAKS = 6;

export type ProductRow = {
  id: string;
  name: string;
  itemNum: string;
  spc: string;
  category: string;
  categories: string[];
  keySellingPoint: string | null;
  imageColor: string;
  minQuantity: number;
  priceMin: number;
  priceMax: number;
  qtyPrice: number | null;
  prodTimeDays: number;
  rushAvailable: boolean;
  supplierName: string;
  supplierLocation: string;
  supplierRating: number;
};

export interface KeywordPlan {
  /** Terms after spelling correction; empty when nothing the buyer typed exists in the catalogue. */
  terms: KeywordTerm[];
  /** Every term must match ('all'), or any of them (the fallback when none has them all). */
  mode: 'all' | 'any';
  /** The keyword text as typed, trimmed and lower-cased (for item-number and name matches). */
  raw: string;
}

const like = (v: string) => containsPattern(v.toLowerCase());

/** Category name as the catalogue spells it, whatever the case typed. */
export function canonicalCategory(name: string): string {
  const wanted = name.trim().toLowerCase();
  return CATEGORY_NAMES.find((c) => c.toLowerCase() === wanted) ?? name.trim();
}

/**
 * Catalogue colours meant by the colours typed: the exact colour, or every colour named with
 * that word ('blue' → Royal Blue, Light Blue; 'grey' → Gray).
 */
export function expandColors(colors: readonly string[]): string[] {
  const names = Object.keys(PRODUCT_COLORS);
  const out = new Set<string>();
  for (const raw of colors) {
    const c = raw.trim().toLowerCase().replace(/\bgrey\b/g, 'gray');
    if (c === '') continue;
    const exact = names.find((n) => n.toLowerCase() === c);
    if (exact) {
      out.add(exact);
      continue;
    }
    const pattern = new RegExp(`\\b${c.replace(/[^a-z0-9 ]/g, '')}\\b`);
    const partial = names.filter((n) => pattern.test(n.toLowerCase()));
    if (partial.length > 0) partial.forEach((n) => out.add(n));
    else out.add(raw.trim());
  }
  return [...out];
}

/** Unit price at quantity `qty`: the last break whose quantity is reached, else the first. */
function quantityPrice(qty: number): SQL {
  const whens: SQL[] = [];
  for (let i = MAX_BREAKS; i >= 2; i--) whens.push(sql`when ${qty}::int >= p.break_qtys[${sql.raw(String(i))}] then p.break_prices[${sql.raw(String(i))}]`);
  return sql`(case ${sql.join(whens, sql` `)} else p.break_prices[1] end)`;
}

/**
 * The WHERE conditions. List and yes/no filters are tests on the GIN-indexed `facets` array
 * (all required values in one containment test, each "any of" list as an overlap test).
 */
function filters(q: CatalogueSearchQuery, price: SQL | null, keywords: KeywordPlan | null): SQL[] {
  const where: SQL[] = [];
  const required: string[] = [];
  const anyOf = (values: readonly string[]) => {
    if (values.length > 0) where.push(sql`p.facets && ${sql.param([...values])}::text[]`);
  };
  const category = q.categories.trim();
  // The default category (docs/product.md#catalogue) is the whole built-in catalogue.
  if (category !== '' && category.toLowerCase() !== DEFAULT_CATEGORY.toLowerCase()) required.push(facet.category(canonicalCategory(category)));
  for (const flag of PRODUCT_FLAGS) if (q[flag]) required.push(facet.flag(flag));
  if (required.length > 0) where.push(sql`p.facets @> ${sql.param(required)}::text[]`);
  anyOf(q.themes.map(facet.theme));
  anyOf(expandColors(q.colors).map(facet.color));
  anyOf(q.madeIn.map(facet.madeIn));
  anyOf(q.esg.map(facet.esg));
  anyOf(q.prefGroups.map(facet.prefGroup));

  if (keywords) {
    const matches: SQL[] = [];
    if (keywords.terms.length > 0) matches.push(sql`p.search_vector @@ to_tsquery('english', ${toTsQueryText(keywords.terms, keywords.mode)})`);
    if (looksLikeItemNumber(keywords.raw)) {
      matches.push(sql`lower(p.item_num) = ${keywords.raw}`, sql`lower(p.spc) = ${keywords.raw}`);
    }
    where.push(matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`);
  }
  const itemNum = q.itemNum.trim().toLowerCase();
  if (itemNum !== '') {
    where.push(
      q.itemNumExact
        ? sql`(lower(p.item_num) = ${itemNum} or lower(p.spc) = ${itemNum})`
        : sql`(lower(p.item_num) like ${like(itemNum)} or lower(p.spc) like ${like(itemNum)})`,
    );
  }
  for (const word of q.itemName.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    where.push(sql`lower(p.name) like ${like(word)}`);
  }
  if (price) {
    if (q.priceLow !== null) where.push(sql`${price} >= ${q.priceLow}`);
    if (q.priceHigh !== null) where.push(sql`${price} <= ${q.priceHigh}`);
  } else {
    // Without a quantity: the product's price range meets the range asked for.
    if (q.priceLow !== null) where.push(sql`p.price_max >= ${q.priceLow}`);
    if (q.priceHigh !== null) where.push(sql`p.price_min <= ${q.priceHigh}`);
  }
  if (q.qty !== null) where.push(sql`p.min_quantity <= ${q.qty}`);
  if (q.suppId !== null) where.push(sql`p.supplier_id = ${q.suppId}`);
  if (q.lineName.trim() !== '') where.push(sql`lower(p.line_name) like ${like(q.lineName.trim())}`);
  if (q.prodTime !== null) {
    where.push(
      q.includeRush && q.prodTime >= RUSH_DAYS
        ? sql`(p.prod_time_days <= ${q.prodTime} or p.rush_available)`
        : sql`p.prod_time_days <= ${q.prodTime}`,
    );
  }
  if (q.hideOldPricing) where.push(sql`not p.old_pricing`);
  return where;
}

/**
 * Relevance: an item-number hit first, then the full-text rank (name A, categories/themes/
 * materials/colours B, description C), plus a bonus for each word the buyer typed that is in the
 * name, so 'mug' puts mugs above trophy cups while 'cup' does the reverse.
 */
function rank(keywords: KeywordPlan): SQL {
  const parts: SQL[] = [];
  if (looksLikeItemNumber(keywords.raw)) {
    parts.push(sql`(case when lower(p.item_num) = ${keywords.raw} or lower(p.spc) = ${keywords.raw} then 100 else 0 end)`);
  }
  if (keywords.terms.length > 0) {
    parts.push(sql`ts_rank(p.search_vector, to_tsquery('english', ${toTsQueryText(keywords.terms, keywords.mode)}))`);
    for (const term of keywords.terms.slice(0, 5)) {
      parts.push(sql`(case when lower(p.name) like ${like(term.alternatives[0].join(' '))} then 0.3 else 0 end)`);
    }
  }
  // A bare `0` in ORDER BY would be read as a column position.
  return parts.length > 0 ? sql`(${sql.join(parts, sql` + `)})` : sql`0::float8`;
}

type SortKey = { key: SQL; descending: boolean; column?: 'price_min' | 'price_max' } | null;

/**
 * Filters that pick kinds of product. Prices depend on the kind (pens are cheap, jackets are
 * not), which the planner cannot know: walking the price index while filtering for jackets reads
 * half the catalogue before the first match. With such a filter the matches are found first and
 * then sorted; without one the price index gives the order and stops after a page.
 */
function picksKindOfProduct(q: CatalogueSearchQuery, keywords: KeywordPlan | null): boolean {
  const category = q.categories.trim().toLowerCase();
  return Boolean(keywords) || (category !== '' && category !== DEFAULT_CATEGORY.toLowerCase()) ||
    [q.itemNum, q.itemName, q.lineName].some((t) => t.trim() !== '') || q.suppId !== null;
}

/** The first sort key (null: popularity alone); ties go to the more popular product, then the id. */
function sortKey(q: CatalogueSearchQuery, price: SQL | null, keywords: KeywordPlan | null): SortKey {
  if (q.sort === 'price-low' || q.sort === 'price-high') {
    const descending = q.sort === 'price-high';
    if (price) return { key: price, descending };
    const column = descending ? 'price_max' : 'price_min';
    // `+ 0` hides the column from the index (see picksKindOfProduct).
    const key = picksKindOfProduct(q, keywords) ? sql`(p.${sql.raw(column)} + 0)` : sql`p.${sql.raw(column)}`;
    return { key, descending, column };
  }
  return keywords ? { key: rank(keywords), descending: true } : null;
}

// Directions spelt as the btree indexes read them (price_* forwards/backwards, popularity desc nulls last).
const direction = (descending: boolean) => (descending ? sql`desc nulls first` : sql`asc nulls last`);

/**
 * The page of a search without keywords. Sorting one category by price reads the
 * (category, price) index in order from its main products, plus the few listed there as a second
 * category, and stops after the page; otherwise one ordered query over the matches.
 */
function browsePage(q: CatalogueSearchQuery, where: SQL[], first: SortKey, offset: number): SQL {
  const category = q.categories.trim();
  const byCategoryPrice =
    first?.column && category !== '' && category.toLowerCase() !== DEFAULT_CATEGORY.toLowerCase() &&
    [q.itemNum, q.itemName, q.lineName].every((t) => t.trim() === '') && q.suppId === null;
  if (!first || !byCategoryPrice || !first.column) {
    const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    return sql`
      select p.id, p.popularity, ${first?.key ?? sql`null::float8`} as sort_key
      from products p
      ${whereSql}
      order by ${first ? sql`${first.key} ${direction(first.descending)}, ` : sql``}p.popularity desc nulls last, p.id
      limit ${q.maxRecs} offset ${offset}`;
  }
  const name = canonicalCategory(category);
  const column = sql.raw(`p.${first.column}`);
  const dir = direction(first.descending);
  const reach = q.maxRecs + offset;
  const conditions = sql.join(where, sql` and `);
  return sql`
    select u.id, u.popularity, u.sort_key from (
      (select p.id, p.popularity, ${column} as sort_key from products p
        where p.category = ${name} and ${conditions}
        order by ${column} ${dir}, p.popularity desc nulls last, p.id limit ${reach})
      union all
      (select p.id, p.popularity, ${column} as sort_key from products p
        where p.facets @> ${sql.param([facet.otherCategory(name)])}::text[] and ${conditions}
        order by (${column} + 0) ${dir}, p.popularity desc nulls last, p.id limit ${reach})
    ) u
    order by u.sort_key ${dir}, u.popularity desc, u.id
    limit ${q.maxRecs} offset ${offset}`;
}

const PRODUCT_COLUMNS = sql`p.id, p.name, p.item_num as "itemNum", p.spc, p.category, p.categories,
  p.key_selling_point as "keySellingPoint", p.image_color as "imageColor", p.min_quantity as "minQuantity",
  p.price_min as "priceMin", p.price_max as "priceMax", p.prod_time_days as "prodTimeDays",
  p.rush_available as "rushAvailable", s.name as "supplierName", s.location as "supplierLocation",
  s.rating as "supplierRating"`;

/**
 * Runs a keyword search's statement with the products table read from its first page by one
 * process, so that its first `countLimit` + 1 matches — the candidates, in storage order, which
 * is best-seller order (server/catalogue/seed.ts) — are the same every time. A LIMIT without
 * ORDER BY takes rows in the order the scan meets them: PostgreSQL starts a sequential scan of a
 * large table where another scan of it is (synchronize_seqscans; the products table passes a
 * quarter of shared_buffers at about 18,000 products) and shares one among parallel workers, so
 * the same search ranked other candidates from one call to the next. Ordering the candidates by
 * popularity instead would read every match rather than the first thousand: measured 2–3 times
 * slower for broad words ('mug', 'keychain') at 100,000 products. The settings are the
 * transaction's own (set_config local); the transaction costs under a millisecond (begin, the
 * settings, commit) and changes nothing else.
 */
async function inStorageOrder<T extends Record<string, unknown>>(db: Db, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('synchronize_seqscans', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return tx.execute<T>(statement);
  });
}

/**
 * One page of matching products and the number of matches (counted up to `countLimit`), in one
 * statement. The page is chosen on narrow rows (id, popularity, sort key) and only its products
 * are then read whole, with their suppliers.
 *
 * - Without keywords, an index can give the order (popularity, price) and stop after a page, and
 *   the count stops at `countLimit` + 1 matches.
 * - With keywords, relevance needs every candidate scored. The candidates are the first
 *   `countLimit` matches in table order, which is best-seller order (inStorageOrder):
 *   like SAGE's maxTotalItems, a keyword search considers at most that many products — its best
 *   sellers — and ranks or sorts them. The work stays the same however large the catalogue.
 */
export async function searchProducts(
  db: Db,
  q: CatalogueSearchQuery,
  keywords: KeywordPlan | null,
  countLimit = SEARCH_COUNT_LIMIT,
): Promise<{ rows: ProductRow[]; total: number; totalCapped: boolean }> {
  const price = q.qty !== null ? quantityPrice(q.qty) : null;
  const where = filters(q, price, keywords);
  const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const first = sortKey(q, price, keywords);
  const offset = (q.page - 1) * q.maxRecs;
  const pageOrder = (t: string) =>
    first
      ? sql`${sql.raw(t)}.sort_key ${direction(first.descending)}, ${sql.raw(t)}.popularity desc, ${sql.raw(t)}.id`
      : sql`${sql.raw(t)}.popularity desc, ${sql.raw(t)}.id`;
  const finish = sql`
    left join products p on p.id = pg.id
    left join suppliers s on s.id = p.supplier_id
    order by ${pageOrder('pg')}`;
  const qtyPrice = price ?? sql`null::float8`;

  const statement = keywords
    ? sql`
      with candidates as materialized (
        select p.id, p.popularity, ${first?.key ?? sql`null::float8`} as sort_key, row_number() over () as n
        from (
          select p.id, p.popularity, p.search_vector, p.name, p.item_num, p.spc, p.break_qtys, p.break_prices, p.price_min, p.price_max
          from products p ${whereSql} limit ${countLimit + 1}
        ) p
      )
      select c.total, ${PRODUCT_COLUMNS}, ${qtyPrice} as "qtyPrice"
      from (select count(*)::int as total from candidates) c
      left join lateral (
        select cd.id, cd.popularity, cd.sort_key from candidates cd where cd.n <= ${countLimit}
        order by ${pageOrder('cd')} limit ${q.maxRecs} offset ${offset}
      ) pg on true
      ${finish}`
    : sql`
      select c.total, ${PRODUCT_COLUMNS}, ${qtyPrice} as "qtyPrice"
      from (select count(*)::int as total from (select 1 from products p ${whereSql} limit ${countLimit + 1}) m) c
      left join lateral (${browsePage(q, where, first, offset)}) pg on true
      ${finish}`;

  type Row = ProductRow & { total: number; id: string | null };
  const result = keywords ? await inStorageOrder<Row>(db, statement) : await db.execute<Row>(statement);
  const total = Number(result.rows[0]?.total ?? 0);
  const rows = result.rows.filter((r) => r.id !== null).map(({ total: _total, ...r }) => r as ProductRow);
  return { rows, total: Math.min(total, countLimit), totalCapped: total > countLimit };
}

export type ProductDetailRow = Omit<ProductRow, 'qtyPrice'> & {
  description: string;
  lineName: string | null;
  themes: string[];
  colors: string[];
  materials: string[];
  dimensions: string | null;
  imprintMethod: string | null;
  breakQtys: number[];
  breakPrices: number[];
  madeIn: string;
  verified: boolean;
  recyclable: boolean;
  envFriendly: boolean;
  newProduct: boolean;
  unionShop: boolean;
  allAudiences: boolean;
  endUserOnly: boolean;
  popular: boolean;
  fresh: boolean;
  timely: boolean;
  esg: string[];
  supplierId: number;
  supplierPrefGroup: string | null;
};

/** A product page's columns (one home for findProduct and findProducts). */
const DETAIL_COLUMNS = sql`
    select p.id, p.name, p.item_num as "itemNum", p.spc, p.category, p.categories, p.key_selling_point as "keySellingPoint",
      p.image_color as "imageColor", p.min_quantity as "minQuantity", p.price_min as "priceMin", p.price_max as "priceMax",
      p.prod_time_days as "prodTimeDays", p.rush_available as "rushAvailable", p.description, p.line_name as "lineName",
      p.themes, p.colors, p.materials, p.dimensions, p.imprint_method as "imprintMethod", p.break_qtys as "breakQtys",
      p.break_prices as "breakPrices", p.made_in as "madeIn", p.verified, p.recyclable, p.env_friendly as "envFriendly",
      p.new_product as "newProduct", p.union_shop as "unionShop", p.all_audiences as "allAudiences",
      p.end_user_only as "endUserOnly", p.popular, p.fresh, p.timely, p.esg, p.supplier_id as "supplierId",
      s.name as "supplierName", s.location as "supplierLocation", s.rating as "supplierRating", s.pref_group as "supplierPrefGroup"
    from products p join suppliers s on s.id = p.supplier_id`;

export async function findProduct(db: Db, id: string): Promise<ProductDetailRow | null> {
  const result = await db.execute<ProductDetailRow>(sql`${DETAIL_COLUMNS} where p.id = ${id}`);
  return result.rows[0] ?? null;
}

/** Several products in one query (the assistant checks a search's candidates at once); unknown ids are left out. */
export async function findProducts(db: Db, ids: readonly string[]): Promise<ProductDetailRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ProductDetailRow>(sql`${DETAIL_COLUMNS} where p.id = any(${sql.param([...ids])}::uuid[])`);
  return result.rows;
}

/** What the product picture is drawn from. */
export async function findProductImage(db: Db, id: string): Promise<{ category: string; imageColor: string; name: string } | null> {
  const result = await db.execute<{ category: string; imageColor: string; name: string }>(
    sql`select category, image_color as "imageColor", name from products where id = ${id}`,
  );
  return result.rows[0] ?? null;
}

/** Categories that have products, in catalogue order. */
export async function listCategories(db: Db): Promise<string[]> {
  const result = await db.execute<{ category: string }>(sql`select distinct unnest(categories) as category from products`);
  const present = new Set(result.rows.map((r) => r.category));
  const known = CATEGORY_NAMES.filter((c) => present.has(c));
  return [...known, ...[...present].filter((c) => !CATEGORY_NAMES.includes(c)).sort()];
}
