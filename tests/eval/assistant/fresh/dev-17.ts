import type { EvalCase } from '../expect.js';

/**
 * A seventeenth set of fresh requests for the chat assistant: 80 cases (96 turns), written on
 * 2026-12-01 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json: names, categories, colours, price breaks in USD, minimums,
 * production days, rush, made in, eco and recyclable flags), docs/product.md "## Product search" and
 * "## Chat assistant", the answer format (contracts/chat.ts), the judge's types and checks
 * (../expect.ts, ../../catalogue-rows.ts) and the reading conventions in the header comments of
 * cases.ts and dev-2.ts … dev-16.ts — without reading the assistant's code, the server, the seed
 * code, the UI, the cases of the other sets, the benchmarks or the project's history, and without
 * running the assistant, the server or the evaluation.
 *
 * For development only: it has no held-out twin, and no part of it should later be set aside as
 * one, since every case was written expecting to be read while the assistant is tuned.
 *
 * Styles, as clients of a promotional-products distributor write to their rep: 25 emails with a
 * greeting and a signature (r18-em), 18 texts with shorthand and typos (r18-tx), 11 "do you sell /
 * any chance you have / is it possible to get …?" questions (r18-qu), 16 requests for two or three
 * products in sentences, bulleted and dashed lists, a subject line or a P.S. (r18-mu), and 10
 * conversations of 2–3 turns (26 turns: "ok then X instead", "what about X instead?", "also …",
 * "and maybe X too?", "any in brown?", "can they be made in the USA / eco-friendly?", "actually we
 * only need 10", a date added, "Different question —", thanks) (r18-cv). The writers: a hotel front
 * office, a casino-night fundraiser, a parish, a pediatric practice, a police department, a brewery
 * and its taproom, an electricians' shop, a solicitors' office and estate agents in England, a
 * boutique hotel, a women's shelter, a realtor, a physio clinic, a youth basketball league, a swim
 * team, a law firm, a software company's sales team, a winery club, a library's friends, a church,
 * a ballet school, a resort, a youth group, an analytics firm, a hotel's rooms division, a hiking
 * club, a PTA, a 5K, a builders' supply, a land trust, a marina, a plumbing company, a hockey club,
 * a dental office, a ski club, a charity walk, a clinic, a rooftop bar and others like them.
 *
 * Weighted heavily to honesty. Of the 96 turns:
 * - 45 ask for a type the catalogue does not have at all (no product name contains the phrase,
 *   singular or plural; irregular plurals such as rosaries checked too), said the ways clients say
 *   them:
 *   as the only product (em-01 … em-10, tx-01 … tx-08, qu-01 … qu-05: key card sleeves, challenge
 *   coins, tap handles, Christmas jumpers, Christmas hampers, mini succulents, mini basketballs,
 *   cufflinks, bookends, beach bags, poker chips, torpedo levels, washbags, massage balls, swim
 *   goggles, smartwatches, wreaths, peppermint bark, rosaries, lollipops, bath bombs, wine totes,
 *   nutcrackers); as one item among products the catalogue has — first (mu-01 bouncy balls, mu-06
 *   Christmas stockings, mu-08 pin flags, mu-11 colouring pencil sets), in the middle (mu-02 desk
 *   mats, mu-07 cookie jars, mu-12 waterproof phone pouches, mu-14 screwdriver sets) or last (mu-03
 *   bar mats, mu-04 sippy cups, mu-05 glue sticks, mu-09 shoe shine kits, mu-10 drones, mu-13 hockey
 *   jerseys); and in conversations (cv-01 t1 compact mirrors, cv-02 t2 tasting glasses, cv-03 t2
 *   pocket folders and t3 index cards, cv-05 t1 picture frames, cv-06 t2 travel adapters, cv-07 t1
 *   granola bars, cv-09 t1 cocktail napkins). Inside a question ("any chance you have / u have / you
 *   carry" qu-01, tx-08, cv-07; "do u guys / do you guys make" tx-01, tx-07, cv-02; "is it possible
 *   to get" qu-02, qu-05; "do you sell / carry / have" qu-03, qu-04, cv-01, cv-09); after "also"
 *   (mu-04, cv-02), "plus" (mu-05, mu-10), "and maybe" (mu-03, cv-06); in a P.S. (em-09, mu-09); in a
 *   subject line (em-01, mu-08); in a bulleted list (mu-02, mu-06, mu-13); in a sentence in a message
 *   mostly about something else (em-07, em-09); after "custom", "logo", "branded", "personalized" /
 *   "personalised", "eco" or a brand-like "Apple Watch-style" (em-02, em-03, em-06, tx-01, tx-06,
 *   tx-07, qu-02, qu-03, qu-05, cv-05, cv-07); misspelt ("torpedo levles" tx-02, "swim gogles"
 *   tx-05); in British English (jumpers, hampers, washbags, colouring pencils, "personalised", £);
 *   as compounds whose first or last word the catalogue uses for something else (key card sleeve —
 *   Laptop Sleeve, Seed Card; poker chip — Chip Clip; massage ball — Massage Roller, Stress Ball; beach
 *   bag — Beach Ball; wine tote — Stemless Wine Glass, Tote Bag; cookie jar — Cookie Gift Box, Candy
 *   Jar; pin flag — Lapel Pin, Feather Flag; bar mat — Chocolate Bar, Yoga Mat; desk mat; sippy cup
 *   — Trophy Cup; glue stick — Lip Balm Stick; phone pouch — Phone Grip, Travel Pouch; colouring
 *   pencil — Carpenter Pencil; tasting glass — Pint Glass; pocket folder — Pocket Notebook; index
 *   card; picture frame — Certificate Frame; travel adapter — Travel Mug; granola bar — Custom
 *   Wrapper Chocolate Bar; shoe shine kit — First Aid Kit; swim goggles); and as gift items (lollipops,
 *   peppermint bark, hampers, granola bars). Services are not asked for. In every one at least 3
 *   catalogue products meet the request's other constraints (quantity, budget, colour, eco, date), so
 *   that alternatives can be offered — for an item, products of no other item's type.
 * - 12 cannot be met in full on purpose, each marked `// Cannot be met: …` with the reason computed
 *   from the catalogue: a colour the type never comes in (em-11 purple dad hats, tx-09 burgundy
 *   pint glasses, cv-04 t2 brown knit beanies: no Headwear comes in purple or brown, no Drinkware in
 *   maroon); a quantity below every minimum (em-12 40 webcam covers — minimums 150 and up, tx-10 a
 *   dozen 16 oz travel mugs — 25 and up, cv-10 t2 ten 11 oz mugs — 25 and up); a budget below every
 *   price at the quantity (em-13 puffer vests at $22 for 60 — the cheapest is $25.02 —, tx-11 laptop
 *   backpacks under $20 for 30 — the cheapest is $21.29); a deadline only rush meets (em-14 wireless
 *   charging pads by Friday December 4: none is made in 7 days; four offer rush, two of them in black
 *   or white); made in USA or eco where fewer than 3 qualify (em-15 USA-made massage rollers: none of
 *   the 3; tx-12 eco campfire mugs: none; cv-08 t2 eco navy crewneck sweatshirts: none, the two eco
 *   ones come in other colours). Each has a reply pattern naming the constraint to relax, written as
 *   dev-13 … dev-16 write them ('[Cc]olou?r', '[Mm]inimum|[Qq]uantit|MOQ', '[Bb]udget|[Pp]ric|[Cc]ost',
 *   '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround', '\\b[Ee]co|[Ss]ustainab|
 *   [Ee]nvironment', '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American'), accepting every constraint that
 *   some product of the type misses alone (cv-08 t2 accepts eco or colour). No item of a
 *   several-product request is unmeetable; there the honesty is the absent item.
 * - 37 can be met, each (each item of a several-product turn) by at least 3 catalogue products, and
 *   2 ask no products (thank-yous).
 *
 * Checked with .scratch/check-dev-17.ts, which imports only this file and reads the catalogue JSON,
 * re-computing as the judge does (the phrase in the name, singular or plural; the unit price at the
 * quantity's break, at the minimum without one; minimum ≤ quantity; colour word; eco; recyclable;
 * made in; production days without rush): every meetable turn and item has at least 3 fitting
 * products; every absent type is in no product name and at least 3 alternatives meet the other
 * constraints (for an absent item, of no other item's type); every turn with a reply pattern (only
 * the unmeetable ones have one) has fewer than 3 fitting products, at least 3 products of the type
 * missing exactly one constraint, a pattern that accepts relaxing each such constraint, and a
 * "Cannot be met" comment; every present type names a product and every colour word a catalogue
 * colour; a total across items covers the cheapest fitting product per item.
 *
 * The conventions of the earlier headers apply ("now" is Sunday 22 November 2026; a date gives the
 * working days after today up to it, minus 3: Wed Dec 2 → 5, Fri Dec 4 → 7, Wed Dec 9 → 10, Fri
 * Dec 11 → 12, Wed Dec 16 → 15, Thu Dec 17 → 16, Fri Dec 18 → 17, Fri Jan 8 → 32; an event on a
 * Saturday is read by the Friday before: Sat Dec 12 → 12, Sat Jan 9 → 32; "12/4", "12/11", "12/16"
 * are month/day; a total is divided by the quantity and rounded down, a total "for everything" is
 * maxTotalCents; "~$X", "like $X", "around £X" are at most X; £ is read as dollars; "if possible",
 * "if you have it" are preferences, "pls" does not soften; "burgundy" is Maroon, "grey" Gray,
 * "lime green" Lime, "royal blue" Royal Blue only, "forest green" Forest Green only, "safety orange"
 * Orange; "koozies" are can coolers; "No. 2 pencils" 'wood pencil'; "lip balms" both kinds, "SPF 30
 * lip balms" the first; "hand sanitizers" gel and spray; "hoodies" both kinds; "cotton tote bags"
 * also Recycled Cotton Totes; "medals with ribbon" any Medal; "webcam covers" also privacy sliders;
 * "flying discs" also frisbees; "trail mix packs" the Trail Mix Snack Packs; "knit beanies" Knit and
 * Cuffed Knit Beanies; "dad hats" any Dad Hat; a size in front of a type is the catalogue's sized
 * kind; "no rush" is noDeadline; "cheapest first" is sorted by price, "whatever ships fastest" by
 * production days; "also", "and maybe X too?" check only what is said; "what about X instead?"
 * keeps the quantity; "ok then X instead" after an absent type takes what it says; "Different
 * question —" starts afresh; a count of people is the quantity when no other is named). Readings
 * decided here beyond them:
 * - Absent types are written singular and lower-case in the client's words, by the head where the
 *   rest is decoration or size ('basketball' for "mini basketballs", 'succulent' for "mini
 *   succulents in little logo pots", 'peppermint bark' for "peppermint bark tins", 'screwdriver'
 *   for "screwdriver sets", 'colouring pencil' for "colouring pencil sets", 'jersey' for "custom
 *   hockey jerseys", 'smartwatch' for "Apple Watch-style smartwatches"); a misspelt one in its
 *   correct spelling ('torpedo level', 'swim goggle'). The judge ignores the phrase; the
 *   self-check uses it. "Custom", "logo", "branded", "personalized" / "personalised" before a type
 *   are decoration and constrain nothing.
 * - "Eco" in front of an absent type ("eco bath bombs") is the eco constraint, and binds the
 *   alternatives shown.
 * - British words are the things they name in Britain: "Christmas jumpers" are knitted sweaters (no
 *   catalogue name says jumper or sweater; a Crewneck Sweatshirt is an alternative, not the thing),
 *   "hampers" gift baskets, "washbags" toiletry bags; "colouring pencils" are coloured pencils, a
 *   kind no catalogue Pencil is (carpenter, mechanical, No. 2 wood), so absent, not a kind to relax.
 * - A compound whose words each name catalogue products is absent when the whole names none: a
 *   massage ball is not a Massage Roller nor a Stress Ball, a beach bag not a Beach Ball, pin flags
 *   not Lapel Pins or Feather Flags, a granola bar not a Custom Wrapper Chocolate Bar; those may be
 *   shown only as labelled alternatives.
 * - A product named only in a subject line is the request's type and a quantity there ("Quote — key
 *   card sleeves (1,000)") its quantity; a past order mentioned in passing ("the tote bags you did
 *   for our book sale") asks for nothing; a P.S. that names the only product is the request.
 * - "Pairs" of cufflinks are the quantity (12 pairs → 12); "two-bottle" wine totes and "5 oz"
 *   tasting glasses are kinds, not quantities; "U10", "5th grade", "Year 6", "15 bbl", "est. 2014",
 *   badge and DRE numbers, room, member and attorney counts are never quantities.
 * - "Price is less important than quality", "budget's flexible" state no budget; "it's months out"
 *   beside "no rush" is noDeadline; "this winter", "in the spring", "next quarter" name no day and
 *   state nothing; "before the holidays would be nice" is a wish.
 * - "Any in brown?" and "ok, navy then" replace the colour (intentColours that one) and keep the
 *   quantity; "actually we only need 10" replaces the quantity and keeps the colour; "can they be
 *   made in the USA?" and "can they be eco-friendly?" add that constraint and keep the rest; "and we
 *   need them by Wednesday Dec 2" adds the date (intentProdDays 5).
 */
export const DEV_17_CASES: EvalCase[] = [
  // ───────────── Emails: a type the catalogue lacks ─────────────
  {
    id: 'r18-em-01',
    // Absent, named only in the subject line (with its quantity).
    q: `Subject: Quote — key card sleeves (1,000)

Hi Marco,

Could you price these for the front desk at the Harborview Inn? Navy to match the lobby carpet, our logo on the front. Before the holidays would be nice, but there's no hard date.

Thanks,
Priya Nair
Front Office Manager, Harborview Inn · 212 rooms · ext. 4410`,
    expect: { productType: 'key card sleeve', absent: true, qty: 1000, colour: ['navy'] },
  },
  {
    id: 'r18-em-02',
    q: `Hello,

The Westbrook Police Department would like a quote on custom challenge coins for our 150 sworn officers — department seal on one side, the 125th-anniversary mark on the other. Our fiscal year closes June 30, so no rush at all on these.

Sgt. Dana Whitfield #2217
Westbrook PD Community Affairs
(508) 555-0142`,
    expect: { productType: 'challenge coin', absent: true, qty: 150, noDeadline: true },
  },
  {
    id: 'r18-em-03',
    q: `Hey Sam,

Tall Timber Brewing here. We're opening our second taproom in the spring and want custom tap handles with the new logo — 24 of them. Anything under $40 a piece works for us.

Cheers,
Luis Ortega
Tall Timber Brewing Co. · 15 bbl brewhouse · est. 2014`,
    expect: { productType: 'tap handle', absent: true, qty: 24, maxUnitCents: 4000 },
  },
  {
    id: 'r18-em-04',
    // British: jumpers are knitted sweaters; £ read as dollars.
    q: `Hi Sophie,

We'd love personalised Christmas jumpers for the whole office this year — 45 of them, in red or forest green, with our logo knitted in. Budget is £35 a head.

Kind regards,
Oliver Bennett
Office Manager, Bennett & Clarke Solicitors, Leeds`,
    expect: { productType: 'jumper', absent: true, qty: 45, colour: ['red', 'forest green'], maxUnitCents: 3500 },
  },
  {
    id: 'r18-em-05',
    // British gift item: a hamper is a gift basket. Fri 18 Dec → 17 production days.
    q: `Good morning,

Every December we send our key landlords a festive hamper. Could you quote 80 branded Christmas hampers at around £60 each? They would need to arrive by Friday 18th December.

Many thanks,
Harriet Cole
Client Services, Thornfield Estate Agents`,
    expect: { productType: 'hamper', absent: true, qty: 80, maxUnitCents: 6000, maxProductionDays: 17 },
  },
  {
    id: 'r18-em-06',
    q: `Hi Jen,

For my spring open houses I'd love mini succulents in little logo pots — 120 of them, under $6 each. Let me know what's possible!

Maria Gomez
Keller Realty Group · DRE #01987654`,
    expect: { productType: 'succulent', absent: true, qty: 120, maxUnitCents: 600 },
  },
  {
    id: 'r18-em-07',
    // The request sits in one sentence of a message about other things. Sat Jan 9 → Fri Jan 8 → 32.
    q: `Hi Tom,

Thanks again for getting the coaches' polos to us so quickly last month — they were a hit at the parent meeting, and the board asked me to pass on a thank-you. Winter registration is up to 340 kids across 28 teams, which is wonderful, and the gym schedule is finally settled now that the roof repair is done. If it's doable, we'd like to hand every player a mini basketball with the league logo on opening day, Saturday January 9, so 340 in all. Let me know what you think.

Best,
Angela Ruiz
Riverside Youth Basketball League`,
    expect: { productType: 'basketball', absent: true, qty: 340, maxProductionDays: 32 },
  },
  {
    id: 'r18-em-08',
    q: `Dear Ms. Park,

For our retiring partners we would like engraved cufflinks in silver, 12 pairs. Price is less important than quality.

Regards,
Edward Lin
Office Administrator, Lin Whitaker LLP (40 attorneys)`,
    expect: { productType: 'cufflink', absent: true, qty: 12, colour: 'silver' },
  },
  {
    id: 'r18-em-09',
    // The only product is in the P.S.; the tote bags are a past order.
    q: `Hi Dana,

Just wanted to say the tote bags you did for our book sale last spring sold out in an afternoon — we're still getting compliments. The new reading room opens next month and the volunteers have been amazing getting it ready.

Warmly,
Ruth Alvarez
Treasurer, Friends of the Maple Grove Library (est. 1978, 260 members)

P.S. Could you look into branded bookends as thank-you gifts for our 30 longtime volunteers? We have about $25 per person.`,
    expect: { productType: 'bookend', absent: true, qty: 30, maxUnitCents: 2500 },
  },
  {
    id: 'r18-em-10',
    q: `Hello,

We'd like to add logo beach bags to the poolside amenity program at the Coral Key Resort — 500 for the season, white or light blue, under $9 each.

Best,
Marisol Vega
Guest Experience, Coral Key Resort · 318 rooms`,
    expect: { productType: 'beach bag', absent: true, qty: 500, colour: ['white', 'light blue'], maxUnitCents: 900 },
  },

  // ───────────── Emails: cannot be met in full ─────────────
  {
    id: 'r18-em-11',
    // Cannot be met: no Dad Hat (nor any Headwear) comes in purple; 33 dad hats at 48 miss only the colour.
    q: `Hi!

Grace Fellowship's youth group would like 48 unstructured dad hats in purple — it's our camp color. Budget's flexible.

Blessings,
Pastor Jen Hollis
Grace Fellowship Church, Youth & Family`,
    expect: { productType: 'dad hat', qty: 48, colour: 'purple', reply: '[Cc]olou?r' },
  },
  {
    id: 'r18-em-12',
    // Cannot be met: every webcam cover and privacy slider has a minimum of 150 or more; 40 is under all of them.
    q: `Hi,

We're onboarding 40 new engineers next quarter and want webcam covers with our logo for each of them — just the 40, nothing extra.

Thanks,
Priyanka Rao
People Ops, Lumina Analytics`,
    expect: { productType: ['webcam cover', 'privacy slider'], qty: 40, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r18-em-13',
    // Cannot be met: no puffer vest costs $22 or less at 60 (the cheapest is $25.02 there, the cheapest black one $25.19).
    q: `Hello,

Our valet and bell staff need puffer vests for winter — 60 in black, and we can spend $22 each at the most.

Regards,
Tomas Reyes
Rooms Division, The Larkspur Hotel`,
    expect: { productType: 'puffer vest', qty: 60, colour: 'black', maxUnitCents: 2200, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r18-em-14',
    // Cannot be met: Fri Dec 4 leaves 7 production days; every wireless charging pad takes 11 or more; two black or white ones offer rush.
    q: `Hi Chris,

Can we get 50 wireless charging pads with our logo for the client appreciation lunch on Friday, December 4? Black or white.

Thanks,
Noah Kim
Marketing, Brightwave Software`,
    expect: {
      productType: 'wireless charging pad',
      qty: 50,
      colour: ['black', 'white'],
      maxProductionDays: 7,
      reply: '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround',
    },
  },
  {
    id: 'r18-em-15',
    // Cannot be met: none of the 3 massage rollers is made in the USA.
    q: `Hello,

Peak Motion Physical Therapy only buys American-made for the clinic. We'd like 100 massage rollers with our logo for patients' home programs — made in the USA, please, it's a must.

Dr. Alana Brooks, DPT
Peak Motion Physical Therapy · 3 locations`,
    expect: { productType: 'massage roller', qty: 100, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
  },

  // ───────────── Emails: can be met ─────────────
  {
    id: 'r18-em-16',
    q: `Hi Kelly,

Jefferson Middle School PTA here — for testing week we need 500 No. 2 pencils and 500 highlighters, and we can't go over 75 cents each.

Thank you!
Monica Shaw, PTA Treasurer
Jefferson Middle School · 780 students`,
    expect: { qty: 500, maxUnitCents: 75, items: [{ productType: 'wood pencil' }, { productType: 'highlighter' }] },
  },
  {
    id: 'r18-em-17',
    // Saturday Dec 12 → by Friday Dec 11: 12 production days.
    q: `Hi Ben,

We need 400 long sleeve performance tees in royal blue for the Jingle Jog 5K on Saturday, December 12 — under $14 each.

Thanks so much,
Carla Jennings
Race Director, Jingle Jog for Hope`,
    expect: { productType: 'long sleeve performance tee', qty: 400, colour: 'royal blue', maxUnitCents: 1400, maxProductionDays: 12 },
  },
  {
    id: 'r18-em-18',
    q: `Hello,

For the guest laundry program we'd like 200 rPET shopping totes — they must be made in the USA.

Best regards,
Felix Moreau
Housekeeping, The Granary Hotel`,
    expect: { productType: 'rpet shopping tote', qty: 200, madeIn: 'US' },
  },
  {
    id: 'r18-em-19',
    q: `Hi Jordan,

Valley Family Clinic is doing the county health fair again. We need 600 hand sanitizers and 600 lip balms, $1.50 each or less.

Thanks,
Gloria Tran, RN
Community Outreach, Valley Family Clinic`,
    expect: { qty: 600, maxUnitCents: 150, items: [{ productType: 'hand sanitizer' }, { productType: 'lip balm' }] },
  },
  {
    id: 'r18-em-20',
    // Fri Dec 18 → 17 production days.
    q: `Hey Mike,

Northside Rugby Club needs 60 hoodies in forest green for the holiday social. They have to be here by Friday, December 18.

Cheers,
Declan Murphy
Club Secretary, Northside RFC`,
    expect: { productType: 'hoodie', qty: 60, colour: 'forest green', maxProductionDays: 17 },
  },
  {
    id: 'r18-em-21',
    // Wed Dec 9 → 10 production days.
    q: `Hi Renee,

We'd like 500 tape measure keychains for our contractor appreciation breakfast on Wednesday, December 9.

Thanks,
Walt Dempsey
Dempsey Builders' Supply · Yard 2`,
    expect: { productType: 'tape measure keychain', qty: 500, maxProductionDays: 10 },
  },
  {
    id: 'r18-em-22',
    // $2,000 for 400 → 500 cents.
    q: `Hello,

The Cedar Hollow Land Trust has $2,000 to spend on 400 jute market totes for our spring membership drive.

Thank you,
Nadia Flores
Outreach Coordinator, Cedar Hollow Land Trust`,
    expect: { productType: 'jute market tote', qty: 400, maxUnitCents: 500 },
  },
  {
    id: 'r18-em-23',
    q: `Hi Sasha,

We need 25 LED desk lamps for the new engineering floor — whatever ships fastest.

Thanks,
Raj Patel
Facilities, Quantum Leaf Software`,
    expect: { productType: 'led desk lamp', qty: 25, sorted: 'productionDays' },
  },
  {
    id: 'r18-em-24',
    // Thu Dec 17 → 16 production days.
    q: `Hi Pam,

First Baptist would like 200 16 oz travel mugs for our volunteer Christmas dinner on Thursday, December 17. We can do $8 each.

God bless,
Deacon Ray Williams
First Baptist Church of Millbrook`,
    expect: { productType: '16 oz travel mug', qty: 200, maxUnitCents: 800, maxProductionDays: 16 },
  },
  {
    id: 'r18-em-25',
    q: `Hello,

For our staff incentive trip we'd like 24 rolling carry-on bags, no more than $80 each.

Best,
Elena Rossi
HR, The Meridian Hotel Group`,
    expect: { productType: 'rolling carry-on bag', qty: 24, maxUnitCents: 8000 },
  },

  // ───────────── Texts: a type the catalogue lacks ─────────────
  {
    id: 'r18-tx-01',
    q: 'do u guys make custom poker chips? need 500 for our casino night fundraiser, $1 ea max',
    expect: { productType: 'poker chip', absent: true, qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r18-tx-02',
    // Misspelt: "levles" are levels.
    q: 'need 60 torpedo levles w our logo for the apprentices, budget like $8 ea — Rick @ Ohm Sweet Ohm Electric',
    expect: { productType: 'torpedo level', absent: true, qty: 60, maxUnitCents: 800 },
  },
  {
    id: 'r18-tx-03',
    // British: washbags are toiletry bags.
    q: 'hiya, can you do personalised washbags for our guest rooms? 200, navy or grey pls — Fern, The Old Mill Hotel',
    expect: { productType: 'washbag', absent: true, qty: 200, colour: ['navy', 'gray'] },
  },
  {
    id: 'r18-tx-04',
    q: 'hi, looking for massage balls w our clinic logo for patients, 200 of them, under $3 — Summit Sports Physio',
    expect: { productType: 'massage ball', absent: true, qty: 200, maxUnitCents: 300 },
  },
  {
    id: 'r18-tx-05',
    // Misspelt: "gogles" are goggles.
    q: 'hey do yall have swim gogles w logo on the strap?? 75 for the swim team, royal blue',
    expect: { productType: 'swim goggle', absent: true, qty: 75, colour: 'royal blue' },
  },
  {
    id: 'r18-tx-06',
    q: 'can we get Apple Watch-style smartwatches w our logo for the top 20 sales reps? ~$150 each',
    expect: { productType: 'smartwatch', absent: true, qty: 20, maxUnitCents: 15000 },
  },
  {
    id: 'r18-tx-07',
    // Wed Dec 9 → 10 production days.
    q: 'do you guys make logo wreaths? church wants 40 for the doors + windows by wed dec 9',
    expect: { productType: 'wreath', absent: true, qty: 40, maxProductionDays: 10 },
  },
  {
    id: 'r18-tx-08',
    // Gift item (food). 12/16 → 15 production days.
    q: 'any chance u have peppermint bark tins for client gifts? 100, by 12/16 — Dana @ Summit Realty',
    expect: { productType: 'peppermint bark', absent: true, qty: 100, maxProductionDays: 15 },
  },

  // ───────────── Texts: cannot be met in full ─────────────
  {
    id: 'r18-tx-09',
    // Cannot be met: burgundy is Maroon, and no pint glass (no Drinkware at all) comes in maroon.
    q: 'need 144 pint glasses in burgundy for the anniversary party, its our new can color',
    expect: { productType: 'pint glass', qty: 144, colour: 'maroon', reply: '[Cc]olou?r' },
  },
  {
    id: 'r18-tx-10',
    // Cannot be met: every 16 oz travel mug has a minimum of 25 or more; a dozen is under all of them.
    q: 'can i get just a dozen 16 oz travel mugs w my logo? for closing clients, nothing fancy',
    expect: { productType: '16 oz travel mug', qty: 12, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r18-tx-11',
    // Cannot be met: no laptop backpack is $20 or less at 30 (the cheapest is $21.29 there).
    q: 'laptop backpacks x30 for the dev team, under 20 bucks each, charcoal or black',
    expect: { productType: 'laptop backpack', qty: 30, colour: ['charcoal', 'black'], maxUnitCents: 2000, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r18-tx-12',
    // Cannot be met: no campfire mug is eco-friendly.
    q: 'need 100 campfire mugs for the hiking club, has to be eco friendly',
    expect: { productType: 'campfire mug', qty: 100, eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },

  // ───────────── Texts: can be met ─────────────
  {
    id: 'r18-tx-13',
    // 12/11 → 12 production days.
    q: 'koozies x250 in lime green, under $2, need by 12/11 — Hop Yard Brewing',
    expect: { productType: 'can cooler', qty: 250, colour: 'lime', maxUnitCents: 200, maxProductionDays: 12 },
  },
  {
    id: 'r18-tx-14',
    q: '150 aromatherapy candles for the ladies ministry retreat, cheapest first pls',
    expect: { productType: 'aromatherapy candle', qty: 150, sorted: 'price' },
  },
  {
    id: 'r18-tx-15',
    q: '48 flat bill snapbacks, black, $12 max — Copper Kettle Brewing',
    expect: { productType: 'flat bill snapback cap', qty: 48, colour: 'black', maxUnitCents: 1200 },
  },
  {
    id: 'r18-tx-16',
    q: 'x500 carpenter pencils in orange for the framing crews, no rush',
    expect: { productType: 'carpenter pencil', qty: 500, colour: 'orange', noDeadline: true },
  },
  {
    id: 'r18-tx-17',
    q: 'dry erase markers 1k, black, for the district classrooms',
    expect: { productType: 'dry-erase marker', qty: 1000, colour: 'black' },
  },
  {
    id: 'r18-tx-18',
    // 12/4 → 7 production days.
    q: 'golf ball sleeves for the club tourney, 48 of them, gotta have em by 12/4',
    expect: { productType: 'golf ball sleeve', qty: 48, maxProductionDays: 7 },
  },

  // ───────────── Questions: a type the catalogue lacks ─────────────
  {
    id: 'r18-qu-01',
    // Irregular plural (rosaries): checked as rosary and rosaries.
    q: "Any chance you have rosaries with our parish name on the crucifix? We'd need 300 for First Communion in the spring. — St. Brigid's Parish Religious Ed.",
    expect: { productType: 'rosary', absent: true, qty: 300 },
  },
  {
    id: 'r18-qu-02',
    // Gift item (food).
    q: 'Is it possible to get branded lollipops for our pediatric practice? About 1,000 for the front desk bowls, 35 cents each or less.',
    expect: { productType: 'lollipop', absent: true, qty: 1000, maxUnitCents: 35 },
  },
  {
    id: 'r18-qu-03',
    // "Eco" in front of an absent type binds the alternatives.
    q: "Do you carry eco bath bombs? Our women's shelter fundraiser wants 250 for the gift bags.",
    expect: { productType: 'bath bomb', absent: true, qty: 250, eco: true },
  },
  {
    id: 'r18-qu-04',
    // "Two-bottle" is a kind, not a quantity.
    q: 'Do you sell wine totes? The two-bottle kind, for our wine club pickup party — 150 in natural.',
    expect: { productType: 'wine tote', absent: true, qty: 150, colour: 'natural' },
  },
  {
    id: 'r18-qu-05',
    // Fri Dec 11 → 12 production days.
    q: 'Is it possible to get personalized nutcrackers with our studio name on the base? 60 for the cast gifts, and we need them by Friday, December 11.',
    expect: { productType: 'nutcracker', absent: true, qty: 60, maxProductionDays: 12 },
  },

  // ───────────── Questions: can be met ─────────────
  {
    id: 'r18-qu-06',
    q: 'Do you carry golf umbrellas? Our realty office wants 36 in navy.',
    expect: { productType: 'golf umbrella', qty: 36, colour: 'navy' },
  },
  {
    id: 'r18-qu-07',
    q: 'Got any 10000 mAh power banks made in the USA? We need 48 for the sales kickoff.',
    expect: { productType: '10000 mah power bank', qty: 48, madeIn: 'US' },
  },
  {
    id: 'r18-qu-08',
    q: 'Do you have retractable banner stands? Need 2 for our school open house, under $120 each.',
    expect: { productType: 'retractable banner stand', qty: 2, maxUnitCents: 12000 },
  },
  {
    id: 'r18-qu-09',
    q: 'Do you sell webcam covers? 500 for IT security awareness week.',
    expect: { productType: ['webcam cover', 'privacy slider'], qty: 500 },
  },
  {
    id: 'r18-qu-10',
    q: 'Do you carry multi-tools? Looking for 100, made in USA, for our plumbing techs.',
    expect: { productType: 'multi-tool', qty: 100, madeIn: 'US' },
  },
  {
    id: 'r18-qu-11',
    q: 'Do you have event wristbands in red? 1,000 for the fall festival gate, 35 cents or less each.',
    expect: { productType: 'event wristband', qty: 1000, colour: 'red', maxUnitCents: 35 },
  },

  // ───────────── Several products, one of a type the catalogue lacks ─────────────
  {
    id: 'r18-mu-01',
    // Absent item first; "all in orange" and "no rush" are the question's.
    q: 'Field day at Oakwood Elementary (not till May, so no rush!): 300 bouncy balls, 300 drawstring backpacks and 300 cooling towels, all in orange, our school color.',
    expect: {
      qty: 300,
      colour: 'orange',
      noDeadline: true,
      items: [{ productType: 'bouncy ball', absent: true }, { productType: 'drawstring backpack' }, { productType: 'cooling towel' }],
    },
  },
  {
    id: 'r18-mu-02',
    // Bulleted; absent item in the middle; "if possible" is a preference.
    q: `New-hire kits for Q1, 80 of each:
• 15 oz ceramic mugs
• desk mats (the big felt kind)
• dot grid notebooks
All black if possible. — Ivy, People Team @ Northbeam Labs`,
    expect: {
      qty: 80,
      items: [{ productType: '15 oz ceramic mug' }, { productType: 'desk mat', absent: true }, { productType: 'dot grid notebook' }],
    },
  },
  {
    id: 'r18-mu-03',
    // "And maybe" before the absent item, last.
    q: 'Looking at 144 16 oz pint glasses, 250 slim can coolers, and maybe 20 bar mats for the taproom rail. — Sully, Iron Gate Brewing',
    expect: {
      items: [
        { productType: '16 oz pint glass', qty: 144 },
        { productType: 'slim can cooler', qty: 250 },
        { productType: 'bar mat', absent: true, qty: 20 },
      ],
    },
  },
  {
    id: 'r18-mu-04',
    // "Also" before the absent item, last.
    q: 'We need 500 SPF 30 lip balms for the dental health fair. Also 200 sippy cups for the pediatric side. — Bright Smiles Family Dental',
    expect: { items: [{ productType: 'spf 30 lip balm', qty: 500 }, { productType: 'sippy cup', absent: true, qty: 200 }] },
  },
  {
    id: 'r18-mu-05',
    // "Plus" before the absent item, last; the budget is shared.
    q: '250 No. 2 pencils plus 250 glue sticks for the classroom supply packs — under a dollar each for both.',
    expect: { qty: 250, maxUnitCents: 100, items: [{ productType: 'wood pencil' }, { productType: 'glue stick', absent: true }] },
  },
  {
    id: 'r18-mu-06',
    // Dashed list; absent item first, its colour its own.
    q: `Christmas outreach order for Hope Community Church:
- Christmas stockings x 200 (red)
- 200 fleece picnic blankets
- 200 hot cocoa gift sets`,
    expect: {
      items: [
        { productType: 'stocking', absent: true, qty: 200, colour: 'red' },
        { productType: 'fleece picnic blanket', qty: 200 },
        { productType: 'hot cocoa gift set', qty: 200 },
      ],
    },
  },
  {
    id: 'r18-mu-07',
    // Absent item in the middle of a sentence.
    q: 'For closing gifts this quarter I need 40 bamboo cutlery sets, 40 cookie jars with our logo, and 40 aromatherapy candles. — Tess, Harbor Lane Realty',
    expect: {
      qty: 40,
      items: [{ productType: 'bamboo cutlery set' }, { productType: 'cookie jar', absent: true }, { productType: 'aromatherapy candle' }],
    },
  },
  {
    id: 'r18-mu-08',
    // Subject line names both; absent item first; "no rush" beside a date months out.
    q: `Subject: Pin flags + golf towels for the Hope Classic

Hi Kevin,

For the Hope Classic charity scramble on May 14 we'd need 18 pin flags with the sponsor logos and 144 golf towels in white. No rush — it's months out.

Thanks,
Beth Ocampo
Hope Cancer Foundation`,
    expect: {
      noDeadline: true,
      items: [
        { productType: 'pin flag', absent: true, qty: 18 },
        { productType: 'golf towel', qty: 144, colour: 'white' },
      ],
    },
  },
  {
    id: 'r18-mu-09',
    // Absent item only in the P.S.; black is the pouches' colour.
    q: `Hi Anna,

Please quote 300 zippered travel pouches in black for our turndown amenity program.

Thanks,
Gregor Falk
Rooms Division, Hotel Alder

P.S. Do you also do shoe shine kits? Same 300.`,
    expect: {
      items: [
        { productType: 'zippered travel pouch', qty: 300, colour: 'black' },
        { productType: 'shoe shine kit', absent: true, qty: 300 },
      ],
    },
  },
  {
    id: 'r18-mu-10',
    // "Plus" before the absent item, last, with its own quantity.
    q: 'For the hackathon prizes: 50 wireless earbuds and 50 laptop backpacks, plus 5 drones for the grand-prize team. — Devi, Stackline DevRel',
    expect: {
      items: [
        { productType: 'wireless earbud', qty: 50 },
        { productType: 'laptop backpack', qty: 50 },
        { productType: 'drone', absent: true, qty: 5 },
      ],
    },
  },
  {
    id: 'r18-mu-11',
    // British; absent item first; "in navy" is the journals'. "Year 6" is not a quantity.
    q: `Hello,

For our Year 6 leavers we'd like 90 personalised colouring pencil sets and 90 A5 hardcover journals in navy.

Kind regards,
Mrs. Anjali Patel
Ashdown Primary School`,
    expect: {
      items: [
        { productType: 'colouring pencil', absent: true, qty: 90 },
        { productType: 'a5 hardcover journal', qty: 90, colour: 'navy' },
      ],
    },
  },
  {
    id: 'r18-mu-12',
    // Absent item in the middle; "teal if you have it" is a preference.
    q: 'Dock party giveaways for Bayview Marina: 120 cooling towels, 120 waterproof phone pouches and 120 flying discs. Teal if you have it.',
    expect: {
      qty: 120,
      items: [{ productType: 'cooling towel' }, { productType: 'phone pouch', absent: true }, { productType: ['flying disc', 'frisbee'] }],
    },
  },
  {
    id: 'r18-mu-13',
    // Bulleted; absent item last; "one of each per player" for 36 players.
    q: `Season-end banquet for our 36 players — one of each per player:
• medal with ribbon
• stadium seat cushion
• custom hockey jersey
— Coach Lavoie, Lakeshore Lightning U14`,
    expect: {
      qty: 36,
      items: [{ productType: 'medal' }, { productType: 'stadium seat cushion' }, { productType: 'jersey', absent: true }],
    },
  },
  {
    id: 'r18-mu-14',
    // Absent item in the middle; "safety orange on everything" is the question's.
    q: 'For our 250 techs, one each: tape measure keychains, screwdriver sets and LED flashlights — safety orange on everything. — Pipeline Plumbing & Drain',
    expect: {
      qty: 250,
      colour: 'orange',
      items: [{ productType: 'tape measure keychain' }, { productType: 'screwdriver', absent: true }, { productType: 'led flashlight' }],
    },
  },

  // ───────────── Several products, all in the catalogue ─────────────
  {
    id: 'r18-mu-15',
    q: 'Wellness retreat kits: 75 yoga mats and 75 resistance band sets, teal or purple. — Stillwater Yoga Collective',
    expect: { qty: 75, colour: ['teal', 'purple'], items: [{ productType: 'yoga mat' }, { productType: 'resistance band set' }] },
  },
  {
    id: 'r18-mu-16',
    // A total for everything: maxTotalCents.
    q: '120 cotton tote bags and 120 hot cocoa gift sets for volunteer appreciation — $2,400 for everything. — Meals on Main',
    expect: {
      qty: 120,
      maxTotalCents: 240000,
      items: [{ productType: ['cotton tote bag', 'recycled cotton tote'] }, { productType: 'hot cocoa gift set' }],
    },
  },

  // ───────────── Conversations ─────────────
  {
    id: 'r18-cv-01',
    turns: [
      {
        q: 'Do you sell compact mirrors? Our dental office wants 250 for new patients — pink or purple.',
        expect: { productType: 'compact mirror', absent: true, qty: 250, colour: ['pink', 'purple'] },
      },
      {
        q: 'ok then lip balms instead, 250 in pink',
        expect: { productType: 'lip balm', qty: 250, colour: 'pink', intentQty: 250, intentColours: ['pink'] },
      },
      { q: 'perfect, thank you!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r18-cv-02',
    turns: [
      {
        q: 'Need 300 16 oz pint glasses for the taproom reopening, under $5 each.',
        expect: { productType: '16 oz pint glass', qty: 300, maxUnitCents: 500 },
      },
      {
        // "Also": only what is said is checked; "5 oz" is a kind.
        q: 'also — do you guys make tasting glasses? the little 5 oz ones for flights. same 300',
        expect: { productType: 'tasting glass', absent: true, qty: 300 },
      },
    ],
  },
  {
    id: 'r18-cv-03',
    turns: [
      {
        q: 'We need 200 composition notebooks for the 5th grade, under $3 each.',
        expect: { productType: 'composition notebook', qty: 200, maxUnitCents: 300 },
      },
      {
        // "What about X instead?" keeps the quantity (not the notebooks' budget).
        q: 'what about pocket folders instead?',
        expect: { productType: 'pocket folder', absent: true, qty: 200, intentQty: 200 },
      },
      {
        q: 'Different question — do you carry index cards?',
        expect: { productType: 'index card', absent: true, intentQty: null },
      },
    ],
  },
  {
    id: 'r18-cv-04',
    turns: [
      { q: 'Looking for 24 knit beanies for the ski club.', expect: { productType: 'knit beanie', qty: 24 } },
      {
        // Cannot be met: no knit beanie (no Headwear at all) comes in brown.
        q: 'any in brown?',
        expect: { productType: 'knit beanie', qty: 24, colour: 'brown', intentColours: ['brown'], reply: '[Cc]olou?r' },
      },
      {
        q: 'ok, navy then',
        expect: { productType: 'knit beanie', qty: 24, colour: 'navy', intentQty: 24, intentColours: ['navy'] },
      },
    ],
  },
  {
    id: 'r18-cv-05',
    turns: [
      {
        q: "Hi! I'd love 50 personalized picture frames for my past clients this winter.",
        expect: { productType: 'picture frame', absent: true, qty: 50 },
      },
      {
        q: 'ok, what about desk clocks then? same 50',
        expect: { productType: 'desk clock', qty: 50, intentQty: 50 },
      },
      {
        q: 'can they be made in the USA?',
        expect: { productType: 'desk clock', qty: 50, madeIn: 'US', intentQty: 50 },
      },
    ],
  },
  {
    id: 'r18-cv-06',
    turns: [
      {
        q: 'we need 100 3-in-1 charging cables for our booth at the dev conference',
        expect: { productType: '3-in-1 charging cable', qty: 100 },
      },
      {
        // "And maybe … too": only what is said is checked.
        q: 'and maybe travel adapters too? same 100',
        expect: { productType: 'travel adapter', absent: true, qty: 100 },
      },
    ],
  },
  {
    id: 'r18-cv-07',
    turns: [
      {
        // A granola bar is not a Custom Wrapper Chocolate Bar.
        q: 'Any chance you carry granola bars with a custom wrapper? 500 for the charity walk.',
        expect: { productType: 'granola bar', absent: true, qty: 500 },
      },
      {
        q: 'ok then trail mix packs instead, 500 of them',
        expect: { productType: 'trail mix', qty: 500, intentQty: 500 },
      },
      {
        // Wed Dec 2 → 5 production days.
        q: 'and we need them by Wednesday Dec 2',
        expect: { productType: 'trail mix', qty: 500, maxProductionDays: 5, intentQty: 500, intentProdDays: 5 },
      },
    ],
  },
  {
    id: 'r18-cv-08',
    turns: [
      {
        q: 'Our clinic wants 48 crewneck sweatshirts in navy for staff.',
        expect: { productType: 'crewneck sweatshirt', qty: 48, colour: 'navy' },
      },
      {
        // Cannot be met: no navy crewneck sweatshirt is eco-friendly; the two eco ones come in other colours.
        q: 'can they be eco-friendly?',
        expect: {
          productType: 'crewneck sweatshirt',
          qty: 48,
          colour: 'navy',
          eco: true,
          intentQty: 48,
          reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Cc]olou?r',
        },
      },
    ],
  },
  {
    id: 'r18-cv-09',
    turns: [
      {
        q: 'Do you have cocktail napkins with our logo? For the rooftop bar, 2,000.',
        expect: { productType: 'cocktail napkin', absent: true, qty: 2000 },
      },
      {
        q: 'ok, what about 500 slim can coolers in black then?',
        expect: { productType: 'slim can cooler', qty: 500, colour: 'black', intentQty: 500, intentColours: ['black'] },
      },
      { q: 'great, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r18-cv-10',
    turns: [
      {
        q: 'I need 11 oz ceramic mugs in white with my logo, 100 of them.',
        expect: { productType: '11 oz ceramic mug', qty: 100, colour: 'white' },
      },
      {
        // Cannot be met: every 11 oz ceramic mug has a minimum of 25 or more.
        q: 'actually we only need 10',
        expect: { productType: '11 oz ceramic mug', qty: 10, colour: 'white', intentQty: 10, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
      },
    ],
  },
];
