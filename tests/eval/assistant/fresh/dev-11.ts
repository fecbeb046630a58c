import type { EvalCase } from '../expect.js';

/**
 * An eleventh set of fresh requests for the chat assistant: 120 cases (156 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions in
 * the headers of cases.ts and dev-2.ts … dev-10.ts — without reading the assistant's code, the seed
 * code, its earlier evaluation questions or the cases of the other fresh sets, and without running
 * the assistant.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * Weighted to honesty — saying plainly what the catalogue lacks and which stated constraint could
 * not be met. The mix: 30 client emails with a greeting and a signature full of numbers that are
 * not quantities (r12-em), 25 texts with typos, slang budgets and shorthand quantities (r12-tx), 20
 * "Do you carry / sell / have …?" questions (r12-qu), 20 requests for two or three products
 * (r12-mu) and 25 conversations of 2–3 turns (r12-cv). Across them:
 * - 37 requests for types the catalogue lacks (31 turns and 6 items of several-product requests):
 *   em-2, 5, 8, 11, 14, 17, 20, 23; tx-3, 7, 10, 14, 18; qu-1 … qu-11; one item each of mu-1 … mu-6;
 *   cv-1 turn 2, cv-3 turn 1, cv-6 turn 2, cv-10 turn 2, cv-14 turn 2, cv-17 turn 1, cv-21 turn 3.
 *   They are asked singular and plural, by regional name (tea towels, bum bags, jandals), by brand
 *   (Fitbits, Nerf footballs), misspelled ("thermosses"), as "do you carry / any chance of /
 *   looking for …", inside signed emails, beside types the catalogue has, and as "what about X
 *   instead?" or a new request inside a conversation; where the request states a quantity, budget, colour,
 *   eco or deadline, at least 3 alternatives meet it.
 * - 37 turns or items that cannot be met on purpose (fewer than 3 products fit every constraint),
 *   each marked "Cannot be met" in its comment, with a reply pattern naming the constraint to
 *   relax (dev-2.ts): a quantity under every minimum of the type (em-12, tx-1, the hand sanitizer
 *   of mu-8, the metal ballpoint pens of mu-10, cv-18 turn 2); a budget under every price at the
 *   quantity, or all but one (em-18, tx-6, tx-19, qu-15, the crystal awards of mu-7, the umbrellas of
 *   mu-12, cv-15 turn 2); a colour the type never comes in (em-3, tx-4, tx-9, qu-14, the headphones of
 *   mu-9, cv-2 turn 3, cv-9 turn 2, cv-20 turn 2); eco, recyclable or made in USA where the type has
 *   fewer than 3 (em-6, tx-13; em-21, qu-16, cv-12 turn 2; em-9, qu-13, the cork coasters of
 *   mu-11); a deadline only rush could meet, or that only one product meets (em-15, em-27, tx-11,
 *   the pint glasses of mu-13, cv-7 turn 2, cv-8 turn 2, cv-23 turn 3); and several constraints that
 *   are each met alone but not together (em-24, tx-22).
 * - The rest are ordinary requests in mixed styles: 46 cases have neither, and the conversations
 *   around the honest turns hold cheaper?, another colour, another quantity, an added made-in,
 *   a deadline and "no rush", sort by price, compare, thanks and new unrelated requests.
 * The writers are an orthodontist, a funeral home, a cancer-support walk, a dance school, a car
 * dealer, a solar installer, a plumber, a bakery, a physical-therapy clinic, a chamber of commerce,
 * a hiking club, a blood center, an aquarium, a travel agency, a historical society, a cybersecurity
 * firm, a teachers' union, a property manager, a cidery, a nurses' union, a waste and water
 * authority, a botanical garden, a pet groomer, youth hockey, an airport, a summer camp, an esports
 * team, movers, a rodeo, a bookstore, a science-fair foundation, a hackathon, a triathlon club, a
 * daycare, a hospital foundation, a PTO, a law firm, a farmers market, a city councilmember, a
 * Christmas tree farm, a cycling club, a dermatology clinic, an insurance agency, a chess club, a
 * creamery, an escape room, a curling club, a winery club, a podcast network, a 4-H club, a car wash,
 * lacrosse boosters, a food truck festival, a bridal expo, a dojo, a title company, a rowing team, a
 * logistics conference, a game studio and an orchard, among others.
 *
 * Every turn was checked with .scratch/set12/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints` / `unitPriceCents`: each satisfiable turn (each item of a
 * several-product turn) has at least 3 fitting products, and every "cheaper?" turn at least 10;
 * each absent type matches no catalogue product name and at least 3 alternatives meet the
 * request's other constraints; each turn or item marked unmeetable has fewer than 3 fitting
 * products, some products that miss exactly one constraint (something to relax) and the comment
 * and reply pattern; a total across items covers the cheapest fitting product
 * per item; every product type that is not absent names at least one catalogue product; and every
 * colour word names a catalogue colour.
 *
 * Read as in the earlier headers (now is Sunday 22 November 2026; production days are the working
 * days after today up to the date, minus 3: Tue Dec 1 → 4, Wed Dec 2 → 5, Thu Dec 3 → 6, Fri Dec 4
 * → 7, Wed Dec 9 → 10, Fri Dec 11 → 12, Wed Dec 16 → 15, Fri Dec 18 → 17, Fri Jan 8 → 32; an event
 * on Saturday December 5 or 12 is read by the Friday before: 7 and 12). Readings decided here
 * beyond them:
 * - Reply patterns: the judge compiles `reply` with the 'm' flag only, so the patterns spell both
 *   cases ('[Mm]inimum|[Qq]uantit', '[Bb]udget|[Pp]rice', '[Cc]olou?r|<the colour>', '[Ee]co',
 *   '[Rr]ecycl', '[Mm]ade in|USA|U\\.S\\.'). A deadline that no product meets without rush asks
 *   '[Rr]ush'; one that a single product meets (cv-7) also accepts "deadline" or "production". A
 *   request that fails only on several constraints together accepts the name of any of them. In a
 *   several-product request the pattern names the relaxation of the item that cannot be met, and
 *   the other items are judged as usual.
 * - Absent types, by the client's phrase (each list names the client's words, and each matches no
 *   catalogue name): tissue packs, car air fresheners, tea towels, headlamps, passport holders or
 *   covers, pencil cases, scrub caps and swim caps (the catalogue's caps are baseball and trucker
 *   caps), dog toys, bum bags / fanny packs, tennis balls, thermoses, neck gaiters, (Nerf) footballs,
 *   calculators, bug spray / insect repellent, yo-yos, cutting boards, shot glasses, metal or
 *   reusable straws (the Wheat Straw Pens are not), USB hubs, windbreakers, jandals / flip-flops,
 *   diffusers, Fitbits / fitness trackers, licence plate frames, energy drinks, crayons, rolling
 *   pins, rain jackets (the Softshell Jackets are another kind), corkscrews, beach chairs,
 *   sweatpants / joggers, pop-up canopy tents (the Tent Desk Calendars are not), scrunchies. A
 *   request naming a type the catalogue has by brand ("Sharpie-type permanent markers") asks for
 *   that type (dev-6).
 * - Types as the catalogue names them: "crystal awards" also Crystal Star and Crystal Tower Awards
 *   (dev-4); "plaques" any Plaque (walnut, cherry wood, acrylic); "glass awards" any name with
 *   Glass Award (Jade Glass too); "beanies" any Beanie and "knit beanies" Knit and Cuffed Knit
 *   Beanies; "bluetooth speakers" any Bluetooth Speaker (mini and waterproof too); "lip balms" both
 *   SPF 30 Lip Balm and Lip Balm Stick, "SPF 30 lip balms" the first only; "sunscreens" tubes and
 *   lotion (dev-8); "first aid kits" also Travel First Aid Kits; "selfie ring lights, the clip-on
 *   kind" Clip-On Selfie Ring Lights only; "sticky notes" Sticky Note Pads and Adhesive Sticky Note
 *   Cubes; "stylus pens" names with Stylus Pen (dev-7); "wireless charging pads" Wireless Charging
 *   Pads only (not the 15W Wireless Chargers); "foam rollers" Foam Rollers only (not Massage
 *   Rollers); "event wristbands" Event Wristbands only (dev-10); "hoodies" both kinds (dev-10).
 * - Budgets: "a tenner" is $10 (£ read as dollars, cases.ts); "a buck and a quarter max" 125 cents;
 *   "1.50 max" in a text 150 cents; "sub 20 each" $20; "the board approved $8 each, so that's the
 *   ceiling" 800. "Cheap as poss" and "quality over price on this one" state no budget.
 * - Quantities: "a gross" 144, "2 gross" 288, "8 dozen" 96, "x100" / "x48" the number, "200 to
 *   start" and "we're guessing 40 to start" the number. "5K", "21st", "U12", "48-hour", "10x10"
 *   (a tent size), "Ward 3", "Tank 4", "Gate B12", "Local 1187", "Chapter 9", "2027 models" and the
 *   signatures' member, staff, truck, unit, installer, volunteer and household counts are never
 *   quantities.
 * - Colours said for one item are that item's ("purple for the headphones", "in natural" of the
 *   totes); "blue for both" and "black for both" are the question's; "made in the USA please" said
 *   once before a list binds every item. "Forest green like our cabins" is Forest Green only.
 * - Conversations: "can they be made in the USA?", "and can they be recyclable?", "any under $25
 *   each?" and "oh and we need them by Tuesday Dec 1" add that constraint and keep the rest (the
 *   last also checks intentProdDays); "actually we need 500" and "what about 100?" replace the
 *   quantity (intentQty); "what about pink / yellow?" and "any in grey?" replace the colour
 *   (intentColours exactly that one); "no rush actually, whenever works" is noDeadline and a later
 *   colour keeps it; "what about rain jackets / corkscrews / sweatpants instead?" keep the quantity,
 *   colour and deadline in force for the alternatives (dev-7); "ok then resistance band sets
 *   instead, 60 of them" after an absent type starts afresh with its own quantity (dev-4);
 *   "Different question —", "Ok. Separate thing:" and "New request:" carry nothing over.
 */
export const DEV_11_CASES: EvalCase[] = [
  // ── Emails ──────────────────────────────────────────────────────────────────────────────────
  // "Suite 210", the phone and fax numbers, "since 1998" and "3 locations" are not quantities.
  {
    id: 'r12-em-1',
    q: `Hi Dana,

Hope your Thanksgiving week is off to a calm start. Our hygienists do school visits every spring and we hand out lip balm with our logo to the kids. We'd like 500 lip balms this round, and the practice manager has capped it at a dollar each.

Could you send over a few options when you get a chance?

Thanks so much,
Marisol Ortega | Office Manager
Bright Path Orthodontics — 3 locations
4410 Maple Ave, Suite 210, Columbus OH 43214
P (614) 555-0142 | F (614) 555-0143
Straightening smiles since 1998`,
    expect: { productType: 'lip balm', qty: 500, maxUnitCents: 100 },
  },
  // A product the catalogue lacks: pocket tissue packs. "Est. 1952", the licence number and the phone are not quantities.
  {
    id: 'r12-em-2',
    q: `Good morning,

We would like to have small pocket tissue packs printed with our name and a short verse to set out at services. 200 to start. Is that something you are able to source for us?

With gratitude,
Eleanor Whitcombe
Hollis & Grant Funeral Home
Family owned, Est. 1952 · Funeral Director Lic. FD-04417
(207) 555-0188`,
    expect: { productType: ['tissue pack', 'tissue'], absent: true, qty: 200 },
  },
  // Cannot be met: no tote in the catalogue comes in pink (the relaxation is the colour). "5K" is a race.
  {
    id: 'r12-em-3',
    q: `Hi there!

Our annual Pink Ribbon 5K walk is in the spring and this year we want every walker to get a tote bag — and they HAVE to be pink, that's the whole point of the walk. We're planning on 200.

Can you tell me what you've got?

Warmly,
Tasha Broussard
Event Chair, Riverbend Cancer Support Network
Registered 501(c)(3) · EIN 72-1184530
"No one walks alone"`,
    expect: { productType: 'tote', qty: 200, colour: 'pink', reply: '[Cc]olou?r|[Pp]ink' },
  },
  // The recital is Saturday 12 December: by Friday 11 December, 15 working days − 3 = 12 production days.
  {
    id: 'r12-em-4',
    q: `Hello!

I run a small ballet and jazz school and the girls would love matching drawstring backpacks for our winter recital on Saturday, December 12. We have 60 dancers enrolled this term. Our studio color is purple, so purple please!

Thank you!!
Miss Colette
Pirouette Dance Academy
Studio B, 118 Larkspur Lane · (919) 555-0107
Classes for ages 3–18 since 2009`,
    expect: { productType: 'drawstring backpack', qty: 60, colour: 'purple', maxProductionDays: 12 },
  },
  // A product the catalogue lacks: car air fresheners. The dealer licence, the street number and "2027 models" are not quantities.
  {
    id: 'r12-em-5',
    q: `Hey,

We're doing a sales event for the 2027 models and want to hang a branded air freshener in every car that leaves the lot. Figure 500 of them. Let me know pricing and what you have.

Regards,
Trent Haskell
General Sales Manager
Lakeshore Auto Group — Dealer Lic. D-48213
2200 Motor Mile Rd · (616) 555-0134 ext. 22`,
    expect: { productType: 'air freshener', absent: true, qty: 500 },
  },
  // Cannot be met: no softshell jacket is eco-friendly (the relaxation is eco). "14 installers" is beside the quantity of 30.
  {
    id: 'r12-em-6',
    q: `Hi Marcus,

We're outfitting our field crews for winter. We need 30 softshell jackets. Sustainability is literally our brand, so they have to be eco-friendly — please don't send me anything that isn't.

Appreciate it,
Priyanka Rao
Operations Lead, SunHarbor Solar
NABCEP PV Installer #PV-091522 · 14 installers, 2 warehouses
(720) 555-0161`,
    expect: { productType: 'softshell jacket', qty: 30, eco: true, reply: '[Ee]co' },
  },
  // "24/7", the master plumber licence, "Est. 1987" and "14 trucks" are not quantities.
  {
    id: 'r12-em-7',
    q: `Morning,

Want to get tape measure keychains made up to leave with customers after every service call. 500 of them, and we don't want to spend more than $2 apiece.

Thanks,
Rick Dombrowski
Pipeline Plumbing & Drain
Master Plumber Lic. MP-20931 · 24/7 Emergency Line (503) 555-0199
Est. 1987 · 14 trucks on the road`,
    expect: { productType: 'tape measure keychain', qty: 500, maxUnitCents: 200 },
  },
  // A product the catalogue lacks: tea towels. "£4 a piece" is read as 400 cents (cases.ts).
  {
    id: 'r12-em-8',
    q: `Hiya,

We're a family bakery in Harrogate and fancy some branded tea towels to sell at the counter over Christmas. Thinking 150 of them at no more than £4 a piece. Do you do those?

Cheers,
Gemma Pickersgill
Bramley's Bakehouse
12 Station Parade, Harrogate HG1 1TT
01423 555 019 · Baking daily since 1961`,
    expect: { productType: 'tea towel', absent: true, qty: 150, maxUnitCents: 400 },
  },
  // Cannot be met: only two foam rollers are made in the USA (the relaxation is made in USA).
  {
    id: 'r12-em-9',
    q: `Hello,

We are putting together take-home kits for patients finishing their rehab programs. We'd like 50 foam rollers with our logo. Our owners are firm that these be made in the USA.

Kind regards,
Dr. Kevin Ashworth, PT, DPT
Northside Physical Therapy & Sports Rehab
Suite 3B, 900 Elm St · (317) 555-0170
Medicare Provider #14-7702`,
    expect: { productType: 'foam roller', qty: 50, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' },
  },
  // By Friday 11 December: 12 production days. "Navy or royal blue" is a list; the ZIP, phone and "312 members" are not quantities.
  {
    id: 'r12-em-10',
    q: `Hi Jordan,

The Chamber is doing a Shop Local bag for holiday shoppers. We need 400 tote bags, navy or royal blue, under $3 each, and they need to be in our office by Friday, December 11 so volunteers can stuff them that weekend.

Many thanks,
Beverly Nakamura
Membership Director
Cedar Falls Area Chamber of Commerce · 312 members
10 Main Street, Cedar Falls IA 50613 · (319) 555-0126`,
    expect: { productType: 'tote', qty: 400, colour: ['navy', 'royal blue'], maxUnitCents: 300, maxProductionDays: 12 },
  },
  // A product the catalogue lacks: headlamps.
  {
    id: 'r12-em-11',
    q: `Hey folks,

Our club is launching a night-hike series and we'd like to give each new member a branded headlamp. We're guessing 40 to start, and we'd like to stay under $12 each.

Happy trails,
Owen Fairweather
Trail Captain, Ridgeline Hiking Club
Founded 1974 · 4,000+ trail miles logged
ridgelinehikers.org`,
    expect: { productType: 'headlamp', absent: true, qty: 40, maxUnitCents: 1200 },
  },
  // Cannot be met: every stress ball's minimum is 150 or more (the relaxation is the quantity).
  {
    id: 'r12-em-12',
    q: `Hi,

A lot of our first-time donors are nervous about needles, so we'd like to have stress balls to hand them while they donate. We only need 100 — we're a small center.

Thank you!
Gloria Mendes, RN
Donor Services Supervisor
Tri-Valley Community Blood Center
Open Mon–Sat 7am–7pm · 1-800-555-0119 · FDA Reg. #1034562`,
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 100, reply: '[Mm]inimum|[Qq]uantit' },
  },
  // Water bottles include sport and steel bottles (dev-5). "Tank 4", "1.2 million gallons" and the phone are not quantities.
  {
    id: 'r12-em-13',
    q: `Hello Sam,

We'd like water bottles for our volunteer divers — 150 of them in teal to match our shirts. Budget is $6 per bottle.

Best,
Imogen Castellano
Volunteer Coordinator
Coral Cove Aquarium · home of Tank 4, our 1.2 million gallon reef
(850) 555-0177`,
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 150, colour: 'teal', maxUnitCents: 600 },
  },
  // A product the catalogue lacks: passport holders / covers. The IATA and seller-of-travel numbers are not quantities.
  {
    id: 'r12-em-14',
    q: `Hi team,

For our group tours next year we'd love to give each traveller a branded passport holder (or cover, whichever you have). We'll need 120.

Bon voyage,
Lucien Okafor
Wanderwell Journeys
IATA 33-5 12345 · CST #2098765-40
Booking since 2004 · (415) 555-0150`,
    expect: { productType: ['passport holder', 'passport cover'], absent: true, qty: 120 },
  },
  // Cannot be met: the dinner is Thursday 3 December (9 working days − 3 = 6 production days) and every plaque takes
  // longer; only rush service could meet it.
  {
    id: 'r12-em-15',
    q: `Dear sir or madam,

The Society's annual dinner is Thursday, December 3, and we wish to present three plaques to our longest-serving volunteers. I realise this is short notice. Is there anything you can do?

Yours faithfully,
Harold P. Lindqvist
Recording Secretary
Millbrook Historical Society, founded 1889
Old Town Hall, Room 4 · (508) 555-0103`,
    expect: { productType: 'plaque', qty: 3, maxProductionDays: 6, reply: '[Rr]ush' },
  },
  // By Wednesday 9 December: 13 working days − 3 = 10. Webcam covers include privacy sliders (dev-2).
  {
    id: 'r12-em-16',
    q: `Hi,

Ahead of our security awareness month we want webcam covers on every laptop in the company. We need 250 in black, delivered by Wednesday December 9.

Thanks,
Ben Adeyemi
IT Security, Halcyon Cyber Defense
SOC 2 Type II · ISO 27001 · 11 offices
(202) 555-0114 ext. 3305`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 250, colour: 'black', maxProductionDays: 10 },
  },
  // A product the catalogue lacks: pencil cases. "Local 1187" and "2,300 members" are not quantities.
  {
    id: 'r12-em-17',
    q: `Hi Renee,

Our union is running a school-supply drive and we want to hand out branded pencil cases with the supplies. 300 of them, ideally under $3 each.

In solidarity,
Marcus Bellweather
Community Outreach Chair
Riverside Educators Association, Local 1187 · 2,300 members
(559) 555-0192`,
    expect: { productType: 'pencil case', absent: true, qty: 300, maxUnitCents: 300 },
  },
  // Cannot be met: no umbrella is $8 or less at 40 (the relaxation is the budget). "126 units" and "Building C" are not quantities.
  {
    id: 'r12-em-18',
    q: `Hello,

We want to leave an umbrella in each lobby closet and give some out to residents. 40 umbrellas, and the board approved $8 each, so that's the ceiling.

Best regards,
Ana Lucia Ferreira
Community Manager
Summit Ridge Residences — 126 units, Building C office
(425) 555-0156`,
    expect: { productType: 'umbrella', qty: 40, maxUnitCents: 800, reply: '[Bb]udget|[Pp]rice' },
  },
  // "A gross" is 144 (dev-6). The "7.2% ABV" and the TTB permit are not quantities.
  {
    id: 'r12-em-19',
    q: `Hey!

Our new taproom opens in January and we want pint glasses with the logo. A gross of them should do it. Nothing fancy — standard pint glasses.

Cheers,
Fitz
Orchard Hollow Cidery
Home of the 7.2% ABV Dry Hopped Heirloom
TTB Permit BWN-OR-21045 · (541) 555-0139`,
    expect: { productType: 'pint glass', qty: 144 },
  },
  // A product the catalogue lacks: scrub caps (the catalogue's caps are baseball and trucker caps).
  {
    id: 'r12-em-20',
    q: `Hi,

For Nurses Week we'd like scrub caps printed with our local's logo — 250 of them, navy. Can you help?

Thanks,
Denise Carrow, BSN
Nurses United of Westbrook, Chapter 9
Representing 1,400 RNs across 6 hospitals
(603) 555-0181`,
    expect: { productType: 'scrub cap', absent: true, qty: 250, colour: 'navy' },
  },
  // Cannot be met: only two hoodies are recyclable (the relaxation is recyclable).
  {
    id: 'r12-em-21',
    q: `Hello,

Our staff wear hoodies during the winter recycling drives and we want new ones: 60 hoodies. Given what we do, they need to be recyclable — that's non-negotiable for us.

Regards,
Theo Marchetti
Public Education Manager
Green Valley Waste & Water Authority
Serving 18,000 households · 24-hr line (775) 555-0121`,
    expect: { productType: 'hoodie', qty: 60, recyclable: true, reply: '[Rr]ecycl' },
  },
  // By Friday 8 January: 32 production days (limits nothing, stated). "Since 1932" and the acreage are not quantities.
  {
    id: 'r12-em-22',
    q: `Hi Leah,

We'd like plantable seed cards for the members' spring preview mailing — 250 of them, delivered by January 8.

Many thanks,
Harriet Oyelaran
Membership & Events
Willowmere Botanical Garden · 62 acres · since 1932
(804) 555-0167`,
    expect: { productType: 'plantable seed card', qty: 250, maxProductionDays: 32 },
  },
  // The catalogue has no dog toys: the alternatives shown must still come in teal at 200.
  {
    id: 'r12-em-23',
    q: `Hi there,

Every dog that comes through our salon goes home with a little squeaky toy. We'd love our own branded dog toys — 200 of them, in teal (our salon color).

Woofs,
Kiki Delacroix
Suds & Snips Pet Grooming
Open Tue–Sat · (702) 555-0148 · Voted Best Groomer 2025`,
    expect: { productType: 'dog toy', absent: true, qty: 200, colour: 'teal' },
  },
  // Cannot be met: maroon, made in USA and $20 each at 40 together fit only one hoodie (several constraints at once).
  {
    id: 'r12-em-24',
    q: `Hey,

Looking at hoodies for our U12 travel hockey team and parents — 40 total. Has to be maroon (team color), made in the USA, and no more than $20 each.

Thanks,
Coach Dmitri Volkov
Granite City Blades Youth Hockey
Rink 2, Wexford Ice Arena · (651) 555-0116`,
    expect: { productType: 'hoodie', qty: 40, colour: 'maroon', madeIn: 'US', maxUnitCents: 2000, reply: '[Bb]udget|[Pp]rice|[Cc]olou?r|[Mm]ade in|USA' },
  },
  // "Gate B12", the FAA identifier and "1,150 volunteers" in the signature are not the quantity (300 is).
  {
    id: 'r12-em-25',
    q: `Hi,

Our ambassador volunteers need new breakaway lanyards for their badges. 300 please, black.

Thank you,
Renata Szabo
Volunteer Ambassador Program, Gate B12 office
Tri-County Regional Airport (TCX)
1,150 volunteers strong · (330) 555-0128`,
    expect: { productType: 'breakaway safety lanyard', qty: 300, colour: 'black' },
  },
  // "Cabin 7" and "since 1948" are not quantities; "forest green" is Forest Green only (dev-2).
  {
    id: 'r12-em-26',
    q: `Hello!

Our counselors spend the whole summer sitting around campfires, so this year's staff gift is a folding camp chair. We have 25 counselors, and the chairs should be forest green like our cabins.

Thanks!
Jess Thornbury
Program Director, Camp Tall Timbers
Cabin 7 · (218) 555-0174 · Campers since 1948`,
    expect: { productType: 'folding camp chair', qty: 25, colour: 'forest green' },
  },
  // Cannot be met: the tournament is Saturday 5 December, read by Friday 4 December (7 production days), and every
  // wireless charging pad takes 11 days or more; only rush could meet it.
  {
    id: 'r12-em-27',
    q: `yo,

We're hosting a regional tournament Saturday December 5 and want wireless charging pads for the players' tables. 24 of them. Need them for the event.

gg,
Kai Nakashima
Team Manager, Voltage Esports
Discord: voltage.gg · (503) 555-0133`,
    expect: { productType: 'wireless charging pad', qty: 24, maxProductionDays: 7, reply: '[Rr]ush' },
  },
  // "DOT #", "MC #" and "since 2001" are not quantities.
  {
    id: 'r12-em-28',
    q: `Hi,

After every move we stick a magnetic clip with our number on the customer's new fridge. Time to reorder: 500 magnetic clips, under 80 cents each.

Thanks,
Carla Reyes
Two Brothers Moving & Storage
USDOT 2231457 · MC 776102 · since 2001
(210) 555-0163`,
    expect: { productType: 'magnetic clip', qty: 500, maxUnitCents: 80 },
  },
  // First aid kits include Travel First Aid Kits. "3 nights, 11 events" and "PRCA" are not quantities.
  {
    id: 'r12-em-29',
    q: `Howdy,

We need first aid kits for the chute crew, the volunteers working the arena and the concession stands. 50 kits total.

Much obliged,
Wade Pruitt
Arena Director, Big Sky Stampede Rodeo
PRCA sanctioned · 3 nights, 11 events
(406) 555-0145`,
    expect: { productType: 'first aid kit', qty: 50 },
  },
  // "No rush at all" is noDeadline (cases.ts); cotton totes are Cotton Tote Bags and Recycled Cotton Totes (dev-7).
  {
    id: 'r12-em-30',
    q: `Hi Priya,

We'd like cotton tote bags in a natural color for the store — 250. No rush at all; they're for the spring season.

Best,
Wendell Osei
Dog-Eared Books
Open 7 days · 41 Harbor St · (207) 555-0111`,
    expect: { productType: 'cotton tote', qty: 250, colour: 'natural', noDeadline: true },
  },

  // ── Texts and chat messages ─────────────────────────────────────────────────────────────────
  // Cannot be met: koozies are can coolers (dev-6) and every can cooler's minimum is 150 or more.
  {
    id: 'r12-tx-1',
    q: 'need 50 koozies for my sons 21st lol. whatcha got',
    expect: { productType: 'can cooler', qty: 50, reply: '[Mm]inimum|[Qq]uantit' },
  },
  // "2 doz" is 24, "10 bucks" 1000 cents.
  {
    id: 'r12-tx-2',
    q: 'hey can u find me 2 doz bucket hats in navy, under 10 bucks each',
    expect: { productType: 'bucket hat', qty: 24, colour: 'navy', maxUnitCents: 1000 },
  },
  // A product the catalogue lacks: bum bags (fanny packs). Its quantity and colour bind the alternatives.
  {
    id: 'r12-tx-3',
    q: 'do u lot do bum bags?? need 80 for the hen do, black pls',
    expect: { productType: ['bum bag', 'fanny pack'], absent: true, qty: 80, colour: 'black' },
  },
  // Cannot be met: no t-shirt or tee comes in yellow. "Cheap as poss" is a wish, not a budget.
  {
    id: 'r12-tx-4',
    q: 'yellow tshirts x100 for field day, cheap as poss',
    expect: { productType: ['t-shirt', 'tee'], qty: 100, colour: 'yellow', reply: '[Cc]olou?r|[Yy]ellow' },
  },
  // "A tenner" is read as $10 (£ as dollars, cases.ts). Trucker hats include trucker caps (dev-6).
  {
    id: 'r12-tx-5',
    q: '150 trucker hats, a tenner each max',
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 150, maxUnitCents: 1000 },
  },
  // Cannot be met: no bluetooth speaker is $7 or less at 50 (the relaxation is the budget).
  {
    id: 'r12-tx-6',
    q: 'bluetooth speakers for 50 ppl, 7 bucks ea max',
    expect: { productType: 'bluetooth speaker', qty: 50, maxUnitCents: 700, reply: '[Bb]udget|[Pp]rice' },
  },
  // A product the catalogue lacks: tennis balls.
  {
    id: 'r12-tx-7',
    q: 'do yall have tennis balls w a logo on em? 300 for the club open day',
    expect: { productType: 'tennis ball', absent: true, qty: 300 },
  },
  // "1k" is 1000, "50c" 50 cents; "doesnt matter what color" states no colour.
  {
    id: 'r12-tx-8',
    q: 'need 1k pens under 50c for the expo. doesnt matter what color',
    expect: { productType: 'pen', qty: 1000, maxUnitCents: 50 },
  },
  // Cannot be met: no beanie comes in purple.
  {
    id: 'r12-tx-9',
    q: 'purple beanies?? 72 of them for the team, we r the Violets',
    expect: { productType: 'beanie', qty: 72, colour: 'purple', reply: '[Cc]olou?r|[Pp]urple' },
  },
  // A product the catalogue lacks: thermoses (written "thermosses").
  {
    id: 'r12-tx-10',
    q: 'lookin for thermosses, like 40 of em, nothing crazy, under 15',
    expect: { productType: 'thermos', absent: true, qty: 40, maxUnitCents: 1500 },
  },
  // Cannot be met: "by fri dec 4" is 7 production days and every knit beanie takes 9 or more; only rush could meet it.
  {
    id: 'r12-tx-11',
    q: 'knit beanies x48, need em by fri dec 4',
    expect: { productType: 'knit beanie', qty: 48, maxProductionDays: 7, reply: '[Rr]ush' },
  },
  // Sticky notes: Sticky Note Pads and Sticky Note Cubes. "A buck and a quarter max" is 125 cents.
  {
    id: 'r12-tx-12',
    q: 'can u do 500 sticky notes, a buck and a quarter max? for the realtor open house bags',
    expect: { productType: 'sticky note', qty: 500, maxUnitCents: 125 },
  },
  // Cannot be met: only one lanyard is eco-friendly ("pls" does not soften it, dev-10).
  {
    id: 'r12-tx-13',
    q: '500 lanyards, eco friendly pls',
    expect: { productType: 'lanyard', qty: 500, eco: true, reply: '[Ee]co' },
  },
  // A product the catalogue lacks: neck gaiters. "Black or charcoal" is a list.
  {
    id: 'r12-tx-14',
    q: 'any chance of neck gaiters? 100 for the snowmobile club, black or charcoal',
    expect: { productType: 'neck gaiter', absent: true, qty: 100, colour: ['black', 'charcoal'] },
  },
  // "2 gross" is 288, "a buck fifty tops" 150 cents (dev-8).
  {
    id: 'r12-tx-15',
    q: '2 gross of stylus pens, black, a buck fifty tops',
    expect: { productType: 'stylus pen', qty: 288, colour: 'black', maxUnitCents: 150 },
  },
  // Webcam covers include privacy sliders (dev-2).
  {
    id: 'r12-tx-16',
    q: 'need 150 webcam covers for the whole team. thx',
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 150 },
  },
  // By Friday 18 December: 17 production days.
  {
    id: 'r12-tx-17',
    q: 'quick q — 60 puffer vests in navy, under $40, can we have them by dec 18?',
    expect: { productType: 'puffer vest', qty: 60, colour: 'navy', maxUnitCents: 4000, maxProductionDays: 17 },
  },
  // A product the catalogue lacks: footballs, asked for by brand ("Nerf footballs").
  {
    id: 'r12-tx-18',
    q: 'got any nerf footballs?? need 200 for homecoming',
    expect: { productType: ['football', 'nerf football'], absent: true, qty: 200 },
  },
  // Cannot be met: no polo is $8 or less at 48.
  {
    id: 'r12-tx-19',
    q: 'polos for 48 guys on the crew, $8 each tops',
    expect: { productType: 'polo', qty: 48, maxUnitCents: 800, reply: '[Bb]udget|[Pp]rice' },
  },
  // "Whatever ships fastest" asks sorted: 'productionDays' (dev-7).
  {
    id: 'r12-tx-20',
    q: 'need 100 campfire mugs in red, whatever ships fastest',
    expect: { productType: 'campfire mug', qty: 100, colour: 'red', sorted: 'productionDays' },
  },
  // "The clip-on kind" narrows the type to the Clip-On Selfie Ring Lights (a kind the client names, dev-4).
  {
    id: 'r12-tx-21',
    q: 'selfie ring lights?? the clip-on kind for phones. 150 for grad night. plz say yes',
    expect: { productType: 'clip-on selfie ring light', qty: 150 },
  },
  // Cannot be met: navy performance polos made in the USA under $14 at 150 — fewer than three fit all four together.
  {
    id: 'r12-tx-22',
    q: '150 navy performance polos, usa made, under 14 bucks',
    expect: { productType: 'performance polo', qty: 150, colour: 'navy', madeIn: 'US', maxUnitCents: 1400, reply: '[Bb]udget|[Pp]rice|[Cc]olou?r|[Mm]ade in|USA' },
  },
  // "3 dozen" is 36; "under 25" after a type priced in dollars is $25.
  {
    id: 'r12-tx-23',
    q: '3 dozen golf umbrellas in black, under 25. for the Elks lodge golf outing',
    expect: { productType: 'golf umbrella', qty: 36, colour: 'black', maxUnitCents: 2500 },
  },
  // By Friday 11 December: 12 production days; "1.50 max" is 150 cents.
  {
    id: 'r12-tx-24',
    q: '300 koozies by dec 11, 1.50 max',
    expect: { productType: 'can cooler', qty: 300, maxProductionDays: 12, maxUnitCents: 150 },
  },
  // "Sub 20 each" is $20.
  {
    id: 'r12-tx-25',
    q: 'hey its jo from the cross country team — 45 long sleeve performance tees, royal blue, sub 20 each',
    expect: { productType: 'long sleeve performance tee', qty: 45, colour: 'royal blue', maxUnitCents: 2000 },
  },

  // ── "Do you have / carry / sell …?" questions ───────────────────────────────────────────────
  // A product the catalogue lacks: calculators.
  {
    id: 'r12-qu-1',
    q: 'Do you carry calculators? We need about 150 for our CPA exam review course.',
    expect: { productType: 'calculator', absent: true, qty: 150 },
  },
  // A product the catalogue lacks: insect repellent / bug spray.
  {
    id: 'r12-qu-2',
    q: 'Do you sell bug spray or insect repellent with a custom label? Thinking 250 for a summer fishing tournament.',
    expect: { productType: ['bug spray', 'insect repellent'], absent: true, qty: 250 },
  },
  // A product the catalogue lacks: yo-yos.
  {
    id: 'r12-qu-3',
    q: 'Any chance you do yo-yos? Old-school ones with our logo for the toy drive.',
    expect: { productType: 'yo-yo', absent: true },
  },
  // A product the catalogue lacks: cutting boards. "Bamboo ideally" is a preference.
  {
    id: 'r12-qu-4',
    q: 'do you have cutting boards? bamboo ideally. for a realtor closing gift',
    expect: { productType: 'cutting board', absent: true },
  },
  // A product the catalogue lacks: shot glasses.
  {
    id: 'r12-qu-5',
    q: 'Do you guys have shot glasses? 200 for the distillery tasting room.',
    expect: { productType: 'shot glass', absent: true, qty: 200 },
  },
  // A product the catalogue lacks: metal / reusable straws. "Eco-friendly obviously" is eco (dev-8).
  {
    id: 'r12-qu-6',
    q: 'Looking for metal straws, the reusable kind in a little pouch — 250 sets. Eco-friendly obviously.',
    expect: { productType: ['metal straw', 'reusable straw'], absent: true, qty: 250, eco: true },
  },
  // A product the catalogue lacks: USB hubs.
  {
    id: 'r12-qu-7',
    q: 'Do you stock USB hubs? Would love 75 for the new-hire kits.',
    expect: { productType: 'usb hub', absent: true, qty: 75 },
  },
  // A product the catalogue lacks: windbreakers. The colour binds the alternatives.
  {
    id: 'r12-qu-8',
    q: 'Do you have windbreakers in navy?',
    expect: { productType: 'windbreaker', absent: true, colour: 'navy' },
  },
  // A product the catalogue lacks: flip-flops, by their New Zealand name.
  {
    id: 'r12-qu-9',
    q: 'Do you do jandals? Flip flops I mean — 300 pairs for a beach cleanup day.',
    expect: { productType: ['jandal', 'flip flop', 'flip-flop'], absent: true, qty: 300 },
  },
  // A product the catalogue lacks: aroma diffusers.
  {
    id: 'r12-qu-10',
    q: 'any diffusers? the essential oil kind. for our spa clients',
    expect: { productType: 'diffuser', absent: true },
  },
  // A product the catalogue lacks: fitness trackers, asked for by brand too.
  {
    id: 'r12-qu-11',
    q: 'Do you sell Fitbits or any kind of fitness tracker? 60 for our step challenge.',
    expect: { productType: ['fitbit', 'fitness tracker'], absent: true, qty: 60 },
  },
  // "8 dozen" is 96 (dev-6); frisbees include flying discs (dev-4).
  {
    id: 'r12-qu-12',
    q: 'Do you sell frisbees? 8 dozen for the company picnic',
    expect: { productType: ['frisbee', 'flying disc'], qty: 96 },
  },
  // Cannot be met: no massage roller is made in the USA (the relaxation is made in USA).
  {
    id: 'r12-qu-13',
    q: 'Do you have any massage rollers that are made in the USA?',
    expect: { productType: 'massage roller', madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' },
  },
  // Cannot be met: no water bottle (nor sport or steel bottle) comes in gold.
  {
    id: 'r12-qu-14',
    q: 'Do you carry gold water bottles? Need 100 for our 50th anniversary.',
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 100, colour: 'gold', reply: '[Cc]olou?r|[Gg]old' },
  },
  // Cannot be met: no sunscreen is a dollar or less at 200 (the relaxation is the budget).
  {
    id: 'r12-qu-15',
    q: 'Do you have sunscreen for under a dollar each? 200 for the town pool.',
    expect: { productType: 'sunscreen', qty: 200, maxUnitCents: 100, reply: '[Bb]udget|[Pp]rice' },
  },
  // Cannot be met: only one wireless mouse is recyclable.
  {
    id: 'r12-qu-16',
    q: 'Do you have recyclable wireless mice?',
    expect: { productType: 'wireless mouse', recyclable: true, reply: '[Rr]ecycl' },
  },
  // A brand that names a type the catalogue has: permanent markers (dev-6).
  {
    id: 'r12-qu-17',
    q: 'Do you sell Sharpie-type permanent markers? 500 for the warehouse.',
    expect: { productType: 'permanent marker', qty: 500 },
  },
  {
    id: 'r12-qu-18',
    q: 'Do you have foam fingers? 500 in orange for the homecoming game.',
    expect: { productType: 'foam finger', qty: 500, colour: 'orange' },
  },
  {
    id: 'r12-qu-19',
    q: 'Do you carry cork mouse pads?',
    expect: { productType: 'cork mouse pad' },
  },
  // By Wednesday 16 December: 15 production days.
  {
    id: 'r12-qu-20',
    q: 'Do you stock hot cocoa gift sets? We need 40 by December 16 for client gifts.',
    expect: { productType: 'hot cocoa gift set', qty: 40, maxProductionDays: 15 },
  },

  // ── Several products in one request ─────────────────────────────────────────────────────────
  // The catalogue lacks calculators: said once, the pencils answered as asked. "Booth 14" is not a quantity.
  {
    id: 'r12-mu-1',
    q: `Hi! For the regional science fair (we have booth 14 again) we'd like 300 mechanical pencils and 300 calculators, both with the foundation logo. Thanks — Ruth, Lakeland STEM Foundation`,
    expect: {
      items: [
        { productType: 'mechanical pencil', qty: 300 },
        { productType: 'calculator', absent: true, qty: 300 },
      ],
    },
  },
  // The catalogue lacks licence plate frames. "2027 models" is not a quantity.
  {
    id: 'r12-mu-2',
    q: 'For the 2027 model launch: 500 license plate frames, 500 bottle opener keychains and 500 microfiber screen cleaners for the showroom desk.',
    expect: {
      items: [
        { productType: 'license plate frame', absent: true, qty: 500 },
        { productType: 'bottle opener keychain', qty: 500 },
        { productType: 'microfiber screen cleaner', qty: 500 },
      ],
    },
  },
  // The catalogue lacks energy drinks; "black" is said of the tees only; webcam privacy sliders
  // are webcam covers too (dev-2). "48-hour" is not a quantity.
  {
    id: 'r12-mu-3',
    q: `hackathon swag list for our 48-hour event:
- 150 t-shirts, black
- 150 cans of energy drink with a custom label
- 150 webcam privacy sliders
thanks!! — Nia @ ByteForge`,
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 150, colour: 'black' },
        { productType: 'energy drink', absent: true, qty: 150 },
        { productType: ['webcam privacy slider', 'webcam cover'], qty: 150 },
      ],
    },
  },
  // The catalogue lacks swim caps (its caps are headwear for dry land); "blue" (with navy) is the question's colour, for both.
  {
    id: 'r12-mu-4',
    q: 'Tri club order: 120 cooling towels and 120 swim caps, blue for both please. — Marco, Tidewater Triathlon Club',
    expect: {
      colour: ['blue', 'navy'],
      items: [
        { productType: 'cooling towel', qty: 120 },
        { productType: 'swim cap', absent: true, qty: 120 },
      ],
    },
  },
  // The catalogue lacks crayons.
  {
    id: 'r12-mu-5',
    q: `Hello! Little Acorns Daycare here. We'd like 60 drawstring backpacks and 60 boxes of crayons with our logo on the box, for our graduating pre-K class. Thank you, Ms. Bea`,
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 60 },
        { productType: 'crayon', absent: true, qty: 60 },
      ],
    },
  },
  // The catalogue lacks rolling pins; "natural" is said of the totes only.
  {
    id: 'r12-mu-6',
    q: `Hi — we're a bakery doing a holiday baking class giveaway. We'd like 100 rolling pins with our logo and 100 cotton tote bags in natural to carry them home in. — Sunny Side Bakery`,
    expect: {
      items: [
        { productType: 'rolling pin', absent: true, qty: 100 },
        { productType: 'cotton tote', qty: 100, colour: 'natural' },
      ],
    },
  },
  // Cannot be met (the crystal awards): no crystal award (star and tower awards included) is $20 or less at 10 (the
  // relaxation is the budget).
  {
    id: 'r12-mu-7',
    q: `For the hospital gala we need 10 crystal awards, $20 each max, and 150 notebook and pen sets for the table favors. — Sofia Marchand, St. Brigid's Foundation`,
    expect: {
      reply: '[Bb]udget|[Pp]rice',
      items: [
        { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 10, maxUnitCents: 2000 },
        { productType: 'notebook and pen set', qty: 150 },
      ],
    },
  },
  // Cannot be met (the hand sanitizer): every hand sanitizer's minimum is 150 or more.
  {
    id: 'r12-mu-8',
    q: 'Walk-a-thon order: 300 t-shirts in royal blue, plus 100 hand sanitizers for the water stations. — Jen, Maple Hill PTO',
    expect: {
      reply: '[Mm]inimum|[Qq]uantit',
      items: [
        { productType: ['t-shirt', 'tee'], qty: 300, colour: 'royal blue' },
        { productType: 'hand sanitizer', qty: 100 },
      ],
    },
  },
  // Cannot be met (the headphones): no over-ear headphones come in purple. "Purple" is said of the headphones only.
  {
    id: 'r12-mu-9',
    q: 'esports lounge refresh: 24 wireless mice and 24 over-ear headphones, purple for the headphones (our team color)',
    expect: {
      reply: '[Cc]olou?r|[Pp]urple',
      items: [
        { productType: 'wireless mouse', qty: 24 },
        { productType: 'over-ear headphones', qty: 24, colour: 'purple' },
      ],
    },
  },
  // Cannot be met (the ballpoint pens): every metal ballpoint pen's minimum is 150 or more.
  {
    id: 'r12-mu-10',
    q: `Partner retreat in the spring: 40 leather journals and 40 metal ballpoint pens to go with them. Quality over price on this one. — Alden Price, Whitfield & Crane LLP`,
    expect: {
      reply: '[Mm]inimum|[Qq]uantit',
      items: [
        { productType: 'leather journal', qty: 40 },
        { productType: 'metal ballpoint pen', qty: 40 },
      ],
    },
  },
  // Cannot be met (the coasters): only one cork coaster set is made in the USA; "made in the USA" is said of every item.
  {
    id: 'r12-mu-11',
    q: `Farmers market vendor gift bags, everything made in the USA please: 500 reusable produce bag sets, 500 beeswax food wraps and 100 cork coaster sets for the vendors themselves.`,
    expect: {
      madeIn: 'US',
      reply: '[Mm]ade in|USA|U\\.S\\.',
      items: [
        { productType: 'reusable produce bag set', qty: 500 },
        { productType: 'beeswax food wrap', qty: 500 },
        { productType: 'cork coaster set', qty: 100 },
      ],
    },
  },
  // Cannot be met (the umbrellas): no umbrella is $8 or less at 200. "Ward 3" is not a quantity.
  {
    id: 'r12-mu-12',
    q: `Hi, this is Councilmember Reyes's office (Ward 3). For our town hall series we'd like 200 lapel pins and 200 umbrellas — the umbrellas can't be more than $8 each.`,
    expect: {
      reply: '[Bb]udget|[Pp]rice',
      items: [
        { productType: 'lapel pin', qty: 200 },
        { productType: 'umbrella', qty: 200, maxUnitCents: 800 },
      ],
    },
  },
  // Cannot be met (the pint glasses): the tasting is Tuesday 1 December, 7 working days − 3 = 4 production days; no pint
  // glass is that quick, only rush could meet it. The chocolate bars can.
  {
    id: 'r12-mu-13',
    q: 'Wedding tasting is Tuesday Dec 1 — can we get 150 chocolate bars and 150 pint glasses by then?',
    expect: {
      maxProductionDays: 4,
      reply: '[Rr]ush',
      items: [
        { productType: 'chocolate bar', qty: 150 },
        { productType: 'pint glass', qty: 150 },
      ],
    },
  },
  // "Red or green" is a list, said of the beanies only.
  {
    id: 'r12-mu-14',
    q: `Christmas tree farm here 🎄 We'd like 150 beanies in red or green for the staff and customers, and 150 hot cocoa gift sets for our wholesale buyers.`,
    expect: {
      items: [
        { productType: 'beanie', qty: 150, colour: ['red', 'green'] },
        { productType: 'hot cocoa gift set', qty: 150 },
      ],
    },
  },
  // "$2,400 for everything" is a total across the items (maxTotalCents). "Since 1996" is not a quantity.
  {
    id: 'r12-mu-15',
    q: `Cycling club kit for the new season: 80 long sleeve performance tees in navy and 80 water bottles. We've got $2,400 for everything. — Hal, Riverside Wheelers (riding since 1996)`,
    expect: {
      maxTotalCents: 240000,
      items: [
        { productType: 'long sleeve performance tee', qty: 80, colour: 'navy' },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 80 },
      ],
    },
  },
  // "$2.50 each max" is the question's budget, for both items. "SPF 30" is part of the type, not a quantity.
  {
    id: 'r12-mu-16',
    q: 'Dermatology clinic summer kits — 500 SPF 30 lip balms and 500 sunscreens, $2.50 each max on both.',
    expect: {
      qty: 500,
      maxUnitCents: 250,
      items: [
        { productType: 'spf 30 lip balm' },
        { productType: 'sunscreen' },
      ],
    },
  },
  // A correction inside the message: the pens are 300, not 250. "Navy" is said of the pens only. The licence number is not a quantity.
  {
    id: 'r12-mu-17',
    q: `Hi Tom — for the agency open house: 250 pens in navy, 300 sticky notes and 300 magnetic clips. Actually make the pens 300 too. Thanks, Gail Hendricks, Hendricks Insurance Group, Lic. #0G48821`,
    expect: {
      items: [
        { productType: 'pen', qty: 300, colour: 'navy' },
        { productType: 'sticky note', qty: 300 },
        { productType: 'magnetic clip', qty: 300 },
      ],
    },
  },
  // "Black for both" is the question's colour.
  {
    id: 'r12-mu-18',
    q: 'chess club merch: 40 hoodies and 40 mugs, black for both',
    expect: {
      qty: 40,
      colour: 'black',
      items: [{ productType: 'hoodie' }, { productType: 'mug' }],
    },
  },
  // "Made in the USA" is said of both items.
  {
    id: 'r12-mu-19',
    q: `We make farmstead cheese and want a little kit for our CSA members: 100 insulated lunch cooler bags and 100 bamboo cutlery sets, both made in the USA. — Hazel, Two Creeks Creamery`,
    expect: {
      qty: 100,
      madeIn: 'US',
      items: [{ productType: 'insulated lunch cooler bag' }, { productType: 'bamboo cutlery set' }],
    },
  },
  // By Friday 18 December: 17 production days, for every item.
  {
    id: 'r12-mu-20',
    q: 'Cidery holiday market: 144 pint glasses, 300 koozies and 250 bottle opener keychains, all in hand by Dec 18.',
    expect: {
      maxProductionDays: 17,
      items: [
        { productType: 'pint glass', qty: 144 },
        { productType: 'can cooler', qty: 300 },
        { productType: 'bottle opener keychain', qty: 250 },
      ],
    },
  },

  // ── Conversations ───────────────────────────────────────────────────────────────────────────
  // Turn 2: the catalogue has no rain jackets; "what about … instead?" keeps the quantity and colour (dev-7).
  {
    id: 'r12-cv-1',
    turns: [
      { q: 'We need 80 softshell jackets in black for the roofing crews.', expect: { productType: 'softshell jacket', qty: 80, colour: 'black' } },
      { q: 'what about rain jackets instead?', expect: { productType: 'rain jacket', absent: true, qty: 80, colour: 'black', intentQty: 80 } },
    ],
  },
  // Cannot be met (turn 3): no tumbler comes in gray. "Cheaper?" keeps the constraints in force (10 fit).
  {
    id: 'r12-cv-2',
    turns: [
      { q: '120 tumblers for our escape room staff and regulars, under $10 each', expect: { productType: 'tumbler', qty: 120, maxUnitCents: 1000 } },
      { q: 'cheaper?', expect: { productType: 'tumbler', qty: 120, maxUnitCents: 1000 } },
      { q: 'any in grey?', expect: { productType: 'tumbler', qty: 120, maxUnitCents: 1000, colour: 'gray', intentColours: ['gray'], reply: '[Cc]olou?r|[Gg]r[ae]y' } },
    ],
  },
  // Turn 1: the catalogue has no jump ropes. Turn 2 ("ok then … instead" after an absent type) starts afresh (dev-4).
  {
    id: 'r12-cv-3',
    turns: [
      { q: 'Do you have jump ropes? For a kids fitness program.', expect: { productType: 'jump rope', absent: true } },
      { q: 'ok then resistance band sets instead, 60 of them', expect: { productType: 'resistance band set', qty: 60, intentQty: 60, intentColours: [] } },
    ],
  },
  // "Actually we need 500" replaces the quantity.
  {
    id: 'r12-cv-4',
    turns: [
      { q: '300 mechanical pencils for our SAT prep kits', expect: { productType: 'mechanical pencil', qty: 300 } },
      { q: 'actually we need 500, enrollment went up', expect: { productType: 'mechanical pencil', qty: 500, intentQty: 500 } },
    ],
  },
  // "Can they be made in the USA?" adds made-in and keeps the rest; a thank-you shows no products.
  {
    id: 'r12-cv-5',
    turns: [
      { q: 'Looking for 40 crewneck sweatshirts in navy, under $25 each, for our curling club.', expect: { productType: 'crewneck sweatshirt', qty: 40, colour: 'navy', maxUnitCents: 2500 } },
      { q: 'can they be made in the USA?', expect: { productType: 'crewneck sweatshirt', qty: 40, colour: 'navy', maxUnitCents: 2500, madeIn: 'US' } },
      { q: 'great, thanks', expect: { noProducts: true } },
    ],
  },
  // Turn 2: the catalogue has no corkscrews; the quantity and the deadline (Friday 18 December: 17) carry over (dev-7).
  {
    id: 'r12-cv-6',
    turns: [
      { q: 'Winery club shipment: 150 insulated lunch cooler bags, need them by Dec 18', expect: { productType: 'insulated lunch cooler bag', qty: 150, maxProductionDays: 17 } },
      { q: 'what about corkscrews instead?', expect: { productType: 'corkscrew', absent: true, qty: 150, maxProductionDays: 17, intentQty: 150 } },
    ],
  },
  // Cannot be met (turn 2): by Tuesday 1 December is 4 production days; only one bamboo pen at 200 is that quick.
  {
    id: 'r12-cv-7',
    turns: [
      { q: '200 bamboo pens for the co-op grocery checkout', expect: { productType: 'bamboo pen', qty: 200 } },
      { q: 'oh and we need them by Tuesday Dec 1', expect: { productType: 'bamboo pen', qty: 200, maxProductionDays: 4, intentProdDays: 4, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' } },
    ],
  },
  // Cannot be met (turn 2): by Wednesday 2 December is 5 production days and no bluetooth speaker is that quick; only rush.
  {
    id: 'r12-cv-8',
    turns: [
      { q: '50 bluetooth speakers under $20 for the podcast network holiday party', expect: { productType: 'bluetooth speaker', qty: 50, maxUnitCents: 2000 } },
      { q: 'we need them by Wednesday Dec 2', expect: { productType: 'bluetooth speaker', qty: 50, maxUnitCents: 2000, maxProductionDays: 5, intentProdDays: 5, reply: '[Rr]ush' } },
    ],
  },
  // Cannot be met (turn 2): no composition notebook comes in pink.
  {
    id: 'r12-cv-9',
    turns: [
      { q: '250 composition notebooks for the 4-H club record books', expect: { productType: 'composition notebook', qty: 250 } },
      { q: 'what about pink?', expect: { productType: 'composition notebook', qty: 250, colour: 'pink', intentColours: ['pink'], reply: '[Cc]olou?r|[Pp]ink' } },
    ],
  },
  // Turn 2 is a new request for a type the catalogue lacks: nothing carries over.
  {
    id: 'r12-cv-10',
    turns: [
      { q: '100 navy polos under $20 for the car wash staff', expect: { productType: 'polo', qty: 100, colour: 'navy', maxUnitCents: 2000 } },
      { q: 'Different question — do you have beach chairs?', expect: { productType: 'beach chair', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r12-cv-11',
    turns: [
      { q: 'need 75 stadium seat cushions for the lacrosse boosters', expect: { productType: 'stadium seat cushion', qty: 75 } },
      { q: 'cheaper?', expect: { productType: 'stadium seat cushion', qty: 75 } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  // Cannot be met (turn 2): only one event wristband is recyclable.
  {
    id: 'r12-cv-12',
    turns: [
      { q: 'Looking for 500 event wristbands for the food truck festival', expect: { productType: 'event wristband', qty: 500 } },
      { q: 'and can they be recyclable?', expect: { productType: 'event wristband', qty: 500, recyclable: true, reply: '[Rr]ecycl' } },
    ],
  },
  // "What about phone wallets instead?" keeps the quantity; "in pink?" adds the colour.
  {
    id: 'r12-cv-13',
    turns: [
      { q: '200 phone grips for the bridal expo', expect: { productType: 'phone grip', qty: 200 } },
      { q: 'what about phone wallets instead?', expect: { productType: 'phone wallet', qty: 200, intentQty: 200 } },
      { q: 'in pink?', expect: { productType: 'phone wallet', qty: 200, colour: 'pink', intentColours: ['pink'] } },
    ],
  },
  // Turn 2: the catalogue has no sweatpants; the quantity and colour carry over.
  {
    id: 'r12-cv-14',
    turns: [
      { q: 'need 60 hoodies in grey for the dojo', expect: { productType: 'hoodie', qty: 60, colour: 'gray' } },
      { q: 'what about sweatpants instead?', expect: { productType: ['sweatpant', 'jogger'], absent: true, qty: 60, colour: 'gray', intentQty: 60 } },
    ],
  },
  // Cannot be met (turn 2): only one crystal award (star and tower awards included) is $25 or less at 24.
  {
    id: 'r12-cv-15',
    turns: [
      { q: '24 crystal awards for our sales kickoff', expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 24 } },
      { q: 'any under $25 each?', expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 24, maxUnitCents: 2500, reply: '[Bb]udget|[Pp]rice' } },
    ],
  },
  // By Friday 11 December: 12; "no rush actually" drops the deadline (noDeadline) and a later colour keeps that.
  {
    id: 'r12-cv-16',
    turns: [
      { q: '100 golf towels in white for the member-guest, by Dec 11', expect: { productType: 'golf towel', qty: 100, colour: 'white', maxProductionDays: 12 } },
      { q: 'no rush actually, whenever works', expect: { productType: 'golf towel', qty: 100, colour: 'white', noDeadline: true } },
      { q: 'in black?', expect: { productType: 'golf towel', qty: 100, colour: 'black', noDeadline: true, intentColours: ['black'] } },
    ],
  },
  // Turn 1: the catalogue has no canopy tents ("Tent Desk Calendars" are not tents). "Separate thing:" starts afresh.
  {
    id: 'r12-cv-17',
    turns: [
      { q: 'Do you sell pop-up canopy tents? 10x10 for our farmers market booth', expect: { productType: ['canopy tent', 'pop-up tent', 'pop-up canopy tent'], absent: true } },
      { q: 'Ok. Separate thing: feather flags for the market entrance', expect: { productType: 'feather flag', intentQty: null, intentColours: [] } },
    ],
  },
  // Cannot be met (turn 2): every hand fan's minimum is 150 or more. Hand fans include folding paper fans (dev-4).
  {
    id: 'r12-cv-18',
    turns: [
      { q: '500 hand fans for the church picnic', expect: { productType: ['hand fan', 'folding paper fan'], qty: 500 } },
      { q: 'what about 100?', expect: { productType: ['hand fan', 'folding paper fan'], qty: 100, intentQty: 100, reply: '[Mm]inimum|[Qq]uantit' } },
    ],
  },
  {
    id: 'r12-cv-19',
    turns: [
      { q: '300 twist-action metal pens in navy for the title company', expect: { productType: 'twist-action metal pen', qty: 300, colour: 'navy' } },
      { q: 'sort by price, lowest first', expect: { productType: 'twist-action metal pen', qty: 300, colour: 'navy', sorted: 'price' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  // Cannot be met (turn 2): no duffel bag comes in yellow.
  {
    id: 'r12-cv-20',
    turns: [
      { q: '40 duffel bags, black, for the rowing team', expect: { productType: 'duffel bag', qty: 40, colour: 'black' } },
      { q: 'what about yellow? thats our club color', expect: { productType: 'duffel bag', qty: 40, colour: 'yellow', intentColours: ['yellow'], reply: '[Cc]olou?r|[Yy]ellow' } },
    ],
  },
  // Turn 3 is a new request for a type the catalogue lacks: nothing carries over.
  {
    id: 'r12-cv-21',
    turns: [
      { q: 'Need 1000 pens for the logistics conference, under 60 cents', expect: { productType: 'pen', qty: 1000, maxUnitCents: 60 } },
      { q: 'cheaper?', expect: { productType: 'pen', qty: 1000, maxUnitCents: 60 } },
      { q: 'New request: do you carry scrunchies?', expect: { productType: 'scrunchie', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r12-cv-22',
    turns: [
      { q: '30 laptop backpacks under $40 for the game studio new hires', expect: { productType: 'laptop backpack', qty: 30, maxUnitCents: 4000 } },
      { q: 'what about 100?', expect: { productType: 'laptop backpack', qty: 100, maxUnitCents: 4000, intentQty: 100 } },
      { q: 'any made in the US?', expect: { productType: 'laptop backpack', qty: 100, maxUnitCents: 4000, madeIn: 'US' } },
    ],
  },
  // Cannot be met (turn 3): by Tuesday 1 December is 4 production days and no glass award is that quick; only rush.
  {
    id: 'r12-cv-23',
    turns: [
      { q: '20 acrylic awards for the volunteer banquet', expect: { productType: 'acrylic award', qty: 20 } },
      { q: 'what about glass awards instead?', expect: { productType: 'glass award', qty: 20, intentQty: 20 } },
      { q: 'we need them by Tuesday Dec 1', expect: { productType: 'glass award', qty: 20, maxProductionDays: 4, intentProdDays: 4, reply: '[Rr]ush' } },
    ],
  },
  {
    id: 'r12-cv-24',
    turns: [
      { q: 'do you have picnic blankets?', expect: { productType: 'picnic blanket' } },
      { q: 'great — 50 in red, under $20 each', expect: { productType: 'picnic blanket', qty: 50, colour: 'red', maxUnitCents: 2000, intentQty: 50 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  // "Eco-friendly" is eco; "cheaper?" keeps it (10 fit).
  {
    id: 'r12-cv-25',
    turns: [
      { q: '200 insulated water bottles for the orchard staff, eco-friendly', expect: { productType: 'insulated water bottle', qty: 200, eco: true } },
      { q: 'cheaper?', expect: { productType: 'insulated water bottle', qty: 200, eco: true } },
      { q: "thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
];
