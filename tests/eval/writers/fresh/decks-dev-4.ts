import type { DeckCase } from './deck-cases.js';

/**
 * A fourth development set for the deck writer: 40 briefs (deck-u-01 … deck-u-40), written on
 * 2026-12-01 by an independent helper from public facts only —
 * - .scratch/catalogue-4000.json, the whole catalogue as the product's API lists it (names,
 *   categories, colours, price breaks in USD, minimum orders, production days, rush, made in, eco
 *   flags);
 * - docs/product.md#presentations;
 * - the case types and the reading conventions in deck-cases.ts (its header, followed exactly),
 *   and deck-judge.ts for what each expectation checks;
 * - the header comments (only) of decks-dev-2.ts and decks-dev-3.ts, to pick ground they did not
 *   cover —
 * without reading the writer's code, its brief parser, the server, the seed, the UI or the cases
 * of any other evaluation file. A development set only: it has no held-out twin, and none of it
 * moves to a held-out file.
 *
 * The mix, chosen for ground the earlier sets did not cover:
 * - shapes: 7 client replies quoting an earlier message ("On Tue, Nov 17, 2026 at 9:14 AM …
 *   wrote:" and "> " lines holding an older offer with its own quantities, prices and products,
 *   which are not the new request; deck-u-01, 06, 12, 18, 25, 30, 39 — deck-u-25 forwarded with a
 *   rep's note on top), 8 Slack/Teams notes with @mentions and emoji (one a timestamped Teams
 *   thread between two people), 7 CRM note dumps ("Stage: Proposal | Owner: …", with close
 *   dates, deal amounts, probabilities and ticket numbers that are neither deadlines, budgets nor
 *   quantities), 6 meeting/call notes in bullets, 1 rep's to-do list, 1 website quote form, 1
 *   website chat transcript, 4 pasted client emails with signatures, 5 rep one-liners;
 * - quantities as arithmetic ("25 … for each of their 8 branches (so 200)", "18 teams x 15
 *   players", "30 per community x 14 communities", "2 cases of 144", "12 agents per office × 9
 *   offices", "45 a month for Jan, Feb and March", "40 per clinic" for 6 clinics), "a couple
 *   hundred", "200ish", "~350", "about 400", a range ("80-100"); numbers that are not quantities
 *   (sizes "20 oz", "S–3XL"; booth #412, Elks Lodge #1122, station 4, Class of 2009, Est. 1891,
 *   "2,400 members total", 14 communities, 5 terminals, ticket #20931, invoice 4471);
 * - prices that are not budgets: last year's price ("they paid $4.10 a tote last year"), a
 *   competitor's quote ("another vendor quoted us $6.90"), retail ("retail on those tees is like
 *   $25"), a landed cost, CRM "Amount: $6,500" and "Est. value: $3k", and every price of a quoted
 *   older offer;
 * - items (types the catalogue has): 6 briefs with one, 29 with two, 3 with three, 2 with four,
 *   81 in all, each with its own quantity, colour and budget; 9 totals across items (a cap for the
 *   whole order, "$687.50 total", "$1,137.50", per person, per kit, per agent, per driver), cents
 *   ("25¢ or less", "60 cents or less", "$1.40 max", "$687.50", "$1,137.50"), "under a dollar";
 *   typos in product names ("softshel jakets", "travle mugs", "tatoos", "hoodys", "beenie",
 *   "lanyeards");
 * - occasions of many shapes: a ribbon cutting, grand openings, a retirement party, a 5K fun run,
 *   an open enrollment fair, a capital campaign kickoff, a volunteer thank-you luncheon, a sports
 *   banquet, an agent awards breakfast, an agent kickoff, conferences with a city (Rocky Mountain
 *   HR Conference in Denver, a dental annual meeting in Seattle, a sales conference in Nashville, a
 *   half-marathon expo in Tampa), an MLK Day of Service, a driver appreciation week, a holiday
 *   open house, an alumni weekend, a caregiver appreciation day, a cookie swap; audiences of
 *   patients, volunteers, volunteer drivers, donors, alumni, new hires, agents, drivers,
 *   caregivers, members, runners, athletes, kids, attendees, customers, regulars. Clients whose
 *   names hold event or audience words that are NOT the occasion or audience: Open House Realty
 *   (an agent awards breakfast, beside deck-u-21's real holiday open house), Volunteer State Bank
 *   (a ribbon cutting), Donor Network West (a fun run for runners), Alumni Hall Brewing (an
 *   anniversary party), Patient First Urgent Care (new hires), Retirement Living Partners (a
 *   holiday gift for caregivers), Grand Opening Events LLC (a client appreciation dinner);
 * - in-hands: 22 exact dates in Dec 2026 (6 on a Saturday, counted as the Friday before), 12 in
 *   Jan–Feb 2027 (production days far beyond any product's, kept for the rule's sake), 3 months
 *   only ("in January", "2nd week of January", "end of January"), 3 with none; dates that are not
 *   in-hands (a CRM close date 12/04/2026, "send deck by Tuesday", "Can you have something by
 *   Monday?", note and meeting dates); 2 tight deadlines (deck-u-07 Sat Dec 5: one performance
 *   tee fits; deck-u-15 Thu Dec 3, "rush is fine": of the 4 fitting picnic blankets 3 need rush);
 * - 12 types the catalogue lacks, one per brief, beside types it has, none of them in the earlier
 *   headers' lists: rally towels, aprons, beach chairs, wine openers, stadium cups, desk mats, ice
 *   scrapers, picture frames, hand warmers, playing cards, jigsaw puzzles, fanny packs (running
 *   belts) — eight of them kinds whose last word the catalogue uses for something else (Golf
 *   Towel, Camp Chair, Letter Opener, Trophy Cup — asked beside trophy cups in deck-u-10 —, Yoga
 *   Mat, Certificate Frame, Seed Card, Snack Pack); no catalogue name contains any of the phrases,
 *   singular or plural;
 * - notes for the rep alone whose phrases are in `internal`: "between us", "Internal:", "don't
 *   show them", "our margin on the medals is thin", "FYI", "keep that between us", "Rep note:",
 *   "[Agent note — don't show them …]", "don't discount", a note about a colleague's absence.
 *
 * Readings decided beyond the conventions:
 * - A quoted earlier message is history: its quantities, prices and products are not the request
 *   and its prices are not budgets; the reply says what changes. A product of the old offer the
 *   reply drops (banner stands, trucker hats, softshell jackets) is off-brief if shown. A reply
 *   that takes "the Option 1 mugs" asks for that product's type (ceramic mugs) at its new count.
 * - A count made by arithmetic is its product; "a couple hundred", "200ish", "~350" and "about
 *   400" are the round number; a range ("80-100") is read at its lower end (the minimum order must
 *   fit and the budget hold there). "Under a dollar" is 100 cents.
 * - A budget per person, per kit, per agent or per driver across several items is
 *   `maxTotalCents` (the amount × the count); a cap "for the whole order" likewise.
 * - The in-hands date is the need-by date when the brief gives one apart from the event's date
 *   (deck-u-17, 30, 32, 33, 35, 38), else the event's date. A month alone (including "end of
 *   January" and "2nd week of January") is `inHands: 'YYYY-MM'` with no production days. Dates of
 *   the deck itself, of the CRM record or of a meeting are neither.
 * - "Heather grey" is the catalogue's Gray; "burgundy" Maroon (as the conventions say). "A tote"
 *   and "tote bags" accept any catalogue tote (Tote Bag, Shopping Tote, Market Tote, Cotton Tote);
 *   "tees"/"tri-blend tees" the catalogue's T-Shirts; "a gold medal" any medal in Gold (Die-Cast
 *   Medal or Medal with Ribbon); "pens" any pen; "polos" any polo.
 * - An absent type asked without its own count has no qty.
 *
 * How it was checked: .scratch/check-decks-dev-4.ts (imports only this file and reads the
 * catalogue JSON, nothing from server/ or seed/) confirms, as the judge reads them, that every
 * item's productType matches at least one catalogue name (singular/plural/hyphen tolerant) and at
 * least one such product meets all the item's constraints (unit price at the quantity's break,
 * minimum order ≤ qty, a colour word offered, production days ≤ maxProductionDays or rush); that
 * each total budget is met by the cheapest fitting product of each item; that no catalogue name
 * has an absent phrase and none is in the earlier headers' lists; that colours are catalogue
 * colours; that production days follow the in-hands date by the header's rule ("now" Sunday 22
 * November 2026) and every weekday named with a date is that date's; and that quantities (or their
 * arithmetic), clients, occasions, audiences, absent types and internal phrases are in the brief.
 */
export const DECK_DEV_4_CASES: DeckCase[] = [
  {
    id: 'deck-u-01',
    brief: `Re: Mug quote for patient week

Hi Maria,

Thanks for pulling that together, but we've decided to go a different direction. For Patient Appreciation Week we'd like 400 stainless steel tumblers instead — navy or black, under $12 each — and we need them in hand by Friday, December 11.

Best,
Kendra Liu
Practice Manager, Brightline Physical Therapy
(312) 555-0186

On Tue, Nov 17, 2026 at 9:14 AM Maria Alvarez <maria@northstarpromo.com> wrote:
> Hi Kendra,
> As discussed, here is the quote:
> - 250 x 15 oz ceramic mugs @ $5.25 each
> - 250 x SPF 30 lip balm @ $1.10 each
> Production is about 10 business days. Let me know!`,
    expect: {
      items: [{ productType: 'steel tumbler', qty: 400, maxUnitCents: 1200, colour: ['navy', 'black'], maxProductionDays: 12 }],
      client: 'Brightline Physical Therapy',
      event: ['Patient Appreciation Week'],
      audience: ['patient'],
      inHands: '2026-12-11',
    },
  },
  {
    id: 'deck-u-02',
    brief: `#sales-floor · Slack
@dana can you spin up a deck for Volunteer State Bank 🏦 — they're doing a ribbon cutting for the new Franklin branch on Tue Dec 15 🎉✂️
• 25 tote bags for each of their 8 branches (so 200), natural color
• 200 pens too, under $1 each
they paid $4.10 a tote last year w/ another vendor 🙄 — between us, they'll switch if we beat that
thx!! 🙏`,
    expect: {
      items: [
        { productType: 'tote', qty: 200, colour: 'natural', maxProductionDays: 14 },
        { productType: 'pen', qty: 200, maxUnitCents: 100, maxProductionDays: 14 },
      ],
      client: 'Volunteer State Bank',
      event: ['ribbon cutting'],
      inHands: '2026-12-15',
      internal: ["they'll switch if we beat that"],
    },
  },
  {
    id: 'deck-u-03',
    brief: `Account: Open House Realty | Stage: Proposal | Owner: J. Whitfield | Close date: 12/04/2026 | Next step: send deck
Contact: Kim Osei, Office Manager — (615) 555-0123
Notes (11/20): Annual agent awards breakfast is Thu Jan 14. 60 agents attending. Want a fleece quarter-zip for every agent, charcoal or grey, $45 each max. Plus 6 crystal awards for the top producers, under $60 apiece. Kim also asked whether we carry rally towels.
Internal: decision maker is the broker, not Kim — loop him in before pricing.`,
    expect: {
      items: [
        { productType: 'fleece quarter-zip', qty: 60, maxUnitCents: 4500, colour: ['charcoal', 'grey'], maxProductionDays: 36 },
        { productType: 'crystal award', qty: 6, maxUnitCents: 6000, maxProductionDays: 36 },
      ],
      absent: [{ productType: 'rally towel' }],
      client: 'Open House Realty',
      event: ['agent awards breakfast', 'awards breakfast'],
      audience: ['agent'],
      inHands: '2027-01-14',
      internal: ['decision maker is the broker', 'loop him in'],
    },
  },
  {
    id: 'deck-u-04',
    brief: `Meeting notes — Riverbend School District (benefits office), Fri 11/20
Attendees: Carla Jimenez (HR), me
- Event: open enrollment fair, Thu Dec 10, district office gym
- ~350 employees expected
- One lip balm + one pen for everyone who stops by
- Lip balm under $1.50; pens any color, whatever's cheapest
- Carla wants aprons for the 40 cafeteria staff too
- Follow-up: send deck by Tuesday`,
    expect: {
      items: [
        { productType: 'lip balm', qty: 350, maxUnitCents: 150, maxProductionDays: 11 },
        { productType: 'pen', qty: 350, maxProductionDays: 11 },
      ],
      absent: [{ productType: 'apron', qty: 40 }],
      client: 'Riverbend School District',
      event: ['open enrollment fair', 'open enrollment'],
      audience: ['employee'],
      inHands: '2026-12-10',
    },
  },
  {
    id: 'deck-u-05',
    brief: `To do Mon 11/23:
☐ call back Lisa @ Harbor Point Marina re: slip-holder appreciation party (Sat Dec 12)
☐ deck for Harbor Point — 3 koozies for each of their 140 slip holders (420 koozies), under $1.25 ea
☐ + a cooling towel for every slip holder (140)
☐ they asked for beach chairs, check if we carry them
☐ expense report`,
    expect: {
      items: [
        { productType: 'can cooler', qty: 420, maxUnitCents: 125, maxProductionDays: 12 },
        { productType: 'cooling towel', qty: 140, maxProductionDays: 12 },
      ],
      absent: [{ productType: 'beach chair' }],
      client: ['Harbor Point Marina', 'Harbor Point'],
      event: ['slip-holder appreciation party', 'appreciation party'],
      audience: ['slip holder'],
      inHands: '2026-12-12',
    },
  },
  {
    id: 'deck-u-06',
    brief: `RE: Retirement gifts — revised

Hi Tom,

Please scratch both options below. For Dr. Okafor's retirement party on Friday, Dec 18 we now need 120 of the 20 oz tumblers and 120 stemless wine glasses for the guests. Please keep it under $1,400 for both together. Navy tumblers would be nice.

Thank you,
Gloria Park | Executive Assistant to the CMO
Mercy Ridge Hospital | 4400 Ridge Ave, Bldg C, Room 210

On Tue, Nov 17, 2026 at 9:14 AM Tom Reyes <tom@keystonepromo.com> wrote:
> Gloria — two options for the retirement gifts:
> Option A: 75 softshell jackets @ $38.50 each
> Option B: 75 puffer vests @ $41.00 each
> Both include a left-chest logo.`,
    expect: {
      items: [
        { productType: 'tumbler', qty: 120, maxProductionDays: 17 },
        { productType: 'wine glass', qty: 120, maxProductionDays: 17 },
      ],
      maxTotalCents: 140000,
      client: 'Mercy Ridge Hospital',
      event: ['retirement party', 'retirement'],
      audience: ['guest'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-u-07',
    brief: `[Teams] #events-desk
📣 @Priya heads up — Donor Network West is hosting a 5K fun run Sat Dec 5 🏃‍♀️🏃
They need 300 performance tees (sizes S–3XL, royal blue or light blue), under $9 a shirt, and 300 drawstring backpacks for the runners' packets 🎒
fwiw retail on those tees is like $25 lol
Internal: they're slow payers — get a deposit before we place anything 💸`,
    expect: {
      items: [
        { productType: 'performance tee', qty: 300, maxUnitCents: 900, colour: ['royal blue', 'light blue'], maxProductionDays: 7 },
        { productType: 'drawstring backpack', qty: 300, maxProductionDays: 7 },
      ],
      client: 'Donor Network West',
      event: ['5K fun run', 'fun run'],
      audience: ['runner'],
      inHands: '2026-12-05',
      internal: ['slow payers', 'get a deposit'],
    },
  },
  {
    id: 'deck-u-08',
    brief: `New quote request — website form
Name: Priya Natarajan
Company: Alumni Hall Brewing Co.
Phone: (503) 555-0142
Email: priya@alumnihallbrewing.com
Event: Taproom 10th anniversary party
Date needed: 12/19/2026
Quantity: 250 of each
Products: pint glasses (clear) and bottle opener keychains (black)
Budget: $1,100 total
Comments: Do you also do wine openers? Would love a quote on those too.`,
    expect: {
      items: [
        { productType: 'pint glass', qty: 250, colour: 'clear', maxProductionDays: 17 },
        { productType: 'bottle opener', qty: 250, colour: 'black', maxProductionDays: 17 },
      ],
      maxTotalCents: 110000,
      absent: [{ productType: 'wine opener' }],
      client: ['Alumni Hall Brewing'],
      event: ['10th anniversary party', 'anniversary party', 'anniversary'],
      inHands: '2026-12-19',
    },
  },
  {
    id: 'deck-u-09',
    brief: `Website chat transcript — Sat Nov 21, 4:52 PM
Visitor (Marcus, Cedar Valley Credit Union): Hi! We're having a grand opening for our Westgate branch on Saturday, January 9th.
Visitor: Looking for a couple hundred giveaways for members — phone wallets and stylus pens, a couple hundred of each. Under $2 each for both.
Agent: Happy to help! Anything you've used before?
Visitor: Last vendor charged us $2.35 for the wallets, which felt high.
Agent: Got it, I'll pass this along and we'll send you a presentation.
[Agent note — don't show them: pull from the clearance list first, our cost sheet is in the shared drive]`,
    expect: {
      items: [
        { productType: 'phone wallet', qty: 200, maxUnitCents: 200, maxProductionDays: 32 },
        { productType: 'stylus pen', qty: 200, maxUnitCents: 200, maxProductionDays: 32 },
      ],
      client: 'Cedar Valley Credit Union',
      event: ['grand opening'],
      audience: ['member'],
      inHands: '2027-01-09',
      internal: ['clearance list', 'cost sheet', 'shared drive'],
    },
  },
  {
    id: 'deck-u-10',
    brief: `Call notes — Lakeshore Youth Soccer Club (fall sports banquet)
• Banquet is Sat Dec 12, Elks Lodge #1122, 6 pm
• 18 teams x 15 players = 270 players
• One gold medal per player, under $4 each
• 18 trophy cups for the coaches
• They asked about stadium cups for the parents (300)
• our margin on the medals is thin — push the trophies`,
    expect: {
      items: [
        { productType: 'medal', qty: 270, maxUnitCents: 400, colour: 'gold', maxProductionDays: 12 },
        { productType: 'trophy cup', qty: 18, maxProductionDays: 12 },
      ],
      absent: [{ productType: 'stadium cup', qty: 300 }],
      client: 'Lakeshore Youth Soccer Club',
      event: ['fall sports banquet', 'sports banquet', 'banquet'],
      audience: ['player', 'coach'],
      inHands: '2026-12-12',
      internal: ['push the trophies'],
    },
  },
  {
    id: 'deck-u-11',
    brief: `Opportunity: Westfield Insurance Agency — Q1 Agent Kickoff
Stage: Needs Analysis | Owner: Marcus Lee | Amount: $6,500 | Probability: 40%
Primary contact: Dana Price, (614) 555-0199 ext. 212
Details: Kickoff is Wed Feb 3, 2027 in Columbus. 85 agents. Each agent gets a laptop backpack (black or charcoal, $30 max) and a leather journal — $40 per agent for the pair is the ceiling. Dana also asked for desk mats.`,
    expect: {
      items: [
        { productType: 'laptop backpack', qty: 85, maxUnitCents: 3000, colour: ['black', 'charcoal'], maxProductionDays: 50 },
        { productType: 'leather journal', qty: 85, maxProductionDays: 50 },
      ],
      maxTotalCents: 340000,
      absent: [{ productType: 'desk mat' }],
      client: 'Westfield Insurance Agency',
      event: ['agent kickoff', 'kickoff'],
      audience: ['agent'],
      inHands: '2027-02-03',
    },
  },
  {
    id: 'deck-u-12',
    brief: `Re: Holiday gift quote

Hi Sam,

Thanks — but the numbers below were for last year's whole class. This year it's just our alumni volunteers: 180 of them. We'd like a knit beanie in burgundy and a ceramic mug for each, no more than $8 a person for the two together. We need them in hand by Wednesday, December 16.

Warmly,
Jo Whitaker, Class of 2009
Northgate University Alumni Association
Alumni House, 12 College Row

On Tue, Nov 17, 2026 at 9:14 AM Sam Ortiz <sam@brightpromo.com> wrote:
> Hi Jo, here's what we quoted last year for reference:
> 500 x 11 oz ceramic mugs @ $3.95
> 500 x knit beanies @ $6.40
> Total: $5,175.00`,
    expect: {
      items: [
        { productType: 'knit beanie', qty: 180, colour: 'maroon', maxProductionDays: 15 },
        { productType: 'ceramic mug', qty: 180, maxProductionDays: 15 },
      ],
      maxTotalCents: 144000,
      client: ['Northgate University Alumni Association', 'Northgate University'],
      event: ['holiday gift', 'holiday'],
      audience: ['alumni volunteer', 'volunteer'],
      inHands: '2026-12-16',
    },
  },
  {
    id: 'deck-u-13',
    brief: `hey @jordan 👋 Patient First Urgent Care is onboarding new hires all through Q1 — 45 a month for Jan, Feb and March, so 135 welcome kits 🎁
each kit: a water bottle, a full-zip hoodie (navy), and a spiral notebook
≤ $25 per kit all-in, and they want the kits in hand in January
FYI they're also talking to Promo Depot so speed matters ⏱️`,
    expect: {
      items: [
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 135 },
        { productType: 'full-zip hoodie', qty: 135, colour: 'navy' },
        { productType: 'spiral notebook', qty: 135 },
      ],
      maxTotalCents: 337500,
      client: 'Patient First Urgent Care',
      event: ['onboarding', 'welcome kit'],
      audience: ['new hire'],
      inHands: '2027-01',
      internal: ['Promo Depot', 'speed matters'],
    },
  },
  {
    id: 'deck-u-14',
    brief: `deck for Greenway Landscaping — driver safety awards thurs dec 17, 65 drivers: 65 softshel jakets in forest green under $40, + 65 travle mugs. also ice scrapers for the trucks if we have em`,
    expect: {
      items: [
        { productType: 'softshell jacket', qty: 65, maxUnitCents: 4000, colour: 'forest green', maxProductionDays: 16 },
        { productType: 'travel mug', qty: 65, maxProductionDays: 16 },
      ],
      absent: [{ productType: 'ice scraper' }],
      client: 'Greenway Landscaping',
      event: ['driver safety awards', 'safety awards'],
      audience: ['driver'],
      inHands: '2026-12-17',
    },
  },
  {
    id: 'deck-u-15',
    brief: `Microsoft Teams — chat with Kelsey Moore
[10:02 AM] Kelsey Moore: need a deck for Riverside Home Builders Alliance 🙏
[10:03 AM] Kelsey Moore: it's their volunteer thank-you luncheon, Thu Dec 3 — 150 volunteers
[10:04 AM] Kelsey Moore: they loved the picnic blankets + campfire mugs idea. blankets $15 max, mugs $10 max
[10:05 AM] Aaron Diaz: 👍 that's tight, is rush ok?
[10:05 AM] Kelsey Moore: yes rush is fine, they'll pay the fee`,
    expect: {
      items: [
        { productType: 'picnic blanket', qty: 150, maxUnitCents: 1500, maxProductionDays: 6 },
        { productType: 'campfire mug', qty: 150, maxUnitCents: 1000, maxProductionDays: 6 },
      ],
      client: 'Riverside Home Builders Alliance',
      event: ['volunteer thank-you luncheon', 'thank-you luncheon', 'luncheon'],
      audience: ['volunteer'],
      inHands: '2026-12-03',
    },
  },
  {
    id: 'deck-u-16',
    brief: `Org: St. Brigid's Academy Foundation | Stage: Proposal Sent → Revising | Owner: Lauren K. | Last activity: 11/19
Campaign: "Building Tomorrow" capital campaign kickoff dinner, Fri Jan 22, 2027
Ask: 75 donor gifts total —
  · 15 walnut plaques for the lead donors, under $55 each
  · 60 padfolios (black) for everyone else
  · Sister Anne wondered about picture frames for the class photos too`,
    expect: {
      items: [
        { productType: 'walnut plaque', qty: 15, maxUnitCents: 5500, maxProductionDays: 42 },
        { productType: 'padfolio', qty: 60, colour: 'black', maxProductionDays: 42 },
      ],
      absent: [{ productType: 'picture frame' }],
      client: ["St. Brigid's Academy", "Saint Brigid's Academy"],
      event: ['capital campaign kickoff', 'capital campaign'],
      audience: ['donor'],
      inHands: '2027-01-22',
    },
  },
  {
    id: 'deck-u-17',
    brief: `Subject: Booth giveaways — Rocky Mountain HR Conference (Denver)

Hi there,

We're exhibiting at the Rocky Mountain HR Conference in Denver, January 27–29, 2027 (booth #412) and need giveaways for attendees:
- 500 phone grips
- 500 webcam covers
Each under a dollar, please. We'll also need 2 navy table throws for the booth.
Everything has to reach our office by Wednesday, January 20.

Thanks!
Ana Ruiz, Marketing Coordinator
Keystone Payroll Services
1800 Larimer St, Suite 900, Denver, CO 80202
303-555-0177`,
    expect: {
      items: [
        { productType: 'phone grip', qty: 500, maxUnitCents: 100, maxProductionDays: 40 },
        { productType: 'webcam cover', qty: 500, maxUnitCents: 100, maxProductionDays: 40 },
        { productType: 'table throw', qty: 2, colour: 'navy', maxProductionDays: 40 },
      ],
      client: 'Keystone Payroll Services',
      event: ['Rocky Mountain HR Conference', 'HR Conference'],
      audience: ['attendee'],
      inHands: '2027-01-20',
    },
  },
  {
    id: 'deck-u-18',
    brief: `Re: Health fair quote

Hi Jess,

Let's bump the numbers: instead of the 100 below we need 250 stress balls and 250 lanyards for our community health fair on Wednesday, Dec 9. Please keep the lanyards under $1.50 each.

Omar Haddad
Outreach Coordinator, Eastside Community Health Center
2150 E 7th St, Unit 4 · (323) 555-0110

On Tue, Nov 17, 2026 at 9:14 AM Jess Tran <jess@brightpromo.com> wrote:
> Hi Omar, as discussed: 100 stress balls at $1.19 and 100 lanyards at $2.05 (setup included).
> Let me know if you'd like to move ahead!`,
    expect: {
      items: [
        { productType: 'stress ball', qty: 250, maxProductionDays: 10 },
        { productType: 'lanyard', qty: 250, maxUnitCents: 150, maxProductionDays: 10 },
      ],
      client: 'Eastside Community Health Center',
      event: ['community health fair', 'health fair'],
      inHands: '2026-12-09',
    },
  },
  {
    id: 'deck-u-19',
    brief: `Marlow Dental Group staff holiday party — 80-100 wireless chargers, black or white, under $15, need by Fri Dec 18`,
    expect: {
      items: [{ productType: 'wireless charger', qty: 80, maxUnitCents: 1500, colour: ['black', 'white'], maxProductionDays: 17 }],
      client: 'Marlow Dental Group',
      event: ['holiday party'],
      audience: ['staff'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-u-20',
    brief: `Kickoff call — Retirement Living Partners (senior living, 14 communities)
- Holiday gift for their caregivers: 30 per community x 14 communities = 420
- Crewneck sweatshirts, heather grey, under $22
- Also asked about hand warmers to go with them
- Must be in hand Mon Dec 14 — they hand them out at each community that week
- Billing goes to the Tulsa office (Suite 300)`,
    expect: {
      items: [{ productType: 'crewneck sweatshirt', qty: 420, maxUnitCents: 2200, colour: 'grey', maxProductionDays: 13 }],
      absent: [{ productType: 'hand warmer' }],
      client: 'Retirement Living Partners',
      event: ['holiday gift', 'holiday'],
      audience: ['caregiver'],
      inHands: '2026-12-14',
    },
  },
  {
    id: 'deck-u-21',
    brief: `@mike 🚨 Tri-County Fire Rescue is doing their holiday open house Sat Dec 12 🎄🚒
kids get: temporary tatoos (1,000 of them, 25¢ or less each) + wood pencils (500, 60 cents or less)
station 4's captain is the contact, cell 555-0148`,
    expect: {
      items: [
        { productType: 'temporary tattoo', qty: 1000, maxUnitCents: 25, maxProductionDays: 12 },
        { productType: 'wood pencil', qty: 500, maxUnitCents: 60, maxProductionDays: 12 },
      ],
      client: 'Tri-County Fire Rescue',
      event: ['holiday open house', 'open house'],
      audience: ['kid', 'children'],
      inHands: '2026-12-12',
    },
  },
  {
    id: 'deck-u-22',
    brief: `Lead: Lone Star Propane | Owner: R. Garza | Stage: Qualified | Source: Trade show
Note 11/20: Drivers' winter safety meeting, 2nd week of January. 95 drivers. Thinking a black puffer vest (≤ $35) plus an LED flashlight for each driver.
Quote sent 10/02 for 95 caps @ $7.80 — they passed.
Internal: credit hold until invoice 4471 clears.`,
    expect: {
      items: [
        { productType: 'puffer vest', qty: 95, maxUnitCents: 3500, colour: 'black' },
        { productType: 'led flashlight', qty: 95 },
      ],
      client: 'Lone Star Propane',
      event: ['winter safety meeting', 'safety meeting'],
      audience: ['driver'],
      inHands: '2027-01',
      internal: ['credit hold', 'invoice 4471'],
    },
  },
  {
    id: 'deck-u-23',
    brief: `Hello!

For our new-student orientation on Monday, January 11 at Pinecrest Community College, we'd like quotes on:
1. 600 drawstring backpacks in royal blue (under $3)
2. 600 spiral notebooks (under $2.50)
3. 600 black rollerball pens, under $1.25
4. 40 navy polos for our orientation leaders, under $30 each

Thank you,
Dr. Renee Castillo
Dean of Student Life, Pinecrest Community College
Student Center, Room 118 · 541-555-0193`,
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 600, maxUnitCents: 300, colour: 'royal blue', maxProductionDays: 33 },
        { productType: 'spiral notebook', qty: 600, maxUnitCents: 250, maxProductionDays: 33 },
        { productType: 'rollerball pen', qty: 600, maxUnitCents: 125, colour: 'black', maxProductionDays: 33 },
        { productType: 'polo', qty: 40, maxUnitCents: 3000, colour: 'navy', maxProductionDays: 33 },
      ],
      client: 'Pinecrest Community College',
      event: ['new-student orientation', 'orientation'],
      audience: ['new student', 'student', 'orientation leader'],
      inHands: '2027-01-11',
    },
  },
  {
    id: 'deck-u-24',
    brief: `Hi @Sofia 👋 Meals on Wheels of Kent County is throwing a volunteer thank-you for their drivers on Thu Dec 10 💙
220 volunteer drivers. They'd like an insulated cooler bag for each (under $8) and a deck of playing cards 🃏
Can you have something by Monday? 🙏`,
    expect: {
      items: [{ productType: 'cooler bag', qty: 220, maxUnitCents: 800, maxProductionDays: 11 }],
      absent: [{ productType: 'playing card', qty: 220 }],
      client: 'Meals on Wheels of Kent County',
      event: ['volunteer thank-you', 'thank-you'],
      audience: ['volunteer driver', 'driver', 'volunteer'],
      inHands: '2026-12-10',
    },
  },
  {
    id: 'deck-u-25',
    brief: `Rep note: don't show them the Option B pricing — they balked at it.

---------- Forwarded message ---------
From: Nina Brooks <nbrooks@harborlinesupply.com>
Date: Fri, Nov 20, 2026 at 3:41 PM
Subject: Re: Sales conference hats

Hi Chris,

Thanks for the options below. We'd rather go with 300 black snapback caps (max $9 each) and add 300 Bluetooth speakers under $20 for our sales conference in Nashville. We need everything by Tuesday, January 12.

Nina Brooks | Harborline Supply

On Tue, Nov 17, 2026 at 9:14 AM Chris Dunn <chris@keystonepromo.com> wrote:
> Option A: 300 dad hats @ $8.40
> Option B: 300 trucker hats @ $11.25`,
    expect: {
      items: [
        { productType: 'snapback cap', qty: 300, maxUnitCents: 900, colour: 'black', maxProductionDays: 34 },
        { productType: 'bluetooth speaker', qty: 300, maxUnitCents: 2000, maxProductionDays: 34 },
      ],
      client: 'Harborline Supply',
      event: ['sales conference'],
      inHands: '2027-01-12',
      internal: ['Option B pricing', 'they balked'],
    },
  },
  {
    id: 'deck-u-26',
    brief: `Little Sprouts Pediatrics wants goody-bag fillers for their patients: 500 flying discs in orange or lime, $2 max each, and 500 jigsaw puzzles if anyone makes them`,
    expect: {
      items: [{ productType: 'flying disc', qty: 500, maxUnitCents: 200, colour: ['orange', 'lime'] }],
      absent: [{ productType: 'jigsaw puzzle', qty: 500 }],
      client: 'Little Sprouts Pediatrics',
      audience: ['patient'],
    },
  },
  {
    id: 'deck-u-27',
    brief: `Notes — Westview HS Booster Club, winter sports banquet (Mon Dec 21)
• 3 teams (basketball, wrestling, swim) × ~40 athletes = 120
• pullover hoodys w/ team names, maroon or black, ≤ $28
• 120 sport bottles
• the 22 seniors also get a certificate frame
• booster club paid $31 a hoodie last year — keep that between us`,
    expect: {
      items: [
        { productType: 'pullover hoodie', qty: 120, maxUnitCents: 2800, colour: ['maroon', 'black'], maxProductionDays: 18 },
        { productType: 'sport bottle', qty: 120, maxProductionDays: 18 },
        { productType: 'certificate frame', qty: 22, maxProductionDays: 18 },
      ],
      client: ['Westview HS Booster Club', 'Westview High School Booster Club', 'Westview Booster Club'],
      event: ['winter sports banquet', 'sports banquet'],
      audience: ['athlete', 'senior'],
      inHands: '2026-12-21',
      internal: ['paid $31'],
    },
  },
  {
    id: 'deck-u-28',
    brief: `Account: Bluebird Coffee Roasters | Owner: T. Nguyen | Stage: Negotiation | Next: send deck Mon
Grand opening of their 3rd café, Sat Dec 19. First 150 customers through the door get a black travel mug + a single-serve coffee pouch.
Hard cap $1,137.50 for the whole order.`,
    expect: {
      items: [
        { productType: 'travel mug', qty: 150, colour: 'black', maxProductionDays: 17 },
        { productType: 'coffee pouch', qty: 150, maxProductionDays: 17 },
      ],
      maxTotalCents: 113750,
      client: 'Bluebird Coffee Roasters',
      event: ['grand opening'],
      audience: ['customer'],
      inHands: '2026-12-19',
    },
  },
  {
    id: 'deck-u-29',
    brief: `Hi!

Grand Opening Events LLC here — we plan ribbon cuttings for a living, but this time it's our own client appreciation dinner, Tuesday, December 8. We'd like 50 aromatherapy candles (under $18 each) and 50 cookie gift boxes for our clients.

Cheers,
Tasha Greene, Owner
Grand Opening Events LLC · 77 Main St, Suite 5B · (919) 555-0164`,
    expect: {
      items: [
        { productType: 'aromatherapy candle', qty: 50, maxUnitCents: 1800, maxProductionDays: 9 },
        { productType: 'gift box', qty: 50, maxProductionDays: 9 },
      ],
      client: 'Grand Opening Events',
      event: ['client appreciation dinner', 'appreciation dinner'],
      audience: ['client'],
      inHands: '2026-12-08',
    },
  },
  {
    id: 'deck-u-30',
    brief: `Re: Day of Service shirts

Thanks Ron — approved with changes:
1) go with tri-blend tees instead of the cotton ones, 240 total (S–3XL mix), teal
2) drop the tumblers; do 240 koozies instead
3) no banner stands this time
We need everything by Friday, January 8 for our MLK Day of Service.

— Keisha Adams, Hands On Tulsa

On Tue, Nov 17, 2026 at 9:14 AM Ron Patel <ron@prairiepromo.com> wrote:
> Keisha, here's the quote:
> 240 x cotton t-shirts @ $6.75
> 240 x 20 oz steel tumblers @ $14.20
> 2 x banner stands @ $89.00`,
    expect: {
      items: [
        { productType: 'tri-blend t-shirt', qty: 240, colour: 'teal', maxProductionDays: 32 },
        { productType: 'can cooler', qty: 240, maxProductionDays: 32 },
      ],
      client: 'Hands On Tulsa',
      event: ['MLK Day of Service', 'Day of Service'],
      inHands: '2027-01-08',
    },
  },
  {
    id: 'deck-u-31',
    brief: `Midtown Lanes bowling league night — 2 cases of 144 pint glasses (so 288), clear, under $4 a glass`,
    expect: {
      items: [{ productType: 'pint glass', qty: 288, maxUnitCents: 400, colour: 'clear' }],
      client: 'Midtown Lanes',
      event: ['league night'],
    },
  },
  {
    id: 'deck-u-32',
    brief: `Ticket #20931 | Account: Swift Haul Logistics | Owner: Becca | Stage: Proposal
Driver Appreciation Week is Dec 14–18. 310 drivers across 5 terminals.
One car charger + one travel mug per driver, $7 per driver total, in hand by Friday Dec 11.
Note: Becca is out Thursday — send the deck to me.`,
    expect: {
      items: [
        { productType: 'car charger', qty: 310, maxProductionDays: 12 },
        { productType: 'travel mug', qty: 310, maxProductionDays: 12 },
      ],
      maxTotalCents: 217000,
      client: 'Swift Haul Logistics',
      event: ['Driver Appreciation Week'],
      audience: ['driver'],
      inHands: '2026-12-11',
      internal: ['Becca is out Thursday'],
    },
  },
  {
    id: 'deck-u-33',
    brief: `Notes — Bayfront Half Marathon (expo + packet pickup, Tampa, Sat Jan 30)
- 1,500 runners registered
- Sunscreen for every runner, $1.40 max
- Cooling towels only for the 250 VIP runners
- Race director asked if we have fanny packs (running belts) — check
- Everything in hand by Mon Jan 25`,
    expect: {
      items: [
        { productType: 'sunscreen', qty: 1500, maxUnitCents: 140, maxProductionDays: 43 },
        { productType: 'cooling towel', qty: 250, maxProductionDays: 43 },
      ],
      absent: [{ productType: ['fanny pack', 'running belt'] }],
      client: 'Bayfront Half Marathon',
      event: ['half marathon', 'expo', 'packet pickup'],
      audience: ['runner'],
      inHands: '2027-01-25',
    },
  },
  {
    id: 'deck-u-34',
    brief: `Heads-up @Tara 🏌️ Oakmont Golf Club annual awards dinner is Fri Dec 11
• 24 glass awards, under $50 each
• 150 golf umbrellas for the members, navy or black, $22 max
we're at 38% on the umbrellas, don't discount 🤫`,
    expect: {
      items: [
        { productType: 'glass award', qty: 24, maxUnitCents: 5000, maxProductionDays: 12 },
        { productType: 'golf umbrella', qty: 150, maxUnitCents: 2200, colour: ['navy', 'black'], maxProductionDays: 12 },
      ],
      client: 'Oakmont Golf Club',
      event: ['annual awards dinner', 'awards dinner'],
      audience: ['member'],
      inHands: '2026-12-11',
      internal: ['38%', "don't discount"],
    },
  },
  {
    id: 'deck-u-35',
    brief: `Hello,

Ridgeline College is hosting Alumni Weekend February 12–14, 2027, and we expect about 400 alumni. We'd like a navy pom beenie for each alum and 400 lapel pins. Another vendor quoted us $6.90 for the beanies; we'd like to spend no more than $6.50 each on those. Please have everything to us by Friday, February 5.

Best regards,
Owen Marsh
Director of Alumni Relations, Ridgeline College
Est. 1891 · Alumni Center, 200 Ridge Rd`,
    expect: {
      items: [
        { productType: 'pom beanie', qty: 400, maxUnitCents: 650, colour: 'navy', maxProductionDays: 52 },
        { productType: 'lapel pin', qty: 400, maxProductionDays: 52 },
      ],
      client: 'Ridgeline College',
      event: ['Alumni Weekend'],
      audience: ['alumni', 'alum'],
      inHands: '2027-02-05',
    },
  },
  {
    id: 'deck-u-36',
    brief: `@Luis 🙌 quick one: Sunbelt Title Co. wants closing gifts for their agents — 12 agents per office × 9 offices = 108
a weekly planner + a notebook & pen set for each, $12 per agent tops
needs to land by end of January 📅`,
    expect: {
      items: [
        { productType: 'weekly planner', qty: 108 },
        { productType: 'pen set', qty: 108 },
      ],
      maxTotalCents: 129600,
      client: ['Sunbelt Title'],
      event: ['closing gift'],
      audience: ['agent'],
      inHands: '2027-01',
    },
  },
  {
    id: 'deck-u-37',
    brief: `Company: Northline Electric Cooperative | Stage: Discovery | Owner: Priyanka S. | Est. value: $3k
Member annual meeting — Sat Jan 23, 2027, county fairgrounds
Looking at 200ish LED flashlights for members + first aid kits (same qty), kits under $8
Est. 2,400 members total but only ~200 attend`,
    expect: {
      items: [
        { productType: 'led flashlight', qty: 200, maxProductionDays: 42 },
        { productType: 'first aid kit', qty: 200, maxUnitCents: 800, maxProductionDays: 42 },
      ],
      client: 'Northline Electric Cooperative',
      event: ['annual meeting'],
      audience: ['member'],
      inHands: '2027-01-23',
    },
  },
  {
    id: 'deck-u-38',
    brief: `Call w/ Pacific Northwest Dental Association — annual meeting, Seattle, March 4–6, 2027
- 900 attendees
- a tote for each attendee, under $4
- 900 badge holders + 900 lanyeards (green)
- speaker gifts: 30 wireless earbuds, under $30
- needs to be at the convention center by Wed Feb 24`,
    expect: {
      items: [
        { productType: 'tote', qty: 900, maxUnitCents: 400, maxProductionDays: 65 },
        { productType: 'badge holder', qty: 900, maxProductionDays: 65 },
        { productType: 'lanyard', qty: 900, colour: 'green', maxProductionDays: 65 },
        { productType: 'wireless earbuds', qty: 30, maxUnitCents: 3000, maxProductionDays: 65 },
      ],
      client: 'Pacific Northwest Dental Association',
      event: ['annual meeting'],
      audience: ['attendee', 'speaker'],
      inHands: '2027-02-24',
    },
  },
  {
    id: 'deck-u-39',
    brief: `Re: Caregiver appreciation quote

Sounds great, Dev. Let's do the Option 1 mugs, but for all 6 clinics — 40 per clinic, so 240 — and please add 240 pill organizers. We need them by Wednesday, December 16 for Caregiver Appreciation Day.

Thanks,
Laura Kim, Silver Years Home Care

On Tue, Nov 17, 2026 at 9:14 AM Dev Sharma <dev@bluepeakpromo.com> wrote:
> Option 1: 11 oz ceramic mug — 100 @ $4.25
> Option 2: 15 oz campfire mug — 100 @ $7.10`,
    expect: {
      items: [
        { productType: 'ceramic mug', qty: 240, maxProductionDays: 15 },
        { productType: 'pill organizer', qty: 240, maxProductionDays: 15 },
      ],
      client: 'Silver Years Home Care',
      event: ['Caregiver Appreciation Day', 'caregiver appreciation'],
      audience: ['caregiver'],
      inHands: '2026-12-16',
    },
  },
  {
    id: 'deck-u-40',
    brief: `deck for Maple Street Bakery's holiday cookie swap — 75 cork coaster sets + 75 candy jars for their regulars, $687.50 total for everything. don't show them our $4.10 landed cost on the jars`,
    expect: {
      items: [
        { productType: 'coaster set', qty: 75 },
        { productType: 'candy jar', qty: 75 },
      ],
      maxTotalCents: 68750,
      client: 'Maple Street Bakery',
      event: ['holiday cookie swap', 'cookie swap'],
      audience: ['regular'],
      internal: ['landed cost'],
    },
  },
];
