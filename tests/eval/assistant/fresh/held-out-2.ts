import type { EvalCase } from '../expect.js';

/**
 * Second fresh evaluation of the chat assistant, the held-out half: 100 of 200 client requests
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

export const HELD_OUT_2_CASES: EvalCase[] = [
  {
    id: 'r2-cv-02',
    turns: [
      {
        q: 'Can you show me 300 tote bags for a library summer reading program?',
        expect: { productType: 'tote', qty: 300 },
      },
      {
        q: 'any cheaper? they have to be under $2',
        expect: { productType: 'tote', qty: 300, maxUnitCents: 200, intentQty: 300 },
      },
    ],
  },
  // "Needs to ship in 7 days" → 7 production days.
  {
    id: 'r2-cv-04',
    turns: [
      {
        q: '500 pens in blue please',
        expect: { productType: 'pen', qty: 500, colour: ['blue', 'navy'] },
      },
      {
        q: 'needs to ship in 7 days',
        expect: { productType: 'pen', qty: 500, colour: ['blue', 'navy'], maxProductionDays: 7, intentQty: 500, intentProdDays: 7 },
      },
    ],
  },
  // A different order carries nothing over (no navy, no $30).
  {
    id: 'r2-cv-06',
    turns: [
      {
        q: '120 polos in navy under $30 ea',
        expect: { productType: 'polo', qty: 120, maxUnitCents: 3000, colour: 'navy' },
      },
      {
        q: 'different order: 40 caps',
        expect: { productType: 'cap', qty: 40, intentQty: 40, intentColours: [] },
      },
    ],
  },
  // After "also …" only what is said is checked.
  {
    id: 'r2-cv-08',
    turns: [
      {
        q: '250 white mugs for a coffee shop',
        expect: { productType: 'mug', qty: 250, colour: 'white' },
      },
      {
        q: 'also, do you sell coasters?',
        expect: { productType: 'coaster' },
      },
    ],
  },
  // By Fri 11 Dec → 12. Thanks get their own answer, without products.
  {
    id: 'r2-cv-10',
    turns: [
      {
        q: '1,000 lanyards by dec 11',
        expect: { productType: 'lanyard', qty: 1000, maxProductionDays: 12 },
      },
      {
        q: 'thanks, that\'s perfect!',
        expect: { noProducts: true },
      },
    ],
  },
  // "80c" = 80 cents; 5,000 replaces 2,000.
  {
    id: 'r2-cv-12',
    turns: [
      {
        q: '2,000 can coolers under 80c',
        expect: { productType: 'can cooler', qty: 2000, maxUnitCents: 80 },
      },
      {
        q: 'what about 5,000?',
        expect: { productType: 'can cooler', qty: 5000, maxUnitCents: 80, intentQty: 5000 },
      },
    ],
  },
  // The third turn is a new request: nothing carried over, red included.
  {
    id: 'r2-cv-14',
    turns: [
      {
        q: 'need 500 journals under $8',
        expect: { productType: 'journal', qty: 500, maxUnitCents: 800 },
      },
      {
        q: 'in red?',
        expect: { productType: 'journal', qty: 500, maxUnitCents: 800, colour: 'red', intentQty: 500, intentColours: ['red'] },
      },
      {
        q: 'ok thanks. separate question: 200 highlighters',
        expect: { productType: 'highlighter', qty: 200, intentQty: 200, intentColours: [] },
      },
    ],
  },
  {
    id: 'r2-cv-16',
    turns: [
      {
        q: 'eco friendly tote bags, 1k',
        expect: { productType: 'tote', qty: 1000, eco: true },
      },
      {
        q: 'recyclable ones?',
        expect: { productType: 'tote', qty: 1000, eco: true, recyclable: true, intentQty: 1000 },
      },
    ],
  },
  // A different order carries nothing over.
  {
    id: 'r2-cv-18',
    turns: [
      {
        q: '200 stress balls in red',
        expect: { productType: ['stress ball', 'stress reliever ball'], qty: 200, colour: 'red' },
      },
      {
        q: 'different order — do you carry fidget spinners?',
        expect: { productType: 'fidget spinner', absent: true, intentQty: null, intentColours: [] },
      },
    ],
  },
  // 3k = 3,000; "no rush on these" → noDeadline.
  {
    id: 'r2-cv-20',
    turns: [
      {
        q: 'we need 3k wristbands for a music festival',
        expect: { productType: 'wristband', qty: 3000 },
      },
      {
        q: 'in lime or yellow',
        expect: { productType: 'wristband', qty: 3000, colour: ['lime', 'yellow'], intentQty: 3000, intentColours: ['lime', 'yellow'] },
      },
      {
        q: 'no rush on these btw',
        expect: { productType: 'wristband', qty: 3000, colour: ['lime', 'yellow'], noDeadline: true, intentQty: 3000 },
      },
    ],
  },
  // Turn 1 cannot be met in full: no tumbler is $4 or less at 100; the closest are shown and the
  // reply names the budget. Turn 2 raises the budget.
  {
    id: 'r2-cv-22',
    turns: [
      {
        q: 'tumblers x100 under $4',
        expect: { productType: 'tumbler', qty: 100, maxUnitCents: 400, reply: '[Bb]udget|[Pp]rice' },
      },
      {
        q: 'ok what about under $8?',
        expect: { productType: 'tumbler', qty: 100, maxUnitCents: 800, intentQty: 100 },
      },
    ],
  },
  // 10 business days → 7.
  {
    id: 'r2-cv-24',
    turns: [
      {
        q: 'do you do hand sanitizer? 2,000 pcs',
        expect: { productType: 'hand sanitizer', qty: 2000 },
      },
      {
        q: 'in 10 business days?',
        expect: { productType: 'hand sanitizer', qty: 2000, maxProductionDays: 7, intentQty: 2000, intentProdDays: 7 },
      },
    ],
  },
  // By Fri 18 Dec: 20 working days − 3 = 17. "20 oz" is a size.
  {
    id: 'r2-em-01',
    q: `Hi Marcus,

Hope you had a good Thanksgiving week lined up! We're doing client gifts again this year and I'd love to go with 20 oz stainless tumblers — 150 of them, navy if you have it, with our logo laser engraved. Please keep it to $12 each max. We need them in hand by December 18.

Thanks so much,
Karen Liu
Office Manager | Brightline Dental Group
4410 Cedar Ave, Suite 200, Minneapolis, MN 55410
(612) 555-0148`,
    expect: { productType: 'tumbler', qty: 150, maxUnitCents: 1200, colour: 'navy', maxProductionDays: 17 },
  },
  // Race on Sat 12 Dec: working days up to it are those to Fri 11 Dec (15) − 3 = 12. "5K" and 400
  // runners are not the quantity; 450 is. Heather grey → Gray.
  {
    id: 'r2-em-03',
    q: `Hello!

We're getting ready for the 14th annual Turkey Trot 5K and expecting about 400 runners this year. Could you quote 450 t-shirts in heather grey, one-colour print on the front? We'd like to stay at $6 per shirt or less. They have to be here before the race on Saturday, December 12th.

Best,
Alyssa Moreno
Volunteer Coordinator
Riverbend Community Foundation
88 Water St, Columbus, OH 43215
614.555.0177`,
    expect: { productType: ['t-shirt', 'tee'], qty: 450, maxUnitCents: 600, colour: 'gray', maxProductionDays: 12 },
  },
  {
    id: 'r2-em-05',
    q: `Hi Priya,

Thanks again for the quick turnaround on the notepads last month. Our CEO wants to give power banks to the leadership team and a handful of board members — 40 pieces total. It's important to her that they're made in the USA. Anything under $25 each works.

Thank you!
Meredith Shaw
Executive Assistant to the CEO
Keystone Mutual Insurance
700 Liberty Ave, 14th Floor, Pittsburgh, PA 15222
412-555-0166`,
    expect: { productType: 'power bank', qty: 40, maxUnitCents: 2500, madeIn: 'US' },
  },
  // Delivery by Fri 19 Feb 2027: 65 working days − 3 = 62. The conference dates, 2027 and the suite
  // number are not quantities; breakaway is a preference.
  {
    id: 'r2-em-07',
    q: `Hello,

We're hosting the Midwest HR Summit March 3-5, 2027 and need 3,000 black lanyards for badge pickup. Breakaway clasp preferred but not required. Please keep them at 80 cents or less. We'd need delivery by February 19.

Kind regards,
Denise Carter
Events Manager
Midwest HR Association
500 N Michigan Ave, Suite 1800, Chicago, IL 60611
P: 312-555-0121`,
    expect: { productType: 'lanyard', qty: 3000, maxUnitCents: 80, colour: 'black', maxProductionDays: 62 },
  },
  // Quantity in words.
  {
    id: 'r2-em-09',
    q: `Hi Chris,

Hope all is well. We'd like two hundred hoodies in forest green for the alumni store, screen printed on the chest. Ideally under $30 each.

Thanks again,
Marcus Reyes
Alumni Relations Officer
Evergreen State College Foundation
2700 Evergreen Pkwy NW, Olympia, WA 98505
(360) 555-0150`,
    expect: { productType: 'hoodie', qty: 200, maxUnitCents: 3000, colour: 'forest green' },
  },
  // Health fair Tue 8 Dec: 12 working days − 3 = 9. "SPF 30" is not a quantity.
  {
    id: 'r2-em-11',
    q: `Hello Tasha,

Our benefits team is running a health fair on Tuesday, December 8th. We'd love 750 SPF 30 lip balms with our logo, under $1.25 each.

Thank you,
Olivia Grant
Benefits Specialist
Summit Health Partners
1401 Pine St, Denver, CO 80202
303-555-0112`,
    expect: { productType: 'lip balm', qty: 750, maxUnitCents: 125, maxProductionDays: 9 },
  },
  {
    id: 'r2-em-13',
    q: `Hi Amanda,

Could you help me find a dozen performance polos for our front desk team? Navy, logo embroidered on the left chest, $35 tops per shirt.

Thanks!
Kelsey Park
Guest Services Manager
Lakeside Inn & Suites
600 Shoreline Dr, Tahoe City, CA 96145
530-555-0139`,
    expect: { productType: 'polo', qty: 12, maxUnitCents: 3500, colour: 'navy' },
  },
  // "60 cents" is a unit budget.
  {
    id: 'r2-em-15',
    q: `Hi team,

October is Cybersecurity Awareness Month and we're getting an early start for 2027 — we'd like 2,500 webcam covers with our logo. Can we keep it to 60 cents apiece?

Regards,
Sanjay Mehta
IT Security Awareness Lead
Harborview Credit Union
310 Harbor Blvd, Tampa, FL 33602
813-555-0145`,
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 2500, maxUnitCents: 60 },
  },
  {
    id: 'r2-em-17',
    q: `Hello,

We're a small wellness studio opening a second location. We'd like 50 eco-friendly yoga mats with our logo for the grand opening, and we can spend up to $25 per mat.

Namaste,
Ivy Chen
Owner, Juniper Yoga Studio
42 Elm Street, Unit B, Portland, OR 97205
(503) 555-0108`,
    expect: { productType: 'yoga mat', qty: 50, maxUnitCents: 2500, eco: true },
  },
  {
    id: 'r2-em-19',
    q: `Hi Dana,

The pediatric wing is asking for stress balls to hand out — 500 of them, any colour, under a dollar each. Thanks for always being so quick!

Sincerely,
Dr. Fiona Marsh
Patient Experience Director
St. Brigid Children's Hospital
2000 Hospital Dr, Omaha, NE 68198
402-555-0159`,
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500, maxUnitCents: 100 },
  },
  {
    id: 'r2-em-21',
    q: `Hi Alex,

It was great seeing you at the chamber lunch on Thursday. Looking for 24 golf umbrellas for our VIP clients, navy or black only. Our budget is $30 each.

Thank you,
Raymond Liu
VP, Private Banking
Cardinal Trust Bank
88 Broad St, Boston, MA 02110
617-555-0124`,
    expect: { productType: 'golf umbrella', qty: 24, maxUnitCents: 3000, colour: ['navy', 'black'] },
  },
  {
    id: 'r2-em-23',
    q: `Hi Jordan,

Our green team wants recyclable travel mugs for staff — 120 of them. No budget set yet, just show me what's out there.

Thanks,
Alicia Romero
Sustainability Coordinator
Cascade Engineering Partners
2121 SW Broadway, Portland, OR 97201
503-555-0126`,
    expect: { productType: 'travel mug', qty: 120, recyclable: true },
  },
  // "No rush" is noDeadline; "next summer" states no date.
  {
    id: 'r2-em-25',
    q: `Hi Leo,

This is for next summer so no rush at all, but I wanted to get it on your radar: 1,000 sunscreen tubes for our pool memberships. Under $2.50 each.

Thanks,
Grace Kim
Aquatics Director
Meridian Parks & Recreation
77 Park Lane, Meridian, ID 83642
208-555-0188`,
    expect: { productType: 'sunscreen', qty: 1000, maxUnitCents: 250, noDeadline: true },
  },
  // "Earth Day 2027": 2027 is a year, not a quantity; no deadline date given.
  {
    id: 'r2-em-27',
    q: `Hi Morgan,

For Earth Day 2027 we want to hand out plantable seed paper cards, 2,000 of them, under $1 each. Eco-friendly is the whole point, obviously!

Best,
Sierra Lopez
Outreach Manager
Willow Creek Land Trust
410 Canyon Rd, Boulder, CO 80302
720-555-0161`,
    expect: { productType: ['seed card', 'seed paper'], qty: 2000, maxUnitCents: 100, eco: true },
  },
  // "2 oz" is a size.
  {
    id: 'r2-em-29',
    q: `Hi there,

Flu season again. We'd like 5,000 2 oz hand sanitizers with our clinic logo, under $1 each.

Thank you,
Nora Feldman
Practice Administrator
Sonoma Family Medicine
150 Vine St, Santa Rosa, CA 95401
707-555-0130`,
    expect: { productType: 'hand sanitizer', qty: 5000, maxUnitCents: 100 },
  },
  {
    id: 'r2-em-31',
    q: `Hello,

Basketball season is almost here and the boosters finally approved the budget. Please quote 288 structured baseball caps in royal blue with a 3D puff embroidery logo. We'd like to stay under $9 a cap.

Thanks,
Kevin Walsh
Athletic Director
Lincoln Heights High School
5000 Lincoln Ave, Cleveland, OH 44102
216-555-0190`,
    expect: { productType: 'cap', qty: 288, maxUnitCents: 900, colour: 'royal blue' },
  },
  // 10 business days → 10 − 3 = 7.
  {
    id: 'r2-em-33',
    q: `Hi Steph,

Our installers need new softshell jackets — 40 in black, embroidered, max $70 each. We need them within 10 business days; the crew starts a big outdoor job after that.

Thanks,
Rick Donnelly
Operations Manager
Summit Solar Installers
7711 E Solar Way, Phoenix, AZ 85008
602-555-0167`,
    expect: { productType: 'softshell jacket', qty: 40, maxUnitCents: 7000, colour: 'black', maxProductionDays: 7 },
  },
  // 340 players is not the quantity; 350 medals is.
  {
    id: 'r2-em-35',
    q: `Hi Maggie, Coach Dan here!

Hope the season treated you well. Our youth soccer league has 340 players this season and we'd like 350 gold medals with ribbons for the end-of-season party. Under $5 each please.

Thanks!
Dan Mercer
League Commissioner
Tri-County Youth Soccer
4410 Troost Ave, Kansas City, MO 64110
816-555-0138`,
    expect: { productType: 'medal', qty: 350, maxUnitCents: 500, colour: 'gold' },
  },
  // British "grey" is the catalogue's Gray.
  {
    id: 'r2-em-37',
    q: `Hi Oliver,

Lovely to catch up at the conference. As discussed, we're after 200 insulated lunch cooler bags in grey for our staff wellbeing programme. Could you keep them under $12 each?

Kind regards,
Harriet Bloom
Wellbeing Lead
Ashford Building Society (US office)
25 Commerce Sq, Newark, NJ 07102
+1 973 555 0116`,
    expect: { productType: ['lunch cooler', 'cooler bag'], qty: 200, maxUnitCents: 1200, colour: 'gray' },
  },
  // Burgundy is the catalogue's Maroon.
  {
    id: 'r2-em-39',
    q: `Hi Lauren,

For our partners' holiday gift we'd like 60 fleece quarter-zips in burgundy with a tone-on-tone embroidered logo. We can go up to $50 each.

Thank you,
Vanessa Liang
Operations Manager
Maverick Legal Group LLP
600 Congress Ave, Suite 2100, Austin, TX 78701
512-555-0129`,
    expect: { productType: 'quarter-zip', qty: 60, maxUnitCents: 5000, colour: 'maroon' },
  },
  // By Mon 14 Dec: 16 − 3 = 13.
  {
    id: 'r2-em-41',
    q: `Hello Julie,

Thanks for the great suggestions last year, the tins were a hit. We'd like to send 30 popcorn tins to our key accounts this year, under $40 each, delivered by Monday, December 14.

Many thanks,
Patrick O'Neill
Account Director
Lighthouse Marketing Agency
400 Beacon St, Boston, MA 02115
617-555-0184`,
    expect: { productType: 'popcorn tin', qty: 30, maxUnitCents: 4000, maxProductionDays: 13 },
  },
  // PopSockets are phone grips.
  {
    id: 'r2-em-43',
    q: `Hi Zach,

The marketing interns want PopSockets with our logo for the campus tour — 300 pcs, under $2 each. Let me know what you have!

Thanks,
Brooke Adams
Campus Recruiting Lead
Orion Data Systems
1 Orion Plaza, Irvine, CA 92618
949-555-0172`,
    expect: { productType: 'phone grip', qty: 300, maxUnitCents: 200 },
  },
  // In 2 weeks = Sun 6 Dec: 10 − 3 = 7.
  {
    id: 'r2-em-45',
    q: `Hello Amir,

We need 60 tea sampler boxes for a client appreciation event in 2 weeks. Under $12 each please.

Warm regards,
Claire Dubois
Office Manager
Dubois & Partners Architecture
75 Rue Place, Suite 4, New Orleans, LA 70130
504-555-0131`,
    expect: { productType: 'tea sampler', qty: 60, maxUnitCents: 1200, maxProductionDays: 7 },
  },
  {
    id: 'r2-em-47',
    q: `Hi Kim,

Our cafeteria is going plastic-free! We'd like 300 bamboo cutlery sets for employees, eco-friendly of course, under $6 each.

Best,
Daniel Ruiz
Facilities Manager
Terra Biotech
800 Science Park Dr, San Diego, CA 92121
858-555-0107`,
    expect: { productType: 'cutlery', qty: 300, maxUnitCents: 600, eco: true },
  },
  // "75 cents each" is a unit budget.
  {
    id: 'r2-em-49',
    q: `Hi Lisa,

Exam season is coming. We'd like 1,000 yellow highlighters for the library desk, 75 cents each at most.

Thanks,
Robert Chang
Library Services Coordinator
Dakota State University
820 N Washington Ave, Madison, SD 57042
605-555-0182`,
    expect: { productType: 'highlighter', qty: 1000, maxUnitCents: 75, colour: 'yellow' },
  },
  // The 2026 sales contest and 12 winners per region (3 regions) are background; 30 is the
  // quantity.
  {
    id: 'r2-em-51',
    q: `Hi Ryan,

Our 2026 sales contest had 12 winners in each of our 3 regions, plus a few managers — so 30 duffel bags total. Black, embroidered, under $40 each.

Thanks!
Chris Patel
Sales Enablement Manager
Horizon Medical Supply
5500 Wayzata Blvd, Minneapolis, MN 55416
763-555-0113`,
    expect: { productType: 'duffel bag', qty: 30, maxUnitCents: 4000, colour: 'black' },
  },
  // The 20 executives are the quantity: no other is named.
  {
    id: 'r2-em-53',
    q: `Hello Nick,

Hope the holiday rush hasn't buried you yet. We want LED desk lamps for 20 executives as a year-end gift. Up to $35 each. Black or silver would suit our offices.

Best regards,
Eleanor Whitfield
Chief of Staff
Monarch Capital Partners
200 Park Ave, 22nd Floor, New York, NY 10166
212-555-0135`,
    expect: { productType: 'desk lamp', qty: 20, maxUnitCents: 3500, colour: ['black', 'silver'] },
  },
  // By Fri 18 Dec → 17.
  {
    id: 'r2-em-55',
    q: `Hi Courtney,

Can you quote 120 crewneck sweatshirts in navy? Under $28 each. We need them by Dec 18 for our holiday party.

Thanks!
Josh Whitman
Office Coordinator
Trailhead Outfitters HQ
18 Summit Ave, Salt Lake City, UT 84111
801-555-0175`,
    expect: { productType: 'sweatshirt', qty: 120, maxUnitCents: 2800, colour: 'navy', maxProductionDays: 17 },
  },
  {
    id: 'r2-em-57',
    q: `Hi Becca,

Harvest is finally wrapped up, so I can get back to marketing! We'd like 250 jute market totes in natural for our wine club members, under $8 each.

Cheers,
Sofia Russo
Wine Club Manager
Catalina Hills Winery
4400 Vineyard Rd, Paso Robles, CA 93446
805-555-0132`,
    expect: { productType: 'jute market tote', qty: 250, maxUnitCents: 800, colour: 'natural' },
  },
  {
    id: 'r2-em-59',
    q: `Hi Angela,

Thanks for sponsoring the fun run again this year, by the way. We'd like 200 flashlights with our logo for our emergency preparedness fair, under $6 each.

Thank you,
Marcus Bell
Emergency Management Coordinator
City of Cedar Falls
220 Clay St, Cedar Falls, IA 50613
319-555-0109`,
    expect: { productType: 'flashlight', qty: 200, maxUnitCents: 600 },
  },
  {
    id: 'r2-em-61',
    q: `Hello Ms. Grant,

I got your name from Dr. Hughes at Valley Clinic — she speaks very highly of you. Our pharmacy would like 500 weekly pill organizers with our name on them. Under $1.50 each, please.

Regards,
Harold Nguyen, PharmD
Owner, Valley Drug & Wellness
402 Center St, Logan, UT 84321
435-555-0117`,
    expect: { productType: ['pill organizer', 'pill case'], qty: 500, maxUnitCents: 150 },
  },
  // "Before the holidays would be nice" is a wish and states no deadline.
  {
    id: 'r2-em-63',
    q: `Hi Val,

We'd love 100 aromatherapy candles for our spa clients, under $10 each. Before the holidays would be nice, but it's not critical.

Thanks,
Celeste Moreau
Owner, Solstice Day Spa
55 Aspen Way, Aspen, CO 81611
970-555-0125`,
    expect: { productType: 'candle', qty: 100, maxUnitCents: 1000 },
  },
  // Order #A-55812 is not a quantity; breakaway is the type asked for.
  {
    id: 'r2-em-65',
    q: `Hi Jamie,

Reorder time — same as order #A-55812 last year but this time 800 breakaway safety lanyards in red. Under $1.50 each.

Thanks,
Donna Kirk
Safety Manager
Granite Ridge Quarry
19 Quarry Rd, Barre, VT 05641
802-555-0174`,
    expect: { productType: 'breakaway safety lanyard', qty: 800, maxUnitCents: 150, colour: 'red' },
  },
  // By Fri 15 Jan 2027: 40 − 3 = 37.
  {
    id: 'r2-em-67',
    q: `Hi Greg,

Happy almost-Thanksgiving! We'd like 400 hardcover journals in navy for our 2027 kickoff, under $10 each. They need to arrive by January 15.

Thanks,
Paula Simmons
Events Lead
Beacon Financial Advisors
100 N Tryon St, Charlotte, NC 28202
704-555-0151`,
    expect: { productType: 'hardcover journal', qty: 400, maxUnitCents: 1000, colour: 'navy', maxProductionDays: 37 },
  },
  // Cannot be met in full: ballpoint pens start at 150, so 50 is below every minimum order; the
  // closest are shown and the reply names the minimum.
  {
    id: 'r2-em-69',
    q: `Hi Sharon,

Hope you're well — it's been a while. We only need 50 ballpoint pens for our small reception desk — nothing fancy, just our name on them. Under $2 each.

Thanks,
Lorraine Fox
Office Administrator
Fox & Hound Veterinary Clinic
88 Maple Ave, Buffalo, NY 14202
716-555-0144`,
    expect: { productType: 'ballpoint pen', qty: 50, maxUnitCents: 200, reply: '[Mm]inimum|MOQ' },
  },
  // Navy and the $3 budget are said of both items.
  {
    id: 'r2-mu-01',
    q: 'Need 150 spiral notebooks and 150 pens, everything in navy and under $3 each.',
    expect: {
      colour: 'navy',
      maxUnitCents: 300,
      items: [
        { productType: 'spiral notebook', qty: 150 },
        { productType: 'pen', qty: 150 },
      ],
    },
  },
  // Each colour is said of its own item.
  {
    id: 'r2-mu-03',
    q: '50 polos in navy + 50 caps in white for the golf committee',
    expect: {
      items: [
        { productType: 'polo', qty: 50, colour: 'navy' },
        { productType: 'cap', qty: 50, colour: 'white' },
      ],
    },
  },
  // The 40 new hires are the quantity of every item; black is said of all three.
  {
    id: 'r2-mu-05',
    q: 'onboarding kits for 40 new hires: a hoodie, a tumbler and a journal each, all black',
    expect: {
      qty: 40,
      colour: 'black',
      items: [
        { productType: 'hoodie' },
        { productType: 'tumbler' },
        { productType: 'journal' },
      ],
    },
  },
  // Booth #2215 is not a quantity.
  {
    id: 'r2-mu-07',
    q: `Hello Marco,

We just got booth #2215 at the regional builders expo. We need 1 retractable banner stand, 1 table throw, and 1,000 lip balms to hand out.

Best,
Tara Whitaker
Marketing Coordinator
Ridgeline Custom Homes
4020 Ridge Rd, Boise, ID 83714
208-555-0122`,
    expect: {
      items: [
        { productType: 'banner stand', qty: 1 },
        { productType: ['table throw', 'table cover'], qty: 1 },
        { productType: 'lip balm', qty: 1000 },
      ],
    },
  },
  // The same type twice, each with its own colour.
  {
    id: 'r2-mu-09',
    q: 'We need 200 mugs in red and 200 mugs in green for the holiday party, under $6 each.',
    expect: {
      maxUnitCents: 600,
      items: [
        { productType: 'mug', qty: 200, colour: 'red' },
        { productType: 'mug', qty: 200, colour: 'green' },
      ],
    },
  },
  // "No rush" → noDeadline.
  {
    id: 'r2-mu-11',
    q: '25 hoodies and 25 beanies, both black, no rush',
    expect: {
      colour: 'black',
      noDeadline: true,
      items: [
        { productType: 'hoodie', qty: 25 },
        { productType: 'beanie', qty: 25 },
      ],
    },
  },
  // Socks are absent; the power banks are answered as asked.
  {
    id: 'r2-mu-13',
    q: 'Can you quote 100 power banks and 100 pairs of socks?',
    expect: {
      items: [
        { productType: 'power bank', qty: 100 },
        { productType: 'sock', absent: true, qty: 100 },
      ],
    },
  },
  // By Wed 16 Dec → 15, said of both items.
  {
    id: 'r2-mu-15',
    q: 'client gifts: 75 popcorn tins and 75 hot cocoa gift sets, delivered by december 16th',
    expect: {
      maxProductionDays: 15,
      items: [
        { productType: 'popcorn tin', qty: 75 },
        { productType: 'hot cocoa', qty: 75 },
      ],
    },
  },
  // Three items of one type, each with its own quantity and colour.
  {
    id: 'r2-mu-17',
    q: 't-shirts: 400 in white, 400 in black, plus 100 in royal blue for staff',
    expect: {
      items: [
        { productType: ['t-shirt', 'tee'], qty: 400, colour: 'white' },
        { productType: ['t-shirt', 'tee'], qty: 400, colour: 'black' },
        { productType: ['t-shirt', 'tee'], qty: 100, colour: 'royal blue' },
      ],
    },
  },
  // "Made in USA if possible" is a preference; "eco" is said of the totes only.
  {
    id: 'r2-mu-19',
    q: '500 eco tote bags and 500 bamboo pens, made in USA if possible',
    expect: {
      items: [
        { productType: 'tote', qty: 500, eco: true },
        { productType: 'bamboo pen', qty: 500 },
      ],
    },
  },
  {
    id: 'r2-mu-21',
    q: '300 chocolate bars and 300 mint tins for the bank lobby, under $2.50 each',
    expect: {
      maxUnitCents: 250,
      items: [
        { productType: 'chocolate bar', qty: 300 },
        { productType: 'mint tin', qty: 300 },
      ],
    },
  },
  // Black is said of the mugs only.
  {
    id: 'r2-mu-23',
    q: 'café client wants 180 coffee mugs in black and 180 coffee sampler packs',
    expect: {
      items: [
        { productType: 'mug', qty: 180, colour: 'black' },
        { productType: 'coffee sampler', qty: 180 },
      ],
    },
  },
  // 10 business days → 7, said of both items.
  {
    id: 'r2-mu-25',
    q: '1,500 pens and 1,500 highlighters, need them produced in 10 business days',
    expect: {
      maxProductionDays: 7,
      items: [
        { productType: 'pen', qty: 1500 },
        { productType: 'highlighter', qty: 1500 },
      ],
    },
  },
  {
    id: 'r2-qu-02',
    q: 'Have you got aprons? Need 40 in black for a bakery chain.',
    expect: { productType: 'apron', absent: true, qty: 40, colour: 'black' },
  },
  {
    id: 'r2-qu-04',
    q: 'Can you quote 250 insulated water bottles under $15?',
    expect: { productType: 'insulated water bottle', qty: 250, maxUnitCents: 1500 },
  },
  // Koozies are can coolers; no quantity given.
  {
    id: 'r2-qu-06',
    q: 'Have you got koozies?',
    expect: { productType: 'can cooler' },
  },
  // Golf tees are not T-shirts: the catalogue has none.
  {
    id: 'r2-qu-08',
    q: 'Do you carry golf tees? A club wants 1,000 with their logo.',
    expect: { productType: 'golf tee', absent: true, qty: 1000 },
  },
  {
    id: 'r2-qu-10',
    q: 'Do you sell phone cases with a logo?',
    expect: { productType: 'phone case', absent: true },
  },
  {
    id: 'r2-qu-12',
    q: 'Do you do fleece blankets? Something under $30 for 50 donors.',
    expect: { productType: 'blanket', qty: 50, maxUnitCents: 3000 },
  },
  // "40 cents" is a unit budget.
  {
    id: 'r2-qu-14',
    q: 'Can you quote 5,000 black pens for under 40 cents each?',
    expect: { productType: 'pen', qty: 5000, maxUnitCents: 40, colour: 'black' },
  },
  // Chapstick is lip balm.
  {
    id: 'r2-qu-16',
    q: 'Do you sell chapstick? Need 1000.',
    expect: { productType: 'lip balm', qty: 1000 },
  },
  {
    id: 'r2-qu-18',
    q: 'Can you get me a price on 60 fleece quarter zips in charcoal?',
    expect: { productType: 'quarter-zip', qty: 60, colour: 'charcoal' },
  },
  {
    id: 'r2-qu-20',
    q: 'Have you got dog leashes? Pet store client, 200 pcs.',
    expect: { productType: 'dog leash', absent: true, qty: 200 },
  },
  {
    id: 'r2-qu-22',
    q: 'Do you have coloring books? A kids\' dental practice wants 500.',
    expect: { productType: 'coloring book', absent: true, qty: 500 },
  },
  {
    id: 'r2-qu-24',
    q: 'Do you carry ice scrapers? Car dealership wants 1000 for winter.',
    expect: { productType: 'ice scraper', absent: true, qty: 1000 },
  },
  {
    id: 'r2-qu-26',
    q: 'Have you got face masks with logos?',
    expect: { productType: 'face mask', absent: true },
  },
  // Cannot be met in full: no mug comes in gold; the closest are shown and the reply names the
  // colour.
  {
    id: 'r2-qu-28',
    q: 'Do you have gold coffee mugs? 100 for a jeweler.',
    expect: { productType: 'mug', qty: 100, colour: 'gold', reply: '[Cc]olou?r|[Gg]old' },
  },
  // Made in USA is asked as the condition of the question.
  {
    id: 'r2-qu-30',
    q: 'Have you got baseball caps that are made in the USA? 144 in navy, please.',
    expect: { productType: 'baseball cap', qty: 144, colour: 'navy', madeIn: 'US' },
  },
  // "75c" is 75 cents.
  {
    id: 'r2-tx-02',
    q: 'koozies x500 black, 75c max',
    expect: { productType: 'can cooler', qty: 500, maxUnitCents: 75, colour: 'black' },
  },
  {
    id: 'r2-tx-04',
    q: 'hoodies qty 48 charcoal max 35 bucks',
    expect: { productType: 'hoodie', qty: 48, maxUnitCents: 3500, colour: 'charcoal' },
  },
  // A price range: 300–500 cents.
  {
    id: 'r2-tx-06',
    q: 'mugs 3-5 dollars, 200pcs, white',
    expect: { productType: 'mug', qty: 200, minUnitCents: 300, maxUnitCents: 500, colour: 'white' },
  },
  // Misspelt "sweatshirts"; 2 dozen = 24.
  {
    id: 'r2-tx-08',
    q: 'need 2 dozen crewneck sweatshits in grey, $20 max',
    expect: { productType: 'sweatshirt', qty: 24, maxUnitCents: 2000, colour: 'gray' },
  },
  // €6 read as $6.
  {
    id: 'r2-tx-10',
    q: '€6 water bottles x 150?',
    expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 150, maxUnitCents: 600 },
  },
  // Misspelt "lanyards"; "w/ breakaway" asks for the breakaway type.
  {
    id: 'r2-tx-12',
    q: 'lanyrds 500pcs w/ breakaway, black',
    expect: { productType: 'breakaway safety lanyard', qty: 500, colour: 'black' },
  },
  // 10 business days → 7. "under 8" is dollars.
  {
    id: 'r2-tx-14',
    q: 'caps 144 qty, need in 10 business days, under 8',
    expect: { productType: 'cap', qty: 144, maxUnitCents: 800, maxProductionDays: 7 },
  },
  // A count of people is the quantity when no other is named.
  {
    id: 'r2-tx-16',
    q: 'beanies for 120 ppl, navy, <$9',
    expect: { productType: 'beanie', qty: 120, maxUnitCents: 900, colour: 'navy' },
  },
  // "max 6.50" = 650 cents.
  {
    id: 'r2-tx-18',
    q: 'travel mugs 96 max 6.50',
    expect: { productType: 'travel mug', qty: 96, maxUnitCents: 650 },
  },
  // By Wed 2 Dec: 8 − 3 = 5 (rush allowed at 7 or less).
  {
    id: 'r2-tx-20',
    q: 'can u do 300 stress balls by dec 2?? under a buck',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 300, maxUnitCents: 100, maxProductionDays: 5 },
  },
  {
    id: 'r2-tx-22',
    q: 'eco pens x 2000 under 60c',
    expect: { productType: 'pen', qty: 2000, maxUnitCents: 60, eco: true },
  },
  // "16gb" is a size.
  {
    id: 'r2-tx-24',
    q: 'flash drives 16gb x 200, under $6',
    expect: { productType: 'flash drive', qty: 200, maxUnitCents: 600 },
  },
  {
    id: 'r2-tx-26',
    q: 'qty 600 tyvek wristbands, orange',
    expect: { productType: ['tyvek wristband', 'event wristband'], qty: 600, colour: 'orange' },
  },
  {
    id: 'r2-tx-28',
    q: 'x300 cooling towels, lime or teal, < $3',
    expect: { productType: 'cooling towel', qty: 300, maxUnitCents: 300, colour: ['lime', 'teal'] },
  },
  {
    id: 'r2-tx-30',
    q: 'mousepads qty 250 max $2.50',
    expect: { productType: 'mouse pad', qty: 250, maxUnitCents: 250 },
  },
  // $1,000 total / 250 = 400 cents.
  {
    id: 'r2-tx-32',
    q: '250 mugs, $1,000 total',
    expect: { productType: 'mug', qty: 250, maxUnitCents: 400 },
  },
  // "7 days or less to produce" → 7.
  {
    id: 'r2-tx-34',
    q: 'need 40 vests navy under $60, 7 days or less to produce',
    expect: { productType: 'vest', qty: 40, maxUnitCents: 6000, colour: 'navy', maxProductionDays: 7 },
  },
  {
    id: 'r2-tx-36',
    q: 'wireless earbuds 30 pcs <$30 made in usa',
    expect: { productType: 'earbud', qty: 30, maxUnitCents: 3000, madeIn: 'US' },
  },
  // 2k = 2,000; "spf30" is not a quantity.
  {
    id: 'r2-tx-38',
    q: 'sunscreen 2k spf30 under $2',
    expect: { productType: 'sunscreen', qty: 2000, maxUnitCents: 200 },
  },
  {
    id: 'r2-tx-40',
    q: 'snapbacks 60 black <$14',
    expect: { productType: 'snapback', qty: 60, maxUnitCents: 1400, colour: 'black' },
  },
  // Misspelt "stylus".
  {
    id: 'r2-tx-42',
    q: 'stylis pens 1000 under 75c',
    expect: { productType: 'stylus', qty: 1000, maxUnitCents: 75 },
  },
  // "6ft" is a size: the quantity is 6.
  {
    id: 'r2-tx-44',
    q: 'need 6 table throws 6ft, under 200 ea',
    expect: { productType: ['table throw', 'table cover'], qty: 6, maxUnitCents: 20000 },
  },
  // Cannot be met in full: every lanyard has a minimum of 150 or more; the closest are shown and
  // the reply names the minimum.
  {
    id: 'r2-tx-46',
    q: 'lanyards x20 for a small office, any color',
    expect: { productType: 'lanyard', qty: 20, reply: '[Mm]inimum|MOQ' },
  },
  // "usb c" describes the cable, not a quantity.
  {
    id: 'r2-tx-48',
    q: 'usb c charging cables x250 $4 max',
    expect: { productType: 'charging cable', qty: 250, maxUnitCents: 400 },
  },
  // Cannot be met in full: no hoodie is $10 or less at 100; the closest are shown over budget and
  // the reply says so. Misspelt "hoodies".
  {
    id: 'r2-tx-50',
    q: 'hoodys x100 under $10 ea',
    expect: { productType: 'hoodie', qty: 100, maxUnitCents: 1000, reply: '[Bb]udget|[Pp]rice' },
  },
];
