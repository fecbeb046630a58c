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
