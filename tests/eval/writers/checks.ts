import type { RepGuidance } from '../../../contracts/guidance.js';
import { ROLE_WORDS, type DeckCase, type MessageCase } from './cases.js';
import type { PriceLookup } from './catalogue.js';
import { findLeaks } from './leaks.js';

/**
 * Machine checks of what a writer produced against the brief's expectations. Each returns the
 * failed checks' names with a reason; an empty list is a pass. The catalogue lookups are passed in
 * (`priceOf`), so a quoted price is compared with the catalogue's price at that quantity.
 */

export interface CheckResult {
  check: string;
  ok: boolean;
  detail?: string;
}


const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
/** The text a reader sees: tags dropped, entities decoded. */
export const textOf = (html: string) => decode(html.replace(/<[^<>]+>/g, ' ')).replace(/\s+/g, ' ');
const check = (name: string, ok: boolean, detail?: string): CheckResult => ({ check: name, ok, ...(ok ? {} : { detail }) });

/** Checks every client-facing text shares: no guidance, suppliers, item numbers, placeholder, pasted signal, British spelling. */
function clientChecks(text: string, guidance: RepGuidance | null, signalSummaries: string[]): CheckResult[] {
  const secrets = (guidance?.pitchNotes ?? []).flatMap((n) => [.../supplier (.+?), item (\S+?)\.?$/.exec(n)?.slice(1) ?? []]);
  // A pitch note quotes a product by name, which the client text names too: compare what follows the name.
  const notes = (guidance?.pitchNotes ?? []).map((n) => n.replace(/^[^$]*?: (?=\$)/, ''));
  const leaks = findLeaks(text, {
    guidance: [...(guidance?.nextSteps ?? []), ...notes],
    supplierNames: secrets.filter((_, i) => i % 2 === 0),
    itemNumbers: secrets.filter((_, i) => i % 2 === 1),
    signalSummaries,
  });
  const of = (...kinds: string[]) => leaks.filter((l) => kinds.includes(l.kind)).map((l) => l.text);
  return [
    check('no internal guidance', of('guidance', 'instruction').length === 0, of('guidance', 'instruction').join(' | ')),
    check('no supplier, item number or cost', of('supplier', 'item_number', 'cost').length === 0, of('supplier', 'item_number', 'cost').join(' | ')),
    check('no "our company" placeholder', of('placeholder').length === 0, of('placeholder').join(' | ')),
    check('signal not pasted', of('pasted_signal').length === 0, of('pasted_signal').join(' | ')),
    check('US spelling', of('spelling').length === 0, of('spelling').join(', ')),
    check('guidance beside the text', guidance !== null),
  ];
}

export async function checkMessage(c: MessageCase, out: { message: string; guidance: RepGuidance | null }, signalSummary: string, priceOf: PriceLookup): Promise<CheckResult[]> {
  const text = out.message;
  const results = clientChecks(text, out.guidance, [signalSummary]);
  // A concrete product with the catalogue's price at the quoted quantity.
  const quote = /(?:the|Our) ([^.!?]+?) (?:at|is) \$(\d+\.\d{2}) each for ([\d,]+)/.exec(text);
  const listed = quote ? (await priceOf(quote[1], Number(quote[3].replace(/,/g, '')))).map((p) => money(p.unitPrice)) : [];
  results.push(check('a product named with its price', Boolean(quote && listed.includes(`$${quote[2]}`)), quote ? `${quote[1]} $${quote[2]} vs catalogue ${listed.join(' or ') || 'none'}` : 'no product with a price'));
  if (c.kind !== 'connection_request') results.push(check('written to the role', ROLE_WORDS[c.expect.angle].test(text), `no ${c.expect.angle} words`));
  const mentions = c.expect.newsWords.test(text);
  results.push(
    c.expect.opensWithSignal
      ? check('recent news told with its age', mentions && /\bin (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(text), 'news or its month missing')
      : check('old news not opened with', !mentions, 'mentions old news'),
  );
  const pasted = c.brandKeywords.filter((k) => new RegExp(`\\b${k}\\b`, 'i').test(text));
  results.push(check('brand keywords as meaning', pasted.length < 2, `pasted: ${pasted.join(', ')}`));
  results.push(check('no invented facts', !/industry events|active at events|shows up at events|booth/i.test(text) || c.expect.newsWords.source.includes('trade show'), 'claims event activity'));
  return results;
}

/** The summary table's rows: item asked, recommended pick, quantity, unit price, total, production. */
export function summaryRows(html: string): Array<{ item: string; pick: string; quantity: number; unitPrice: string; production: string }> {
  return [...html.matchAll(/<tr>((?:<td[^>]*>[^<]*<\/td>){6})<\/tr>/g)]
    .map((m) => [...m[1].matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((x) => decode(x[1])))
    .map(([item, pick, quantity, unitPrice, , production]) => ({ item, pick, quantity: Number(quantity.replace(/,/g, '')), unitPrice, production }));
}

const KNOWN_SHOWS = ['FABTECH', 'CES', 'SEMA', 'IMTS', 'Dreamforce', 'SHRM', 'PACK EXPO', 'NRA Show', 'CONEXPO', 'MAGIC'];
const singular = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
const nameHas = (name: string, words: string) => words.split(/\s+/).every((w) => name.toLowerCase().split(/[^a-z0-9-]+/).some((n) => singular(n) === singular(w)));

export async function checkDeck(c: DeckCase, out: { html: string; guidance: RepGuidance | null }, priceOf: PriceLookup): Promise<CheckResult[]> {
  const text = textOf(out.html);
  const signals = (out.guidance?.sources ?? []).filter((s) => !/^Company research|directory|website/i.test(s.source)).map((s) => s.fact);
  const results = clientChecks(text, out.guidance, signals);
  const rows = summaryRows(out.html);
  const used = new Set<(typeof rows)[number]>();
  for (const want of c.expect.items) {
    // Each item asked for is its own row: one "notebook and pen set" does not answer notebooks and pens.
    const row = rows.find((r) => !used.has(r) && r.quantity === want.quantity && nameHas(r.pick, want.words));
    if (row) used.add(row);
    results.push(check(`item present at its quantity: ${want.quantity} ${want.words}`, Boolean(row), rows.map((r) => `${r.quantity} ${r.pick}`).join('; ')));
  }
  const priced = await Promise.all(rows.filter((r) => r.unitPrice.startsWith('$')).map(async (r) => ({ r, listed: await priceOf(r.pick, r.quantity) })));
  const wrong = priced.filter(({ r, listed }) => !listed.some((p) => money(p.unitPrice) === r.unitPrice));
  results.push(check('prices are the catalogue’s at the quantity', wrong.length === 0, wrong.map(({ r, listed }) => `${r.pick}: ${r.unitPrice} vs ${listed.map((p) => money(p.unitPrice)).join(' or ') || 'not found'}`).join('; ')));
  const event = /Event: ([^<]+)</.exec(out.html)?.[1] ?? null;
  const wanted = c.expect.event?.toLowerCase() ?? null;
  const eventOk = wanted ? text.toLowerCase().includes(wanted) && (!event || event.toLowerCase().includes(wanted) || wanted.includes(event.toLowerCase())) : event === null;
  const otherShows = KNOWN_SHOWS.filter((s) => !wanted?.includes(s.toLowerCase()) && new RegExp(`\\b${s}\\b`).test(text));
  results.push(check('the named event, and no other', eventOk && otherShows.length === 0, `event line: ${event ?? 'none'}; others: ${otherShows.join(', ')}`));
  if (c.expect.budget) {
    const b = c.expect.budget;
    const said = new RegExp(`(?:under|over|within|exactly) your \\${money(b.amount)}${b.kind === 'unit' ? ' per unit' : ''} budget`).test(text);
    results.push(check('budget compared with the totals', said, `no comparison with ${money(b.amount)}`));
  }
  if (c.expect.deadlineBusinessDays !== undefined) {
    const days = c.expect.deadlineBusinessDays;
    const late = rows.filter((r) => Number(/(\d+)/.exec(r.production)?.[1] ?? 0) > days);
    const stated = late.every((r) => text.includes(`The ${r.pick} takes`) && text.includes(`longer than the ${days} business days available`));
    results.push(check('production fits the deadline or the conflict is stated', stated && (late.length > 0 || text.includes(`within the ${days} business days available`)), late.map((r) => r.pick).join(', ')));
  }
  for (const a of c.expect.absent ?? []) results.push(check(`says the catalogue has no ${a}`, text.includes(`The catalog has no ${a}`)));
  for (const u of c.expect.unavailable ?? []) {
    const said = text.includes(`No ${u.words} in the catalog is available at ${u.quantity.toLocaleString('en-US')} units`);
    const shown = rows.filter((r) => r.quantity === u.quantity && nameHas(r.pick, u.words) && r.unitPrice.startsWith('$'));
    results.push(check(`says no ${u.words} is available at ${u.quantity}`, said && shown.length === 0, shown.map((r) => r.pick).join('; ') || 'not said'));
  }
  const images = [...out.html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);
  results.push(check('images absolute or embedded', images.length > 0 && images.every((s) => /^(?:https?:\/\/|data:image\/)/.test(s)), images.filter((s) => !/^(?:https?:\/\/|data:image\/)/.test(s)).join(', ') || 'no images'));
  return results;
}

