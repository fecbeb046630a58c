import type { EvalCase } from '../expect.js';

/**
 * A fifteenth set of fresh requests for the chat assistant: 100 cases (127 turns), written on
 * 2026-12-01 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#product-search and #chat-assistant, the
 * answer format (contracts/chat.ts), the judge's types and check (../expect.ts,
 * ../../catalogue-rows.ts) and the reading conventions in the header comments of cases.ts and
 * dev-2.ts … dev-14.ts — without reading the assistant's code, the seed code, the cases of the other
 * sets or the earlier evaluation questions, and without running the assistant or the evaluation.
 *
 * For development only: it has no held-out twin, and no part of it should later be set aside as
 * one, since every case was written expecting to be read while the assistant is tuned.
 *
 * Styles, as clients of a promotional-products distributor write to their rep (and reps paste):
 * - 25 emails with a greeting, a line of context and a signature full of numbers that are not
 *   quantities (rooms, suites, phones, licence, EIN, NPI, NMLS, PO and DSP numbers, years, member,
 *   bed, room and household counts) (r16-em);
 * - 15 texts with shorthand and typos ("u", "w logo", "blu", "1.2k", "2 doz", "x500", "75c", "3
 *   bucks ea", "mon 11/30") (r16-tx);
 * - 12 requests for two or three products: sentences, a dashed list, "x2,000, plus …", "everything
 *   in orange", a total for everything (r16-mu);
 * - 18 conversations of 2–3 turns (45 turns): cheaper?, cheapest first, another quantity, another
 *   colour, eco, made in USA, a date added or moved up, "no rush", compare, thanks, "what about X
 *   instead?", "too", and new requests after a type the catalogue lacks (r16-cv);
 * - 7 forwarded messages ("---------- Forwarded message ---------", From/Date/Subject/To), the
 *   forwarder's note above, one adding a constraint ("our board policy is made in USA only") (r16-fw);
 * - 6 voice-to-text messages without punctuation, numbers as words (r16-vo);
 * - 5 formal RFPs, RFQs and invitations to bid with numbered or labelled lines (r16-rf);
 * - 6 messages in non-native English ("200 piece umbrella", "we are search for", "is possible to
 *   make …?") (r16-nn);
 * - 6 spreadsheet rows pasted as tab-, pipe- or comma-separated text, one to three rows (r16-sp).
 * The writers: high-school boosters, a parish, an academy's alumni office, hotels and an inn, a
 * family clinic, a realtor, a farmers' co-op, breweries, a pub and a distillery, a cancer charity,
 * software and tech firms, a physical-therapy clinic, a law firm and law partners, a city parks
 * department and a town public-works department, a PTA, a food bank, banks and a credit union, a
 * pediatric practice, a rowing club, youth baseball, football, soccer and swim teams, a plumber, an
 * electrical contractor, a land trust, a sleep clinic, a dental conference and a dental office, a
 * salon, a music festival, a library, a church youth retreat and a church, a community college, a
 * CERT programme, charity golf, a 5K, a co-working space, a medical-device maker, a middle school, a
 * winery, an integrative-health clinic, a volleyball club, a travel desk and a travel agency, a
 * county fair, a car dealership, a bike shop, a ski patrol and a ski club, a waste and water
 * authority, a school district, a state university, a county emergency office, a trading company, a
 * robotics competition, a language school, an orchard, a Rotary club and a supporters' club.
 *
 * Weighted to honesty. Of the 127 turns:
 * - 40 ask for a type the catalogue does not have at all (no product name contains the phrase,
 *   singular or plural): emails em-01 stadium cups, em-04 branded shower caps, em-07 fly swatters,
 *   em-10 cocktail shakers, em-13 legal pads, em-16 felt pennants, em-19 growth charts, em-22
 *   championship rings, em-25 tool bags; texts tx-01 bar towels, tx-05 santa hats ("do u guys do
 *   …?"), tx-09 neck fans ("any chance u carry …?"), tx-12 pinback buttons; one item of mu-01
 *   cornhole sets (first), mu-03 travel pillows (middle), mu-04 earbud cases (last), mu-06 custom
 *   door hangers (first), mu-07 dog bandanas (middle), mu-09 maple syrup (last), mu-11 rally towels
 *   (middle), fw-06 sleep masks (middle), sp-01 heating pads (middle), sp-03 bible covers (first);
 *   conversation turns cv-02 t1 night lights, cv-05 t1 cosmetic bags, cv-09 t1 mouthguards, cv-13 t1
 *   emergency blankets, cv-17 t1 advent calendars, and in follow-ups cv-03 t2 name badges, cv-07 t2
 *   hand clappers, cv-11 t2 varsity jackets ("what about … instead?", "what about …?"), cv-16 t2
 *   tablet stands ("any chance you carry … too?"); forwarded fw-01 table runners, fw-04 hot water
 *   bottles; voice vo-01 rain ponchos, vo-03 bike lights; RFPs rf-02 branded recycling bins, rf-05
 *   hand-crank emergency radios; non-native nn-01 sewing kits, nn-03 alarm clocks ("Do you have the
 *   …?"). Many are compounds whose head word ends or sits in catalogue names — cup (Metal Trophy
 *   Cup), cap, towel, shaker (Protein Shaker Bottle), pad (Mouse Pad, Sticky Note Pad), bag, case
 *   (Pill Case), water bottle, stand, blanket, hat, jacket, cover (Fitted Table Cover), ring (Ring
 *   Light, Key Ring), fan (Hand Fan), light, calendar, kit (First Aid Kit), clock (Desk Clock), set,
 *   badge (Event Badge Holder) — so that a product of the head word is not the thing asked for; the
 *   rest (fly swatters, pennants, growth charts, ponchos, mouthguards, maple syrup…) share no word.
 *   In every one at least 3 catalogue products meet the request's other constraints (quantity,
 *   budget, colour, eco, made in USA), so that alternatives can be offered.
 * - 26 cannot be met in full on purpose, each marked `// Cannot be met: …` with the reason computed
 *   from the catalogue: a colour the type never comes in (em-03 and mu-12's burgundy mugs, em-09 pink
 *   golf umbrellas, tx-14 gold keychains, nn-06 brown backpacks), a quantity below every minimum
 *   (em-06 60 keychains, tx-03 50 stress balls, vo-05 25 lanyards, nn-04 3 power banks, cv-14 t2 4
 *   golf umbrellas), a budget below every price but one or two at the quantity's break (em-18, tx-07,
 *   cv-17 t3), a deadline only rush could meet (em-15, tx-11, fw-07, cv-15 t2), made in USA, eco or
 *   recyclable where fewer than 3 of the type qualify (em-12 foam rollers, fw-03 cork coasters, sp-04
 *   picnic blankets, sp-06's lunch cooler bags), and constraints met alone but not together (em-24
 *   navy + eco tumblers, rf-03 royal blue + recyclable laptop backpacks, cv-04 t2 navy + $35 + eco
 *   hoodies, cv-06 t2 maroon quarter-zips by Dec 4, cv-10 t3 black US-made duffels by Dec 2). Each
 *   has a reply pattern naming the constraint to relax (as dev-13 and dev-14: '[Cc]olou?r',
 *   '[Mm]inimum|[Qq]uantit', '[Bb]udget|[Pp]rice', '[Rr]ush|[Dd]eadline|[Pp]roduction', '[Ee]co',
 *   '[Rr]ecycl', '[Mm]ade in|USA|U\\.S\\.'; any of them where several constraints fail together).
 *   In a several-product request only that item is unmeetable; the other items are met.
 * - 57 can be met, each (each item of a several-product turn) by at least 3 catalogue products, and
 *   4 ask no products (two thank-yous, two compares).
 *
 * Checked with .scratch/check-dev-15.ts, which imports only this file and reads the catalogue JSON,
 * re-computing as the judge does (the phrase in the name, singular or plural; category; the unit
 * price at the quantity's break; minimum ≤ quantity; colour word; eco; recyclable; made in;
 * production days without rush): every meetable turn and item has at least 3 fitting products (the
 * "cheaper?" turn 18); every absent type is in no product name and at least 3 alternatives meet the
 * other constraints (for an absent item, of no other item's type); every turn marked "Cannot be
 * met" has fewer than 3 fitting products (in a several-product turn, the marked item), at least 3
 * products missing exactly one constraint and a reply pattern; every present type names a product
 * and every colour word a catalogue colour; a total across items covers the cheapest product per
 * item.
 *
 * The conventions of the earlier headers apply ("now" is Sunday 22 November 2026; a date gives the
 * working days after today up to it, minus 3: Fri Nov 27 → 2, Mon Nov 30 → 3, Tue Dec 1 → 4, Wed
 * Dec 2 → 5, Fri Dec 4 → 7, Fri Dec 11 → 12, Tue Dec 15 → 14, Wed Dec 16 → 15, Fri Dec 18 → 17, Fri
 * Jan 8 → 32, Fri Jan 15 → 37; a total is divided by the quantity and rounded down; "if possible",
 * "if you have it" are preferences; burgundy is Maroon, grey Gray, "blue" also navy; koozies are can
 * coolers; t-shirts T-Shirts and Tees; water bottles also sport and steel bottles; stress balls also
 * stress reliever balls; webcam covers also privacy sliders; stylus pens also stylus ballpoint pens;
 * "no rush" is noDeadline; a follow-up keeps what the conversation stated; "Different question:"
 * starts afresh). Readings decided here beyond them:
 * - Absent types are written singular and lower-case in the client's words, the kind included
 *   ('felt pennant', 'hand-crank emergency radio', 'dog bandana'); "custom", "branded" in front is
 *   not part of the type. The judge ignores the phrase; the self-check uses it.
 * - Quantities: "a gross" 144, "1.2k" 1200, "2 doz" 24, "x2,000" 2000, "like two thousand" 2000,
 *   "about two hundred" 200, "a hundred and fifty" 150, "five hundred" 500, "200 piece" 200, "3
 *   piece" 3, "1000 pieces" 1000; "14 players and 3 coaches, 17 in all" 17; "our bottle club, 150
 *   members" and "the whole team, 80 people" are the quantity (no other is named). Bed, household,
 *   member-farm, team and student counts in a signature or beside a named quantity ("1,150 beds …
 *   but 400 is the number") are not; nor are "12U", "5th birthday", "50th anniversary", "24/7",
 *   "2-month visit" or "Class of 2009".
 * - Budgets: "$2,000 total" for 80 is 2500 cents; "$3,000 total for everything" is maxTotalCents;
 *   "under 75c" 75; "a buck fifty" 150; "3 bucks ea" 300; "~$10" 1000; "$30 tops" 3000; "price not
 *   more than 20 dollar for one" 2000; "Budget maximum 15 USD each one" 1500; "unit price ceiling:
 *   $2.00" 200; "Max price" / "Max unit" / "<= $4.00" columns are unit budgets; "budget is
 *   flexible" states none.
 * - Dates: "fri 12/4" is Dec 4; "by this Friday" in a message sent Sunday 22 November is Friday
 *   27 November; "by the 11th", "Friday the 11th" and "friday december eleventh" are Dec 11;
 *   "before 15 December" is by Dec 15 (dev-6). A date that is not a delivery date states nothing:
 *   "Proposals due December 4", "Bids accepted through December 10", the Date: line of a forwarded
 *   message; "late January", "the January trade show circuit", "the 2027 incentive trip" and "the
 *   fair isn't until July" name no day ("no rush" / "no hurry at all" beside them is noDeadline).
 * - Colours: "green or gold", "clear or white", "yellow or black", "charcoal or grey", "orange or
 *   lime" are lists; "royal blue" is Royal Blue only; "black if possible", "Black if you have it",
 *   "black if you have them" are preferences. A colour in a spreadsheet row binds that row's item;
 *   "any" states none; a line "everything in orange" binds every item.
 * - Types as the catalogue names them: "coffee mugs" any Mug; "tote bags", "reusable shopping tote
 *   bag" any Tote; "cotton tote bags" Cotton Tote Bags and Recycled Cotton Totes; "zippered travel
 *   pouches" Zippered Travel Pouches; "seed cards" Plantable Seed Cards; "sleeves of golf balls"
 *   Golf Ball Sleeves; "golf towels" Golf and Microfiber Golf Towels; "badge reels" Retractable Badge
 *   Reels; "luggage trackers" Smart Luggage Trackers; "sticky note pads" Sticky Note Pads; "lip
 *   balm(s)" both kinds; "candles" any Candle; "journals" any Journal; "notebooks" any Notebook;
 *   "hand sanitizer" gel and spray; "pens" any name with Pen (the judge's phrase); "umbrella" any
 *   Umbrella; "beanies" any Beanie; "backpack" Laptop and Drawstring Backpacks; "power bank" any
 *   Power Bank (solar too); "hoodies" both kinds; "LED flashlights" LED and Mini LED Flashlights;
 *   "phone stands" also Foldable Phone Stands; "first aid kits" also Travel First Aid Kits; "dad
 *   hats" Unstructured Dad Hats; "cork coasters" Cork Coaster Sets; "recycled paper" notebooks
 *   Recycled Paper Notebooks; "16 oz pint glass" that size only.
 * - Conversations: "what about name badges instead?", "what about hand clappers instead?" and
 *   "what about varsity jackets?" keep the quantity and colour in force; "ok, then 100 LED
 *   flashlights", "ok show me … then, 300, purple please", "ok then puffer vests, same 120 in navy"
 *   and "ok what about chocolate bars then, 400" after an absent type take what they say
 *   (intentQty); "any chance you carry tablet stands too?" checks only the absent type; "ok forget
 *   eco, what about grey?" drops eco and replaces the colour (intentColours); "make it 2,500" and
 *   "actually make it 4" replace the quantity; "and they need to be here by Friday Dec 4", "and we
 *   need them by Wednesday Dec 2" and "update: the race moved up to Tuesday, December 1" set the date
 *   (intentProdDays); "cheaper, under $1.25?" sets that ceiling and, below all prices but one, is
 *   unmeetable rather than a "cheaper?" turn.
 */

export const DEV_15_CASES: EvalCase[] = [
  // ---------------------------------------------------------------- emails (r16-em)
  {
    id: 'r16-em-01',
    q: `Hi Dana,

Homecoming is Friday, December 11 and the boosters want 1,000 stadium cups with the Wildcats paw for the concession stand. Under $1.50 each if we can.

Thanks!
Coach Terry Alvarez
Lincoln High School Athletic Boosters
Room 114 | (555) 201-3390 | Est. 1962`,
    expect: { absent: true, productType: 'stadium cup', qty: 1000, maxUnitCents: 150, maxProductionDays: 12 },
  },
  {
    id: 'r16-em-02',
    q: `Good morning,

St. Brendan's would like to give every family a coffee mug at the Christmas Eve service. We'll need 300, white, and the finance committee set a ceiling of $6 a mug. They need to be here by Friday the 11th so the youth group can wrap them.

Blessings,
Margaret Oyelaran, Parish Administrator
St. Brendan's Catholic Church · 412 Elm Street · Parish office (555) 440-1187`,
    expect: { productType: 'mug', qty: 300, colour: 'white', maxUnitCents: 600, maxProductionDays: 12 },
  },
  // Cannot be met: no mug of the catalogue's 133 (ceramic, travel, enamel camp, campfire) comes in maroon/burgundy.
  {
    id: 'r16-em-03',
    q: `Hello,

The Ridgeview Academy alumni office needs 250 mugs in burgundy (our school colour, it has to match) for the reunion mailing. Budget is $8 each.

Thank you,
Priya Nandakumar, Class of 2009
Alumni Relations | Ridgeview Academy | ext. 2231`,
    expect: { productType: 'mug', qty: 250, colour: 'maroon', maxUnitCents: 800, reply: '[Cc]olou?r' },
  },
  {
    id: 'r16-em-04',
    q: `Hi there,

We're restocking guest amenities at the Harborview Hotel and would like branded shower caps, 2,000 of them, any colour, under a dollar apiece.

Regards,
Lucas Ferreira | Rooms Division Manager
Harborview Hotel, 88 Quay Road | 212 rooms | T: 555-018-7720`,
    expect: { absent: true, productType: 'shower cap', qty: 2000, maxUnitCents: 100 },
  },
  {
    id: 'r16-em-05',
    q: `Hi Jordan,

For our Medicare open-enrollment outreach the clinic needs 250 pill organizers with our logo, $2.50 or under apiece.

Thanks,
Dr. Helen Park, PharmD
Riverside Family Clinic | Suite 310, 1450 Grant Ave | Fax 555-332-9018`,
    expect: { productType: ['pill organizer', 'pill case'], qty: 250, maxUnitCents: 250 },
  },
  // Cannot be met: every keychain, key ring and key tag has a minimum order of 150 or more.
  {
    id: 'r16-em-06',
    q: `Hi!

I'm closing out the year with a little gift for my past clients: 60 keychains with the Crestline house logo. Anything around $3.

Thanks so much,
Bianca Torres, REALTOR®
Crestline Realty Group | License #01987345 | 555-209-4471`,
    expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 60, maxUnitCents: 300, reply: '[Mm]inimum|[Qq]uantit' },
  },
  {
    id: 'r16-em-07',
    q: `Morning,

For the county fair booth the Tri-County Farmers Co-op wants fly swatters with our logo, 500 of them, under a dollar each. The fair isn't until July so no rush on these.

Thanks,
Dale Kowalski, Member Services
Tri-County Farmers Co-op | 2,300 member farms | Route 9, Box 41 | 555-671-0032`,
    expect: { absent: true, productType: 'fly swatter', qty: 500, maxUnitCents: 100, noDeadline: true },
  },
  {
    id: 'r16-em-08',
    q: `Hey Sam,

Tall Tree Brewing here. We want a gross of pint glasses for the anniversary party, $5 a glass max.

Cheers,
Nate Okafor | Head Brewer
Tall Tree Brewing Co. | Est. 2014 | 16 taps | 555-903-2280`,
    expect: { productType: 'pint glass', qty: 144, maxUnitCents: 500 },
  },
  // Cannot be met: none of the 22 golf umbrellas (Golf and Auto-Open Golf Umbrellas) comes in pink.
  {
    id: 'r16-em-09',
    q: `Hi Carla,

Our Pink Ribbon Walk is in October, so no hurry at all, but I'd like a quote for 100 golf umbrellas in pink. It really has to be pink for the cause. Up to $25 each.

With gratitude,
Joanne Whitfield | Event Chair
Bay County Breast Cancer Alliance | 501(c)(3) EIN 46-3381920 | 555-480-1192`,
    expect: { productType: 'golf umbrella', qty: 100, colour: 'pink', maxUnitCents: 2500, noDeadline: true, reply: '[Cc]olou?r' },
  },
  {
    id: 'r16-em-10',
    q: `Hello,

Copper Still Distillery is putting together gifts for our bottle club, 150 members. We'd love cocktail shakers engraved with the still logo, black if possible. Could you send options under $20?

Best,
Irene Vasquez | Tasting Room Manager
Copper Still Distillery | 7 Mill Race Lane | DSP-KY-20118 | 555-220-6634`,
    expect: { absent: true, productType: 'cocktail shaker', qty: 150, maxUnitCents: 2000 },
  },
  {
    id: 'r16-em-11',
    q: `Hi Mo,

Brightpath Software is sending year-end gifts to the whole team, 80 people. Thinking wireless earbuds. We have $2,000 total for them.

Thanks!
Keisha Raman | People Ops
Brightpath Software Inc. | 500 Market St, Suite 1200 | est. 2019 | +1 (555) 310-7788`,
    expect: { productType: 'wireless earbud', qty: 80, maxUnitCents: 2500 },
  },
  // Cannot be met: only 2 of the 8 foam rollers are made in the USA, and one of them has a minimum of 50 (1 fits 48).
  {
    id: 'r16-em-12',
    q: `Hi Lena,

Northside Physical Therapy would like foam rollers to hand out to post-op patients. We only buy made in USA for patient items. 48 would do it.

Thanks,
Marco Bellini, DPT | Clinic Director
Northside Physical Therapy | 3 locations | NPI 1639201847 | 555-714-2020`,
    expect: { productType: 'foam roller', qty: 48, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' },
  },
  {
    id: 'r16-em-13',
    q: `Good afternoon,

Hartwell & Greer LLP would like 500 legal pads with the firm name on the cover. Please keep it under $4 a pad.

Kind regards,
Eleanor Hartwell, Office Manager
Hartwell & Greer LLP | 1 Courthouse Square, 9th Floor | 555-662-1900 | Founded 1987`,
    expect: { absent: true, productType: 'legal pad', qty: 500, maxUnitCents: 400 },
  },
  {
    id: 'r16-em-14',
    q: `Hello,

The City of Millbrook Parks & Recreation Department needs 500 tote bags for the Earth Day giveaway. They must be recyclable, and our purchase limit is $3.00 per unit.

Thank you,
Gregory Nash, Recreation Supervisor
City of Millbrook | 200 Civic Center Dr. | PO #2026-4471 | 555-318-6000`,
    expect: { productType: 'tote', qty: 500, recyclable: true, maxUnitCents: 300 },
  },
  // Cannot be met: Tuesday December 1 leaves 4 production days and no hoodie is made in fewer than 5 (only rush).
  {
    id: 'r16-em-15',
    q: `Hey,

Our hackathon kicks off Tuesday, December 1 and I totally forgot swag. Can we get 100 hoodies in hand by then? Black or charcoal, $30 tops.

Thanks,
Devin Cho | Dev Relations
Stackhouse Labs | 55 Pier 70 | Slack: #hack-2026`,
    expect: { productType: 'hoodie', qty: 100, colour: ['black', 'charcoal'], maxUnitCents: 3000, maxProductionDays: 4, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },
  {
    id: 'r16-em-16',
    q: `Hi Ms. Reyes,

The Oak Park Elementary PTA is planning spirit week (late January) and would love 300 felt pennants in our school colours, green or gold. Budget is $2 each.

Thanks a bunch,
Tasha Greene, PTA President
Oak Park Elementary | 640 students | 555-290-7781`,
    expect: { absent: true, productType: 'felt pennant', qty: 300, colour: ['green', 'gold'], maxUnitCents: 200 },
  },
  {
    id: 'r16-em-17',
    q: `Hi Joe,

The Eastside Community Food Bank would like 600 cotton tote bags in natural for the holiday distribution. Delivery by Friday, December 18 please.

Many thanks,
Ruth Adeyemi | Volunteer Coordinator
Eastside Community Food Bank | Serving 4,200 households | 555-127-9004`,
    expect: { productType: 'cotton tote', qty: 600, colour: 'natural', maxProductionDays: 17 },
  },
  // Cannot be met: at 200 the cheapest fleece quarter-zip is $16.97; none is $16 or less.
  {
    id: 'r16-em-18',
    q: `Hello Avery,

First Harbor Bank wants fleece quarter-zips for all 200 branch staff. The approved budget is $16 each, firm.

Regards,
Simon Achebe | Marketing
First Harbor Bank | Member FDIC | NMLS #402113 | 555-808-3100`,
    expect: { productType: 'fleece quarter-zip', qty: 200, maxUnitCents: 1600, reply: '[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r16-em-19',
    q: `Hi,

Little Sprouts Pediatrics would like 250 growth charts to give new parents at the 2-month visit. Anything under $5 a piece works.

Thank you!
Amy Liu, RN
Little Sprouts Pediatrics | 2200 Oak Blvd, Ste 5 | 555-342-0099`,
    expect: { absent: true, productType: 'growth chart', qty: 250, maxUnitCents: 500 },
  },
  {
    id: 'r16-em-20',
    q: `Hello,

The Lakeside Inn would like 150 zippered travel pouches for our spa guests, in orange or lime (our brand colours). Under $4 each please.

Best regards,
Hannah Schultz | Guest Experience
Lakeside Inn & Spa | 64 rooms | 555-745-3321`,
    expect: { productType: 'travel pouch', qty: 150, colour: ['orange', 'lime'], maxUnitCents: 400 },
  },
  {
    id: 'r16-em-21',
    q: `Hi Phil,

Harbour City Rowing Club needs 40 softshell jackets for the coaches and crew, navy. Budget is flexible, quality matters more.

Thanks,
Ollie Brennan | Club Captain
Harbour City Rowing Club | Boathouse 3, Marina Way | Founded 1921 | 555-016-4433`,
    expect: { productType: 'softshell jacket', qty: 40, colour: 'navy' },
  },
  {
    id: 'r16-em-22',
    q: `Hi Rick,

Our 12U team just won the state title! The parents want championship rings for the 14 players and 3 coaches, 17 in all. Is that something you can source? We were thinking up to $60 each.

Go Hawks,
Brenda Miles | Team Parent
Westfield Hawks 12U Baseball | 555-388-2145`,
    expect: { absent: true, productType: 'championship ring', qty: 17, maxUnitCents: 6000 },
  },
  {
    id: 'r16-em-23',
    q: `Hi Gina,

Rapid Rooter Plumbing wants tape measure keychains for the service trucks to leave with customers, 250 of them, yellow or black. We need them in hand by the 11th.

Thanks,
Tony DeLuca | Owner
Rapid Rooter Plumbing & Drain | Lic. #PL-558120 | 24/7 line 555-766-8911`,
    expect: { productType: 'tape measure keychain', qty: 250, colour: ['yellow', 'black'], maxProductionDays: 12 },
  },
  // Cannot be met: 14 of the 44 stainless steel tumblers come in navy and 8 are eco-friendly, but none is both.
  {
    id: 'r16-em-24',
    q: `Hello,

Cedar Hollow Land Trust would like 100 stainless steel tumblers in navy for our donor thank-you. Eco-friendly is non-negotiable for us, given what we do.

Warmly,
June Abernathy | Development Director
Cedar Hollow Land Trust | 4,100 acres protected since 1994 | 555-917-2046`,
    expect: { productType: 'stainless steel tumbler', qty: 100, colour: 'navy', eco: true, reply: '[Ee]co|[Cc]olou?r' },
  },
  {
    id: 'r16-em-25',
    q: `Hi Marisol,

Volt Electric is doing apprentice graduation gifts: 40 tool bags, black, embroidered with the logo. Can we stay under $30 each?

Thanks,
Rick Hanlon | Training Director
Volt Electric Inc. | IBEW Local 48 | 1200 Industrial Pkwy | 555-601-5522`,
    expect: { absent: true, productType: 'tool bag', qty: 40, colour: 'black', maxUnitCents: 3000 },
  },

  // ---------------------------------------------------------------- texts (r16-tx)
  {
    id: 'r16-tx-01',
    q: 'hey its Mike @ Foundry Brewing. need 200 bar towels w logo, any color, under 3 bucks ea. thx',
    expect: { absent: true, productType: 'bar towel', qty: 200, maxUnitCents: 300 },
  },
  {
    id: 'r16-tx-02',
    q: 'need 500 pens blu under 75c, gotta have em by fri 12/4',
    expect: { productType: 'pen', qty: 500, colour: ['blue', 'navy'], maxUnitCents: 75, maxProductionDays: 7 },
  },
  // Cannot be met: every stress ball and stress reliever ball has a minimum of 150.
  {
    id: 'r16-tx-03',
    q: 'can u do 50 stress balls for our dental office? like $1 each',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 50, maxUnitCents: 100, reply: '[Mm]inimum|[Qq]uantit' },
  },
  {
    id: 'r16-tx-04',
    q: '1.2k lanyards black pls, for the expo, 2 bucks max',
    expect: { productType: 'lanyard', qty: 1200, colour: 'black', maxUnitCents: 200 },
  },
  {
    id: 'r16-tx-05',
    q: 'do u guys do santa hats?? need 75 for the office party lol',
    expect: { absent: true, productType: 'santa hat', qty: 75 },
  },
  {
    id: 'r16-tx-06',
    q: '2 doz golf umbrellas navy, under $30 ea - for the Pinecrest member-guest',
    expect: { productType: 'golf umbrella', qty: 24, colour: 'navy', maxUnitCents: 3000 },
  },
  // Cannot be met: at 100 only 2 of the 15 beanies are $4 or less.
  {
    id: 'r16-tx-07',
    q: 'beanies for 100 kids, under $4?? its for the Youth Hockey Assoc toy drive',
    expect: { productType: 'beanie', qty: 100, maxUnitCents: 400, reply: '[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r16-tx-08',
    q: '300 water bottles for the turkey trot, under $8, any color is fine',
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, maxUnitCents: 800 },
  },
  {
    id: 'r16-tx-09',
    q: 'any chance u carry neck fans? want 100 for our summer landscaping crew, ~$10',
    expect: { absent: true, productType: 'neck fan', qty: 100, maxUnitCents: 1000 },
  },
  {
    id: 'r16-tx-10',
    q: '150 dad hats maroon for the alumni tailgate',
    expect: { productType: 'dad hat', qty: 150, colour: 'maroon' },
  },
  // Cannot be met: Monday 11/30 leaves 3 production days; no tote is made in fewer than 5 (only rush).
  {
    id: 'r16-tx-11',
    q: 'need 300 tote bags by mon 11/30 - possible??',
    expect: { productType: 'tote', qty: 300, maxProductionDays: 3, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },
  {
    id: 'r16-tx-12',
    q: 'do u do pinback buttons? 500 for student council elections',
    expect: { absent: true, productType: 'pinback button', qty: 500 },
  },
  {
    id: 'r16-tx-13',
    q: 'hand sanitizer 1k, under a buck fifty, for the flu shot clinic',
    expect: { productType: 'hand sanitizer', qty: 1000, maxUnitCents: 150 },
  },
  // Cannot be met: no keychain, key ring or key tag comes in gold.
  {
    id: 'r16-tx-14',
    q: 'gold keychains x500 for our 50th anniversary. gold is a must',
    expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 500, colour: 'gold', reply: '[Cc]olou?r' },
  },
  {
    id: 'r16-tx-15',
    q: 'koozies 250 teal. Lakeview Marina',
    expect: { productType: 'can cooler', qty: 250, colour: 'teal' },
  },

  // ---------------------------------------------------------------- several products (r16-mu)
  {
    id: 'r16-mu-01',
    q: `For the taproom's 5th birthday we need 2 cornhole sets, 300 can coolers and 200 bottle opener keychains. Black if you have it.
Stoneback Brewing | 5 years | 555-219-4400`,
    expect: {
      items: [
        { productType: 'cornhole set', absent: true, qty: 2 },
        { productType: 'can cooler', qty: 300 },
        { productType: 'bottle opener keychain', qty: 200 },
      ],
    },
  },
  {
    id: 'r16-mu-02',
    q: 'Field day at Maple Grove Elementary: 200 t-shirts, 200 drawstring backpacks and 200 water bottles, everything under $6 each please.',
    expect: {
      maxUnitCents: 600,
      items: [
        { productType: ['t-shirt', 'tee'], qty: 200 },
        { productType: 'drawstring backpack', qty: 200 },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200 },
      ],
    },
  },
  {
    id: 'r16-mu-03',
    q: 'Wanderlust Travel is building client welcome kits: 100 picnic blankets, 100 travel pillows and 100 luggage trackers. Can you send options?',
    expect: {
      items: [
        { productType: 'picnic blanket', qty: 100 },
        { productType: 'travel pillow', absent: true, qty: 100 },
        { productType: 'luggage tracker', qty: 100 },
      ],
    },
  },
  {
    id: 'r16-mu-04',
    q: `DevSummit swag list (final):
- 300 webcam covers
- 300 phone grips
- 300 earbud cases`,
    expect: {
      items: [
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 300 },
        { productType: 'phone grip', qty: 300 },
        { productType: 'earbud case', absent: true, qty: 300 },
      ],
    },
  },
  {
    id: 'r16-mu-05',
    q: 'Nurses Week at St. Luke\'s Medical Center: 400 tumblers (under $10) and 400 badge reels (under $2). 1,150 beds, 3 campuses, but 400 is the number.',
    expect: {
      items: [
        { productType: 'tumbler', qty: 400, maxUnitCents: 1000 },
        { productType: 'badge reel', qty: 400, maxUnitCents: 200 },
      ],
    },
  },
  {
    id: 'r16-mu-06',
    q: 'Custom door hangers x2,000, plus 2,000 pens and 500 sticky note pads for the Grand Pacific Hotel front desk.',
    expect: {
      items: [
        { productType: 'door hanger', absent: true, qty: 2000 },
        { productType: 'pen', qty: 2000 },
        { productType: 'sticky note pad', qty: 500 },
      ],
    },
  },
  {
    id: 'r16-mu-07',
    q: 'Paws & Claws Rescue 5K: 150 t-shirts, 150 dog bandanas and 150 can coolers, everything in orange.',
    expect: {
      colour: 'orange',
      items: [
        { productType: ['t-shirt', 'tee'], qty: 150 },
        { productType: 'dog bandana', absent: true, qty: 150 },
        { productType: 'can cooler', qty: 150 },
      ],
    },
  },
  {
    id: 'r16-mu-08',
    q: 'Snowcrest Ski Club wants 60 hoodies and 60 beanies. $3,000 total for everything.',
    expect: {
      maxTotalCents: 300000,
      items: [
        { productType: 'hoodie', qty: 60 },
        { productType: 'beanie', qty: 60 },
      ],
    },
  },
  {
    id: 'r16-mu-09',
    q: 'Hillside Orchard farm stand: 500 jute market totes, 500 seed cards and 500 little bottles of maple syrup with our label.',
    expect: {
      items: [
        { productType: 'jute market tote', qty: 500 },
        { productType: 'seed card', qty: 500 },
        { productType: 'maple syrup', absent: true, qty: 500 },
      ],
    },
  },
  {
    id: 'r16-mu-10',
    q: 'Golf outing for the Rotary Club of Fairview: 72 golf towels, 72 sleeves of golf balls and 24 golf umbrellas for the hole sponsors.',
    expect: {
      items: [
        { productType: 'golf towel', qty: 72 },
        { productType: 'golf ball sleeve', qty: 72 },
        { productType: 'golf umbrella', qty: 24 },
      ],
    },
  },
  {
    id: 'r16-mu-11',
    q: 'Can you quote 200 performance polos, 200 rally towels, and 200 stadium seat cushions for the Riverside FC supporters club?',
    expect: {
      items: [
        { productType: 'performance polo', qty: 200 },
        { productType: 'rally towel', absent: true, qty: 200 },
        { productType: 'stadium seat cushion', qty: 200 },
      ],
    },
  },
  // Cannot be met: the mugs. No mug comes in maroon/burgundy; the black pint glasses can be met.
  {
    id: 'r16-mu-12',
    q: "The Crown & Anchor pub wants 150 pint glasses in black and 150 mugs in burgundy for the regulars' club.",
    expect: {
      reply: '[Cc]olou?r',
      items: [
        { productType: 'pint glass', qty: 150, colour: 'black' },
        { productType: 'mug', qty: 150, colour: 'maroon' },
      ],
    },
  },

  // ---------------------------------------------------------------- conversations (r16-cv)
  {
    id: 'r16-cv-01',
    turns: [
      { q: 'Hi, Summit Credit Union here. We need 200 tumblers under $12 each for member appreciation week.', expect: { productType: 'tumbler', qty: 200, maxUnitCents: 1200 } },
      { q: 'cheaper?', expect: { productType: 'tumbler', qty: 200, maxUnitCents: 1200, intentQty: 200 } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r16-cv-02',
    turns: [
      { q: 'Do you have night lights? The Restwell Sleep Clinic wants 100 for patients.', expect: { absent: true, productType: 'night light', qty: 100 } },
      { q: 'ok, then 100 LED flashlights', expect: { productType: 'led flashlight', qty: 100, intentQty: 100 } },
    ],
  },
  {
    id: 'r16-cv-03',
    turns: [
      { q: '500 lanyards for the Midwest Dental Conference, navy', expect: { productType: 'lanyard', qty: 500, colour: 'navy' } },
      { q: 'what about name badges instead?', expect: { absent: true, productType: 'name badge', qty: 500, colour: 'navy', intentQty: 500 } },
    ],
  },
  {
    id: 'r16-cv-04',
    turns: [
      { q: '100 hoodies in navy for the Lakeshore Soccer Club coaches, under $35', expect: { productType: 'hoodie', qty: 100, colour: 'navy', maxUnitCents: 3500 } },
      // Cannot be met: only 1 navy hoodie under $35 at 100 is eco-friendly.
      { q: 'any eco-friendly ones?', expect: { productType: 'hoodie', qty: 100, colour: 'navy', maxUnitCents: 3500, eco: true, reply: '[Ee]co|[Cc]olou?r|[Bb]udget|[Pp]rice' } },
      { q: 'ok forget eco, what about grey?', expect: { productType: 'hoodie', qty: 100, colour: 'gray', maxUnitCents: 3500, intentColours: ['gray'] } },
    ],
  },
  {
    id: 'r16-cv-05',
    turns: [
      { q: "any chance you carry cosmetic bags? need 300 for our salon's holiday gift bags", expect: { absent: true, productType: 'cosmetic bag', qty: 300 } },
      { q: 'ok show me zippered travel pouches then, 300, purple please', expect: { productType: 'travel pouch', qty: 300, colour: 'purple', intentQty: 300, intentColours: ['purple'] } },
    ],
  },
  {
    id: 'r16-cv-06',
    turns: [
      { q: '250 fleece quarter-zips in burgundy for the Kingsbridge Academy staff', expect: { productType: 'fleece quarter-zip', qty: 250, colour: 'maroon' } },
      // Cannot be met: Friday December 4 leaves 7 production days and only 1 maroon quarter-zip is made in 7 or fewer.
      { q: 'and they need to be here by Friday Dec 4', expect: { productType: 'fleece quarter-zip', qty: 250, colour: 'maroon', maxProductionDays: 7, intentProdDays: 7, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction|[Cc]olou?r' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r16-cv-07',
    turns: [
      { q: '600 koozies for the Riverfront Music Festival', expect: { productType: 'can cooler', qty: 600 } },
      { q: 'what about hand clappers instead?', expect: { absent: true, productType: 'hand clapper', qty: 600, intentQty: 600 } },
    ],
  },
  {
    id: 'r16-cv-08',
    turns: [
      { q: '1,000 pens under 50 cents for the Hollis County Library summer reading kickoff', expect: { productType: 'pen', qty: 1000, maxUnitCents: 50 } },
      { q: 'cheapest first', expect: { productType: 'pen', qty: 1000, maxUnitCents: 50, sorted: 'price' } },
      { q: 'make it 2,500', expect: { productType: 'pen', qty: 2500, maxUnitCents: 50, intentQty: 2500 } },
    ],
  },
  {
    id: 'r16-cv-09',
    turns: [
      { q: 'Do you do mouthguards? Our youth football league has 180 players.', expect: { absent: true, productType: 'mouthguard', qty: 180 } },
      { q: 'Different question: lip balm for our dental office, 300 of them', expect: { productType: 'lip balm', qty: 300, intentQty: 300, intentColours: [] } },
      { q: 'great, thank you', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r16-cv-10',
    turns: [
      { q: '50 duffel bags, black, for the Eastgate Swim Team', expect: { productType: 'duffel bag', qty: 50, colour: 'black' } },
      { q: 'can they be made in the USA?', expect: { productType: 'duffel bag', qty: 50, colour: 'black', madeIn: 'US' } },
      // Cannot be met: Wednesday December 2 leaves 5 production days; only 1 black US-made duffel is made in 5 or fewer.
      { q: 'and we need them by Wednesday Dec 2', expect: { productType: 'duffel bag', qty: 50, colour: 'black', madeIn: 'US', maxProductionDays: 5, intentProdDays: 5, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction|[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.' } },
    ],
  },
  {
    id: 'r16-cv-11',
    turns: [
      { q: 'Looking for 120 crewneck sweatshirts in navy for the Grace Fellowship youth retreat', expect: { productType: 'crewneck sweatshirt', qty: 120, colour: 'navy' } },
      { q: 'what about varsity jackets?', expect: { absent: true, productType: 'varsity jacket', qty: 120, colour: 'navy', intentQty: 120 } },
      { q: 'ok then puffer vests, same 120 in navy', expect: { productType: 'puffer vest', qty: 120, colour: 'navy', intentQty: 120 } },
    ],
  },
  {
    id: 'r16-cv-12',
    turns: [
      { q: '300 notebooks for Greenfield Community College orientation', expect: { productType: 'notebook', qty: 300 } },
      { q: 'any made from recycled paper? they have to be eco-friendly', expect: { productType: 'recycled paper notebook', qty: 300, eco: true } },
      { q: 'no rush on these btw', expect: { productType: 'recycled paper notebook', qty: 300, eco: true, noDeadline: true } },
    ],
  },
  {
    id: 'r16-cv-13',
    turns: [
      { q: 'We need emergency blankets for our 500 CERT volunteers.', expect: { absent: true, productType: 'emergency blanket', qty: 500 } },
      { q: 'ok what about first aid kits for the same 500?', expect: { productType: 'first aid kit', qty: 500, intentQty: 500 } },
    ],
  },
  {
    id: 'r16-cv-14',
    turns: [
      { q: '24 golf umbrellas for our hole sponsors, Meadowbrook Charity Classic', expect: { productType: 'golf umbrella', qty: 24 } },
      // Cannot be met: every golf umbrella has a minimum of 6 or more.
      { q: 'actually make it 4, just for the board', expect: { productType: 'golf umbrella', qty: 4, intentQty: 4, reply: '[Mm]inimum|[Qq]uantit' } },
    ],
  },
  {
    id: 'r16-cv-15',
    turns: [
      { q: '200 t-shirts by Dec 18 for the Harvest Hope 5K', expect: { productType: ['t-shirt', 'tee'], qty: 200, maxProductionDays: 17 } },
      // Cannot be met: Tuesday December 1 leaves 4 production days; no t-shirt or tee is made in fewer than 5 (only rush).
      { q: 'update: the race moved up to Tuesday, December 1', expect: { productType: ['t-shirt', 'tee'], qty: 200, maxProductionDays: 4, intentProdDays: 4, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' } },
    ],
  },
  {
    id: 'r16-cv-16',
    turns: [
      { q: '100 phone stands for our co-working members, Hive Workspace', expect: { productType: 'phone stand', qty: 100 } },
      { q: 'any chance you carry tablet stands too?', expect: { absent: true, productType: 'tablet stand' } },
    ],
  },
  {
    id: 'r16-cv-17',
    turns: [
      { q: 'Advent calendars for 400 bank customers? Pinnacle Savings Bank.', expect: { absent: true, productType: 'advent calendar', qty: 400 } },
      { q: 'ok what about chocolate bars then, 400', expect: { productType: 'chocolate bar', qty: 400, intentQty: 400 } },
      // Cannot be met: at 400 only 1 chocolate bar is $1.25 or less.
      { q: 'cheaper, under $1.25?', expect: { productType: 'chocolate bar', qty: 400, maxUnitCents: 125, reply: '[Bb]udget|[Pp]rice' } },
    ],
  },
  {
    id: 'r16-cv-18',
    turns: [
      { q: "75 leather journals for the Ashford Law partners' retreat, brown", expect: { productType: 'leather journal', qty: 75, colour: 'brown' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },

  // ---------------------------------------------------------------- forwarded (r16-fw)
  {
    id: 'r16-fw-01',
    q: `Hi Pat, see Karen's note below. Can you quote? Thanks, Luis

---------- Forwarded message ---------
From: Karen Wu <kwu@meridianmed.example>
Date: Thu, Nov 19, 2026 at 3:12 PM
Subject: booth stuff
To: Events Team

We need 6 table runners with the Meridian Medical logo for the January trade show circuit, royal blue.`,
    expect: { absent: true, productType: 'table runner', qty: 6, colour: 'royal blue' },
  },
  {
    id: 'r16-fw-02',
    q: `Forwarding from our principal, please advise.

---------- Forwarded message ---------
From: Dr. Angela Brooks
Date: Fri, Nov 20, 2026 at 8:02 AM
Subject: Re: water bottles for students

We'd like 450 water bottles for the student body, and they must be recyclable. Thank you!
Dr. Angela Brooks, Principal, Cedar Ridge Middle School, Room 101`,
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 450, recyclable: true },
  },
  // Cannot be met: of the 4 cork coaster sets only 1 is made in the USA.
  {
    id: 'r16-fw-03',
    q: `Reminder: our board policy is made in USA only. Thanks! Gwen

---------- Forwarded message ---------
From: Tasting Room <tastingroom@vinehill.example>
Date: Wed, Nov 18, 2026
Subject: coasters

Can we get 100 cork coasters with the Vine Hill Winery crest for the wine club shipment?`,
    expect: { productType: 'cork coaster', qty: 100, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' },
  },
  {
    id: 'r16-fw-04',
    q: `FYI, from our clinic director below.

---------- Forwarded message ---------
From: Dr. Samuel Ortiz
Subject: winter wellness campaign

Please source 200 hot water bottles with our logo for the winter wellness campaign, under $8 each.
Samuel Ortiz, MD | Pinewood Integrative Health | 555-271-0043`,
    expect: { absent: true, productType: 'hot water bottle', qty: 200, maxUnitCents: 800 },
  },
  {
    id: 'r16-fw-05',
    q: `Can you help with this one?

---------- Forwarded message ---------
From: Coach Renee Park
Date: Sat, Nov 21, 2026 at 6:40 PM
Subject: polos for tournament staff

60 performance polos, white, in hand by Wednesday December 16 for the regional tournament. Thanks, Renee (Bayside Volleyball Club, 14 teams)`,
    expect: { productType: 'performance polo', qty: 60, colour: 'white', maxProductionDays: 15 },
  },
  {
    id: 'r16-fw-06',
    q: `Hi, passing this along from our travel desk.

---------- Forwarded message ---------
From: SkyBridge Travel Desk
Subject: amenity kits

For the 2027 incentive trip we need 250 zippered travel pouches, 250 sleep masks and 250 lip balms. Logo on everything.`,
    expect: {
      items: [
        { productType: 'travel pouch', qty: 250 },
        { productType: 'sleep mask', absent: true, qty: 250 },
        { productType: 'lip balm', qty: 250 },
      ],
    },
  },
  // Cannot be met: Friday November 27 leaves 2 production days and no event wristband is made in fewer than 4 (only rush).
  {
    id: 'r16-fw-07',
    q: `URGENT, see below

---------- Forwarded message ---------
From: Marcus Lee <marcus@glowfest.example>
Date: Sun, Nov 22, 2026 at 7:15 AM
Subject: wristbands!!

We need 500 event wristbands by this Friday for GlowFest. Is that doable?`,
    expect: { productType: 'event wristband', qty: 500, maxProductionDays: 2, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },

  // ---------------------------------------------------------------- voice-to-text (r16-vo)
  {
    id: 'r16-vo-01',
    q: 'hey its brenda from the county fair board we need like two thousand rain ponchos with the fair logo on them clear or white under a dollar fifty each thanks',
    expect: { absent: true, productType: 'rain poncho', qty: 2000, colour: ['clear', 'white'], maxUnitCents: 150 },
  },
  {
    id: 'r16-vo-02',
    q: 'so we need three hundred travel mugs in black for the dealership under twelve dollars each this is Frank at Valley Ford',
    expect: { productType: 'travel mug', qty: 300, colour: 'black', maxUnitCents: 1200 },
  },
  {
    id: 'r16-vo-03',
    q: 'this is pete from spokes community bike shop um do you guys have bike lights we would want about two hundred for our safety night',
    expect: { absent: true, productType: 'bike light', qty: 200 },
  },
  {
    id: 'r16-vo-04',
    q: 'can i get a hundred and fifty beanies in charcoal or grey for the ski patrol thanks',
    expect: { productType: 'beanie', qty: 150, colour: ['charcoal', 'gray'] },
  },
  // Cannot be met: every lanyard has a minimum of 150 or more.
  {
    id: 'r16-vo-05',
    q: 'we just need twenty five lanyards for the board members black if you have them',
    expect: { productType: 'lanyard', qty: 25, reply: '[Mm]inimum|[Qq]uantit' },
  },
  {
    id: 'r16-vo-06',
    q: 'five hundred stylus pens by friday december eleventh for the tech fair purple or teal',
    expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 500, colour: ['purple', 'teal'], maxProductionDays: 12 },
  },

  // ---------------------------------------------------------------- formal RFPs (r16-rf)
  {
    id: 'r16-rf-01',
    q: `REQUEST FOR PROPOSAL RFP-2026-118: Reusable Shopping Bags
Issuing agency: Town of Westbury, Department of Public Works
1. Item: reusable shopping tote bag
2. Quantity: 2,500 units
3. Material: recyclable (required)
4. Country of origin: USA (required)
5. Unit price ceiling: $2.00
6. Delivery: no later than Friday, January 8, 2027
Proposals due December 4, 2026, 2:00 PM.`,
    expect: { productType: 'tote', qty: 2500, recyclable: true, madeIn: 'US', maxUnitCents: 200, maxProductionDays: 32 },
  },
  {
    id: 'r16-rf-02',
    q: `Solicitation No. WA-27-03, Metro Waste & Water Authority
Scope: supply of 1,000 branded recycling bins for the residential outreach program. Items must be eco-friendly. Offerors shall state unit price, minimum order and production time.`,
    expect: { absent: true, productType: 'recycling bin', qty: 1000, eco: true },
  },
  // Cannot be met: 12 of the 31 laptop backpacks come in royal blue and 6 are recyclable, but none is both.
  {
    id: 'r16-rf-03',
    q: `Invitation to Bid #ISD-0412, Harmon Independent School District
Line 1: Laptop backpacks, 300 units
Color: royal blue (district color), mandatory
Material: recyclable, mandatory
Bids accepted through December 10, 2026.`,
    expect: { productType: 'laptop backpack', qty: 300, colour: 'royal blue', recyclable: true, reply: '[Rr]ecycl|[Cc]olou?r' },
  },
  {
    id: 'r16-rf-04',
    q: `Request for Quotation, Northgate State University Office of Student Affairs
Item: notebooks with university seal
Quantity: 1,000
Requirement: recyclable
Maximum unit price: $3.50
Required delivery date: Friday, January 15, 2027`,
    expect: { productType: 'notebook', qty: 1000, recyclable: true, maxUnitCents: 350, maxProductionDays: 37 },
  },
  {
    id: 'r16-rf-05',
    q: `RFQ EM-2026-22, Clearwater County Office of Emergency Management
Description: hand-crank emergency radios, imprinted with county seal
Quantity: 250
Country of origin: USA (required by county procurement code 4.12)`,
    expect: { absent: true, productType: 'hand-crank emergency radio', qty: 250, madeIn: 'US' },
  },

  // ---------------------------------------------------------------- non-native English (r16-nn)
  {
    id: 'r16-nn-01',
    q: `Dear Sir,
We are search for the sewing kit for our hotel guest, quantity 1000 pieces. Please tell the price.
Best regards,
Mr. Nguyen Van Long, Saigon Pearl Hotel, 45 Le Loi Street, +84 28 3822 5555`,
    expect: { absent: true, productType: 'sewing kit', qty: 1000 },
  },
  {
    id: 'r16-nn-02',
    q: 'Hello, please we need 200 piece umbrella, colour black, price not more than 20 dollar for one. Thank you, Ahmed (Al Noor Trading, since 1998)',
    expect: { productType: 'umbrella', qty: 200, colour: 'black', maxUnitCents: 2000 },
  },
  {
    id: 'r16-nn-03',
    q: 'Do you have the alarm clock? We want give 100 to our best clients for new year. Budget maximum 15 USD each one.',
    expect: { absent: true, productType: 'alarm clock', qty: 100, maxUnitCents: 1500 },
  },
  // Cannot be met: every power bank has a minimum of 6 or more.
  {
    id: 'r16-nn-04',
    q: 'Good day. We need only 3 piece of power bank for the prize of our robotics competition. It is possible?',
    expect: { productType: 'power bank', qty: 3, reply: '[Mm]inimum|[Qq]uantit' },
  },
  {
    id: 'r16-nn-05',
    q: 'We want mug with our logo, 500 pcs, white colour, delivery before 15 December. Kind regards, Lukas, Brauhaus Edelweiss GmbH',
    expect: { productType: 'mug', qty: 500, colour: 'white', maxProductionDays: 14 },
  },
  // Cannot be met: no backpack (laptop or drawstring) comes in brown.
  {
    id: 'r16-nn-06',
    q: 'Is possible to make backpack in brown colour? 100 pieces for the students of our language school. Thank you very much, Ines (Escuela Sol, Valencia)',
    expect: { productType: 'backpack', qty: 100, colour: 'brown', reply: '[Cc]olou?r' },
  },

  // ---------------------------------------------------------------- spreadsheet rows (r16-sp)
  {
    id: 'r16-sp-01',
    q: `Item\tQty\tColour\tMax price
Resistance band set\t100\tany\t$12
Heating pad\t100\tany\t$15
Foam roller\t100\tblack\t$20`,
    expect: {
      items: [
        { productType: 'resistance band set', qty: 100, maxUnitCents: 1200 },
        { productType: 'heating pad', absent: true, qty: 100, maxUnitCents: 1500 },
        { productType: 'foam roller', qty: 100, colour: 'black', maxUnitCents: 2000 },
      ],
    },
  },
  {
    id: 'r16-sp-02',
    q: `Product | Qty | Color
Laptop sleeve | 50 | gray
Wireless mouse | 50 | black
Webcam cover | 200 | any`,
    expect: {
      items: [
        { productType: 'laptop sleeve', qty: 50, colour: 'gray' },
        { productType: 'wireless mouse', qty: 50, colour: 'black' },
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 200 },
      ],
    },
  },
  {
    id: 'r16-sp-03',
    q: `bible covers, 80, brown
candles, 80, any
journals, 80, brown
(Grace Community Church, 1450 N. Main, office 555-301-2277)`,
    expect: {
      items: [
        { productType: 'bible cover', absent: true, qty: 80, colour: 'brown' },
        { productType: 'candle', qty: 80 },
        { productType: 'journal', qty: 80, colour: 'brown' },
      ],
    },
  },
  // Cannot be met: only 1 of the 29 picnic blankets is recyclable.
  {
    id: 'r16-sp-04',
    q: `Item: Picnic blanket | Qty: 100 | Recyclable: Y | Max unit: $25`,
    expect: { productType: 'picnic blanket', qty: 100, recyclable: true, maxUnitCents: 2500, reply: '[Rr]ecycl' },
  },
  {
    id: 'r16-sp-05',
    q: `SKU request | 16 oz pint glass | qty 288 | clear | <= $4.00`,
    expect: { productType: '16 oz pint glass', qty: 288, colour: 'clear', maxUnitCents: 400 },
  },
  // Cannot be met: the lunch bags. No insulated lunch cooler bag is eco-friendly; the bottles can be met.
  {
    id: 'r16-sp-06',
    q: `Item\tQty\tEco
Insulated lunch cooler bag\t200\tyes
Water bottle\t200\tyes`,
    expect: {
      reply: '[Ee]co',
      items: [
        { productType: 'insulated lunch cooler bag', qty: 200, eco: true },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200, eco: true },
      ],
    },
  },
];
