import type { EvalCase } from '../expect.js';

/**
 * The third set of fresh requests for the chat assistant — the development half, dev-3.ts.
 *
 * 160 requests written the way clients of promotional-products distributors write to their rep:
 * emails with greetings and signatures (r3-em-), texts and chats with typos and shorthand
 * (r3-tx-), "do you have…?" questions (r3-qu-), several products in one message (r3-mu-) and
 * 2–3-turn conversations (r3-cv-): 45, 45, 25, 20 and 25 of them.
 *
 * Written on 2026-11-29 by an independent helper from public facts only: the built-in catalogue's
 * data (seed/catalogue/: categories, product names, colours, price breaks, minimums, production
 * days, made-in and eco flags), docs/product.md#chat-assistant, contracts/chat.ts, the types and
 * doc comments of ../expect.ts and the reading conventions in the header of ./cases.ts — without
 * reading the assistant's code, the earlier fresh sets or the earlier evaluation questions, and
 * without running the assistant. Every type was checked against the catalogue's product names
 * (an absent type matches none of the 20,000 generated names), every colour against the
 * catalogue's colours, and every case's fit count against the 4,000-product evaluation catalogue.
 *
 * Split once, by a rule that does not look at the content: all 160 ids sorted in plain string
 * order, the 1st, 3rd, 5th… went to dev-3.ts (DEV_3_CASES) and the 2nd, 4th, 6th… to
 * held-out-3.ts (HELD_OUT_3_CASES), 80 each.
 *
 * The conventions of ./cases.ts apply ("now" is Sunday 22 November 2026, production days are the
 * working days to the date minus 3, and so on). Readings decided beyond them, stated generally
 * (the expectations themselves show how each case was read):
 * - Budget wording: "around $X", "about $X", "up to $X", "$X is our budget", "stay at $X or
 *   under" are all at most X; "about N" pieces is N. A bare amount after "under" or "max" in a
 *   text is dollars unless cents are said.
 * - Quantities written as words are quantities; "a"/"an" before each of several items is one of
 *   each; "1k"/"2k" shorthand is thousands; a count of the units the catalogue prices by (packs)
 *   is the quantity. Ordinals, "24/7", age divisions, race distances, class years and
 *   abbreviated years are never quantities, nor are counts of staff, members, rooms or
 *   locations in a signature when a quantity is named.
 * - Dates: a numeric date is month/day; a weekday alone ("by fri") is the coming one; "by the
 *   Nth" with no month is the next Nth to come; an event's date (gala, party, race, show…) is the date the
 *   products are needed by. "ASAP" names no date: no production limit, and not noDeadline.
 * - Preferences are not constraints: besides "prefer", "if possible", "would be a bonus", also
 *   "ideally", "if you have it", "if poss".
 * - "Cheapest", "cheapest first", "price low to high" → sorted 'price'; "fastest", "fastest
 *   turnaround", "ship fastest" → sorted 'productionDays'.
 * - Vague requests: an occasion that names a catalogue category is that category ("tech" gifts
 *   are the Tech or Electronics category); one that names a catalogue theme is that theme.
 * - A type is read at the narrowness the client names it, in the catalogue's wording (a
 *   qualified type is only that kind; an unqualified one any kind); where the catalogue has
 *   several names for the same thing, the expectation lists them all. A product that shares only
 *   a word with a catalogue type but is a different thing is absent.
 * - A colour that no product of the type comes in is kept as a constraint; such cases, like the
 *   other ones that cannot be met (a quantity under every minimum, a budget under every price, a
 *   deadline no product meets, eco where no product of the type is eco), carry a comment saying
 *   so, and the assistant is expected to show the closest products and name what it relaxed.
 * - A total budget stays the total when a follow-up changes the quantity: it is divided again by
 *   the new quantity, rounded down.
 * - A turn that only thanks shows no products (noProducts).
 */
export const DEV_3_CASES: EvalCase[] = [
  {
    id: 'r3-cv-01',
    turns: [
      { q: 'Need 150 tumblers under $15 each', expect: { productType: 'tumbler', qty: 150, maxUnitCents: 1500 } },
      { q: 'any in navy?', expect: { productType: 'tumbler', qty: 150, maxUnitCents: 1500, colour: 'navy', intentQty: 150, intentColours: ['navy'] } },
      { q: 'what about 500?', expect: { productType: 'tumbler', qty: 500, maxUnitCents: 1500, colour: 'navy', intentQty: 500 } },
    ],
  },
  {
    id: 'r3-cv-03',
    turns: [
      { q: '1,000 pens under $1', expect: { productType: 'pen', qty: 1000, maxUnitCents: 100 } },
      { q: 'Separate order: 200 mouse pads for the IT department', expect: { productType: 'mouse pad', qty: 200, intentQty: 200, intentColours: [] } },
    ],
  },
  {
    id: 'r3-cv-05',
    turns: [
      { q: 'Golf umbrellas, 48 pieces', expect: { productType: 'umbrella', qty: 48 } },
      { q: 'in red?', expect: { productType: 'umbrella', qty: 48, colour: 'red', intentQty: 48, intentColours: ['red'] } },
      { q: 'Different question: do you sell rain boots?', expect: { productType: 'rain boot', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r3-cv-07',
    turns: [
      { q: 'backpacks for 36 new hires', expect: { productType: 'backpack', qty: 36 } },
      { q: 'laptop ones specifically, in gray', expect: { productType: 'laptop backpack', qty: 36, colour: 'gray', intentQty: 36 } },
    ],
  },
  {
    id: 'r3-cv-09',
    turns: [
      { q: '72 white ceramic mugs', expect: { productType: 'ceramic mug', qty: 72, colour: 'white' } },
      { q: 'what about the 15 oz size?', expect: { productType: '15 oz ceramic mug', qty: 72, colour: 'white', intentQty: 72 } },
    ],
  },
  {
    id: 'r3-cv-11',
    turns: [
      { q: '200 t-shirts in royal blue', expect: { productType: ['t-shirt', 'tee'], qty: 200, colour: 'royal blue' } },
      { q: 'also need 200 baseball caps', expect: { productType: 'baseball cap', qty: 200 } },
    ],
  },
  {
    id: 'r3-cv-13',
    turns: [
      { q: 'Need notebooks for a conference', expect: { productType: 'notebook' } },
      { q: '500 of them, navy', expect: { productType: 'notebook', qty: 500, colour: 'navy', intentQty: 500, intentColours: ['navy'] } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  // second turn cannot be met in full: no eco-friendly softshell jacket
  {
    id: 'r3-cv-15',
    turns: [
      { q: 'softshell jackets for the field crew, 30 of them', expect: { productType: 'softshell jacket', qty: 30 } },
      { q: 'they have to be eco-friendly, client is strict about that', expect: { productType: 'softshell jacket', qty: 30, eco: true, intentQty: 30 } },
    ],
  },
  {
    id: 'r3-cv-17',
    turns: [
      { q: 'Do you have Bluetooth trackers?', expect: { productType: 'tracker' } },
      { q: 'how about 100 at $12 or less', expect: { productType: 'tracker', qty: 100, maxUnitCents: 1200 } },
    ],
  },
  {
    id: 'r3-cv-19',
    turns: [
      { q: 'fleece blankets for 90 employees, under $25', expect: { productType: 'blanket', qty: 90, maxUnitCents: 2500 } },
      { q: 'what about 200?', expect: { productType: 'blanket', qty: 200, maxUnitCents: 2500, intentQty: 200 } },
    ],
  },
  {
    id: 'r3-cv-21',
    turns: [
      { q: 'lunch cooler bags, 100', expect: { productType: 'cooler bag', qty: 100 } },
      { q: 'they need to be made in the USA', expect: { productType: 'cooler bag', qty: 100, madeIn: 'US' } },
    ],
  },
  {
    id: 'r3-cv-23',
    turns: [
      { q: 'first aid kits, 150', expect: { productType: 'first aid kit', qty: 150 } },
      { q: 'cheapest first please', expect: { productType: 'first aid kit', qty: 150, sorted: 'price' } },
    ],
  },
  {
    id: 'r3-cv-25',
    turns: [
      { q: 'wireless earbuds for 15 sales reps', expect: { productType: 'earbud', qty: 15 } },
      { q: 'under $20 each', expect: { productType: 'earbud', qty: 15, maxUnitCents: 2000, intentQty: 15 } },
    ],
  },
  {
    id: 'r3-em-02',
    q: `Good morning Jess,

Our nursing units are switching to new ID badges and we need lanyards to go with them. Infection control asked that they be the breakaway kind. We're looking at 600 pieces in blue, and I was told to keep it under $1.50 apiece.

Could you send over a few options?

Best regards,
Theresa Okafor, RN, MSN
Clinical Education Manager
St. Brigid Regional Medical Center
3100 W. Harmon Rd, Building C, Omaha NE 68114
Office 402-555-0177 | 1,140 beds · 4,800 staff`,
    expect: { productType: 'breakaway safety lanyard', qty: 600, maxUnitCents: 150, colour: ['blue', 'navy'] },
  },
  {
    id: 'r3-em-04',
    q: `Hey Marco,

Tap room's running low on glassware. Can you quote us 144 pint glasses (the standard 16 oz shaker style) with our logo, one color print? Budget is $6 a glass, max. No rush on these, whenever they're ready is fine.

Cheers,
Gus Hallorann
Owner, Three Forks Brewing Co.
Est. 2014 · 77 Depot St, Bozeman MT
406-555-0133`,
    expect: { productType: 'pint glass', qty: 144, maxUnitCents: 600, noDeadline: true },
  },
  // cannot be met in full: the catalogue has no yellow apparel
  {
    id: 'r3-em-06',
    q: `Morning,

We need 200 safety yellow t-shirts for our crews, short sleeve, company logo on the back. Need them before our Jan 4 site kickoff.

Thanks,
Dale Whitcomb
Safety Director
Whitcomb & Sons Construction
OSHA 30 certified · 14 job sites · 8901 Industrial Pkwy, Tulsa OK
918-555-0108`,
    expect: { productType: 't-shirt', qty: 200, colour: 'yellow', maxProductionDays: 28 },
  },
  {
    id: 'r3-em-08',
    q: `Hi!

Our team closes around 120 homes a year and we'd like something useful to hand out at open houses. I was thinking tape measure keychains, 250 to start? Under $2.50 each please.

Warmly,
Jenna Morales, REALTOR®
The Morales Group | Keller Crest Realty
DRE #02118734
(916) 555-0149 · 4500 J Street, Sacramento`,
    expect: { productType: 'tape measure', qty: 250, maxUnitCents: 250 },
  },
  {
    id: 'r3-em-10',
    q: `Hi, Coach Pete here from Valley United Youth Soccer.

Our end of season party is Thursday December 10th. We need 180 participation medals with ribbons, and our budget is $5 per medal.

Pete Rasmussen
Valley United YSC, U8-U14 divisions
(763) 555-0147`,
    expect: { productType: 'medal', qty: 180, maxUnitCents: 500, maxProductionDays: 11 },
  },
  {
    id: 'r3-em-12',
    q: `Good afternoon,

Our firm is welcoming a new class of associates and we'd like padfolios for each, 40 total, black, with the firm's name debossed. Our budget is $30 each.

Kind regards,
Eleanor Whitfield
Director of Professional Development
Harrow, Blake & Stein LLP
One Liberty Plaza, 32nd Floor, New York NY 10006
T 212.555.0171`,
    expect: { productType: 'padfolio', qty: 40, maxUnitCents: 3000, colour: 'black' },
  },
  {
    id: 'r3-em-14',
    q: `Hi Rob,

Winter's coming and our agency wants ice scrapers with our logo to hand out at the Harvest Fest booth and in the office. Probably 750. Anything under $2?

Thanks,
Beth Kowalski
Kowalski Insurance Agency · Auto, Home, Life
Serving Duluth since 1988
218-555-0125`,
    expect: { productType: 'ice scraper', absent: true, qty: 750, maxUnitCents: 200 },
  },
  {
    id: 'r3-em-16',
    q: `Hi Sam,

Same as every year, we'd like desk calendars for our clients for 2027, 300 of them, under $5 each. They go out with our year-end letters so we need them by December 15.

Thanks!
Greg Palmer, CPA
Palmer & Associates, PLLC
Tax · Audit · Advisory
711 Elm St, Suite 300, Springfield MO 65806
417-555-0190`,
    expect: { productType: 'calendar', qty: 300, maxUnitCents: 500, maxProductionDays: 14 },
  },
  // cannot be met in full: no eco-friendly lunch cooler bag
  {
    id: 'r3-em-18',
    q: `Hi Owen,

The co-op board approved a member gift for our 50th anniversary: insulated lunch cooler bags, 300 of them. Since we're a food co-op, they must be eco-friendly, no exceptions. Around $10 each.

Thanks,
Ruth Abernathy
Member Services, Willow Creek Food Co-op
Owned by 6,500 members · 315 Elm St, Northampton MA
413-555-0120`,
    expect: { productType: 'cooler bag', qty: 300, maxUnitCents: 1000, eco: true },
  },
  {
    id: 'r3-em-20',
    q: `Hi Tony,

Looking for custom car air fresheners with our dealership logo, 500 pcs. We'd hand them out with every service visit.

Thanks
Rick Alvarez
General Sales Manager
Sunset Ford · 9800 Auto Mall Dr, Henderson NV
702-555-0141 | Open 7 days`,
    expect: { productType: 'air freshener', absent: true, qty: 500 },
  },
  {
    id: 'r3-em-22',
    q: `Hello,

Our church would like to thank our 45 volunteers at the Christmas dinner with a small gift, maybe a hot cocoa set? We'd like to spend no more than $18 each.

Blessings,
Pastor Ruth Daniels
Grace Fellowship Church
1717 Church St · Macon GA · 478-555-0152`,
    expect: { productType: 'hot cocoa', qty: 45, maxUnitCents: 1800 },
  },
  {
    id: 'r3-em-24',
    q: `Hi,

Our service techs leave a little something behind after every call, and this year we want LED flashlights with our logo. 200 pieces, black only please, under $6 each.

Thanks,
Marty Sokol
Sokol Heating & Cooling · 24/7 Emergency Service
License #HV-44821 · 612-555-0174`,
    expect: { productType: 'flashlight', qty: 200, maxUnitCents: 600, colour: 'black' },
  },
  {
    id: 'r3-em-26',
    q: `Hi Nicole,

For our client holiday gift we're thinking wireless chargers, 75 units, white, under $25. They need to be delivered by December 15 so we can ship them out.

Thanks,
Dev Patel
Account Director, Brightline Creative
330 N Wabash Ave, Chicago IL · 312-555-0148`,
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 75, maxUnitCents: 2500, colour: 'white', maxProductionDays: 14 },
  },
  {
    id: 'r3-em-28',
    q: `Good morning,

First Harbor Bank would like 500 metal pens in silver for the teller lines at our 12 branches. Please keep it under $2 per pen.

Thank you,
Lydia Chen
VP Marketing, First Harbor Bank · Member FDIC
NMLS #449102 · 207-555-0126`,
    expect: { productType: ['metal ballpoint pen', 'metal pen'], qty: 500, maxUnitCents: 200, colour: 'silver' },
  },
  {
    id: 'r3-em-30',
    q: `Hello,

City of Oakdale Parks & Rec is stocking up for the summer concert series. We'd like 400 flying discs in orange with our logo for under $2.50 each.

Thanks,
Jamal Whitaker
Recreation Supervisor, City of Oakdale
Community Center, 150 Civic Way · 209-555-0144`,
    expect: { productType: ['flying disc', 'frisbee'], qty: 400, maxUnitCents: 250, colour: 'orange' },
  },
  // cannot be met in full: the catalogue has no maroon (burgundy) seat cushion
  {
    id: 'r3-em-32',
    q: `Hi there,

Eastview High Athletic Boosters would like 150 stadium seat cushions in our school color, burgundy, to sell at home games.

Go Eagles!
Cindy Marsh
Booster Club Treasurer
Eastview High School · 1 Eagle Way · 440-555-0177`,
    expect: { productType: 'seat cushion', qty: 150, colour: 'maroon' },
  },
  {
    id: 'r3-em-34',
    q: `Dear Pat,

Green Valley Land Trust would like 200 recycled tote bags in forest green for our spring members' event. We can spend up to $6 per bag.

With gratitude,
Miriam Holt
Outreach Coordinator, Green Valley Land Trust
Protecting 14,000 acres since 1979
802-555-0139`,
    expect: { productType: ['recycled cotton tote', 'rpet shopping tote'], qty: 200, maxUnitCents: 600, colour: 'forest green' },
  },
  {
    id: 'r3-em-36',
    q: `Hi,

Our roastery wants enamel camp mugs for the retail shelf, 100 in white. We need to stay at $12 or under.

Thanks!
Ana Ruiz
Owner, Ridgeline Coffee Roasters
Roasting in small batches since 2011
1020 Pearl St, Boulder CO · 303-555-0153`,
    expect: { productType: ['camp mug', 'campfire mug'], qty: 100, maxUnitCents: 1200, colour: 'white' },
  },
  {
    id: 'r3-em-38',
    q: `Hello,

The Harborview Maritime Museum gift shop is interested in custom playing cards featuring our lighthouse illustration. We'd start with 300 decks.

Kind regards,
Louise Barrow
Retail Manager, Harborview Maritime Museum
Open Tue-Sun · 18 Wharf St, Mystic CT · 860-555-0127`,
    expect: { productType: 'playing card', absent: true, qty: 300 },
  },
  {
    id: 'r3-em-40',
    q: `Hi,

We'd like 100 hard hats with our logo decal for site visitors.

Thanks,
Jorge Medina
Project Manager
Medina Builders Inc. · Commercial & Industrial
License #CB-1142 · 305-555-0161`,
    expect: { productType: 'hard hat', absent: true, qty: 100 },
  },
  {
    id: 'r3-em-42',
    q: `Hi Meg,

Our board wants the member referral gift to be a power bank. 100 units, black, $15 max. Everything we buy has to be made in the USA, board policy.

Thanks,
Janet Ruiz
Marketing Director, Keystone Federal Credit Union
Federally insured by NCUA · 717-555-0111`,
    expect: { productType: 'power bank', qty: 100, maxUnitCents: 1500, colour: 'black', madeIn: 'US' },
  },
  {
    id: 'r3-em-44',
    q: `Dear Sir or Madam,

The Westbrook University Alumni Association is hosting a holiday wine tasting on December 15 and would like 300 stemless wine glasses etched with our seal. Our budget is $7 per glass.

Sincerely,
Patricia Nolan '94
Director of Alumni Relations
Westbrook University · 330-555-0192`,
    expect: { productType: 'wine glass', qty: 300, maxUnitCents: 700, maxProductionDays: 14 },
  },
  {
    id: 'r3-mu-01',
    q: `Hi Kim,

For our branch open house we need 300 tote bags, 300 pens and 300 koozies, all in navy. Totes under $4, pens under $1, koozies under $2.

Thanks,
Sheila Grant
Community Relations, Lakeshore Savings Bank
Branch #7 · 2210 Lake Ave · 262-555-0136`,
    expect: { colour: 'navy', items: [{ productType: 'tote', qty: 300, maxUnitCents: 400 }, { productType: 'pen', qty: 300, maxUnitCents: 100 }, { productType: 'can cooler', qty: 300, maxUnitCents: 200 }] },
  },
  {
    id: 'r3-mu-03',
    q: 'for our school supply drive: 500 pencils, 500 composition notebooks and 500 rulers',
    expect: { items: [{ productType: 'pencil', qty: 500 }, { productType: 'composition notebook', qty: 500 }, { productType: 'ruler', absent: true, qty: 500 }] },
  },
  {
    id: 'r3-mu-05',
    q: 'need 200 pint glasses, 500 bottle opener keychains and 100 trucker hats for the taproom anniversary',
    expect: { items: [{ productType: 'pint glass', qty: 200 }, { productType: 'bottle opener', qty: 500 }, { productType: ['trucker hat', 'trucker cap'], qty: 100 }] },
  },
  {
    id: 'r3-mu-07',
    q: 'first trade show ever!! we need a 6 ft table throw, a retractable banner and a feather flag, everything in blue',
    expect: { qty: 1, colour: ['blue', 'navy'], items: [{ productType: ['table throw', 'table cover'] }, { productType: 'banner stand' }, { productType: 'feather flag' }] },
  },
  {
    id: 'r3-mu-09',
    q: "Hi Beth, for the kids' treasure chest we'd like 500 lip balms and 500 temporary tattoos, under $1 each. Thanks! Lorena, Bright Smiles Family Dentistry, (512) 555-0164",
    expect: { maxUnitCents: 100, items: [{ productType: 'lip balm', qty: 500 }, { productType: ['temporary tattoo', 'tattoo sheet'], qty: 500 }] },
  },
  {
    id: 'r3-mu-11',
    q: `Hi Jordan,

For the Doyle Family Foundation golf classic we'd like 72 sleeves of golf balls, 72 golf towels and 72 divot tools.

Best,
Kevin Doyle · 614-555-0183`,
    expect: { items: [{ productType: 'golf ball', qty: 72 }, { productType: 'golf towel', qty: 72 }, { productType: 'divot tool', absent: true, qty: 72 }] },
  },
  {
    id: 'r3-mu-13',
    q: `Hello,

For our annual member conference we need 800 lanyards, 800 badge holders and 800 pocket notebooks, delivered by January 8.

Regards,
Howard Pryce
Events Manager, Ohio Society of Engineers
4,100 members · 61 Jefferson Ave, Columbus OH`,
    expect: { maxProductionDays: 32, items: [{ productType: 'lanyard', qty: 800 }, { productType: 'badge holder', qty: 800 }, { productType: 'pocket notebook', qty: 800 }] },
  },
  {
    id: 'r3-mu-15',
    q: `Hi! Wellness fair in February. 500 hand sanitizers, 500 lip balms and 200 pedometers please.

Gina Torres, Benefits Coordinator
County of Marin HR · 415-555-0105`,
    expect: { items: [{ productType: 'hand sanitizer', qty: 500 }, { productType: 'lip balm', qty: 500 }, { productType: ['pedometer', 'step counter'], qty: 200 }] },
  },
  {
    id: 'r3-mu-17',
    q: `Hi,

For the hotel's reopening we'd like 1,000 mint tins, 250 natural jute totes and 1,000 pens in gold.

Regards,
Simone Duarte · The Larkspur Hotel · 912-555-0135`,
    expect: { items: [{ productType: 'mint', qty: 1000 }, { productType: 'jute market tote', qty: 250, colour: 'natural' }, { productType: 'pen', qty: 1000, colour: 'gold' }] },
  },
  {
    id: 'r3-mu-19',
    q: `Hello,

Eastview High would like 200 stadium seat cushions and 200 bucket hats, both in navy, under $12 each.

Cindy Marsh, Booster Club Treasurer · 440-555-0177`,
    expect: { colour: 'navy', maxUnitCents: 1200, items: [{ productType: 'seat cushion', qty: 200 }, { productType: 'bucket hat', qty: 200 }] },
  },
  {
    id: 'r3-qu-01',
    q: "Do you carry fleece quarter-zips in maroon? We'd need about 30.",
    expect: { productType: 'quarter-zip', qty: 30, colour: 'maroon' },
  },
  {
    id: 'r3-qu-03',
    q: 'Do you have anything for a wellness fair under $2?',
    expect: { category: 'Health & Wellness', maxUnitCents: 200 },
  },
  {
    id: 'r3-qu-05',
    q: 'Which power banks ship fastest? We need 50.',
    expect: { productType: 'power bank', qty: 50, sorted: 'productionDays' },
  },
  {
    id: 'r3-qu-07',
    q: 'Can we get insulated water bottles made in the USA? 100 of them.',
    expect: { productType: 'insulated water bottle', qty: 100, madeIn: 'US' },
  },
  // cannot be met in full: 100 is below every lapel pin minimum
  {
    id: 'r3-qu-09',
    q: 'Do you have lapel pins? Need 100 for our 25th anniversary.',
    expect: { productType: 'lapel pin', qty: 100 },
  },
  {
    id: 'r3-qu-11',
    q: 'Do you carry scarves? Looking for 80 for our volunteers.',
    expect: { productType: 'scarf', absent: true, qty: 80 },
  },
  {
    id: 'r3-qu-13',
    q: 'Any tech gifts around $20 for a remote team of 40?',
    expect: { category: ['Tech', 'Electronics'], qty: 40, maxUnitCents: 2000 },
  },
  {
    id: 'r3-qu-15',
    q: 'Can you do 250 custom chocolate bars by December 11?',
    expect: { productType: 'chocolate', qty: 250, maxProductionDays: 12 },
  },
  {
    id: 'r3-qu-17',
    q: 'Do you have solar chargers?',
    expect: { productType: 'solar power bank' },
  },
  {
    id: 'r3-qu-19',
    q: 'Do you carry growlers?',
    expect: { productType: 'growler', absent: true },
  },
  {
    id: 'r3-qu-21',
    q: 'What are some good ideas for employee appreciation under $10?',
    expect: { theme: 'Appreciation', maxUnitCents: 1000 },
  },
  {
    id: 'r3-qu-23',
    q: 'Can I get 1,500 event wristbands in yellow?',
    expect: { productType: ['event wristband', 'tyvek wristband'], qty: 1500, colour: 'yellow' },
  },
  {
    id: 'r3-qu-25',
    q: 'Do you have cork coasters?',
    expect: { productType: 'coaster' },
  },
  {
    id: 'r3-tx-02',
    q: 'tumblrs x150 pink pls, under 15 ea',
    expect: { productType: 'tumbler', qty: 150, maxUnitCents: 1500, colour: 'pink' },
  },
  {
    id: 'r3-tx-04',
    q: 'client wants hats 48 embroidered navy or black under $12 need by 12/18',
    expect: { category: 'Headwear', qty: 48, maxUnitCents: 1200, colour: ['navy', 'black'], maxProductionDays: 17 },
  },
  {
    id: 'r3-tx-06',
    q: 'sunscreen 1000ct for summer camp cheapest u got',
    expect: { productType: 'sunscreen', qty: 1000, sorted: 'price' },
  },
  {
    id: 'r3-tx-08',
    q: 'can i get 75 duffle bags black for the team, need em b4 winter break (dec 18)',
    expect: { productType: 'duffel bag', qty: 75, colour: 'black', maxProductionDays: 17 },
  },
  {
    id: 'r3-tx-10',
    q: '12 tshirts for the staff, grey',
    expect: { productType: ['t-shirt', 'tee'], qty: 12, colour: 'gray' },
  },
  // cannot be met in full: no camo anywhere in the catalogue
  {
    id: 'r3-tx-12',
    q: 'yo need 150 trucker hats in camo',
    // Camo is no colour of the catalogue (tests/unit/eval-fresh-cases.test.ts keeps colours to the
    // catalogue's): any colour, with the reply saying the colour was given up.
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 150, reply: 'colou?r' },
  },
  // cannot be met in full: by this Friday leaves 2 production days
  {
    id: 'r3-tx-14',
    q: '48 pint glasses by fri?',
    expect: { productType: 'pint glass', qty: 48, maxProductionDays: 2 },
  },
  {
    id: 'r3-tx-16',
    q: 'need candels for client gifts 60 ct under 12',
    expect: { productType: 'candle', qty: 60, maxUnitCents: 1200 },
  },
  {
    id: 'r3-tx-18',
    q: 'first aid kits x200 for our fleet trucks, red if poss',
    expect: { productType: 'first aid kit', qty: 200 },
  },
  {
    id: 'r3-tx-20',
    q: 'bluetooth speakers 25 under $30 need by 12/11',
    expect: { productType: 'speaker', qty: 25, maxUnitCents: 3000, maxProductionDays: 12 },
  },
  // cannot be met in full: no polo at $8 or less
  {
    id: 'r3-tx-22',
    q: 'polos under 8 bucks for 100 staff',
    expect: { productType: 'polo', qty: 100, maxUnitCents: 800 },
  },
  {
    id: 'r3-tx-24',
    q: '500 pocket notebooks under 2 bucks',
    expect: { productType: 'pocket notebook', qty: 500, maxUnitCents: 200 },
  },
  {
    id: 'r3-tx-26',
    q: 'beenies 72 red',
    expect: { productType: 'beanie', qty: 72, colour: 'red' },
  },
  {
    id: 'r3-tx-28',
    q: 'chapstick 500 spf',
    expect: { productType: 'lip balm', qty: 500 },
  },
  // cannot be met in full: no gold foam finger
  {
    id: 'r3-tx-30',
    q: 'foam fingers 1000 for homecoming in gold',
    expect: { productType: 'foam finger', qty: 1000, colour: 'gold' },
  },
  {
    id: 'r3-tx-32',
    q: 'bamboo utensil sets 150 under $7',
    expect: { productType: 'cutlery', qty: 150, maxUnitCents: 700 },
  },
  {
    id: 'r3-tx-34',
    q: 'journals 60 brown leather under 35',
    expect: { productType: 'leather journal', qty: 60, maxUnitCents: 3500, colour: 'brown' },
  },
  {
    id: 'r3-tx-36',
    q: 'highlighters 1k yellow',
    expect: { productType: 'highlighter', qty: 1000, colour: 'yellow' },
  },
  {
    id: 'r3-tx-38',
    q: 'sticky notes 2500 under 1.50 w logo',
    expect: { productType: 'sticky note', qty: 2500, maxUnitCents: 150 },
  },
  {
    id: 'r3-tx-40',
    q: 'ponchos for the stadium 2000',
    expect: { productType: 'poncho', absent: true, qty: 2000 },
  },
  {
    id: 'r3-tx-42',
    q: 'puffer vests 18 navy for the exec team by jan 15',
    expect: { productType: 'puffer vest', qty: 18, colour: 'navy', maxProductionDays: 37 },
  },
  {
    id: 'r3-tx-44',
    q: 'can u do 40 bucket hats tan under 10',
    expect: { productType: 'bucket hat', qty: 40, maxUnitCents: 1000, colour: 'tan' },
  },
];
