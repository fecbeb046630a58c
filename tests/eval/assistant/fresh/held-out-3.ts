import type { EvalCase } from '../expect.js';

/**
 * The third set of fresh requests for the chat assistant — the held-out half, held-out-3.ts.
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
export const HELD_OUT_3_CASES: EvalCase[] = [
  {
    id: 'r3-cv-02',
    turns: [
      { q: 'hoodies for 60 volunteers, need them by Dec 11', expect: { productType: 'hoodie', qty: 60, maxProductionDays: 12 } },
      { q: 'cheaper ones?', expect: { productType: 'hoodie', qty: 60, maxProductionDays: 12, intentQty: 60 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r3-cv-04',
    turns: [
      { q: 'Do you have bluetooth speakers?', expect: { productType: 'speaker' } },
      { q: "we'd need 24, under $25 each", expect: { productType: 'speaker', qty: 24, maxUnitCents: 2500, intentQty: 24 } },
      { q: 'which ones are fastest?', expect: { productType: 'speaker', qty: 24, maxUnitCents: 2500, sorted: 'productionDays' } },
    ],
  },
  // first turn cannot be met in full: 25 is below every lapel pin minimum
  {
    id: 'r3-cv-06',
    turns: [
      { q: '25 lapel pins for our service awards', expect: { productType: 'lapel pin', qty: 25 } },
      { q: 'ok what about 150?', expect: { productType: 'lapel pin', qty: 150, intentQty: 150 } },
    ],
  },
  {
    id: 'r3-cv-08',
    turns: [
      { q: 'popcorn tins for our 30 top clients', expect: { productType: 'popcorn', qty: 30 } },
      { q: 'any that can be here by Dec 11?', expect: { productType: 'popcorn', qty: 30, maxProductionDays: 12, intentProdDays: 12 } },
      { q: 'sort those by price, low to high', expect: { productType: 'popcorn', qty: 30, maxProductionDays: 12, sorted: 'price' } },
    ],
  },
  {
    id: 'r3-cv-10',
    turns: [
      { q: 'water bottles for our 10K, 400 runners', expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 400 } },
      { q: 'under $5?', expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 400, maxUnitCents: 500, intentQty: 400 } },
      { q: 'any in black?', expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 400, maxUnitCents: 500, colour: 'black', intentColours: ['black'] } },
    ],
  },
  {
    id: 'r3-cv-12',
    turns: [
      { q: '450 drawstring bags for a career fair', expect: { productType: 'drawstring backpack', qty: 450 } },
      { q: 'budget is $1,000 total', expect: { productType: 'drawstring backpack', qty: 450, maxUnitCents: 222 } },
      { q: 'what about 600?', expect: { productType: 'drawstring backpack', qty: 600, maxUnitCents: 166, intentQty: 600 } },
    ],
  },
  {
    id: 'r3-cv-14',
    turns: [
      { q: 'crystal awards for 8 retirees, under $60 each', expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 8, maxUnitCents: 6000 } },
      { q: 'we need them by Dec 11 though', expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 8, maxUnitCents: 6000, maxProductionDays: 12, intentProdDays: 12 } },
    ],
  },
  {
    id: 'r3-cv-16',
    turns: [
      { q: 'looking for pens', expect: { productType: 'pen' } },
      { q: 'sorry, pencils not pens. 1,000 of them', expect: { productType: 'pencil', qty: 1000 } },
    ],
  },
  {
    id: 'r3-cv-18',
    turns: [
      { q: '350 koozies by Dec 15', expect: { productType: 'can cooler', qty: 350, maxProductionDays: 14 } },
      { q: 'in black', expect: { productType: 'can cooler', qty: 350, maxProductionDays: 14, colour: 'black', intentColours: ['black'] } },
      { q: 'compare the first three', expect: { compared: 3 } },
    ],
  },
  {
    id: 'r3-cv-20',
    turns: [
      { q: 'Do you sell gloves?', expect: { productType: 'glove', absent: true } },
      { q: 'ok then beanies, 120 in gray', expect: { productType: 'beanie', qty: 120, colour: 'gray' } },
    ],
  },
  {
    id: 'r3-cv-22',
    turns: [
      { q: 'polos for our 45 service techs', expect: { productType: 'polo', qty: 45 } },
      { q: 'navy or charcoal', expect: { productType: 'polo', qty: 45, colour: ['navy', 'charcoal'], intentColours: ['navy', 'charcoal'] } },
      { q: 'can they be here by Dec 8?', expect: { productType: 'polo', qty: 45, colour: ['navy', 'charcoal'], maxProductionDays: 9, intentProdDays: 9 } },
    ],
  },
  {
    id: 'r3-cv-24',
    turns: [
      { q: '200 medals for a youth wrestling tournament', expect: { productType: 'medal', qty: 200 } },
      { q: 'can they be gold?', expect: { productType: 'medal', qty: 200, colour: 'gold', intentColours: ['gold'] } },
    ],
  },
  {
    id: 'r3-em-01',
    q: `Hi Dana,

Hope you had a good weekend. We're putting together gifts for member appreciation week and would like 250 stainless tumblers with our logo, in navy. Budget is $12 a piece, and we need them in hand by December 18.

Thanks so much,
Marcy Delgado
Marketing Coordinator | Northfield Community Credit Union
1450 Lakeview Ave, Suite 210 · Eau Claire, WI 54701
(715) 555-0193 · Serving members since 1962`,
    expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1200, colour: 'navy', maxProductionDays: 17 },
  },
  {
    id: 'r3-em-03',
    q: `Hello,

I'm organizing incentives for Lincoln Elementary's winter testing window. We would like 300 pencils with the school name printed on them, yellow if you have it. They need to arrive by January 8 since testing starts the 11th.

Thank you!
Mrs. Renee Castillo
Assessment Coordinator, Lincoln Elementary School (820 students, grades K-5)
405 Orchard Street, Room 114
(509) 555-0121`,
    expect: { productType: 'pencil', qty: 300, maxProductionDays: 32 },
  },
  {
    id: 'r3-em-05',
    q: `Hi there,

We're a 60-person startup and want to get hoodies for the team before our offsite. Thinking 80 so we have extras for new hires. Black or charcoal, embroidered left chest. Budget is up to $35 per hoodie. Made in USA would be a bonus but not a dealbreaker.

Thanks!
Priya Raman
People Ops, Lumafield Labs
2200 Mission St, 4th floor, San Francisco CA 94110
m: 415-555-0186`,
    expect: { productType: 'hoodie', qty: 80, maxUnitCents: 3500, colour: ['black', 'charcoal'] },
  },
  {
    id: 'r3-em-07',
    q: `Hi Kelsey,

Dr. Amin would like to order toothbrushes with our practice name for the kids' goodie bags, 500 of them, and we'd like to stay under $1 each.

Thank you so much!
Lorena Pratt
Office Manager
Bright Smiles Family Dentistry
Suite 12, 6100 Oak Grove Blvd · Round Rock, TX
Phone (512) 555-0164 · Fax (512) 555-0165`,
    expect: { productType: 'toothbrush', absent: true, qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r3-em-09',
    q: `Hello Andrea,

The Riverside Literacy Foundation is honoring six community partners at our annual gala on December 12. We'd like crystal awards, engraved, no more than $80 apiece.

Many thanks,
Howard Lin
Development Director
Riverside Literacy Foundation · 25 years of reading together
P.O. Box 2291, Riverside CA 92516 · 951-555-0102`,
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 6, maxUnitCents: 8000, maxProductionDays: 12 },
  },
  {
    id: 'r3-em-11',
    q: `Hi team,

We're exhibiting at the Midwest Ag Expo (booth #1418) on January 20 and need two retractable banner stands. Can we keep each under $150?

Regards,
Carla Jensen
Marketing Manager, Prairie Seed Genetics
1 Harvest Way, Ames IA 50010 | 515-555-0138`,
    expect: { productType: 'banner stand', qty: 2, maxUnitCents: 15000, maxProductionDays: 40 },
  },
  {
    id: 'r3-em-13',
    q: `Hi,

Admissions is ordering giveaways for spring campus tours. Could you quote 1,000 drawstring backpacks in purple? We'd like to stay below $3 per bag.

Thanks,
Marcus Bell
Assistant Director of Admissions
Westbrook University · Class of 2031 recruitment
(330) 555-0116`,
    expect: { productType: 'drawstring backpack', qty: 1000, maxUnitCents: 300, colour: 'purple' },
  },
  {
    id: 'r3-em-15',
    q: `Hello,

The St. Luke's Foundation Jingle Jog 5K is Saturday, December 12. We're expecting 350 runners and want to give each a long sleeve performance shirt. Our sponsor budget allows up to $14 per shirt.

Thank you,
Angela Mwangi
Events Coordinator, St. Luke's Health Foundation
2800 Lakeshore Dr · (608) 555-0159`,
    expect: { productType: 'long sleeve performance tee', qty: 350, maxUnitCents: 1400, maxProductionDays: 12 },
  },
  {
    id: 'r3-em-17',
    q: `Hey,

We need koozies for the 12 oz cans of our new hazy IPA. 1,000 of them, black, under $1.25.

Tess Navarro
Brand Manager, Copperline Brewing
Taproom: 220 River Rd · 503-555-0109`,
    expect: { productType: 'can cooler', qty: 1000, maxUnitCents: 125, colour: 'black' },
  },
  {
    id: 'r3-em-19',
    q: `Hello,

Harmon Family Pharmacy would like 1,000 SPF lip balms with our logo for flu-shot season. Can we stay under $1 a piece?

Thank you,
Nadia Harmon, PharmD
Harmon Family Pharmacy · 3 locations
128 Main St, Chillicothe OH · 740-555-0131`,
    expect: { productType: 'lip balm', qty: 1000, maxUnitCents: 100 },
  },
  {
    id: 'r3-em-21',
    q: `Hi Leah,

We've got a big cohort of new hires starting December 7 and want laptop sleeves in their welcome kits, 60 in gray. Budget is $18 each, and they'd need to arrive by December 4.

Thanks!
Owen Brandt
Workplace Experience, Corvid Analytics
88 Pine St, 12th Fl · Seattle WA
(206) 555-0167`,
    expect: { productType: 'laptop sleeve', qty: 60, maxUnitCents: 1800, colour: 'gray', maxProductionDays: 7 },
  },
  {
    id: 'r3-em-23',
    q: `Hi Jordan,

We're hosting our 9th annual charity golf classic next June and would like 48 sleeves of logo golf balls. Budget is up to $15 per sleeve. No rush on this one.

Best,
Kevin Doyle
Doyle Family Foundation
Tournament hotline: 614-555-0183`,
    expect: { productType: 'golf ball', qty: 48, maxUnitCents: 1500, noDeadline: true },
  },
  // cannot be met in full: 20 is below every tote minimum
  {
    id: 'r3-em-25',
    q: `Hi Dana,

The Maple Grove PTA wants to give each of our 20 teachers a canvas tote with the school crest for Teacher Appreciation. $8 each is our budget.

Thanks so much,
Heather Lindqvist
PTA President, Maple Grove Elementary
952-555-0115`,
    expect: { productType: 'tote', qty: 20, maxUnitCents: 800 },
  },
  {
    id: 'r3-em-27',
    q: `Hello!

Paws & Whiskers Veterinary Clinic would like acrylic keychains with our paw-print logo to give clients at checkups. 250 to start, under $2 each if possible.

Thank you,
Dr. Sarah Lindgren, DVM
Paws & Whiskers Veterinary Clinic
Open 6 days · 4410 Cedar Ave S · 612-555-0188`,
    expect: { productType: 'acrylic keychain', qty: 250 },
  },
  {
    id: 'r3-em-29',
    q: `Hi,

We're restocking the front desk at the Larkspur Hotel and need branded mint tins, 2,500 pieces, at most $1.20 each.

Regards,
Simone Duarte
Guest Experience Manager
The Larkspur Hotel · 212 rooms · 400 Bay St, Savannah GA
912-555-0135`,
    expect: { productType: 'mint', qty: 2500, maxUnitCents: 120 },
  },
  {
    id: 'r3-em-31',
    q: `Hi Alisha,

Employee Health would like 2,000 hand sanitizers with the hospital logo for our flu season campaign. Budget is $1.50 each or less.

Thanks,
Mark Feeney
Employee Health & Wellness
Mercy Valley Hospital · 3,200 employees
555 Mercy Dr, Fresno CA · 559-555-0112`,
    expect: { productType: 'hand sanitizer', qty: 2000, maxUnitCents: 150 },
  },
  {
    id: 'r3-em-33',
    q: `Hi,

IT security wants to send every remote employee a webcam cover as part of our security awareness push. We have 1,200 remote staff. Anything under a dollar each?

Thanks,
Alicia Romero
Security Awareness Lead, Nimbus Cloud Inc.
Austin, TX · 737-555-0118`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 1200, maxUnitCents: 100 },
  },
  {
    id: 'r3-em-35',
    q: `Hello,

We'd like to send golf umbrellas to our top clients this year. 24 umbrellas, navy, up to $30 each.

Best regards,
Thomas Greer
Managing Partner, Greer & Walsh Attorneys
1100 Peachtree St NE, Suite 2000, Atlanta GA
404-555-0197`,
    expect: { productType: 'umbrella', qty: 24, maxUnitCents: 3000, colour: 'navy' },
  },
  {
    id: 'r3-em-37',
    q: `Hi Rachel,

We'd like polos for our 35 recruiters for the job fair on December 11. Charcoal or black, and please keep them under $28 each.

Thank you,
Brenda Okoye
Branch Manager, TalentBridge Staffing
Suite 410, 2000 Main St, Kansas City MO
816-555-0104`,
    expect: { productType: 'polo', qty: 35, maxUnitCents: 2800, colour: ['charcoal', 'black'], maxProductionDays: 12 },
  },
  {
    id: 'r3-em-39',
    q: `Hi,

The Sun Valley Half Marathon (13.1 miles, May 2027) would like 800 cooling towels in lime green for finishers. We need to stay under $3 each.

Thanks,
Derek Sato
Race Director · 208-555-0198`,
    expect: { productType: 'cooling towel', qty: 800, maxUnitCents: 300, colour: 'lime' },
  },
  {
    id: 'r3-em-41',
    q: `Hello!

Our middle school wants to give a knit beanie to each of our 220 students for spirit week. Navy, please, and under $9 each.

Thanks,
Tom Becker
Student Council Advisor, Ridgeview Middle School
Room 208 · 701 Ridge Rd · 262-555-0170`,
    expect: { productType: 'beanie', qty: 220, maxUnitCents: 900, colour: 'navy' },
  },
  {
    id: 'r3-em-43',
    q: `Hi Carmen,

Dr. Patel would like foam rollers with the clinic logo to give patients who finish their rehab program. 50 to start, and please keep it under $15 each.

Thanks!
Jill Summers
Front Office Lead
Align Chiropractic & Sports Rehab · 2 locations
7700 Metcalf Ave, Overland Park KS · 913-555-0150`,
    expect: { productType: ['foam roller', 'massage roller'], qty: 50, maxUnitCents: 1500 },
  },
  // cannot be met in full: 4 is below every quarter-zip minimum
  {
    id: 'r3-em-45',
    q: `Hi Jess,

Could you get us fleece quarter-zips for our four partners? Navy, embroidered. Budget isn't a concern.

Thanks,
Allison Grant
Office Administrator
Grant, Maher & Cole CPAs · 19 employees
2 Court Square, Suite 5 · 603-555-0146`,
    expect: { productType: 'quarter-zip', qty: 4, colour: 'navy' },
  },
  {
    id: 'r3-mu-02',
    q: `Hello! For Nurses Week we'd like 400 breakaway lanyards, 400 retractable badge reels and 400 lip balms. Budget is $2 per item.

Carol Eng, RN · Nurse Manager, 4 West
Lakeside General Hospital · ext. 4471`,
    expect: { maxUnitCents: 200, items: [{ productType: 'breakaway safety lanyard', qty: 400 }, { productType: 'badge reel', qty: 400 }, { productType: 'lip balm', qty: 400 }] },
  },
  {
    id: 'r3-mu-04',
    q: `Hi,

We're building onboarding kits for 50 new hires: a black hoodie, a notebook and a water bottle in each. Total budget for everything is $3,000.

Thanks,
Kenji Mori
People Team, Parcel Labs · 1 Market St, San Francisco`,
    expect: { qty: 50, maxTotalCents: 300000, items: [{ productType: 'hoodie', colour: 'black' }, { productType: 'notebook' }, { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'] }] },
  },
  {
    id: 'r3-mu-06',
    q: `Good morning,

Our free community shred day is Friday, December 18. We'd like 1,000 pens, 250 stress balls and 250 chip clips to hand out, all delivered by then.

Thank you,
Donna Reyes
Marketing Specialist, Heartland Credit Union
NMLS #601223 · 515-555-0166`,
    expect: { maxProductionDays: 17, items: [{ productType: 'pen', qty: 1000 }, { productType: ['stress ball', 'stress reliever ball'], qty: 250 }, { productType: 'chip clip', qty: 250 }] },
  },
  {
    id: 'r3-mu-08',
    q: `Hi there,

The Reindeer Run 10K is Saturday, December 19. We need 300 t-shirts, 300 finisher medals and 300 cooling towels for the runners.

Thanks!
Lauren Pike
Race Director, Reindeer Run · Benefiting Northside Food Pantry
651-555-0178`,
    expect: { maxProductionDays: 17, items: [{ productType: ['t-shirt', 'tee'], qty: 300 }, { productType: 'medal', qty: 300 }, { productType: 'cooling towel', qty: 300 }] },
  },
  {
    id: 'r3-mu-10',
    q: 'closing gifts: 250 tape measure keychains and 50 candles, candles under $15 each',
    expect: { items: [{ productType: 'tape measure', qty: 250 }, { productType: 'candle', qty: 50, maxUnitCents: 1500 }] },
  },
  {
    id: 'r3-mu-12',
    q: 'league playoffs: 250 foam fingers and 250 thundersticks, red',
    expect: { colour: 'red', items: [{ productType: 'foam finger', qty: 250 }, { productType: 'thunderstick', qty: 250 }] },
  },
  {
    id: 'r3-mu-14',
    q: 'holiday client gifts: 40 popcorn tins and 40 cookie gift boxes, $35 max each',
    expect: { maxUnitCents: 3500, items: [{ productType: 'popcorn', qty: 40 }, { productType: 'cookie', qty: 40 }] },
  },
  {
    id: 'r3-mu-16',
    q: 'for earth day we want 150 recycled totes and 150 seed paper bookmarks, everything has to be eco-friendly',
    expect: { eco: true, items: [{ productType: ['recycled cotton tote', 'rpet shopping tote'], qty: 150 }, { productType: ['seed paper', 'seed card'], qty: 150 }] },
  },
  {
    id: 'r3-mu-18',
    q: 'crew gear: 100 orange polos, 100 orange beanies and 100 hi-vis safety vests',
    expect: { items: [{ productType: 'polo', qty: 100, colour: 'orange' }, { productType: 'beanie', qty: 100, colour: 'orange' }, { productType: 'safety vest', absent: true, qty: 100 }] },
  },
  // cannot be met in full: 25 is below every executive rollerball pen minimum
  {
    id: 'r3-mu-20',
    q: `Hi Claire,

For the partners' holiday gifts we'd like 25 leather journals and 25 executive rollerball pens to go with them.

Best,
Thomas Greer · Greer & Walsh Attorneys · 404-555-0197`,
    expect: { items: [{ productType: 'leather journal', qty: 25 }, { productType: 'executive rollerball pen', qty: 25 }] },
  },
  {
    id: 'r3-qu-02',
    q: "What's the cheapest pint glass you have at 250 pieces?",
    expect: { productType: 'pint glass', qty: 250, sorted: 'price' },
  },
  {
    id: 'r3-qu-04',
    q: 'Do you sell calculators?',
    expect: { productType: 'calculator', absent: true },
  },
  {
    id: 'r3-qu-06',
    q: 'Do you have a retractable banner for under $100?',
    expect: { productType: 'banner stand', maxUnitCents: 10000 },
  },
  {
    id: 'r3-qu-08',
    q: 'Is there a minimum on crystal awards? We only need 3.',
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 3 },
  },
  {
    id: 'r3-qu-10',
    q: 'Do you carry any eco-friendly umbrellas?',
    expect: { productType: 'umbrella', eco: true },
  },
  {
    id: 'r3-qu-12',
    q: 'What journals do you have under $10 for 120 people?',
    expect: { productType: 'journal', qty: 120, maxUnitCents: 1000 },
  },
  // cannot be met in full: no gold can cooler
  {
    id: 'r3-qu-14',
    q: 'Got any koozies in gold?',
    expect: { productType: 'can cooler', colour: 'gold' },
  },
  {
    id: 'r3-qu-16',
    q: 'Do you sell picnic blankets? 60 pieces, red.',
    expect: { productType: 'blanket', qty: 60, colour: 'red' },
  },
  {
    id: 'r3-qu-18',
    q: 'Do you have phone stands? We need 300, under $3 each.',
    expect: { productType: 'phone stand', qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r3-qu-20',
    q: "What's the fastest turnaround you have on t-shirts for 72 pieces?",
    expect: { productType: ['t-shirt', 'tee'], qty: 72, sorted: 'productionDays' },
  },
  {
    id: 'r3-qu-22',
    q: 'Is it possible to get duffel bags made in the USA, about 40?',
    expect: { productType: 'duffel bag', qty: 40, madeIn: 'US' },
  },
  {
    id: 'r3-qu-24',
    q: 'Any trade show giveaways under $1 for 1,000 attendees?',
    expect: { theme: 'Trade Show', qty: 1000, maxUnitCents: 100 },
  },
  {
    id: 'r3-tx-01',
    q: 'hey can u do 500 click pens under 60 cents?? need by dec 4',
    expect: { productType: ['click pen', 'retractable ballpoint pen'], qty: 500, maxUnitCents: 60, maxProductionDays: 7 },
  },
  {
    id: 'r3-tx-03',
    q: 'need 300 koozies for the company picnic any color is fine',
    expect: { productType: 'can cooler', qty: 300 },
  },
  {
    id: 'r3-tx-05',
    q: '300 stress balls asap, under a buck each',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 300, maxUnitCents: 100 },
  },
  {
    id: 'r3-tx-07',
    q: 'mousepads 250 white under 3 bucks',
    expect: { productType: 'mouse pad', qty: 250, maxUnitCents: 300, colour: 'white' },
  },
  {
    id: 'r3-tx-09',
    q: 'fanny packs?? 400 for the fun run',
    expect: { productType: 'fanny pack', absent: true, qty: 400 },
  },
  {
    id: 'r3-tx-11',
    q: '2k lanyards royal blue under $2',
    expect: { productType: 'lanyard', qty: 2000, maxUnitCents: 200, colour: 'royal blue' },
  },
  // cannot be met in full: 5 is below every hoodie minimum
  {
    id: 'r3-tx-13',
    q: '5 hoodies for our board members black',
    expect: { productType: 'hoodie', qty: 5, colour: 'black' },
  },
  {
    id: 'r3-tx-15',
    q: 'golf umbrellas 36 under 25 each any color',
    expect: { productType: 'umbrella', qty: 36, maxUnitCents: 2500 },
  },
  {
    id: 'r3-tx-17',
    q: 'any chance u have pickleball paddles, 40 for a tourney',
    expect: { productType: 'pickleball paddle', absent: true, qty: 40 },
  },
  {
    id: 'r3-tx-19',
    q: 'phone wallets 1000 black',
    expect: { productType: 'phone wallet', qty: 1000, colour: 'black' },
  },
  {
    id: 'r3-tx-21',
    q: 'can coolers 250 but only have $350 total',
    expect: { productType: 'can cooler', qty: 250, maxUnitCents: 140 },
  },
  {
    id: 'r3-tx-23',
    q: 'laptop backpacks 24 gray',
    expect: { productType: 'laptop backpack', qty: 24, colour: 'gray' },
  },
  {
    id: 'r3-tx-25',
    q: 'need 100 stemless wine glasses for a winery event sat dec 12',
    expect: { productType: 'wine glass', qty: 100, maxProductionDays: 12 },
  },
  {
    id: 'r3-tx-27',
    q: 'looking for jute totes 200 natural',
    expect: { productType: 'jute market tote', qty: 200, colour: 'natural' },
  },
  {
    id: 'r3-tx-29',
    q: 'yard signs 50 for the open house',
    expect: { productType: 'yard sign', absent: true, qty: 50 },
  },
  {
    id: 'r3-tx-31',
    q: 'need seed paper cards 300 for earth day',
    expect: { productType: ['seed paper', 'seed card'], qty: 300 },
  },
  {
    id: 'r3-tx-33',
    q: 'r u able to do 10 trophies by the 15th',
    expect: { productType: 'trophy', qty: 10, maxProductionDays: 14 },
  },
  // cannot be met in full: no clear phone grip
  {
    id: 'r3-tx-35',
    q: 'need popsockets 500 in clear',
    expect: { productType: 'phone grip', qty: 500, colour: 'clear' },
  },
  {
    id: 'r3-tx-37',
    q: 'wireless earbuds 30 for sales kickoff, white, no rush',
    expect: { productType: 'earbud', qty: 30, colour: 'white', noDeadline: true },
  },
  {
    id: 'r3-tx-39',
    q: 'golf towles 100 black or white',
    expect: { productType: 'golf towel', qty: 100, colour: ['black', 'white'] },
  },
  {
    id: 'r3-tx-41',
    q: 'pill organizers 250 for the pharmacy under 2',
    expect: { productType: ['pill case', 'pill organizer'], qty: 250, maxUnitCents: 200 },
  },
  {
    id: 'r3-tx-43',
    q: 'led bracelets 500 for the gala',
    expect: { productType: ['light-up wristband', 'led bracelet'], qty: 500 },
  },
  {
    id: 'r3-tx-45',
    q: 'resistance bands 100 for wellness challenge 12.50 max',
    expect: { productType: 'resistance band', qty: 100, maxUnitCents: 1250 },
  },
];
