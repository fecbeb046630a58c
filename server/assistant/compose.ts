import type { ChatIntent, RecommendedProduct } from '../../contracts/chat.js';
import { count, countryName, describeBudget } from './check.js';
import { pluralOf } from './vocabulary.js';
import type { Recommendation } from './recommend.js';
import { formatDollars } from '../../contracts/money.js';

/**
 * The assistant's words: what it understood, how many products fit, and per product the unit
 * price at the quantity, the production time and why it fits (or what it misses). Every figure
 * comes from the catalogue through the check. docs/product.md#chat-assistant.
 */

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const alternatives = new Intl.ListFormat('en', { type: 'disjunction' });
/** 'kazoos or snow globes'; 'kazoos, snow globes, or maracas'. */
const anyOf = (names: readonly string[]) => alternatives.format(names);
/** Product lines written out in the text (the cards show them all). */
export const LINES_IN_TEXT = 6;

export function describeIntent(i: ChatIntent): string {
  const parts: string[] = [];
  const what = i.productType ? pluralOf(i.productType) : i.category ?? (i.absent.length ? i.absent.join(', ') : 'promotional products');
  parts.push(i.quantity ? `${count(i.quantity)} × ${what}` : what);
  if (i.colors.length) parts.push(`colour: ${i.colors.join(' or ').toLowerCase()}`);
  if (i.budgetTotal !== null) {
    parts.push(i.quantity && i.budgetMax !== null ? `total budget ${formatDollars(i.budgetTotal)} (${formatDollars(i.budgetMax)} each at ${count(i.quantity)})` : `total budget ${formatDollars(i.budgetTotal)} (tell me the quantity to price it per unit)`);
  } else if (i.budgetMax !== null || i.budgetMin !== null) {
    parts.push(`${describeBudget(i)}${i.quantity ? ` at ${count(i.quantity)} units` : ' (at the minimum order)'}`);
  }
  if (i.themes.length) parts.push(`theme: ${i.themes.join(', ')}`);
  if (i.prodTimeDays !== null) {
    const window = `${i.deadlineDays !== null ? `needed in ${days(i.deadlineDays)}: ` : ''}at most ${i.prodTimeDays} production ${i.prodTimeDays === 1 ? 'day' : 'days'}`;
    parts.push(`${window}${i.rush ? ' (rush service accepted where offered)' : ''}`);
  }
  if (i.eco) parts.push('eco-friendly');
  if (i.recyclable) parts.push('recyclable');
  if (i.madeIn) parts.push(`made in ${countryName(i.madeIn)}`);
  if (i.sort === 'price-low') parts.push('cheapest first');
  if (i.sort === 'price-high') parts.push('premium first');
  if (i.sort === 'fastest') parts.push('fastest production first');
  return parts.join(', ');
}

/** One product line: price at the quantity, minimum, production time, why it fits or what it misses. */
export function productLine(p: RecommendedProduct): string {
  const fit = p.fit;
  if (!fit) return `• ${p.name} (Item # ${p.itemNum}): ${p.priceText}, ${p.leadTime}`;
  const price = fit.unitPrice === null ? p.priceText : `${formatDollars(fit.unitPrice)} each${fit.quantity ? ` at ${count(fit.quantity)}` : ` at the minimum of ${count(p.minQuantity)}`}`;
  const production = fit.productionDays !== null ? `${fit.productionDays} production ${fit.productionDays === 1 ? 'day' : 'days'}${fit.rush ? ' (rush service needed)' : ''}` : p.leadTime;
  const why = fit.misses.length ? `misses: ${fit.misses.join('; ')}` : fit.alternative ? 'an alternative' : fit.fits.length ? `fits: ${fit.fits.join(', ')}` : '';
  return `• ${p.name} (Item # ${p.itemNum}): ${price}, min ${count(p.minQuantity)}, ${production}${why ? ` — ${why}` : ''}`;
}

function countText(n: number) {
  return n === 1 ? '1 product fits' : `${count(n)} products fit`;
}

/** The reply for one searched intent. */
export function composeAnswer(asked: ChatIntent, rec: Recommendation, opts: { company?: string | null; heading?: boolean } = {}): string[] {
  const lines: string[] = [];
  if (opts.heading !== false) lines.push(`Here's what I understood: ${describeIntent(asked)}.`);
  if (asked.absent.length > 0) {
    lines.push(`The catalogue has no ${anyOf(asked.absent)}.`);
    if (rec.products.length === 0) {
      lines.push('I found nothing close enough to suggest instead. Try another product type.');
      return lines;
    }
    const relaxed = rec.relaxed.length > 0 ? `; to find any I relaxed ${rec.relaxed.join(', then ')}, and each card says what it misses` : '';
    lines.push(`Closest alternatives (not ${anyOf(asked.absent)})${opts.company ? ` for ${opts.company}` : ''}${relaxed}:`);
    lines.push(...rec.products.slice(0, LINES_IN_TEXT).map(productLine));
    return lines;
  }
  if (rec.products.length === 0) {
    lines.push('No product in the catalogue fits that, even after giving up the colour, origin, eco, deadline, budget and quantity one by one. Try another product type or a broader description.');
    return lines;
  }
  const near = rec.products.length - rec.fits;
  if (rec.fits === 0) {
    lines.push(`No product fits all of that, so I relaxed ${rec.relaxed.join(', then ')}. These are the closest; each card says what it misses:`);
  } else if (near > 0) {
    lines.push(`Only ${countText(rec.fits)} everything${opts.company ? ` for ${opts.company}` : ''}. I added ${near} that miss ${rec.relaxed.join(', then ')} (relaxed; each card says what it misses):`);
  } else {
    lines.push(`${rec.products.length === 1 ? 'This product fits' : `These ${rec.products.length} products fit`} every constraint${opts.company ? ` for ${opts.company}` : ''}:`);
  }
  lines.push(...rec.products.slice(0, LINES_IN_TEXT).map(productLine));
  if (rec.products.length > LINES_IN_TEXT) lines.push(`…and ${rec.products.length - LINES_IN_TEXT} more in the cards below.`);
  if (asked.budgetTotal !== null && asked.quantity) {
    const cheapest = Math.min(...rec.products.map((p) => p.fit?.unitPrice ?? Infinity));
    if (Number.isFinite(cheapest)) lines.push(`At ${count(asked.quantity)} units the cheapest comes to ${formatDollars(cheapest * asked.quantity)} of the ${formatDollars(asked.budgetTotal)} total.`);
  }
  if (rec.products.some((p) => p.fit?.rush)) lines.push('Products marked "rush service needed" meet the deadline only with the supplier\'s rush service.');
  return lines;
}
