import type { DeckCase } from './deck-cases.js';

/**
 * The held-out half of the deck writer's fresh cases (deck-cases.ts explains how they were written,
 * split and read): the 2nd, 4th, 6th… of all cases in plain string order of id.
 */
export const DECK_HELD_OUT_CASES: DeckCase[] = [
  {
    id: 'deck-r-02',
    brief: `Pasting the client's email below, please build a deck.

---
Hi Sam,

We're hosting our annual customer appreciation golf outing on June 12 at Pine Ridge CC. Looking for 144 golf towels and 144 sleeves of golf balls for the gift bags, plus 12 golf umbrellas for the raffle. Total budget is $3,500 for everything.

Thanks!
Maria Lopez
Events Manager, Northfield Credit Union
1220 Lake Shore Dr, Suite 400, Chicago IL 60610
(312) 555-0184`,
    expect: {
      items: [
        { productType: 'golf towel', qty: 144 },
        { productType: 'golf ball', qty: 144 },
        { productType: 'golf umbrella', qty: 12 },
      ],
      maxTotalCents: 350_000,
      client: 'Northfield Credit Union',
      event: ['golf outing', 'golf tournament', 'golf event'],
      inHands: '2027-06-12',
    },
  },
  {
    id: 'deck-r-04',
    brief: 'Deck for Harbor Yacht Club summer regatta: 200 sunglasses, 200 koozies and 200 beach balls. Under $4 each.',
    expect: {
      items: [
        { productType: 'can cooler', qty: 200, maxUnitCents: 400 },
        { productType: 'beach ball', qty: 200, maxUnitCents: 400 },
      ],
      absent: [{ productType: 'sunglasses', qty: 200, maxUnitCents: 400 }],
      client: 'Harbor Yacht Club',
      event: ['regatta'],
    },
  },
  {
    id: 'deck-r-06',
    brief: 'Sales kickoff deck for Ironclad Software: 120 backpacks, 120 power banks and 120 hardcover journals, one of each per attendee. Total budget $15,000. SKO is in Austin Jan 19-21.',
    expect: {
      items: [
        { productType: 'backpack', qty: 120 },
        { productType: 'power bank', qty: 120 },
        { productType: 'hardcover journal', qty: 120 },
      ],
      maxTotalCents: 1_500_000,
      client: 'Ironclad Software',
      event: ['sales kickoff', 'kickoff', 'SKO'],
      audience: ['attendee', 'sales team', 'team'],
      inHands: '2027-01',
    },
  },
  {
    id: 'deck-r-08',
    brief:
      "Build a deck for Cobalt Logistics' driver safety program: 400 breakaway lanyards and 400 flashlights. Lanyards in orange if possible. " +
      "FYI margin is thin on this one, keep to catalogue pricing and don't offer discounts. Drivers get them at the March safety meeting.",
    expect: {
      items: [
        { productType: 'breakaway safety lanyard', qty: 400 },
        { productType: 'flashlight', qty: 400 },
      ],
      client: 'Cobalt Logistics',
      event: ['safety meeting', 'safety program'],
      audience: ['driver'],
      inHands: '2027-03',
      internal: ['margin is thin', 'discount'],
    },
  },
  {
    id: 'deck-r-10',
    brief: `Client email, deck please:

Good morning,

Our 25th anniversary gala is Saturday, February 6, 2027 at the Westin (320 N Dearborn). We'd like to give each of our 180 guests a gift: a wine glass or pint glass with our logo, plus a box of gourmet cookies. Budget is $10 a guest for the glass and $8 for the cookies. We'll also need 10 crystal awards for our honorees.

Best regards,
Theodore Quinn
Director of Development | Lakeshore Children's Foundation
Direct: 312-555-0147 | Mobile: 773-555-0199`,
    expect: {
      items: [
        { productType: ['wine glass', 'pint glass'], qty: 180, maxUnitCents: 1000 },
        { productType: 'cookie gift box', qty: 180, maxUnitCents: 800 },
        { productType: 'crystal award', qty: 10 },
      ],
      client: ["Lakeshore Children's Foundation", 'Lakeshore'],
      event: ['gala', 'anniversary'],
      audience: ['guest', 'honoree'],
      inHands: '2027-02-06',
    },
  },
  {
    id: 'deck-r-12',
    brief: 'Deck: Meridian Bank branch reopening, 1,500 pens, 1,500 mint tins, 300 tote bags. Pens must come in under 89 cents. [note to self: they paid $0.89/pen with Bankers Promo last time, beat that but never name them]',
    expect: {
      items: [
        { productType: 'pen', qty: 1500, maxUnitCents: 88 },
        { productType: 'mint tin', qty: 1500 },
        { productType: 'tote', qty: 300 },
      ],
      client: 'Meridian Bank',
      event: ['reopening', 'grand opening', 'opening'],
      internal: ['bankers promo', 'note to self'],
    },
  },
  {
    id: 'deck-r-14',
    brief:
      'Deck for Redwood Brewing: 600 pint glasses, 600 bottle opener keychains and 600 coasters for the taproom anniversary. ' +
      "They also asked about branded bar mats. Between us, they're slow to pay, so get a deposit.",
    expect: {
      items: [
        { productType: 'pint glass', qty: 600 },
        { productType: 'bottle opener keychain', qty: 600 },
        { productType: 'coaster', qty: 600 },
      ],
      absent: [{ productType: 'bar mat', qty: 600 }],
      client: 'Redwood Brewing',
      event: ['anniversary'],
      internal: ['slow to pay', 'between us'],
    },
  },
  {
    id: 'deck-r-16',
    brief: `Hi! Fwd from client:

> We're welcoming 150 interns this summer (start date June 1). Each intern gets a 20 oz tumbler, a spiral notebook and a lanyard. Blue lanyards please to match our badges. Under $15 per intern in total.
> Priya Nair, Talent Programs, Halcyon Biotech, 4400 Innovation Way, San Diego`,
    expect: {
      items: [
        { productType: '20 oz stainless steel tumbler', qty: 150 },
        { productType: 'spiral notebook', qty: 150 },
        { productType: 'lanyard', qty: 150, colour: ['blue', 'navy'] },
      ],
      maxTotalCents: 225_000,
      client: 'Halcyon Biotech',
      audience: ['intern'],
      inHands: '2027-06-01',
    },
  },
  {
    id: 'deck-r-18',
    brief: 'Holiday deck for Maple & Main Realty: 350 ornaments, 350 hot cocoa gift sets, and 350 cookie gift boxes for their past clients. Need them delivered by Dec 15.',
    expect: {
      items: [
        { productType: 'hot cocoa gift set', qty: 350, maxProductionDays: 14 },
        { productType: 'cookie gift box', qty: 350, maxProductionDays: 14 },
      ],
      absent: [{ productType: 'ornament', qty: 350 }],
      client: 'Maple & Main Realty',
      event: ['holiday'],
      audience: ['past client', 'client'],
      inHands: '2026-12-15',
    },
  },
  {
    id: 'deck-r-20',
    brief: 'CES booth deck for Lumina Robotics: 2,000 webcam covers, 2,000 phone wallets, 500 stress balls, and 1 retractable banner stand. Ship to Las Vegas by Dec 31.',
    expect: {
      items: [
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 2000 },
        { productType: 'phone wallet', qty: 2000 },
        { productType: ['stress ball', 'stress reliever ball'], qty: 500 },
        { productType: 'retractable banner stand', qty: 1 },
      ],
      client: 'Lumina Robotics',
      event: ['CES', 'trade show', 'booth'],
      inHands: '2026-12-31',
    },
  },
  {
    id: 'deck-r-22',
    brief: 'Deck for Alvarez Family Dentistry: 1,000 fridge magnets with the office hours, 1,000 pens, and 500 SPF 30 lip balms for patients.',
    expect: {
      items: [
        { productType: 'pen', qty: 1000 },
        { productType: 'spf 30 lip balm', qty: 500 },
      ],
      absent: [{ productType: ['fridge magnet', 'refrigerator magnet', 'magnet'], qty: 1000 }],
      client: 'Alvarez Family Dentistry',
      audience: ['patient'],
    },
  },
  {
    id: 'deck-r-24',
    brief: 'Year-end awards deck for Keller Manufacturing: 15 crystal awards for top performers and 150 enamel lapel pins for everyone with 5+ years.',
    expect: {
      items: [
        { productType: 'crystal award', qty: 15 },
        { productType: 'lapel pin', qty: 150 },
      ],
      client: 'Keller Manufacturing',
      event: ['year-end', 'award'],
      audience: ['top performer', 'employee', 'team member'],
    },
  },
  {
    id: 'deck-r-26',
    brief: `Internal first: this is a reorder, last year we shipped late and they're still annoyed. Do NOT bring it up. Client's note below.
---
Hello, we'd like to order again for our spring 5K: 800 t-shirts (royal blue), 800 drawstring bags and 800 sunscreen tubes. Race day is April 18.
Coach Dan Whitfield, Lakeview Running Club, lakeviewrun.org`,
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 800, colour: 'royal blue' },
        { productType: 'drawstring backpack', qty: 800 },
        { productType: 'sunscreen', qty: 800 },
      ],
      client: 'Lakeview Running Club',
      event: ['5k', 'race', 'run'],
      inHands: '2027-04-18',
      internal: ['shipped late', 'still annoyed', 'bring it up'],
    },
  },
  {
    id: 'deck-r-28',
    brief: "Help me with a deck for NovaGen Pharma's sales reps: 90 duffel bags ($25 to $45 each) and 90 insulated water bottles under $20",
    expect: {
      items: [
        { productType: 'duffel bag', qty: 90, minUnitCents: 2500, maxUnitCents: 4500 },
        { productType: 'insulated water bottle', qty: 90, maxUnitCents: 2000 },
      ],
      client: 'NovaGen',
      audience: ['sales rep', 'sales team', 'rep'],
      allow: ['rep'],
    },
  },
  {
    id: 'deck-r-30',
    brief: "Need a deck for Quantum Leap Consulting's client holiday gift: 60 wireless earbuds and 60 power banks, silver or black for the power banks, delivered by Friday Dec 18. Up to $45 each.",
    expect: {
      items: [
        { productType: 'wireless earbud', qty: 60, maxUnitCents: 4500, maxProductionDays: 17 },
        { productType: 'power bank', qty: 60, maxUnitCents: 4500, colour: ['silver', 'black'], maxProductionDays: 17 },
      ],
      client: 'Quantum Leap Consulting',
      event: ['holiday'],
      audience: ['client'],
      inHands: '2026-12-18',
    },
  },
  {
    id: 'deck-r-32',
    brief: `Deck please, client thread below (latest on top):

From: Olivia Chen
Sent: Thursday, November 19, 2026 4:12 PM
Subject: RE: Q1 onboarding kits
Adding to my last note: make it 180 kits, not 150.

From: Olivia Chen
Sent: Tuesday, November 17, 2026 10:03 AM
Subject: Q1 onboarding kits
Hi! For Q1 onboarding we need 150 kits: a laptop sleeve, a dot grid notebook, a metal pen, and a webcam cover. Charcoal or gray for the sleeves. $55 per kit max.

Olivia Chen | People Ops | Fernhill Analytics | 2150 Market St, Floor 3 | San Francisco, CA 94114`,
    expect: {
      items: [
        { productType: 'laptop sleeve', qty: 180, colour: ['charcoal', 'gray'] },
        { productType: 'dot grid notebook', qty: 180 },
        { productType: ['metal ballpoint pen', 'metal pen'], qty: 180 },
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 180 },
      ],
      maxTotalCents: 990_000,
      client: 'Fernhill Analytics',
      event: ['onboarding'],
    },
  },
  {
    id: 'deck-r-34',
    brief:
      "Deck for Sterling Auto Group's service department: 1,200 keychains (the tape measure kind) and 1,200 microfiber screen cleaning cloths. " +
      "Note: we're making most of our money on the cloths, our cost is way under catalogue, so keep catalogue prices in the deck.",
    expect: {
      items: [
        { productType: 'tape measure keychain', qty: 1200 },
        { productType: ['screen cleaning cloth', 'microfiber screen cleaner'], qty: 1200 },
      ],
      client: 'Sterling Auto Group',
      internal: ['most of our money', 'our cost', 'way under'],
    },
  },
  {
    id: 'deck-r-36',
    brief: "$8k for 400 insulated lunch cooler bags for Greenleaf Grocers' store managers' summer BBQ, deck please",
    expect: {
      items: [{ productType: 'lunch cooler bag', qty: 400, maxUnitCents: 2000 }],
      maxTotalCents: 800_000,
      client: 'Greenleaf Grocers',
      event: ['bbq', 'barbecue', 'cookout'],
      audience: ['store manager', 'manager'],
    },
  },
  {
    id: 'deck-r-38',
    brief:
      "Casino night deck for Whitmore Insurance's agency partners: 300 decks of playing cards, 300 stemless wine glasses, 300 chocolate bars. " +
      "Internal: keep the total under $9k; they won't see the number but I need it to close.",
    expect: {
      items: [
        { productType: 'stemless wine glass', qty: 300 },
        { productType: 'chocolate bar', qty: 300 },
      ],
      absent: [{ productType: 'playing card', qty: 300 }],
      maxTotalCents: 900_000,
      client: 'Whitmore Insurance',
      event: ['casino night'],
      audience: ['agency partner', 'partner', 'agent'],
      internal: ['need it to close', '9k', '$9,000'],
    },
  },
  {
    id: 'deck-r-40',
    brief: 'deck: 5,000 metal pens for Hartwell Insurance trade show giveaways, cheapest ones',
    expect: {
      items: [{ productType: ['metal ballpoint pen', 'metal pen'], qty: 5000 }],
      client: 'Hartwell Insurance',
      event: ['trade show'],
    },
  },
  {
    id: 'deck-r-42',
    brief: 'Need a deck ASAP for Pulse Urgent Care: 2,500 hand sanitizers and 2,500 pill cases for flu shot clinics starting Dec 8.',
    expect: {
      items: [
        { productType: 'hand sanitizer', qty: 2500, maxProductionDays: 9 },
        { productType: ['pill case', 'pill organizer'], qty: 2500, maxProductionDays: 9 },
      ],
      client: 'Pulse Urgent Care',
      event: ['flu shot', 'flu clinic', 'flu season'],
      inHands: '2026-12-08',
    },
  },
  {
    id: 'deck-r-44',
    brief: 'Deck for the Aurora Hotels GM conference: 45 softshell jackets in black, 45 leather journals, 45 wireless chargers. Executive quality, $150 max per attendee total.',
    expect: {
      items: [
        { productType: 'softshell jacket', qty: 45, colour: 'black' },
        { productType: 'leather journal', qty: 45 },
        { productType: ['wireless charger', 'wireless charging pad'], qty: 45 },
      ],
      maxTotalCents: 675_000,
      client: 'Aurora Hotels',
      event: ['conference'],
      audience: ['general manager', 'GM', 'attendee'],
    },
  },
  {
    id: 'deck-r-46',
    brief:
      "Deck for Oakhurst Senior Living residents' holiday gifts: 180 fleece blankets (gray) and 180 mugs. " +
      'Tip to self: the activities director loves anything purple, mention purple options verbally, not in the deck.',
    expect: {
      items: [
        { productType: 'blanket', qty: 180, colour: 'gray' },
        { productType: 'mug', qty: 180 },
      ],
      client: 'Oakhurst Senior Living',
      event: ['holiday'],
      audience: ['resident'],
      internal: ['loves anything purple', 'verbally', 'tip to self'],
    },
  },
  {
    id: 'deck-r-48',
    brief: "Deck for Lindqvist Architects' 10-year anniversary: 50 walnut plaques for partners and long-time clients, plus 50 bamboo desk organizers. Under $80 per person.",
    expect: {
      items: [
        { productType: 'walnut plaque', qty: 50 },
        { productType: 'bamboo desk organizer', qty: 50 },
      ],
      maxTotalCents: 400_000,
      client: 'Lindqvist Architects',
      event: ['anniversary'],
      audience: ['partner', 'client'],
    },
  },
  {
    id: 'deck-r-50',
    brief: "Deck for Saltwater Credit Union's member appreciation week, Dec 14-18: 500 koozies, 500 sticky note pads, 500 chip clips, 500 pens. Total $3,000. Must arrive by the 11th.",
    expect: {
      items: [
        { productType: 'can cooler', qty: 500, maxProductionDays: 12 },
        { productType: ['sticky note pad', 'sticky note cube'], qty: 500, maxProductionDays: 12 },
        { productType: 'chip clip', qty: 500, maxProductionDays: 12 },
        { productType: 'pen', qty: 500, maxProductionDays: 12 },
      ],
      maxTotalCents: 300_000,
      client: 'Saltwater Credit Union',
      event: ['member appreciation', 'appreciation week'],
      audience: ['member'],
      inHands: '2026-12-11',
    },
  },
  {
    id: 'deck-r-52',
    brief: 'Can you spin up a deck for Tandem Bikes? They want 150 performance running caps for their charity ride team, white, under $12 each.',
    expect: {
      items: [{ productType: ['performance running cap', 'running cap'], qty: 150, maxUnitCents: 1200, colour: 'white' }],
      client: 'Tandem Bikes',
      event: ['charity ride'],
      audience: ['team', 'rider'],
    },
  },
  {
    id: 'deck-r-54',
    brief: "Deck for Argent Data's investor day in 2 weeks: 50 wooden desk clocks and 50 16 GB USB flash drives.",
    expect: {
      items: [
        { productType: 'desk clock', qty: 50, maxProductionDays: 7 },
        { productType: '16 gb usb flash drive', qty: 50, maxProductionDays: 7 },
      ],
      client: 'Argent Data',
      event: ['investor day'],
      audience: ['investor'],
    },
  },
  {
    id: 'deck-r-56',
    brief:
      '[REP ONLY] Client is shopping us against two other distributors.\n' +
      'Deck for Copperline Energy safety week: 700 breakaway safety lanyards, 700 mini LED flashlights and 700 sunscreen tubes, under $5 each.',
    expect: {
      items: [
        { productType: 'breakaway safety lanyard', qty: 700, maxUnitCents: 500 },
        { productType: 'mini led flashlight', qty: 700, maxUnitCents: 500 },
        { productType: 'sunscreen', qty: 700, maxUnitCents: 500 },
      ],
      client: 'Copperline Energy',
      event: ['safety week'],
      internal: ['shopping us', 'other distributors'],
    },
  },
  {
    id: 'deck-r-58',
    brief: `Deck please. Pioneer Valley Electric wrote:
"Need 350 t-shirts and 350 trucker hats for our company picnic on 6/20. Shirts in gray, hats any color. Under $20 per person for both.
Sent from my iPhone"`,
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 350, colour: 'gray' },
        { productType: ['trucker hat', 'trucker cap'], qty: 350 },
      ],
      maxTotalCents: 700_000,
      client: 'Pioneer Valley Electric',
      event: ['company picnic', 'picnic'],
      inHands: '2027-06-20',
    },
  },
  {
    id: 'deck-r-60',
    brief:
      'Deck for Brightwater Schools district: 4,000 composition notebooks and 4,000 pencils for back-to-school. ' +
      'FYI we put a 30% markup on this account, deck shows our sell price which is the catalogue price, fine.',
    expect: {
      items: [
        { productType: 'composition notebook', qty: 4000 },
        { productType: 'pencil', qty: 4000 },
      ],
      client: 'Brightwater Schools',
      event: ['back-to-school', 'back to school'],
      internal: ['30%', 'sell price'],
    },
  },
  {
    id: 'deck-r-62',
    brief:
      'Deck for Marlow & Finch onboarding kits, 150 kits, each: a 16 oz travel mug, a hardcover journal, a gel pen, a phone stand, and a mouse pad. $45 per kit. ' +
      "Needs to land by Dec 18 for the January cohort of new hires. Internal: their procurement guy is new, be extra clear on lead times.",
    expect: {
      items: [
        { productType: '16 oz travel mug', qty: 150, maxProductionDays: 17 },
        { productType: 'hardcover journal', qty: 150, maxProductionDays: 17 },
        { productType: 'gel ink rollerball pen', qty: 150, maxProductionDays: 17 },
        { productType: 'phone stand', qty: 150, maxProductionDays: 17 },
        { productType: 'mouse pad', qty: 150, maxProductionDays: 17 },
      ],
      maxTotalCents: 675_000,
      client: 'Marlow & Finch',
      event: ['onboarding'],
      audience: ['new hire', 'cohort', 'new employee'],
      inHands: '2026-12-18',
      internal: ['procurement guy', 'extra clear'],
    },
  },
  {
    id: 'deck-r-64',
    brief: 'Sports banquet deck, Eastlake High Athletics: 90 plaques, 90 varsity letter jackets, 400 foam fingers',
    expect: {
      items: [
        { productType: 'plaque', qty: 90 },
        { productType: 'foam finger', qty: 400 },
      ],
      absent: [{ productType: ['letter jacket', 'varsity jacket', 'varsity letter jacket'], qty: 90 }],
      client: 'Eastlake',
      event: ['banquet'],
    },
  },
  {
    id: 'deck-r-66',
    brief: "Deck for Summitview Medical Devices' field reps: 140 messenger bags and 140 car chargers. Keep it under $40 per rep for both.",
    expect: {
      items: [
        { productType: 'messenger bag', qty: 140 },
        { productType: 'car charger', qty: 140 },
      ],
      maxTotalCents: 560_000,
      client: 'Summitview Medical Devices',
      audience: ['field rep', 'sales rep', 'rep', 'sales team'],
      allow: ['rep'],
    },
  },
  {
    id: 'deck-r-68',
    brief: 'Deck: UK client Pemberton Hotels wants 500 luggage trackers for loyalty members, £15 max each, in hand by Dec 21.',
    expect: {
      items: [{ productType: 'luggage tracker', qty: 500, maxUnitCents: 1500, maxProductionDays: 18 }],
      client: 'Pemberton Hotels',
      audience: ['loyalty member', 'member', 'guest'],
      inHands: '2026-12-21',
    },
  },
  {
    id: 'deck-r-70',
    brief:
      'Deck for Tern Airlines crew appreciation: 800 travel first aid kits and 800 lip balms, under $10 each. ' +
      'Between us, the crew union is in contract talks, so nothing that looks cheap.',
    expect: {
      items: [
        { productType: 'travel first aid kit', qty: 800, maxUnitCents: 1000 },
        { productType: 'lip balm', qty: 800, maxUnitCents: 1000 },
      ],
      client: 'Tern Airlines',
      event: ['crew appreciation', 'appreciation'],
      audience: ['crew', 'flight attendant'],
      internal: ['contract talks', 'union', 'looks cheap'],
    },
  },
  {
    id: 'deck-r-72',
    brief: "Deck: 250 bamboo cutlery sets + 250 beeswax food wraps + 250 reusable produce bag sets for Evergreen Co-op's Earth Day, under $10 each, all in natural or green.",
    expect: {
      items: [
        { productType: 'bamboo cutlery set', qty: 250, maxUnitCents: 1000, colour: ['natural', 'green'] },
        { productType: 'beeswax food wrap', qty: 250, maxUnitCents: 1000, colour: ['natural', 'green'] },
        { productType: 'produce bag set', qty: 250, maxUnitCents: 1000, colour: ['natural', 'green'] },
      ],
      client: 'Evergreen Co-op',
      event: ['earth day'],
    },
  },
  {
    id: 'deck-r-74',
    brief: `--- NOTES FOR ME (not for the deck) ---
real ceiling is $18k, they said 15k; decision maker is the CFO; competitor is Brandfuel
--- BRIEF ---
Deck for Kestrel Aerospace's engineering summit: 350 fleece quarter-zips and 350 insulated tumblers. Client budget $15,000.`,
    expect: {
      items: [
        { productType: 'quarter-zip', qty: 350 },
        { productType: 'tumbler', qty: 350 },
      ],
      maxTotalCents: 1_500_000,
      client: 'Kestrel Aerospace',
      event: ['engineering summit'],
      internal: ['18k', 'real ceiling', 'CFO', 'brandfuel', 'decision maker', 'competitor'],
    },
  },
  {
    id: 'deck-r-76',
    brief: "Deck for Sparrow Coffee Roasters' wholesale partners: 150 coffee sampler packs, 150 ceramic mugs, 150 french presses.",
    expect: {
      items: [
        { productType: 'coffee sampler pack', qty: 150 },
        { productType: 'ceramic mug', qty: 150 },
      ],
      absent: [{ productType: 'french press', qty: 150 }],
      client: 'Sparrow Coffee Roasters',
      audience: ['wholesale partner', 'partner', 'cafe'],
    },
  },
  {
    id: 'deck-r-78',
    brief: "Deck for Calloway Foods' sales conference in Nashville: 220 padfolios and 220 executive rollerball pens. Conference is Feb 22. Don't mention the Q3 delivery issue.",
    expect: {
      items: [
        { productType: 'padfolio', qty: 220 },
        { productType: 'executive rollerball pen', qty: 220 },
      ],
      client: 'Calloway Foods',
      event: ['sales conference', 'conference'],
      inHands: '2027-02-22',
      internal: ['q3', 'delivery issue'],
    },
  },
  {
    id: 'deck-r-80',
    brief: `Deck for Juniper Hollow Summer Camp (client email below + my notes)
Client: "We need for 320 campers: 320 water bottles, 320 bucket hats, 320 friendship bracelet kits, and 320 flashlights. Under $9 per item."
My notes: they always pay late; the director hates neon colours, don't say that either.`,
    expect: {
      items: [
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 320, maxUnitCents: 900 },
        { productType: 'bucket hat', qty: 320, maxUnitCents: 900 },
        { productType: 'flashlight', qty: 320, maxUnitCents: 900 },
      ],
      absent: [{ productType: ['friendship bracelet', 'bracelet kit'], qty: 320, maxUnitCents: 900 }],
      client: 'Juniper Hollow',
      event: ['summer camp', 'camp'],
      audience: ['camper'],
      internal: ['pay late', 'hates neon', 'neon'],
    },
  },
];
