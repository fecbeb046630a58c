import { describe, expect, it } from 'vitest';
import { findLeaks, isBritishSpelling, type LeakKind, type LeakSources } from '../eval/writers/leaks.js';

// The writer evaluation's own leak reading (tests/eval/writers/leaks.ts): what it must catch in a
// client text, and the near misses a correct text carries that it must let through.

const sources: LeakSources = {
  guidance: [
    'Congratulate them and offer commemorative apparel celebrating the recognition',
    'Pitch an onboarding kit sized to the hiring plan, with reorder pricing',
    // A pitch note after the product's name (checks.ts strips it).
    '$7.54 each at 100 (5 business days); supplier Redwood Logo Brands, item RL-806037.',
  ],
  supplierNames: ['Redwood Logo Brands'],
  itemNumbers: ['RL-806037'],
  signalSummaries: ['Harbor Bistro Group won a regional Best Restaurant award in November 2026 (November 2026)'],
};
const kinds = (text: string): LeakKind[] => [...new Set(findLeaks(text, sources).map((l) => l.kind))];

describe('the writer evaluation finds leaks in client text', () => {
  it.each<[string, LeakKind]>([
    ['We would love to offer commemorative apparel celebrating the recognition of your team.', 'guidance'],
    ['How about an onboarding kit sized to the hiring plan?', 'guidance'],
    ['The medal is $7.54 each at 100 (5 business days) and ships fast.', 'guidance'],
    ['Pitch them the crewneck sweatshirt first.', 'instruction'],
    ['Hi Dana. Congratulate them on the award before you quote.', 'instruction'],
    ['Suggest their team hands these out at the gala.', 'instruction'],
    ['Offer their new hires a welcome kit.', 'instruction'],
    ['One idea to start: a branded tumbler.', 'instruction'],
    ['These are the next steps for the rep.', 'instruction'],
    ['The medal comes from Redwood Logo Brands.', 'supplier'],
    ['Our supplier ships in five days.', 'supplier'],
    ['Order item RL-806037 today.', 'item_number'],
    ['Order item 806037 today.', 'item_number'],
    ['Our cost is $5.10, so there is room.', 'cost'],
    ['The net cost at 100 is low.', 'cost'],
    ['We keep a healthy margin on apparel.', 'cost'],
    ['A 40% markup still beats retail.', 'cost'],
    ['Wholesale pricing applies from 100 pieces.', 'cost'],
    ['At our company, we help teams like yours.', 'placeholder'],
    ['Our company helps restaurants celebrate.', 'placeholder'],
    ['Best regards, Eval Rep, our company', 'placeholder'],
    ['Best regards, {company}', 'placeholder'],
    ['Best regards, [Your Name]', 'placeholder'],
    ['Congratulations: Harbor Bistro Group won a regional Best Restaurant award in November 2026!', 'pasted_signal'],
    ['Pick your colour from the chart.', 'spelling'],
    ['Your favourite mug, customised for you.', 'spelling'],
    ['We organise every order end to end.', 'spelling'],
    ['A personalised gift for each new hire.', 'spelling'],
    ['See our catalogue of 4,000 products.', 'spelling'],
    ['Send it to the distribution centre.', 'spelling'],
    ['A recognition programme for your organisation.', 'spelling'],
    ['Customer behaviour shifts when we honour the date.', 'spelling'],
    ['Engraved jewellery for the gala.', 'spelling'],
    ['We recognise how you prioritise speed.', 'spelling'],
  ])('%j is a %s leak', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // US spellings and words that only look British.
    'Pick your color from the chart: your favorite mug, customized and personalized for your organization.',
    'We organize every order; see our catalog of products at the distribution center.',
    'Advertise your brand with merchandise; our expertise is a promise, not a surprise, and we exercise care.',
    'Four hours on the tour: your team will pour in.',
    'Harbor Bistro Group won an award in November: congratulations!',
    // A retold signal and the product named with its price, as the writer must.
    'Congratulations on the award in November. The Pacific Urban Die-Cast Medal at $7.54 each for 100 pieces ships in 5 business days.',
    // The client's cost is the client's: the deck's "unit cost" and "Cost Breakdown".
    'Selection criteria for your team: unit cost, minimum order quantity and production lead time. Cost Breakdown',
    // "Our company" as the client's own adjective.
    'Giveaways for our company picnic, and our company’s booth at SEMA.',
    // Instruction verbs a client text opens with, addressed to "you" or about the products.
    'Suggest a time that works for you next week.',
    'Give them out at the booth; show them off at the gala.',
    'Send us your logo and we will show you a mock-up.',
    'Offer valid through December.',
    'Congratulations on the new clinic!',
    'Thank you for your time.',
  ])('%j is clean', (text) => {
    expect(findLeaks(text, sources)).toEqual([]);
  });

  it('reads spellings word by word', () => {
    expect(['colours', 'colourful', 'favourites', 'customisation', 'personalising', 'recognised', 'prioritises', 'centres'].filter((w) => !isBritishSpelling(w))).toEqual([]);
    expect(['colors', 'harbor', 'franchise', 'premise', 'enterprise', 'raise', 'noise', 'cruise', 'centered', 'program', 'dialogue'].filter(isBritishSpelling)).toEqual([]);
  });

  it('takes time in proportion to the text (no backtracking)', () => {
    const long = `${'a '.repeat(50_000)}{${'[your '.repeat(20_000)}${'our company '.repeat(20_000)}`;
    const started = performance.now();
    findLeaks(long, { ...sources, guidance: ['a '.repeat(5_000)], signalSummaries: ['a '.repeat(5_000)] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
