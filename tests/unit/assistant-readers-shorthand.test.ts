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
    ['sticky notes 2500 under 1.50 w logo', 2500, 150],
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
    ['sticky notes 2500 w/logo', 2500],
    ['sticky notes 2500 w logo', 2500],
    ['tees 100 w/ our logo in navy', 100],
    ['200 15 w wireless chargers', 200],
  ])('%j → %i', (q, qty) => {
    expect(parse(q).items.map((i) => i.quantity)).toEqual([qty]);
  });
});

describe('"around", "about": the amount named is the most', () => {
  it.each([
    ['300 insulated lunch cooler bags, around $10 each', 1000],
    ['golf umbrellas about $20 apiece, 150 of them', 2000],
  ])('%j → at most %i cents', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });
});

describe('a kind word said apart from its product names which kind of it', () => {
  it.each([
    ['Do you sell wine glasses? 48 stemless for a winery.', 'stemless wine glass', 48, []],
    ['journals 60 brown leather under 35', 'leather journal', 60, ['Brown']],
  ])('%j → one item: %s × %i', (q, type, qty, colours) => {
    expect(parse(q).items.map((i) => ({ type: i.productType, qty: i.quantity, colours: i.colours }))).toEqual([{ type, qty, colours }]);
  });

  it('the product named with its kind stays one item', () => {
    expect(parse('need 200 stemless wine glasses').items.map((i) => [i.productType, i.quantity])).toEqual([['stemless wine glass', 200]]);
  });
});

describe('"in" after a count is inches only when no colour, stock or article follows', () => {
  it.each([
    ['Our roastery wants enamel camp mugs for the retail shelf, 100 in white.', 100, ['White']],
    ['koozies 500 in stock colours', 500, []],
    ['24 in golf umbrellas x 50', 50, []],
  ])('%j → %i', (q, qty, colours) => {
    const [item] = parse(q).items;
    expect([item.quantity, item.colours]).toEqual([qty, colours]);
  });
});

describe('more prices as texts write them', () => {
  it.each([
    ['100 power banks pls, need em in 3 wks, budget 20 ea', 2000],
    ['hiya, need 600 temp tattoos for the school fun run, max 55p each ta', 55],
    ['can u get me 500 phone grips in pink or purple, 1.50 max', 150],
    ['20 wooden desk clocks under 25 - retirement gifts', 2500],
  ])('%j → at most %i cents', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });

  it('an age range is no price', () => {
    expect(parse('ages 5 and under 12 - kids tees 200').budget).toBeUndefined();
  });
});

describe('words cut short, and a name that ends in a product word', () => {
  it('"temp tattoos" are temporary tattoos', () => {
    expect(parse('need 600 temp tattoos').items.map((i) => i.productType)).toEqual(['temporary tattoo']);
  });

  it.each([
    ["Riverbend Food Bank's Jingle Jog 5K is Saturday; we'd like a drawstring backpack for every runner. We need 400 of them, under $4.00 each.", 'drawstring backpack', 400],
  ])('%j → %s × %i', (q, type, qty) => {
    expect(parse(q).items.map((i) => [i.productType, i.quantity])).toEqual([[type, qty]]);
  });
});

describe('what a product is for, and words that are no product', () => {
  it.each([
    ['ugh need 30 plaques for the awards banquet dec 10, under $40 ea', 'plaque', 30],
    ['need 30 plaques for the award ceremony', 'plaque', 30],
  ])('%j → %s × %i (the occasion is no product)', (q, type, qty) => {
    expect(parse(q).items.map((i) => [i.productType, i.quantity])).toEqual([[type, qty]]);
  });

  it('"toothbrushes" is a product the catalogue lacks (four consonants in a row are English)', () => {
    expect(parse('Do you carry toothbrushes? 500 for our dental practice.').absent).toEqual(['toothbrushes']);
  });

  it('"do any come in purple?" asks for a colour, not for "come"', () => {
    expect(parse('do any come in purple?')).toMatchObject({ items: [], absent: [], colours: ['Purple'] });
  });
});
