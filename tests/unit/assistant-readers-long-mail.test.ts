import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for misspelt products and long emails full of other numbers and money (issue 19;
// written here, not taken from an evaluation). A Sunday: 2026-11-22.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const items = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null]);

describe('products as clients misspell them', () => {
  it.each([
    ["need tumbler's for the lobby x 40, black", [['tumbler', 40]]],
    ['dufel bags for the swim team, 30, red', [['duffel bag', 30]]],
    ['we need 100 crew neck sweatshirts in navy', [['crewneck sweatshirt', 100]]],
    ['40 softshel jakets in black', [['softshell jacket', 40]]],
    // Said with what it holds: the catalogue's kind named for that.
    ['backpacks that fit 17-inch laptops x 30, black', [['laptop backpack', 30]]],
    ['a sleeve that holds a 13 inch laptop, 50 of them', [['laptop sleeve', 50]]],
  ])('%j', (q, expected) => {
    expect(items(q)).toEqual(expected);
  });

  it('reads a capacity written with a thousands comma as the catalogue writes it', () => {
    expect(parse('20,000 mAh power banks x 25').items[0]).toMatchObject({ productType: 'power bank', quantity: 25, descriptors: ['20000 mah'] });
  });
});

describe('a long email’s other numbers and money', () => {
  it('reads money raised and a budget said to be another’s as no budget', () => {
    expect(parse('Our 10K walk raised $9,400 last spring. This year we would like 300 water bottles under $6.').budget).toEqual({ kind: 'unit', cents: 600 });
    expect(parse('The trade-show booth budget is $20,000, separate from this. For the open house: 150 tumblers.').budget).toBeUndefined();
  });

  it('reads a business’s shifts and a pledge drive as no product', () => {
    expect(items('18 bays running two shifts. We need 90 t-shirts in gray.')).toEqual([['t-shirt', 90]]);
    expect(items("Our poppy drive went well; we'd like 120 travel mugs.")).toEqual([['travel mug', 120]]);
  });

  it('reads the date something was sent on as no deadline', () => {
    expect(parse('Our quote sent 10/02 for 95 caps was too dear. 95 fleece vests for January, please.').deadline).toBeUndefined();
  });

  it('reads someone away and the rep’s own task as no deadline', () => {
    expect(parse('90 travel mugs, in hand by Friday Dec 11. Note: Sam is out Thursday.').deadline?.date).toBe('2026-12-11');
    expect(parse('- 120 lip balms for the fair\n- Follow-up: send deck by Tuesday').deadline).toBeUndefined();
    expect(parse('Stage: Proposal | Next: send deck Mon\n150 tumblers for the open house').deadline).toBeUndefined();
  });

  it('reads a price per agent for two products as the order’s total', () => {
    expect(parse('60 agents: a tumbler and a notebook for each, $20 per agent for the pair').budget).toEqual({ kind: 'total', cents: 120000 });
  });

  it('reads a date months away beside "no rush" as no deadline, and a near one as the deadline still', () => {
    expect(parse('No rush at all: the gala is on May 14, and we would like 120 tumblers for it.').deadline).toBeUndefined();
    expect(parse('No rush, but we need 200 mugs by Dec 18').deadline?.date).toBe('2026-12-18');
  });

  it('reads a holiday on a fixed date, asked by, as that date (not one said only as the occasion)', () => {
    expect(parse('Could we have 80 mugs for the staff before New Year’s Eve?'.replace('’', "'")).deadline?.date).toBe('2026-12-31');
    expect(parse('30 candles by Christmas Eve please').deadline?.date).toBe('2026-12-24');
    expect(parse('gifts for Christmas, 200 mugs').deadline).toBeUndefined();
  });

  it('reads a day that recurs as no deadline', () => {
    expect(parse('The choir meets the second Thursday of every month. We need 60 notebooks by Dec 18.').deadline?.date).toBe('2026-12-18');
    expect(parse('The choir meets the second Thursday of every month. We need 60 notebooks.').deadline).toBeUndefined();
  });

  it('finds the product the catalogue lacks in the sentence that asks, with its own count', () => {
    const brief = parse('Hello from the Maple Street Quilters! We are a small guild — 45 members, 6 long-arm machines. We’d love 50 pincushions with our name.');
    expect(brief.absent).toEqual(['pincushions']);
    expect(brief.quantity).toBe(50);
  });
});
