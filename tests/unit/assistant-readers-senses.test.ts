import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Words with a second sense, names, slips of the keyboard and counts written against their unit:
// cases written here, not taken from an evaluation.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const asked = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null, i.colours]);

describe('a product word in its everyday sense is not a product', () => {
  it.each([
    ['We need 120 work shirts in gray, short sleeve, logo on the chest', [['shirt', 120, ['Gray']]]],
    ['For our holiday food drive we want 400 tote bags in red', [['tote', 400, ['Red']]]],
    ['Season opener next month: 250 foam fingers, orange', [['foam finger', 250, ['Orange']]]],
    ['Lakeview Savings Bank needs 300 pens in navy', [['pen', 300, ['Navy']]]],
    ['Our bank wants 300 power banks in black', [['power bank', 300, ['Black']]]],
    ['Please quote 150 Custom Logo Mugs', [['mug', 150, []]]],
    ['Spring is close and our marketing calendar is full. We need 90 picnic blankets in navy', [['picnic blanket', 90, ['Navy']]]],
  ])('%j', (q, want) => {
    expect(asked(q)).toEqual(want);
  });
});

describe('a colour in a name or a cause is not a colour asked for', () => {
  it.each([
    ['Green Mountain Rotary would like 200 totes in navy', [['tote', 200, ['Navy']]]],
    ['Red Rock Outfitters needs 80 beanies, charcoal', [['beanie', 80, ['Charcoal']]]],
    ['We are a green energy nonprofit and want 500 water bottles in white', [['water bottle', 500, ['White']]]],
    ['200 Navy Polos for the front desk', [['polo', 200, ['Navy']]]],
  ])('%j', (q, want) => {
    expect(asked(q)).toEqual(want);
  });

  it('a colour said for all of them is each product’s that names none of its own', () => {
    expect(asked('We need 100 beanies, 100 pens and 100 mugs, all in maroon')).toEqual([['beanie', 100, ['Maroon']], ['pen', 100, ['Maroon']], ['mug', 100, ['Maroon']]]);
    expect(asked('250 mugs in white and 250 tumblers, both in black')).toEqual([['mug', 250, ['White']], ['tumbler', 250, ['Black']]]);
  });

  it('each mention of a colour counts where it was said, not only the first', () => {
    // The first 'green' names the team; the one asked for is said with the notebooks.
    expect(asked('Our green team wants notebooks for the retreat. Could you quote 300 notebooks, natural or green?')).toEqual([['notebook', 300, ['Natural', 'Green']]]);
  });
});

describe('slips of the keyboard and products said by another name', () => {
  it.each([
    ['need candels for the lobby, 40 of them', 'candle'],
    ['60 duffle bags for the team', 'duffel bag'],
    ['umbrellsa x 100', 'umbrella'],
    ['chapstick 800 for the 10k', 'lip balm'],
    ['do you carry solar chargers? 50 please', 'solar power bank'],
  ])('%j → %s', (q, type) => {
    expect(parse(q).items[0]?.productType).toBe(type);
  });

  it('a word two slips away from every type is left alone', () => {
    expect(parse('150 cnadels please').items).toEqual([]);
  });
});

describe('a count written against its unit, and a kind said in the singular beside a count', () => {
  it.each([
    ['sunscreen 1000ct for the pool party', [['sunscreen', 1000, []]]],
    ['600 sunscreen for the company picnic', [['sunscreen', 600, []]]],
    ['keychains 250ct', [['keychain', 250, []]]],
  ])('%j', (q, want) => {
    expect(asked(q)).toEqual(want);
  });

  it('a singular word with no count beside it, or one that only describes the next word, is not read as a product', () => {
    expect(parse('we use a lot of sunscreen at camp').items).toEqual([]);
    expect(parse('300 selfie tripods for the booth').items).toEqual([]);
    expect(asked('250 drawstring bags for the kids')).toEqual([['drawstring backpack', 250, []]]);
  });
});
