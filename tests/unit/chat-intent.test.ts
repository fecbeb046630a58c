import { describe, expect, it } from 'vitest';
import { businessDaysWithin, intentInContext, parseQuestion, SHIPPING_DAYS } from '../../server/chat/intent.js';
import { NOUN_CATEGORY } from '../../server/chat/vocabulary.js';

// A Sunday, so working days are easy to count.
const now = new Date('2026-11-22T12:00:00Z');
const parse = (q: string) => parseQuestion(q, now);

describe('chat intent parser', () => {
  it('knows the catalogue\'s product words', () => {
    expect(NOUN_CATEGORY.get('tumbler')).toBe('Drinkware');
    expect(NOUN_CATEGORY.get('tote')).toBe('Bags');
    expect(NOUN_CATEGORY.get('pen')).toBe('Writing Instruments');
    expect(NOUN_CATEGORY.get('hoodie')).toBe('Apparel');
    expect(NOUN_CATEGORY.get('cup')).toBe('Drinkware');
  });

  it.each([
    ['250 mugs', 250],
    ['need 1,000 pens', 1000],
    ['qty 500 tote bags', 500],
    ['2k lanyards', 2000],
    ['a dozen journals', 12],
    ['hats for 75 employees', 75],
    ['20 oz tumblers', null],
    ['tumblers in 2 weeks', null],
    ['pens under $2', null],
  ])('quantity in %j → %j', (q, qty) => {
    expect(parse(q).quantity).toBe(qty);
  });

  it.each([
    ['mugs under $5', null, 5],
    ['mugs below $4.50 each', null, 4.5],
    ['$3-6 each', 3, 6],
    ['between $3 and $6', 3, 6],
    ['$6 to $3', 3, 6],
    ['up to 10 dollars', null, 10],
    ['$5 or less', null, 5],
    ['at least $20 per unit', 20, null],
    ['around $10', null, 11.5],
    ['250 hoodies, budget of $5,000 total', null, 20],
    ['250 hoodies for $2,500', null, 10],
    ['no budget given', null, null],
  ])('budget in %j → %j..%j', (q, min, max) => {
    const i = parse(q);
    expect(i.budgetMin).toBe(min);
    expect(i.budgetMax).toBe(max);
  });

  it('reads colours, including families and spellings', () => {
    expect(parse('tumblers in blue').colors).toEqual(['Blue']);
    expect(parse('royal blue and grey hats').colors).toEqual(['Royal Blue', 'Gray']);
    expect(parse('navy or forest green polos').colors).toEqual(['Forest Green', 'Navy']);
    expect(parse('bamboo pens').colors).toEqual([]);
    expect(parse('bamboo pens').keywords).toContain('bamboo');
  });

  it('reads categories from product words and category names', () => {
    expect(parse('insulated tumblers')).toMatchObject({ category: 'Drinkware', keywords: ['insulated', 'tumbler'] });
    expect(parse('some drinkware').category).toBe('Drinkware');
    expect(parse('t-shirts for the team').category).toBe('Apparel');
    expect(parse('Hoodies').category).toBe('Apparel');
    expect(parse('writing instruments').category).toBe('Writing Instruments');
    expect(parse('tech accessories').category).toBe('Tech');
    expect(parse('some gadgets').category).toBe('Electronics');
    expect(parse('something nice').category).toBeNull();
  });

  it('reads themes without mistaking categories for them', () => {
    expect(parse('giveaways for a trade show').themes).toEqual(['Trade Show']);
    expect(parse('holiday gifts for clients').themes).toEqual(['Holidays']);
    expect(parse('golf day prizes').themes).toEqual(['Sports']);
    expect(parse('office supplies').themes).toEqual([]);
  });

  it('turns deadlines into production days and rush', () => {
    const twoWeeks = parse('pens in 2 weeks');
    expect(twoWeeks.deadlineDays).toBe(14);
    expect(twoWeeks.prodTimeDays).toBe(businessDaysWithin(now, 14) - SHIPPING_DAYS);
    expect(twoWeeks.prodTimeDays).toBe(7);
    expect(twoWeeks.rush).toBe(true);
    expect(parse('within 10 business days').deadlineDays).toBe(14);
    expect(parse('by March 3').deadlineDays).toBe(101);
    expect(parse('due by 12/24').deadlineDays).toBe(32);
    expect(parse('by the 5th of December').deadlineDays).toBe(13);
    expect(parse('next month sometime').deadlineDays).toBeNull();
    expect(parse('in 2 months').rush).toBe(false);
    expect(parse('rush order of hats')).toMatchObject({ rush: true, prodTimeDays: 5 });
    expect(parse('needed tomorrow').prodTimeDays).toBe(1);
  });

  it('reads eco and recyclable wishes without taking "green" the colour for eco', () => {
    expect(parse('eco-friendly totes')).toMatchObject({ eco: true, recyclable: false });
    expect(parse('sustainable swag').eco).toBe(true);
    expect(parse('recyclable bottles')).toMatchObject({ recyclable: true, eco: false });
    expect(parse('green hats')).toMatchObject({ eco: false, colors: ['Green'] });
  });

  it('reads a realistic request whole', () => {
    expect(parse('We need 500 eco-friendly tote bags in navy, $3-6 each, for a conference by March 3')).toMatchObject({
      category: 'Bags', keywords: ['tote'], quantity: 500, budgetMin: 3, budgetMax: 6, colors: ['Navy'], themes: ['Trade Show'], eco: true, deadlineDays: 101,
    });
  });
});

describe('follow-up questions', () => {
  const first = parseQuestion('250 mugs under $6 by March 3', now);

  it('refine the previous intent', () => {
    expect(intentInContext('in blue', first, [], now)).toMatchObject({ category: 'Drinkware', quantity: 250, budgetMax: 6, colors: ['Blue'], deadlineDays: 101 });
    expect(intentInContext('what about 500?', first, [], now)).toMatchObject({ category: 'Drinkware', quantity: 500 });
    expect(intentInContext('under $4 instead', first, [], now).budgetMax).toBe(4);
  });

  it('"cheaper" lowers the budget below what was shown and sorts by price', () => {
    const cheaper = intentInContext('cheaper ones please', first, [5.5, 4, 5], now);
    expect(cheaper.budgetMax).toBe(4);
    expect(cheaper.sort).toBe('price-low');
    const pricier = intentInContext('something more premium', first, [5.5, 4, 5], now);
    expect(pricier).toMatchObject({ budgetMin: 5, budgetMax: null, sort: 'price-high' });
  });

  it('a new product starts a new search, keeping quantity and deadline', () => {
    expect(intentInContext('what about tote bags?', first, [], now)).toMatchObject({ category: 'Bags', quantity: 250, budgetMax: null, deadlineDays: 101 });
  });

  it('without a previous question, it is just the question', () => {
    expect(intentInContext('in blue', null, [], now)).toEqual(parseQuestion('in blue', now));
  });
});
