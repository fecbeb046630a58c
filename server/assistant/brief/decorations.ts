import type { CatalogueVocabulary } from '../vocabulary.js';

/** Words that share a method's first letters and name no method: a signature's 'Marketing Director', a 'film screening'. */
const NOT_DECORATION = /^(?:direct(?:ors?|ly|ions?|ory|ories|ives?)|screenings?|screenshots?)$/;

/** Decoration methods of the catalogue named in the text ('embroidered' → 'embroidery'). */
export function readDecorations(text: string, vocabulary: CatalogueVocabulary): Array<{ method: string; at: number }> {
  const out: Array<{ method: string; at: number }> = [];
  for (const method of vocabulary.decorations) {
    const stem = method.split(/[\s-]+/)[0].slice(0, 5);
    if (stem.length < 4) continue;
    const m = [...text.matchAll(new RegExp(`\\b${stem}[a-z-]*`, 'g'))].find((w) => !NOT_DECORATION.test(w[0]));
    if (m && !out.some((o) => o.method === method)) out.push({ method, at: m.index });
  }
  return out;
}
