import type { EvalCase } from '../expect.js';

/**
 * A fourteenth set of fresh requests for the chat assistant: 100 cases (127 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#product-search and #chat-assistant, the
 * answer format (contracts/chat.ts), the judge's types and check (../expect.ts,
 * ../../catalogue-rows.ts) and the reading conventions in the headers of cases.ts and dev-2.ts …
 * dev-13.ts — without reading the assistant's code, the seed code, the cases of the other sets or
 * the earlier evaluation questions, and without running the assistant.
 *
 * For development only: it has no held-out twin, and no part of it should later be set aside as
 * one, since every case was written expecting to be read while the assistant is tuned.
 *
 * Styles, as clients of a promotional-products distributor write to their rep:
 * - 35 everyday emails with a greeting, a line or two of context and a signature (r15-em);
 * - 25 short texts and chat messages with typos and shorthand ("u", "em", "pls", "x500", "1k",
 *   "2 bucks", "12/16") (r15-tx);
 * - 20 requests for two or three products at once, in sentences, dashed and numbered lists, "N of
 *   each", "a … and a … each" (r15-mu);
 * - 20 conversations of 2–3 turns (47 turns) with follow-ups: another colour, made in USA, eco, a
 *   new quantity, a date added or moved, "no rush", "cheaper?", "cheapest first", "compare the first
 *   two", thanks, "what about X instead?", "also …", and new requests after a type the catalogue
 *   lacks (r15-cv).
 * The writers are schools and a PTA, clinics, a dentist, banks and a credit union, breweries, a
 * food bank and other nonprofits, tech firms, plumbers, roofers and builders, churches, youth and
 * club sports, hotels, law firms, realtors, farms, an orchard and a co-op, a library and a marina.
 *
 * Weighted to honesty. Of the 127 turns:
 * - 41 ask for a type the catalogue does not have at all (no product name contains the phrase):
 *   12 emails (em-2, 5, 8, 11, 14, 17, 20, 23, 25, 28, 31, 33), 9 texts (tx-2, 5, 8, 11, 13, 16, 18,
 *   21, 24), 10 several-product requests with one absent item among present ones (mu-1, 3, 5, 7, 9,
 *   11, 13, 15, 17, 19 — first, in the middle or last) and 10 conversation turns (cv-2, 7, 10, 14,
 *   17, 20 turn 1; cv-4, 12 turn 2; cv-16, 19 turn 3). Plural and singular ("an engraved cutting
 *   board"), some with a descriptive or brand-like word in front (crystal paperweights, mini soccer
 *   balls, digital thermometers, leather work gloves, ceramic beer steins, knit mittens, fleece
 *   scarves, souvenir pucks, reusable ice packs, Ray-Ban style sunglasses, Otterbox type phone
 *   cases, Stanley-style thermoses, USB-C hubs). Plausible promo items checked absent: toothbrushes,
 *   paperweights, cutting boards, soccer balls, thermometers, bathrobes, beer steins, USB hubs,
 *   rulers, work gloves, dog collars, ornaments, sunglasses, ice scrapers, hand warmers, cowbells,
 *   playing cards, scarves, phone cases, hula hoops, mittens, erasers, growlers, keyboards, face
 *   masks, kazoos, fridge magnets, socks, pucks, aprons, corkscrews, sweatpants, ice packs,
 *   wall calendars, thermoses, earmuffs, tank tops, lunch boxes, hard hats. (Umbrellas, coolers,
 *   blankets, wristbands, tents and candy are NOT absent: product names contain them.)
 * - 25 cannot be met in full on purpose, each marked `// Cannot be met: …` with the reason computed
 *   from the catalogue: a colour the type never comes in (em-3, em-21, em-34, tx-6, mu-8's bucket
 *   hats, mu-18's power banks, cv-3 turn 3, cv-11 turn 2), a quantity below every minimum (em-6,
 *   tx-3, tx-15, cv-8 turn 3, cv-20 turn 2), a budget below every price at the quantity (em-15,
 *   em-29, tx-10), a deadline only rush could meet (em-12, cv-6 turn 2, cv-15 turn 2), eco,
 *   recyclable or made in USA where fewer than 3 of the type are (em-9, em-18, em-26, tx-19), and
 *   constraints each met alone but not together (tx-23, cv-18 turn 2).
 * - 57 can be met, each (each item of a several-product turn) by at least 3 catalogue products,
 *   and 4 ask no products (three thank-yous, one compare).
 *
 * Checked with .scratch/check-dev-14.ts, which re-reads the catalogue as the judge does (the
 * phrase, the price at the quantity's break, minimum, colour word, eco, recyclable, made in,
 * production days without rush): every meetable turn and item has at least 3 fitting products;
 * every absent type is in no product name and at least 3 alternatives meet the request's other
 * constraints; every turn marked "Cannot be met" has fewer than 3 fitting products (rush not
 * counted, since rush is what such a reply must name) and at least 3 products missing exactly one
 * constraint; every present type names a product and every colour word a catalogue colour.
 *
 * The conventions of the earlier headers apply ("now" is Sunday 22 November 2026; a date gives the
 * working days after today up to it, minus 3: Fri Nov 27 → 2, Mon Nov 30 → 3, Tue Dec 1 → 4, Thu
 * Dec 3 → 6, Fri Dec 4 → 7, Wed Dec 9 → 10, Fri Dec 11 → 12, Wed Dec 16 → 15, Fri Dec 18 → 17; a
 * total is divided by the quantity and rounded down; "about $X" is at most X; "if you have it",
 * "if possible", "if u got em" are preferences; "burgundy" is Maroon, "grey" Gray; "koozies" are
 * can coolers; "t-shirts" T-Shirts and Tees; "water bottles" also sport and steel bottles; "stress
 * balls" also stress reliever balls; "wireless chargers" also wireless charging pads; "crystal
 * awards" also the Crystal Star and Tower Awards; "pill organizers" also Pill Cases; "stylus pens"
 * also Stylus Ballpoint Pens; "sticky notes" pads and cubes; "No. 2 pencils" 'wood pencil';
 * "trucker hats" also Mesh-Back Trucker Caps; "insulated lunch bags" the Insulated Lunch Cooler Bags;
 * "medals" any Medal; "beanies" any Beanie, "knit beanies" Knit and Cuffed Knit Beanies). Readings
 * decided here beyond them:
 * - Absent types are written singular and lower-case, by the client's phrase (descriptive word
 *   included where the catalogue lacks even the head noun: 'leather work glove', 'knit mitten',
 *   'fleece scarf', 'crystal paperweight', 'digital thermometer'); the judge ignores it, the
 *   self-check uses it. 'usb-c hub' keeps the hyphen, as the judge's phrase does.
 * - "Kids tattoos" (tx-14) is any name with Tattoo (Temporary Tattoos and Tattoo Sheets); "non-woven
 *   totes" are the Non-Woven Shopping Totes; "the little packet ones" describes hand warmers and asks
 *   nothing else.
 * - "A X and a Y each" for "our 24 paralegals" / "50 hires" is that count of each (cases.ts: a
 *   count of people is the quantity when no other is named); "N of each:" before a list, and "all
 *   in navy" / "everything in orange" / "both in natural" after one, are the question's quantity and
 *   colour, shared by every item.
 * - Reply patterns of the unmeetable turns name the constraint to relax (dev-13's patterns); a colour
 *   the type never comes in also accepts the colour's name, a deadline also "production"; a turn
 *   failing on several constraints together accepts any of them.
 * - In conversations, "can they be made in the USA?", "any eco-friendly ones?", "and in yellow?",
 *   "do they come in gold?" add that constraint and keep the rest; "Update: … by Tuesday, December
 *   1" sets the date (intentProdDays); "Actually no rush, … pushed to spring" is noDeadline;
 *   "actually … cut it to 24" replaces the quantity; "what about X instead?" / "what about X?"
 *   keep the quantity and colour in force; "ok then X instead, 200 of them", "ok what about X then
 *   — 75 in navy", "Separate thing:" start afresh with their own quantity and colour.
 */
export const DEV_14_CASES: EvalCase[] = [
  // ─── Emails ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-em-1',
    q: `Hi Dana,

Hope you had a good weekend. Maple Grove Elementary's winter family night is coming up and the PTA would like to send every student home with a drawstring backpack. We'd need 300 of them, and the PTA approved $900 total for these, so whatever fits inside that. They need to be in our hands by Friday, December 11.

Thanks so much,
Rachel Ostrowski
PTA Treasurer, Maple Grove Elementary
(614) 555-0182`,
    expect: { productType: 'drawstring backpack', qty: 300, maxUnitCents: 300, maxProductionDays: 12 },
  },
  {
    id: 'r15-em-2',
    q: `Good morning,

Bright Smiles Pediatric Dentistry is putting together goodie bags for our January "brush-a-thon" at three local schools. Do you carry custom toothbrushes? We'd want 500 with our logo on the handle.

Best regards,
Dr. Anita Varghese
Bright Smiles Pediatric Dentistry
2210 Elm Street, Suite 4 | 555-0147`,
    expect: { productType: 'toothbrush', absent: true, qty: 500 },
  },
  // Cannot be met: no tumbler in the catalogue comes in Maroon (burgundy) — 0 of 51 tumblers.
  {
    id: 'r15-em-3',
    q: `Hello Marcus,

For our client appreciation mailing we're looking at 200 tumblers in burgundy to match the new Heritage Savings branding. Could you pull some options for me?

Kind regards,
Lauren Pike
Marketing Coordinator | Heritage Savings Bank
Member FDIC · NMLS #402817`,
    expect: { productType: 'tumbler', qty: 200, colour: 'maroon', reply: '[Cc]olou?r|\\b[Mm]aroon\\b|\\b[Bb]urgundy\\b' },
  },
  {
    id: 'r15-em-4',
    q: `Hey Chris,

Ironhorse Brewing's taproom is turning five and we want a gross of anniversary pint glasses — 144. They have to be made in the USA (the owners are firm on that) and we'd like to stay at $6 a glass or under.

Cheers,
Nate Dunleavy
Taproom Manager, Ironhorse Brewing Co.
88 Foundry Lane · Open Wed–Sun 3–10pm`,
    expect: { productType: 'pint glass', qty: 144, madeIn: 'US', maxUnitCents: 600 },
  },
  {
    id: 'r15-em-5',
    q: `Dear Ms. Romero,

Each year our partners give a small desk gift to the associates who passed the bar. This year they've asked about crystal paperweights, engraved with the firm's seal. We would need 40. Is that something you can source?

With thanks,
Gregory Hale
Office Administrator
Whitcombe, Hale & Ferris LLP
1400 Market Street, 22nd Floor`,
    expect: { productType: 'crystal paperweight', absent: true, qty: 40 },
  },
  // Cannot be met: every lanyard's minimum order is 150 or more — none can be ordered at 50.
  {
    id: 'r15-em-6',
    q: `Hi there,

St. Brendan's is hosting a volunteer retreat in January, and we'd like lanyards for the name badges — just 50 of them, royal blue if you have it. Could you send a few choices?

Blessings,
Margaret Kelleher
Parish Office, St. Brendan's Catholic Church
(508) 555-0133 ext. 2`,
    expect: { productType: 'lanyard', qty: 50, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r15-em-7',
    q: `Hello Priya,

The Lakeshore Inn is refreshing the amenity kits in our suites. We're looking for zippered travel pouches, 250 pieces, in navy or charcoal, and we can spend up to $4 a pouch.

Warm regards,
Tomás Aguilar
Rooms Division Manager
The Lakeshore Inn · 112 rooms · 1 Harbor Point Road`,
    expect: { productType: 'zippered travel pouch', qty: 250, colour: ['navy', 'charcoal'], maxUnitCents: 400 },
  },
  {
    id: 'r15-em-8',
    q: `Hi Jess,

I give every buyer a closing gift and I'd like to switch to an engraved cutting board this year — something nice for the new kitchen. I close about 60 homes a year, so let's plan on 60. What can you find?

Thanks!
Brooke Halvorsen, REALTOR®
Summit Key Realty
Cell 555-0119 | Lic. #SA0681123`,
    expect: { productType: 'cutting board', absent: true, qty: 60 },
  },
  // Cannot be met: none of the 29 insulated lunch cooler bags is eco-friendly.
  {
    id: 'r15-em-9',
    q: `Hello,

Green Acres Farm Stand wants to give our CSA members an insulated lunch cooler bag at the spring kickoff. We'd need 150, and they must be eco-friendly — our members would call us out otherwise!

Thank you,
Ellen Marsh
Green Acres Farm & CSA
Route 9, Kinderhook`,
    expect: { productType: 'insulated lunch cooler bag', qty: 150, eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },
  {
    id: 'r15-em-10',
    q: `Hi Sam,

Lattice Labs is sending a thank-you to the beta testers of our app. We're thinking wireless earbuds in black, 40 sets, and we'd like to keep it under $25 each.

Best,
Jordan Mbeki
People Ops, Lattice Labs
415-555-0170`,
    expect: { productType: 'wireless earbuds', qty: 40, colour: 'black', maxUnitCents: 2500 },
  },
  {
    id: 'r15-em-11',
    q: `Coach K here —

Riverside Youth Soccer would love mini soccer balls with our crest to hand out at the end-of-season banquet. We have 120 players across the U8 and U10 divisions. Can you price 120?

Thanks,
Karen "Coach K" Kowalski
Riverside Youth Soccer Association`,
    expect: { productType: 'soccer ball', absent: true, qty: 120 },
  },
  // Cannot be met: Fri Nov 27 leaves 2 production days; the fastest crystal award takes 5 — only rush (6 offer it) could meet it.
  {
    id: 'r15-em-12',
    q: `Hi Alicia,

I'm so sorry for the short notice. Harbor Light Food Bank's volunteer awards were moved up and I need 8 crystal awards, engraved, in hand by this Friday, November 27. Is that even possible?

Gratefully,
Denise Carrow
Volunteer Coordinator, Harbor Light Food Bank
501(c)(3) · 555-0166`,
    expect: {
      productType: ['crystal award', 'crystal star award', 'crystal tower award'],
      qty: 8,
      maxProductionDays: 2,
      reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround|[Pp]roduction',
    },
  },
  {
    id: 'r15-em-13',
    q: `Hello,

Westfield High Athletics is looking for stadium seat cushions to sell at home basketball games as a fundraiser. We'd order 60 to start, in royal blue (our school color).

Thank you,
Coach Dwayne Ellis
Athletic Director, Westfield High School
Go Wildcats! · 555-0108`,
    expect: { productType: 'stadium seat cushion', qty: 60, colour: 'royal blue' },
  },
  {
    id: 'r15-em-14',
    q: `Hi Monica,

Cedar Valley Family Clinic is preparing flu-season kits for patients. We'd like digital thermometers with our name printed on them — 200 units. Let me know what's possible.

Thanks,
Paula Nguyen, RN
Clinic Manager, Cedar Valley Family Clinic
Fax 555-0191`,
    expect: { productType: 'digital thermometer', absent: true, qty: 200 },
  },
  // Cannot be met: at 500 the cheapest tape measure keychain is $1.56, over the $1.50 budget.
  {
    id: 'r15-em-15',
    q: `Hey Rob,

Benton Plumbing & Drain wants tape measure keychains for our techs to leave with customers. 500 of them. Our budget is a buck fifty apiece, no more.

Thanks,
Luis Benton
Owner, Benton Plumbing & Drain
24/7 Emergency Service · Lic. #PL-55821`,
    expect: { productType: 'tape measure keychain', qty: 500, maxUnitCents: 150, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r15-em-16',
    q: `Good afternoon,

We'd like to present our summer clerks with a leather journal at their farewell lunch. Please quote 24, black or brown, and no more than $35 each.

Regards,
Catherine Oyelaran
Director of Professional Development
Marsh Oyelaran LLP · 200 Pine Street`,
    expect: { productType: 'leather journal', qty: 24, colour: ['black', 'brown'], maxUnitCents: 3500 },
  },
  {
    id: 'r15-em-17',
    q: `Hi Leah,

The Whitford Hotel & Spa wants monogrammed bathrobes for the spa suites and to sell at the front desk. We're thinking 80 to start, white if possible.

Thank you,
Genevieve Laurent
Spa Director, The Whitford Hotel & Spa
Reservations 555-0124`,
    expect: { productType: 'bathrobe', absent: true, qty: 80 },
  },
  // Cannot be met: only 1 of the 22 wireless chargers and charging pads is recyclable.
  {
    id: 'r15-em-18',
    q: `Hello Priscilla,

Our sustainability committee at First Meridian Bank would like to give 50 wireless chargers to our branch managers. The committee insists the product be recyclable. Can you help?

Best regards,
Howard Lin
Corporate Communications, First Meridian Bank
Equal Housing Lender`,
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 50, recyclable: true, reply: '[Rr]ecycl' },
  },
  {
    id: 'r15-em-19',
    q: `Hi Trevor,

Summer's a way off, but I want to get ahead of it: 250 can coolers in teal for our neighborhood block parties, and I'd like to stay under $2 each.

Thanks a bunch,
Mia Castellanos
Castellanos Home Team | Coastline Realty
Direct 555-0152`,
    expect: { productType: 'can cooler', qty: 250, colour: 'teal', maxUnitCents: 200 },
  },
  {
    id: 'r15-em-20',
    q: `Prost, Chris!

Old Mill Brauhaus is doing the Christmas markets and wants ceramic beer steins with our mill logo. How about 150? We need them by December 11.

Danke,
Heidi Brandt
Events, Old Mill Brauhaus
"Brewed by the river since 1998"`,
    expect: { productType: 'beer stein', absent: true, qty: 150, maxProductionDays: 12 },
  },
  // Cannot be met: hot cocoa gift sets come in no purple (0 of 14).
  {
    id: 'r15-em-21',
    q: `Dear Kevin,

For Advent, Grace Lutheran would like to give each family a hot cocoa gift set. We're planning on 100, and the committee wants them in purple, the Advent color — the whole theme is built around it.

In Christ,
Ruth Sandvik
Grace Lutheran Church, Fellowship Committee
555-0139`,
    expect: { productType: 'hot cocoa gift set', qty: 100, colour: 'purple', reply: '[Cc]olou?r|\\b[Pp]urple\\b' },
  },
  {
    id: 'r15-em-22',
    q: `Hi Olivia,

The Riverkeepers Alliance needs 300 rPET shopping totes for our cleanup volunteers. They should be eco-friendly, naturally, and we have about $5 per bag.

Thanks for everything,
Sofia Delgado
Outreach Manager, Riverkeepers Alliance
Protecting 140 miles of river since 2004`,
    expect: { productType: 'rpet shopping tote', qty: 300, eco: true, maxUnitCents: 500 },
  },
  {
    id: 'r15-em-23',
    q: `Hey Sam,

Quick one from Northbeam Software: our new hires keep asking for USB-C hubs, so we'd like to brand some. Can you quote 75?

Thanks,
Priya Raman
Workplace Experience, Northbeam Software
Floor 6 · 555-0181`,
    expect: { productType: 'usb-c hub', absent: true, qty: 75 },
  },
  {
    id: 'r15-em-24',
    q: `Hi Jess,

Hollow Creek Orchard is adding a farm store this spring. We'd like 100 jute market totes in a natural color with our apple logo.

Thank you!
Martha & Dale Cooper
Hollow Creek Orchard
U-pick open Sept–Oct · 555-0175`,
    expect: { productType: 'jute market tote', qty: 100, colour: 'natural' },
  },
  {
    id: 'r15-em-25',
    q: `Good morning,

Lincoln Middle School would like custom rulers for every student for our math night. We have 1,000 students — 1,000 rulers, please. Wooden or plastic are both fine.

Sincerely,
Mr. Arturo Vega
Assistant Principal, Lincoln Middle School
Room 114`,
    expect: { productType: 'ruler', absent: true, qty: 1000 },
  },
  // Cannot be met: of the 22 golf umbrellas only 1 is both made in the USA and eco-friendly.
  {
    id: 'r15-em-26',
    q: `Hello,

Pinecrest Country Club's golf committee wants 12 golf umbrellas for the pro shop display. Two must-haves from the board: made in the USA and eco-friendly.

Regards,
Walter Brisbane
Golf Committee Chair, Pinecrest Country Club
Est. 1952`,
    expect: {
      productType: 'golf umbrella',
      qty: 12,
      madeIn: 'US',
      eco: true,
      reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American|\\b[Ee]co|[Ss]ustainab|[Ee]nvironment',
    },
  },
  {
    id: 'r15-em-27',
    q: `Hi Monica,

Separate request from the flu kits: our pharmacy counter would like pill organizers to give to patients starting new prescriptions. 250 please, under $2 each.

Thanks again,
Paula Nguyen, RN
Cedar Valley Family Clinic`,
    expect: { productType: ['pill organizer', 'pill case'], qty: 250, maxUnitCents: 200 },
  },
  {
    id: 'r15-em-28',
    q: `Hello,

Tri-County Farmers Co-op would like leather work gloves with our logo stamped on the cuff for the annual meeting door prize table — 200 pairs.

Thank you,
Gene Albrecht
Member Services, Tri-County Farmers Co-op
Serving 1,400 member farms`,
    expect: { productType: 'leather work glove', absent: true, qty: 200 },
  },
  // Cannot be met: at 100 the cheapest insulated water bottle is $7.54, over $5.
  {
    id: 'r15-em-29',
    q: `Hi Priya,

The Lakeshore Inn's wellness program wants insulated water bottles for the staff — 100 of them. Our GM capped it at $5 each.

Thanks,
Tomás Aguilar
The Lakeshore Inn`,
    expect: { productType: 'insulated water bottle', qty: 100, maxUnitCents: 500, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r15-em-30',
    q: `Hi Trevor,

For the spring open houses I'd like chip clips to leave in the kitchens — 500 pieces, and keep them at $1.50 or under.

Mia Castellanos
Castellanos Home Team | Coastline Realty`,
    expect: { productType: 'chip clip', qty: 500, maxUnitCents: 150 },
  },
  {
    id: 'r15-em-31',
    q: `Hi Amber,

Second Chance Animal Shelter sends each adopted pup home with a starter kit. We'd love branded dog collars for it — 300 to start. Purple is our color if you have it.

Paws & thanks,
Jenna Whitaker
Adoption Coordinator, Second Chance Animal Shelter
Adoptions Tue–Sat · 555-0163`,
    expect: { productType: 'dog collar', absent: true, qty: 300 },
  },
  {
    id: 'r15-em-32',
    q: `Hi Jordan,

Copperline Analytics' engineering team hit a big milestone and we'd like to do fleece quarter-zips in navy — 20 of them. They need to arrive by Friday, December 18 for the holiday party.

Thanks!
Sam Oduya
Engineering Manager, Copperline Analytics`,
    expect: { productType: 'fleece quarter-zip', qty: 20, colour: 'navy', maxProductionDays: 17 },
  },
  {
    id: 'r15-em-33',
    q: `Hello Kevin,

Grace Lutheran again — different project. Our youth group wants to sell Christmas ornaments with a picture of the church to raise money for their summer mission trip. Could you quote 250?

Ruth Sandvik
Grace Lutheran Church`,
    expect: { productType: 'ornament', absent: true, qty: 250 },
  },
  // Cannot be met: No. 2 wood pencils come in no Maroon (0 of 22).
  {
    id: 'r15-em-34',
    q: `Hi Dana,

Eastbrook Academy would like No. 2 pencils stamped with "Eastbrook Eagles" for testing week — 1,000 pencils in maroon, our school color. They have to be maroon.

Thank you,
Judith Amsel
Front Office, Eastbrook Academy
Grades K–8`,
    expect: { productType: 'wood pencil', qty: 1000, colour: 'maroon', reply: '[Cc]olou?r|\\b[Mm]aroon\\b' },
  },
  {
    id: 'r15-em-35',
    q: `Hey Chris,

Ironhorse again. The merch table needs a restock: trucker hats in charcoal, 48 of them.

Cheers,
Nate
Ironhorse Brewing Co.`,
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 48, colour: 'charcoal' },
  },

  // ─── Texts and chat messages ───────────────────────────────────────────────────────────
  {
    id: 'r15-tx-1',
    q: `hey its mike from sandbar grill — need 300 koozies navy, 2 bucks each max. thx`,
    expect: { productType: 'can cooler', qty: 300, colour: 'navy', maxUnitCents: 200 },
  },
  {
    id: 'r15-tx-2',
    q: `do u guys have ray-ban style sunglasses?? want like 300 for our beach volleyball tourney`,
    expect: { productType: 'sunglasses', absent: true, qty: 300 },
  },
  // Cannot be met: stress balls and stress reliever balls start at 150 — none at 20.
  {
    id: 'r15-tx-3',
    q: `need 20 stress balls for my teams desks, nothing fancy`,
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 20, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r15-tx-4',
    q: `webcam covers x500, black, under a buck ea pls - dave @ ridgeline IT`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 500, colour: 'black', maxUnitCents: 100 },
  },
  {
    id: 'r15-tx-5',
    q: `Hi! valley ford here. got ice scrapers? 500 for the service dept, want em before the first snow`,
    expect: { productType: 'ice scraper', absent: true, qty: 500 },
  },
  // Cannot be met: no yoga mat comes in Navy (0 of 16).
  {
    id: 'r15-tx-6',
    q: `yoga mats in navy? need 24 for the studio reopening`,
    expect: { productType: 'yoga mat', qty: 24, colour: 'navy', reply: '[Cc]olou?r|\\b[Nn]avy\\b' },
  },
  {
    id: 'r15-tx-7',
    q: `50 hoodies grey by wed 12/16, under $35 — coastal crossfit`,
    expect: { productType: 'hoodie', qty: 50, colour: 'gray', maxProductionDays: 15, maxUnitCents: 3500 },
  },
  {
    id: 'r15-tx-8',
    q: `u have hand warmers? the little packet ones. 400 for our ski club`,
    expect: { productType: 'hand warmer', absent: true, qty: 400 },
  },
  {
    id: 'r15-tx-9',
    q: `need 1k stylus pens, keep it under $1 pls`,
    expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 1000, maxUnitCents: 100 },
  },
  // Cannot be met: at 100 the cheapest power bank is $6.53, over $6.
  {
    id: 'r15-tx-10',
    q: `power banks for the sales team, 100 of em, 6 bucks max`,
    expect: { productType: 'power bank', qty: 100, maxUnitCents: 600, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r15-tx-11',
    q: `cowbells!! for the hockey boosters, 250, red if u got em`,
    expect: { productType: 'cowbell', absent: true, qty: 250 },
  },
  {
    id: 'r15-tx-12',
    q: `golf towels x50 for the charity scramble, need em by fri 12/4`,
    expect: { productType: 'golf towel', qty: 50, maxProductionDays: 7 },
  },
  {
    id: 'r15-tx-13',
    q: `do yall sell playing cards? 250 decks for casino night at the lodge`,
    expect: { productType: 'playing card', absent: true, qty: 250 },
  },
  {
    id: 'r15-tx-14',
    q: `kids tattoos for the winter fest booth, 500, 50 cents or less`,
    expect: { productType: 'tattoo', qty: 500, maxUnitCents: 50 },
  },
  // Cannot be met: lip balms start at 150 (SPF 30) and 250 (sticks) — none at 75.
  {
    id: 'r15-tx-15',
    q: `can i get 75 lip balms for the 5k packets`,
    expect: { productType: 'lip balm', qty: 75, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r15-tx-16',
    q: `lookin for scarves, 60, maroon — alumni assoc`,
    expect: { productType: 'scarf', absent: true, qty: 60, colour: 'maroon' },
  },
  {
    id: 'r15-tx-17',
    q: `25 yoga mats, under 30 ea — zen den studio`,
    expect: { productType: 'yoga mat', qty: 25, maxUnitCents: 3000 },
  },
  {
    id: 'r15-tx-18',
    q: `any otterbox type phone cases? 150, iphone sizes`,
    expect: { productType: 'phone case', absent: true, qty: 150 },
  },
  // Cannot be met: only 1 of the 32 lanyards is eco-friendly.
  {
    id: 'r15-tx-19',
    q: `500 lanyards but they gotta be eco friendly, its for a green expo`,
    expect: { productType: 'lanyard', qty: 500, eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },
  {
    id: 'r15-tx-20',
    q: `chocolate bars x144 for the bank lobby, need em thurs 12/3`,
    expect: { productType: 'chocolate bar', qty: 144, maxProductionDays: 6 },
  },
  {
    id: 'r15-tx-21',
    q: `hula hoops for field day?? 200`,
    expect: { productType: 'hula hoop', absent: true, qty: 200 },
  },
  {
    id: 'r15-tx-22',
    q: `100 insulated lunch bags charcoal plz`,
    expect: { productType: 'insulated lunch cooler bag', qty: 100, colour: 'charcoal' },
  },
  // Cannot be met: only 1 tumbler is made in the USA, eco-friendly and $10 or less at 100 (each alone is met by 3 or more).
  {
    id: 'r15-tx-23',
    q: `tumblers, 100, made in usa AND eco, under $10 — board wont budge on any of it`,
    expect: {
      productType: 'tumbler',
      qty: 100,
      madeIn: 'US',
      eco: true,
      maxUnitCents: 1000,
      reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American|\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Bb]udget|[Pp]ric|[Cc]ost',
    },
  },
  {
    id: 'r15-tx-24',
    q: `knit mittens w our logo? 100 pairs for the winter carnival`,
    expect: { productType: 'knit mitten', absent: true, qty: 100 },
  },
  {
    id: 'r15-tx-25',
    q: `500 highlighters, yellow, cheap as poss`,
    expect: { productType: 'highlighter', qty: 500, colour: 'yellow' },
  },

  // ─── Several products at once ──────────────────────────────────────────────────────────
  {
    id: 'r15-mu-1',
    q: `Hi Dana — for Maple Grove's back-to-school bags we need:
- 600 No. 2 pencils
- 600 erasers
- 600 composition notebooks
Thanks! Rachel`,
    expect: {
      items: [
        { productType: 'wood pencil', qty: 600 },
        { productType: 'eraser', absent: true, qty: 600 },
        { productType: 'composition notebook', qty: 600 },
      ],
    },
  },
  {
    id: 'r15-mu-2',
    q: `Hello Priscilla, First Meridian is restocking the branch counters. Could you quote 250 metal ballpoint pens (under $2 each), 250 sticky notes, and 100 desk calendars? Thank you, Howard`,
    expect: {
      items: [
        { productType: 'metal ballpoint pen', qty: 250, maxUnitCents: 200 },
        { productType: ['sticky note pad', 'sticky note cube'], qty: 250 },
        { productType: 'desk calendar', qty: 100 },
      ],
    },
  },
  {
    id: 'r15-mu-3',
    q: `Chris, Ironhorse again. For the anniversary weekend we're after 60 growlers, 150 pint glasses and 300 koozies. — Nate`,
    expect: {
      items: [
        { productType: 'growler', absent: true, qty: 60 },
        { productType: 'pint glass', qty: 150 },
        { productType: 'can cooler', qty: 300 },
      ],
    },
  },
  {
    id: 'r15-mu-4',
    q: `Priya, two things for the new amenity kit: 250 zippered travel pouches and 250 SPF 30 lip balms. Thanks, Tomás`,
    expect: {
      items: [
        { productType: 'zippered travel pouch', qty: 250 },
        { productType: 'spf 30 lip balm', qty: 250 },
      ],
    },
  },
  {
    id: 'r15-mu-5',
    q: `Hi Sam, onboarding kits for our next 50 hires at Northbeam: a laptop backpack, a wireless mouse and a mechanical keyboard each. — Priya`,
    expect: {
      qty: 50,
      items: [{ productType: 'laptop backpack' }, { productType: 'wireless mouse' }, { productType: 'mechanical keyboard', absent: true }],
    },
  },
  {
    id: 'r15-mu-6',
    q: `Hi Leah, Harbor City Rowing Club needs 40 performance polos, 40 visors and 40 water bottles, all in navy. Thanks, Coach Erin`,
    expect: {
      qty: 40,
      colour: 'navy',
      items: [{ productType: 'performance polo' }, { productType: 'visor' }, { productType: ['water bottle', 'sport bottle', 'steel bottle'] }],
    },
  },
  {
    id: 'r15-mu-7',
    q: `Monica — for the flu-season kits we need 300 of each: hand sanitizer, face masks and pill organizers. Paula`,
    expect: {
      qty: 300,
      items: [{ productType: 'hand sanitizer' }, { productType: 'face mask', absent: true }, { productType: ['pill organizer', 'pill case'] }],
    },
  },
  // Cannot be met: no bucket hat comes in Natural (0 of 27); the jute totes can be met.
  {
    id: 'r15-mu-8',
    q: `Hi Jess, Hollow Creek Orchard again. For the farm store: 100 bucket hats and 100 jute market totes, both in natural to match our burlap look. Martha`,
    expect: {
      qty: 100,
      colour: 'natural',
      items: [{ productType: 'bucket hat' }, { productType: 'jute market tote' }],
      reply: '[Cc]olou?r|\\b[Nn]atural\\b',
    },
  },
  {
    id: 'r15-mu-9',
    q: `Hi Kevin! For Grace Lutheran's Vacation Bible School we'd like 150 drawstring backpacks, 150 water bottles and 150 kazoos (the kids love them). Ruth`,
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 150 },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 150 },
        { productType: 'kazoo', absent: true, qty: 150 },
      ],
    },
  },
  {
    id: 'r15-mu-10',
    q: `Dear Ms. Romero, the partners would like to thank our 24 paralegals at year end with a leather journal and a wooden desk clock each. Please quote both. Gregory Hale`,
    expect: {
      qty: 24,
      items: [{ productType: 'leather journal' }, { productType: 'wooden desk clock' }],
    },
  },
  {
    id: 'r15-mu-11',
    q: `Hi Trevor! For my farming mailer and the open houses I want 500 fridge magnets, 500 pens and 500 non-woven totes. Mia`,
    expect: {
      items: [
        { productType: 'fridge magnet', absent: true, qty: 500 },
        { productType: 'pen', qty: 500 },
        { productType: 'non-woven shopping tote', qty: 500 },
      ],
    },
  },
  {
    id: 'r15-mu-12',
    q: `Hey Olivia — Riverkeepers' summer river run: 300 cooling towels, 300 drawstring backpacks and 300 water bottles, everything in orange. Sofia`,
    expect: {
      qty: 300,
      colour: 'orange',
      items: [{ productType: 'cooling towel' }, { productType: 'drawstring backpack' }, { productType: ['water bottle', 'sport bottle', 'steel bottle'] }],
    },
  },
  {
    id: 'r15-mu-13',
    q: `sam — copperline swag drop for the team: 100 hoodies, 100 pairs of socks, 100 beanies. thx!`,
    expect: {
      items: [
        { productType: 'hoodie', qty: 100 },
        { productType: 'sock', absent: true, qty: 100 },
        { productType: 'beanie', qty: 100 },
      ],
    },
  },
  {
    id: 'r15-mu-14',
    q: `Howard again. For our financial literacy fair we want 500 stress balls and 500 chip clips, and $900 has to cover everything.`,
    expect: {
      maxTotalCents: 90000,
      items: [
        { productType: ['stress ball', 'stress reliever ball'], qty: 500 },
        { productType: 'chip clip', qty: 500 },
      ],
    },
  },
  {
    id: 'r15-mu-15',
    q: `Hi Amber — Blue Line Youth Hockey here. For the holiday tournament we'd like 100 souvenir pucks with our logo, 100 knit beanies and 100 stadium seat cushions. Thanks, Greg`,
    expect: {
      items: [
        { productType: 'puck', absent: true, qty: 100 },
        { productType: 'knit beanie', qty: 100 },
        { productType: 'stadium seat cushion', qty: 100 },
      ],
    },
  },
  {
    id: 'r15-mu-16',
    q: `Hi Alicia, MedTech Summit registration is final. Please quote:
1) 400 lanyards
2) 400 badge holders
3) 400 tote bags
Thanks, Bernadette`,
    expect: {
      items: [
        { productType: 'lanyard', qty: 400 },
        { productType: 'badge holder', qty: 400 },
        { productType: 'tote', qty: 400 },
      ],
    },
  },
  {
    id: 'r15-mu-17',
    q: `Hi! Saturday Market Collective here. We'd like 250 jute market totes to sell and 50 aprons for our vendors. Thx, Rosa`,
    expect: {
      items: [
        { productType: 'jute market tote', qty: 250 },
        { productType: 'apron', absent: true, qty: 50 },
      ],
    },
  },
  // Cannot be met: no power bank comes in Pink (0 of 42); the white earbuds can be met.
  {
    id: 'r15-mu-18',
    q: `Hey Sam, for Copperline's breast cancer awareness kits: 30 power banks in pink and 30 wireless earbuds in white.`,
    expect: {
      qty: 30,
      items: [
        { productType: 'power bank', colour: 'pink' },
        { productType: 'wireless earbuds', colour: 'white' },
      ],
      reply: '[Cc]olou?r|\\b[Pp]ink\\b',
    },
  },
  {
    id: 'r15-mu-19',
    q: `Dear Ms. Romero, for client holiday baskets we'd like 50 corkscrews, 50 stemless wine glasses and 50 gourmet cookie gift boxes. Regards, Gregory Hale`,
    expect: {
      items: [
        { productType: 'corkscrew', absent: true, qty: 50 },
        { productType: 'stemless wine glass', qty: 50 },
        { productType: 'gourmet cookie gift box', qty: 50 },
      ],
    },
  },
  {
    id: 'r15-mu-20',
    q: `Paula again — front desk restock, 250 pens, 250 sticky notes and 250 hand sanitizers. Thank you!`,
    expect: {
      items: [
        { productType: 'pen', qty: 250 },
        { productType: ['sticky note pad', 'sticky note cube'], qty: 250 },
        { productType: 'hand sanitizer', qty: 250 },
      ],
    },
  },

  // ─── Conversations ─────────────────────────────────────────────────────────────────────
  {
    id: 'r15-cv-1',
    turns: [
      {
        q: `Hi, Cascade Credit Union here. We're looking at 100 tumblers for member appreciation, under $12 each.`,
        expect: { productType: 'tumbler', qty: 100, maxUnitCents: 1200 },
      },
      {
        q: `Do any come in forest green? That's our brand color.`,
        expect: { productType: 'tumbler', qty: 100, maxUnitCents: 1200, colour: 'forest green', intentQty: 100, intentColours: ['forest green'] },
      },
      { q: `Perfect, thank you!`, expect: { noProducts: true } },
    ],
  },
  {
    id: 'r15-cv-2',
    turns: [
      { q: `Do you carry beach towels? The surf club wants 200.`, expect: { productType: 'beach towel', absent: true, qty: 200 } },
      { q: `ok then cooling towels instead, 200 of them`, expect: { productType: 'cooling towel', qty: 200, intentQty: 200 } },
    ],
  },
  {
    id: 'r15-cv-3',
    turns: [
      { q: `Need 50 polos for the Kessler HVAC service techs.`, expect: { productType: 'polo', qty: 50 } },
      { q: `Can they be made in the USA?`, expect: { productType: 'polo', qty: 50, madeIn: 'US', intentQty: 50 } },
      // Cannot be met: no polo comes in Yellow (0 of 93).
      {
        q: `And in yellow? Our trucks are yellow.`,
        expect: { productType: 'polo', qty: 50, madeIn: 'US', colour: 'yellow', intentColours: ['yellow'], reply: '[Cc]olou?r|\\b[Yy]ellow\\b' },
      },
    ],
  },
  {
    id: 'r15-cv-4',
    turns: [
      { q: `Looking for 24 hoodies for our rec league softball team, grey.`, expect: { productType: 'hoodie', qty: 24, colour: 'gray' } },
      { q: `what about sweatpants instead?`, expect: { productType: 'sweatpants', absent: true, qty: 24, colour: 'gray', intentQty: 24 } },
    ],
  },
  {
    id: 'r15-cv-5',
    turns: [
      { q: `300 pens for the Maplewood Library reading challenge, a dollar or less each.`, expect: { productType: 'pen', qty: 300, maxUnitCents: 100 } },
      { q: `Can you compare the first two?`, expect: { compared: 2 } },
      { q: `Great, that's what I needed. Thanks!`, expect: { noProducts: true } },
    ],
  },
  {
    id: 'r15-cv-6',
    turns: [
      { q: `We need 150 notebooks for a leadership retreat at Summit Bank.`, expect: { productType: 'notebook', qty: 150 } },
      // Cannot be met: Mon Nov 30 leaves 3 production days; the fastest notebook takes 5 — only rush could meet it.
      {
        q: `Oh — and they need to be in hand Monday, November 30.`,
        expect: { productType: 'notebook', qty: 150, maxProductionDays: 3, intentProdDays: 3, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround|[Pp]roduction' },
      },
    ],
  },
  {
    id: 'r15-cv-7',
    turns: [
      { q: `Hi — do you have reusable ice packs? Our physio clinic wants 150 with our logo.`, expect: { productType: 'ice pack', absent: true, qty: 150 } },
      { q: `Separate thing: first aid kits for our patients' gym bags, 100 of them.`, expect: { productType: 'first aid kit', qty: 100, intentQty: 100 } },
    ],
  },
  {
    id: 'r15-cv-8',
    turns: [
      { q: `Walnut Hill Montessori needs 200 water bottles for the students.`, expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200 } },
      { q: `Any eco-friendly ones?`, expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200, eco: true, intentQty: 200 } },
      // Cannot be met: every water bottle's minimum is 25 or more — none at 24.
      {
        q: `Actually the board cut it to 24, just for the teachers.`,
        expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 24, eco: true, intentQty: 24, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
      },
    ],
  },
  {
    id: 'r15-cv-9',
    turns: [
      { q: `36 laptop backpacks for our new consultants at Brightline Advisory.`, expect: { productType: 'laptop backpack', qty: 36 } },
      { q: `cheaper?`, expect: { productType: 'laptop backpack', qty: 36, intentQty: 36 } },
    ],
  },
  {
    id: 'r15-cv-10',
    turns: [
      { q: `Do you have Stanley-style thermoses? Want some for our roofing crews.`, expect: { productType: 'thermos', absent: true } },
      {
        q: `ok what about insulated water bottles then — 75 in navy`,
        expect: { productType: 'insulated water bottle', qty: 75, colour: 'navy', intentQty: 75, intentColours: ['navy'] },
      },
    ],
  },
  {
    id: 'r15-cv-11',
    turns: [
      { q: `500 koozies for Lakeside Marina's summer kickoff`, expect: { productType: 'can cooler', qty: 500 } },
      // Cannot be met: no can cooler comes in Gold (0 of 55).
      {
        q: `do they come in gold?`,
        expect: { productType: 'can cooler', qty: 500, colour: 'gold', intentColours: ['gold'], reply: '[Cc]olou?r|\\b[Gg]old\\b' },
      },
    ],
  },
  {
    id: 'r15-cv-12',
    turns: [
      { q: `Hillside Insurance wants 100 desk calendars for our clients.`, expect: { productType: 'desk calendar', qty: 100 } },
      { q: `Also, do you have wall calendars? Same 100.`, expect: { productType: 'wall calendar', absent: true, qty: 100 } },
    ],
  },
  {
    id: 'r15-cv-13',
    turns: [
      {
        q: `Looking for 60 picnic blankets for the Fairview Hospital staff raffle, needed by Dec 18.`,
        expect: { productType: 'picnic blanket', qty: 60, maxProductionDays: 17 },
      },
      {
        q: `Actually no rush, the raffle got pushed to spring.`,
        expect: { productType: 'picnic blanket', qty: 60, noDeadline: true, intentProdDays: null, intentQty: 60 },
      },
      { q: `Thanks, I'll share these with the committee.`, expect: { noProducts: true } },
    ],
  },
  {
    id: 'r15-cv-14',
    turns: [
      { q: `Do you sell earmuffs? It's for a ski school.`, expect: { productType: 'earmuff', absent: true } },
      { q: `ok then beanies, 72 of them, black`, expect: { productType: 'beanie', qty: 72, colour: 'black', intentQty: 72, intentColours: ['black'] } },
    ],
  },
  {
    id: 'r15-cv-15',
    turns: [
      { q: `We need 60 medals for the Thunder Swim Club winter invitational.`, expect: { productType: 'medal', qty: 60 } },
      // Cannot be met: Tue Dec 1 leaves 4 production days; the fastest medal takes 5 — only rush (4 offer it) could meet it.
      {
        q: `Update: the meet moved up, they need to be here by Tuesday, December 1.`,
        expect: { productType: 'medal', qty: 60, maxProductionDays: 4, intentProdDays: 4, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround|[Pp]roduction' },
      },
    ],
  },
  {
    id: 'r15-cv-16',
    turns: [
      {
        q: `How much for 150 t-shirts under $8 each? Oak Ridge Baptist youth camp.`,
        expect: { productType: ['t-shirt', 'tee'], qty: 150, maxUnitCents: 800 },
      },
      { q: `what about 500?`, expect: { productType: ['t-shirt', 'tee'], qty: 500, maxUnitCents: 800, intentQty: 500 } },
      { q: `Also do you do tank tops?`, expect: { productType: 'tank top', absent: true } },
    ],
  },
  {
    id: 'r15-cv-17',
    turns: [
      { q: `Any lunch boxes? Kids' ones, for Sunnyvale Elementary.`, expect: { productType: 'lunch box', absent: true } },
      { q: `what about insulated lunch cooler bags, 80 of them`, expect: { productType: 'insulated lunch cooler bag', qty: 80, intentQty: 80 } },
    ],
  },
  {
    id: 'r15-cv-18',
    turns: [
      { q: `250 eco-friendly tote bags for the Bayview Farmers Market.`, expect: { productType: 'tote', qty: 250, eco: true } },
      // Cannot be met: only 2 eco-friendly totes are made in the USA at $2 or less at 250 (17 are eco and US-made).
      {
        q: `Can they be made in the USA and stay under $2 each?`,
        expect: {
          productType: 'tote',
          qty: 250,
          eco: true,
          madeIn: 'US',
          maxUnitCents: 200,
          reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American|[Bb]udget|[Pp]ric|[Cc]ost|\\b[Ee]co|[Ss]ustainab|[Ee]nvironment',
        },
      },
    ],
  },
  {
    id: 'r15-cv-19',
    turns: [
      { q: `We want 20 puffer vests for the Granite Peak Ski Patrol.`, expect: { productType: 'puffer vest', qty: 20 } },
      { q: `cheapest first please`, expect: { productType: 'puffer vest', qty: 20, sorted: 'price' } },
      { q: `what about fleece scarves?`, expect: { productType: 'fleece scarf', absent: true, qty: 20, intentQty: 20 } },
    ],
  },
  {
    id: 'r15-cv-20',
    turns: [
      { q: `Do you carry hard hats? Need 100 for Ridgeway Construction.`, expect: { productType: 'hard hat', absent: true, qty: 100 } },
      // Cannot be met: tape measure keychains start at 150 — none at 100.
      {
        q: `fine, 100 tape measure keychains then`,
        expect: { productType: 'tape measure keychain', qty: 100, intentQty: 100, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
      },
    ],
  },
];
