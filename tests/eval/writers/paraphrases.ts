import type { DeckCase } from './cases.js';

/**
 * Deck briefs generated from templates with varied products, quantities, events, budgets and
 * deadlines, to show the writers follow any brief, not the ones in cases.ts. Deterministic for a
 * seed; the products are types the built-in catalogue carries.
 */

const PRODUCTS = [
  { say: 'tumblers', words: 'tumbler' }, { say: 'polos', words: 'polo' }, { say: 'tote bags', words: 'tote' }, { say: 'water bottles', words: 'water bottle' },
  { say: 'hoodies', words: 'hoodie' }, { say: 'mugs', words: 'mug' }, { say: 'backpacks', words: 'backpack' }, { say: 'lanyards', words: 'lanyard' },
  { say: 'power banks', words: 'power bank' }, { say: 'golf umbrellas', words: 'umbrella' }, { say: 'beanies', words: 'beanie' }, { say: 'journals', words: 'journal' },
  { say: 'baseball caps', words: 'cap' }, { say: 'bluetooth speakers', words: 'speaker' }, { say: 'yoga mats', words: 'yoga mat' }, { say: 'padfolios', words: 'padfolio' },
];
const EVENTS = ['FABTECH', 'CES', 'SEMA', 'IMTS', 'Dreamforce'];
const QUANTITIES = [100, 150, 250, 300, 500, 750];

type Pick = { say: string; words: string };
const TEMPLATES: Array<(a: Pick, b: Pick, qa: number, qb: number, event: string, budget: number, days: number) => { prompt: string; budget: boolean; deadline: boolean }> = [
  (a, b, qa, qb, e, budget) => ({ prompt: `${qa} ${a.say} and ${qb} ${b.say} for our booth at ${e}, budget $${budget.toLocaleString('en-US')}`, budget: true, deadline: false }),
  (a, b, qa, qb, e, _b, days) => ({ prompt: `Proposal for ${e}: ${qa} ${a.say} plus ${qb} ${b.say}, in ${days} business days`, budget: false, deadline: true }),
  (a, b, qa, qb, e, budget, days) => ({ prompt: `We exhibit at ${e} and need ${qa} ${a.say} and ${qb} ${b.say} within ${days} business days, total budget $${budget.toLocaleString('en-US')}`, budget: true, deadline: true }),
  (a, b, qa, qb, e) => ({ prompt: `Giveaways at ${e} — ${qa} ${a.say}, ${qb} ${b.say}`, budget: false, deadline: false }),
];

/** `count` briefs from the templates, drawn with a small deterministic generator. */
export function paraphrasedDecks(count: number, seed = 7): DeckCase[] {
  // mulberry32: small, deterministic, and its low bits vary (unlike a plain LCG's).
  let state = seed >>> 0;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n | 0;
  };
  const out: DeckCase[] = [];
  for (let i = 0; i < count; i++) {
    const a = PRODUCTS[next(PRODUCTS.length)];
    let b = PRODUCTS[next(PRODUCTS.length)];
    while (b === a) b = PRODUCTS[next(PRODUCTS.length)];
    const [qa, qb] = [QUANTITIES[next(QUANTITIES.length)], QUANTITIES[next(QUANTITIES.length)]];
    const event = EVENTS[next(EVENTS.length)];
    const budget = 2000 + 500 * next(20);
    const days = 8 + next(15);
    const t = TEMPLATES[i % TEMPLATES.length](a, b, qa, qb, event, budget, days);
    out.push({
      id: `p${String(i + 1).padStart(2, '0')}`,
      prompt: t.prompt,
      expect: {
        items: [{ words: a.words, quantity: qa }, { words: b.words, quantity: qb }],
        event,
        ...(t.budget ? { budget: { kind: 'total' as const, amount: budget } } : {}),
        // "in N business days" leaves N − 3 production days: 3 are kept for shipping (docs/product.md#chat-assistant).
        ...(t.deadline ? { deadlineBusinessDays: days - 3 } : {}),
      },
    });
  }
  return out;
}
