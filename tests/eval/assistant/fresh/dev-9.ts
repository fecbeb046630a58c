import type { EvalCase } from '../expect.js';

/**
 * A ninth set of fresh requests for the chat assistant: 130 cases (169 turns), written on
 * 2026-11-30 by an independent helper from public facts only — the catalogue as the product's API
 * lists it (.scratch/catalogue-4000.json), docs/product.md#chat-assistant, the answer format
 * (contracts/chat.ts), the judge's types and check (../expect.ts) and the reading conventions in
 * the headers of cases.ts, dev-2.ts, dev-3.ts, dev-4.ts, dev-6.ts, dev-7.ts and dev-8.ts — without
 * reading the assistant's code, its earlier evaluation questions or the cases of the other fresh
 * sets, and without running the assistant.
 *
 * A development set only: there is no held-out half, and nothing here may be split off later to
 * stand in for one (the cases were written knowing they would all be read while tuning).
 *
 * Written in the style and mix of the first four sets (cases.ts, dev-2.ts, dev-3.ts, dev-4.ts): 35
 * client emails to their rep with a greeting, context and a signature (suites, floors, phones,
 * pagers, extensions, licence, EIN, routing, contract and badge numbers, bed, student, agent, team,
 * branch, room and member counts, years, taglines) (r9-em); 30 texts and chat messages with
 * shorthand and typos ("backpaks", "quater zips", "charcol", "wht"), slang budgets and cents ("a
 * buck fifty", "2 bucks", "900 bucks for 150", "60c", "a dime each tops") and quantities as "1.2k",
 * "1k", "2 hundred", "five hundred", "3 dozen", "2 doz", "2 gross", "100ish", "x500" (r9-tx); 18
 * "Do you sell / have / carry …?" questions, half of them for types the catalogue lacks (two of
 * those beside a type it has), the others for types it has (r9-qu); 20 requests for two or three
 * products, each with its own quantity, colour or budget, with a shared budget, colour or date,
 * totals across items, a correction inside the message and a type the catalogue lacks beside ones
 * it has (r9-mu); and 27 conversations of 2–4 turns — cheaper?, another colour, another quantity,
 * another deadline, a narrower kind, "what about <another type> instead?", "also …", sort by price
 * or production time, compare, "no rush", thanks, and new unrelated requests that carry nothing
 * over (r9-cv). The writers are restaurants, hospitals, a PTA, framers, a food bank, startups, a
 * law firm, churches, a synagogue, youth sports, a county parks department, a vet, a hotel, a
 * college, realtors, a race, accountants, breweries, a library, a hospital foundation, a software
 * company, a credit union, a manufacturer, a yoga studio, schools, an animal rescue, a fire and a
 * police department, an insurance agency, a golf charity, a museum, a pharmacy chain, a bank, a
 * wedding planner, a Rotary club, a camp, a co-op and a gym; the products range over all 16
 * catalogue categories. Five turns (one of them an item of a several-product request) cannot be met
 * on purpose, each marked with a comment (a quantity under every minimum, a budget under every
 * price, eco where no product of the type is eco, a colour no product of the type comes in, a
 * deadline only rush could meet); their reply pattern names the constraint to relax (dev-2.ts).
 *
 * Every turn was checked with .scratch/set9/check.ts against the catalogue through the judge's own
 * `broken` / `itemConstraints`: each satisfiable turn (each item of a several-product turn) has at
 * least 3 fitting products; each absent type matches no catalogue product name and at least 3
 * alternatives meet the request's other constraints; a total across items covers the cheapest
 * fitting product per item; every product type that is not absent names at least one catalogue
 * product; and each turn marked unmeetable has fewer than 3 fitting products.
 *
 * Read as in the earlier headers (now is Sunday 22 November 2026; production days are the working
 * days after today up to the date, minus 3: Dec 1 → 4, Dec 8 → 9, Dec 9 → 10, Dec 10 → 11,
 * Dec 11 → 12, Dec 15 → 14, Dec 16 → 15, Dec 17 → 16, Dec 18 → 17, Dec 24 → 21, Fri 8 Jan → 32;
 * a Saturday event, Dec 12, is read by the Friday before: 12). Readings decided here beyond them:
 * - Budgets: "no more than $X", "can't go over $X", "$X or under", "$X at the most", "$X cap",
 *   "$X max", "tops" and "under $X" are all at most X; "a dime each tops" is 10 cents; a total for
 *   the quantity ("$2,100 total" for 600, "budget 1200 total" for 18) is divided and rounded down.
 * - Quantities: "100ish" is 100; "three dozen" 36, "a dozen" 12, "2 doz" 24; "3-4 options" is not a
 *   quantity; "100 sets" of a product sold as a set is 100. A count of people in the body ("340 of
 *   them", "about 200 families", "100 golfers registered", "capped at 600 registrants", "120
 *   guests", "400 employees", "30 staff") is the quantity when no other is named (cases.ts).
 * - A time of use with no day ("winter reading program", "plant in the spring", "a winter
 *   wedding on Wednesday, December 9" — the date counts, the season does not) states no deadline.
 * - Types: "coffee mugs" and "white mugs" are any Mug; "reusable grocery tote bags" and "tote bags"
 *   any Tote; "cotton tote bags" Cotton Tote Bags and Recycled Cotton Totes; "jackets" are the
 *   Softshell Jackets and "vests" the Puffer Vests (the catalogue's only ones); "sweatshirts" are
 *   Crewneck Sweatshirts (no hoodie is named a sweatshirt); "caps" any name with Cap; "pencils"
 *   any Pencil, "No. 2 pencils" the No. 2 Wood Pencils (as 'wood pencil', dev-8); "recycled pens"
 *   Recycled Paper and Recycled Cardboard Pens; "wine glasses" the Stemless Wine Glasses; "coasters"
 *   and "cork coasters" the Cork Coaster Sets; "protein shakers" Protein Shaker Bottles; "earbuds"
 *   Wireless Earbuds; "headphones" Over-Ear Headphones; "desk organizers" Bamboo Desk Organizers
 *   and Desk Organizer Caddies; "usb flash drives" any USB Flash Drive; "umbrellas" any Umbrella;
 *   "chapstick" lip balm (dev-6). A brand naming a type the catalogue has ("Hydro Flask–style
 *   insulated water bottles", "Bluetooth item trackers, the Tile kind") asks for that type (dev-6).
 * - A size written after the type ("power banks 10000mah") is the catalogue's name for it, like
 *   one written in front (dev-7): 10000 mAh Power Banks. "Custom" or "branded" before a type
 *   ("custom chocolate bars") is decoration, not a kind: any Chocolate Bar.
 * - Absent types, by the client's phrase or its head noun (both match no catalogue name): pet
 *   waste bag dispensers, dog bandanas, bandanas, fanny packs, rain ponchos ('poncho'),
 *   collapsible pet bowls ('pet bowl'), ice scrapers, scarves ('scarf'), jigsaw puzzles, oven
 *   mitts, hand warmers, kites, ball markers, felt pennants ('pennant'), neck pillows, laptop
 *   stickers, snow globes and carabiners. The request's quantity and colour still bind the
 *   alternatives.
 * - Colours: "heather grey" is Gray (dev-6); "burgundy" Maroon (cases.ts); "lime" Lime; "royal
 *   blue" Royal Blue only; "clear glass" Clear; "natural" Natural; a colour said of one item of
 *   several is that item's, "black for both" the question's. "Navy if possible", "bamboo would b
 *   nice", "eco if poss" and "eco-friendly bags would be great if there's an option" are
 *   preferences and state nothing.
 * - Conversations: "no rush on these btw" adds noDeadline and keeps the rest, and a later colour
 *   follow-up keeps it; "what if we pushed it to Dec 18?" replaces the deadline (intentProdDays);
 *   "any under $20?" adds a budget and keeps the rest; "wooden ones only" and "auto-open ones?"
 *   narrow the type to that kind at the quantity in force (intentQty); "ok then candy jars
 *   instead" after a type the catalogue lacks carries nothing over (dev-4: intentQty null,
 *   intentColours []); "Unrelated —", "Different question —", "Thanks. Different question:" and
 *   "New request:" start a new request; "cheaper?" / "cheaper" keep the constraints in force and
 *   are asked only where at least 10 products fit (dev-8).
 */
export const DEV_9_CASES: EvalCase[] = [
  // ——— Emails to the rep, with greetings, context and signatures (r9-em) ———
  {
    id: 'r9-em-01',
    q: `Hi Dana,

Hope the Thanksgiving prep is going well! We're opening our second Rosa's Cantina on the east side and want branded pint glasses for the bar — 150 of them. We can't go over $6 a glass. The grand opening is Friday, January 8, so they need to be here by then.

Gracias,
Rosa Delgado
Owner, Rosa's Cantina
412 Elm St, Suite 2 · Austin, TX 78702
(512) 555-0142`,
    expect: { productType: 'pint glass', qty: 150, maxUnitCents: 600, maxProductionDays: 32 },
  },
  {
    id: 'r9-em-02',
    q: `Good morning,

Our nursing leadership wants to thank the night-shift nurses this holiday season. There are 340 of them across the three towers. We were thinking 20 oz tumblers, navy if possible, and no more than $15 a piece. Our holiday party is Friday, December 18, and we'd like to hand them out there.

Thank you so much,
Maureen Okafor, RN, MSN
Director of Nursing Operations
St. Brigid's Medical Center — 1,150 beds
Pager 4471 | (614) 555-0199 ext. 220`,
    expect: { productType: '20 oz stainless steel tumbler', qty: 340, maxUnitCents: 1500, maxProductionDays: 17 },
  },
  {
    id: 'r9-em-03',
    q: `Hello!

The Lincoln Elementary PTA is running a reading challenge and every kid who finishes a book gets a pencil. We'd like 1,000 No. 2 pencils with the school name on them. We're a PTA so the budget is tight — no more than 60 cents apiece.

Thanks,
Jen Kowalski
PTA Treasurer, Lincoln Elementary (Grades K–5, 480 students)
lincolnpta@example.org`,
    expect: { productType: 'wood pencil', qty: 1000, maxUnitCents: 60 },
  },
  {
    id: 'r9-em-04',
    q: `Hey Marcus,

Winter's coming and the framing crews keep asking for company beanies. Can you get me 75, black or charcoal? Want to hand them out at the Friday safety meeting on December 11, so they have to be here by then.

Thanks man,
Tony Russo
Field Superintendent
Russo & Sons Framing — Licensed & Insured, Lic. #CBC1258841
Cell 727-555-0180`,
    expect: { productType: 'beanie', qty: 75, colour: ['black', 'charcoal'], maxProductionDays: 12 },
  },
  {
    id: 'r9-em-05',
    q: `Hi there,

Westside Community Food Bank is switching our client pantry away from plastic bags. We'd like 300 reusable grocery tote bags with our logo. They need to be eco-friendly — that's the whole point — and our grant covers $3 a bag at most.

With gratitude,
Alicia Moreno
Volunteer Coordinator
Westside Community Food Bank · 501(c)(3) EIN 84-1234567
"Nobody goes hungry on the west side."`,
    expect: { productType: 'tote', qty: 300, maxUnitCents: 300, eco: true },
  },
  {
    id: 'r9-em-06',
    q: `Hi Priya,

We're taking the whole company (60 people) to an offsite in Tahoe and want matching hoodies. We want them in heather grey. The budget for the hoodies is $2,400 total.

Cheers,
Sam
—
Sam Whitfield | People Ops
Looplane, Inc. · 2261 Market St #410, San Francisco CA
Series B · we're hiring!`,
    expect: { productType: 'hoodie', qty: 60, maxUnitCents: 4000, colour: 'gray' },
  },
  {
    id: 'r9-em-07',
    q: `Dear Ms. Albright,

Our partners would like to send a leather journal to 25 of our key clients for the new year. Brown leather, please, and the firm insists on made in the USA.

Kind regards,
Eleanor Vance
Office Manager
Hatfield, Crane & Vance LLP
100 Congress Ave, Floor 18 · Austin, TX 78701
T 512.555.0133 · F 512.555.0134`,
    expect: { productType: 'leather journal', qty: 25, colour: 'brown', madeIn: 'US' },
  },
  {
    id: 'r9-em-08',
    q: `Hi Beth,

Grace Fellowship would like to give every family a coffee mug at our Christmas Eve service. We're expecting about 200 families. We'd like white mugs with our cross logo. They must be here by Thursday, December 24 at the latest.

Blessings,
Pastor Dan Whitaker
Grace Fellowship Church
88 Church Hill Rd · Sundays 9 & 11 am
(803) 555-0117`,
    expect: { productType: 'mug', qty: 200, colour: 'white', maxProductionDays: 21 },
  },
  {
    id: 'r9-em-09',
    q: `Hi Coach Lee here,

North County Youth Soccer needs 180 drawstring backpacks for our U8–U12 players, royal blue to match the kits. We'd like to stay at $4 or under per bag.

Thanks!
Kevin Lee
Equipment Director, North County Youth Soccer Association
Est. 1994 · 38 teams · nc-ysa.example.org`,
    expect: { productType: 'drawstring backpack', qty: 180, maxUnitCents: 400, colour: 'royal blue' },
  },
  {
    id: 'r9-em-10',
    q: `Good afternoon,

Jefferson County Parks & Recreation is planning its water safety outreach and needs 400 branded sunscreens for the lifeguard stands and day camps. As a county agency we are required to buy products made in the USA.

Respectfully,
Harold Benning
Procurement Specialist II
Jefferson County Parks & Recreation Dept.
Room 214, County Administration Building · (502) 555-0160
PO must reference contract #JC-2027-044`,
    expect: { productType: 'sunscreen', qty: 400, madeIn: 'US' },
  },
  {
    id: 'r9-em-11',
    q: `Hi Kelsey,

Happy Tails Veterinary Hospital wants something branded for dog owners at checkout. Could you find us 250 pet waste bag dispensers with our paw logo?

Thank you!
Dr. Nadia Farouk, DVM
Happy Tails Veterinary Hospital
Open 7 days · 24/7 emergency line (919) 555-0174`,
    expect: { productType: 'pet waste bag dispenser', absent: true, qty: 250 },
  },
  {
    id: 'r9-em-12',
    q: `Hello,

The valet team at The Harbor House Hotel wants branded golf umbrellas at the front door for guests on rainy days. We need 48, navy or black to match the awnings.

Best,
Claudia Reyes
Rooms Division Manager
The Harbor House Hotel · 212 rooms · 1 Wharf Street, Portland ME
+1 (207) 555-0148`,
    expect: { productType: 'golf umbrella', qty: 48, colour: ['navy', 'black'] },
  },
  {
    id: 'r9-em-13',
    q: `Hi Greg,

Alumni Relations is sending crewneck sweatshirts to our 250 most loyal donors. Burgundy, of course — it's our school color. We'd like them in hand by 12/11 so they go out with the year-end appeal.

Go Griffins!
Patricia Huang
Associate Director, Alumni Relations
Whitmore College, Class of '98
Alumni House, 2nd floor · 555-0121`,
    expect: { productType: 'crewneck sweatshirt', qty: 250, colour: 'maroon', maxProductionDays: 12 },
  },
  {
    id: 'r9-em-14',
    q: `Hey!

Our agents want tape measure keychains to leave at open houses — buyers love them. 500 pieces in yellow, and please keep it under $3 each.

Thanks,
Brianna Cole
Marketing Coordinator
Keystone Home Realty · 45 agents · 3 offices
Equal Housing Opportunity · Lic. #01987654`,
    expect: { productType: 'tape measure keychain', qty: 500, colour: 'yellow', maxUnitCents: 300 },
  },
  {
    id: 'r9-em-15',
    q: `Hi Jordan,

The Jingle Bell 10K is Saturday, December 12 and we'd like to give every runner a cooling towel at the finish line. We're capped at 600 registrants and our budget for this is $2,100 total.

Run happy,
Marissa Tate
Race Director, Jingle Bell 10K & 5K
Benefiting Riverside Children's Hospital
Race day: Dec 12, 2026 · 8:00 am start`,
    expect: { productType: 'cooling towel', qty: 600, maxUnitCents: 350, maxProductionDays: 12 },
  },
  {
    id: 'r9-em-16',
    q: `Hi Lauren,

Every year we send our clients a 2027 desk calendar before the holidays. This year we need 150, no more than $5 each, and they have to arrive by December 18 so we can mail them before the office closes.

Best regards,
Frank Delucca, CPA
Managing Partner
Delucca & Associates, Certified Public Accountants
1400 Main St, Suite 300 · Est. 1987`,
    expect: { productType: 'desk calendar', qty: 150, maxUnitCents: 500, maxProductionDays: 17 },
  },
  {
    id: 'r9-em-17',
    q: `Yo Chris,

Taproom's been slammed — time to restock merch. Need 500 bottle opener keychains in black, $2.50 a piece max.

Cheers 🍺
Dave
—
Dave Kessler, Co-Founder
Tall Timber Brewing Co. · 16 taps · 2180 Industrial Way
Open Wed–Sun · @talltimberbrew`,
    expect: { productType: 'bottle opener keychain', qty: 500, colour: 'black', maxUnitCents: 250 },
  },
  {
    id: 'r9-em-18',
    q: `Hello Ms. Park,

For our winter reading program the Maplewood Public Library would like 300 seed paper bookmarks that patrons can plant in the spring. Being eco-friendly is essential for this one — it's an Earth-themed program.

Thank you,
Gail Summers
Youth Services Librarian
Maplewood Public Library · Branch 3 of 7
(973) 555-0126 · maplewoodlib.example.org`,
    expect: { productType: 'seed paper bookmark', qty: 300, eco: true },
  },
  {
    id: 'r9-em-19',
    q: `Dear Robert,

The Foundation's Heart of Gold Gala is Thursday, December 10. We need 12 crystal awards for our honorees, and they must be engraved and delivered by the gala.

Warm regards,
Catherine Mills
Director of Events
Mercy General Hospital Foundation
3rd Floor, Pavilion B · (216) 555-0190`,
    expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 12, maxProductionDays: 11 },
  },
  {
    id: 'r9-em-20',
    q: `Hi Mei,

We're rewarding our top 40 sales reps with wireless earbuds at the year-end kickoff. Black, and let's keep it to $30 each. We need them in hand by Wednesday, December 16.

Thanks!
Rahul Menon
Sales Enablement Lead
Cloudbridge Software · 600 employees
"Build the bridge."`,
    expect: { productType: 'earbud', qty: 40, colour: 'black', maxUnitCents: 3000, maxProductionDays: 15 },
  },
  {
    id: 'r9-em-21',
    q: `Hi Anne,

Summit Federal Credit Union needs pens for our teller lines across all branches — 1,000 metal pens in navy. We'd like to stay at $1.50 per pen or less.

Sincerely,
Gloria Ramirez
Marketing Manager
Summit Federal Credit Union · Federally insured by NCUA
12 branches · Routing #321076479`,
    expect: { productType: ['metal pen', 'metal ballpoint pen'], qty: 1000, colour: 'navy', maxUnitCents: 150 },
  },
  {
    id: 'r9-em-22',
    q: `Hi Tom,

Last-minute one: we just got a booth at the Midwest Manufacturing Expo (booth #1142) and need one retractable banner stand with our logo. It has to ship within 7 days.

Thanks for always pulling through,
Linda Marsh
Marketing Director
Precision Gear Works · ISO 9001 certified
8800 Foundry Rd, Toledo OH`,
    expect: { productType: 'retractable banner stand', qty: 1, maxProductionDays: 7 },
  },
  {
    id: 'r9-em-23',
    q: `Hi lovely,

Lotus Flow Yoga is launching a new-member welcome kit and the centerpiece is a yoga mat with our lotus logo. We'd want 30 mats, purple.

Namaste,
Sierra Jensen
Owner & Lead Instructor
Lotus Flow Yoga · 2 studios · 40+ classes a week`,
    expect: { productType: 'yoga mat', qty: 30, colour: 'purple' },
  },
  {
    id: 'r9-em-24',
    q: `Hi,

Oak Hill Elementary's field day is always a hit and the kids love temporary tattoos. Could you send options for 600 tattoos with our owl mascot?

Thanks a bunch,
Mrs. Donna Petrakis
PE Teacher, Oak Hill Elementary
Room 12 · Field Day Committee Chair`,
    expect: { productType: 'temporary tattoo', qty: 600 },
  },
  {
    id: 'r9-em-25',
    q: `Hi Olivia,

Second Chance Animal Rescue is doing an adoption weekend and we'd love to send every adopted pup home in a branded dog bandana. Can you get us 200?

Paws and thanks,
Becca Linwood
Adoption Events Coordinator
Second Chance Animal Rescue · No-kill since 2009 · 501(c)(3)`,
    expect: { productType: 'dog bandana', absent: true, qty: 200 },
  },
  {
    id: 'r9-em-26',
    q: `Hi Steve,

Engine Company 14 is putting together a community safety night and we'd like to hand out branded first aid kits. We need 150. Red, naturally.

Stay safe,
Lt. Mike Brennan
Community Risk Reduction
Oakdale Fire Department, Station 14 · ISO Class 2
Non-emergency (330) 555-0114`,
    expect: { productType: 'first aid kit', qty: 150, colour: 'red' },
  },
  {
    id: 'r9-em-27',
    q: `Hello Jamie,

Could you pull some phone wallets for our agents to hand out at community events? We'd need 250, and the budget is $2 each max.

Thank you,
Denise Carter
Agency Owner
Carter Family Insurance · Auto · Home · Life
Serving Greenville since 1992 · (864) 555-0187`,
    expect: { productType: 'phone wallet', qty: 250, maxUnitCents: 200 },
  },
  {
    id: 'r9-em-28',
    q: `Hi Nate,

For the Fairway Fore Kids charity classic we'd like a golf ball sleeve in every player's gift bag. We have 100 golfers registered.

Thanks,
Walt Duncan
Tournament Chair, Fairway Fore Kids Charity Classic
Pine Hollow Country Club · 18 holes · Shotgun start 9 am`,
    expect: { productType: 'golf ball sleeve', qty: 100 },
  },
  {
    id: 'r9-em-29',
    q: `Hi Rachel,

The museum shop wants cotton tote bags with our new exhibition art. 200 in natural, please.

All best,
Hannah Osei
Retail Manager
Whitfield Museum of Art · Museum Shop
Open Tue–Sun, 10–5 · (412) 555-0150`,
    expect: { productType: 'cotton tote', qty: 200, colour: 'natural' },
  },
  {
    id: 'r9-em-30',
    q: `Hi Derek,

HR here again. For our employee appreciation week we'd like puffer vests for the 85 people on the plant floor. Charcoal or black, and the total budget for the vests is $6,000.

Thanks,
Karen Liu
HR Generalist
Benton Plastics Manufacturing · 3 shifts · 310 employees
2200 Commerce Pkwy, Building C`,
    expect: { productType: 'puffer vest', qty: 85, colour: ['charcoal', 'black'], maxUnitCents: 7058 },
  },
  {
    id: 'r9-em-31',
    q: `Hello,

We're a regional pharmacy chain and would like hand sanitizer with our logo at every register for flu season: 2,500 units, $2 or less each.

Regards,
Victor Alvarez, PharmD
Director of Store Operations
Alvarez Family Pharmacies · 22 locations
Fax 505-555-0109`,
    expect: { productType: 'hand sanitizer', qty: 2500, maxUnitCents: 200 },
  },
  {
    id: 'r9-em-32',
    q: `Hi Molly,

Our bank wants to drop a hot cocoa gift set at each of our top customers' homes. We need 300 of them, $15 each at the most, delivered to us by December 15.

Happy holidays,
Rob Saunders
VP, Private Banking
First Lakeshore Bank · Member FDIC
9 Lakeshore Dr · (231) 555-0138`,
    expect: { productType: 'hot cocoa gift set', qty: 300, maxUnitCents: 1500, maxProductionDays: 14 },
  },
  {
    id: 'r9-em-33',
    q: `Hi Sophie,

I'm planning a winter wedding at Briar Ridge Vineyards on Wednesday, December 9 and the couple wants stemless wine glasses as favors, etched with their initials. 120 guests. Clear glass only, please!

xo,
Jenna Fairbanks
Lead Planner, Fairbanks Events Co.
Weddings · Galas · Corporate
(707) 555-0177`,
    expect: { productType: 'stemless wine glass', qty: 120, colour: 'clear', maxProductionDays: 10 },
  },
  {
    id: 'r9-em-34',
    q: `Dear Sir or Madam,

The Riverton Police Department's community outreach unit would like 300 branded LED flashlights to hand out at our neighborhood watch meetings. Black, and they must be made in the USA.

Respectfully,
Sgt. Angela Brooks, Badge #2217
Community Outreach Unit
Riverton Police Department
Non-emergency line (801) 555-0103`,
    expect: { productType: 'led flashlight', qty: 300, colour: 'black', madeIn: 'US' },
  },
  {
    id: 'r9-em-35',
    // Unmeetable on purpose: every travel mug's minimum is 25 or more.
    q: `Hi David,

Temple Beth Shalom's board is small — we'd like just 15 travel mugs with our logo as a thank-you for our board members. Nothing more than that.

Shalom,
Ruth Feldman
Executive Director
Temple Beth Shalom · 350 member families
Office hours Mon–Thu 9–4`,
    expect: { productType: 'travel mug', qty: 15, reply: '[Mm]inimum|[Qq]uantity' },
  },
  // ——— Texts and chat messages: shorthand, typos, slang budgets (r9-tx) ———
  {
    id: 'r9-tx-01',
    q: 'need 2 hundred koozies by fri dec 11, under a buck fifty each',
    expect: { productType: 'can cooler', qty: 200, maxUnitCents: 150, maxProductionDays: 12 },
  },
  {
    id: 'r9-tx-02',
    q: 'hey do u have polos?? need like 48 navy, mens n womens, $25 max',
    expect: { productType: 'polo', qty: 48, colour: 'navy', maxUnitCents: 2500 },
  },
  {
    id: 'r9-tx-03',
    q: '1.2k pens for the expo. cheapest u got pls',
    expect: { productType: 'pen', qty: 1200, sorted: 'price' },
  },
  {
    id: 'r9-tx-04',
    q: 'client wants 3 dozen trucker hats, wht or grey',
    expect: { productType: ['trucker hat', 'trucker cap'], qty: 36, colour: ['white', 'gray'] },
  },
  {
    id: 'r9-tx-05',
    q: 'can u find 250 sticky notes under 2 bucks? gotta have em by 12/11',
    expect: { productType: 'sticky note', qty: 250, maxUnitCents: 200, maxProductionDays: 12 },
  },
  {
    id: 'r9-tx-06',
    q: 'lanyards x500, red, breakaway ones pls (hospital)',
    expect: { productType: 'breakaway safety lanyard', qty: 500, colour: 'red' },
  },
  {
    id: 'r9-tx-07',
    q: 'whats ur cheapest water bottle at 100 pcs',
    expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 100, sorted: 'price' },
  },
  {
    id: 'r9-tx-08',
    q: 'u guys got fanny packs?? the bar crawl ppl want 150',
    expect: { productType: 'fanny pack', absent: true, qty: 150 },
  },
  {
    id: 'r9-tx-09',
    q: 'need 75 fleece quater zips forest green by dec 15 pls!!',
    expect: { productType: 'quarter-zip', qty: 75, colour: 'forest green', maxProductionDays: 14 },
  },
  {
    id: 'r9-tx-10',
    q: 'budget is 900 bucks for 150 notebooks, what can we do',
    expect: { productType: 'notebook', qty: 150, maxUnitCents: 600 },
  },
  {
    id: 'r9-tx-11',
    q: '2 doz umbrellas, black, nothing fancy',
    expect: { productType: 'umbrella', qty: 24, colour: 'black' },
  },
  {
    id: 'r9-tx-12',
    q: 'any usb flash drives under $5 if we do 300?',
    expect: { productType: 'usb flash drive', qty: 300, maxUnitCents: 500 },
  },
  {
    id: 'r9-tx-13',
    q: 'lookin for phone stands, 100ish, bamboo would b nice but whatever',
    expect: { productType: 'phone stand', qty: 100 },
  },
  {
    id: 'r9-tx-14',
    q: 'need stress balls asap, 500 of em, dental office',
    expect: { productType: ['stress ball', 'stress reliever ball'], qty: 500 },
  },
  {
    id: 'r9-tx-15',
    q: 'sub $3 pint glasses? like 300 of them for our beer garden',
    expect: { productType: 'pint glass', qty: 300, maxUnitCents: 300 },
  },
  {
    id: 'r9-tx-16',
    q: 'yo can we get 60 bucket hats in tan for the landscaping crew, need by the 11th',
    expect: { productType: 'bucket hat', qty: 60, colour: 'tan', maxProductionDays: 12 },
  },
  {
    id: 'r9-tx-17',
    q: 'whats the fastest turnaround on 200 mousepads',
    expect: { productType: 'mouse pad', qty: 200, sorted: 'productionDays' },
  },
  {
    id: 'r9-tx-18',
    q: '500 webcam covers, 60c each max. its for a cybersecurity conf',
    expect: { productType: ['webcam cover', 'webcam privacy slider'], qty: 500, maxUnitCents: 60 },
  },
  {
    id: 'r9-tx-19',
    q: 'need 40 laptop backpaks under $45, grey or charcol',
    expect: { productType: 'laptop backpack', qty: 40, maxUnitCents: 4500, colour: ['gray', 'charcoal'] },
  },
  {
    id: 'r9-tx-20',
    q: 'need five hundred hand fans for the outdoor revival, under 90c',
    expect: { productType: ['hand fan', 'folding paper fan'], qty: 500, maxUnitCents: 90 },
  },
  {
    id: 'r9-tx-21',
    q: 'do u do custom chocolate bars? 250 for a bank, holiday wrapper, under $3',
    expect: { productType: 'chocolate bar', qty: 250, maxUnitCents: 300 },
  },
  {
    id: 'r9-tx-22',
    // Unmeetable on purpose: no wristband costs 10 cents or less at 1,000.
    q: 'need 1k wristbands for the fair, a dime each tops',
    expect: { productType: 'wristband', qty: 1000, maxUnitCents: 10, reply: '[Bb]udget|[Pp]rice' },
  },
  {
    id: 'r9-tx-23',
    q: 'got any foam fingers in red? 300 for homecoming',
    expect: { productType: 'foam finger', qty: 300, colour: 'red' },
  },
  {
    id: 'r9-tx-24',
    q: 'puffer vests for the sales team, 18 of em, budget 1200 total',
    expect: { productType: 'puffer vest', qty: 18, maxUnitCents: 6666 },
  },
  {
    id: 'r9-tx-25',
    q: 'any made in usa tote bags? 200, no rush',
    expect: { productType: 'tote', qty: 200, madeIn: 'US', noDeadline: true },
  },
  {
    id: 'r9-tx-26',
    q: '100 yoga mats, eco if poss, by dec 18',
    expect: { productType: 'yoga mat', qty: 100, maxProductionDays: 17 },
  },
  {
    id: 'r9-tx-27',
    q: 'pls find 50 power banks 10000mah under $25',
    expect: { productType: '10000 mah power bank', qty: 50, maxUnitCents: 2500 },
  },
  {
    id: 'r9-tx-28',
    q: 'need 2 gross of carpenter pencils for the lumber yard',
    expect: { productType: 'carpenter pencil', qty: 288 },
  },
  {
    id: 'r9-tx-29',
    q: 'tumblers x72, pink or teal, under 20 each',
    expect: { productType: 'tumbler', qty: 72, colour: ['pink', 'teal'], maxUnitCents: 2000 },
  },
  {
    id: 'r9-tx-30',
    q: 'can u pull 3-4 options for chapstick, 1000 pcs, its for a ski resort',
    expect: { productType: 'lip balm', qty: 1000 },
  },
  // ——— "Do you sell / have / carry …?" (r9-qu) ———
  {
    id: 'r9-qu-01',
    q: 'Do you carry rain ponchos? Our stadium wants them for the gate giveaway.',
    expect: { productType: 'poncho', absent: true },
  },
  {
    id: 'r9-qu-02',
    q: 'Do you have collapsible pet bowls? A dog-friendly brewery wants 150.',
    expect: { productType: 'pet bowl', absent: true, qty: 150 },
  },
  {
    id: 'r9-qu-03',
    q: 'Do you sell can coolers? I need 500 in teal for a lake marina.',
    expect: { productType: 'can cooler', qty: 500, colour: 'teal' },
  },
  {
    id: 'r9-qu-04',
    q: 'Do you carry ice scrapers? A car dealership wants 400 for its winter service event.',
    expect: { productType: 'ice scraper', absent: true, qty: 400 },
  },
  {
    id: 'r9-qu-05',
    q: 'Do you have Hydro Flask–style insulated water bottles? 50 of them, white.',
    expect: { productType: 'insulated water bottle', qty: 50, colour: 'white' },
  },
  {
    id: 'r9-qu-06',
    q: 'Do you sell scarves? We need 100 in maroon for the alumni band.',
    expect: { productType: 'scarf', absent: true, qty: 100, colour: 'maroon' },
  },
  {
    id: 'r9-qu-07',
    q: "Do y'all carry foam rollers?",
    expect: { productType: 'foam roller' },
  },
  {
    id: 'r9-qu-08',
    q: "Do you have jigsaw puzzles? We'd want 120 for the library's winter reading kits.",
    expect: { productType: 'jigsaw puzzle', absent: true, qty: 120 },
  },
  {
    id: 'r9-qu-09',
    q: 'Do you have wine glasses? Looking for 96, clear.',
    expect: { productType: 'wine glass', qty: 96, colour: 'clear' },
  },
  {
    id: 'r9-qu-10',
    q: 'Do you sell bandanas and cooling towels? 300 of each for a highway road crew.',
    expect: { items: [{ productType: 'bandana', absent: true, qty: 300 }, { productType: 'cooling towel', qty: 300 }] },
  },
  {
    id: 'r9-qu-11',
    q: 'Do you carry oven mitts? A cooking school wants 100 with its logo.',
    expect: { productType: 'oven mitt', absent: true, qty: 100 },
  },
  {
    id: 'r9-qu-12',
    q: 'Do you have Bluetooth item trackers, the Tile kind? 200 for a luggage company.',
    expect: { productType: 'bluetooth item tracker', qty: 200 },
  },
  {
    id: 'r9-qu-13',
    q: 'Do you sell hand warmers? The ski club wants 500.',
    expect: { productType: 'hand warmer', absent: true, qty: 500 },
  },
  {
    id: 'r9-qu-14',
    q: 'Do you carry cork coasters? A wine bar wants 100 sets.',
    expect: { productType: 'cork coaster', qty: 100 },
  },
  {
    id: 'r9-qu-15',
    q: 'Do you sell kites and frisbees? 150 of each for a summer camp.',
    expect: { items: [{ productType: 'kite', absent: true, qty: 150 }, { productType: ['frisbee', 'flying disc'], qty: 150 }] },
  },
  {
    id: 'r9-qu-16',
    // Unmeetable on purpose: no lunch cooler bag in the catalogue is eco-friendly.
    q: 'Do you have any eco-friendly lunch cooler bags?',
    expect: { productType: 'lunch cooler bag', eco: true, reply: '[Ee]co' },
  },
  {
    id: 'r9-qu-17',
    q: 'Do you carry pedometers? We have a wellness challenge for 400 employees.',
    expect: { productType: ['pedometer', 'step counter'], qty: 400 },
  },
  {
    id: 'r9-qu-18',
    q: 'Do you have selfie ring lights? A real estate team wants 60.',
    expect: { productType: 'selfie ring light', qty: 60 },
  },
  // ——— Several products in one message, each with its own quantity, colour or budget (r9-mu) ———
  {
    id: 'r9-mu-01',
    q: `Hi! For back-to-school night at Jefferson Middle we need 250 composition notebooks and 250 No. 2 pencils — the pencils in classic yellow please. Thanks, Ms. Ortiz (6th grade team lead)`,
    expect: { items: [{ productType: 'composition notebook', qty: 250 }, { productType: 'wood pencil', qty: 250, colour: 'yellow' }] },
  },
  {
    id: 'r9-mu-02',
    q: `For the Valley Health community wellness fair we need 400 pill organizers, 400 lip balms and 400 hand sanitizers, all $2 each or under.

— Tanya Brooks, Community Outreach, Valley Health System`,
    expect: {
      maxUnitCents: 200,
      items: [
        { productType: ['pill organizer', 'pill case'], qty: 400 },
        { productType: 'lip balm', qty: 400 },
        { productType: 'hand sanitizer', qty: 400 },
      ],
    },
  },
  {
    id: 'r9-mu-03',
    q: 'conference order: 750 lanyards, 750 badge holders, and one 6ft table throw for the registration desk',
    expect: {
      items: [
        { productType: 'lanyard', qty: 750 },
        { productType: 'badge holder', qty: 750 },
        { productType: '6 ft table throw', qty: 1 },
      ],
    },
  },
  {
    id: 'r9-mu-04',
    q: `Hi Pete — for the Rotary golf outing we need 144 golf towels in white and 144 ball markers with the Rotary wheel. Thanks, Bill Hanley, Rotary Club of Cedar Falls (Club #4412)`,
    expect: { items: [{ productType: 'golf towel', qty: 144, colour: 'white' }, { productType: 'ball marker', absent: true, qty: 144 }] },
  },
  {
    id: 'r9-mu-05',
    q: 'Need 100 t-shirts and 100 caps for our 5K volunteers, $1,200 total for everything.',
    expect: { maxTotalCents: 120000, items: [{ productType: ['t-shirt', 'tee'], qty: 100 }, { productType: 'cap', qty: 100 }] },
  },
  {
    id: 'r9-mu-06',
    q: `Hi Kim, for our closing gifts we'd like 500 fridge magnets — no wait, scratch that, make it 500 chip clips — and 250 letter openers. Thanks! Dana, Bright Door Realty`,
    expect: { items: [{ productType: 'chip clip', qty: 500 }, { productType: 'letter opener', qty: 250 }] },
  },
  {
    id: 'r9-mu-07',
    q: `Taproom anniversary party: 200 pint glasses, 500 coasters, and 100 trucker hats in black.

Mike — Hop Yard Brewing`,
    expect: {
      items: [
        { productType: 'pint glass', qty: 200 },
        { productType: 'coaster', qty: 500 },
        { productType: ['trucker hat', 'trucker cap'], qty: 100, colour: 'black' },
      ],
    },
  },
  {
    id: 'r9-mu-08',
    q: "For the charity fun run we need 1,500 wristbands and 1,500 drawstring backpacks. Eco-friendly bags would be great if there's an option.",
    expect: { items: [{ productType: 'wristband', qty: 1500 }, { productType: 'drawstring backpack', qty: 1500 }] },
  },
  {
    id: 'r9-mu-09',
    q: 'DevCon booth: 250 wireless chargers and 250 webcam covers, black for both.',
    expect: {
      colour: 'black',
      items: [
        { productType: ['wireless charger', 'wireless charging pad'], qty: 250 },
        { productType: ['webcam cover', 'webcam privacy slider'], qty: 250 },
      ],
    },
  },
  {
    id: 'r9-mu-10',
    q: `Hello, St. Mark's youth group retreat: 50 sweatshirts in navy, 50 beanies in gray, and 50 white mugs. Thank you, Fr. Joseph`,
    expect: {
      items: [
        { productType: 'sweatshirt', qty: 50, colour: 'navy' },
        { productType: 'beanie', qty: 50, colour: 'gray' },
        { productType: 'mug', qty: 50, colour: 'white' },
      ],
    },
  },
  {
    id: 'r9-mu-11',
    q: 'Trade show booth giveaway: 1000 pens and 1000 felt pennants.',
    expect: { items: [{ productType: 'pen', qty: 1000 }, { productType: 'pennant', absent: true, qty: 1000 }] },
  },
  {
    id: 'r9-mu-12',
    q: `For our wealth management clients: 250 notebook and pen sets, and padfolios for the exec team — just 25 of those.

Regards, Martin Cho, Harborview Wealth Partners`,
    expect: { items: [{ productType: 'notebook and pen set', qty: 250 }, { productType: 'padfolio', qty: 25 }] },
  },
  {
    id: 'r9-mu-13',
    q: 'Corporate wellness kickoff: 300 pedometers, 300 water bottles and 300 resistance bands. Total budget $4,500.',
    expect: {
      maxTotalCents: 450000,
      items: [
        { productType: ['pedometer', 'step counter'], qty: 300 },
        { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300 },
        { productType: 'resistance band', qty: 300 },
      ],
    },
  },
  {
    id: 'r9-mu-14',
    q: `Camp Wildwood order for next session: 150 sunscreens, 150 bucket hats (lime or orange), and 150 frisbees.

Thanks! — Jess, Camp Director`,
    expect: {
      items: [
        { productType: 'sunscreen', qty: 150 },
        { productType: 'bucket hat', qty: 150, colour: ['lime', 'orange'] },
        { productType: ['frisbee', 'flying disc'], qty: 150 },
      ],
    },
  },
  {
    id: 'r9-mu-15',
    q: "We're moving into our new office — 50 desk organizers and 50 LED desk lamps, one for each desk.",
    expect: { items: [{ productType: 'desk organizer', qty: 50 }, { productType: 'led desk lamp', qty: 50 }] },
  },
  {
    id: 'r9-mu-16',
    q: 'For our hotel loyalty members: 120 zippered travel pouches and 120 neck pillows.',
    expect: { items: [{ productType: 'zippered travel pouch', qty: 120 }, { productType: 'neck pillow', absent: true, qty: 120 }] },
  },
  {
    id: 'r9-mu-17',
    q: `Holiday table favors for our restaurant group: 300 chocolate bars and 300 mint tins, both needed by Wednesday Dec 9.

— Luis, Casa Verde Restaurant Group`,
    expect: { maxProductionDays: 10, items: [{ productType: 'chocolate bar', qty: 300 }, { productType: 'mint tin', qty: 300 }] },
  },
  {
    id: 'r9-mu-18',
    // The softshell item is unmeetable on purpose: no softshell jacket comes in brown.
    q: 'Need 48 softshell jackets in brown and 48 beanies for the ranch hands.',
    expect: { items: [{ productType: 'softshell jacket', qty: 48, colour: 'brown' }, { productType: 'beanie', qty: 48 }], reply: '[Cc]olou?r|[Bb]rown' },
  },
  {
    id: 'r9-mu-19',
    q: 'End of season banquet for the swim league: 30 trophies and 200 medals.',
    expect: { items: [{ productType: 'trophy', qty: 30 }, { productType: 'medal', qty: 200 }] },
  },
  {
    id: 'r9-mu-20',
    q: 'startup swag drop: 80 hoodies ($40 each max), 80 tumblers ($15 each max), 80 laptop stickers',
    expect: {
      items: [
        { productType: 'hoodie', qty: 80, maxUnitCents: 4000 },
        { productType: 'tumbler', qty: 80, maxUnitCents: 1500 },
        { productType: 'laptop sticker', absent: true, qty: 80 },
      ],
    },
  },
  // ——— Conversations of 2–4 turns (r9-cv) ———
  {
    id: 'r9-cv-01',
    turns: [
      { q: 'Looking for 100 navy polos for our dealership staff, under $30 each.', expect: { productType: 'polo', qty: 100, colour: 'navy', maxUnitCents: 3000 } },
      { q: 'cheaper?', expect: { productType: 'polo', qty: 100, colour: 'navy', maxUnitCents: 3000, intentQty: 100 } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r9-cv-02',
    turns: [
      { q: 'Bookstore wants 250 tote bags, natural color.', expect: { productType: 'tote', qty: 250, colour: 'natural' } },
      { q: 'what about in black?', expect: { productType: 'tote', qty: 250, colour: 'black', intentColours: ['black'], intentQty: 250 } },
    ],
  },
  {
    id: 'r9-cv-03',
    turns: [
      {
        q: `Hi, we need 75 fleece blankets for our employee holiday party on Thursday, December 17. — Amy, Brightline Logistics`,
        expect: { productType: 'fleece picnic blanket', qty: 75, maxProductionDays: 16 },
      },
      { q: 'actually make it 150', expect: { productType: 'fleece picnic blanket', qty: 150, maxProductionDays: 16, intentQty: 150 } },
      {
        q: 'Different question — do you have pens under 50 cents if we order 500?',
        expect: { productType: 'pen', qty: 500, maxUnitCents: 50, intentQty: 500, intentColours: [], intentProdDays: null },
      },
    ],
  },
  {
    id: 'r9-cv-04',
    turns: [
      { q: 'Need 300 water bottles by December 11 for a corporate 5K.', expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300, maxProductionDays: 12 } },
      {
        q: 'sort by fastest production',
        expect: { productType: ['water bottle', 'sport bottle', 'stainless steel bottle'], qty: 300, maxProductionDays: 12, sorted: 'productionDays' },
      },
      { q: 'compare the first two', expect: { compared: 2 } },
    ],
  },
  {
    id: 'r9-cv-05',
    turns: [
      { q: 'Do you sell snow globes? A bank wants 200 for the holidays.', expect: { productType: 'snow globe', absent: true, qty: 200 } },
      { q: 'ok then candy jars instead', expect: { productType: 'candy jar', intentQty: null, intentColours: [] } },
    ],
  },
  {
    id: 'r9-cv-06',
    turns: [
      { q: '50 pullover hoodies, gray, under $45 each', expect: { productType: 'pullover hoodie', qty: 50, colour: 'gray', maxUnitCents: 4500 } },
      { q: 'what about quarter-zips instead?', expect: { productType: 'quarter-zip', qty: 50, colour: 'gray', intentQty: 50, intentColours: ['gray'] } },
    ],
  },
  {
    id: 'r9-cv-07',
    turns: [
      {
        q: `Good morning! Riverside High needs 400 spiral notebooks for finals week — they need to arrive by Friday, December 18.

Mr. Gupta, Assistant Principal`,
        expect: { productType: 'spiral notebook', qty: 400, maxProductionDays: 17 },
      },
      { q: 'also 400 pencils', expect: { productType: 'pencil', qty: 400 } },
    ],
  },
  {
    id: 'r9-cv-08',
    turns: [
      { q: 'IT department wants 24 wireless mice, black.', expect: { productType: 'wireless mouse', qty: 24, colour: 'black' } },
      { q: 'cheapest first please', expect: { productType: 'wireless mouse', qty: 24, colour: 'black', sorted: 'price' } },
      { q: "thanks, that's all for now", expect: { noProducts: true } },
    ],
  },
  {
    id: 'r9-cv-09',
    turns: [
      { q: '500 stylus pens under $1.50', expect: { productType: 'stylus pen', qty: 500, maxUnitCents: 150 } },
      { q: 'in silver?', expect: { productType: 'stylus pen', qty: 500, maxUnitCents: 150, colour: 'silver', intentColours: ['silver'] } },
      { q: 'what about 1,000?', expect: { productType: 'stylus pen', qty: 1000, maxUnitCents: 150, colour: 'silver', intentQty: 1000 } },
    ],
  },
  {
    id: 'r9-cv-10',
    turns: [
      { q: 'need 36 duffel bags for the wrestling team, red', expect: { productType: 'duffel bag', qty: 36, colour: 'red' } },
      { q: 'no rush on these btw', expect: { productType: 'duffel bag', qty: 36, colour: 'red', noDeadline: true } },
    ],
  },
  {
    id: 'r9-cv-11',
    turns: [
      { q: '200 beach balls for the pool party', expect: { productType: 'beach ball', qty: 200 } },
      {
        q: 'Unrelated — a dozen crystal awards for our sales awards dinner.',
        expect: { productType: ['crystal award', 'crystal star award', 'crystal tower award'], qty: 12, intentQty: 12, intentColours: [] },
      },
    ],
  },
  {
    id: 'r9-cv-12',
    turns: [
      { q: '100 travel mugs under $12, need them by Dec 8', expect: { productType: 'travel mug', qty: 100, maxUnitCents: 1200, maxProductionDays: 9 } },
      { q: 'what if we pushed it to Dec 18?', expect: { productType: 'travel mug', qty: 100, maxUnitCents: 1200, maxProductionDays: 17, intentProdDays: 17 } },
      { q: 'cheaper?', expect: { productType: 'travel mug', qty: 100, maxUnitCents: 1200, maxProductionDays: 17 } },
    ],
  },
  {
    id: 'r9-cv-13',
    turns: [
      { q: '1k carabiners for the climbing gym', expect: { productType: 'carabiner', absent: true, qty: 1000 } },
      { q: 'hm ok then 1000 bottle opener keychains', expect: { productType: 'bottle opener keychain', qty: 1000, intentQty: 1000 } },
    ],
  },
  {
    id: 'r9-cv-14',
    turns: [
      { q: 'we need a tumbler for 60 board members, $30 cap', expect: { productType: 'tumbler', qty: 60, maxUnitCents: 3000 } },
      { q: 'any in forest green?', expect: { productType: 'tumbler', qty: 60, maxUnitCents: 3000, colour: 'forest green', intentColours: ['forest green'] } },
    ],
  },
  {
    id: 'r9-cv-15',
    turns: [
      { q: '250 lanyards, red', expect: { productType: 'lanyard', qty: 250, colour: 'red' } },
      {
        q: 'Thanks. Different question: 40 folding camp chairs for our staff picnic.',
        expect: { productType: 'folding camp chair', qty: 40, intentQty: 40, intentColours: [] },
      },
    ],
  },
  {
    id: 'r9-cv-16',
    turns: [
      { q: 'Do you have yoga mats? We need 20.', expect: { productType: 'yoga mat', qty: 20 } },
      { q: 'purple or teal?', expect: { productType: 'yoga mat', qty: 20, colour: ['purple', 'teal'], intentColours: ['purple', 'teal'] } },
    ],
  },
  {
    id: 'r9-cv-17',
    turns: [
      { q: 'need 500 can coolers for the boat show, no rush', expect: { productType: 'can cooler', qty: 500, noDeadline: true } },
      { q: 'any in lime?', expect: { productType: 'can cooler', qty: 500, colour: 'lime', noDeadline: true, intentColours: ['lime'] } },
    ],
  },
  {
    id: 'r9-cv-18',
    turns: [
      { q: 'Three dozen desk clocks for retirement gifts, please.', expect: { productType: 'desk clock', qty: 36 } },
      { q: 'wooden ones only', expect: { productType: 'wooden desk clock', qty: 36, intentQty: 36 } },
      { q: 'sort by price', expect: { productType: 'wooden desk clock', qty: 36, sorted: 'price' } },
    ],
  },
  {
    id: 'r9-cv-19',
    turns: [
      { q: '600 flying discs for our charity 5K', expect: { productType: ['flying disc', 'frisbee'], qty: 600 } },
      { q: 'can we have them by dec 11?', expect: { productType: ['flying disc', 'frisbee'], qty: 600, maxProductionDays: 12, intentProdDays: 12 } },
    ],
  },
  {
    id: 'r9-cv-20',
    turns: [
      { q: '75 jackets for our field techs, gray or charcoal', expect: { productType: 'jacket', qty: 75, colour: ['gray', 'charcoal'] } },
      { q: 'what about vests?', expect: { productType: 'vest', qty: 75, colour: ['gray', 'charcoal'] } },
      { q: 'cheaper', expect: { productType: 'vest', qty: 75, colour: ['gray', 'charcoal'] } },
    ],
  },
  {
    id: 'r9-cv-21',
    turns: [
      { q: 'Green Leaf Co-op wants 200 recycled paper notebooks.', expect: { productType: 'recycled paper notebook', qty: 200 } },
      { q: 'and 200 recycled pens too', expect: { productType: ['recycled paper pen', 'recycled cardboard pen'], qty: 200 } },
    ],
  },
  {
    id: 'r9-cv-22',
    turns: [
      { q: "we're looking at headphones for 30 staff", expect: { productType: 'headphone', qty: 30 } },
      { q: 'what about earbuds instead?', expect: { productType: 'earbud', qty: 30, intentQty: 30 } },
    ],
  },
  {
    id: 'r9-cv-23',
    turns: [
      { q: '1500 plastic click pens under 45c', expect: { productType: 'plastic click pen', qty: 1500, maxUnitCents: 45 } },
      { q: 'compare the first three', expect: { compared: 3 } },
      { q: 'New request: 100 fleece quarter-zips for the board.', expect: { productType: 'quarter-zip', qty: 100, intentQty: 100, intentColours: [] } },
    ],
  },
  {
    id: 'r9-cv-24',
    turns: [
      // Unmeetable on purpose: no beanie is produced in 4 days or less (only rush could meet it).
      { q: 'need 500 beanies by dec 1', expect: { productType: 'beanie', qty: 500, maxProductionDays: 4, reply: '[Rr]ush|[Dd]eadline|[Pp]roduction' } },
      { q: 'ok what if we get them by dec 15', expect: { productType: 'beanie', qty: 500, maxProductionDays: 14, intentProdDays: 14 } },
    ],
  },
  {
    id: 'r9-cv-25',
    turns: [
      { q: 'Our office cookie swap needs 100 cookie gift boxes.', expect: { productType: 'cookie gift box', qty: 100 } },
      { q: 'any under $20?', expect: { productType: 'cookie gift box', qty: 100, maxUnitCents: 2000 } },
      { q: 'perfect, thanks!', expect: { noProducts: true } },
    ],
  },
  {
    id: 'r9-cv-26',
    turns: [
      { q: 'Do you sell umbrellas? 50 please.', expect: { productType: 'umbrella', qty: 50 } },
      { q: 'auto-open ones?', expect: { productType: 'auto-open golf umbrella', qty: 50, intentQty: 50 } },
    ],
  },
  {
    id: 'r9-cv-27',
    turns: [
      { q: '400 protein shakers for the gym, black', expect: { productType: 'protein shaker', qty: 400, colour: 'black' } },
      { q: 'make that 800', expect: { productType: 'protein shaker', qty: 800, colour: 'black', intentQty: 800 } },
      { q: 'and in red?', expect: { productType: 'protein shaker', qty: 800, colour: 'red', intentColours: ['red'] } },
      { q: 'thanks!', expect: { noProducts: true } },
    ],
  },
];
