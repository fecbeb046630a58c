import type { EvalCase } from '../expect.js';

/**
 * A twelfth set of fresh requests for the chat assistant: 120 cases (152 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions in
 * the headers of cases.ts and dev-2.ts … dev-11.ts — without reading the assistant's code, the seed
 * code, its earlier evaluation questions or the cases of the other fresh sets, and without running
 * the assistant.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * Weighted to honesty, with another emphasis than dev-11.ts: where in a request, and in which turn,
 * the thing the catalogue cannot do turns up. The mix:
 * - 30 requests for two to four products (r13-mu), each item with its own quantity and, where
 *   natural, colour or budget (one total across items, mu-26), in bullet lists (mu-1, mu-9),
 *   numbered lists (mu-2, mu-15), "plus" (mu-3, mu-25), "as well as" (mu-4), "along with" (mu-5),
 *   "and also" (mu-6), tables written as text, "qty 400 — item: …" (mu-7, mu-27), and prose. In
 *   every one, one or two items are types the catalogue lacks (35 items; two in mu-12, 19, 23, 27
 *   and 30), first, in the middle or last. Sixteen of them are compounds whose words each name
 *   catalogue products but never together — golf pencils (beside golf ball sleeves and golf
 *   towels), desk fans (beside wooden desk clocks), bamboo coasters (beside bamboo cutlery sets),
 *   wine tumblers (beside stemless wine glasses), silicone wristbands, cooler backpacks, laptop
 *   stands (beside phone stands), selfie sticks (beside selfie ring lights), safety glasses (beside
 *   breakaway safety lanyards), honey sticks (beside honey jars), cotton candy, protein bars
 *   (beside protein shaker bottles), paper cups, hand lotion, gift wrap (beside gourmet cookie gift
 *   boxes) and golf bags —; the others are grip socks, magnets (the Magnetic Clips are not),
 *   cheese knives, mini bowling pins, binoculars, USB wall chargers, beach umbrellas, yoga towels,
 *   wine stoppers, glow sticks, wall calendars (beside desk calendars), mason jars (beside candy
 *   jars), nail files, duct tape (beside tape measure keychains), knit gloves, ear warmers, yard
 *   signs, plush toys and coloring books.
 * - 25 conversations of 2–4 turns (r13-cv) where the honesty problem comes in a later turn: "what
 *   about <a type the catalogue lacks>?" (bomber jackets cv-1, divot tools cv-9, garment bags
 *   cv-10, briefcases cv-17, parkas cv-25); "can they be made in the USA / eco / recyclable?"
 *   (cv-2, cv-18; cv-3, cv-24; cv-12); a colour the type never comes in (lime beanies cv-4, maroon
 *   tumblers cv-11, brown can coolers cv-19); a date only rush could meet (cv-5, cv-13, cv-20, and
 *   cv-21 with a budget); "make it 10 then" / "just 15 then?" under every minimum (cv-6, cv-14);
 *   "cheaper — under $N" below every price (cv-7, cv-15, cv-23); and a new unrelated request for a
 *   type the catalogue lacks after a satisfiable one (hammocks cv-8, safety vests cv-13, bobbleheads
 *   cv-16, chewing gum cv-22). Around them: cheaper?, another colour, "no rush" after a date, thanks.
 * - 25 single requests that cannot be met in full on purpose, 13 signed emails (r13-em-1 … 13)
 *   and 12 texts (r13-tx-1 … 12), each mixing two constraints that are each met alone by at least
 *   3 products of the type but together by fewer than 3: colour and made in USA (em-1, em-5,
 *   em-8), colour and recyclable (em-2, tx-10), colour and budget (em-3, em-9, em-10, em-11, tx-6,
 *   tx-7, tx-8, tx-9), colour and eco (em-4, em-6, tx-5), made in USA and eco (em-7), colour and a
 *   date (em-12, em-13, tx-1, tx-2, tx-4, tx-11, tx-12) and made in USA and a date (tx-3).
 * - 15 single requests for types the catalogue lacks, asked indirectly: "we're after …", "on the
 *   hunt for …", "need a quote on …", "would you be able to get …", "is … something you do?",
 *   "…, is that a thing you can print?", "do u guys do …" (qu-1 … qu-10, tx-13, tx-14), five of them
 *   with the product as a mass noun without an article (beef jerky, lip gloss, sidewalk chalk,
 *   dental floss, hot sauce), and three emails that name the product only in their subject line
 *   (tire pressure gauges em-14, reusable ice packs em-15, luggage scales em-16).
 * - 25 ordinary requests that can be met, in mixed styles (em-17 … em-24, tx-15 … tx-22,
 *   qu-11 … qu-19), with budgets, totals, dates, made in USA, "no rush", sort by price and by
 *   production time.
 * The writers are a land trust, a pest-control firm, a trampoline park, a cheese shop, a bowling
 * league, a birding society, court reporters, an actuarial firm, a kayak outfitter, a pilates
 * studio, a zero-waste café, a wine bar, a semi-pro soccer club's supporters, a hunting lodge, a
 * managed-IT firm, a talent agency, a demolition contractor, a farm stand, a roller rink, a running
 * store, land surveyors, a coffee cart, a nail salon, a preserves maker, a hardware store, a
 * chocolatier, a snowmobile club, a country-club pro shop, a school-board candidate, a science
 * center, a glassworks, a fiber-internet provider, a debate league, an ice-fishing derby, a pottery
 * studio, a seed library, minor-league ballclubs, a sailing school, home inspectors, a wellness
 * retreat, a Model UN conference, a kombucha taproom, a bridge club, a dental lab, patent agents, a
 * strength gym, a speedway, a Boys & Girls Club, an analytics firm, a credit bureau, a dune-buggy
 * club, bus drivers, mountain guides, a meadery, a meals-on-wheels program, a private-equity firm, a
 * cacao festival, wealth advisors, a green-building council, a wind-energy company, a distillery, a
 * 911 dispatch center, a YMCA, a scout council, a transit authority, a military academy, an auto
 * shop, an orthopedic practice, a travel insurer, a prep-school reunion, a payroll company, a
 * lighthouse trust, a day spa, a call centre, a lantern festival, a tree nursery, a skate
 * competition, a flea market, a makerspace, a car-rental branch, a co-working space, a drone expo,
 * a sawmill, an optometrist, an audiologist, a trucking company, a tutoring center, a dog-training
 * school, a pizzeria, a garden center, a senior-living community and a seniors' center.
 *
 * 42 turns cannot be met on purpose (fewer than 3 products fit every constraint without
 * rush), each marked "Cannot be met" in its comment, with a reply pattern naming the constraint to
 * relax: the 25 single requests above (r13-em-1 … 13, r13-tx-1 … 12) and 17 later turns of
 * conversations (cv-2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 18, 19, 21 and 24 turn 2; cv-20 and cv-23
 * turn 3). No item of a several-product request is unmeetable: there the honesty is the absent
 * item. Where the date is 7 production days or less (tx-1, tx-3, tx-4, cv-5, cv-13, cv-20, cv-21),
 * products that offer rush can meet it when the reply says so (product.md), and the pattern
 * accepts "rush".
 *
 * Every turn was checked with .scratch/set13/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints` / `unitPriceCents`: each satisfiable turn (each item of a
 * several-product turn) has at least 3 fitting products, and every "cheaper?" turn at least 10;
 * each absent type matches no catalogue product name and at least 3 alternatives meet the
 * request's other constraints (alternatives of an item not of another item's type); each turn
 * marked unmeetable has fewer than 3 fitting products, at least 3 products that miss exactly one
 * constraint, and a reply pattern; a total across items covers the cheapest fitting product per
 * item; every product type that is not absent names at least one catalogue product; every colour
 * word names a catalogue colour; and several absent items in one turn share their other
 * constraints (see below). .scratch/set13/simulate.ts also scores a hand-built ideal reply to every
 * turn with the judge's scoreTurn, with no problem found.
 *
 * Read as in the earlier headers (now is Sunday 22 November 2026; production days are the working
 * days after today up to the date, minus 3: Fri Nov 27 → 2, Mon Nov 30 → 3, Wed Dec 2 → 5, Fri
 * Dec 4 → 7, Tue Dec 8 → 9, Fri Dec 11 → 12). Readings decided here beyond them:
 * - A compound the catalogue has no name for is absent even when each of its words names catalogue
 *   products ("golf pencils", "desk fans", "safety glasses", "protein bars", "gift wrap"): showing
 *   golf balls for golf pencils or safety lanyards for safety glasses as the thing asked for is the
 *   trap. The judge checks it by the client's full phrase, as dev-6 did for golf tees.
 * - A mass noun is a product type like any other and its count is the quantity: "cotton candy for
 *   300 kids" 300, "hand lotion minis for 250 clients" 250, "gift wrap for all 300" 300, "250 rolls
 *   of duct tape" 250, "144 bottles" of hot sauce 144, "250 packs" of chewing gum 250, "400 pairs
 *   of grip socks" 400, "enough for 150 families" of sidewalk chalk 150.
 * - A product named only in an email's "Subject:" line is the request's type; "price 250 of these",
 *   "we'd need 300 of them" and "500 please" in the body are its quantity.
 * - "We're after …", "on the hunt for …", "need a quote on …", "would you be able to get …", "are …
 *   something you do?", "…, is that a thing you can print?" and "do u guys do …" ask for the type as
 *   "do you sell …" does. A table row "qty 150 — item: hoodies, forest green" is an item with that
 *   quantity and colour.
 * - Several absent items in one request share their other constraints (mu-12 puts its pink on the
 *   stemless wine glasses), because the judge counts every alternative against the first absent
 *   item (expect.ts `itemOf`).
 * - "Cheaper — under 50 cents?" / "cheaper still — under $3?" set that ceiling and keep the rest;
 *   below every price, they are unmeetable rather than "cheaper?" turns. "Make it 10 then" and
 *   "just 15 then?" replace the quantity (intentQty) and keep the budget. "Do they come in lime
 *   green?", "in maroon?", "what about in brown?" replace the colour (intentColours that one).
 * - Reply patterns name the constraint ('[Cc]olou?r', '[Bb]udget|[Pp]rice', '[Mm]ade in|USA|U\\.S\\.',
 *   '[Ee]co', '[Rr]ecycl', '[Mm]inimum|[Qq]uantit', '[Rr]ush|[Dd]eadline|[Pp]roduction'); a request
 *   failing on two constraints together accepts either. The colour's own name is not accepted there
 *   (every reply restates it: "red power banks"), but a colour-never follow-up also accepts the
 *   colour as a whole word ('\\b[Mm]aroon\\b': "No tumbler comes in maroon").
 * - Types as the catalogue names them: "hats" the Headwear category (cases.ts); "dad hats"
 *   Unstructured Dad Hats; "flat bill snapbacks" Flat Bill Snapback Caps; "tees" T-Shirts and Tees;
 *   "wireless chargers, the 15W ones" 15W Wireless Chargers; "wireless mice" Wireless Mouse;
 *   "insulated lunch cooler bags" and "lunch cooler bags" the Insulated Lunch Cooler Bags;
 *   "cotton tote bags" also Recycled Cotton Totes; "water bottles" also sport and steel bottles
 *   (dev-5); "golf balls" Tournament Golf Balls and Golf Ball Sleeves; "golf towels" Golf and
 *   Microfiber Golf Towels; "desk calendars" also Tent Desk Calendars; "SPF 30 sunscreen tubes"
 *   SPF 30 Sunscreen Tubes; "Tyvek wristbands" Tyvek Wristbands only; "webcam covers", "medals with
 *   ribbon", "pill organizers" and "stress balls" as dev-4 lists them.
 * - Signature and body numbers that are not quantities: "10K members on Strava", "1,200 days without
 *   a lost-time incident", "180 alumni RSVP'd" beside a named quantity, "Class of '06", "cart #3 of
 *   5", "12 stations", "District 4", "PO Box 2026", "Routes 1–38", "booth #1140". "Twelve" and
 *   "Forty" are quantities; "our 10 regional directors" is the quantity when no other is named.
 * - "Commendations are Wednesday, December 9 … in hand by Tuesday, December 8" is by the 8th
 *   (dev-4); "Party's not till March so no rush" is noDeadline; "this winter", "next season" and
 *   "spring" state no date.
 */
export const DEV_12_CASES: EvalCase[] = [
  // ───────────── Several products at once, one or two of them types the catalogue lacks (r13-mu) ─────────────
  {
    id: 'r13-mu-1',
    q: `Morning Priya,

Ridgeline's fall scramble is on again and I'm building the player gift bags. Could you pull options for:

• 72 golf ball sleeves
• 144 golf pencils
• 72 golf towels, white

Thanks a bunch,
Owen Hartley | Development Associate
Ridgeline Land Trust — 4,100 acres protected since 1987
PO Box 318, Stowe VT 05672 · (802) 555-0143`,
    expect: {
      items: [
        { productType: 'golf ball sleeve', qty: 72 },
        // Absent: "golf pencil" — Golf and Pencil both appear in product names, never together.
        { productType: 'golf pencil', absent: true, qty: 144 },
        { productType: 'golf towel', qty: 72, colour: 'white' },
      ],
    },
  },
  {
    id: 'r13-mu-2',
    q: `Hi team, prepping the spring mailer kits for our service customers. We need:
1) 300 sticky note pads
2) 300 magnets with our phone number on them
3) 300 pens in navy — the pens need to stay under $1 each

Bugaway Pest Solutions
License #PC-40218 · 1-800-555-0199 · Serving 14 counties since 2009`,
    expect: {
      items: [
        { productType: 'sticky note pad', qty: 300 },
        // Absent: "magnets" (the catalogue's Magnetic Clips are another thing, and no name says "magnet").
        { productType: 'magnet', absent: true, qty: 300 },
        { productType: 'pen', qty: 300, colour: 'navy', maxUnitCents: 100 },
      ],
    },
  },
  {
    id: 'r13-mu-3',
    q: `Need 400 pairs of grip socks plus 400 drawstring backpacks in red for the birthday party packs. What have you got? — Jess @ SkyHigh Trampoline Park, Unit 5, 22,000 sq ft of jump space`,
    expect: {
      items: [
        { productType: 'grip sock', absent: true, qty: 400 },
        { productType: 'drawstring backpack', qty: 400, colour: 'red' },
      ],
    },
  },
  {
    id: 'r13-mu-4',
    q: `Hello! For our holiday gift boxes at the shop I'd like 60 cheese knife sets as well as 60 jute market totes in natural and 60 stemless wine glasses. Let me know what you'd suggest.

Warmly,
Colette Brandt
The Rind & Crust Cheese Shop · 112 Mill St · open Tue–Sun 10–6`,
    expect: {
      items: [
        { productType: 'cheese knife', absent: true, qty: 60 },
        { productType: 'jute market tote', qty: 60, colour: 'natural' },
        { productType: 'stemless wine glass', qty: 60 },
      ],
    },
  },
  {
    id: 'r13-mu-5',
    q: `league night giveaway: 150 tees in black along with 150 can coolers, and 150 mini bowling pins if thats a thing. lanes 1-32 booked solid every tues lol`,
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 150, colour: 'black' },
        { productType: 'can cooler', qty: 150 },
        { productType: 'bowling pin', absent: true, qty: 150 },
      ],
    },
  },
  {
    id: 'r13-mu-6',
    q: `Dear Sam,

The Audubon chapter's beginner-birder kits need 150 pocket notebooks and also 150 compact binoculars, plus 150 pencils to go with the notebooks. Nothing fancy.

With thanks,
Marguerite Olsen, Outreach Chair
Cedar Marsh Birding Society — 312 species recorded on our count circle
Meetings 2nd Thursday, 7 pm, Room 104`,
    expect: {
      items: [
        { productType: 'pocket notebook', qty: 150 },
        { productType: 'binocular', absent: true, qty: 150 },
        { productType: 'pencil', qty: 150 },
      ],
    },
  },
  {
    id: 'r13-mu-7',
    q: `Registration desk order for the annual conference, please quote:

qty 400 — item: lanyards, navy
qty 400 — item: event badge holders
qty 400 — item: USB wall chargers

Midwest Court Reporters Association · Booth 14B · Hall C`,
    expect: {
      items: [
        { productType: 'lanyard', qty: 400, colour: 'navy' },
        { productType: 'event badge holder', qty: 400 },
        // Absent: "wall charger" — the catalogue has car chargers and wireless chargers, no wall chargers.
        { productType: 'wall charger', absent: true, qty: 400 },
      ],
    },
  },
  {
    id: 'r13-mu-8',
    q: `For the new-hire desks at the Fairmont office we're looking at 100 desk fans (the USB kind), 100 wooden desk clocks and 100 mouse pads. Clocks can't be more than $20 each.

Rhea Castillo · Workplace Experience · Tallis Actuarial Group
Floor 9, 400 Commerce Ave · ext. 2231`,
    expect: {
      items: [
        // Absent: "desk fan" — Desk (clocks, lamps) and Fan (hand fans) appear, never together.
        { productType: 'desk fan', absent: true, qty: 100 },
        { productType: 'wooden desk clock', qty: 100, maxUnitCents: 2000 },
        { productType: 'mouse pad', qty: 100 },
      ],
    },
  },
  {
    id: 'r13-mu-9',
    q: `Hey Rob — rental dock stuff for next season:
- 40 beach umbrellas
- 300 cooling towels, teal
- 300 SPF 30 sunscreen tubes
Thx. Paddle North Kayak Co., Dock 3, (218) 555-0172`,
    expect: {
      items: [
        { productType: 'beach umbrella', absent: true, qty: 40 },
        { productType: 'cooling towel', qty: 300, colour: 'teal' },
        { productType: 'sunscreen tube', qty: 300 },
      ],
    },
  },
  {
    id: 'r13-mu-10',
    q: `Hi! We're opening our second studio. Looking for 30 yoga mats in purple, 30 yoga towels and 30 water bottles for the founding members.
Namaste,
Ivy — Coreline Pilates, Studio 2B, 5 reformers and counting`,
    expect: {
      items: [
        { productType: 'yoga mat', qty: 30, colour: 'purple' },
        { productType: 'yoga towel', absent: true, qty: 30 },
        // "Water bottles" also accept sport and steel bottles (dev-5, dev-6).
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 30 },
      ],
    },
  },
  {
    id: 'r13-mu-11',
    q: `We'd like 250 bamboo cutlery sets, 250 bamboo coasters and 250 beeswax food wraps for the reopening — all eco-friendly please, it's kind of our whole thing.

Tomas Reyes
Little Fern Café · zero-waste since 2019 · 88 Alder Way`,
    expect: {
      eco: true,
      items: [
        { productType: 'bamboo cutlery set', qty: 250 },
        // Absent: "bamboo coaster" — Bamboo and Coaster (cork coaster sets) appear, never together.
        { productType: 'bamboo coaster', absent: true, qty: 250 },
        { productType: 'beeswax food wrap', qty: 250 },
      ],
    },
  },
  {
    id: 'r13-mu-12',
    q: `Quick one for the wine bar's members' night: 48 wine tumblers, 48 stemless wine glasses in pink, and 48 wine stoppers. Can you send a few options each?
— Nadia, Vine & Velvet Wine Bar, 2 locations`,
    expect: {
      items: [
        // Absent: "wine tumbler" — Wine (stemless wine glasses) and Tumbler appear, never together.
        { productType: 'wine tumbler', absent: true, qty: 48 },
        { productType: 'stemless wine glass', qty: 48, colour: 'pink' },
        { productType: 'wine stopper', absent: true, qty: 48 },
      ],
    },
  },
  {
    id: 'r13-mu-13',
    q: `Match-day order!! 1,000 silicone wristbands in gold, 500 foam fingers, 500 thundersticks. Go Hornets 🐝 — Dimas, Westbury Hornets FC, Supporters' Section 118`,
    expect: {
      items: [
        // Absent: "silicone wristband" — Silicone (phone wallets) and Wristband (Tyvek, event, light-up) appear, never together.
        { productType: 'silicone wristband', absent: true, qty: 1000, colour: 'gold' },
        { productType: 'foam finger', qty: 500 },
        { productType: 'thunderstick', qty: 500 },
      ],
    },
  },
  {
    id: 'r13-mu-14',
    q: `Afternoon,

Our guides want gear for the lodge's return guests this winter: 24 cooler backpacks, 24 duffel bags in black (keep those under $30), and 24 folding camp chairs.

Regards,
Hank Lindqvist
Timber Ridge Hunting Lodge · 3 cabins · Hwy 61, Mile 212 · est. 1974`,
    expect: {
      items: [
        // Absent: "cooler backpack" — Cooler (can and lunch cooler bags) and Backpack appear, never together.
        { productType: 'cooler backpack', absent: true, qty: 24 },
        { productType: 'duffel bag', qty: 24, colour: 'black', maxUnitCents: 3000 },
        { productType: 'folding camp chair', qty: 24 },
      ],
    },
  },
  {
    id: 'r13-mu-15',
    q: `Client onboarding kits, 75 of each:
  1. laptop stands
  2. phone stands (silver)
  3. cable organizers
Bitwise Managed IT · SOC 2 Type II · 24/7 NOC 1-888-555-0142`,
    expect: {
      items: [
        // Absent: "laptop stand" — Laptop (sleeves, backpacks) and Stand (phone stands) appear, never together.
        { productType: 'laptop stand', absent: true, qty: 75 },
        { productType: 'phone stand', qty: 75, colour: 'silver' },
        { productType: 'cable organizer', qty: 75 },
      ],
    },
  },
  {
    id: 'r13-mu-16',
    q: `hiya, creator-retreat swag for our 60 attendees — 60 clip-on selfie ring lights, 60 selfie sticks & 60 phone grips in pink. thank u!! ✨ Loop & Lens Talent Mgmt, 14 creators on roster`,
    expect: {
      items: [
        { productType: 'clip-on selfie ring light', qty: 60 },
        // Absent: "selfie stick" — Selfie (ring lights) and Stick (lip balm sticks) appear, never together.
        { productType: 'selfie stick', absent: true, qty: 60 },
        { productType: 'phone grip', qty: 60, colour: 'pink' },
      ],
    },
  },
  {
    id: 'r13-mu-17',
    q: `Hi Carla,

Safety week on our demo sites — can you quote 250 safety glasses (clear), 250 breakaway lanyards in safety yellow and 250 tape measure keychains?

Thanks,
Dev Patel, Safety Manager
Ironbridge Demolition · OSHA 30 certified crew · 1,200 days without a lost-time incident
Cell 614-555-0187`,
    expect: {
      items: [
        // Absent: "safety glasses" — Safety (breakaway safety lanyards) and Glass (pint glasses) appear, never together.
        { productType: 'safety glasses', absent: true, qty: 250, colour: 'clear' },
        { productType: 'breakaway safety lanyard', qty: 250, colour: 'yellow' },
        { productType: 'tape measure keychain', qty: 250 },
      ],
    },
  },
  {
    id: 'r13-mu-18',
    q: `For the farm stand's holiday market we want 500 honey sticks for the kids, 100 honey jars and 100 jute market totes.
Wendell & Rosa, Two Oaks Farm — 40 acres, stand open Sat 8–1, Rt 9 exit 22`,
    expect: {
      items: [
        // Absent: "honey stick" — Honey (jars, samplers) and Stick (lip balm sticks) appear, never together.
        { productType: 'honey stick', absent: true, qty: 500 },
        { productType: 'honey jar', qty: 100 },
        { productType: 'jute market tote', qty: 100 },
      ],
    },
  },
  {
    id: 'r13-mu-19',
    q: `Skate-party goodies: cotton candy for 300 kids, 300 light-up wristbands, and 300 glow sticks. Party's not till March so no rush.

Starlite Roller Rink · 1978 Disco Ln · (505) 555-0119`,
    expect: {
      noDeadline: true,
      items: [
        // Absent (a mass noun): "cotton candy" — Cotton (totes, tees) and Candy (candy jars) appear, never together.
        { productType: 'cotton candy', absent: true, qty: 300 },
        { productType: 'light-up wristband', qty: 300 },
        { productType: 'glow stick', absent: true, qty: 300 },
      ],
    },
  },
  {
    id: 'r13-mu-20',
    q: `Hey! Run club anniversary: 150 protein shaker bottles in black ($5 max each), 150 protein bars, 150 resistance band sets. Cheers — Mateo, Stride Collective Running Co., 3 stores, 10K members on Strava`,
    expect: {
      items: [
        { productType: 'protein shaker bottle', qty: 150, colour: 'black', maxUnitCents: 500 },
        // Absent: "protein bar" — Protein (shaker bottles) and Bar (chocolate bars) appear, never together.
        { productType: 'protein bar', absent: true, qty: 150 },
        { productType: 'resistance band set', qty: 150 },
      ],
    },
  },
  {
    id: 'r13-mu-21',
    q: `Good morning,

Year-end client mailing. We need 500 wall calendars, 250 desk calendars and 250 pens, the pens in black.

Kind regards,
Gloria Nakamura, Office Manager
Baseline Land Surveying, PLLC · PLS #18832 · GPS control since 1996`,
    expect: {
      items: [
        // Absent: "wall calendar" — the catalogue's calendars are desk and tent desk calendars.
        { productType: 'wall calendar', absent: true, qty: 500 },
        { productType: 'desk calendar', qty: 250 },
        { productType: 'pen', qty: 250, colour: 'black' },
      ],
    },
  },
  {
    id: 'r13-mu-22',
    q: `Coffee cart rebrand — 1,000 12 oz paper cups, 200 16 oz travel mugs and 200 tea sampler boxes. What can you do? — Benny, Drip Theory Coffee Cart (cart #3 of 5)`,
    expect: {
      items: [
        // Absent: "paper cup" — Paper (fans, notebooks) and Cup (trophy cups) appear, never together.
        { productType: 'paper cup', absent: true, qty: 1000 },
        { productType: '16 oz travel mug', qty: 200 },
        { productType: 'tea sampler box', qty: 200 },
      ],
    },
  },
  {
    id: 'r13-mu-23',
    q: `Hi love! For our client appreciation week: hand lotion minis for 250 clients, 250 lip balms and 250 nail files. xo, Kim — Polished Nail Lounge, 12 stations, walk-ins welcome`,
    expect: {
      items: [
        // Absent (a mass noun): "hand lotion" — Hand (fans, sanitizer) and Lotion (sunscreen lotion) appear, never together.
        { productType: 'hand lotion', absent: true, qty: 250 },
        { productType: 'lip balm', qty: 250 },
        { productType: 'nail file', absent: true, qty: 250 },
      ],
    },
  },
  {
    id: 'r13-mu-24',
    q: `Hello there — for the jam company's wholesale buyers I'm after 120 mason jars, 120 candy jars and 120 jute market totes in natural (under $8 each on the totes, please).

Pip Harrow
Harrow & Daughters Preserves · small-batch since 1952 · Kitchen 2, 45 Quay Rd`,
    expect: {
      items: [
        // Absent: "mason jar" — the catalogue's jars are candy, jelly bean and honey jars.
        { productType: 'mason jar', absent: true, qty: 120 },
        { productType: 'candy jar', qty: 120 },
        { productType: 'jute market tote', qty: 120, colour: 'natural', maxUnitCents: 800 },
      ],
    },
  },
  {
    id: 'r13-mu-25',
    q: `Store anniversary giveaway: 250 rolls of duct tape plus 250 tape measure keychains and 250 carpenter pencils, all with the logo. — Gus, Hillside Hardware & Rental, aisle 7 is the new paint center`,
    expect: {
      items: [
        // Absent (a mass noun): "duct tape" — Tape (tape measure keychains) appears, never as duct tape.
        { productType: 'duct tape', absent: true, qty: 250 },
        { productType: 'tape measure keychain', qty: 250 },
        { productType: 'carpenter pencil', qty: 250 },
      ],
    },
  },
  {
    id: 'r13-mu-26',
    q: `Hi Joanne,

Corporate gifting season again. We'd like 300 gourmet cookie gift boxes, 300 chocolate bars, and gift wrap for all 300. $4,500 for everything, shipping aside.

Best,
Anouk Verbeek
Verbeek Chocolatier · 3 shops · Order desk 555-0166 · Tue–Sat`,
    expect: {
      maxTotalCents: 450000,
      items: [
        { productType: 'gourmet cookie gift box', qty: 300 },
        { productType: 'chocolate bar', qty: 300 },
        // Absent (a mass noun): "gift wrap" — Gift (gift boxes) and Wrap (beeswax food wraps) appear, never together.
        { productType: 'gift wrap', absent: true, qty: 300 },
      ],
    },
  },
  {
    id: 'r13-mu-27',
    q: `Winter ride kit quote:

qty 150 — item: hoodies, forest green
qty 150 — item: knit gloves
qty 150 — item: beanies, black
qty 150 — item: ear warmers

North Star Snowmobile Club · 230 miles of groomed trail · Trail Hotline 555-0134`,
    expect: {
      items: [
        { productType: 'hoodie', qty: 150, colour: 'forest green' },
        { productType: 'knit glove', absent: true, qty: 150 },
        { productType: 'beanie', qty: 150, colour: 'black' },
        { productType: 'ear warmer', absent: true, qty: 150 },
      ],
    },
  },
  {
    id: 'r13-mu-28',
    q: `Pro shop restock: 12 golf bags, 24 golf umbrellas in navy, 50 golf towels. Members' guest day, 18 holes, shotgun start. — Terry, Head Pro, Willow Bend CC`,
    expect: {
      items: [
        // Absent: "golf bag" — Golf and Bag appear in product names, never together.
        { productType: 'golf bag', absent: true, qty: 12 },
        { productType: 'golf umbrella', qty: 24, colour: 'navy' },
        { productType: 'golf towel', qty: 50 },
      ],
    },
  },
  {
    id: 'r13-mu-29',
    q: `Hi, I'm running for the District 4 school board seat. I need 200 yard signs, 2 feather flags and 1 retractable banner stand (under $150 for the banner stand). Paid for by Friends of Lena Ortiz, PO Box 2026.`,
    expect: {
      items: [
        { productType: 'yard sign', absent: true, qty: 200 },
        { productType: 'feather flag', qty: 2 },
        { productType: 'retractable banner stand', qty: 1, maxUnitCents: 15000 },
      ],
    },
  },
  {
    id: 'r13-mu-30',
    q: `Dear SwagScout team,

For the science center's Curiosity Day we'd love 500 plush toys, 500 coloring books and 500 temporary tattoos for the kids' welcome bags.

Thank you!
Beatriz Lomax, Family Programs
Tinkertown Science Center · 3 floors of hands-on exhibits · Open 9–5`,
    expect: {
      items: [
        { productType: 'plush toy', absent: true, qty: 500 },
        { productType: 'coloring book', absent: true, qty: 500 },
        { productType: 'temporary tattoo', qty: 500 },
      ],
    },
  },
  // ───────────── Conversations where the honesty problem arrives in a later turn (r13-cv) ─────────────
  {
    id: 'r13-cv-1',
    turns: [
      { q: 'Need 60 fleece quarter-zips in charcoal for the crew at Heron Glassworks.', expect: { productType: 'quarter-zip', qty: 60, colour: 'charcoal' } },
      // Absent: "bomber jacket" — the catalogue's jackets are softshell jackets; the quantity and colour still bind.
      { q: 'what about bomber jackets?', expect: { productType: 'bomber jacket', absent: true, qty: 60, colour: 'charcoal' } },
      { q: "ok thanks, I'll show them the quarter-zips", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r13-cv-2',
    turns: [
      { q: 'Looking for 50 wireless chargers, the 15W ones, for our field techs at Brightgrid Fiber.', expect: { productType: '15w wireless charger', qty: 50 } },
      // Cannot be met: only one 15W wireless charger is made in the USA.
      { q: 'Can they be made in the USA?', expect: { productType: '15w wireless charger', qty: 50, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' } },
    ],
  },
  {
    id: 'r13-cv-3',
    turns: [
      { q: '48 pullover hoodies in maroon please — Bellweather Debate League', expect: { productType: 'pullover hoodie', qty: 48, colour: 'maroon' } },
      // Cannot be met: only one maroon pullover hoodie is eco-friendly.
      { q: 'and can they be eco-friendly?', expect: { productType: 'pullover hoodie', qty: 48, colour: 'maroon', eco: true, reply: '[Ee]co' } },
    ],
  },
  {
    id: 'r13-cv-4',
    turns: [
      { q: 'We need 72 beanies in navy for the ice-fishing derby volunteers.', expect: { productType: 'beanie', qty: 72, colour: 'navy' } },
      // Cannot be met: no beanie comes in lime.
      { q: 'do they come in lime green?', expect: { productType: 'beanie', qty: 72, colour: 'lime', intentColours: ['lime'], reply: '[Cc]olou?r|\\b[Ll]ime\\b' } },
    ],
  },
  {
    id: 'r13-cv-5',
    turns: [
      { q: '500 retractable ballpoint pens in black', expect: { productType: 'retractable ballpoint pen', qty: 500, colour: 'black' } },
      // Cannot be met: in hand by Friday 27 November is 5 − 3 = 2 production days; no pen is produced that fast without rush.
      { q: 'Need them in hand by Friday the 27th.', expect: { productType: 'retractable ballpoint pen', qty: 500, colour: 'black', maxProductionDays: 2, intentProdDays: 2, reply: '[Rr]ush' } },
    ],
  },
  {
    id: 'r13-cv-6',
    turns: [
      { q: "Can you find 100 ceramic mugs under $6 each? It's for the Brightwater Pottery Studio open house.", expect: { productType: 'ceramic mug', qty: 100, maxUnitCents: 600 } },
      // Cannot be met: every ceramic mug's minimum is 25 or more.
      { q: 'make it 10 then', expect: { productType: 'ceramic mug', qty: 10, maxUnitCents: 600, intentQty: 10, reply: '[Mm]inimum|[Qq]uantit' } },
    ],
  },
  {
    id: 'r13-cv-7',
    turns: [
      { q: '300 cotton tote bags for the Maple Hollow seed library', expect: { productType: 'cotton tote', qty: 300 } },
      // Cannot be met: no cotton tote costs under 50 cents at 300.
      { q: 'cheaper — under 50 cents?', expect: { productType: 'cotton tote', qty: 300, maxUnitCents: 50, reply: '[Bb]udget|[Pp]rice' } },
    ],
  },
  {
    id: 'r13-cv-8',
    turns: [
      { q: '150 stadium seat cushions in red for season-ticket holders — Riverdogs Baseball', expect: { productType: 'stadium seat cushion', qty: 150, colour: 'red' } },
      { q: 'Different thing — do you carry hammocks?', expect: { productType: 'hammock', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r13-cv-9',
    turns: [
      { q: 'Company golf outing, 144 players. Show me golf umbrellas.', expect: { productType: 'golf umbrella', qty: 144 } },
      { q: 'what about divot tools?', expect: { productType: 'divot tool', absent: true, qty: 144 } },
    ],
  },
  {
    id: 'r13-cv-10',
    turns: [
      { q: '24 duffel bags, black, for the Quarry Lake sailing school instructors', expect: { productType: 'duffel bag', qty: 24, colour: 'black' } },
      { q: 'cheaper?', expect: { productType: 'duffel bag', qty: 24, colour: 'black' } },
      { q: 'what about garment bags?', expect: { productType: 'garment bag', absent: true, qty: 24, colour: 'black' } },
    ],
  },
  {
    id: 'r13-cv-11',
    turns: [
      { q: 'Need 250 tumblers for our inspectors — Summit Peak Home Inspections', expect: { productType: 'tumbler', qty: 250 } },
      // Cannot be met: no tumbler comes in maroon.
      { q: 'in maroon?', expect: { productType: 'tumbler', qty: 250, colour: 'maroon', intentColours: ['maroon'], reply: '[Cc]olou?r|\\b[Mm]aroon\\b' } },
      { q: 'fine, navy then', expect: { productType: 'tumbler', qty: 250, colour: 'navy', intentColours: ['navy'] } },
    ],
  },
  {
    id: 'r13-cv-12',
    turns: [
      { q: 'Do you have yoga mats? We need 60 for the Lakeshore Wellness retreat.', expect: { productType: 'yoga mat', qty: 60 } },
      // Cannot be met: only two yoga mats are recyclable.
      { q: 'can they be recyclable?', expect: { productType: 'yoga mat', qty: 60, recyclable: true, reply: '[Rr]ecycl' } },
    ],
  },
  {
    id: 'r13-cv-13',
    turns: [
      { q: '500 lanyards for the Tri-County Model UN conference', expect: { productType: 'lanyard', qty: 500 } },
      // Cannot be met: by Monday 30 November is 6 − 3 = 3 production days; only two lanyards are made that fast.
      { q: 'we need them by Monday the 30th', expect: { productType: 'lanyard', qty: 500, maxProductionDays: 3, intentProdDays: 3, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' } },
      // Absent: "safety vest" — Safety (breakaway safety lanyards) and Vest (puffer vests) appear, never together.
      { q: 'Separate question: do you have safety vests?', expect: { productType: 'safety vest', absent: true, intentQty: null, intentProdDays: null } },
    ],
  },
  {
    id: 'r13-cv-14',
    turns: [
      { q: '250 slim can coolers for the Hopscotch Kombucha tap room', expect: { productType: 'slim can cooler', qty: 250 } },
      // Cannot be met: every slim can cooler's minimum is 150 or more.
      { q: 'just 15 then?', expect: { productType: 'slim can cooler', qty: 15, intentQty: 15, reply: '[Mm]inimum|[Qq]uantit' } },
    ],
  },
  {
    id: 'r13-cv-15',
    turns: [
      { q: '1,000 pencils for the Pine Valley bridge club scorecards', expect: { productType: 'pencil', qty: 1000 } },
      // Cannot be met: no pencil costs under 10 cents at 1,000.
      { q: 'cheaper — under a dime each?', expect: { productType: 'pencil', qty: 1000, maxUnitCents: 10, reply: '[Bb]udget|[Pp]rice' } },
    ],
  },
  {
    id: 'r13-cv-16',
    turns: [
      { q: '75 polos in navy for the front-desk staff at Harborview Dental Lab', expect: { productType: 'polo', qty: 75, colour: 'navy' } },
      { q: "New request: we're after bobbleheads for the reception counter", expect: { productType: 'bobblehead', absent: true, intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r13-cv-17',
    turns: [
      { q: '100 messenger bags for the Calloway & Finch patent agents', expect: { productType: 'messenger bag', qty: 100 } },
      { q: 'what about briefcases?', expect: { productType: 'briefcase', absent: true, qty: 100 } },
    ],
  },
  {
    id: 'r13-cv-18',
    turns: [
      { q: '100 foam rollers for the Ironclad Strength members', expect: { productType: 'foam roller', qty: 100 } },
      // Cannot be met: only two foam rollers are made in the USA.
      { q: 'and made in the USA?', expect: { productType: 'foam roller', qty: 100, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.' } },
    ],
  },
  {
    id: 'r13-cv-19',
    turns: [
      { q: '300 slim can coolers in silver for the Salt Flats Speedway beer garden', expect: { productType: 'slim can cooler', qty: 300, colour: 'silver' } },
      // Cannot be met: no can cooler comes in brown.
      { q: 'what about in brown?', expect: { productType: 'slim can cooler', qty: 300, colour: 'brown', intentColours: ['brown'], reply: '[Cc]olou?r|\\b[Bb]rown\\b' } },
    ],
  },
  {
    id: 'r13-cv-20',
    turns: [
      { q: '200 drawstring backpacks for the Eastside Boys & Girls Club kids', expect: { productType: 'drawstring backpack', qty: 200 } },
      { q: 'in red', expect: { productType: 'drawstring backpack', qty: 200, colour: 'red', intentColours: ['red'] } },
      // Cannot be met: by Friday 27 November is 2 production days; no red drawstring backpack is made that fast without rush.
      { q: 'we need them by friday nov 27', expect: { productType: 'drawstring backpack', qty: 200, colour: 'red', maxProductionDays: 2, reply: '[Rr]ush' } },
      { q: 'scratch the date — no rush, whenever works', expect: { productType: 'drawstring backpack', qty: 200, colour: 'red', noDeadline: true } },
    ],
  },
  {
    id: 'r13-cv-21',
    turns: [
      { q: '50 wireless earbuds under $25 each, for the Vantage Analytics sales kickoff', expect: { productType: 'wireless earbuds', qty: 50, maxUnitCents: 2500 } },
      // Cannot be met: by Friday 4 December is 7 production days; fewer than 3 earbuds under $25 are made that fast.
      { q: 'need them by Friday Dec 4', expect: { productType: 'wireless earbuds', qty: 50, maxUnitCents: 2500, maxProductionDays: 7, intentProdDays: 7, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' } },
    ],
  },
  {
    id: 'r13-cv-22',
    turns: [
      { q: '250 sticky note pads for the Brightline Credit Bureau branches', expect: { productType: 'sticky note pad', qty: 250 } },
      // Absent (a mass noun): "chewing gum"; the new request's own quantity binds the alternatives.
      { q: 'Unrelated — would you be able to get chewing gum? 250 packs.', expect: { productType: 'chewing gum', absent: true, qty: 250, intentColours: [] } },
    ],
  },
  {
    id: 'r13-cv-23',
    turns: [
      { q: '100 bucket hats in black for the Dune Buggy Club', expect: { productType: 'bucket hat', qty: 100, colour: 'black' } },
      { q: 'cheaper?', expect: { productType: 'bucket hat', qty: 100, colour: 'black' } },
      // Cannot be met: no bucket hat costs under $3.
      { q: 'cheaper still — under $3?', expect: { productType: 'bucket hat', qty: 100, colour: 'black', maxUnitCents: 300, reply: '[Bb]udget|[Pp]rice' } },
    ],
  },
  {
    id: 'r13-cv-24',
    turns: [
      { q: 'Do you sell insulated lunch cooler bags? 80 of them for the Meadowbrook bus drivers.', expect: { productType: 'insulated lunch cooler bag', qty: 80 } },
      // Cannot be met: no insulated lunch cooler bag is eco-friendly.
      { q: 'can they be eco?', expect: { productType: 'insulated lunch cooler bag', qty: 80, eco: true, reply: '[Ee]co' } },
    ],
  },
  {
    id: 'r13-cv-25',
    turns: [
      { q: '36 softshell jackets, black, for the Granite Peak mountain guides', expect: { productType: 'softshell jacket', qty: 36, colour: 'black' } },
      { q: 'what about parkas?', expect: { productType: 'parka', absent: true, qty: 36, colour: 'black' } },
    ],
  },
  // ───────────── Emails (r13-em): requests that cannot be met in full on purpose, products named only in the subject, ordinary ones ─────────────
  {
    id: 'r13-em-1',
    q: `Hi Lorraine,

Our mead club is turning five and I want to send each of the founding members something nice. 50 stemless wine glasses in royal blue (our label colour), and they have to be made in the USA — that's non-negotiable for our members.

Thanks so much,
Greta Sundqvist, Club Manager
Lupine Hill Meadery · 40 hives · Tasting room open Thu–Sun 11–5
Club line: (707) 555-0148`,
    // Cannot be met: stemless wine glasses come in royal blue, and some are made in the USA, but no royal blue one is.
    expect: { productType: 'stemless wine glass', qty: 50, colour: 'royal blue', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.' },
  },
  {
    id: 'r13-em-2',
    q: `Hello,

We're putting together kits for our 2027 volunteer drivers and would like 24 power banks. Two requirements from the board: they must be recyclable, and red to match the van fleet.

Best regards,
Farouk Haddad
Volunteer Coordinator, MealsMobile of Greater Akron
Routes 1–38 · 11,400 meals delivered last quarter · Tel 330-555-0161`,
    // Cannot be met: red power banks and recyclable power banks exist, but none is both.
    expect: { productType: 'power bank', qty: 24, colour: 'red', recyclable: true, reply: '[Cc]olou?r|[Rr]ecycl' },
  },
  {
    id: 'r13-em-3',
    q: `Hey Marcus —

Twelve messenger bags for the partners, navy, and I need to keep them under $20 apiece. Can you make that happen?

Thanks,
Isaiah Fenwick
Fenwick Oduya Capital Partners · Suite 1200 · 10 partners, 3 funds · SEC file 801-77041`,
    // Cannot be met: navy messenger bags and messenger bags under $20 exist at 12, but no navy one is under $20.
    expect: { productType: 'messenger bag', qty: 12, colour: 'navy', maxUnitCents: 2000, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-em-4',
    q: `Hi Sophie,

For the cacao festival booth we'd like 200 chocolate bars in a brown wrapper — and they must be eco-friendly, since the whole festival is certified green this year.

Cheers,
Amara Okafor
Cacao & Co. Festival Committee · Booth 31 · 6,000 visitors expected`,
    // Cannot be met: brown chocolate bars and eco chocolate bars exist at 200, but none is both.
    expect: { productType: 'chocolate bar', qty: 200, colour: 'brown', eco: true, reply: '[Cc]olou?r|[Ee]co' },
  },
  {
    id: 'r13-em-5',
    q: `Good afternoon,

Could you source 50 business card holders for our advisors? They need to be red (brand refresh) and made in the USA — our compliance team insists on US-made for gifts.

Regards,
Hollis Grant
Practice Manager, Redfern Wealth Partners
FINRA/SIPC member · CRD #281934 · 1100 Market St, 7th fl`,
    // Cannot be met: red business card holders and US-made ones exist at 50, but none is both.
    expect: { productType: 'business card holder', qty: 50, colour: 'red', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.' },
  },
  {
    id: 'r13-em-6',
    q: `Hi there,

Our green-building council wants 500 twist-action metal pens in green, and they have to be eco-friendly (it's a LEED event, people check).

Thank you,
Rupert Aldana
Cascadia Green Building Council · LEED AP BD+C · 1,900 members · Suite 410`,
    // Cannot be met: green twist-action metal pens and eco ones exist at 500, but none is both.
    expect: { productType: 'twist-action metal pen', qty: 500, colour: 'green', eco: true, reply: '[Cc]olou?r|[Ee]co' },
  },
  {
    id: 'r13-em-7',
    q: `Hi Andre,

We'd like to give our 10 regional directors a rolling carry-on bag. Requirements: made in the USA and eco-friendly. Everything else is flexible.

Thanks!
Pilar Esquivel, Chief of Staff
Terraform Renewables · 14 wind sites · HQ 2200 Prairie Ave, Floor 3`,
    // Cannot be met: US-made rolling carry-on bags and eco ones exist, but none is both.
    expect: { productType: 'rolling carry-on bag', qty: 10, madeIn: 'US', eco: true, reply: '[Mm]ade in|USA|U\\.S\\.|[Ee]co' },
  },
  {
    id: 'r13-em-8',
    q: `Hello,

10 puffer vests for the distillery crew, maroon, made in USA. Our bottles say "American made" so the vests should too.

Sláinte,
Declan Moore
Copper Still Distilling Co. · DSP-KY-20114 · 8 barrels a day · Tours Fri & Sat`,
    // Cannot be met: maroon puffer vests and US-made ones exist, but none is both.
    expect: { productType: 'puffer vest', qty: 10, colour: 'maroon', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.' },
  },
  {
    id: 'r13-em-9',
    q: `Hi Beth,

We need 75 insulated lunch cooler bags for the dispatchers' night-shift appreciation week. Gray please, and $9 max per bag — the budget is tight.

Thank you,
Corinne Walsh, Operations Supervisor
Metro 911 Communications · 22 consoles · Night Shift Council, Pod C`,
    // Cannot be met: gray lunch cooler bags and ones at $9 or less exist at 75, but none is both.
    expect: { productType: 'lunch cooler bag', qty: 75, colour: 'gray', maxUnitCents: 900, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-em-10',
    q: `Hi Ken,

Forty performance polos in teal for the aquatics staff, and we can't go over $14.50 each.

Best,
Marisol Quintero, Aquatics Director
Riverside Family YMCA · 8-lane pool · Lifeguard cert. classes monthly · ext 315`,
    // Cannot be met: teal performance polos and ones at $14.50 or less exist at 40, but only one is both.
    expect: { productType: 'performance polo', qty: 40, colour: 'teal', maxUnitCents: 1450, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-em-11',
    q: `Hey Jo,

For the scout council's camporee we'd like 100 enamel camp mugs in green, $9.50 max each.

Thanks,
Frank Bellamy
Three Rivers Scout Council · Camp Tahkodah, Site 12 · 41 troops`,
    // Cannot be met: green enamel camp mugs and ones at $9.50 or less exist at 100, but at most one is both.
    expect: { productType: 'enamel camp mug', qty: 100, colour: 'green', maxUnitCents: 950, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-em-12',
    q: `Hi Ross,

We need 50 USB flash drives in orange for the board packets, and they have to be here by Tuesday, December 8 — the board meets the next morning.

Thank you,
Lindiwe Mokoena
Board Liaison, Orangeburg Regional Transit Authority
Route map v.2026.3 · 17 routes · 1-803-555-0126`,
    // Cannot be met: by Tuesday 8 December is 12 − 3 = 9 production days; orange flash drives exist and flash drives made in 9 days exist, but at most one is both.
    expect: { productType: 'usb flash drive', qty: 50, colour: 'orange', maxProductionDays: 9, reply: '[Cc]olou?r|[Dd]eadline|[Pp]roduction|[Rr]ush' },
  },
  {
    id: 'r13-em-13',
    q: `Dear Ms. Abernathy,

The academy's winter commendations are Wednesday, December 9. We'd like 30 certificate frames — clear acrylic look — in hand by Tuesday, December 8 so we can insert the certificates.

Respectfully,
Lt. Col. (ret.) Harold Vance
Commandant's Office, Bayview Military Academy · Cadet Corps of 420 · Bldg 7`,
    // Cannot be met: by Tuesday 8 December is 9 production days; clear certificate frames exist and frames made in 9 days exist, but at most one is both.
    expect: { productType: 'certificate frame', qty: 30, colour: 'clear', maxProductionDays: 9, reply: '[Cc]olou?r|[Dd]eadline|[Pp]roduction|[Rr]ush' },
  },
  {
    id: 'r13-em-14',
    q: `Subject: Tire pressure gauges

Hi Marisol,

Could you price 250 of these for our winter service special? Black or silver is fine.

Thanks,
Luis Ortega, Service Manager
Ortega Auto Care · 6 bays · ASE Blue Seal shop · Mon–Sat 7:30–6`,
    // Absent, named only in the subject line: "tire pressure gauge"; the quantity and colours still bind the alternatives.
    expect: { productType: 'tire pressure gauge', absent: true, qty: 250, colour: ['black', 'silver'] },
  },
  {
    id: 'r13-em-15',
    q: `Subject: Reusable ice packs — quote please

Hello,

We'd need 300 of them for our post-op patients' take-home bags, blue if you have it.

Kind regards,
Dr. Anjali Rao
Northgate Orthopedic & Sports Medicine · 4 surgeons · Suite 220 · Fax 555-0190`,
    // Absent, named only in the subject line: "ice pack"; "blue if you have it" is a preference.
    expect: { productType: 'ice pack', absent: true, qty: 300 },
  },
  {
    id: 'r13-em-16',
    q: `Subject: Luggage scales for the spring travel expo

Hi Tom,

500 please, any colour, under $6 each. Our booth is #1140.

Best,
Wren Talbot
Wanderwise Travel Insurance · 24/7 assistance line 1-800-555-0135`,
    // Absent, named only in the subject line: "luggage scale"; quantity and budget still bind.
    expect: { productType: 'luggage scale', absent: true, qty: 500, maxUnitCents: 600 },
  },
  {
    id: 'r13-em-17',
    q: `Hi Dana,

Hope the holidays are treating you well. We'd like 250 crewneck sweatshirts in navy for the alumni reunion, under $25 each.

Cheers,
Tobias Wynn
Class of '06 Reunion Committee, Hollister Prep · 180 alumni RSVP'd so far`,
    expect: { productType: 'crewneck sweatshirt', qty: 250, colour: 'navy', maxUnitCents: 2500 },
  },
  {
    id: 'r13-em-18',
    q: `Hello Pat,

Please quote 500 retractable ballpoint pens, black, to arrive by Friday, December 11 for our client mailing.

Thank you,
Eunice Park
Park & Mercado Payroll Services · Support 555-0107 · 2 offices · EIN 48-221109`,
    // By Friday 11 December: 15 − 3 = 12 production days.
    expect: { productType: 'retractable ballpoint pen', qty: 500, colour: 'black', maxProductionDays: 12 },
  },
  {
    id: 'r13-em-19',
    q: `Hi Rosa,

For our volunteer docents we'd like 36 leather journals, brown. They're a thank-you for 1,800 hours of tours this year.

Warmly,
Edith Carrow
Volunteer Program, Pickering Lighthouse Preservation Trust · 1871 tower · 142 steps`,
    expect: { productType: 'leather journal', qty: 36, colour: 'brown' },
  },
  {
    id: 'r13-em-20',
    q: `Hey team,

Need 120 aromatherapy candles for our spa gift sets, under $10 each.

Thanks,
Saskia van Dijk
Sage & Salt Day Spa · 9 treatment rooms · Open 7 days`,
    expect: { productType: 'aromatherapy candle', qty: 120, maxUnitCents: 1000 },
  },
  {
    id: 'r13-em-21',
    q: `Hi Victor,

We're giving 60 over-ear headphones to our call-centre team. Black, and we have $2,400 for the lot.

Thanks,
Priyanka Menon
Clearwave Telecom Support Center · 3 shifts · 96 seats · Site 4, Bldg B`,
    // $2,400 for 60 → 4000 cents each.
    expect: { productType: 'over-ear headphones', qty: 60, colour: 'black', maxUnitCents: 4000 },
  },
  {
    id: 'r13-em-22',
    q: `Hello!

We'd like 1,000 Tyvek wristbands for the lantern festival's 4 gates. Any colours.

Regards,
Otis McCall
Gate Operations, Saguache Valley Lantern Festival · Gates A–D · Riverside Park, Lot 3`,
    expect: { productType: 'tyvek wristband', qty: 1000 },
  },
  {
    id: 'r13-em-23',
    q: `Hi Gwen,

200 stadium seat cushions in red for the Riverside Ramblers' season-ticket holders, made in USA please.

Go Ramblers,
Chet Davenport, Ticket Office
Riverside Ramblers Minor League Baseball · Section 112 · 4,200-seat park`,
    expect: { productType: 'stadium seat cushion', qty: 200, colour: 'red', madeIn: 'US' },
  },
  {
    id: 'r13-em-24',
    q: `Hi Nell,

80 puffer vests in black for the nursery crew. No rush on these at all — whenever they're ready.

Thanks,
Arlo Pettersen
Bramblewood Tree Nursery · 60 acres · 14 varieties of conifer · Rte 2, Box 77`,
    expect: { productType: 'puffer vest', qty: 80, colour: 'black', noDeadline: true },
  },
  // ───────────── Texts (r13-tx) ─────────────
  {
    id: 'r13-tx-1',
    q: 'need 24 flat bill snapbacks in grey by wed 12/2 for the skate comp. doable?',
    // Cannot be met: by Wednesday 2 December is 8 − 3 = 5 production days; gray snapbacks and snapbacks made in 5 days exist, but none is both.
    expect: { productType: 'flat bill snapback cap', qty: 24, colour: 'gray', maxProductionDays: 5, reply: '[Cc]olou?r|[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },
  {
    id: 'r13-tx-2',
    q: '500 totes in tan by tues dec 8 pls. flea mkt reopening',
    // Cannot be met: by Tuesday 8 December is 9 production days; tan totes and totes made in 9 days exist at 500, but none is both.
    expect: { productType: 'tote', qty: 500, colour: 'tan', maxProductionDays: 9, reply: '[Cc]olou?r|[Dd]eadline|[Pp]roduction|[Rr]ush' },
  },
  {
    id: 'r13-tx-3',
    q: 'hey its Mo from Lakeview Makerspace — 100 phone stands, gotta be made in usa, and we need em by wed dec 2',
    // Cannot be met: by Wednesday 2 December is 5 production days; US-made phone stands and ones made in 5 days exist, but none is both.
    expect: { productType: 'phone stand', qty: 100, madeIn: 'US', maxProductionDays: 5, reply: '[Mm]ade in|USA|U\\.S\\.|[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },
  {
    id: 'r13-tx-4',
    q: 'can u get 100 tumblers royal blue to us by 12/2?? grand opening. thx — Bea, Copperline Car Rental br. #9',
    // Cannot be met: by Wednesday 2 December is 5 production days; royal blue tumblers and tumblers made in 5 days exist at 100, but none is both.
    expect: { productType: 'tumbler', qty: 100, colour: 'royal blue', maxProductionDays: 5, reply: '[Cc]olou?r|[Rr]ush|[Dd]eadline|[Pp]roduction' },
  },
  {
    id: 'r13-tx-5',
    q: '500 highlighters, teal, eco friendly. for the co-working space’s 2027 member kits',
    // Cannot be met: teal highlighters and eco highlighters exist at 500, but none is both.
    expect: { productType: 'highlighter', qty: 500, colour: 'teal', eco: true, reply: '[Cc]olou?r|[Ee]co' },
  },
  {
    id: 'r13-tx-6',
    q: 'pencils x150 in silver, 85 cents max. mathletes regionals',
    // Cannot be met: silver pencils and pencils at 85 cents or less exist at 150, but none is both.
    expect: { productType: 'pencil', qty: 150, colour: 'silver', maxUnitCents: 85, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-tx-7',
    q: 'yo 150 pens in tan, a buck each max',
    // Cannot be met: tan pens and pens at $1 or less exist at 150, but none is both.
    expect: { productType: 'pen', qty: 150, colour: 'tan', maxUnitCents: 100, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-tx-8',
    q: 'badge holders 250, navy, $1.10 or less. drone expo booth 22',
    // Cannot be met: navy badge holders and ones at $1.10 or less exist at 250, but none is both.
    expect: { productType: 'badge holder', qty: 250, colour: 'navy', maxUnitCents: 110, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-tx-9',
    q: 'need 250 phone wallets in red. buck fifty tops',
    // Cannot be met: red phone wallets and ones at $1.50 or less exist at 250, but none is both.
    expect: { productType: 'phone wallet', qty: 250, colour: 'red', maxUnitCents: 150, reply: '[Cc]olou?r|[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r13-tx-10',
    q: '12 hats, pink, recyclable. its for our office green team lol',
    // Cannot be met: "hats" are the Headwear category (cases.ts); pink ones and recyclable ones exist at 12, but only two are both.
    expect: { category: 'Headwear', qty: 12, colour: 'pink', recyclable: true, reply: '[Cc]olou?r|[Rr]ecycl' },
  },
  {
    id: 'r13-tx-11',
    q: 'golf balls, 24, royal blue, need by dec 8. member-guest',
    // Cannot be met: by Tuesday 8 December is 9 production days; royal blue golf balls and ones made in 9 days exist at 24, but only one is both.
    expect: { productType: 'golf ball', qty: 24, colour: 'royal blue', maxProductionDays: 9, reply: '[Cc]olou?r|[Dd]eadline|[Pp]roduction|[Rr]ush' },
  },
  {
    id: 'r13-tx-12',
    q: '24 wireless mice silver by fri 12/11 — Kettle Creek Vision Center, 4 exam lanes',
    // Cannot be met: by Friday 11 December is 12 production days; silver wireless mice and ones made in 12 days exist at 24, but only one is both.
    expect: { productType: 'wireless mouse', qty: 24, colour: 'silver', maxProductionDays: 12, reply: '[Cc]olou?r|[Dd]eadline|[Pp]roduction|[Rr]ush' },
  },
  {
    id: 'r13-tx-13',
    q: 'do u guys do phone tripods? need like 80',
    expect: { productType: 'phone tripod', absent: true, qty: 80 },
  },
  {
    id: 'r13-tx-14',
    q: 'need 500 slap bracelets for field day, neon if poss',
    // Absent: "slap bracelet" — the catalogue's bracelets are LED bracelets. "Neon if poss" is a preference.
    expect: { productType: 'slap bracelet', absent: true, qty: 500 },
  },
  {
    id: 'r13-tx-15',
    q: '300 koozies red under 2 bucks',
    expect: { productType: 'can cooler', qty: 300, colour: 'red', maxUnitCents: 200 },
  },
  {
    id: 'r13-tx-16',
    q: '75 dad hats khaki for the mill crew pls — Tall Timber Sawmill, 2 shifts',
    expect: { productType: 'dad hat', qty: 75, colour: 'tan' },
  },
  {
    id: 'r13-tx-17',
    q: '1k highlighters yellow',
    expect: { productType: 'highlighter', qty: 1000, colour: 'yellow' },
  },
  {
    id: 'r13-tx-18',
    q: '50 yoga mats purple for the studio, $30 cap',
    expect: { productType: 'yoga mat', qty: 50, colour: 'purple', maxUnitCents: 3000 },
  },
  {
    id: 'r13-tx-19',
    q: 'lip balms, 500, cheapest first',
    expect: { productType: 'lip balm', qty: 500, sorted: 'price' },
  },
  {
    id: 'r13-tx-20',
    q: '48 bluetooth speakers. whichever ship fastest',
    expect: { productType: 'bluetooth speaker', qty: 48, sorted: 'productionDays' },
  },
  {
    id: 'r13-tx-21',
    q: '100 power banks under 15 bucks ea',
    expect: { productType: 'power bank', qty: 100, maxUnitCents: 1500 },
  },
  {
    id: 'r13-tx-22',
    q: 'quick q — 2 gross of stress balls, any color, for the hearing-health fair. Gr8 Hearing Audiology, Ste 4',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 288 },
  },
  // ───────────── Questions (r13-qu): types the catalogue lacks, asked indirectly, and ordinary ones ─────────────
  {
    id: 'r13-qu-1',
    q: "We're after beef jerky for our 200 long-haul drivers — something branded for the holiday boxes.",
    // Absent (a mass noun): "beef jerky"; the count of drivers is the quantity.
    expect: { productType: 'beef jerky', absent: true, qty: 200 },
  },
  {
    id: 'r13-qu-2',
    q: 'On the hunt for fidget spinners, 300 or so, for the tutoring center kids.',
    expect: { productType: 'fidget spinner', absent: true, qty: 300 },
  },
  {
    id: 'r13-qu-3',
    q: 'Need a quote on lip gloss — 400 pcs, pink.',
    // Absent (a mass noun): "lip gloss" — Lip (lip balms) appears, never as lip gloss. Quantity and colour still bind.
    expect: { productType: 'lip gloss', absent: true, qty: 400, colour: 'pink' },
  },
  {
    id: 'r13-qu-4',
    q: 'Would you be able to get dog collars with our logo? 60 for the puppy-class graduation kits at Good Sit Dog Training.',
    expect: { productType: 'dog collar', absent: true, qty: 60 },
  },
  {
    id: 'r13-qu-5',
    q: 'Are embroidered patches something you do? We would need 250 for the troop.',
    expect: { productType: 'patch', absent: true, qty: 250 },
  },
  {
    id: 'r13-qu-6',
    q: 'Pizza cutters, is that a thing you can print? 500 for the delivery bags.',
    expect: { productType: 'pizza cutter', absent: true, qty: 500 },
  },
  {
    id: 'r13-qu-7',
    q: "we're after sidewalk chalk for family day, enough for 150 families",
    // Absent (a mass noun): "sidewalk chalk"; the count of families is the quantity.
    expect: { productType: 'sidewalk chalk', absent: true, qty: 150 },
  },
  {
    id: 'r13-qu-8',
    q: 'on the hunt for dental floss w/ our logo — 1,000 for the vacation-rental welcome kits',
    // Absent (a mass noun): "dental floss".
    expect: { productType: 'dental floss', absent: true, qty: 1000 },
  },
  {
    id: 'r13-qu-9',
    q: 'Need a quote on hot sauce, 144 bottles with our label on them.',
    // Absent (a mass noun): "hot sauce"; "144 bottles" is the quantity.
    expect: { productType: 'hot sauce', absent: true, qty: 144 },
  },
  {
    id: 'r13-qu-10',
    q: 'Would you be able to get cribbage boards? 40, for the seniors center tournament.',
    expect: { productType: 'cribbage board', absent: true, qty: 40 },
  },
  {
    id: 'r13-qu-11',
    q: 'Do you carry webcam covers? We need 500.',
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 500 },
  },
  {
    id: 'r13-qu-12',
    q: 'Any foam fingers? 300 in red for the derby watch party.',
    expect: { productType: 'foam finger', qty: 300, colour: 'red' },
  },
  {
    id: 'r13-qu-13',
    q: 'Do you have seed paper bookmarks? 500 for Earth Week at the garden center.',
    expect: { productType: 'seed paper bookmark', qty: 500 },
  },
  {
    id: 'r13-qu-14',
    q: 'Can you do beach balls? 250 for the pool party.',
    expect: { productType: 'beach ball', qty: 250 },
  },
  {
    id: 'r13-qu-15',
    q: 'Got any medals with ribbon? 100 for the swim meet.',
    expect: { productType: ['medal with ribbon', 'die-cast medal'], qty: 100 },
  },
  {
    id: 'r13-qu-16',
    q: 'Do you sell walnut plaques? We need 20 for the volunteer awards.',
    expect: { productType: 'walnut plaque', qty: 20 },
  },
  {
    id: 'r13-qu-17',
    q: 'Do you have pill organizers? 250 for the senior-living open house.',
    expect: { productType: ['pill organizer', 'pill case'], qty: 250 },
  },
  {
    id: 'r13-qu-18',
    q: 'Do you do cork mouse pads? 100 please.',
    expect: { productType: 'cork mouse pad', qty: 100 },
  },
  {
    id: 'r13-qu-19',
    q: 'Do you carry chip clips? 500, under a dollar each.',
    expect: { productType: 'chip clip', qty: 500, maxUnitCents: 100 },
  },
];
