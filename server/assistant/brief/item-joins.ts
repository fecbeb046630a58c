import type { CatalogueVocabulary } from '../vocabulary.js';
import type { TypeHit } from './items.js';
import type { Quantity } from './quantity.js';

/** Products named together as one: a unit a product comes in, a bundle, two names of one product. */

/**
 * '… golf balls, 250 sleeves' and '60 sleeves of golf balls': a quantity of a unit
 * the product comes in (the catalogue names a 'golf ball sleeve') is that product's quantity, not
 * another product.
 */
export function packagingUnits(hits: TypeHit[], quantities: Quantity[], vocabulary: CatalogueVocabulary, text: string): TypeHit[] {
  const dropped = new Set<TypeHit>();
  // '60 sleeves of golf balls': the unit, then 'of' and the product it packs.
  hits.forEach((hit, k) => {
    const next = hits[k + 1];
    if (!next || !/^\s+of\s+$/.test(text.slice(hit.end, next.at)) || !vocabulary.types.has(`${next.item.productType} ${hit.item.productType}`)) return;
    const q = quantities.find((x) => x.end <= hit.at && text.slice(x.end, hit.at).trim() === '');
    if (q) {
      next.item.quantity = q.value;
      quantities.splice(quantities.indexOf(q), 1);
    }
    dropped.add(hit);
  });
  return hits.filter((hit, k) => {
    if (dropped.has(hit)) return false;
    const before = hits.slice(0, k).reverse().find((h) => !h.item.quantity && !dropped.has(h));
    if (!before || k === 0) return true;
    const q = quantities.find((x) => x.end <= hit.at && text.slice(x.end, hit.at).trim() === '');
    if (!q || !vocabulary.types.has(`${before.item.productType} ${hit.item.productType}`)) return true;
    dropped.add(hit);
    // '1 sleeve each': how many each person gets, not the order.
    if (/^\s*(?:each|apiece|per)\b/.test(text.slice(hit.end, hit.end + 12))) return false;
    before.item.quantity = q.value;
    quantities.splice(quantities.indexOf(q), 1);
    return false;
  });
}

/** Between two products: the second comes with the first ('notebooks w/ pen', 'journal with pen'). */
const BUNDLED = /^\s*(?:w\/|with)\s*$/;
/** Between two products: either will do ('pocket notebooks/jotters', 'mugs or cups'). */
const EITHER = /^\s*(?:\/|or)\s*$/;

/**
 * Two products named as one: 'notebooks w/ pen' is the catalogue's 'notebook and pen set'; 'pocket
 * notebooks/jotters' names one product twice when the catalogue's names join them ('Jotter Pocket
 * Notebook'): the plainer name is kept, with what both mentions said.
 */
export function joinNamed(hits: TypeHit[], vocabulary: CatalogueVocabulary, text: string): TypeHit[] {
  const out: TypeHit[] = [];
  for (const hit of hits) {
    const prev = out[out.length - 1];
    const between = prev ? text.slice(prev.end, hit.at) : '';
    const [a, b] = [prev?.item.productType, hit.item.productType];
    const set = prev && BUNDLED.test(between) ? [`${a} and ${b} set`, `${a} and ${b}`, `${a} ${b} set`].find((t) => vocabulary.types.get(t)?.head) : undefined;
    if (prev && set) {
      const type = vocabulary.types.get(set)!;
      prev.item = { ...prev.item, productType: set, type, category: type.categories.length === 1 ? type.categories[0] : prev.item.category };
      prev.end = hit.end;
      continue;
    }
    const joined = prev && prev.item.type && hit.item.type && EITHER.test(between) && (vocabulary.types.has(`${a} ${b}`) || vocabulary.types.has(`${b} ${a}`));
    if (prev && joined) {
      // The plainer name: the one the joined name ends with.
      if (vocabulary.types.has(`${a} ${b}`)) prev.item = { ...hit.item, descriptors: [...prev.item.descriptors, ...hit.item.descriptors] };
      prev.end = hit.end;
      continue;
    }
    out.push(hit);
  }
  return out;
}
