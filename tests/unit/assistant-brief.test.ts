import { describe, expect, it } from 'vitest';
import { businessDaysWithin, parseBrief, productionDaysLeft, unitBudgetCents } from '../../server/assistant/brief/index.js';
import { buildVocabulary, nameIsType } from '../../server/assistant/vocabulary.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// A Sunday, so working days are easy to count.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const types = (q: string) => parse(q).items.map((i) => i.productType);

describe('the catalogue vocabulary', () => {
  it('is built from the catalogue names: head nouns, compounds, categories, synonyms', () => {
    expect(vocabulary.types.get('tumbler')).toMatchObject({ head: true });
    expect(vocabulary.types.get('golf ball')?.categories).toEqual(['Outdoor & Sports']);
    expect(vocabulary.types.get('tape measure')).toMatchObject({ head: false, categories: ['Keychains & Lanyards'] });
    expect(vocabulary.synonyms.get('koozie')).toBe('can cooler');
    expect(vocabulary.categories.get('writing instrument')).toBe('Writing Instruments');
    expect(vocabulary.decorations).toContain('embroidery');
  });

  it('comes from whatever catalogue it is given, not a fixed list', () => {
    const own = buildVocabulary({ products: [{ name: 'Summit Premium Kazoo Whistle', categories: ['Noise'] }, { name: 'Ridge Kazoo', categories: ['Noise'] }] });
    expect(own.types.get('kazoo whistle')?.categories).toEqual(['Noise']);
    expect(own.types.has('tumbler')).toBe(false);
    expect(parseBrief('100 kazoos', own, now).items[0]).toMatchObject({ productType: 'kazoo', quantity: 100 });
  });

  it('tells a product of the type by its name and category', () => {
    const glass = vocabulary.types.get('glass')!;
    expect(nameIsType(glass, 'Summit 16 oz Pint Glass', ['Drinkware'])).toBe(true);
    expect(nameIsType(glass, 'Summit Jade Glass Award', ['Awards & Recognition'])).toBe(false);
    expect(nameIsType(vocabulary.types.get('golf ball')!, 'Ridge Golf Ball Sleeve', ['Outdoor & Sports'])).toBe(true);
  });
});

describe('the brief parser', () => {
  it('reads a multi-item brief: one item per product with its own quantity', () => {
    const b = parse('200 insulated tumblers and 200 embroidered polos… navy and gold, budget $9,000, in 3 weeks');
    expect(b.items).toMatchObject([
      { productType: 'tumbler', quantity: 200, colours: ['Navy', 'Gold'], descriptors: ['insulated'] },
      { productType: 'polo', quantity: 200, colours: ['Navy', 'Gold'], decoration: 'embroidery' },
    ]);
    expect(b.budget).toEqual({ kind: 'total', cents: 900_000 });
    expect(b.deadline).toMatchObject({ days: 21 });
    expect(unitBudgetCents(b, b.items[0])).toEqual({ max: 2250 });
  });

  it('keeps each product of a trade-show brief, the event named and business days', () => {
    const b = parse('300 tumblers and 300 tape measures at FABTECH in 10 business days');
    expect(b.items.map((i) => [i.productType, i.quantity])).toEqual([['tumbler', 300], ['tape measure', 300]]);
    expect(b.event).toBe('FABTECH');
    expect(b.deadline).toMatchObject({ businessDays: 10, days: 12 });
    expect(businessDaysWithin(now, b.deadline!.days)).toBe(10);
    // Ten working days to the date leave seven of production: three are kept for shipping, for the
    // assistant's search and for a deck's products alike (a deck used to allow all ten).
    expect(productionDaysLeft(b.deadline!, now)).toBe(7);
    expect(productionDaysLeft(parse('200 tote bags produced within 5 days').deadline!, now)).toBe(5);
  });

  it('lets the product asked for win over the occasion', () => {
    const b = parse('Golf balls for a charity tournament, 300 sleeves');
    expect(b.items).toMatchObject([{ productType: 'golf ball', quantity: 300 }]);
    expect(b.themes).toContain('Sports');
    expect(b.event).toBe('charity tournament');
    expect(types('hoodies that can ship in 5 days, 50 pieces')).toEqual(['hoodie']);
    expect(types('250 polo shirts embroidered, navy')).toEqual(['polo']);
    expect(types('Red baseball caps for a company picnic, 150 pieces')).toEqual(['baseball cap']);
    expect(types('stainless steel water bottles')).toEqual(['water bottle']);
  });

  it('does not take the occasion, a race or a spelling for a product or a quantity', () => {
    expect(types('mint tins for a dental office, 1,000 units')).toEqual(['mint tin']);
    expect(types('golf umbrellas in navy for a bank, 100')).toEqual(['golf umbrella']);
    expect(parse('drawstring backpacks for a 5K run, 1,000 pieces').items[0].quantity).toBe(1000);
    const race = parse('200 water bottles and 200 t-shirts for a 10K, total $6,000');
    expect(race.items.map((i) => [i.productType, i.quantity, i.descriptors])).toEqual([['water bottle', 200, []], ['t-shirt', 200, []]]);
    expect(race.quantity).toBeUndefined();
    expect(types('100 t shirts in black')).toEqual(['t-shirt']);
    expect(types('wireless mice, 100')).toEqual(['wireless mouse']);
    expect(parse('eco-friendly ones')).toMatchObject({ eco: true, absent: [] });
  });

  it('says which product words the catalogue lacks, and leaves gibberish alone', () => {
    expect(parse('Sunglasses for a summer festival')).toMatchObject({ items: [], absent: ['sunglasses'] });
    expect(parse('do you have fidget spinners?').absent).toEqual(['fidget spinners']);
    expect(parse('asdf qwer').absent).toEqual([]);
    expect(parse('thanks!')).toMatchObject({ items: [], absent: [] });
  });

  it('says which product words the catalogue lacks beside the products it has, each with its own count', () => {
    const b = parse('250 fidget spinners and 250 mugs for a tech meetup');
    expect(b).toMatchObject({ items: [{ productType: 'mug', quantity: 250 }], absent: ['fidget spinners'] });
    expect(parse('tote bags, snow globes and pens')).toMatchObject({ items: [{ productType: 'tote' }, { productType: 'pen' }], absent: ['snow globes'] });
    // The count in front of the missing product is not the order's.
    expect(parse('mugs and 40 snow globes').items[0].quantity).toBeUndefined();
    // Not a product: an event, a describing word, a lone word after a preposition.
    expect(parse('We exhibit at IMTS and need 150 journals and 750 padfolios').absent).toEqual([]);
    expect(parse('hot and cold tumblers').absent).toEqual([]);
    expect(parse('200 water bottles for the crew, thanks').absent).toEqual([]);
  });

  it('reads unit and total budgets', () => {
    expect(parse('1,000 chargers, total budget $8,000').budget).toEqual({ kind: 'total', cents: 800_000 });
    expect(parse('mugs under $5').budget).toEqual({ kind: 'unit', cents: 500 });
    expect(parse('$3-6 each').budget).toEqual({ kind: 'unit', cents: 600, minCents: 300 });
    expect(parse('250 hoodies for $2,500').budget).toMatchObject({ kind: 'total', cents: 250_000 });
    const b = parse('1,000 chargers, total budget $8,000');
    expect(unitBudgetCents(b, b.items[0])).toEqual({ max: 800 });
  });

  it('reads what clients write around the product (issue 19): "Do you sell …?", "x500", "N days or less production"', () => {
    expect(parse('Do you sell fidget spinners? Need 200.').absent).toEqual(['fidget spinners']);
    expect(parse('do you carry kazoos').absent).toEqual(['kazoos']);
    expect(parse('Totes x500, navy').items[0]).toMatchObject({ productType: 'tote', quantity: 500 });
    expect(parse('5x7 notebooks, 250').items[0]).toMatchObject({ productType: 'notebook', quantity: 250 });
    expect(parse('500 totes, 10 days or less production').deadline).toMatchObject({ days: 10, production: true });
    expect(parse('500 totes in 10 days').deadline?.production).toBeUndefined();
  });

  it('reads "no rush" as no deadline, not as a rush (issue 19: it read as a 5-day rush)', () => {
    for (const q of ['300 tote bags, no rush', 'Not urgent — 200 mugs in navy', 'We are in no hurry: 150 hoodies', '100 notebooks, whenever is fine, no deadline']) {
      const b = parse(q);
      expect(b.rush, q).toBe(false);
      expect(b.deadline, q).toBeUndefined();
    }
    expect(parse('rush order: 200 mugs').rush).toBe(true);
    expect(parse('200 mugs, no rush on the mugs but the pens are urgent').rush).toBe(true);
  });

  it('reads a budget in cents and in words (issue 19: these were dropped, and pens at $1.85 shown for "nothing over 75 cents")', () => {
    expect(parse('500 pens, nothing over 75 cents').budget).toEqual({ kind: 'unit', cents: 75 });
    expect(parse('lanyards for 300 volunteers max 90c').budget).toEqual({ kind: 'unit', cents: 90 });
    expect(parse('3000 rulers for an elementary school, under 45c').budget).toEqual({ kind: 'unit', cents: 45 });
    expect(parse('2,000 poker chips under 50 cents').budget).toEqual({ kind: 'unit', cents: 50 });
    expect(parse('magnets below 40¢ each, 1000 of them').budget).toEqual({ kind: 'unit', cents: 40 });
    expect(parse('need 200 mugs under four bucks').budget).toEqual({ kind: 'unit', cents: 400 });
    expect(parse('koozies, 500, under a buck each').budget).toEqual({ kind: 'unit', cents: 100 });
    expect(parse('250 hoodies, twelve dollars tops').budget).toEqual({ kind: 'unit', cents: 1200 });
    // A letter after a number in an address or a size is not cents.
    expect(parse('300 mugs. Marcy Holt, 410 E 7th St, Suite 12C, St. Paul MN').budget).toBeUndefined();
    expect(parse('200 t-shirts, 5c sizes').budget).toBeUndefined();
  });

  it('does not read a company’s money (funding, revenue) as a budget', () => {
    // An alert's question quotes the signal: '$8.9 million in federal funding' was read as up to $8.90 each.
    const alert = parse('Alder Falls County has a buying signal (Funding): Alder Falls County secured $8.9 million in federal funding. Which promotional products should I pitch them for this, with quantities and a budget per piece?');
    expect(alert.budget).toBeUndefined();
    expect(parse('They raised a $40M Series B and $1.2 bn in revenue').budget).toBeUndefined();
    expect(parse('after their 12 million dollar round, 250 mugs under $6').budget).toEqual({ kind: 'unit', cents: 600 });
    expect(parse('500 pens, $5m raised, $2 each').budget).toEqual({ kind: 'unit', cents: 200 });
  });

  it('reads quantities, colours, eco, origin, sort and synonyms', () => {
    expect(parse('Lanyards for 2,000 attendees, cheapest you have')).toMatchObject({ items: [{ productType: 'lanyard', quantity: 2000 }], sort: 'cheapest' });
    expect(parse('20 oz tumblers').items[0].quantity).toBeUndefined();
    expect(parse('royal blue and grey hats').items[0].colours).toEqual(['Royal Blue', 'Gray']);
    expect(parse('bamboo pens').items[0].colours).toEqual([]);
    expect(parse('eco-friendly totes')).toMatchObject({ eco: true });
    expect(parse('recyclable bottles')).toMatchObject({ recyclable: true });
    expect(parse('pens made in the USA').madeIn).toBe('US');
    expect(parse('American-made caps').madeIn).toBe('US');
    expect(parse('fastest production time for mugs').sort).toBe('fastest');
    expect(types('500 koozies')).toEqual(['can cooler']);
    expect(parse('writing instruments for a school').items[0]).toMatchObject({ category: 'Writing Instruments' });
    expect(parse('some drinkware').items[0]).toMatchObject({ category: 'Drinkware' });
  });

  it('splits a list on commas and on "and" before a quantity, even where the catalogue names a set', () => {
    const b = parse('For the interns: 45 water bottles, 45 notebooks and 45 pens');
    expect(b.items.map((i) => [i.productType, i.quantity])).toEqual([['water bottle', 45], ['notebook', 45], ['pen', 45]]);
    expect(types('80 notebooks and 80 pens')).toEqual(['notebook', 'pen']);
  });

  it('reads "for 350 sales reps" as the audience: the quantity when no other is named, never an event', () => {
    const b = parse('Phone stands for 350 sales reps, total budget $4,000, in 3 weeks');
    expect(b.items).toMatchObject([{ productType: 'phone stand', quantity: 350 }]);
    expect(b.event).toBeUndefined();
    expect(b.budget).toEqual({ kind: 'total', cents: 400_000 });
    expect(parse('Water bottles for 1,200 Volunteers at the Boston Marathon')).toMatchObject({ event: 'Boston Marathon', items: [{ quantity: 1200 }] });
    expect(parse('Lanyards for 900 attendees, 1,000 pieces').items[0].quantity).toBe(1000);
    expect(parse('tote bags for 250 members, 300').items[0].quantity).toBe(300);
    expect(parse('Hoodies for 2027 Sales Kickoff').event).toBe('2027 Sales Kickoff');
  });

  it('counts a number before a word that only starts like a unit ("400 weekly pill organizers")', () => {
    const b = parse('400 stress balls and 400 weekly pill organizers for a health fair');
    expect(b.items.map((i) => [i.productType, i.quantity])).toEqual([['stress ball', 400], ['weekly pill organizer', 400]]);
    expect(parse('mugs in 3 weeks').items[0].quantity).toBeUndefined();
    expect(parse('75 daily planners').items[0].quantity).toBe(75);
  });

  it('reads deadlines as dates', () => {
    expect(parse('by March 3').deadline).toEqual({ days: 101, date: '2027-03-03' });
    expect(parse('due by 12/24').deadline).toMatchObject({ days: 32 });
    expect(parse('needed tomorrow').deadline).toMatchObject({ days: 1 });
    expect(parse('rush order of hats').rush).toBe(true);
  });
});
