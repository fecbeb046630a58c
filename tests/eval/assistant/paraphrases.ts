import { seededRandom } from '../random.js';
import { broken, unitPriceCents, type CatalogueRow, type EvalCase, type Expect } from './expect.js';
import { EVAL_NOW } from './questions.js';

/**
 * Questions nobody wrote by hand: templates of distributor wording filled with product types,
 * quantities, colours, budgets and deadlines drawn from the catalogue rows with a seeded random
 * stream. The expectations follow from what was filled in, so the same thresholds hold only if
 * the assistant reads requests, not the evaluation's questions. Nothing here comes from the
 * server: the product types are read from the rows' names, and the calendar, plurals and random
 * stream are the evaluation's own.
 */

type Fill = { type: string; plural: string; qty: number; colour: string; budget: number; total: number; weeks: number; days: number };
type Template = { text: (f: Fill) => string; expect: (f: Fill) => Expect };

const SHIPPING_DAYS = 3;
const MATERIAL_COLOURS = new Set(['Natural', 'Clear', 'Bamboo', 'Tan']);
const DAY_MS = 86_400_000;

/** Working days (Monday to Friday) in the `days` calendar days after `from`. */
function weekdaysWithin(from: Date, days: number): number {
  let count = 0;
  for (let i = 1; i <= days; i++) {
    const weekday = new Date(from.getTime() + i * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}
const weeksToProductionDays = (weeks: number) => Math.max(1, weekdaysWithin(EVAL_NOW, weeks * 7) - SHIPPING_DAYS);

/**
 * English plural of a product type ('tote bag' → 'tote bags', 'pouch' → 'pouches', 'battery' →
 * 'batteries'); a name already plural ('headphones', 'earbuds') stays as it is.
 */
function plural(term: string): string {
  if (term.endsWith('mouse')) return `${term.slice(0, -5)}mice`;
  if (/[^su]s$/.test(term)) return term;
  if (/(?:s|x|z|ch|sh)$/.test(term)) return `${term}es`;
  if (/[^aeiou]y$/.test(term)) return `${term.slice(0, -1)}ies`;
  return `${term}s`;
}

const TEMPLATES: Template[] = [
  { text: (f) => `${f.qty} ${f.plural} in ${f.colour}, under $${f.budget} each`, expect: (f) => ({ productType: f.type, qty: f.qty, colour: f.colour, maxUnitCents: f.budget * 100 }) },
  { text: (f) => `Need ${f.plural} for ${f.qty.toLocaleString('en-US')} attendees, ${f.colour} please, max $${f.budget}/unit`, expect: (f) => ({ productType: f.type, qty: f.qty, colour: f.colour, maxUnitCents: f.budget * 100 }) },
  { text: (f) => `Could you find ${f.colour} ${f.plural}? Qty ${f.qty}, total budget $${f.total.toLocaleString('en-US')}`, expect: (f) => ({ productType: f.type, qty: f.qty, colour: f.colour, maxUnitCents: Math.floor((f.total * 100) / f.qty) }) },
  { text: (f) => `${f.plural} for our trade show booth, ${f.qty} pcs, needed in ${f.weeks} weeks`, expect: (f) => ({ productType: f.type, qty: f.qty, maxProductionDays: weeksToProductionDays(f.weeks) }) },
  { text: (f) => `looking for eco-friendly ${f.plural}, ${f.qty} units`, expect: (f) => ({ productType: f.type, qty: f.qty, eco: true }) },
  { text: (f) => `${f.qty} ${f.plural}, produced within ${f.days} days`, expect: (f) => ({ productType: f.type, qty: f.qty, maxProductionDays: f.days }) },
  { text: (f) => `We'd like ${f.qty} ${f.colour} ${f.plural} made in the USA`, expect: (f) => ({ productType: f.type, qty: f.qty, colour: f.colour, madeIn: 'US' }) },
  { text: (f) => `What are the cheapest ${f.plural} at ${f.qty} units?`, expect: (f) => ({ productType: f.type, qty: f.qty, sorted: 'price' }) },
  { text: (f) => `Hi! A client wants ${f.plural} (${f.qty}) for a company picnic, budget around $${f.budget} a piece`, expect: (f) => ({ productType: f.type, qty: f.qty, maxUnitCents: Math.round(f.budget * 115) }) },
];


type AskableType = { term: string; categories: string[]; rows: CatalogueRow[] };

/**
 * Product types a buyer could name, read from the catalogue rows: a name is a collection word and
 * then what the product is ('Summit Pique Knit Polo'), so its last word, or its last two, name the
 * type. A last word that ends names in more than two categories ('set', 'kit') says too little to
 * ask for; a type needs a dozen products to ask about.
 */
function askableTypes(rows: CatalogueRow[]): AskableType[] {
  const colourWords = new Set(rows.flatMap((r) => r.colors.flatMap((c) => c.toLowerCase().split(' '))));
  const found = new Map<string, { categories: Set<string>; primary: Set<string> }>();
  for (const row of rows) {
    const words = row.name.toLowerCase().split(/\s+/).slice(1);
    for (let n = 1; n <= Math.min(2, words.length); n++) {
      const phrase = words.slice(-n);
      if (phrase.some((w) => colourWords.has(w) || !/^[a-z][a-z-]+$/.test(w))) continue;
      const term = phrase.join(' ');
      const entry = found.get(term) ?? { categories: new Set<string>(), primary: new Set<string>() };
      row.categories.forEach((c) => entry.categories.add(c));
      entry.primary.add(row.categories[0] ?? '');
      found.set(term, entry);
    }
  }
  const out: AskableType[] = [];
  for (const [term, { categories, primary }] of found) {
    if (primary.size > 2) continue;
    const list = [...categories].sort();
    // A word naming the type in other kinds' names ('Sticky Flag Journal') is not the type: its categories say which.
    const matching = rows.filter((r) => broken({ productType: term, category: list }, r).length === 0);
    if (matching.length >= 12) out.push({ term, categories: list, rows: matching });
  }
  return out.sort((a, b) => a.term.localeCompare(b.term));
}

/** `count` generated questions (same seed, same questions). */
export function paraphrases(catalogue: ReadonlyMap<string, CatalogueRow>, count: number, seed = 20261122): EvalCase[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const types = askableTypes([...catalogue.values()]);
  const cases: EvalCase[] = [];
  for (let i = 0; i < count; i++) {
    const { term, categories, rows } = pick(types);
    const template = TEMPLATES[i % TEMPLATES.length];
    const qty = pick([24, 48, 50, 72, 100, 144, 150, 200, 250, 300, 500, 750, 1000, 2500]);
    // Colours that are also materials ('natural', 'bamboo') are read as materials, so not asked as colours.
    const colour = pick(rows.flatMap((r) => r.colors).filter((c) => !MATERIAL_COLOURS.has(c))).toLowerCase();
    // A budget some of the type's products meet at the quantity (the median price, rounded up to a dollar).
    const prices = rows.filter((r) => r.minQuantity <= qty).map((r) => unitPriceCents(r, qty)).sort((a, b) => a - b);
    const budget = Math.max(1, Math.ceil((prices[Math.floor(prices.length / 2)] ?? 1000) / 100));
    const fill: Fill = { type: term, plural: plural(term), qty, colour, budget, total: budget * qty, weeks: pick([2, 3, 4, 5]), days: pick([5, 7, 10, 12]) };
    cases.push({ id: `paraphrase-${i + 1}`, q: template.text(fill), expect: { ...template.expect(fill), category: categories } });
  }
  return cases;
}
