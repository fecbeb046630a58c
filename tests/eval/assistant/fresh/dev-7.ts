import type { EvalCase } from '../expect.js';

/**
 * A seventh set of fresh requests for the chat assistant: 120 cases (172 turns), written on
 * 2026-11-29 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions at
 * the top of cases.ts and dev-6.ts — without reading the assistant's code, its earlier evaluation
 * questions or the cases of the other fresh sets.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * The mix: 30 client emails to their distributor rep with greetings, context and long signatures
 * (company names holding product words — Mug, Marker, Penn, Bottle, Hat, Cup, Tote, Cork, Can,
 * Pens —, suites, rooms, phones, pagers, licence and EIN numbers, years, staff and member counts,
 * booth numbers, taglines) (r7-em), 25 texts and short messages with shorthand, typos, slang budgets,
 * "k" and "gross" quantities and cents (r7-tx), 20 requests for two or three products with their own
 * quantities, colours and budgets, totals across items and corrections inside the message (r7-mu),
 * 15 "Do you sell / carry / got any…" questions, most for types the catalogue lacks (by common
 * name or brand), some beside a type it has, two for types it has (r7-ab), and 30 conversations of
 * 2–4 turns — cheaper?, another colour, another quantity, sort by price or production time,
 * compare, thanks, "no rush", and new unrelated requests that must carry nothing over (r7-cv).
 * The products range over apparel, headwear, drinkware, bags, tech, office, outdoor, wellness,
 * food gifts, awards, trade-show and eco items; the writers are breweries, hospitals, law firms,
 * schools, charities, clubs, realtors, startups, builders, hotels, churches, clinics and shops.
 *
 * Every turn was checked with .scratch/set7/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints`: each satisfiable turn (each item of a several-product turn) has at
 * least 3 fitting products, each absent type matches no catalogue product name (and at least 3
 * alternatives meet the request's other constraints), and a total across items covers the cheapest
 * fitting product per item.
 *
 * Readings decided here beyond cases.ts's and dev-6.ts's:
 * - A month named as the time of use with no day ("we onboard in January", "relaunching in
 *   January") is read as by Friday 1 January 2027: 27 production days, which limits nothing but is
 *   stated (cases.ts). An event date said as the day things are needed ("Awards night is Wednesday
 *   Dec 16, so everything has to be here by then") is that date (15). "12/11" is 11 December.
 *   "asap-ish" and "before the holidays would be nice" state no deadline.
 * - "Cheapest (u got) first" asks `sorted: 'price'`; "whatever ships fastest" and "which ones are
 *   fastest to produce" ask `sorted: 'productionDays'`.
 * - "2 gross" is 288 (a gross is 144, dev-6.ts); "$1,200 for 400" is 300 cents a unit (cases.ts);
 *   "90c", "75c", "75 cents" are cents; "N bucks" is N dollars.
 * - Types as the catalogue names them: "mugs" any Mug (ceramic, travel, camp, campfire); "tote
 *   bags" any Tote; "cotton totes" Cotton Tote Bags and Recycled Cotton Totes; "pens" any name with
 *   Pen (the judge's phrase); "ballpoint pens" Metal, Retractable and Stylus Ballpoint Pens; "gel
 *   pens" Gel Ink Rollerball Pens; "No. 2 pencils" No. 2 Wood Pencils; "stylus pens" names with
 *   "Stylus Pen"; "lip balms" both SPF 30 Lip Balm and Lip Balm Stick; "hand sanitizer" both Gel and
 *   Spray; "pill organizers" also Pill Cases; "stress balls" also Stress Reliever Balls; "candy
 *   jars" also Jelly Bean Jars; "trophies" Trophy Cups (metal ones too); "medals with ribbons" any
 *   Medal; "table throw" also a Fitted Table Cover; "webcam covers" also Webcam Privacy Sliders;
 *   "screen cleaning cloths" also Microfiber Screen Cleaners; "lanyards" any Lanyard; "badge
 *   holders" Event Badge Holders; "LED flashlights" LED Flashlights and Mini LED Flashlights (not
 *   flashlight keychains); "desk calendars" also Tent Desk Calendars; "seed cards" Plantable Seed
 *   Cards; "sport bottles" Tritan Sport Bottles; "cookie gift boxes" Gourmet Cookie Gift Boxes;
 *   "umbrellas" any Umbrella (golf ones); "tumblers" any Tumbler.
 * - A size or kind in front is the catalogue's name for it (dev-6.ts): "20 oz tumblers" 20 oz
 *   Stainless Steel Tumblers, "16 oz travel mugs" 16 oz Travel Mugs, "13 inch" laptop sleeves 13 in
 *   Laptop Sleeves, "3-in-1 charging cables", "breakaway lanyards" Breakaway Safety Lanyards,
 *   "wooden ones" (desk clocks) Wooden Desk Clocks, "long sleeve ones" (t-shirts) Long Sleeve
 *   Performance Tees, "fleece quarter-zips" Fleece Quarter-Zips (every Quarter-Zip is fleece).
 * - A withdrawn item ("250 stickers — scratch that, we have stickers —") is not an item, and an
 *   item the client already has ("besides the usual floss") is not asked for.
 * - In a conversation, "what about <another type> instead?" keeps the quantity, colours and
 *   deadline in force (docs: "what about …" carries); "and 200 yoga mats too" is read as "also":
 *   only what is said is checked. A follow-up naming colours ("black or charcoal") checks
 *   `intentColours` with exactly those. A compare turn states no product constraint (it shows only
 *   the products compared).
 */
export const DEV_7_CASES: EvalCase[] = [
  // ——— Emails to the rep (r7-em) ———
  {
    id: 'r7-em-01',
    q: `Hi Dana,

Hope the weekend treated you well. We're turning ten in January and want to hand out glassware at the anniversary party in the taproom. Could you send options for 144 pint glasses, 16 oz, under $6 each? We'd need them delivered by Friday, December 11 so we can stage everything before the holidays.

Cheers,
Marco Ruiz | Head Brewer
Copper Mug Brewing Co. — est. 2014
1420 Industrial Pkwy, Suite 3, Boise, ID 83702
Taproom (208) 555-0147 | Cell (208) 555-0199
"12 taps, 1 mission: great beer"`,
    expect: { productType: 'pint glass', qty: 144, maxUnitCents: 600, maxProductionDays: 12 },
  },
  {
    id: 'r7-em-02',
    q: `Hello Priya,

Our nursing leadership team would like to thank the night-shift staff this season. We're thinking 20 oz stainless tumblers, 320 of them, in navy or teal. Budget is $15 a unit max, and they need to arrive by Friday December 18 for the staff breakfast.

Thank you so much,
Grace Okafor, RN, MSN
Director of Nursing Operations
St. Brigid Regional Medical Center
4 West Tower, Room 4127 | 1500 Harbor Blvd, Tacoma, WA 98402
Office 253-555-0112 | Pager 253-555-0876
1,250 nurses strong since 1921`,
    expect: { productType: '20 oz stainless steel tumbler', qty: 320, colour: ['navy', 'teal'], maxUnitCents: 1500, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-03',
    q: `Good morning,

We onboard a new class of associates in January and like to give each one a padfolio on day one, plus a few for visiting clients — 60 in total. Black only, please, and no more than $25 apiece. Embossed with the firm logo if possible.

Kind regards,

Evelyn Marsh
Office Manager
Marker & Penn LLP — Attorneys at Law
200 Park Avenue, 31st Floor, New York, NY 10166
T 212-555-0150 | F 212-555-0151
45 attorneys · 3 offices · serving clients since 1987`,
    expect: { productType: 'padfolio', qty: 60, colour: 'black', maxUnitCents: 2500, maxProductionDays: 27 },
  },
  {
    id: 'r7-em-04',
    q: `Hi there!

The Lincoln Elementary PTA is putting together a winter reading kit for every student. We'd love 600 drawstring bags in royal blue with our lion mascot on them, and we can spend up to $3 a bag. Could they be here by December 18?

Thanks a bunch,
Jenny Albright
PTA Vice President, Lincoln Elementary
Room 104 | 2200 Oak Street, Dayton, OH 45402
(937) 555-0199 ext. 12
Go Lions! Serving 640 students since 1962`,
    expect: { productType: 'drawstring backpack', qty: 600, colour: 'royal blue', maxUnitCents: 300, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-05',
    q: `Hey Sam,

Quick one — we're sending our remote team a "thanks for a wild year" package. Looking at wireless earbuds: 40 sets (38 of us plus a couple of spares), black or white, under $25 each. No rush at all on these.

Best,
Leo Brandt
Head of People, Bottleneck AI
88 Mission St, Floor 4, San Francisco, CA 94105
m: 415-555-0178
We make slow pipelines fast. Series A, 2024.`,
    expect: { productType: 'wireless earbud', qty: 40, colour: ['black', 'white'], maxUnitCents: 2500, noDeadline: true },
  },
  {
    id: 'r7-em-06',
    q: `Morning,

Our site supervisors spend all winter outdoors and the owner wants to get them something warm with the company logo. Puffer vests, 36 of them, in orange or black, and we can go up to $55 per vest. We need them by December 18th for the year-end safety lunch.

Thanks,
Dwayne Carter
Operations Coordinator
Hardhat & Beam Builders, Inc.
License #CBC1259876
4100 Orange Blossom Trail, Bldg 2, Orlando, FL 32805
Office (407) 555-0133 | Cell (407) 555-0190
300 days without a lost-time incident`,
    expect: { productType: 'puffer vest', qty: 36, colour: ['orange', 'black'], maxUnitCents: 5500, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-07',
    q: `Hi Marisol,

It's that time again! Our Jingle Bell 5K in Phoenix is coming up and it gets hot on the course even in December. We want a cooling towel for every finisher — 300 towels, $4 each or less. They have to be in our hands by Friday December 11.

Warmly,
Tanya Brooks
Event Director, Run for Hope Foundation
PO Box 2210, Phoenix, AZ 85001
602-555-0164
Registered charity EIN 84-2219934 | 2,000 runners in 2025`,
    expect: { productType: 'cooling towel', qty: 300, maxUnitCents: 400, maxProductionDays: 12 },
  },
  {
    id: 'r7-em-08',
    q: `Hi Kevin,

I give every buyer a small closing gift and I'd like to switch to candles this year. Can you find me 50 aromatherapy candles, made in the USA, for under $12 each? Before the holidays would be nice but it's not critical.

Thank you!
Rachel Kim, REALTOR®
Keystone Realty Group
DRE #02011458
15 Elm Street, Suite 200, Westfield, NJ 07090
Direct 908-555-0126 | Office 908-555-0100
"Helping 150+ families home every year"`,
    expect: { productType: 'aromatherapy candle', qty: 50, madeIn: 'US', maxUnitCents: 1200 },
  },
  {
    id: 'r7-em-09',
    q: `Hi,

Eastside Strikers Soccer Club here. For our indoor winter league we'd like to give every player a 24 oz sport bottle in club navy or red. We need 200 bottles and the board approved up to $6 each.

Cheers,
Paolo Venti
Equipment Manager
Eastside Strikers SC — U8 to U19, 18 teams
Field House, 75 Stadium Road, Columbus, OH 43215
(614) 555-0144`,
    expect: { productType: 'sport bottle', qty: 200, colour: ['navy', 'red'], maxUnitCents: 600 },
  },
  {
    id: 'r7-em-10',
    q: `Dear Mr. Hollis,

The Office of Admissions is restocking for spring campus tours. We need 1,000 breakaway lanyards in navy or royal blue for visitor badges, at $1.75 or less each.

With appreciation,
Dr. Miriam Stone
Associate Director of Admissions
Northfield College
3 Campus Way, Box 5501, Northfield, MN 55057
507-555-0102 | admissions hotline 1-800-555-0199
Founded 1874 · 4,200 students`,
    expect: { productType: 'breakaway safety lanyard', qty: 1000, colour: ['navy', 'royal blue'], maxUnitCents: 175 },
  },
  {
    id: 'r7-em-11',
    q: `Hello,

We're a dental office and we'd like something for patients' goodie bags besides the usual floss. Could you quote 500 lip balms at $1.50 or under? Our logo is a tooth with a smile, one colour.

Thanks!
Dr. Anita Shah, DDS
Bright Smile Family Dentistry
910 Main St., Suite 2B, Boise, ID 83702
Phone 208-555-0181 · Fax 208-555-0182
Open Saturdays · Caring for 3,000 patients`,
    expect: { productType: 'lip balm', qty: 500, maxUnitCents: 150 },
  },
  {
    id: 'r7-em-12',
    q: `Hi Jordan,

First Harbor is opening a new branch and we'd like a useful giveaway for the first hundred members through the door. Power banks, 100 of them, under $20 each. Something that looks decent in our navy, but any colour is okay.

Regards,
Tom Whitaker
Marketing Specialist
First Harbor Credit Union
NMLS #402117 | Federally insured by NCUA
1 Harbor Plaza, Suite 1200, Portland, ME 04101
207-555-0135
Serving members since 1954`,
    expect: { productType: 'power bank', qty: 100, maxUnitCents: 2000 },
  },
  {
    id: 'r7-em-13',
    q: `Hey!

We want to start selling our own travel mugs at the café counter. Can you send options for 96 travel mugs, 16 oz, at $10 or less per mug?

Thanks,
Nadia Flores
Owner, Blue Cup Roasters
412 Water St, Unit 5, Burlington, VT 05401
(802) 555-0111
Roasting small batches since 2016 — 6 single origins`,
    expect: { productType: '16 oz travel mug', qty: 96, maxUnitCents: 1000 },
  },
  {
    id: 'r7-em-14',
    q: `Good afternoon,

The pro shop wants umbrellas for members to borrow on the course. Please quote 48 golf umbrellas in navy, under $25 each, delivered by Friday December 18.

Best regards,
Charles Whitfield
Head Golf Professional
Fairway Pines Country Club
18 Clubhouse Drive, Pinehurst, NC 28374
Pro Shop 910-555-0120 | Direct 910-555-0121
Championship course, 18 holes, est. 1931`,
    expect: { productType: 'golf umbrella', qty: 48, colour: 'navy', maxUnitCents: 2500, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-15',
    q: `Hi Ben,

We'd like to give clients something practical when they adopt a new pet — a first aid kit for the car. Could you find 50 first aid kits at $15 or less?

Thanks so much,
Kara Lindqvist, Practice Manager
Paws & Pens Veterinary Hospital
2480 Kennel Road, Suite 7, Boulder, CO 80301
Front desk 303-555-0170 | Emergencies 303-555-0171
Caring for pets since 1998 · 9 vets, 30 staff`,
    expect: { productType: 'first aid kit', qty: 50, maxUnitCents: 1500 },
  },
  {
    id: 'r7-em-16',
    q: `Hi Alicia,

Every year we send clients a 2027 desk calendar with our logo and the tax deadlines marked. This year we need 200 desk calendars, under $5 each, and they must be here by December 11 so they go out with the year-end letters.

Thank you,
Martin Osei, CPA
Partner, Osei & Grant Accounting
1300 Commerce Blvd, Suite 450, Charlotte, NC 28202
704-555-0139
Tax · Audit · Advisory — 25 years, 2,000 clients`,
    expect: { productType: 'desk calendar', qty: 200, maxUnitCents: 500, maxProductionDays: 12 },
  },
  {
    id: 'r7-em-17',
    q: `Hello,

The Harbor View Hotel is redoing its guest amenity kits. We'd like 250 zippered travel pouches in gray, no more than $4 each, to hold the toiletries.

Warm regards,
Sophie Laurent
Guest Experience Manager
The Harbor View Hotel
212 rooms & suites · 55 Bayfront Ave, Seattle, WA 98101
Reservations 206-555-0107 | Direct 206-555-0131`,
    expect: { productType: 'travel pouch', qty: 250, colour: 'gray', maxUnitCents: 400 },
  },
  {
    id: 'r7-em-18',
    q: `Hi Grace,

The Friends of the Maple Grove Library are planning a "read & plant" day in spring. We want 500 seed paper bookmarks that people can plant afterwards — they have to be eco-friendly, obviously — at under $2 each.

Many thanks,
Harriet Cole
Treasurer, Friends of the Maple Grove Library
Tote & Tome Used Bookshop (volunteer-run)
8 Library Lane, Maple Grove, MN 55369
763-555-0153
Books for everyone since 1979`,
    expect: { productType: 'seed paper bookmark', qty: 500, eco: true, maxUnitCents: 200 },
  },
  {
    id: 'r7-em-19',
    q: `Hi Mia,

We're launching a beginners' series in January and want to give each new member a mat. Looking for 24 yoga mats in purple, $35 or less each.

Namaste,
Lena Ortiz
Studio Owner, Lotus Flow Yoga
2 Canal Street, 2nd floor, Austin, TX 78701
512-555-0148
15 classes a week · 6 teachers`,
    expect: { productType: 'yoga mat', qty: 24, colour: 'purple', maxUnitCents: 3500, maxProductionDays: 27 },
  },
  {
    id: 'r7-em-20',
    q: `Hi Chris,

We're a content agency and we send our influencer partners a starter kit. This round we want ring lights — 50 of them, under $16 apiece, and we need them by December 11 for the kits.

Thanks!
Jade Morrison
Partnerships Lead, Spotlight & Pixel Media
500 Congress Ave, Suite 1800, Austin, TX 78701
512-555-0166
120 creators · 14 brands · 1 mission`,
    expect: { productType: 'ring light', qty: 50, maxUnitCents: 1600, maxProductionDays: 12 },
  },
  {
    id: 'r7-em-21',
    q: `Hey Rob,

Powder Hat Ski Club again. We'd like 72 beanies in black for this season's members, delivered by Monday December 14 before the first trip.

Thanks man,
Erik Johansson
Merch Chair, Powder Hat Ski Club
PO Box 88, Park City, UT 84060
435-555-0129
Skiing together since 1968 · 300 members`,
    expect: { productType: 'beanie', qty: 72, colour: 'black', maxProductionDays: 13 },
  },
  {
    id: 'r7-em-22',
    q: `Hi Dana,

The Hillside Food Bank wants to hand out reusable produce bag sets to families at our winter market. We'd need 300 sets, eco-friendly, $6 or less each.

Thank you for always helping us out,
Gloria Mendes
Volunteer Coordinator
Hillside Community Food Bank
1140 Bag End Road, Unit C, Asheville, NC 28801
828-555-0117
Feeding 4,500 neighbours every month`,
    expect: { productType: 'produce bag set', qty: 300, eco: true, maxUnitCents: 600 },
  },
  {
    id: 'r7-em-23',
    q: `Bonjour Luc,

For the tasting room we want our own stemless wine glasses with the estate crest. 96 glasses, $7 or less per glass.

Merci,
Claire Dubois
Tasting Room Manager
Cork & Barrel Winery
4400 Vineyard Road, Paso Robles, CA 93446
805-555-0193
Family-owned since 1989 · 40 acres`,
    expect: { productType: 'wine glass', qty: 96, maxUnitCents: 700 },
  },
  {
    id: 'r7-em-24',
    q: `Hi team,

DevSummit 2027 registration opens soon and we want a small useful item in every attendee bag. We're thinking webcam covers — 2,500 of them, a dollar each max, delivered by December 18 to our warehouse.

Best,
Arjun Mehta
Event Producer, DevSummit
Booth planning: Hall B, Booth 1140
3000 Convention Way, Las Vegas, NV 89109
702-555-0155
5,000 developers · 3 days · 120 talks`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 2500, maxUnitCents: 100, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-25',
    q: `Dear friends at Summit Promo,

Our Bible study groups are growing and we'd like to give each participant a notebook and pen set for the new year. 75 sets, please, under $10 a set.

Blessings,
Pastor Ruth Adeyemi
Grace Community Church
77 Chapel Hill Rd, Room 12, Raleigh, NC 27607
919-555-0104
Sunday worship 9 & 11 am · 400 members`,
    expect: { productType: 'pen set', qty: 75, maxUnitCents: 1000 },
  },
  {
    id: 'r7-em-26',
    q: `Hello,

Plant safety week is coming up and we want every operator to have a flashlight in their locker. 400 LED flashlights, $6 a piece or less, by Friday December 18.

Regards,
Hank Petrov
EHS Manager
Midwest Bottle & Can Manufacturing
Plant 2, Dock 9 · 6600 Foundry Rd, Gary, IN 46402
219-555-0142 · 24/7 line 219-555-0143
ISO 45001 certified · 850 employees`,
    expect: { productType: 'led flashlight', qty: 400, maxUnitCents: 600, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-27',
    q: `Hi Olivia,

Cold and flu season is here and we'd like to hand out hand sanitizer at the pharmacy counter. 1,000 units, $2 or less each.

Thanks,
Samir Haddad, PharmD
Pharmacist in Charge
Riverbend Pharmacy
31 Riverbend Plaza, Suite 1, Sacramento, CA 95814
916-555-0188 | Refills 916-555-0189
Open 7 days · est. 2001`,
    expect: { productType: 'hand sanitizer', qty: 1000, maxUnitCents: 200 },
  },
  {
    id: 'r7-em-28',
    q: `Hi Monica,

Our managing partner wants to recognise the twelve people who hit ten years with us this year. Could you suggest 12 walnut plaques, under $50 each, delivered by Friday December 18 for the holiday dinner?

Best,
Daniel Park
Executive Assistant to the Managing Partner
Crest & Gavel Law Group
1 Liberty Square, 22nd Floor, Boston, MA 02109
617-555-0114
Trial lawyers since 1979`,
    expect: { productType: 'walnut plaque', qty: 12, maxUnitCents: 5000, maxProductionDays: 17 },
  },
  {
    id: 'r7-em-29',
    q: `Hi Steve,

We send our top clients something sweet every December. This year we'd like cookie gift boxes — 50 of them, under $20 each — and they need to arrive by Wednesday December 16.

Thank you!
Linda Chao
Agency Principal, Chao Insurance Agency
Auto · Home · Life · Business
900 Main St, Suite 3, Fresno, CA 93721
559-555-0108
Protecting Fresno families for 30 years`,
    expect: { productType: 'cookie gift box', qty: 50, maxUnitCents: 2000, maxProductionDays: 15 },
  },
  {
    id: 'r7-em-30',
    q: `Hey,

We're relaunching our gym membership in January and every new member gets a shaker. 250 protein shaker bottles, black or white, made in the USA, $5.50 each max.

Stay strong,
Marcus Bell
General Manager, Iron Bottle Fitness
24/7 access · 2 locations
1800 Lake Shore Dr, Unit 4, Chicago, IL 60616
312-555-0160
Lifting Chicago since 2012`,
    expect: { productType: 'shaker bottle', qty: 250, colour: ['black', 'white'], madeIn: 'US', maxUnitCents: 550, maxProductionDays: 27 },
  },
  // ——— Texts and short messages (r7-tx) ———
  { id: 'r7-tx-01', q: 'hey!! can u do 500 koozies in navy or black by dec 11? under $1.25 each pls', expect: { productType: 'can cooler', qty: 500, colour: ['navy', 'black'], maxUnitCents: 125, maxProductionDays: 12 } },
  { id: 'r7-tx-02', q: '72 dad hats khaki <$9 thx', expect: { productType: 'dad hat', qty: 72, colour: 'tan', maxUnitCents: 900 } },
  { id: 'r7-tx-03', q: 'need 1.5k stylus pens sub $1 ea', expect: { productType: 'stylus pen', qty: 1500, maxUnitCents: 100 } },
  { id: 'r7-tx-04', q: 'shaker bottles x250, 4 bucks max, blk or red', expect: { productType: 'shaker bottle', qty: 250, colour: ['black', 'red'], maxUnitCents: 400 } },
  { id: 'r7-tx-05', q: 'pwr banks 50 under 20 — recyclable if poss', expect: { productType: 'power bank', qty: 50, maxUnitCents: 2000 } },
  { id: 'r7-tx-06', q: 'quote 3k wristbands pls, cheapest u got first', expect: { productType: 'wristband', qty: 3000, sorted: 'price' } },
  { id: 'r7-tx-07', q: '150 beach balls by dec 14?? is that doable', expect: { productType: 'beach ball', qty: 150, maxProductionDays: 13 } },
  { id: 'r7-tx-08', q: '100 tees @ $7, heather grey', expect: { productType: ['t-shirt', 'tee'], qty: 100, colour: 'gray', maxUnitCents: 700 } },
  { id: 'r7-tx-09', q: '40 qtr zips under 45 in charcoal', expect: { productType: 'quarter zip', qty: 40, colour: 'charcoal', maxUnitCents: 4500 } },
  { id: 'r7-tx-10', q: 'fleece blankets x 60 <$25', expect: { productType: 'fleece picnic blanket', qty: 60, maxUnitCents: 2500 } },
  { id: 'r7-tx-11', q: 'sunscreen x500, under 3 bucks', expect: { productType: 'sunscreen', qty: 500, maxUnitCents: 300 } },
  { id: 'r7-tx-12', q: 'need 2 gross of highlighters asap-ish, 1.25 max', expect: { productType: 'highlighter', qty: 288, maxUnitCents: 125 } },
  { id: 'r7-tx-13', q: 'eco pens 1k 75c', expect: { productType: 'pen', qty: 1000, eco: true, maxUnitCents: 75 } },
  { id: 'r7-tx-14', q: '20 softshells navy under 70', expect: { productType: 'softshell jacket', qty: 20, colour: 'navy', maxUnitCents: 7000 } },
  { id: 'r7-tx-15', q: 'frisbees 200, 2.50 ea max, orange pls', expect: { productType: ['flying disc', 'frisbee'], qty: 200, colour: 'orange', maxUnitCents: 250 } },
  { id: 'r7-tx-16', q: 'thumb drives 16gb x100 max $10', expect: { productType: '16 gb usb flash drive', qty: 100, maxUnitCents: 1000 } },
  { id: 'r7-tx-17', q: 'phone wallets 1000 @ 90c or less', expect: { productType: 'phone wallet', qty: 1000, maxUnitCents: 90 } },
  { id: 'r7-tx-18', q: 'got $1,200 for 400 mugs, what can u do', expect: { productType: 'mug', qty: 400, maxUnitCents: 300 } },
  { id: 'r7-tx-19', q: '25 trophies by 12/11 pls', expect: { productType: 'trophy', qty: 25, maxProductionDays: 12 } },
  { id: 'r7-tx-20', q: 'mints 1k whatever ships fastest', expect: { productType: 'mint tin', qty: 1000, sorted: 'productionDays' } },
  { id: 'r7-tx-21', q: 'car chargers 100 under 6 bucks', expect: { productType: 'car charger', qty: 100, maxUnitCents: 600 } },
  { id: 'r7-tx-22', q: '60 golf towels <8 white', expect: { productType: 'golf towel', qty: 60, colour: 'white', maxUnitCents: 800 } },
  { id: 'r7-tx-23', q: 'yo need 48 bucket hats for the crew, 12 bucks tops, no rush', expect: { productType: 'bucket hat', qty: 48, maxUnitCents: 1200, noDeadline: true } },
  { id: 'r7-tx-24', q: 'k so 250 popsockets, under $2, purple?', expect: { productType: 'phone grip', qty: 250, colour: 'purple', maxUnitCents: 200 } },
  { id: 'r7-tx-25', q: 'candy jars x 350 by dec 17 lmk $$', expect: { productType: ['candy jar', 'jelly bean jar'], qty: 350, maxProductionDays: 16 } },
  // ——— Several products in one request (r7-mu) ———
  {
    id: 'r7-mu-01',
    q: 'For nursing school orientation we need 150 spiral notebooks and 150 gel pens. Spiral notebooks under $4, gel pens under $1.50.',
    expect: { items: [{ productType: 'spiral notebook', qty: 150, maxUnitCents: 400 }, { productType: 'gel ink rollerball pen', qty: 150, maxUnitCents: 150 }] },
  },
  {
    id: 'r7-mu-02',
    q: 'Farmers market booth: 200 cotton totes in natural or black under $3, plus 200 water bottles under $8. Both by Dec 18.',
    expect: {
      maxProductionDays: 17,
      items: [
        { productType: 'cotton tote', qty: 200, colour: ['natural', 'black'], maxUnitCents: 300 },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200, maxUnitCents: 800 },
      ],
    },
  },
  {
    id: 'r7-mu-03',
    q: 'Conference check-in: 300 lanyards and 300 badge holders, $750 all in for the lot.',
    expect: { maxTotalCents: 75000, items: [{ productType: 'lanyard', qty: 300 }, { productType: 'badge holder', qty: 300 }] },
  },
  {
    id: 'r7-mu-04',
    q: 'We need 48 hoodies in black — sorry, make that 60 — plus 60 beanies, also black.',
    expect: { colour: 'black', items: [{ productType: 'hoodie', qty: 60 }, { productType: 'beanie', qty: 60 }] },
  },
  {
    id: 'r7-mu-05',
    q: 'Golf outing for 50 players: 50 performance polos in navy under $30, 50 dad hats in white under $10, and 100 golf towels under $7.',
    expect: {
      items: [
        { productType: 'performance polo', qty: 50, colour: 'navy', maxUnitCents: 3000 },
        { productType: 'dad hat', qty: 50, colour: 'white', maxUnitCents: 1000 },
        { productType: 'golf towel', qty: 100, maxUnitCents: 700 },
      ],
    },
  },
  {
    id: 'r7-mu-06',
    q: 'Board gifts: 2 dozen quarter-zips and 2 dozen puffer vests, charcoal, $50 each max.',
    expect: { colour: 'charcoal', maxUnitCents: 5000, items: [{ productType: 'quarter zip', qty: 24 }, { productType: 'puffer vest', qty: 24 }] },
  },
  {
    id: 'r7-mu-07',
    q: 'Sales team desk refresh: 100 power banks under $18 and 100 phone stands under $4.',
    expect: { items: [{ productType: 'power bank', qty: 100, maxUnitCents: 1800 }, { productType: 'phone stand', qty: 100, maxUnitCents: 400 }] },
  },
  {
    id: 'r7-mu-08',
    q: 'Holiday open house: 500 chocolate bars and 500 mint tins, $2,500 total, need them by Friday Dec 11.',
    expect: { maxTotalCents: 250000, maxProductionDays: 12, items: [{ productType: 'chocolate bar', qty: 500 }, { productType: 'mint tin', qty: 500 }] },
  },
  {
    id: 'r7-mu-09',
    q: 'Summer picnic kit for 60 families: 60 picnic blankets and 60 cooler bags, both in red please.',
    expect: { colour: 'red', items: [{ productType: 'picnic blanket', qty: 60 }, { productType: 'cooler bag', qty: 60 }] },
  },
  {
    id: 'r7-mu-10',
    q: 'Hackathon swag: 250 stickers — scratch that, we have stickers — 250 webcam covers and 250 screen cleaning cloths, under $1.50 each.',
    expect: {
      maxUnitCents: 150,
      items: [
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 250 },
        { productType: ['screen cleaning cloth', 'screen cleaner'], qty: 250 },
      ],
    },
  },
  {
    id: 'r7-mu-11',
    q: 'Trade show kit for booth 418: 1 retractable banner stand, 1 table throw for a 6 ft table, and 500 stress balls.',
    expect: { items: [{ productType: 'banner stand', qty: 1 }, { productType: ['table throw', 'table cover'], qty: 1 }, { productType: 'stress ball', qty: 500 }] },
  },
  {
    id: 'r7-mu-12',
    q: 'New-hire kits x 40: laptop backpacks under $45, 20 oz tumblers under $15, and hardcover journals under $10. 40 of each.',
    expect: {
      qty: 40,
      items: [
        { productType: 'laptop backpack', maxUnitCents: 4500 },
        { productType: '20 oz stainless steel tumbler', maxUnitCents: 1500 },
        { productType: 'hardcover journal', maxUnitCents: 1000 },
      ],
    },
  },
  {
    id: 'r7-mu-13',
    q: 'School fundraiser: 500 No. 2 pencils and 500 composition notebooks, $1,500 total for everything.',
    expect: { maxTotalCents: 150000, items: [{ productType: 'wood pencil', qty: 500 }, { productType: 'composition notebook', qty: 500 }] },
  },
  {
    id: 'r7-mu-14',
    q: 'Brewery merch restock: 144 pint glasses, 300 koozies, and 48 trucker hats.',
    expect: {
      items: [
        { productType: 'pint glass', qty: 144 },
        { productType: 'can cooler', qty: 300 },
        { productType: ['trucker hat', 'trucker cap'], qty: 48 },
      ],
    },
  },
  {
    id: 'r7-mu-15',
    q: 'Health fair giveaways, 400 of each: hand sanitizers, lip balms and pill organizers. Each item under $2.',
    expect: {
      qty: 400,
      maxUnitCents: 200,
      items: [{ productType: 'hand sanitizer' }, { productType: 'lip balm' }, { productType: ['pill organizer', 'pill case'] }],
    },
  },
  {
    id: 'r7-mu-16',
    q: 'Client holiday gifts: 30 hot cocoa gift sets and 30 popcorn tins, together under $1,500.',
    expect: { maxTotalCents: 150000, items: [{ productType: 'hot cocoa gift set', qty: 30 }, { productType: 'popcorn tin', qty: 30 }] },
  },
  {
    id: 'r7-mu-17',
    q: '75 fleece quarter-zips in navy — actually gray, not navy — and 75 knit beanies in gray too.',
    expect: { colour: 'gray', items: [{ productType: 'quarter zip', qty: 75 }, { productType: 'knit beanie', qty: 75 }] },
  },
  {
    id: 'r7-mu-18',
    q: 'Expo bags: 800 ballpoint pens, 800 sticky note cubes and 800 tote bags, all three under $2 each.',
    expect: {
      qty: 800,
      maxUnitCents: 200,
      items: [{ productType: 'ballpoint pen' }, { productType: 'sticky note cube' }, { productType: 'tote' }],
    },
  },
  {
    id: 'r7-mu-19',
    q: 'Awards night is Wednesday Dec 16, so everything has to be here by then: 10 trophy cups, 40 medals with ribbons and 40 certificate frames.',
    expect: {
      maxProductionDays: 15,
      items: [
        { productType: 'trophy cup', qty: 10 },
        { productType: 'medal', qty: 40 },
        { productType: 'certificate frame', qty: 40 },
      ],
    },
  },
  {
    id: 'r7-mu-20',
    q: 'Leadership retreat at a campground, 30 people: 30 folding camp chairs, 30 enamel camp mugs and 30 LED flashlights.',
    expect: {
      qty: 30,
      items: [{ productType: 'camp chair' }, { productType: 'enamel camp mug' }, { productType: 'led flashlight' }],
    },
  },
  // ——— "Do you sell…?" and types the catalogue lacks (r7-ab) ———
  { id: 'r7-ab-01', q: 'Do you sell socks? We would need about 200 pairs for our charity run.', expect: { productType: 'sock', absent: true, qty: 200 } },
  { id: 'r7-ab-02', q: 'do you guys carry Ray-Bans or any kind of branded sunglasses?', expect: { productType: 'sunglasses', absent: true } },
  {
    id: 'r7-ab-03',
    q: 'Got any golf tees? Also need 24 golf ball sleeves for the same tournament.',
    expect: { items: [{ productType: 'golf tee', absent: true }, { productType: 'golf ball sleeve', qty: 24 }] },
  },
  { id: 'r7-ab-04', q: 'Do you have aprons? For our bakery staff, 30 of them, in black.', expect: { productType: 'apron', absent: true, qty: 30, colour: 'black' } },
  { id: 'r7-ab-05', q: 'Do you sell Zippos? A client wants 100 for a cigar lounge opening.', expect: { productType: ['lighter', 'zippo'], absent: true, qty: 100 } },
  {
    id: 'r7-ab-06',
    q: 'Pool party for the neighbourhood association: 100 beach towels and 100 beach balls.',
    expect: { items: [{ productType: 'beach towel', absent: true, qty: 100 }, { productType: 'beach ball', qty: 100 }] },
  },
  { id: 'r7-ab-07', q: 'Do you do Christmas tree ornaments? 250 for our holiday mailer.', expect: { productType: 'ornament', absent: true, qty: 250 } },
  { id: 'r7-ab-08', q: 'Are custom playing cards something you carry? 500 decks.', expect: { productType: 'playing card', absent: true, qty: 500 } },
  { id: 'r7-ab-09', q: 'Do you carry phone cases? iPhone ones with our logo on the back.', expect: { productType: 'phone case', absent: true } },
  {
    id: 'r7-ab-10',
    q: 'Any scarves? And separately, 48 beanies in burgundy.',
    expect: { items: [{ productType: ['scarf', 'scarves'], absent: true }, { productType: 'beanie', qty: 48, colour: 'maroon' }] },
  },
  { id: 'r7-ab-11', q: 'Do you carry YETI-style tumblers? Need 60 for our sales team.', expect: { productType: 'tumbler', qty: 60 } },
  { id: 'r7-ab-12', q: 'Do you sell jigsaw puzzles? 150 for a family day.', expect: { productType: 'puzzle', absent: true, qty: 150 } },
  { id: 'r7-ab-13', q: 'got any fridge magnets? 1,000 for a realtor mailing, under 50 cents each', expect: { productType: 'magnet', absent: true, qty: 1000, maxUnitCents: 50 } },
  { id: 'r7-ab-14', q: 'Do you carry umbrellas? Looking at 36 for our front desk loaner program.', expect: { productType: 'umbrella', qty: 36 } },
  {
    id: 'r7-ab-15',
    q: 'For the pediatric ward: do you have teddy bears? 100 of them, plus 100 drawstring backpacks for the kids.',
    expect: { items: [{ productType: 'teddy bear', absent: true, qty: 100 }, { productType: 'drawstring backpack', qty: 100 }] },
  },
  // ——— Conversations (r7-cv) ———
  {
    id: 'r7-cv-01',
    turns: [
      { q: 'Looking for 250 insulated water bottles for a gym opening, under $15 each.', expect: { productType: 'insulated water bottle', qty: 250, maxUnitCents: 1500 } },
      { q: 'any in black?', expect: { productType: 'insulated water bottle', qty: 250, maxUnitCents: 1500, colour: 'black', intentColours: ['black'] } },
      { q: 'sort those by price please', expect: { productType: 'insulated water bottle', qty: 250, maxUnitCents: 1500, colour: 'black', sorted: 'price' } },
    ],
  },
  {
    id: 'r7-cv-02',
    turns: [
      { q: 'Our alumni association needs 100 crewneck sweatshirts in maroon.', expect: { productType: 'crewneck sweatshirt', qty: 100, colour: 'maroon' } },
      { q: 'cheaper ones?', expect: { productType: 'crewneck sweatshirt', qty: 100, colour: 'maroon', intentQty: 100 } },
      { q: 'Thanks, that is really helpful!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r7-cv-03',
    turns: [
      { q: 'Need 500 stress balls for mental health awareness week, under $1.50 each.', expect: { productType: 'stress ball', qty: 500, maxUnitCents: 150 } },
      { q: 'what about 1000?', expect: { productType: 'stress ball', qty: 1000, maxUnitCents: 150, intentQty: 1000 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r7-cv-04',
    turns: [
      { q: 'I need 48 performance polos in royal blue for a golf scramble.', expect: { productType: 'performance polo', qty: 48, colour: 'royal blue' } },
      { q: 'what about in red?', expect: { productType: 'performance polo', qty: 48, colour: 'red', intentColours: ['red'] } },
      { q: 'New topic: 200 can coolers for a block party.', expect: { productType: 'can cooler', qty: 200, intentQty: 200, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-05',
    turns: [
      { q: 'Do you have Bluetooth speakers? 24 of them, under $30.', expect: { productType: 'bluetooth speaker', qty: 24, maxUnitCents: 3000 } },
      { q: 'which ones are fastest to produce?', expect: { productType: 'bluetooth speaker', qty: 24, maxUnitCents: 3000, sorted: 'productionDays' } },
      { q: 'ok, separately I need some pens for a trade show', expect: { productType: 'pen', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-06',
    turns: [
      { q: 'Client is a hospital foundation: 150 fleece blankets in navy, delivered by December 18.', expect: { productType: 'fleece picnic blanket', qty: 150, colour: 'navy', maxProductionDays: 17 } },
      { q: 'what if we go with gray instead?', expect: { productType: 'fleece picnic blanket', qty: 150, colour: 'gray', maxProductionDays: 17, intentColours: ['gray'] } },
      { q: 'and the price at 300?', expect: { productType: 'fleece picnic blanket', qty: 300, colour: 'gray', maxProductionDays: 17, intentQty: 300 } },
    ],
  },
  {
    id: 'r7-cv-07',
    turns: [
      { q: 'We need 1,000 pens under 75 cents.', expect: { productType: 'pen', qty: 1000, maxUnitCents: 75 } },
      { q: 'only the recyclable ones', expect: { productType: 'pen', qty: 1000, maxUnitCents: 75, recyclable: true } },
      { q: 'thank you!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r7-cv-08',
    turns: [
      { q: '30 folding camp chairs for our scout troop leaders, under $35 each.', expect: { productType: 'camp chair', qty: 30, maxUnitCents: 3500 } },
      { q: 'any made in the USA?', expect: { productType: 'camp chair', qty: 30, maxUnitCents: 3500, madeIn: 'US' } },
      { q: 'Separate order: 400 temporary tattoos for the jamboree.', expect: { productType: 'temporary tattoo', qty: 400, intentQty: 400, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-09',
    turns: [
      { q: 'Do you sell hand warmers?', expect: { productType: 'hand warmer', absent: true } },
      { q: 'ok then show me 100 fleece quarter-zips under $40', expect: { productType: 'quarter zip', qty: 100, maxUnitCents: 4000, intentQty: 100, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-10',
    turns: [
      { q: 'Need 75 laptop sleeves, 13 inch, for a coding bootcamp.', expect: { productType: '13 in laptop sleeve', qty: 75 } },
      { q: 'cheaper?', expect: { productType: '13 in laptop sleeve', qty: 75, intentQty: 75 } },
      { q: 'show me them in black', expect: { productType: '13 in laptop sleeve', qty: 75, colour: 'black', intentColours: ['black'] } },
    ],
  },
  {
    id: 'r7-cv-11',
    turns: [
      { q: 'Any eco-friendly notebooks for 200 people?', expect: { productType: 'notebook', qty: 200, eco: true } },
      { q: 'under $5 each please', expect: { productType: 'notebook', qty: 200, eco: true, maxUnitCents: 500 } },
    ],
  },
  {
    id: 'r7-cv-12',
    turns: [
      { q: 'wine glasses, 72, under $6', expect: { productType: 'wine glass', qty: 72, maxUnitCents: 600 } },
      { q: 'compare the first three', expect: { compared: 3 } },
      { q: 'great — also need 72 pint glasses, same budget', expect: { productType: 'pint glass', qty: 72, maxUnitCents: 600 } },
    ],
  },
  {
    id: 'r7-cv-13',
    turns: [
      { q: 'Need 12 crystal awards for our sales kickoff, delivered by Friday Dec 18.', expect: { productType: 'crystal award', qty: 12, maxProductionDays: 17 } },
      { q: 'what about glass awards instead?', expect: { productType: 'glass award', qty: 12, maxProductionDays: 17, intentQty: 12 } },
    ],
  },
  {
    id: 'r7-cv-14',
    turns: [
      { q: 'Looking for wireless chargers, 50, in black', expect: { productType: ['wireless charger', 'charging pad'], qty: 50, colour: 'black' } },
      { q: 'how about 100?', expect: { productType: ['wireless charger', 'charging pad'], qty: 100, colour: 'black', intentQty: 100 } },
      { q: 'cheapest first', expect: { productType: ['wireless charger', 'charging pad'], qty: 100, colour: 'black', sorted: 'price' } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r7-cv-15',
    turns: [
      { q: 'Do you carry luggage tags?', expect: { productType: 'luggage tag', absent: true } },
      { q: 'ok what about luggage trackers, 40 under $15', expect: { productType: 'luggage tracker', qty: 40, maxUnitCents: 1500 } },
    ],
  },
  {
    id: 'r7-cv-16',
    turns: [
      { q: '200 tote bags in natural, under $4', expect: { productType: 'tote', qty: 200, colour: 'natural', maxUnitCents: 400 } },
      { q: 'actually make it 500', expect: { productType: 'tote', qty: 500, colour: 'natural', maxUnitCents: 400, intentQty: 500 } },
      { q: 'and only recyclable ones', expect: { productType: 'tote', qty: 500, colour: 'natural', maxUnitCents: 400, recyclable: true } },
    ],
  },
  {
    id: 'r7-cv-17',
    turns: [
      { q: 'Company picnic: 300 flying discs in orange.', expect: { productType: ['flying disc', 'frisbee'], qty: 300, colour: 'orange' } },
      { q: 'in blue?', expect: { productType: ['flying disc', 'frisbee'], qty: 300, colour: ['blue', 'navy'], intentColours: ['blue'] } },
      { q: 'Different question — do you sell cornhole sets?', expect: { productType: 'cornhole', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-18',
    turns: [
      { q: 'Need 60 full-zip hoodies in heather grey.', expect: { productType: 'full-zip hoodie', qty: 60, colour: 'gray' } },
      { q: 'what about pullover hoodies?', expect: { productType: 'pullover hoodie', qty: 60, colour: 'gray' } },
      { q: 'sort by price', expect: { productType: 'pullover hoodie', qty: 60, colour: 'gray', sorted: 'price' } },
    ],
  },
  {
    id: 'r7-cv-19',
    turns: [
      { q: 'Looking for 500 chocolate bars with a custom wrapper, under $3 each.', expect: { productType: 'chocolate bar', qty: 500, maxUnitCents: 300 } },
      { q: 'we need them by Friday Dec 4 — possible?', expect: { productType: 'chocolate bar', qty: 500, maxUnitCents: 300, maxProductionDays: 7, intentProdDays: 7 } },
    ],
  },
  {
    id: 'r7-cv-20',
    turns: [
      { q: 'hey need 36 puffer vests for our board, under $55, navy', expect: { productType: 'puffer vest', qty: 36, colour: 'navy', maxUnitCents: 5500 } },
      { q: 'compare the first two', expect: { compared: 2 } },
      { q: 'perfect, thanks', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r7-cv-21',
    turns: [
      { q: 'We are a dental practice — 250 travel pouches for patient kits.', expect: { productType: 'travel pouch', qty: 250 } },
      { q: 'under $3?', expect: { productType: 'travel pouch', qty: 250, maxUnitCents: 300 } },
      { q: 'New request: 1 feather flag for our parking lot.', expect: { productType: 'feather flag', qty: 1, intentQty: 1, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-22',
    turns: [
      { q: 'Looking for desk clocks for 25 retiring teachers.', expect: { productType: 'desk clock', qty: 25 } },
      { q: 'only the wooden ones', expect: { productType: 'wooden desk clock', qty: 25 } },
    ],
  },
  {
    id: 'r7-cv-23',
    turns: [
      { q: '350 phone stands under $3', expect: { productType: 'phone stand', qty: 350, maxUnitCents: 300 } },
      { q: 'in white?', expect: { productType: 'phone stand', qty: 350, maxUnitCents: 300, colour: 'white', intentColours: ['white'] } },
      { q: 'what about 1000?', expect: { productType: 'phone stand', qty: 1000, maxUnitCents: 300, colour: 'white', intentQty: 1000 } },
    ],
  },
  {
    id: 'r7-cv-24',
    turns: [
      { q: 'Any made in USA t-shirts? 144 in black, under $10.', expect: { productType: ['t-shirt', 'tee'], qty: 144, colour: 'black', madeIn: 'US', maxUnitCents: 1000 } },
      { q: 'what about long sleeve ones, black or charcoal, up to $16?', expect: { productType: 'long sleeve performance tee', qty: 144, colour: ['black', 'charcoal'], madeIn: 'US', maxUnitCents: 1600, intentColours: ['black', 'charcoal'] } },
    ],
  },
  {
    id: 'r7-cv-25',
    turns: [
      { q: 'Need 200 resistance band sets for a corporate wellness challenge.', expect: { productType: 'resistance band set', qty: 200 } },
      { q: 'and 200 yoga mats too', expect: { productType: 'yoga mat', qty: 200 } },
    ],
  },
  {
    id: 'r7-cv-26',
    turns: [
      { q: 'Tea lovers on our client list: 80 tea sampler boxes by Wednesday Dec 9.', expect: { productType: 'tea sampler box', qty: 80, maxProductionDays: 10 } },
      { q: 'what about coffee sampler packs instead?', expect: { productType: 'coffee sampler pack', qty: 80, maxProductionDays: 10 } },
      { q: 'thx', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r7-cv-27',
    turns: [
      { q: '120 business card holders, silver, under $8', expect: { productType: 'business card holder', qty: 120, colour: 'silver', maxUnitCents: 800 } },
      { q: 'compare the first 3', expect: { compared: 3 } },
      { q: 'Now for a different client: 48 lunch cooler bags.', expect: { productType: 'lunch cooler bag', qty: 48, intentQty: 48, intentColours: [] } },
    ],
  },
  {
    id: 'r7-cv-28',
    turns: [
      { q: 'Do you sell USB hubs?', expect: { productType: 'usb hub', absent: true } },
      { q: 'fine, 100 3-in-1 charging cables then', expect: { productType: '3-in-1 charging cable', qty: 100, intentQty: 100 } },
      { q: 'under $5?', expect: { productType: '3-in-1 charging cable', qty: 100, maxUnitCents: 500 } },
    ],
  },
  {
    id: 'r7-cv-29',
    turns: [
      { q: '400 retractable badge reels in white', expect: { productType: 'badge reel', qty: 400, colour: 'white' } },
      { q: 'maybe black instead?', expect: { productType: 'badge reel', qty: 400, colour: 'black', intentColours: ['black'] } },
    ],
  },
  {
    id: 'r7-cv-30',
    turns: [
      { q: 'Holiday gift for 40 clients: leather journals under $35.', expect: { productType: 'leather journal', qty: 40, maxUnitCents: 3500 } },
      { q: 'no rush on these', expect: { productType: 'leather journal', qty: 40, maxUnitCents: 3500, noDeadline: true } },
      { q: 'Separately — 500 plantable seed cards for a tree-planting day, eco-friendly.', expect: { productType: 'seed card', qty: 500, eco: true, intentQty: 500, intentColours: [] } },
    ],
  },
];
