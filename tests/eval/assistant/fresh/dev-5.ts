import type { EvalCase } from '../expect.js';

/**
 * A fifth set of fresh requests for the chat assistant: 120 cases, written on 2026-11-29 by an
 * independent helper from public facts only — the catalogue's data (.scratch/catalogue-4000.json),
 * docs/product.md#chat-assistant, the answer format (contracts/chat.ts), the judge's types and
 * check (../expect.ts) and the reading conventions at the top of cases.ts — without reading the
 * assistant's code, its earlier evaluation questions or the other fresh sets.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * Weighted toward what is hard: 35 requests for types the catalogue lacks (r5-ab), 25 emails with
 * long signatures and company names that contain product words (r5-em), 20 requests for several
 * products (r5-mu), 20 texts with shorthand and typos (r5-tx) and 20 conversations (r5-cv).
 * Every turn was checked with .scratch/set5/check.ts against the catalogue through the judge's own
 * `broken`: each satisfiable turn (each item of a several-product turn) has at least 3 fitting
 * products, and each absent type matches no catalogue product name.
 *
 * Readings decided here beyond cases.ts's:
 * - An absent case's `productType` names the missing type in the client's own words; the judge
 *   ignores it (alternatives are judged on the other constraints), the check above uses it.
 * - A size, capacity or other kind written in front of a type ("20 oz tumblers", "11oz mugs") is
 *   read as the catalogue's full name for that kind ('20 oz stainless steel tumbler').
 * - Names that mean the same thing are listed together: water bottles also accept sport and steel
 *   bottles; stress balls stress reliever balls; keychains key rings and key tags; frisbees flying
 *   discs; wireless chargers wireless charging pads; pedometers step counters.
 * - Shorthand: "2k" / "1k" are 2000 / 1000, "ea" each, "90c" 90 cents, "12/18" is 18 Dec 2026,
 *   "blu" / "blk" / "gry" / "wht" the colours they abbreviate. "Asap" with no date states no
 *   deadline; with a date, the date is the deadline.
 * - A correction inside the same message ("actually make the hats 80", "drop the koozies", "swap
 *   the power banks for wireless chargers") replaces what it corrects; a dropped product is no item.
 * - "If you have it", "where possible", "would be nice but not required" are preferences, not
 *   constraints (as "prefer" and "if possible" in cases.ts).
 * - "Cheaper?" keeps every constraint in force and is not checked against the earlier prices (the
 *   judge cannot see them); "cheapest first" / "sort by price" is `sorted: 'price'`, "fastest?"
 *   `sorted: 'productionDays'`. A follow-up that changes or keeps a stated quantity also checks
 *   `intentQty`.
 * - A compare turn states only `compared` and a thanks turn only `noProducts`: the products
 *   compared are judged by identity with the previous answer, not again by type.
 * - A new request in a conversation is worded without "also" or "what about" (which carry the
 *   earlier constraints over) and without a quantity or colour, so that `intentQty: null` and
 *   `intentColours: []` check nothing was carried over.
 * - Signature numbers (phones, suites, ZIP codes, license / NMLS / permit numbers, member, staff,
 *   bed or student counts next to a named quantity, founding years) are never quantities.
 */
export const DEV_5_CASES: EvalCase[] = [
  // ── Types the catalogue does not carry ──────────────────────────────────────────────────────
  {
    id: 'r5-ab-01',
    q: 'Do you guys do hard hats? We are a general contractor and need about 120 with our logo on the front.',
    expect: { productType: 'hard hat', absent: true, qty: 120 },
  },
  {
    id: 'r5-ab-02',
    q: 'Looking for playing cards for our casino night fundraiser. 300 decks, under $3 a deck.',
    expect: { productType: 'playing card', absent: true, qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r5-ab-03',
    q: `Hi Dana,

Winter is coming and the dealership wants to hand out ice scrapers with every service visit this season. Can you send me some options? Around 500 pieces, black or red.

Thanks,
Greg Olsen
Service Manager | Northgate Ford
1450 Route 9, Latham NY 12110
P: 518-555-0143 | C: 518-555-0192
Serving the Capital Region since 1987`,
    expect: { productType: 'ice scraper', absent: true, qty: 500, colour: ['black', 'red'] },
  },
  {
    id: 'r5-ab-04',
    q: '200 mugs and 200 golf tees for the member-guest tournament please',
    expect: {
      items: [
        { productType: 'mug', qty: 200 },
        { productType: 'golf tee', absent: true, qty: 200 },
      ],
    },
  },
  {
    id: 'r5-ab-05',
    q: "Can I get Zippo lighters engraved with our bar's name? Need 75.",
    expect: { productType: 'lighter', absent: true, qty: 75 },
  },
  {
    id: 'r5-ab-06',
    q: "Do you carry Rubik's cubes? Our math department wants 150 branded ones for STEM night.",
    expect: { productType: "rubik's cube", absent: true, qty: 150 },
  },
  {
    id: 'r5-ab-07',
    q: 'Need 250 shot glasses for a brewery anniversary party. Anything under $2.50 each?',
    expect: { productType: 'shot glass', absent: true, qty: 250, maxUnitCents: 250 },
  },
  {
    id: 'r5-ab-08',
    q: 'do u have socks? like custom crew socks for our run club, 60 pairs',
    expect: { productType: 'sock', absent: true, qty: 60 },
  },
  {
    id: 'r5-ab-09',
    q: "We're a veterinary clinic. Are dog leashes something you can do? 100 in teal or purple.",
    expect: { productType: 'dog leash', absent: true, qty: 100, colour: ['teal', 'purple'] },
  },
  {
    id: 'r5-ab-10',
    q: `Good morning,

For our open house we'd like branded aprons for the culinary students, 45 of them. Navy if possible.

Best regards,

Marisol Vega
Culinary Arts Program Coordinator
Lakeshore Technical College
1290 North Ave, Cleveland, WI 53015
Office: (920) 555-0188 | Fax: (920) 555-0189
Enrollment: 2,400 students | Est. 1912`,
    expect: { productType: 'apron', absent: true, qty: 45 },
  },
  {
    id: 'r5-ab-11',
    q: 'Hi! Do you sell pet bandanas? We are a doggy daycare and want to gift one to each of our 80 regulars.',
    expect: { productType: 'bandana', absent: true, qty: 80 },
  },
  {
    id: 'r5-ab-12',
    q: 'Any chance you carry hand warmers? Thinking 400 for the ski resort staff, under $3 each.',
    expect: { productType: 'hand warmer', absent: true, qty: 400, maxUnitCents: 300 },
  },
  {
    id: 'r5-ab-13',
    q: `Quote request

Item: pizza cutters with our logo
Quantity: 1,000
Budget: $1,500 total

Tony Caruso
Caruso's Pizzeria & Catering
88 Bleecker Ave, Staten Island NY 10314
718-555-0166 | Family owned since 1961 | 3 locations`,
    expect: { productType: 'pizza cutter', absent: true, qty: 1000, maxUnitCents: 150 },
  },
  {
    id: 'r5-ab-14',
    q: 'Our HR team wants throw pillows with the logo for the new employee lounge, 30 of them, in grey.',
    expect: { productType: 'throw pillow', absent: true, qty: 30, colour: 'gray' },
  },
  {
    id: 'r5-ab-15',
    q: 'Can we get 500 water guns for the summer camp carnival?',
    expect: { productType: 'water gun', absent: true, qty: 500 },
  },
  {
    id: 'r5-ab-16',
    q: 'Do you have coloring books? Pediatric dental office, we need 250 for the waiting room.',
    expect: { productType: 'coloring book', absent: true, qty: 250 },
  },
  {
    id: 'r5-ab-17',
    q: 'Need USB hubs for our IT onboarding kits. 60 units, black, max $12 each.',
    expect: { productType: 'usb hub', absent: true, qty: 60, colour: 'black', maxUnitCents: 1200 },
  },
  {
    id: 'r5-ab-18',
    q: 'Looking for custom jigsaw puzzles with a family photo printed on them for our reunion. 40 families are coming, so 40 puzzles.',
    expect: { productType: 'jigsaw puzzle', absent: true, qty: 40 },
  },
  {
    id: 'r5-ab-19',
    q: 'For the used car lot: 1,000 license plate frames and 1,000 keychains, black on both.',
    expect: {
      colour: 'black',
      items: [
        { productType: 'license plate frame', absent: true, qty: 1000 },
        { productType: ['keychain', 'key ring', 'key tag'], qty: 1000 },
      ],
    },
  },
  {
    id: 'r5-ab-20',
    q: 'Do you guys do soccer balls? Youth rec league, we need 220 of them.',
    expect: { productType: 'soccer ball', absent: true, qty: 220 },
  },
  {
    id: 'r5-ab-21',
    q: 'Piggy banks for a credit union kids savings program: 600, pink or light blue, under $2.00 each.',
    expect: { productType: 'piggy bank', absent: true, qty: 600, colour: ['pink', 'light blue'], maxUnitCents: 200 },
  },
  {
    id: 'r5-ab-22',
    q: 'Could you source sewing kits for hotel rooms? 2,000 units, max 75 cents each.',
    expect: { productType: 'sewing kit', absent: true, qty: 2000, maxUnitCents: 75 },
  },
  {
    id: 'r5-ab-23',
    q: "We'd love branded fanny packs for the volunteers at our brewery 5K. 150 of them.",
    expect: { productType: 'fanny pack', absent: true, qty: 150 },
  },
  {
    id: 'r5-ab-24',
    q: 'Do you have selfie sticks? Need 300 for a travel agency promo.',
    expect: { productType: 'selfie stick', absent: true, qty: 300 },
  },
  {
    id: 'r5-ab-25',
    q: 'Neck gaiters for our ski patrol, 90 of them, black or charcoal.',
    expect: { productType: 'neck gaiter', absent: true, qty: 90, colour: ['black', 'charcoal'] },
  },
  {
    id: 'r5-ab-26',
    q: 'Do you carry cowbells? Our booster club wants 500 for football season, orange.',
    expect: { productType: 'cowbell', absent: true, qty: 500, colour: 'orange' },
  },
  {
    id: 'r5-ab-27',
    q: 'Stickers! We need 5,000 die-cut logo stickers for the app launch, under 50 cents each.',
    expect: { productType: 'sticker', absent: true, qty: 5000, maxUnitCents: 50 },
  },
  {
    id: 'r5-ab-28',
    q: 'Quick question before I send a full brief: does your catalog include power strips? We outfit co-working spaces.',
    expect: { productType: 'power strip', absent: true },
  },
  {
    id: 'r5-ab-29',
    q: '300 jute totes and 300 metal straws for the zero-waste fair',
    expect: {
      items: [
        { productType: 'jute market tote', qty: 300 },
        { productType: 'metal straw', absent: true, qty: 300 },
      ],
    },
  },
  {
    id: 'r5-ab-30',
    q: 'Need 150 beer steins for our German-themed holiday party.',
    expect: { productType: 'beer stein', absent: true, qty: 150 },
  },
  {
    id: 'r5-ab-31',
    q: 'Random one: do you guys do Slinkys? A physics teacher conference wants 200.',
    expect: { productType: 'slinky', absent: true, qty: 200 },
  },
  {
    id: 'r5-ab-32',
    q: `Hello,

Our member-guest is coming up and the committee would like golf gloves with the club crest for all 144 players.

Regards,
Walter Brandt, PGA
Head Golf Professional
Fox Hollow Country Club
4200 Fox Hollow Dr, Lakewood CO 80228
Pro Shop (303) 555-0121 | 18 holes, par 72 | 610 members`,
    expect: { productType: 'golf glove', absent: true, qty: 144 },
  },
  {
    id: 'r5-ab-33',
    q: 'Can you do air fresheners with our logo? The little tree kind that hangs in cars. 1,000 for the detailing shop.',
    expect: { productType: 'air freshener', absent: true, qty: 1000 },
  },
  {
    id: 'r5-ab-34',
    q: "Teddy bears for the children's hospital gala, 200 of them, under $8.",
    expect: { productType: 'teddy bear', absent: true, qty: 200, maxUnitCents: 800 },
  },
  {
    id: 'r5-ab-35',
    q: 'Megaphones for our cheer squad, 24 of them in maroon.',
    expect: { productType: 'megaphone', absent: true, qty: 24, colour: 'maroon' },
  },

  // ── Emails with long signatures and product words in company names ──────────────────────────
  {
    id: 'r5-em-01',
    q: `Hi Jen,

We're opening our second location and want tote bags to give away with the first 150 orders. Natural color would be great but not required. No more than $6 a bag.

Cheers,
Theo Park
Owner, Harbor Cup Co.
22 Wharf St, Unit 3 | Portsmouth NH 03801
603-555-0117
IG @harborcupco | Roasting since 2014 | 2 locations, 18 baristas`,
    expect: { productType: 'tote', qty: 150, maxUnitCents: 600 },
  },
  {
    id: 'r5-em-02',
    q: `Good afternoon,

First Prairie Bank is sponsoring the county fair again. We'd like 500 pens for the booth, blue, under $1 each.

Thank you,

Karen Lindqvist
Marketing Officer
First Prairie Bank
Member FDIC | Equal Housing Lender | NMLS #448812
210 Main Street, Sioux Center IA 51250
Direct 712-555-0134 | Main 712-555-0100
12 branches across northwest Iowa`,
    expect: { productType: 'pen', qty: 500, maxUnitCents: 100, colour: ['blue', 'navy'] },
  },
  {
    id: 'r5-em-03',
    q: `Hey there,

Pinecrest Mugs Cafe needs new staff shirts. Can you quote 72 t-shirts in black?

Thanks!
Lucia Romero
General Manager, Pinecrest Mugs Cafe
901 Pinecrest Rd, Asheville NC 28804
(828) 555-0175
Open 7am-3pm daily | 35 employees | Est. 2009`,
    expect: { productType: ['t-shirt', 'tee'], qty: 72, colour: 'black' },
  },
  {
    id: 'r5-em-04',
    q: `Hello,

We sell hand-turned fountain pens and want something nice to ship our wholesale catalog in for trade buyers. Could you show me 120 leatherette padfolios?

Best,
Sam Whitaker
Ironwood Pen Works
Studio 4, 1180 Foundry St, Pittsburgh PA 15222
412-555-0109 | ironwoodpenworks.com
Handmade in Pittsburgh since 2016`,
    expect: { productType: 'leatherette padfolio', qty: 120 },
  },
  {
    id: 'r5-em-05',
    q: `Hi,

Cedar Drive Church is putting together welcome bags for Vacation Bible School. We need 300 water bottles, under $5 each.

Blessings,
Pastor Ruth Adeyemi
Cedar Drive Church
7700 Cedar Drive, Plano TX 75025
Office: 972-555-0152
Sunday services 9:00 and 11:00 | About 450 members`,
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, maxUnitCents: 500 },
  },
  {
    id: 'r5-em-06',
    q: `Hi Mark,

Summit Tumbler Gymnastics would like 80 drawstring backpacks in purple for our competitive team.

Thanks so much,
Coach Becky Tran
Summit Tumbler Gymnastics
USAG Club #3341
455 Industrial Blvd, Suite 12, Boise ID 83709
208-555-0140
220 athletes, ages 3-18`,
    expect: { productType: 'drawstring backpack', qty: 80, colour: 'purple' },
  },
  {
    id: 'r5-em-07',
    q: `Hey,

We want 200 pint glasses with the new logo for the taproom.

Cheers,
Danny Kowalski
Head Brewer
Blue Cooler Brewing Co.
TTB Permit BR-CA-21877
1020 Harbor Way, Ventura CA 93001
805-555-0161
30 bbl brewhouse | 16 taps`,
    expect: { productType: 'pint glass', qty: 200 },
  },
  {
    id: 'r5-em-08',
    q: `Good morning,

For graduation season we give every graduating senior at our partner schools a diploma frame. Please send options for 250 certificate frames.

Regards,
Denise Holloway
Account Services
Redline Cap & Gown Rentals
3300 Commerce Pkwy, Suite 210, Columbus OH 43219
614-555-0182 | Toll free 800-555-0199
Serving 140 high schools since 1984`,
    expect: { productType: 'certificate frame', qty: 250 },
  },
  {
    id: 'r5-em-09',
    q: `Hi,

We're outfitting the store staff for winter. 100 puffer vests in navy please. No rush on these, whenever is fine.

Thanks,
Owen Fitzgerald
Store Operations
Mountain Backpack Outfitters
6 locations | 1500 Canyon Blvd, Boulder CO 80302
303-555-0107`,
    expect: { productType: 'puffer vest', qty: 100, colour: 'navy', noDeadline: true },
  },
  {
    id: 'r5-em-10',
    q: `Dear Ms. Chen,

The firm would like 150 metal pens for client meetings, no more than $4 each.

Kind regards,

Eleanor Mark
Office Administrator
Hollis, Mark & Banner LLP
2 Park Plaza, Suite 1100, Boston MA 02116
T 617-555-0190 | F 617-555-0191
42 attorneys | Founded 1968

CONFIDENTIALITY NOTICE: This email and any attachments are for the exclusive and confidential use of the intended recipient.`,
    expect: { productType: ['metal pen', 'metal ballpoint pen'], qty: 150, maxUnitCents: 400 },
  },
  {
    id: 'r5-em-11',
    q: `Hi!

Blue Plate & Mug Diner is doing a summer patio promo. Can you price 250 koozies?

Thanks,
Frankie DeLuca
Blue Plate & Mug Diner
1935 Route 66, Tulsa OK 74104
918-555-0114 | Open 24 hours | Since 1958`,
    expect: { productType: 'can cooler', qty: 250 },
  },
  {
    id: 'r5-em-12',
    q: `Hello,

For our nurse appreciation event we'd like 600 trail mix snack packs.

Thank you,
Marcus Bell, RN
Badge & Access Office / Employee Engagement
St. Agnes Medical Center
1600 Lakeview Ave, Milwaukee WI 53202
414-555-0133 ext. 4471
412 beds | 2,900 staff | Magnet designated since 2011`,
    expect: { productType: 'trail mix', qty: 600 },
  },
  {
    id: 'r5-em-13',
    q: `Hi,

Our bus drivers need warm hats for the route season. 90 beanies please, navy or red.

Thanks,
Gary Pruitt
Transportation Supervisor
Maple Valley School District
Bus Barn: 4410 County Rd 12, Maple Valley WA 98038
425-555-0126
Serving 11 schools and 7,800 students | 64 routes`,
    expect: { productType: 'beanie', qty: 90, colour: ['navy', 'red'] },
  },
  {
    id: 'r5-em-14',
    q: `Hi Alicia,

Closing gifts for our buyers this quarter: 150 20 oz tumblers, under $12 each.

Best,
Priya Natarajan, REALTOR®
Keller Key Realty Group
License #01984432
5 Lakeside Ct, Suite 200, Naperville IL 60540
Cell 630-555-0178
Team of 9 agents | $48M sold in 2025`,
    expect: { productType: '20 oz stainless steel tumbler', qty: 150, maxUnitCents: 1200 },
  },
  {
    id: 'r5-em-15',
    q: `Hello,

We want car chargers to hand out at policy reviews, 400 of them, under $5 each.

Thank you,
Derek Osei
Pacific Drive Insurance Agency
Auto | Home | Life | Umbrella
CA License #0K88213
980 Pacific Drive, Suite B, San Diego CA 92109
858-555-0155`,
    expect: { productType: 'car charger', qty: 400, maxUnitCents: 500 },
  },
  {
    id: 'r5-em-16',
    q: `Hi,

Our tutors carry laptops between schools. Could you quote 75 laptop backpacks in grey?

Thanks,
Hannah Moss
Program Director
Northside Notebook Tutoring
88 Elm St, 2nd Floor, Hartford CT 06103
860-555-0142
120 tutors | 1,100 students a week`,
    expect: { productType: 'laptop backpack', qty: 75, colour: 'gray' },
  },
  {
    id: 'r5-em-17',
    q: `Good morning,

Open Hands Food Bank would like 1,000 reusable produce bags for our client choice pantry. They need to be eco-friendly.

With gratitude,
Rosa Jimenez
Volunteer & Outreach Coordinator
Open Hands Food Bank
501(c)(3) EIN 84-2210937
Warehouse: 900 Industrial Pkwy, Fresno CA 93725
559-555-0101
Served 12,400 families in 2025`,
    expect: { productType: 'produce bag', qty: 1000, eco: true },
  },
  {
    id: 'r5-em-18',
    q: `Hi there,

We need 48 softshell jackets in black for our retail staff, delivered by Friday December 18.

Thanks!
Abby Lund
Ridgeline Candle Company
Hand-poured in Vermont since 2003
14 Mill St, Stowe VT 05672
802-555-0168`,
    expect: { productType: 'softshell jacket', qty: 48, colour: 'black', maxProductionDays: 17 },
  },
  {
    id: 'r5-em-19',
    q: `Hello,

We'd like 1,000 lip balms for our patients' goodie bags, made in USA.

Warmly,
Dr. Alicia Park, DDS
Brightside Pediatric Dentistry
License #D-44127
3 offices | Open Mon-Thu 7-5
2250 Oak Grove Rd, Walnut Creek CA 94598
925-555-0111`,
    expect: { productType: 'lip balm', qty: 1000, madeIn: 'US' },
  },
  {
    id: 'r5-em-20',
    q: `Hey team,

Iron Shaker Fitness is launching a yoga program. Need 100 yoga mats, max $15 each.

Thanks,
Jordan Reyes
Owner / Head Coach
Iron Shaker Fitness
2700 W Broadway, Unit 5, Louisville KY 40211
502-555-0193
Open 5am-10pm | 650 members`,
    expect: { productType: 'yoga mat', qty: 100, maxUnitCents: 1500 },
  },
  {
    id: 'r5-em-21',
    q: `Hi,

For our client appreciation drive-through we want 250 fleece blankets in navy.

Best regards,
Carl Hutchins
Bluebird Umbrella Insurance
Independent agent since 1995
312 N Main, Greenville SC 29601
864-555-0172 | SC License #1102934`,
    expect: { productType: 'fleece picnic blanket', qty: 250, colour: 'navy' },
  },
  {
    id: 'r5-em-22',
    q: `Hi,

We'd like 300 tape measure keychains for our spring contractor night.

Thanks,
Beth Sandoval
Lantern & Lamp Hardware
True Value member #6621
3 stores | 62 employees
1400 Commerce St, Dodge City KS 67801
620-555-0148`,
    expect: { productType: 'tape measure keychain', qty: 300 },
  },
  {
    id: 'r5-em-23',
    q: `Hello,

The department needs 150 breakaway lanyards for lab safety badges.

Regards,
Dr. Nikhil Rao
Laboratory Safety Officer
Department of Chemistry, Eastfield University
Room 214, Hollins Hall, 1 University Ave, Eastfield MA 01028
Ph: 413-555-0187 (x4-2210)
38 faculty | 600 graduate students`,
    expect: { productType: 'breakaway safety lanyard', qty: 150 },
  },
  {
    id: 'r5-em-24',
    q: `Hi,

Our installers need hoodies for the cold months. 200 in charcoal please.

Thanks,
Mike Trudeau
Clearwater Glass & Mirror
Contractor Lic. #C17-889102
1717 Bay Rd, Tampa FL 33605
813-555-0124
Est. 1979 | 45 installers`,
    expect: { productType: 'hoodie', qty: 200, colour: 'charcoal' },
  },
  {
    id: 'r5-em-25',
    q: `Hi Rob,

One of our clients is hosting an event and wants 350 wireless chargers, under $15 each, in hand by Friday December 11.

Thanks,
Nadia Castillo
Account Director
The Ballpoint Group
Brand Strategy | Events | Promo
500 N Michigan Ave, Suite 1800, Chicago IL 60611
312-555-0105`,
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 350, maxUnitCents: 1500, maxProductionDays: 12 },
  },

  // ── Several products in one request ─────────────────────────────────────────────────────────
  {
    id: 'r5-mu-01',
    q: 'For our dealership open house: 300 travel mugs in black, 300 keychains, and 150 golf umbrellas in navy.',
    expect: {
      items: [
        { productType: 'travel mug', qty: 300, colour: 'black' },
        { productType: ['keychain', 'key ring', 'key tag'], qty: 300 },
        { productType: 'golf umbrella', qty: 150, colour: 'navy' },
      ],
    },
  },
  {
    id: 'r5-mu-02',
    q: 'Need 100 dad hats, 100 t-shirts and 100 koozies for the family reunion. Actually drop the koozies, and make the hats 80.',
    expect: {
      items: [
        { productType: 'dad hat', qty: 80 },
        { productType: ['t-shirt', 'tee'], qty: 100 },
      ],
    },
  },
  {
    id: 'r5-mu-03',
    q: 'Trade show kit: 2 retractable banner stands, 1 table cover (throw or fitted, either is fine), and 500 pens under 60 cents.',
    expect: {
      items: [
        { productType: 'retractable banner stand', qty: 2 },
        { productType: ['table cover', 'table throw'], qty: 1 },
        { productType: 'pen', qty: 500, maxUnitCents: 60 },
      ],
    },
  },
  {
    id: 'r5-mu-04',
    q: 'Welcome kits for 40 new hires: a hoodie, a steel tumbler and a notebook each. $2,000 total for everything.',
    expect: {
      qty: 40,
      maxTotalCents: 200000,
      items: [{ productType: 'hoodie' }, { productType: 'stainless steel tumbler' }, { productType: 'notebook' }],
    },
  },
  {
    id: 'r5-mu-05',
    q: '250 ceramic mugs in white, 250 pens in black, and 250 sticky note pads.',
    expect: {
      qty: 250,
      items: [
        { productType: 'ceramic mug', colour: 'white' },
        { productType: 'pen', colour: 'black' },
        { productType: 'sticky note pad' },
      ],
    },
  },
  {
    id: 'r5-mu-06',
    q: 'Golf outing: 144 golf ball sleeves, 144 golf towels in white, and 72 bucket hats.',
    expect: {
      items: [
        { productType: 'golf ball sleeve', qty: 144 },
        { productType: 'golf towel', qty: 144, colour: 'white' },
        { productType: 'bucket hat', qty: 72 },
      ],
    },
  },
  {
    id: 'r5-mu-07',
    q: 'Can you price 500 lanyards and 500 badge holders? Wait, make that 650 of each, registration went up.',
    expect: { qty: 650, items: [{ productType: 'lanyard' }, { productType: 'badge holder' }] },
  },
  {
    id: 'r5-mu-08',
    q: 'For the 5K: 400 performance tees in lime or orange, 400 drawstring backpacks, and 400 water bottles under $3.50.',
    expect: {
      qty: 400,
      items: [
        { productType: 'performance tee', colour: ['lime', 'orange'] },
        { productType: 'drawstring backpack' },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], maxUnitCents: 350 },
      ],
    },
  },
  {
    id: 'r5-mu-09',
    q: 'Earth Week booth: 300 bamboo pens, 300 seed paper bookmarks and 300 jute totes. Everything has to be eco-friendly.',
    expect: {
      qty: 300,
      eco: true,
      items: [{ productType: 'bamboo pen' }, { productType: 'seed paper bookmark' }, { productType: 'jute market tote' }],
    },
  },
  {
    id: 'r5-mu-10',
    q: 'Client holiday gifts: 60 hot cocoa gift sets, 60 aromatherapy candles and 120 chocolate bars. We need them by December 11.',
    expect: {
      maxProductionDays: 12,
      items: [
        { productType: 'hot cocoa gift set', qty: 60 },
        { productType: 'aromatherapy candle', qty: 60 },
        { productType: 'chocolate bar', qty: 120 },
      ],
    },
  },
  {
    id: 'r5-mu-11',
    q: 'Conference swag: 800 lanyards in royal blue, 800 pens, and 200 power banks for the VIPs. Oh, swap the power banks for wireless chargers.',
    expect: {
      items: [
        { productType: 'lanyard', qty: 800, colour: 'royal blue' },
        { productType: 'pen', qty: 800 },
        { productType: ['wireless charger', 'wireless charging pad'], qty: 200 },
      ],
    },
  },
  {
    id: 'r5-mu-12',
    q: 'Sales kickoff awards: 24 crystal awards, 24 certificate frames, and 1 trophy cup for the top rep.',
    expect: {
      items: [
        { productType: 'crystal award', qty: 24 },
        { productType: 'certificate frame', qty: 24 },
        { productType: 'trophy cup', qty: 1 },
      ],
    },
  },
  {
    id: 'r5-mu-13',
    q: 'We have $4,500 total for 150 polos and 150 caps for the field team.',
    expect: { qty: 150, maxTotalCents: 450000, items: [{ productType: 'polo' }, { productType: 'cap' }] },
  },
  {
    id: 'r5-mu-14',
    q: 'Safety week: 300 first aid kits, 300 flashlights and 300 hand sanitizers. Make the flashlights the keychain kind.',
    expect: {
      qty: 300,
      items: [
        { productType: 'first aid kit' },
        { productType: ['flashlight keychain', 'flashlight key ring'] },
        { productType: 'hand sanitizer' },
      ],
    },
  },
  {
    id: 'r5-mu-15',
    q: 'Teacher appreciation: 90 tote bags in navy, 90 steel tumblers, and 90 weekly planners.',
    expect: {
      qty: 90,
      items: [
        { productType: 'tote', colour: 'navy' },
        { productType: 'stainless steel tumbler' },
        { productType: 'weekly planner' },
      ],
    },
  },
  {
    id: 'r5-mu-16',
    q: 'Brewery merch: 200 pint glasses, 100 trucker hats in black, 250 bottle opener keychains.',
    expect: {
      items: [
        { productType: 'pint glass', qty: 200 },
        { productType: ['trucker hat', 'trucker cap'], qty: 100, colour: 'black' },
        { productType: 'bottle opener keychain', qty: 250 },
      ],
    },
  },
  {
    id: 'r5-mu-17',
    q: 'For the hospital gala, 500 phone wallets and 500 webcam covers, each under $1.50.',
    expect: {
      qty: 500,
      maxUnitCents: 150,
      items: [{ productType: 'phone wallet' }, { productType: ['webcam cover', 'webcam privacy slider'] }],
    },
  },
  {
    id: 'r5-mu-18',
    q: 'Need 120 hoodies in black and 120 beanies in black for the stage crew. Actually make the hoodies grey.',
    expect: {
      qty: 120,
      items: [
        { productType: 'hoodie', colour: 'gray' },
        { productType: 'beanie', colour: 'black' },
      ],
    },
  },
  {
    id: 'r5-mu-19',
    q: "Kids' summer camp: 200 frisbees, 200 beach balls and 200 sunscreen tubes, all under $3 each.",
    expect: {
      qty: 200,
      maxUnitCents: 300,
      items: [{ productType: ['frisbee', 'flying disc'] }, { productType: 'beach ball' }, { productType: 'sunscreen tube' }],
    },
  },
  {
    id: 'r5-mu-20',
    q: 'Branch opening: 1,000 pens, 500 stress balls, 250 mouse pads and 50 desk clocks for the staff. US-made where possible.',
    expect: {
      items: [
        { productType: 'pen', qty: 1000 },
        { productType: ['stress ball', 'stress reliever ball'], qty: 500 },
        { productType: 'mouse pad', qty: 250 },
        { productType: 'desk clock', qty: 50 },
      ],
    },
  },

  // ── Texts with shorthand and typos ──────────────────────────────────────────────────────────
  {
    id: 'r5-tx-01',
    q: 'need 150 hoodys navy by 12/18 under 25 ea',
    expect: { productType: 'hoodie', qty: 150, colour: 'navy', maxUnitCents: 2500, maxProductionDays: 17 },
  },
  {
    id: 'r5-tx-02',
    q: 'waterbottles x500 max $4',
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 500, maxUnitCents: 400 },
  },
  {
    id: 'r5-tx-03',
    q: '2k pens under 50c ea',
    expect: { productType: 'pen', qty: 2000, maxUnitCents: 50 },
  },
  {
    id: 'r5-tx-04',
    q: 'tumblrs 20oz, 100pcs, max $10 each pls',
    expect: { productType: '20 oz stainless steel tumbler', qty: 100, maxUnitCents: 1000 },
  },
  {
    id: 'r5-tx-05',
    q: 'hey can u do 300 koozies in red asap, like by fri dec 11',
    expect: { productType: 'can cooler', qty: 300, colour: 'red', maxProductionDays: 12 },
  },
  {
    id: 'r5-tx-06',
    q: 'popsockets 250 under 1.50 ea',
    expect: { productType: 'phone grip', qty: 250, maxUnitCents: 150 },
  },
  {
    id: 'r5-tx-07',
    q: 'lanyrds 1200 blu',
    expect: { productType: 'lanyard', qty: 1200, colour: ['blue', 'navy'] },
  },
  {
    id: 'r5-tx-08',
    q: 'polos for staff, 45 ppl, blk or gry, max 30',
    expect: { productType: 'polo', qty: 45, colour: ['black', 'gray'], maxUnitCents: 3000 },
  },
  {
    id: 'r5-tx-09',
    q: 'need notebooks 400ct max $1.50',
    expect: { productType: 'notebook', qty: 400, maxUnitCents: 150 },
  },
  {
    id: 'r5-tx-10',
    q: 'pwr banks 200 under $12 ea by 12/18',
    expect: { productType: 'power bank', qty: 200, maxUnitCents: 1200, maxProductionDays: 17 },
  },
  {
    id: 'r5-tx-11',
    q: 'sunscreen 1k, eco if u have it, no rush',
    expect: { productType: 'sunscreen', qty: 1000, noDeadline: true },
  },
  {
    id: 'r5-tx-12',
    q: 'any over ear headphones under 25$? need 60',
    expect: { productType: 'over-ear headphones', qty: 60, maxUnitCents: 2500 },
  },
  {
    id: 'r5-tx-13',
    q: 'pom beanies 200 light blue',
    expect: { productType: 'pom beanie', qty: 200, colour: 'light blue' },
  },
  {
    id: 'r5-tx-14',
    q: 'golf ball sleeves 100 by 12/11',
    expect: { productType: 'golf ball sleeve', qty: 100, maxProductionDays: 12 },
  },
  {
    id: 'r5-tx-15',
    q: 'stressballs 500 under $1',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r5-tx-16',
    q: 'yeti style tumblers 30oz x 48',
    expect: { productType: '30 oz stainless steel tumbler', qty: 48 },
  },
  {
    id: 'r5-tx-17',
    q: 'mugs 11oz wht 144pcs under 3.50',
    expect: { productType: '11 oz ceramic mug', qty: 144, colour: 'white', maxUnitCents: 350 },
  },
  {
    id: 'r5-tx-18',
    q: 'need flash drives x250 asap, by 12/11 latest',
    expect: { productType: 'flash drive', qty: 250, maxProductionDays: 12 },
  },
  {
    id: 'r5-tx-19',
    q: 'crewneck sweatshirts 80 forest green',
    expect: { productType: 'crewneck sweatshirt', qty: 80, colour: 'forest green' },
  },
  {
    id: 'r5-tx-20',
    q: 'camp chairs 40 under 25 ea, need by jan 8',
    expect: { productType: 'chair', qty: 40, maxUnitCents: 2500, maxProductionDays: 32 },
  },

  // ── Conversations ───────────────────────────────────────────────────────────────────────────
  {
    id: 'r5-cv-01',
    turns: [
      { q: 'Looking for 250 ceramic mugs under $5', expect: { productType: 'ceramic mug', qty: 250, maxUnitCents: 500 } },
      { q: 'cheaper?', expect: { productType: 'ceramic mug', qty: 250, maxUnitCents: 500, intentQty: 250 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r5-cv-02',
    turns: [
      { q: 'Need travel mugs for 120 people', expect: { productType: 'travel mug', qty: 120 } },
      { q: 'in navy?', expect: { productType: 'travel mug', qty: 120, colour: 'navy', intentQty: 120 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r5-cv-03',
    turns: [
      { q: 'Do you have yoga mats? We need 60.', expect: { productType: 'yoga mat', qty: 60 } },
      { q: 'make it 100', expect: { productType: 'yoga mat', qty: 100, intentQty: 100 } },
      { q: 'Unrelated: do you carry luggage trackers?', expect: { productType: 'luggage tracker', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r5-cv-04',
    turns: [
      { q: '300 pens in green for a garden center', expect: { productType: 'pen', qty: 300, colour: 'green' } },
      { q: 'sort by price please', expect: { productType: 'pen', qty: 300, colour: 'green', sorted: 'price', intentQty: 300 } },
      { q: "thanks, that's all I needed", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r5-cv-05',
    turns: [
      { q: 'We need backpacks for a school district: 600, under $12.', expect: { productType: 'backpack', qty: 600, maxUnitCents: 1200 } },
      { q: 'any recyclable ones?', expect: { productType: 'backpack', qty: 600, maxUnitCents: 1200, recyclable: true, intentQty: 600 } },
    ],
  },
  {
    id: 'r5-cv-06',
    turns: [
      { q: 'tote bags, 500, black', expect: { productType: 'tote', qty: 500, colour: 'black' } },
      { q: 'what about 1,000?', expect: { productType: 'tote', qty: 1000, colour: 'black', intentQty: 1000 } },
      { q: 'fastest production time?', expect: { productType: 'tote', qty: 1000, colour: 'black', sorted: 'productionDays', intentQty: 1000 } },
    ],
  },
  {
    id: 'r5-cv-07',
    turns: [
      { q: 'I need polos for our landscaping crew, 35 guys, forest green.', expect: { productType: 'polo', qty: 35, colour: 'forest green' } },
      { q: 'we need them by Dec 11', expect: { productType: 'polo', qty: 35, colour: 'forest green', maxProductionDays: 12, intentQty: 35 } },
      { q: 'compare the first three', expect: { compared: 3 } },
    ],
  },
  {
    id: 'r5-cv-08',
    turns: [
      { q: 'Do you have umbrellas? 200 for a realty office.', expect: { productType: 'umbrella', qty: 200 } },
      { q: 'in red?', expect: { productType: 'umbrella', qty: 200, colour: 'red', intentQty: 200 } },
      { q: 'New request: desk calendars for next year.', expect: { productType: 'desk calendar', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r5-cv-09',
    turns: [
      { q: 'Looking for Bluetooth speakers under $20 for 100 clients', expect: { productType: 'bluetooth speaker', qty: 100, maxUnitCents: 2000 } },
      { q: 'cheaper?', expect: { productType: 'bluetooth speaker', qty: 100, maxUnitCents: 2000, intentQty: 100 } },
      { q: 'perfect, thank you', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r5-cv-10',
    turns: [
      { q: 'Do you carry poker chips? Casino night, 500.', expect: { productType: 'poker chip', absent: true, qty: 500 } },
      { q: 'ok. different question: do you have wine glasses?', expect: { productType: 'wine glass', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r5-cv-11',
    turns: [
      { q: 'Need 75 fleece quarter-zips, charcoal or black', expect: { productType: 'fleece quarter-zip', qty: 75, colour: ['charcoal', 'black'] } },
      { q: 'under $30?', expect: { productType: 'fleece quarter-zip', qty: 75, colour: ['charcoal', 'black'], maxUnitCents: 3000, intentQty: 75 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r5-cv-12',
    turns: [
      { q: 'Looking for hand sanitizer for a clinic, 1,000 units', expect: { productType: 'hand sanitizer', qty: 1000 } },
      { q: 'made in USA only', expect: { productType: 'hand sanitizer', qty: 1000, madeIn: 'US', intentQty: 1000 } },
    ],
  },
  {
    id: 'r5-cv-13',
    turns: [
      { q: 'golf umbrellas, 48', expect: { productType: 'golf umbrella', qty: 48 } },
      { q: 'in navy or black', expect: { productType: 'golf umbrella', qty: 48, colour: ['navy', 'black'], intentQty: 48 } },
      { q: 'thanks so much!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r5-cv-14',
    turns: [
      { q: 'Show me wireless earbuds for 200 employees', expect: { productType: 'earbuds', qty: 200 } },
      { q: 'in white?', expect: { productType: 'earbuds', qty: 200, colour: 'white', intentQty: 200 } },
      { q: 'make it 250', expect: { productType: 'earbuds', qty: 250, colour: 'white', intentQty: 250 } },
    ],
  },
  {
    id: 'r5-cv-15',
    turns: [
      { q: 'Need lunch cooler bags for 400 nurses', expect: { productType: 'lunch cooler bag', qty: 400 } },
      { q: 'under $8?', expect: { productType: 'lunch cooler bag', qty: 400, maxUnitCents: 800, intentQty: 400 } },
      { q: 'Different question: do you have pill organizers?', expect: { productType: ['pill organizer', 'pill case'], intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r5-cv-16',
    turns: [
      { q: 'performance polos in royal blue, 90', expect: { productType: 'performance polo', qty: 90, colour: 'royal blue' } },
      { q: 'by dec 18?', expect: { productType: 'performance polo', qty: 90, colour: 'royal blue', maxProductionDays: 17, intentQty: 90 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r5-cv-17',
    turns: [
      {
        q: 'Any recyclable water bottles? Need 300 for a green campus initiative.',
        expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, recyclable: true },
      },
      {
        q: 'cheapest first please',
        expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, recyclable: true, sorted: 'price', intentQty: 300 },
      },
    ],
  },
  {
    id: 'r5-cv-18',
    turns: [
      { q: 'Do you have trophies for a bowling league? 16 of them.', expect: { productType: 'trophy', qty: 16 } },
      { q: 'gold ones?', expect: { productType: 'trophy', qty: 16, colour: 'gold', intentQty: 16 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r5-cv-19',
    turns: [
      { q: 'I want 500 sticky notes with our logo', expect: { productType: 'sticky note', qty: 500 } },
      { q: 'in orange', expect: { productType: 'sticky note', qty: 500, colour: 'orange', intentQty: 500 } },
      { q: 'fastest?', expect: { productType: 'sticky note', qty: 500, colour: 'orange', sorted: 'productionDays', intentQty: 500 } },
    ],
  },
  {
    id: 'r5-cv-20',
    turns: [
      { q: 'Show me softshell jackets, 60, black', expect: { productType: 'softshell jacket', qty: 60, colour: 'black' } },
      { q: 'no rush on these btw', expect: { productType: 'softshell jacket', qty: 60, colour: 'black', noDeadline: true, intentQty: 60 } },
      { q: 'New one: acrylic awards for our volunteers.', expect: { productType: 'acrylic award', intentQty: null, intentColours: [] } },
    ],
  },
];
