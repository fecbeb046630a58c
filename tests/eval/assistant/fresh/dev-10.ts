import type { EvalCase } from '../expect.js';

/**
 * A tenth set of fresh requests for the chat assistant: 130 cases (175 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions in
 * the headers of cases.ts, dev-2.ts, dev-3.ts, dev-4.ts, dev-6.ts, dev-7.ts, dev-8.ts and dev-9.ts —
 * without reading the assistant's code, its earlier evaluation questions or the cases of the other
 * fresh sets, and without running the assistant.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * The mix: 34 client emails to their rep with a greeting, context and a signature full of numbers
 * that are not quantities (rooms, suites, units, extensions, phone and pledge lines, commission,
 * licence, permit, IMO, grant and team numbers, cohort and class years, member, meter, apiary,
 * screen, lift, acre and sailor counts, square footage, elevations, seasons, founding years) (r11-em);
 * 30 texts and chat messages with shorthand and typos ("charcol", "u", "em", "obv", "plz"), slang
 * budgets and cents ("two bucks", "a buck fifty", "buck seventy-five max", "80c", "sub 60 cents",
 * "$14 or so", "$900 to spend on 300") and quantities as "1.5k", "1k", "2k", "4 dozen", "2 doz",
 * "2 gross", "250ish", "a couple hundred", "5 hundred", "x300", "enough for 3 teams of 12", "one
 * for each of our 85 volunteers" (r11-tx); 16 "Do you sell / have / carry …?" questions, nine for
 * types the catalogue lacks (one of them beside a type it has) and seven for types it has (r11-qu);
 * 22 requests for two or three products, each with its own quantity, colour or budget, with a
 * shared quantity, colour, date or made-in, totals across items or for one item, corrections
 * inside the message ("bump the journals to 30", "make it 150 webcam covers then", "scratch the
 * tumblers — make it 80 wireless chargers instead") and absent types beside present ones (r11-mu);
 * and 28 conversations of 2–4 turns — cheaper?, another colour, another quantity (a total budget
 * divided again), a deadline moved earlier or later, "no rush" after a date, "what about <another
 * type> instead?", "also …", sort by price or production time, compare, thanks, and new unrelated
 * requests that carry nothing over (r11-cv). The writers are a veterinary college, a climbing gym,
 * a symphony, a substance-free wellness fair, a coding bootcamp, a county fair, a landscaping and
 * snow company, a mosque, a film festival, a tattoo studio, a pickleball league, a cruise line, a
 * university lab, taco trucks, a mobile notary, a homeschool co-op, a ski patrol, a yacht club, a
 * community radio station, an electric co-op, a robotics team, a hospice, a bike shop, a roller
 * derby league, an architecture firm, a ferry line, a translation agency, beekeepers, a coffee
 * roaster, a planetarium, a ski resort, a language school and a community theater.
 *
 * Five turns cannot be met on purpose, each marked with a comment: a quantity under every minimum
 * (25 lanyards, r11-em-34), a budget under every price (yoga mats at $10, r11-tx-23), a colour no
 * product of the type comes in (maroon yoga mats, r11-qu-15), eco where only two products of the
 * type are eco (the caps item of r11-mu-17) and a deadline only rush could meet (softshell jackets
 * in 3 production days, r11-cv-17 turn 3). Their reply pattern names the constraint to relax
 * (dev-2.ts).
 *
 * Every turn was checked with .scratch/set11/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints` / `unitPriceCents`: each satisfiable turn (each item of a
 * several-product turn) has at least 3 fitting products, and every "cheaper?" turn at least 10;
 * each absent type matches no catalogue product name and at least 3 alternatives meet the
 * request's other constraints; a total across items covers the cheapest fitting product per item;
 * every product type that is not absent names at least one catalogue product; every colour word
 * names a catalogue colour; and each turn marked unmeetable has fewer than 3 fitting products.
 *
 * Read as in the earlier headers (now is Sunday 22 November 2026; production days are the working
 * days after today up to the date, minus 3: Dec 4 → 7, Dec 9 → 10, Dec 10 → 11, Dec 11 → 12,
 * Dec 15 → 14, Dec 16 → 15, Dec 18 → 17, Dec 22 → 19, Fri Jan 8 → 32, Mon Jan 11 → 33, Thu Jan 14
 * → 36, Fri Jan 15 → 37, Fri Jan 22 → 42). Readings decided here beyond them:
 * - Dates: an event on a Saturday or a Sunday is read by the Friday before (dev-8 for Saturdays):
 *   Sunday December 6 → 7, Sunday December 13 → 12, Saturday December 19 and "sun dec 20" → 17,
 *   Saturday January 9 → 32, Saturday January 16 → 37, Saturday January 23 → 42. "Needs to land
 *   by", "in hand by", "be in by then", "before our first weekend", "before tech week starts
 *   Monday, December 7" are all by that date. When an email gives an event date and an earlier
 *   date the items are needed for assembly ("festival opens January 21 … need to land by January
 *   8"), the earlier one counts (dev-4). A date only in a signature ("Fair dates: July 14–19,
 *   2027") limits nothing; "no rush on these at all, the fair isn't until July" is noDeadline.
 * - Budgets: "keep it around $X", "$X or so", "ceiling of $X", "$X ceiling", "$X cap", "tops out
 *   at $X", "can't go over two bucks", "nothing over $X", "no more than $X" are all at most X (dev-3
 *   for "around"). "We've got $X to spend on N" and "$X to spend on them" (N named elsewhere) are a
 *   total divided by N, rounded down ($2,400 on 300 → 800 cents; $2,400 on 48 → 5000). A total
 *   said of one item of several ("$3,750 all in for the sweatshirts", 150 of them) is that item's
 *   unit budget (2500); a total "for everything" / "for the whole lot" is maxTotalCents. "80c",
 *   "75 cents", "sub 60 cents" are cents; "a buck seventy-five max" 175; "2 bucks or less" 200.
 *   A price named as something else ("the $120 membership level") is not a budget.
 * - Quantities: "a couple hundred" alone is 200 (dev-6 had used it only beside the figure);
 *   "250ish" 250; "4 dozen" 48, "six dozen" 72, "2 doz" 24, "2 gross" 288; "1.5k" 1500;
 *   "5 hundred" 500; "enough for 3 teams of 12" 36; "96 players across 16 teams of 6" 96; "one for
 *   each of our 85 volunteers" 85; "600 cabins" with "per cabin: a sunscreen and a lip balm" is 600
 *   of each; "25 for the artists" is 25. A correction inside the message replaces the quantity or
 *   item it names and leaves the rest.
 * - Colours: "school colors are green and gold, so one of those" accepts Green (and Forest Green)
 *   or Gold; the same colours "if possible" are a preference and state nothing. "they have to
 *   be forest green, that's our truck color" is Forest Green only; "royal" is Royal Blue; "lime green" is Lime; "blue
 *   for everything — navy's fine too" accepts any blue or Navy; "natural canvas colour" is
 *   Natural; "red if you have them" is a preference.
 * - Preferences, as before, state nothing: "made in the US if u can", "if possible"; "pls" and
 *   "please" after a constraint do not soften it ("eco friendly pls", "recyclable pls").
 * - Types as the catalogue names them: "koozies" can coolers (dev-6); "drawstring bags" Drawstring
 *   Backpacks; "insulated lunch bags" Insulated Lunch Cooler Bags; "event wristbands" Event
 *   Wristbands only; "the Tritan ones" Tritan Water Bottles; "honey gift — a honey jar or a local
 *   honey sampler" any name with Honey; "luggage trackers" Smart Luggage Trackers; "thundersticks"
 *   Thunderstick Noisemakers; "medals with ribbon" Medals with Ribbon and Die-Cast Medals (dev-4);
 *   "stadium seat cushions" Stadium Seat Cushions; "the seed paper ones" (bookmarks) Seed Paper
 *   Bookmarks; "shaker bottles" Protein Shaker Bottles; "pencils" any Pencil (carpenter,
 *   mechanical, wood); "sun visors" any Visor and "performance visors" Performance Visors only;
 *   "hoodies" both Pullover and Full-Zip Hoodies; "polos" any Polo; "umbrellas" any Umbrella.
 * - Absent types, by the client's phrase (each matches no catalogue name): chalk bags, earplugs,
 *   pickleball paddles, rubber stamps, work gloves, lab coats, rubber ducks, clipboards, popcorn
 *   buckets (the catalogue's Popcorn Tins are not), carabiners, lighters, stickers, rulers, pet
 *   bowls, whistles, aprons and embossers. The request's quantity and colour still bind the
 *   alternatives.
 * - Conversations: "Update: … moved up to Friday December 4" replaces the deadline
 *   (intentProdDays 7); "Actually scratch the date, no rush on these" is noDeadline and a later
 *   colour follow-up keeps it; "what about for 150 of them?" after "$3,000 total" for 200 divides
 *   the total again (2000 cents; dev-3); "what about badge holders / puffer vests / hoodies
 *   instead?" keeps the quantity and colours in force (dev-7) and is not judged on the earlier
 *   type's budget; "do you have umbrellas?" followed by "ok — 50 of them in black…" refines the
 *   same type; "Separate thing:", "Unrelated —", "Different question —", "New request:" and "ok
 *   then … instead" after an absent type start afresh (intentQty / intentColours of the new
 *   request only); "cheers, that helps", "Great, thank you!", "hey thanks!!" show no products.
 */
export const DEV_10_CASES: EvalCase[] = [
  // ——— Emails (r11-em) ———
  {
    id: 'r11-em-01',
    q: `Hi Priya,

Hope your Thanksgiving week is off to a calm start. Our White Coat Ceremony for the incoming DVM Class of 2030 is Thursday, January 14, and the dean would like each of the 142 first-years to receive a padfolio with the college seal on the cover. We'd like to stay under $15 apiece.

Many thanks,
Dr. Helen Marsh
Associate Dean for Student Affairs
Hollis College of Veterinary Medicine
Room 214, Schurman Hall · 607-555-0143 ext. 22
Accredited by the AVMA COE since 1968`,
    expect: { productType: 'padfolio', qty: 142, maxUnitCents: 1500, maxProductionDays: 36 },
  },
  {
    id: 'r11-em-02',
    q: `Hey Marco,

We're opening our second wall in Boulder next month and want something members will actually carry to the crag. Thinking insulated water bottles, 200 of them, black or charcoal so the chalk doesn't show. Keep it around $14 each if you can.

Cheers,
Jess Ocampo
Membership Lead, Crux & Chalk Climbing
4,800 sq ft of bouldering · 52 top-rope lanes
1650 38th St, Unit 3 · (303) 555-0118`,
    expect: { productType: 'insulated water bottle', qty: 200, maxUnitCents: 1400, colour: ['black', 'charcoal'] },
  },
  {
    id: 'r11-em-03',
    q: `Good morning,

The Riverside Symphony is thanking its season subscribers at the Holiday Pops concert on Saturday, December 12. We'd love to hand each of them a tote bag in a natural canvas colour. We have 400 subscriber households, and the board has asked that we spend no more than $4.50 a bag.

Warm regards,
Colette Ferrand
Director of Patron Services
Riverside Symphony Orchestra — 87th Season
Box Office 412-555-0199 · Hartwell Hall, Suite 500`,
    expect: { productType: 'tote', qty: 400, maxUnitCents: 450, colour: 'natural', maxProductionDays: 12 },
  },
  {
    id: 'r11-em-04',
    q: `Hi there,

I'm organizing the Clearwater Wellness Fair (a substance-free community health fair, 3rd year running). We expect about 1,500 visitors and would like to give each a lip balm at the welcome table. Our ceiling is $1.25 per piece. The fair is on Saturday, January 23.

Thank you!
Amara Okafor, RN
Clearwater Community Health Collaborative
22 Harbor Rd, Bldg C · 727-555-0162
"Healthy choices, 365 days a year"`,
    expect: { productType: 'lip balm', qty: 1500, maxUnitCents: 125, maxProductionDays: 42 },
  },
  {
    id: 'r11-em-05',
    q: `Hi Sam,

Cohort 14 graduates on Friday, December 18 — 60 students finishing our 16-week full-stack program. We'd like to give every grad a pair of wireless earbuds with our logo on the case. Budget tops out at $25 a pair.

Best,
Devon Achterberg
Student Success, ForkLift Coding Bootcamp
Cohorts 1–14 · 900+ alumni placed
Floor 7, 200 Market St · 415-555-0177`,
    expect: { productType: 'wireless earbud', qty: 60, maxUnitCents: 2500, maxProductionDays: 17 },
  },
  {
    id: 'r11-em-06',
    q: `Hello,

The Tri-County Fair board wants to get ahead on next summer's giveaways. We'd like 2,500 hand fans (the folding paper kind is fine too) for the grandstand, at 90 cents or less each. No rush on these at all, the fair isn't until July.

Regards,
Walt Brennan
Secretary, Tri-County Agricultural Society
Fairgrounds Office, 4410 County Rd 12
Fair dates: July 14–19, 2027 · 563-555-0104`,
    expect: { productType: ['hand fan', 'folding paper fan'], qty: 2500, maxUnitCents: 90, noDeadline: true },
  },
  {
    id: 'r11-em-07',
    q: `Hi Rachel,

Winter crew jackets time again. We've got $2,400 to spend on 48 softshell jackets for the maintenance crews — they have to be forest green, that's our truck color. Need them by Friday, December 11 before the first big snow-removal shift.

Thanks,
Luis Herrera
Operations Manager, GreenEdge Landscaping & Snow
Licensed & insured · Lic. #LC-20931
Yard: 890 Quarry Rd · Office 612-555-0190 · 14 trucks on the road`,
    expect: { productType: 'softshell jacket', qty: 48, maxUnitCents: 5000, colour: 'forest green', maxProductionDays: 12 },
  },
  {
    id: 'r11-em-08',
    q: `Assalamu alaikum Brother Khalid,

Our masjid is hosting an interfaith open house on Sunday, December 13, and we'd like to give each guest a water bottle with our community center logo. We are expecting 300 guests and we've got $2,400 to spend on them.

JazakAllah khair,
Yusuf Rahman
Outreach Committee, Masjid An-Noor & Community Center
1200 Elm Ave · 614-555-0137 · Jumu'ah at 1:15 pm`,
    expect: { productType: 'water bottle', qty: 300, maxUnitCents: 800, maxProductionDays: 12 },
  },
  {
    id: 'r11-em-09',
    q: `Hi Dana,

Credentials for the 22nd Lakeshore Film Festival: we need 800 lanyards, black, for filmmakers, press and volunteers. The festival opens Thursday, January 21, and the badges get assembled the week before, so the lanyards need to land by Friday, January 8.

Best,
Noor Haddad
Festival Operations
Lakeshore International Film Festival · 11 screens, 140 films
Suite 3B, 75 Dock St · 216-555-0122`,
    expect: { productType: 'lanyard', qty: 800, colour: 'black', maxProductionDays: 32 },
  },
  {
    id: 'r11-em-10',
    q: `Yo Chris,

Ink & Iron is turning 10 and I want to do hats for our regulars. Six dozen trucker hats, black, nothing over $12 a hat. Logo on the front panel.

— Mara
Ink & Iron Tattoo Co. · est. 2016
Open Tue–Sat 12–9 · 1137 Division St
IG @inkandiron.pdx · 503-555-0148`,
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 72, maxUnitCents: 1200, colour: 'black' },
  },
  {
    id: 'r11-em-11',
    q: `Hi Kim,

Our winter indoor league starts up after New Year's and we'd like a cooling towel for each player — 96 players across 16 teams of 6. Lime or yellow to match our ball. Under $6 each please.

Thanks a bunch,
Gary Lindqvist
Commissioner, Sun City Pickleball League
Courts 1–12, Palm Ridge Rec Center · 623-555-0156`,
    expect: { productType: 'cooling towel', qty: 96, maxUnitCents: 600, colour: ['lime', 'yellow'] },
  },
  {
    id: 'r11-em-12',
    q: `Dear Mr. Alvarez,

For our spring itineraries we'd like to place a zippered travel pouch in every stateroom on embarkation day. The first sailing carries 1,000 guests. Navy, please, and no more than $4 per pouch. We need delivery at the Port of Miami warehouse by Friday, January 15.

Kind regards,
Ingrid Solberg
Guest Amenities Procurement
Azure Line Cruises · MV Azure Dawn (IMO 9812345)
Pier 4, Berth 11 · +1 305-555-0181`,
    expect: { productType: 'travel pouch', qty: 1000, maxUnitCents: 400, colour: 'navy', maxProductionDays: 37 },
  },
  {
    id: 'r11-em-13',
    q: `Hi,

Our lab is having its end-of-year retreat on Wednesday, December 16, and the PI wants to get everyone a tumbler with the lab logo. There are 35 of us (grad students, postdocs and techs). Budget is $20 a tumbler.

Thanks,
Mei-Lin Zhou
Lab Manager, Okonkwo Lab — Dept. of Molecular Biology
Benchspace 4.112, Life Sciences Bldg · x4-8821
NIH R01 GM-123456`,
    expect: { productType: 'tumbler', qty: 35, maxUnitCents: 2000, maxProductionDays: 15 },
  },
  {
    id: 'r11-em-14',
    q: `Hey!

We run two taco trucks and want koozies to hand out at the spring festival circuit. 250 of them, orange, and we can't go over two bucks each.

Gracias,
Rudy Paz
Owner, Trompo Loco Food Trucks
Truck #1 & Truck #2 · Health permit 22-0481
Follow us for locations: 512-555-0193`,
    expect: { productType: 'can cooler', qty: 250, maxUnitCents: 200, colour: 'orange' },
  },
  {
    id: 'r11-em-15',
    q: `Good afternoon,

I'm a mobile notary and I leave a pen with every signer. I'd like 500 pens, made in the USA please, at $1.50 or less each.

Sincerely,
Beatrice Lowell
Commissioned Notary Public, Commission No. 7734-0012 (exp. 2029)
Lowell Mobile Notary & Apostille · 24/7 · 919-555-0170
Bonded for $15,000`,
    expect: { productType: 'pen', qty: 500, maxUnitCents: 150, madeIn: 'US' },
  },
  {
    id: 'r11-em-16',
    q: `Hi Tom,

Our homeschool co-op starts its spring semester in January and we'd love to give every family a composition notebook with the co-op logo. We have 85 families enrolled this year. Trying to stay under $3 each.

Blessings,
Ruth Ann Keller
Coordinator, Maple Hollow Homeschool Co-op
Meeting at Grace Fellowship, Rm 6 · 12 classes, K–12
540-555-0114`,
    expect: { productType: 'composition notebook', qty: 85, maxUnitCents: 300 },
  },
  {
    id: 'r11-em-17',
    q: `Hi,

The Whitecap Ski Patrol needs beanies for our volunteer patrollers this season — 60 of them in red so we're easy to spot on the hill. Max $12 each. We need them before our first weekend of operations, Saturday, December 19.

Thanks!
Ola Nyberg
Patrol Director, Whitecap Mountain Ski Patrol
NSP Region 4 · Patrol Room, Base Lodge Level 2
Emergency line 802-555-0111`,
    expect: { productType: 'beanie', qty: 60, maxUnitCents: 1200, colour: 'red', maxProductionDays: 17 },
  },
  {
    id: 'r11-em-18',
    q: `Hello Ana,

The Bellport Yacht Club would like duffel bags for our junior sailing instructors and racing team — 120 bags, navy. Our budget ceiling is $30 per bag.

Fair winds,
Commodore Pete Walsh
Bellport Yacht Club · est. 1921
Slip 44, 3 Harbor Lane · 631-555-0108
Junior program: 210 sailors, ages 8–17`,
    expect: { productType: 'duffel', qty: 120, maxUnitCents: 3000, colour: 'navy' },
  },
  {
    id: 'r11-em-19',
    q: `Hi Leah,

WQRT is planning thank-you gifts for our spring pledge drive. We'd like pint glasses for the $120 membership level — we're planning on 1,000 of them. Can you find some at $5 or under?

Thanks so much,
Dominic Reyes
Membership Manager, WQRT 90.7 FM Community Radio
Studio B, 48 Canal St · Pledge line 1-800-555-0190
Listener-supported since 1974`,
    expect: { productType: 'pint glass', qty: 1000, maxUnitCents: 500 },
  },
  {
    id: 'r11-em-20',
    q: `Hi Jordan,

For our annual meeting our electric cooperative gives members a small useful item. This year the board picked tape measure keychains. 2,000 of them, and we can't spend more than $2 each. Annual meeting is Friday, December 18.

Regards,
Carla Dunn
Member Services, Prairie Wind Electric Cooperative
Serving 14,200 meters in 6 counties
PO Box 77 · 785-555-0133`,
    expect: { productType: 'tape measure keychain', qty: 2000, maxUnitCents: 200, maxProductionDays: 17 },
  },
  {
    id: 'r11-em-21',
    q: `Hello,

Team 5421 (the Iron Otters) is heading to our FIRST regional and we want to give every judge and mentor a USB flash drive loaded with our engineering notebook. We'd need 150. They have to come in under $6 each — we're a student team with a small budget.

Thank you,
Priyanka Bose, Team Captain
Iron Otters Robotics · FRC Team 5421
Lincoln High School, Room 118 · est. 2015`,
    expect: { productType: 'usb flash drive', qty: 150, maxUnitCents: 600 },
  },
  {
    id: 'r11-em-22',
    q: `Dear Nadia,

Each spring the families we serve are invited to our memorial garden day. We'd like plantable seed cards they can take home, 500 of them, eco-friendly of course.

With gratitude,
Simone Achebe
Family Care Coordinator, Evergreen Hospice & Palliative Care
24-hour line 208-555-0126 · 3 locations, 140 volunteers`,
    expect: { productType: 'plantable seed card', qty: 500, eco: true },
  },
  {
    id: 'r11-em-23',
    q: `Hi Ben,

Spoke Street Cycles is doing a winter group-ride series and I'd like branded bottles for riders. The Tritan ones, 200 of them, white or clear, $9 max. First ride is Sunday, December 6, so they'd need to be in by then.

Cheers,
Theo Castellanos
Spoke Street Cycles · 2 shops, 1 repair van
327 Hill Ave · 971-555-0139 · Tues night ride 6:30`,
    expect: { productType: 'tritan water bottle', qty: 200, maxUnitCents: 900, colour: ['white', 'clear'], maxProductionDays: 7 },
  },
  {
    id: 'r11-em-24',
    q: `Hi Jamie,

Rose City Rollers are ordering merch for the new season — we want 60 pullover hoodies in black, and we can't spend more than $35 per hoodie. Bout season opens Saturday, January 9.

Thanks!
"Malice in Wonderland" (aka Alice Tran)
Merch Captain, Rose City Rollers · WFTDA member league
Practice: Tues/Thurs 7pm, Rink #2 · 503-555-0151`,
    expect: { productType: 'pullover hoodie', qty: 60, maxUnitCents: 3500, colour: 'black', maxProductionDays: 32 },
  },
  {
    id: 'r11-em-25',
    q: `Hi Oliver,

We're an architecture practice of 75 people and want to give everyone a hardcover journal for sketching at our design charrette week. Charcoal or grey covers please, nothing flashy. $12 a journal is the limit.

Best regards,
Hana Sørensen, AIA
Principal, Sørensen Vale Architects
Studio 5, 101 Ferry Building · 206-555-0187
LEED AP BD+C · Est. 2004`,
    expect: { productType: 'hardcover journal', qty: 75, maxUnitCents: 1200, colour: ['charcoal', 'gray'] },
  },
  {
    id: 'r11-em-26',
    q: `Hi Lisa,

Could you quote bottle opener keychains for our summer ferry season? We sell them at the snack bar and want 500 to start, under $2 each.

Thanks,
Captain Ray Doucette
Island Hop Ferry Co. · Routes 1–3, 14 sailings daily
Terminal Office, Slip 2 · 207-555-0172`,
    expect: { productType: 'bottle opener keychain', qty: 500, maxUnitCents: 200 },
  },
  {
    id: 'r11-em-27',
    q: `Dear Hugo,

Our translation agency wants to thank the freelance linguists who worked with us this year. 250 notebook and pen sets, please, at no more than $6 per set. We'd like them shipped by Tuesday, December 15 so they arrive before the holidays.

Merci d'avance,
Élodie Martin
Vendor Relations, Polyglot Bridge Translations
ISO 17100 certified · 62 language pairs
Suite 1400, 250 W 57th St · 212-555-0145`,
    expect: { productType: 'notebook and pen set', qty: 250, maxUnitCents: 600, maxProductionDays: 14 },
  },
  {
    id: 'r11-em-28',
    q: `Hello Grace,

We'd like to give one picnic blanket to each of our 85 hospice volunteers at the spring appreciation lunch. We've been told to keep it under $25 a blanket.

Thank you,
Frank Osei
Volunteer Coordinator, Gentle Harbor Hospice
Serving 3 counties since 1992 · 423-555-0119`,
    expect: { productType: 'picnic blanket', qty: 85, maxUnitCents: 2500 },
  },
  {
    id: 'r11-em-29',
    q: `Hi Sarah,

Our beekeepers' association is putting together welcome packets for new members and we'd like a honey gift in each — a honey jar or a local honey sampler, either is fine. 100 pieces, under $12 each.

Sweet regards,
Harold Finch
Treasurer, Blue Valley Beekeepers Association
Est. 1953 · 340 members · 48 apiaries
Hive meeting 2nd Thurs, Grange Hall Rm 3`,
    expect: { productType: 'honey', qty: 100, maxUnitCents: 1200 },
  },
  {
    id: 'r11-em-30',
    q: `Hi Marcus,

We roast in small batches and want to start selling branded ceramic mugs in the café. 48 to start, white, and I'd like to keep the cost at $8 a mug or under.

Thanks,
Ines Duarte
Owner/Roaster, Second Crack Coffee Roasters
Roastery & café · 12 single origins · 1019 Pearl St
Open 7–3 daily · 720-555-0166`,
    expect: { productType: 'ceramic mug', qty: 48, maxUnitCents: 800, colour: 'white' },
  },
  {
    id: 'r11-em-31',
    q: `Hello,

The Horizon Planetarium is running a "Dark Sky Week" for school groups and we want to give every student a small LED flashlight. We're expecting 300 kids from 12 schools. Budget is $4 per light, and the week starts Monday, January 11.

Thank you,
Dr. Anjali Rao
Education Director, Horizon Planetarium & Science Center
Dome seats 180 · Telescope deck open Fri 8–11pm
555 Observatory Way · 520-555-0128`,
    expect: { productType: 'led flashlight', qty: 300, maxUnitCents: 400, maxProductionDays: 33 },
  },
  {
    id: 'r11-em-32',
    q: `Hi Vic,

Peak 9 Resort wants SPF 30 lip balm for the ticket windows this ski season. 1,000 sticks, as cheap as you can get them but no more than $1.40 each.

Thanks,
Kelsey Brandt
Guest Services Manager, Peak 9 Mountain Resort
Summit elev. 11,200 ft · 9 lifts · 2,400 acres
Guest Services 970-555-0153`,
    expect: { productType: 'spf 30 lip balm', qty: 1000, maxUnitCents: 140 },
  },
  {
    id: 'r11-em-33',
    q: `Hello Ms. Park,

Our language school gives every new adult student a phone stand (they practice with our app). Could you suggest some for 120 students, in gray or silver, at around $5 each?

Best wishes,
Tomasz Wiśniewski
Academic Director, Lingua Nova Language School
Levels A1–C2 · 8 languages · 2nd floor, 33 Main St
Tel. 617-555-0109`,
    expect: { productType: 'phone stand', qty: 120, maxUnitCents: 500, colour: ['gray', 'silver'] },
  },
  {
    id: 'r11-em-34',
    // Unmeetable on purpose: every lanyard's minimum order is 150 or more.
    q: `Hi Jo,

Small one this time: the Carver Street Community Theater needs 25 lanyards for our backstage crew badges, purple, before tech week starts Monday, December 7.

Thanks!
Bea Lindholm
Stage Manager, Carver Street Community Theater
Season 31 · 140-seat house · Box office 555-0130`,
    expect: { productType: 'lanyard', qty: 25, colour: 'purple', maxProductionDays: 8, reply: 'relaxed[\\s\\S]*(quantity|minimum)' },
  },

  // ——— Texts and chat messages (r11-tx) ———
  { id: 'r11-tx-01', q: 'need 1.5k pens for the county fair booth, sub 60 cents each, any color', expect: { productType: 'pen', qty: 1500, maxUnitCents: 60 } },
  { id: 'r11-tx-02', q: 'hey can u find 4 dozen baseball caps in navy, 15 bucks tops', expect: { productType: 'baseball cap', qty: 48, maxUnitCents: 1500, colour: 'navy' } },
  { id: 'r11-tx-03', q: 'shopping totes 250ish, no more than $2.50 per, eco friendly pls', expect: { productType: 'shopping tote', qty: 250, maxUnitCents: 250, eco: true } },
  { id: 'r11-tx-04', q: 'a couple hundred stress balls for the vet school open house, under a buck fifty', expect: { productType: ['stress ball', 'stress reliever ball'], qty: 200, maxUnitCents: 150 } },
  { id: 'r11-tx-05', q: 'drawstring bags x300 in royal, $3 max. kickoff is dec 10 so they gotta be here by then', expect: { productType: 'drawstring backpack', qty: 300, maxUnitCents: 300, colour: 'royal blue', maxProductionDays: 11 } },
  { id: 'r11-tx-06', q: 'enough quarter zips for 3 teams of 12, charcol or black, keep it around 40 each', expect: { productType: 'quarter-zip', qty: 36, maxUnitCents: 4000, colour: ['charcoal', 'black'] } },
  { id: 'r11-tx-07', q: 'sticky notes, 500, 2 bucks or less, made in usa', expect: { productType: 'sticky note', qty: 500, maxUnitCents: 200, madeIn: 'US' } },
  { id: 'r11-tx-08', q: 'whats ur cheapest option on 1000 can coolers? need em by 12/18', expect: { productType: 'can cooler', qty: 1000, maxProductionDays: 17, sorted: 'price' } },
  { id: 'r11-tx-09', q: 'bamboo cutlery sets for the food truck rally, 150 of em, under 5 dollars, recyclable pls', expect: { productType: 'bamboo cutlery set', qty: 150, maxUnitCents: 500, recyclable: true } },
  { id: 'r11-tx-10', q: 'yo need phone grips for the tattoo expo, like 500, black or pink, a buck fifty max', expect: { productType: 'phone grip', qty: 500, maxUnitCents: 150, colour: ['black', 'pink'] } },
  { id: 'r11-tx-11', q: 'performance polos 2 doz, white, under 30 a shirt. tourney is sat dec 12', expect: { productType: 'performance polo', qty: 24, maxUnitCents: 3000, colour: 'white', maxProductionDays: 12 } },
  { id: 'r11-tx-12', q: 'got $900 to spend on 300 mouse pads, pls send options', expect: { productType: 'mouse pad', qty: 300, maxUnitCents: 300 } },
  { id: 'r11-tx-13', q: 'beach balls 5 hundred, need by fri dec 11!! cruise deck party', expect: { productType: 'beach ball', qty: 500, maxProductionDays: 12 } },
  { id: 'r11-tx-14', q: 'Need yoga mats — 30 — under $25/ea for our wellness retreat, teal or light blue pls', expect: { productType: 'yoga mat', qty: 30, maxUnitCents: 2500, colour: ['teal', 'light blue'] } },
  { id: 'r11-tx-15', q: 'can u do 1k webcam covers for the bootcamp swag bags? 80c max', expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 1000, maxUnitCents: 80 } },
  { id: 'r11-tx-16', q: 'Event wristbands, 2k, cheapest u got, need by Friday 12/11', expect: { productType: 'event wristband', qty: 2000, maxProductionDays: 12, sorted: 'price' } },
  { id: 'r11-tx-17', q: 'insulated lunch bags for 110 landscapers, charcoal so the dirt doesnt show, 12 bucks max', expect: { productType: 'lunch cooler bag', qty: 110, maxUnitCents: 1200, colour: 'charcoal' } },
  { id: 'r11-tx-18', q: 'looking for 250 carpenter pencils, sub-$1, made in the US if u can', expect: { productType: 'carpenter pencil', qty: 250, maxUnitCents: 100 } },
  { id: 'r11-tx-19', q: 'rPET totes x 500, $3.25 ceiling, must be recyclable', expect: { productType: 'rpet shopping tote', qty: 500, maxUnitCents: 325, recyclable: true } },
  { id: 'r11-tx-20', q: 'hi! dad hats for our pickleball ladies, 36 of them, pink or white, $14 or so', expect: { productType: 'dad hat', qty: 36, maxUnitCents: 1400, colour: ['pink', 'white'] } },
  { id: 'r11-tx-21', q: 'need 100 power banks 10000mah, black, 20 max, gotta have em by wed dec 16', expect: { productType: '10000 mah power bank', qty: 100, maxUnitCents: 2000, colour: 'black', maxProductionDays: 15 } },
  { id: 'r11-tx-22', q: 'chocolate bars w our logo, 600, a buck fifty each tops. mosque bake sale sun dec 20', expect: { productType: 'chocolate bar', qty: 600, maxUnitCents: 150, maxProductionDays: 17 } },
  {
    id: 'r11-tx-23',
    // Unmeetable on purpose: no yoga mat costs $10 or less.
    q: 'yoga mats for the climbing gym stretching area, 24 of them, $10 each max',
    expect: { productType: 'yoga mat', qty: 24, maxUnitCents: 1000, reply: 'relaxed[\\s\\S]*(budget|price)' },
  },
  { id: 'r11-tx-24', q: 'lapel pins 300 for the symphony volunteers, under 3 dollars', expect: { productType: 'lapel pin', qty: 300, maxUnitCents: 300 } },
  { id: 'r11-tx-25', q: '2 gross of highlighters, yellow obv, buck seventy-five max', expect: { productType: 'highlighter', qty: 288, maxUnitCents: 175, colour: 'yellow' } },
  { id: 'r11-tx-26', q: 'Need golf umbrellas 50 pcs navy, $20 cap, by Tue Dec 22 plz', expect: { productType: 'golf umbrella', qty: 50, maxUnitCents: 2000, colour: 'navy', maxProductionDays: 19 } },
  { id: 'r11-tx-27', q: 'need 400 sun visors for the pickleball open, navy, under $4 ea', expect: { productType: 'visor', qty: 400, maxUnitCents: 400, colour: 'navy' } },
  { id: 'r11-tx-28', q: 'tees for the 4-H kids at the county fair, 150, lime green, $6 max, no rush', expect: { productType: ['t-shirt', 'tee'], qty: 150, maxUnitCents: 600, colour: 'lime', noDeadline: true } },
  { id: 'r11-tx-29', q: 'one for each of our 85 volunteers — crewneck sweatshirts, maroon, 30 bucks per or less', expect: { productType: 'crewneck sweatshirt', qty: 85, maxUnitCents: 3000, colour: 'maroon' } },
  { id: 'r11-tx-30', q: 'fastest shipping on 250 dry erase markers? classroom kits', expect: { productType: 'dry-erase marker', qty: 250, sorted: 'productionDays' } },

  // ——— "Do you sell / have / carry …?" (r11-qu) ———
  { id: 'r11-qu-01', q: 'Do you carry chalk bags? Our climbing gym wants 100 with our logo.', expect: { productType: 'chalk bag', absent: true, qty: 100 } },
  { id: 'r11-qu-02', q: 'Do you have earplugs? The symphony wants to hand out 1,000 at the family concert.', expect: { productType: 'earplug', absent: true, qty: 1000 } },
  { id: 'r11-qu-03', q: 'do u guys sell pickleball paddles?? like 40 of them in green', expect: { productType: 'pickleball paddle', absent: true, qty: 40, colour: 'green' } },
  { id: 'r11-qu-04', q: 'Do you sell rubber stamps? A notary client needs 50 custom self-inking ones.', expect: { productType: 'rubber stamp', absent: true, qty: 50 } },
  { id: 'r11-qu-05', q: 'Do you carry work gloves? Landscaping company, 200 pairs, brown or tan.', expect: { productType: 'work glove', absent: true, qty: 200, colour: ['brown', 'tan'] } },
  { id: 'r11-qu-06', q: 'Hi — do you have lab coats? University lab, 30 of them, white.', expect: { productType: 'lab coat', absent: true, qty: 30, colour: 'white' } },
  { id: 'r11-qu-07', q: 'Do you sell rubber ducks? Coding bootcamp wants 500 for "rubber duck debugging" lol, yellow obviously', expect: { productType: 'rubber duck', absent: true, qty: 500, colour: 'yellow' } },
  { id: 'r11-qu-08', q: 'Does the catalogue have clipboards? Need 75 for county fair judges.', expect: { productType: 'clipboard', absent: true, qty: 75 } },
  { id: 'r11-qu-09', q: 'Do you carry foam fingers? Pickleball league championship, 300 of them.', expect: { productType: 'foam finger', qty: 300 } },
  { id: 'r11-qu-10', q: 'Do you have thundersticks? Need 1000 for the county fair grandstand, red if you have them.', expect: { productType: 'thunderstick', qty: 1000 } },
  { id: 'r11-qu-11', q: 'Do you sell first aid kits? Landscaping crews, 50 kits.', expect: { productType: 'first aid kit', qty: 50 } },
  { id: 'r11-qu-12', q: 'do you guys have ring lights? tattoo studio wants like 25 for the artists', expect: { productType: 'ring light', qty: 25 } },
  { id: 'r11-qu-13', q: 'Do you carry luggage trackers? Cruise line VIP gifts, 100 units, under $20.', expect: { productType: 'luggage tracker', qty: 100, maxUnitCents: 2000 } },
  { id: 'r11-qu-14', q: 'Do you have resistance band sets? 60 for a wellness fair raffle, $12 or less.', expect: { productType: 'resistance band set', qty: 60, maxUnitCents: 1200 } },
  {
    id: 'r11-qu-15',
    // Unmeetable on purpose: no yoga mat comes in maroon.
    q: 'Do you have yoga mats in maroon? Our mosque sisters\u2019 fitness group wants 24.',
    expect: { productType: 'yoga mat', qty: 24, colour: 'maroon', reply: 'relaxed[\\s\\S]*(colou?r|maroon)' },
  },
  {
    id: 'r11-qu-16',
    q: 'Do you sell popcorn buckets and lanyards? Film festival needs 600 of each, black.',
    expect: { qty: 600, colour: 'black', items: [{ productType: 'popcorn bucket', absent: true }, { productType: 'lanyard' }] },
  },

  // ——— Several products in one request (r11-mu) ———
  {
    id: 'r11-mu-01',
    q: `Hi Rosa — for the vet school's spring open house we need 300 pens and 300 spiral notebooks. Pens under $1, notebooks under $4. Thanks! — Kendra, Admissions, Hollis CVM, 607-555-0143`,
    expect: { qty: 300, items: [{ productType: 'pen', maxUnitCents: 100 }, { productType: 'spiral notebook', maxUnitCents: 400 }] },
  },
  {
    id: 'r11-mu-02',
    q: 'climbing gym restock: 150 tees in charcoal (under $10) and 100 carabiners, any color',
    expect: { items: [{ productType: ['t-shirt', 'tee'], qty: 150, maxUnitCents: 1000, colour: 'charcoal' }, { productType: 'carabiner', absent: true, qty: 100 }] },
  },
  {
    id: 'r11-mu-03',
    q: `For the symphony gala on Thursday, December 10 we'd like 200 stemless wine glasses and 200 aromatherapy candles for the donor tables. Everything needs to be in hand by the gala.`,
    expect: { qty: 200, maxProductionDays: 11, items: [{ productType: 'stemless wine glass' }, { productType: 'aromatherapy candle' }] },
  },
  {
    id: 'r11-mu-04',
    q: 'bootcamp swag: 120 laptop sleeves (black or gray, $12 max) + 120 webcam covers... wait, webcam covers have a 150 minimum right? make it 150 webcam covers then',
    expect: { items: [{ productType: 'laptop sleeve', qty: 120, maxUnitCents: 1200, colour: ['black', 'gray'] }, { productType: ['webcam cover', 'webcam privacy slider'], qty: 150 }] },
  },
  {
    id: 'r11-mu-05',
    q: `County fair 4-H awards: 40 medals with ribbon and 12 trophy cups. $2,000 total for everything.`,
    expect: { maxTotalCents: 200000, items: [{ productType: ['medal with ribbon', 'die-cast medal'], qty: 40 }, { productType: 'trophy cup', qty: 12 }] },
  },
  {
    id: 'r11-mu-06',
    q: `Landscaping crew kit: 60 bucket hats in tan, 60 cooling towels, and 60 insulated water bottles. Hats under $15, towels under $8, bottles under $18. Need it all by Friday, December 18.`,
    expect: {
      qty: 60,
      maxProductionDays: 17,
      items: [
        { productType: 'bucket hat', maxUnitCents: 1500, colour: 'tan' },
        { productType: 'cooling towel', maxUnitCents: 800 },
        { productType: 'insulated water bottle', maxUnitCents: 1800 },
      ],
    },
  },
  {
    id: 'r11-mu-07',
    q: `Mosque youth retreat: 75 drawstring backpacks and 75 water bottles, green for both. We've got $1,200 for the whole lot.`,
    expect: { qty: 75, colour: 'green', maxTotalCents: 120000, items: [{ productType: 'drawstring backpack' }, { productType: 'water bottle' }] },
  },
  {
    id: 'r11-mu-08',
    q: `Film festival jury gifts — 25 leather journals and 25 padfolios, black for both. Actually bump the journals to 30, we added five jurors.`,
    expect: { colour: 'black', items: [{ productType: 'leather journal', qty: 30 }, { productType: 'padfolio', qty: 25 }] },
  },
  {
    id: 'r11-mu-09',
    q: 'tattoo studio merch: 48 snapback caps black, 100 lighters, 250 stickers',
    expect: { items: [{ productType: 'snapback cap', qty: 48, colour: 'black' }, { productType: 'lighter', absent: true, qty: 100 }, { productType: 'sticker', absent: true, qty: 250 }] },
  },
  {
    id: 'r11-mu-10',
    q: `Pickleball league end-of-season: 96 performance visors (navy or white, $9 max) and 8 trophy cups for the division winners. Banquet is Saturday, December 19.`,
    expect: { maxProductionDays: 17, items: [{ productType: 'performance visor', qty: 96, maxUnitCents: 900, colour: ['navy', 'white'] }, { productType: 'trophy cup', qty: 8 }] },
  },
  {
    id: 'r11-mu-11',
    q: `Cruise line embarkation kits, per cabin: a sunscreen and a lip balm. 600 cabins. Sunscreen under $3, lip balm under $1.`,
    expect: { qty: 600, items: [{ productType: 'sunscreen', maxUnitCents: 300 }, { productType: 'lip balm', maxUnitCents: 100 }] },
  },
  {
    id: 'r11-mu-12',
    q: `University lab onboarding: 25 lab coats, 25 LED desk lamps ($30 max) and 25 weekly planners ($10 max).`,
    expect: { qty: 25, items: [{ productType: 'lab coat', absent: true }, { productType: 'led desk lamp', maxUnitCents: 3000 }, { productType: 'weekly planner', maxUnitCents: 1000 }] },
  },
  {
    id: 'r11-mu-13',
    q: `Food truck season opener: 500 slim can coolers in red and 300 chip clips. Coolers $1.75 max, clips a dollar max.`,
    expect: { items: [{ productType: 'slim can cooler', qty: 500, maxUnitCents: 175, colour: 'red' }, { productType: 'chip clip', qty: 300, maxUnitCents: 100 }] },
  },
  {
    id: 'r11-mu-14',
    q: `Notary association convention: 400 pens, 400 pocket notebooks, and 400 business card holders. Made in USA for all three.`,
    expect: { qty: 400, madeIn: 'US', items: [{ productType: 'pen' }, { productType: 'pocket notebook' }, { productType: 'business card holder' }] },
  },
  {
    id: 'r11-mu-15',
    q: `homeschool co-op science fair: 150 mechanical pencils, 150 composition notebooks and 150 rulers. school colors are green and gold so those if possible`,
    expect: { qty: 150, items: [{ productType: 'mechanical pencil' }, { productType: 'composition notebook' }, { productType: 'ruler', absent: true }] },
  },
  {
    id: 'r11-mu-16',
    q: `For the county fair: 1,000 hand fans and 500 foam fingers, both by Friday, December 11. Fans in yellow, fingers whatever color.`,
    expect: { maxProductionDays: 12, items: [{ productType: ['hand fan', 'folding paper fan'], qty: 1000, colour: 'yellow' }, { productType: 'foam finger', qty: 500 }] },
  },
  {
    id: 'r11-mu-17',
    // Unmeetable on purpose (the caps item): only two baseball caps in the catalogue are eco-friendly.
    q: `Our landscaping company is going green: 48 eco-friendly baseball caps and 200 eco-friendly reusable produce bag sets for the farmers market booth.`,
    expect: { eco: true, items: [{ productType: 'baseball cap', qty: 48 }, { productType: 'reusable produce bag set', qty: 200 }], reply: 'relaxed[\\s\\S]*eco' },
  },
  {
    id: 'r11-mu-18',
    q: `Volunteer thank-yous for the film festival: 150 crewneck sweatshirts and 150 tote bags. Sweatshirts in navy, totes in natural. $3,750 all in for the sweatshirts, and keep the totes under $3.`,
    expect: { qty: 150, items: [{ productType: 'crewneck sweatshirt', colour: 'navy', maxUnitCents: 2500 }, { productType: 'tote', colour: 'natural', maxUnitCents: 300 }] },
  },
  {
    id: 'r11-mu-19',
    q: `Symphony education program: 500 pencils and 500 bookmarks for the school matinee on Wednesday, December 9. Pencils 75 cents max. Bookmarks — the seed paper ones — no more than $1.50.`,
    expect: { qty: 500, maxProductionDays: 10, items: [{ productType: 'pencil', maxUnitCents: 75 }, { productType: 'seed paper bookmark', maxUnitCents: 150 }] },
  },
  {
    id: 'r11-mu-20',
    q: `Vet clinic client appreciation: 250 pill organizers, 250 pet bowls, and 250 magnetic clips. Blue for everything — navy's fine too.`,
    expect: { qty: 250, colour: ['blue', 'navy'], items: [{ productType: ['pill organizer', 'pill case'] }, { productType: 'pet bowl', absent: true }, { productType: 'magnetic clip' }] },
  },
  {
    id: 'r11-mu-21',
    q: `For the climbing gym's comp: 100 shaker bottles and 6 feather flags. Shakers no more than $6. Comp is Saturday, January 16.`,
    expect: { maxProductionDays: 37, items: [{ productType: 'protein shaker bottle', qty: 100, maxUnitCents: 600 }, { productType: 'feather flag', qty: 6 }] },
  },
  {
    id: 'r11-mu-22',
    q: `Coding bootcamp demo day: 80 hoodies and 80 stainless tumblers, but scratch the tumblers — make it 80 wireless chargers instead. Black for both.`,
    expect: { qty: 80, colour: 'black', items: [{ productType: 'hoodie' }, { productType: ['wireless charger', 'wireless charging pad'] }] },
  },

  // ——— Conversations (r11-cv) ———
  {
    id: 'r11-cv-01',
    turns: [
      { q: 'Vet school alumni weekend — 150 travel mugs, under $12 each please.', expect: { productType: 'travel mug', qty: 150, maxUnitCents: 1200 } },
      { q: 'anything cheaper?', expect: { productType: 'travel mug', qty: 150, maxUnitCents: 1200, intentQty: 150 } },
      { q: 'Great, thank you!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r11-cv-02',
    turns: [
      { q: '200 t-shirts in royal blue for our climbing comp volunteers', expect: { productType: ['t-shirt', 'tee'], qty: 200, colour: 'royal blue' } },
      { q: 'hmm what about maroon?', expect: { productType: ['t-shirt', 'tee'], qty: 200, colour: 'maroon', intentColours: ['maroon'] } },
      { q: 'and if we make it 250?', expect: { productType: ['t-shirt', 'tee'], qty: 250, colour: 'maroon', intentQty: 250 } },
    ],
  },
  {
    id: 'r11-cv-03',
    turns: [
      { q: 'We need 300 lanyards for the film festival volunteers, in hand by Friday December 11.', expect: { productType: 'lanyard', qty: 300, maxProductionDays: 12 } },
      { q: 'Update: the volunteer orientation moved up to Friday December 4, so they need to land by then.', expect: { productType: 'lanyard', qty: 300, maxProductionDays: 7, intentProdDays: 7 } },
    ],
  },
  {
    id: 'r11-cv-04',
    turns: [
      { q: 'Looking at fleece quarter-zips for 60 orchestra musicians, $40 max, black.', expect: { productType: 'fleece quarter-zip', qty: 60, maxUnitCents: 4000, colour: 'black' } },
      { q: 'What about puffer vests instead?', expect: { productType: 'puffer vest', qty: 60, colour: 'black', intentQty: 60, intentColours: ['black'] } },
      { q: 'sort those by price, lowest first', expect: { productType: 'puffer vest', qty: 60, colour: 'black', sorted: 'price' } },
    ],
  },
  {
    id: 'r11-cv-05',
    turns: [
      { q: 'Do you carry whistles? Pickleball league refs need 50.', expect: { productType: 'whistle', absent: true, qty: 50 } },
      { q: 'ok then sun visors instead, 120 of them in white', expect: { productType: 'visor', qty: 120, colour: 'white', intentQty: 120, intentColours: ['white'] } },
    ],
  },
  {
    id: 'r11-cv-06',
    turns: [
      { q: 'power banks for the coding bootcamp demo day, 100 units, $15 max', expect: { productType: 'power bank', qty: 100, maxUnitCents: 1500 } },
      { q: 'which of those can be produced fastest?', expect: { productType: 'power bank', qty: 100, maxUnitCents: 1500, sorted: 'productionDays' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r11-cv-07',
    turns: [
      { q: 'The mosque food drive wants 400 eco-friendly tote bags.', expect: { productType: 'tote', qty: 400, eco: true } },
      { q: 'also 400 water bottles', expect: { productType: 'water bottle', qty: 400 } },
      { q: 'perfect, thanks so much', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r11-cv-08',
    turns: [
      { q: 'Need 24 golf umbrellas in navy for the yacht club race committee.', expect: { productType: 'golf umbrella', qty: 24, colour: 'navy' } },
      { q: 'Unrelated — the wellness fair wants 500 stress balls, under $1.25.', expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500, maxUnitCents: 125, intentQty: 500, intentColours: [] } },
    ],
  },
  {
    id: 'r11-cv-09',
    turns: [
      { q: 'staff polos for the climbing gym, 50, teal', expect: { productType: 'polo', qty: 50, colour: 'teal' } },
      { q: 'any under $22?', expect: { productType: 'polo', qty: 50, colour: 'teal', maxUnitCents: 2200 } },
      { q: 'what about 100?', expect: { productType: 'polo', qty: 100, colour: 'teal', maxUnitCents: 2200, intentQty: 100 } },
    ],
  },
  {
    id: 'r11-cv-10',
    turns: [
      { q: 'Pickleball league wants 96 dad hats by Friday Dec 18.', expect: { productType: 'dad hat', qty: 96, maxProductionDays: 17 } },
      { q: 'Actually scratch the date, no rush on these.', expect: { productType: 'dad hat', qty: 96, noDeadline: true } },
      { q: 'in light blue?', expect: { productType: 'dad hat', qty: 96, colour: 'light blue', noDeadline: true, intentColours: ['light blue'] } },
    ],
  },
  {
    id: 'r11-cv-11',
    turns: [
      { q: 'Azure Line needs 1,000 can coolers for the pool deck bars.', expect: { productType: 'can cooler', qty: 1000 } },
      { q: 'cheapest first please', expect: { productType: 'can cooler', qty: 1000, sorted: 'price' } },
      { q: 'compare the first three', expect: { compared: 3 } },
    ],
  },
  {
    id: 'r11-cv-12',
    turns: [
      { q: 'Laptop backpacks for 35 new grad students in the lab, $40 a bag or less.', expect: { productType: 'laptop backpack', qty: 35, maxUnitCents: 4000 } },
      { q: 'gray ones?', expect: { productType: 'laptop backpack', qty: 35, maxUnitCents: 4000, colour: 'gray', intentColours: ['gray'] } },
      { q: "thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r11-cv-13',
    turns: [
      { q: 'Do you have aprons? Food truck crew, 30 of them, black.', expect: { productType: 'apron', absent: true, qty: 30, colour: 'black' } },
      { q: 'ok then trucker hats instead', expect: { productType: ['trucker hat', 'trucker cap'], intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r11-cv-14',
    turns: [
      { q: 'Notary office wants padfolios for its 200 signing agents. We have $3,000 total.', expect: { productType: 'padfolio', qty: 200, maxUnitCents: 1500 } },
      { q: 'what about for 150 of them?', expect: { productType: 'padfolio', qty: 150, maxUnitCents: 2000, intentQty: 150 } },
    ],
  },
  {
    id: 'r11-cv-15',
    turns: [
      { q: 'Homeschool co-op: 150 composition notebooks please', expect: { productType: 'composition notebook', qty: 150 } },
      { q: 'also 150 wood pencils', expect: { productType: 'wood pencil', qty: 150 } },
      { q: 'sort by lowest price', expect: { productType: 'wood pencil', qty: 150, sorted: 'price' } },
    ],
  },
  {
    id: 'r11-cv-16',
    turns: [
      { q: 'County fair booth: 2,000 pens, 75 cents or under.', expect: { productType: 'pen', qty: 2000, maxUnitCents: 75 } },
      { q: 'cheaper?', expect: { productType: 'pen', qty: 2000, maxUnitCents: 75, intentQty: 2000 } },
    ],
  },
  {
    id: 'r11-cv-17',
    turns: [
      { q: 'GreenEdge crews need 48 softshell jackets in forest green.', expect: { productType: 'softshell jacket', qty: 48, colour: 'forest green' } },
      { q: 'what about black?', expect: { productType: 'softshell jacket', qty: 48, colour: 'black', intentColours: ['black'] } },
      // Unmeetable on purpose: no softshell jacket is produced in 3 days or less.
      { q: 'and can they be produced within 3 days? big storm coming', expect: { productType: 'softshell jacket', qty: 48, colour: 'black', maxProductionDays: 3, reply: 'relaxed[\\s\\S]*(deadline|production|rush)' } },
    ],
  },
  {
    id: 'r11-cv-18',
    turns: [
      { q: 'do you have umbrellas?', expect: { productType: 'umbrella' } },
      { q: 'ok — 50 of them in black for the symphony ushers, need them by Jan 8', expect: { productType: 'umbrella', qty: 50, colour: 'black', maxProductionDays: 32 } },
    ],
  },
  {
    id: 'r11-cv-19',
    turns: [
      { q: 'Film festival credentials: 800 lanyards, black.', expect: { productType: 'lanyard', qty: 800, colour: 'black' } },
      { q: 'what about badge holders instead?', expect: { productType: 'badge holder', qty: 800, colour: 'black', intentQty: 800, intentColours: ['black'] } },
      { q: 'cheers, that helps', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r11-cv-20',
    turns: [
      { q: '100 beanies for the tattoo shop regulars, charcoal or gray', expect: { productType: 'beanie', qty: 100, colour: ['charcoal', 'gray'] } },
      { q: 'what about in orange?', expect: { productType: 'beanie', qty: 100, colour: 'orange', intentColours: ['orange'] } },
    ],
  },
  {
    id: 'r11-cv-21',
    turns: [
      { q: 'Bootcamp grads want hoodies — 60, under $30, by Dec 18.', expect: { productType: 'hoodie', qty: 60, maxUnitCents: 3000, maxProductionDays: 17 } },
      { q: 'what if we pushed it to Jan 8?', expect: { productType: 'hoodie', qty: 60, maxUnitCents: 3000, maxProductionDays: 32, intentProdDays: 32 } },
      { q: 'sort by price please', expect: { productType: 'hoodie', qty: 60, maxUnitCents: 3000, sorted: 'price' } },
    ],
  },
  {
    id: 'r11-cv-22',
    turns: [
      { q: 'Do you sell chalk bags? 200 for the climbing gym, red.', expect: { productType: 'chalk bag', absent: true, qty: 200, colour: 'red' } },
      { q: 'Different question — 50 first aid kits for the route-setting crew.', expect: { productType: 'first aid kit', qty: 50, intentQty: 50, intentColours: [] } },
    ],
  },
  {
    id: 'r11-cv-23',
    turns: [
      { q: 'Vet school admissions wants 500 pens in blue, under a dollar.', expect: { productType: 'pen', qty: 500, maxUnitCents: 100, colour: ['blue', 'navy'] } },
      { q: 'red instead?', expect: { productType: 'pen', qty: 500, maxUnitCents: 100, colour: 'red', intentColours: ['red'] } },
      { q: 'make it 1,000', expect: { productType: 'pen', qty: 1000, maxUnitCents: 100, colour: 'red', intentQty: 1000 } },
    ],
  },
  {
    id: 'r11-cv-24',
    turns: [
      { q: 'County fair grandstand: stadium seat cushions, 100 of them', expect: { productType: 'stadium seat cushion', qty: 100 } },
      { q: "what's fastest to produce?", expect: { productType: 'stadium seat cushion', qty: 100, sorted: 'productionDays' } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r11-cv-25',
    turns: [
      { q: 'Cruise VIP gifts: 100 luggage trackers, $20 max', expect: { productType: 'luggage tracker', qty: 100, maxUnitCents: 2000 } },
      { q: 'how about 200?', expect: { productType: 'luggage tracker', qty: 200, maxUnitCents: 2000, intentQty: 200 } },
      { q: 'Separate thing: 50 rolling carry-on bags in navy for the crew.', expect: { productType: 'rolling carry-on bag', qty: 50, colour: 'navy', intentQty: 50, intentColours: ['navy'] } },
    ],
  },
  {
    id: 'r11-cv-26',
    turns: [
      { q: 'do you have embossers? notary seals', expect: { productType: 'embosser', absent: true } },
      { q: 'hm ok. New request: 100 letter openers', expect: { productType: 'letter opener', qty: 100, intentQty: 100 } },
    ],
  },
  {
    id: 'r11-cv-27',
    turns: [
      { q: 'Symphony patrons: 400 tote bags under $3, need them by Saturday Dec 12.', expect: { productType: 'tote', qty: 400, maxUnitCents: 300, maxProductionDays: 12 } },
      { q: 'also 400 pens under a dollar', expect: { productType: 'pen', qty: 400, maxUnitCents: 100 } },
      { q: 'hey thanks!!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r11-cv-28',
    turns: [
      { q: 'Our high school pickleball club needs 72 t-shirts. School colors are green and gold, so one of those.', expect: { productType: ['t-shirt', 'tee'], qty: 72, colour: ['green', 'gold'] } },
      { q: 'What about hoodies instead?', expect: { productType: 'hoodie', qty: 72, colour: ['green', 'gold'], intentQty: 72, intentColours: ['green', 'gold'] } },
    ],
  },
];
