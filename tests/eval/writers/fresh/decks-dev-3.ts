import type { DeckCase } from './deck-cases.js';

/**
 * A third development set for the deck writer: 40 briefs (deck-t-01 … deck-t-40), written on
 * 2026-12-01 by an independent helper from public facts only —
 * - .scratch/catalogue-4000.json, the whole catalogue as the product's API lists it (names,
 *   categories, colours, price breaks in USD, minimum orders, production days, rush);
 * - docs/product.md#presentations;
 * - the case types and the reading conventions in deck-cases.ts (its header, followed exactly),
 *   and deck-judge.ts for what each expectation checks —
 * without reading the writer's code, its brief parser, its tests or any other evaluation case.
 * A development set only: it has no held-out twin, and none of it moves to a held-out file.
 *
 * The mix, chosen for ground the usual cases do not cover:
 * - shapes: 17 rep one-liners (5 with a lower-case client name), 5 pasted client emails with long
 *   signatures full of numbers that are not quantities (suites, floors, phones, extensions, years,
 *   licence and NMLS numbers, room, office, staff and member counts), 4 forwarded emails with their
 *   headers and the rep's note on top, 7 Slack/Teams notes, 3 pasted spreadsheet rows (a pipe
 *   table, a tab-separated CRM row, a CSV export), 2 formal excerpts (an RFP, an invitation to
 *   bid), 1 voicemail transcript, 1 text message. "Summit", "Expo", "Gala" and "Harvest" appear
 *   in client names (Summit Ridge Credit Union, Expo Freight Lines, Gala Apple Growers
 *   Association, harvest moon bakery…) and in occasions (Midwest Dental Expo, Winter Gala,
 *   AgriTech Harvest Summit…), and the deck must tell them apart;
 * - items (types the catalogue has): 19 briefs with one, 17 with two, 4 with three, 65 in all,
 *   each with its own quantity, colour and budget; 5 total budgets across items ("$1,100 total
 *   for both", per person, per attendee, per hire, "for the lot"), 2 per-person budgets for one
 *   item, 1 total for one item, 6 briefs with cents ("75 cents", "60¢", "$0.95", "$1.20"…),
 *   2 minimum prices, 1 brief with no quantity, 1 budget given only as a preference; a count of
 *   people as the quantity of every item (deck-t-10, deck-t-40);
 * - occasions after a preposition ("for our Member Appreciation Day"), in brackets ("(Starlight
 *   Gala, Saturday Dec 12)"), after a dash ("— agent kickoff breakfast"), as a possessive
 *   ("Lakeside Rotary's 75th anniversary dinner", "the drivers' safety awards");
 * - in-hands: 8 exact dates (Dec 11, 12/18/2026, 2027-01-20, January 29, 2027…), 19 weekday +
 *   day ("Thursday the 10th", "Sat Dec 5", "this Friday, 11/27"), 1 "end of month", 4 months
 *   only, 5 relative deadlines ("in 3 weeks", "within 10 business days", "two weeks from
 *   tomorrow", "10 days from now", "a month from today"), 3 with none; 3 deadlines that only rush
 *   makes (deck-t-12, deck-t-13, and deck-t-32's sport bottles), and one with a single non-rush
 *   product left (deck-t-04);
 * - 15 types the catalogue lacks, one per brief, beside types it has, none of them in the
 *   header's list: carabiners, golf tees, beach towels, rain jackets, wall calendars, passport
 *   holders, shot glasses, phone cases, luggage tags, wall clocks, laptop stands, desk fans, money
 *   clips, sewing kits, tennis balls — all but the first kinds whose last word the catalogue uses
 *   for something else (Performance Tee, Golf Towel, Softshell Jacket, Desk Calendar, Card Holder,
 *   Pint Glass, Pill Case, Key Tag, Desk Clock, Phone Stand, Hand Fan, Chip Clip, First Aid Kit,
 *   Golf Balls); no catalogue name contains any of the phrases;
 * - preferences that are not constraints ("navy koozies would be nice", "would be nice if
 *   possible", "if you can", "Made in USA preferred, ideally under $40 if possible"), decoration
 *   colours ("logo printed in dark brown", "logo in teal", "gold foil", "white imprint"), and
 *   7 briefs with notes for the rep alone ("between us", "Internal:", "FYI", "Heads up", "Note for
 *   me") whose phrases are in `internal` (one client uses "internal" itself: `allow`).
 *
 * How it was checked: .scratch/check-decks-dev-3.ts (imports only this file and reads the
 * catalogue JSON, nothing from server/ or seed/) confirms, as the judge reads them, that every
 * item's productType matches at least one catalogue name (singular/plural/hyphen tolerant) and
 * at least one such product meets all the item's constraints (unit price at the quantity's break,
 * minimum order ≤ qty, a colour word offered, production days ≤ maxProductionDays or rush); that
 * each total budget is met by the cheapest fitting product of each item; that no catalogue name
 * has an absent phrase; that production days follow the in-hands date by the header's rule ("now"
 * Sunday 22 November 2026; a named weekday matches its date); and that quantities, clients,
 * occasions, audiences, absent types and internal phrases are found in the brief.
 */
export const DECK_DEV_3_CASES: DeckCase[] = [
  {
    id: 'deck-t-01',
    brief:
      'deck for harvest moon bakery — 250 tote bags in natural canvas, under $4 each, logo printed in dark brown. they hand them out at the holiday market, need them by fri dec 11',
    expect: {
      items: [{ productType: 'tote', qty: 250, maxUnitCents: 400, colour: 'natural', maxProductionDays: 12 }],
      client: ['harvest moon bakery'],
      event: ['holiday market'],
      inHands: '2026-12-11',
    },
  },
  {
    id: 'deck-t-02',
    brief: `Hi Dana,

Thanks for the quick call on Friday. For our Member Appreciation Day on Saturday, December 12, we'd like 400 koozies and 400 lip balms to hand to members who stop by any of our 6 branches. We have $1,100 total for both items. Navy koozies would be nice since that's our main color.

Warm regards,

Priya Raman
Marketing & Events Coordinator
Summit Ridge Credit Union
4410 W. Lakeview Pkwy, Suite 210 | Boise, ID 83702
P 208.555.0147 ext. 312 | F 208.555.0190
NMLS #401882 | Federally insured by NCUA | Serving members since 1954`,
    expect: {
      items: [
        { productType: 'can cooler', qty: 400, maxProductionDays: 12 },
        { productType: 'lip balm', qty: 400, maxProductionDays: 12 },
      ],
      maxTotalCents: 110000,
      client: ['Summit Ridge Credit Union', 'Summit Ridge'],
      event: ['Member Appreciation Day'],
      audience: ['members'],
      inHands: '2026-12-12',
    },
  },
  {
    id: 'deck-t-03',
    brief: `Note to self before I send: between us, they went with a cheaper vendor last year and regretted it, so lead with quality. Don't mention the price match we did for Delta Ortho.

---------- Forwarded message ---------
From: Marcus Oyelaran <moyelaran@brightlineortho.com>
Date: Fri, Nov 20, 2026 at 4:12 PM
Subject: Booth giveaways - Midwest Dental Expo
To: Jordan Pike <jordan@peakpromo.com>

Hi Jordan,

We're exhibiting at the Midwest Dental Expo (booth #1142, January 14-16 at McCormick Place). We'd like 1,000 pens under 75 cents each and 500 stress balls under $1 each for visitors to the booth. Everything needs to reach our office by Friday, January 8. White pens with our logo in teal would be nice if possible.

Thanks,
Marcus Oyelaran, DDS
Brightline Orthodontics
2200 N. Clark St., Floor 3, Chicago, IL 60614
(312) 555-0186 | Fax (312) 555-0187
Serving Chicago families since 1998`,
    expect: {
      items: [
        { productType: 'pen', qty: 1000, maxUnitCents: 75, maxProductionDays: 32 },
        { productType: 'stress ball', qty: 500, maxUnitCents: 100, maxProductionDays: 32 },
      ],
      client: ['Brightline Orthodontics'],
      event: ['Midwest Dental Expo', 'Dental Expo'],
      audience: ['visitors', 'booth visitors'],
      inHands: '2027-01-08',
      internal: ['cheaper vendor', 'price match', 'Delta Ortho', 'lead with quality'],
    },
  },
  {
    id: 'deck-t-04',
    brief: `#deck-requests
@dana can you spin up a deck for Rosewood Hospital Foundation? Table favors for their Winter Gala (Sat Dec 5) — 180 guests, they're thinking wine glasses, $8 per guest max. burgundy or gold would be nice to match the theme but not a must. thx!`,
    expect: {
      items: [{ productType: 'wine glass', qty: 180, maxUnitCents: 800, maxProductionDays: 7 }],
      client: ['Rosewood Hospital Foundation'],
      event: ['Winter Gala'],
      audience: ['guests'],
      inHands: '2026-12-05',
    },
  },
  {
    id: 'deck-t-05',
    brief: `Pasting the rows from our order sheet — deck for the crew gear please.

| Account | Item | Qty | Color | Max/unit | In-hands |
|---|---|---|---|---|---|
| Keller & Sons Roofing | Softshell jacket | 48 | Black | $55.00 | 12/18/2026 |
| Keller & Sons Roofing | Beanie | 48 | Orange | $8.00 | 12/18/2026 |
| Keller & Sons Roofing | First aid kit | 50 | any | $15.00 | 12/18/2026 |`,
    expect: {
      items: [
        { productType: 'softshell jacket', qty: 48, maxUnitCents: 5500, colour: 'black', maxProductionDays: 17 },
        { productType: 'beanie', qty: 48, maxUnitCents: 800, colour: 'orange', maxProductionDays: 17 },
        { productType: 'first aid kit', qty: 50, maxUnitCents: 1500, maxProductionDays: 17 },
      ],
      client: ['Keller & Sons Roofing', 'Keller & Sons', 'Keller and Sons'],
      audience: ['crew'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-t-06',
    brief: `REQUEST FOR PROPOSAL — RFP No. 2026-114
County of Marin, Department of Health & Human Services

3.1 Background. The Department's Healthy Eating Initiative will distribute reusable bags and kitchen items to residents at twelve (12) community events during 2027.

3.2 Scope of Supply.
Line 1 — Reusable shopping tote, quantity 2,500, unit price not to exceed $2.25, color: green.
Line 2 — Beeswax food wrap, quantity 1,000, unit price not to exceed $6.00.
Line 3 — Mesh produce bag, quantity 1,000, unit price not to exceed $3.00.

4. Delivery. All goods shall be delivered no later than January 29, 2027 to 3240 Kerner Blvd., Building 3, San Rafael, CA 94901.

5. Submission. Proposals are due December 4, 2026 at 3:00 p.m. PT. Questions to the Procurement Officer, (415) 555-0199, Room 208.`,
    expect: {
      items: [
        { productType: 'tote', qty: 2500, maxUnitCents: 225, colour: 'green', maxProductionDays: 47 },
        { productType: 'food wrap', qty: 1000, maxUnitCents: 600, maxProductionDays: 47 },
        { productType: 'produce bag', qty: 1000, maxUnitCents: 300, maxProductionDays: 47 },
      ],
      client: ['County of Marin', 'Marin County'],
      event: ['Healthy Eating Initiative', 'community events'],
      audience: ['residents'],
      inHands: '2027-01-29',
    },
  },
  {
    id: 'deck-t-07',
    brief:
      'Teams · Kira Holm (Northgate Analytics): onboarding kits for 60 new hires, needed in January. Each kit gets a quarter-zip, a tumbler and a journal. Budget is $55 per person all-in. Grey for the quarter-zips; tumbler and journal colors are open.',
    expect: {
      items: [
        { productType: 'quarter-zip', qty: 60, colour: 'gray' },
        { productType: 'tumbler', qty: 60 },
        { productType: 'journal', qty: 60 },
      ],
      maxTotalCents: 330000,
      client: ['Northgate Analytics'],
      event: ['onboarding'],
      audience: ['new hires'],
      inHands: '2027-01',
    },
  },
  {
    id: 'deck-t-08',
    brief:
      "Deck for Expo Freight Lines: 300 power banks for the drivers' safety awards (they have $2,400 total for those), plus 300 cooling towels under $3 each. Everything in hands December 18.",
    expect: {
      items: [
        { productType: 'power bank', qty: 300, maxUnitCents: 800, maxProductionDays: 17 },
        { productType: 'cooling towel', qty: 300, maxUnitCents: 300, maxProductionDays: 17 },
      ],
      client: ['Expo Freight Lines'],
      event: ['safety awards'],
      audience: ['drivers'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-t-09',
    brief:
      'Quick one: Lakeview Public Library, Winter Reading Challenge for kids. 1,500 bookmarks at $0.95 or less and 1,500 pencils under 60¢. Want them by Jan 15.',
    expect: {
      items: [
        { productType: 'bookmark', qty: 1500, maxUnitCents: 95, maxProductionDays: 37 },
        { productType: 'pencil', qty: 1500, maxUnitCents: 60, maxProductionDays: 37 },
      ],
      client: ['Lakeview Public Library'],
      event: ['Winter Reading Challenge'],
      audience: ['kids'],
      inHands: '2027-01-15',
    },
  },
  {
    id: 'deck-t-10',
    brief:
      "Deck for Ashford Capital — year-end gifts for the 12 directors on their board, handed out at the board dinner on Wednesday, December 16. Nothing under $40 a piece (they'll notice) and no more than $90. Bluetooth speakers or over-ear headphones.",
    expect: {
      items: [{ productType: ['bluetooth speaker', 'headphones'], qty: 12, minUnitCents: 4000, maxUnitCents: 9000, maxProductionDays: 15 }],
      client: ['Ashford Capital'],
      event: ['board dinner'],
      audience: ['directors'],
      inHands: '2026-12-16',
    },
  },
  {
    id: 'deck-t-11',
    brief:
      'can u build a deck for harvest table farms? they want to see picnic blankets and cooler bags for their CSA members, no qty yet, keep each under $20',
    expect: {
      items: [
        { productType: 'picnic blanket', maxUnitCents: 2000 },
        { productType: 'cooler bag', maxUnitCents: 2000 },
      ],
      client: ['harvest table farms'],
      audience: ['CSA members'],
    },
  },
  {
    id: 'deck-t-12',
    brief:
      "URGENT: Brookfield Elementary PTA needs 250 lanyards in royal blue for the volunteers at Saturday's Winter Fun Run. They have to be in hand this Friday, 11/27. Under $3 each.",
    expect: {
      items: [{ productType: 'lanyard', qty: 250, maxUnitCents: 300, colour: 'royal blue', maxProductionDays: 2 }],
      client: ['Brookfield Elementary PTA', 'Brookfield Elementary'],
      event: ['Winter Fun Run', 'fun run'],
      audience: ['volunteers'],
      inHands: '2026-11-27',
    },
  },
  {
    id: 'deck-t-13',
    brief: `From Luis (Teams): Oakmont Family Dental wants 100 travel mugs for their patient thank-you bags by end of month. Black or charcoal, under $12.
FYI they're comparing us against an Amazon listing, so don't lead with price.`,
    expect: {
      items: [{ productType: 'travel mug', qty: 100, maxUnitCents: 1200, colour: ['black', 'charcoal'], maxProductionDays: 3 }],
      client: ['Oakmont Family Dental'],
      audience: ['patient'],
      inHands: '2026-11',
      internal: ['Amazon', "don't lead with price"],
    },
  },
  {
    id: 'deck-t-14',
    brief:
      'Deck for Greystone Property Management: 350 notebooks and 350 pens for Tenant Appreciation Week. Notebooks in grey (their brand color), under $3; pens under $1, any color. In hands Thursday the 10th.',
    expect: {
      items: [
        { productType: 'notebook', qty: 350, maxUnitCents: 300, colour: 'gray', maxProductionDays: 11 },
        { productType: 'pen', qty: 350, maxUnitCents: 100, maxProductionDays: 11 },
      ],
      client: ['Greystone Property Management'],
      event: ['Tenant Appreciation Week'],
      audience: ['tenant'],
      inHands: '2026-12-10',
    },
  },
  {
    id: 'deck-t-15',
    brief:
      'hey, mesa verde climbing gym wants 75 water bottles and 75 carabiners for their members, in 3 weeks. bottles $15 max each, carabiners with the same logo.',
    expect: {
      items: [{ productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 75, maxUnitCents: 1500, maxProductionDays: 12 }],
      absent: [{ productType: 'carabiner', qty: 75 }],
      client: ['mesa verde climbing gym'],
      audience: ['members'],
    },
  },
  {
    id: 'deck-t-16',
    brief:
      'New deck: Coral Springs Arts Council, gift bags for 220 attendees (Starlight Gala, Saturday Dec 12). One candle and one chocolate bar per bag, $12 per attendee for both. Logo in gold foil.',
    expect: {
      items: [
        { productType: 'candle', qty: 220, maxProductionDays: 12 },
        { productType: 'chocolate bar', qty: 220, maxProductionDays: 12 },
      ],
      maxTotalCents: 264000,
      client: ['Coral Springs Arts Council'],
      event: ['Starlight Gala'],
      audience: ['attendees'],
      inHands: '2026-12-12',
    },
  },
  {
    id: 'deck-t-17',
    brief: 'Deck — Pinecrest Realty — agent kickoff breakfast: 90 padfolios, blue, under $25 each, one for each agent. In hands January 8.',
    expect: {
      items: [{ productType: 'padfolio', qty: 90, maxUnitCents: 2500, colour: ['blue', 'navy'], maxProductionDays: 32 }],
      client: ['Pinecrest Realty'],
      event: ['kickoff breakfast', 'agent kickoff'],
      audience: ['agent'],
      inHands: '2027-01-08',
    },
  },
  {
    id: 'deck-t-18',
    brief:
      "Need a deck for Lakeside Rotary's 75th anniversary dinner: 140 desk clocks for the members, under $20 each, and 10 glass awards for the honorees, under $60 each. In hands Tuesday, Dec 15.",
    expect: {
      items: [
        { productType: 'desk clock', qty: 140, maxUnitCents: 2000, maxProductionDays: 14 },
        { productType: 'glass award', qty: 10, maxUnitCents: 6000, maxProductionDays: 14 },
      ],
      client: ['Lakeside Rotary'],
      event: ['75th anniversary dinner', 'anniversary dinner'],
      audience: ['members', 'honorees'],
      inHands: '2026-12-15',
    },
  },
  {
    id: 'deck-t-19',
    brief:
      'deck for fairway summit golf club, member-guest tournament in early February: 144 golf balls, 144 golf towels and 144 packs of golf tees. towels in white. balls under $10, towels under $8.',
    expect: {
      items: [
        { productType: 'golf ball', qty: 144, maxUnitCents: 1000 },
        { productType: 'golf towel', qty: 144, maxUnitCents: 800, colour: 'white' },
      ],
      absent: [{ productType: 'golf tee', qty: 144 }],
      client: ['fairway summit golf club'],
      event: ['member-guest tournament', 'member-guest'],
      inHands: '2027-02',
    },
  },
  {
    id: 'deck-t-20',
    brief: `Hi there,

We'd love a proposal for our spring break welcome bags: 500 beach towels and 500 sunscreens (SPF 30, the small tubes) for hotel guests. We'd need everything in March. Sunscreen needs to be under $2.50 each. Towels in turquoise or teal if you can.

Cheers,
Amelia Ortiz | Guest Experience Manager
Sunset Cove Resort & Spa
1 Ocean Blvd, Bldg C | Key Largo, FL 33037
Reservations 1-800-555-0133 | Direct 305.555.0121
Rated 4.5 stars · 212 oceanfront rooms · Est. 1986`,
    expect: {
      items: [{ productType: 'sunscreen', qty: 500, maxUnitCents: 250 }],
      absent: [{ productType: 'beach towel', qty: 500 }],
      client: ['Sunset Cove Resort'],
      event: ['spring break'],
      audience: ['guests', 'hotel guests'],
      inHands: '2027-03',
    },
  },
  {
    id: 'deck-t-21',
    brief: `FYI they still owe us on the last invoice, get a deposit first. Internal: quote them at list, no club discount this time.

-----Original Message-----
From: Coach Tamsin Reyes <tamsin@cascadetrailrunners.org>
Sent: Saturday, November 21, 2026 9:02 AM
To: orders@northpeakpromo.com
Subject: club gear

Hi! Cascade Trail Runners would like 60 rain jackets and 60 running caps for our members to wear at the Resolution Run. Red caps please, under $12 each.

Tamsin Reyes, Head Coach
Cascade Trail Runners · Est. 2009 · 340 members
Mobile 503-555-0166`,
    expect: {
      items: [{ productType: 'running cap', qty: 60, maxUnitCents: 1200, colour: 'red' }],
      absent: [{ productType: 'rain jacket', qty: 60 }],
      client: ['Cascade Trail Runners'],
      event: ['Resolution Run'],
      audience: ['members'],
      internal: ['owe us', 'last invoice', 'quote them at list', 'club discount'],
    },
  },
  {
    id: 'deck-t-22',
    brief: `Internal: they're also getting quotes from 4imprint, so keep it tight.

Fwd: calendars for 2027
From: Denise Whitlock, Office Manager, Ridgeway Insurance Agency
Sent: Thursday, November 19, 2026 2:47 PM

Hello, we need 500 wall calendars for 2027 to mail to our policyholders, plus 200 desk calendars for the agents' desks. Desk calendars under $4.50 each. Everything by 12/16 please.

Denise Whitlock | Ridgeway Insurance Agency | 18 Main St, Unit 4 | Ridgeway, VA 24148 | 276-555-0172 | Lic. #0G77412`,
    expect: {
      items: [{ productType: 'desk calendar', qty: 200, maxUnitCents: 450, maxProductionDays: 15 }],
      absent: [{ productType: 'wall calendar', qty: 500 }],
      client: ['Ridgeway Insurance Agency', 'Ridgeway Insurance'],
      audience: ['policyholders', 'agents'],
      inHands: '2026-12-16',
      internal: ['4imprint', 'keep it tight'],
    },
  },
  {
    id: 'deck-t-23',
    brief:
      'Slack from Mo: Wanderlust Travel Co. wants a deck for their VIP clients: 300 travel pouches under $6 each, plus 300 passport holders (leather look, navy). In hands Friday the 18th.',
    expect: {
      items: [{ productType: 'travel pouch', qty: 300, maxUnitCents: 600, maxProductionDays: 17 }],
      absent: [{ productType: 'passport holder', qty: 300 }],
      client: ['Wanderlust Travel Co', 'Wanderlust Travel'],
      audience: ['VIP clients'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-t-24',
    brief: "deck for hopworks taproom's 5th anniversary party: 200 pint glasses under $5 and 200 shot glasses. party is Dec 19 (sat).",
    expect: {
      items: [{ productType: 'pint glass', qty: 200, maxUnitCents: 500, maxProductionDays: 17 }],
      absent: [{ productType: 'shot glass', qty: 200 }],
      client: ['hopworks taproom'],
      event: ['anniversary party', '5th anniversary'],
      inHands: '2026-12-19',
    },
  },
  {
    id: 'deck-t-25',
    brief:
      'Deck for Vantage Cloud, for attendees of the Vantage Cloud Summit (their user conference, Feb 9-11 in Austin): 400 phone cases, 400 phone grips under $2.00 and 400 webcam covers under $1.20. In hands by January 29.',
    expect: {
      items: [
        { productType: 'phone grip', qty: 400, maxUnitCents: 200, maxProductionDays: 47 },
        { productType: 'webcam cover', qty: 400, maxUnitCents: 120, maxProductionDays: 47 },
      ],
      absent: [{ productType: 'phone case', qty: 400 }],
      client: ['Vantage Cloud'],
      event: ['Vantage Cloud Summit', 'user conference'],
      audience: ['attendees'],
      inHands: '2027-01-29',
    },
  },
  {
    id: 'deck-t-26',
    brief: `Row from the CRM, deck please:
Halvorsen Medical	President's Club trip (Cabo)	250 duffel bags, charcoal + 250 luggage tags	$6,500 total for the lot	winners get them at the awards lunch Friday, February 26
Note for me: commission split with Dave on this one, 60/40.`,
    expect: {
      items: [{ productType: 'duffel bag', qty: 250, colour: 'charcoal', maxProductionDays: 67 }],
      maxTotalCents: 650000,
      absent: [{ productType: 'luggage tag', qty: 250 }],
      client: ['Halvorsen Medical'],
      event: ["President's Club", 'awards lunch'],
      audience: ['winners'],
      inHands: '2027-02-26',
      internal: ['split with Dave', '60/40'],
    },
  },
  {
    id: 'deck-t-27',
    brief:
      'Deck for Bellweather Manufacturing: retirement gifts for 8 retirees. They asked for engraved wall clocks, and crystal awards as the second option. Under $75 each. The retirement ceremony is Tuesday Dec 22.',
    expect: {
      items: [{ productType: 'crystal award', qty: 8, maxUnitCents: 7500, maxProductionDays: 19 }],
      absent: [{ productType: 'wall clock', qty: 8, maxUnitCents: 7500 }],
      client: ['Bellweather Manufacturing'],
      event: ['retirement ceremony', 'retirement'],
      audience: ['retirees'],
      inHands: '2026-12-22',
    },
  },
  {
    id: 'deck-t-28',
    brief: `Pasted from the client:

"Hi! We're setting up our 35 remote engineers on the internal tools team for 2027: laptop stands and laptop sleeves, $30 per person for the sleeve. Charcoal or gray please. Would need it all a month from today.

Noor Haddad
People Operations Lead, Lattice Robotics Inc.
1200 Technology Pkwy, Suite 400, Austin, TX 78758
Office 512-555-0110 · Cell 512-555-0143
Series B · 140 employees · ISO 9001:2015 certified"`,
    expect: {
      items: [{ productType: 'laptop sleeve', qty: 35, maxUnitCents: 3000, colour: ['charcoal', 'gray'], maxProductionDays: 19 }],
      absent: [{ productType: 'laptop stand', qty: 35 }],
      client: ['Lattice Robotics'],
      audience: ['remote engineers', 'engineers'],
      allow: ['internal'],
    },
  },
  {
    id: 'deck-t-29',
    brief:
      'text from Jess: Sol y Mar Festival organizers (Miami, next April) want 1,000 hand fans under $1 for the crowd and 50 desk fans for the staff tent. deck pls',
    expect: {
      items: [{ productType: 'hand fan', qty: 1000, maxUnitCents: 100 }],
      absent: [{ productType: 'desk fan', qty: 50 }],
      client: ['Sol y Mar Festival'],
      audience: ['crowd', 'staff'],
      inHands: '2027-04',
    },
  },
  {
    id: 'deck-t-30',
    brief: `Good afternoon,

On behalf of the managing partner, we'd like ideas for the partner retreat: 25 money clips, 25 leather journals and 25 card holders. These are for the partners, so please nothing under $30 a piece for the journals.

Kind regards,
Elaine Park
Executive Assistant to the Managing Partner
Whitaker & Lowe LLP
One Liberty Plaza, 38th Floor, New York, NY 10006
T +1 212 555 0198 | F +1 212 555 0199
Founded 1921 · 14 offices · 600 attorneys`,
    expect: {
      items: [
        { productType: 'leather journal', qty: 25, minUnitCents: 3000 },
        { productType: 'card holder', qty: 25 },
      ],
      absent: [{ productType: 'money clip', qty: 25 }],
      client: ['Whitaker & Lowe', 'Whitaker and Lowe'],
      event: ['partner retreat'],
      audience: ['partners'],
    },
  },
  {
    id: 'deck-t-31',
    brief:
      'Slack #decks: Harbor Lights Hotel, turndown amenities for guests: 300 sewing kits and 300 mint tins (gold or navy tins, white imprint), mints under $1.25. Needed two weeks from tomorrow.',
    expect: {
      items: [{ productType: 'mint tin', qty: 300, maxUnitCents: 125, colour: ['gold', 'navy'], maxProductionDays: 8 }],
      absent: [{ productType: 'sewing kit', qty: 300 }],
      client: ['Harbor Lights Hotel'],
      audience: ['guests'],
    },
  },
  {
    id: 'deck-t-32',
    brief:
      'Deck for Northside Tennis Academy booth at the Tri-County Sports Expo, 10 days from now: 500 sun visors (under $4 each), 500 sport bottles and 500 tennis balls.',
    expect: {
      items: [
        { productType: 'sport bottle', qty: 500, maxProductionDays: 5 },
        { productType: ['sun visor', 'visor'], qty: 500, maxUnitCents: 400, maxProductionDays: 5 },
      ],
      absent: [{ productType: 'tennis ball', qty: 500 }],
      client: ['Northside Tennis Academy'],
      event: ['Tri-County Sports Expo', 'Sports Expo'],
    },
  },
  {
    id: 'deck-t-33',
    brief: `Deck from this export (benefits fair):
client,item,qty,color,max_unit,due
Summit Health Partners,stainless water bottle,400,white,$14.00,2027-01-20
For their employees.`,
    expect: {
      items: [{ productType: ['water bottle', 'steel bottle'], qty: 400, maxUnitCents: 1400, colour: 'white', maxProductionDays: 40 }],
      client: ['Summit Health Partners'],
      event: ['benefits fair'],
      audience: ['employees'],
      inHands: '2027-01-20',
    },
  },
  {
    id: 'deck-t-34',
    brief: `Voicemail transcript (11/21, 4:58 PM): "Hi, this is Gregor from Tidewater Marina, slip 42 if you ever stop by. We want 150 cooler bags and 150 bucket hats for our slip holders at the Winter Boat Show, that's Saturday, January 23. Hats have to be tan, that's our color. Call me back at 757-555-0124. Been here since '87, thanks!"`,
    expect: {
      items: [
        { productType: 'cooler bag', qty: 150, maxProductionDays: 42 },
        { productType: 'bucket hat', qty: 150, colour: 'tan', maxProductionDays: 42 },
      ],
      client: ['Tidewater Marina'],
      event: ['Winter Boat Show', 'Boat Show'],
      audience: ['slip holders'],
      inHands: '2027-01-23',
    },
  },
  {
    id: 'deck-t-35',
    brief:
      'slack: Riverbend Brewing Co. wants 40 t-shirts and 40 hats for the taproom staff, within 10 business days. heather grey shirts, under $12 each; hats any color.',
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 40, maxUnitCents: 1200, colour: 'gray', maxProductionDays: 7 },
        { productType: ['cap', 'hat', 'beanie', 'visor'], qty: 40, maxProductionDays: 7 },
      ],
      client: ['Riverbend Brewing Co', 'Riverbend Brewing'],
      audience: ['taproom staff', 'staff'],
    },
  },
  {
    id: 'deck-t-36',
    brief: `INVITATION TO BID — ITB No. 27-031
Oak Valley Unified School District, Purchasing Department, Section 00 21 13

Item 1. Drawstring backpack, royal blue, 3,000 each. Unit price shall not exceed $2.50.
Item 2. No. 2 wood pencil, 3,000 each. Unit price shall not exceed $0.40.

Purpose: spring semester welcome packets for students at 9 elementary schools.
Delivery: F.O.B. destination, 1450 Orchard Ave., Warehouse Dock 2, no later than Monday, February 1, 2027.
A bid bond of 5% is required. Bids close 12/10/2026 at 2:00 PM.`,
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 3000, maxUnitCents: 250, colour: 'royal blue', maxProductionDays: 48 },
        { productType: 'pencil', qty: 3000, maxUnitCents: 40, maxProductionDays: 48 },
      ],
      client: ['Oak Valley Unified School District', 'Oak Valley Unified'],
      event: ['spring semester welcome', 'spring semester'],
      audience: ['students'],
      inHands: '2027-02-01',
    },
  },
  {
    id: 'deck-t-37',
    brief: `Heads up: their buyer got burned on a late order last year. Don't bring up the merger with Great Plains Co-op.

Begin forwarded message:
From: Tom Aldana <t.aldana@prairiegrain.coop>
Subject: Harvest Summit giveaways
Date: November 20, 2026 at 10:15:33 AM CST

Tom here from Prairie Grain Cooperative. For the AgriTech Harvest Summit we need 600 flash drives (16 GB) under $6 and 600 notebooks under $2.50, for the growers who attend. In hands by Tuesday, January 19.

Tom Aldana | Member Services | Prairie Grain Cooperative | 2100 Elevator Rd, Box 17, Salina, KS 67401 | 785-555-0155`,
    expect: {
      items: [
        { productType: 'flash drive', qty: 600, maxUnitCents: 600, maxProductionDays: 39 },
        { productType: 'notebook', qty: 600, maxUnitCents: 250, maxProductionDays: 39 },
      ],
      client: ['Prairie Grain Cooperative', 'Prairie Grain'],
      event: ['AgriTech Harvest Summit', 'Harvest Summit'],
      audience: ['growers'],
      inHands: '2027-01-19',
      internal: ['got burned', 'merger', 'Great Plains'],
    },
  },
  {
    id: 'deck-t-38',
    brief:
      'Deck for Gala Apple Growers Association, their annual meeting on Thursday, January 14: 120 quarter-zips in forest green. Made in USA preferred, ideally under $40 if possible.',
    expect: {
      items: [{ productType: 'quarter-zip', qty: 120, colour: 'forest green', maxProductionDays: 36 }],
      client: ['Gala Apple Growers Association', 'Gala Apple Growers'],
      event: ['annual meeting'],
      inHands: '2027-01-14',
    },
  },
  {
    id: 'deck-t-39',
    brief: `Teams from Ana: Bayshore Children's Museum, holiday open house on Saturday the 19th.
- 500 flying discs, lime, under $2.25
- 300 event wristbands, under 50¢
- 50 t-shirts for the volunteers, safety orange, under $10
internal: the director is the owner's sister-in-law, keep pricing clean.`,
    expect: {
      items: [
        { productType: 'flying disc', qty: 500, maxUnitCents: 225, colour: 'lime', maxProductionDays: 17 },
        { productType: 'event wristband', qty: 300, maxUnitCents: 50, maxProductionDays: 17 },
        { productType: ['t-shirt', 'tee'], qty: 50, maxUnitCents: 1000, colour: 'orange', maxProductionDays: 17 },
      ],
      client: ["Bayshore Children's Museum", 'Bayshore'],
      event: ['holiday open house', 'open house'],
      audience: ['volunteers'],
      inHands: '2026-12-19',
      internal: ["sister-in-law", 'keep pricing clean'],
    },
  },
  {
    id: 'deck-t-40',
    brief: `Hi Sam,

We'd like a hoodie and a water bottle for each of our 150 new hires, in hands by Monday, December 21. Hoodies in burgundy please; bottles any color. We can spend $45 per hire in total.

Thanks so much,
Rachel Nguyen
Talent Experience | Copperline Software
500 Congress Ave, Suite 1500, Austin, TX 78701
p: 512-555-0177 x4410
Founded 2011 · 3 offices · 900+ employees`,
    expect: {
      items: [
        { productType: 'hoodie', qty: 150, colour: 'maroon', maxProductionDays: 18 },
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 150, maxProductionDays: 18 },
      ],
      maxTotalCents: 675000,
      client: ['Copperline Software', 'Copperline'],
      audience: ['new hires'],
      inHands: '2026-12-21',
    },
  },
];
