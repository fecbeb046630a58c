import type { EvalCase } from '../expect.js';

/**
 * A fifth held-out set of fresh requests for the chat assistant: 120 cases (167 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions in
 * the headers of cases.ts, dev-2.ts, dev-3.ts, dev-4.ts, dev-6.ts, dev-7.ts, dev-8.ts and dev-9.ts —
 * without reading the assistant's code, its earlier evaluation questions or the cases of any other
 * fresh set, and without running the assistant.
 *
 * A held-out set: it is measured and reported as figures only (pass rates, precision, honesty and
 * answer scores, never a case's text or its replies), and its cases are never read while tuning the
 * assistant. Nothing here moves into a development set; a case found wrong is fixed or dropped here,
 * and the change is reported as a figure too. This helper edited no other file: the set is not yet
 * listed in cases.ts.
 *
 * Written in the style and mix of the first four sets (cases.ts, dev-2.ts, dev-3.ts, dev-4.ts): 32
 * client emails to their rep with a greeting, context and a signature full of numbers that are not
 * quantities (suites, slips, rooms, units, phones, extensions, fax, VHF channels, licence, USDOT,
 * MC, NPI and EIN numbers, grant and account numbers, last year's order number, team and jersey
 * numbers, years, seat, member, bed, chair, slip, branch, pup and tractor counts, "41k members",
 * elevations, wall heights, laser wattage, ABV, a retail price and a day-pass price) (r10-em); 28
 * texts and chat messages with shorthand and typos ("blk", "wht", "charcol", "keychians",
 * "silicon", "em", "u"), slang budgets and cents ("a buck fifty", "75c", "70c", "under 4 bucks",
 * "2 bucks max", "half a buck", "a quarter each", "sub $1") and quantities as "1.2k", "1k", "1.5k",
 * "3k", "2 dozen", "half a gross", "3 gross", "300ish", "x500" (r10-tx); 16 "Do you sell / have /
 * carry …?" questions, half of them for types the catalogue lacks (one of those beside a type it
 * has) (r10-qu); 18 requests for two or three products, each with its own quantity, colour or
 * budget, with a shared budget, colour, date, eco or made-in, totals across items ("$2,000 for the
 * lot", "$1,800 all-in", "$1,500 total", "$1,000 total"), "a … for each of our 150 volunteers" and
 * types the catalogue lacks beside ones it has (r10-mu); and 26 conversations of 2–4 turns —
 * cheaper?, another colour, another quantity, a pushed or added deadline, "no rush", a narrower
 * kind, "any made in the USA?", "what about <another type> instead?", "also …", sort by price or
 * production time, compare, thanks, and new unrelated requests that carry nothing over (r10-cv).
 * The writers are an orthodontist, a marina, a community theatre, a high-school robotics team, a
 * funeral home, an orchard farm store, a coworking space, a ski school, a bakery, an HOA board, a
 * trucking firm, a library of things, an esports team, a sailing club, a seed-library nonprofit, a
 * dialysis clinic, a climbing gym, a beekeepers' association, a quilt guild, an EMS service, a
 * planetarium, a land trust, a cidery, a court-reporting firm, an HVAC company, a pickleball league,
 * a hospice, a ferry, a dog daycare, a makerspace, a historical society, a roller-derby league, a
 * bowling alley, a lumber yard, a literacy fund, an apothecary and a refugee-welcome network; the
 * products range over all 16 catalogue categories. Five turns cannot be met on purpose, each marked
 * with a comment (a quantity under every minimum, a budget under every price, eco where no product
 * of the type is eco — one item of a several-product request —, a colour no product of the type
 * comes in, a deadline only rush could meet); their reply pattern names the constraint to relax
 * (dev-2.ts), or for the deadline the rush service, the deadline or production.
 *
 * Every turn was checked with .scratch/set10/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints` / `unitPriceCents`: each satisfiable turn (each item of a
 * several-product turn) has at least 3 fitting products; each absent type matches no catalogue
 * product name and at least 3 alternatives meet the request's other constraints; a total across
 * items covers the cheapest fitting product per item; every product type that is not absent names
 * at least one catalogue product; "cheaper?" is asked only where at least 10 products fit (dev-8);
 * and each turn marked unmeetable has fewer than 3 fitting products (none, in fact).
 *
 * Read as in the earlier headers (now is Sunday 22 November 2026; production days are the working
 * days after today up to the date, minus 3: Dec 4 → 7, Dec 9 → 10, Dec 10 → 11, Dec 11 → 12,
 * Dec 15 → 14, Dec 16 → 15, Dec 17 → 16, Dec 18 → 17; an event on a Saturday is read by the Friday
 * before: Sat Dec 12 → 12, Sat Dec 19 → 17, Sat Jan 9 → 32). Readings decided here beyond them:
 * - Quantities: "half a gross" is 72, "3 gross" 432, "20 dozen" 240, "2 dozen" 24, "3k" 3000,
 *   "1.2k" 1200, "300ish" 300, "Probably 40" 40. "We have 412 homes; please quote 425" is 425 (the
 *   number the client asks to quote, not the count it comes from); "Sixty of them have said they're
 *   coming … 60 blankets" is 60. "Each of our 300 drivers", "all 80 of them" and "a … for each of
 *   our 150 volunteers" are the quantity, no other being named (cases.ts). "41k members" in a
 *   signature is not a quantity, although a "k" after a count of things is one in a request (dev-8).
 * - Budgets: "a tenner" is 1000 cents, "half a buck" 50, "a quarter each" 25, "under 4 bucks" 400,
 *   "a buck fifty" 150 (dev-8), "2 bucks max" 200; a total for the quantity is divided and rounded
 *   down ("$2,900 total" for 250 → 1160, "$4,200 for the lot" of 600 → 700). A price the client will
 *   sell at ("so we can retail them at $9.99") and a price the writer charges for its own services
 *   ("Day passes from $25") are not budgets.
 * - Dates: "by the 18th" is 18 December (dev-3); "5 days or less" is 5 production days and "shipped
 *   within 2 days" 2 (cases.ts) — a deadline no product meets without rush. A gala date in the body
 *   of a several-product request ("Gala is Saturday, February 6, 2027") is the date they are needed
 *   by: 52 production days, stated although it limits nothing (cases.ts). A show date mentioned as an
 *   invitation ("Our show is April 23–25, 2027, booth 14, if you'd like to stop by!") is not a
 *   delivery date and states nothing (dev-8).
 * - Colours: "khaki" is Tan (dev-6), "charcol" Charcoal, "blk" Black, "wht or gray" White or Gray,
 *   "black or charcoal" Black or Charcoal, "green or yellow" either; "burgundy" is Maroon (cases.ts),
 *   checked in the intent as ['maroon']. "Any colour is fine" and "any color" state nothing.
 * - Types as the catalogue names them: "candles" any Candle (the Aromatherapy Candles); "LED
 *   flashlights" LED and Mini LED Flashlights (dev-7); "gel pens" Gel Ink Rollerball Pens (dev-7);
 *   "stylus pens" Stylus Pens, 2-in-1 Stylus Pens and Stylus Ballpoint Pens (dev-4); "temp tattoos"
 *   Temporary Tattoos and Tattoo Sheets; "thunder sticks" / "thundersticks" the Thunderstick
 *   Noisemakers; "chapsticks" lip balm (dev-6); "sunscreens" any Sunscreen (Tubes and Lotion);
 *   "jute totes" Jute Market Totes; "insulated lunch bags" Lunch Cooler Bags; "badge holders" Event
 *   Badge Holders and "trophies" Trophy Cups (dev-7); "snapback caps" Flat Bill Snapback Caps; "rPET
 *   totes" rPET Shopping Totes; "first aid kits" First Aid Kits and Travel First Aid Kits; "car
 *   chargers" also Dual-Port Car Chargers; "phone stands" also Foldable Phone Stands; "notebooks" any
 *   Notebook (the judge's phrase also takes a Notebook and Pen Set); "flying discs" also Sport
 *   Frisbees (dev-4); "lapel pins" Lapel Pins and Enamel Lapel Pins; "hand sanitizers (gel or
 *   spray)" any Hand Sanitizer; "pint glasses" the 16 oz Pint Glasses; "protein shakers" Protein
 *   Shaker Bottles and "headphones" Over-Ear Headphones (dev-9); "fleece blankets" Fleece Picnic
 *   Blankets (dev-6); "water bottles" water, sport and stainless steel bottles (dev-4); "crystal
 *   awards" Crystal, Crystal Star and Crystal Tower Awards (dev-4).
 * - Absent types, by the client's phrase: chalk bags, tennis balls, shot glasses, ice packs, yo-yos,
 *   bike lights, coloring books, whistles, dog tags, mittens (beside beanies, which the catalogue
 *   has), neck gaiters, seed packets (a Plantable Seed Card is not a packet), soldering irons and
 *   rolling pins. The request's quantity and colour still bind the alternatives.
 * - A self-correction inside a text ("get me 200 mugs — actually nvm the mugs, 200 …") leaves only
 *   the corrected item (dev-4).
 * - Conversations: "any made in the USA?" adds madeIn 'US' and keeps the rest; "only swivel ones?"
 *   narrows the type to that kind at the quantity in force (dev-9); "need them by fri dec 11 tho"
 *   adds a deadline and keeps the colour; "ok teal then" replaces the colour; "what about pencils /
 *   phone stands / acrylic plaques instead?" keeps the quantity and colour but not the unit budget
 *   (dev-8); "also 500 trail mix packs" / "also 50 honey jars" check only what is said; "New
 *   request:", "Separate order:", "Unrelated —", "unrelated -" and "Different question —" carry
 *   nothing over (intentColours [], intentQty null where none is stated, intentProdDays null after a
 *   deadline), as does "ok then … instead" after a type the catalogue lacks (dev-4).
 */
export const HELD_OUT_5_CASES: EvalCase[] = [
  // ── Emails with greetings, context and signatures (r10-em) ──────────────────────────────────
  {
    id: 'r10-em-01',
    q: `Hi Priya,

Hope your Thanksgiving week is off to a calm start. Dr. Okafor wants to add something to the "No Cavities Club" goody bags we hand out at adjustment visits — lip balm, since half our patients come in with chapped lips all winter. We'd need 500 of them and can't spend more than $1.00 apiece. Flavour doesn't matter.

Thanks so much,
Renata Olvera
Office Manager, Bright Arch Orthodontics
4410 Lakeshore Blvd, Suite 210
(555) 014-2290 ext. 12 | Fax (555) 014-2291
Invisalign Platinum Provider since 2014`,
    expect: { productType: 'lip balm', qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r10-em-02',
    q: `Good morning Tom,

Harbor Light Marina is hosting the lighted boat parade again on Saturday, December 12, and every captain gets a goodie bag at the fuel dock that morning. This year we'd like 250 can coolers in navy with the lighthouse logo. They have to be here by the parade.

Appreciate it,
Gus Halvorsen
Dockmaster, Harbor Light Marina
Slip office B-14 · VHF Ch. 16 / 68
(555) 017-3320 · 312 slips · Fuel dock open 7–7`,
    expect: { productType: 'can cooler', qty: 250, colour: 'navy', maxProductionDays: 12 },
  },
  {
    id: 'r10-em-03',
    q: `Hello Jess,

The Lantern Street Players open "A Christmas Carol" on Thursday, December 10, and we want merch in the lobby from opening night. Could you find us 150 cotton tote bags in natural? The board approved up to $6 a bag.

Break a leg (that's what we say),
Marguerite Daley
Managing Director, Lantern Street Players
Box office: (555) 011-0148 · 312 seats
Season 47 · 2026–27`,
    expect: { productType: 'cotton tote', qty: 150, colour: 'natural', maxUnitCents: 600, maxProductionDays: 11 },
  },
  {
    id: 'r10-em-04',
    q: `Hi Sam — Coach Ferris passed along your name.

I run the booster club for FRC Team 7461, the Westbrook Gearheads. We need 40 t-shirts in black for the kids before our first competition on Saturday, January 9. Budget is $10 per shirt at most. Sizes run S through 3XL; I'll send the breakdown once the roster is final.

Thanks!
Dana Whitfield
Team 7461 Booster Club
Westbrook High School, Room 118, 2200 Ridge Rd
(555) 013-8890`,
    expect: { productType: ['t-shirt', 'tee'], qty: 40, colour: 'black', maxUnitCents: 1000, maxProductionDays: 32 },
  },
  {
    id: 'r10-em-05',
    q: `Dear Ms. Abernathy,

Each December we hold a Service of Remembrance for the families we have served during the year, and we give each family a candle to light at home. We expect about 120 families this year, so please quote 120 candles at no more than $8 each. The service is on Tuesday, December 15.

With gratitude,
Harold Whitcomb III
Whitcomb & Daughters Funeral Home
Family-owned since 1931 · Licensed Funeral Director #FD-4471
Available 24 hours: (555) 019-0199`,
    expect: { productType: 'candle', qty: 120, maxUnitCents: 800, maxProductionDays: 14 },
  },
  {
    id: 'r10-em-06',
    q: `Hi Marcus,

Season's winding down here at Hollis Hill and we're planning ahead for the farm store. We'd like to sell reusable produce bag sets at the register — 300 sets, eco-friendly obviously, and we need to keep them at $4 or under so we can retail them at $9.99.

Thanks,
June Hollis
Hollis Hill Orchard & Farm Store
Route 9, mile marker 41
Est. 1887 · 14 apple varieties · U-pick Sept–Oct
(555) 012-6637`,
    expect: { productType: 'produce bag set', qty: 300, eco: true, maxUnitCents: 400 },
  },
  {
    id: 'r10-em-07',
    q: `Hey Lina,

Quick one from The Loom. We're putting a webcam cover in every member's January welcome envelope. 250 of them please, and they need to come in under 75 cents each — it's a small touch, we don't want to overspend on it.

Cheers,
Oskar Brandt
Community Lead, The Loom Coworking
1440 Mercer St, Floors 3–5
Day passes from $25 · 212 members
(555) 016-4410`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 250, maxUnitCents: 75 },
  },
  {
    id: 'r10-em-08',
    q: `Hello,

Powder Ridge Ski & Ride School here. Our instructors start on Saturday, December 19 and we'd like to outfit all 80 of them with beanies in forest green, the mountain's colour. Please have them to us by the 19th.

Thank you,
Annika Solberg
Ski School Director, Powder Ridge
PSIA-AASI Certified School · Lodge ext. 225
Base elevation 6,250 ft · (555) 018-2025`,
    expect: { productType: 'beanie', qty: 80, colour: 'forest green', maxProductionDays: 17 },
  },
  {
    id: 'r10-em-09',
    q: `Hi Rosa!

Crumb & Co. here. For our wholesale café accounts we'd like to send hot cocoa gift sets this year — 36 of them, one per account. Max $15 each. They go out with our holiday deliveries starting Wednesday, December 16, so they need to be here by then.

Warmly,
Bea Castellanos
Owner, Crumb & Co. Bakery
Ovens on at 4am · 88 Orchard Lane
Last year's order: #2025-1187 · (555) 010-4432`,
    expect: { productType: 'hot cocoa gift set', qty: 36, maxUnitCents: 1500, maxProductionDays: 15 },
  },
  {
    id: 'r10-em-10',
    q: `Dear Ms. Patel,

The Fox Hollow HOA board voted last Tuesday to send every household a 2027 desk calendar with the board meeting dates and the trash schedule printed on it. We have 412 homes; please quote 425 so we have spares. Our budget is $3.00 per calendar.

Regards,
Warren Ekstrom
Treasurer, Fox Hollow Homeowners Association
Board meets 2nd Tuesday, 7:00 pm, Clubhouse
PO Box 2271 · Dues account HOA-0093`,
    expect: { productType: 'desk calendar', qty: 425, maxUnitCents: 300 },
  },
  {
    id: 'r10-em-11',
    q: `Hi Devon,

Red Mesa Freight Lines wants to thank our drivers for a safe year — zero preventable accidents in 2026! We're thinking a tumbler for each of our 300 drivers, in red to match the trucks, $12 or less per tumbler.

Best,
Carla Nuñez
HR & Safety, Red Mesa Freight Lines
USDOT 3318802 · MC-991045
Dispatch 24/7: (555) 015-0107 · Fleet: 186 tractors`,
    expect: { productType: 'tumbler', qty: 300, colour: 'red', maxUnitCents: 1200 },
  },
  {
    id: 'r10-em-12',
    q: `Hi there,

The Eastside Library of Things is launching a "borrow a bag" kit program. We'd like 300 drawstring backpacks, and they must be recyclable — our funder (a county waste-reduction grant, #WR-26-044) requires it.

Many thanks,
Theo Marchetti
Coordinator, Eastside Library of Things (Branch 4)
Over 1,100 items to borrow · Open Tue–Sat 10–6
(555) 012-9981`,
    expect: { productType: 'drawstring backpack', qty: 300, recyclable: true },
  },
  {
    id: 'r10-em-13',
    q: `Yo Chris,

Kraken Esports here — we're finally doing merch for the roster and the content team. We want 60 mouse pads, black, under $6 each. Nothing fancy, just the logo big in the middle.

GG,
Marco "Tentacle" Ruiz
Ops Manager, Kraken Esports
Discord: 41k members · twitch.tv/kraken_gg
Season 3 record: 14–2`,
    expect: { productType: 'mouse pad', qty: 60, colour: 'black', maxUnitCents: 600 },
  },
  {
    id: 'r10-em-14',
    q: `Dear Nora,

The Quarry Bay Sailing Club race committee (the volunteers who run our starting line all season) will get fleece quarter-zips this year. We need 75 in navy at $35 or less each, by Friday, December 18 for the annual dinner.

Fair winds,
Lyle Brewer
Commodore, Quarry Bay Sailing Club
Burgee #212 · Founded 1958
Clubhouse (555) 014-0131 · Race info on VHF 72`,
    expect: { productType: 'quarter-zip', qty: 75, colour: 'navy', maxUnitCents: 3500, maxProductionDays: 17 },
  },
  {
    id: 'r10-em-15',
    q: `Hello Ms. Ferreira,

I'm with the Second Harvest Seed Library, a small nonprofit that lends heirloom seeds through public libraries. For our spring catalogue mailing we'd love seed paper bookmarks — 1,000 of them at a dollar or less each.

Gratefully,
Imani Okoye
Program Director, Second Harvest Seed Library
EIN 84-2291034 · Est. 2019
62 partner branches · (555) 013-7702`,
    expect: { productType: 'seed paper bookmark', qty: 1000, maxUnitCents: 100 },
  },
  {
    id: 'r10-em-16',
    q: `Hi Jordan,

Riverbend Kidney Care would like to give our patients weekly pill organizers with the clinic's phone number on them. Please quote 200, under $2 each.

Thanks,
Simone Achebe, RN
Clinic Manager, Riverbend Kidney Care
24 chairs · 3 shifts/day · NPI 1427719301
(555) 018-6604 ext. 3`,
    expect: { productType: ['pill organizer', 'pill case'], qty: 200, maxUnitCents: 200 },
  },
  {
    id: 'r10-em-17',
    q: `Hey Sara,

Crux Collective here. We want to sell branded chalk bags at the front desk — 150 of them, black. Can you find some?

Send it,
Devin Park
Gear & Retail, Crux Collective Climbing
Wall height 45 ft · 6 route setters
(555) 011-3345`,
    expect: { productType: 'chalk bag', absent: true, qty: 150, colour: 'black' },
  },
  {
    id: 'r10-em-18',
    q: `Dear Ellen,

The Tri-Valley Beekeepers Association would like beeswax food wraps to hand out at our winter meeting — it seems fitting! We'd need 100, under $7 each.

Bee well,
Howard Kimura
Secretary, Tri-Valley Beekeepers Association
Hives registered: 1,340 · Meets 3rd Thursday, 7 pm
(555) 016-2219`,
    expect: { productType: 'beeswax food wrap', qty: 100, maxUnitCents: 700 },
  },
  {
    id: 'r10-em-19',
    q: `Hi Meg,

The Patchwork Pines Quilt Guild wants tape measure keychains for our members — 150 of them, $3 or less apiece. (Our show is April 23–25, 2027, booth 14, if you'd like to stop by!)

Thank you kindly,
Doris Lindqvist
Treasurer, Patchwork Pines Quilt Guild
128 members · Sew-in every Wednesday
(555) 019-3381`,
    expect: { productType: 'tape measure keychain', qty: 150, maxUnitCents: 300 },
  },
  {
    id: 'r10-em-20',
    q: `Hello,

Tri-County EMS is putting together giveaways for our community CPR classes. We'd like 200 first aid kits, under $12 each, delivered by Wednesday, December 9 when the classes start.

Stay safe,
Lt. Rhonda Pike
Community Outreach, Tri-County EMS — Station 3
Unit 14 · Non-emergency: (555) 017-0170
Serving 3 counties from 11 stations`,
    expect: { productType: 'first aid kit', qty: 200, maxUnitCents: 1200, maxProductionDays: 10 },
  },
  {
    id: 'r10-em-21',
    q: `Hi Alicia,

At the Halvorsen Planetarium we run telescope nights every second Friday, and we'd like to hand out small flashlights. They must be red (red light keeps your night vision). 200 LED flashlights, under $5 each please.

Clear skies,
Dr. Ines Vasquez
Outreach Coordinator, Halvorsen Planetarium
18 m dome · Shows at 7:00 & 8:30 pm
(555) 013-4500 ext. 207`,
    expect: { productType: 'led flashlight', qty: 200, colour: 'red', maxUnitCents: 500 },
  },
  {
    id: 'r10-em-22',
    q: `Hi Ben,

Blue Heron Land Trust is thanking our trail volunteers with recycled stainless steel bottles. We'd need 250 and have $2,900 total for them. Any colour is fine.

Thanks,
Priscilla Ames
Volunteer Coordinator, Blue Heron Land Trust
Protecting 4,800 acres since 1992
PO Box 118 · (555) 015-2284`,
    expect: { productType: 'recycled stainless steel bottle', qty: 250, maxUnitCents: 1160 },
  },
  {
    id: 'r10-em-23',
    q: `Hey Nate,

Three Ravens Cidery here. The taproom needs new pint glasses with the new logo — 20 dozen, and we'd want them at $4 or under each.

Cheers,
Wes Tolliver
Taproom Manager, Three Ravens Cidery
Tasting room Thu–Sun · Capacity 90
Flagship: Raven's Dry, 6.8% ABV`,
    expect: { productType: 'pint glass', qty: 240, maxUnitCents: 400 },
  },
  // Unmeetable on purpose: 50 is under every gel pen's minimum (150).
  {
    id: 'r10-em-24',
    q: `Hi Carmen,

Lindqvist Court Reporting wants nicer pens for the deposition suites. Gel pens, black, 50 of them — that's all we need. Up to $2 each.

Regards,
Astrid Lindqvist, CSR #13402
Lindqvist Court Reporting, Suite 1900
(555) 016-7788 · Realtime 225 wpm · Est. 2001`,
    expect: { productType: 'gel ink rollerball pen', qty: 50, colour: 'black', maxUnitCents: 200, reply: 'relaxed[\\s\\S]*(minimum|quantity)|(minimum|quantity)[\\s\\S]*relaxed' },
  },
  {
    id: 'r10-em-25',
    q: `Hi Jamal,

Polar Bear Heating & Air wants magnetic clips to leave on customers' furnaces after a tune-up. 500 of them, under $1.80 each.

Thanks,
Terri Blanco
Office Manager, Polar Bear Heating & Air
License #HV-20914 · 24/7 emergency: (555) 012-0162
22 trucks on the road`,
    expect: { productType: 'magnetic clip', qty: 500, maxUnitCents: 180 },
  },
  {
    id: 'r10-em-26',
    q: `Hi Kat,

The Cedar Park Pickleball League is ordering visors for our winter ladder — 120, navy, no more than $6 each.

See you on the courts,
Roy Delgado
League Coordinator, Cedar Park Pickleball
Courts 1–12 · 340 players
(555) 010-7765`,
    expect: { productType: 'visor', qty: 120, colour: 'navy', maxUnitCents: 600 },
  },
  {
    id: 'r10-em-27',
    q: `Dear Frances,

Evening Star Hospice will honour its volunteers at a dinner on Thursday, December 17. Sixty of them have said they're coming, and we'd like to give each a fleece blanket: 60 blankets, up to $25 each, here by the dinner.

With thanks,
Lorraine Fitch
Volunteer Services, Evening Star Hospice
140 volunteers · 16 beds
(555) 014-6620`,
    expect: { productType: 'fleece picnic blanket', qty: 60, maxUnitCents: 2500, maxProductionDays: 16 },
  },
  {
    id: 'r10-em-28',
    q: `Hello Grace,

Cole Island Ferry would like to thank our monthly-pass commuters with a travel mug. Please quote 600 travel mugs; our budget is $4,200 for the lot.

Best regards,
Kenji Watanabe
Customer Service, Cole Island Ferry
Departures every 40 min · M/V Osprey (149 passengers)
Dock 2, Pier Rd · (555) 018-4040`,
    expect: { productType: 'travel mug', qty: 600, maxUnitCents: 700 },
  },
  {
    id: 'r10-em-29',
    q: `Hi Lucy!

Wag Street Dog Daycare here. We want to give every pup a branded tennis ball for the holidays — 250 of them. Our colours are orange and white, so either works.

Woofs,
Penny Alvarez
Owner, Wag Street Dog Daycare
85 pups a day · Open 6:30 am–7 pm
Vaccination records fax: (555) 019-0119`,
    expect: { productType: 'tennis ball', absent: true, qty: 250, colour: ['orange', 'white'] },
  },
  {
    id: 'r10-em-30',
    q: `Hi Evan,

Forge Street Makerspace wants multi-tools for our members, made in the USA. 100 of them, $12 or under.

Thanks,
Yusuf Rahman
Operations, Forge Street Makerspace
60W laser cutter · 230 members · 24/7 keyholder access
Unit 5B, 77 Foundry St`,
    expect: { productType: 'multi-tool', qty: 100, madeIn: 'US', maxUnitCents: 1200 },
  },
  {
    id: 'r10-em-31',
    q: `Dear Mr. Greene,

The Millbrook Historical Society is recognising the twelve donors who funded the schoolhouse restoration. We'd like walnut plaques, 12 of them, no more than $60 each, by Thursday, December 10 for the ceremony.

Sincerely,
Eleanor Voss
President, Millbrook Historical Society
Founded 1889 · Museum open Saturdays 10–4
(555) 011-1889`,
    expect: { productType: 'walnut plaque', qty: 12, maxUnitCents: 6000, maxProductionDays: 11 },
  },
  {
    id: 'r10-em-32',
    q: `Hey Alex,

Riveter City Roller Derby here. We want pullover hoodies for the team — 50 of them, purple, under $30 each. Our bout is Saturday, December 12, so they need to be here by then.

Thanks!
Jess "Knockout Nell" Moreau, #88
Merch Captain, Riveter City Roller Derby
Practices Tue/Thu 8–10 pm · (555) 017-8888`,
    expect: { productType: 'pullover hoodie', qty: 50, colour: 'purple', maxUnitCents: 3000, maxProductionDays: 12 },
  },

  // ── Texts and chat messages: shorthand, typos, slang budgets and cents (r10-tx) ─────────────
  {
    id: 'r10-tx-01',
    q: 'need 1.2k stress balls for our booth at the 5K fun run expo, 60c ea max',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 1200, maxUnitCents: 60 },
  },
  {
    id: 'r10-tx-02',
    q: 'hi its the ski school again lol. 2 dozen bucket hats for summer camp staff, khaki, under 12 bucks',
    expect: { productType: 'bucket hat', qty: 24, colour: 'tan', maxUnitCents: 1200 },
  },
  {
    id: 'r10-tx-03',
    q: '300ish foam fingers for homecoming, green or yellow, under 4 bucks',
    expect: { productType: 'foam finger', qty: 300, colour: ['green', 'yellow'], maxUnitCents: 400 },
  },
  {
    id: 'r10-tx-04',
    q: 'pens x500 in navy, 75c or less. trucking co, drivers lose them constantly haha',
    expect: { productType: 'pen', qty: 500, colour: 'navy', maxUnitCents: 75 },
  },
  {
    id: 'r10-tx-05',
    q: 'esports squad needs 40 hoodies by 12/18, blk',
    expect: { productType: 'hoodie', qty: 40, colour: 'black', maxProductionDays: 17 },
  },
  {
    id: 'r10-tx-06',
    q: 'bowling alley here — 1k bottle opener keychians, 2 bucks max?',
    expect: { productType: 'bottle opener keychain', qty: 1000, maxUnitCents: 200 },
  },
  {
    id: 'r10-tx-07',
    q: '250 breakaway lanyards purple $2 max',
    expect: { productType: 'breakaway safety lanyard', qty: 250, colour: 'purple', maxUnitCents: 200 },
  },
  {
    id: 'r10-tx-08',
    q: '3 gross carpenter pencils for the lumber yard counter, 70c or less',
    expect: { productType: 'carpenter pencil', qty: 432, maxUnitCents: 70 },
  },
  {
    id: 'r10-tx-09',
    q: '1000 wristbands for the gala check-in, a quarter each max',
    expect: { productType: 'wristband', qty: 1000, maxUnitCents: 25 },
  },
  {
    id: 'r10-tx-10',
    q: 'sailing club - 50 golf umbrellas navy or black, 20 bucks max, need by dec 11',
    expect: { productType: 'golf umbrella', qty: 50, colour: ['navy', 'black'], maxUnitCents: 2000, maxProductionDays: 12 },
  },
  {
    id: 'r10-tx-11',
    q: 'marina fuel dock wants 600 chapsticks, a buck fifty max',
    expect: { productType: 'lip balm', qty: 600, maxUnitCents: 150 },
  },
  {
    id: 'r10-tx-12',
    q: 'half a gross of dad hats, charcol pls. for the orchard crew',
    expect: { productType: 'dad hat', qty: 72, colour: 'charcoal' },
  },
  {
    id: 'r10-tx-13',
    q: '100 dot grid notebooks for the coworking space, under 8 bucks each',
    expect: { productType: 'dot grid notebook', qty: 100, maxUnitCents: 800 },
  },
  {
    id: 'r10-tx-14',
    q: 'funeral home - 250 black pens, sub $1, need by wed 12/9',
    expect: { productType: 'pen', qty: 250, colour: 'black', maxUnitCents: 100, maxProductionDays: 10 },
  },
  {
    id: 'r10-tx-15',
    q: '350 drawstring bags wht or gray, 2 bucks',
    expect: { productType: 'drawstring backpack', qty: 350, colour: ['white', 'gray'], maxUnitCents: 200 },
  },
  {
    id: 'r10-tx-16',
    q: 'how much for 80 yoga mats in purple? under 25 bucks ea',
    expect: { productType: 'yoga mat', qty: 80, colour: 'purple', maxUnitCents: 2500 },
  },
  {
    id: 'r10-tx-17',
    q: 'regatta committee needs 200 sunscreens, 2.50 max',
    expect: { productType: 'sunscreen', qty: 200, maxUnitCents: 250 },
  },
  {
    id: 'r10-tx-18',
    q: '3k temp tattoos for the robotics expo, half a buck each max',
    expect: { productType: ['temporary tattoo', 'tattoo sheet'], qty: 3000, maxUnitCents: 50 },
  },
  {
    id: 'r10-tx-19',
    q: '48 polos navy by the 18th, 25 bucks',
    expect: { productType: 'polo', qty: 48, colour: 'navy', maxUnitCents: 2500, maxProductionDays: 17 },
  },
  {
    id: 'r10-tx-20',
    q: '1.5k badge holders, black, a buck max',
    expect: { productType: 'event badge holder', qty: 1500, colour: 'black', maxUnitCents: 100 },
  },
  {
    id: 'r10-tx-21',
    q: 'u got any wireless chargers under 12 bucks? need 30 for the dental office front desk',
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 30, maxUnitCents: 1200 },
  },
  {
    id: 'r10-tx-22',
    q: 'orchard store: 100 jute totes natural, 10 bucks max',
    expect: { productType: 'jute market tote', qty: 100, colour: 'natural', maxUnitCents: 1000 },
  },
  // Unmeetable on purpose: no metal pen costs a quarter (the cheapest at 500 is $1.11).
  {
    id: 'r10-tx-23',
    q: 'metal pens, 500, a quarter each. possible??',
    expect: { productType: ['metal pen', 'metal ballpoint pen'], qty: 500, maxUnitCents: 25, reply: 'relaxed[\\s\\S]*(budget|price)|(budget|price)[\\s\\S]*relaxed' },
  },
  {
    id: 'r10-tx-24',
    q: '250 silicon phone wallets in teal, under 2 bucks',
    expect: { productType: 'silicone phone wallet', qty: 250, colour: 'teal', maxUnitCents: 200 },
  },
  {
    id: 'r10-tx-25',
    q: 'need 12 trophies by dec 4 for the bowling league banquet',
    expect: { productType: 'trophy cup', qty: 12, maxProductionDays: 7 },
  },
  {
    id: 'r10-tx-26',
    q: 'get me 200 mugs — actually nvm the mugs, 200 insulated lunch bags, gray or charcoal, under 11',
    expect: { productType: 'lunch cooler bag', qty: 200, colour: ['gray', 'charcoal'], maxUnitCents: 1100 },
  },
  {
    id: 'r10-tx-27',
    q: 'rush!! 100 phone grips, 5 days or less, any color',
    expect: { productType: 'phone grip', qty: 100, maxProductionDays: 5 },
  },
  // Unmeetable on purpose: no can cooler is produced in 2 days (only rush could do it).
  {
    id: 'r10-tx-28',
    q: '200 koozies for the marina, need em shipped within 2 days',
    expect: { productType: 'can cooler', qty: 200, maxProductionDays: 2, reply: 'rush|deadline|production' },
  },

  // ── "Do you sell / have / carry …?" (r10-qu): half for types the catalogue lacks ──────────────
  {
    id: 'r10-qu-01',
    q: 'Do you sell shot glasses? The cidery wants some for tasting flights.',
    expect: { productType: 'shot glass', absent: true },
  },
  {
    id: 'r10-qu-02',
    q: 'Do you carry ice packs? We would need 200 for the ski patrol first aid bags.',
    expect: { productType: 'ice pack', absent: true, qty: 200 },
  },
  {
    id: 'r10-qu-03',
    q: 'do you guys have yo-yos?? library summer kickoff, 500 of them',
    expect: { productType: 'yo-yo', absent: true, qty: 500 },
  },
  {
    id: 'r10-qu-04',
    q: 'Do you sell bike lights? Looking for 150, black.',
    expect: { productType: 'bike light', absent: true, qty: 150, colour: 'black' },
  },
  {
    id: 'r10-qu-05',
    q: 'Do you carry coloring books? For a pediatric dental office, 300 of them.',
    expect: { productType: 'coloring book', absent: true, qty: 300 },
  },
  {
    id: 'r10-qu-06',
    q: 'Do you have whistles? For the lifeguards at the marina pool — 100 in orange or red.',
    expect: { productType: 'whistle', absent: true, qty: 100, colour: ['orange', 'red'] },
  },
  {
    id: 'r10-qu-07',
    q: 'Does your catalogue have dog tags? The military style, 60 for our robotics team.',
    expect: { productType: 'dog tag', absent: true, qty: 60 },
  },
  {
    id: 'r10-qu-08',
    q: 'Do you carry mittens and beanies? 100 of each in navy for the ski school.',
    expect: { qty: 100, colour: 'navy', items: [{ productType: 'mitten', absent: true }, { productType: 'beanie' }] },
  },
  {
    id: 'r10-qu-09',
    q: 'Do you have step counters?',
    expect: { productType: ['pedometer', 'step counter'] },
  },
  {
    id: 'r10-qu-10',
    q: 'Do you sell cork coasters? 100 sets for the cidery.',
    expect: { productType: 'cork coaster set', qty: 100 },
  },
  {
    id: 'r10-qu-11',
    q: 'Do you carry golf ball sleeves? Need 24 for a charity scramble.',
    expect: { productType: 'golf ball sleeve', qty: 24 },
  },
  {
    id: 'r10-qu-12',
    q: 'Do you have stadium seat cushions in red?',
    expect: { productType: 'stadium seat cushion', colour: 'red' },
  },
  {
    id: 'r10-qu-13',
    q: 'you guys sell thunder sticks? 500',
    expect: { productType: 'thunderstick', qty: 500 },
  },
  {
    id: 'r10-qu-14',
    q: 'Do you carry certificate frames? 30, black.',
    expect: { productType: 'certificate frame', qty: 30, colour: 'black' },
  },
  {
    id: 'r10-qu-15',
    q: 'Do you sell popcorn tins? Probably 40 for the trucking company holiday boxes.',
    expect: { productType: 'popcorn tin', qty: 40 },
  },
  {
    id: 'r10-qu-16',
    q: 'Do you have letter openers?',
    expect: { productType: 'letter opener' },
  },

  // ── Two or three products, each with its own constraints (r10-mu) ──────────────────────────
  {
    id: 'r10-mu-01',
    q: `Hi Nora, one more for the sailing club: 60 fleece quarter-zips in navy and 60 dad hats in white. Thanks! — Lyle`,
    expect: { items: [{ productType: 'quarter-zip', qty: 60, colour: 'navy' }, { productType: 'dad hat', qty: 60, colour: 'white' }] },
  },
  {
    id: 'r10-mu-02',
    q: `Crumb & Co. again: 500 chip clips (any colour) and 250 cotton totes in natural — $2,000 for the lot.`,
    expect: { maxTotalCents: 200000, items: [{ productType: 'chip clip', qty: 500 }, { productType: 'cotton tote', qty: 250, colour: 'natural' }] },
  },
  {
    id: 'r10-mu-03',
    q: 'robotics team order: 30 hoodies, 30 t-shirts and 150 lanyards, all purple',
    expect: { colour: 'purple', items: [{ productType: 'hoodie', qty: 30 }, { productType: ['t-shirt', 'tee'], qty: 30 }, { productType: 'lanyard', qty: 150 }] },
  },
  {
    id: 'r10-mu-04',
    q: `For the theatre's student matinee: 500 can coolers and 500 thundersticks, red for both, under $3 each.`,
    expect: { colour: 'red', maxUnitCents: 300, items: [{ productType: 'can cooler', qty: 500 }, { productType: 'thunderstick', qty: 500 }] },
  },
  {
    id: 'r10-mu-05',
    q: `Hey Lina — for the Loom's new-member kits: 250 notebooks under $4 and 250 pens under $1. Oskar`,
    expect: { items: [{ productType: 'notebook', qty: 250, maxUnitCents: 400 }, { productType: 'pen', qty: 250, maxUnitCents: 100 }] },
  },
  {
    id: 'r10-mu-06',
    q: `Marina summer kit: 150 koozies, 75 cooling towels and 50 bucket hats. $1,800 all-in.`,
    expect: { maxTotalCents: 180000, items: [{ productType: 'can cooler', qty: 150 }, { productType: 'cooling towel', qty: 75 }, { productType: 'bucket hat', qty: 50 }] },
  },
  {
    id: 'r10-mu-07',
    q: 'need 40 headphones and 40 mouse pads for the esports house, black',
    expect: { colour: 'black', items: [{ productType: 'headphone', qty: 40 }, { productType: 'mouse pad', qty: 40 }] },
  },
  {
    id: 'r10-mu-08',
    q: `Dear Ms. Abernathy, for the remembrance service we'd also like to look at 100 candles and 100 tea sampler boxes, each under $10, by Tuesday, December 15. — Harold Whitcomb III, Whitcomb & Daughters, (555) 019-0199`,
    expect: { maxUnitCents: 1000, maxProductionDays: 14, items: [{ productType: 'candle', qty: 100 }, { productType: 'tea sampler box', qty: 100 }] },
  },
  {
    id: 'r10-mu-09',
    q: `Hi Marcus, for the farm store we'd like 200 jute market totes under $10 and 200 bamboo cutlery sets under $5, eco-friendly for both. June, Hollis Hill Orchard`,
    expect: { eco: true, items: [{ productType: 'jute market tote', qty: 200, maxUnitCents: 1000 }, { productType: 'bamboo cutlery set', qty: 200, maxUnitCents: 500 }] },
  },
  {
    id: 'r10-mu-10',
    q: 'ski school: 80 pom pom beanies in light blue and 80 neck gaiters in black',
    expect: { items: [{ productType: 'pom pom beanie', qty: 80, colour: 'light blue' }, { productType: 'neck gaiter', absent: true, qty: 80, colour: 'black' }] },
  },
  {
    id: 'r10-mu-11',
    q: `Fox Hollow HOA spring welcome bags: 400 produce bag sets and 400 seed packets. Warren (Treasurer), PO Box 2271`,
    expect: { items: [{ productType: 'produce bag set', qty: 400 }, { productType: 'seed packet', absent: true, qty: 400 }] },
  },
  {
    id: 'r10-mu-12',
    q: `Red Mesa Freight again — 300 travel mugs under $8 and 300 flashlight keychains under $3, both made in the USA.`,
    expect: { madeIn: 'US', items: [{ productType: 'travel mug', qty: 300, maxUnitCents: 800 }, { productType: 'flashlight keychain', qty: 300, maxUnitCents: 300 }] },
  },
  {
    id: 'r10-mu-13',
    q: `For the Library of Things volunteer thank-you: a tote, a water bottle and a pencil for each of our 150 volunteers.`,
    expect: { qty: 150, items: [{ productType: 'tote' }, { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'] }, { productType: 'pencil' }] },
  },
  {
    id: 'r10-mu-14',
    q: `Hello — the Lighthouse Literacy Fund gala needs 20 crystal awards and 200 lapel pins, gold for the pins. Gala is Saturday, February 6, 2027 (Ballroom B). Thank you, Odile Fontaine, Events, (555) 018-3030`,
    expect: { maxProductionDays: 52, items: [{ productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 20 }, { productType: 'lapel pin', qty: 200, colour: 'gold' }] },
  },
  {
    id: 'r10-mu-15',
    q: 'climbing gym retail: 48 protein shakers in black, 48 foam rollers and 48 resistance band sets, all under $10',
    expect: { qty: 48, maxUnitCents: 1000, items: [{ productType: 'protein shaker bottle', colour: 'black' }, { productType: 'foam roller' }, { productType: 'resistance band set' }] },
  },
  {
    id: 'r10-mu-16',
    q: `Riverbend Kidney Care: 250 pill organizers and 250 hand sanitizers (gel or spray, either is fine), $1,000 total. Simone, ext. 3`,
    expect: { maxTotalCents: 100000, items: [{ productType: ['pill organizer', 'pill case'], qty: 250 }, { productType: 'hand sanitizer', qty: 250 }] },
  },
  // Unmeetable on purpose (the pill cases): no pill case or organizer in the catalogue is eco-friendly.
  {
    id: 'r10-mu-17',
    q: `Greenleaf Apothecary here: 150 seed paper bookmarks and 150 pill cases, both eco-friendly — it's our whole brand.`,
    expect: { eco: true, reply: 'relaxed[\\s\\S]*eco|eco[\\s\\S]*relaxed', items: [{ productType: 'seed paper bookmark', qty: 150 }, { productType: ['pill case', 'pill organizer'], qty: 150 }] },
  },
  {
    id: 'r10-mu-18',
    q: 'Three Ravens taproom: 240 pint glasses and 240 can coolers in black, $1,500 total',
    expect: { maxTotalCents: 150000, items: [{ productType: 'pint glass', qty: 240 }, { productType: 'can cooler', qty: 240, colour: 'black' }] },
  },

  // ── Conversations of 2–4 turns (r10-cv) ─────────────────────────────────────────────────────
  {
    id: 'r10-cv-01',
    turns: [
      { q: 'Looking for 500 stylus pens for an orthodontist front desk, under $1.25 each', expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 500, maxUnitCents: 125 } },
      { q: 'cheaper?', expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 500, maxUnitCents: 125 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-02',
    turns: [
      { q: 'The marina wants 100 bucket hats in navy for the dock staff.', expect: { productType: 'bucket hat', qty: 100, colour: 'navy' } },
      { q: 'what about in white?', expect: { productType: 'bucket hat', qty: 100, colour: 'white', intentColours: ['white'] } },
      { q: 'make that 150', expect: { productType: 'bucket hat', qty: 150, colour: 'white', intentQty: 150 } },
    ],
  },
  {
    id: 'r10-cv-03',
    turns: [
      { q: '250 tote bags for the theatre lobby, black, by Dec 11', expect: { productType: 'tote', qty: 250, colour: 'black', maxProductionDays: 12 } },
      { q: 'what if we pushed it to Dec 18?', expect: { productType: 'tote', qty: 250, colour: 'black', maxProductionDays: 17, intentProdDays: 17 } },
      { q: 'sort by price, lowest first', expect: { productType: 'tote', qty: 250, colour: 'black', maxProductionDays: 17, sorted: 'price' } },
    ],
  },
  {
    id: 'r10-cv-04',
    turns: [
      { q: 'Robotics club needs 50 power banks under $20 for the mentors.', expect: { productType: 'power bank', qty: 50, maxUnitCents: 2000 } },
      { q: 'compare the first two', expect: { compared: 2 } },
      { q: 'Different question — do you sell soldering irons?', expect: { productType: 'soldering iron', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-05',
    turns: [
      { q: 'Funeral home register desk: 300 pens, black, under $1', expect: { productType: 'pen', qty: 300, colour: 'black', maxUnitCents: 100 } },
      { q: 'what about pencils instead?', expect: { productType: 'pencil', qty: 300, colour: 'black', intentQty: 300 } },
      { q: 'thanks', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-06',
    turns: [
      { q: 'Orchard farm store: 500 chocolate bars under $3', expect: { productType: 'chocolate bar', qty: 500, maxUnitCents: 300 } },
      { q: 'also 500 trail mix packs', expect: { productType: 'trail mix snack pack', qty: 500 } },
    ],
  },
  {
    id: 'r10-cv-07',
    turns: [
      { q: 'coworking raffle prizes — 25 wireless earbuds under $25', expect: { productType: 'wireless earbud', qty: 25, maxUnitCents: 2500 } },
      { q: 'fastest production time?', expect: { productType: 'wireless earbud', qty: 25, maxUnitCents: 2500, sorted: 'productionDays' } },
      { q: 'New request: 400 sticky note pads', expect: { productType: 'sticky note pad', qty: 400, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-08',
    turns: [
      { q: 'Ski school instructors: 60 softshell jackets, black or charcoal, by Dec 18', expect: { productType: 'softshell jacket', qty: 60, colour: ['black', 'charcoal'], maxProductionDays: 17 } },
      { q: 'cheaper?', expect: { productType: 'softshell jacket', qty: 60, colour: ['black', 'charcoal'], maxProductionDays: 17 } },
      { q: 'no rush on these actually', expect: { productType: 'softshell jacket', qty: 60, colour: ['black', 'charcoal'], noDeadline: true } },
    ],
  },
  {
    id: 'r10-cv-09',
    turns: [
      { q: 'Do you sell rolling pins? For a bakery.', expect: { productType: 'rolling pin', absent: true } },
      { q: 'ok then 100 cookie gift boxes instead', expect: { productType: 'cookie gift box', qty: 100, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-10',
    turns: [
      { q: 'HOA pool party: 250 flying discs, lime', expect: { productType: ['flying disc', 'frisbee'], qty: 250, colour: 'lime' } },
      { q: 'in orange?', expect: { productType: ['flying disc', 'frisbee'], qty: 250, colour: 'orange', intentColours: ['orange'] } },
      { q: 'what about 500?', expect: { productType: ['flying disc', 'frisbee'], qty: 500, colour: 'orange', intentQty: 500 } },
      { q: 'perfect, thanks', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-11',
    turns: [
      { q: 'Trucking company: 300 car chargers under $5 for the cabs', expect: { productType: 'car charger', qty: 300, maxUnitCents: 500 } },
      { q: 'what about phone stands instead?', expect: { productType: 'phone stand', qty: 300, intentQty: 300 } },
      { q: 'cheapest first please', expect: { productType: 'phone stand', qty: 300, sorted: 'price' } },
    ],
  },
  {
    id: 'r10-cv-12',
    turns: [
      { q: 'Library of Things: 250 flashlight keychains for the tool-lending members', expect: { productType: 'flashlight keychain', qty: 250 } },
      { q: 'Unrelated — 2 dozen certificate frames for the volunteer awards', expect: { productType: 'certificate frame', qty: 24, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-13',
    turns: [
      { q: '100 snapback caps black by 12/11 for the esports team', expect: { productType: 'snapback cap', qty: 100, colour: 'black', maxProductionDays: 12 } },
      { q: 'what about red?', expect: { productType: 'snapback cap', qty: 100, colour: 'red', maxProductionDays: 12, intentColours: ['red'] } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r10-cv-14',
    turns: [
      { q: 'Sailing club regatta prizes: 40 duffel bags, navy, under $30', expect: { productType: 'duffel bag', qty: 40, colour: 'navy', maxUnitCents: 3000 } },
      { q: 'any made in the USA?', expect: { productType: 'duffel bag', qty: 40, colour: 'navy', maxUnitCents: 3000, madeIn: 'US' } },
      { q: "Thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-15',
    turns: [
      { q: 'Riverside Refugee Welcome Network: 500 rPET totes, must be recyclable', expect: { productType: 'rpet shopping tote', qty: 500, recyclable: true } },
      { q: 'make it 1000', expect: { productType: 'rpet shopping tote', qty: 1000, recyclable: true, intentQty: 1000 } },
      { q: 'Separate order: composition notebooks for the ESL classes, 300', expect: { productType: 'composition notebook', qty: 300, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-16',
    turns: [
      { q: '50 cooling towels in teal for the climbing gym', expect: { productType: 'cooling towel', qty: 50, colour: 'teal' } },
      { q: 'got any in lime instead?', expect: { productType: 'cooling towel', qty: 50, colour: 'lime', intentColours: ['lime'] } },
      { q: 'need them by fri dec 11 tho', expect: { productType: 'cooling towel', qty: 50, colour: 'lime', maxProductionDays: 12, intentProdDays: 12 } },
    ],
  },
  {
    id: 'r10-cv-17',
    turns: [
      { q: 'Beekeepers association: 200 seed paper bookmarks, eco-friendly', expect: { productType: 'seed paper bookmark', qty: 200, eco: true } },
      { q: 'also 50 honey jars', expect: { productType: 'honey jar', qty: 50 } },
    ],
  },
  {
    id: 'r10-cv-18',
    turns: [
      { q: 'Quilt guild: 75 zippered travel pouches in purple under $4', expect: { productType: 'zippered travel pouch', qty: 75, colour: 'purple', maxUnitCents: 400 } },
      // Unmeetable on purpose: no zippered travel pouch comes in maroon.
      { q: 'what about burgundy?', expect: { productType: 'zippered travel pouch', qty: 75, colour: 'maroon', maxUnitCents: 400, intentColours: ['maroon'], reply: 'relaxed[\\s\\S]*colou?r|colou?r[\\s\\S]*relaxed' } },
      { q: 'ok teal then', expect: { productType: 'zippered travel pouch', qty: 75, colour: 'teal', maxUnitCents: 400, intentColours: ['teal'] } },
    ],
  },
  {
    id: 'r10-cv-19',
    turns: [
      { q: 'EMS station needs 200 travel first aid kits', expect: { productType: 'travel first aid kit', qty: 200 } },
      { q: 'what about 100?', expect: { productType: 'travel first aid kit', qty: 100, intentQty: 100 } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-20',
    turns: [
      { q: 'Planetarium star party: 300 light-up wristbands by Dec 10', expect: { productType: 'light-up wristband', qty: 300, maxProductionDays: 11 } },
      { q: 'Different question — 12 wooden desk clocks for the board', expect: { productType: 'wooden desk clock', qty: 12, intentProdDays: null, intentColours: [] } },
    ],
  },
  {
    id: 'r10-cv-21',
    turns: [
      { q: '120 performance running caps for the pickleball league', expect: { productType: 'performance running cap', qty: 120 } },
      { q: 'cheaper?', expect: { productType: 'performance running cap', qty: 120 } },
      { q: 'sort by fastest production', expect: { productType: 'performance running cap', qty: 120, sorted: 'productionDays' } },
    ],
  },
  {
    id: 'r10-cv-22',
    turns: [
      { q: 'Hospice family room: 50 aromatherapy candles under $10', expect: { productType: 'aromatherapy candle', qty: 50, maxUnitCents: 1000 } },
      { q: 'no rush on these btw', expect: { productType: 'aromatherapy candle', qty: 50, maxUnitCents: 1000, noDeadline: true } },
    ],
  },
  {
    id: 'r10-cv-23',
    turns: [
      { q: 'Makerspace wants 100 USB flash drives', expect: { productType: 'usb flash drive', qty: 100 } },
      { q: 'only swivel ones?', expect: { productType: 'swivel usb flash drive', qty: 100, intentQty: 100 } },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r10-cv-24',
    turns: [
      { q: 'Historical society donor wall: 15 walnut plaques under $50', expect: { productType: 'walnut plaque', qty: 15, maxUnitCents: 5000 } },
      { q: 'what about acrylic plaques instead?', expect: { productType: 'acrylic plaque', qty: 15, intentQty: 15 } },
      { q: "thanks, that's all", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r10-cv-25',
    turns: [
      { q: 'Roller derby fundraiser: 50 crewneck sweatshirts, purple, under $25', expect: { productType: 'crewneck sweatshirt', qty: 50, colour: 'purple', maxUnitCents: 2500 } },
      { q: 'gray?', expect: { productType: 'crewneck sweatshirt', qty: 50, colour: 'gray', maxUnitCents: 2500, intentColours: ['gray'] } },
      { q: 'what about 100?', expect: { productType: 'crewneck sweatshirt', qty: 100, colour: 'gray', maxUnitCents: 2500, intentQty: 100 } },
    ],
  },
  {
    id: 'r10-cv-26',
    turns: [
      { q: 'cidery tasting room: 48 stemless wine glasses, a tenner max each', expect: { productType: 'stemless wine glass', qty: 48, maxUnitCents: 1000 } },
      { q: 'in clear?', expect: { productType: 'stemless wine glass', qty: 48, colour: 'clear', maxUnitCents: 1000, intentColours: ['clear'] } },
      { q: 'unrelated - 250 bottle opener keychains', expect: { productType: 'bottle opener keychain', qty: 250, intentColours: [] } },
    ],
  },
];
