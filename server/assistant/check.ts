import type { ChatIntent, ProductFit } from '../../contracts/chat.js';
import { COUNTRY_NAMES } from '../../contracts/catalogue.js';
import { expandColors, RUSH_DAYS, breakForQuantity } from '../catalogue/index.js';
import type { CatalogueVocabulary } from './vocabulary.js';
import type { ProductFacts } from '../ports/chat.js';
import { familyOf, nameIsType, ownCategories, typeOf } from './vocabulary.js';
import { formatDollars } from '../../contracts/money.js';

/**
 * The one constraint check every recommendation goes through, whoever picked the product (the
 * built-in assistant or a model): the product type, the unit price at the quantity, the minimum
 * order quantity, colour, eco/recyclable, production time against the deadline (rush only when
 * the product offers it) and country of origin. docs/product.md#chat-assistant.
 */

/** Keys of the hard constraints, as `ChatIntent.relaxed` names them. */
export type ConstraintKey = 'type' | 'kind' | 'budget' | 'quantity' | 'colors' | 'eco' | 'recyclable' | 'deadline' | 'madeIn';

export const count = (n: number) => n.toLocaleString('en-US');

export function describeBudget(i: Pick<ChatIntent, 'budgetMin' | 'budgetMax'>): string {
  if (i.budgetMin !== null && i.budgetMax !== null) return `${formatDollars(i.budgetMin)}–${formatDollars(i.budgetMax)} each`;
  if (i.budgetMax !== null) return `up to ${formatDollars(i.budgetMax)} each`;
  if (i.budgetMin !== null) return `from ${formatDollars(i.budgetMin)} each`;
  return 'any price';
}

export const countryName = (code: string) => COUNTRY_NAMES[code as keyof typeof COUNTRY_NAMES] ?? code;

export interface CheckResult extends ProductFit {
  missed: ConstraintKey[];
}

/** How one product meets the intent: the price at the quantity, production days, what it fits and misses. */
export function checkProduct(intent: ChatIntent, p: ProductFacts, vocabulary: CatalogueVocabulary): CheckResult {
  const fits: string[] = [];
  const misses: string[] = [];
  const missed: ConstraintKey[] = [];
  const miss = (key: ConstraintKey, text: string) => {
    missed.push(key);
    misses.push(text);
  };

  const type = intent.productType ? typeOf(vocabulary, intent.productType) : undefined;
  if (type) {
    if (familyOf(vocabulary, type).some((t) => nameIsType(t, p.name, ownCategories(p)))) fits.push(intent.productType!);
    else miss('type', `not a ${intent.productType}`);
  } else if (intent.category) {
    if (p.categories.includes(intent.category)) fits.push(intent.category);
    else miss('type', `not in ${intent.category}`);
  } else if (intent.productType) {
    // A product the vocabulary lacks, asked of a catalogue it does not cover (unlistedIntent): its name says it.
    if (namesUnlisted(intent.productType, p.name)) fits.push(intent.productType);
    else miss('type', `not a ${intent.productType}`);
  }

  // The describing words the client put before the product ('retractable pens', '20 oz tumblers'): said by its name.
  if (intent.keywords.length > 0 && (type || intent.category)) {
    const name = spacedName(p.name);
    const lacking = intent.keywords.filter((k) => !describedBy(name, k));
    if (lacking.length === 0) fits.push(intent.keywords.join(' '));
    else miss('kind', `not ${lacking.join(' ')}`);
  }

  const qty = intent.quantity;
  const unitPrice = breakForQuantity(p.priceBreaks, qty ?? p.minQuantity)?.price ?? null;
  if (qty !== null) {
    if (p.minQuantity <= qty) fits.push(`minimum ${count(p.minQuantity)}`);
    else miss('quantity', `minimum order ${count(p.minQuantity)} (asked ${count(qty)})`);
  }
  if (intent.budgetMax !== null || intent.budgetMin !== null) {
    const low = intent.budgetMin === null || (unitPrice !== null && unitPrice >= intent.budgetMin - 1e-9);
    const high = intent.budgetMax === null || (unitPrice !== null && unitPrice <= intent.budgetMax + 1e-9);
    const within = intent.budgetTotal !== null && qty ? `within the ${formatDollars(intent.budgetTotal)} total` : `within ${describeBudget(intent)}`;
    if (low && high) fits.push(within);
    else miss('budget', `${unitPrice === null ? 'no price' : formatDollars(unitPrice)} each is outside ${describeBudget(intent)}`);
  }
  if (intent.colors.length > 0) {
    const wanted = expandColors(intent.colors);
    const has = p.colors.filter((c) => wanted.includes(c));
    if (has.length > 0) fits.push(has.slice(0, 2).join('/').toLowerCase());
    else miss('colors', `no ${intent.colors.join(' or ').toLowerCase()}`);
  }
  if (intent.eco) {
    if (p.flags.envFriendly) fits.push('eco-friendly');
    else miss('eco', 'not flagged eco-friendly');
  }
  if (intent.recyclable) {
    if (p.flags.recyclable) fits.push('recyclable');
    else miss('recyclable', 'not recyclable');
  }
  if (intent.madeIn) {
    if (p.madeIn === intent.madeIn) fits.push(`made in ${countryName(intent.madeIn)}`);
    else miss('madeIn', `made in ${p.madeIn ? countryName(p.madeIn) : 'an unknown country'}`);
  }
  let rush = false;
  if (intent.prodTimeDays !== null) {
    const days = p.prodTimeDays;
    if (days !== null && days <= intent.prodTimeDays) fits.push(`${days} production days fits the ${intent.prodTimeDays}-day window`);
    else if (intent.rush && p.rushAvailable && RUSH_DAYS <= intent.prodTimeDays) {
      rush = true;
      fits.push(`in time only with rush service (${RUSH_DAYS} days)`);
    } else if (p.rushAvailable && RUSH_DAYS <= intent.prodTimeDays) {
      // A production time the client set ('produced within 3 days'): rush would make it, but they did not ask for it.
      rush = true;
      miss('deadline', `${days ?? '?'} production days is more than ${intent.prodTimeDays}; in time only with rush service (${RUSH_DAYS} days)`);
    } else miss('deadline', `${days ?? '?'} production days is more than ${intent.prodTimeDays}${p.rushAvailable ? '' : ', no rush service'}`);
  }
  return { quantity: qty, unitPrice, productionDays: p.prodTimeDays, rush, fits, misses, missed, alternative: intent.absent.length > 0 };
}

/** Describing words the trade uses for one kind, which names say either way: a click pen is a retractable pen, rPET is recycled PET. */
const SAME_KIND: Readonly<Record<string, readonly string[]>> = { retractable: ['click'], click: ['retractable'], recycled: ['rpet'] };
export const sameKindWords = (word: string): readonly string[] => SAME_KIND[word.toLowerCase()] ?? [];

/** Whether a product's name (lower case, words between spaces) says a describing word: 'retractable', '20 oz'. */
/** The last word of a product's name as asked ('kazoo' of 'koi-shaped kazoo'). */
const headOf = (term: string) => term.split(/[\s-]+/).pop() ?? term;

/** A product's name as describedBy reads it: lower case, words between single spaces, a space at each end. */
const spacedName = (name: string) => ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/** Whether a product's name says it is the product the vocabulary lacks ('kazoo': its last word), as asked of a catalogue the vocabulary does not cover. */
export const namesUnlisted = (productType: string, name: string): boolean => describedBy(spacedName(name), headOf(productType));

function describedBy(name: string, word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const says = (x: string) => name.includes(` ${x} `) || name.includes(` ${x}s `) || name.includes(` ${x.replace(/ /g, '')} `);
  return says(w) || sameKindWords(w).some(says);
}
