import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// How a deck brief or a chat request names its occasion, and words around it that are no date or
// product (issue 19). Written here, not taken from an evaluation. A Sunday: 2026-11-22.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);

describe('the occasion a deck is named for', () => {
  it.each([
    ['Winter gala deck for Brightwater Bank: 150 tumblers', 'winter gala'],
    ['Holiday party deck for Osprey Dental: 80 blankets', 'holiday party'],
    ['Maple Hills Swim Club end-of-summer party deck: 120 towels', 'end-of-summer party'],
    ['Riverside Youth Soccer awards dinner deck: 60 medals', 'awards dinner'],
    ['Please build this. Harvest dinner deck: 40 wine glasses', 'harvest dinner'],
    ['VIP client gift presentation for Larkspur Capital: 25 leather journals', 'vip client gift'],
  ])('%j → %j', (brief, event) => {
    expect(parse(brief).event).toBe(event);
  });
});

describe('occasions named after a count, a race distance or a sales club', () => {
  it.each([
    ['Thornbury Freight hosts 3 customer dinners in spring; we need 300 notebooks', 'customer dinner'],
    ['Our Pine Valley 10K is in May: 500 water bottles', 'pine valley 10k'],
    ['crystal awards for the Northgate Insurance presidents club winners, up to $90 each', 'Northgate Insurance presidents club'],
    ["crystal awards for Northgate Insurance's President's Club winners", "president's club"],
    ['300 pens for their spring open house', 'spring open house'],
    // The occasion held for another is part of it; welcome kits are what a deck is for.
    ['We mark our 25th anniversary with a gala in June and want 200 journals', '25th anniversary gala'],
    ['Crestline Climbing new-member welcome kits: 300 chalk buckets and 300 tees', 'new-member welcome kit'],
  ])('%j → %j', (brief, event) => {
    expect(parse(brief).event).toBe(event);
  });

  it('reads no occasion from a count of weeks or days', () => {
    expect(parse('Phone stands for 90 sales reps, in 3 weeks').event).toBeUndefined();
    expect(parse('400 mugs, 2 days of production at most').event).toBeUndefined();
    expect(parse('300 beanies and 300 planners, in 20 business days').event).toBeUndefined();
  });
});

describe('a spec block, and British words for the catalogue’s types', () => {
  it('reads a colour on its own line of a spec block, though the next line opens with a capital', () => {
    const brief = parse('Item: Cotton tote\nQty: 250\nColour: Navy\nBudget: $4 each');
    expect(brief.items).toMatchObject([{ productType: 'cotton tote', quantity: 250, colours: ['Navy'] }]);
    // A colour opening a name on one line is still no colour.
    expect(parse('Green Valley Rotary needs 100 mugs').items[0]!.colours).toEqual([]);
  });

  it.each([
    ['60 torches for the scout hut, black', 'flashlight'],
    ['40 rucksacks for the walking club', 'backpack'],
    ['25 brollies for the reception desk', 'umbrella'],
  ])('%j asks for the catalogue’s %s', (q, type) => {
    expect(parse(q).items.map((i) => i.productType)).toEqual([type]);
  });
});

describe("a weekday's short name in capitals is a name, not a day", () => {
  it('reads no deadline from the SAT or SUN of a name, and still reads the date given', () => {
    const brief = parse('300 pencils for our SAT prep class, starting Dec 10.');
    expect(brief.deadline).toMatchObject({ date: '2026-12-10' });
    expect(parse('200 caps for the SUN Health walk').deadline).toBeUndefined();
  });

  it('still reads the short name as a day in lower case, or in a request written all in capitals', () => {
    expect(parse('need 200 mugs by sat').deadline).toMatchObject({ date: '2026-11-28' });
    expect(parse('NEED 200 MUGS BY SAT').deadline).toMatchObject({ date: '2026-11-28' });
  });
});

describe('words around a product that are no kind of it', () => {
  it('reads a product word before an occasion as the occasion, not a product', () => {
    const brief = parse('Deck for Copperline Racing fan day: 800 foam fingers');
    expect(brief.items.map((i) => i.productType)).toEqual(['foam finger']);
    expect(brief.event).toBe('Copperline Racing fan day');
  });

  it('reads the people a product is for as no kind the catalogue lacks', () => {
    for (const q of ['400 finisher medals', '250 participant medals', '60 winner medals']) {
      expect(parse(q).items).toMatchObject([{ productType: 'medal', quantity: expect.any(Number) }]);
      expect(parse(q).items[0].missing).toBeUndefined();
    }
  });

  it('ends a list before a texting aside, so the last member is still a product the catalogue lacks', () => {
    expect(parse('for the open day: 300 mugs + stickers + kazoos lol').absent).toEqual(['stickers', 'kazoos']);
    expect(parse('150 hoodies, lanyards and harmonicas pls').absent).toEqual(['harmonicas']);
  });
});

describe('occasions in notes: a labelled line, an occasion said with its day, one held by the client', () => {
  it.each([
    ['- Event: spring open house, Thu Dec 10\n- 200 pens', 'spring open house'],
    ['Annual staff awards breakfast is Thu Jan 14. 80 mugs.', 'annual staff awards breakfast'],
    ['the bank is doing a ribbon cutting for the new branch on Tue Dec 15; 200 totes', 'ribbon cutting'],
    ["For Mr. Lowe's retirement party on Friday, Dec 18 we need 60 tumblers", 'retirement party'],
    ['Harbor Yacht Club winter awards dinner is Wed Dec 9 — 90 pint glasses', 'winter awards dinner'],
    ['They are throwing their holiday open house Sat Dec 12 — 300 koozies', 'holiday open house'],
    ['Birch Title wants closing gifts for their agents — 100 tumblers', 'closing gift'],
    ['We are planning a winter yoga retreat at the lodge, 60 mats. The retreat starts January 2nd.', 'winter yoga retreat'],
    ['Ribbon cutting at the new clinic, Thu Jan 7. 200 pens.', 'ribbon cutting'],
    ['Account: Alder Bakery | Next: send deck Mon\nHoliday open house of the bakery, Sat Dec 12. 150 mugs.', 'holiday open house'],
  ])('%j → %j', (q, event) => {
    expect(parse(q).event).toBe(event);
  });

  it('reads no event from a count with a suffix or from a name’s last word said with a day', () => {
    expect(parse('Looking at 200ish LED flashlights for members').event).toBeUndefined();
    expect(parse('Spring Member Day on Sat Dec 5: 200 pens').event).not.toBe('day');
  });
});

describe('occasions said as clients say them', () => {
  it.each([
    ['Deck for Copperline Data: 60 fleece vests for the product team offsite', 'product team offsite'],
    ['St. Mark’s Chapel wants 200 candles for the Easter sunrise service', 'Easter sunrise service'],
    ['Bellwood Middle School wants nurse appreciation gifts for 30 nurses, $15 each', 'nurse appreciation'],
    ['Oakdale Federal — customer appreciation week (March): 1,000 pens', 'customer appreciation week'],
    ['300 pens for our donor appreciation luncheon', 'donor appreciation luncheon'],
    ['Friends of Elm Park need it all by their spring gala: 40 awards', 'spring gala'],
    ['Teamsters Local 88 retirement dinner, May 3 — 60 watches', 'retirement dinner'],
    ['We are hosting a Lunar New Year festival and need 400 lanterns', 'lunar new year festival'],
    ['Orchard Row LLP is running an annual ethics workshop for 90 associates', 'annual ethics workshop'],
    ['For Fall Family Weekend we would like 300 scarves', 'fall family weekend'],
  ])('%j → %j', (brief, event) => {
    expect(parse(brief).event).toBe(event);
  });

  it('a place or a client after "at" is no event, and neither is a verb or "a night"', () => {
    expect(parse('Ms. Reyes at Elm Park Elementary wants 45 tumblers for her class').event).toBeUndefined();
    expect(parse('We are at the Harbourside Hotel and need 150 robes').event).toBeUndefined();
    expect(parse('The club is launching a night out soon; 50 caps please').event).toBeUndefined();
    expect(parse('Thank you for your appreciation of our work; 50 mugs please').event).toBeUndefined();
  });

  it.each([
    ['opening names', 'Local 88 Local 88 Local 88 '.repeat(150)],
    ['appreciations', 'staff appreciation '.repeat(220)],
    ['described words', 'for the the our a an team before our '.repeat(110)],
    ['names ending in occasions', 'For Spring Alumni Weekend Gala '.repeat(130)],
  ])('%s: read in well under a second', (_name, text) => {
    const started = performance.now();
    parse(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('when the occasion is, counted from today', () => {
  it.each([
    ['500 lanyards. Three weeks out.', 21],
    ['200 mugs, the fair is 10 days away', 10],
    ["we're a week away from launch, 200 mugs", 7],
  ])('%j → in %i days', (q, days) => {
    expect(parse(q).deadline?.days).toBe(days);
  });

  it('is no date when it is in the past', () => {
    expect(parse('we rolled out new shirts 3 weeks ago; 200 more please').deadline).toBeUndefined();
  });
});

describe('occasions said as clients say them, and counts that are no occasion', () => {
  it.each([
    ['they give them out at the holiday market, 250 totes', 'holiday market'],
    ['300 stress balls for spring break at the rec center', 'spring break'],
    ['for the Summer Reading Challenge: 400 bookmarks', 'summer reading challenge'],
  ])('%j → %j', (brief, event) => {
    expect(parse(brief).event?.toLowerCase()).toBe(event);
  });

  it('a price before a counted product is no occasion ("under $2.25 - 300 event wristbands")', () => {
    expect(parse('Lakeview Zoo, family night on Friday the 11th.\n- 500 flying discs, under $2.25\n- 300 event wristbands').event).toBe('family night');
  });
});

describe('a product word that names the kind of event, not the product', () => {
  it('an open request for a tech conference asks for no "tech" product, keeping the headcount and the price per piece', () => {
    const brief = parse("We're hosting a 300-person tech conference in March, need giveaways under $8 each, something people will actually keep");
    expect(brief.items).toEqual([]);
    expect(brief).toMatchObject({ event: '300-person tech conference', quantity: 300, budget: { kind: 'unit', cents: 800 } });
  });

  it.each([
    ['Ideas for our annual tech summit? About 150 attendees', 'annual tech summit'],
    ['250 giveaways for the spring golf tournament', 'spring golf tournament'],
  ])('%j asks for no product of the event’s kind', (request, event) => {
    const brief = parse(request);
    expect(brief.event).toBe(event);
    expect(brief.items).toEqual([]);
  });

  it('a product named beside such an event is still asked for', () => {
    const brief = parse('golf balls for our golf tournament, 200 sleeves');
    expect(brief.items.map((i) => i.productType)).toEqual(['golf ball']);
    expect(parse('tech gadgets for a tech summit, 250 people').items.map((i) => i.category)).toEqual(['Electronics']);
  });
});
