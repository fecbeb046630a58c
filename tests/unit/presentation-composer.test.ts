import { describe, expect, it } from 'vitest';
import { BRAND_TONES } from '../../contracts/branding.js';
import { composeDeck } from '../../server/writers/presentations/embedded.js';
import { parsePresentationPrompt, findCompanyName } from '../../server/writers/presentations/prompt.js';
import type { DeckProduct, PresentationBrief } from '../../server/ports/presentations.js';
import { deckGuidance } from '../../server/writers/presentations/guidance.js';
import { sanitizePresentationHtml } from '../../server/presentations/sanitize.js';
import { monthNamed, parseBrief } from '../../server/assistant/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

const BOTTLE_SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const BOTTLE: DeckProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Summit 24 oz Insulated Water Bottle',
  imageUrl: BOTTLE_SVG,
  keySellingPoint: 'Keeps drinks cold for 24 hours',
  category: 'Drinkware',
  unitPrice: 10.81,
  quantity: 300,
  minQuantity: 25,
  leadTime: '7 business days',
  productionDays: 7,
  supplierName: 'Keystone Imprint Group',
  itemNum: 'KIG-4410',
};

function brief(overrides: Partial<PresentationBrief> = {}): PresentationBrief {
  return {
    title: 'Trade Show Proposal',
    description: 'Booth giveaways for the spring expo',
    prompt: 'A trade show kit for Acme Robotics: 300 water bottles',
    request: parsePresentationPrompt('A trade show kit for Acme Robotics: 300 water bottles', ['Acme Robotics']),
    sender: {
      name: 'Dana Presenter',
      title: 'Account Manager',
      email: 'dana@summit.example',
      companyName: 'Summit Swag Co',
      website: 'https://summit.example',
      tone: 'professional',
      primaryColor: '#16A34A',
      secondaryColor: '#FDBA74',
      keywords: ['quality', 'speed'],
      services: ['Kitting', 'Fulfilment'],
      industries: ['Technology'],
    },
    company: {
      name: 'Acme Robotics',
      domain: 'acme-robotics.example',
      industry: 'Technology',
      headquarters: 'Austin, TX',
      companySize: '201-500',
      description: 'Acme Robotics builds warehouse robots.',
      recentActivity: 'Acme Robotics opened a new office in Denver.',
      promoOpportunities: 'New office: Welcome kits — Apparel, Drinkware',
      uniqueCharacteristics: null,
      eventParticipationLikelihood: 'High',
      researchSource: 'SwagScout directory',
      signals: [{ signalType: 'New Office', summary: 'Acme Robotics opened a Denver office', useCase: 'Office-opening welcome kits', nextSteps: ['Offer a welcome kit for the new office'], evidence: 'Acme Robotics opened a new office in Denver.', source: 'SwagScout built-in' }],
    },
    order: {
      items: [{ label: 'water bottle', quantity: 300, colours: ['Navy'], decoration: 'embroidery', relaxed: [], products: [BOTTLE] }],
      budget: { kind: 'total', amount: 4500 },
      deadline: { productionDays: 7, text: 'in 10 business days', shippingDays: 3 },
      event: 'FABTECH',
      absent: [],
    },
    date: 'Mar 4, 2026',
    ...overrides,
  };
}

describe('presentation prompt parsing', () => {
  it('finds the pipeline company, occasion, audience and industry (the order is the brief parser’s)', () => {
    const r = parsePresentationPrompt('Proposal for ACME robotics trade show: 300 water bottles and tote bags, budget $4,500', ['Acme', 'Acme Robotics', 'Beta Labs']);
    // The name as written stops at the lower-case words ('ACME'); the pipeline company is the one the deck is for.
    expect(r).toEqual({ companyName: 'Acme Robotics', clientName: 'ACME', occasion: 'Trade Show', audience: null, industry: null });
    expect(parsePresentationPrompt('Onboarding kits for 120 new hires at a hospital, $25 per person')).toEqual({
      companyName: null,
      clientName: null,
      occasion: 'Employee Onboarding',
      audience: 'new hires',
      industry: 'Healthcare',
    });
  });

  it('names the client from a CRM note’s label, a heading, a signature line, past a mail’s RE: and an emoji', () => {
    const named = (prompt: string) => parsePresentationPrompt(prompt).clientName;
    expect(named('Account: Juniper Lane Bakery | Stage: Proposal | Owner: K. Ruiz\nNotes: 80 aprons for the staff')).toBe('Juniper Lane Bakery');
    expect(named('Lead: Pecan Hollow Pecans | Owner: T. Ng | Stage: New\n40 tins')).toBe('Pecan Hollow Pecans');
    expect(named('Opportunity: Harlow Mutual Agency — Spring kickoff\nStage: Discovery | Amount: $4,000\nKayla wants 90 tumblers')).toBe('Harlow Mutual Agency');
    expect(named("Org: St. Agatha's School Foundation | Stage: Proposal\n60 padfolios")).toBe("St. Agatha's School Foundation");
    expect(named('Call notes — Ridgeway Water District (ops team), Tue 11/17\n- Marta wants 200 mugs')).toBe('Ridgeway Water District');
    expect(named('RE: Gifts for the gala\n\nHi Tom,\nWe need 100 tumblers.\n\nAna Ruiz | Events\nCedar Hill Hospital | 12 Main St')).toBe('Cedar Hill Hospital');
    expect(named('Teams chat\n[9:01 AM] Jo Park: need a deck for Lakeshore Rowing Association 🙏\n[9:02 AM] Jo Park: 60 hoodies')).toBe('Lakeshore Rowing Association');
    expect(named('Please quote 60 fleece vests.\n\n— Nora Quinn, Birch Hollow Farm Stand')).toBe('Birch Hollow Farm Stand');
    expect(named('Books on Wheels of Dale County is throwing a party for its drivers: 80 mugs')).toBe('Books on Wheels of Dale County');
    // A building's room under the signature is not the client.
    expect(named('We need 300 pens.\n\nDr. Kim Park\nDean, Westbrook Community College\nLibrary Center, Room 210')).toBe('Westbrook Community College');
  });

  it('names the client as the rep wrote it, and who the order is for in the brief’s words', () => {
    expect(parsePresentationPrompt('Deck for Brightline Dental: 500 pens for their patient goodie bags')).toMatchObject({ clientName: 'Brightline Dental' });
    expect(parsePresentationPrompt('200 bluetooth speakers for Vantage Realty’s top agents'.replace('’', "'"))).toMatchObject({ clientName: 'Vantage Realty', audience: 'top agents' });
    expect(parsePresentationPrompt('Orbit Fitness wants 250 cooling towels for their members')).toMatchObject({ clientName: 'Orbit Fitness', audience: 'members' });
    expect(parsePresentationPrompt('From a DM (client is Kite Labs): ideas for our hackathon, ~200 devs')).toMatchObject({ clientName: 'Kite Labs', audience: 'devs' });
    expect(parsePresentationPrompt("100 puffer vests, navy, for Ridgeline Roofers' foremen").clientName).toBe('Ridgeline Roofers');
    expect(parsePresentationPrompt('Prospecting deck for Alder Camp Co (not a client yet): 200 camp mugs').clientName).toBe('Alder Camp Co');
    // The occasion after the name, a name at the start, a clause, a forwarded note, a signature, the sender's domain.
    const named = (prompt: string) => parsePresentationPrompt(prompt).clientName;
    expect(named('Deck for the Harbor Lane Dental open house: 200 tote bags')).toBe('Harbor Lane Dental');
    expect(named('Give me a deck for the Okafor reunion: 120 tumblers')).toBe('Okafor');
    expect(named('Quick deck: Maple Court Apartments move-in gifts, 80 mugs')).toBe('Maple Court Apartments');
    expect(named('Maple Court Apartments resident mixer deck: 150 tumblers')).toBe('Maple Court Apartments');
    expect(named('Per our call, Maple Court Apartments will host a resident mixer; 150 tumblers, Expo is in May')).toBe('Maple Court Apartments');
    expect(named('Forwarded note from Dana at Bright Path Tutoring: 300 pencils for students')).toBe('Bright Path Tutoring');
    expect(named('Hi! 250 water bottles please. Thanks, Omar Reyes | Office Manager | Lakeshore Vet Clinic | 555-0100')).toBe('Lakeshore Vet Clinic');
    expect(named('From: Omar <omar@lakeshorevetclinic.com>\n250 water bottles please.\nOmar, Lakeshore Vet Clinic')).toBe('Lakeshore Vet Clinic');
    // No client named: nothing is made up from a greeting, a sentence's first word or a free mailbox.
    expect(named('Deck: 1,000 koozies for the tailgate. Budget is tight')).toBeNull();
    expect(named('Dear Sam, we need 100 hats. Tees would be nice too')).toBeNull();
    expect(named('From: Omar <omar.reyes@gmail.com>\n250 water bottles please. Omar Reyes')).toBeNull();
    // Products are not people: 'hand fans', 'bluetooth speakers'.
    expect(parsePresentationPrompt('1,000 stress balls + 1,000 hand fans for the festival booth').audience).toBeNull();
  });

  it('finds the client opening the brief, doing something in it, or named for what it is', () => {
    const named = (q: string) => parsePresentationPrompt(q).clientName;
    expect(named('Granite Peak Dental — patient kits: 300 toothbrush cases')).toBe('Granite Peak Dental');
    expect(named('Oakridge Rowing Club, regatta weekend in May: 120 towels')).toBe('Oakridge Rowing Club');
    expect(named('Kestrel (minor league hockey) — 2,000 foam fingers')).toBe('Kestrel');
    expect(named('Lumen Optics is exhibiting at PhotonCon: 500 lens cloths')).toBe('Lumen Optics');
    expect(named('fyi so Copper Kettle Bakery wants 200 aprons for the staff')).toBe('Copper Kettle Bakery');
    expect(named('Quote for the holiday mixer at The Wexford Hotel: 150 candles')).toBe('Wexford Hotel');
    expect(named('Put together 80 journals for Hillcrest Savings Bank staff')).toBe('Hillcrest Savings Bank');
    // An occasion written the same way is no client.
    expect(named('Holiday Party — 50 tumblers')).toBeNull();
    expect(named('Spring Gala, 200 glasses')).toBeNull();
    expect(named('Holiday party gifts, 200 mugs')).toBeNull();
  });

  it('keeps a name that opens with a month or day word, one with "for" or a number, and one right before its occasion', () => {
    const named = (q: string) => parsePresentationPrompt(q).clientName;
    expect(named('Hi Ana — Friends of the Millbrook Library need 80 totes by the book fair')).toBe('Friends of the Millbrook Library');
    expect(named('Marathon Savings Bank wants 300 mugs')).toBe('Marathon Savings Bank');
    expect(named('Homes for Heroes Foundation — 500 flags for the parade')).toBe('Homes for Heroes Foundation');
    expect(named('Teamsters Local 88 retirement dinner, May 3 — 60 watches')).toBe('Teamsters Local 88');
  });

  it('reads a client a rep wrote in lower case before the deck word, and no name from words that are not one', () => {
    const named = (q: string) => parsePresentationPrompt(q).clientName;
    expect(named('birch & vine florists deck - 200 tote bags for the spring market')).toBe('Birch & Vine Florists');
    expect(named('northgate dental presentation: 400 lip balms')).toBe('Northgate Dental');
    for (const q of ['quick deck - 300 mugs', 'open house deck: 300 totes', 'holiday party deck - 100 mugs', 'may deck - 100 mugs']) expect(named(q)).toBeNull();
    expect(named('can you build a deck for lantern lane books? 200 totes')).toBe('Lantern Lane Books');
    expect(named("deck for tin roof taproom's 3rd anniversary: 120 pint glasses")).toBe('Tin Roof Taproom');
    expect(named('hey, birch creek rowing wants 60 hoodies')).toBe('Birch Creek Rowing');
    for (const q of ['we need a deck for the spring fair, 200 mugs', 'can u make a deck for our client? 200 mugs', 'hey, we want 200 mugs']) expect(named(q)).toBeNull();
  });

  it('takes the client’s organisation from the signature, line by line, not an event, a heading, a pronoun or a company in the rep’s note', () => {
    const named = (q: string) => parsePresentationPrompt(q).clientName;
    const forwarded = [
      'Between us: do not bring up our deal with Blue Ridge Co-op.',
      '',
      '---------- Forwarded message ---------',
      'From: Ana Ruiz <ana@example.org>',
      'Date: Fri, Nov 20, 2026 at 9:00 AM',
      '',
      'We are exhibiting at the Great Lakes Dental Expo and everything needs to arrive by January 8: 500 pens.',
      '',
      'Ana Ruiz, DMD',
      'Lakeshore Orthodontics',
    ].join('\n');
    expect(named(forwarded)).toBe('Lakeshore Orthodontics');
    expect(named('INVITATION TO BID\nPine Hollow School District requests 3,000 pencils.')).toBe('Pine Hollow School District');
    // A rep's label for a note is no client.
    expect(named('Internal: they are shopping around.\nFwd: tumblers\nHello, we need 200 tumblers.\nDee Park | Alder Creek Insurance Agency')).toBe('Alder Creek Insurance Agency');
  });

  it('reads the occasion right after the client’s name and a dash or comma', () => {
    const event = (q: string) => parseBrief(q, generatedVocabulary(), new Date('2026-11-22T12:00:00Z')).event;
    expect(event('Granite Peak Dental — smile day is Friday, 300 toothbrush cases')).toBe('smile day');
    expect(event('Oakridge Rowing Club, regatta weekend in May: 120 towels')).toBe('regatta weekend');
    expect(event('Lumen Optics — Customer Week in March, 500 lens cloths')).toBe('customer week');
    expect(event('Acme, 200 mugs for trivia night')).toBe('trivia night');
    expect(event('We stayed the night at the lodge; 200 mugs please')).not.toBe('night');
  });

  it.each([
    ['capitals', 'ABCDEFGHIJ'.repeat(400)],
    ['names and dashes', 'Acme Acme — '.repeat(330)],
    ['names without an end', 'Hill Valley '.repeat(330) + 'x'],
  ])('reads a long brief of %s in well under a second', (_name, text) => {
    const started = performance.now();
    parsePresentationPrompt(text);
    parseBrief(text, generatedVocabulary(), new Date('2026-11-22T12:00:00Z'));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads the people the order is for however the brief names them', () => {
    const audience = (q: string) => parsePresentationPrompt(q).audience;
    expect(audience('Birch Roofing wants leave-behinds their crews can hand homeowners after a job')).toBe('homeowners');
    expect(audience('Kestrel — 2,000 foam fingers for the fans')).toBe('fans');
    expect(audience('deck for Halcyon Labs — their field engineers get a kit at the offsite')).toBe('field engineers');
    expect(audience('Summit Climbing new-member welcome kits: 300 chalk bags')).toBe('new members');
    expect(audience('the 5K is on the 12th and we need runner swag: 350 tees')).toBe('runners');
    expect(audience('300 tumblers, $12 per guest')).toBe('guests');
    expect(audience('200 mugs for the lobby')).toBeNull();
    // Kinds of people said before what they get.
    expect(audience('Lakeside Pediatrics — patient prize bags: 400 stress balls')).toBe('patients');
    expect(audience('Our Turkey Trot is Nov 26: 500 finisher medals and 500 tees')).toBe('finishers');
    expect(audience('Granite Climbing Gym: 80 member tumblers')).toBe('members');
    expect(audience('Eastside Little League: 30 coach polos')).toBe('coaches');
    expect(audience('deck for the crew gear please: 40 beanies')).toBe('crew');
    expect(audience('Prairie Seed Co-op: 300 caps for the growers who visit the booth')).toBe('growers');
    // The rep's own word for the buyer is nobody the deck speaks to.
    expect(audience('Client email: "We need 300 mugs for the lobby"')).toBeNull();
  });

  it('reads no occasion from the client’s own name', () => {
    expect(parsePresentationPrompt('Summit Orthodontics — 300 lip balms for the front desk')).toMatchObject({ clientName: 'Summit Orthodontics', occasion: null });
    expect(parsePresentationPrompt('Expo Realty wants 200 pens for their open house').occasion).toBeNull();
    // An event named with the word is still one.
    expect(parsePresentationPrompt('Deck for Acme: 300 mugs for our Leadership Summit in May').occasion).toBe('Trade Show');
  });

  it('does not take the last words of a client’s name for the people the order is for', () => {
    // 'Partners', 'Members', 'Clients' in a name are the client, not an audience a deck speaks to.
    expect(parsePresentationPrompt('Deck for Granite Ridge Capital Partners: 60 leather padfolios for the annual meeting')).toMatchObject({
      clientName: 'Granite Ridge Capital Partners',
      audience: null,
    });
    expect(parsePresentationPrompt('Pitch to Hillview Members Credit Union, 400 tote bags').audience).toBeNull();
    // The people after the name are still read, in any case.
    expect(parsePresentationPrompt('Deck for Granite Ridge Capital Partners: 60 padfolios for their limited partners').audience).toBe('limited partners');
    expect(parsePresentationPrompt('Subject: Welcome Kits for New Hires\n300 notebooks').audience).toBe('new hires');
    expect(parsePresentationPrompt('Gifts for our Top Agents, 40 speakers').audience).toBe('top agents');
  });

  it('matches company names as whole words only', () => {
    expect(findCompanyName('a deck for Acme', ['Acme', 'Acme Robotics'])).toBe('Acme');
    expect(findCompanyName('a deck for Acmeville', ['Acme'])).toBeNull();
    expect(findCompanyName('deck for AT&T (telecom)', ['AT&T'])).toBe('AT&T');
  });
});

describe('the built-in presentation composer', () => {
  it('gives the same HTML for the same brief', () => {
    expect(composeDeck(brief())).toBe(composeDeck(brief()));
  });

  it('writes every slide: title with the named event, what was asked, each item at its quantity, totals against budget and deadline, closing', () => {
    const html = composeDeck(brief());
    expect(html.match(/<section /g)).toHaveLength(5);
    expect(html).toContain('Trade Show Proposal');
    expect(html).toContain('FABTECH');
    expect(html).toContain('Prepared for Acme Robotics');
    expect(html).toContain('Acme Robotics opened a new office in Denver.');
    expect(html).toContain('300 × Water bottle (navy, embroidery)');
    expect(html).toContain(`src="${BOTTLE_SVG}"`);
    expect(html).toContain('Price at 300 units');
    expect(html).toContain('$10.81 each');
    expect(html).toContain('$3,243.00');
    expect(html).toContain('7 business days (fits in 10 business days)');
    expect(html).toContain('The recommended picks total $3,243.00: $1,257.00 under your $4,500.00 budget.');
    expect(html).toContain('Every recommended pick is produced within the 7 business days available (in 10 business days, less 3 for shipping).');
    expect(html).toContain('dana@summit.example');
    expect(html).toContain('Services: Kitting and Fulfilment');
    expect(html).toContain('background: #16A34A');
    expect(html).toContain('#FDBA74');
  });

  it('keeps the rep’s guidance, signals, suppliers, item numbers and keywords off the slides and returns them beside the deck', () => {
    const html = composeDeck(brief());
    for (const secret of ['Supplier', 'Keystone Imprint Group', 'KIG-4410', 'Offer a welcome kit', 'Office-opening welcome kits', 'New Office:', 'quality and speed']) expect(html).not.toContain(secret);
    const guidance = deckGuidance(brief());
    expect(guidance.nextSteps).toEqual(['Offer a welcome kit for the new office']);
    expect(guidance.pitchNotes.join(' ')).toContain('supplier Keystone Imprint Group, item KIG-4410');
    expect(guidance.keywords).toEqual(['quality', 'speed']);
    expect(guidance.sources).toContainEqual({ fact: 'Acme Robotics opened a Denver office', source: 'SwagScout built-in: Acme Robotics opened a new office in Denver.' });
  });

  it('says a pick is in time only with the supplier\'s rush service, beside it and in the summary', () => {
    const rushed = { ...BOTTLE, leadTime: '12 business days', productionDays: 12, rushNeeded: true };
    const html = composeDeck(
      brief({ order: { items: [{ label: 'water bottle', quantity: 300, colours: [], decoration: null, relaxed: [], products: [rushed] }], budget: null, deadline: { productionDays: 6, text: 'by Friday, December 4, 2026', shippingDays: 3 }, event: null, absent: [] } }),
    );
    expect(html).toContain('In time for your date only with the supplier&#39;s rush service.');
    expect(html).toContain('12 business days as standard; with the supplier&#39;s rush service it is ready by Friday, December 4, 2026');
    expect(html).toContain('it is in time only with the supplier&#39;s rush service.');
    expect(html).not.toContain('we will confirm rush production');
  });

  it('states a budget overrun, a production time past the deadline and what the catalogue lacks', () => {
    const late = { ...BOTTLE, leadTime: '15 business days', productionDays: 15 };
    const html = composeDeck(
      brief({ order: { items: [{ label: 'water bottle', quantity: 300, colours: [], decoration: null, relaxed: ['deadline'], products: [late] }], budget: { kind: 'unit', amount: 9 }, deadline: { productionDays: 7, text: 'in 10 business days', shippingDays: 3 }, event: null, absent: ['sunglasses'] } }),
    );
    expect(html).toContain('The Summit 24 oz Insulated Water Bottle is $10.81 per unit: over your $9.00 per unit budget.');
    expect(html).toContain('takes 15 business days, longer than the 7 business days available (in 10 business days, less 3 for shipping)');
    expect(html).toContain('No water bottle in the catalog is available within the deadline; these are the closest.');
    expect(html).toContain('The catalog has no sunglasses.');
  });

  it('holds each pick to its own item’s price when the brief priced the items apart', () => {
    const clip = { ...BOTTLE, id: 'clip-1', name: 'Harbor Chip Clip', unitPrice: 1.37 };
    const pen = { ...BOTTLE, id: 'pen-1', name: 'Willow Click Pen', unitPrice: 0.63 };
    const items = [
      { label: 'chip clip', quantity: 250, colours: [], decoration: null, relaxed: ['budget' as const], products: [clip], unitBudget: 1 },
      { label: 'pen', quantity: 250, colours: [], decoration: null, relaxed: [], products: [pen], unitBudget: 0.75 },
    ];
    const html = composeDeck(brief({ order: { items, budget: { kind: 'unit', amount: 0.75 }, deadline: null, event: null, absent: [] } }));
    expect(html).toContain('The Harbor Chip Clip is $1.37 per unit, over your $1.00 per unit budget for the chip clip.');
    expect(html).not.toContain('over your $0.75 per unit budget');
    const within = composeDeck(brief({ order: { items: [items[1]!], budget: null, deadline: null, event: null, absent: [] } }));
    expect(within).toContain('Every recommended pick is within your $0.75 per unit budget.');
  });

  it('states the lowest price asked, and a pick under it', () => {
    const order = (unitPrice: number) => ({ items: [{ label: 'water bottle', quantity: 300, colours: [], decoration: null, relaxed: [], products: [{ ...BOTTLE, unitPrice }] }], budget: null, priceFloor: 12, deadline: null, event: null, absent: [] });
    const fine = composeDeck(brief({ order: order(13.4) }));
    expect(fine).toContain('Price: from $12.00 per unit');
    expect(fine).toContain('Every recommended pick is at least $12.00 per unit, as asked.');
    expect(composeDeck(brief({ order: order(10.81) }))).toContain('The Summit 24 oz Insulated Water Bottle is $10.81 per unit: under the $12.00 per unit asked.');
  });

  it('makes up no quantity the brief does not state: each product at its own minimum order, said so', () => {
    const atMinimum = { ...BOTTLE, unitPrice: 13.4, quantity: 25 };
    const b = brief({ order: { items: [{ label: 'water bottle', quantity: null, colours: [], decoration: null, relaxed: [], products: [atMinimum] }], budget: null, deadline: null, event: null, absent: [] } });
    const html = composeDeck(b);
    expect(html).toContain('Water bottle (quantity to be confirmed)');
    expect(html).not.toContain(" × Water bottle");
    expect(html).toContain('Price at its minimum order of 25 units');
    expect(html).toContain('25 (minimum)');
    expect(html).toContain('$335.00'); // 25 × $13.40
    expect(deckGuidance(b).pitchNotes.join(' ')).toContain('at its minimum order of 25 units');
  });

  it('tells the client the month the brief places the order in when it names no date', () => {
    const b = brief({ order: { items: [{ label: 'water bottle', quantity: 300, colours: [], decoration: null, relaxed: [], products: [BOTTLE] }], budget: null, deadline: null, month: 'March 2027', event: null, absent: [] } });
    expect(composeDeck(b)).toContain('Timing: March 2027');
    // The month is read as the next one from today, never as a deadline to produce by.
    const now = new Date('2026-11-22T12:00:00Z');
    expect(monthNamed('Welcome kits for the interns starting in March, 80 hoodies', now)).toBe('March 2027');
    expect(monthNamed('kits for our November open house', now)).toBe('November 2026');
    expect(monthNamed('300 mugs by March 12', now)).toBeNull();
    expect(monthNamed('May we see some tumblers?', now)).toBeNull();
    // A month in brackets after the occasion.
    expect(monthNamed('Harbor Dental — patient appreciation week (February): 400 toothbrush kits', now)).toBe('February 2027');
    expect(monthNamed('(May we also see mugs?)', now)).toBeNull();
  });

  it('says "1 unit", not "1 units", for a product sold one at a time', () => {
    const award = { ...BOTTLE, name: 'Crystal Star Award', unitPrice: 95, quantity: 1, minQuantity: 1 };
    const html = composeDeck(brief({ order: { items: [{ label: 'crystal award', quantity: null, colours: [], decoration: null, relaxed: [], products: [award] }], budget: null, deadline: null, event: null, absent: [] } }));
    expect(html).toContain('Price at its minimum order of 1 unit<');
    expect(html).not.toContain('1 units');
  });

  it('words the deck differently for every brand tone', () => {
    const decks = BRAND_TONES.map((tone) => composeDeck(brief({ sender: { ...brief().sender, tone } })));
    expect(new Set(decks).size).toBe(BRAND_TONES.length);
    expect(decks[0]).toContain('Promotional Product Proposal');
    expect(decks[BRAND_TONES.indexOf('casual')]).toContain('Swag Ideas');
    expect(decks[BRAND_TONES.indexOf('formal')]).toContain('Respectfully prepared for Acme Robotics');
  });

  it('speaks to the audience when no company is named, and falls back to the default colours', () => {
    const request = parsePresentationPrompt('Holiday gifts for our clients');
    const html = composeDeck(brief({ request, company: null, order: { items: [], budget: null, deadline: null, event: null, absent: [] }, sender: { ...brief().sender, primaryColor: 'not-a-colour' } }));
    expect(html).toContain('Prepared for your clients');
    expect(html).toContain('Occasion: Holiday Gifting');
    expect(html).toContain('#7E69AB');
    expect(html).not.toContain('not-a-colour');
  });

  it('escapes what it did not write, and survives sanitising unchanged in substance', () => {
    const html = composeDeck(brief({ title: '<script>alert(1)</script> & co', description: '"quoted" <b>bold</b>' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    const clean = sanitizePresentationHtml(html);
    expect(clean.match(/<section /g)).toHaveLength(5);
    expect(clean).toContain(`src="${BOTTLE_SVG}"`);
    expect(clean).toContain('#16A34A');
  });
});

describe('the deck prompt reader on long input', () => {
  it('reads 64,000 characters of repeated names and people in well under a second', () => {
    for (const unit of ['Deck for Acme Acme Acme ', 'for the the the new hires ', 'client is Big Big Big ', 'Local 88 Local 88 of the ', 'Friends for Friends for ']) {
      const started = performance.now();
      parsePresentationPrompt(unit.repeat(Math.floor(64_000 / unit.length)));
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
