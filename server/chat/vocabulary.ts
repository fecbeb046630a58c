import { PRODUCT_COLORS, THEMES } from '../../contracts/catalogue.js';
import { CATEGORIES } from '../../seed/catalogue/index.js';
import { SYNONYM_GROUPS, singular, tokenize } from '../catalogue/keywords.js';

/**
 * The assistant's words, taken from the built-in catalogue itself: every product noun of every
 * category's templates ('tumbler' → Drinkware), the descriptive words of names and materials
 * ('insulated', 'ceramic'), the colour names and the product's themes.
 */

const STOP = new Set([
  'with', 'and', 'for', 'the', 'custom', 'gift', 'set', 'pack', 'kit', 'mini', 'small', 'large', 'slim', 'classic',
  'value', 'single', 'serve', 'assorted', 'local', 'plastic', 'abs', 'style', 'dual', 'port', 'three', 'flavor', 'full',
  'color', 'mah', 'oz', 'unisex', 'decorated', 'over', 'ear', 'on', 'in', 'of', 'to', 'sheet', 'page', 'size', 'event',
  'show', 'trade', 'sport', 'sports', 'outdoor', 'office', 'desk', 'travel', 'health', 'wellness', 'food', 'tech',
  'business', 'item', 'hot', 'long', 'first', 'key', 'smart', 'executive', 'recycled', 'top', 'back', 'front', 'hand',
]);
/** Colours that are also materials ('bamboo pens', 'natural cotton'): read as materials. */
const MATERIAL_COLORS = new Set(['bamboo', 'natural', 'clear', 'tan']);

const usable = (w: string) => w.length >= 3 && !/\d/.test(w) && !STOP.has(w);

/** Head noun (singular) → the category whose templates use it most. */
export const NOUN_CATEGORY = new Map<string, string>();
/** Head nouns that appear in product names (matched against names, not only the full text). */
export const NAME_NOUNS = new Set<string>();
/** Every other catalogue word a buyer may use to describe a product. */
export const DESCRIPTORS = new Set<string>();
{
  const votes = new Map<string, Map<string, number>>();
  for (const category of CATEGORIES) {
    for (const template of category.templates) {
      for (const name of template.names) {
        const words = tokenize(name).map(singular).filter(usable);
        const head = words[words.length - 1];
        if (!head) continue;
        const counts = votes.get(head) ?? new Map<string, number>();
        counts.set(category.name, (counts.get(category.name) ?? 0) + 1);
        votes.set(head, counts);
        for (const w of words.slice(0, -1)) DESCRIPTORS.add(w);
      }
      for (const material of template.materials) for (const w of tokenize(material).map(singular)) if (usable(w)) DESCRIPTORS.add(w);
    }
  }
  for (const noun of votes.keys()) NAME_NOUNS.add(noun);
  for (const [noun, counts] of votes) NOUN_CATEGORY.set(noun, [...counts].sort((a, b) => b[1] - a[1])[0][0]);
  // Synonyms the catalogue search understands (cup → mug, tee → t-shirt): same category.
  for (const group of SYNONYM_GROUPS) {
    const known = group.map((g) => NOUN_CATEGORY.get(singular(g.split(' ').pop()!))).find(Boolean);
    if (known) for (const g of group) if (!g.includes(' ') && !NOUN_CATEGORY.has(singular(g))) NOUN_CATEGORY.set(singular(g), known);
  }
  // Buyers asking for cups mean drinkware, not trophy cups.
  NOUN_CATEGORY.set('cup', 'Drinkware');
  NAME_NOUNS.delete('cup');
  for (const noun of NOUN_CATEGORY.keys()) DESCRIPTORS.delete(noun);
}

/** Words naming a whole category ('drinkware', 'writing instruments', 'awards'). */
export const CATEGORY_ALIASES: ReadonlyArray<[RegExp, string]> = [
  ...CATEGORIES.filter((c) => c.name !== 'Eco-Friendly').map((c): [RegExp, string] => [new RegExp(`\\b${c.name.toLowerCase().replace(/[&]/g, '(?:&|and)').replace(/\s+/g, '\\s*')}\\b`), c.name]),
  [/\bclothing\b|\bclothes\b|\bgarments?\b/, 'Apparel'],
  [/\bheadwear\b|\bhats\b/, 'Headwear'],
  [/\bawards?\b|\btroph(?:y|ies)\b/, 'Awards & Recognition'],
  [/\bgadgets?\b|\belectronics?\b/, 'Electronics'],
  [/\bsnacks?\b|\bedibles?\b|\btreats?\b/, 'Food & Beverage'],
  [/\boffice supplies\b/, 'Office'],
];

/** Colour phrases, longest first ('royal blue' before 'blue'), with the word buyers use. */
export const COLOR_WORDS: ReadonlyArray<[RegExp, string]> = (() => {
  const names = Object.keys(PRODUCT_COLORS).filter((c) => !MATERIAL_COLORS.has(c.toLowerCase()));
  const words = new Set<string>(names);
  for (const n of names) for (const w of n.split(' ')) if (['Blue', 'Green'].includes(w)) words.add(w);
  words.add('Grey');
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w): [RegExp, string] => [new RegExp(`\\b${w.toLowerCase()}\\b`), w === 'Grey' ? 'Gray' : w]);
})();

/** Theme phrases: the product's themes by name plus the words buyers use for them. */
const THEME_SKIP = new Set(['Office', 'Technology', 'Food & Beverage', 'Health & Wellness', 'New Product', 'Business', 'Fun', 'Sales', 'Event']);
export const THEME_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\btrade[- ]?shows?\b|\bexpos?\b|\bconferences?\b|\bbooth\b/, 'Trade Show'],
  [/\bholidays?\b|\bchristmas\b|\bseason'?s greetings\b/, 'Holidays'],
  [/\bthank[- ]you\b|\bappreciation\b/, 'Appreciation'],
  [/\bgolf\b|\bsports?\b|\bteams?\b|\bgame day\b/, 'Sports'],
  [/\bgraduation\b|\bschools?\b|\bcampus\b|\bstudents?\b/, 'Education'],
  [/\bcamping\b|\bhiking\b|\boutdoors?\b/, 'Outdoor'],
  [/\bwellness\b|\bhealth\b/, 'Wellness'],
  [/\bexecutives?\b|\bc-suite\b|\bvip\b/, 'Executive'],
  [/\bsafety\b/, 'Safety'],
  [/\banniversary\b/, 'Anniversary'],
  [/\btravel\b/, 'Travel'],
  ...THEMES.filter((t) => !THEME_SKIP.has(t)).map((t): [RegExp, string] => [new RegExp(`\\b${t.toLowerCase().replace(/&/g, '(?:&|and)')}\\b`), t]),
];
