import { mulberry32 } from '../../../server/seeded-random.js';
import { PRODUCT_COLORS } from '../../../contracts/product-colors.js';
import { businessDaysWithin } from '../../../server/assistant/brief.js';
import { pluralOf, type CatalogueVocabulary } from '../../../server/assistant/vocabulary.js';
import { broken, unitPriceCents, type CatalogueRow, type EvalCase, type Expect } from './expect.js';
import { EVAL_NOW } from './questions.js';

/**
 * Questions nobody wrote by hand: templates of distributor wording filled with product types,
 * quantities, colours, budgets and deadlines drawn from the catalogue (its vocabulary and rows)
 * with a seeded random stream. The expectations follow from what was filled in, so the same
 * thresholds hold only if the assistant reads requests, not the evaluation's questions.
 */

type Fill = { type: string; plural: string; qty: number; colour: string; budget: number; total: number; weeks: number; days: number };
type Template = { text: (f: Fill) => string; expect: (f: Fill) => Expect };

const SHIPPING_DAYS = 3;
const MATERIAL_COLOURS = new Set(['Natural', 'Clear', 'Bamboo', 'Tan']);
const weeksToProductionDays = (weeks: number) => Math.max(1, businessDaysWithin(EVAL_NOW, weeks * 7) - SHIPPING_DAYS);

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


/** Product types a buyer could name: the catalogue's own head terms of one or two plain words, with enough products to ask about. */
function askableTypes(vocabulary: CatalogueVocabulary, rows: CatalogueRow[]): Array<{ term: string; categories: string[]; rows: CatalogueRow[] }> {
  const colourWords = new Set(Object.keys(PRODUCT_COLORS).flatMap((c) => c.toLowerCase().split(' ')));
  const out: Array<{ term: string; categories: string[]; rows: CatalogueRow[] }> = [];
  for (const t of vocabulary.types.values()) {
    if (!t.head || t.words.length > 2 || t.words.some((w) => colourWords.has(w) || !/^[a-z][a-z-]+$/.test(w))) continue;
    // A word naming the type in other kinds' names ('Sticky Flag Journal') is not the type: its categories say which.
    const matching = rows.filter((r) => broken({ productType: t.term, category: t.categories }, r).length === 0);
    if (matching.length >= 12) out.push({ term: t.term, categories: t.categories, rows: matching });
  }
  return out.sort((a, b) => a.term.localeCompare(b.term));
}

/** `count` generated questions (same seed, same questions). */
export function paraphrases(vocabulary: CatalogueVocabulary, catalogue: ReadonlyMap<string, CatalogueRow>, count: number, seed = 20261122): EvalCase[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const types = askableTypes(vocabulary, [...catalogue.values()]);
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
    const fill: Fill = { type: term, plural: pluralOf(term), qty, colour, budget, total: budget * qty, weeks: pick([2, 3, 4, 5]), days: pick([5, 7, 10, 12]) };
    cases.push({ id: `paraphrase-${i + 1}`, q: template.text(fill), expect: { ...template.expect(fill), category: categories } });
  }
  return cases;
}
