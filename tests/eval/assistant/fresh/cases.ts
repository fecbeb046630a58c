import type { EvalCase } from '../expect.js';
import { DEV_CASES } from './dev.js';
import { HELD_OUT_CASES } from './held-out.js';
import { DEV_2_CASES } from './dev-2.js';
import { HELD_OUT_2_CASES } from './held-out-2.js';
import { DEV_3_CASES } from './dev-3.js';
import { HELD_OUT_3_CASES } from './held-out-3.js';
import { DEV_4_CASES } from './dev-4.js';
import { HELD_OUT_4_CASES } from './held-out-4.js';
import { DEV_5_CASES } from './dev-5.js';
import { DEV_6_CASES } from './dev-6.js';
import { DEV_7_CASES } from './dev-7.js';
import { DEV_8_CASES } from './dev-8.js';
import { DEV_9_CASES } from './dev-9.js';
import { DEV_10_CASES } from './dev-10.js';
import { DEV_11_CASES } from './dev-11.js';
import { DEV_12_CASES } from './dev-12.js';
import { DEV_13_CASES } from './dev-13.js';
import { DEV_14_CASES } from './dev-14.js';
import { DEV_15_CASES } from './dev-15.js';
import { DEV_16_CASES } from './dev-16.js';
import { DEV_17_CASES } from './dev-17.js';
import { HELD_OUT_5_CASES } from './held-out-5.js';

/**
 * The fresh evaluation of the chat assistant: 342 requests (200 more of a second set, dev-2.ts
 * and held-out-2.ts, 160 of a third and 160 of a fourth, each written the same way by another
 * independent helper: see each file's header) written the way clients write to their
 * distributor (emails with signatures, texts, "Do you sell…?", several products at once,
 * conversations), by an independent helper on 2026-11-27 from the catalogue's data
 * (seed/catalogue/), docs/product.md#chat-assistant and the answer format only — without reading
 * the assistant's code or its earlier evaluation questions.
 *
 * Split once, by a rule that does not look at the content: all cases sorted by id (plain string
 * order), the 1st, 3rd, 5th… went to dev.ts and the 2nd, 4th, 6th… to held-out.ts (171 each). A
 * case added later goes to either half, never moves between them.
 *
 * How the requests were read (the expectations follow from these):
 * - "Now" is Sunday 22 November 2026. A date's production days are the working days (Mon–Fri, no
 *   public holidays) after today up to and including the date, minus 3 for shipping: by Fri 18 Dec
 *   is 20 − 3 = 17. ("In 3 weeks" is Sun 13 Dec: 12; "in 2 weeks" is Sun 6 Dec: 7.) A count that
 *   leaves out the date itself gives one fewer, which only makes an assistant stricter than this
 *   judge. "N business days" is N − 3; "produced / shipped within N days" and "N days or less" are
 *   N production days. A date too far to limit anything (January, March) is still stated.
 * - "No rush", "whenever" and "no rush on these" are `noDeadline`; "before the holidays would be
 *   nice" is a wish and states nothing.
 * - A total budget is divided by the quantity and rounded down to the cent ("$2,000 for 275" →
 *   727 cents); "all-in" is read the same way, since the judge sees catalogue prices only. A total
 *   across several items is `maxTotalCents`.
 * - £ and € amounts are read as the same number in the catalogue's dollars (the catalogue is in
 *   USD; converting at a rate would make the case depend on the day): "£10" → 1000 cents.
 * - "Under $4", "max $4", "$4 or less" are all at most 400 cents.
 * - A count of people ("for our 275 employees") is the quantity only when no other is named.
 *   Phone numbers, street and suite numbers, years, order and booth numbers, sizes ("20 oz",
 *   "6 ft", "10000 mAh", "SPF 30"), "5K" / "10K" runs and list numbering are never quantities.
 * - "eco-friendly", "sustainable" → `eco`; "recyclable" → `recyclable`; a product named recycled
 *   (rPET tote, recycled paper notebook) is asked for by its type. "Made in USA" → madeIn 'US'.
 *   "Would be a bonus", "prefer", "if possible" are preferences, not constraints.
 * - Colours: "grey" is the catalogue's Gray; "blue" also accepts navy; burgundy is maroon; "X or
 *   Y" is a list. A colour said of one item of several is that item's only (`items`).
 * - Decoration (embroidered, laser engraved, screen printed) is not judged.
 * - A product type is the catalogue's own wording: 'koozies' are can coolers, 'PopSockets' phone
 *   grips, 'hats' the Headwear category, 't-shirts' T-Shirts and Tees. A type with no product in
 *   the catalogue (sunglasses, fridge magnets, socks, ornaments…) is `absent`.
 * - A follow-up ("cheaper?", "in blue?", "what about 500?") keeps what the conversation stated; a
 *   new request ("separate order:", "different question", "Do you sell…?") carries nothing over,
 *   checked with intentQty: null / intentColours: []. After "also …" only what is said is checked.
 * - Some requests cannot be met in full (a dozen mugs, 25 pens, eco yoga mats): the case says so;
 *   the assistant is expected to show the closest products and name what it relaxed.
 */
/**
 * The development half: the first set's, the second set's (dev-2.ts, its own conventions in its
 * header) and the third's (dev-3.ts: 160 more requests by a third independent helper on 2026-11-29,
 * written from the catalogue's data, docs/product.md and the answer format only, after the
 * assistant had been tuned on the first two development halves; its readings in its header), and
 * the fourth's (dev-4.ts: 160 more by a fourth independent helper on 2026-11-29, given the catalogue
 * as the product's API lists it, the judge's types, these conventions and the answer format only),
 * and dev-5.ts (120 by a fifth, the same day, weighted to products the catalogue lacks, signatures
 * and corrections: a development set only, with no held-out half), and dev-6.ts (120 by a sixth, the
 * same day, from the same public facts: emails, texts, several products, absent types and
 * conversations; a development set only too), and dev-7.ts (120 by a seventh, the same day, from the same
 * public facts and the conventions of this header and dev-6.ts's; a development set only), and dev-8.ts (120
 * by an eighth, 2026-11-30, weighted to several constraints at once and conversations; a development set only), and
 * dev-10.ts (130 by an eleventh, 2026-11-30, from the same public facts, in varied phrasing; a development set only), and
 * dev-11.ts (120 by a twelfth, 2026-11-30, weighted to honesty: types the catalogue lacks and constraints that cannot all be met; a
 * development set only), and dev-12.ts (120 by a thirteenth, the same day, weighted to honesty in several-product requests,
 * later turns of conversations and indirect wording; a development set only), and dev-13.ts (120 by a fourteenth, the same day,
 * weighted to honesty in quoted and forwarded threads, P.S. and subject lines, spec blocks, chat messages, dictation, capitals and
 * British spelling; a development set only), and dev-14.ts (100 by a fifteenth, the same day, weighted to honesty in everyday
 * emails, texts, several-product requests and conversations; a development set only), and dev-15.ts (100 by a sixteenth,
 * 2026-12-01, weighted to honesty in forwarded messages, dictation, RFPs, non-native English and pasted spreadsheet rows, with
 * kinds whose last word the catalogue uses for something else; a development set only), and dev-16.ts (100 by a seventeenth,
 * 2026-12-01, weighted to honesty in replies quoting an older offer, quantities as arithmetic and ranges, prices that are no
 * budget, sizes, event deadlines, misspelt products and long emails full of other numbers; a development set only), and dev-17.ts
 * (80 by an eighteenth, 2026-12-01, weighted heavily to honesty: products the catalogue lacks said in every way clients say
 * them; a development set only).
 */
export const DEV_HALF: EvalCase[] = [...DEV_CASES, ...DEV_2_CASES, ...DEV_3_CASES, ...DEV_4_CASES, ...DEV_5_CASES, ...DEV_6_CASES, ...DEV_7_CASES, ...DEV_8_CASES, ...DEV_9_CASES, ...DEV_10_CASES, ...DEV_11_CASES, ...DEV_12_CASES, ...DEV_13_CASES, ...DEV_14_CASES, ...DEV_15_CASES, ...DEV_16_CASES, ...DEV_17_CASES];
/** The held-out half: run, its figures reported, its failures never read while tuning. */
export const HELD_OUT_HALF: EvalCase[] = [...HELD_OUT_CASES, ...HELD_OUT_2_CASES, ...HELD_OUT_3_CASES, ...HELD_OUT_4_CASES];
/**
 * A fifth held-out set (held-out-5.ts: 120 requests by a tenth independent helper on 2026-11-30, from the
 * same public facts and these headers' conventions, written after every reader change of the sets
 * above). Measured by `npm run eval -- assistant-fresh` on its own and reported as figures only; it
 * is not in the held-out half, whose floor `npm test` holds, so that the half's recorded figures
 * keep meaning what they meant. Never read while tuning.
 */
export const NEW_HELD_OUT_SET: EvalCase[] = HELD_OUT_5_CASES;
export const FRESH_CASES: EvalCase[] = [...DEV_HALF, ...HELD_OUT_HALF, ...NEW_HELD_OUT_SET];

export { DEV_CASES, HELD_OUT_CASES };
