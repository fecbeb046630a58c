import type { EvalCase } from '../expect.js';

/**
 * An eighth set of fresh requests for the chat assistant: 120 cases (178 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions at
 * the top of cases.ts, dev-6.ts and dev-7.ts — without reading the assistant's code, its earlier
 * evaluation questions or the cases of the other fresh sets.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * The mix: 30 client emails to their distributor rep with greetings, context paragraphs and long
 * signatures (company names holding product words — Pint, Penn, Mug, Cap, Lanyard, Key Ring,
 * Candle, Tee, Cup —, suites, units, rooms, floors, phones, extensions, pagers, licence, EIN and
 * IATA numbers, years, bed, staff, student, runner, golfer and member counts, booth numbers,
 * taglines, a PS, two forwarded threads) (r8-em); 20 texts and short messages with shorthand,
 * typos, slang budgets ("9 bucks tops", "a buck fifty", "sub-$1"), "k" and dozen quantities and
 * cents (r8-tx); 25 requests stating three or four constraints at once for one product — quantity
 * with a unit or total budget, colour, a date or production days, made in USA, eco, recyclable —
 * in varied orders (r8-mc); 15 requests for types the catalogue lacks, by common name, by brand
 * ("Otterbox-style", "Rubik's") or as a kind of a type it has (beach towels, glass mugs, ceramic
 * tumblers, wall clocks), alone or beside a type it has (r8-ab); and 30 conversations of 2–4
 * turns — cheaper?, another colour, another quantity, a new deadline, sort by price or production
 * time, compare, "what about <another type>?", thanks, "no rush", and new unrelated requests that
 * must carry nothing over (r8-cv). The products range widely over the catalogue's 16 categories,
 * favouring less obvious types (chip clips, magnetic clips, seed paper bookmarks, tape measure
 * keychains, webcam covers, pill organizers, stadium cushions, golf ball sleeves, hand fans,
 * temporary tattoos, beeswax wraps, produce bag sets, feather flags, walnut plaques, medals, first
 * aid kits, cookie gift boxes, badge reels, pedometers, foam rollers…); the writers are breweries,
 * hospitals, law firms, schools, libraries, wineries, vets, builders, startups, realtors, clubs,
 * churches, dentists, races, hotels, charities, banks, credit unions, co-ops, studios, fire
 * departments, gyms, museums, camps and insurers.
 *
 * Every turn was checked with .scratch/set8/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints`: each satisfiable turn (each item of a several-product turn) has at
 * least 3 fitting products, each absent type matches no catalogue product name (and at least 3
 * alternatives meet the request's other constraints), and every product type that is not absent
 * names at least one catalogue product.
 *
 * Readings decided here beyond cases.ts's, dev-6.ts's and dev-7.ts's:
 * - Quantities: "24 dozen" is 288 and "6 doz" 72 (dev-6: "eight dozen" 96); "1k", "2k", "2.5k"
 *   and "5k of them" are 1000, 2000, 2500 and 5000 — a "k" after a count of things is a quantity,
 *   unlike a "5K" run (cases.ts); "x500" / "x100" and "500 pcs" are the number; "500 decks of
 *   playing cards" is 500.
 * - Budgets: "a dollar each max" and "a buck" are 100 cents, "a buck fifty" 150, "9 bucks tops"
 *   900, "sub-$1" / "sub $12" under, "$2 max each" 200, "$10.50 tops" 1050; "$950 for 50" is 1900
 *   a unit and "$5,000 total for all 250" 2000 (cases.ts: a total is divided by the quantity).
 *   "A dollar each max for both" beside two items is the question's budget, shared by both.
 * - Dates: an event on a Saturday ("the tailgate is Saturday December 5", "the meet is Saturday,
 *   December 5 and they have to be on the pool deck by then") is by that date: the working days to
 *   Friday 4 December, 10 − 3 = 7. "12/4", "12/8", "12/9", "12/11" are 4, 8, 9 and 11 December.
 *   "Produced within N days", "ship within N days", "N production days max" are N production
 *   days (cases.ts). A date that is not a delivery date limits nothing and is not stated: an event
 *   in a signature ("Gala: Saturday, February 6, 2027"), an exhibit "in June", a budget year that
 *   "closes December 31", a race on January 17 whose packets are stuffed from December 11 (the
 *   11th is the date, as the email says "must be in by then").
 * - Made in: "made in the USA", "USA-made", "US-made", "American-made" and "Made in USA is a
 *   must" are madeIn 'US'. "Eco-friendly obviously" is eco; "recyclable" is recyclable even for a
 *   product named rPET.
 * - Colours: "safety yellow or orange" accepts Yellow or Orange; "blue — navy works too" and "blue
 *   (navy is fine too)" and "blue or navy" accept any blue or Navy; "clear glass" is Clear;
 *   "natural" is Natural; "wht" is White; "khaki" is Tan and "sky blue" Light Blue (dev-6); "grey
 *   or charcoal" accepts Gray or Charcoal; "burgundy" is Maroon (cases.ts). "Blue would be nice if
 *   there's a choice but it's not a must" is a preference and states nothing.
 * - Types as the catalogue names them: "padfolios" both Leatherette and Zippered Padfolios; "desk
 *   calendars" also Tent Desk Calendars; "honey gifts — a honey jar or a honey sampler" any name
 *   with Honey; "hand fans" Hand Fans and Folding Paper Fans; "sunscreens" SPF 30 Sunscreen
 *   Tubes and Sunscreen Lotion; "Bluetooth item trackers (the key-finder kind)" Bluetooth Item
 *   Trackers only; "popsockets" any Phone Grip (Pop-Out too); "trucker caps" Trucker Hats and
 *   Mesh-Back Trucker Caps; "mint tins" Mint Tins and Breath Mint Tins; "trail mix packs" Trail
 *   Mix Snack Packs; "wristbands" any Wristband (Tyvek, Event, Light-Up); "visors" any Visor (Sun, Performance);
 *   "multitools" Multi-Tools and Pocket Multi-Tools; "mousepads" any Mouse Pad (cork and
 *   rectangular too); "oxford shirts" Button-Down Oxford Shirts; "golf umbrellas" also Auto-Open
 *   Golf Umbrellas; "medals" Die-Cast Medals and Medals with Ribbon; "feather flags" Custom
 *   Feather Flags; "picnic blankets" also Fleece Picnic Blankets; "insulated water bottles" every
 *   Insulated Water Bottle, sized or not; "water bottles" any Water Bottle; "beanies" any Beanie;
 *   "pedometers" also Step Counters; "hand sanitizers" Gel and Spray; "swivel USB flash drives"
 *   Swivel USB Flash Drives only. "No. 2 pencils" are the No. 2 Wood Pencils, declared as
 *   productType 'wood pencil' because the judge's phrase drops the "." of "No." and would match
 *   nothing (every Wood Pencil in the catalogue is a No. 2).
 * - Absent types, by the client's full phrase: aprons, scrubs, dog leashes, piggy banks, hard hats,
 *   golf gloves, beach towels (Cooling and Golf Towels are not), glass mugs (the catalogue's mugs
 *   are ceramic, enamel, travel and campfire mugs), ceramic tumblers, "Otterbox-style" phone cases,
 *   Rubik's cubes, wine openers (a Bottle Opener Keychain is not one), playing cards, wall clocks
 *   (Desk Clocks are not), luggage tags (Smart Luggage Trackers are not) and toothbrushes. The
 *   request's quantity, budget and colour still bind what is shown as alternatives.
 * - Company names holding product words ("Tall Pint Brewing", "Hatcher, Penn & Mugford", "Blue
 *   Cap Builders", "Lanyard Labs", "Key Ring Realty", "Candlewood Community Church", "Tee Time
 *   Foundation", "Mat & Mug Yoga", "Golden Cup Credit Union") name no item; a PS deferring another
 *   product ("tote bags for the summer program too, but that's a conversation for March") asks for
 *   nothing now; in a forwarded thread the request is the forwarded message's when the forwarder
 *   only asks for options.
 * - In a conversation, "cheaper?" checks the constraints in force only (the judge cannot see the
 *   median of the previous answer), and is asked only where at least 10 products fit, so that the
 *   cheaper half still holds 3; "make that 50" is another quantity; "thanks", "perfect, thanks!", "that's all for now" show no
 *   products (`noProducts`). "What about <another type>?" keeps the quantity, colours and deadline
 *   (dev-7) but is not judged on the earlier type's unit budget (a budget carried over only makes
 *   the answer stricter). "Different question —", "Different topic —", "Unrelated —", "New order,
 *   separate thing:" start a new request: intentQty null and intentColours [] where the new one
 *   states none, and intentProdDays null after a deadline was set. "Which of those can be produced
 *   fastest?" and "sort by fastest production" ask `sorted: 'productionDays'`; "sort those by
 *   price, lowest first", "sort by lowest price", "cheapest first (please)" ask `sorted: 'price'`.
 */
export const DEV_8_CASES: EvalCase[] = [
  // Client emails to their distributor rep (r8-em)
  {
    id: 'r8-em-01',
    q: `Hi Dana,

Hope the Thanksgiving rush isn't burying you. We're doing a tap-room refresh in December and want new logo glassware for the bar. Looking for 288 of the 16 oz pint glasses (24 dozen, so we can split them across the two locations), under $4 a glass, and they need to land by Friday December 11 for our anniversary weekend.

Cheers,
Marco Ruiz
Taproom Manager
Tall Pint Brewing Co. — Est. 2016
1420 Foundry St, Unit 3, Portland OR 97209
(503) 555-0188 | 14 taps, 6 year-round beers`,
    expect: { productType: 'pint glass', qty: 288, maxUnitCents: 400, maxProductionDays: 12 },
  },
  {
    id: 'r8-em-02',
    q: `Good morning,

Our pharmacy outreach team is putting together medication-safety kits for patients going home after discharge. We'd like 500 weekly pill organizers with our logo, and we have to stay below $2.00 each. Kits get assembled the week before Christmas so please have them to us by Friday, December 18th. Blue would be nice if there's a choice but it's not a must.

Thank you,
Priya Natarajan, PharmD
Outpatient Pharmacy Services
St. Agnes Medical Center — 380 beds
2200 W. Harmon Ave, Suite 410, Tucson AZ 85705
Tel 520-555-0132 ext. 4471 | Pager 2290`,
    expect: { productType: 'weekly pill organizer', qty: 500, maxUnitCents: 200, maxProductionDays: 17 },
  },
  {
    id: 'r8-em-03',
    q: `Dear Ms. Whitfield,

Each January we give our incoming associates a welcome folio. This year we would like 75 padfolios, in black or navy, at no more than $20.00 per unit. Please send a few options with pricing at that quantity.

Kind regards,

Eleanor Voss
Office Administrator
Hatcher, Penn & Mugford LLP
600 Congress Avenue, 14th Floor | Austin, TX 78701
T 512.555.0190 | Founded 1987 | 45 attorneys
This e-mail may contain privileged and confidential information.`,
    expect: { productType: 'padfolio', qty: 75, maxUnitCents: 2000, colour: ['black', 'navy'] },
  },
  {
    id: 'r8-em-04',
    q: `Hello!

Our PTA is buying supplies for every classroom for the spring term. We need 1,200 composition notebooks with the school crest on the cover, and the budget works out to $2 or less per notebook. Any color cover is fine.

Thanks so much,
Jenna Park
PTA Treasurer, Maple Grove Elementary
Grades K–5 · 640 students · Room 112
4410 Maple Grove Rd, Columbus OH 43229
(614) 555-0147`,
    expect: { productType: 'composition notebook', qty: 1200, maxUnitCents: 200 },
  },
  {
    id: 'r8-em-05',
    q: `Hi there,

The Friends of the Eastside Library is running a winter reading challenge and we'd love plantable bookmarks for the kids who sign up — 500 seed paper bookmarks, please. They have to be in our hands by Friday Dec 11 when the challenge launches.

Warmly,
Ruth Adeyemi
Volunteer Coordinator, Friends of the Eastside Library
"Every page a doorway" — serving readers since 1952
1800 E. Pine St, Room 3B, Seattle WA 98122
206-555-0175

PS: we'll probably want tote bags for the summer program too, but that's a conversation for March.`,
    expect: { productType: 'seed paper bookmark', qty: 500, maxProductionDays: 12 },
  },
  {
    id: 'r8-em-06',
    q: `Hi Tom,

For our holiday tasting events we'd like branded stemless wine glasses — 144 of them, clear glass only (the reds show best that way), and under $6 a glass.

Best,
Claire Dubois
Hospitality Director
Bottle Creek Vineyards & Winery
9 Old Mill Road, Healdsburg CA 95448
707-555-0121 | Tasting room open daily 11–5
Family-owned since 1978 · 40 acres`,
    expect: { productType: 'stemless wine glass', qty: 144, colour: 'clear', maxUnitCents: 600 },
  },
  {
    id: 'r8-em-07',
    q: `Hi Sam,

We send every new patient home with a reminder card for their pet's next vaccine, and we'd like something to stick it on the fridge with. Could you quote 500 magnetic clips in white, under $1.50 each?

Thanks!
Dr. Lena Ortiz, DVM
Paws & Whiskers Veterinary Hospital
Open 7 days, 8am–8pm · 24 staff
3350 Ridgeway Blvd, Suite 101, Raleigh NC 27612
(919) 555-0163
Caring for pets since 2009`,
    expect: { productType: 'magnetic clip', qty: 500, maxUnitCents: 150, colour: 'white' },
  },
  {
    id: 'r8-em-08',
    q: `Morning Jess,

Safety week is coming up and the superintendents want tape measure keychains to hand out on the job sites. 500 pieces, safety yellow or orange so they're easy to find in the dirt, and keep it at $2.50 each or less.

Thanks,
Rick Domanski
Project Coordinator
Blue Cap Builders, Inc.
License #CBC1259876 | 312 Industrial Pkwy, Bldg 2, Tampa FL 33619
Office 813-555-0110 | Cell 813-555-0144
Building Tampa Bay since 1994 — 120 employees`,
    expect: { productType: 'tape measure keychain', qty: 500, colour: ['yellow', 'orange'], maxUnitCents: 250 },
  },
  {
    id: 'r8-em-09',
    q: `hey Alex —

We're shipping a "work from anywhere" kit to the whole team plus some customers. Need 1,000 webcam covers, max 75 cents each, and we'd need them by Friday December 11th so they go out before the holiday break.

thx,
Noor Haddad
People Ops @ Lanyard Labs
Series A · 85 people · remote-first
2 Embarcadero Center, 8th Fl, San Francisco CA 94111
415-555-0199`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 1000, maxUnitCents: 75, maxProductionDays: 12 },
  },
  {
    id: 'r8-em-10',
    q: `Hi Maria,

Our agents drop a little closing gift in every new homeowner's kitchen. This quarter we'd like chip clips with our logo — 300 of them, $1.50 or under.

Many thanks,
Dawn Mercer
Marketing Manager, Key Ring Realty Group
Top 1% of agents in Fairfax County, 2023 & 2024
11 Commerce Plaza, Suite 250, Fairfax VA 22030
C: 703-555-0154 | O: 703-555-0100`,
    expect: { productType: 'chip clip', qty: 300, maxUnitCents: 150 },
  },
  {
    id: 'r8-em-11',
    q: `Hi Kevin,

Our association wants seat cushions for parents at the rink (those bleachers are brutal). We're thinking 200 stadium seat cushions in blue — navy works too, it's our second color. Would need them by Friday the 18th of December for the holiday tournament.

Go Riverhawks!
Tom Beckett
Equipment & Fundraising Chair
Riverside Youth Hockey Association
14 teams · 260 players · est. 1988
PO Box 4471, Duluth MN 55802 · 218-555-0133`,
    expect: { productType: 'stadium seat cushion', qty: 200, colour: ['blue', 'navy'], maxProductionDays: 17 },
  },
  {
    id: 'r8-em-12',
    q: `Dear friends at Summit Promo,

Candlewood Community Church would like to thank our volunteers with a small gift this year. We were thinking of 150 aromatherapy candles with a simple cross logo, and we would like to stay under $8 apiece.

Blessings,
Margaret Hale
Church Administrator
Candlewood Community Church
77 Candlewood Lane, Brookfield CT 06804
(203) 555-0186 · Office hours Tue–Thu 9–3`,
    expect: { productType: 'aromatherapy candle', qty: 150, maxUnitCents: 800 },
  },
  {
    id: 'r8-em-13',
    q: `Hi Jordan,

We hand out goodie bags after every cleaning and we're restocking. Please quote 1,000 lip balms with our logo, a dollar each max.

Thank you!
Kayla Simmons
Office Manager
Bright Smile Family Dentistry — 3 locations
8120 Preston Rd, Ste 300, Plano TX 75024
972-555-0117`,
    expect: { productType: 'lip balm', qty: 1000, maxUnitCents: 100 },
  },
  {
    id: 'r8-em-14',
    q: `Hello Dana,

The Gulf Coast Half Marathon is January 17 but the race packets get stuffed starting Friday December 11, so everything for the packets must be in by then. This year we'd like 400 cooling towels for the finish line, in blue or navy to match our shirts.

Thanks,
Luis Ortega
Race Director
Gulf Coast Half Marathon & 5K
Mile 13.1 Events LLC · 2450 Beach Blvd, Suite 6, Gulfport MS 39501
228-555-0109 · 3,500 runners in 2025`,
    expect: { productType: 'cooling towel', qty: 400, colour: ['blue', 'navy'], maxProductionDays: 12 },
  },
  {
    id: 'r8-em-15',
    q: `Good afternoon,

We're refreshing the amenity kits in our guest rooms and want a branded zippered travel pouch to hold them. 300 pouches in black, please, at $4 or less per pouch.

Regards,
Henri Lambert
Rooms Division Manager
The Stanwick Hotel · 212 rooms & suites
45 Harbor Street, Boston MA 02110
617-555-0178 | Reservations 1-800-555-0101`,
    expect: { productType: 'zippered travel pouch', qty: 300, colour: 'black', maxUnitCents: 400 },
  },
  {
    id: 'r8-em-16',
    q: `Hi Beth,

For our charity golf outing we want a sleeve of balls in every player's cart bag. We need 100 golf ball sleeves at $10 or less each, and they have to be produced within 10 days because the printer we used last year flaked on us.

Thanks a bunch,
Greg Hollis
Tournament Chair
Tee Time Foundation · 501(c)(3) · 18th annual charity open
Pinehurst Country Club, 1 Carolina Vista Dr, Pinehurst NC 28374
910-555-0140 · 144 golfers, 36 foursomes`,
    expect: { productType: 'golf ball sleeve', qty: 100, maxUnitCents: 1000, maxProductionDays: 10 },
  },
  {
    id: 'r8-em-17',
    q: `Hello,

Every year we mail our clients a desk calendar for the new year. Could you send options for 250 desk calendars under $4.00 each? They must arrive by Friday, December 18 so we can mail them before the 24th.

Best regards,
Howard Liang, CPA
Managing Partner
Abacus & Penn CPA Group
1300 Walnut Street, Suite 1200, Philadelphia PA 19107
215-555-0125 · Fax 215-555-0126
Serving Philadelphia businesses since 1996`,
    expect: { productType: 'desk calendar', qty: 250, maxUnitCents: 400, maxProductionDays: 17 },
  },
  {
    id: 'r8-em-18',
    q: `Hi Chris,

Spring orientation is coming and we need lanyards for the new student IDs. 2,000 breakaway safety lanyards, in blue (navy is fine too).

Thanks!
Amara Okafor
Office of Student Life
Westbrook State University · 18,000 students
Student Union, Room 204, 500 College Ave, Westbrook ME 04092
207-555-0162`,
    expect: { productType: 'breakaway safety lanyard', qty: 2000, colour: ['blue', 'navy'] },
  },
  {
    id: 'r8-em-19',
    q: `Dear Paula,

Our annual gala honors twelve community volunteers this year. We'd like 12 crystal star awards, engraved with each honoree's name, and we need to stay at $50 each or less.

With gratitude,
Simone Carter
Events Manager
Hope Harbor Foundation · EIN 84-2231907
250 Market St, Suite 900, Harrisburg PA 17101
717-555-0191 · Gala: Saturday, February 6, 2027`,
    expect: { productType: 'crystal star award', qty: 12, maxUnitCents: 5000 },
  },
  {
    id: 'r8-em-20',
    q: `Hi Nate,

We'd like to send our business members a little morning pick-me-up with our holiday card. 500 single-serve coffee pouches, under $8 apiece, needed by Friday, December 11.

Best,
Gloria Mensah
Member Experience Lead
First Harvest Bank
101 Main Street, Suite 2, Springfield IL 62701
(217) 555-0138 · Member FDIC · Equal Housing Lender`,
    expect: { productType: 'single-serve coffee pouch', qty: 500, maxUnitCents: 800, maxProductionDays: 12 },
  },
  {
    id: 'r8-em-21',
    q: `Hi Rachel,

Leadership wants a cozy thank-you for the whole night shift. We're ordering 60 hot cocoa gift sets — keep them under $15 each — and they have to be here by Wednesday, December 16 for the shift party.

Thanks,
Bianca Flores
HR Generalist
Northgate Distribution Center
5500 Logistics Way, Dock 14, Reno NV 89502
775-555-0159 · 410 associates, 3 shifts`,
    expect: { productType: 'hot cocoa gift set', qty: 60, maxUnitCents: 1500, maxProductionDays: 15 },
  },
  {
    id: 'r8-em-22',
    q: `Hi Emily,

The co-op is putting together thank-you baskets for our member farms. We'd like 100 local honey gifts — a honey jar or a honey sampler, either works — at $8 each or under.

Regards,
Walt Jensen
Valley Growers Co-op
Route 9, Box 112, Lancaster PA 17602
717-555-0104 · 62 member farms`,
    expect: { productType: 'honey', qty: 100, maxUnitCents: 800 },
  },
  {
    id: 'r8-em-23',
    q: `Hello!

We're launching a teacher-training program in January and every graduate gets a logo yoga mat. Could we get 40 yoga mats under $20 each?

Namaste,
Sara Lindqvist
Owner, Mat & Mug Yoga Studio
(yes, there's a coffee bar)
919 Elm St, Studio 2, Boulder CO 80302
303-555-0170`,
    expect: { productType: 'yoga mat', qty: 40, maxUnitCents: 2000 },
  },
  {
    id: 'r8-em-24',
    q: `Alicia, see below from Lt. Brooks — can you pull options for her?

Capt. Luis Reyes
Cedar Falls Fire Department, Station 3

---------- Forwarded message ---------
From: Lt. Dana Brooks
To: Capt. Luis Reyes
Subject: open house giveaways

Captain,

As discussed at the station meeting, for the fire-prevention open house we'd like LED flashlights for the kids' safety bags: 150 of them in red, at $6 each or less.

Lt. Dana Brooks
Community Risk Reduction
Cedar Falls Fire Department, Station 3
2100 Engine Rd, Cedar Falls IA 50613
Non-emergency 319-555-0186 · In an emergency dial 911`,
    expect: { productType: 'led flashlight', qty: 150, colour: 'red', maxUnitCents: 600 },
  },
  {
    id: 'r8-em-25',
    q: `Hi Marcus,

New-member welcome kits are getting a refresh. We'd like 200 resistance band sets with our logo, and we can spend up to $8 per set.

Stay strong,
Tasha Greene
Membership Director
Iron Works Fitness — 2 clubs, 1,900 members
75 Mill St, Suite 5, Providence RI 02903
401-555-0127`,
    expect: { productType: 'resistance band set', qty: 200, maxUnitCents: 800 },
  },
  {
    id: 'r8-em-26',
    q: `Hi Joanna,

The summer exhibit opening is in June, but our budget year closes December 31 so we want to order now: 1,000 hand fans for visitors, a dollar or less each.

Best wishes,
Dr. Helen Marsh
Director of Visitor Services
Museum of the Southern Plains
600 Heritage Way, Oklahoma City OK 73102
405-555-0120 · Free admission Thursdays`,
    expect: { productType: ['hand fan', 'folding paper fan'], qty: 1000, maxUnitCents: 100 },
  },
  {
    id: 'r8-em-27',
    q: `Hi Devon,

We just booked two trade shows in Q1 and need 2 retractable banner stands, each no more than $200. We need them made fast — produced within 7 days — since the graphics aren't final until next week.

Thanks,
Priyanka Shah
Marketing Lead, Boxwood Analytics
Booth #1142 at DataCon 2027
88 Pearl St, Floor 3, Denver CO 80203
720-555-0114`,
    expect: { productType: 'retractable banner stand', qty: 2, maxUnitCents: 20000, maxProductionDays: 7 },
  },
  {
    id: 'r8-em-28',
    q: `Hi Liz,

Camp Kinnikinnick's winter break day camp needs temporary tattoos for the kids: 1,000 of them, under 50 cents apiece.

Thanks!!
Becca Morgan
Program Director, Camp Kinnikinnick
Ages 6–12 · 180 campers a week · ACA accredited
4800 Lakeshore Dr, Cabin 1, Traverse City MI 49684
231-555-0193`,
    expect: { productType: 'temporary tattoo', qty: 1000, maxUnitCents: 50 },
  },
  {
    id: 'r8-em-29',
    q: `Hello,

For our spring client-appreciation picnic we want sunscreen with our agency logo. 600 sunscreens, made in the USA, and at most $2.50 each.

Regards,
Frank DeLuca
Principal Agent
DeLuca Insurance Agency · Auto · Home · Life
1450 Route 9, Suite 12, Old Bridge NJ 08857
732-555-0165 · Licensed in NJ, NY, PA since 2001`,
    expect: { productType: 'sunscreen', qty: 600, maxUnitCents: 250, madeIn: 'US' },
  },
  {
    id: 'r8-em-30',
    q: `Hi Owen,

Forwarding this from our VP — see his note at the bottom. Short version: we'd like 250 Bluetooth item trackers (the key-finder kind) for members who open a new checking account, $10 each at the most, delivered by Friday December 11.

Thanks,
Carla Nguyen
Marketing Specialist, Golden Cup Credit Union
Federally insured by NCUA · 3 branches · 21,000 members
410 Elm Ave, Suite 100, Bend OR 97701
541-555-0148

---------- Forwarded message ---------
From: Dave Morrow, VP Member Services
Carla — members keep losing keys, let's give them trackers with our logo. Check with Owen on timing.`,
    expect: { productType: 'bluetooth item tracker', qty: 250, maxUnitCents: 1000, maxProductionDays: 12 },
  },
  // Texts and short messages (r8-tx)
  {
    id: 'r8-tx-01',
    q: 'need 2k highlighters for orientation, 75c ea max, have to be done by 12/4',
    expect: { productType: 'highlighter', qty: 2000, maxUnitCents: 75, maxProductionDays: 7 },
  },
  {
    id: 'r8-tx-02',
    q: 'hey can u price 1500 koozies in black? $1.25 max per',
    expect: { productType: 'can cooler', qty: 1500, colour: 'black', maxUnitCents: 125 },
  },
  {
    id: 'r8-tx-03',
    q: '1k carpenter pencils for the lumber yard, 50 cents or less',
    expect: { productType: 'carpenter pencil', qty: 1000, maxUnitCents: 50 },
  },
  {
    id: 'r8-tx-04',
    q: 'popsockets x500 under a buck each pls',
    expect: { productType: 'phone grip', qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r8-tx-05',
    q: '6 doz trucker caps, black, 9 bucks tops',
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 72, colour: 'black', maxUnitCents: 900 },
  },
  {
    id: 'r8-tx-06',
    q: 'pom pom beanies, orange (school color), 100 pcs',
    expect: { productType: 'pom pom beanie', qty: 100, colour: 'orange' },
  },
  {
    id: 'r8-tx-07',
    q: 'ring lights for our creator kits - 50 of em, sub $12',
    expect: { productType: 'ring light', qty: 50, maxUnitCents: 1200 },
  },
  {
    id: 'r8-tx-08',
    q: 'car chargers 300 @ $4 or under. thx',
    expect: { productType: 'car charger', qty: 300, maxUnitCents: 400 },
  },
  {
    id: 'r8-tx-09',
    q: 'popcorn tins for client gifts, 40, need em by wed 12/9, under 20 bucks',
    expect: { productType: 'popcorn tin', qty: 40, maxProductionDays: 10, maxUnitCents: 2000 },
  },
  {
    id: 'r8-tx-10',
    q: 'mint tins 2.5k, sub-$1',
    expect: { productType: 'mint tin', qty: 2500, maxUnitCents: 100 },
  },
  {
    id: 'r8-tx-11',
    q: 'trail mix packs for the hiking club. 750. $3 max each',
    expect: { productType: 'trail mix', qty: 750, maxUnitCents: 300 },
  },
  {
    id: 'r8-tx-12',
    q: 'wristbands for the fest, 5k of them, 20c max',
    expect: { productType: 'wristband', qty: 5000, maxUnitCents: 20 },
  },
  {
    id: 'r8-tx-13',
    q: 'LED bracelets x500 for the glow night, $2.50 max',
    expect: { productType: 'led bracelet', qty: 500, maxUnitCents: 250 },
  },
  {
    id: 'r8-tx-14',
    q: 'lapel pins 300, 3 bucks ea max',
    expect: { productType: 'lapel pin', qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r8-tx-15',
    q: 'frisbees 250 @ 2 dollars or less, company picnic',
    expect: { productType: ['flying disc', 'frisbee'], qty: 250, maxUnitCents: 200 },
  },
  {
    id: 'r8-tx-16',
    q: 'bucket hats in khaki, 150, $8 max',
    expect: { productType: 'bucket hat', qty: 150, colour: 'tan', maxUnitCents: 800 },
  },
  {
    id: 'r8-tx-17',
    q: 'visors wht x100 for the tennis camp',
    expect: { productType: 'visor', qty: 100, colour: 'white' },
  },
  {
    id: 'r8-tx-18',
    q: 'multitools 100 under ten bucks, produced in 8 days or less',
    expect: { productType: 'multi-tool', qty: 100, maxUnitCents: 1000, maxProductionDays: 8 },
  },
  {
    id: 'r8-tx-19',
    q: 'mousepads 250 - $2.50 max',
    expect: { productType: 'mouse pad', qty: 250, maxUnitCents: 250 },
  },
  {
    id: 'r8-tx-20',
    q: 'foam fingers for homecoming.. 500 of them a buck fifty max',
    expect: { productType: 'foam finger', qty: 500, maxUnitCents: 150 },
  },
  // Three or four constraints at once for one product (r8-mc)
  {
    id: 'r8-mc-01',
    q: 'Our field crew wants puffer vests for winter: 60 of them, black or charcoal, no more than $40 a vest, and they need to be here by Friday Dec 11.',
    expect: { productType: 'puffer vest', qty: 60, colour: ['black', 'charcoal'], maxUnitCents: 4000, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-02',
    q: '10 production days max, black only, $25 cap per bag — 100 duffel bags for the wrestling team.',
    expect: { productType: 'duffel bag', qty: 100, colour: 'black', maxUnitCents: 2500, maxProductionDays: 10 },
  },
  {
    id: 'r8-mc-03',
    q: 'Farmers market vendors association here. Looking for jute market totes in natural, 500 pieces, $8 or less each, delivered by Tuesday December 8.',
    expect: { productType: 'jute market tote', qty: 500, colour: 'natural', maxUnitCents: 800, maxProductionDays: 9 },
  },
  {
    id: 'r8-mc-04',
    q: 'We need 1,000 rPET shopping totes for the grocery co-op. They must be made in the USA and recyclable, and we can pay up to $4 a tote.',
    expect: { productType: 'rpet shopping tote', qty: 1000, madeIn: 'US', recyclable: true, maxUnitCents: 400 },
  },
  {
    id: 'r8-mc-05',
    q: 'Bamboo cutlery sets x 400 for our zero-waste pledge — made in USA, under $5 per set, need them by Fri 12/11.',
    expect: { productType: 'bamboo cutlery set', qty: 400, madeIn: 'US', maxUnitCents: 500, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-06',
    q: 'Could you find wireless charging pads for our sales kickoff? 200 units, black, under $15 each, in hand by Friday, December 18.',
    expect: { productType: 'wireless charging pad', qty: 200, colour: 'black', maxUnitCents: 1500, maxProductionDays: 17 },
  },
  {
    id: 'r8-mc-07',
    q: 'For the new study rooms at the law library: 50 LED desk lamps, white, max $30 apiece, produced within 12 days.',
    expect: { productType: 'led desk lamp', qty: 50, colour: 'white', maxUnitCents: 3000, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-08',
    q: '144 enamel camp mugs, USA-made, $10.50 tops, and they have to ship within 8 days — the outfitters show is right after.',
    expect: { productType: 'enamel camp mug', qty: 144, madeIn: 'US', maxUnitCents: 1050, maxProductionDays: 8 },
  },
  {
    id: 'r8-mc-09',
    q: 'Front-desk staff at our three clinics need button-down oxford shirts: 120 in sky blue, under $25 per shirt, produced within 8 days.',
    expect: { productType: 'oxford shirt', qty: 120, colour: 'light blue', maxUnitCents: 2500, maxProductionDays: 8 },
  },
  {
    id: 'r8-mc-10',
    q: 'Made in USA is a must for this one. 80 fleece quarter-zips, grey or charcoal, $30 max each, delivered by Wednesday Dec 9.',
    expect: { productType: 'quarter-zip', qty: 80, madeIn: 'US', colour: ['gray', 'charcoal'], maxUnitCents: 3000, maxProductionDays: 10 },
  },
  {
    id: 'r8-mc-11',
    q: 'Alumni association: 250 crewneck sweatshirts in burgundy, American-made, $5,000 total for all 250, and in hand by Friday December 11 for the reunion.',
    expect: { productType: 'crewneck sweatshirt', qty: 250, colour: 'maroon', madeIn: 'US', maxUnitCents: 2000, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-12',
    q: 'We have $950 for 50 messenger bags for our couriers. Grey or charcoal, and produced in 12 days or less.',
    expect: { productType: 'messenger bag', qty: 50, maxUnitCents: 1900, colour: ['gray', 'charcoal'], maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-13',
    q: 'Red folding camp chairs for the tailgate crew, 30 of them, under $30 each. The tailgate is Saturday December 5, so they must be delivered by then.',
    expect: { productType: 'folding camp chair', qty: 30, colour: 'red', maxUnitCents: 3000, maxProductionDays: 7 },
  },
  {
    id: 'r8-mc-14',
    q: 'Golf umbrellas — navy, made in the USA, 100 count, $15 or less each, and we need them by Friday 12/11 for the member-guest.',
    expect: { productType: 'golf umbrella', qty: 100, colour: 'navy', madeIn: 'US', maxUnitCents: 1500, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-15',
    q: '300 reusable produce bag sets. Requirements from the board: recyclable, made in USA, under $5 a set, delivered by Friday December 11.',
    expect: { productType: 'reusable produce bag set', qty: 300, recyclable: true, madeIn: 'US', maxUnitCents: 500, maxProductionDays: 12 },
  },
  {
    id: 'r8-mc-16',
    q: 'Sustainable gift for our donors: beeswax food wraps, 250, US-made, eco-friendly obviously, max $7 each, by Tuesday December 8.',
    expect: { productType: 'beeswax food wrap', qty: 250, madeIn: 'US', eco: true, maxUnitCents: 700, maxProductionDays: 9 },
  },
  {
    id: 'r8-mc-17',
    q: 'Black solar power banks, 100 of them, under $20 each, arriving no later than Tuesday December 15.',
    expect: { productType: 'solar power bank', qty: 100, colour: 'black', maxUnitCents: 2000, maxProductionDays: 14 },
  },
  {
    id: 'r8-mc-18',
    q: 'Years-of-service awards: 20 walnut plaques, $60 each at most, produced within 10 days.',
    expect: { productType: 'walnut plaque', qty: 20, maxUnitCents: 6000, maxProductionDays: 10 },
  },
  {
    id: 'r8-mc-19',
    q: 'Gold medals for the swim meet — 150, under $5 apiece. The meet is Saturday, December 5 and they have to be on the pool deck by then.',
    expect: { productType: 'medal', qty: 150, colour: 'gold', maxUnitCents: 500, maxProductionDays: 7 },
  },
  {
    id: 'r8-mc-20',
    q: '4 feather flags for the dealership lot, green, $125 max per flag, produced within 8 days.',
    expect: { productType: 'feather flag', qty: 4, colour: 'green', maxUnitCents: 12500, maxProductionDays: 8 },
  },
  {
    id: 'r8-mc-21',
    q: 'Podcast studio giveaway: 30 over-ear headphones in black, made in USA, $25 or under, by Monday December 14.',
    expect: { productType: 'over-ear headphones', qty: 30, colour: 'black', madeIn: 'US', maxUnitCents: 2500, maxProductionDays: 13 },
  },
  {
    id: 'r8-mc-22',
    q: 'insulated water bottles, 300, blue or navy, made in the USA, under $13 each, need by Tue 12/8',
    expect: { productType: 'insulated water bottle', qty: 300, colour: ['blue', 'navy'], madeIn: 'US', maxUnitCents: 1300, maxProductionDays: 9 },
  },
  {
    id: 'r8-mc-23',
    q: 'Red picnic blankets for our summer concert sponsors — 75, keep each under $25, delivered by Thursday December 10.',
    expect: { productType: 'picnic blanket', qty: 75, colour: 'red', maxUnitCents: 2500, maxProductionDays: 11 },
  },
  {
    id: 'r8-mc-24',
    q: '200 first aid kits for our delivery vans, $10 max each, and produced within 8 days please.',
    expect: { productType: 'first aid kit', qty: 200, maxUnitCents: 1000, maxProductionDays: 8 },
  },
  {
    id: 'r8-mc-25',
    q: '36 gourmet cookie gift boxes for our top clients, made in USA, under $30 a box, delivered by Thursday Dec 3.',
    expect: { productType: 'gourmet cookie gift box', qty: 36, madeIn: 'US', maxUnitCents: 3000, maxProductionDays: 6 },
  },
  // Types the catalogue lacks, alone or beside one it has (r8-ab)
  {
    id: 'r8-ab-01',
    q: `Hi Sam — do you carry aprons? Our tasting-room staff needs 40 in black with the winery logo embroidered on the chest.

Claire, Bottle Creek Vineyards`,
    expect: { productType: 'apron', absent: true, qty: 40, colour: 'black' },
  },
  {
    id: 'r8-ab-02',
    q: 'Looking for 200 sets of scrubs in navy with our clinic logo for the nursing staff. Do you have those?',
    expect: { productType: 'scrub', absent: true, qty: 200, colour: 'navy' },
  },
  {
    id: 'r8-ab-03',
    q: 'For our adoption packets we need 200 dog leashes and 200 tote bags in green, logo on both.',
    expect: { qty: 200, items: [{ productType: 'dog leash', absent: true }, { productType: 'tote', colour: 'green' }] },
  },
  {
    id: 'r8-ab-04',
    q: 'Our kids savings club wants piggy banks — 500 of them, under $5 each. Anything like that?',
    expect: { productType: 'piggy bank', absent: true, qty: 500, maxUnitCents: 500 },
  },
  {
    id: 'r8-ab-05',
    q: `Hey Jess, for the new hires on the site crew: 150 hard hats with our logo, and 150 cooling towels in orange or yellow.
Rick — Blue Cap Builders`,
    expect: { qty: 150, items: [{ productType: 'hard hat', absent: true }, { productType: 'cooling towel', colour: ['orange', 'yellow'] }] },
  },
  {
    id: 'r8-ab-06',
    q: 'Pro shop order: 72 golf gloves and 72 golf towels, the towels under $8 each.',
    expect: { qty: 72, items: [{ productType: 'golf glove', absent: true }, { productType: 'golf towel', maxUnitCents: 800 }] },
  },
  {
    id: 'r8-ab-07',
    q: 'We run a beach resort and want 300 beach towels with our logo for the cabanas. What do you have?',
    expect: { productType: 'beach towel', absent: true, qty: 300 },
  },
  {
    id: 'r8-ab-08',
    q: 'Café opening! Could you quote 144 glass mugs (the clear double-wall kind) with our logo?',
    expect: { productType: 'glass mug', absent: true, qty: 144 },
  },
  {
    id: 'r8-ab-09',
    q: 'Do you have ceramic tumblers? We want 100 for a pottery studio fundraiser, under $15.',
    expect: { productType: 'ceramic tumbler', absent: true, qty: 100, maxUnitCents: 1500 },
  },
  {
    id: 'r8-ab-10',
    q: 'any Otterbox-style phone cases? 250 for our sales team',
    expect: { productType: 'phone case', absent: true, qty: 250 },
  },
  {
    id: 'r8-ab-11',
    q: "For the booth at DevSummit we want 500 Rubik's cubes with our logo and 500 stress balls, a dollar each max for both.",
    expect: { qty: 500, maxUnitCents: 100, items: [{ productType: "rubik's cube", absent: true }, { productType: ['stress ball', 'stress reliever ball'] }] },
  },
  {
    id: 'r8-ab-12',
    q: `Tom,

For the wine club holiday shipment we'd like 144 wine openers and 144 stemless wine glasses. Glasses should be $5 or less each.

Thanks,
Claire`,
    expect: { qty: 144, items: [{ productType: 'wine opener', absent: true }, { productType: 'stemless wine glass', maxUnitCents: 500 }] },
  },
  {
    id: 'r8-ab-13',
    q: 'Casino night fundraiser: 500 decks of playing cards and 500 red koozies, please.',
    expect: { qty: 500, items: [{ productType: 'playing card', absent: true }, { productType: 'can cooler', colour: 'red' }] },
  },
  {
    id: 'r8-ab-14',
    q: 'Do you sell wall clocks? The new wing of the school needs 40 for the classrooms, school logo on the face.',
    expect: { productType: 'wall clock', absent: true, qty: 40 },
  },
  {
    id: 'r8-ab-15',
    q: `Hello — travel agency here. We'd like to give our honeymoon clients 200 luggage tags and 200 zippered travel pouches in navy.

Best,
Ana Ribeiro
Wanderlust Travel Co. · IATA 10-5 2231 · 5 agents`,
    expect: { qty: 200, items: [{ productType: 'luggage tag', absent: true }, { productType: 'zippered travel pouch', colour: 'navy' }] },
  },
  // Conversations of 2–4 turns (r8-cv)
  {
    id: 'r8-cv-01',
    turns: [
      {
        q: 'Can you pull bottle opener keychains for our taproom? 300 pieces, $2 max each.',
        expect: { productType: 'bottle opener keychain', qty: 300, maxUnitCents: 200 },
      },
      {
        q: 'any in black?',
        expect: { productType: 'bottle opener keychain', qty: 300, maxUnitCents: 200, colour: 'black', intentColours: ['black'] },
      },
      {
        q: 'what about 500 of them?',
        expect: { productType: 'bottle opener keychain', qty: 500, maxUnitCents: 200, colour: 'black', intentQty: 500 },
      },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r8-cv-02',
    turns: [
      {
        q: "We need 500 retractable badge reels for the nursing staff at St. Luke's.",
        expect: { productType: 'retractable badge reel', qty: 500 },
      },
      { q: 'cheaper ones?', expect: { productType: 'retractable badge reel', qty: 500, intentQty: 500 } },
      { q: 'sort those by price, lowest first', expect: { productType: 'retractable badge reel', qty: 500, sorted: 'price' } },
    ],
  },
  {
    id: 'r8-cv-03',
    turns: [
      {
        q: '2,000 No. 2 pencils for testing week, under 60 cents each',
        expect: { productType: 'wood pencil', qty: 2000, maxUnitCents: 60 },
      },
      { q: 'compare the first two', expect: { compared: 2 } },
      {
        q: 'Different question — do you have laptop backpacks?',
        expect: { productType: 'laptop backpack', intentQty: null, intentColours: [] },
      },
    ],
  },
  {
    id: 'r8-cv-04',
    turns: [
      {
        q: '250 executive rollerball pens in navy for our partners, under $6 each',
        expect: { productType: 'executive rollerball pen', qty: 250, colour: 'navy', maxUnitCents: 600 },
      },
      { q: 'What about leather journals instead?', expect: { productType: 'leather journal', qty: 250, colour: 'navy', intentQty: 250 } },
      {
        q: 'which of those can be produced fastest?',
        expect: { productType: 'leather journal', qty: 250, colour: 'navy', sorted: 'productionDays' },
      },
    ],
  },
  {
    id: 'r8-cv-05',
    turns: [
      { q: '500 koozies in red for our open houses this spring', expect: { productType: 'can cooler', qty: 500, colour: 'red' } },
      { q: 'and in navy?', expect: { productType: 'can cooler', qty: 500, colour: 'navy', intentColours: ['navy'] } },
      { q: 'sort by fastest production', expect: { productType: 'can cooler', qty: 500, colour: 'navy', sorted: 'productionDays' } },
    ],
  },
  {
    id: 'r8-cv-06',
    turns: [
      { q: '300 3-in-1 charging cables for our conference swag bags', expect: { productType: '3-in-1 charging cable', qty: 300 } },
      {
        q: 'we actually need them delivered by Friday Dec 4',
        expect: { productType: '3-in-1 charging cable', qty: 300, maxProductionDays: 7 },
      },
      { q: 'compare the first three', expect: { compared: 3 } },
    ],
  },
  {
    id: 'r8-cv-07',
    turns: [
      { q: 'Pill cases for our senior-pet wellness program — 400 of them.', expect: { productType: 'pill case', qty: 400 } },
      { q: 'anything under $1.60 each?', expect: { productType: 'pill case', qty: 400, maxUnitCents: 160 } },
      { q: "thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r8-cv-08',
    turns: [
      {
        q: '600 natural tote bags for the library book sale, under $3 each',
        expect: { productType: 'tote', colour: 'natural', maxUnitCents: 300, qty: 600 },
      },
      { q: 'what about 1,000?', expect: { productType: 'tote', colour: 'natural', maxUnitCents: 300, qty: 1000, intentQty: 1000 } },
      { q: 'cheaper?', expect: { productType: 'tote', colour: 'natural', maxUnitCents: 300, qty: 1000 } },
    ],
  },
  {
    id: 'r8-cv-09',
    turns: [
      {
        q: '120 white performance running caps for the run club, under $10 each',
        expect: { productType: 'performance running cap', qty: 120, colour: 'white', maxUnitCents: 1000 },
      },
      { q: 'what about visors instead?', expect: { productType: 'visor', qty: 120, colour: 'white', intentQty: 120 } },
      { q: 'great, thank you!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r8-cv-10',
    turns: [
      { q: '1,000 sticky note pads with our logo for the food bank volunteers', expect: { productType: 'sticky note pad', qty: 1000 } },
      { q: 'no rush on these', expect: { productType: 'sticky note pad', qty: 1000, noDeadline: true } },
      { q: 'cheapest first', expect: { productType: 'sticky note pad', qty: 1000, sorted: 'price' } },
    ],
  },
  {
    id: 'r8-cv-11',
    turns: [
      {
        q: '100 cork coaster sets in natural for the tasting room',
        expect: { productType: 'cork coaster set', qty: 100, colour: 'natural' },
      },
      {
        q: 'Different question: 50 fleece blankets for the wine club?',
        expect: { productType: 'fleece picnic blanket', qty: 50, intentColours: [] },
      },
    ],
  },
  {
    id: 'r8-cv-12',
    turns: [
      {
        q: '100 wireless earbuds for our new-member drawing, under $20 each',
        expect: { productType: 'wireless earbud', qty: 100, maxUnitCents: 2000 },
      },
      {
        q: 'they need to arrive by Friday, December 11',
        expect: { productType: 'wireless earbud', qty: 100, maxUnitCents: 2000, maxProductionDays: 12 },
      },
      {
        q: 'sort by price',
        expect: { productType: 'wireless earbud', qty: 100, maxUnitCents: 2000, maxProductionDays: 12, sorted: 'price' },
      },
    ],
  },
  {
    id: 'r8-cv-13',
    turns: [
      {
        q: '40 black softshell jackets for the foremen, $60 max',
        expect: { productType: 'softshell jacket', qty: 40, colour: 'black', maxUnitCents: 6000 },
      },
      {
        q: 'Do they come in charcoal or grey instead?',
        expect: { productType: 'softshell jacket', qty: 40, colour: ['charcoal', 'gray'], maxUnitCents: 6000, intentColours: ['charcoal', 'gray'] },
      },
    ],
  },
  {
    id: 'r8-cv-14',
    turns: [
      { q: '20 rolling carry-on bags for our employee-of-the-year prizes', expect: { productType: 'rolling carry-on bag', qty: 20 } },
      { q: 'compare the first two', expect: { compared: 2 } },
      { q: 'thanks, very helpful', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r8-cv-15',
    turns: [
      { q: '1,000 black dry-erase markers for the district', expect: { productType: 'dry-erase marker', qty: 1000, colour: 'black' } },
      { q: 'what about permanent markers?', expect: { productType: 'permanent marker', qty: 1000, colour: 'black', intentQty: 1000 } },
      { q: 'in orange?', expect: { productType: 'permanent marker', qty: 1000, colour: 'orange', intentColours: ['orange'] } },
    ],
  },
  {
    id: 'r8-cv-16',
    turns: [
      {
        q: '2,000 hand sanitizers for flu season, under $1.50 each',
        expect: { productType: 'hand sanitizer', maxUnitCents: 150, qty: 2000 },
      },
      { q: 'made in USA only please', expect: { productType: 'hand sanitizer', maxUnitCents: 150, qty: 2000, madeIn: 'US' } },
      { q: 'what about 5,000?', expect: { productType: 'hand sanitizer', maxUnitCents: 150, qty: 5000, madeIn: 'US', intentQty: 5000 } },
    ],
  },
  {
    id: 'r8-cv-17',
    turns: [
      {
        q: '300 protein shaker bottles for new gym members, under $5',
        expect: { productType: 'protein shaker bottle', qty: 300, maxUnitCents: 500 },
      },
      {
        q: 'in black',
        expect: { productType: 'protein shaker bottle', qty: 300, maxUnitCents: 500, colour: 'black', intentColours: ['black'] },
      },
      {
        q: 'which ones are fastest to produce?',
        expect: { productType: 'protein shaker bottle', qty: 300, maxUnitCents: 500, colour: 'black', sorted: 'productionDays' },
      },
    ],
  },
  {
    id: 'r8-cv-18',
    turns: [
      { q: '50 certificate frames for our docent graduation', expect: { productType: 'certificate frame', qty: 50 } },
      { q: 'cheaper?', expect: { productType: 'certificate frame', qty: 50, intentQty: 50 } },
      { q: 'Unrelated — do you carry lapel pins?', expect: { productType: 'lapel pin', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r8-cv-19',
    turns: [
      {
        q: '150 undated weekly planners for client gifts, $10 max',
        expect: { productType: 'undated weekly planner', qty: 150, maxUnitCents: 1000 },
      },
      { q: 'any made in the USA?', expect: { productType: 'undated weekly planner', qty: 150, maxUnitCents: 1000, madeIn: 'US' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r8-cv-20',
    turns: [
      {
        q: '500 leatherette keychains in black for new checking accounts',
        expect: { productType: 'leatherette keychain', qty: 500, colour: 'black' },
      },
      { q: 'what about metal keychains?', expect: { productType: 'metal keychain', qty: 500, colour: 'black', intentQty: 500 } },
    ],
  },
  {
    id: 'r8-cv-21',
    turns: [
      { q: '48 tea sampler boxes for our CSA members', expect: { productType: 'tea sampler box', qty: 48 } },
      { q: 'they have to be here by Wednesday Dec 9', expect: { productType: 'tea sampler box', qty: 48, maxProductionDays: 10 } },
      { q: 'Different topic — any honey jars?', expect: { productType: 'honey jar', intentQty: null, intentProdDays: null } },
    ],
  },
  {
    id: 'r8-cv-22',
    turns: [
      {
        q: '100 fleece blankets in grey for the holiday party raffle',
        expect: { productType: 'fleece picnic blanket', colour: 'gray', qty: 100 },
      },
      { q: 'what about 250?', expect: { productType: 'fleece picnic blanket', colour: 'gray', qty: 250, intentQty: 250 } },
      { q: 'sort by lowest price', expect: { productType: 'fleece picnic blanket', colour: 'gray', qty: 250, sorted: 'price' } },
    ],
  },
  {
    id: 'r8-cv-23',
    turns: [
      { q: '200 candy jars for the church bake sale', expect: { productType: ['candy jar', 'jelly bean jar'], qty: 200 } },
      { q: 'in red?', expect: { productType: ['candy jar', 'jelly bean jar'], qty: 200, colour: 'red', intentColours: ['red'] } },
      { q: 'no rush, whenever', expect: { productType: ['candy jar', 'jelly bean jar'], qty: 200, colour: 'red', noDeadline: true } },
    ],
  },
  {
    id: 'r8-cv-24',
    turns: [
      { q: '500 swivel USB flash drives under $5', expect: { productType: 'swivel usb flash drive', maxUnitCents: 500, qty: 500 } },
      { q: 'what about 1,000?', expect: { productType: 'swivel usb flash drive', maxUnitCents: 500, qty: 1000, intentQty: 1000 } },
      { q: 'cheapest first please', expect: { productType: 'swivel usb flash drive', maxUnitCents: 500, qty: 1000, sorted: 'price' } },
    ],
  },
  {
    id: 'r8-cv-25',
    turns: [
      {
        q: '1,000 event badge holders in black for our user conference',
        expect: { productType: 'event badge holder', qty: 1000, colour: 'black' },
      },
      { q: 'what about lanyards?', expect: { productType: 'lanyard', qty: 1000, colour: 'black', intentQty: 1000 } },
    ],
  },
  {
    id: 'r8-cv-26',
    turns: [
      { q: '250 pedometers for our wellness challenge', expect: { productType: ['pedometer', 'step counter'], qty: 250 } },
      { q: 'no rush on these', expect: { productType: ['pedometer', 'step counter'], qty: 250, noDeadline: true } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r8-cv-27',
    turns: [
      { q: '30 black foam rollers for the studio', expect: { productType: 'foam roller', qty: 30, colour: 'black' } },
      { q: 'make that 50', expect: { productType: 'foam roller', qty: 50, colour: 'black', intentQty: 50 } },
      { q: 'New order, separate thing: 200 water bottles', expect: { productType: 'water bottle', qty: 200, intentColours: [] } },
    ],
  },
  {
    id: 'r8-cv-28',
    turns: [
      {
        q: '60 structured baseball caps in maroon for the marching band',
        expect: { productType: 'structured baseball cap', qty: 60, colour: 'maroon' },
      },
      { q: 'what about beanies?', expect: { productType: 'beanie', qty: 60, colour: 'maroon', intentQty: 60 } },
      {
        q: 'the parade is Friday December 11, can those make it?',
        expect: { productType: 'beanie', qty: 60, colour: 'maroon', maxProductionDays: 12 },
      },
    ],
  },
  {
    id: 'r8-cv-29',
    turns: [
      { q: '500 toothbrushes with our logo for the school visits', expect: { productType: 'toothbrush', absent: true, qty: 500 } },
      { q: 'ok, what about lip balm then?', expect: { productType: 'lip balm', qty: 500, intentQty: 500 } },
      { q: 'under $1 each?', expect: { productType: 'lip balm', qty: 500, maxUnitCents: 100 } },
    ],
  },
  {
    id: 'r8-cv-30',
    turns: [
      { q: '250 phone stands under $4 for the launch event', expect: { productType: 'phone stand', qty: 250, maxUnitCents: 400 } },
      {
        q: 'any in white?',
        expect: { productType: 'phone stand', qty: 250, maxUnitCents: 400, colour: 'white', intentColours: ['white'] },
      },
      { q: 'what about phone wallets?', expect: { productType: 'phone wallet', qty: 250, colour: 'white', intentQty: 250 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
];
