import type { DeckCase } from './deck-cases.js';

/**
 * The dev half of the deck writer's fresh cases (deck-cases.ts explains how they were written,
 * split and read): the 1st, 3rd, 5th… of all cases in plain string order of id.
 */
export const DECK_DEV_CASES: DeckCase[] = [
  {
    id: 'deck-r-01',
    brief: "Deck for Acme's onboarding kits: 250 hoodies in navy and 250 tumblers, under $40 each, for new hires starting in January",
    expect: {
      items: [
        { productType: 'hoodie', qty: 250, maxUnitCents: 4000, colour: 'navy' },
        { productType: 'tumbler', qty: 250, maxUnitCents: 4000 },
      ],
      client: 'Acme',
      event: ['onboarding', 'welcome kit'],
      audience: ['new hire', 'new employee', 'new team member'],
      inHands: '2027-01',
    },
  },
  {
    id: 'deck-r-03',
    brief:
      'Need a deck for Brightline Dental: 500 pens and 500 lip balms for their patient goodie bags, blue on the pens. Keep it under $1.50 a unit. ' +
      "Internal: they're price sensitive and got a quote from Quality Logo Products, don't mention it.",
    expect: {
      items: [
        { productType: 'pen', qty: 500, maxUnitCents: 150, colour: ['blue', 'navy'] },
        { productType: 'lip balm', qty: 500, maxUnitCents: 150 },
      ],
      client: 'Brightline Dental',
      audience: ['patient'],
      internal: ['price sensitive', 'quality logo products', 'quote from'],
    },
  },
  {
    id: 'deck-r-05',
    brief: `From: Jenna Park <jpark@verdanthealth.org>
Subject: wellness fair swag

Hi! We need 300 water bottles (white if you have them, that's a must) and 300 first aid kits for our employee wellness fair on Dec 11. Budget is no more than $12 each for the bottles and $10 for the kits.

Thanks,
Jenna Park | Benefits Coordinator | Verdant Health | 555-201-7789`,
    expect: {
      items: [
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300, maxUnitCents: 1200, colour: 'white', maxProductionDays: 12 },
        { productType: 'first aid kit', qty: 300, maxUnitCents: 1000, maxProductionDays: 12 },
      ],
      client: 'Verdant Health',
      event: ['wellness fair'],
      audience: ['employee', 'staff', 'team'],
      inHands: '2026-12-11',
    },
  },
  {
    id: 'deck-r-07',
    brief: 'deck pls: 1,000 stress balls + 1,000 hand fans for the Sunny Days festival booth, cheapest options, in hand by 12/4',
    expect: {
      items: [
        { productType: ['stress ball', 'stress reliever ball'], qty: 1000, maxProductionDays: 7 },
        { productType: ['hand fan', 'paper fan'], qty: 1000, maxProductionDays: 7 },
      ],
      client: 'Sunny Days',
      event: ['festival'],
      inHands: '2026-12-04',
    },
  },
  {
    id: 'deck-r-09',
    brief: "Quick deck for Pinecrest Elementary's staff appreciation week: 85 tote bags in purple, 85 mugs, and 85 pairs of socks. Keep it under $20 per teacher all in.",
    expect: {
      items: [
        { productType: 'tote', qty: 85, colour: 'purple' },
        { productType: 'mug', qty: 85 },
      ],
      absent: [{ productType: 'sock', qty: 85 }],
      maxTotalCents: 170_000,
      client: 'Pinecrest Elementary',
      event: ['staff appreciation', 'appreciation week', 'teacher appreciation'],
      audience: ['teacher', 'staff'],
    },
  },
  {
    id: 'deck-r-11',
    brief: "200 bluetooth speakers for Vantage Realty's top agents, $25 max each",
    expect: {
      items: [{ productType: 'bluetooth speaker', qty: 200, maxUnitCents: 2500 }],
      client: 'Vantage Realty',
      audience: ['agent'],
    },
  },
  {
    id: 'deck-r-13',
    brief: 'Orbit Fitness wants 250 cooling towels and 250 shaker bottles for their New Year challenge members, in hand within 3 weeks. Under $6 each. Deck please.',
    expect: {
      items: [
        { productType: 'cooling towel', qty: 250, maxUnitCents: 600, maxProductionDays: 12 },
        { productType: 'shaker bottle', qty: 250, maxUnitCents: 600, maxProductionDays: 12 },
      ],
      client: 'Orbit Fitness',
      event: ['new year challenge', 'new year', 'challenge'],
      audience: ['member'],
    },
  },
  {
    id: 'deck-r-15',
    brief: 'Pls create deck: Summit Peak Outfitters staff uniforms, 60 polos in forest green, 60 beanies, 60 fleece quarter-zips. Max $70 per person for all three.',
    expect: {
      items: [
        { productType: 'polo', qty: 60, colour: 'forest green' },
        { productType: 'beanie', qty: 60 },
        { productType: 'quarter-zip', qty: 60 },
      ],
      maxTotalCents: 420_000,
      client: 'Summit Peak Outfitters',
      event: ['uniform'],
      audience: ['staff', 'team'],
    },
  },
  {
    id: 'deck-r-17',
    brief: 'Premium client gift deck for Castellan Wealth Partners: 40 leather journals, nothing cheap, at least $30 each',
    expect: {
      items: [{ productType: 'leather journal', qty: 40, minUnitCents: 3000 }],
      client: ['Castellan Wealth Partners', 'Castellan'],
      event: ['client gift', 'gift'],
    },
  },
  {
    id: 'deck-r-19',
    brief: 'Deck for Granite Ridge HOA summer picnic: 200 picnic blankets and 200 frisbees. Keep blankets under $20. (Rep note: my commission depends on hitting $5k on this one, nudge them to the nicer blankets.)',
    expect: {
      items: [
        { productType: 'picnic blanket', qty: 200, maxUnitCents: 2000 },
        { productType: ['flying disc', 'frisbee'], qty: 200 },
      ],
      client: 'Granite Ridge HOA',
      event: ['summer picnic', 'picnic'],
      internal: ['nudge them', 'nicer blankets', 'rep note'],
    },
  },
  {
    id: 'deck-r-21',
    brief: `Forwarding from Hannah at Riverbend Food Bank: "Can you put together options for 275 fleece blankets for our volunteer thank-you night? We have $4,000 total."`,
    expect: {
      items: [{ productType: 'blanket', qty: 275, maxUnitCents: 1454 }],
      maxTotalCents: 400_000,
      client: 'Riverbend Food Bank',
      event: ['thank-you', 'thank you', 'appreciation'],
      audience: ['volunteer'],
    },
  },
  {
    id: 'deck-r-23',
    brief:
      'Deck for Tidewater Community College orientation: 3,000 drawstring backpacks and 3,000 highlighters, school colours navy and gold, navy for the bags. ' +
      "They're super price sensitive so lead with value. Classes start Jan 11.",
    expect: {
      items: [
        { productType: 'drawstring backpack', qty: 3000, colour: 'navy' },
        { productType: 'highlighter', qty: 3000 },
      ],
      client: 'Tidewater Community College',
      event: ['orientation'],
      inHands: '2027-01',
      internal: ['price sensitive', 'super price'],
    },
  },
  {
    id: 'deck-r-25',
    brief: 'Deck for the Hollis & Grant partner retreat: 24 padfolios and 24 wireless charging pads, executive feel, budget up to $60 per person for both',
    expect: {
      items: [
        { productType: 'padfolio', qty: 24 },
        { productType: ['wireless charging pad', 'wireless charger'], qty: 24 },
      ],
      maxTotalCents: 144_000,
      client: 'Hollis & Grant',
      event: ['retreat'],
      audience: ['partner'],
    },
  },
  {
    id: 'deck-r-27',
    brief: 'Deck: 150 umbrellas and 150 rain ponchos for the Ashford County Fair volunteers',
    expect: {
      items: [{ productType: 'umbrella', qty: 150 }],
      absent: [{ productType: 'poncho', qty: 150 }],
      client: 'Ashford County Fair',
      event: ['county fair', 'fair'],
      audience: ['volunteer'],
    },
  },
  {
    id: 'deck-r-29',
    brief:
      "Deck for Foxglove Florists' Mother's Day promo: 400 seed paper bookmarks, 400 tote bags in natural, and 400 scented candles. Max $6 a piece for everything. " +
      "I told them candles might be tight on budget; don't put that in the deck.",
    expect: {
      items: [
        { productType: 'seed paper bookmark', qty: 400, maxUnitCents: 600 },
        { productType: 'tote', qty: 400, maxUnitCents: 600, colour: 'natural' },
        { productType: 'candle', qty: 400, maxUnitCents: 600 },
      ],
      client: 'Foxglove Florists',
      event: ["mother's day", 'mothers day'],
      internal: ['tight on budget'],
    },
  },
  {
    id: 'deck-r-31',
    brief: 'acme plumbing deck - 500 mugs 11oz white, under 5 bucks, for their customer appreciation day',
    expect: {
      items: [{ productType: '11 oz ceramic mug', qty: 500, maxUnitCents: 500, colour: 'white' }],
      client: 'Acme Plumbing',
      event: ['customer appreciation'],
      audience: ['customer'],
    },
  },
  {
    id: 'deck-r-33',
    brief: 'Deck for Byte Club coding bootcamp: 250 laptop stickers, 250 t-shirts in black and 250 USB flash drives, under $10 each.',
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 250, maxUnitCents: 1000, colour: 'black' },
        { productType: 'usb flash drive', qty: 250, maxUnitCents: 1000 },
      ],
      absent: [{ productType: 'sticker', qty: 250, maxUnitCents: 1000 }],
      client: 'Byte Club',
      event: ['bootcamp', 'boot camp'],
    },
  },
  {
    id: 'deck-r-35',
    brief: 'Deck for Northwind Ski School: 120 knit beanies in red, 120 scarves and 120 hand warmers for the instructors. Under $15 each.',
    expect: {
      items: [{ productType: 'beanie', qty: 120, maxUnitCents: 1500, colour: 'red' }],
      absent: [
        { productType: ['scarf', 'scarves'], qty: 120, maxUnitCents: 1500 },
        { productType: 'hand warmer', qty: 120, maxUnitCents: 1500 },
      ],
      client: 'Northwind Ski School',
      audience: ['instructor'],
    },
  },
  {
    id: 'deck-r-37',
    brief: `Client email: "Our Harvest 10K is October 3rd. We'd like 650 finisher medals, 650 performance tees and 650 cooling towels. Tees in lime please. Thanks, Rosa, Race Director, Cedar Falls Running Festival, PO Box 2231, Cedar Falls IA 50613, 319-555-0110"`,
    expect: {
      items: [
        { productType: 'medal', qty: 650 },
        { productType: 'performance tee', qty: 650, colour: 'lime' },
        { productType: 'cooling towel', qty: 650 },
      ],
      client: 'Cedar Falls Running Festival',
      event: ['10k', 'race', 'harvest'],
      audience: ['finisher', 'runner'],
      inHands: '2027-10-03',
    },
  },
  {
    id: 'deck-r-39',
    brief: 'Deck for Blue Heron Kayak Tours: 100 dry bags, 100 bucket hats in tan, 100 water bottles with a carabiner.',
    expect: {
      items: [
        { productType: 'bucket hat', qty: 100, colour: 'tan' },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 100 },
      ],
      absent: [{ productType: 'dry bag', qty: 100 }],
      client: 'Blue Heron Kayak Tours',
    },
  },
  {
    id: 'deck-r-41',
    brief: `Hi team, pasting what Greg sent:
"We're doing a customer roadshow in 6 cities next spring and need 900 tote bags, 900 notebooks and 900 pens. Budget is $12 per set. Please include some eco options."
P.S. (for us) Greg's boss killed our last proposal over price, so keep it lean.`,
    expect: {
      items: [
        { productType: 'tote', qty: 900 },
        { productType: 'notebook', qty: 900 },
        { productType: 'pen', qty: 900 },
      ],
      maxTotalCents: 1_080_000,
      event: ['roadshow', 'road show'],
      audience: ['customer'],
      internal: ["greg's boss", 'last proposal', 'killed'],
    },
  },
  {
    id: 'deck-r-43',
    brief: 'Deck for Paws & Claws Pet Rescue adoption event: 500 dog bandanas, 500 tote bags and 500 collapsible pet bowls',
    expect: {
      items: [{ productType: 'tote', qty: 500 }],
      absent: [
        { productType: 'bandana', qty: 500 },
        { productType: ['pet bowl', 'dog bowl', 'bowl'], qty: 500 },
      ],
      client: 'Paws & Claws',
      event: ['adoption'],
    },
  },
  {
    id: 'deck-r-45',
    brief: "From a LinkedIn DM (client is Kite Labs): \"hey! can you send a deck w/ ideas for our hackathon? ~200 devs, thinking hoodies + stickers + energy drinks lol. max $35/person\"",
    expect: {
      items: [{ productType: 'hoodie', qty: 200, maxUnitCents: 3500 }],
      absent: [
        { productType: 'sticker', qty: 200 },
        { productType: 'energy drink', qty: 200 },
      ],
      maxTotalCents: 700_000,
      client: 'Kite Labs',
      event: ['hackathon'],
      audience: ['developer', 'dev', 'engineer', 'participant', 'hacker'],
    },
  },
  {
    id: 'deck-r-47',
    brief: 'Deck for the Crescent City Marathon expo: 10,000 tyvek wristbands, 10,000 hand fans, 2,000 lip balms. Expo is March 5-6.',
    expect: {
      items: [
        { productType: ['tyvek wristband', 'event wristband'], qty: 10000 },
        { productType: ['hand fan', 'paper fan'], qty: 10000 },
        { productType: 'lip balm', qty: 2000 },
      ],
      client: 'Crescent City Marathon',
      event: ['expo', 'marathon'],
      inHands: '2027-03',
    },
  },
  {
    id: 'deck-r-49',
    brief: 'Clinic deck for Mercy Ridge Hospital: 1,000 face masks, 1,000 hand sanitizer sprays and 1,000 retractable badge reels in white, under $3 each',
    expect: {
      items: [
        { productType: 'hand sanitizer spray', qty: 1000, maxUnitCents: 300 },
        { productType: 'badge reel', qty: 1000, maxUnitCents: 300, colour: 'white' },
      ],
      absent: [{ productType: 'face mask', qty: 1000, maxUnitCents: 300 }],
      client: 'Mercy Ridge Hospital',
    },
  },
  {
    id: 'deck-r-51',
    brief: 'Deck for our Dublin client Brennan & Rowe: 300 notebooks and 300 rollerball pens, €8 max per notebook, €2 per pen.',
    expect: {
      items: [
        { productType: 'notebook', qty: 300, maxUnitCents: 800 },
        { productType: 'rollerball pen', qty: 300, maxUnitCents: 200 },
      ],
      client: 'Brennan & Rowe',
    },
  },
  {
    id: 'deck-r-53',
    brief:
      'Deck for Westbrook Public Library summer reading: 2,000 seed paper bookmarks, 2,000 pencils, and 400 drawstring bags for the kids. ' +
      "Library board approved $5,000 for all of it, but I'd like to leave room for a reorder, that's between us.",
    expect: {
      items: [
        { productType: 'seed paper bookmark', qty: 2000 },
        { productType: 'pencil', qty: 2000 },
        { productType: 'drawstring backpack', qty: 400 },
      ],
      maxTotalCents: 500_000,
      client: 'Westbrook Public Library',
      event: ['summer reading'],
      audience: ['kid', 'child', 'children', 'reader'],
      internal: ['leave room', 'reorder', 'between us'],
    },
  },
  {
    id: 'deck-r-55',
    brief: 'Fairview Little League end-of-season party deck: 220 medals, 220 baseball caps and 220 packets of sunflower seeds.',
    expect: {
      items: [
        { productType: 'medal', qty: 220 },
        { productType: 'baseball cap', qty: 220 },
      ],
      absent: [{ productType: ['sunflower seed', 'seed packet'], qty: 220 }],
      client: 'Fairview Little League',
      event: ['end-of-season', 'season party', 'end of the season'],
    },
  },
  {
    id: 'deck-r-57',
    brief: 'Give me a deck for the Delgado wedding: 160 stemless wine glasses and 160 honey jars as favors, wedding is May 22. Keep it under $15 a guest for both.',
    expect: {
      items: [
        { productType: 'stemless wine glass', qty: 160 },
        { productType: ['honey jar', 'honey sampler'], qty: 160 },
      ],
      maxTotalCents: 240_000,
      client: 'Delgado',
      event: ['wedding'],
      audience: ['guest'],
      inHands: '2027-05-22',
    },
  },
  {
    id: 'deck-r-59',
    brief: 'Deck for Solano Vineyards tasting room retail: 200 wine glasses, 200 corkscrews, 200 jute totes',
    expect: {
      items: [
        { productType: 'wine glass', qty: 200 },
        { productType: 'jute market tote', qty: 200 },
      ],
      absent: [{ productType: ['corkscrew', 'wine opener', 'wine key'], qty: 200 }],
      client: 'Solano Vineyards',
      event: ['tasting room'],
    },
  },
  {
    id: 'deck-r-61',
    brief: "Quick deck: 600 tumblers in teal or navy for Coastline Yoga's members, under $14",
    expect: {
      items: [{ productType: 'tumbler', qty: 600, maxUnitCents: 1400, colour: ['teal', 'navy'] }],
      client: 'Coastline Yoga',
      audience: ['member'],
    },
  },
  {
    id: 'deck-r-63',
    brief: "100 puffer vests, navy, for Brookside Builders' foremen",
    expect: {
      items: [{ productType: 'puffer vest', qty: 100, colour: 'navy' }],
      client: 'Brookside Builders',
      audience: ['foreman', 'foremen', 'crew'],
    },
  },
  {
    id: 'deck-r-65',
    brief: `Please build deck from this:

Dear Sam,
Thank you for the call yesterday. As discussed, Halvorsen Shipping will host 2 client events in Q1, Oslo and Houston. For both combined we need:
- 400 insulated water bottles (32 oz preferred)
- 400 zippered travel pouches
- 40 rolling carry-on bags for VIP clients
Our budget is $25,000 total. Everything must be delivered by January 15.
Kind regards,
Ingrid Halvorsen | Marketing Director
Halvorsen Shipping AS | +47 22 55 01 23`,
    expect: {
      items: [
        { productType: 'insulated water bottle', qty: 400 },
        { productType: 'travel pouch', qty: 400 },
        { productType: 'carry-on bag', qty: 40 },
      ],
      maxTotalCents: 2_500_000,
      client: 'Halvorsen Shipping',
      event: ['client event'],
      audience: ['client', 'VIP'],
      inHands: '2027-01-15',
    },
  },
  {
    id: 'deck-r-67',
    brief: 'Deck for Hearth & Home Realty closing gifts: 100 cutting boards, 100 honey jars, 100 candles for new homeowners. They turned down wine last time, so no wine anywhere.',
    expect: {
      items: [
        { productType: ['honey jar', 'honey sampler'], qty: 100 },
        { productType: 'candle', qty: 100 },
      ],
      absent: [{ productType: 'cutting board', qty: 100 }],
      client: 'Hearth & Home Realty',
      event: ['closing'],
      audience: ['homeowner', 'homebuyer', 'buyer'],
      internal: ['wine', 'turned down'],
    },
  },
  {
    id: 'deck-r-69',
    brief: 'Deck for Redline Motorsports fan day: 1,000 foam fingers in red and 1,000 thundersticks in black',
    expect: {
      items: [
        { productType: 'foam finger', qty: 1000, colour: 'red' },
        { productType: 'thunderstick', qty: 1000, colour: 'black' },
      ],
      client: 'Redline Motorsports',
      event: ['fan day'],
      audience: ['fan'],
    },
  },
  {
    id: 'deck-r-71',
    brief: 'Pool party deck for Ridgeview Apartments residents: 300 beach towels, 300 beach balls, 300 pairs of flip-flops.',
    expect: {
      items: [{ productType: 'beach ball', qty: 300 }],
      absent: [
        { productType: 'beach towel', qty: 300 },
        { productType: ['flip-flop', 'flip flop', 'sandal'], qty: 300 },
      ],
      client: 'Ridgeview Apartments',
      event: ['pool party'],
      audience: ['resident'],
    },
  },
  {
    id: 'deck-r-73',
    brief: 'Deck for Ivy League Tutors: 400 mechanical pencils and 400 pocket notebooks for their SAT bootcamp students, starting Dec 3.',
    expect: {
      items: [
        { productType: 'mechanical pencil', qty: 400, maxProductionDays: 6 },
        { productType: 'pocket notebook', qty: 400, maxProductionDays: 6 },
      ],
      client: 'Ivy League Tutors',
      event: ['bootcamp', 'boot camp', 'SAT'],
      audience: ['student'],
      inHands: '2026-12-03',
    },
  },
  {
    id: 'deck-r-75',
    brief: "Prospecting deck for Halden Outdoor Co (not a client yet): 200 folding camp chairs, 200 enamel camp mugs and 200 multi-tools. Keep it polished. Don't mention we lost their RFP last year.",
    expect: {
      items: [
        { productType: 'folding camp chair', qty: 200 },
        { productType: ['camp mug', 'campfire mug'], qty: 200 },
        { productType: 'multi-tool', qty: 200 },
      ],
      client: 'Halden Outdoor',
      internal: ['rfp', 'not a client yet', 'lost their'],
    },
  },
  {
    id: 'deck-r-77',
    brief: `Client email: "Hi, for our Lunar New Year celebration on Feb 6 we'd like 500 mint tins in red, 500 chocolate bars and 500 tea sampler boxes. Total budget $6,000. Wendy Liu, Office Manager, Jade Garden Group, 88 Canal St, 2nd Fl"`,
    expect: {
      items: [
        { productType: 'mint tin', qty: 500, colour: 'red' },
        { productType: 'chocolate bar', qty: 500 },
        { productType: 'tea sampler box', qty: 500 },
      ],
      maxTotalCents: 600_000,
      client: 'Jade Garden Group',
      event: ['lunar new year'],
      inHands: '2027-02-06',
    },
  },
  {
    id: 'deck-r-79',
    brief: "Deck showing our best crystal awards for Vireo Bank's President's Club winners, up to $100 each",
    expect: {
      items: [{ productType: 'crystal award', maxUnitCents: 10000 }],
      client: 'Vireo Bank',
      event: ["president's club", 'presidents club'],
      audience: ['winner', 'top performer', 'honoree'],
    },
  },
];
