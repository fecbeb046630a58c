import type { DeckCase } from './deck-cases.js';

/**
 * A second development set for the presentation (deck) writer: 40 briefs (deck-s-01 … deck-s-40)
 * written by an independent helper on 2026-11-30 from public facts only — the catalogue as the API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#presentations, and the reading
 * conventions and types of deck-cases.ts (the judge is deck-judge.ts) — without reading the
 * writer's code, its brief parser, its tests or any other evaluation case.
 *
 * A development set only: it has no held-out twin, so a score on it says how the writer does on
 * briefs it may have been tuned against, not how it generalises.
 *
 * The mix: one-liners ("deck for X: …"), pasted client emails with greetings, signatures, phone
 * numbers, street and suite numbers, Slack-style notes (@mentions, lower case), a forwarded email
 * with the rep's note on top; one item or several with their own quantities, colours and budgets;
 * a total across items, per-person and per-kit budgets (a total across items), a total for one item
 * ("$1,500 for the glasses"), a minimum price, cents ("60 cents", "75¢"), no quantity at all;
 * events and audiences named in many ways; in-hands dates as exact dates, "by the 18th", weekdays
 * with a day ("Friday the 11th", "this Friday (the 27th)"), Saturdays, months, and relative
 * deadlines ("in 3 weeks", "two weeks out"); types the catalogue lacks (socks, toothbrushes,
 * ornaments, stickers, bobbleheads, pennants, bandanas, calculators, hard hats, sunglasses,
 * leashes) beside ones it has; preferences that are not constraints ("would be nice", "if
 * possible"); decoration colours ("logo in white"); and notes for the rep only ("between us",
 * "FYI", "internal:", "just for you", "note to self", "don't mention") whose phrases are `internal`.
 *
 * Every expectation was checked against catalogue-4000.json by .scratch/check-decks-dev-2.ts
 * (types present or absent, a product meeting every item's constraints, totals with the cheapest
 * fitting product per item, production days from the in-hands date).
 */
export const DECK_DEV_2_CASES: DeckCase[] = [
  {
    id: 'deck-s-01',
    brief: 'deck for Harborview Family Clinic: 250 stainless tumblers in navy, under $12 each — it\'s for nurse appreciation week',
    expect: {
      items: [{ productType: 'tumbler', qty: 250, maxUnitCents: 1200, colour: 'navy' }],
      client: ['Harborview Family Clinic', 'Harborview'],
      event: ['nurse appreciation week', 'nurse appreciation'],
    },
  },
  {
    id: 'deck-s-02',
    brief: `Hi Dana,

Hope your week is off to a good start! We're putting together welcome bags for the 180 incoming freshmen at orientation in January. We were thinking a drawstring backpack in green (school colour!) and a spiral notebook inside each one. Could we keep the whole order under $900?

Thanks so much,
Marisol Ortega
Student Life Coordinator
Lakeside Preparatory Academy
1200 Shoreline Dr, Suite 300 · (555) 214-0987`,
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 180, colour: 'green' },
        { productType: 'spiral notebook', qty: 180 },
      ],
      maxTotalCents: 90000,
      client: ['Lakeside Preparatory Academy', 'Lakeside Prep', 'Lakeside'],
      event: ['orientation', 'freshman orientation'],
      audience: ['freshmen', 'freshman', 'incoming freshmen'],
      inHands: '2027-01',
    },
  },
  {
    id: 'deck-s-03',
    brief:
      "ok so Copperline Brewing wants stuff for the taproom's 5th anniversary party — 500 koozies (max $3), 300 pint glasses ($6/glass tops), 150 dad hats in charcoal under $15. same vibe as last year's order #58213. need everything in hand Fri Dec 11. between us they're slow to pay, get the deposit up front",
    expect: {
      items: [
        { productType: 'can cooler', qty: 500, maxUnitCents: 300, maxProductionDays: 12 },
        { productType: 'pint glass', qty: 300, maxUnitCents: 600, maxProductionDays: 12 },
        { productType: 'dad hat', qty: 150, maxUnitCents: 1500, colour: 'charcoal', maxProductionDays: 12 },
      ],
      client: ['Copperline Brewing', 'Copperline'],
      event: ['anniversary party', '5th anniversary', 'anniversary'],
      inHands: '2026-12-11',
      internal: ['slow to pay', 'deposit up front'],
    },
  },
  {
    id: 'deck-s-04',
    brief: 'Deck for First Meridian Bank — year-end thank-you for their 60 branch managers, $45 a head max for a fleece quarter-zip plus a leather journal.',
    expect: {
      items: [
        { productType: 'quarter-zip', qty: 60 },
        { productType: 'leather journal', qty: 60 },
      ],
      maxTotalCents: 270000,
      client: ['First Meridian Bank', 'First Meridian'],
      event: ['year-end thank-you', 'year-end', 'thank-you'],
      audience: ['branch managers', 'managers'],
    },
  },
  {
    id: 'deck-s-05',
    brief: `Hello!

Riverbend Food Bank here. For our volunteer appreciation night on December 15 we'd love 120 tote bags and 120 pairs of socks, both with our logo. Money's tight so please keep the totes to $5 apiece.

Warmly,
Gloria Mendez
Volunteer Coordinator, Riverbend Food Bank
Tel. 555-0142`,
    expect: {
      items: [{ productType: 'tote', qty: 120, maxUnitCents: 500, maxProductionDays: 14 }],
      absent: [{ productType: 'sock', qty: 120 }],
      client: ['Riverbend Food Bank', 'Riverbend'],
      event: ['volunteer appreciation night', 'volunteer appreciation'],
      inHands: '2026-12-15',
    },
  },
  {
    id: 'deck-s-06',
    brief: 'deck for Nimbus Labs: 75 power banks + 75 wireless earbuds for the engineering offsite, $1,800 all in for both, in hands by the 18th',
    expect: {
      items: [
        { productType: 'power bank', qty: 75, maxProductionDays: 17 },
        { productType: 'earbud', qty: 75, maxProductionDays: 17 },
      ],
      maxTotalCents: 180000,
      client: ['Nimbus Labs', 'Nimbus'],
      event: ['engineering offsite', 'offsite'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-s-07',
    brief:
      "Delgado Plumbing & Heating wants cheap leave-behinds their techs can hand homeowners on service calls — tape measure keychains and flashlights, nothing over $4 apiece. No quantity yet, they just want to see what's out there.",
    expect: {
      items: [
        { productType: 'tape measure keychain', maxUnitCents: 400 },
        { productType: 'flashlight', maxUnitCents: 400 },
      ],
      client: ['Delgado Plumbing & Heating', 'Delgado Plumbing', 'Delgado'],
      event: ['service calls', 'service call'],
      audience: ['homeowners'],
    },
  },
  {
    id: 'deck-s-08',
    brief: `Good afternoon,

The Larkspur Hotel would like a turndown gift for our guests over the holidays: a custom-wrapped chocolate bar and a hot cocoa set for each of our 300 rooms. We need to stay at or under $10 per room in total.

Best regards,
Priya Natarajan
Guest Experience Manager | The Larkspur Hotel
88 Harbor Lane`,
    expect: {
      items: [
        { productType: 'chocolate bar', qty: 300 },
        { productType: 'hot cocoa', qty: 300 },
      ],
      maxTotalCents: 300000,
      client: ['The Larkspur Hotel', 'Larkspur Hotel', 'Larkspur'],
      event: ['turndown gift', 'turndown', 'holidays', 'holiday'],
      audience: ['guests'],
    },
  },
  {
    id: 'deck-s-09',
    brief:
      "Tri-County Youth Soccer League: 600 water bottles, royal blue or white, under $5, and 30 coach polos under $25 — all for opening day on March 13. FYI the league president is our CFO's brother-in-law, don't bring it up.",
    expect: {
      items: [
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 600, maxUnitCents: 500, colour: ['royal blue', 'white'], maxProductionDays: 77 },
        { productType: 'polo', qty: 30, maxUnitCents: 2500, maxProductionDays: 77 },
      ],
      client: ['Tri-County Youth Soccer League', 'Tri-County Youth Soccer', 'Tri-County'],
      event: ['opening day'],
      audience: ['players', 'coaches', 'coach'],
      inHands: '2027-03-13',
      internal: ['brother-in-law', 'CFO'],
    },
  },
  {
    id: 'deck-s-10',
    brief: 'Grace Fellowship Church wants 250 white ceramic mugs for the Christmas Eve service, $7 max, in hand Thursday Dec 17',
    expect: {
      items: [{ productType: 'ceramic mug', qty: 250, maxUnitCents: 700, colour: 'white', maxProductionDays: 16 }],
      client: ['Grace Fellowship Church', 'Grace Fellowship'],
      event: ['Christmas Eve service', 'Christmas Eve'],
      inHands: '2026-12-17',
    },
  },
  {
    id: 'deck-s-11',
    brief: `Fwd from Eleanor below. FYI she's price-shopping two other distributors, so be sharp.

---------- Forwarded message ----------
Dear Mr. Patel,

On behalf of Whitfield & Crane LLP, I am writing about our client holiday gifts this year. We would like 150 black padfolios and 150 rollerball pens, with a total not to exceed $2,500. Delivery is needed no later than December 14.

Kind regards,
Eleanor Whitfield
Office Manager, Whitfield & Crane LLP
400 Market Street, 12th Floor`,
    expect: {
      items: [
        { productType: 'padfolio', qty: 150, colour: 'black', maxProductionDays: 13 },
        { productType: 'rollerball pen', qty: 150, maxProductionDays: 13 },
      ],
      maxTotalCents: 250000,
      client: ['Whitfield & Crane LLP', 'Whitfield & Crane', 'Whitfield and Crane'],
      event: ['holiday gifts', 'holiday gift', 'holiday'],
      audience: ['clients', 'client'],
      inHands: '2026-12-14',
      internal: ['price-shopping', 'two other distributors'],
    },
  },
  {
    id: 'deck-s-12',
    brief:
      "deck for Keller Point Realty — closing gifts for their buyers: 100 picnic blankets ($30 each max) + 100 stemless wine glasses, no more than $6 a glass. between us: Jenna will take whatever's cheapest, but lead with the nicer blankets.",
    expect: {
      items: [
        { productType: 'picnic blanket', qty: 100, maxUnitCents: 3000 },
        { productType: 'stemless wine glass', qty: 100, maxUnitCents: 600 },
      ],
      client: ['Keller Point Realty', 'Keller Point'],
      event: ['closing gifts', 'closing gift', 'closing'],
      audience: ['buyers', 'homebuyers', 'home buyers'],
      internal: ["whatever's cheapest", 'lead with the nicer'],
    },
  },
  {
    id: 'deck-s-13',
    brief:
      '@dana Ms. Alvarez at Pinecrest Elementary wants teacher appreciation gifts for 45 teachers, $20/person, she\'s thinking tumblers (likes the 20 oz size if possible). Needs them in 3 weeks.',
    expect: {
      items: [{ productType: 'tumbler', qty: 45, maxUnitCents: 2000, maxProductionDays: 12 }],
      client: ['Pinecrest Elementary', 'Pinecrest'],
      event: ['teacher appreciation'],
      audience: ['teachers'],
    },
  },
  {
    id: 'deck-s-14',
    brief: 'Summit Dental Group — patient goodie bags: 500 toothbrushes, 500 lip balms under $1.50, 500 drawstring backpacks under $3. Two weeks out.',
    expect: {
      items: [
        { productType: 'lip balm', qty: 500, maxUnitCents: 150, maxProductionDays: 7 },
        { productType: 'drawstring backpack', qty: 500, maxUnitCents: 300, maxProductionDays: 7 },
      ],
      absent: [{ productType: 'toothbrush', qty: 500 }],
      client: ['Summit Dental Group', 'Summit Dental'],
      audience: ['patients', 'patient'],
    },
  },
  {
    id: 'deck-s-15',
    brief:
      'Arclight Security is exhibiting at CyberSec Expo in February. For the booth: 1,000 webcam covers under $1.50, 500 phone grips at $2 or less, and 2 retractable banner stands.',
    expect: {
      items: [
        { productType: 'webcam cover', qty: 1000, maxUnitCents: 150 },
        { productType: 'phone grip', qty: 500, maxUnitCents: 200 },
        { productType: 'banner stand', qty: 2 },
      ],
      client: ['Arclight Security', 'Arclight'],
      event: ['CyberSec Expo'],
      inHands: '2027-02',
    },
  },
  {
    id: 'deck-s-16',
    brief: 'Mercy Valley Hospital — onboarding kits for 150 new hires: a laptop backpack, a water bottle and a notebook in each kit, $30 per kit.',
    expect: {
      items: [
        { productType: 'laptop backpack', qty: 150 },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 150 },
        { productType: 'notebook', qty: 150 },
      ],
      maxTotalCents: 450000,
      client: ['Mercy Valley Hospital', 'Mercy Valley'],
      event: ['onboarding'],
      audience: ['new hires'],
    },
  },
  {
    id: 'deck-s-17',
    brief:
      'Hi Sam — Friends of the Eastside Library need everything by their winter gala on Saturday, December 5: 12 crystal awards for the honorees (under $60 each), 250 seed paper bookmarks for guests ($1.25 max), and 250 holiday ornaments if we have them.',
    expect: {
      items: [
        { productType: 'crystal award', qty: 12, maxUnitCents: 6000, maxProductionDays: 7 },
        { productType: 'bookmark', qty: 250, maxUnitCents: 125, maxProductionDays: 7 },
      ],
      absent: [{ productType: 'ornament', qty: 250 }],
      client: ['Friends of the Eastside Library', 'Eastside Library'],
      event: ['winter gala', 'gala'],
      audience: ['honorees', 'guests'],
      inHands: '2026-12-05',
    },
  },
  {
    id: 'deck-s-18',
    brief: `Hey!

Hop Theory Brewing is hosting the Jingle Bell 5K on the 12th and we need runner swag in hand by Friday the 11th: 350 performance tees in red (under $9) and 350 koozies (under $2).

Cheers,
Tom Reyes, Events — Hop Theory Brewing
hoptheory.beer`,
    expect: {
      items: [
        { productType: 'performance tee', qty: 350, maxUnitCents: 900, colour: 'red', maxProductionDays: 12 },
        { productType: 'can cooler', qty: 350, maxUnitCents: 200, maxProductionDays: 12 },
      ],
      client: ['Hop Theory Brewing', 'Hop Theory'],
      event: ['Jingle Bell 5K', '5K'],
      audience: ['runners', 'runner'],
      inHands: '2026-12-11',
    },
  },
  {
    id: 'deck-s-19',
    brief:
      "Deck for Granite State Credit Union — member appreciation month (January): 2,000 pens under 60 cents, 1,000 stickers, 500 tote bags under $3. internal: they're pricing us against 4imprint, keep it sharp.",
    expect: {
      items: [
        { productType: 'pen', qty: 2000, maxUnitCents: 60 },
        { productType: 'tote', qty: 500, maxUnitCents: 300 },
      ],
      absent: [{ productType: 'sticker', qty: 1000 }],
      client: ['Granite State Credit Union', 'Granite State'],
      event: ['member appreciation month', 'member appreciation'],
      inHands: '2027-01',
      internal: ['4imprint', 'pricing us against', 'keep it sharp'],
    },
  },
  {
    id: 'deck-s-20',
    brief: 'Riverhawks (minor league baseball) — giveaways for opening weekend in April: 3,000 foam fingers under $2 each and 3,000 bobbleheads for the fans.',
    expect: {
      items: [{ productType: 'foam finger', qty: 3000, maxUnitCents: 200 }],
      absent: [{ productType: ['bobblehead', 'bobble head'], qty: 3000 }],
      client: ['Riverhawks'],
      event: ['opening weekend'],
      audience: ['fans'],
      inHands: '2027-04',
    },
  },
  {
    id: 'deck-s-21',
    brief:
      "St. Brendan's Parish youth retreat in February — 80 kids. Hoodie + water bottle for each, $35 per kid all-in. Black would be nice for the hoodies. Don't mention the parish council shot down the jacket idea.",
    expect: {
      items: [
        { productType: 'hoodie', qty: 80 },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 80 },
      ],
      maxTotalCents: 280000,
      client: ["St. Brendan's Parish", 'St. Brendan', 'St Brendan', 'Saint Brendan'],
      event: ['youth retreat', 'retreat'],
      audience: ['kids', 'youth', 'teens'],
      inHands: '2027-02',
      internal: ['parish council', 'jacket idea'],
    },
  },
  {
    id: 'deck-s-22',
    brief: 'IBEW Local 412 apprenticeship graduation, Jan 22 — 40 multi-tools under $25 and 40 softshell jackets in black under $60 for the graduates.',
    expect: {
      items: [
        { productType: 'multi-tool', qty: 40, maxUnitCents: 2500, maxProductionDays: 42 },
        { productType: 'softshell jacket', qty: 40, maxUnitCents: 6000, colour: 'black', maxProductionDays: 42 },
      ],
      client: ['IBEW Local 412', 'Local 412'],
      event: ['apprenticeship graduation', 'graduation'],
      audience: ['graduates', 'apprentices'],
      inHands: '2027-01-22',
    },
  },
  {
    id: 'deck-s-23',
    brief: `Hi,

We're planning a New Year wellness retreat here at The Whitmore Hotel & Spa and would like a gift for each of our 150 guests: a yoga mat (under $20) and a cooling towel (under $6). The retreat starts January 2nd, so we need everything by December 30.

Thank you!
Lena Okafor
Spa Director, The Whitmore Hotel & Spa`,
    expect: {
      items: [
        { productType: 'yoga mat', qty: 150, maxUnitCents: 2000, maxProductionDays: 25 },
        { productType: 'cooling towel', qty: 150, maxUnitCents: 600, maxProductionDays: 25 },
      ],
      client: ['The Whitmore Hotel & Spa', 'Whitmore Hotel', 'The Whitmore'],
      event: ['New Year wellness retreat', 'wellness retreat'],
      audience: ['guests'],
      inHands: '2026-12-30',
    },
  },
  {
    id: 'deck-s-24',
    brief: 're Harbor & Main Realty — open house swag: 250 chip clips ($1 each tops) and 250 pens, 75¢ max. they need them this Friday (the 27th)!!',
    expect: {
      items: [
        { productType: 'chip clip', qty: 250, maxUnitCents: 100, maxProductionDays: 2 },
        { productType: 'pen', qty: 250, maxUnitCents: 75, maxProductionDays: 2 },
      ],
      client: ['Harbor & Main Realty', 'Harbor & Main', 'Harbor and Main'],
      event: ['open house'],
      inHands: '2026-11-27',
    },
  },
  {
    id: 'deck-s-25',
    brief:
      'Baxter Lowe LLP is running an internal CLE training day for 160 associates on Jan 14. They want a padfolio and a pen for each attendee, under $25 per person total.',
    expect: {
      items: [
        { productType: 'padfolio', qty: 160, maxProductionDays: 36 },
        { productType: 'pen', qty: 160, maxProductionDays: 36 },
      ],
      maxTotalCents: 400000,
      client: ['Baxter Lowe LLP', 'Baxter Lowe'],
      event: ['CLE training day', 'training day', 'CLE'],
      audience: ['associates', 'attendees'],
      inHands: '2027-01-14',
      allow: ['internal'],
    },
  },
  {
    id: 'deck-s-26',
    brief:
      'deck for Corvid Medical — their field reps get a kit at the sales kickoff on Jan 11: 35 duffel bags (black or charcoal, under $40) and 35 power banks under $20.',
    expect: {
      items: [
        { productType: 'duffel', qty: 35, maxUnitCents: 4000, colour: ['black', 'charcoal'], maxProductionDays: 33 },
        { productType: 'power bank', qty: 35, maxUnitCents: 2000, maxProductionDays: 33 },
      ],
      client: ['Corvid Medical'],
      event: ['sales kickoff', 'kickoff'],
      audience: ['field reps', 'sales reps', 'field team'],
      inHands: '2027-01-11',
      allow: ['reps'],
    },
  },
  {
    id: 'deck-s-27',
    brief: `Hello Dana,

I'm with the Alumni Relations office at Westbrook University. For Spring Alumni Weekend in April we'd like 500 knit beanies in burgundy (under $10 each) and 500 felt pennants.

Many thanks,
Colin Burke
Associate Director, Alumni Relations
Westbrook University | Class of 2009`,
    expect: {
      items: [{ productType: 'beanie', qty: 500, maxUnitCents: 1000, colour: 'maroon' }],
      absent: [{ productType: 'pennant', qty: 500 }],
      client: ['Westbrook University', 'Westbrook'],
      event: ['Spring Alumni Weekend', 'alumni weekend'],
      audience: ['alumni', 'alums'],
      inHands: '2027-04',
    },
  },
  {
    id: 'deck-s-28',
    brief:
      'Hearts for Paws Rescue — adoption day is Saturday, December 12, about 200 adopting families. They want a tote bag and a dog bandana for each family. Totes under $4.',
    expect: {
      items: [{ productType: 'tote', qty: 200, maxUnitCents: 400, maxProductionDays: 12 }],
      absent: [{ productType: 'bandana', qty: 200 }],
      client: ['Hearts for Paws Rescue', 'Hearts for Paws'],
      event: ['adoption day'],
      audience: ['adopting families', 'families', 'adopters'],
      inHands: '2026-12-12',
    },
  },
  {
    id: 'deck-s-29',
    brief:
      "deck for Quillstack: holiday gift for all 230 employees, puffer vests in grey or black, nothing under $30 (they want it to feel premium), up to $55 each. Has to land by Wed Dec 16. just for you: they closed a Series B last month, budget isn't really the issue.",
    expect: {
      items: [{ productType: 'puffer vest', qty: 230, minUnitCents: 3000, maxUnitCents: 5500, colour: ['grey', 'black'], maxProductionDays: 15 }],
      client: ['Quillstack'],
      event: ['holiday gift', 'holiday'],
      audience: ['employees', 'staff', 'team'],
      inHands: '2026-12-16',
      internal: ['Series B', "budget isn't really the issue"],
    },
  },
  {
    id: 'deck-s-30',
    brief: 'Sauvignon Hollow Winery, wine club release party in March — 400 stemless wine glasses, $1,500 for the glasses, plus 400 cork coaster sets under $8.',
    expect: {
      items: [
        { productType: 'stemless wine glass', qty: 400, maxUnitCents: 375 },
        { productType: 'coaster set', qty: 400, maxUnitCents: 800 },
      ],
      client: ['Sauvignon Hollow Winery', 'Sauvignon Hollow'],
      event: ['wine club release party', 'release party'],
      inHands: '2027-03',
    },
  },
  {
    id: 'deck-s-31',
    brief:
      'Eastfield High Booster Club, senior night Feb 12: 150 navy pom beanies with the logo in white, under $10, plus 300 foam fingers for the student section.',
    expect: {
      items: [
        { productType: 'beanie', qty: 150, maxUnitCents: 1000, colour: 'navy', maxProductionDays: 57 },
        { productType: 'foam finger', qty: 300, maxProductionDays: 57 },
      ],
      client: ['Eastfield High Booster Club', 'Eastfield High', 'Eastfield Boosters', 'Eastfield'],
      event: ['senior night'],
      audience: ['student section', 'students', 'seniors'],
      inHands: '2027-02-12',
    },
  },
  {
    id: 'deck-s-32',
    brief:
      'Cornerstone Savings Bank — financial literacy workshops at area high schools this spring: 1,500 calculators, 1,500 pencils (40 cents or less), 1,500 highlighters under $1.',
    expect: {
      items: [
        { productType: 'pencil', qty: 1500, maxUnitCents: 40 },
        { productType: 'highlighter', qty: 1500, maxUnitCents: 100 },
      ],
      absent: [{ productType: 'calculator', qty: 1500 }],
      client: ['Cornerstone Savings Bank', 'Cornerstone Savings', 'Cornerstone'],
      event: ['financial literacy workshop', 'financial literacy'],
      audience: ['high school students', 'students', 'high school'],
    },
  },
  {
    id: 'deck-s-33',
    brief:
      "St. Agnes Medical Center — employee wellness challenge kickoff, 800 staff: a pedometer and a shaker bottle each, pedometers under $6, shakers under $5. FYI don't share: their wellness budget got cut, they may trim quantities later.",
    expect: {
      items: [
        { productType: 'pedometer', qty: 800, maxUnitCents: 600 },
        { productType: 'shaker bottle', qty: 800, maxUnitCents: 500 },
      ],
      client: ['St. Agnes Medical Center', 'St. Agnes', 'Saint Agnes'],
      event: ['wellness challenge'],
      audience: ['staff', 'employees'],
      internal: ['budget got cut', 'trim quantities'],
    },
  },
  {
    id: 'deck-s-34',
    brief: 'Ironclad Builders — Safety Week in March, 250 crew members. A first aid kit for everyone (under $9) and hard hats with the logo.',
    expect: {
      items: [{ productType: 'first aid kit', qty: 250, maxUnitCents: 900 }],
      absent: [{ productType: 'hard hat', qty: 250 }],
      client: ['Ironclad Builders', 'Ironclad'],
      event: ['Safety Week'],
      audience: ['crew members', 'crew'],
      inHands: '2027-03',
    },
  },
  {
    id: 'deck-s-35',
    brief: 'Deck for Brightline Creative, team holiday gift: 60 crewneck sweatshirts in forest green + 60 ceramic mugs. $50/person all-in. In hands Dec 10.',
    expect: {
      items: [
        { productType: 'sweatshirt', qty: 60, colour: 'forest green', maxProductionDays: 11 },
        { productType: 'ceramic mug', qty: 60, maxProductionDays: 11 },
      ],
      maxTotalCents: 300000,
      client: ['Brightline Creative', 'Brightline'],
      event: ['holiday gift', 'holiday'],
      audience: ['team', 'staff', 'employees'],
      inHands: '2026-12-10',
    },
  },
  {
    id: 'deck-s-36',
    brief: `Pine Hollow Country Club / member-guest tournament
- 144 golfers
- each gets golf balls, a golf towel and a visor
- budget $40 per golfer`,
    expect: {
      items: [
        { productType: 'golf ball', qty: 144 },
        { productType: 'golf towel', qty: 144 },
        { productType: 'visor', qty: 144 },
      ],
      maxTotalCents: 576000,
      client: ['Pine Hollow Country Club', 'Pine Hollow'],
      event: ['member-guest tournament', 'member-guest'],
      audience: ['golfers'],
    },
  },
  {
    id: 'deck-s-37',
    brief: "Northgate Community Church — women's retreat in March, 120 women. Journal + candle for each, $25 per person.",
    expect: {
      items: [
        { productType: 'journal', qty: 120 },
        { productType: 'candle', qty: 120 },
      ],
      maxTotalCents: 300000,
      client: ['Northgate Community Church', 'Northgate'],
      event: ["women's retreat", 'womens retreat', 'retreat'],
      audience: ['women', 'attendees'],
      inHands: '2027-03',
    },
  },
  {
    id: 'deck-s-38',
    brief:
      'Fernwood Analytics — booth swag for DataDays 2027 (February): 800 pairs of sunglasses, 800 webcam privacy sliders (max $1), 400 black t-shirts under $8. Note to self: ask about a second order for their Q2 launch.',
    expect: {
      items: [
        { productType: 'privacy slider', qty: 800, maxUnitCents: 100 },
        { productType: ['t-shirt', 'tee'], qty: 400, maxUnitCents: 800, colour: 'black' },
      ],
      absent: [{ productType: 'sunglass', qty: 800 }],
      client: ['Fernwood Analytics', 'Fernwood'],
      event: ['DataDays 2027', 'DataDays'],
      inHands: '2027-02',
      internal: ['second order', 'Q2 launch'],
    },
  },
  {
    id: 'deck-s-39',
    brief: `Hi there!

This is Dr. Amy Chen at Maple Grove Veterinary Clinic. We're celebrating our 10th anniversary with an open house on Saturday, January 9th and want something for our clients: 300 tote bags in natural and 300 pet leashes. Under $5 per tote, please.

Thanks!
Amy
Maple Grove Veterinary Clinic · 2450 Orchard Rd · 555-867-2231

[rep note, internal: Dr. Chen asked for a discount last time, don't offer one up front]`,
    expect: {
      items: [{ productType: 'tote', qty: 300, maxUnitCents: 500, colour: 'natural', maxProductionDays: 32 }],
      absent: [{ productType: 'leash', qty: 300 }],
      client: ['Maple Grove Veterinary Clinic', 'Maple Grove Veterinary', 'Maple Grove Vet', 'Maple Grove'],
      event: ['10th anniversary open house', 'anniversary open house', 'open house'],
      audience: ['clients', 'pet owners'],
      inHands: '2027-01-09',
      internal: ['asked for a discount', 'offer one up front'],
    },
  },
  {
    id: 'deck-s-40',
    brief:
      'Ironworks Fitness new-member welcome kits: 500 shaker bottles in black + 500 resistance band sets, $12 per member. They need them by Friday Dec 4 — rush is fine.',
    expect: {
      items: [
        { productType: 'shaker bottle', qty: 500, colour: 'black', maxProductionDays: 7 },
        { productType: 'resistance band', qty: 500, maxProductionDays: 7 },
      ],
      maxTotalCents: 600000,
      client: ['Ironworks Fitness', 'Ironworks'],
      event: ['welcome kit', 'new-member welcome'],
      audience: ['new members', 'new member', 'members'],
      inHands: '2026-12-04',
    },
  },
];
