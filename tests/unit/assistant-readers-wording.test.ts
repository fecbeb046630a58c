import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for counts in hundreds and in groups, numbers that identify or age something,
// ceilings said in words, a price said of the product itself, and where the logo goes (issue 19;
// written here, not taken from an evaluation). Each failed before its reader was changed.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const items = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null]);

describe('counts', () => {
  it.each([
    ['tote bags 3 hundred for the book fair', 300],
    ['a couple hundred water bottles for the 5k', 200],
    ['lanyards, 2 thousand, any colour', 2000],
  ])('%j counts %i', (q, n) => {
    expect(items(q)).toEqual([[expect.any(String), n]]);
  });

  it('groups of people: "N teams of M" is N × M; "teams of M" beside a count is the size of each', () => {
    expect(items('cooling towels for 4 teams of 15')).toEqual([['cooling towel', 60]]);
    expect(items('one cooling towel per player, 80 players in teams of 8')).toEqual([['cooling towel', 80]]);
  });

  it('a number that names a team, a room or a suite, or an age, counts nothing', () => {
    expect(items('Hello from Team 2231! We want a stress ball for each judge, 90 of them')).toEqual([['stress ball', 90]]);
    expect(items('our shop is turning 25 and we want 120 mugs')).toEqual([['mug', 120]]);
  });

  it('a number with thousands is read whole or not at all ("12,500 ft" is no 12)', () => {
    expect(parse('lip balm for the lodge, elevation 12,500 ft').quantity).toBeUndefined();
  });
});

describe('budgets', () => {
  it.each([
    ["250 koozies and we can't go over two bucks each", 200],
    ['60 earbuds, budget tops out at $25 a pair', 2500],
    ['hoodies x 80, a ceiling of $40', 4000],
    ['mugs 300, keep it around $9', 900],
    ['caps, 150, nothing above $11', 1100],
  ])('%j → at most %i cents each', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });

  it('a price said "a shirt" is the product’s: no shirt of its own', () => {
    const b = parse('performance polos 2 doz, white, under 30 a shirt');
    expect(b.budget).toEqual({ kind: 'unit', cents: 3000 });
    expect(b.items.map((i) => [i.productType, i.quantity, i.colours])).toEqual([['performance polo', 24, ['White']]]);
  });
});

describe('where the logo goes', () => {
  it('is part of the product, not a product of its own', () => {
    expect(items('60 wireless earbuds with our logo on the case')).toEqual([['wireless earbud', 60]]);
    expect(items('100 hoodies, our name printed on each sleeve')).toEqual([['hoodie', 100]]);
  });
});

describe('words that are not products', () => {
  it('a product word before the buyer’s studio or shop names the buyer', () => {
    expect(items('our candle shop wants 200 tote bags')).toEqual([['tote', 200]]);
    expect(items('tattoo parlor merch: 60 trucker hats')).toEqual([['trucker hat', 60]]);
  });

  it('what a product comes loaded with is its content, and "enough" describes no kind', () => {
    expect(items('a power bank loaded with our app, 80 of them')).toEqual([['power bank', 80]]);
    expect(parse('enough beanies for the crew, 45').items.map((i) => [i.productType, i.missing ?? null])).toEqual([['beanie', null]]);
  });

  it('a club’s name with a number and a letter ("4-H") counts nothing', () => {
    expect(items('4-H fair: 30 water bottles')).toEqual([['water bottle', 30]]);
  });
});

describe('products said one at a time', () => {
  it('"a sunscreen and a lip balm" names both, each with its own price', () => {
    const b = parse('for each guest room: a sunscreen and a lip balm. 400 rooms. Sunscreen under $4, lip balm under $2.');
    expect(b.items.map((i) => [i.productType, i.budgetCents])).toEqual([['sunscreen', 400], ['lip balm', 200]]);
  });
});

describe('colours and prices as texted', () => {
  it('reads "charcol" as Charcoal and "keep it around 35 each" as a ceiling', () => {
    const b = parse('quarter zips, 50, charcol or navy, keep it around 35 each');
    expect(b.items.map((i) => [i.productType, i.quantity, i.colours])).toEqual([['quarter-zip', 50, ['Charcoal', 'Navy']]]);
    expect(b.budget).toEqual({ kind: 'unit', cents: 3500 });
  });
});

describe('people and thoughts', () => {
  it('a count of developers is the order’s when no other is named, and "thinking" names no kind', () => {
    const b = parse('ideas for our game jam? ~150 coders, thinking beanies');
    expect(b.items.map((i) => [i.productType, i.quantity, i.missing ?? null])).toEqual([['beanie', 150, null]]);
    expect(b.absent).toEqual([]);
  });
});

describe('a product the catalogue lacks listed after a colour', () => {
  it.each([
    ['80 polos in navy and 40 kazoos', 'kazoos'],
    ['300 mugs in red (under $6) and 120 snow globes', 'snow globes'],
  ])('%j: the colour after "in" does not end the list, so %s is said to be missing', (q, absent) => {
    expect(parse(q).absent).toEqual([absent]);
  });
});

describe('a product the catalogue lacks listed after prices and purposes', () => {
  it.each([
    // A price's decimal point ends no sentence.
    ['40 tumblers ($18.50 max), 60 journals ($9.75 max) and 60 snow globes.', 'snow globes'],
    // The list goes on after what a product is for and its price in brackets.
    ['Our retreat is March 3: 40 journals for the speakers ($12 each), 80 pens for attendees ($1.10 max), and 80 kazoos too.', 'kazoos'],
  ])('%j: %s is said to be missing', (q, absent) => {
    expect(parse(q).absent).toEqual([absent]);
  });
});

describe('prices said without a dollar sign', () => {
  it.each([
    ['need 100 power banks, black, 20 max', 2000],
    ['250 tumblers in white, 14 maximum', 1400],
  ])('%j: beside a product counted, a number capped by "max" is a unit price of %i cents', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
    expect(parse(q).quantity).toBeUndefined();
  });

  it('alone, "60 max" still counts the products', () => {
    expect(items('hoodies 60 max')).toEqual([['hoodie', 60]]);
  });

  it('"6 dollars", "2 bucks" and "a dollar" are prices of the product each is said of', () => {
    expect(parse('200 mugs and 300 pens. Mugs 6 dollars max, pens 2 bucks each').items.map((i) => [i.productType, i.budgetCents])).toEqual([
      ['mug', 600],
      ['pen', 200],
    ]);
    expect(parse('400 koozies and 300 chip clips. Koozies $1.50 max, clips a dollar max.').items.map((i) => i.budgetCents)).toEqual([150, 100]);
  });
});

describe('a colour said for every product after it', () => {
  it.each(['40 tumblers and 40 lanyards, grey for both. Actually make the tumblers 50', '30 mugs and 30 coasters — white across the board'])('%j: each product takes the colour', (q) => {
    const colours = parse(q).items.map((i) => i.colours);
    expect(colours).toHaveLength(2);
    expect(new Set(colours.map((c) => c.join()))).toEqual(new Set([colours[0].join()]));
    expect(colours[0]).toHaveLength(1);
  });
});

describe('wishes said not to be required', () => {
  it.each([
    ['120 hoodies, navy. Made in USA would be a real plus but it is not required.', 'madeIn'],
    ['250 tote bags in natural; eco-friendly would be a nice bonus, not necessary', 'eco'],
  ] as const)('%j: %s is no constraint', (q, key) => {
    expect(parse(q)[key]).toBeUndefined();
    expect(parse(q).items).toHaveLength(1);
  });

  it('said as required, it is one', () => {
    expect(parse('100 mugs, made in USA, that is required').madeIn).toBe('US');
  });
});

describe('numbers inside names', () => {
  it.each([
    ['Summit 7 Lodge wants lip balm for the lift line, 400 of them', 400],
    ['Route 40 Diner would like travel mugs for regulars. 150 of them.', 150],
  ])('%j: the number between capitalised words is part of a name; the count is %i', (q, n) => {
    expect(items(q)).toEqual([[expect.any(String), n]]);
  });

  it('"Order 500 Mugs" still counts them', () => {
    expect(items('Order 500 Mugs')).toEqual([['mug', 500]]);
  });
});
