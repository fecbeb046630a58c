// The order on a deck held against the brief (docs/product.md#presentations): every item with its
// quantity, the totals against the budget, production times against the deadline, and what the
// catalogue could not supply. One wording for the built-in composer and the model's prompt.
import type { DeckItem, DeckOrder } from '../../ports/presentations.js';
import { formatDollars } from '../../../contracts/money.js';

const qty = (n: number): string => n.toLocaleString('en-US');
/** "300 units", "1 unit". */
export const units = (n: number): string => `${qty(n)} unit${n === 1 ? '' : 's'}`;
const capitalise = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** "Tumbler", "Tape measure", "Drinkware". */
export const itemName = (item: Pick<DeckItem, 'label'>): string => capitalise(item.label);

/** "300 × Tumbler (navy, embroidery)"; "Crystal award (quantity to be confirmed)" when the brief states none. */
export function itemAsked(item: DeckItem): string {
  const extras = [
    ...item.colours.map((c) => c.toLowerCase()),
    ...(item.decoration ? [item.decoration] : []),
    ...(item.unitBudget !== undefined ? [`up to ${formatDollars(item.unitBudget)} each`] : []),
    ...(item.quantity === null ? [QUANTITY_TO_CONFIRM] : []),
  ];
  return `${item.quantity === null ? '' : `${qty(item.quantity)} × `}${itemName(item)}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

export const QUANTITY_TO_CONFIRM = 'quantity to be confirmed';

/** "at 300 units", or "at its minimum order of 24 units" when the brief states no quantity. */
export const quantityPhrase = (item: Pick<DeckItem, 'quantity'>, p: { quantity: number }): string =>
  item.quantity === null ? `at its minimum order of ${units(p.quantity)}` : `at ${units(p.quantity)}`;

/** The item's recommended pick (the first product) and its total at the quantity it is quoted at. */
export function pickOf(item: DeckItem): { name: string; unitPrice: number; quantity: number; total: number; productionDays: number | null; leadTime: string; rushNeeded: boolean } | null {
  const p = item.products[0];
  return p
    ? { name: p.name, unitPrice: p.unitPrice, quantity: p.quantity, total: p.unitPrice * p.quantity, productionDays: p.productionDays, leadTime: p.leadTime, rushNeeded: p.rushNeeded === true }
    : null;
}

export const orderTotal = (order: DeckOrder): number => order.items.reduce((sum, i) => sum + (pickOf(i)?.total ?? 0), 0);

/** The totals held against the budget and the price floor asked, a sentence each; null without either. */
export function budgetVerdict(order: DeckOrder): string | null {
  const said = [ceilingVerdict(order), floorVerdict(order)].filter((s): s is string => s !== null);
  return said.length ? said.join(' ') : null;
}

/** The recommended picks against the lowest unit price asked ('at least $30 each'). */
function floorVerdict(order: DeckOrder): string | null {
  const floor = order.priceFloor;
  if (floor === undefined) return null;
  const under = order.items.map(pickOf).filter((p): p is NonNullable<ReturnType<typeof pickOf>> => p !== null && p.unitPrice < floor - 1e-9);
  if (!under.length) return `Every recommended pick is at least ${formatDollars(floor)} per unit, as asked.`;
  return `${under.map((p) => `The ${p.name} is ${formatDollars(p.unitPrice)} per unit`).join('; ')}: under the ${formatDollars(floor)} per unit asked.`;
}

function ceilingVerdict(order: DeckOrder): string | null {
  const b = order.budget;
  if (b?.kind === 'total') {
    const total = orderTotal(order);
    const gap = Math.abs(b.amount - total);
    if (gap < 0.005) return `The recommended picks total ${formatDollars(total)}, exactly your ${formatDollars(b.amount)} budget.`;
    return total < b.amount
      ? `The recommended picks total ${formatDollars(total)}: ${formatDollars(gap)} under your ${formatDollars(b.amount)} budget.`
      : `The recommended picks total ${formatDollars(total)}: ${formatDollars(gap)} over your ${formatDollars(b.amount)} budget.`;
  }
  // Each pick against its own item's price when the brief gave one ('chip clips at $1, pens at 75¢'), else the order's.
  const picked = order.items.flatMap((item) => {
    const pick = pickOf(item);
    return pick ? [{ pick, item, limit: item.unitBudget ?? b?.amount }] : [];
  });
  const held = picked.filter((p): p is (typeof picked)[number] & { limit: number } => p.limit !== undefined);
  if (!held.length) return null;
  const over = held.filter(({ pick, limit }) => pick.unitPrice > limit + 1e-9);
  const oneLimit = held.length === picked.length && held.every(({ limit }) => limit === held[0].limit);
  if (oneLimit && !over.length) return `Every recommended pick is within your ${formatDollars(held[0].limit)} per unit budget.`;
  if (oneLimit) return `${over.map(({ pick }) => `The ${pick.name} is ${formatDollars(pick.unitPrice)} per unit`).join('; ')}: over your ${formatDollars(held[0].limit)} per unit budget.`;
  if (!over.length) return 'Every recommended pick is within the per unit budget asked for its item.';
  return `${over.map(({ pick, item, limit }) => `The ${pick.name} is ${formatDollars(pick.unitPrice)} per unit, over your ${formatDollars(limit)} per unit budget for the ${item.label}`).join('; ')}.`;
}

/** Production times held against the deadline; null without one. */
export function deadlineVerdict(order: DeckOrder): string | null {
  const d = order.deadline;
  if (!d) return null;
  const picks = order.items.map(pickOf).filter((p): p is NonNullable<ReturnType<typeof pickOf>> => p !== null);
  const late = picks.filter((p) => p.productionDays !== null && p.productionDays > d.productionDays);
  const unknown = picks.filter((p) => p.productionDays === null);
  const parts: string[] = [];
  const available = `${d.productionDays} business days available (${d.text}${d.shippingDays ? `, less ${d.shippingDays} for shipping` : ''})`;
  if (!late.length && !unknown.length) parts.push(`Every recommended pick is produced within the ${available}.`);
  for (const p of late) {
    parts.push(
      p.rushNeeded
        ? `The ${p.name} takes ${p.productionDays} business days as standard, longer than the ${available}: it is in time only with the supplier's rush service.`
        : `The ${p.name} takes ${p.productionDays} business days, longer than the ${available}: we will confirm rush production or an earlier order date.`,
    );
  }
  for (const p of unknown) parts.push(`The ${p.name}'s production time (${p.leadTime}) is to be confirmed against your date.`);
  return parts.join(' ');
}

/** What the catalogue could not supply, said plainly (US spelling: the deck is the client's). */
export function missingLines(order: DeckOrder): string[] {
  return [
    ...order.absent.map((a) => `The catalog has no ${a}.`),
    ...(order.unchecked ?? []).map((a) => `We will confirm separately whether we can supply ${a}.`),
    ...order.items
      .filter((i) => !i.products.length)
      .map((i) => (i.quantity === null ? `No ${i.label} in the catalog fits the brief.` : `No ${i.label} in the catalog is available at ${units(i.quantity)}.`)),
  ];
}

/** Constraints an item's products could not meet, said on its slide. */
export function relaxedLine(item: DeckItem): string | null {
  if (!item.relaxed.length || !item.products.length) return null;
  const words = item.relaxed.map((r) => (r === 'color' ? `in ${item.colours.join(' or ').toLowerCase()}` : r === 'budget' ? 'within the budget' : 'within the deadline'));
  return `No ${item.label} in the catalog is available ${words.join(' and ')}; these are the closest.`;
}
