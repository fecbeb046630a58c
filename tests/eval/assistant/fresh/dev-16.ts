import type { EvalCase } from '../expect.js';

/**
 * A sixteenth set of fresh requests for the chat assistant: 100 cases (127 turns), written on
 * 2026-12-01 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json: names, categories, colours, price breaks in USD, minimums,
 * production days, rush, made in, eco and recyclable flags), docs/product.md "## Product search" and
 * "## Chat assistant", the answer format (contracts/chat.ts), the judge's types and checks
 * (../expect.ts, ../../catalogue-rows.ts) and the reading conventions in the header comments of
 * cases.ts and dev-2.ts … dev-15.ts — without reading the assistant's code, the server, the seed
 * code, the UI, the cases of the other sets, the benchmarks or the project's history, and without
 * running the assistant, the server or the evaluation.
 *
 * For development only: it has no held-out twin, and no part of it should later be set aside as
 * one, since every case was written expecting to be read while the assistant is tuned.
 *
 * Styles, chosen where the earlier headers say little, as clients of a promotional-products
 * distributor write to their rep:
 * - 14 replies that quote the rep's earlier offer ("On Tue, Nov 17, 2026 at 9:14 AM Dana Lee
 *   <…> wrote:" and "> " lines holding the old offer's own quantities, unit prices, totals, setup
 *   charges, lead times and a "quote valid until" date), where the new request changes the
 *   quantity, colour, date, origin or type, or keeps the old quantity ("same quantity as last time")
 *   (r17-qt);
 * - 14 quantities given as arithmetic, ranges or "a couple hundred": "25 for each of our 8
 *   branches", "two per employee, and we have 60 employees", "a dozen per team, 11 teams", "one for
 *   each of our 9 board members, plus 3 spares", "3 per classroom, 14 classrooms", "half of our 480
 *   members", "one per honoree, 12 honorees a year for the last 3 years", "40 hoodies … and twice as
 *   many beanies", "150–200", "300-400", "somewhere between 60 and 70" (r17-ar);
 * - 12 messages naming prices that are not budgets — last year's unit price, a past order's total,
 *   last shipping, a retail price, a hotel's price, gala tickets, a membership level, a sponsorship
 *   package, last year's party — some beside a real budget for this order (r17-pr);
 * - 11 with sizes and capacities that are not quantities: "20 oz", "S–3XL", "15 inch laptops",
 *   "10,000 mAh", "32 oz", "8 ft", "13 inch", "3x5 ft", "16GB", "65 cm", "11 oz" (r17-sz);
 * - 12 with holiday or event deadlines with a day: "before our Dec 10 open house", "in hand by the
 *   18th", a Hanukkah party on Sunday Dec 6, an ugly-sweater party, a New Year's Eve gala, a
 *   Thanksgiving-weekend tailgate, a winter formal on a Saturday, a Secret Santa exchange, "by the
 *   4th", a sales kickoff, Christmas Eve, a toy drive (r17-dl);
 * - 12 texts with typos in the product's name: "umbrellla's", "hoodys", "lanyrds", "koozie's",
 *   "tumblrs", "lint rollors", "swetshirts", "monney clips", "speeker", "dufel", "pwer banks",
 *   "fidgit cubes" (r17-ty);
 * - 11 long emails with several paragraphs of context full of unrelated numbers — bed, room, bay,
 *   school, student, member, plot and attorney counts, years, other projects' budgets ($12,000
 *   gala, $2.3 million HVAC bond, $40,000 co-op advertising, $1.2 million capital campaign,
 *   $480,000 grant), percentages, phone extensions, race distances and fees (r17-lg);
 * - 14 conversations of 2–3 turns (41 turns) with the follow-ups "same but in red / pink", "make it
 *   300 / 60", "ok drop the eco requirement", "what's the cheapest of those?", "cheapest first
 *   please", "and 100 lanyards too", "and 500 lip balms too", "actually we need them a week
 *   earlier", "and they need to be here by Friday Dec 11", "ok no rush then", "compare the first
 *   two", thanks, "what about X instead?", "ok then X instead", "also, do you have X? same
 *   quantity", "Different question —" and "Separately —" (r17-cv).
 * Negative colours ("anything but black") are not used: the Expect type cannot state them. Emoji,
 * Slack messages and forwarded threads are left to dev-13 and dev-15.
 *
 * The writers: a landscaping firm, a coffee roaster, high-school boosters, a medical group's HR, the
 * friends of a library, a Rotary club, a coach, an eye clinic, an electricians' union local, a
 * surveyor, a builders' supply, a savings bank, a warehouse, a software company, a farmers market, a
 * community foundation, an elementary school, a health fair, a youth league, a pharmacy chain, a
 * volunteer corps, a ski patrol, a social club, a dental practice, a realtor, a trade-show exhibitor,
 * a holiday fun run, a gala foundation, a community radio station, a 5K, a robotics team, an
 * analytics firm, a trail crew, a home-show exhibitor, a bank's branches, a dental conference, a
 * Montessori school, a nonprofit's donor office, a hotel's events office, a winter formal, a police
 * department's toy drive, a valet stand, a drumline, a dry cleaner, a wedding party, a dance team, a
 * hospital foundation, a Ford dealer, a law firm, a school district, a hotel, a VFW post, a
 * university lab, a church, a garden club, a biotech firm's IT, a marathon, a farmers' co-op, an
 * alumni weekend, a golf outing, a trail running club, a rowing club, a holiday market and a clinic.
 *
 * Weighted to honesty. Of the 127 turns:
 * - 35 ask for a type the catalogue does not have at all (no product name contains the phrase,
 *   singular or plural), most of them compounds whose last word the catalogue uses for something
 *   else (Bucket Hat, Yoga Mat, Pill Case, Can Cooler, Gift Box, Letter Opener, Chocolate Bar, Table
 *   Throw, Stress and Beach Ball, Foam Roller, Chip Clip, Sticky Note Cube, Charging Cable, Key Tag,
 *   Mouse Pad, Phone Stand, Duffel Bag, Snack Pack, Ring Light, Hand Sanitizer) or whose first word
 *   it uses (Mug, Pill, Phone, Power, Screen): qt-03 ice buckets, qt-06 beach mats, qt-10 eyeglass
 *   cases, qt-12 mug warmers (an item beside the mugs), qt-14 box cutters; ar-06 watering cans, ar-09
 *   pill cutters, ar-13 shadow boxes; pr-03 jar openers, pr-07 phone armbands, pr-10 tie bars; sz-06
 *   8 ft folding tables, sz-08 door mats, sz-10 yoga balls; dl-04 reindeer antler headbands, dl-08
 *   desk name plates, dl-12 hacky sacks; ty-06 lint rollers, ty-08 money clips, ty-12 fidget cubes;
 *   lg-02 jumper cables, lg-04 ring binders (an item beside notebooks), lg-06 dog tags, lg-09
 *   kneeling pads, lg-10 screen protectors; cv-05 turn 1 umbrella stands, cv-06 turn 2 golf shoe bags
 *   ("what about … instead?"), cv-07 turn 3 laser pointers, cv-08 turn 1 hydration packs, cv-09 turn
 *   2 sweatbands ("also, do you have …?"), cv-11 turns 1 and 3 string lights and tea lights, cv-12
 *   turn 3 ice chests, cv-13 turn 3 power strips, cv-14 turn 1 phone sanitizers. In every one at
 *   least 3 catalogue products meet the request's other constraints (quantity, budget, colour,
 *   date), so that alternatives can be offered (for an item, of no other item's type).
 * - 20 cannot be met in full on purpose, each marked `// Cannot be met: …` with the reason computed
 *   from the catalogue: a quantity below every minimum (qt-04 40 badge reels, ar-05 12 lanyards,
 *   cv-04 turn 2 "and 100 lanyards too"); a colour the type never comes in (qt-08 maroon stadium
 *   cushions, ty-05 gold tumblers, ty-10 pink duffel bags) or that fewer than 3 of the kind come in
 *   (sz-05 forest green 32 oz insulated bottles); a budget below every price, or all but one or two,
 *   at the quantity (ar-10 quarter-zips at $17.00, pr-05 golf umbrellas at $10, pr-09 earbuds at $12,
 *   cv-13 turn 2 wireless chargers under $6); a deadline only rush meets (dl-03 Bluetooth speakers by
 *   Dec 4, dl-06 can coolers by Nov 30, cv-10 turn 2 leather journals by Dec 1); eco where fewer than
 *   3 of the type qualify (lg-08 candles); and constraints met alone but not together (sz-11 navy
 *   11 oz mugs at 48, dl-10 US-made earbuds by Dec 7, lg-03 black US-made messenger bags, cv-01 turn 3
 *   red eco totes by Dec 11, cv-03 turn 1 maroon eco hoodies). Each has a reply pattern naming the
 *   constraint to relax, as dev-13 … dev-15 write them ('[Mm]inimum|[Qq]uantit|MOQ', '[Cc]olou?r'
 *   plus the colour's name, '[Bb]udget|[Pp]ric|[Cc]ost', '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead
 *   time|[Tt]urnaround', '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment', '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|
 *   American'), accepting every constraint that some product of the type misses alone.
 * - 70 can be met, each (each item of a several-product turn) by at least 3 catalogue products, and
 *   2 ask no products (a thank-you and a compare).
 *
 * Checked with .scratch/check-dev-16.ts, which imports only this file and reads the catalogue JSON,
 * re-computing as the judge does (the phrase in the name, singular or plural; the unit price at the
 * quantity's break, at the minimum without one; minimum ≤ quantity; colour word; eco; recyclable;
 * made in; production days without rush): every meetable turn and item has at least 3 fitting
 * products; every absent type is in no product name and at least 3 alternatives meet the other
 * constraints; every turn with a reply pattern (only the unmeetable ones have one) has fewer than 3
 * fitting products, at least 3 products of the type missing exactly one constraint, a pattern that
 * accepts relaxing each such constraint, and a "Cannot be met" comment; every present type names a
 * product and every colour word a catalogue colour; each quantity range gives the same verdicts and
 * prices at both ends.
 *
 * The conventions of the earlier headers apply ("now" is Sunday 22 November 2026; a date gives the
 * working days after today up to it, minus 3: Mon Nov 30 → 3, Tue Dec 1 → 4, Fri Dec 4 → 7, Mon
 * Dec 7 → 8, Thu Dec 10 → 11, Fri Dec 11 → 12, Tue Dec 15 → 14, Wed Dec 16 → 15, Thu Dec 17 → 16,
 * Fri Dec 18 → 17, Thu Dec 24 → 21, Thu Dec 31 → 26; an event on a Saturday or Sunday is read by
 * the Friday before; "before <date>" is by it; a total is divided by the quantity and rounded down;
 * "if you can", "if you have it", "ideally" are preferences; "heather grey" is Gray, "lime green"
 * Lime, "forest green" Forest Green only; koozies are can coolers; t-shirts T-Shirts and Tees; "tote
 * bags" any Tote; "water bottles" any Water Bottle (sport and steel ones too); "knit beanies" Knit and
 * Cuffed Knit Beanies; "quarter-zips" Fleece Quarter-Zips; "hoodies" both kinds; "stylus pens" also
 * Stylus Ballpoint Pens; "wireless chargers" also Wireless Charging Pads; "lip balms" both kinds;
 * "sunscreens" tubes and lotion; a size in front of a type is the catalogue's name for that kind;
 * "no rush" is noDeadline; "cheapest first" is sorted by price; "what about X instead?" keeps the
 * quantity and colour; "Different question —" starts afresh). Readings decided here beyond them:
 * - Quoted replies: the newest message is the request. The rep's quoted offer supplies the product
 *   when the new message points at it, at the quoted product's narrowness ("run the same polos
 *   again" Pique Knit Polos, "same walnut ones" Walnut Plaques, "the cotton ones" Cotton Tote Bags,
 *   "reorder the mugs" 11 oz Ceramic Mugs, "only doing the jackets" Softshell Jackets). Its
 *   quantities, unit prices, totals, setup charges and lead times are not the request, and a rep's
 *   quoted price is never a budget; they hold only where the new message keeps them ("same quantity
 *   as last time" 250; "same as before otherwise" keeps the white; a "reorder" keeps the colour). A
 *   "Quote valid until Dec 4" line is not a deadline, nor is the "wrote:" date (dev-13).
 * - Arithmetic is done: 25 × 8 = 200, 2 × 60 = 120, 12 × 11 = 132, 9 + 3 = 12, 3 × 14 = 42, 2 × 70
 *   = 140, 480 / 2 = 240, 12 × 3 = 36, twice 40 = 80, "one for each of our 20 branch entrances" 20.
 * - A quantity range is read at its lower end, the number the client commits to: 150–200 → 150,
 *   300-400 → 300, between 60 and 70 → 60, 110–140 → 110. Each range was chosen so that no minimum
 *   or price break of any product of its type (of any product, for an absent type) lies strictly
 *   inside it, so either end gives the same verdict and the same prices; intentQty is not checked
 *   on them. "A couple hundred" is 200 (dev-10).
 * - A price that is not this order's budget states nothing: what was paid before ("$4.10 each last
 *   year", "$9.50 a few years back", "$38 a head"), a past order's total ("$900"), shipping
 *   ("$145"), a retail, hotel, ticket or membership price ("like $25", "$18 per bottle", "$75 a
 *   plate", "the $45 level"), a sponsorship package, last year's party spend, other projects'
 *   budgets and grants, a previous holiday order. Only what is said of this order is a budget ("this
 *   year the cap is $30 each", "we can do $10 each, tops", "$12 max", "Budget is $4 each, max").
 * - Sizes: "S–3XL" (apparel sizes), "15 inch laptops" (what a Laptop Backpack must fit; the
 *   catalogue names no size for them), "3x5 ft", "8 ft" and "65 cm" (of absent types) are not
 *   quantities and not kinds; "20 oz", "32 oz", "11 oz", "13 inch", "16GB" and "10,000 mAh" are the
 *   catalogue's sized kinds (20 oz Stainless Steel Tumbler, 32 oz Insulated Water Bottle, 11 oz
 *   Ceramic Mug, 13 in Laptop Sleeve, 16 GB USB Flash Drive, 10000 mAh Power Bank).
 * - Dates: "before our Dec 10 open house" is by Dec 10 (11); "in hand by the 18th" and "by the
 *   4th" are the coming Dec 18 and Dec 4; "Christmas Eve … Thursday the 24th" 21; "it's Sunday Dec 6"
 *   (a party) is by Friday Dec 4 (7); "actually we need them a week earlier" after Friday Dec 18 is
 *   Friday Dec 11 (12). "For Veterans Day next year", "in February", "sometime in Q1; no date yet",
 *   "this spring" name no day and state nothing; "The event is in April, so there's no rush on
 *   timing" and "ok no rush then — the retreat moved to March" are noDeadline.
 * - Typos: a misspelt type is the type it spells ("umbrellla's" any Umbrella, "hoodys" Hoodies,
 *   "swetshirts, crew neck" Crewneck Sweatshirts, "dufel bags" Duffel Bags, "pwer banks" any Power
 *   Bank, "tumblrs" any Tumbler); an absent type is written and checked in its correct spelling
 *   ('lint roller', 'money clip', 'fidget cube'), since a misspelling matches no name trivially.
 * - Absent types are written singular and lower-case by the client's phrase, or its head where the
 *   rest is decoration ('headband' for "reindeer antler headbands", 'name plate' for "desk name
 *   plates", 'folding table' for "8 ft folding tables", 'jumper cable' for "jumper cables with our
 *   logo on the bag"). "Golf umbrellas" is any Golf Umbrella; "shopping totes" the Non-Woven and rPET
 *   Shopping Totes; "performance polos" Performance Polos only; "leather journals" also Refillable
 *   Leather Journals; "ceramic mugs" both sizes; "candles" any Candle; "badge holders" Event Badge
 *   Holders; "badge reels" Retractable Badge Reels; "hand sanitizer … of the spray kind" the Hand
 *   Sanitizer Sprays; "fleece blankets" Fleece Picnic Blankets (dev-6); "cotton totes" Cotton Tote
 *   Bags and Recycled Cotton Totes (dev-7).
 * - Conversations: "same but in red / pink" replaces the colour and keeps the rest (intentColours
 *   that one); "make it 300 / 60" replaces the quantity; "ok drop the eco requirement" removes eco
 *   and keeps the rest; "what's the cheapest of those?" is sorted by price over the constraints in
 *   force (one product alone would leave unshown the others that fit, which the judge counts);
 *   "and they need to be here by Friday Dec 11" adds the date; "and 100 lanyards too", "and 500 lip
 *   balms too", "also, do you have sweatbands? same quantity" and "and tea lights for the tables,
 *   same 200?" are read as "also" (dev-7): only what is said is checked; "ok, 150 lanyards then"
 *   after the minimum was missed is the lanyards at 150; "ok forget the chargers — do you have power
 *   strips? Same 100." keeps only the quantity; "Separately —" and "Different question —" carry
 *   nothing over (intentColours [] where a colour was in force).
 * - "Sets" of a product the catalogue sells by the piece ("120 sets" of jumper cables) are the
 *   quantity; "Black frames ideally", "navy if you can", "Orange if you have it" are preferences;
 *   "They need to be green — those are the club colours" is a constraint (Green or Forest Green).
 */
export const DEV_16_CASES: EvalCase[] = [
  // ── Replies quoting the rep's earlier offer (r17-qt): the quoted quantities and prices are the old offer, not the request ──
  {
    id: 'r17-qt-01',
    q: `Hi Dana,

The polos went over really well with the field team. We'd like to run the same polos again, but for the whole crew this time — 120 of them — and in forest green, which is the new brand colour. Please keep them under $25 each.

Thanks,
Marcus Bell
Operations, Bell & Sons Landscaping
(614) 555-0182

On Tue, Nov 17, 2026 at 9:14 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Hi Marcus,
> Here's the recap of last spring's order for your records:
> 48 x Pique Knit Polo, navy, left-chest embroidery @ $21.40 = $1,027.20
> Setup: $60.00
> Let me know if you'd like to reorder.
> Dana`,
    expect: { productType: 'pique knit polo', qty: 120, colour: 'forest green', maxUnitCents: 2500, intentQty: 120, intentColours: ['forest green'] },
  },
  {
    id: 'r17-qt-02',
    q: `Dana — same quantity as last time, but could you find them in white this round? They need to be here by Friday Dec 18.

Priya

On Wed, Nov 18, 2026 at 2:41 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Priya, attached is the invoice from March:
> 250 x 20 oz Stainless Steel Tumbler, black, laser engraved, $14.85 ea — $3,712.50
> Quote valid until Dec 4.`,
    expect: { productType: '20 oz stainless steel tumbler', qty: 250, colour: 'white', maxProductionDays: 17, intentQty: 250, intentProdDays: 17 },
  },
  {
    id: 'r17-qt-03',
    q: `Hey Dana! The koozies were a huge hit at the tailgate. This year the boosters want ice buckets for the VIP tent instead — 40 of them, any colour, with the logo.

Go Hawks,
Terri Vance, Lakeview Boosters

On Mon, Nov 16, 2026 at 10:02 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Hi Terri — last season's order, for reference:
> 500 x Slim Can Cooler, royal blue, 1-color imprint @ $1.12 = $560.00
> Happy to quote again.`,
    expect: { productType: 'ice bucket', absent: true, qty: 40, intentQty: 40 },
  },
  {
    // Cannot be met: every Retractable Badge Reel has a minimum of 150 or more (150, 250, 500); 40 is under all 13 (4 of them in white, as before).
    id: 'r17-qt-04',
    q: `Can we get just 40 more of the badge reels for the January new-hire class? Same as before otherwise.

— Kendra, HR, Northgate Medical Group

On Thu, Nov 12, 2026 at 4:30 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Kendra, confirming your order:
> 300 x Retractable Badge Reel, white, full-color dome @ $1.35 = $405.00
> Ships in 10 business days.`,
    expect: { productType: 'badge reel', qty: 40, colour: 'white', intentQty: 40, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r17-qt-05',
    q: `Hi Dana,

The board picked the cotton ones. Final count is 275 and they'd like them in red. We have $1,100 all in for the bags.

Thanks so much,
Ellen Ortiz
Friends of the Eastside Library

On Fri, Nov 20, 2026 at 11:20 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Ellen, two options for the book sale:
> Option A: 150 x Jute Market Tote, natural, $6.80 ea
> Option B: 150 x Cotton Tote Bag, natural, $4.95 ea
> Both include a one-color imprint.`,
    expect: { productType: 'cotton tote bag', qty: 275, colour: 'red', maxUnitCents: 400, intentQty: 275, intentColours: ['red'] },
  },
  {
    id: 'r17-qt-06',
    q: `Thanks Dana — we're going a different direction for the summer kickoff: 100 beach mats instead of the blankets. Something under $12 each?

Jo

On Thu, Nov 19, 2026 at 8:55 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Hi Jo,
> 100 x Fleece Picnic Blanket, navy, embroidered patch @ $19.75 = $1,975.00
> 10 production days after proof approval.`,
    expect: { productType: 'beach mat', absent: true, qty: 100, maxUnitCents: 1200, intentQty: 100 },
  },
  {
    id: 'r17-qt-07',
    q: `Dana, we need 6 more plaques for the late nominations — same walnut ones — and they have to be in hand by Friday Dec 18.

Gordon Pike
Rotary Club of Millbrook

On Tue, Nov 10, 2026 at 3:12 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Gordon, here is what we produced for the awards dinner:
> 24 x Walnut Plaque, engraved plate, $42.00 ea
> 10 production days.`,
    expect: { productType: 'walnut plaque', qty: 6, maxProductionDays: 17, intentQty: 6, intentProdDays: 17 },
  },
  {
    // Cannot be met: no Stadium Seat Cushion comes in maroon (their colours are lime, forest green, gray, white, royal blue, green, black, red, orange, teal, navy, yellow).
    id: 'r17-qt-08',
    q: `Same cushions, 144 again, but this time in maroon to match the new uniforms.

Coach Reyes

On Wed, Nov 11, 2026 at 1:05 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Coach, last fall's order:
> 144 x Stadium Seat Cushion, red, $7.40 ea = $1,065.60`,
    expect: { productType: 'stadium seat cushion', qty: 144, colour: 'maroon', intentColours: ['maroon'], reply: '[Cc]olou?r|\\b[Mm]aroon\\b' },
  },
  {
    id: 'r17-qt-09',
    q: `Let's go with 600 this time. Blue ink is fine but the barrels in black please.

Sam

On Mon, Nov 9, 2026 at 9:48 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Sam, pricing on the click pens:
> 1,000 x Plastic Click Pen @ $0.48 ea
> 2,500 x Plastic Click Pen @ $0.41 ea
> Let me know which quantity works.`,
    expect: { productType: 'plastic click pen', qty: 600, colour: 'black', intentQty: 600, intentColours: ['black'] },
  },
  {
    id: 'r17-qt-10',
    q: `Hi Dana,

The screen cleaners were popular at the optometry conference. This year Dr. Ruiz wants eyeglass cases instead — 200, nothing fancy, $5 max each.

Best,
Lauren
Clearview Eye Associates, Suite 210

On Thu, Nov 5, 2026 at 12:30 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Lauren, recap:
> 200 x Microfiber Screen Cleaner, full-color, $1.60 ea = $320.00`,
    expect: { productType: 'eyeglass case', absent: true, qty: 200, maxUnitCents: 500, intentQty: 200 },
  },
  {
    id: 'r17-qt-11',
    q: `Great, but the union needs them made in the USA this time. 85 total, gray again.

Dale Kowalski
IBEW Local 212

On Fri, Nov 13, 2026 at 10:10 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Dale,
> 60 x Crewneck Sweatshirt, gray, screen print front, $24.10 ea
> Total $1,446.00 — made in Mexico.`,
    expect: { productType: 'crewneck sweatshirt', qty: 85, colour: 'gray', madeIn: 'US', intentQty: 85 },
  },
  {
    id: 'r17-qt-12',
    q: `Please reorder the mugs — 250 again — and add 250 mug warmers to go with them this year.

Thanks!
Nadia, Fernwood Coffee Roasters

On Tue, Nov 17, 2026 at 4:44 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Nadia, for your records:
> 250 x 11 oz Ceramic Mug, white, 2-color wrap @ $4.35 = $1,087.50`,
    expect: {
      items: [
        { productType: '11 oz ceramic mug', qty: 250, colour: 'white' },
        { productType: 'mug warmer', absent: true, qty: 250 },
      ],
    },
  },
  {
    id: 'r17-qt-13',
    q: `We're only doing the jackets this year. 30 of them, black or charcoal, in hand by Friday Dec 18 please.

Harold Finch
Finch Surveying Co.

On Wed, Nov 4, 2026 at 7:58 AM Dana Lee <dana@brightlinepromo.com> wrote:
> Harold, quote for the crew gear:
> 36 x Performance Polo, embroidered, $27.90 ea
> 36 x Softshell Jacket, embroidered, $58.00 ea
> Total $3,092.40`,
    expect: { productType: 'softshell jacket', qty: 30, colour: ['black', 'charcoal'], maxProductionDays: 17, intentQty: 30, intentColours: ['black', 'charcoal'] },
  },
  {
    id: 'r17-qt-14',
    q: `Hi Dana — the contractors' expo wants something more useful this year: 150 box cutters with our logo, $6 max each.

Rob Tanaka
Tanaka Builders Supply

On Mon, Nov 2, 2026 at 2:20 PM Dana Lee <dana@brightlinepromo.com> wrote:
> Rob, last year's expo order:
> 500 x Tape Measure Keychain @ $1.95 = $975.00`,
    expect: { productType: 'box cutter', absent: true, qty: 150, maxUnitCents: 600, intentQty: 150 },
  },
  // ── Quantities as arithmetic, ranges and "a couple hundred" (r17-ar) ──
  {
    id: 'r17-ar-01',
    q: `Hi! We'd like golf umbrellas for the branch lobbies — 25 for each of our 8 branches. Navy to match the signage. Thanks, Colleen (Heritage Savings Bank)`,
    expect: { productType: 'golf umbrella', qty: 200, colour: 'navy', intentQty: 200, intentColours: ['navy'] },
  },
  {
    id: 'r17-ar-02',
    q: `Need t-shirts for the warehouse: two per employee, and we have 60 employees. Heather grey please.`,
    expect: { productType: ['t-shirt', 'tee'], qty: 120, colour: 'gray', intentQty: 120 },
  },
  {
    id: 'r17-ar-03',
    q: `Hello — we're putting together wellness kits for the spring cohort. Somewhere in the 150–200 range of insulated lunch cooler bags, navy if you can. Final numbers next month.

Ivy Chen, People Team, Brightwater Software`,
    // "navy if you can" is a preference; the range is read at its lower end (150): no minimum or price break of the type lies between 150 and 200, so intentQty is not checked.
    expect: { productType: 'insulated lunch cooler bag', qty: 150 },
  },
  {
    id: 'r17-ar-04',
    q: `we'll need a couple hundred jute totes for the farmers market opening, natural color. thx - Bea`,
    expect: { productType: 'jute market tote', qty: 200, colour: 'natural', intentQty: 200, intentColours: ['natural'] },
  },
  {
    // Cannot be met: 9 board members plus 3 spares is 12 lanyards, and every lanyard's minimum is 150 or more.
    id: 'r17-ar-05',
    q: `Could you quote lanyards for the board retreat? One for each of our 9 board members, plus 3 spares. Black.

Margaret Osei, Executive Assistant
Riverside Community Foundation`,
    expect: { productType: 'lanyard', qty: 12, colour: 'black', intentQty: 12, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r17-ar-06',
    q: `Our school garden program is expanding! We'd like watering cans with the school crest — 3 per classroom, and we have 14 classrooms. Any bright colour is fine.

Mr. Patel, Science Dept., Oak Hollow Elementary`,
    expect: { productType: 'watering can', absent: true, qty: 42, intentQty: 42 },
  },
  {
    id: 'r17-ar-07',
    q: `Stress balls for the health fair — probably 300-400 depending on registrations. Whatever is cheapest first please.`,
    expect: { productType: 'stress ball', qty: 300, sorted: 'price' },
  },
  {
    id: 'r17-ar-08',
    q: `Youth league here. We need water bottles, a dozen per team, and we have 11 teams this season. Under $8 a bottle.`,
    expect: { productType: 'water bottle', qty: 132, maxUnitCents: 800, intentQty: 132 },
  },
  {
    id: 'r17-ar-09',
    q: `Hi, for our pharmacy chain's patient-safety week: pill cutters with our logo, two per pharmacy counter. We have 70 counters across the region.

Regards,
Tomás Aguilar, Marketing, CareFirst Pharmacies`,
    expect: { productType: 'pill cutter', absent: true, qty: 140, intentQty: 140 },
  },
  {
    // Cannot be met: $5,100 for 300 is $17.00 a unit, and only 1 of the fleece quarter-zips with a minimum of 300 or less costs that little at 300 ($16.97); the next is $17.04.
    id: 'r17-ar-10',
    q: `Fleece quarter-zips for all 300 of our volunteers. We have $5,100 for the 300 of them, and that's firm.`,
    expect: { productType: 'fleece quarter-zip', qty: 300, maxUnitCents: 1700, intentQty: 300, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r17-ar-11',
    q: `Knit beanies for the ski patrol — somewhere between 60 and 70, we're still confirming the roster.`,
    expect: { productType: 'knit beanie', qty: 60 },
  },
  {
    id: 'r17-ar-12',
    q: `Half of our 480 members usually show up to the summer social, so let's plan can coolers for that many. Orange if you have it.`,
    // "if you have it" is a preference; half of 480 is 240.
    expect: { productType: 'can cooler', qty: 240, intentQty: 240 },
  },
  {
    id: 'r17-ar-13',
    q: `We're doing a "wall of honor" for the 10th anniversary: one shadow box per honoree, 12 honorees a year for the last 3 years. Black frames ideally.`,
    expect: { productType: 'shadow box', absent: true, qty: 36, intentQty: 36 },
  },
  {
    id: 'r17-ar-14',
    q: `Quote please: 40 hoodies for the coaches and twice as many beanies for the players.`,
    expect: {
      items: [
        { productType: 'hoodie', qty: 40 },
        { productType: 'beanie', qty: 80 },
      ],
    },
  },
  // ── Prices that are not budgets (r17-pr): last year's price, a past order's total, a ticket or retail price ──
  {
    id: 'r17-pr-01',
    q: `Hi there, we paid $4.10 each last year for the ceramic mugs from our old vendor. We'd like 100 again, white, with the clinic logo.

Dr. Anita Shah, Maple Grove Family Dentistry`,
    expect: { productType: 'ceramic mug', qty: 100, colour: 'white', intentQty: 100, intentColours: ['white'] },
  },
  {
    id: 'r17-pr-02',
    q: `Our last order was $900 for the lanyards and it went fine. Need 500 this time, navy.`,
    expect: { productType: 'lanyard', qty: 500, colour: 'navy', intentQty: 500, intentColours: ['navy'] },
  },
  {
    id: 'r17-pr-03',
    q: `Last year's giveaway was a $2.25 apiece pizza cutter from another vendor and honestly people loved it. This year for the open house we want 250 jar openers with our logo instead.

Gwen, Hearthstone Realty`,
    expect: { productType: 'jar opener', absent: true, qty: 250, intentQty: 250 },
  },
  {
    id: 'r17-pr-04',
    q: `Last year we paid $38 a head for the quarter-zips and finance was not happy, so this year the cap is $30 each. 48 of them, heather grey.`,
    expect: { productType: 'fleece quarter-zip', qty: 48, colour: 'gray', maxUnitCents: 3000, intentQty: 48 },
  },
  {
    // Cannot be met: at 36 every golf umbrella costs more than $10 (the cheapest is $10.09, then $12.52).
    id: 'r17-pr-05',
    q: `We paid $9.50 for golf umbrellas a few years back (I know, I know). This time we can do $10 each, tops. Need 36 for the member-guest.`,
    expect: { productType: 'golf umbrella', qty: 36, maxUnitCents: 1000, intentQty: 36, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r17-pr-06',
    q: `The convention hotel charges $18 per bottle of water at the booth (!!) so we're handing out our own. 300 water bottles, clear please.`,
    expect: { productType: 'water bottle', qty: 300, colour: 'clear', intentQty: 300, intentColours: ['clear'] },
  },
  {
    id: 'r17-pr-07',
    q: `Our sponsorship package for the Jingle Jog is $2,500 and includes a booth. We'd like 150 phone armbands for the runners.`,
    expect: { productType: 'phone armband', absent: true, qty: 150, intentQty: 150 },
  },
  {
    id: 'r17-pr-08',
    q: `We spent $6,000 on the holiday party last year; this year some of that goes to gifts. 75 bluetooth speakers, under $30 each.`,
    expect: { productType: 'bluetooth speaker', qty: 75, maxUnitCents: 3000, intentQty: 75 },
  },
  {
    // Cannot be met: at 200, only 2 wireless earbuds cost $12 or less ($10.42 and $11.65); the next is $12.21.
    id: 'r17-pr-09',
    q: `Retail on decent earbuds is like $25, but we need 200 wireless earbuds at $12 max for the sales kickoff.`,
    expect: { productType: 'wireless earbuds', qty: 200, maxUnitCents: 1200, intentQty: 200, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r17-pr-10',
    q: `Gala tickets are $75 a plate and we want a little something at every gentleman's seat: 220 tie bars, engraved with the foundation's initials.`,
    expect: { productType: 'tie bar', absent: true, qty: 220, intentQty: 220 },
  },
  {
    id: 'r17-pr-11',
    q: `Shipping on our last order was $145, so please quote ground this time. 500 retractable ballpoint pens, black.`,
    expect: { productType: 'retractable ballpoint pen', qty: 500, colour: 'black', intentQty: 500, intentColours: ['black'] },
  },
  {
    id: 'r17-pr-12',
    q: `New members at the $45 level get a thank-you gift, and we expect about 120 of them this pledge drive. Thinking travel mugs, navy.

WKRP Community Radio, Membership Desk`,
    expect: { productType: 'travel mug', qty: 120, colour: 'navy', intentQty: 120, intentColours: ['navy'] },
  },
  // ── Sizes and capacities that are not quantities (r17-sz) ──
  {
    id: 'r17-sz-01',
    q: `Can you do 20 oz tumblers for the 5K volunteers? 150 of them, lime green.`,
    expect: { productType: '20 oz stainless steel tumbler', qty: 150, colour: 'lime', intentQty: 150, intentColours: ['lime'] },
  },
  {
    id: 'r17-sz-02',
    q: `Hoodies for the robotics team, sizes S–3XL (mostly L and XL), 72 total, black.`,
    expect: { productType: 'hoodie', qty: 72, colour: 'black', intentQty: 72, intentColours: ['black'] },
  },
  {
    id: 'r17-sz-03',
    q: `Looking for backpacks that fit 15 inch laptops for our new analysts — 40 of them, gray.

Renee Dubois | Talent Acquisition | Northstar Analytics | 1200 Lake St, Floor 14`,
    expect: { productType: 'laptop backpack', qty: 40, colour: 'gray', intentQty: 40 },
  },
  {
    id: 'r17-sz-04',
    q: `10,000 mAh power banks x 60 in black please, logo on the front.`,
    expect: { productType: '10000 mah power bank', qty: 60, colour: 'black', intentQty: 60, intentColours: ['black'] },
  },
  {
    // Cannot be met: only 2 of the 19 32 oz Insulated Water Bottles come in forest green.
    id: 'r17-sz-05',
    q: `We want the big 32 oz insulated bottles for the trail crew, 100 of them, forest green like our trucks.`,
    expect: { productType: '32 oz insulated water bottle', qty: 100, colour: 'forest green', intentQty: 100, intentColours: ['forest green'], reply: '[Cc]olou?r|\\b[Gg]reen\\b' },
  },
  {
    id: 'r17-sz-06',
    q: `For the home show booth we need 8 ft folding tables with a printed top — 4 of them.`,
    expect: { productType: 'folding table', absent: true, qty: 4, intentQty: 4 },
  },
  {
    id: 'r17-sz-07',
    q: `13 inch laptop sleeves for the board, 50 of them, any dark colour.`,
    expect: { productType: '13 in laptop sleeve', qty: 50, intentQty: 50 },
  },
  {
    id: 'r17-sz-08',
    q: `Do you do door mats? We'd want 3x5 ft ones with the logo, one for each of our 20 branch entrances.`,
    // "one for each of our 20 branch entrances" is 20; 3x5 ft is the size.
    expect: { productType: 'door mat', absent: true, qty: 20, intentQty: 20 },
  },
  {
    id: 'r17-sz-09',
    q: `16GB flash drives, 250 pcs, for the dental conference presentations.`,
    expect: { productType: '16 gb usb flash drive', qty: 250, intentQty: 250 },
  },
  {
    id: 'r17-sz-10',
    q: `Our wellness room wants 65 cm yoga balls (the big exercise kind) — 30 of them with the logo.`,
    expect: { productType: 'yoga ball', absent: true, qty: 30, intentQty: 30 },
  },
  {
    // Cannot be met: only 1 of the 11 oz Ceramic Mugs comes in navy with a minimum of 48 or less; the 4 other navy ones take 50 or 100, and the 13 others that take 48 or less are not navy.
    id: 'r17-sz-11',
    q: `11 oz mugs in navy, 48 of them, for the office kitchen.`,
    expect: { productType: '11 oz ceramic mug', qty: 48, colour: 'navy', intentQty: 48, reply: '[Cc]olou?r|\\b[Nn]avy\\b|[Mm]inimum|[Qq]uantit|MOQ' },
  },
  // ── Holiday and event deadlines with a day (r17-dl) ──
  {
    id: 'r17-dl-01',
    q: `Hi! We need 200 cotton totes before our Dec 10 open house. Logo on one side is plenty.

Sheila Grant, Willow Creek Montessori`,
    expect: { productType: ['cotton tote bag', 'recycled cotton tote'], qty: 200, maxProductionDays: 11, intentQty: 200, intentProdDays: 11 },
  },
  {
    id: 'r17-dl-02',
    q: `75 fleece blankets for our donor holiday gifts — they need to be in hand by the 18th.`,
    expect: { productType: 'fleece picnic blanket', qty: 75, maxProductionDays: 17, intentQty: 75, intentProdDays: 17 },
  },
  {
    // Cannot be met: the party is Sunday Dec 6, read by Friday Dec 4 (7 production days), and only 1 of the 24 Bluetooth speakers is produced in 7 days or less; 14 offer rush.
    id: 'r17-dl-03',
    q: `30 bluetooth speakers as gifts for our Hanukkah party — it's Sunday Dec 6.`,
    expect: { productType: 'bluetooth speaker', qty: 30, maxProductionDays: 7, intentQty: 30, intentProdDays: 7, reply: '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r17-dl-04',
    q: `Ugly-sweater party is Thursday Dec 17!! Can we get 40 reindeer antler headbands with the company name on them by then?`,
    expect: { productType: 'headband', absent: true, qty: 40, maxProductionDays: 16, intentQty: 40, intentProdDays: 16 },
  },
  {
    id: 'r17-dl-05',
    q: `New Year's Eve gala is Thursday Dec 31. 300 light-up wristbands for the countdown please.

The Grand Marquis Hotel — Events Office, ext. 4410`,
    expect: { productType: 'light-up wristband', qty: 300, maxProductionDays: 26, intentQty: 300, intentProdDays: 26 },
  },
  {
    // Cannot be met: by Monday Nov 30 leaves 3 production days, and no can cooler is produced in under 5; 18 offer rush.
    id: 'r17-dl-06',
    q: `Koozies for the Thanksgiving weekend tailgate, 250 of them — we'd need them by Monday Nov 30 for the rivalry game cookout.`,
    expect: { productType: 'can cooler', qty: 250, maxProductionDays: 3, intentQty: 250, intentProdDays: 3, reply: '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r17-dl-07',
    q: `The winter formal is Saturday Dec 12. We want 150 stemless wine glasses for the parents' table gifts.`,
    expect: { productType: 'stemless wine glass', qty: 150, maxProductionDays: 12, intentQty: 150, intentProdDays: 12 },
  },
  {
    id: 'r17-dl-08',
    q: `For our Secret Santa exchange on Wednesday Dec 16 we'd like 60 desk name plates, engraved. Possible?`,
    expect: { productType: 'name plate', absent: true, qty: 60, maxProductionDays: 15, intentQty: 60, intentProdDays: 15 },
  },
  {
    id: 'r17-dl-09',
    q: `500 stylus pens, in hand by the 4th please — the holiday mailer goes out right after.`,
    expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 500, maxProductionDays: 7, intentQty: 500, intentProdDays: 7 },
  },
  {
    // Cannot be met: by Monday Dec 7 leaves 8 production days; 6 wireless earbuds are made in the USA and 3 are produced in 8 days or less, but none is both.
    id: 'r17-dl-10',
    q: `The sales kickoff is Monday Dec 7. We'd like 24 wireless earbuds for the top performers, made in the USA — it's a company rule for awards.`,
    expect: { productType: 'wireless earbuds', qty: 24, madeIn: 'US', maxProductionDays: 8, intentQty: 24, intentProdDays: 8, reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American|\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r17-dl-11',
    q: `Could we get 40 hot cocoa gift sets for the staff by Christmas Eve? That's Thursday the 24th.`,
    expect: { productType: 'hot cocoa gift set', qty: 40, maxProductionDays: 21, intentQty: 40, intentProdDays: 21 },
  },
  {
    id: 'r17-dl-12',
    q: `Toy drive is Saturday Dec 19 — we'd love 100 hacky sacks with our logo to hand out to the kids. Thank you!!

Officer Dan Whitfield, Community Outreach, Brookside PD`,
    expect: { productType: 'hacky sack', absent: true, qty: 100, maxProductionDays: 17, intentQty: 100, intentProdDays: 17 },
  },
  // ── Typos in product names (r17-ty); an absent type is checked in its correct spelling ──
  {
    id: 'r17-ty-01',
    q: `need umbrellla's for the valet stand x 50, royal blue`,
    expect: { productType: 'umbrella', qty: 50, colour: 'royal blue', intentQty: 50, intentColours: ['royal blue'] },
  },
  {
    id: 'r17-ty-02',
    q: `hoodys for the drumline x 36 in maroon pls`,
    expect: { productType: 'hoodie', qty: 36, colour: 'maroon', intentQty: 36, intentColours: ['maroon'] },
  },
  {
    id: 'r17-ty-03',
    q: `250 lanyrds, black, under 2 bucks each`,
    expect: { productType: 'lanyard', qty: 250, colour: 'black', maxUnitCents: 200, intentQty: 250, intentColours: ['black'] },
  },
  {
    id: 'r17-ty-04',
    q: `koozie's — 500 of em, need them by fri dec 11`,
    expect: { productType: 'can cooler', qty: 500, maxProductionDays: 12, intentQty: 500, intentProdDays: 12 },
  },
  {
    // Cannot be met: no tumbler comes in gold (none of the 51).
    id: 'r17-ty-05',
    q: `tumblrs in gold for our 50th anniversary, 48 of them`,
    expect: { productType: 'tumbler', qty: 48, colour: 'gold', intentQty: 48, intentColours: ['gold'], reply: '[Cc]olou?r|\\b[Gg]old\\b' },
  },
  {
    id: 'r17-ty-06',
    q: `do u carry lint rollors? 300 for the dry cleaner's customer appreciation week`,
    expect: { productType: 'lint roller', absent: true, qty: 300, intentQty: 300 },
  },
  {
    id: 'r17-ty-07',
    q: `swetshirts, crew neck, 100, navy. thx`,
    expect: { productType: 'crewneck sweatshirt', qty: 100, colour: 'navy', intentQty: 100, intentColours: ['navy'] },
  },
  {
    id: 'r17-ty-08',
    q: `monney clips x 75 for the groomsmen + the wedding party`,
    expect: { productType: 'money clip', absent: true, qty: 75, intentQty: 75 },
  },
  {
    id: 'r17-ty-09',
    q: `bluetooth speeker x 24 under $25`,
    expect: { productType: 'bluetooth speaker', qty: 24, maxUnitCents: 2500, intentQty: 24 },
  },
  {
    // Cannot be met: no duffel bag comes in pink (none of the 36).
    id: 'r17-ty-10',
    q: `dufel bags for the dance team, 24, pink!`,
    expect: { productType: 'duffel bag', qty: 24, colour: 'pink', intentQty: 24, intentColours: ['pink'], reply: '[Cc]olou?r|\\b[Pp]ink\\b' },
  },
  {
    id: 'r17-ty-11',
    q: `pwer banks 100, has to be eco-friendly`,
    expect: { productType: 'power bank', qty: 100, eco: true, intentQty: 100 },
  },
  {
    id: 'r17-ty-12',
    q: `fidgit cubes for the sensory-friendly booth, 200`,
    expect: { productType: 'fidget cube', absent: true, qty: 200, intentQty: 200 },
  },
  // ── Long emails with paragraphs of unrelated numbers (r17-lg) ──
  {
    id: 'r17-lg-01',
    q: `Hi Dana,

Hope your Thanksgiving week is off to a calm start. A bit of background first: the Foundation opened the new 48-bed cardiac wing in 2019, and this spring we're celebrating the 5,000th patient through its doors. Volunteer hours are up 14% over last year, and the gala committee (budget $12,000, separate from this) is already planning the March dinner.

For the celebration itself we'd like 250 insulated water bottles with the wing's new logo. Please keep them under $15 a bottle — the board approved that number last week.

The event is in April, so there's no rush on timing. Call me at 555-0140 ext. 2231 if anything's unclear.

Warmly,
Beatriz Campos
Director of Annual Giving, St. Agnes Health Foundation
Room 410, 2200 Westfield Ave`,
    expect: { productType: 'insulated water bottle', qty: 250, maxUnitCents: 1500, noDeadline: true, intentQty: 250 },
  },
  {
    id: 'r17-lg-02',
    q: `Hello,

I manage marketing for Ridgeline Ford. We just finished our best quarter since 2015 — 412 new units and 1,030 used, service revenue up 8% — and we have 32 service bays running two shifts now.

For the winter safety event we want to give every service customer a roadside kit. Specifically, jumper cables with our logo on the bag: 120 sets to start. Our co-op advertising budget for the year is $40,000 but this comes out of a different line, so just quote what's realistic.

The 2027 models arrive in February, and we'd like these in hand well before that.

Thanks,
Curtis Lamb, Marketing Manager
Ridgeline Ford Lincoln | 8800 Route 9 | 555-0193`,
    expect: { productType: 'jumper cable', absent: true, qty: 120, intentQty: 120 },
  },
  {
    // Cannot be met: 5 messenger bags come in black and 13 are made in the USA, but only 1 is both (at 45).
    id: 'r17-lg-03',
    q: `Good afternoon,

Our firm turns 40 next year (founded 1987 with 3 partners; we're now 112 attorneys across 6 offices), and the managing committee wants a gift for each associate who passed the bar this cycle.

That's 45 people. The committee settled on black messenger bags, and they must be made in the USA — that's firm policy for anything with our name on it, no exceptions.

Our fiscal year closes June 30, and our last holiday order (about $3,800) was handled by Jenna, who has since left; please send the quote to me directly.

Regards,
Howard Kessler, Office Administrator
Kessler Brandt & Moore LLP | 1 Commerce Plaza, 27th Floor | Direct 555-0117`,
    expect: { productType: 'messenger bag', qty: 45, colour: 'black', madeIn: 'US', intentQty: 45, reply: '[Cc]olou?r|\\b[Bb]lack\\b|[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
  },
  {
    id: 'r17-lg-04',
    q: `Hi there,

Back-to-school planning starts early in our district: 12 schools, about 9,400 students, and 180 new teachers joining in August. Our HVAC bond ($2.3 million) passed last month, so the facilities team is busy, and I'm handling welcome kits this year.

For the new teachers I'd like 180 notebooks and 180 ring binders, both with the district seal. Nothing fancy.

Our purchase orders need 3 quotes for anything over $2,500, so please itemize.

Thank you,
Lorraine Mbeki
Human Resources, Cedar Valley Unified School District
Office 2-114 | (555) 014-7720`,
    expect: {
      items: [
        { productType: 'notebook', qty: 180 },
        { productType: 'ring binder', absent: true, qty: 180 },
      ],
    },
  },
  {
    id: 'r17-lg-05',
    q: `Hello Dana,

The Harborview has 312 rooms and four restaurants, and occupancy has held at 71% through the fall, so we are finally investing in the guest welcome program. Our loyalty program passed 20,000 members in October.

We'd like 150 recyclable shopping totes for the VIP welcome amenity — our sustainability certification audit is next spring and housekeeping wants fewer plastic bags in the rooms. They need to be here by Tuesday, December 15, when the holiday packages start.

Best regards,
Simone Arceneaux
Guest Experience Manager, The Harborview Hotel
Ext. 6602`,
    expect: { productType: 'shopping tote', qty: 150, recyclable: true, maxProductionDays: 14, intentQty: 150, intentProdDays: 14 },
  },
  {
    id: 'r17-lg-06',
    q: `Dear Sir or Madam,

I am the quartermaster of VFW Post 1142. We were chartered in 1946, and today we have 380 members. Last year our poppy drive raised $18,500 for scholarships, a 9% increase, and we sent 22 students to college with help from the fund.

For Veterans Day next year, we'd like to order 150 dog tags engraved with the post emblem, to give to our Life members. Please let me know what is possible.

Respectfully,
Walter Grimsby
Quartermaster, VFW Post 1142
Post home: 555-0108 (Tuesdays and Thursdays)`,
    expect: { productType: 'dog tag', absent: true, qty: 150, intentQty: 150 },
  },
  {
    id: 'r17-lg-07',
    q: `Hi,

Our lab (3B, the one with the broken elevator) just renewed its NSF grant — $480,000 over three years — and we had 27 publications this cycle, so the PI wants to do something for the group. There are 14 PhD students, 6 postdocs and a bunch of undergrads, and the department's 2026 retreat fund is separate.

We'd like 60 quarter-zips in charcoal with the lab logo, under $45 each.

Thanks!
Priyanka Rao
Lab Manager, Molecular Imaging Lab, Building 12, Room 3B-207`,
    expect: { productType: 'fleece quarter-zip', qty: 60, colour: 'charcoal', maxUnitCents: 4500, intentQty: 60, intentColours: ['charcoal'] },
  },
  {
    // Cannot be met: only 1 candle (an Aromatherapy Candle) is eco-friendly.
    id: 'r17-lg-08',
    q: `Dear Dana,

First Presbyterian was founded in 1892, and our sanctuary seats 450. The capital campaign ($1.2 million for the roof and organ) is 62% pledged, and the Advent season is our busiest: the Christmas Eve services alone drew 1,300 people last year.

For the candlelight vigil this spring we'd like 100 candles with a small printed label. Our green team insists they be eco-friendly — that's a requirement from the session, not a preference.

In Christ,
Ruth Ann Whitaker
Church Administrator, First Presbyterian Church | 555-0166 ext. 12`,
    expect: { productType: 'candle', qty: 100, eco: true, intentQty: 100, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },
  {
    id: 'r17-lg-09',
    q: `Hello from the Cedar Hill Garden Club!

We're a small group — 37 members, 14 community plots — but our 2024 garden tour drew 1,200 visitors and raised $6,300 for the library. Annual dues are $25, and we meet the second Tuesday of every month at 7 pm.

For the spring planting day we'd love 80 kneeling pads with our club logo for the volunteers. They need to be green — those are the club colours.

Many thanks,
Dorothy Finnegan, Treasurer`,
    expect: { productType: 'kneeling pad', absent: true, qty: 80, colour: 'green', intentQty: 80 },
  },
  {
    id: 'r17-lg-10',
    q: `Hi Dana,

Quick context: IT just wrapped the laptop refresh (2,400 machines across 3 offices, 99.9% uptime through the migration, 18 help-desk tickets per day down from 45). The CIO wants a small thank-you for every employee who turned their old device in on time.

So: 500 screen protectors with our logo on the packaging. Budget is $4 each, max.

The all-hands is sometime in Q1; no date yet.

Thanks,
Marcus Oyelaran
IT Operations | Helix Biotech | ext. 5512`,
    expect: { productType: 'screen protector', absent: true, qty: 500, maxUnitCents: 400, intentQty: 500 },
  },
  {
    id: 'r17-lg-11',
    q: `Hi Dana!

The Riverfront Marathon is on for May: 26.2 miles, 4,500 registered runners so far, registration at $85, and 12 aid stations. Last year 11% of runners were treated for heat, so the medical director asked for two things at the finish line this year.

We'd like 1,000 cooling towels and 1,000 sunscreens, both with the race logo. Sponsors cover everything else.

Cheers,
Kai Nakamura
Race Director, Riverfront Marathon | Mile 0 HQ, 15 Dock St.`,
    expect: {
      items: [
        { productType: 'cooling towel', qty: 1000 },
        { productType: ['spf 30 sunscreen tube', 'sunscreen lotion'], qty: 1000 },
      ],
    },
  },
  // ── Conversations (r17-cv): "same but in red", "make it 300", "drop the eco requirement", "what's the cheapest of those?", "and 100 lanyards too", "a week earlier" ──
  {
    id: 'r17-cv-01',
    turns: [
      { q: 'Looking for 200 eco-friendly tote bags in navy for the farmers co-op.', expect: { productType: 'tote', qty: 200, eco: true, colour: 'navy', intentQty: 200, intentColours: ['navy'] } },
      { q: 'same but in red', expect: { productType: 'tote', qty: 200, eco: true, colour: 'red', intentQty: 200, intentColours: ['red'] } },
      {
        // Cannot be met: only 2 eco-friendly red totes that take 200 are produced within 12 days (by Friday Dec 11); of the rest, 18 miss only eco, 14 only the colour, 2 only the minimum and 1 only the date (rush is not offered past 7 production days).
        q: 'and they need to be here by Friday Dec 11',
        expect: {
          productType: 'tote',
          qty: 200,
          eco: true,
          colour: 'red',
          maxProductionDays: 12,
          intentQty: 200,
          intentProdDays: 12,
          reply: '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround|[Cc]olou?r|\\b[Rr]ed\\b|\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Mm]inimum|[Qq]uantit|MOQ',
        },
      },
    ],
  },
  {
    id: 'r17-cv-02',
    turns: [
      { q: 'Need 150 recyclable water bottles by Friday Dec 18 for the staff wellness challenge.', expect: { productType: 'water bottle', qty: 150, recyclable: true, maxProductionDays: 17, intentQty: 150, intentProdDays: 17 } },
      { q: 'actually we need them a week earlier', expect: { productType: 'water bottle', qty: 150, recyclable: true, maxProductionDays: 12, intentQty: 150, intentProdDays: 12 } },
      { q: 'make it 300', expect: { productType: 'water bottle', qty: 300, recyclable: true, maxProductionDays: 12, intentQty: 300, intentProdDays: 12 } },
    ],
  },
  {
    id: 'r17-cv-03',
    turns: [
      {
        // Cannot be met: 15 hoodies come in maroon at 60 and 5 hoodies are eco-friendly, but only 2 are both.
        q: '60 eco-friendly hoodies in maroon for the alumni weekend volunteers',
        expect: { productType: 'hoodie', qty: 60, eco: true, colour: 'maroon', intentQty: 60, intentColours: ['maroon'], reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Cc]olou?r|\\b[Mm]aroon\\b' },
      },
      { q: 'ok drop the eco requirement', expect: { productType: 'hoodie', qty: 60, colour: 'maroon', intentQty: 60, intentColours: ['maroon'] } },
      { q: "what's the cheapest of those?", expect: { productType: 'hoodie', qty: 60, colour: 'maroon', sorted: 'price', intentQty: 60 } },
    ],
  },
  {
    id: 'r17-cv-04',
    turns: [
      { q: 'Quote for 300 badge holders for the regional conference please.', expect: { productType: 'badge holder', qty: 300, intentQty: 300 } },
      {
        // Cannot be met: every lanyard's minimum is 150 or more; 100 is under all 32.
        q: 'and 100 lanyards too',
        expect: { productType: 'lanyard', qty: 100, intentQty: 100, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
      },
      { q: 'ok, 150 lanyards then', expect: { productType: 'lanyard', qty: 150, intentQty: 150 } },
    ],
  },
  {
    id: 'r17-cv-05',
    turns: [
      { q: 'Do you have umbrella stands? We would need 12 for the lobby entrances.', expect: { productType: 'umbrella stand', absent: true, qty: 12, intentQty: 12 } },
      { q: 'ok then golf umbrellas instead, 48 in black', expect: { productType: 'golf umbrella', qty: 48, colour: 'black', intentQty: 48, intentColours: ['black'] } },
      { q: 'make it 60', expect: { productType: 'golf umbrella', qty: 60, colour: 'black', intentQty: 60, intentColours: ['black'] } },
    ],
  },
  {
    id: 'r17-cv-06',
    turns: [
      { q: 'Performance polos for the golf outing: 120, royal blue, under $30.', expect: { productType: 'performance polo', qty: 120, colour: 'royal blue', maxUnitCents: 3000, intentQty: 120, intentColours: ['royal blue'] } },
      { q: 'what about golf shoe bags instead?', expect: { productType: 'golf shoe bag', absent: true, qty: 120, colour: 'royal blue', intentQty: 120, intentColours: ['royal blue'] } },
      { q: "thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r17-cv-07',
    turns: [
      { q: 'Show me 500 stylus pens under $1 each.', expect: { productType: ['stylus pen', 'stylus ballpoint pen'], qty: 500, maxUnitCents: 100, intentQty: 500 } },
      { q: 'compare the first two', expect: { compared: 2 } },
      { q: 'Different question — do you carry laser pointers? 20 for the lecturers.', expect: { productType: 'laser pointer', absent: true, qty: 20, intentQty: 20, intentColours: [] } },
    ],
  },
  {
    id: 'r17-cv-08',
    turns: [
      { q: 'any hydration packs? 75 for the trail running club', expect: { productType: 'hydration pack', absent: true, qty: 75, intentQty: 75 } },
      { q: 'ok what about water bottles then, same 75, in orange', expect: { productType: 'water bottle', qty: 75, colour: 'orange', intentQty: 75, intentColours: ['orange'] } },
      { q: 'cheapest first please', expect: { productType: 'water bottle', qty: 75, colour: 'orange', sorted: 'price', intentQty: 75 } },
    ],
  },
  {
    id: 'r17-cv-09',
    turns: [
      { q: 'We need 110–140 crewneck sweatshirts in forest green for the rowing club, depending on sign-ups.', expect: { productType: 'crewneck sweatshirt', qty: 110, colour: 'forest green', intentColours: ['forest green'] } },
      { q: 'also, do you have sweatbands? same quantity', expect: { productType: 'sweatband', absent: true, qty: 110 } },
    ],
  },
  {
    id: 'r17-cv-10',
    turns: [
      { q: '48 leather journals, brown, for the leadership retreat', expect: { productType: 'leather journal', qty: 48, colour: 'brown', intentQty: 48, intentColours: ['brown'] } },
      {
        // Cannot be met: by Tuesday Dec 1 leaves 4 production days, and no leather journal is produced in under 5; 5 offer rush (2 of them in brown).
        q: 'they need to be in hand by Tuesday Dec 1',
        expect: { productType: 'leather journal', qty: 48, colour: 'brown', maxProductionDays: 4, intentQty: 48, intentProdDays: 4, reply: '\\b[Rr]ush|[Dd]eadline|[Pp]roduction|[Ll]ead time|[Tt]urnaround' },
      },
      { q: 'ok no rush then — the retreat moved to March', expect: { productType: 'leather journal', qty: 48, colour: 'brown', noDeadline: true, intentQty: 48, intentColours: ['brown'] } },
    ],
  },
  {
    id: 'r17-cv-11',
    turns: [
      { q: 'do you sell string lights? 200 for the holiday market booths', expect: { productType: 'string light', absent: true, qty: 200, intentQty: 200 } },
      { q: 'ok then 200 popcorn tins instead', expect: { productType: 'popcorn tin', qty: 200, intentQty: 200 } },
      { q: 'and tea lights for the tables, same 200?', expect: { productType: 'tea light', absent: true, qty: 200, intentQty: 200 } },
    ],
  },
  {
    id: 'r17-cv-12',
    turns: [
      { q: 'need 250 can coolers, made in USA', expect: { productType: 'can cooler', qty: 250, madeIn: 'US', intentQty: 250 } },
      { q: 'same but in pink', expect: { productType: 'can cooler', qty: 250, madeIn: 'US', colour: 'pink', intentQty: 250, intentColours: ['pink'] } },
      { q: 'Separately — do you have ice chests? 10 for the staff picnic.', expect: { productType: 'ice chest', absent: true, qty: 10, intentQty: 10, intentColours: [] } },
    ],
  },
  {
    id: 'r17-cv-13',
    turns: [
      { q: 'Looking for 100 wireless chargers for the board meeting gift bags.', expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 100, intentQty: 100 } },
      {
        // Cannot be met: at 100 the cheapest wireless charger or charging pad is $7.55; none is under $6.
        q: 'can we get them under $6?',
        expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 100, maxUnitCents: 600, intentQty: 100, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
      },
      { q: 'ok forget the chargers — do you have power strips? Same 100.', expect: { productType: 'power strip', absent: true, qty: 100, intentQty: 100 } },
    ],
  },
  {
    id: 'r17-cv-14',
    turns: [
      { q: 'Do you have phone sanitizers? The UV box kind. 50 for the clinic front desks.', expect: { productType: 'phone sanitizer', absent: true, qty: 50, intentQty: 50 } },
      { q: 'What about hand sanitizer then? 500 of the spray kind.', expect: { productType: 'hand sanitizer spray', qty: 500, intentQty: 500 } },
      { q: 'and 500 lip balms too', expect: { productType: 'lip balm', qty: 500, intentQty: 500 } },
    ],
  },
];
