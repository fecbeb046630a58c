import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for texting shorthand, prices next to letters, "around $X" and kind words said
// apart from their product (issue 19; written here, not taken from an evaluation).
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);

describe('a price next to a letter is not a length of time', () => {
  it.each([
    ['sticky notes 1800 under 1.25 w logo', 1800, 125],
    ['tote bags 300 max 2.75 w our name', 300, 275],
  ])('%j → %i at most %i cents, no deadline', (q, qty, cents) => {
    const brief = parse(q);
    expect(brief.deadline).toBeUndefined();
    expect(brief.items[0].quantity).toBe(qty);
    expect(brief.budget).toEqual({ kind: 'unit', cents });
  });

  it('a real date and "3 wks" are still read', () => {
    expect(parse('mugs by 12/11 please').deadline?.date).toBe('2026-12-11');
    expect(parse('mugs in 3 wks').deadline?.days).toBe(21);
  });
});

describe('"w" and "w/" as texting’s "with"', () => {
  it.each([
    ['note cubes 1200 w/logo', 1200],
    ['note cubes 1200 w logo', 1200],
    ['tees 100 w/ our logo in navy', 100],
    ['200 15 w wireless chargers', 200],
  ])('%j → %i', (q, qty) => {
    expect(parse(q).items.map((i) => i.quantity)).toEqual([qty]);
  });
});

describe('"around", "about": the amount named is the most', () => {
  it.each([
    ['150 lunch cooler bags, around $9 each', 900],
    ['golf umbrellas about $20 apiece, 150 of them', 2000],
  ])('%j → at most %i cents', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });
});

describe('a kind word said apart from its product names which kind of it', () => {
  it.each([
    ['Any wine glasses? 72 stemless for the tasting room.', 'stemless wine glass', 72, []],
    ['journals 40 black leather under 30', 'leather journal', 40, ['Black']],
  ])('%j → one item: %s × %i', (q, type, qty, colours) => {
    expect(parse(q).items.map((i) => ({ type: i.productType, qty: i.quantity, colours: i.colours }))).toEqual([{ type, qty, colours }]);
  });

  it('the product named with its kind stays one item', () => {
    expect(parse('need 200 stemless wine glasses').items.map((i) => [i.productType, i.quantity])).toEqual([['stemless wine glass', 200]]);
  });
});

describe('"in" after a count is inches only when no colour, stock or article follows', () => {
  it.each([
    ['The gift shop wants enamel camp mugs, 250 in navy.', 250, ['Navy']],
    ['koozies 500 in stock colours', 500, []],
    ['24 in golf umbrellas x 50', 50, []],
  ])('%j → %i', (q, qty, colours) => {
    const [item] = parse(q).items;
    expect([item.quantity, item.colours]).toEqual([qty, colours]);
  });
});

describe('more prices as texts write them', () => {
  it.each([
    ['80 power banks, need em in 2 wks, budget 15 ea', 1500],
    ['need 900 stickers for the fete, max 45p each', 45],
    ['300 phone grips in teal, 2.40 max', 240],
    ['12 desk clocks under 30 - thank-you gifts', 3000],
  ])('%j → at most %i cents', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });

  it('an age range is no price', () => {
    expect(parse('ages 5 and under 12 - kids tees 200').budget).toBeUndefined();
  });
});

describe('words cut short, and a name that ends in a product word', () => {
  it('"temp tattoos" are temporary tattoos', () => {
    expect(parse('1000 temp tattoos for the parade').items.map((i) => i.productType)).toEqual(['temporary tattoo']);
  });

  it.each([
    ["Lakeside Food Bank's Reindeer Dash 5K is Sunday; a drawstring backpack for each runner, 250 of them.", 'drawstring backpack', 250],
  ])('%j → %s × %i', (q, type, qty) => {
    expect(parse(q).items.map((i) => [i.productType, i.quantity])).toEqual([[type, qty]]);
  });
});

describe('what a product is for, and words that are no product', () => {
  it.each([
    ['12 plaques for the sales awards dinner', 'plaque', 12],
    ['need 8 plaques for the award ceremony, walnut is fine', 'plaque', 8],
  ])('%j → %s × %i (the occasion is no product)', (q, type, qty) => {
    expect(parse(q).items.map((i) => [i.productType, i.quantity])).toEqual([[type, qty]]);
  });

  it('"toothbrushes" is a product the catalogue lacks (four consonants in a row are English)', () => {
    expect(parse('Could you quote toothbrushes, 300 for the clinic?').absent).toEqual(['toothbrushes']);
  });

  it('"do they come in green?" asks for a colour, not for "come"', () => {
    expect(parse('do they come in green?')).toMatchObject({ items: [], absent: [], colours: ['Green'] });
  });
});

describe('a product taken back in the request', () => {
  it.each([
    ['Can we get 60 ball markers, 60 golf towels and 60 golf umbrellas? On second thought, skip the ball markers.', ['golf towel', 'golf umbrella']],
    ['need 100 mugs and 100 pens, actually forget the pens', ['mug']],
    ['200 pens, please drop the pens off at our office', ['pen']],
  ])('%j → %j', (q, types) => {
    expect(parse(q).items.map((i) => i.productType)).toEqual(types);
  });
});

describe('a verb spelt like a product', () => {
  it('"drives off" is no flash drive', () => {
    expect(parse('Each customer at Lakeview Honda drives off with a keychain; this year 800 leatherette keychains, black.').items.map((i) => [i.productType, i.quantity])).toEqual([['leatherette keychain', 800]]);
  });
});

describe('a kind said after its product', () => {
  it('"… the breakaway kind" describes the lanyards named before it', () => {
    const [item] = parse('We need lanyards for the new badges. Infection control wants them to be the breakaway kind. 400 pieces in navy, under $1.75 apiece.').items;
    expect([item.productType, item.descriptors, item.quantity]).toEqual(['lanyard', ['breakaway'], 400]);
  });

  it('another name for the same product is no kind of it', () => {
    expect(parse('webcam covers (the privacy slider kind), 500, black').items.map((i) => [i.productType, i.descriptors])).toEqual([['webcam cover', []]]);
  });
});

describe('"recycled" before a product the catalogue names so', () => {
  it.each([
    ['The land trust would like 150 recycled tote bags in forest green, up to $7 per bag.', 'tote', ['recycled']],
    ['500 recycled pens', 'pen', ['recycled']],
  ])('%j → %s described %j, not the recyclable flag', (q, type, descriptors) => {
    const brief = parse(q);
    expect([brief.items[0].productType, brief.items[0].descriptors, brief.recyclable]).toEqual([type, descriptors, undefined]);
  });

  it('elsewhere it is the recyclable flag', () => {
    expect(parse('300 tumblers made from recycled materials').recyclable).toBe(true);
  });
});

describe('a kind the catalogue never names, put before a product it has', () => {
  it.each([
    ['Could you quote 80 hard hats for the site crew?', 'hard hats'],
    ['need 150 soccer balls for the youth league', 'soccer balls'],
    ['piggy banks x400, light blue', 'piggy banks'],
  ])('%j → the catalogue has no %s (the plain type shown as alternatives)', (q, missing) => {
    expect(parse(q).items[0].missing).toBe(missing);
  });

  it.each(['90 warm hats in navy', '200 team water bottles', '100 cute mugs', '200 trucker hats', '500 golf towels'])('%j describes, it names no missing kind', (q) => {
    expect(parse(q).items[0].missing).toBeUndefined();
  });
});

describe('colours as texts shorten them, and a product swapped for another', () => {
  it('"blk or gry", "blu"', () => {
    expect(parse('polos 60 blk or gry').items[0].colours).toEqual(['Black', 'Gray']);
    expect(parse('lanyrds 900 blu').items[0].colours).toEqual(['Blue']);
  });

  it('"swap the mugs for tumblers" asks for tumblers at the mugs’ count', () => {
    expect(parse('Kickoff kits: 300 notebooks and 150 mugs. Actually, swap the mugs for tumblers.').items.map((i) => [i.productType, i.quantity])).toEqual([
      ['notebook', 300],
      ['tumbler', 150],
    ]);
  });

  it('"the keychain kind" said of flashlights is no keychain of its own', () => {
    expect(parse('300 flashlights, the keychain kind').items.map((i) => [i.productType, i.descriptors])).toEqual([['flashlight', ['keychain']]]);
  });
});

describe('sizes after the product, brand names and "sort by price"', () => {
  it.each([
    ['tumblrs 24oz, 60pcs', 'tumbler', '24 oz'],
    ['mugs 15oz wht 72pcs', 'mug', '15 oz'],
  ])('%j → %s of %s', (q, type, size) => {
    const [item] = parse(q).items;
    expect([item.productType, item.descriptors[0]]).toEqual([type, size]);
  });

  it('"popsockets" are the catalogue’s phone grips', () => {
    expect(parse('popsockets 400 for the booth').items.map((i) => i.productType)).toEqual(['phone grip']);
  });

  it.each([
    ['sort by price please', 'cheapest'],
    ['could you order them by price?', 'cheapest'],
    ['sort by turnaround', 'fastest'],
  ])('%j → %s', (q, sort) => {
    expect(parse(q).sort).toBe(sort);
  });
});
