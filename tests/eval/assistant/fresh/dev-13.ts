import type { EvalCase } from '../expect.js';

/**
 * A thirteenth set of fresh requests for the chat assistant: 120 cases (155 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant and #product-search, the
 * answer format (contracts/chat.ts), the judge's types and check (../expect.ts,
 * ../../catalogue-rows.ts) and the reading conventions in the headers of cases.ts and dev-2.ts …
 * dev-12.ts — without reading the assistant's code, the seed code, the cases of the other sets or
 * the earlier evaluation questions, and without running the assistant.
 *
 * For development only: it has no held-out twin, and no part of it should later be set aside as
 * one, since every case was written expecting to be read while the assistant is tuned.
 *
 * Weighted to honesty — naming plainly a type the catalogue lacks, and naming the constraint given
 * up when not all can be met — in styles the earlier sets used little. The mix (95 single requests,
 * 25 conversations):
 * - 14 replies that quote an earlier thread ("On Tue, Nov 17, 2026 at 9:14 AM … wrote:", "> " and
 *   ">> " lines, an Outlook "From/Sent/Subject" block) (r14-qt); 12 forwarded messages ("----------
 *   Forwarded message ---------" with From/Date/Subject/To, one forwarded twice) (r14-fw); 12 where a
 *   constraint or a second product is only in a "P.S." or only in a "Subject:" line (r14-ps); 12 spec
 *   blocks ("Item: / Qty: / Colour: / Budget: / In hands: / Made in:", one to three blocks) (r14-sp);
 *   11 Slack / Teams messages with @mentions, <@U…> ids, thread replies and emoji codes (r14-sl); 10
 *   voice-to-text messages without punctuation, numbers as words (r14-vt); 10 in ALL CAPS or full of
 *   emoji (r14-cap); 14 in British English with £, "colour", "grey", torches, rucksacks, brollies
 *   (r14-uk); and 25 conversations of 2–3 turns (r14-cv). Confidentiality notices, disclaimers,
 *   out-of-office lines, "Sent from my iPhone", licence and file numbers run through them.
 * - 51 turns ask for a type the catalogue lacks: 25 single requests, 11 conversation turns and 15
 *   several-product turns with one absent item (first: fw-11, sl-9, cv-21; in the middle: qt-4,
 *   fw-3, sp-10, sl-3, cap-6, uk-5, uk-12; last: qt-9, ps-2, ps-12, sp-4, vt-4), in numbered, bulleted,
 *   dashed, "+", spec-block, P.S., subject-line and run-on lists. They are written singular (a pencil
 *   sharpner, a tank top, a tea infuser, a vinyl banner), misspelt (sharpner, spiners, skiping),
 *   hyphenated (dry-erase boards, cookie-cutters, jump-ropes, e-reader), with a brand-like adjective
 *   (Polaroid-style instant camera, Yeti-style rolling coolers, Kindle-style e-reader,
 *   Theragun-style massage gun, Crocs-style clogs), in British words (Christmas crackers, bunting,
 *   wellies, hip flasks, beer mats, skipping ropes), and as compounds whose words partly match
 *   catalogue names (rolling coolers, HDMI cables, slap and paracord bracelets, smart speakers,
 *   fountain pens, book lights, beer mats, can openers, packing cubes, rosette ribbons, vinyl
 *   banners, picnic baskets, yoga blocks and straps, seed packets, candy canes, cookie cutters,
 *   wireless keyboards, phone tripods, dry-erase boards, champagne flutes, wrist rests, golf
 *   headcovers). Conversations switch to one ("actually, make it anoraks / thermometers instead",
 *   "what about yoga straps instead?", "scratch that — do you have balaclavas?", "any fountain
 *   pens?", "we need wireless keyboards instead", "Also, do you have sketchbooks?") or start with one
 *   (packing cubes, clogs then slippers, seed packets).
 * - 31 turns cannot be met on purpose, each marked "Cannot be met" in its comment: 20 single
 *   requests (qt-3, 7, 11, 14; fw-4, 8; ps-5, 8; sp-3, 6, 9; sl-4, 7; vt-3, 7; cap-3, 8; uk-4, 9, 14)
 *   and 11 follow-ups that add a constraint leaving fewer than 3 products (cv-2, 6, 7, 9, 14, 15, 18,
 *   19 and 25 turn 2; cv-4 and 17 turn 3): a colour with made in USA, eco, a budget or a date; a
 *   budget the P.S. adds; a quantity under every minimum (4 speakers, 100 lanyards, 10 lunch bags, 15
 *   trackers); a colour the type never comes in (gold wristbands, burgundy jute bags, lime dad hats);
 *   eco where no product of the type is eco; recyclable and made in USA where two are; a date only
 *   rush could meet. No item of a several-product request is unmeetable.
 * - 69 turns can be met (36 single requests, two of them for two products; 33 conversation turns),
 *   and 4 turns ask no products (three thank-yous and a compare).
 * The writers are a private-equity firm, a PTO, a credit union, an orthodontist, a software company,
 * a garden club, a school athletics department, a food bank, an IT firm, a tutoring centre, a
 * logistics company, a brewery, a winery, a health summit, a dental practice, a golf classic, high
 * school boosters, a food co-op, an alumni association, a law partnership, a holiday 5K, a harbour
 * festival, a luggage maker, an elementary school, a Rotary club, a bank, a farmers market, CPAs, a
 * swim club, a German social club, a medical-device maker, a travel agency, a convention centre, a
 * community college, a bakery, a land conservancy, a hardware store, an insurer, a hospital, a home
 * show exhibitor, a zero-waste shop, a physio clinic, a lodge, a YMCA, realtors, a winter carnival,
 * a coat drive, a rugby club, estate agents, a lifeboat station, solicitors, a village fête, a Duke
 * of Edinburgh group, an allotment society, a golf society, a college boat club, a shooting
 * syndicate, a school lunch scheme, a tea shop, a pub quiz league, a hospice, an auto group, a
 * taproom, a clinic, a realtors' association and a test-prep company, among others.
 *
 * Every turn was checked with .scratch/set14/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints` / `unitPriceCents` / `scoreTurn`: each satisfiable turn (each item of
 * a several-product turn) has at least 3 fitting products; each absent type (written lower-case, as
 * the judge's phrase needs) matches no catalogue name, and at least 3 alternatives meet the
 * request's other constraints (for an absent item, of no other item's type); each turn marked
 * unmeetable has fewer than 3 fitting products without rush, at least 3 products within one
 * constraint, and a reply pattern that accepts a plain sentence relaxing any constraint that some
 * product misses alone; every date and total is recomputed (.scratch/set14/derivations.ts); every
 * type not absent names a catalogue product and every colour word a catalogue colour; and a
 * hand-built honest reply to every turn scores without a problem through `scoreTurn`.
 *
 * The earlier headers' readings apply ("now" is Sunday 22 November 2026; a date gives the working
 * days after today up to it, minus 3: Mon Nov 30 → 3, Tue Dec 1 → 4, Thu Dec 3 → 6, Fri Dec 4
 * → 7, Fri Dec 11 → 12, Wed Dec 16 → 15, Fri Dec 18 → 17; an event on Saturday December 12 or 19 is
 * read by the Friday before). Readings decided here beyond them, as a distributor would read:
 * - Threads: the whole thread is the request; the newest message wins where it changes something
 *   ("headcount is final at 180", "we can only do 4 now", "we now need these in hand Tuesday,
 *   December 1") and the quoted rest still holds. A "wrote:", "Date:" or "Sent:" line, an
 *   out-of-office window ("out of the office Wed Nov 25 – Mon Nov 30": intentProdDays null, qt-5) and
 *   a signature's hours are never deadlines; confidentiality notices, disclaimers, registration,
 *   NMLS and file numbers, room numbers and "Sent from my iPhone" state nothing.
 * - Forwards: the forwarded message is the request (the innermost when forwarded twice); a
 *   constraint the forwarder adds ("board policy says made in USA", "eco-friendly on everything
 *   this year") binds it too.
 * - A constraint only in a P.S. binds the request ("P.S. Black only please", "PS — made in USA is a
 *   must", "P.S. No rush at all on these" → noDeadline), or the item it names ("P.S. And 200 luggage
 *   trackers too, if you can keep them under $15 each" is a second item with its own budget). A
 *   product, quantity, colour or date only in a "Subject:" line is part of the request ("see
 *   subject", "as per subject").
 * - Spec blocks: each field is a constraint; "Budget: open", "Colour: any", "In hands: no date yet",
 *   "In hands: mid-January" state nothing; "Made in: USA (required)" is madeIn and "USA preferred,
 *   not required" a preference; a line above several blocks ("Everything must be eco-friendly")
 *   binds every item; "3 x 8 ft", "Year 3–6", "10K" are not quantities.
 * - Chat: @mentions, <@U…> ids, "@here", ":rocket:" and "↳ replying in thread" name nothing.
 *   Voice-to-text: number words are quantities ("a hundred and fifty", "three hundred of the
 *   sixteen ounce pint glasses" is 300 of the 16 oz kind), "friday december eleventh" a date,
 *   "like three hundred" 300. ALL CAPS and emoji change nothing; "BLACK INK, WHITE BARREL" asks for a
 *   white pen (the ink is not the product's colour). "SAT prep kits" is the test, not a Saturday.
 * - British English: £ is read as dollars (cases.ts), "£35 a head", "£5 each all in" and "£2,800
 *   for 400" (700 cents) as budgets; "torches" are any Flashlight; "rucksacks" any Backpack (laptop
 *   and drawstring); "golf brollies" the Golf and Auto-Open Golf Umbrellas; "jute bags" the Jute
 *   Market Totes; "green" accepts Green and Forest Green; "burgundy" is Maroon; "heather grey" and
 *   "grey" Gray; "khaki" Tan; "Thursday 3rd December" is Dec 3.
 * - Types: a brand-like adjective before a type the catalogue has asks for that type
 *   ("Moleskine-type journals" any Journal, "Moleskine-style dot grid notebooks"); before a type it
 *   lacks it is that absent type. A compound whose full phrase names no catalogue product is absent
 *   even when its last word ends a catalogue name (can coolers, charging cables, LED bracelets,
 *   Bluetooth speakers, pens, ring lights, yoga mats, bottle openers, sticky note cubes, medals with
 *   ribbon, banner stands): a rolling cooler, an HDMI cable or a fountain pen is another product,
 *   not a kind of the one sold, so the honest answer is "The catalogue has no …" with alternatives,
 *   not a relaxed kind. "Luggage trackers" are the Smart Luggage Trackers; "lip balm" both kinds;
 *   "gel" hand sanitizer the 2 oz Gel; "thundersticks" the Thunderstick Noisemakers; "sleeves of
 *   golf balls" the Golf Ball Sleeves; "walnut or acrylic" plaques those two kinds ("whatever is
 *   fastest" chooses between them and asks no sort); "lunch bags, the insulated cooler sort" the
 *   Insulated Lunch Cooler Bags; "bottle openers" after "bottle opener keychains" those keychains.
 * - Conversations: "actually, make it X instead" keeps the quantity and colour, like "what about X
 *   instead?" (intentQty / intentColours); "scratch that — do you have Y?" and "any Y?" start afresh
 *   (intentQty null, intentColours []); "scratch that, we need Y instead — 25 of them" takes its own
 *   quantity; "Also, do you have sketchbooks? Same 100." keeps 100. "Let's drop the red then" leaves
 *   no colour (intentColours []); "ok forget recyclable what about two hundred" drops recyclable and
 *   sets 200; "the tournament moved up to Friday December 4" replaces the date (intentProdDays 7);
 *   "no rush then — we'll hand them out in spring instead" is noDeadline and keeps the rest; "ok just
 *   the bottle openers then, in black" keeps the item's quantity. "Budget update — we can only do 15"
 *   replaces the quantity and keeps the budget.
 * - Reply patterns (compiled by the judge with the 'm' flag only, so both cases are spelt) name the
 *   constraint to relax, not its value, since every reply restates the request: '[Cc]olou?r',
 *   '[Bb]udget|[Pp]ric|[Cc]ost', '[Mm]inimum|[Qq]uantit|MOQ', '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American',
 *   '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment', '[Rr]ecycl', '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround';
 *   a colour no product of the type comes in also accepts its name ("none comes in lime"). A turn
 *   that fails on two constraints together accepts either. Where the date leaves 7 production days
 *   or fewer (qt-14, sp-3, cap-3, cap-8, uk-14, cv-7, cv-25), products offering rush may meet it
 *   when the reply says so (product.md).
 */

/** A message written over several lines (an email, a list, a spec block). */
const lines = (...text: string[]): string => text.join('\n');

export const DEV_13_CASES: EvalCase[] = [
  // ---------------------------------------------------------------- replies quoting an earlier thread (r14-qt)
  {
    id: 'r14-qt-1',
    q: lines(
      'Hi Marco,',
      '',
      'Circling back on this one — headcount is final at 180, not the 150 I guessed below. Everything else stands.',
      '',
      'Thanks,',
      'Renata',
      '',
      'On Tue, Nov 17, 2026 at 9:14 AM Renata Solberg <rsolberg@harrowgatecapital.com> wrote:',
      '> Hi Marco,',
      '> For the leadership offsite we would like fleece quarter-zips, charcoal or grey, about 150 of them.',
      '> We can spend up to $45 a piece and need them in hand by Friday, December 11.',
      '> Renata Solberg | Chief of Staff | Harrowgate Capital | 212-555-0148',
    ),
    // The top line replaces the quantity; the quoted colour, budget and date still hold (Fri Dec 11 → 12).
    expect: { productType: 'fleece quarter-zip', qty: 180, colour: ['charcoal', 'gray'], maxUnitCents: 4500, maxProductionDays: 12 },
  },
  {
    id: 'r14-qt-2',
    q: lines(
      'Hey Dana — any luck with this? Forgot to say it is for 250 kids, so 250 of them.',
      '',
      'Sent from my iPhone',
      '',
      '> On Nov 16, 2026, at 4:41 PM, Dana Okafor <dana@brightlinepromo.com> wrote:',
      '>',
      '> Hi Theo, happy to look. Which item did you have in mind?',
      '>',
      '>> On Nov 16, 2026, at 2:05 PM, Theo Marsh <tmarsh@eastfieldpto.org> wrote:',
      '>>',
      '>> Looking for a pencil sharpner with our logo for the back-to-school bags, something cheap, under $1.50 each.',
    ),
    // Absent (misspelt, singular): pencil sharpeners. Pencils are sold, sharpeners are not.
    expect: { productType: 'pencil sharpener', absent: true, qty: 250, maxUnitCents: 150 },
  },
  {
    id: 'r14-qt-3',
    q: lines(
      'Marco — one more wrinkle from our compliance team: the hats have to be made in the USA. Same 300, same grey.',
      '',
      'Best,',
      'Lucía Ferraro',
      'Operations Coordinator, Tri-County Credit Union | NMLS #408812',
      'CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s). If you received it in error, please notify the sender at 1-800-555-0163 and delete it.',
      '',
      'On Thu, Nov 19, 2026 at 11:02 AM Lucía Ferraro <lferraro@tricountycu.org> wrote:',
      '> Hi Marco, could you quote 300 grey dad hats (the unstructured kind) for member-appreciation month?',
    ),
    // Cannot be met: grey dad hats and US-made dad hats each exist, but only one is both.
    expect: { productType: 'dad hat', qty: 300, colour: 'gray', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
  },
  {
    id: 'r14-qt-4',
    q: lines(
      'Hi Priya,',
      '',
      'Quoting my list from last week so we are looking at the same thing. All three have to be at the expo by Friday, December 11.',
      '',
      'Cheers,',
      'Ken Abernathy',
      'Marketing, Lakeshore Orthodontics — open Mon–Thu 8–5 | 773-555-0192',
      '',
      'On Wed, Nov 18, 2026 at 3:27 PM Ken Abernathy <ken@lakeshoreortho.com> wrote:',
      '> 1. 500 retractable ballpoint pens',
      "> 2. 500 rosette ribbons for the kids' smile contest",
      '> 3. 250 drawstring backpacks, navy',
    ),
    // Rosette ribbons are absent (the Medals with Ribbon are medals); the date binds every item.
    expect: {
      maxProductionDays: 12,
      items: [
        { productType: 'retractable ballpoint pen', qty: 500 },
        { productType: 'rosette ribbon', absent: true, qty: 500 },
        { productType: 'drawstring backpack', qty: 250, colour: 'navy' },
      ],
    },
  },
  {
    id: 'r14-qt-5',
    q: lines(
      'Dana — see the thread below. Final count is 120, and please stick to black or navy.',
      '',
      'Inés Calder | People Team | Fernhill Software',
      "I'm out of the office Wed Nov 25 – Mon Nov 30 with limited email. For anything urgent call Raj on 415-555-0107.",
      '',
      'On Mon, Nov 16, 2026 at 10:20 AM Inés Calder <ines@fernhill.io> wrote:',
      '> Hi Dana — we would like Moleskine-type journals for the new-hire welcome kits. Budget is $20 a journal, no more.',
    ),
    // A brand in front of a type the catalogue has asks for the type. The out-of-office dates are no deadline.
    expect: { productType: 'journal', qty: 120, colour: ['black', 'navy'], maxUnitCents: 2000, intentProdDays: null },
  },
  {
    id: 'r14-qt-6',
    q: lines(
      'Hi Sam,',
      '',
      'Following up on the below: we would want one for each of our 12 raffle winners, up to $60 each.',
      '',
      'Thanks!',
      'Margo',
      '',
      'Sent from my iPhone',
      '',
      '> On Nov 17, 2026, at 9:14 AM, Sam Reyes <sam@reyespromo.com> wrote:',
      '> Happy to help with the raffle — what did you have in mind?',
      '>',
      '>> On Nov 16, 2026, at 8:50 PM, Margo Till <margo@cedarbendgardenclub.org> wrote:',
      ">> Do you have a Polaroid-style instant camera we could put our logo on? It's the grand prize for the garden tour raffle.",
    ),
    // Absent (brand-like, singular): instant cameras.
    expect: { productType: 'instant camera', absent: true, qty: 12, maxUnitCents: 6000 },
  },
  {
    id: 'r14-qt-7',
    q: lines(
      'Good news: the board approved the vests! Less good news: they capped it at $26 a vest. Same 60, and they still want gold (school colour).',
      '',
      '— Coach Pat Delaney, Brookfield Academy Athletics',
      '',
      'On Fri, Nov 13, 2026 at 2:40 PM Pat Delaney <pdelaney@brookfieldacademy.org> wrote:',
      '> Could you price 60 gold puffer vests for the coaching staff?',
    ),
    // Cannot be met: gold puffer vests exist and vests under $26 exist, but only two are both.
    expect: { productType: 'puffer vest', qty: 60, colour: 'gold', maxUnitCents: 2600, reply: '[Cc]olou?r|[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-qt-8',
    q: lines(
      'Hi Jess — adding to my note below: they also need to be recyclable (our sustainability report counts it).',
      '',
      'Omar Haddad',
      'Volunteer Coordinator, Riverbend Food Bank | 4400 Mill Rd, Dock 7',
      '',
      'On Thu, Nov 19, 2026 at 8:05 AM Omar Haddad <omar@riverbendfoodbank.org> wrote:',
      '> We need 250 drawstring backpacks for the holiday food drive volunteers, in hand by Friday, December 18.',
    ),
    expect: { productType: 'drawstring backpack', qty: 250, recyclable: true, maxProductionDays: 17 },
  },
  {
    id: 'r14-qt-9',
    q: lines(
      'Hi Jordan — adding one more thing to the list below: HDMI cables, also 80.',
      '',
      'Sent from Outlook for iOS',
      '',
      '________________________________',
      'From: Felix Brandt <fbrandt@northgateit.com>',
      'Sent: Wednesday, November 18, 2026 1:12 PM',
      'To: Jordan Lee',
      'Subject: onboarding kits',
      '',
      'For the IT onboarding kits, 80 of each:',
      '• wireless mice',
      '• 3-in-1 charging cables',
    ),
    // HDMI cables are absent, although Charging Cables share a word with them.
    expect: {
      qty: 80,
      items: [
        { productType: 'wireless mouse' },
        { productType: '3-in-1 charging cable' },
        { productType: 'hdmi cable', absent: true },
      ],
    },
  },
  {
    id: 'r14-qt-10',
    q: lines(
      'Bumping this — still need a quote on the below. Qty 75.',
      '',
      'On Mon, Nov 9, 2026 at 4:55 PM Ana Whitford <ana@brightpathtutoring.com> wrote:',
      '> Hi Luis, do you carry dry-erase boards? Small lap-size ones for our tutoring centre, logo in the corner.',
      '> Ana Whitford, Director | BrightPath Tutoring | 9 locations',
    ),
    // Absent (hyphenated): dry-erase boards. The Dry-Erase Markers are not boards.
    expect: { productType: 'dry erase board', absent: true, qty: 75 },
  },
  {
    id: 'r14-qt-11',
    q: lines(
      'Update — budget got cut, so we can only do 4 now (one per regional VP). Same spec otherwise.',
      '',
      'Priyanka',
      '',
      'On Tue, Nov 17, 2026 at 9:14 AM Priyanka Das <pdas@meridianlogistics.com> wrote:',
      '> Hi! We are after bluetooth speakers as VP gifts, up to $40 each. Charcoal if you have it.',
    ),
    // Cannot be met: every Bluetooth speaker has a minimum of 6 or more. "Charcoal if you have it" is a preference.
    expect: { productType: 'bluetooth speaker', qty: 4, maxUnitCents: 4000, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r14-qt-12',
    q: lines(
      'Yes please, go ahead and pull 3 options — it will be 400 units, one-colour logo.',
      '',
      'Sent from my iPhone',
      '',
      'On Fri, Nov 20, 2026 at 6:30 PM Maggie Quinn <maggie@copperkettlebrewing.com> wrote:',
      '> Thinking slim can coolers for the anniversary party on Saturday, December 12 — black, under $2.50 each.',
      '> Copper Kettle Brewing Co. · Est. 2014 · 21+ only',
      '> This message and any attachments may contain confidential information. If you are not the intended recipient, do not read, copy or forward it.',
    ),
    // A Saturday event is read by the Friday before: Fri Dec 11 → 12. 
    expect: { productType: 'slim can cooler', qty: 400, colour: 'black', maxUnitCents: 250, maxProductionDays: 12 },
  },
  {
    id: 'r14-qt-13',
    q: lines(
      'Sorry, meant to include the count: 150.',
      '',
      'On Sat, Nov 21, 2026 at 10:02 AM Elena Vidal <elena@stonegatewinery.com> wrote:',
      "> Hi! For the winery's New Year's Eve open house, do you have champagne flutes we could etch with our logo?",
    ),
    // Absent: champagne flutes (the catalogue's wine glasses are stemless).
    expect: { productType: 'champagne flute', absent: true, qty: 150 },
  },
  {
    id: 'r14-qt-14',
    q: lines(
      'Change of plan — the summit moved up, so we now need these in hand Tuesday, December 1.',
      '',
      'Thanks, Gwen',
      '',
      'On Wed, Nov 11, 2026 at 1:30 PM Gwen Achebe <gwen@lumenhealthsummit.org> wrote:',
      '> Could you source 60 over-ear headphones in black for our speakers? $45 max each.',
    ),
    // Cannot be met: Tue Dec 1 leaves 4 production days; no headphones are made that fast without rush.
    expect: { productType: 'over-ear headphones', qty: 60, colour: 'black', maxUnitCents: 4500, maxProductionDays: 4, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround' },
  },
  // ---------------------------------------------------------------- forwarded messages (r14-fw)
  {
    id: 'r14-fw-1',
    q: lines(
      'Hi Carla, can you pull options for the below? Thanks — Ben',
      '',
      '---------- Forwarded message ---------',
      'From: Helen Ruiz <hruiz@sunnyvaledental.com>',
      'Date: Fri, Nov 20, 2026 at 4:12 PM',
      'Subject: Patient goody bags',
      'To: Ben Ortiz <ben@sunnyvaledental.com>',
      '',
      'Ben — let us do lip balm for the patient goody bags again. 500 of them, under $1.25 each, and they need to be here by Friday the 18th of December.',
    ),
    // The forwarded message is the request; its Date line is no deadline. Fri Dec 18 → 17.
    expect: { productType: 'lip balm', qty: 500, maxUnitCents: 125, maxProductionDays: 17 },
  },
  {
    id: 'r14-fw-2',
    q: lines(
      'FYI — see below from the tournament chair. Is this something you can do?',
      '',
      '---------- Forwarded message ---------',
      'From: Walt Beaumont <walt@pinecrestgolfclassic.org>',
      'Date: Thu, Nov 19, 2026 at 7:48 AM',
      'Subject: Hole-in-one prizes',
      '',
      'We want Yeti-style rolling coolers as the hole prizes, 24 of them, logo on the lid.',
      '',
      'Walt Beaumont, Chair — Pinecrest Golf Classic (18 holes, 144 golfers, shotgun start)',
    ),
    // Absent (brand-like): rolling coolers. The catalogue's coolers are can coolers and lunch cooler bags.
    expect: { productType: 'rolling cooler', absent: true, qty: 24 },
  },
  {
    id: 'r14-fw-3',
    q: lines(
      'Forwarding the boosters\' list — can you quote?',
      '',
      '---------- Forwarded message ---------',
      'From: Dee Santos <dee.santos@westhillboosters.org>',
      'Date: Tue, Nov 17, 2026 at 8:15 PM',
      'Subject: Rivalry week',
      '',
      'For rivalry week we need:',
      '— 300 stadium seat cushions',
      '— 300 megaphones',
      '— 300 thundersticks',
      'Thanks! Dee (Class of \'98, Booster President)',
    ),
    // Megaphones are absent (the Thunderstick Noisemakers are another item).
    expect: {
      qty: 300,
      items: [
        { productType: 'stadium seat cushion' },
        { productType: 'megaphone', absent: true },
        { productType: 'thunderstick' },
      ],
    },
  },
  {
    id: 'r14-fw-4',
    q: lines(
      'Ben — note the client wants eco-friendly on everything this year, no exceptions. Request below.',
      '',
      '---------- Forwarded message ---------',
      'From: Ruth Adler <radler@greenfieldcoop.com>',
      'Date: Mon, Nov 16, 2026 at 9:03 AM',
      'Subject: market totes',
      '',
      'Hi Ben, we would like 200 navy jute market totes for the co-op member drive.',
    ),
    // Cannot be met: navy jute totes exist, eco jute totes exist, but only one is both.
    expect: { productType: 'jute market tote', qty: 200, colour: 'navy', eco: true, reply: '[Cc]olou?r|\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },
  {
    id: 'r14-fw-5',
    q: lines(
      'Carla — below from our CEO. One thing she left out: board policy says made in USA.',
      '',
      '---------- Forwarded message ---------',
      'From: Angela Moreno <amoreno@stmarksalumni.org>',
      'Date: Wed, Nov 18, 2026 at 5:50 PM',
      'Subject: Alumni weekend sweatshirts',
      '',
      '150 crewneck sweatshirts in maroon for alumni weekend, $25 tops.',
    ),
    // The forwarder's own line adds made in USA.
    expect: { productType: 'crewneck sweatshirt', qty: 150, colour: 'maroon', maxUnitCents: 2500, madeIn: 'US' },
  },
  {
    id: 'r14-fw-6',
    q: lines(
      'See below, any ideas?',
      '',
      '---------- Forwarded message ---------',
      'From: Victor Osei <vosei@osei-partners.com>',
      'Date: Sat, Nov 21, 2026 at 11:11 AM',
      'Subject: Partner gifts',
      '',
      'Let us do a Kindle-style e-reader for each of the 10 partners this year, engraved on the back.',
    ),
    // Absent (brand-like, singular): e-readers. "10 partners" is the quantity, none other being named.
    expect: { productType: 'e-reader', absent: true, qty: 10 },
  },
  {
    id: 'r14-fw-7',
    q: lines(
      'Hi Nate, forwarding from our race director. Can you help?',
      '',
      '---------- Forwarded message ---------',
      'From: Tess Marlowe <tess@jinglejog5k.org>',
      'Date: Fri, Nov 20, 2026 at 2:22 PM',
      'Subject: Trail mix packs for the Jingle Jog 5K',
      '',
      'Need 400 of these for the runner bags, $3 each max. Race is Saturday, December 19.',
    ),
    // The type is only in the subject line; "5K" is no quantity. A Saturday race → Fri Dec 18 → 17.
    expect: { productType: 'trail mix', qty: 400, maxUnitCents: 300, maxProductionDays: 17 },
  },
  {
    id: 'r14-fw-8',
    q: lines(
      'Forwarding — can we make this work?',
      '',
      '---------- Forwarded message ---------',
      'From: Kim Tran <ktran@harborlightsfestival.org>',
      'Date: Tue, Nov 17, 2026 at 6:40 PM',
      'Subject: Volunteer lanyards',
      '',
      'We have 100 volunteers this year, so 100 lanyards please — any colour, printed with "CREW".',
    ),
    // Cannot be met: every lanyard's minimum is 150 or more.
    expect: { productType: 'lanyard', qty: 100, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r14-fw-9',
    q: lines(
      'Hi Rachel, please quote the request below. Thanks, Tom',
      '',
      '---------- Forwarded message ---------',
      'From: Nadia Brooks <nbrooks@kestrelbag.com>',
      'Date: Thu, Nov 19, 2026 at 10:10 AM',
      'Subject: Sales kick-off',
      '',
      'Tom, for sales kick-off we need 75 laptop backpacks in charcoal, $45 per bag max.',
      '',
      'Nadia Brooks | VP Sales | Kestrel Bag & Luggage Co. | 1 Harbor Plaza, Suite 1200',
      'DISCLAIMER: The information in this email is confidential and may be legally privileged. It is intended solely for the addressee. Access to this email by anyone else is unauthorised. Kestrel Bag & Luggage Co. is registered in Delaware, file no. 5523190.',
    ),
    // A company name with a product word (Bag) names no item.
    expect: { productType: 'laptop backpack', qty: 75, colour: 'charcoal', maxUnitCents: 4500 },
  },
  {
    id: 'r14-fw-10',
    q: lines(
      'FWD from one of our teachers, thoughts?',
      '',
      '---------- Forwarded message ---------',
      'From: Ms. Alvarez <salvarez@pinehurst.k12.us>',
      'Date: Mon, Nov 16, 2026 at 3:33 PM',
      'Subject: reading challenge prizes',
      '',
      'Could we get 200 fidget spiners for the reading challenge prizes? Under $2 each please. Room 14, Pinehurst Elementary.',
    ),
    // Absent (misspelt): fidget spinners. "Room 14" is no quantity.
    expect: { productType: 'fidget spinner', absent: true, qty: 200, maxUnitCents: 200 },
  },
  {
    id: 'r14-fw-11',
    q: lines(
      'Golf committee list below — please quote all three.',
      '',
      '---------- Forwarded message ---------',
      'From: Harold Finch <hfinch@oakmontrotary.org>',
      'Date: Wed, Nov 18, 2026 at 12:01 PM',
      'Subject: Charity scramble gifts',
      '',
      '1) 100 golf headcovers',
      '2) 100 golf towels',
      '3) 100 sleeves of golf balls',
    ),
    // Golf headcovers are absent (first in the list).
    expect: {
      qty: 100,
      items: [
        { productType: 'golf headcover', absent: true },
        { productType: 'golf towel' },
        { productType: 'golf ball sleeve' },
      ],
    },
  },
  {
    id: 'r14-fw-12',
    q: lines(
      'See the thread — can you turn this around?',
      '',
      '---------- Forwarded message ---------',
      'From: Luis Ortega <lortega@summitbank.com>',
      'Date: Fri, Nov 20, 2026 at 9:00 AM',
      'Subject: Fwd: branch pens',
      '',
      '---------- Forwarded message ---------',
      'From: Branch Ops <branchops@summitbank.com>',
      'Date: Thu, Nov 19, 2026 at 4:45 PM',
      'Subject: branch pens',
      '',
      'All 14 branches need new counter pens: 1,000 2-in-1 stylus pens in silver, delivered by Friday, December 4.',
    ),
    // A twice-forwarded request: the innermost message is it. "14 branches" is no quantity. Fri Dec 4 → 7.
    expect: { productType: '2-in-1 stylus pen', qty: 1000, colour: 'silver', maxProductionDays: 7 },
  },
  // ---------------------------------------------------------------- a P.S. or a subject line carries part of the request (r14-ps)
  {
    id: 'r14-ps-1',
    q: lines(
      'Hi team,',
      '',
      'For the winter farmers market we need 300 rPET shopping totes with the market logo, one colour print.',
      '',
      'Thanks so much,',
      'June Park, Market Manager — Eastside Farmers Market (Saturdays 8–1, 60+ vendors)',
      '',
      'P.S. Forgot the most important bit: they must be recyclable. That is the whole point of the campaign.',
    ),
    // The constraint is only in the P.S.
    expect: { productType: 'rpet shopping tote', qty: 300, recyclable: true },
  },
  {
    id: 'r14-ps-2',
    q: lines(
      'Hello Mia,',
      '',
      'Could you quote 250 hot cocoa gift sets for our client holiday mailer?',
      '',
      'Regards,',
      'Grant Lowell, Lowell & Pike CPAs (est. 1987)',
      '',
      'P.S. Could you also price 250 candy canes to tuck in each box?',
    ),
    // The second product is only in the P.S. and is absent (the Candy Jars are jars).
    expect: {
      qty: 250,
      items: [
        { productType: 'hot cocoa gift set' },
        { productType: 'candy cane', absent: true },
      ],
    },
  },
  {
    id: 'r14-ps-3',
    q: lines(
      'Subject: 72 royal blue performance polos — Dec 16 banquet',
      '',
      'Hi Joe, as per the subject line. Budget is $30 per shirt. Thanks!',
      'Sandra — Maplewood Swim & Dive',
    ),
    // Quantity, colour, type and date are in the subject; the banquet is Wed Dec 16 → 15.
    expect: { productType: 'performance polo', qty: 72, colour: 'royal blue', maxUnitCents: 3000, maxProductionDays: 15 },
  },
  {
    id: 'r14-ps-4',
    q: lines(
      'Subject: quote for 150 beer steins',
      '',
      'Hi Ria, see subject. Our holiday party is Friday, December 18, so they would need to be here by then. Etched logo if possible.',
      '',
      'Cheers, Klaus — Brauhaus Social Club',
    ),
    // Absent: beer steins, only in the subject line. Fri Dec 18 → 17.
    expect: { productType: 'beer stein', absent: true, qty: 150, maxProductionDays: 17 },
  },
  {
    id: 'r14-ps-5',
    q: lines(
      'Hi Devon,',
      '',
      'We need 40 rolling carry-on bags for the President\'s Club trip, $50 each max.',
      '',
      'Thanks,',
      'Alicia Grant, Sales Ops — Norwell Medical Devices',
      '',
      'P.S. Black only please, it is the brand colour.',
    ),
    // Cannot be met: carry-ons under $50 exist and black ones exist, but only two are both. The colour is only in the P.S.
    expect: { productType: 'rolling carry-on bag', qty: 40, colour: 'black', maxUnitCents: 5000, reply: '[Cc]olou?r|[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-ps-6',
    q: lines(
      'Hi Ollie,',
      '',
      'For our agents\' holiday gift we need 200 zippered travel pouches in orange.',
      '',
      'Best, Renée — Wanderwell Travel Agency',
      '',
      'P.S. And 200 luggage trackers too, if you can keep them under $15 each.',
    ),
    // Both products exist; the budget in the P.S. is the trackers' only.
    expect: {
      items: [
        { productType: 'zippered travel pouch', qty: 200, colour: 'orange' },
        { productType: 'luggage tracker', qty: 200, maxUnitCents: 1500 },
      ],
    },
  },
  {
    id: 'r14-ps-7',
    q: lines(
      'Subject: NEED BY 12/4 — breakaway lanyards x400',
      '',
      'Hi, as per subject: 400 breakaway lanyards, any colour, logo printed. Thx',
      'Marcus | Front Desk | Riverside Convention Center',
    ),
    // The date is only in the subject line: 12/4 is Fri Dec 4 → 7.
    expect: { productType: 'breakaway safety lanyard', qty: 400, maxProductionDays: 7 },
  },
  {
    id: 'r14-ps-8',
    q: lines(
      'Hi Erin,',
      '',
      'Our study hall needs 100 LED desk lamps for the new carrels. Any finish is fine.',
      '',
      'Thanks, Dr. Paula Kent, Library Director — Hollins Community College',
      '',
      'P.S. Budget is $12.50 a lamp, and that is a hard ceiling.',
    ),
    // Cannot be met: the budget, only in the P.S., is under all but two lamps' price at 100.
    expect: { productType: 'led desk lamp', qty: 100, maxUnitCents: 1250, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-ps-9',
    q: lines(
      'Subject: Cookie-cutters w/ logo (qty 300)',
      '',
      'Hi Mo — for the bakery\'s 10th anniversary we would love cookie cutters in the shape of our logo. See subject for quantity. Nothing over $3 each.',
      '',
      'Rosa, Flour & Fig Bakery',
    ),
    // Absent (hyphenated in the subject): cookie cutters. "10th" is no quantity.
    expect: { productType: 'cookie cutter', absent: true, qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r14-ps-10',
    q: lines(
      'Hello Priya,',
      '',
      'We would like 500 plantable seed cards for the spring donor mailing.',
      '',
      'Warmly,',
      'Beth Ames, Development — Hillside Land Conservancy (4,200 acres protected)',
      '',
      'P.S. No rush at all on these.',
    ),
    // "No rush" only in the P.S.: noDeadline.
    expect: { productType: 'plantable seed card', qty: 500, noDeadline: true },
  },
  {
    id: 'r14-ps-11',
    q: lines(
      'Hi Sam,',
      '',
      'We need 250 tape measure keychains for the trade counter.',
      '',
      'Thanks,',
      'Rick Sorensen, Sorensen Lumber & Hardware — Local 1187',
      '',
      'PS — made in USA is a must for us (union shop).',
    ),
    expect: { productType: 'tape measure keychain', qty: 250, madeIn: 'US' },
  },
  {
    id: 'r14-ps-12',
    q: lines(
      'Subject: mugs + yoga blocks for wellness week',
      '',
      'Hi Lena, 120 of each please — the mugs in white, the yoga blocks any colour. Budget is not tight.',
      '',
      'Thanks, Corinne (People & Culture, Halcyon Insurance)',
    ),
    // The types are only in the subject line; yoga blocks are absent (the catalogue has yoga mats).
    expect: {
      qty: 120,
      items: [
        { productType: 'mug', colour: 'white' },
        { productType: 'yoga block', absent: true },
      ],
    },
  },
  // ---------------------------------------------------------------- spec blocks (r14-sp)
  {
    id: 'r14-sp-1',
    q: lines(
      'Hi Tom, new request:',
      '',
      'Item: Insulated water bottle',
      'Qty: 150',
      'Colour: Navy',
      'Budget: $18 each',
      'In hands: Fri Dec 18',
      'Decoration: laser engrave, 1 location',
    ),
    expect: { productType: 'insulated water bottle', qty: 150, colour: 'navy', maxUnitCents: 1800, maxProductionDays: 17 },
  },
  {
    id: 'r14-sp-2',
    q: lines(
      'Item: Tank top (unisex, tri-blend)',
      'Qty: 96',
      'Colour: Heather grey',
      'Budget: $12',
      'In hands: no date yet',
      'Notes: for the 10K finisher tents',
    ),
    // Absent (singular): tank tops. The Tri-Blend T-Shirts are tees; heather grey is Gray; "10K" is no quantity.
    expect: { productType: 'tank top', absent: true, qty: 96, colour: 'gray', maxUnitCents: 1200 },
  },
  {
    id: 'r14-sp-3',
    q: lines(
      'Quote request —',
      'Item: Wireless charging pad',
      'Qty: 50',
      'Budget: open',
      'In hands: Friday, December 4',
      'Requested by: K. Mensah, Facilities, Bayview Medical Center',
    ),
    // Cannot be met: Fri Dec 4 leaves 7 production days; every charging pad takes 11 or more (some offer rush).
    expect: { productType: 'wireless charging pad', qty: 50, maxProductionDays: 7, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r14-sp-4',
    q: lines(
      'Two things for the home show booth:',
      '',
      'Item 1: Retractable banner stand',
      'Qty: 2',
      'Budget: $150 each',
      '',
      'Item 2: Vinyl banner, 3 x 8 ft, grommets',
      'Qty: 2',
      'Budget: $150 each',
    ),
    // Vinyl banners are absent (the Retractable Banner Stands are stands); "3 x 8 ft" is a size.
    expect: {
      qty: 2,
      maxUnitCents: 15000,
      items: [
        { productType: 'retractable banner stand' },
        { productType: 'vinyl banner', absent: true },
      ],
    },
  },
  {
    id: 'r14-sp-5',
    q: lines(
      'Item: Stadium seat cushion',
      'Qty: 300',
      'Colour: Forest green',
      'Budget: $3,600 total',
      'Event: Homecoming, but no date pressure',
    ),
    // $3,600 for 300 → 1200 cents; forest green is Forest Green only.
    expect: { productType: 'stadium seat cushion', qty: 300, colour: 'forest green', maxUnitCents: 1200 },
  },
  {
    id: 'r14-sp-6',
    q: lines(
      'Item: Event wristbands',
      'Qty: 1,000',
      'Colour: Gold (must match the gala theme)',
      'Budget: under 50 cents',
      'Decoration: 1-colour print',
    ),
    // Cannot be met: no event wristband comes in gold.
    expect: { productType: 'event wristband', qty: 1000, colour: 'gold', maxUnitCents: 50, reply: '[Cc]olou?r|\\b[Gg]old\\b' },
  },
  {
    id: 'r14-sp-7',
    q: lines(
      'Item: Skiping ropes',
      'Qty: 200',
      'Colour: any',
      'Budget: under $4',
      'For: Sports day, Year 3–6',
    ),
    // Absent (misspelt): skipping ropes. "Year 3–6" is no quantity.
    expect: { productType: 'skipping rope', absent: true, qty: 200, maxUnitCents: 400 },
  },
  {
    id: 'r14-sp-8',
    q: lines(
      'Item: Performance running cap',
      'Qty: 144',
      'Colour: White',
      'Made in: USA (required)',
      'Budget: $12',
    ),
    expect: { productType: 'performance running cap', qty: 144, colour: 'white', madeIn: 'US', maxUnitCents: 1200 },
  },
  {
    id: 'r14-sp-9',
    q: lines(
      'Item: Softshell jacket',
      'Qty: 48',
      'Colour: Navy',
      'Eco: yes — must be eco-friendly (our sustainability pledge)',
      'In hands: mid-January',
    ),
    // Cannot be met: no softshell jacket is eco-friendly. "Mid-January" names no day.
    expect: { productType: 'softshell jacket', qty: 48, colour: 'navy', eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment' },
  },
  {
    id: 'r14-sp-10',
    q: lines(
      'Zero-waste starter kits, 200 kits. Everything must be eco-friendly.',
      'Item A: Beeswax food wrap — Qty 200',
      'Item B: Tea infuser — Qty 200',
      'Item C: Reusable produce bag set — Qty 200',
    ),
    // The tea infuser (middle) is absent; eco binds every item.
    expect: {
      qty: 200,
      eco: true,
      items: [
        { productType: 'beeswax food wrap' },
        { productType: 'tea infuser', absent: true },
        { productType: 'reusable produce bag set' },
      ],
    },
  },
  {
    id: 'r14-sp-11',
    q: lines(
      'Item: Cotton tote bag',
      'Qty: 500',
      'Colour: Natural',
      'Made in: USA preferred, not required',
      'Budget: $3.50',
    ),
    // "Preferred, not required" is a preference. "Cotton tote" also names the Recycled Cotton Totes.
    expect: { productType: 'cotton tote', qty: 500, colour: 'natural', maxUnitCents: 350 },
  },
  {
    id: 'r14-sp-12',
    q: lines(
      'Item: Theragun-style massage gun',
      'Qty: 30',
      'Budget: up to $80',
      'Recipients: PT clinic staff',
    ),
    // Absent (brand-like): massage guns. The Massage Rollers are rollers.
    expect: { productType: 'massage gun', absent: true, qty: 30, maxUnitCents: 8000 },
  },
  // ---------------------------------------------------------------- Slack / Teams messages (r14-sl)
  {
    id: 'r14-sl-1',
    q: '@Maya can you pull 3–4 options for 250 webcam covers? IT wants them for the hybrid-work kits — black or white, under $1 each. cc @Devin',
    // @mentions are people. Webcam covers also name the Webcam Privacy Sliders.
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 250, colour: ['black', 'white'], maxUnitCents: 100 },
  },
  {
    id: 'r14-sl-2',
    q: '@channel quick q for @Rosa (our promo rep): do we have phone tripods? need 40 for the creator workshop 🙏',
    // Absent: phone tripods (Phone Stands and Grips are not tripods).
    expect: { productType: 'phone tripod', absent: true, qty: 40 },
  },
  {
    id: 'r14-sl-3',
    q: lines(
      '<@U04LK2QF> hackathon swag, 300 of each:',
      '- tri-blend tees (black)',
      '- wrist rests',
      '- webcam covers',
      'thx!! :rocket:',
    ),
    // Wrist rests (middle) are absent; black is said of the tees only.
    expect: {
      qty: 300,
      items: [
        { productType: 'tri-blend t-shirt', colour: 'black' },
        { productType: 'wrist rest', absent: true },
        { productType: ['webcam cover', 'webcam privacy slider'] },
      ],
    },
  },
  {
    id: 'r14-sl-4',
    q: '@Omar can we get 500 pedometers for the step challenge at $2 or less each? finance won\'t budge on the $2',
    // Cannot be met: at 500, only two pedometers or step counters cost $2 or less.
    expect: { productType: ['pedometer', 'step counter'], qty: 500, maxUnitCents: 200, reply: '[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-sl-5',
    q: '↳ replying in thread: @Kim the final count is 60 — so 60 leather journals, brown or tan, in hand by Wed Dec 16 for the offsite 🙌',
    // Wed Dec 16 → 15. "Leather journals" also names the Refillable Leather Journals.
    expect: { productType: 'leather journal', qty: 60, colour: ['brown', 'tan'], maxProductionDays: 15 },
  },
  {
    id: 'r14-sl-6',
    q: '@Rosa do we carry jump-ropes? PE dept wants 150 for field day, any colour works',
    // Absent (hyphenated): jump ropes.
    expect: { productType: 'jump rope', absent: true, qty: 150 },
  },
  {
    id: 'r14-sl-7',
    q: '@Priya for the wine club: 100 stemless wine glasses in royal blue, has to be made in the USA (club rule) 🍷',
    // Cannot be met: royal blue stemless glasses exist and US-made ones exist, but none is both.
    expect: { productType: 'stemless wine glass', qty: 100, colour: 'royal blue', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
  },
  {
    id: 'r14-sl-8',
    q: '@Maya can u sort cheapest first: 1,000 highlighters in yellow for the study-skills workshop',
    // "Highlighters" also names the Dual-Tip Highlighters.
    expect: { productType: 'highlighter', qty: 1000, colour: 'yellow', sorted: 'price' },
  },
  {
    id: 'r14-sl-9',
    q: '@Rosa for the open house: 300 paracord bracelets + 300 flashlight keychains + 300 multi-tools, nothing over $10 each please',
    // Paracord bracelets (first) are absent; the budget binds every item.
    expect: {
      qty: 300,
      maxUnitCents: 1000,
      items: [
        { productType: 'paracord bracelet', absent: true },
        { productType: 'flashlight keychain' },
        { productType: 'multi-tool' },
      ],
    },
  },
  {
    id: 'r14-sl-10',
    q: '@here anyone know if our promo catalogue has smart speakers? @Rosa we want 25 for the top-agent awards',
    // Absent: smart speakers (the catalogue's speakers are Bluetooth speakers).
    expect: { productType: 'smart speaker', absent: true, qty: 25 },
  },
  {
    id: 'r14-sl-11',
    q: '@Devin per standup: 80 bamboo desk organizers, bamboo color obviously, $20 cap, in hands by Fri 12/11 👍',
    // 12/11 is Fri Dec 11 → 12.
    expect: { productType: 'bamboo desk organizer', qty: 80, colour: 'bamboo', maxUnitCents: 2000, maxProductionDays: 12 },
  },
  // ---------------------------------------------------------------- voice-to-text, no punctuation (r14-vt)
  {
    id: 'r14-vt-1',
    q: 'hi its dev from harbor physio we need two hundred resistance band sets for the clinic open house any colour under ten dollars each and we need them by friday december eleventh thanks',
    expect: { productType: 'resistance band', qty: 200, maxUnitCents: 1000, maxProductionDays: 12 },
  },
  {
    id: 'r14-vt-2',
    q: 'hey this is carol from the garden club can you find me picnic baskets like forty of them with our logo on a little tag budget is thirty five dollars each',
    // Absent: picnic baskets (the Picnic Blankets are blankets).
    expect: { productType: 'picnic basket', absent: true, qty: 40, maxUnitCents: 3500 },
  },
  {
    id: 'r14-vt-3',
    q: 'yeah hi its frank from the lodge we just need ten lunch cooler bags for the board members nothing fancy',
    // Cannot be met: every lunch cooler bag has a minimum of 25 or more.
    expect: { productType: 'lunch cooler bag', qty: 10, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
  },
  {
    id: 'r14-vt-4',
    q: 'ok so for the teacher appreciation thing we need sixty coffee sampler packs sixty of those aromatherapy candles and sixty book lights',
    // Book lights (last) are absent.
    expect: {
      qty: 60,
      items: [
        { productType: 'coffee sampler pack' },
        { productType: 'aromatherapy candle' },
        { productType: 'book light', absent: true },
      ],
    },
  },
  {
    id: 'r14-vt-5',
    q: 'this is nadia at the ymca we need four hundred drawstring backpacks in royal blue for the swim meet on saturday december nineteenth under three dollars each',
    // A Saturday meet → Fri Dec 18 → 17.
    expect: { productType: 'drawstring backpack', qty: 400, colour: 'royal blue', maxUnitCents: 300, maxProductionDays: 17 },
  },
  {
    id: 'r14-vt-6',
    q: 'hi its jamal from the booster club do you guys have cowbells we need like three hundred for the basketball games',
    // Absent: cowbells.
    expect: { productType: 'cowbell', absent: true, qty: 300 },
  },
  {
    id: 'r14-vt-7',
    q: 'hey its tasha at summit realty we want fifty crewneck sweatshirts in black for the agents under twenty dollars each',
    // Cannot be met: black crewnecks exist and crewnecks under $20 exist, but none at 50 is both.
    expect: { productType: 'crewneck sweatshirt', qty: 50, colour: 'black', maxUnitCents: 2000, reply: '[Cc]olou?r|[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-vt-8',
    q: 'hey its lee from the brewery put together options for three hundred of the sixteen ounce pint glasses clear ones under five bucks',
    expect: { productType: '16 oz pint glass', qty: 300, colour: 'clear', maxUnitCents: 500 },
  },
  {
    id: 'r14-vt-9',
    q: 'can you send me some options for balloons with our logo for the grand opening maybe a thousand of them',
    // Absent: balloons (the Beach Balls are balls).
    expect: { productType: 'balloon', absent: true, qty: 1000 },
  },
  {
    id: 'r14-vt-10',
    q: 'we need a hundred and fifty beach balls and a hundred and fifty cooling towels for the summer camp kickoff orange if possible',
    // "Orange if possible" is a preference.
    expect: {
      items: [
        { productType: 'beach ball', qty: 150 },
        { productType: 'cooling towel', qty: 150 },
      ],
    },
  },
  // ---------------------------------------------------------------- ALL CAPS and emoji (r14-cap)
  {
    id: 'r14-cap-1',
    q: 'NEED 500 STRESS BALLS, ANY COLOUR, UNDER $1 EACH BY DEC 11!!! CALL ME AT 555-0142',
    // Fri Dec 11 → 12. Stress balls also name the Stress Reliever Balls.
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500, maxUnitCents: 100, maxProductionDays: 12 },
  },
  {
    id: 'r14-cap-2',
    q: 'DO YOU HAVE FACE PAINT?? WE ARE EXPECTING 400 KIDS AT THE WINTER CARNIVAL',
    // Absent: face paint (a mass noun); 400 kids is the quantity, none other being named.
    expect: { productType: 'face paint', absent: true, qty: 400 },
  },
  {
    id: 'r14-cap-3',
    q: 'URGENT — 12 PLAQUES FOR THE VOLUNTEER AWARDS, MUST BE IN HAND MONDAY 11/30. WALNUT OR ACRYLIC, WHATEVER IS FASTEST.',
    // Cannot be met: Mon Nov 30 leaves 3 production days; the fastest walnut or acrylic plaque takes 8 (some offer rush).
    // "Whatever is fastest" chooses between the two kinds; it asks no sort.
    expect: { productType: ['walnut plaque', 'acrylic plaque'], qty: 12, maxProductionDays: 3, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r14-cap-4',
    q: '🎄 holiday party swag!! 120 pom pom beanies 🧶 in red or light blue ❄️ under $10 each 🙏',
    expect: { productType: 'pom pom beanie', qty: 120, colour: ['red', 'light blue'], maxUnitCents: 1000 },
  },
  {
    id: 'r14-cap-5',
    q: '🧤🧤 do you do mittens?? need 200 for our winter coat drive ❤️',
    // Absent: mittens.
    expect: { productType: 'mitten', absent: true, qty: 200 },
  },
  {
    id: 'r14-cap-6',
    q: 'PLEASE QUOTE FOR HOMECOMING: 250 FOAM FINGERS, 250 HAND CLAPPERS AND 250 TEMPORARY TATTOOS. GO HAWKS 🦅🦅',
    // Hand clappers (middle) are absent.
    expect: {
      qty: 250,
      items: [
        { productType: 'foam finger' },
        { productType: 'hand clapper', absent: true },
        { productType: 'temporary tattoo' },
      ],
    },
  },
  {
    id: 'r14-cap-7',
    q: 'NEED 1,000 PLASTIC CLICK PENS — BLACK INK, WHITE BARREL — 75 CENTS OR LESS',
    // The barrel's colour is the product's; the ink's is not.
    expect: { productType: 'plastic click pen', qty: 1000, colour: 'white', maxUnitCents: 75 },
  },
  {
    id: 'r14-cap-8',
    q: '🎅🎅 60 hoodies in red for the elves, in hand by Fri Dec 4 please!! 🎁',
    // Cannot be met: red hoodies exist and hoodies made in 7 days exist, but only two are both (rush may close it).
    expect: { productType: 'hoodie', qty: 60, colour: 'red', maxProductionDays: 7, reply: '[Cc]olou?r|\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround' },
  },
  {
    id: 'r14-cap-9',
    q: 'SLAP BRACELETS!!! 600 OF THEM FOR OUR 80S NIGHT FUNDRAISER. ANY COLOURS',
    // Absent: slap bracelets (the LED Bracelets light up). "80S" is no quantity.
    expect: { productType: 'slap bracelet', absent: true, qty: 600 },
  },
  {
    id: 'r14-cap-10',
    q: '☕️ 75 x 16 oz travel mugs, navy pls, <$12 each 🙏 thx!!',
    expect: { productType: '16 oz travel mug', qty: 75, colour: 'navy', maxUnitCents: 1200 },
  },
  // ---------------------------------------------------------------- British spelling and £ (r14-uk)
  {
    id: 'r14-uk-1',
    q: 'Hiya, could you quote 60 grey fleece quarter-zips for our rugby club committee? £35 a head max. Cheers, Gareth — Llandaff Northern RFC',
    expect: { productType: 'fleece quarter-zip', qty: 60, colour: 'gray', maxUnitCents: 3500 },
  },
  {
    id: 'r14-uk-2',
    q: 'Afternoon! Do you do Christmas crackers with a logo? We would want 300 for the staff do, about £3 each. Ta, Imogen (Harrowfield Estate Agents)',
    // Absent: Christmas crackers.
    expect: { productType: 'christmas cracker', absent: true, qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r14-uk-3',
    q: "We're after 100 torches for the lifeboat station's volunteers, black please, under £8 each. Many thanks, Alun — Porthcawl Lifeboat Station",
    // Torches are flashlights (any name with Flashlight).
    expect: { productType: 'flashlight', qty: 100, colour: 'black', maxUnitCents: 800 },
  },
  {
    id: 'r14-uk-4',
    q: 'Hello, we need 200 notebook and pen sets in forest green for our graduate intake, £5 each all in. Kind regards, Priya — Ashworth & Vale Solicitors',
    // Cannot be met: forest green sets exist and sets at £5 exist, but fewer than 3 are both.
    expect: { productType: 'notebook and pen set', qty: 200, colour: 'forest green', maxUnitCents: 500, reply: '[Cc]olou?r|[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  {
    id: 'r14-uk-5',
    q: lines(
      'Hello! For the village fête we need:',
      '• 500 paper fans',
      '• 50 strings of bunting',
      '• 300 tote bags in natural',
      'Thank you — Marjorie, Little Hampden Fête Committee',
    ),
    // Bunting (middle) is absent; natural is the totes' colour only.
    expect: {
      items: [
        { productType: 'paper fan', qty: 500 },
        { productType: 'bunting', absent: true, qty: 50 },
        { productType: 'tote', qty: 300, colour: 'natural' },
      ],
    },
  },
  {
    id: 'r14-uk-6',
    q: "Could I get a quote for 48 rucksacks for our Duke of Edinburgh group, navy or black, under £40 each? Cheers, Mr Okafor (Year 10 tutor)",
    // Rucksacks are backpacks. "Year 10" is no quantity.
    expect: { productType: 'backpack', qty: 48, colour: ['navy', 'black'], maxUnitCents: 4000 },
  },
  {
    id: 'r14-uk-7',
    q: 'Do you do wellies? Branded ones for the allotment society — 40 pairs. Thanks ever so much, Bev',
    // Absent: wellies (wellington boots).
    expect: { productType: 'wellies', absent: true, qty: 40 },
  },
  {
    id: 'r14-uk-8',
    q: 'Looking for 36 golf brollies for the club, green, max £25 each. Cheers — Hamish, Carnoustie Links Society',
    // Brollies are umbrellas; green accepts Green and Forest Green.
    expect: { productType: 'golf umbrella', qty: 36, colour: 'green', maxUnitCents: 2500 },
  },
  {
    id: 'r14-uk-9',
    q: "Hi there, 200 jute bags in burgundy please — it's our college colour. Best, Freddie (St Aldhelm's College Boat Club)",
    // Cannot be met: burgundy is Maroon, and no jute tote comes in it.
    expect: { productType: 'jute', qty: 200, colour: 'maroon', reply: '[Cc]olou?r|[Bb]urgundy|[Mm]aroon' },
  },
  {
    id: 'r14-uk-10',
    q: 'Morning — hip flasks, 50 of them, engraved, for the shooting syndicate. Budget around £20 each. Regards, Lord Ashby',
    // Absent: hip flasks.
    expect: { productType: 'hip flask', absent: true, qty: 50, maxUnitCents: 2000 },
  },
  {
    id: 'r14-uk-11',
    q: "We've got £2,800 for 400 lunch bags for the school's packed-lunch scheme — the insulated cooler sort. Colour isn't fussy. Thanks, Siobhan",
    // £2,800 for 400 → 700 cents (£ read as dollars).
    expect: { productType: 'lunch cooler bag', qty: 400, maxUnitCents: 700 },
  },
  {
    id: 'r14-uk-12',
    q: "For our tea shop's loyalty club: 100 tea sampler boxes, 100 tea infusers and 100 11oz mugs in white. Lovely, thank you — Rhiannon, The Copper Teapot",
    // Tea infusers (middle) are absent; white is the mugs' colour only.
    expect: {
      qty: 100,
      items: [
        { productType: 'tea sampler box' },
        { productType: 'tea infuser', absent: true },
        { productType: '11 oz ceramic mug', colour: 'white' },
      ],
    },
  },
  {
    id: 'r14-uk-13',
    q: 'Could you source 2,000 beer mats for the pub quiz league? Cheers, Dave — The Fox & Hounds',
    // Absent: beer mats.
    expect: { productType: 'beer mat', absent: true, qty: 2000 },
  },
  {
    id: 'r14-uk-14',
    q: 'We need 25 crystal awards for the hospice volunteer evening — they must arrive by Thursday 3rd December. Budget £60 each. Many thanks, Harriet',
    // Cannot be met: Thu Dec 3 leaves 6 production days; fewer than 3 crystal awards under £60 are that fast.
    expect: { productType: 'crystal', qty: 25, maxUnitCents: 6000, maxProductionDays: 6, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround|[Bb]udget|[Pp]ric|[Cc]ost' },
  },
  // ---------------------------------------------------------------- conversations (r14-cv)
  {
    id: 'r14-cv-1',
    turns: [
      {
        q: '@Rosa need 200 softshell jackets in navy for the field crew, $60 each max',
        expect: { productType: 'softshell jacket', qty: 200, colour: 'navy', maxUnitCents: 6000 },
      },
      {
        q: 'actually, make it anoraks instead — same 200, same navy',
        // Absent: anoraks. The quantity and colour carry over.
        expect: { productType: 'anorak', absent: true, qty: 200, colour: 'navy', intentQty: 200, intentColours: ['navy'] },
      },
    ],
  },
  {
    id: 'r14-cv-2',
    turns: [
      {
        q: lines('Hi Leah,', '', 'Could we see options for 150 stainless steel tumblers, the 20 oz size, in red?', '', 'Thanks, Rob — Redline Auto Group'),
        expect: { productType: '20 oz stainless steel tumbler', qty: 150, colour: 'red' },
      },
      {
        q: 'One more thing I should have said — they have to be made in the USA.',
        // Cannot be met: no red 20 oz tumbler is made in the USA.
        expect: { productType: '20 oz stainless steel tumbler', qty: 150, colour: 'red', madeIn: 'US', reply: '[Cc]olou?r|[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
      },
      {
        q: "Understood. Let's drop the red then — any colour is fine as long as they're American-made.",
        expect: { productType: '20 oz stainless steel tumbler', qty: 150, madeIn: 'US', intentColours: [] },
      },
    ],
  },
  {
    id: 'r14-cv-3',
    turns: [
      {
        q: 'hey can u find 100 bucket hats in tan under $12',
        expect: { productType: 'bucket hat', qty: 100, colour: 'tan', maxUnitCents: 1200 },
      },
      {
        q: 'scratch that — do you have balaclavas?',
        // Absent: balaclavas. A new product asked as "do you have": nothing carried over.
        expect: { productType: 'balaclava', absent: true, intentQty: null, intentColours: [] },
      },
    ],
  },
  {
    id: 'r14-cv-4',
    turns: [
      {
        q: '@Jonah 300 can coolers for the tailgate, under $1.50 each please',
        expect: { productType: 'can cooler', qty: 300, maxUnitCents: 150 },
      },
      {
        q: 'what about 200 of them?',
        expect: { productType: 'can cooler', qty: 200, maxUnitCents: 150, intentQty: 200 },
      },
      {
        q: 'and they have to be royal blue (team colour)',
        // Cannot be met: royal blue can coolers exist, but fewer than 3 are under $1.50 at 200 (some need 250).
        expect: { productType: 'can cooler', qty: 200, maxUnitCents: 150, colour: 'royal blue', intentColours: ['royal blue'], reply: '[Cc]olou?r|[Bb]udget|[Pp]ric|[Cc]ost|[Mm]inimum|[Qq]uantit|MOQ' },
      },
    ],
  },
  {
    id: 'r14-cv-5',
    turns: [
      {
        q: 'Do you have packing cubes? We would want 120 for our travel agency clients.',
        // Absent: packing cubes (the Adhesive Sticky Note Cubes are sticky notes).
        expect: { productType: 'packing cube', absent: true, qty: 120 },
      },
      {
        q: 'ok then zippered travel pouches instead, 120 of them in grey',
        expect: { productType: 'zippered travel pouch', qty: 120, colour: 'gray', intentQty: 120, intentColours: ['gray'] },
      },
    ],
  },
  {
    id: 'r14-cv-6',
    turns: [
      {
        q: 'Hi! 150 bluetooth item trackers for our field techs, under $12 each.',
        expect: { productType: 'bluetooth item tracker', qty: 150, maxUnitCents: 1200 },
      },
      {
        q: 'Budget update — we can only do 15 of them now.',
        // Cannot be met: every Bluetooth item tracker has a minimum of 25 or more.
        expect: { productType: 'bluetooth item tracker', qty: 15, maxUnitCents: 1200, intentQty: 15, reply: '[Mm]inimum|[Qq]uantit|MOQ' },
      },
      {
        q: 'Fine, make it 50 then.',
        expect: { productType: 'bluetooth item tracker', qty: 50, maxUnitCents: 1200, intentQty: 50 },
      },
    ],
  },
  {
    id: 'r14-cv-7',
    turns: [
      {
        q: 'Need 200 lunch cooler bags in charcoal, under $14 each, for the plant safety week.',
        expect: { productType: 'lunch cooler bag', qty: 200, colour: 'charcoal', maxUnitCents: 1400 },
      },
      {
        q: 'oh and we need them by Tue Dec 1',
        // Cannot be met: Tue Dec 1 leaves 4 production days; no lunch cooler bag is made that fast without rush.
        expect: { productType: 'lunch cooler bag', qty: 200, colour: 'charcoal', maxUnitCents: 1400, maxProductionDays: 4, intentProdDays: 4, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround' },
      },
    ],
  },
  {
    id: 'r14-cv-8',
    turns: [
      {
        q: lines('Hello Amir,', '', 'For our clinic flu-shot drive we would like 500 hand sanitizers, the 2 oz gel kind, under $3 each.', '', 'Best, Nurse Manager Joan Pruitt, Elm Street Family Clinic'),
        expect: { productType: '2 oz hand sanitizer gel', qty: 500, maxUnitCents: 300 },
      },
      {
        q: 'Actually, make it thermometers instead — same 500.',
        // Absent: thermometers. The quantity carries over.
        expect: { productType: 'thermometer', absent: true, qty: 500, intentQty: 500 },
      },
      {
        q: 'New request, unrelated: do you have pill cases?',
        expect: { productType: ['pill case', 'pill organizer'], intentQty: null, intentColours: [] },
      },
    ],
  },
  {
    id: 'r14-cv-9',
    turns: [
      {
        q: '@Sana 120 picnic blankets for the donor picnic, grey, $30 max',
        // "Picnic blankets" also names the Fleece Picnic Blankets.
        expect: { productType: 'picnic blanket', qty: 120, colour: 'gray', maxUnitCents: 3000 },
      },
      {
        q: '@Sana can they be eco-friendly? the board is asking',
        // Cannot be met: no grey picnic blanket is eco-friendly.
        expect: { productType: 'picnic blanket', qty: 120, colour: 'gray', maxUnitCents: 3000, eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Cc]olou?r' },
      },
    ],
  },
  {
    id: 'r14-cv-10',
    turns: [
      {
        q: 'We need 300 tote bags and 300 water bottles for the conference, both in teal.',
        // Water bottles also name sport and stainless steel bottles.
        expect: {
          colour: 'teal',
          items: [
            { productType: 'tote', qty: 300 },
            { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300 },
          ],
        },
      },
      {
        q: 'Can both be recyclable?',
        expect: {
          colour: 'teal',
          recyclable: true,
          items: [
            { productType: 'tote', qty: 300 },
            { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300 },
          ],
        },
      },
    ],
  },
  {
    id: 'r14-cv-11',
    turns: [
      {
        q: 'need 40 yoga mats in purple for the studio, under $35 each',
        expect: { productType: 'yoga mat', qty: 40, colour: 'purple', maxUnitCents: 3500 },
      },
      {
        q: 'what about yoga straps instead?',
        // Absent: yoga straps. "What about … instead" keeps the quantity and colour.
        expect: { productType: 'yoga strap', absent: true, qty: 40, colour: 'purple', intentQty: 40, intentColours: ['purple'] },
      },
    ],
  },
  {
    id: 'r14-cv-12',
    turns: [
      {
        q: lines('Subject: polos for the awards dinner', '', 'Hi Ben, 80 performance polos in maroon, $28 max, in hand by Friday December 11. Thanks — Tony, Granite State Realtors'),
        expect: { productType: 'performance polo', qty: 80, colour: 'maroon', maxUnitCents: 2800, maxProductionDays: 12 },
      },
      {
        q: 'sort those by price please, lowest first',
        expect: { productType: 'performance polo', qty: 80, colour: 'maroon', maxUnitCents: 2800, maxProductionDays: 12, sorted: 'price' },
      },
      {
        q: 'perfect, thanks — that is all for now',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r14-cv-13',
    turns: [
      {
        q: 'Do you have Crocs-style clogs? 60 pairs for the kitchen staff.',
        // Absent (brand-like): clogs.
        expect: { productType: 'clog', absent: true, qty: 60 },
      },
      {
        q: 'ok no worries — what about slippers?',
        // Absent too: slippers. "What about" keeps the quantity.
        expect: { productType: 'slipper', absent: true, qty: 60, intentQty: 60 },
      },
    ],
  },
  {
    id: 'r14-cv-14',
    turns: [
      {
        q: 'hi its mel from the taproom we need three hundred pint glasses with the logo under six dollars each',
        expect: { productType: 'pint glass', qty: 300, maxUnitCents: 600 },
      },
      {
        q: 'can they be recyclable',
        // Cannot be met: only two pint glasses are recyclable.
        expect: { productType: 'pint glass', qty: 300, maxUnitCents: 600, recyclable: true, reply: '[Rr]ecycl|[Bb]udget|[Pp]ric|[Cc]ost' },
      },
      {
        q: 'ok forget recyclable what about two hundred of them',
        expect: { productType: 'pint glass', qty: 200, maxUnitCents: 600, intentQty: 200 },
      },
    ],
  },
  {
    id: 'r14-cv-15',
    turns: [
      {
        q: '150 crewneck sweatshirts, navy, $20 max please',
        expect: { productType: 'crewneck sweatshirt', qty: 150, colour: 'navy', maxUnitCents: 2000 },
      },
      {
        q: 'ooh and can they be eco? 🌱',
        // Cannot be met: no navy crewneck is eco-friendly.
        expect: { productType: 'crewneck sweatshirt', qty: 150, colour: 'navy', maxUnitCents: 2000, eco: true, reply: '\\b[Ee]co|[Ss]ustainab|[Ee]nvironment|[Cc]olou?r' },
      },
    ],
  },
  {
    id: 'r14-cv-16',
    turns: [
      {
        q: 'Quote please: 1,000 retractable ballpoint pens, any colour.',
        expect: { productType: 'retractable ballpoint pen', qty: 1000 },
      },
      {
        q: 'scratch that — any fountain pens?',
        // Absent: fountain pens. A new product asked plainly: nothing carried over.
        expect: { productType: 'fountain pen', absent: true, intentQty: null, intentColours: [] },
      },
    ],
  },
  {
    id: 'r14-cv-17',
    turns: [
      {
        q: 'Do you do seed packets with a custom label? 500 for our Earth Day giveaway.',
        // Absent: seed packets (the Plantable Seed Cards and Seed Paper Bookmarks are paper).
        expect: { productType: 'seed packet', absent: true, qty: 500 },
      },
      {
        q: 'ok then plantable seed cards instead, 500',
        expect: { productType: 'plantable seed card', qty: 500, intentQty: 500 },
      },
      {
        q: 'can they be made in the USA?',
        // Cannot be met: only two plantable seed cards are made in the USA.
        expect: { productType: 'plantable seed card', qty: 500, madeIn: 'US', reply: '[Mm]ade in|USA|U\\.S\\.|[Oo]rigin|American' },
      },
    ],
  },
  {
    id: 'r14-cv-18',
    turns: [
      {
        q: '60 dad hats in khaki for the crew please',
        // Khaki is Tan.
        expect: { productType: 'dad hat', qty: 60, colour: 'tan' },
      },
      {
        q: 'what about in lime?',
        // Cannot be met: no dad hat comes in lime.
        expect: { productType: 'dad hat', qty: 60, colour: 'lime', intentColours: ['lime'], reply: '[Cc]olou?r|\\b[Ll]ime\\b' },
      },
    ],
  },
  {
    id: 'r14-cv-19',
    turns: [
      {
        q: "Hiya, 50 softshell jackets in charcoal for the estate team, please. Ta, Fiona",
        expect: { productType: 'softshell jacket', qty: 50, colour: 'charcoal' },
      },
      {
        q: 'And could we keep them under £30 each?',
        // Cannot be met: no charcoal softshell costs £30 or less at 50 (£ read as dollars).
        expect: { productType: 'softshell jacket', qty: 50, colour: 'charcoal', maxUnitCents: 3000, reply: '[Bb]udget|[Pp]ric|[Cc]ost|[Cc]olou?r' },
      },
    ],
  },
  {
    id: 'r14-cv-20',
    turns: [
      {
        q: 'Need 400 mechanical pencils in purple, under $1.50, by Dec 11 — for the SAT prep kits',
        expect: { productType: 'mechanical pencil', qty: 400, colour: 'purple', maxUnitCents: 150, maxProductionDays: 12 },
      },
      {
        q: 'what about 1000?',
        expect: { productType: 'mechanical pencil', qty: 1000, colour: 'purple', maxUnitCents: 150, maxProductionDays: 12, intentQty: 1000 },
      },
      {
        q: 'thanks!',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r14-cv-21',
    turns: [
      {
        q: 'For the brewery open house: 500 can openers and 500 bottle opener keychains please',
        // Can openers are absent, although Bottle Opener Keychains share a word with them.
        expect: {
          qty: 500,
          items: [
            { productType: 'can opener', absent: true },
            { productType: 'bottle opener keychain' },
          ],
        },
      },
      {
        q: 'ok just the bottle openers then, in black',
        expect: { productType: 'bottle opener', qty: 500, colour: 'black', intentQty: 500, intentColours: ['black'] },
      },
    ],
  },
  {
    id: 'r14-cv-22',
    turns: [
      {
        q: 'Moleskine-style dot grid notebooks, 100, charcoal — for the design team',
        expect: { productType: 'dot grid notebook', qty: 100, colour: 'charcoal' },
      },
      {
        q: 'Also, do you have sketchbooks? Same 100.',
        // Absent: sketchbooks. "Same 100" states the quantity.
        expect: { productType: 'sketchbook', absent: true, qty: 100, intentQty: 100 },
      },
    ],
  },
  {
    id: 'r14-cv-23',
    turns: [
      {
        q: '75 laptop sleeves, the 13 inch ones, grey, $20 max',
        expect: { productType: '13 in laptop sleeve', qty: 75, colour: 'gray', maxUnitCents: 2000 },
      },
      {
        q: 'compare the first two',
        expect: { compared: 2 },
      },
      {
        q: 'cheers, thanks',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r14-cv-24',
    turns: [
      {
        q: '250 webcam covers for the remote team please',
        expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 250 },
      },
      {
        q: 'scratch that, we need wireless keyboards instead — 25 of them',
        // Absent: wireless keyboards (the Wireless Mouse is a mouse).
        expect: { productType: 'wireless keyboard', absent: true, qty: 25, intentQty: 25 },
      },
    ],
  },
  {
    id: 'r14-cv-25',
    turns: [
      {
        q: 'Hi! 48 golf umbrellas in royal blue for the tournament on Friday December 18.',
        expect: { productType: 'golf umbrella', qty: 48, colour: 'royal blue', maxProductionDays: 17 },
      },
      {
        q: 'Update — the tournament moved up to Friday December 4.',
        // Cannot be met: Fri Dec 4 leaves 7 production days; only one royal blue golf umbrella is that fast.
        expect: { productType: 'golf umbrella', qty: 48, colour: 'royal blue', maxProductionDays: 7, intentProdDays: 7, reply: '\\b[Rr]ush|[Dd]eadline|[Ll]ead time|[Tt]urnaround|[Cc]olou?r' },
      },
      {
        q: "ok, no rush then — we'll hand them out in spring instead",
        expect: { productType: 'golf umbrella', qty: 48, colour: 'royal blue', noDeadline: true },
      },
    ],
  },
];
