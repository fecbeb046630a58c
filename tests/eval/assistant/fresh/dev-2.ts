import type { EvalCase } from '../expect.js';

/**
 * Second fresh evaluation of the chat assistant, the development half: 100 of 200 client requests
 * written independently on 2026-11-27 from the catalogue's data (seed/catalogue/), docs/product.md
 * and the answer format (contracts/chat.ts, the Expect types) only — without reading the
 * assistant's code or its earlier evaluation questions — following the conventions of cases.ts.
 *
 * Styles: emails with signatures (r2-em), texts and chats (r2-tx), questions (r2-qu), several
 * products at once (r2-mu) and short conversations (r2-cv). Split by a rule that does not look at
 * the content: all 200 ids sorted in plain string order, the 1st, 3rd, 5th… are in dev-2.ts and
 * the 2nd, 4th, 6th… in held-out-2.ts (100 each). A case added later goes to either half, never
 * moves between them.
 *
 * Readings decided beyond cases.ts:
 * - A size ("20 oz", "16 GB", "13in", "6ft") is not judged: the type is the catalogue's phrase for
 *   the product ('tumbler' for 20 oz tumblers); a product feature the client names as the thing
 *   wanted ("breakaway lanyards", "pom pom beanies", "recycled paper notebooks") is its type.
 * - A client's type maps to every catalogue phrase a rep would accept for it: water bottles are
 *   water, sport and stainless steel bottles (not shaker bottles); stress balls include stress
 *   reliever balls; pill boxes are pill cases and organizers; webcam covers include privacy sliders.
 * - "blue" is written as ['blue', 'navy'] (blue accepts navy); "royal blue" and "forest green" are
 *   that colour only.
 * - "Before our event on the 10th" is read as by the 10th; an event date is the deadline.
 * - A request that cannot be met in full states what the client asked, and its reply pattern names
 *   the relaxed constraint (minimum, budget/price, colour).
 * - "a hoodie, a tumbler and a journal each" for 40 people: the quantity is said of every item.
 */

export const DEV_2_CASES: EvalCase[] = [
  // The follow-up changes the colour and keeps quantity and budget.
  {
    id: 'r2-cv-01',
    turns: [
      {
        q: 'looking for 200 black tumblers under $15',
        expect: { productType: 'tumbler', qty: 200, maxUnitCents: 1500, colour: 'black' },
      },
      {
        q: 'in navy instead?',
        expect: { productType: 'tumbler', qty: 200, maxUnitCents: 1500, colour: 'navy', intentQty: 200, intentColours: ['navy'] },
      },
    ],
  },
  // Each follow-up keeps what was stated: 250 keeps black, then gray replaces black.
  {
    id: 'r2-cv-03',
    turns: [
      {
        q: '100 hoodies, black, under $35',
        expect: { productType: 'hoodie', qty: 100, maxUnitCents: 3500, colour: 'black' },
      },
      {
        q: 'what about 250?',
        expect: { productType: 'hoodie', qty: 250, maxUnitCents: 3500, colour: 'black', intentQty: 250, intentColours: ['black'] },
      },
      {
        q: 'and in grey?',
        expect: { productType: 'hoodie', qty: 250, maxUnitCents: 3500, colour: 'gray', intentQty: 250, intentColours: ['gray'] },
      },
    ],
  },
  // A new request carries nothing over.
  {
    id: 'r2-cv-05',
    turns: [
      {
        q: '150 water bottles under $12',
        expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 150, maxUnitCents: 1200 },
      },
      {
        q: 'separate question: do you sell sunglasses?',
        expect: { productType: 'sunglasses', absent: true, intentQty: null, intentColours: [] },
      },
    ],
  },
  {
    id: 'r2-cv-07',
    turns: [
      {
        q: 'Need 12 crystal awards under $80 for the sales kickoff.',
        expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 12, maxUnitCents: 8000 },
      },
      {
        q: 'compare the first two',
        expect: { compared: 2 },
      },
    ],
  },
  {
    id: 'r2-cv-09',
    turns: [
      {
        q: '48 golf umbrellas for a charity tournament',
        expect: { productType: 'golf umbrella', qty: 48 },
      },
      {
        q: 'navy or black?',
        expect: { productType: 'golf umbrella', qty: 48, colour: ['navy', 'black'], intentQty: 48, intentColours: ['navy', 'black'] },
      },
      {
        q: 'which has the fastest production time?',
        expect: { productType: 'golf umbrella', qty: 48, colour: ['navy', 'black'], sorted: 'productionDays', intentQty: 48 },
      },
    ],
  },
  // The follow-up narrows the type to pom pom beanies and keeps 72.
  {
    id: 'r2-cv-11',
    turns: [
      {
        q: 'do you have beanies? 72 pcs',
        expect: { productType: 'beanie', qty: 72 },
      },
      {
        q: 'pom pom ones?',
        expect: { productType: 'pom pom beanie', qty: 72, intentQty: 72 },
      },
    ],
  },
  {
    id: 'r2-cv-13',
    turns: [
      {
        q: '40 power banks, made in usa',
        expect: { productType: 'power bank', qty: 40, madeIn: 'US' },
      },
      {
        q: 'any under $20?',
        expect: { productType: 'power bank', qty: 40, madeIn: 'US', maxUnitCents: 2000, intentQty: 40 },
      },
    ],
  },
  // By Fri 4 Dec → 7 (rush allowed).
  {
    id: 'r2-cv-15',
    turns: [
      {
        q: 'tshirts x 300 white $4 ea',
        expect: { productType: ['t-shirt', 'tee'], qty: 300, maxUnitCents: 400, colour: 'white' },
      },
      {
        q: 'can they be here by dec 4?',
        expect: { productType: ['t-shirt', 'tee'], qty: 300, maxUnitCents: 400, colour: 'white', maxProductionDays: 7, intentQty: 300, intentProdDays: 7 },
      },
    ],
  },
  {
    id: 'r2-cv-17',
    turns: [
      {
        q: '75 bluetooth speakers under $25',
        expect: { productType: 'speaker', qty: 75, maxUnitCents: 2500 },
      },
      {
        q: 'cheapest first please',
        expect: { productType: 'speaker', qty: 75, maxUnitCents: 2500, sorted: 'price', intentQty: 75 },
      },
    ],
  },
  {
    id: 'r2-cv-19',
    turns: [
      {
        q: '250 tumblers, silver, under $14',
        expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1400, colour: 'silver' },
      },
      {
        q: 'what about 150?',
        expect: { productType: 'tumbler', qty: 150, maxUnitCents: 1400, colour: 'silver', intentQty: 150, intentColours: ['silver'] },
      },
      {
        q: 'compare the first two',
        expect: { compared: 2 },
      },
    ],
  },
  // A dozen = 12, then three dozen = 36; burgundy is Maroon.
  {
    id: 'r2-cv-21',
    turns: [
      {
        q: 'need a dozen crewneck sweatshirts, burgundy',
        expect: { productType: 'sweatshirt', qty: 12, colour: 'maroon' },
      },
      {
        q: 'make it three dozen',
        expect: { productType: 'sweatshirt', qty: 36, colour: 'maroon', intentQty: 36 },
      },
    ],
  },
  // Turn 1 cannot be met in full: ceramic mugs start at 25, so 12 is below every minimum; the reply
  // names it. Turn 2 raises the quantity.
  {
    id: 'r2-cv-23',
    turns: [
      {
        q: 'i need 12 ceramic mugs for the office',
        expect: { productType: 'ceramic mug', qty: 12, reply: '[Mm]inimum|MOQ' },
      },
      {
        q: 'fine, 50 then',
        expect: { productType: 'ceramic mug', qty: 50, intentQty: 50 },
      },
    ],
  },
  // The second turn is a new request with its own quantity and colour.
  {
    id: 'r2-cv-25',
    turns: [
      {
        q: '500 lip balms and 500 sunscreens for the county fair',
        expect: {
          items: [
            { productType: 'lip balm', qty: 500 },
            { productType: 'sunscreen', qty: 500 },
          ],
        },
      },
      {
        q: 'separate question: 24 yoga mats in purple',
        expect: { productType: 'yoga mat', qty: 24, colour: 'purple', intentQty: 24, intentColours: ['purple'] },
      },
    ],
  },
  // 85 staff and 3 locations are not the quantity; 300 is. "11 oz" is a size.
  {
    id: 'r2-em-02',
    q: `Good morning Jess,

Quick one for you. We have 85 staff across our 3 locations but we'd like 300 white 11 oz coffee mugs so there are plenty left over for walk-in customers. Under $4 a mug please.

Cheers,
Tom Becker
Marketing Coordinator
Becker & Sons Hardware
221 Main Street, Red Wing, MN 55066
Tel 651-555-0192`,
    expect: { productType: 'mug', qty: 300, maxUnitCents: 400, colour: 'white' },
  },
  // The 2027 outing is months away (Mon 19 Apr 2027: 106 working days − 3 = 103), stated though it
  // limits nothing. 72 golfers is not the quantity; 96 sleeves is.
  {
    id: 'r2-em-04',
    q: `Hi Dave,

Planning ahead for once! Our 2027 Spring Scramble is on April 19 and we'll have 72 golfers. I'd like 96 sleeves of golf balls with the logo (extras for the pro shop). Budget is $15 a sleeve.

Regards,
Greg Halvorsen
Director of Member Services
Oak Hollow Country Club
1200 Fairway Dr, Des Moines, IA 50312
(515) 555-0133 ext. 4`,
    expect: { productType: 'golf ball', qty: 96, maxUnitCents: 1500, maxProductionDays: 103 },
  },
  {
    id: 'r2-em-06',
    q: `Hey Sam,

Hope your fall has been a little calmer than ours! Our sustainability committee is asking for eco-friendly tote bags for the spring farmers market booth. We need 500, natural color, and we're hoping for under $4 each.

Thanks,
Rachel Ng
Community Relations
Prairie Co-op Grocers
3300 Grand Ave, Des Moines, IA 50312
(515) 555-0104`,
    expect: { productType: 'tote', qty: 500, maxUnitCents: 400, colour: 'natural', eco: true },
  },
  // Ceremony Fri 8 Jan 2027: 35 working days − 3 = 32. 1,200 employees is not the quantity; 18 is.
  {
    id: 'r2-em-08',
    q: `Hi Lena,

We have about 1,200 employees and every year we recognise our top performers at the Employee of the Year dinner. This year there are 18 winners. Could you suggest crystal awards, engraved with names, $60 each max? The dinner is January 8th.

Warmly,
Hannah Oduya
People & Culture Lead
Northstar Logistics
9900 Airport Rd, Louisville, KY 40209
502-555-0187`,
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 18, maxUnitCents: 6000, maxProductionDays: 32 },
  },
  // "Cheapest first" asks a price sort; koozies are can coolers.
  {
    id: 'r2-em-10',
    q: `Yo Jen,

Brewery here again 🍺 We need 1,000 black koozies for the taproom anniversary party. Show me the cheapest ones you've got first, we're not picky.

Cheers,
Luke Brennan
Owner, Copper Canyon Brewing Co.
17 Foundry Lane, Boise, ID 83702
208-555-0119`,
    expect: { productType: 'can cooler', qty: 1000, colour: 'black', sorted: 'price' },
  },
  // People count is the quantity when no other is named; $1,000 / 60 = 1666 cents.
  {
    id: 'r2-em-12',
    q: `Hi Ben,

Safety week is coming up and we want to give a first aid kit to each of our 60 field technicians. Our total budget is $1,000.

Appreciate it,
Jorge Alvarez
EHS Manager
Granite State Utilities
45 Commerce Way, Manchester, NH 03101
(603) 555-0176`,
    expect: { productType: 'first aid kit', qty: 60, maxUnitCents: 1666 },
  },
  // Booth #1412 and the February show are not quantities; ship by Fri 22 Jan 2027 → 42.
  {
    id: 'r2-em-14',
    q: `Hi Rob,

We're exhibiting at the Dallas Home & Garden Show in February (booth #1412) and need 2 retractable banner stands. Budget is $200 per stand. They need to ship by January 22 at the latest.

Thanks,
Nina Castillo
Marketing Director
Sunbelt Pools & Spas
8120 Preston Rd, Dallas, TX 75225
(214) 555-0162`,
    expect: { productType: 'banner stand', qty: 2, maxUnitCents: 20000, maxProductionDays: 42 },
  },
  // Three dozen = 36; "charcoal or black" is a list.
  {
    id: 'r2-em-16',
    q: `Hey Mike,

Winter is here! Our crew needs beanies — three dozen, charcoal or black, with a small woven patch. Under $10 each — that's a hard cap, the owner was clear.

Thanks bud,
Wes Hargrove
Foreman
Hargrove Roofing LLC
1839 County Rd 9, Sioux Falls, SD 57104
605-555-0181`,
    expect: { productType: 'beanie', qty: 36, maxUnitCents: 1000, colour: ['charcoal', 'black'] },
  },
  // The 25 board members are the quantity: no other is named.
  {
    id: 'r2-em-18',
    q: `Dear Paul,

Our board has 25 members and the chair would like to give each a leather journal at the January retreat. Brown would be ideal — actually, brown please. Up to $45 each.

Best regards,
Catherine Wells
Board Liaison
Heritage Arts Council
15 Museum Row, Richmond, VA 23219
804-555-0193`,
    expect: { productType: 'leather journal', qty: 25, maxUnitCents: 4500, colour: 'brown' },
  },
  // Event on Thu 10 Dec: 14 working days − 3 = 11.
  {
    id: 'r2-em-20',
    q: `Hi Kate,

We'd like custom wrapper chocolate bars for our client holiday open house — 250 bars, under $3 each. They need to arrive before our event on the 10th of December.

Happy holidays!
Brian Foster
Branch Manager
Pacific Rim Wealth Advisors
1000 2nd Ave, Suite 3400, Seattle, WA 98104
(206) 555-0147`,
    expect: { productType: 'chocolate bar', qty: 250, maxUnitCents: 300, maxProductionDays: 11 },
  },
  // "16 GB" is a size.
  {
    id: 'r2-em-22',
    q: `Hello Sarah,

Happy Monday (almost)! Can you quote 100 USB flash drives, 16 GB, with our logo? Under $8 each. We preload our product catalog on them.

Best,
Evan Brooks
Sales Operations
Ironwood Machinery
4700 W Industrial Blvd, Milwaukee, WI 53209
414-555-0171`,
    expect: { productType: 'flash drive', qty: 100, maxUnitCents: 800 },
  },
  // In 3 weeks = Sun 13 Dec: 15 working days − 3 = 12.
  {
    id: 'r2-em-24',
    q: `Hi Monica,

We need 400 water bottles for our January kickoff but they need to be in our warehouse in 3 weeks so we can pack the kits. Under $10 each please.

Cheers,
Dylan Ortiz
Field Marketing Manager
Vista Software Inc.
120 Innovation Dr, Austin, TX 78701
512-555-0155`,
    expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 400, maxUnitCents: 1000, maxProductionDays: 12 },
  },
  // 45 new hires is a count of people, but 30 padfolios is named, so 30.
  {
    id: 'r2-em-26',
    q: `Hello Nate,

Hope the move into your new warehouse went smoothly. We hired 45 people this year, but the padfolios are only for our 30 managers. Black, debossed logo, under $25 each please.

Regards,
Tiffany Brooks
HR Generalist
Bayside Manufacturing Co.
9 Harborfront Way, Baltimore, MD 21230
410-555-0134`,
    expect: { productType: 'padfolio', qty: 30, maxUnitCents: 2500, colour: 'black' },
  },
  // By Fri 11 Dec: 15 − 3 = 12. The 75 distributors are the quantity: no other is named.
  {
    id: 'r2-em-28',
    q: `Hi Tyler,

We want Bluetooth speakers for our top 75 distributors as a year-end thank you. Under $20 each, and they need to be delivered by Dec 11.

Thanks,
Andre Wallace
Channel Marketing Manager
Redstone Audio Group
3001 Music Row, Nashville, TN 37203
615-555-0178`,
    expect: { productType: 'speaker', qty: 75, maxUnitCents: 2000, maxProductionDays: 12 },
  },
  // The 80 clients are the quantity; $2,000 total / 80 = 2500 cents. By Wed 16 Dec: 18 − 3 = 15.
  {
    id: 'r2-em-30',
    q: `Hi Beth,

I can't believe it's already that time of year again. We'd like to send cookie gift boxes to our 80 best clients. Total budget is $2,000 and they must be delivered by December 16.

Thanks a bunch,
Stephanie Cole
Client Success Manager
Atlas Commercial Realty
2200 Peachtree Rd NE, Atlanta, GA 30309
404-555-0140`,
    expect: { productType: 'cookie', qty: 80, maxUnitCents: 2500, maxProductionDays: 15 },
  },
  {
    id: 'r2-em-32',
    q: `Hey Carly,

We're opening a new taproom in the spring. Need 144 pint glasses with our logo, $5 or less each.

Thanks!
Matt Kowalski
Co-founder
Northwind Ale Works
66 Depot St, Grand Rapids, MI 49503
616-555-0114`,
    expect: { productType: 'pint glass', qty: 144, maxUnitCents: 500 },
  },
  // "2027" in "2027 desk calendars" is a year and 88214 an order number: neither is a quantity.
  {
    id: 'r2-em-34',
    q: `Hi Ellen,

Same as every year, we'd like 2027 desk calendars for our clients — 600 this time, under $3 each. Last year's order was #88214 if you want to pull it up.

Regards,
Harold Jensen
Agency Principal
Jensen Insurance Agency
31 Main St, Green Bay, WI 54301
920-555-0123`,
    expect: { productType: 'desk calendar', qty: 600, maxUnitCents: 300 },
  },
  // Made in USA is a constraint here ("has to be").
  {
    id: 'r2-em-36',
    q: `Hi Gina,

Hope you and the family had a nice weekend. We're a union shop and our mouse pads have to be made in the USA. Could you quote 250 of them, under $3 each?

Solidarity,
Frank DeLuca
Business Agent
IBEW Local 1199
1199 Labor Way, Philadelphia, PA 19107
215-555-0102`,
    expect: { productType: 'mouse pad', qty: 250, maxUnitCents: 300, madeIn: 'US' },
  },
  {
    id: 'r2-em-38',
    q: `Hey Pete,

Hope things are good on your end — we've been slammed with year-end sales. We want 100 trucker hats for the dealership crew, grey or charcoal, under $12 a hat.

Thanks,
Bobby Tran
General Manager
Tran Ford of Omaha
12900 W Dodge Rd, Omaha, NE 68154
402-555-0111`,
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 100, maxUnitCents: 1200, colour: ['gray', 'charcoal'] },
  },
  {
    id: 'r2-em-40',
    q: `Hi Andrea,

We hand out pocket notebooks at every career fair. Please quote 1,500 with our crest, under $1.50 each.

Regards,
Martin Okafor
Director of Career Services
Glacier Valley Community College
300 College Dr, Boise, ID 83706
208-555-0143`,
    expect: { productType: 'pocket notebook', qty: 1500, maxUnitCents: 150 },
  },
  // 25th anniversary: 25 is not the quantity; 500 is.
  {
    id: 'r2-em-42',
    q: `Hi Sophie,

We're celebrating our 25th anniversary next year and want 500 enamel lapel pins for staff and retirees. Under $2.50 each.

Thanks,
Helen Abara
Communications Manager
Tri-State Electric Cooperative
2500 Power Line Rd, Columbus, OH 43228
614-555-0195`,
    expect: { productType: 'lapel pin', qty: 500, maxUnitCents: 250 },
  },
  {
    id: 'r2-em-44',
    q: `Hi Maria,

I know it's early to think about summer, but our planning calendar says otherwise. We'd like 100 picnic blankets in red for our summer customer appreciation BBQ, under $25 each.

Thanks so much,
Janet Holloway
Marketing Manager
Sequoia Home Builders
900 Redwood Hwy, Santa Rosa, CA 95403
707-555-0153`,
    expect: { productType: 'picnic blanket', qty: 100, maxUnitCents: 2500, colour: 'red' },
  },
  {
    id: 'r2-em-46',
    q: `Hi Derek,

Hope you're staying warm — it's freezing here by San Diego standards. Looking for 50 white wireless chargers as holiday gifts for our agents. Under $20 each.

Thanks,
Samantha Lee
Broker/Owner
Coastal Realty Group
2200 Ocean Blvd, San Diego, CA 92109
619-555-0198`,
    expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 50, maxUnitCents: 2000, colour: 'white' },
  },
  {
    id: 'r2-em-48',
    q: `Hey Hailey,

Summer camp merch time. Could you price 72 bucket hats, under $12 each? Thanks!

Cheers,
Jake Morrison
Camp Director
Camp Tall Pines
4 Lakeview Trail, Brainerd, MN 56401
218-555-0120`,
    expect: { productType: 'bucket hat', qty: 72, maxUnitCents: 1200 },
  },
  {
    id: 'r2-em-50',
    q: `Good afternoon,

I hope this finds you well. Please quote 2,500 rollerball pens, black barrel, under $1 each. These go in our mailers.

Regards,
Linda Fairbanks
Direct Mail Manager
Pinnacle Bank & Trust
1100 Main St, Kansas City, MO 64105
816-555-0169`,
    expect: { productType: 'rollerball pen', qty: 2500, maxUnitCents: 100, colour: 'black' },
  },
  {
    id: 'r2-em-52',
    q: `Hi Erin,

Our linemen had a rough storm season and we want to say thank you. We'd like 100 multi-tools for our line crew appreciation day. Up to $12 each.

Thanks,
Walt Jenkins
Safety Coordinator
Redwood Rural Electric
1401 Orchard Rd, Ukiah, CA 95482
707-555-0157`,
    expect: { productType: 'multi-tool', qty: 100, maxUnitCents: 1200 },
  },
  {
    id: 'r2-em-54',
    q: `Hey!

We run an influencer program and want 150 clip-on ring lights with our logo. Can we stay under $10 each?

xo,
Mia Santos
Brand Partnerships
Glow Theory Cosmetics
333 Melrose Ave, Los Angeles, CA 90048
323-555-0163`,
    expect: { productType: 'ring light', qty: 150, maxUnitCents: 1000 },
  },
  // Cannot be met in full: the cheapest banner stand is above $30, so the closest are shown over
  // budget and the reply says so.
  {
    id: 'r2-em-56',
    q: `Hi Tom,

Small nonprofit here with a very small budget. We need 1 retractable banner stand for community events and can only spend $30 on it. Is that doable?

Thank you for trying!
Gloria Ramirez
Volunteer Coordinator
Harvest Hope Food Pantry
12 Church St, Albuquerque, NM 87102
505-555-0186`,
    expect: { productType: 'banner stand', qty: 1, maxUnitCents: 3000, reply: '[Bb]udget|[Pp]rice' },
  },
  // Section 112 and the 2027 season are not quantities.
  {
    id: 'r2-em-58',
    q: `Hi Drew,

For opening night of our 2027 season we'd like 1,000 orange foam fingers for the student section (section 112). Under $2 each.

Go Lions!
Kyle Bennett
Marketing & Promotions
Kodiak Arena Football
1 Stadium Dr, Reno, NV 89502
775-555-0191`,
    expect: { productType: 'foam finger', qty: 1000, maxUnitCents: 200, colour: 'orange' },
  },
  {
    id: 'r2-em-60',
    q: `Hi Pat,

Could you quote 150 stadium seat cushions for season ticket holders? Under $10 each. Royal blue would be great — royal blue is our team colour, so it has to be.

Thanks,
Tanya Hughes
Ticket Operations
Pioneer Baseball Club
600 Ballpark Way, Indianapolis, IN 46225
317-555-0148`,
    expect: { productType: 'stadium seat cushion', qty: 150, maxUnitCents: 1000, colour: 'royal blue' },
  },
  {
    id: 'r2-em-62',
    q: `Hi Jess,

For our January wellness challenge we'd like 200 resistance band sets, under $8 each. We have 1,850 employees but only the first 200 signups get one.

Thank you!
Aisha Rahman
Wellness Program Manager
Meridian Health System
3000 Meridian Blvd, Franklin, TN 37067
615-555-0136`,
    expect: { productType: 'resistance band', qty: 200, maxUnitCents: 800 },
  },
  {
    id: 'r2-em-64',
    q: `Hi Rachel,

We keep bees on our farm and want 120 honey jars labelled with our logo as customer gifts. Under $9 each.

Thanks,
Luke & Anna Peterson
Owners, Peterson Family Farm
7788 County Hwy 3, Stillwater, MN 55082
651-555-0103`,
    expect: { productType: 'honey', qty: 120, maxUnitCents: 900 },
  },
  {
    id: 'r2-em-66',
    q: `Hi Clara,

Hope your week is off to a good start. Our green office initiative wants 200 cork coaster sets, eco-friendly, under $7 each.

Best,
Owen Fitzgerald
Office Manager
Evergreen Law Offices
1500 SW 1st Ave, Portland, OR 97201
503-555-0194`,
    expect: { productType: 'coaster', qty: 200, maxUnitCents: 700, eco: true },
  },
  // "No rush" → noDeadline.
  {
    id: 'r2-em-68',
    q: `Hi Stacy,

No rush on this one — it's for our summer pool party — but could you price 500 beach balls under $2 each?

Thanks!
Ben Carter
Community Manager
Sunset Ridge Apartments
2400 Sunset Blvd, Phoenix, AZ 85016
480-555-0106`,
    expect: { productType: 'beach ball', qty: 500, maxUnitCents: 200, noDeadline: true },
  },
  // By Wed 9 Dec: 13 − 3 = 10. Suite 410 is not a quantity.
  {
    id: 'r2-em-70',
    q: `Hi Vince,

Thanks for your help with the summer intern kits. We'd like 250 laptop sleeves for our new hires' welcome kits. Black or gray, under $15 each, delivered by Wednesday Dec 9.

Thank you,
Rosa Delgado
Talent Acquisition Manager
Skyline Cloud Services
410 Tech Ridge Blvd, Suite 410, Austin, TX 78753
512-555-0165`,
    expect: { productType: 'laptop sleeve', qty: 250, maxUnitCents: 1500, colour: ['black', 'gray'], maxProductionDays: 10 },
  },
  // A total across the items: $2,400 → maxTotalCents.
  {
    id: 'r2-mu-02',
    q: `Hi Sandra,

For the spring open house we'd like 300 tote bags in natural and 300 water bottles in white. Our total budget for both is $2,400.

Thanks,
Julia Benson
Marketing Manager
Harbor Point Credit Union
18 Wharf St, Portland, ME 04101
207-555-0110`,
    expect: {
      maxTotalCents: 240000,
      items: [
        { productType: 'tote', qty: 300, colour: 'natural' },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300, colour: 'white' },
      ],
    },
  },
  // Sunglasses are absent; the can coolers are answered as asked.
  {
    id: 'r2-mu-04',
    q: '500 sunglasses and 500 koozies for the lake party',
    expect: {
      items: [
        { productType: 'sunglasses', absent: true, qty: 500 },
        { productType: 'can cooler', qty: 500 },
      ],
    },
  },
  // Booth 318 and the list dashes are not quantities; each item has its own budget.
  {
    id: 'r2-mu-06',
    q: `Trade show order for booth 318:
- 2,000 pens under $1
- 1,000 stress balls under $1.50
- 500 tote bags under $3
Thanks!`,
    expect: {
      items: [
        { productType: 'pen', qty: 2000, maxUnitCents: 100 },
        { productType: ['stress ball', 'stress reliever ball'], qty: 1000, maxUnitCents: 150 },
        { productType: 'tote', qty: 500, maxUnitCents: 300 },
      ],
    },
  },
  {
    id: 'r2-mu-08',
    q: 'golf tourney: 144 golf towels, 144 sleeves of golf balls, and 24 golf umbrellas for the raffle',
    expect: {
      items: [
        { productType: 'golf towel', qty: 144 },
        { productType: 'golf ball', qty: 144 },
        { productType: 'golf umbrella', qty: 24 },
      ],
    },
  },
  // A total across the items: $2,000 → maxTotalCents.
  {
    id: 'r2-mu-10',
    q: `Hi Kevin,

For our benefits fair we need 500 hand sanitizers, 500 lip balms and 250 pedometers. Total budget is $2,000 for everything.

Thanks,
Monique Harris
HR Benefits Manager
Sierra Regional Medical Center
1155 Mill St, Reno, NV 89502
775-555-0189`,
    expect: {
      maxTotalCents: 200000,
      items: [
        { productType: 'hand sanitizer', qty: 500 },
        { productType: 'lip balm', qty: 500 },
        { productType: ['pedometer', 'step counter'], qty: 250 },
      ],
    },
  },
  // By Wed 9 Dec → 10, said of both items.
  {
    id: 'r2-mu-12',
    q: 'need 300 lanyards and 300 badge holders by dec 9',
    expect: {
      maxProductionDays: 10,
      items: [
        { productType: 'lanyard', qty: 300 },
        { productType: 'badge holder', qty: 300 },
      ],
    },
  },
  // A total across the items: $4,000 → maxTotalCents; each colour is its item's.
  {
    id: 'r2-mu-14',
    q: `Hi Jenna,

Year-end gifts for the field team: 60 quarter-zips in charcoal and 60 vests in navy. We'd like to keep the whole order under $4,000.

Thank you,
Dominic Russo
Regional Sales Director
Atlas Industrial Supply
2500 Commerce Pkwy, Cleveland, OH 44114
216-555-0147`,
    expect: {
      maxTotalCents: 400000,
      items: [
        { productType: 'quarter-zip', qty: 60, colour: 'charcoal' },
        { productType: 'vest', qty: 60, colour: 'navy' },
      ],
    },
  },
  // 1k = 1,000 for each item.
  {
    id: 'r2-mu-16',
    q: '1k koozies + 1k bottle openers for the brewfest',
    expect: {
      items: [
        { productType: 'can cooler', qty: 1000 },
        { productType: 'bottle opener', qty: 1000 },
      ],
    },
  },
  // Two dozen = 24.
  {
    id: 'r2-mu-18',
    q: 'two dozen crystal awards and 200 lapel pins for the service anniversary banquet',
    expect: {
      items: [
        { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 24 },
        { productType: 'lapel pin', qty: 200 },
      ],
    },
  },
  // The $4 budget is said of all three items.
  {
    id: 'r2-mu-20',
    q: '150 drawstring backpacks, 150 water bottles, 150 sunscreens, all under $4 each',
    expect: {
      maxUnitCents: 400,
      items: [
        { productType: 'drawstring backpack', qty: 150 },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 150 },
        { productType: 'sunscreen', qty: 150 },
      ],
    },
  },
  // Bobbleheads are absent; the other two are answered as asked.
  {
    id: 'r2-mu-22',
    q: 'Hey Lauren — for the exec offsite: 50 wireless chargers, 20 desk lamps, and 20 custom bobbleheads of the CEO (joke, but also not a joke). Thanks! — Ty',
    expect: {
      items: [
        { productType: ['wireless charger', 'wireless charging pad'], qty: 50 },
        { productType: 'desk lamp', qty: 20 },
        { productType: 'bobblehead', absent: true, qty: 20 },
      ],
    },
  },
  // A total across the items: $1,200 → maxTotalCents.
  {
    id: 'r2-mu-24',
    q: 'gym opening: 30 yoga mats, 30 resistance bands, 30 foam rollers, $1,200 total budget',
    expect: {
      maxTotalCents: 120000,
      items: [
        { productType: 'yoga mat', qty: 30 },
        { productType: 'resistance band', qty: 30 },
        { productType: 'foam roller', qty: 30 },
      ],
    },
  },
  // The catalogue has no sunglasses: the reply says so and shows alternatives.
  {
    id: 'r2-qu-01',
    q: 'Do you carry sunglasses? My client wants 300 pairs for a beach cleanup day.',
    expect: { productType: 'sunglasses', absent: true, qty: 300 },
  },
  {
    id: 'r2-qu-03',
    q: 'Do you sell custom playing cards? Looking at 500 decks for a casino night.',
    expect: { productType: 'playing card', absent: true, qty: 500 },
  },
  {
    id: 'r2-qu-05',
    q: 'Do you carry rain ponchos? We have 400 festival volunteers to outfit.',
    expect: { productType: 'poncho', absent: true, qty: 400 },
  },
  {
    id: 'r2-qu-07',
    q: 'Do you have any tote bags made in the USA? Need 200.',
    expect: { productType: 'tote', qty: 200, madeIn: 'US' },
  },
  // By Fri 11 Dec: 15 − 3 = 12.
  {
    id: 'r2-qu-09',
    q: 'Can you quote 10 crystal awards under $40, delivered by Dec 11?',
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 10, maxUnitCents: 4000, maxProductionDays: 12 },
  },
  {
    id: 'r2-qu-11',
    q: 'Have you got luggage tags? A travel agency wants 150.',
    expect: { productType: 'luggage tag', absent: true, qty: 150 },
  },
  // "ear buds" written as two words.
  {
    id: 'r2-qu-13',
    q: 'Do you carry ear buds? 30 of them for a sales incentive.',
    expect: { productType: 'earbud', qty: 30 },
  },
  {
    id: 'r2-qu-15',
    q: 'Do you have jigsaw puzzles? Thinking 100 for a toy store promo.',
    expect: { productType: 'jigsaw puzzle', absent: true, qty: 100 },
  },
  // "die-cut" is decoration; the catalogue has no stickers.
  {
    id: 'r2-qu-17',
    q: 'Any chance you have stickers? 2,000 die-cut for a brewery.',
    expect: { productType: 'sticker', absent: true, qty: 2000 },
  },
  // A category request: any drinkware, eco.
  {
    id: 'r2-qu-19',
    q: 'Do you carry anything eco-friendly in drinkware for under $10?',
    expect: { category: 'Drinkware', eco: true, maxUnitCents: 1000 },
  },
  // "waterproof if possible" is a preference, not a constraint.
  {
    id: 'r2-qu-21',
    q: 'Can you quote 36 bluetooth speakers, waterproof if possible?',
    expect: { productType: 'speaker', qty: 36 },
  },
  // "Cheapest" asks a price sort.
  {
    id: 'r2-qu-23',
    q: 'What\'s your cheapest can cooler at 2,500 pieces?',
    expect: { productType: 'can cooler', qty: 2500, sorted: 'price' },
  },
  // "Fastest turnaround" asks a production-time sort.
  {
    id: 'r2-qu-25',
    q: 'Can you show me the fastest-turnaround lanyards for 300 pcs?',
    expect: { productType: 'lanyard', qty: 300, sorted: 'productionDays' },
  },
  {
    id: 'r2-qu-27',
    q: 'Do you sell wine glasses? 48 stemless for a winery.',
    expect: { productType: 'wine glass', qty: 48 },
  },
  {
    id: 'r2-qu-29',
    q: 'Do you carry Christmas stockings? 300 for a holiday toy drive.',
    expect: { productType: 'christmas stocking', absent: true, qty: 300 },
  },
  // 12/15 = Tue 15 Dec: 17 − 3 = 14.
  {
    id: 'r2-tx-01',
    q: 'need 250 navy tumblers under $15 ea by 12/15',
    expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500, colour: 'navy', maxProductionDays: 14 },
  },
  // 2.5k = 2,500; blue accepts navy.
  {
    id: 'r2-tx-03',
    q: '2.5k retractable pens 50c or less, blue ones pls',
    expect: { productType: ['retractable ballpoint pen', 'click pen'], qty: 2500, maxUnitCents: 50, colour: ['blue', 'navy'] },
  },
  // Misspelt "tumblers"; "20oz" is a size.
  {
    id: 'r2-tx-05',
    q: '20oz tumbers x 100 under 20$',
    expect: { productType: 'tumbler', qty: 100, maxUnitCents: 2000 },
  },
  // "~60" is a quantity of 60.
  {
    id: 'r2-tx-07',
    q: 'polos ~60 pcs navy or black under $25 ea',
    expect: { productType: 'polo', qty: 60, maxUnitCents: 2500, colour: ['navy', 'black'] },
  },
  // £8 read as $8.
  {
    id: 'r2-tx-09',
    q: 'client in london wants 300 notebooks, £8 a unit tops',
    expect: { productType: 'notebook', qty: 300, maxUnitCents: 800 },
  },
  // 1k = 1,000; "under 2 bucks" = 200 cents.
  {
    id: 'r2-tx-11',
    q: 'under 2 bucks, 1k tote bags, natural color',
    expect: { productType: 'tote', qty: 1000, maxUnitCents: 200, colour: 'natural' },
  },
  // "$1.5" = 150 cents.
  {
    id: 'r2-tx-13',
    q: 'metal pens x1000 $1.5 each max',
    expect: { productType: ['metal ballpoint pen', 'metal pen'], qty: 1000, maxUnitCents: 150 },
  },
  // Misspelt "power banks"; ship by Fri 4 Dec: 10 − 3 = 7.
  {
    id: 'r2-tx-15',
    q: 'power bnks x 25 under $20 ship by dec 4',
    expect: { productType: 'power bank', qty: 25, maxUnitCents: 2000, maxProductionDays: 7 },
  },
  {
    id: 'r2-tx-17',
    q: 'golf umbrellas x12 black, whats the price',
    expect: { productType: 'golf umbrella', qty: 12, colour: 'black' },
  },
  // 5k = 5,000; "under 1$" = 100 cents.
  {
    id: 'r2-tx-19',
    q: 'sticky notes 5k, under 1$',
    expect: { productType: 'sticky note', qty: 5000, maxUnitCents: 100 },
  },
  {
    id: 'r2-tx-21',
    q: 'tshirts 75 white $5 ea',
    expect: { productType: ['t-shirt', 'tee'], qty: 75, maxUnitCents: 500, colour: 'white' },
  },
  // Blue accepts navy.
  {
    id: 'r2-tx-23',
    q: 'hey need 400 recyclable water bottles, blue, <$8',
    expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 400, maxUnitCents: 800, colour: ['blue', 'navy'], recyclable: true },
  },
  // 1.5k = 1,500; "90c" = 90 cents; "no rush" → noDeadline.
  {
    id: 'r2-tx-25',
    q: 'lip balms 1.5k under 90c no rush',
    expect: { productType: 'lip balm', qty: 1500, maxUnitCents: 90, noDeadline: true },
  },
  // A dozen = 12.
  {
    id: 'r2-tx-27',
    q: 'a dozen trucker hats lol small order, black',
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 12, colour: 'black' },
  },
  // 12/18 = Fri 18 Dec → 17.
  {
    id: 'r2-tx-29',
    q: 'need 50 journals by 12/18 under $15, brown',
    expect: { productType: 'journal', qty: 50, maxUnitCents: 1500, colour: 'brown', maxProductionDays: 17 },
  },
  {
    id: 'r2-tx-31',
    q: 'drawstring bags x 800 under $2 ea, red',
    expect: { productType: 'drawstring backpack', qty: 800, maxUnitCents: 200, colour: 'red' },
  },
  {
    id: 'r2-tx-33',
    q: 'quote 1,200 chip clips under 75c',
    expect: { productType: 'chip clip', qty: 1200, maxUnitCents: 75 },
  },
  // Misspelt "pint glasses".
  {
    id: 'r2-tx-35',
    q: 'pint glsses x 200 under $4',
    expect: { productType: 'pint glass', qty: 200, maxUnitCents: 400 },
  },
  {
    id: 'r2-tx-37',
    q: 'keychains 500 bottle opener ones, silver',
    expect: { productType: 'bottle opener keychain', qty: 500, colour: 'silver' },
  },
  // "under 10" is dollars; grey → Gray.
  {
    id: 'r2-tx-39',
    q: 'lunch coolers qty 150 grey under 10',
    expect: { productType: ['lunch cooler', 'cooler bag'], qty: 150, maxUnitCents: 1000, colour: 'gray' },
  },
  // A product named recycled is asked for by its type.
  {
    id: 'r2-tx-41',
    q: 'recycled paper notebooks 1k under $3',
    expect: { productType: 'recycled paper notebook', qty: 1000, maxUnitCents: 300 },
  },
  // Concert Sat 10 Jul 2027 (far): 165 working days to Fri 9 Jul 2027 − 3 = 162; stated though it
  // limits nothing.
  {
    id: 'r2-tx-43',
    q: 'hand fans 2k for outdoor concert jul 10 2027, cheap as possible',
    expect: { productType: ['hand fan', 'paper fan'], qty: 2000, maxProductionDays: 162 },
  },
  // "25c" = 25 cents.
  {
    id: 'r2-tx-45',
    q: 'temp tattoos x5000 under 25c',
    expect: { productType: 'tattoo', qty: 5000, maxUnitCents: 25 },
  },
  // By Thu 10 Dec → 11.
  {
    id: 'r2-tx-47',
    q: 'camp chairs 24 under $35 by dec 10',
    expect: { productType: 'camp chair', qty: 24, maxUnitCents: 3500, maxProductionDays: 11 },
  },
  {
    id: 'r2-tx-49',
    q: 'visors x 144, white, under 6$',
    expect: { productType: 'visor', qty: 144, maxUnitCents: 600, colour: 'white' },
  },
];
