import type { CatalogueSearchQuery } from '../../../contracts/catalogue-search.js';
import type { Db } from '../../db/connect.js';
import { findProduct, listCategories, searchProducts, type KeywordPlan } from '../queries.js';
import { parseKeywords } from '../keywords.js';
import { presentDetail, presentSummary } from '../presenter.js';
import type { Speller } from '../speller.js';
import type { CatalogueProvider } from '../../ports/catalogue.js';
import { isUuid } from '../../../contracts/ids.js';

const CATEGORIES_TTL_MS = 60_000;

export const isBuiltinProductId = (id: string) => isUuid(id);

/** The built-in catalogue: full-text search with ranking, spelling correction and synonyms over PostgreSQL. */
export function createBuiltinProvider(db: Db, speller: Speller): CatalogueProvider {
  let categoryCache: { at: number; list: string[] } | null = null;

  async function keywordPlan(q: CatalogueSearchQuery): Promise<KeywordPlan | null> {
    const raw = q.keywords.trim().toLowerCase();
    if (raw === '') return null;
    const { terms } = await speller.correct(parseKeywords(raw));
    return { terms, raw, mode: 'all' };
  }

  return {
    async search(q) {
      const keywords = await keywordPlan(q);
      let { rows, total, totalCapped } = await searchProducts(db, q, keywords);
      // No product has every word ('coffee mug'): show those with some of them, best first.
      if (total === 0 && keywords && keywords.terms.length > 1) {
        ({ rows, total, totalCapped } = await searchProducts(db, q, { ...keywords, mode: 'any' }));
      }
      return { products: rows.map((r) => presentSummary(r, q.thumbPicRes)), total, totalCapped };
    },
    async categories() {
      if (categoryCache && Date.now() - categoryCache.at < CATEGORIES_TTL_MS) return categoryCache.list;
      const list = await listCategories(db);
      // Not cached while the catalogue is still empty (first start, loading in the background).
      categoryCache = list.length > 0 ? { at: Date.now(), list } : null;
      return list;
    },
    async product(id) {
      if (!isBuiltinProductId(id)) return null;
      const row = await findProduct(db, id.toLowerCase());
      return row ? presentDetail(row) : null;
    },
  };
}
