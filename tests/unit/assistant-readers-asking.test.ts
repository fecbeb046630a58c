import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { familyOf } from '../../server/assistant/vocabulary.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for coins and bare totals, small counts in words, names with numbers, a day of
// the month alone, decoration words in a signature, clear glass and mint tins, the buyer said as
// "a …", "do you sell …?", wishes, a corrected product's count and what the buyer leaves behind
// (issue 19; written here, not taken from an evaluation).
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const items = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null]);

describe('coins and totals without a dollar sign', () => {
  it.each([
    ['koozies, 2k, a nickel each tops', 5],
    ['wristbands 800, a dime apiece max', 10],
  ])('%j → at most %i cents each', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });

  it('"budget N total" is the order’s total in dollars', () => {
    expect(parse('jackets for the crew, 24 of them, budget 1500 total').budget).toEqual({ kind: 'total', cents: 150_000 });
  });
});

describe('counts', () => {
  it('a small number in words after a verb of asking counts the product, not a dozen’s number or a colour count', () => {
    expect(items('we need one retractable banner stand for the street fair')).toEqual([['retractable banner stand', 1]]);
    expect(items('need two dozen hats')).toEqual([['hat', 24]]);
    expect(parse('I want two colours on 300 mugs').items.map((i) => i.quantity)).toEqual([300]);
  });

  it('"250ish" is 250; a company’s, a station’s or a standard’s number counts nothing', () => {
    expect(items('mugs, 250ish')).toEqual([['mug', 250]]);
    expect(items('Ladder 9 and Station 7 need water bottles for the open house, 90 total.\n\nThanks,\nCapt. Ray Ortiz\nStation 7 · ISO Class 3')).toEqual([['water bottle', 90]]);
    expect(items('200 stress balls for our booth.\n\nBest,\nDana Fox\nFoxline Tooling · ISO 9001:2015 registered')).toEqual([['stress ball', 200]]);
  });
});

describe('dates', () => {
  it('a day of the month alone is the next such day', () => {
    expect(parse('60 beanies, have to have them by the 11th').deadline).toEqual({ days: 19, date: '2026-12-11' });
    expect(parse('40 aprons by the 30th').deadline).toEqual({ days: 8, date: '2026-11-30' });
    expect(parse('40 aprons by the 4th of December').deadline).toEqual({ days: 12, date: '2026-12-04' });
  });
});

describe('words that look like something else', () => {
  it('a director names no decoration', () => {
    expect(parse('Our creative director asked for 300 notebooks').items[0]?.decoration).toBeUndefined();
  });

  it('"clear glass" is the colour clear; "mint tins" are a product, not a colour', () => {
    expect(parse('40 rocks glasses for the bar. Clear glass only.').items[0]?.colours).toEqual(['Clear']);
    const b = parse('200 pens and 200 mint tins');
    expect(b.items.map((i) => i.productType)).toEqual(['pen', 'mint tin']);
    expect(b.unlistedColours).toBeUndefined();
  });

  it('the buyer said as "a …" before "wants" is no product', () => {
    expect(items('Quick one: a bar wants 150 koozies')).toEqual([['can cooler', 150]]);
    expect(items('Quick one. A bank wants 300 pens.')).toEqual([['pen', 300]]);
  });

  it('a verb of asking before a product is no kind of it; a text’s "guys" is nobody’s product', () => {
    expect(parse('do you sell lanyards? need 300').items.map((i) => [i.productType, i.missing])).toEqual([['lanyard', undefined]]);
    expect(parse('you guys have fanny packs? need 80').absent).toEqual(['fanny packs']);
    expect(items('need 75 fleece quater zips')).toEqual([['fleece quarter-zip', 75]]);
  });
});

describe('wishes, corrections and what is left behind', () => {
  it('a clause that only wishes states no constraint, unless it counts or names the only product', () => {
    const b = parse('For the walkathon: 800 wristbands and 800 tote bags. Recycled totes would be nice if there is an option.');
    expect(b.items.map((i) => [i.productType, i.quantity])).toEqual([['wristband', 800], ['tote', 800]]);
    expect(b.recyclable).toBeUndefined();
    expect(parse('need keychains, 300ish, silver would be nice but whatever').items[0]?.colours).toEqual([]);
    expect(parse('Silver keychains would be nice').items.map((i) => [i.productType, i.colours])).toEqual([['keychain', ['Silver']]]);
    expect(parse('300 koozies. Navy would be great; it is the club colour, so it has to be navy.').items[0]?.colours).toEqual(['Navy']);
    expect(parse('300 koozies. Navy would be great, it is our colour so it must be').items[0]?.colours).toEqual(['Navy']);
  });

  it('"make it N <product>" is that product’s count, not every product’s', () => {
    expect(items('400 magnets, no, make it 400 koozies, and 150 mugs')).toEqual([['can cooler', 400], ['mug', 150]]);
    expect(items('mugs and pens, actually make it 250 of each')).toEqual([['mug', 250], ['pen', 250]]);
  });

  it('what the buyer moves away from is no product; a grocery tote is a tote', () => {
    const b = parse('Our market is moving away from plastic bags: 500 reusable grocery totes, please.');
    expect(b.items.map((i) => [i.productType, i.quantity, i.missing])).toEqual([['tote', 500, undefined]]);
  });
});

describe('the catalogue’s two names for one product', () => {
  it('webcam covers and webcam privacy sliders are searched as one', () => {
    const cover = vocabulary.types.get('webcam cover')!;
    expect(familyOf(vocabulary, cover).map((t) => t.term)).toEqual(['webcam cover', 'webcam privacy slider']);
  });
});

describe('kinds and plurals', () => {
  it('"<kind> ones" after a product is that kind though the catalogue names it with a word between', () => {
    expect(parse('lanyards, 400, breakaway ones').items.map((i) => [i.productType, i.descriptors])).toEqual([['lanyard', ['breakaway']]]);
  });

  it('a size said after the product with "the" ("the 24 oz size", "the 15 inch ones") is part of what is asked for', () => {
    expect(parse('120 water bottles, the 24 oz size, in white').items.map((i) => [i.productType, i.descriptors])).toEqual([['water bottle', ['24 oz']]]);
    expect(parse('60 laptop backpacks, the 15 inch ones').items.map((i) => [i.productType, i.descriptors])).toEqual([['laptop backpack', ['15 in']]]);
  });

  it('"kites" are no kits: "-es" ends a plural only after s, x, z, ch, sh or o', () => {
    expect(parse('Do you carry kites and mugs?').absent).toEqual(['kites']);
    expect(items('60 first aid kits and 20 lunch boxes')[0]).toEqual(['first aid kit', 60]);
  });

  it('two products of different sorts, the second in the plural, name the second', () => {
    expect(parse('144 ball markers').items.map((i) => [i.productType, i.missing])).toEqual([['marker', 'ball markers']]);
    expect(parse('200 gel pens').items.map((i) => [i.productType, i.descriptors])).toEqual([['pen', ['gel']]]);
  });
});

describe('a product word inside a business’s name', () => {
  it('is no product when the business’s own word follows it', () => {
    expect(items('Hello! Copper Kettle & Tumbler Cafe is planning a patio night. Can you price 250 koozies?')).toEqual([['can cooler', 250]]);
    expect(items('we need 300 Mugs Co-branded with the partner')).toEqual([['mug', 300]]);
  });
});

describe('what the counted products are for', () => {
  it('an uncounted bag or box they go into is no product of its own', () => {
    expect(items('The library is putting together welcome bags for new members. We need 200 water bottles.')).toEqual([['water bottle', 200]]);
  });

  it('a plain word of the sort said before a sentence that counts one of that sort says what it is for', () => {
    expect(items('Our crossing guards need warm hats for winter. 60 beanies please, in orange.')).toEqual([['beanie', 60]]);
    expect(items('300 pens. Also some pencils')).toEqual([['pen', 300], ['pencil', null]]);
  });

  it('a product word said as a verb is no product', () => {
    expect(items('Our members want a way to stick them on a locker: 300 magnetic clips')).toEqual([['magnetic clip', 300]]);
    expect(items('We want 120 tumblers, navy, here by the 9th so the volunteers can wrap them')).toEqual([['tumbler', 120]]);
  });
});

describe('words around the buyer', () => {
  it('a product word before "branch" or "lobby" names the buyer; what a colour matches is no product', () => {
    expect(items('Bank lobby giveaway: 300 pens and 100 mouse pads')).toEqual([['pen', 300], ['mouse pad', 100]]);
    expect(parse('250 koozies in red to match our shirts').items.map((i) => [i.productType, i.colours])).toEqual([['can cooler', ['Red']]]);
  });
});

describe('a price said of one of several products in a clause of its own', () => {
  it('belongs to the product its clause names, possessive included', () => {
    const b = parse('Welcome kits: 150 tumblers in navy and 150 candy jars. Tumblers may go to $12, the candy jar’s got to stay under $4.');
    expect(b.items.map((i) => [i.productType, i.budgetCents])).toEqual([['tumbler', 1200], ['candy jar', 400]]);
  });
});
