/**
 * The fourth fresh evaluation set of the chat assistant, held-out half: 80 of 160 requests —
 * 23 emails, 23 texts, 12 "do you carry…?" questions, 10 several-product requests, 12 conversations;
 * 14 of them unmeetable on purpose, each marked with a comment.
 *
 * Written on 2026-11-29 by an independent helper from public facts only: the built-in catalogue's
 * 4,000 products as data (names, categories, colours, price breaks, minimums, production days, rush,
 * origin, eco/recyclable), the judge's types in ../expect.ts, the reading conventions in the header
 * of ./cases.ts, docs/product.md#chat-assistant and contracts/chat.ts — without reading the
 * assistant's code, the seed code, any earlier evaluation question or the project's history. Every
 * turn was counted against the catalogue with expect.ts's `broken`: each satisfiable turn (and each
 * item of a several-product request) has at least 3 fitting products; the unmeetable ones have none
 * (a budget below every price, a quantity under every minimum, a deadline only rush could meet, or a
 * type no catalogue name has).
 *
 * Split once, by a rule that does not look at the content: all 160 cases sorted by id (plain string
 * order), the 1st, 3rd, 5th… went to dev-4.ts and the 2nd, 4th, 6th… to held-out-4.ts (80 each).
 * This file is the held-out half; the other is dev-4.ts.
 *
 * Read as in ./cases.ts, and beyond it:
 * - A deadline given as an event's date ("before the Dec 9 gala", "tourney is dec 19", "the banquet
 *   dec 10") is read as the date itself (a reading one working day earlier is only stricter). When a
 *   message gives both an event date and an in-hand date, the in-hand date counts. "12/11" is
 *   month/day (December 11); "3 wks" is 3 weeks. A month or season without a day is not a deadline
 *   (the requests avoid them).
 * - Pence are read as cents, like £ as dollars: "55p" → 55 cents. "A buck" is $1; "2k", "1.5k" and
 *   "1k" are 2,000, 1,500 and 1,000.
 * - When the catalogue names one thing two ways, or the client's word covers several catalogue
 *   names, the type is a list: frisbees / flying discs, pedometers / step counters, hand fans /
 *   folding paper fans, webcam covers / privacy sliders, wireless chargers / wireless charging pads,
 *   keychains / key rings / key tags, stress balls / stress reliever balls, stylus pens / stylus
 *   ballpoint pens, pill cases / pill organizers, screen cleaners / screen cleaning cloths, trucker
 *   hats / trucker caps, crystal awards / crystal star and tower awards, water bottles / sport and
 *   steel bottles. "Medals" accept die-cast medals and medals with ribbon.
 * - A kind the client puts in front of the type is part of the type, as product.md says
 *   ("stemless wine glasses", "retractable ballpoint pens", "LED desk lamps", "temporary tattoos",
 *   "plantable seed cards"); a kind only the catalogue's names add is not asked for.
 * - A request for a type the catalogue lacks still states its quantity and colour: the
 *   alternatives shown are judged on them.
 * - A client's self-correction inside one message ("scratch the markers — make that …") leaves
 *   only the corrected list.
 * - Follow-ups: "cheaper?" keeps every stated constraint (the judge cannot know the median shown);
 *   "cheapest first" / "sort by price" is sorted by price and "fastest to produce" by production
 *   days; a new colour ("what about in navy", "grey instead?") replaces the old one (intentColours
 *   is exactly the new one); "make it 1000" / "what about 600?" replaces the quantity (intentQty);
 *   "what about <another type> instead?" keeps the other constraints, as product.md says of "what
 *   about …". "Separate order:", "Different question", "New request:", "different item now" and
 *   "ok then … instead" after a type the catalogue lacks carry nothing over. A thank-you ("thanks!",
 *   "cheers, that's all for now", "ok thanks, I will run these by the client") shows no products;
 *   "Thanks. Different question: …" is the new request.
 * - A count without a quantity word ("just need one per team") states no quantity; "one" for a
 *   single banner stand is 1.
 */
import type { EvalCase } from '../expect.js';

export const HELD_OUT_4_CASES: EvalCase[] = [
  {
    id: 'r4-cv-02',
    turns: [
      {
        q: 'Looking for 500 lanyards in red for our annual conference.',
        expect: { productType: 'lanyard', qty: 500, colour: 'red' },
      },
      {
        q: 'make it 1000',
        expect: { productType: 'lanyard', qty: 1000, colour: 'red', intentQty: 1000 },
      },
      {
        q: 'perfect, thanks!',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-cv-04',
    turns: [
      {
        q: 'hey need 250 power banks, eco friendly ones',
        expect: { productType: 'power bank', qty: 250, eco: true },
      },
      {
        q: 'which of those are fastest to produce? sort by production time pls',
        expect: { productType: 'power bank', qty: 250, eco: true, sorted: 'productionDays' },
      },
    ],
  },
  {
    id: 'r4-cv-06',
    turns: [
      {
        q: `Hi Jordan,

Jefferson Middle School needs 300 composition notebooks for our writing program, under $3 each.

Thanks,
Ms. Alvarez, 7th Grade ELA · Room 114 · 503-555-0165`,
        expect: { productType: 'composition notebook', qty: 300, maxUnitCents: 300 },
      },
      {
        q: 'What about 600? The 8th grade wants in too.',
        expect: { productType: 'composition notebook', qty: 600, maxUnitCents: 300, intentQty: 600 },
      },
      {
        q: 'Great, thanks so much!',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-cv-08',
    turns: [
      {
        q: 'We need 50 padfolios for our associates, made in the USA.',
        expect: { productType: 'padfolio', qty: 50, madeIn: 'US' },
      },
      {
        q: 'Separate order: 300 rollerball pens in black.',
        expect: { productType: 'rollerball pen', qty: 300, colour: 'black', intentQty: 300, intentColours: ['black'] },
      },
    ],
  },
  // First turn unmeetable on purpose: the catalogue has no hard hats (absent type); the second turn is a new request.
  {
    id: 'r4-cv-10',
    turns: [
      {
        q: 'Need 300 hard hats with our logo for the new crew.',
        expect: { productType: 'hard hat', absent: true, qty: 300 },
      },
      {
        q: 'ok then, 300 safety lanyards in yellow instead',
        expect: { productType: 'safety lanyard', qty: 300, colour: 'yellow', intentQty: 300, intentColours: ['yellow'] },
      },
    ],
  },
  {
    id: 'r4-cv-12',
    turns: [
      {
        q: 'looking at wireless earbuds for 40 ppl, under $35',
        expect: { productType: 'wireless earbud', qty: 40, maxUnitCents: 3500 },
      },
      {
        q: 'and in white?',
        expect: { productType: 'wireless earbud', qty: 40, maxUnitCents: 3500, colour: 'white', intentColours: ['white'] },
      },
      {
        q: 'thx!',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-cv-14',
    turns: [
      {
        q: 'Our choir wants 200 hot cocoa gift sets under $15 as thank-you gifts.',
        expect: { productType: 'hot cocoa gift set', qty: 200, maxUnitCents: 1500 },
      },
      {
        q: 'no rush on these by the way, whenever they are ready',
        expect: { productType: 'hot cocoa gift set', qty: 200, maxUnitCents: 1500, noDeadline: true },
      },
    ],
  },
  {
    id: 'r4-cv-16',
    turns: [
      {
        q: 'We would like 60 Bluetooth speakers for the suites, under $30 each.',
        expect: { productType: 'bluetooth speaker', qty: 60, maxUnitCents: 3000 },
      },
      {
        q: 'any made in USA?',
        expect: { productType: 'bluetooth speaker', qty: 60, maxUnitCents: 3000, madeIn: 'US' },
      },
    ],
  },
  {
    id: 'r4-cv-18',
    turns: [
      {
        q: 'Need 250 desk calendars for clients.',
        expect: { productType: 'desk calendar', qty: 250 },
      },
      {
        q: 'Actually they need to be produced in 7 days or less — can you narrow it down?',
        expect: { productType: 'desk calendar', qty: 250, maxProductionDays: 7 },
      },
    ],
  },
  {
    id: 'r4-cv-20',
    turns: [
      {
        q: 'need 1000 cooling towels in lime for the marathon',
        expect: { productType: 'cooling towel', qty: 1000, colour: 'lime' },
      },
      {
        q: 'grey instead?',
        expect: { productType: 'cooling towel', qty: 1000, colour: 'grey', intentColours: ['grey'] },
      },
    ],
  },
  {
    id: 'r4-cv-22',
    turns: [
      {
        q: 'We need glass awards for 12 honourees, under $60 each, before the Dec 9 gala.',
        expect: { productType: 'glass award', qty: 12, maxUnitCents: 6000, maxProductionDays: 10 },
      },
      {
        q: 'what about plaques instead?',
        expect: { productType: 'plaque', qty: 12, maxUnitCents: 6000, maxProductionDays: 10 },
      },
    ],
  },
  {
    id: 'r4-cv-24',
    turns: [
      {
        q: 'Need 300 recycled paper notebooks for our green office launch.',
        expect: { productType: 'recycled paper notebook', qty: 300 },
      },
      {
        q: 'under $3.50?',
        expect: { productType: 'recycled paper notebook', qty: 300, maxUnitCents: 350 },
      },
      {
        q: 'Thanks. Different question: do you carry umbrellas? 24 of them.',
        expect: { productType: 'umbrella', qty: 24, intentQty: 24, intentColours: [] },
      },
    ],
  },
  {
    id: 'r4-em-01',
    q: `Hi Dana,

Hope your weekend was a good one. Our Volunteer Services team wants to thank the volunteers who staff the front desks over the holidays. We'd like 300 stainless steel tumblers in navy or white, no more than $12 each, and we need them in hand by Friday, December 18.

Could you send over a few options?

Warm regards,
Marcy Delgado
Volunteer Services Coordinator
St. Brigid's Regional Medical Center
4410 Orchard Ave, Suite 210, Dayton, OH 45409
(937) 555-0188 | 1,850 staff across 3 campuses`,
    expect: { productType: 'stainless steel tumbler', qty: 300, maxUnitCents: 1200, colour: ['navy', 'white'], maxProductionDays: 17 },
  },
  {
    id: 'r4-em-03',
    q: `Hey Jordan,

Safety Week is coming up on our job sites and the super wants something the crews will actually keep on them. Thinking tape measure keychains. We need 500, yellow or orange, and we can't go over $2.50 each. They have to be here by Friday Dec 4.

Thanks,
Luis Ortega
Safety Manager, Ortega & Sons Construction
Yard: 1900 Industrial Pkwy, Bldg 6, Fresno CA 93725
Cell 559-555-0117
"Everyone goes home safe." — 210 field employees, 0 lost-time incidents in 2026`,
    expect: { productType: 'tape measure keychain', qty: 500, maxUnitCents: 250, colour: ['yellow', 'orange'], maxProductionDays: 7 },
  },
  {
    id: 'r4-em-05',
    q: `Hi there!

Copper Kettle Brewing turns 10 next month and we want to give every mug club member a branded pint glass. We need 200 pint glasses and the budget is $6 a glass, max.

Cheers,
Annie Kowalski
Taproom Manager
Copper Kettle Brewing Co. — 55 Foundry St, Unit B, Asheville NC 28801
828-555-0164 | Open 7 days, 12 beers on tap`,
    expect: { productType: 'pint glass', qty: 200, maxUnitCents: 600 },
  },
  {
    id: 'r4-em-07',
    q: `Hey!

We're onboarding our biggest cohort yet in January and want every new hire to find a hoodie on their desk. 75 hoodies, charcoal or black, up to $40 per hoodie. Need them by January 8.

Thanks a ton,
Priya Raman
People Ops @ Lumastack
lumastack.io | 500 Howard St, 3rd Fl, San Francisco, CA 94105
+1 (415) 555-0139
Team size: 140 and growing`,
    expect: { productType: 'hoodie', qty: 75, maxUnitCents: 4000, colour: ['charcoal', 'black'], maxProductionDays: 32 },
  },
  {
    id: 'r4-em-09',
    q: `Dear Jordan,

Grace Fellowship would like to thank the volunteers who serve at our Christmas services. We're hoping for 250 ceramic mugs in red or white, under $7 each, delivered by Friday, December 18.

Blessings,
Ruth Abernathy
Church Administrator
Grace Fellowship Church
1215 Hillcrest Road, Lexington, KY 40502
(859) 555-0121 · Sunday services at 9:00 & 11:00`,
    expect: { productType: 'ceramic mug', qty: 250, maxUnitCents: 700, colour: ['red', 'white'], maxProductionDays: 17 },
  },
  {
    id: 'r4-em-11',
    q: `Good afternoon,

Our spa would like to give guests a zippered travel pouch with their robe and slippers at check-in. Could you quote 300 travel pouches in natural or tan, under $5 each?

Kind regards,
Sofia Marchetti
Spa Director
The Lakeview Grand Hotel & Spa
1 Lakeshore Drive, Lake Geneva, WI 53147
262.555.0133 · 212 rooms & suites`,
    expect: { productType: 'travel pouch', qty: 300, maxUnitCents: 500, colour: ['natural', 'tan'] },
  },
  {
    id: 'r4-em-13',
    q: `Hello Jordan,

Tax season is our busiest stretch and every client walks out with a 2027 desk calendar. Please quote 150 desk calendars, made in the USA, at no more than $5 each.

Best,
Howard Feld, CPA
Managing Partner
Feld, Ocampo & Associates, CPAs
901 Commerce Blvd, Suite 410, Tulsa, OK 74103
918-555-0148 · Serving 1,100 clients since 1994`,
    expect: { productType: 'desk calendar', qty: 150, maxUnitCents: 500, madeIn: 'US' },
  },
  {
    id: 'r4-em-15',
    q: `Dear Jordan,

Our Years of Service ceremony honours staff reaching 10, 20 and 30 years. We need 40 crystal awards at no more than $70 each, and they must arrive by Friday, December 11.

With thanks,
Gwen Halvorsen
HR Business Partner
Mercy Lake Hospital · 2500 Lakeview Pkwy, Duluth, MN 55811
218-555-0109 · Est. 1921`,
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 40, maxUnitCents: 7000, maxProductionDays: 12 },
  },
  {
    id: 'r4-em-17',
    q: `Hello,

Pioneer Community Credit Union needs counter pens for all branches. We're looking for 2,500 retractable ballpoint pens in blue, at 80 cents or less each.

Regards,
Janet Whitfield
Branch Operations
Pioneer Community Credit Union
PO Box 1180, Billings, MT 59103
406-555-0112 · 19 branches · Federally insured by NCUA`,
    expect: { productType: 'retractable ballpoint pen', qty: 2500, maxUnitCents: 80, colour: ['blue', 'navy'] },
  },
  {
    id: 'r4-em-19',
    q: `Hi!

Our tasting room would like stemless wine glasses for the wine club release party: 144 glasses, clear, under $8 each.

Salud,
Camila Reyes
Hospitality Manager
Three Oaks Vineyard & Winery
14200 Silverado Trail, Napa, CA 94558
707-555-0181 · Tasting room open 10–5 daily`,
    expect: { productType: 'stemless wine glass', qty: 144, maxUnitCents: 800, colour: 'clear' },
  },
  // Unmeetable on purpose: the catalogue has no playing cards (absent type).
  {
    id: 'r4-em-21',
    q: `Hello,

Lincoln Elementary PTA is hosting a casino night fundraiser and we want custom playing cards for each table and to sell at the door. We'd need 300 decks.

Many thanks,
Rachel Dunn
PTA Fundraising Chair
Lincoln Elementary School, 45 School St, Springfield, OR 97477
541-555-0115 · 520 students, K–5`,
    expect: { productType: 'playing card', absent: true, qty: 300 },
  },
  {
    id: 'r4-em-23',
    q: `Hi Jordan,

Our patients love leaving with a little goodie. We'd like 500 lip balms with our logo, $1.20 or less each.

Smile!
Dr. Nina Patel, DDS
Bright Harbor Family Dentistry
125 Harbor Blvd, Suite 3, Santa Barbara, CA 93109
805-555-0154 · New patients welcome`,
    expect: { productType: 'lip balm', qty: 500, maxUnitCents: 120 },
  },
  {
    id: 'r4-em-25',
    q: `Hi Jordan,

For our top-producing travel advisors we want something practical: smart luggage trackers. We need 50, under $15 each.

Bon voyage,
Elena Vasquez
Partner Programs
Wanderwise Travel Co.
880 Brickell Ave, Suite 1200, Miami, FL 33131
305-555-0186 · 300+ advisors nationwide`,
    expect: { productType: 'luggage tracker', qty: 50, maxUnitCents: 1500 },
  },
  {
    id: 'r4-em-27',
    q: `Jordan,

Our agents hand out umbrellas at the county fair booth and they're always the first thing gone. Please quote 48 golf umbrellas, navy or black, under $25 each. We need them by December 15.

Best regards,
Frank DeLuca
Agency Principal
DeLuca Insurance Agency
412 Main Street, Cedar Rapids, IA 52401
319-555-0193 | Auto · Home · Life`,
    expect: { productType: 'golf umbrella', qty: 48, maxUnitCents: 2500, colour: ['navy', 'black'], maxProductionDays: 14 },
  },
  {
    id: 'r4-em-29',
    q: `Dear Jordan,

Our Winter Gala is on December 9 and we'd like a small chocolate bar at every place setting. We need 200 chocolate bars, under $3.50 each, in hand before the Dec 9 gala.

Gratefully,
Miriam Sato
Development Director
Harborlight Children's Fund
600 Pier Ave, Suite 2, Long Beach, CA 90802
562-555-0170 · A 501(c)(3) nonprofit, EIN 95-5550123`,
    expect: { productType: 'chocolate bar', qty: 200, maxUnitCents: 350, maxProductionDays: 10 },
  },
  {
    id: 'r4-em-31',
    q: `Hi Jordan,

Our outpatient pharmacy wants to send patients home with weekly pill organizers. We need 300 of them, $2.00 each at most.

Thanks so much,
Carlos Jimenez, PharmD
Outpatient Pharmacy Manager
Valley Oaks Health
3100 Valley Oaks Blvd, Bakersfield, CA 93306
661-555-0147 · 24/7 refill line`,
    expect: { productType: 'pill organizer', qty: 300, maxUnitCents: 200 },
  },
  {
    id: 'r4-em-33',
    q: `Jordan,

Each new associate gets a business card holder. Please quote 100 holders, silver or black, no more than $8 each, and they must be made in the USA.

Best,
Victoria Ames
Director of Administration
Whitmore Blake LLP
1 Financial Plaza, 22nd Floor, Hartford, CT 06103
860-555-0188`,
    expect: { productType: 'business card holder', qty: 100, maxUnitCents: 800, colour: ['silver', 'black'], madeIn: 'US' },
  },
  {
    id: 'r4-em-35',
    q: `Hi Jordan!

The Eagles made it to the state championship on Saturday, December 5! The booster club wants foam fingers for the student section: 300 foam fingers, and they need to be here by Dec 5.

GO EAGLES!!
Tammy Rourke
President, Westfield High Booster Club
Westfield High School, 1800 Eagle Way, Westfield, IN 46074
317-555-0166`,
    expect: { productType: 'foam finger', qty: 300, maxProductionDays: 7 },
  },
  // Unmeetable on purpose: the catalogue has no piggy banks (absent type).
  {
    id: 'r4-em-37',
    q: `Hi Jordan,

For Youth Savings Month, our branches want to give kids who open an account a branded piggy bank. We'd need 400 piggy banks in green.

Thank you,
Doris Kemp
Community Relations
Heartland Savings Bank
220 N Main St, Hutchinson, KS 67501
620-555-0108 · FDIC insured`,
    expect: { productType: 'piggy bank', absent: true, qty: 400, colour: 'green' },
  },
  {
    id: 'r4-em-39',
    q: `Jordan,

Our contractor desk goes through carpenter pencils fast. Need 1,000 carpenter pencils at 50 cents or less each. No rush, whenever they're ready.

Bud Lindqvist
Store Manager, Lindqvist Lumber & Hardware
600 Mill Road, Bemidji, MN 56601
218-555-0199 · Est. 1962 · 3 generations`,
    expect: { productType: 'carpenter pencil', qty: 1000, maxUnitCents: 50, noDeadline: true },
  },
  {
    id: 'r4-em-41',
    q: `Hi Jordan,

Our youth group is going on a mission trip to Costa Rica and we'd like matching bucket hats. 60 hats, under $10 each, any colour but we'd love something bright.

Blessings,
Pastor Jenna Whitley
Youth Pastor, New Hope Community Church
300 Church Street, Greenville, SC 29601
864-555-0153`,
    expect: { productType: 'bucket hat', qty: 60, maxUnitCents: 1000 },
  },
  // Unmeetable on purpose: the catalogue has no bandanas (absent type).
  {
    id: 'r4-em-43',
    q: `Hi Jordan,

Our clinic gives every new puppy patient a branded bandana. Can you quote 200 pet bandanas in red?

Woof & thanks,
Dr. Allison Greer, DVM
Paws & Whiskers Veterinary Clinic
1400 Oak Park Ave, Kansas City, MO 64110
816-555-0145 · Open Saturdays`,
    expect: { productType: 'bandana', absent: true, qty: 200, colour: 'red' },
  },
  {
    id: 'r4-em-45',
    q: `Hi Jordan,

For the club's member-guest tournament we'd like 72 golf towels in white, no more than $10 each.

Regards,
Charles Winthrop III
Head Golf Professional
Briarwood Country Club
800 Fairway Drive, Pinehurst, NC 28374
910-555-0119 · 27 holes`,
    expect: { productType: 'golf towel', qty: 72, maxUnitCents: 1000, colour: 'white' },
  },
  {
    id: 'r4-mu-02',
    q: 'back to school kits: 500 pencils, 500 highlighters (yellow), and 250 drawstring backpacks. pls keep pencils under 50c and backpacks under $4',
    expect: {
      items: [
        { productType: 'pencil', qty: 500, maxUnitCents: 50 },
        { productType: 'highlighter', qty: 500, colour: 'yellow' },
        { productType: 'drawstring backpack', qty: 250, maxUnitCents: 400 },
      ],
    },
  },
  {
    id: 'r4-mu-04',
    q: 'Taproom merch order: 200 pint glasses, 200 bottle opener keychains, and 100 trucker hats in black.',
    expect: {
      items: [
        { productType: 'pint glass', qty: 200 },
        { productType: 'bottle opener keychain', qty: 200 },
        { productType: ['trucker hat', 'trucker cap'], qty: 100, colour: 'black' },
      ],
    },
  },
  // Partly unmeetable on purpose: one item (ornaments) is a type the catalogue lacks.
  {
    id: 'r4-mu-06',
    q: 'For the Holiday Gala table favors we want 300 chocolate bars and 300 ornaments.',
    expect: {
      items: [
        { productType: 'chocolate bar', qty: 300 },
        { productType: 'ornament', qty: 300, absent: true },
      ],
    },
  },
  {
    id: 'r4-mu-08',
    q: 'For the parish festival: 250 hand fans and 250 bookmarks. No rush on any of it.',
    expect: {
      items: [
        { productType: ['hand fan', 'paper fan'], qty: 250 },
        { productType: 'bookmark', qty: 250 },
      ],
      noDeadline: true,
    },
  },
  {
    id: 'r4-mu-10',
    q: 'club kit for the season: 60 performance polos in royal blue, 60 running caps in white, 60 shaker bottles (any colour)',
    expect: {
      items: [
        { productType: 'performance polo', qty: 60, colour: 'royal blue' },
        { productType: 'running cap', qty: 60, colour: 'white' },
        { productType: 'shaker bottle', qty: 60 },
      ],
    },
  },
  {
    id: 'r4-mu-12',
    q: 'dealership event: 500 keychains, 250 car chargers, 500 screen cleaners. need it all by 12/18',
    expect: {
      items: [
        { productType: ['keychain', 'key ring', 'key tag'], qty: 500 },
        { productType: 'car charger', qty: 250 },
        { productType: ['screen cleaner', 'screen cleaning cloth'], qty: 500 },
      ],
      maxProductionDays: 17,
    },
  },
  {
    id: 'r4-mu-14',
    q: 'homecoming spirit pack: 1,000 tyvek wristbands, 1,000 temporary tattoos and 500 foam fingers in purple',
    expect: {
      items: [
        { productType: 'tyvek wristband', qty: 1000 },
        { productType: 'temporary tattoo', qty: 1000 },
        { productType: 'foam finger', qty: 500, colour: 'purple' },
      ],
    },
  },
  {
    id: 'r4-mu-16',
    q: 'need 2k pens + 2k badge holders + 2k lanyards, max $1 ea on each, need em in 3 wks',
    expect: {
      items: [
        { productType: 'pen', qty: 2000 },
        { productType: 'badge holder', qty: 2000 },
        { productType: 'lanyard', qty: 2000 },
      ],
      maxUnitCents: 100,
      maxProductionDays: 12,
    },
  },
  {
    id: 'r4-mu-18',
    q: 'Eco fair booth: 500 seed cards, 500 produce bag sets and 500 bamboo cutlery sets, all eco-friendly. Total budget $4,000.',
    expect: {
      items: [
        { productType: 'seed card', qty: 500 },
        { productType: 'produce bag', qty: 500 },
        { productType: 'bamboo cutlery set', qty: 500 },
      ],
      eco: true,
      maxTotalCents: 400000,
    },
  },
  {
    id: 'r4-mu-20',
    q: `Hi Jordan,

Staff appreciation before winter break: 80 crewneck sweatshirts in grey and 80 tumblers in navy. We need them by December 15.

Thanks!
Coach Dana Whitfield, Athletic Director
Ridgeview High School · 2 Ridgeview Way, Boise, ID 83704 · 208-555-0130`,
    expect: {
      items: [
        { productType: 'crewneck sweatshirt', qty: 80, colour: 'grey' },
        { productType: 'tumbler', qty: 80, colour: 'navy' },
      ],
      maxProductionDays: 14,
    },
  },
  // Unmeetable on purpose: the catalogue has no ornaments (absent type).
  {
    id: 'r4-qu-02',
    q: 'Do you sell Christmas ornaments? We would want 500 for our holiday client mailer.',
    expect: { productType: 'ornament', absent: true, qty: 500 },
  },
  {
    id: 'r4-qu-04',
    q: 'Do you have recyclable lanyards? We need 300 for the volunteer badges.',
    expect: { productType: 'lanyard', qty: 300, recyclable: true },
  },
  {
    id: 'r4-qu-06',
    q: 'Do you carry plantable seed cards? We would need 500 at $1.50 or less for our sustainability fair.',
    expect: { productType: 'plantable seed card', qty: 500, maxUnitCents: 150 },
  },
  // Unmeetable on purpose: the catalogue has no face masks (absent type).
  {
    id: 'r4-qu-08',
    q: 'Do you still sell branded face masks? A clinic client is asking for 1,000.',
    expect: { productType: 'face mask', absent: true, qty: 1000 },
  },
  {
    id: 'r4-qu-10',
    q: 'Do you sell first aid kits? Need 100 for our service trucks.',
    expect: { productType: 'first aid kit', qty: 100 },
  },
  // Unmeetable on purpose: the catalogue has no hand warmers (absent type).
  {
    id: 'r4-qu-12',
    q: 'Do you have hand warmers? Thinking 400 for a winter tailgate.',
    expect: { productType: 'hand warmer', absent: true, qty: 400 },
  },
  {
    id: 'r4-qu-14',
    q: 'Do you sell beach balls? 500 for our resort\'s winter-break pool party, and they need to arrive by Dec 18.',
    expect: { productType: 'beach ball', qty: 500, maxProductionDays: 17 },
  },
  {
    id: 'r4-qu-16',
    q: 'Do you carry honey jars made in the USA? 100 for a farm co-op holiday gift.',
    expect: { productType: 'honey jar', qty: 100, madeIn: 'US' },
  },
  {
    id: 'r4-qu-18',
    q: 'Got any cork coasters? We need 100 sets for the bar opening.',
    expect: { productType: 'cork coaster', qty: 100 },
  },
  {
    id: 'r4-qu-20',
    q: 'Do you have certificate frames in black? We need 60.',
    expect: { productType: 'certificate frame', qty: 60, colour: 'black' },
  },
  // Unmeetable on purpose: the catalogue has no jigsaw puzzles (absent type).
  {
    id: 'r4-qu-22',
    q: 'Do you carry jigsaw puzzles? 150 for a family day.',
    expect: { productType: 'puzzle', absent: true, qty: 150 },
  },
  {
    id: 'r4-qu-24',
    q: 'Is there a tri-blend t-shirt under $8 at 250 pieces?',
    expect: { productType: 'tri-blend t-shirt', qty: 250, maxUnitCents: 800 },
  },
  {
    id: 'r4-tx-01',
    q: 'hey need 2k stylus pens, max 90c ea. no rush thx',
    expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 2000, maxUnitCents: 90, noDeadline: true },
  },
  {
    id: 'r4-tx-03',
    q: 'can u price 300 trucker hats navy under $9 ea thx',
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 300, maxUnitCents: 900, colour: 'navy' },
  },
  {
    id: 'r4-tx-05',
    q: 'need lanyards 1k red max 1.50 ea, by 12/11',
    expect: { productType: 'lanyard', qty: 1000, maxUnitCents: 150, colour: 'red', maxProductionDays: 12 },
  },
  {
    id: 'r4-tx-07',
    q: 'lookin 4 phone wallets 500pcs under 2$ ea, has to be made in usa',
    expect: { productType: 'phone wallet', qty: 500, maxUnitCents: 200, madeIn: 'US' },
  },
  // Unmeetable on purpose: the catalogue has no sunglasses (absent type).
  {
    id: 'r4-tx-09',
    q: 'do u do sunglasses? like 300 pairs for the company bbq',
    expect: { productType: 'sunglasses', absent: true, qty: 300 },
  },
  {
    id: 'r4-tx-11',
    q: 'yo can we do 200 frisbees orange or yellow under $3',
    expect: { productType: ['frisbee', 'flying disc'], qty: 200, maxUnitCents: 300, colour: ['orange', 'yellow'] },
  },
  {
    id: 'r4-tx-13',
    q: 'need 75 polos navy under $25. tourney is dec 19 so need them by then',
    expect: { productType: 'polo', qty: 75, maxUnitCents: 2500, colour: 'navy', maxProductionDays: 17 },
  },
  {
    id: 'r4-tx-15',
    q: 'can u get 48 camp chairs under $30 by dec 18??',
    expect: { productType: 'camp chair', qty: 48, maxUnitCents: 3000, maxProductionDays: 17 },
  },
  // Unmeetable on purpose: 20 is under every rollerball pen minimum order.
  {
    id: 'r4-tx-17',
    q: 'thx for the last order!! now need just 20 rollerball pens for the front desk, under $3 ea',
    expect: { productType: 'rollerball pen', qty: 20, maxUnitCents: 300 },
  },
  // Unmeetable on purpose: by Friday 27 Nov leaves 2 production days; no wristband is produced that fast (rush only).
  {
    id: 'r4-tx-19',
    q: 'hey r u able to do 1000 wristbands by this friday',
    expect: { productType: 'wristband', qty: 1000, maxProductionDays: 2 },
  },
  {
    id: 'r4-tx-21',
    q: '200 golf towels white by 12/18 max 7$',
    expect: { productType: 'golf towel', qty: 200, maxUnitCents: 700, colour: 'white', maxProductionDays: 17 },
  },
  {
    id: 'r4-tx-23',
    q: 'pls quote 120 bucket hats in tan under 10',
    expect: { productType: 'bucket hat', qty: 120, maxUnitCents: 1000, colour: 'tan' },
  },
  {
    id: 'r4-tx-25',
    q: 'need hand fans x1000 for the church picnic, under 75c. no rush',
    expect: { productType: ['hand fan', 'paper fan'], qty: 1000, maxUnitCents: 75, noDeadline: true },
  },
  {
    id: 'r4-tx-27',
    q: 'price check: 250 journals under $6, recyclable pls',
    expect: { productType: 'journal', qty: 250, maxUnitCents: 600, recyclable: true },
  },
  {
    id: 'r4-tx-29',
    q: '100 yoga mats max $20 ea for the wellness fair',
    expect: { productType: 'yoga mat', qty: 100, maxUnitCents: 2000 },
  },
  {
    id: 'r4-tx-31',
    q: 'mint tins 2500 under 90c pls',
    expect: { productType: 'mint tin', qty: 2500, maxUnitCents: 90 },
  },
  {
    id: 'r4-tx-33',
    q: 'golf umbrellas x 24, red, under 20 each',
    expect: { productType: 'golf umbrella', qty: 24, maxUnitCents: 2000, colour: 'red' },
  },
  {
    id: 'r4-tx-35',
    q: 'yo 100 dad hats, burgundy, <$9',
    expect: { productType: 'dad hat', qty: 100, maxUnitCents: 900, colour: 'maroon' },
  },
  {
    id: 'r4-tx-37',
    q: 'cn u do 200 foam rollers under $8?',
    expect: { productType: 'foam roller', qty: 200, maxUnitCents: 800 },
  },
  // Unmeetable on purpose: the catalogue has no stickers (absent type).
  {
    id: 'r4-tx-39',
    q: 'need stickers, 1000 of them, for the laptop crowd lol',
    expect: { productType: 'sticker', absent: true, qty: 1000 },
  },
  {
    id: 'r4-tx-41',
    q: 'need 5 trophies for the bowling league by 12/11, under $50 ea',
    expect: { productType: 'trophy', qty: 5, maxUnitCents: 5000, maxProductionDays: 12 },
  },
  // Unmeetable on purpose: 10 is under every can cooler minimum order.
  {
    id: 'r4-tx-43',
    q: 'need 10 can coolers for my bday party lol',
    expect: { productType: 'can cooler', qty: 10 },
  },
  {
    id: 'r4-tx-45',
    q: 'medals for the swim meet, 150, gold, under $5 pls',
    expect: { productType: 'medal', qty: 150, maxUnitCents: 500, colour: 'gold' },
  },
];
