import { categoryKey, pluralOf, type CatalogueVocabulary, type ProductType } from '../vocabulary.js';
import type { Text } from './text.js';
import type { BriefItem } from './types.js';

/**
 * A kind of product named with a word in front ('drawstring bags', 'beach towels', 'phone cases')
 * against the kinds the catalogue has. The catalogue's names say which kinds exist: a word that
 * opens other products' names ('beach ball', 'phone stand', 'drawstring backpack') names a kind.
 * - The product was named by its category's own word ('bags' of Bags) and the catalogue has that
 *   kind in the category: the item becomes it ('drawstring bags' are its drawstring backpacks).
 * - It has no such kind: the item keeps the plain type ('towel') and says what is missing
 *   ('beach towels'), so the answer names it and shows the plain type as alternatives.
 * Materials ('stainless', 'cotton') and sizes describe rather than name a kind: they are left as
 * describing words.
 */

const MATERIALS = new Set(
  ('stainless steel metal aluminum aluminium plastic glass ceramic porcelain stoneware bamboo wood wooden cotton organic canvas jute ' +
    'polyester nylon fleece wool leather vinyl silicone rubber foam acrylic paper recycled eco insulated vacuum double wall ' +
    'custom branded logo printed embroidered engraved personalized premium deluxe classic large small mini big').split(' '),
);

/** Hard materials a product is made of (not how it is made or finished, 'insulated', nor fabrics, which names often leave out). */
export const MADE_OF = new Set('glass ceramic porcelain stoneware wood wooden bamboo leather metal aluminum aluminium acrylic cork'.split(' '));

/** Materials that make a kind of their own when no product of the type is made of them ('paper cups', 'silicone wristbands'). */
const KIND_MATERIALS = new Set([...MADE_OF, 'paper', 'silicone']);

/**
 * Hot drinks before the vessel that holds them ('coffee mugs', 'tea tumblers') say what it is for,
 * not a kind of it, though a catalogue sells coffee and tea; before anything else they may name a
 * kind ('tea towels', 'tea lights').
 */
const HOT_DRINKS = new Set(['coffee', 'tea', 'cocoa']);
const VESSELS = new Set(['mug', 'tumbler', 'cup', 'thermos', 'flask', 'carafe']);
const holds = (word: string, productType: string) => HOT_DRINKS.has(word) && VESSELS.has(productType.slice(productType.lastIndexOf(' ') + 1));

const startsKind = (term: string, word: string) => term.startsWith(`${word} `) || term.startsWith(`${word}-`);

/** `named`: the request's text up to the end of the product's name, lower-cased. */
function readKind(asked: BriefItem, vocabulary: CatalogueVocabulary, named = ''): BriefItem {
  const type = asked.type;
  if (!type?.head) return asked;
  const head = type.words[type.words.length - 1];
  // 'coffee mugs' are mugs: the drink is neither a kind nor a word their names must carry.
  const item = asked.descriptors.some((d) => holds(d, head)) ? { ...asked, descriptors: asked.descriptors.filter((d) => !holds(d, head)) } : asked;
  /** The item keeps its plain type and says which kind of it the catalogue lacks. */
  const lacking = (word: string): BriefItem => ({ ...item, missing: `${word} ${pluralOf(item.productType)}`, descriptors: item.descriptors.filter((d) => d !== word) });
  // The word written right before the product's last word, and that last word ('pencil', 'cases').
  const [wordBefore, written] = named.trim().split(/\s+/).slice(-2);
  for (const word of item.descriptors) {
    // A material no product of this type is made of, though the catalogue has it ('ceramic tumblers'): a kind it lacks.
    if (KIND_MATERIALS.has(word) && vocabulary.words.has(word) && ![...vocabulary.types.values()].some((t) => t.words.includes(word) && t.words[t.words.length - 1] === head)) {
      return lacking(word);
    }
    const material = MATERIALS.has(word);
    const plain = DESCRIBING.has(word) || /[\d\s]/.test(word) || type.words.includes(word);
    // (Only a material or a word that may name a kind is looked up among the catalogue's kinds.)
    if (plain && !material) continue;
    const kinds = [...vocabulary.types.values()].filter((t) => t.head && t.words.length > 1 && startsKind(t.term, word));
    // 'bags' is its category's own word: any bag of that kind is one ('drawstring backpack' of Bags).
    // (Only a category named by that word alone: a badge reel of 'Keychains & Lanyards' is no lanyard.)
    const categoryWord = (t: ProductType) => t.categories.some((c) => type.categories.includes(c) && categoryKey(c) === head);
    const sameSort = [...new Map(kinds.filter(categoryWord).map((t) => [t.words[t.words.length - 1], t])).values()];
    // A material that names the one kind of the category's own word ('jute bags': the jute market tote).
    if (material && sameSort.length === 1 && !DESCRIBING.has(word)) return as(item, shortest(kinds, sameSort[0]), word);
    if (material || plain) continue;
    // The kind exists with this product's own word: 'gel ink rollerball pen' for 'gel pens'.
    if (kinds.some((t) => t.words[t.words.length - 1] === head)) continue;
    // A product of another sort right in front ('pencil cases', 'mug racks'; not 'a pen and a case'), a pair
    // the catalogue never names: a kind it lacks.
    const other = vocabulary.types.get(word);
    if (other?.head && wordBefore === word && written?.startsWith(head) && !other.categories.some((c) => type.categories.includes(c)) && !vocabulary.types.has(`${word} ${type.term}`)) {
      return lacking(word);
    }
    if (kinds.length === 0) continue;
    if (sameSort.length === 1) return as(item, shortest(kinds, sameSort[0]), word);
    return lacking(word);
  }
  return item;
}

/** The plainest name of that kind: 'drawstring backpack' rather than 'cotton drawstring backpack'. */
function shortest(kinds: ProductType[], kind: ProductType): ProductType {
  const last = kind.words[kind.words.length - 1];
  return kinds.filter((t) => t.words[t.words.length - 1] === last).sort((a, b) => a.words.length - b.words.length)[0];
}

function as(item: BriefItem, type: ProductType, word: string): BriefItem {
  return {
    ...item,
    productType: type.term,
    type,
    category: type.categories.length === 1 ? type.categories[0] : item.category,
    descriptors: item.descriptors.filter((d) => d !== word),
  };
}

/**
 * Words put before a product that describe it rather than name a kind of it ('warm hats', 'team
 * water bottles', 'cute mugs'): never read as a kind the catalogue lacks.
 */
const DESCRIBING = new Set(
  ('badge id colour color style styled made look lookalike warm cold cool cute nice good great cheap fun funny soft cozy comfy comfortable durable sturdy heavy light lightweight ' +
    'simple basic plain fancy elegant pretty beautiful unique trendy stylish sleek modern classic vintage retro quality decent ' +
    'affordable inexpensive budget bulk matching festive holiday seasonal summer winter spring fall autumn christmas outdoor indoor ' +
    'kids kid youth adult adults womens mens ladies unisex toddler baby personal corporate office travel event team staff employee ' +
    'company client customer conference trade welcome thank appreciation gift giveaway swag promo promotional logo branded custom ' +
    'customized personalized printed embroidered engraved imprinted colored coloured colorful big small large medium mini tiny huge ' +
    'long short tall thick thin new extra same similar other different various assorted more few some any these those our their enough ' +
    // Words of a sentence before the product ('thinking hoodies', 'maybe mugs').
    'thinking considering leaning hoping planning wanting maybe probably ' +
    'your my nicer better best cheaper cheapest premium luxury high low top quick fast easy useful practical reusable disposable ' +
    'portable foldable collapsible waterproof wireless digital electronic magnetic adjustable green sustainable organic natural local ' +
    'american domestic imported cheerful bright dark neutral pastel neon metallic shiny matte glossy sporty professional executive ' +
    'everyday daily holiday birthday anniversary graduation retirement wedding school church clinic hospital dental medical ' +
    'nurse nurses doctor volunteer volunteers member members donor donors student students parent parents family families ' +
    'finisher finishers participant participants attendee attendees guest guests winner winners player players athlete athletes racer racers ' +
    'coach coaches teacher teachers instructor instructors trainer trainers counselor counselors chaperone chaperones mentor mentors sponsor sponsors ' +
    // What a product is used for rather than a kind of it ('grocery totes', 'shopping bags').
    'grocery groceries shopping market farmers ' +
    // The gatherings it is for ('party mugs', 'gala totes'; not 'shower', 'reading' or 'game': shower caps, reading glasses; 'tournament' is the catalogue's own word).
    'party gala banquet reunion fundraiser festival summit expo convention retreat celebration ceremony kickoff ' +
    'luncheon homecoming tailgate cookout hackathon roadshow offsite workshop marathon')
    .split(' '),
);

/**
 * A word right before a product that the catalogue never uses in a name and that names a kind
 * rather than describing ('hard hats', 'soccer balls', 'piggy banks'): the catalogue lacks that
 * kind. The item keeps the plain type and says what is missing, so the answer names it and shows
 * the plain type as alternatives — as readKind does for a kind the catalogue has elsewhere.
 */
function unknownKind(item: BriefItem, before: string, vocabulary: CatalogueVocabulary, notAKind: (word: string) => boolean, writtenBefore = ''): BriefItem {
  const type = item.type;
  // (A category named by its own word, 'garment bags' of Bags, is a plain product of it too.)
  const plainCategory = !type && item.category !== undefined && categoryKey(item.category) === item.productType;
  if ((!type?.head && !plainCategory) || item.missing) return item;
  // A name the client capitalised in front ('Yeti tumblers', 'North Face jackets', 'Contigo travel mugs'): said as written.
  const brand = nameInFront(writtenBefore, item.productType, vocabulary, notAKind);
  if (brand) return { ...item, missing: `${brand} ${pluralOf(item.productType)}` };
  if (type && type.words.length > 1) return item;
  const m = /([a-z][a-z']{2,20})\s+$/.exec(before);
  if (!m) return item;
  const word = m[1].replace(/'s$/, '');
  return kindWord(word, before, item.productType, vocabulary, notAKind) ? { ...item, missing: `${m[1]} ${pluralOf(item.productType)}` } : item;
}

/** Whether a word before a product names a kind of it the catalogue lacks ('soccer' of 'soccer balls'), rather than describing it. */
function kindWord(word: string, before: string, productType: string, vocabulary: CatalogueVocabulary, notAKind: (word: string) => boolean): boolean {
  // 'wall' describes only in 'double wall' ('wall clocks' are a kind).
  const material = MATERIALS.has(word) && (word !== 'wall' || /\bdouble[\s-]wall\s+$/.test(before));
  if (DESCRIBING.has(word) || holds(word, productType) || material || vocabulary.words.has(word) || vocabulary.synonyms.has(word) || notAKind(word)) return false;
  // Words made to describe ('handmade', 'colorful', 'washable', 'stylish') are not kinds.
  return !vocabulary.types.has(`${word} ${productType}`) && !/(?:ed|[^l]ly|ful|ous|ive|able|ible|ish|less)$/.test(word);
}

/** A capitalised word as written: 'Yeti', 'JBL', 'Rambler' (not 'I', not 'T-shirts'). */
const CAPITALISED = /^[A-Z][A-Za-z'&]{1,20}$/;
/** A word that ends a sentence or opens an aside: a capital after it says nothing of a name. */
const ENDS_SENTENCE = /[.!?:;\u2014(]$/;

/**
 * The name right before a product as the client wrote it, when they capitalised it as a name: up to
 * three capitalised words joined by single spaces, each capitalised where no sentence starts (or
 * written in capitals, or a word the catalogue and everyday speech lack), one of them at least a
 * word that could name a kind the catalogue lacks (not a colour, not 'Custom', not 'Christmas').
 * 'Quote 250 North Face jackets' → 'North Face'; 'Need 100 YETI Rambler tumblers' → 'YETI Rambler'.
 */
function nameInFront(writtenBefore: string, productType: string, vocabulary: CatalogueVocabulary, notAKind: (word: string) => boolean): string | undefined {
  if (!writtenBefore.endsWith(' ') || writtenBefore.endsWith('  ')) return undefined;
  const parts = writtenBefore.slice(0, -1).split(' ');
  const run: string[] = [];
  let lacking = false;
  for (let i = parts.length - 1; i >= 0 && run.length < 3; i--) {
    const word = parts[i];
    if (!CAPITALISED.test(word)) break;
    const lower = word.toLowerCase().replace(/'s$/, '');
    if (notAKind(lower) || DESCRIBING.has(lower) || MATERIALS.has(lower)) break;
    const lacks = kindWord(lower, '', productType, vocabulary, notAKind);
    // (The window's first word may be cut: taken as a sentence's first.)
    const atStart = i === 0 || parts[i - 1] === '' || ENDS_SENTENCE.test(parts[i - 1]);
    if (atStart && !/^[A-Z]+$/.test(word) && !lacks) break;
    run.unshift(word);
    lacking ||= lacks;
    if (atStart) break;
  }
  return lacking ? run.join(' ') : undefined;
}

/**
 * A product as the request names it: the kind its describing words say (readKind), else a kind the
 * catalogue lacks written right before it (unknownKind) — before its last word when a word for another
 * category was read with it ('garment' of 'garment bags').
 */
export function kindAsNamed(t: Text, hit: { item: BriefItem; at: number; end: number }, vocabulary: CatalogueVocabulary, notAKind: (word: string) => boolean): BriefItem {
  const named = t.original.slice(Math.max(0, hit.at - 24), hit.end).toLowerCase();
  const lastWord = named.trimEnd().lastIndexOf(' ') + 1;
  const prior = named.slice(0, lastWord).trimEnd().split(' ').pop() ?? '';
  const otherCategory = /^[a-z]+$/.test(prior) && /\s/.test(t.original.slice(hit.at, hit.end).trim()) && vocabulary.categories.has(prior) && vocabulary.categories.get(prior) !== hit.item.category;
  const before = otherCategory ? named.slice(0, lastWord) : t.original.slice(Math.max(0, hit.at - 24), hit.at).toLowerCase();
  return unknownKind(readKind(hit.item, vocabulary, named), before, vocabulary, notAKind, otherCategory ? '' : t.original.slice(Math.max(0, hit.at - 60), hit.at));
}

/**
 * 'charging cables … HDMI cables', '500 wall calendars … the desk calendars': a mention of a product's
 * head word, named as a kind the catalogue lacks, is another product than the kind named before or
 * after it; it is marked missing now, so that the mentions are not read as one (mentions.ts).
 */
export function markKindsNamedApart(t: Text, hits: ReadonlyArray<{ item: BriefItem; at: number; end: number }>, vocabulary: CatalogueVocabulary, notAKind: (word: string) => boolean): void {
  for (const h of hits) {
    if (h.item.productType.includes(' ') || !hits.some((o) => o !== h && o.item.productType.endsWith(` ${h.item.productType}`))) continue;
    const missing = kindAsNamed(t, h, vocabulary, notAKind).missing;
    if (missing) h.item.missing = missing;
  }
}

/** After a product: what it is made to hold ('sleeves that fit 13 inch laptops', 'a sleeve that holds a tablet'). */
const MADE_TO_HOLD = /^s?\s+(?:that|which|to)\s+(?:fits?|holds?|carr(?:y|ies)|takes?)\s+(?:up to\s+)?(?:an?\s+|our\s+|the\s+)?(?:\d{1,2}(?:\.\d)?(?:[ -]?inch(?:es)?| ?in\b|")\s+)?([a-z]+?)(?:e?s)?\b/;

/**
 * 'sleeves that fit 13 inch laptops': a product said with what it holds is the catalogue's kind named for that
 * ('laptop sleeve'), when the catalogue has it.
 */
export function kindMadeToHold(t: Text, hit: { item: BriefItem; end: number }, vocabulary: CatalogueVocabulary): BriefItem {
  const item = hit.item;
  if (!item.type?.head || item.missing) return item;
  const held = MADE_TO_HOLD.exec(t.original.slice(hit.end, hit.end + 60).toLowerCase())?.[1];
  const kind = held ? vocabulary.types.get(`${held} ${item.productType}`) : undefined;
  return kind ? { ...item, productType: kind.term, type: kind, ...(kind.categories.length === 1 ? { category: kind.categories[0] } : {}) } : item;
}
