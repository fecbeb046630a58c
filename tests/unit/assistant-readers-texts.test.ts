import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { readQuestion } from '../../server/assistant/intent.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Readers' cases for prices and counts in texts, sizes and numbered kinds, sign-offs in the
// writer's own words, colours taken back, containers and occasions named with a product's word,
// products the catalogue lacks beside those it has, and what a follow-up about another product
// keeps (issue 19; written here, not taken from an evaluation).
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const items = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null, i.colours, i.descriptors]);

describe('prices in texts', () => {
  it.each([
    ['eco keychains 2k 60c', 60],
    ['lanyards 300, 1.75 ea max, black', 175],
    ['caps x90 <12 navy', 1200],
    ['50 beanies under 14 in red', 1400],
  ])('%j → at most %i cents each', (q, cents) => {
    expect(parse(q).budget).toEqual({ kind: 'unit', cents });
  });

  it('a range needs "between" to be joined by "and"; a suite letter and a head count are no prices', () => {
    expect(parse('mugs between $5 and $8').budget).toEqual({ kind: 'unit', cents: 800, minCents: 500 });
    expect(items('200 koozies up to $2 and 300 mugs under $6')).toEqual([
      ['can cooler', 200, [], []],
      ['mug', 300, [], []],
    ]);
    expect(parse('150 mugs to Suite 12C.').budget).toBeUndefined();
    expect(parse('tumblers for <100 people').budget).toBeUndefined();
  });
});

describe('numbers that count nothing, and sizes', () => {
  it('a year before a product, a numbered kind and a "3-in-1" are no counts', () => {
    expect(items('we send a 2027 desk calendar each year: 300 desk calendars please')).toEqual([['desk calendar', 300, [], []]]);
    expect(items('800 No. 2 pencils')).toEqual([['pencil', 800, [], ['no 2']]]);
    expect(items('120 3-in-1 charging cables')).toEqual([['charging cable', 120, [], []]]);
  });

  it.each([['60 laptop sleeves, 15 inch'], ['60 15-inch laptop sleeves'], ['60 15" laptop sleeves'], ['60 15in laptop sleeves']])('%j asks for the 15 in kind', (q) => {
    expect(items(q)).toEqual([['laptop sleeve', 60, [], ['15 in']]]);
  });

  it('"in" before a colour is no size', () => {
    expect(items('250 in navy tumblers')).toEqual([['tumbler', 250, ['Navy'], []]]);
  });

  it('a verb is not a misspelt product, nor a counter a product', () => {
    expect(items('the dates marked on 100 desk calendars')).toEqual([['desk calendar', 100, [], []]]);
    expect(items('120 travel mugs to sell at the front counter')).toEqual([['travel mug', 120, [], []]]);
  });
});

describe('counts and limits in shorthand', () => {
  it('"doz", "count", a dollar "cap" and production days', () => {
    expect(items('4 doz koozies, red')).toEqual([['can cooler', 48, ['Red'], []]]);
    expect(items('Golf umbrellas — navy, 120 count, please')).toEqual([['golf umbrella', 120, ['Navy'], []]]);
    expect(items('black only, $30 cap per pack — 60 backpacks')).toEqual([['backpack', 60, ['Black'], []]]);
    expect(parse('8 production days max on 300 mugs').deadline).toMatchObject({ days: 8, production: true });
    expect(items('two dozen mugs')).toEqual([['mug', 24, [], []]]);
  });
});

describe('kinds the catalogue lacks', () => {
  it('a hard material no product of the type is made of, and a wall clock', () => {
    expect(parse('100 ceramic tumblers').items[0]).toMatchObject({ productType: 'tumbler', missing: 'ceramic tumblers' });
    expect(parse('40 wall clocks for the classrooms').items[0]).toMatchObject({ productType: 'clock', missing: 'wall clocks' });
    expect(parse('200 double wall tumblers').items[0]).not.toHaveProperty('missing');
    expect(parse('50 bamboo pens').items[0]).not.toHaveProperty('missing');
  });

  it('"glass" before a product is what it is made of, though glasses are a product too', () => {
    expect(parse('Could we get 96 glass mugs').items[0]).toMatchObject({ productType: 'mug', missing: 'glass mugs' });
    expect(items('200 glass water bottles')).toEqual([['glass water bottle', 200, [], []]]);
  });

  it('asked in a question after an opening clause, or named by a brand, or worn by a product', () => {
    expect(parse('Before the full order: does your catalogue include kazoos? We run a music camp.').absent).toEqual(['kazoos']);
    expect(parse('Can we get Zippo lighters engraved with our pub’s name? 60 of them').absent).toEqual(['zippo lighters']);
    expect(parse('120 stuffed puppies wearing a tiny T-shirt with our logo').absent).toEqual(['stuffed puppies']);
  });

  it('a product the catalogue lacks after "for our …, we need" is listed', () => {
    expect(parse('For the welcome packets we need 150 dog leashes and 150 tote bags').absent).toEqual(['dog leashes']);
  });
});

describe('sign-offs in the writer’s own words', () => {
  it('the lines under "Onward," are a signature: its counts are not the order’s', () => {
    const q = 'Hi Sam,\n\nWe need 36 yoga mats in teal for the new studio.\n\nOnward,\nAna Lima\nFounder, Still Water Yoga\n40 classes a week · 9 teachers';
    expect(items(q)).toEqual([['yoga mat', 36, ['Teal'], []]]);
  });

  it('in any alphabet ("Sláinte,"), and the buyer’s own products said as the subject ("our jars say …") are none asked for', () => {
    const q = 'Hello,\n\n24 fleece quarter-zips in navy for the tasting room team. Our jars say "hand made" and so should these.\n\nSláinte,\nNiamh Byrne\nGlen Honey Co. · 6 hives a row · Open Thu & Fri';
    expect(items(q)).toEqual([['fleece quarter-zip', 24, ['Navy'], []]]);
    expect(parse(q).deadline).toBeUndefined();
  });
});

describe('a signature without a sign-off', () => {
  it('a last line of a name and a company, apart from the body, is no product', () => {
    expect(parse('Do you carry kazoos? Our choir needs 40.\n\nDana, Bottle Rock Singers').items).toEqual([]);
  });
});

describe('colours taken back, and said again for the next product', () => {
  it('a colour refused or replaced is not asked for', () => {
    expect(items('200 tees, anything but black')).toEqual([['tee', 200, [], []]]);
    expect(items('80 caps in red, sorry, make that maroon')).toEqual([['cap', 80, ['Maroon'], []]]);
    expect(items('60 polos in white — actually black, not white — and 60 beanies in black too')).toEqual([
      ['polo', 60, ['Black'], []],
      ['beanie', 60, ['Black'], []],
    ]);
  });

  it('"…, also black" after the last product is its colour', () => {
    expect(items('30 hoodies in navy plus 30 beanies, also navy.')).toEqual([
      ['hoodie', 30, ['Navy'], []],
      ['beanie', 30, ['Navy'], []],
    ]);
  });
});

describe('what the products go in, and occasions', () => {
  it('a count said before the list is each one’s', () => {
    expect(items('250 of each: mugs, pens and lanyards')).toEqual([
      ['mug', 250, [], []],
      ['pen', 250, [], []],
      ['lanyard', 250, [], []],
    ]);
  });

  it('a heading before a colon is no product of its own', () => {
    expect(items('Retirement gifts: 15 wooden desk clocks')).toEqual([['wooden desk clock', 15, [], []]]);
  });

  it('"natural" before totes is their colour, not before cotton', () => {
    expect(items('300 natural tote bags')).toEqual([['tote', 300, ['Natural'], []]]);
    expect(items('300 natural cotton totes')[0][2]).toEqual([]);
  });

  it('a bag of a kind the catalogue lacks, uncounted beside counted products, is where they go', () => {
    expect(items('something for our welcome bags: 300 lip balms under $2')).toEqual([['lip balm', 300, [], []]]);
    expect(items('Booth kits: 400 pens and 400 sticky notes')).toEqual([
      ['pen', 400, [], []],
      ['sticky note', 400, [], []],
    ]);
  });

  it('an occasion named with a product’s word is no product', () => {
    expect(items('for the Awards Dinner we need 12 crystal awards')).toEqual([['crystal award', 12, [], []]]);
  });

  it('a verb of asking between "in the" and the product does not make it an occasion', () => {
    expect(items('the kids in the club need 40 tees')).toEqual([['tee', 40, [], []]]);
  });

  it('texting’s "qtr zips" are quarter-zips', () => {
    expect(items('25 qtr zips in gray')).toEqual([['quarter-zip', 25, ['Gray'], []]]);
  });
});

describe('products the catalogue lacks beside those it has', () => {
  it('a question of its own is asked too', () => {
    const brief = parse('Any mittens? And separately, 40 beanies in red.');
    expect(brief.absent).toEqual(['mittens']);
    expect(brief.items.map((i) => [i.productType, i.quantity])).toEqual([['beanie', 40]]);
    expect(parse('Do you carry mittens? Also 80 tote bags').absent).toEqual(['mittens']);
  });

  it('a product word before a plural the catalogue lacks describes that product', () => {
    expect(parse('30 throw pillows in gray for the lounge')).toMatchObject({ items: [], absent: ['throw pillows'] });
    expect(parse('50 mug rugs and 50 mugs')).toMatchObject({ absent: ['mug rugs'], items: [{ productType: 'mug', quantity: 50 }] });
  });

  it('"do you have" names no kind of the product', () => {
    expect(parse('Do you have tumblers? 40 of them in navy').items[0]).not.toHaveProperty('missing');
  });
});

describe('a follow-up about another product in the same breath', () => {
  const ask = (first: string, then: string) => readQuestion(then, readQuestion(first, null, [], vocabulary, now).intent, [], vocabulary, now).intent;

  it('keeps the count, colours and country of origin, and the price only when said', () => {
    const hoodies = ask('75 black tees made in the USA under $9', 'what about hoodies?');
    expect(hoodies).toMatchObject({ productType: 'hoodie', quantity: 75, colors: ['Black'], madeIn: 'US', budgetMax: null });
    expect(ask('100 tumblers under $12', 'also need 50 travel mugs, same budget')).toMatchObject({ productType: 'travel mug', quantity: 50, budgetMax: 12 });
    expect(ask('75 black tees', 'what about hoodies in gray?')).toMatchObject({ colors: ['Gray'] });
  });

  it('"the wooden ones" after a two-word product', () => {
    const wooden = ask('25 desk clocks for retiring teachers', 'only the wooden ones');
    expect(wooden).toMatchObject({ productType: 'clock', keywords: ['wooden'], quantity: 25 });
  });

  it('an uncounted mention inside the counted product’s name is that product', () => {
    expect(items('a sleeve of balls for every cart — we need 100 golf ball sleeves')).toEqual([['golf ball sleeve', 100, [], []]]);
  });

  it('"ok, what about …" carries the order; "and separately, …" does not', () => {
    expect(ask('500 lip balms', 'ok, what about hand sanitizer then?')).toMatchObject({ productType: 'hand sanitizer', quantity: 500 });
    expect(ask('300 gold medals', 'ok and separately, 2 banner stands')).toMatchObject({ productType: 'banner stand', quantity: 2, colors: [] });
  });

  it('past "cheaper", a colour or a count is asked within the client’s own price again', () => {
    const first = readQuestion('250 tumblers under $15', null, [], vocabulary, now).intent;
    const cheaper = readQuestion('any cheaper ones?', first, [9, 12, 14], vocabulary, now).intent;
    expect(cheaper).toMatchObject({ budgetMax: 11.99, sort: 'price-low', cheaper: { askedMax: 15 } });
    expect(readQuestion('cheaper still?', cheaper, [6, 8, 11], vocabulary, now).intent).toMatchObject({ budgetMax: 7.99, cheaper: { askedMax: 15 } });
    expect(readQuestion('those in navy', cheaper, [9, 10], vocabulary, now).intent).toMatchObject({ budgetMax: 15, colors: ['Navy'], sort: 'price-low', cheaper: null });
    const unpriced = readQuestion('cheaper?', readQuestion('60 hoodies', null, [], vocabulary, now).intent, [20, 30, 40], vocabulary, now).intent;
    expect(readQuestion('in black?', unpriced, [18], vocabulary, now).intent).toMatchObject({ budgetMax: null, colors: ['Black'] });
  });
});

describe('a whole category beside a product the catalogue lacks', () => {
  const read = (q: string) => readQuestion(q, null, [], vocabulary, now).intent;

  it.each([
    ['Do you carry kazoos? Our food truck team needs 25.', 'kazoos'],
    ['Got snow globes? Front desk of our dental office, 120 please.', 'snow globes'],
  ])('%j: the category is where the alternatives come from, the lacking product is what was asked', (q, absent) => {
    expect(read(q)).toMatchObject({ absent: [absent] });
  });

  it('a product type found beside it is still answered for itself', () => {
    expect(read('300 snow globes and 300 mugs').absent).toEqual([]);
  });
});

describe('tenders: requests for proposals and quotes', () => {
  it('counts "Quantity: 1,200 units" on its own line as the product’s count, no product of its own', () => {
    const brief = parse('Item: ceramic mug, 11 oz\nQuantity: 1,200 units\nColour: white');
    expect(brief.items.map((i) => [i.productType, i.quantity])).toEqual([['ceramic mug', 1200]]);
    expect(brief.absent).toEqual([]);
  });

  it('reads the delivery date, not the date the proposals are due', () => {
    expect(parse('Item: 11 oz ceramic mug\nQuantity: 600\nDelivery: by Friday, January 15, 2027\nBids are due Monday, December 7 at 3 PM.').deadline).toMatchObject({ date: '2027-01-15' });
    expect(parse('600 mugs, quotes due 12/1, in hand by 12/18').deadline).toMatchObject({ date: '2026-12-18' });
    // A quote wanted by Friday still leaves the products' count and name.
    expect(parse('Quote due Friday please, 300 mugs').items.map((i) => [i.productType, i.quantity])).toEqual([['mug', 300]]);
  });
});

describe('rows pasted from a spreadsheet', () => {
  it('gives each row’s count to the row’s product, with pipes, commas or a header row', () => {
    const rows = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity, i.colours]);
    expect(rows('Item | Qty | Colour\nTote bag | 120 | navy\nKnit beanie | 75 | red\nStress ball | 400 | any')).toEqual([
      ['tote', 120, ['Navy']],
      ['knit beanie', 75, ['Red']],
      ['stress ball', 400, []],
    ]);
    expect(rows('journals, 60\nbamboo pens, 250')).toEqual([
      ['journal', 60, []],
      ['bamboo pen', 250, []],
    ]);
  });
});

describe('dates that are not the deadline', () => {
  it('a forwarded message’s header block says when it was written; a spec block’s own "Date:" line is the date', () => {
    const forwarded = 'Can you help?\n\n---------- Forwarded message ---------\nFrom: Lee Park <lee@example.org>\nDate: Fri, Nov 20, 2026 at 4:12 PM\nSubject: mugs\nTo: Sam <sam@example.org>\n\n300 mugs by Friday, December 18.';
    expect(parse(forwarded).deadline).toMatchObject({ date: '2026-12-18' });
    expect(parse('Event: Harvest supper\nDate: Saturday, Dec 12\nQty: 300 mugs').deadline).toMatchObject({ date: '2026-12-12' });
  });

  it('a weekday something already happened on', () => {
    expect(parse('Thanks for the call on Friday. We need 300 mugs for the fair on Saturday, December 12.').deadline).toMatchObject({ date: '2026-12-12' });
    expect(parse('We spoke last Tuesday about 300 mugs; no date yet.').deadline).toBeUndefined();
  });
});

describe('a kind the catalogue lacks beside one it has, named again later', () => {
  it('stays apart from the kind named after it', () => {
    const brief = parse('We need 400 wall calendars for our customers, plus 150 desk calendars for staff. The desk calendars in black, please.');
    expect(brief.items.map((i) => [i.productType, i.quantity ?? null, i.missing ?? null])).toEqual([
      ['calendar', 400, 'wall calendars'],
      ['desk calendar', 150, null],
    ]);
  });
});

describe('no event from a year or across a line', () => {
  it('"planners for 2027" over a greeting line is no event', () => {
    expect(parse('Fwd: planners for 2027\nHello, we need 300 weekly planners').event).toBeUndefined();
    expect(parse('300 mugs for 2027 Sales Kickoff').event).toBe('2027 Sales Kickoff');
  });
});

describe('a span of time counted from a day', () => {
  it('"two weeks from tomorrow", "10 days from now"', () => {
    expect(parse('150 beanies, needed two weeks from tomorrow').deadline).toMatchObject({ days: 15, date: '2026-12-07' });
    expect(parse('150 beanies, 10 days from now').deadline).toMatchObject({ days: 10, date: '2026-12-02' });
  });
});

describe('a day of the month said with its weekday', () => {
  it('"in hands Thursday the 10th", "on Saturday the 19th", "Dec 19 (sat)"', () => {
    expect(parse('250 journals. In hands Thursday the 10th.').deadline).toMatchObject({ date: '2026-12-10' });
    expect(parse('the gala is on Saturday the 19th; 250 journals').deadline).toMatchObject({ date: '2026-12-19' });
    expect(parse('250 journals. the gala is Dec 19 (sat).').deadline).toMatchObject({ date: '2026-12-19' });
    // The day they are wanted by, before the day the event is on.
    expect(parse('Our fun run is on the 13th, so 250 tees in hand by Saturday the 12th.').deadline).toMatchObject({ date: '2026-12-12' });
  });
});
