import { singular } from '../../catalogue/index.js';
import type { CatalogueVocabulary } from '../vocabulary.js';

/** The words of a request in the catalogue's forms, and the generic words that name no product. */

export type Word = { word: string; at: number; end: number; /** Written in the plural ('sunscreens'). */ plural?: boolean };

/** Generic words that are not a product the catalogue could lack. */
export const NOT_PRODUCTS = new Set(
  ('i me my we us our you your they them their it its this that these those what which who any some all each every ' +
    'need needs want wants looking look find show give get got have has had do does can could would should will please thanks thank ' +
    'hi hello hey dear mr mrs ms dr help like love prefer order ordering buy buying get getting send sending source recommend suggest suggestion idea ' +
    'item product promo promotional swag gift giveaway merch merchandise stuff thing something anything option choice piece unit pc pcs ' +
    'custom branded logo imprinted printed decorated personalized embroidered engraved nice good great cool fun cheap quality ' +
    'employee staff attendee guest client customer people team member volunteer student kid visitor participant player donor patient ' +
    // Who a text speaks to or of ('u guys got …?', 'the ppl want 150').
    'guy guys folk folks yall ppl ' +
    'about around under over with without for from into onto at in on of to by the a an and or but not no yes so too very just ' +
    'each per total budget price cost dollar buck quote rush asap deadline day week month time need needed due ship shipping ' +
    'also maybe perhaps really actually still only more less most least much many few lot lots bulk case pack box max min maximum minimum tops count dozen doz gross ' +
    'new old best better big small large mini color colour size style type kind sort brand company business event show ' +
    'cheaper pricier cheapest fastest faster quicker slower expensive affordable premium fancier nicer alternative similar same different ' +
    'one another other else instead version shade first second third last top compare option result list more please ok okay sure ' +
    'production produce produced turnaround delivery delivered arrive arrival lead ' +
    // Verbs of a question about what was shown ('do they come in green?', 'which ones work for kids?').
    'come comes go goes work works fit fits run runs take takes be is are was were been ' +
    // Verbs of what people do with products ('our staff wear hoodies', 'the kids use water bottles').
    'wear wears wore use uses used bring brings loves enjoy enjoys ' +
    // Fillers of a short follow-up ('just 15 then?').
    'then now though anyway ' +
    // What a reply says of an earlier order ('300 again', 'the same count as the spring order').
    'again quantity qty amount number as than ' +
    // Words of a business's day that spelling would take for a product ('running two shifts' is no shirts).
    'shift ' +
    // What a follow-up calls a condition it takes back ('drop the eco requirement').
    'requirement condition restriction preference rule ' +
    // Verbs of a question about what the distributor has ('do you sell umbrellas?', 'do you stock mugs?').
    'sell sells carry carries stock stocks offer offers supply supplies make makes provide provides')
    .split(' '),
);

/** The catalogue's own form of a word ('hoodies' → 'hoodie', 'boxes' → 'box'), else the plain singular. */
export function lemma(word: string, vocabulary: CatalogueVocabulary): string {
  // ('-es' is a plural's ending after s, x, z, ch, sh and o only: 'boxes', 'glasses'; 'kites' are no 'kit'.)
  const forms = [word, singular(word), word.replace(/s$/, ''), word.replace(/(?<=[sxzo]|[cs]h)es$/, ''), word.replace(/ice$/, 'ouse'), word.replace(/ves$/, 'fe')];
  return forms.find((f) => vocabulary.words.has(f) || vocabulary.types.has(f) || vocabulary.synonyms.has(f)) ?? singular(word);
}

export function wordsOf(text: string, vocabulary: CatalogueVocabulary): Word[] {
  return [...text.matchAll(/[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g)].map((m) => ({ word: lemma(m[0], vocabulary), at: m.index!, end: m.index! + m[0].length }));
}
