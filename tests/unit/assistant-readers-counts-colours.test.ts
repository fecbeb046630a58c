import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for counts in words and packs, slang prices, colours the catalogue lacks and
// products named in words it knows but as no type of its own (issue 19; written here, not taken
// from an evaluation).
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const quantityOf = (q: string) => {
  const brief = parse(q);
  return brief.items[0]?.quantity ?? brief.quantity;
};

describe('counts worked out in the request', () => {
  it.each([
    ['Travel mugs for the stores — 12 for each of our 6 stores, black.', 72],
    ['Need lanyards: three per nurse, and we have 40 nurses.', 120],
    ['Desk clocks, one per exam room. There are 12 rooms in the clinic.', 12],
    ['One vest for each of the 7 trustees, plus 2 spares, navy', 9],
    ['tote bags for half of our 350 families', 175],
    ['12 notebooks for each of our 6 offices (so 72), any colour', 72],
    ['3 boxes of 50 golf balls (150 in all)', 150],
    ['somewhere between 150-200 koozies depending on turnout', 150],
    ['x300 highlighters in yellow, no rush', 300],
    ['we are in the 60–80 range of fleece blankets, red', 60],
    ['Internal: invoice 4471 still open. 95 drivers. A black puffer vest for each driver.', 95],
    ['Reunion Weekend is June 12–14, 2027, about 300 alumni. A red koozie for each alum.', 300],
    ["Let's do the Option 2 tumblers across all 4 depots — 25 per depot, so 100.", 100],
  ])('%j → %i', (q, qty) => {
    expect(quantityOf(q)).toBe(qty);
  });

  it('reads twice as many of the next product, and a product after "for the staff and"', () => {
    const items = parse('30 polos for the staff and twice as many caps for the guests').items;
    expect(items.map((i) => [i.productType, i.quantity])).toEqual([['polo', 30], ['cap', 60]]);
    expect(parse('40 hoodies for the staff and 80 beanies').items.map((i) => [i.productType, i.quantity])).toEqual([['hoodie', 40], ['beanie', 80]]);
  });

  it('reads what was paid before as no budget, and the product it was paid for as asked', () => {
    const paid = parse('we paid $3.25 apiece in the spring for the water bottles. Need 300 this time.');
    expect(paid.budget).toBeUndefined();
    expect(paid.items.map((i) => [i.productType, i.quantity])).toEqual([['water bottle', 300]]);
    expect(parse('The last batch came to $1,200 for the lanyards. 500 this round, navy.').budget).toBeUndefined();
    expect(parse('Donors at the $100 tier get a tumbler; 80 of them.').budget).toBeUndefined();
    expect(parse('Same notebooks, 300 again, in red').absent).toEqual([]);
    expect(parse('A supplier quoted us $6.90 each for 400 beanies. What do you have?').budget).toBeUndefined();
    expect(parse('speaker gifts: 12 wireless earbuds, under $30').items.map((i) => [i.productType, i.quantity])).toEqual([['wireless earbud', 12]]);
    // Beside a count worked out before, 'a … for every boater (90)' is counted by the people in brackets.
    const both = parse('- 2 koozies for each of their 90 boaters (180 koozies), under $1.25 ea\n- + a cooling towel for every boater (90)').items;
    expect(both.map((i) => [i.productType, i.quantity])).toEqual([['can cooler', 180], ['cooling towel', 90]]);
    // A range of options is no count.
    expect(parse('can you send 3-4 options for lip balm, 1000 pcs').items[0]?.quantity).toBe(1000);
  });
});

describe('counts in dozens and grosses, and numbers that count nothing', () => {
  it.each([
    ['seven dozen travel mugs for the office', 84],
    ['nine dozen koozies please', 108],
    ['half a dozen desk clocks', 6],
    ['can you do a gross of golf balls', 144],
    ['two gross of pencils for the classrooms', 288],
    ['pencils x300 — yellow please', 300],
    ['Phone chargers (10000mAh) x80, black', 80],
    ['our yearly 5K gets a water bottle for each of 400 runners', 400],
    // A count, then the size of each ('3 x 5' cards is a size: see below).
    ['60 x 20 oz tumblers, white', 60],
    ['120 x 500 ml water bottles', 120],
  ])('%j → %i', (q, qty) => {
    expect(quantityOf(q)).toBe(qty);
  });

  it('a size written with an x is no count', () => {
    expect(quantityOf('3x5 notepads, 250 of them')).toBe(250);
    expect(quantityOf('banners 2 x 6 ft, 40 of them')).toBe(40);
  });

  it('a gross margin is no count, nor a phone extension', () => {
    expect(quantityOf('gross margin is tight this year, so 150 mugs')).toBe(150);
    expect(quantityOf('150 mugs please\nDana Reyes\n555-0101 ext. 320')).toBe(150);
  });
});

describe('prices in slang', () => {
  it.each([
    ['400 pens, a buck fifty tops', 150],
    ['hats for the crew, 20 dollas max, 30 of them', 2000],
    ['60 rain ponchos <5', 500],
  ])('%j → at most %i cents each', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });
});

describe('colours', () => {
  it('"royal" said as a colour is Royal Blue; a name with Royal is not', () => {
    expect(parse('100 tees in royal').items[0].colours).toEqual(['Royal Blue']);
    expect(parse('Royal Oak Dental needs 100 tees').items[0].colours).toEqual([]);
  });

  it.each([
    ['80 bucket hats in camouflage', ['camo']],
    ['tie-dye tees x 120 for camp', ['tie-dye']],
    ['magenta or lilac tumblers, 40', ['magenta', 'lilac']],
  ])('%j: no catalogue colour, said back (%j)', (q, unlisted) => {
    const brief = parse(q);
    expect(brief.unlistedColours).toEqual(unlisted);
    expect(brief.items[0].colours).toEqual([]);
  });

  it('words that are colours only sometimes stay products and materials', () => {
    expect(parse('mint tins for a dental office, 1,000 units').unlistedColours).toBeUndefined();
    expect(parse('copper mugs for the bar, 48').unlistedColours).toBeUndefined();
    expect(parse('tumblers in olive, 40').unlistedColours).toEqual(['olive']);
  });

  it('a material after a count in a list is the material, not a colour listed with "and"', () => {
    // The count between 'and' and 'bamboo' was read first; 'and' did not make 'bamboo' a colour of the list.
    expect(parse('300 pens and 300 bamboo coasters').items.map((i) => [i.productType, i.missing ?? null, i.colours])).toEqual([
      ['pen', null, []],
      ['coaster', 'bamboo coasters', []],
    ]);
  });
});

describe('a list one product a line', () => {
  it('a count opening a line is that line’s product’s, and what a line is for ends with it', () => {
    expect(parse('1. 300 pens\n2. 300 water bottles for the fun run\n3. 150 tote bags, navy').items.map((i) => [i.productType, i.quantity, i.colours])).toEqual([
      ['pen', 300, []],
      ['water bottle', 300, []],
      ['tote', 150, ['Navy']],
    ]);
  });

  it('a count on a line of its own under a product is still that product’s', () => {
    expect(parse('Item: Mugs\nQty: 500\nItem: Pens\nQty: 200').items.map((i) => [i.productType, i.quantity])).toEqual([
      ['mug', 500],
      ['pen', 200],
    ]);
  });
});

describe('two kinds of one product, each counted', () => {
  it.each([
    ['150 mugs, 150 travel mugs', [['mug', 150, null], ['travel mug', 150, null]]],
    ['80 beach towels and 80 golf towels', [['towel', 80, 'beach towels'], ['golf towel', 80, null]]],
  ])('%j: two products though the counts are equal', (q, items) => {
    expect(parse(q).items.map((i) => [i.productType, i.quantity, i.missing ?? null])).toEqual(items);
  });

  it('the same products named again with "the" are the ones counted before', () => {
    expect(parse('150 mugs, then the 150 travel mugs in black').items.map((i) => [i.productType, i.quantity, i.colours])).toEqual([['travel mug', 150, ['Black']]]);
  });
});

describe('buyers’ words for the catalogue’s types', () => {
  it.each([
    ['tuques for the ski club, 60', 'beanie'],
    ['300 stubby holders for the barbecue', 'can cooler'],
    ['post-it notes, 900, for the open day', 'sticky note'],
    ['we want 900 post-its', 'sticky note'],
  ])('%j → %s', (q, type) => {
    expect(parse(q).items.map((i) => i.productType)).toEqual([type]);
  });

  it('a brand-style product is the type, not a kind the catalogue lacks', () => {
    expect(parse('150 Stanley-style tumblers in white').items.map((i) => [i.productType, i.missing])).toEqual([['tumbler', undefined]]);
  });
});

describe('products named in words the catalogue knows, as no type of its own', () => {
  it.each([
    ['Need 250 lunch boxes for the field trip', ['lunch boxes']],
    ['quote 400 decks of playing cards please', ['playing cards']],
    ['got any in lunch boxes? 90 of them', ['lunch boxes']],
    ['we want car magnets for our agents, 600', ['car magnets']],
    // A generic word that is part of the name ('gift', 'thank you'): the product was dropped altogether.
    ['Could we get 250 gift cards for the raffle winners?', ['gift cards']],
    ['80 thank you cards to go in the boxes', ['thank you cards']],
    ['do you do gift cards? we would need 40', ['gift cards']],
    ['120 custom cards with the clinic logo', ['cards']],
  ])('%j → the catalogue has no %j', (q, absent) => {
    const brief = parse(q);
    expect(brief.items).toEqual([]);
    expect(brief.absent).toEqual(absent);
  });

  it('a pack word after a word the catalogue lacks, listed beside a product it has', () => {
    const brief = parse('200 mugs and 3 foosball sets for the break room');
    expect(brief.items.map((i) => [i.productType, i.quantity])).toEqual([['mug', 200]]);
    expect(brief.absent).toEqual(['foosball sets']);
  });

  it('people and packs alone are no product', () => {
    expect(parse('we need 200 for our volunteers').absent).toEqual([]);
    expect(parse('need 300 boxes').absent).toEqual([]);
  });
});

describe('recyclable, said as a verb', () => {
  it.each(['300 tote bags that can be recycled', 'notebooks customers can recycle, 500'])('%j', (q) => {
    expect(parse(q).recyclable).toBe(true);
  });
});

describe('a new count for everything named, and words that only describe', () => {
  it.each([
    ['120 fleece vests and 120 beanies, no wait, make it 180 of each', [180, 180]],
    ['60 mugs for the lounge; change that to 90', [90]],
    ['100 mugs and 50 pens, actually make the pens 80', [100, 80]],
  ])('%j → %j', (q, quantities) => {
    expect(parse(q).items.map((i) => i.quantity)).toEqual(quantities);
  });

  it('"make it 240" alone is a follow-up’s new count', () => {
    expect(parse('ok, make it 240').quantity).toBe(240);
  });

  it('the products named again after a recount are the same products, with their own prices', () => {
    const brief = parse('90 softshell jackets in black and 90 beanies in black, actually make it 120 of each. Jackets under $40, beanies under $9.');
    expect(brief.items.map((i) => [i.productType, i.quantity, i.budgetCents, i.colours])).toEqual([
      ['softshell jacket', 120, 4000, ['Black']],
      ['beanie', 120, 900, ['Black']],
    ]);
  });

  it('"colour" and "badge" before a product describe it: no kind the catalogue lacks', () => {
    expect(parse('250 tan colour journals').items.map((i) => [i.productType, i.missing])).toEqual([['journal', undefined]]);
    expect(parse('300 badge lanyards for the summit').items.map((i) => [i.productType, i.missing])).toEqual([['lanyard', undefined]]);
  });
});

describe('a deadline said twice', () => {
  it('"within three weeks, by Tuesday December 8 at the latest" → the earlier, the date', () => {
    expect(parse('60 fleece vests within three weeks, by Tuesday December 8 at the latest').deadline).toMatchObject({ date: '2026-12-08', days: 16 });
  });

  it('a date later than the days said leaves the days', () => {
    expect(parse('60 fleece vests within 10 days, by December 20').deadline).toMatchObject({ days: 10 });
  });
});
