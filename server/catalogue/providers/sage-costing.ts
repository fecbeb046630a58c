import { DECORATION_LABELS, methodOf, placementOf, type DecorationMethod, type DecorationOption } from '../decoration.js';
import type { NetBreak, ProductCosting } from '../../ports/catalogue.js';
import { num, str, textList, type Json } from './sage-json.js';

/**
 * What a distributor pays for a SAGE product and how it can be decorated, from SAGE's full
 * product detail (service 105) — confidential: it goes into a proposal line's snapshot and the
 * seller's view, never to a client. The one home of the 105 mapping (INTEGRATIONS.md).
 *
 * Confirmed by INTEGRATIONS.md: `net` is the distributor's cost per quantity, parallel to `qty`
 * and `prc` (same quirks: strings, unused "0"/"" slots); `priceCode` is the supplier's discount
 * code per break. The decoration field names are not confirmed; this reads the names SAGE's
 * product data uses for them — `decorationMethod` (or `imprintMethods`), `imprintLoc`,
 * `imprintArea`, `maxColors`, `setupChg`, `runChg` (`addClrRunChg`, an added colour's run
 * charge, is not the base run charge and is not read) — and when none is there the line keeps
 * the built-in estimate, labelled as such. The shape it maps to is the catalogue port's
 * (ProductCosting, server/ports/catalogue.ts).
 */

/** The industry's price codes: the distributor's discount off the list price, per letter. */
const PRICE_CODE_DISCOUNT: Record<string, number> = { A: 50, B: 45, C: 40, D: 35, E: 30, F: 25, G: 20, P: 50, Q: 45, R: 40, S: 35, T: 30, U: 25, V: 20 };

/** Pairs `qty` with `net`; when SAGE gives no net, applies each break's price-code letter to `prc`. */
export function sageNetBreaks(raw: Json): { costSource: ProductCosting['costSource']; netBreaks: NetBreak[] } {
  const qty = Array.isArray(raw.qty) ? raw.qty : [];
  const pairs = (values: unknown[], transform: (v: number, i: number) => number | null) =>
    qty.flatMap((q, i) => {
      const minQty = num(q);
      const v = num(values[i]);
      const net = v === null || v <= 0 ? null : transform(v, i);
      return minQty !== null && minQty > 0 && Number.isInteger(minQty) && net !== null && net > 0 ? [{ minQty, net }] : [];
    });
  const fromNet = pairs(Array.isArray(raw.net) ? raw.net : [], (v) => v);
  if (fromNet.length > 0) return { costSource: 'net', netBreaks: fromNet.sort((a, b) => a.minQty - b.minQty) };
  const codes = str(raw.priceCode).toUpperCase();
  const fromCode = pairs(Array.isArray(raw.prc) ? raw.prc : [], (v, i) => {
    const discount = PRICE_CODE_DISCOUNT[codes[i] ?? codes[codes.length - 1] ?? ''];
    return discount === undefined ? null : Math.round(v * (100 - discount)) / 100;
  });
  return { costSource: 'price_code', netBreaks: fromCode.sort((a, b) => a.minQty - b.minQty) };
}

const dollarsToCents = (v: number | null) => (v === null || v < 0 ? 0 : Math.round(v * 100));

/** The supplier's decoration options as 105 states them (methods, locations, area, charges). */
export function sageDecorations(raw: Json, productName: string): DecorationOption[] {
  const methodText = [str(raw.decorationMethod), str(raw.imprintMethods), ...(Array.isArray(raw.imprintMethods) ? raw.imprintMethods.map(str) : [])].join(', ');
  const methods: DecorationMethod[] = [];
  for (const part of methodText.split(/[,;/]|\bor\b/)) {
    const m = methodOf(part);
    if (m && !methods.includes(m)) methods.push(m);
  }
  if (methods.length === 0) return [];
  const placement = placementOf(productName);
  const locations = textList(raw.imprintLoc);
  const setupCents = dollarsToCents(num(raw.setupChg));
  const runCents = dollarsToCents(num(raw.runChg));
  return methods.map((method) => ({
    method,
    label: DECORATION_LABELS[method],
    locations: locations.length > 0 ? locations : placement.locations.slice(0, 2),
    // Full-colour methods have no colour limit (0); otherwise what SAGE states, else one colour.
    maxColors: method === 'full_color' || method === 'heat_transfer' ? 0 : Math.max(1, Math.trunc(num(raw.maxColors) ?? 1)),
    imprintArea: str(raw.imprintArea) || placement.area,
    setupCents,
    runCents,
  }));
}

/** A 105 product's costing, or null when it states neither net costs nor list prices to derive them from. */
export function mapSageCosting(raw: Json, productName: string): ProductCosting | null {
  const { costSource, netBreaks } = sageNetBreaks(raw);
  const decorations = sageDecorations(raw, productName);
  if (netBreaks.length === 0 && decorations.length === 0) return null;
  return { costSource, netBreaks, decorations };
}
