import { REPLY_PRODUCTS_MAX, type ChatIntent } from '../../../contracts/chat.js';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import { hasAnyConstraint, hasProductWish, intentInContext } from '../../chat/intent.js';
import { NAME_NOUNS } from '../../chat/vocabulary.js';
import type { ChatAnswer, ChatAssistant, ChatCompanyContext, ChatTurn, ProductSearch } from './types.js';

/**
 * The built-in assistant: reads the question (server/chat/intent.ts), searches the catalogue with
 * it, drops one constraint at a time when nothing matches, and explains what it found.
 */

const money = (n: number) => `$${n.toFixed(2)}`;

export function searchInputOf(i: ChatIntent): Record<string, unknown> {
  // A product noun of the catalogue's names ('tumbler') must be in the name: the full-text search
  // alone would fall back to products having any of the words.
  const noun = i.keywords.find((k) => NAME_NOUNS.has(k));
  return {
    categories: i.category ?? '',
    itemName: noun ?? '',
    keywords: i.keywords.filter((k) => k !== noun).join(' '),
    colors: i.colors,
    themes: i.themes,
    qty: i.quantity,
    priceLow: i.budgetMin,
    priceHigh: i.budgetMax,
    prodTime: i.prodTimeDays,
    includeRush: i.rush,
    envFriendly: i.eco,
    recyclable: i.recyclable,
    sort: i.sort,
    maxRecs: REPLY_PRODUCTS_MAX,
  };
}

type Relaxation = { key: string; label: (i: ChatIntent) => string; apply: (i: ChatIntent) => ChatIntent; applies: (i: ChatIntent) => boolean };

/** Constraints in the order they are given up when nothing matches them all. */
const RELAXATIONS: Relaxation[] = [
  { key: 'colors', applies: (i) => i.colors.length > 0, label: (i) => `the colour (${i.colors.join(', ').toLowerCase()})`, apply: (i) => ({ ...i, colors: [] }) },
  { key: 'themes', applies: (i) => i.themes.length > 0, label: (i) => `the theme (${i.themes.join(', ')})`, apply: (i) => ({ ...i, themes: [] }) },
  { key: 'keywords', applies: (i) => i.keywords.length > 1, label: (i) => `the extra product words (${i.keywords.slice(0, -1).join(', ')})`, apply: (i) => ({ ...i, keywords: i.keywords.slice(-1) }) },
  { key: 'recyclable', applies: (i) => i.recyclable, label: () => 'the recyclable requirement', apply: (i) => ({ ...i, recyclable: false }) },
  { key: 'eco', applies: (i) => i.eco, label: () => 'the eco-friendly requirement', apply: (i) => ({ ...i, eco: false }) },
  { key: 'deadline', applies: (i) => i.prodTimeDays !== null, label: (i) => `the deadline (${i.prodTimeDays} production days)`, apply: (i) => ({ ...i, prodTimeDays: null, rush: false }) },
  { key: 'budget', applies: (i) => i.budgetMax !== null || i.budgetMin !== null, label: (i) => `the budget (${describeBudget(i)})`, apply: (i) => ({ ...i, budgetMax: null, budgetMin: null, sort: 'price-low' }) },
  { key: 'quantity', applies: (i) => i.quantity !== null, label: (i) => `the quantity (${i.quantity})`, apply: (i) => ({ ...i, quantity: null }) },
  { key: 'keyword', applies: (i) => i.keywords.length > 0 && i.category !== null, label: (i) => `the product type (${i.keywords.join(' ')}) within ${i.category}`, apply: (i) => ({ ...i, keywords: [] }) },
];

function describeBudget(i: ChatIntent): string {
  if (i.budgetMin !== null && i.budgetMax !== null) return `${money(i.budgetMin)}–${money(i.budgetMax)} each`;
  if (i.budgetMax !== null) return `up to ${money(i.budgetMax)} each`;
  if (i.budgetMin !== null) return `from ${money(i.budgetMin)} each`;
  return 'any price';
}

export function describeIntent(i: ChatIntent): string {
  const parts: string[] = [];
  const what = i.keywords.length ? i.keywords.join(' ') : (i.category ?? 'promotional products');
  parts.push(i.quantity ? `${i.quantity.toLocaleString('en-US')} × ${what}` : what);
  if (i.category && i.keywords.length) parts.push(`in ${i.category}`);
  if (i.colors.length) parts.push(`colour: ${i.colors.join(' or ').toLowerCase()}`);
  if (i.budgetMax !== null || i.budgetMin !== null) parts.push(`${describeBudget(i)}${i.quantity ? ` at ${i.quantity.toLocaleString('en-US')} units` : ''}`);
  if (i.themes.length) parts.push(`theme: ${i.themes.join(', ')}`);
  if (i.deadlineDays !== null) parts.push(`needed in ${i.deadlineDays} days (≤ ${i.prodTimeDays} production days${i.rush ? ', rush accepted' : ''})`);
  else if (i.rush) parts.push(`rush (≤ ${i.prodTimeDays} production days)`);
  if (i.eco) parts.push('eco-friendly');
  if (i.recyclable) parts.push('recyclable');
  return parts.join(', ');
}

function reasons(p: ProductSummary, i: ChatIntent): string {
  const bits = [`${p.priceText}${i.quantity ? ` each at ${i.quantity.toLocaleString('en-US')}` : ''}`, `min ${p.minQuantity}`, p.leadTime];
  if (i.prodTimeDays !== null) bits.push(/(\d+)/.test(p.leadTime) && Number(p.leadTime.match(/(\d+)/)![1]) <= i.prodTimeDays ? 'in time' : 'in time with rush service');
  return `• ${p.name} (Item # ${p.itemNum}): ${bits.join(', ')}`;
}

/**
 * Searches with every constraint; when nothing matches, gives up the first single constraint
 * (in RELAXATIONS order) whose removal finds products, else drops them one after another.
 */
async function searchRelaxing(search: ProductSearch, start: ChatIntent) {
  const result = await search(searchInputOf(start));
  if (result.products.length > 0) return { intent: start, result, relaxed: [] as string[] };
  const steps = RELAXATIONS.filter((s) => s.applies(start));
  for (const step of steps) {
    const intent = { ...step.apply(start), relaxed: [step.key] };
    const found = await search(searchInputOf(intent));
    if (found.products.length > 0) return { intent, result: found, relaxed: [step.label(start)] };
  }
  let intent = start;
  let found = result;
  const relaxed: string[] = [];
  for (const step of steps) {
    if (found.products.length > 0) break;
    if (!step.applies(intent)) continue;
    relaxed.push(step.label(intent));
    intent = { ...step.apply(intent), relaxed: [...intent.relaxed, step.key] };
    found = await search(searchInputOf(intent));
  }
  return { intent, result: found, relaxed };
}

/** Vague question about the chat's company: categories from its buying signals and opportunities. */
async function companyIdeas(turn: ChatTurn, company: ChatCompanyContext, base: ChatIntent, search: ProductSearch): Promise<ChatAnswer> {
  const fromSignals = company.signals.flatMap((s) => s.productCategories);
  const fromText = intentInContext(company.promoOpportunities ?? '', null, [], turn.now).category;
  const categories = [...new Set([...fromSignals, ...(fromText ? [fromText] : []), 'Drinkware', 'Apparel', 'Bags'])].slice(0, 3);
  const per = Math.ceil(REPLY_PRODUCTS_MAX / categories.length);
  const products: ProductSummary[] = [];
  const lines: string[] = [];
  for (const category of categories) {
    const found = await search({ ...searchInputOf({ ...base, category }), maxRecs: per });
    products.push(...found.products.slice(0, per));
    if (found.products[0]) lines.push(`• ${category}: e.g. ${found.products[0].name} (${found.products[0].priceText})`);
  }
  const signal = company.signals[0];
  const intro = [
    `Here are ideas for ${company.name}${company.industry ? ` (${company.industry})` : ''}.`,
    signal ? `Their latest buying signal — ${signal.signalType}: ${signal.summary}${signal.useCase ? ` — suggests ${signal.useCase.charAt(0).toLowerCase()}${signal.useCase.slice(1)}` : ''}` : null,
    company.promoOpportunities ? `Promotional opportunities: ${company.promoOpportunities}` : null,
    `I picked ${categories.join(', ')}:`,
    ...lines,
    'Tell me a quantity, budget per item, colour or deadline and I will narrow it down.',
  ];
  return { content: intro.filter(Boolean).join('\n'), products: products.slice(0, REPLY_PRODUCTS_MAX), intent: { ...base, category: null } };
}

const HELP = [
  'I can search the catalogue for you. Tell me what you need, for example:',
  '• "250 insulated tumblers under $10 in blue"',
  '• "500 eco-friendly tote bags, $3-6 each, by March 3"',
  '• "pens for a trade show in 2 weeks"',
  'I understand product types, quantities, budgets per item (or in total), colours, themes, deadlines and eco or recyclable wishes.',
].join('\n');

export function createEmbeddedAssistant(): ChatAssistant {
  return {
    name: 'embedded',
    async reply(turn, { search }) {
      const intent = intentInContext(turn.message, turn.previousIntent, turn.previousPrices, turn.now);
      const vague = !hasProductWish(intent);
      if (vague && turn.company && /\b(idea|ideas|suggest|suggestions?|recommend|recommendations?|what|client|them|they|company|gift|swag|something)\b/i.test(turn.message)) {
        return companyIdeas(turn, turn.company, intent, search);
      }
      if (!hasAnyConstraint(intent)) return { content: HELP, products: [], intent: null };

      const { intent: used, result, relaxed } = await searchRelaxing(search, intent);
      const lines: string[] = [`Here's what I understood: ${describeIntent(intent)}.`];
      if (result.products.length === 0) {
        lines.push('I could not find any product matching that, even after relaxing the colour, theme, eco, deadline and budget. Try another product type or a broader description.');
        return { content: lines.join('\n'), products: [], intent: used };
      }
      const count = result.totalCapped ? `${result.total.toLocaleString('en-US')}+` : result.total.toLocaleString('en-US');
      if (relaxed.length) lines.push(`Nothing matched all of that, so I relaxed ${relaxed.join(', then ')}: ${count} products match ${describeIntent(used)}.`);
      else lines.push(`${count} products match${turn.company ? ` for ${turn.company.name}` : ''}; here are the best ${Math.min(result.products.length, REPLY_PRODUCTS_MAX)}:`);
      lines.push(...result.products.slice(0, 5).map((p) => reasons(p, used)));
      if (used.eco) lines.push('All of these are flagged environmentally friendly.');
      if (used.recyclable) lines.push('All of these are recyclable.');
      if (used.budgetMax !== null && used.quantity) lines.push(`Prices shown are per unit at ${used.quantity.toLocaleString('en-US')} units, all within ${describeBudget(used)}.`);
      return { content: lines.join('\n'), products: result.products.slice(0, REPLY_PRODUCTS_MAX), intent: used };
    },
  };
}
