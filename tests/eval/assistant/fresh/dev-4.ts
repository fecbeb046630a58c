/**
 * The fourth fresh evaluation set of the chat assistant, dev half: 80 of 160 requests —
 * 22 emails, 22 texts, 13 "do you carry…?" questions, 10 several-product requests, 13 conversations;
 * 10 of them unmeetable on purpose, each marked with a comment.
 *
 * Written on 2026-11-29 by an independent helper from public facts only: the built-in catalogue's
 * 4,000 products as data (names, categories, colours, price breaks, minimums, production days, rush,
 * origin, eco/recyclable), the judge's types in ../expect.ts, the reading conventions in the header
 * of ./cases.ts, docs/product.md#chat-assistant and contracts/chat.ts — without reading the
 * assistant's code, the seed code, any earlier evaluation question or the project's history. Every
 * turn was counted against the catalogue with expect.ts's `broken`: each satisfiable turn (and each
 * item of a several-product request) has at least 3 fitting products; the unmeetable ones have none
 * (a budget below every price, a quantity under every minimum, a deadline only rush could meet, or a
 * type no catalogue name has).
 *
 * Split once, by a rule that does not look at the content: all 160 cases sorted by id (plain string
 * order), the 1st, 3rd, 5th… went to dev-4.ts and the 2nd, 4th, 6th… to held-out-4.ts (80 each).
 * This file is the dev half; the other is held-out-4.ts.
 *
 * Read as in ./cases.ts, and beyond it:
 * - A deadline given as an event's date ("before the Dec 9 gala", "tourney is dec 19", "the banquet
 *   dec 10") is read as the date itself (a reading one working day earlier is only stricter). When a
 *   message gives both an event date and an in-hand date, the in-hand date counts. "12/11" is
 *   month/day (December 11); "3 wks" is 3 weeks. A month or season without a day is not a deadline
 *   (the requests avoid them).
 * - Pence are read as cents, like £ as dollars: "55p" → 55 cents. "A buck" is $1; "2k", "1.5k" and
 *   "1k" are 2,000, 1,500 and 1,000.
 * - When the catalogue names one thing two ways, or the client's word covers several catalogue
 *   names, the type is a list: frisbees / flying discs, pedometers / step counters, hand fans /
 *   folding paper fans, webcam covers / privacy sliders, wireless chargers / wireless charging pads,
 *   keychains / key rings / key tags, stress balls / stress reliever balls, stylus pens / stylus
 *   ballpoint pens, pill cases / pill organizers, screen cleaners / screen cleaning cloths, trucker
 *   hats / trucker caps, crystal awards / crystal star and tower awards, water bottles / sport and
 *   steel bottles. "Medals" accept die-cast medals and medals with ribbon.
 * - A kind the client puts in front of the type is part of the type, as product.md says
 *   ("stemless wine glasses", "retractable ballpoint pens", "LED desk lamps", "temporary tattoos",
 *   "plantable seed cards"); a kind only the catalogue's names add is not asked for.
 * - A request for a type the catalogue lacks still states its quantity and colour: the
 *   alternatives shown are judged on them.
 * - A client's self-correction inside one message ("scratch the markers — make that …") leaves
 *   only the corrected list.
 * - Follow-ups: "cheaper?" keeps every stated constraint (the judge cannot know the median shown);
 *   "cheapest first" / "sort by price" is sorted by price and "fastest to produce" by production
 *   days; a new colour ("what about in navy", "grey instead?") replaces the old one (intentColours
 *   is exactly the new one); "make it 1000" / "what about 600?" replaces the quantity (intentQty);
 *   "what about <another type> instead?" keeps the other constraints, as product.md says of "what
 *   about …". "Separate order:", "Different question", "New request:", "different item now" and
 *   "ok then … instead" after a type the catalogue lacks carry nothing over. A thank-you ("thanks!",
 *   "cheers, that's all for now", "ok thanks, I will run these by the client") shows no products;
 *   "Thanks. Different question: …" is the new request.
 * - A count without a quantity word ("just need one per team") states no quantity; "one" for a
 *   single banner stand is 1.
 */
import type { EvalCase } from '../expect.js';

export const DEV_4_CASES: EvalCase[] = [
  {
    id: 'r4-cv-01',
    turns: [
      {
        q: 'Need 200 stainless steel tumblers under $15 each for a client appreciation event.',
        expect: { productType: 'stainless steel tumbler', qty: 200, maxUnitCents: 1500 },
      },
      {
        q: 'any cheaper?',
        expect: { productType: 'stainless steel tumbler', qty: 200, maxUnitCents: 1500 },
      },
      {
        q: 'ok thanks, I will run these by the client',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-cv-03',
    turns: [
      {
        q: 'Do you sell polos? 48, black, under $30.',
        expect: { productType: 'polo', qty: 48, maxUnitCents: 3000, colour: 'black' },
      },
      {
        q: 'compare the first two',
        expect: { compared: 2 },
      },
      {
        q: 'Different question — a brewery client wants 300 pint glasses.',
        expect: { productType: 'pint glass', qty: 300, intentQty: 300, intentColours: [] },
      },
    ],
  },
  {
    id: 'r4-cv-05',
    turns: [
      {
        q: '1,000 can coolers, need them by Dec 11',
        expect: { productType: 'can cooler', qty: 1000, maxProductionDays: 12 },
      },
      {
        q: 'sort those by price, cheapest first',
        expect: { productType: 'can cooler', qty: 1000, maxProductionDays: 12, sorted: 'price' },
      },
    ],
  },
  {
    id: 'r4-cv-07',
    turns: [
      {
        q: 'Do you have pill cases? 500 for our pharmacy counter.',
        expect: { productType: ['pill case', 'pill organizer'], qty: 500 },
      },
      {
        q: 'do any come in purple?',
        expect: { productType: ['pill case', 'pill organizer'], qty: 500, colour: 'purple', intentColours: ['purple'] },
      },
    ],
  },
  {
    id: 'r4-cv-09',
    turns: [
      {
        q: '500 can coolers in black, under $1.50 each',
        expect: { productType: 'can cooler', qty: 500, maxUnitCents: 150, colour: 'black' },
      },
      {
        q: 'what about orange instead?',
        expect: { productType: 'can cooler', qty: 500, maxUnitCents: 150, colour: 'orange', intentColours: ['orange'] },
      },
      {
        q: 'ok. different item now: 100 trucker hats',
        expect: { productType: ['trucker hat', 'trucker cap'], qty: 100, intentQty: 100, intentColours: [] },
      },
    ],
  },
  {
    id: 'r4-cv-11',
    turns: [
      {
        q: 'We need 150 tote bags for our donors, under $5 each.',
        expect: { productType: 'tote', qty: 150, maxUnitCents: 500 },
      },
      {
        q: 'recyclable ones?',
        expect: { productType: 'tote', qty: 150, maxUnitCents: 500, recyclable: true },
      },
      {
        q: 'compare the first three',
        expect: { compared: 3 },
      },
    ],
  },
  {
    id: 'r4-cv-13',
    turns: [
      {
        q: 'Need 24 golf umbrellas in red for the showroom.',
        expect: { productType: 'golf umbrella', qty: 24, colour: 'red' },
      },
      {
        q: 'what about in navy',
        expect: { productType: 'golf umbrella', qty: 24, colour: 'navy', intentColours: ['navy'] },
      },
      {
        q: 'cheapest first please',
        expect: { productType: 'golf umbrella', qty: 24, colour: 'navy', sorted: 'price' },
      },
    ],
  },
  {
    id: 'r4-cv-15',
    turns: [
      {
        q: 'Need 100 stadium seat cushions in navy for season ticket holders.',
        expect: { productType: 'seat cushion', qty: 100, colour: 'navy' },
      },
      {
        q: 'what about 250?',
        expect: { productType: 'seat cushion', qty: 250, colour: 'navy', intentQty: 250 },
      },
      {
        q: 'New request: 500 foam fingers.',
        expect: { productType: 'foam finger', qty: 500, intentQty: 500, intentColours: [] },
      },
    ],
  },
  {
    id: 'r4-cv-17',
    turns: [
      {
        q: 'Do you sell flash drives? 500 needed by Dec 18 for orientation.',
        expect: { productType: 'flash drive', qty: 500, maxProductionDays: 17 },
      },
      {
        q: 'under $4 each?',
        expect: { productType: 'flash drive', qty: 500, maxProductionDays: 17, maxUnitCents: 400 },
      },
      {
        q: 'compare the first two',
        expect: { compared: 2 },
      },
    ],
  },
  // First turn unmeetable on purpose: the catalogue has no toothbrushes (absent type); the second turn is a new request.
  {
    id: 'r4-cv-19',
    turns: [
      {
        q: 'Do you carry toothbrushes? 500 for our dental practice.',
        expect: { productType: 'toothbrush', absent: true, qty: 500 },
      },
      {
        q: 'ok what about lip balm instead, 500 under $1 each',
        expect: { productType: 'lip balm', qty: 500, maxUnitCents: 100, intentQty: 500, intentColours: [] },
      },
    ],
  },
  {
    id: 'r4-cv-21',
    turns: [
      {
        q: 'Hiya, need 100 travel mugs in grey or black, max £12 each',
        expect: { productType: 'travel mug', qty: 100, maxUnitCents: 1200, colour: ['grey', 'black'] },
      },
      {
        q: 'anything cheaper?',
        expect: { productType: 'travel mug', qty: 100, maxUnitCents: 1200, colour: ['grey', 'black'] },
      },
      {
        q: 'cheers, that\'s all for now',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-cv-23',
    turns: [
      {
        q: 'Laptop sleeves, 75, charcoal or gray, under $15',
        expect: { productType: 'laptop sleeve', qty: 75, maxUnitCents: 1500, colour: ['charcoal', 'gray'] },
      },
      {
        q: 'make it 150',
        expect: { productType: 'laptop sleeve', qty: 150, maxUnitCents: 1500, colour: ['charcoal', 'gray'], intentQty: 150 },
      },
    ],
  },
  {
    id: 'r4-cv-25',
    turns: [
      {
        q: 'For the board retreat: 60 knit polos and 60 dad hats, both navy.',
        expect: {
          items: [
            { productType: 'knit polo', qty: 60 },
            { productType: 'dad hat', qty: 60 },
          ],
          colour: 'navy',
        },
      },
      {
        q: 'great, thank you!',
        expect: { noProducts: true },
      },
    ],
  },
  {
    id: 'r4-em-02',
    q: `Good morning,

Hargrove & Pell is putting together its client gifts again. This year the partners would like leather journals — 120 of them, black or brown, no more than $30 apiece. They also insist that whatever we choose is made in the USA.

Thank you,

Theodore Pell
Office Manager | Hargrove & Pell LLP
230 Park Avenue, 14th Floor, New York, NY 10169
T 212.555.0143 · 85 attorneys, 4 offices`,
    expect: { productType: 'leather journal', qty: 120, maxUnitCents: 3000, colour: ['black', 'brown'], madeIn: 'US' },
  },
  {
    id: 'r4-em-04',
    q: `Hello,

Maple Valley School District is building supply kits for families next semester. We're looking for 1,200 spiral notebooks at $2.00 or less per notebook. There's no rush on this one.

Sincerely,
Patricia Nguyen
Purchasing Office, Maple Valley School District No. 43
PO Box 7720, Maple Valley, WA 98038
(425) 555-0190 ext. 212`,
    expect: { productType: 'spiral notebook', qty: 1200, maxUnitCents: 200, noDeadline: true },
  },
  {
    id: 'r4-em-06',
    q: `Hi Jordan,

Riverbend Food Bank's Jingle Jog 5K is Saturday, December 12, and we'd like to hand every runner a drawstring backpack at packet pickup. We need 400 of them in lime green or orange, under $4.00 each. Pickup is Thursday the 10th, so they must be in hand by Thursday, December 10.

Thank you for always helping us stretch our dollars!

Kendra Mills
Events & Volunteer Lead
Riverbend Food Bank | 88 Mill Street, Suite 4, Riverbend, IA 52001
563-555-0102 · 650 registered runners so far`,
    expect: { productType: 'drawstring backpack', qty: 400, maxUnitCents: 400, colour: ['lime', 'orange'], maxProductionDays: 11 },
  },
  {
    id: 'r4-em-08',
    q: `Jordan —

Every buyer at Summit Ford drives off with a keychain. We're reordering for 2027 and want leatherette keychains this time: 1,000 pieces, black, $2.50 each at most.

Regards,
Dale Hutchins
General Sales Manager
Summit Ford Lincoln · 7800 Route 9 North, Saratoga Springs, NY 12866
Showroom 518-555-0175 · Sold 2,400 units in 2026`,
    expect: { productType: 'leatherette keychain', qty: 1000, maxUnitCents: 250, colour: 'black' },
  },
  {
    id: 'r4-em-10',
    q: `Hi Jordan,

Hillcrest Youth Soccer Club needs warm-up shirts for the upcoming season. We'd like 180 performance tees in royal blue, under $14 each.

Go Hawks!
Marco Bellini
Equipment Coordinator, Hillcrest Youth Soccer Club
Field House, 400 Westgate Dr, Naperville, IL 60540
630-555-0158 · 14 teams, U8 through U14`,
    expect: { productType: 'performance tee', qty: 180, maxUnitCents: 1400, colour: 'royal blue' },
  },
  // Unmeetable on purpose: the catalogue has no socks (absent type).
  {
    id: 'r4-em-12',
    q: `Hi Jordan,

Our agents hand a little closing gift to every buyer, and this year we'd love branded socks. Could you find us 200 pairs of socks in navy?

Thanks!
Brianna Cole
Marketing Coordinator
Keystone Realty Group
3300 Market St, Suite 150, Harrisburg, PA 17101
717-555-0196 | 48 agents · 6 offices`,
    expect: { productType: 'sock', absent: true, qty: 200, colour: 'navy' },
  },
  {
    id: 'r4-em-14',
    q: `Hi,

The Graduate Student Association is equipping our 60 department representatives. We'd like black padfolios, under $30 each. Nothing else needed for now.

Thank you,
Amara Okafor
GSA Vice President, Finance
Northbridge State University
Student Union Rm 214, 100 College Ave, Northbridge, MA 01534
508-555-0177`,
    expect: { productType: 'padfolio', qty: 60, maxUnitCents: 3000, colour: 'black' },
  },
  {
    id: 'r4-em-16',
    q: `Hi Jordan,

A client of ours is launching a sustainability report and wants a leave-behind for their 250 stakeholder meetings. We're after eco-friendly notebooks, any colour, up to $4 a piece, for 250 people.

Cheers,
Oliver Brandt
Account Director
Brandt & Vega Creative
77 Water St, 2nd Floor, Portland, ME 04101
207-555-0124 | brandtvega.co`,
    expect: { productType: 'notebook', qty: 250, maxUnitCents: 400, eco: true },
  },
  {
    id: 'r4-em-18',
    q: `Hi Jordan, see below from my boss — can you help?

---------- Forwarded message ---------
From: Greg Tanaka <greg.tanaka@ridgelinesoftware.com>
Date: Fri, Nov 20, 2026 at 4:52 PM
Subject: SKO swag

Can you get quotes on 150 fleece quarter-zips for the sales kickoff? Navy. Total budget is $4,500 for all of them.
—G

Thanks!
Hannah Lee
Executive Assistant, Ridgeline Software
1010 Congress Ave, Suite 900, Austin, TX 78701
512-555-0163`,
    expect: { productType: 'quarter-zip', qty: 150, maxUnitCents: 3000, colour: 'navy' },
  },
  {
    id: 'r4-em-20',
    q: `Hi Jordan,

We're opening a second studio and want to gift each founding member a yoga mat with our logo. We need 30 mats in purple or teal, $30 max per mat.

Namaste,
Leah Brooks
Owner, Flow & Form Yoga
2 locations · 612 Elm Ave, Boulder, CO 80302
303-555-0140`,
    expect: { productType: 'yoga mat', qty: 30, maxUnitCents: 3000, colour: ['purple', 'teal'] },
  },
  {
    id: 'r4-em-22',
    q: `Jordan,

Our new site badges go on breakaway safety lanyards. Order is 500 in orange, and they need to be here in 15 business days. Price is open but please keep it sensible.

Mike Sorensen
Site Superintendent
Granite Peak Builders
Trailer 3, 8800 Route 73, Marlton, NJ 08053
856-555-0127 · OSHA 30 certified crew of 95`,
    expect: { productType: 'breakaway safety lanyard', qty: 500, colour: 'orange', maxProductionDays: 12 },
  },
  {
    id: 'r4-em-24',
    q: `Hello,

We'd like cooling towels for the Sandhills Half Marathon finish line: 250 towels in lime or light blue, under $3.50 each, no rush at all.

Thanks,
Derek Chau
Race Director, Sandhills Half Marathon & 10K
PO Box 4410, Southern Pines, NC 28388
910-555-0191`,
    expect: { productType: 'cooling towel', qty: 250, maxUnitCents: 350, colour: ['lime', 'light blue'], noDeadline: true },
  },
  {
    id: 'r4-em-26',
    q: `Hi team,

We're giving out webcam covers (the little privacy sliders) at DevSummit. We need 1,000 at 60¢ or less each, and they have to be produced within 6 days.

Thanks,
Sam Whitaker
Community Manager, DevSummit
Suite 18, 200 Innovation Way, Raleigh, NC 27606
919-555-0110 · 3,500 attendees expected`,
    expect: { productType: ['webcam cover', 'privacy slider'], qty: 1000, maxUnitCents: 60, maxProductionDays: 6 },
  },
  {
    id: 'r4-em-28',
    q: `Hey Jordan,

Restocking the merch shelf. Could you price 500 bottle opener keychains, no more than $2 each?

Prost,
Klaus Werner
Owner/Brewer, Werner Bräuhaus
19 Canal Street, New Braunfels, TX 78130
830-555-0129 · Biergarten seats 300`,
    expect: { productType: 'bottle opener keychain', qty: 500, maxUnitCents: 200 },
  },
  {
    id: 'r4-em-30',
    q: `Hello,

For the Winter Reading Challenge the library hands every participant a bookmark. We'd like eco-friendly bookmarks, 1,000 of them, no more than $1.50 each.

Thank you kindly,
Edith Carmichael
Youth Services Librarian
Pinecrest Public Library
72 Library Lane, Pinecrest, VT 05401
802-555-0114 · Open Mon–Sat`,
    expect: { productType: 'bookmark', qty: 1000, maxUnitCents: 150, eco: true },
  },
  {
    id: 'r4-em-32',
    q: `Good morning Jordan,

We're adding a picnic package for summer guests at the lodge. We'd like 100 picnic blankets in forest green or grey, up to $20 per blanket.

Kind regards,
Isabel Fontaine
Guest Experience Manager
Cedar Ridge Lodge
5 Summit Road, Big Sky, MT 59716
406-555-0122 · 48 cabins · 2 restaurants`,
    expect: { productType: 'picnic blanket', qty: 100, maxUnitCents: 2000, colour: ['forest green', 'grey'] },
  },
  // Unmeetable on purpose: the catalogue has no growlers (absent type).
  {
    id: 'r4-em-34',
    q: `Hi,

We're launching a growler club and want 64 oz growlers with our logo. Could you quote 150 growlers?

Thanks,
Tess Hammond
Co-owner, Driftwood Brewing
210 Harbor Rd, Astoria, OR 97103
503-555-0138`,
    expect: { productType: 'growler', absent: true, qty: 150 },
  },
  {
    id: 'r4-em-36',
    q: `Hello Jordan,

Our agents give buyers a welcome tote filled with local goodies. We'd like 250 jute market totes in natural, under $8.00 each.

Thanks,
Gina Moretti
Office Manager, Coastal Keys Realty
45 Ocean Blvd, Suite 7, Cape May, NJ 08204
609-555-0150`,
    expect: { productType: 'jute market tote', qty: 250, maxUnitCents: 800, colour: 'natural' },
  },
  // Unmeetable on purpose: by Tue 1 Dec leaves 4 production days; no over-ear headphones are produced that fast (rush only).
  {
    id: 'r4-em-38',
    q: `Hey Jordan,

Holiday gift for our engineering team: over-ear headphones. 25 pairs, under $40 each. The party is Friday Dec 4 and I need them in hand by Tuesday, December 1 to get them wrapped.

Thanks!
Marcus Ellery
CTO, Quillbyte
quillbyte.dev · 12 Garage Lane, Boulder, CO 80301
+1 720 555 0135`,
    expect: { productType: 'over-ear headphone', qty: 25, maxUnitCents: 4000, maxProductionDays: 4 },
  },
  {
    id: 'r4-em-40',
    q: `Hi Jordan,

Service department would like something for customers waiting on oil changes. Please quote 250 car chargers in black, under $7 each.

Regards,
Tony Alvarez
Service Director
Bayshore Toyota · 4500 Bayshore Blvd, Tampa, FL 33611
813-555-0184 · Service hours 7am–7pm`,
    expect: { productType: 'car charger', qty: 250, maxUnitCents: 700, colour: 'black' },
  },
  // Unmeetable on purpose: $20 is below every softshell jacket price at 30.
  {
    id: 'r4-em-42',
    q: `Hello,

We're doing jackets for our client-facing staff. 30 softshell jackets, and the budget is $20 per jacket.

Thanks,
Lorraine Becker
Operations Manager
Becker Wealth Advisors
15 Gateway Center, Suite 600, Pittsburgh, PA 15222
412-555-0131`,
    expect: { productType: 'softshell jacket', qty: 30, maxUnitCents: 2000 },
  },
  {
    id: 'r4-em-44',
    q: `Hello,

The Foundation's Healthy Hydration campaign needs 500 recyclable water bottles at no more than $6 each.

Best regards,
Sandra Okoye
Program Officer, Community Health
Northside Hospital Foundation
1100 Peachtree Dunwoody Rd, Atlanta, GA 30342
404-555-0172`,
    expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 500, maxUnitCents: 600, recyclable: true },
  },
  {
    id: 'r4-mu-01',
    q: `Hi Jordan,

For Nurses Week we'd like 150 ceramic mugs in white and 150 tea sampler boxes. Total budget is $1,400 for everything.

Thanks,
Joanne Pryce, RN
Nurse Manager, 4 West
Cedar Valley Medical Center · 900 Hospital Dr, Waterloo, IA 50701
319-555-0142`,
    expect: {
      items: [
        { productType: 'ceramic mug', qty: 150, colour: 'white' },
        { productType: 'tea sampler', qty: 150 },
      ],
      maxTotalCents: 140000,
    },
  },
  {
    id: 'r4-mu-03',
    q: `Hi Jordan — booth prep for the Midwest Dental Expo (Booth #1142). We need 2 retractable banner stands, 1 fitted table cover for a 6 ft table, and 1,000 can coolers. Everything has to be in hand by December 15.

Thanks!
Meg Sullivan | Events Marketing, BrightBite Orthodontic Supply
847-555-0103`,
    expect: {
      items: [
        { productType: 'retractable banner stand', qty: 2 },
        { productType: 'fitted table cover', qty: 1 },
        { productType: 'can cooler', qty: 1000 },
      ],
      maxProductionDays: 14,
    },
  },
  {
    id: 'r4-mu-05',
    q: `Hey Jordan,

New-hire kits for Q1: 50 laptop backpacks, 50 power banks and 200 webcam covers (the privacy slider kind), all in black. Total budget $3,000.

Cheers,
Devin Park
Workplace Experience, Orbitly
Pier 9, Suite 300, San Francisco CA 94111 · 415-555-0171`,
    expect: {
      items: [
        { productType: 'laptop backpack', qty: 50 },
        { productType: 'power bank', qty: 50 },
        { productType: ['webcam cover', 'privacy slider'], qty: 200 },
      ],
      colour: 'black',
      maxTotalCents: 300000,
    },
  },
  {
    id: 'r4-mu-07',
    q: `Jordan,

Toolbox talk giveaways: 500 safety lanyards in orange, 500 tape measure keychains, and 500 carpenter pencils.

Ray Kowalczyk · Safety Director · Keystone Civil Contractors · 570-555-0168`,
    expect: {
      items: [
        { productType: 'safety lanyard', qty: 500, colour: 'orange' },
        { productType: 'tape measure keychain', qty: 500 },
        { productType: 'carpenter pencil', qty: 500 },
      ],
    },
  },
  {
    id: 'r4-mu-09',
    q: `Good afternoon,

Turndown amenity for our suites: 100 zippered travel pouches, 100 chocolate bars and 100 aromatherapy candles. Our budget is $1,200 total.

Regards,
Henri Dubois
Rooms Division Manager, The Beaumont Hotel
12 Rue Royale Blvd, New Orleans, LA 70130 · 504-555-0189 · 96 suites`,
    expect: {
      items: [
        { productType: 'travel pouch', qty: 100 },
        { productType: 'chocolate bar', qty: 100 },
        { productType: 'aromatherapy candle', qty: 100 },
      ],
      maxTotalCents: 120000,
    },
  },
  {
    id: 'r4-mu-11',
    q: `Jordan,

For incoming partners: 25 padfolios and 25 leather journals. Both in black, please, and both must be made in the USA.

Thanks,
Claire Whitman | Director of Professional Development | Ashby Crane LLP | 617-555-0156`,
    expect: {
      items: [
        { productType: 'padfolio', qty: 25 },
        { productType: 'leather journal', qty: 25 },
      ],
      colour: 'black',
      madeIn: 'US',
    },
  },
  {
    id: 'r4-mu-13',
    q: `Hi!

Our wellness challenge kicks off in January. We'd like 200 water bottles, 200 resistance band sets and 200 pedometers. Please have everything here by Friday, January 8.

Thank you,
Tasha Green
Wellness Program Lead, Lakeside Health System · 1,400 employees
608-555-0111`,
    expect: {
      items: [
        { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200 },
        { productType: 'resistance band', qty: 200 },
        { productType: ['pedometer', 'step counter'], qty: 200 },
      ],
      maxProductionDays: 32,
    },
  },
  // Partly unmeetable on purpose: one item (socks) is a type the catalogue lacks.
  {
    id: 'r4-mu-15',
    q: 'Winter team store: 200 pairs of socks and 200 beanies, both in navy.',
    expect: {
      items: [
        { productType: 'sock', qty: 200, absent: true },
        { productType: 'beanie', qty: 200 },
      ],
      colour: 'navy',
    },
  },
  {
    id: 'r4-mu-17',
    q: `Hi Jordan,

Charity golf outing coming up. We need 48 golf towels, 48 golf umbrellas and 48 ball markers... actually scratch the markers — make that 48 golf towels and 48 golf umbrellas only, both in navy or black.

Thanks,
Phil Ostrowski
Tournament Chair, Rotary Club of Ann Arbor West · 734-555-0126`,
    expect: {
      items: [
        { productType: 'golf towel', qty: 48 },
        { productType: 'golf umbrella', qty: 48 },
      ],
      colour: ['navy', 'black'],
    },
  },
  {
    id: 'r4-mu-19',
    q: 'Client holiday boxes: 100 hot cocoa gift sets, 100 campfire mugs in red and 100 knit beanies.',
    expect: {
      items: [
        { productType: 'hot cocoa gift set', qty: 100 },
        { productType: 'campfire mug', qty: 100, colour: 'red' },
        { productType: 'knit beanie', qty: 100 },
      ],
    },
  },
  {
    id: 'r4-qu-01',
    q: 'Do you carry Bluetooth speakers? We need about 40 for a sales contest, under $25 each.',
    expect: { productType: 'bluetooth speaker', qty: 40, maxUnitCents: 2500 },
  },
  // Unmeetable on purpose: $40 is below every banner stand price.
  {
    id: 'r4-qu-03',
    q: 'Got any retractable banner stands under $40? Just need one for a job fair.',
    expect: { productType: 'retractable banner stand', qty: 1, maxUnitCents: 4000 },
  },
  {
    id: 'r4-qu-05',
    q: 'Do you guys sell phone stands? Looking for 200 in white, under $3 apiece.',
    expect: { productType: 'phone stand', qty: 200, maxUnitCents: 300, colour: 'white' },
  },
  {
    id: 'r4-qu-07',
    q: 'Any pom pom beanies in the catalogue? 72 of them for our ski club, colour doesn\'t matter.',
    expect: { productType: 'pom pom beanie', qty: 72 },
  },
  {
    id: 'r4-qu-09',
    q: 'Do you carry wireless chargers that can be produced within 8 days? 50 units.',
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 50, maxProductionDays: 8 },
  },
  {
    id: 'r4-qu-11',
    q: 'Got any LED flashlights under $5? Quantity would be 250.',
    expect: { productType: 'led flashlight', qty: 250, maxUnitCents: 500 },
  },
  // Unmeetable on purpose: $20 is below every trophy price.
  {
    id: 'r4-qu-13',
    q: 'Do you carry any trophies for under $20 each? Just need one per team.',
    expect: { productType: 'trophy', maxUnitCents: 2000 },
  },
  {
    id: 'r4-qu-15',
    q: 'Do you offer puffer vests in forest green? 24 pieces for the leadership team.',
    expect: { productType: 'puffer vest', qty: 24, colour: 'forest green' },
  },
  {
    id: 'r4-qu-17',
    q: 'Do you sell LED desk lamps? 30 of them, under $25 each.',
    expect: { productType: 'led desk lamp', qty: 30, maxUnitCents: 2500 },
  },
  {
    id: 'r4-qu-19',
    q: 'Do you carry pedometers? 200 for a step challenge, $5 max each.',
    expect: { productType: ['pedometer', 'step counter'], qty: 200, maxUnitCents: 500 },
  },
  {
    id: 'r4-qu-21',
    q: 'Do you sell umbrellas that are made in the USA? We need 50.',
    expect: { productType: 'umbrella', qty: 50, madeIn: 'US' },
  },
  {
    id: 'r4-qu-23',
    q: 'Do you sell reusable produce bags? 300 sets, under $4 each.',
    expect: { productType: 'reusable produce bag', qty: 300, maxUnitCents: 400 },
  },
  {
    id: 'r4-qu-25',
    q: 'Do you carry feather flags? Need 4 for our dealership lot, under $120 each.',
    expect: { productType: 'feather flag', qty: 4, maxUnitCents: 12000 },
  },
  {
    id: 'r4-tx-02',
    q: 'u guys have koozies?? need 500 by 12/11, under a buck each',
    expect: { productType: 'can cooler', qty: 500, maxUnitCents: 100, maxProductionDays: 12 },
  },
  {
    id: 'r4-tx-04',
    q: 'pls send options - 150 beanies grey or black, under 8 bucks',
    expect: { productType: 'beanie', qty: 150, maxUnitCents: 800, colour: ['grey', 'black'] },
  },
  {
    id: 'r4-tx-06',
    q: 'quick one - 250 stress balls under $1 ea, any colr is fine',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 250, maxUnitCents: 100 },
  },
  {
    id: 'r4-tx-08',
    q: '100 power banks pls, need em in 3 wks, budget 20 ea',
    expect: { productType: 'power bank', qty: 100, maxUnitCents: 2000, maxProductionDays: 12 },
  },
  {
    id: 'r4-tx-10',
    q: 'hand sanitizer x 500, under 1.50 each pls',
    expect: { productType: 'hand sanitizer', qty: 500, maxUnitCents: 150 },
  },
  {
    id: 'r4-tx-12',
    q: 'mouse pads x250, eco friendly pls, max $3',
    expect: { productType: 'mouse pad', qty: 250, maxUnitCents: 300, eco: true },
  },
  {
    id: 'r4-tx-14',
    q: 'hiya, need 600 temp tattoos for the school fun run, max 55p each ta',
    expect: { productType: 'temporary tattoo', qty: 600, maxUnitCents: 55 },
  },
  {
    id: 'r4-tx-16',
    q: '250 white ceramic mugs under $4 - whats available',
    expect: { productType: 'ceramic mug', qty: 250, maxUnitCents: 400, colour: 'white' },
  },
  {
    id: 'r4-tx-18',
    q: 'need 36 fleece quarter zips in charcoal for mgmt, max $45 ea',
    expect: { productType: 'quarter-zip', qty: 36, maxUnitCents: 4500, colour: 'charcoal' },
  },
  {
    id: 'r4-tx-20',
    q: 'need 500 bamboo pens under $1, eco friendly',
    expect: { productType: 'bamboo pen', qty: 500, maxUnitCents: 100, eco: true },
  },
  {
    id: 'r4-tx-22',
    q: '1.5k sticky note cubes? under 1.20 ea',
    expect: { productType: 'sticky note cube', qty: 1500, maxUnitCents: 120 },
  },
  {
    id: 'r4-tx-24',
    q: 'can u do 300 chip clips produced within 8 days, max 2 bucks',
    expect: { productType: 'chip clip', qty: 300, maxUnitCents: 200, maxProductionDays: 8 },
  },
  {
    id: 'r4-tx-26',
    q: 'lookin for usb flash drives, 100 of em, under $6',
    expect: { productType: 'flash drive', qty: 100, maxUnitCents: 600 },
  },
  {
    id: 'r4-tx-28',
    q: 'need 60 softshells navy or black by dec 22, under 50',
    expect: { productType: 'softshell jacket', qty: 60, maxUnitCents: 5000, colour: ['navy', 'black'], maxProductionDays: 19 },
  },
  {
    id: 'r4-tx-30',
    q: 'can u get me 500 phone grips in pink or purple, 1.50 max',
    expect: { productType: 'phone grip', qty: 500, maxUnitCents: 150, colour: ['pink', 'purple'] },
  },
  {
    id: 'r4-tx-32',
    q: 'ugh need 30 plaques for the awards banquet dec 10, under $40 ea',
    expect: { productType: 'plaque', qty: 30, maxUnitCents: 4000, maxProductionDays: 11 },
  },
  {
    id: 'r4-tx-34',
    q: 'need tshirts 500 white max 6 bucks, MUST be made in usa',
    expect: { productType: ['t-shirt', 'tee'], qty: 500, maxUnitCents: 600, colour: 'white', madeIn: 'US' },
  },
  // Unmeetable on purpose: $25 is below every carry-on bag price.
  {
    id: 'r4-tx-36',
    q: 'ok need 12 carry on bags for the exec team, under $25 ea',
    expect: { productType: 'carry-on bag', qty: 12, maxUnitCents: 2500 },
  },
  {
    id: 'r4-tx-38',
    q: 'grey hoodies x40, max £30 each',
    expect: { productType: 'hoodie', qty: 40, maxUnitCents: 3000, colour: 'grey' },
  },
  {
    id: 'r4-tx-40',
    q: '20 wooden desk clocks under 25 - retirement gifts',
    expect: { productType: 'wooden desk clock', qty: 20, maxUnitCents: 2500 },
  },
  {
    id: 'r4-tx-42',
    q: 'can u do 100 laptop sleeves navy under 12 bucks',
    expect: { productType: 'laptop sleeve', qty: 100, maxUnitCents: 1200, colour: 'navy' },
  },
  // Unmeetable on purpose: the catalogue has no aprons (absent type).
  {
    id: 'r4-tx-44',
    q: 'got aprons? 40 black ones for the bbq crew',
    expect: { productType: 'apron', absent: true, qty: 40, colour: 'black' },
  },
];
