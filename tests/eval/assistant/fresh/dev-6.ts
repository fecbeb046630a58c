import type { EvalCase } from '../expect.js';

/**
 * A sixth set of fresh requests for the chat assistant: 120 cases, written on 2026-11-29 by an
 * independent helper from public facts only — the catalogue's data (.scratch/catalogue-4000.json),
 * docs/product.md#chat-assistant, the answer format (contracts/chat.ts), the judge's types and
 * check (../expect.ts), the reading conventions at the top of cases.ts and the "Readings decided
 * here" of dev-5.ts — without reading the assistant's code, its earlier evaluation questions or the
 * cases of the other fresh sets.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * The mix: 30 client emails to their distributor rep with greetings, context and long signatures
 * (company names holding product words — Cup, Pen, Bag, Hat, Mouse, Magnet —, suites, phones, licence
 * numbers, years, hours, taglines) (r6-em), 25 texts and short messages with shorthand, typos and
 * slang budgets (r6-tx), 25 requests for two or three products with their own quantities, colours
 * and budgets, totals across items and corrections inside the message (r6-mu), 20 requests for
 * types the catalogue lacks, some by brand name, some beside a type it has (r6-ab), and 20
 * conversations of 2–4 turns (r6-cv). Every turn was checked with .scratch/set6/check.ts against
 * the catalogue through the judge's own `broken` / `itemConstraints`: each satisfiable turn (each
 * item of a several-product turn) has at least 3 fitting products, and each absent type matches no
 * catalogue product name.
 *
 * Readings decided here beyond cases.ts's and dev-5.ts's:
 * - "Before <date>" and "no later than <date>" are read as "by <date>" (the date itself counts):
 *   the looser bound, so an assistant that leaves the date out is only stricter than the judge.
 * - "Needs to ship within N business days" is N production days (shipping is the end of
 *   production, as "shipped within N days" in cases.ts); "in hand within N business days" is N − 3.
 *   "In 10 days" is the calendar date ten days on (Wed 2 Dec: 5 production days).
 * - A price range ("$45–55 a piece") is judged on its upper end only: a cheaper product is not a
 *   wrong answer. "Around $X" is not used as a budget; "about $40 a kit" beside per-item maximums
 *   adds nothing to them.
 * - "A gross" is 144, "two dozen" 24, "eight dozen" 96, "1.5k" 1500, "x250" / "x 36" the number;
 *   "a couple hundred" is used only with the figure stated beside it ("a couple hundred — 200 on
 *   the nose"). "About 100 of them" is 100.
 * - Shades: "charcoal grey" accepts Charcoal or Gray; "heather grey" is Gray; "burgundy" is Maroon
 *   (cases.ts); "khaki" is Tan; "kelly green" / "grn" accept Green and Forest Green (the word
 *   green); "forest green" is Forest Green only; "sky blue" is Light Blue; "royal" is Royal Blue;
 *   "aqua" is Teal; "scarlet" is Red; "kraft" is Natural; "navy" is Navy only.
 * - Synonyms: "koozies" and "stubby holders" are can coolers; "toques" beanies; "thumb drives"
 *   flash drives; "portable chargers" power banks; "Post-its" sticky notes; "chapstick" lip balm;
 *   "t shirts" both T-Shirt and Tee (cases.ts); "water bottles" also sport and steel bottles (as
 *   dev-5.ts); "trucker caps" also Trucker Hats; "keychains" also key rings and key tags;
 *   "frisbees" also flying discs; "wireless chargers" also (wireless) charging pads; "metal pens"
 *   both Twist-Action Metal Pens and Metal Ballpoint Pens; "notebook + pen sets" Notebook and Pen
 *   Sets (any Pen Set).
 * - A kind written in front of a type is the catalogue's name for that kind (docs: "the
 *   product's name says it"): "fleece blankets" are Fleece Picnic Blankets, "lunch cooler bags"
 *   Lunch Cooler Bags, "bamboo cutlery sets" Bamboo Cutlery Sets, "knit beanies" Knit Beanies,
 *   "drawstring bags" Drawstring Backpacks, "16GB" thumb drives 16 GB USB Flash Drives.
 * - A brand in front of a type the catalogue has ("YETI-style tumblers", "Moleskine-style
 *   leather journals") asks for the type; a brand that names a type the catalogue lacks ("Ray-Bans",
 *   "Zippos", "Swiss Army knives") is that absent type.
 * - An absent type is checked by the full phrase the client uses (singular or plural): "golf
 *   tees", "phone cases" and "lunch boxes" are absent although the catalogue has Tees, Pill Cases
 *   and Gift Boxes — showing those as the thing asked for is the trap. What an absent product
 *   wears or carries ("teddy bears wearing a hospital T-shirt") is decoration, not an item.
 * - The quantity of a product in the same message is never taken from a signature's staff, member
 *   or player count; a count of people in the body ("for our 22 reps") is the quantity only when
 *   no other is named (cases.ts).
 * - In a conversation, a follow-up that gives a new colour ("any in red?", "what about in black?") also checks
 *   `intentColours` with that colour alone.
 */
export const DEV_6_CASES: EvalCase[] = [
  // ── Emails ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'r6-em-01',
    q: `Hi Dana,

Hope the week's off to a good start. We're refreshing the retail shelf at both cafés and want branded travel mugs to sell at the counter. We'd need 250 of them in navy, and to keep the retail margin we can't go over $9 a mug. They have to be on the shelf by December 18th for the holiday rush.

Let me know what you find.

Marcus Bell
Director of Operations | Copper Cup Coffee Roasters
1450 W Fulton St, Suite 210, Chicago, IL 60607
(312) 555-0148 | Roasting since 2009`,
    expect: { productType: 'travel mug', qty: 250, maxUnitCents: 900, colour: 'navy', maxProductionDays: 17 },
  },
  {
    id: 'r6-em-02',
    q: `Good morning Ray,

Our agents go through pens like crazy at open houses. Can you quote 1.5k click pens, black or red barrels, either works, at no more than 65 cents apiece? We'd want them delivered by 12/15.

Thanks,
Lorraine Vasquez, Office Manager
Blue Pen Realty Group — "Sign here, move in"
400 Commerce Blvd, Suite 12B, Tampa FL 33602
Office 813-555-0192 · Fax 813-555-0193 · Lic. #CQ1049921`,
    expect: { productType: 'click pen', qty: 1500, maxUnitCents: 65, colour: ['black', 'red'], maxProductionDays: 14 },
  },
  {
    id: 'r6-em-03',
    q: `Hey Jordan,

The brewery softball team finally has a sponsor and they want bucket hats for the whole roster plus coaches — two dozen total. Forest green to match the jerseys. Budget is $15 a hat tops, and the season-opener fundraiser is in three weeks so they need to be here by then.

Cheers,
Tom Okafor
Taproom Manager, Big Hat Brewing Co.
77 Mill Race Rd, Bldg 3 · Asheville NC 28801
Open Wed–Sun 12–10pm · 828.555.0177
Brewed with stubbornness since 2014`,
    expect: { productType: 'bucket hat', qty: 24, maxUnitCents: 1500, colour: 'forest green', maxProductionDays: 12 },
  },
  {
    id: 'r6-em-04',
    q: `Hi Ana,

We're putting together a "buy a mug, get free refills in December" promo. Looking for 300 ceramic mugs in white so our logo pops, $6 per mug all-in. They'd need to arrive before 12/11 for the launch weekend.

Many thanks,
Grace Lindqvist
Owner & Head Baker
The Brown Bag Bakery
2210 Alberta St, Portland OR 97211
503-555-0110 | Tues–Sat 7am–3pm | Est. 2016`,
    expect: { productType: 'ceramic mug', qty: 300, maxUnitCents: 600, colour: 'white', maxProductionDays: 12 },
  },
  {
    id: 'r6-em-05',
    q: `Hello Kim,

Every player in the spring rec program gets a drawstring bag with their uniform. We've got $2,400 all-in for 800 pieces, royal blue please (league colours). The registration event is soon, so the order needs to ship within 10 business days of approval.

Appreciate the help,
Denise Harlow
Volunteer Equipment Coordinator
Tri-County Youth Soccer League
PO Box 118, Millbrook NY 12545
1,200 registered players · 90 volunteer coaches · est. 1987
(845) 555-0163`,
    expect: { productType: 'drawstring backpack', qty: 800, maxUnitCents: 300, colour: 'royal blue', maxProductionDays: 10 },
  },
  {
    id: 'r6-em-06',
    q: `Hello Priya,

We're after 150 fleece quarter-zips for the staff kick-off in January, in charcoal grey if you can. Budget is £40 per garment. They need to be with us by 8 Jan at the latest.

Kind regards,

Oliver Pennington
Head of People & Culture
Harrow & Finch Ltd
Unit 4, 22 Kingsway, Leeds LS1 4AB
+44 113 496 0321
Registered in England No. 08812345`,
    expect: { productType: 'quarter-zip', qty: 150, maxUnitCents: 4000, colour: ['charcoal', 'gray'], maxProductionDays: 32 },
  },
  {
    id: 'r6-em-07',
    q: `Hi Sam,

Quick one for the IT onboarding kits:

Laptop sleeves (13in) x250
Colour: grey
Budget: $14 max per sleeve

No hard date yet, I'll confirm once the hiring plan is signed off.

— Rhea Menon
IT Asset Coordinator, Northgate Credit Union
NMLS #402118 · 5 Riverside Plaza, 9th Floor, Hartford CT 06103
860-555-0134 ext. 220`,
    expect: { productType: '13 in laptop sleeve', qty: 250, maxUnitCents: 1400, colour: 'gray' },
  },
  {
    id: 'r6-em-08',
    q: `Hi Leo,

For our Earth Month tabling we want something useful and green. Could you pull 400 eco-friendly notebooks with a natural (kraft) colour cover? We'd like to stay under $3.50 per notebook.

Thanks so much!
Maya Castillo | Sustainability Lead
Green Cup Café Collective — 6 locations across the Bay
1801 Shattuck Ave, Berkeley CA 94709
510-555-0187 · "Every cup counts"`,
    expect: { productType: 'notebook', qty: 400, maxUnitCents: 350, eco: true, colour: 'natural' },
  },
  {
    id: 'r6-em-09',
    q: `Morning Beth,

Our dock crew wants koozies to hand out at the winter boat show. We'd take 200, cost has to stay at $1.50 each or under, and they need to be here in three weeks for the show.

Thanks,
Hank Dillard
Lakeside Marina & Bait Shop
Slip 14, 7 Harbor Rd, Lake Ozark MO 65049
Open daily 6am–8pm · (573) 555-7744
"If it floats, we fix it" — since 1979`,
    expect: { productType: 'can cooler', qty: 200, maxUnitCents: 150, maxProductionDays: 12 },
  },
  {
    id: 'r6-em-10',
    q: `Hi Chris,

We'd like to give each of our 350 field techs a good insulated water bottle for the truck — black, and $18 or less per bottle. Nothing fancy beyond a one-colour logo.

Best,
Renee Sato
Fleet & Safety Manager
Apex HVAC Services, Inc.
Lic. #CAC1816523 · 24/7 Emergency Line 1-800-555-0199
3300 Industrial Pkwy, Suite 5, Mesa AZ 85210`,
    expect: { productType: 'insulated water bottle', qty: 350, maxUnitCents: 1800, colour: 'black' },
  },
  {
    id: 'r6-em-11',
    q: `Hi Nadia,

Our board is insisting everything we hand out this year be American-made. Could you find 100 tumblers that are made in the USA? Price isn't the main concern on this one.

Regards,
Walt Brennan
Post Commander, American Legion Post 311
1120 Veterans Way, Dayton OH 45402
Members: 640 · Bingo every Thursday 7pm · (937) 555-0141`,
    expect: { productType: 'tumbler', qty: 100, madeIn: 'US' },
  },
  {
    id: 'r6-em-12',
    q: `Hey Morgan,

Our install crews need a jacket for the cold months. Softshell, black, 36 of them. We're thinking $45–55 a piece.

Ping me with a few options.

Jess Alvarado
Operations Lead · Summit Solar & Roofing
Est. 1998 · ROC #298871
2200 E Camelback Rd, Suite 400, Phoenix AZ 85016
602-555-0175`,
    expect: { productType: 'softshell jacket', qty: 36, maxUnitCents: 5500, colour: 'black' },
  },
  {
    id: 'r6-em-13',
    q: `Hi Paula,

Our property management team wants a thank-you gift for long-time tenants: picnic blankets, about 100 of them, keeping it under $25 per blanket. There's no rush on these — whenever they're ready is fine.

Warmly,
Ellen Marsh
Resident Relations, Willow Creek Apartments
455 Creekside Dr, Leasing Office Suite 100, Boise ID 83706
208-555-0122 · Office hours Mon–Fri 9–6`,
    expect: { productType: 'picnic blanket', qty: 100, maxUnitCents: 2500, noDeadline: true },
  },
  {
    id: 'r6-em-14',
    q: `Hi Greg,

We're exhibiting at the MedTech Expo (booth #1142) the week of December 14th and need badge lanyards for attendees who stop by.

500 lanyards, red, $1.50 each at the most. We need them in hand by Wednesday Dec 9 so we can pack the booth crates.

Thanks!
Priya Natarajan
Field Marketing Manager
Helix Diagnostics
10 Innovation Dr, Suite 300, Cambridge MA 02142
617-555-0158`,
    expect: { productType: 'lanyard', qty: 500, maxUnitCents: 150, colour: 'red', maxProductionDays: 10 },
  },
  {
    id: 'r6-em-15',
    q: `Hello Ms. Reyes,

We hand out highlighters at every SAT prep session. This time we need 1,000 — any ink colour, the kids don't care. Our ceiling is 85 cents a unit.

Sincerely,
Dr. Harold Kim, Director
Pen & Ink Tutoring Center
88 College Ave, 2nd Floor, New Brunswick NJ 08901
732-555-0119 · Serving students since 2004`,
    expect: { productType: 'highlighter', qty: 1000, maxUnitCents: 85 },
  },
  {
    id: 'r6-em-16',
    q: `Hi Alex,

The boosters want stadium seat cushions for the home bleachers. We'll need a couple hundred — 200 on the nose — at no more than $12 per cushion.

Go Mustangs!
Carla Whitfield
Treasurer, Jefferson High Athletic Boosters
1 Mustang Way, Fremont NE 68025
402-555-0196 · 501(c)(3) #47-1234567`,
    expect: { productType: 'seat cushion', qty: 200, maxUnitCents: 1200 },
  },
  {
    id: 'r6-em-17',
    q: `Hi Naomi,

We're planning our partner appreciation gifts for the new year. We want 60 padfolios, $30 tops each, delivered by Jan 8.

Thank you,
Steven Ruiz, CPA
Managing Partner
Ruiz, Tan & Hart LLP
One Financial Center, Suite 2100, Boston MA 02111
617-555-0101 · Trusted advisors since 1992`,
    expect: { productType: 'padfolio', qty: 60, maxUnitCents: 3000, maxProductionDays: 32 },
  },
  {
    id: 'r6-em-18',
    q: `Hi Jamie,

We'd like stylus pens to leave on every table — the servers use them on the card readers too. 750 in silver, under $1.50 each. They need to be here before 12/11.

Thanks!
Rosa Delgado
General Manager, Cup & Saucer Diner
2418 Route 9, Old Bridge NJ 08857
Open 24 hrs · 732-555-0164 · Family-owned since 1968`,
    expect: { productType: 'stylus pen', qty: 750, maxUnitCents: 150, colour: 'silver', maxProductionDays: 12 },
  },
  {
    id: 'r6-em-19',
    q: `Hello Devon,

Our farmers' market stall wants shopping totes people can actually recycle at the end of their life. 250 of them, and we'd like to keep it to $2.75/ea.

Best,
Ivy Holloway
Market Coordinator, Sunrise Farmers' Market
Saturdays 8am–1pm, 300 Main St Lot B, Ithaca NY 14850
607-555-0138`,
    expect: { productType: 'shopping tote', qty: 250, maxUnitCents: 275, recyclable: true },
  },
  {
    id: 'r6-em-20',
    q: `Hi Kendra,

We need performance polos for the sales floor — 72 total, navy or white. Trying to keep it at $28 a shirt. Our grand reopening is in 3 weeks, so they need to be here by then.

Thanks in advance,
Brian Cho
Store Manager
Summit Hat & Cap Outfitters
919 Pearl St, Boulder CO 80302
303-555-0129 · Open 10–7 daily`,
    expect: { productType: 'performance polo', qty: 72, maxUnitCents: 2800, colour: ['navy', 'white'], maxProductionDays: 12 },
  },
  {
    id: 'r6-em-21',
    q: `Hi Lauren,

Last-minute one, sorry! Our client holiday mixer got moved up. We need 300 chocolate bars with our logo on the wrapper, no more than $3 each, and we need them in 10 days.

Thank you!!
Tara Quinn
Events & Community, Bagel Bag Co.
15 Canal St, Unit 2, Lowell MA 01852
978-555-0150 · Hand-rolled since 2011`,
    expect: { productType: 'chocolate bar', qty: 300, maxUnitCents: 300, maxProductionDays: 5 },
  },
  {
    id: 'r6-em-22',
    q: `Hey Marco,

Volunteers at our annual 10K get a hoodie. We've budgeted $3,600 for 120 of them. Heather grey works best with our two-colour logo.

Thanks,
Kelsey Dunn
Race Director, River Run 10K
PO Box 2024, Chattanooga TN 37401
(423) 555-0186 · 3,000 runners · 14th year`,
    expect: { productType: 'hoodie', qty: 120, maxUnitCents: 3000, colour: 'gray' },
  },
  {
    id: 'r6-em-23',
    q: `Good afternoon,

We'd like a gross of ceramic mugs for the clubhouse pro shop — made in the USA is a must for us. Budget is $7.50 max per mug.

Regards,
Frank Moretti
Purchasing, The Tin Cup Golf Club
3 Kiln Rd, Zanesville OH 43701
740-555-0145 · Members since 1958 · 18 holes, 1 great 19th`,
    expect: { productType: 'ceramic mug', qty: 144, maxUnitCents: 750, madeIn: 'US' },
  },
  {
    id: 'r6-em-24',
    q: `Hi Rachel,

Our member-guest tournament needs golf umbrellas for the pro shop giveaway. 48 in navy, under $30 each, and we'd need delivery by Dec 17.

Best regards,
Doug Patterson, PGA
Head Golf Professional
Fox Hollow Country Club
1 Fairway Dr, Hole 19 Pro Shop, Lexington KY 40502
859-555-0172 · Founded 1926`,
    expect: { productType: 'golf umbrella', qty: 48, maxUnitCents: 3000, colour: 'navy', maxProductionDays: 16 },
  },
  {
    id: 'r6-em-25',
    q: `Hi Mia,

For the spring Run for Hope 5K we'd like visors for the first 300 registrants. White please, and we have $7 ea to work with.

Thank you for supporting the cause!
Janelle Brooks
Event Chair, Run for Hope 5K
Benefitting the Hope Cancer Center · 2200 Oak Ave, Suite 5, Savannah GA 31401
912-555-0103`,
    expect: { productType: 'visor', qty: 300, maxUnitCents: 700, colour: 'white' },
  },
  {
    id: 'r6-em-26',
    q: `Hi Owen,

Mouse pads for the vet clinics we supply — x500, $2.50 per pad max. They need to be delivered within two weeks, no later than Friday, December 4.

Thanks,
Gina Park
Mouse House Pet Supply
88 Elm St, Unit B, Burlington VT 05401
802-555-0117 · Mon–Sat 8–6 · Happy pets since 2002`,
    expect: { productType: 'mouse pad', qty: 500, maxUnitCents: 250, maxProductionDays: 7 },
  },
  {
    id: 'r6-em-27',
    q: `Hello Simone,

We want Bluetooth speakers as our top-tier client gift this year — 50 of them, black, and under $25 per speaker. Made in the USA would be a nice bonus but isn't required. Delivery by Dec 15 please.

Regards,
Victor Huang
VP Client Services
Soundwave Media Partners
1 Market St, Spear Tower, 36th Floor, San Francisco CA 94105
415-555-0190`,
    expect: { productType: 'bluetooth speaker', qty: 50, maxUnitCents: 2500, colour: 'black', maxProductionDays: 14 },
  },
  {
    id: 'r6-em-28',
    q: `Hi Theo,

For our New Year's Eve tasting we'd like stemless wine glasses with our logo, eight dozen in clear glass. Please keep it to $7 max per glass.

Cheers,
Anika Sorensen
Owner, Uncorked Wine Bar & Bistro
54 Vine St, Suite 3, Napa CA 94559
Open Tue–Sun 4–11pm · 707-555-0199`,
    expect: { productType: 'stemless wine glass', qty: 96, maxUnitCents: 700, colour: 'clear' },
  },
  {
    id: 'r6-em-29',
    q: `Hi Julia,

Planning ahead for the spring construction safety week. We'd like 400 cooling towels in aqua or sky blue, $3.25 a towel or less, and we'd want them by Jan 15 so we can kit them out.

Stay safe,
Marcus Reed, CSP
Safety Director, Ironclad Builders
6200 Freeport Blvd, Sacramento CA 95822
916-555-0133 · 1,100 craft workers · Zero-harm since 1995`,
    expect: { productType: 'cooling towel', qty: 400, maxUnitCents: 325, colour: ['teal', 'light blue'], maxProductionDays: 37 },
  },
  {
    id: 'r6-em-30',
    q: `Hi Ben,

Orientation is coming up and we'd like to give a phone wallet to each of our 1,800 incoming freshmen. Purple to match the school colours, and not to exceed $1.20 each.

Thank you!
Dr. Lena Ortiz
Associate Dean, Office of Student Life
Westbrook University, Room 214, Student Union
55 College Way, Westbrook ME 04092
207-555-0160 · Class of 2030 Orientation Committee`,
    expect: { productType: 'phone wallet', qty: 1800, maxUnitCents: 120, colour: 'purple' },
  },

  // ── Texts and short messages ───────────────────────────────────────────────────────────────
  { id: 'r6-tx-01', q: 'need 300 koozies blk, buck fifty max each', expect: { productType: 'can cooler', qty: 300, maxUnitCents: 150, colour: 'black' } },
  { id: 'r6-tx-02', q: 'hey can u find me 50 hoodies navy max $35 🙏', expect: { productType: 'hoodie', qty: 50, maxUnitCents: 3500, colour: 'navy' } },
  { id: 'r6-tx-03', q: 'pens x1000 navy max 90c', expect: { productType: 'pen', qty: 1000, maxUnitCents: 90, colour: 'navy' } },
  { id: 'r6-tx-04', q: '250 tumblrs under 15 bucks need by 12/18', expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500, maxProductionDays: 17 } },
  { id: 'r6-tx-05', q: 'any toques in burgundy? like 48 of em, 10 dollas max', expect: { productType: 'beanie', qty: 48, maxUnitCents: 1000, colour: 'maroon' } },
  { id: 'r6-tx-06', q: '2k wristbands cheapest u got', expect: { productType: 'wristband', qty: 2000, sorted: 'price' } },
  { id: 'r6-tx-07', q: 'stres balls 500 under 1.50 asap', expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500, maxUnitCents: 150 } },
  { id: 'r6-tx-08', q: 'lookin for eco water bottles, 150, under $12', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 150, maxUnitCents: 1200, eco: true } },
  { id: 'r6-tx-09', q: 'need sunscreen 400pcs spf30 under 2.5 ea', expect: { productType: 'sunscreen', qty: 400, maxUnitCents: 250 } },
  { id: 'r6-tx-10', q: 'dad hats x 36 khaki max 12', expect: { productType: 'dad hat', qty: 36, maxUnitCents: 1200, colour: 'tan' } },
  { id: 'r6-tx-11', q: 'do u guys do notebook + pen sets? 200 sets, under $6', expect: { productType: ['notebook and pen set', 'pen set'], qty: 200, maxUnitCents: 600 } },
  { id: 'r6-tx-12', q: 'golf towels 75 kelly grn under 9', expect: { productType: 'golf towel', qty: 75, maxUnitCents: 900, colour: 'green' } },
  { id: 'r6-tx-13', q: 'need 120 t shirts white, cheap as possible, by dec 11', expect: { productType: ['t-shirt', 'tee'], qty: 120, colour: 'white', maxProductionDays: 12 } },
  { id: 'r6-tx-14', q: 'portable chargers?? 60 of them under $20, gotta ship in 10 days', expect: { productType: 'power bank', qty: 60, maxUnitCents: 2000, maxProductionDays: 10 } },
  { id: 'r6-tx-15', q: 'lanyards 1k, teal, 1.50 tops', expect: { productType: 'lanyard', qty: 1000, maxUnitCents: 150, colour: 'teal' } },
  { id: 'r6-tx-16', q: 'mugs 😍 72 pcs white <$6', expect: { productType: 'mug', qty: 72, maxUnitCents: 600, colour: 'white' } },
  { id: 'r6-tx-17', q: 'whats ur cheapest backpack? need 100', expect: { productType: 'backpack', qty: 100, sorted: 'price' } },
  { id: 'r6-tx-18', q: 'candles for client gifts, 40, under $15, no rush', expect: { productType: 'candle', qty: 40, maxUnitCents: 1500, noDeadline: true } },
  { id: 'r6-tx-19', q: 'yo need 600 post-its under $1.75 each pls', expect: { productType: 'sticky note', qty: 600, maxUnitCents: 175 } },
  { id: 'r6-tx-20', q: 'umbrellas 24, blk or navy, <30', expect: { productType: 'umbrella', qty: 24, maxUnitCents: 3000, colour: ['black', 'navy'] } },
  { id: 'r6-tx-21', q: 'vests for the sales team (22 ppl) under $60', expect: { productType: 'vest', qty: 22, maxUnitCents: 6000 } },
  { id: 'r6-tx-22', q: 'rollerball pens 500 silver under 2 bucks by fri dec 4', expect: { productType: 'rollerball pen', qty: 500, maxUnitCents: 200, colour: 'silver', maxProductionDays: 7 } },
  { id: 'r6-tx-23', q: 'beach balls 250 need em in 3 wks, under 3 bucks', expect: { productType: 'beach ball', qty: 250, maxUnitCents: 300, maxProductionDays: 12 } },
  { id: 'r6-tx-24', q: 'can i get 30 yoga mats purple made in usa', expect: { productType: 'yoga mat', qty: 30, colour: 'purple', madeIn: 'US' } },
  { id: 'r6-tx-25', q: 'chapstick 1k 🍒 80c max', expect: { productType: 'lip balm', qty: 1000, maxUnitCents: 80 } },

  // ── Several products in one request ───────────────────────────────────────────────────────
  {
    id: 'r6-mu-01',
    q: 'For the winter staff kit: 100 hoodies and 100 beanies, navy for both. $3,000 total for everything.',
    expect: {
      colour: 'navy',
      maxTotalCents: 300000,
      items: [
        { productType: 'hoodie', qty: 100 },
        { productType: 'beanie', qty: 100 },
      ],
    },
  },
  {
    id: 'r6-mu-02',
    q: 'Need 300 pens and 300 notebooks for a teacher conference. Pens under $1, notebooks under $4.',
    expect: {
      items: [
        { productType: 'pen', qty: 300, maxUnitCents: 100 },
        { productType: 'notebook', qty: 300, maxUnitCents: 400 },
      ],
    },
  },
  {
    id: 'r6-mu-03',
    q: 'Looking for 250 tote bags in natural and 250 water bottles in black, $8 each or less on both.',
    expect: {
      maxUnitCents: 800,
      items: [
        { productType: 'tote', qty: 250, colour: 'natural' },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 250, colour: 'black' },
      ],
    },
  },
  {
    id: 'r6-mu-04',
    q: 'Quote 150 performance polos in white and 150 baseball caps in white — actually make it 200 of each. Polos under $25, caps under $12.',
    expect: {
      colour: 'white',
      items: [
        { productType: 'performance polo', qty: 200, maxUnitCents: 2500 },
        { productType: 'baseball cap', qty: 200, maxUnitCents: 1200 },
      ],
    },
  },
  {
    id: 'r6-mu-05',
    q: 'For the field crew: 50 softshell jackets, 50 puffer vests and 100 trucker caps. Scratch the vests, budget went to the jackets. Black on everything.',
    expect: {
      colour: 'black',
      items: [
        { productType: 'softshell jacket', qty: 50 },
        { productType: ['trucker cap', 'trucker hat'], qty: 100 },
      ],
    },
  },
  {
    id: 'r6-mu-06',
    q: '500 stress balls and 500 lip balms for the health fair. Actually swap the stress balls for phone grips, kids like those more. Keep each under $2.',
    expect: {
      maxUnitCents: 200,
      items: [
        { productType: 'phone grip', qty: 500 },
        { productType: 'lip balm', qty: 500 },
      ],
    },
  },
  {
    id: 'r6-mu-07',
    q: 'Registration desk order: 600 pens, 600 lanyards and 600 badge holders. Total budget $1,400 for all three.',
    expect: {
      maxTotalCents: 140000,
      items: [
        { productType: 'pen', qty: 600 },
        { productType: 'lanyard', qty: 600 },
        { productType: 'badge holder', qty: 600 },
      ],
    },
  },
  {
    id: 'r6-mu-08',
    q: "Holiday client boxes: 200 ceramic mugs in red and 200 chocolate bars to go inside. Mugs can be up to $8, the chocolate's gotta stay under $3.",
    expect: {
      items: [
        { productType: 'ceramic mug', qty: 200, colour: 'red', maxUnitCents: 800 },
        { productType: 'chocolate bar', qty: 200, maxUnitCents: 300 },
      ],
    },
  },
  {
    id: 'r6-mu-09',
    q: 'Expo restock for the Melbourne office: 1,000 stubby holders, 1,000 keychains, and 500 drawstring backpacks. Everything in orange, need it all by Dec 18.',
    expect: {
      colour: 'orange',
      maxProductionDays: 17,
      items: [
        { productType: 'can cooler', qty: 1000 },
        { productType: ['keychain', 'key ring', 'key tag'], qty: 1000 },
        { productType: 'drawstring backpack', qty: 500 },
      ],
    },
  },
  {
    id: 'r6-mu-10',
    q: 'New hire welcome kits x 75: a tumbler, a journal and a t-shirt for each person. About $40 a kit all in, so budget the tee at $10 max, tumbler $18 max, journal $12 max.',
    expect: {
      items: [
        { productType: 'tumbler', qty: 75, maxUnitCents: 1800 },
        { productType: 'journal', qty: 75, maxUnitCents: 1200 },
        { productType: ['t-shirt', 'tee'], qty: 75, maxUnitCents: 1000 },
      ],
    },
  },
  {
    id: 'r6-mu-11',
    q: 'Can you price 120 golf towels and 60 golf umbrellas for our charity scramble? Towels in white.',
    expect: {
      items: [
        { productType: 'golf towel', qty: 120, colour: 'white' },
        { productType: 'golf umbrella', qty: 60 },
      ],
    },
  },
  {
    id: 'r6-mu-12',
    q: "We want 400 eco-friendly tote bags plus 400 bamboo pens for Earth Day. Don't care about colour. Pens no more than $1.50.",
    expect: {
      items: [
        { productType: 'tote', qty: 400, eco: true },
        { productType: 'bamboo pen', qty: 400, maxUnitCents: 150 },
      ],
    },
  },
  {
    id: 'r6-mu-13',
    q: 'Two things for the gym reopening: 300 shaker bottles (black) and 300 cooling towels (any colour). $6 a piece max on both.',
    expect: {
      maxUnitCents: 600,
      items: [
        { productType: 'shaker bottle', qty: 300, colour: 'black' },
        { productType: 'cooling towel', qty: 300 },
      ],
    },
  },
  {
    id: 'r6-mu-14',
    q: 'Hi! For our sales summit we need 80 padfolios and 150 metal pens. Padfolios under $25, pens under $3. Must arrive by Dec 15.',
    expect: {
      maxProductionDays: 14,
      items: [
        { productType: 'padfolio', qty: 80, maxUnitCents: 2500 },
        { productType: ['metal pen', 'metal ballpoint pen'], qty: 150, maxUnitCents: 300 },
      ],
    },
  },
  {
    id: 'r6-mu-15',
    q: '24 quarter-zips and 24 dad hats for the board, both in charcoal. Total spend no more than $1,000.',
    expect: {
      colour: 'charcoal',
      maxTotalCents: 100000,
      items: [
        { productType: 'quarter-zip', qty: 24 },
        { productType: 'dad hat', qty: 24 },
      ],
    },
  },
  {
    id: 'r6-mu-16',
    q: 'Need 500 highlighters and 500 sticky notes for the campus bookstore. Highlighters in yellow. Under $1.50 each for both.',
    expect: {
      maxUnitCents: 150,
      items: [
        { productType: 'highlighter', qty: 500, colour: 'yellow' },
        { productType: 'sticky note', qty: 500 },
      ],
    },
  },
  {
    id: 'r6-mu-17',
    q: 'Family picnic: 150 frisbees, 150 beach balls and 150 sunscreens. Actually drop the beach balls, we have plenty left. All under $4 each.',
    expect: {
      maxUnitCents: 400,
      items: [
        { productType: ['frisbee', 'flying disc'], qty: 150 },
        { productType: 'sunscreen', qty: 150 },
      ],
    },
  },
  {
    id: 'r6-mu-18',
    q: '250 power banks and 250 wireless chargers for the tech conference. Power banks up to $15; wireless chargers up to $20. Black.',
    expect: {
      colour: 'black',
      items: [
        { productType: 'power bank', qty: 250, maxUnitCents: 1500 },
        { productType: ['wireless charger', 'wireless charging pad', 'charging pad'], qty: 250, maxUnitCents: 2000 },
      ],
    },
  },
  {
    id: 'r6-mu-19',
    q: 'Quote me 1000 pencils and 1000 erasers. If erasers are a no-go just do the pencils. Under 40 cents each.',
    expect: {
      maxUnitCents: 40,
      items: [
        { productType: 'pencil', qty: 1000 },
        { productType: 'eraser', absent: true, qty: 1000 },
      ],
    },
  },
  {
    id: 'r6-mu-20',
    q: 'For our hospital volunteers: 60 fleece blankets (any colour) and 60 navy ceramic mugs, with $1,200 total across both.',
    expect: {
      maxTotalCents: 120000,
      items: [
        { productType: 'fleece picnic blanket', qty: 60 },
        { productType: 'ceramic mug', qty: 60, colour: 'navy' },
      ],
    },
  },
  {
    id: 'r6-mu-21',
    q: 'Two separate giveaways: 2,500 tattoos (under 30c) and 300 foam fingers (under $3). Scarlet for the fingers.',
    expect: {
      items: [
        { productType: 'tattoo', qty: 2500, maxUnitCents: 30 },
        { productType: 'foam finger', qty: 300, maxUnitCents: 300, colour: 'red' },
      ],
    },
  },
  {
    id: 'r6-mu-22',
    q: '100 Moleskine-style leather journals and 250 rollerball pens to go with them. Journals in brown. Pens silver. Journals $25 each max, pens $3 max.',
    expect: {
      items: [
        { productType: 'leather journal', qty: 100, colour: 'brown', maxUnitCents: 2500 },
        { productType: 'rollerball pen', qty: 250, colour: 'silver', maxUnitCents: 300 },
      ],
    },
  },
  {
    id: 'r6-mu-23',
    q: 'Looking at 350 lunch cooler bags and 350 bamboo cutlery sets for our wellness month. Cooler bags under $10, cutlery sets under $7. Eco-friendly where possible.',
    expect: {
      items: [
        { productType: 'lunch cooler bag', qty: 350, maxUnitCents: 1000 },
        { productType: 'bamboo cutlery set', qty: 350, maxUnitCents: 700 },
      ],
    },
  },
  {
    id: 'r6-mu-24',
    q: 'We need 48 crewneck sweatshirts in maroon and 48 pullover hoodies in grey for the alumni store, plus 96 knit beanies — change that, make the beanies 72. Budget $2,600 total.',
    expect: {
      maxTotalCents: 260000,
      items: [
        { productType: 'crewneck sweatshirt', qty: 48, colour: 'maroon' },
        { productType: 'pullover hoodie', qty: 48, colour: 'gray' },
        { productType: 'knit beanie', qty: 72 },
      ],
    },
  },
  {
    id: 'r6-mu-25',
    q: 'Bank branch lobby: 400 pens in navy and 200 mouse pads. Pens under 75c, mouse pads under $3. Need both within 2 weeks.',
    expect: {
      maxProductionDays: 7,
      items: [
        { productType: 'pen', qty: 400, colour: 'navy', maxUnitCents: 75 },
        { productType: 'mouse pad', qty: 200, maxUnitCents: 300 },
      ],
    },
  },

  // ── Types the catalogue does not carry ────────────────────────────────────────────────────
  { id: 'r6-ab-01', q: 'Do you carry custom socks? We need 300 pairs in red for our holiday party.', expect: { absent: true, productType: 'sock', qty: 300, colour: 'red' } },
  { id: 'r6-ab-02', q: 'Ray-Ban style sunglasses with our logo on the arm, 500 pieces, under $4 each.', expect: { absent: true, productType: ['sunglasses', 'ray-ban'], qty: 500, maxUnitCents: 400 } },
  {
    id: 'r6-ab-03',
    q: `Hi Kyle, our agents want fridge magnets with their headshot for mailers. 1,000 of them at under 40 cents each.

Thanks,
Stacy Lin · Broker/Owner, Magnet Realty · DRE #01928374 · 949-555-0107`,
    expect: { absent: true, productType: ['fridge magnet', 'magnet'], qty: 1000, maxUnitCents: 40 },
  },
  { id: 'r6-ab-04', q: 'Looking for acrylic Christmas ornaments, 150 of them, for our client holiday cards.', expect: { absent: true, productType: 'ornament', qty: 150 } },
  { id: 'r6-ab-05', q: 'golf tees w/ logo, 1000 needed for the outing', expect: { absent: true, productType: 'golf tee', qty: 1000 } },
  { id: 'r6-ab-06', q: 'Do you have aprons? 40 black ones for our BBQ competition team.', expect: { absent: true, productType: 'apron', qty: 40, colour: 'black' } },
  { id: 'r6-ab-07', q: 'Our CEO wants Swiss Army knives as the retirement gift, 25 of them, engraved.', expect: { absent: true, productType: ['swiss army knife', 'knife'], qty: 25 } },
  { id: 'r6-ab-08', q: 'zippo lighters x100 for the cigar lounge, under $20', expect: { absent: true, productType: ['zippo', 'lighter'], qty: 100, maxUnitCents: 2000 } },
  { id: 'r6-ab-09', q: 'Could you source 200 custom jigsaw puzzles with our campaign artwork?', expect: { absent: true, productType: ['jigsaw puzzle', 'puzzle'], qty: 200 } },
  {
    id: 'r6-ab-10',
    q: 'For flu season we want 500 face masks and 500 hand sanitizers, both under $2 a unit.',
    expect: {
      maxUnitCents: 200,
      items: [
        { productType: 'face mask', absent: true, qty: 500 },
        { productType: 'hand sanitizer', qty: 500 },
      ],
    },
  },
  { id: 'r6-ab-11', q: 'Need 250 phone cases with our logo, iPhone mostly. Budget $5 each.', expect: { absent: true, productType: 'phone case', qty: 250, maxUnitCents: 500 } },
  { id: 'r6-ab-12', q: "What've you got in lunch boxes? Need 120 for the school district's nutrition program.", expect: { absent: true, productType: 'lunch box', qty: 120 } },
  { id: 'r6-ab-13', q: 'casino night!! need 300 decks of playing cards w logo on the back', expect: { absent: true, productType: ['playing card', 'deck of cards'], qty: 300 } },
  { id: 'r6-ab-14', q: 'Knit scarves for the alumni association, 60 in navy. Under $15 if you can.', expect: { absent: true, productType: ['scarf', 'scarves'], qty: 60, colour: 'navy' } },
  { id: 'r6-ab-15', q: 'We need die-cut stickers of our mascot — 2,000 of them, cheap as possible.', expect: { absent: true, productType: ['die-cut sticker', 'sticker'], qty: 2000 } },
  {
    id: 'r6-ab-16',
    q: 'For the pediatric ward: 144 plush teddy bears wearing a little hospital T-shirt with our logo. Under $10 per bear.',
    expect: { absent: true, productType: ['teddy bear', 'plush'], qty: 144, maxUnitCents: 1000 },
  },
  { id: 'r6-ab-17', q: 'Bandanas for our dog-walk fundraiser, 250 in orange please!', expect: { absent: true, productType: 'bandana', qty: 250, colour: 'orange' } },
  {
    id: 'r6-ab-18',
    q: 'Music festival merch: 500 rain ponchos and 500 cooling towels. Towels in lime if you have it, under $4.',
    expect: {
      items: [
        { productType: ['rain poncho', 'poncho'], absent: true, qty: 500 },
        { productType: 'cooling towel', qty: 500, maxUnitCents: 400 },
      ],
    },
  },
  {
    id: 'r6-ab-19',
    q: `Hello Ms. Grant,

Could you quote 50 pickleball paddles with our club logo? No more than $25 each, please.

Thank you,
Bob Feeney, Social Chair
Pine Cup Pickleball Club · Courts 1–8, 400 Lakeview Dr, Naples FL 34102 · 239-555-0168`,
    expect: { absent: true, productType: ['pickleball paddle', 'paddle'], qty: 50, maxUnitCents: 2500 },
  },
  {
    id: 'r6-ab-20',
    q: 'For the company picnic: YETI-style tumblers, 100 of them, and 4 cornhole sets. Tumblers under $20.',
    expect: {
      items: [
        { productType: 'tumbler', qty: 100, maxUnitCents: 2000 },
        { productType: ['cornhole set', 'cornhole'], absent: true, qty: 4 },
      ],
    },
  },

  // ── Conversations ─────────────────────────────────────────────────────────────────────────
  {
    id: 'r6-cv-01',
    turns: [
      { q: '250 tumblers under $15', expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500 } },
      { q: 'any cheaper ones?', expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500, intentQty: 250 } },
      { q: 'ok show me those in navy', expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500, colour: 'navy' } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r6-cv-02',
    turns: [
      { q: 'Looking for 50 black hoodies', expect: { productType: 'hoodie', qty: 50, colour: 'black' } },
      { q: 'what about 200?', expect: { productType: 'hoodie', qty: 200, colour: 'black', intentQty: 200 } },
      { q: 'sort them by price please', expect: { productType: 'hoodie', qty: 200, colour: 'black', sorted: 'price' } },
    ],
  },
  {
    id: 'r6-cv-03',
    turns: [
      { q: 'I need 500 pens under a dollar for a bank client', expect: { productType: 'pen', qty: 500, maxUnitCents: 100 } },
      { q: 'compare the first two', expect: { compared: 2 } },
      { q: 'Different question — do you have laptop backpacks?', expect: { productType: 'laptop backpack', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r6-cv-04',
    turns: [
      { q: 'water bottles for a 5K, 300 of them, under $10, need them by Dec 18', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, maxUnitCents: 1000, maxProductionDays: 17 } },
      { q: 'any in red?', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, maxUnitCents: 1000, maxProductionDays: 17, colour: 'red', intentColours: ['red'] } },
      { q: 'which is fastest?', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, maxUnitCents: 1000, maxProductionDays: 17, colour: 'red', sorted: 'productionDays' } },
    ],
  },
  {
    id: 'r6-cv-05',
    turns: [
      { q: 'Need 1,000 can coolers in royal', expect: { productType: 'can cooler', qty: 1000, colour: 'royal blue' } },
      { q: 'thanks. separate order: what kinds of desk clocks do you have?', expect: { productType: 'desk clock', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r6-cv-06',
    turns: [
      { q: 'beanies, 120, under $9', expect: { productType: 'beanie', qty: 120, maxUnitCents: 900 } },
      { q: 'got any in grey?', expect: { productType: 'beanie', qty: 120, maxUnitCents: 900, colour: 'gray' } },
      { q: 'compare the first 3', expect: { compared: 3 } },
      { q: 'great, thank you', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r6-cv-07',
    turns: [
      { q: 'Client wants 75 softshell jackets, $60 max', expect: { productType: 'softshell jacket', qty: 75, maxUnitCents: 6000 } },
      { q: 'hmm what about 150?', expect: { productType: 'softshell jacket', qty: 150, maxUnitCents: 6000, intentQty: 150 } },
      { q: 'New client now. Do you sell picnic blankets?', expect: { productType: 'picnic blanket', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r6-cv-08',
    turns: [
      { q: 'notebooks 500 under $2.50', expect: { productType: 'notebook', qty: 500, maxUnitCents: 250 } },
      { q: 'only eco-friendly ones', expect: { productType: 'notebook', qty: 500, maxUnitCents: 250, eco: true } },
      { q: 'cheapest first', expect: { productType: 'notebook', qty: 500, maxUnitCents: 250, eco: true, sorted: 'price' } },
    ],
  },
  {
    id: 'r6-cv-09',
    turns: [
      { q: 'Show me 48 baseball caps in red', expect: { productType: 'baseball cap', qty: 48, colour: 'red' } },
      { q: 'Do you sell Bluetooth speakers?', expect: { productType: 'bluetooth speaker', intentQty: null, intentColours: [] } },
      { q: 'under $20 each please', expect: { productType: 'bluetooth speaker', maxUnitCents: 2000 } },
    ],
  },
  {
    id: 'r6-cv-10',
    turns: [
      { q: 'We need 600 lanyards by Dec 9', expect: { productType: 'lanyard', qty: 600, maxProductionDays: 10 } },
      { q: 'cheaper?', expect: { productType: 'lanyard', qty: 600, maxProductionDays: 10, intentQty: 600 } },
      { q: 'compare the first two please', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r6-cv-11',
    turns: [
      { q: 'Any sunglasses in the catalogue? 400 for a beach promo', expect: { absent: true, productType: 'sunglasses', qty: 400 } },
      { q: 'ok then what about 400 beach balls?', expect: { productType: 'beach ball', qty: 400, intentQty: 400 } },
      { q: 'thx', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r6-cv-12',
    turns: [
      { q: 'mugs, 144, in white, under $7', expect: { productType: 'mug', qty: 144, maxUnitCents: 700, colour: 'white' } },
      { q: 'what about in black?', expect: { productType: 'mug', qty: 144, maxUnitCents: 700, colour: 'black', intentColours: ['black'] } },
      { q: 'Unrelated — what duffel bags do you carry?', expect: { productType: 'duffel bag', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r6-cv-13',
    turns: [
      { q: 'power banks for 40 reps, under $25', expect: { productType: 'power bank', qty: 40, maxUnitCents: 2500 } },
      { q: 'which of these can be made fastest?', expect: { productType: 'power bank', qty: 40, maxUnitCents: 2500, sorted: 'productionDays' } },
      { q: 'compare the top 2', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r6-cv-14',
    turns: [
      { q: '300 tote bags in navy under $5', expect: { productType: 'tote', qty: 300, maxUnitCents: 500, colour: 'navy' } },
      { q: 'make it 1000', expect: { productType: 'tote', qty: 1000, maxUnitCents: 500, colour: 'navy', intentQty: 1000 } },
      { q: 'recyclable only', expect: { productType: 'tote', qty: 1000, maxUnitCents: 500, colour: 'navy', recyclable: true } },
      { q: 'thanks, that helps', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r6-cv-15',
    turns: [
      { q: 'Need 200 polos, any colour, $20 max', expect: { productType: 'polo', qty: 200, maxUnitCents: 2000 } },
      { q: 'Switching gears: do you have first aid kits?', expect: { productType: 'first aid kit', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r6-cv-16',
    turns: [
      { q: 'golf umbrellas, 60, black, by Dec 15', expect: { productType: 'golf umbrella', qty: 60, colour: 'black', maxProductionDays: 14 } },
      { q: 'under $25?', expect: { productType: 'golf umbrella', qty: 60, colour: 'black', maxProductionDays: 14, maxUnitCents: 2500 } },
      { q: 'sort by price low to high', expect: { productType: 'golf umbrella', qty: 60, colour: 'black', maxProductionDays: 14, maxUnitCents: 2500, sorted: 'price' } },
    ],
  },
  {
    id: 'r6-cv-17',
    turns: [
      { q: 'thumb drives x 100, 16GB, under $8', expect: { productType: '16 gb usb flash drive', qty: 100, maxUnitCents: 800 } },
      { q: 'any size is fine actually, just under $8', expect: { productType: 'flash drive', qty: 100, maxUnitCents: 800 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r6-cv-18',
    turns: [
      { q: 'hi', expect: { noProducts: true } },
      { q: 'need 250 notebook and pen sets for a conference, $7 max', expect: { productType: ['notebook and pen set', 'pen set'], qty: 250, maxUnitCents: 700 } },
      { q: 'what about 100?', expect: { productType: ['notebook and pen set', 'pen set'], qty: 100, maxUnitCents: 700, intentQty: 100 } },
    ],
  },
  {
    id: 'r6-cv-19',
    turns: [
      { q: 'Looking for 24 yoga mats in purple', expect: { productType: 'yoga mat', qty: 24, colour: 'purple' } },
      { q: 'New request for another client: what stadium seat cushions have you got?', expect: { productType: 'seat cushion', intentQty: null, intentColours: [] } },
      { q: 'cheapest first', expect: { productType: 'seat cushion', sorted: 'price' } },
    ],
  },
  {
    id: 'r6-cv-20',
    turns: [
      { q: '80 quarter-zips in navy for the sales kickoff, under $40', expect: { productType: 'quarter-zip', qty: 80, maxUnitCents: 4000, colour: 'navy' } },
      { q: 'also 80 dad hats in navy', expect: { productType: 'dad hat', qty: 80, colour: 'navy' } },
      { q: 'thanks so much', expect: { noProducts: true } },
    ],
  },
];
