import { CATEGORIES } from '../../seed/catalogue/index.js';
import { SYNONYM_GROUPS } from '../../server/catalogue/keywords.js';
import { CATEGORY_SYNONYMS } from '../../server/assistant/catalogue-vocabulary.js';
import { buildVocabulary, type CatalogueVocabulary } from '../../server/assistant/vocabulary.js';

/** The vocabulary of the generated catalogue, without a database: every template name with its categories. */
export function generatedVocabulary(): CatalogueVocabulary {
  const products = CATEGORIES.flatMap((c) => c.templates.flatMap((t) => t.names.map((name) => ({ name, categories: t.also ? [c.name, t.also] : [c.name] }))));
  return buildVocabulary({
    products,
    decorations: [...new Set(CATEGORIES.flatMap((c) => c.imprint))],
    synonymGroups: SYNONYM_GROUPS,
    categorySynonyms: CATEGORY_SYNONYMS,
  });
}
