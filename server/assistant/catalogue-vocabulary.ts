import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { SYNONYM_GROUPS } from '../catalogue/index.js';
import { buildVocabulary, type CatalogueVocabulary } from './vocabulary.js';

/**
 * The vocabulary of the catalogue in the database: product names (their collection word
 * dropped), categories and decoration methods. Built once the catalogue has finished loading and
 * kept for the database's lifetime; while it is still loading each call reads it afresh.
 */

/** Buyers' words for whole categories (a category the catalogue does not have is ignored). */
export const CATEGORY_SYNONYMS: Readonly<Record<string, string>> = {
  clothing: 'Apparel', clothes: 'Apparel', garments: 'Apparel', wearables: 'Apparel',
  hats: 'Headwear', headgear: 'Headwear',
  gadgets: 'Electronics', electronic: 'Electronics',
  'tech gifts': 'Tech', 'tech accessories': 'Tech', technology: 'Tech',
  snacks: 'Food & Beverage', treats: 'Food & Beverage', edibles: 'Food & Beverage', food: 'Food & Beverage', 'food gifts': 'Food & Beverage',
  'office supplies': 'Office', 'desk accessories': 'Office',
  awards: 'Awards & Recognition', trophies: 'Awards & Recognition', recognition: 'Awards & Recognition',
  'writing instruments': 'Writing Instruments', 'writing utensils': 'Writing Instruments',
  'outdoor gear': 'Outdoor & Sports', 'sports gear': 'Outdoor & Sports', 'sporting goods': 'Outdoor & Sports',
  'wellness items': 'Health & Wellness', 'wellness gifts': 'Health & Wellness', 'personal care': 'Health & Wellness',
  'trade show supplies': 'Trade Show & Events', 'booth supplies': 'Trade Show & Events', 'event supplies': 'Trade Show & Events',
  stationery: 'Notebooks & Journals', 'eco products': 'Eco-Friendly', 'green products': 'Eco-Friendly',
};

const cache = new WeakMap<Db, CatalogueVocabulary>();

export async function catalogueVocabulary(db: Db): Promise<CatalogueVocabulary> {
  const known = cache.get(db);
  if (known) return known;
  const [names, decorations, meta] = await Promise.all([
    db.execute<{ name: string; categories: string[] }>(sql`
      select regexp_replace(name, '^[^[:space:]]+[[:space:]]+', '') as name, categories from products group by 1, 2`),
    db.execute<{ method: string }>(sql`select distinct imprint_method as method from products where imprint_method is not null`),
    db.execute<{ status: string | null }>(sql`select value->>'status' as status from catalogue_meta where key = 'builtin'`),
  ]);
  const vocabulary = buildVocabulary({
    products: names.rows,
    decorations: decorations.rows.map((r) => r.method),
    synonymGroups: SYNONYM_GROUPS,
    categorySynonyms: CATEGORY_SYNONYMS,
  });
  if (meta.rows[0]?.status === 'complete') cache.set(db, vocabulary);
  return vocabulary;
}
