// Fresh assistant evaluation, development half (tests/eval/assistant/fresh/cases.ts: the conventions and how the
// halves were split). Written by an independent helper on 2026-11-27 from the catalogue's data (seed/catalogue/),
// docs/product.md#chat-assistant and the answer format (contracts/chat.ts, tests/eval/assistant/expect.ts) only,
// without reading the assistant's code or its earlier evaluation questions. The questions are asked on Sunday
// 22 November 2026; a comment above a case explains what is not obvious (deadlines, totals, numbers that are not
// quantities, preferences that are not constraints).
// Tune against this half only.

import type { EvalCase } from '../expect.js';

export const DEV_CASES: EvalCase[] = [
  { id: 'ab-01', q: 'Do you sell sunglasses? Need 300 for a beach volleyball tournament, under $3 each.', expect: { productType: 'sunglasses', absent: true, qty: 300, maxUnitCents: 300 } },
  { id: 'ab-03', q: 'Hi Jenna,\n\nOur youth center wants fidget spinners for the kids at our holiday party — 200 fidget spinners, any colours. Under $2 each.\n\nThanks,\nMarcy Holt\nProgram Director, Eastside Youth Center\n410 E 7th St, St. Paul MN 55106\n651-555-0121', expect: { productType: 'fidget spinner', absent: true, qty: 200, maxUnitCents: 200 } },
  { id: 'ab-05', q: 'playing cards 500 decks for a casino night fundraiser, under $3', expect: { productType: 'playing card', absent: true, qty: 500, maxUnitCents: 300 } },
  // 2026 is the year on the ornament. Fri 11 Dec: 12.
  { id: 'ab-07', q: 'Hello,\n\nEvery year we send our clients a Christmas ornament with the year on it (this will be our 2026 edition). Could you quote 400 ornaments, under $6 each? They need to be in hand by December 11.\n\nBest,\nSusan Reilly\nClient Relations, Reilly Insurance Agency\n88 Elm St, Concord NH 03301\n603-555-0147', expect: { productType: 'ornament', absent: true, qty: 400, maxUnitCents: 600, maxProductionDays: 12 } },
  { id: 'ab-09', q: 'Looking for pet bandanas for a dog adoption event, 250, under $4.', expect: { productType: 'bandana', absent: true, qty: 250, maxUnitCents: 400 } },
  { id: 'ab-11', q: 'ice scrapers 1,500 for a car wash in minnesota lol, under $1.50', expect: { productType: 'ice scraper', absent: true, qty: 1500, maxUnitCents: 150 } },
  // 12 inch is the size.
  { id: 'ab-13', q: 'rulers 12 inch x 3000 for an elementary school, under 45c', expect: { productType: 'ruler', absent: true, qty: 3000, maxUnitCents: 45 } },
  // burgundy = maroon; £12 read as 12 in the catalogue's dollars.
  { id: 'ab-15', q: 'Hi Chris,\n\nWe\'d love branded scarves for our symphony\'s season ticket holders — 350 scarves, burgundy (our colour). Budget £12 each.\n\nKind regards,\nEleanor Finch\nPatron Services, Lakeside Symphony Orchestra\n1200 Symphony Way, Milwaukee WI 53202\n414-555-0193', expect: { productType: 'scarf', absent: true, qty: 350, colour: 'maroon', maxUnitCents: 1200 } },
  { id: 'ab-17', q: 'Can you quote poker chips? 2,000 for a casino-themed gala, under 50 cents.', expect: { productType: 'poker chip', absent: true, qty: 2000, maxUnitCents: 50 } },
  { id: 'ab-19', q: 'jigsaw puzzles with our logo, 100, under $10', expect: { productType: 'puzzle', absent: true, qty: 100, maxUnitCents: 1000 } },
  // the catalogue has golf and cooling towels, not beach towels.
  { id: 'ab-21', q: 'beach towels x 250 for a resort, under $12, navy or white', expect: { productType: 'beach towel', absent: true, qty: 250, colour: ['navy', 'white'], maxUnitCents: 1200 } },
  { id: 'ab-23', q: 'phone cases for iphone, 100 pcs, clear, under $8', expect: { productType: 'phone case', absent: true, qty: 100, colour: 'clear', maxUnitCents: 800 } },
  { id: 'ab-25', q: 'stickers 5000 die cut for a brewery, under 20c', expect: { productType: 'sticker', absent: true, qty: 5000, maxUnitCents: 20 } },
  { id: 'ab-27', q: 'Do you sell USB hubs? 80 for a tech startup, under $15, black.', expect: { productType: 'usb hub', absent: true, qty: 80, colour: 'black', maxUnitCents: 1500 } },
  { id: 'ab-29', q: 'Looking for pet bowls, collapsible, for a pet store opening — 400, under $4.', expect: { productType: 'pet bowl', absent: true, qty: 400, maxUnitCents: 400 } },
  { id: 'ab-31', q: 'hand warmers 1k for a football tailgate, under $1', expect: { productType: 'hand warmer', absent: true, qty: 1000, maxUnitCents: 100 } },
  { id: 'ab-33', q: 'Have you got sunglasses? 500 pairs, black, 5 day production max.', expect: { productType: 'sunglasses', absent: true, qty: 500, colour: 'black', maxProductionDays: 5 } },
  { id: 'em-apparel-01', q: 'Hi Jenna,\n\nHope you had a good weekend! We\'re putting together shirts for our annual 5K fun run (this is our 12th year doing it, believe it or not). We\'re expecting around 400 runners so we\'d need 400 t-shirts in royal blue (our club colour). Screen printed front and back. Trying to keep it under $6 a shirt.\n\nThanks!\nMark Delgado\nEvents Coordinator, Lakeshore Credit Union\n1450 W. Lake St, Suite 210, Minneapolis MN 55408\n(612) 555-0187', expect: { productType: ['t-shirt', 'tee'], qty: 400, colour: 'royal blue', maxUnitCents: 600 } },
  // grey or charcoal: the client accepts either.
  { id: 'em-apparel-03', q: 'Hello,\n\nWe are onboarding about 35 new hires in January and want a welcome hoodie for each of them. Looking for 35 hoodies in grey (heather or charcoal is fine too). Nothing over $40 each please.\n\nKind regards,\nSam O\'Connell\nPeople & Culture Lead\nBrightpath Software, 77 Harbor Blvd, Floor 4, Boston MA 02110\nm: 617.555.0199', expect: { productType: 'hoodie', qty: 35, colour: ['grey', 'charcoal'], maxUnitCents: 4000 } },
  // "before the holidays would be nice" is a wish, not a date: no deadline stated.
  { id: 'em-apparel-05', q: 'Hey Chris,\n\nQuick one — the board wants softshell jackets for our 14 regional managers. Just 14 jackets, black or navy, embroidered. Can you see what\'s out there under $80 each? No huge rush but before the holidays would be nice.\n\nThanks,\nAlicia Moreno\nExecutive Assistant to the CEO\nGranite State Insurance Group\n603-555-4410', expect: { productType: 'jacket', qty: 14, colour: ['black', 'navy'], maxUnitCents: 8000 } },
  // the colour list is open ("any earthy colour… or black"): not a constraint. 2019, 2027 are years.
  { id: 'em-apparel-07', q: 'Hi Jenna,\n\nWe\'re a B Corp (certified since 2019) and everything we hand out has to be eco-friendly. For our 2027 all-hands we need 250 t-shirts, any earthy colour (forest green, natural, brown…) or black. Under $10 per shirt.\n\nCheers,\nTheo Lindqvist\nBrand Lead, Fernway Outdoor Co.\n1200 NW Naito Pkwy, Portland OR 97209\n503-555-0154', expect: { productType: ['t-shirt', 'tee'], qty: 250, eco: true, maxUnitCents: 1000 } },
  // walnut is a material; "plaque" is the type (Walnut Plaque, Cherry Wood Plaque, Acrylic Plaque). 5, 10, 15, 20 years are not quantities.
  { id: 'em-awards-02', q: 'Hello,\n\nWe recognize employees at 5, 10, 15 and 20 years of service. For this year we need 32 walnut plaques total. We\'d like to keep each plaque under $50.\n\nRegards,\nDiane Cooper\nHR Manager, Tri-County Electric Cooperative\n1250 Co-op Rd, Harrisonburg VA 22801\n540-555-0163', expect: { productType: 'plaque', qty: 32, maxUnitCents: 5000 } },
  // booth #1142 is not a quantity.
  { id: 'em-bags-01', q: 'Hi Morgan,\n\nWe have a booth at the Midwest Dental Expo (booth #1142) in March and want a tote bag to hand out. Thinking 1,000 tote bags, natural color, one-color imprint. Target is under $3 each.\n\nThank you!\nRachel Kim\nMarketing Coordinator\nSmileBright Dental Partners\n2200 Cherry Creek Dr S, Denver CO 80209\n(303) 555-0166', expect: { productType: 'tote', qty: 1000, colour: 'natural', maxUnitCents: 300 } },
  { id: 'em-bags-03', q: 'Hello,\n\nFor our summer sales kickoff we\'d like drawstring backpacks for attendees — 750 pieces, any bright color (red, orange or lime). Price needs to be $2.50 or less each.\n\nMany thanks,\nJordan Ellis\nSales Enablement, Peak Beverage Co.\n3100 Commerce St, Dallas TX 75226\n214-555-0142', expect: { productType: 'drawstring backpack', qty: 750, colour: ['red', 'orange', 'lime'], maxUnitCents: 250 } },
  // before Mon 14 Dec: in hand on 14 Dec at the latest: 16 working days − 3 = 13.
  { id: 'em-bags-05', q: 'Hi Ben,\n\nCould you quote duffel bags for our travel team? We need 36 duffel bags, navy, embroidered. We\'d like to spend no more than $40 per bag. Our team leaves on a tour Dec 14 so we need them before then.\n\nThanks,\nCoach Hailey Turner\nWomen\'s Volleyball, Riverside Community College\n4800 Magnolia Ave, Riverside CA 92506\n951-555-8231', expect: { productType: 'duffel bag', qty: 36, colour: 'navy', maxUnitCents: 4000, maxProductionDays: 13 } },
  // Fri 11 Dec: 15 working days − 3 = 12. #58812 is an old order number.
  { id: 'em-drink-01', q: 'Hi Sarah,\n\nHope all is well. We are planning client holiday gifts again this year (last year\'s order #58812 went over really well). This time we\'d like 250 stainless steel tumblers, laser engraved, in black or navy. Budget is $15 per tumbler. They need to be in hand by December 11th.\n\nWarm regards,\nMichael Chen\nVP Client Relations\nHarborview Wealth Advisors\nOne Financial Plaza, 18th Floor, Hartford CT 06103\n(860) 555-0123', expect: { productType: 'tumbler', qty: 250, colour: ['black', 'navy'], maxUnitCents: 1500, maxProductionDays: 12 } },
  // total $7,500 / 500 = $15.00 each. "Q1" is not a number of anything.
  { id: 'em-drink-03', q: 'Hi,\n\nOur wellness committee is running a hydration challenge for all 500 employees in Q1. We\'d like insulated water bottles for everyone: 500 bottles, white or teal. Our budget is $7,500 total.\n\nThank you,\nGrace Liu\nBenefits & Wellness Manager\nMeridian Health Systems\n900 Medical Center Pkwy, Murfreesboro TN 37129\nDirect: 615-555-6032', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 500, colour: ['white', 'teal'], maxUnitCents: 1500 } },
  // koozie = can cooler (the catalogue calls them can coolers); 1234 is the street number.
  { id: 'em-drink-05', q: 'Good morning Alex,\n\nWe do a customer appreciation BBQ every year in our parking lot (1234 Industrial Pkwy). This year we\'d like koozies — 2,500 can coolers in orange, one color print. Our max is 95 cents each.\n\nThanks,\nBill Harmon\nOwner, Harmon Tire & Auto\n1234 Industrial Pkwy, Tulsa OK 74107\n918-555-4400', expect: { productType: 'can cooler', qty: 2500, colour: 'orange', maxUnitCents: 95 } },
  { id: 'em-drink-07', q: 'Hello Alex,\n\nOur winery club has 320 members, and every member gets a branded stemless wine glass at our harvest party. Please quote 320 stemless wine glasses, clear. $6 per glass maximum.\n\nThank you,\nClaire Dubois\nClub Manager, Sonoma Hills Winery\n14500 Arnold Dr, Glen Ellen CA 95442\n707-555-0198', expect: { productType: 'wine glass', qty: 320, colour: 'clear', maxUnitCents: 600 } },
  { id: 'em-eco-02', q: 'Hello,\n\nWe run a chain of 8 natural grocery stores and want to sell branded reusable produce bag sets at checkout. Can you quote 1,000 produce bag sets? Our target cost is $4 a set.\n\nKind regards,\nBen Okafor\nMerchandising Manager, Green Basket Markets\n1200 SE Division St, Portland OR 97202\n503-555-0196', expect: { productType: 'produce bag', qty: 1000, maxUnitCents: 400 } },
  // $4,000 / 800 = $5.00 each; "15,000 members" is not the quantity.
  { id: 'em-eco-04', q: 'Hi Jenna,\n\nWe\'re a green energy co-op (15,000 members) and want recycled paper notebooks for our annual meeting. Could you quote 800 recycled paper notebooks, natural or green? Budget is $4,000 total. Made in USA strongly preferred — actually let\'s make that a must.\n\nThanks,\nOwen Marsh\nMember Services, Prairie Wind Energy Co-op\n300 Prairie Ave, Fargo ND 58102\n701-555-0153', expect: { productType: 'recycled paper notebook', qty: 800, colour: ['natural', 'green'], maxUnitCents: 500, madeIn: 'US' } },
  // Fri 8 Jan 2027: 35 working days − 3 = 32 (no limit in practice).
  { id: 'em-electronics-01', q: 'Hi Sarah,\n\nOur top 40 sales performers are getting a gift at the President\'s Club trip in February. We\'d like power banks, 40 of them, black, laser engraved. Budget is $25 per unit. We\'d like them in hand by January 8.\n\nThanks,\nSteve Adler\nVP Sales, Continental Freight\n2000 W Loop S, Houston TX 77027\n713-555-0155', expect: { productType: 'power bank', qty: 40, colour: 'black', maxUnitCents: 2500, maxProductionDays: 32 } },
  { id: 'em-electronics-03', q: 'Hi Ben,\n\nWe\'re looking at wireless chargers for an onboarding kit for new hires. We hire about 60 people a quarter; let\'s start with 60 wireless chargers, white. Under $20 each. Production 14 days or less please — we have a hiring class starting soon.\n\nThanks,\nOlivia Grant\nTalent Acquisition, Northwind Software\n500 Yale Ave N, Seattle WA 98109\n206-555-0173', expect: { productType: ['wireless charger', 'wireless charging pad'], qty: 60, colour: 'white', maxUnitCents: 2000, maxProductionDays: 14 } },
  { id: 'em-food-02', q: 'Hello,\n\nWe\'re a hotel group (6 properties) and we want mint tins for the front desks. 5,000 mint tins in total. Max $1 each.\n\nThanks,\nRobert Vance\nDirector of Guest Experience\nLakeview Hospitality Group\n300 Lakeshore Dr, Chicago IL 60601\n312-555-0174', expect: { productType: 'mint tin', qty: 5000, maxUnitCents: 100 } },
  { id: 'em-food-04', q: 'Hi Sarah,\n\nWe\'re a pharmaceutical rep team (12 reps covering 4 states) and we drop off snacks at clinics. We\'d like trail mix snack packs — 1,000 of them. Around $2 to $3.50 each.\n\nThanks,\nJessica Ward\nDistrict Manager, Novagen Therapeutics\nCell: 317-555-0124', expect: { productType: 'trail mix', qty: 1000, minUnitCents: 200, maxUnitCents: 350 } },
  // £10: read as the same number in the catalogue's dollars (see the file header).
  { id: 'em-headwear-02', q: 'Hello,\n\nWe\'d like beanies for our ski club members this winter. There are 90 members, so 90 beanies. Colour: navy or maroon. Budget £10 per beanie.\n\nBest wishes,\nFiona McLeod\nSecretary, Alpine Ridge Ski Club\n22 Chalet Lane, Park City UT 84060\n+1 435 555 0148', expect: { productType: 'beanie', qty: 90, colour: ['navy', 'maroon'], maxUnitCents: 1000 } },
  // Tue 8 Dec: 12 working days − 3 = 9. "2 oz" is a size.
  { id: 'em-health-01', q: 'Hi Sarah,\n\nOur benefits enrollment fair is coming up on December 8. We\'d like hand sanitizer to give out: 1,000 units. Under $2 each. Anything 2 oz is fine.\n\nBest,\nKaren Ruiz\nBenefits Administrator, Sunbelt Manufacturing\n3000 Industrial Blvd, Mobile AL 36607\n251-555-0122', expect: { productType: 'hand sanitizer', qty: 1000, maxUnitCents: 200, maxProductionDays: 9 } },
  // SPF 30 is a product feature, not a quantity.
  { id: 'em-health-03', q: 'Hi Jordan,\n\nSummer safety campaign: we\'d like SPF 30 lip balm for our pool and beach events. 2,000 lip balms. $1.25 max each. Production needs to be 10 days or less.\n\nThanks,\nDerek Holt\nMarketing, Coastal Pools & Spas\n5500 Ocean Blvd, Myrtle Beach SC 29577\n843-555-0185', expect: { productType: 'lip balm', qty: 2000, maxUnitCents: 125, maxProductionDays: 10 } },
  // "about 1,800 a year" is context; 2,000 is ordered.
  { id: 'em-keychains-01', q: 'Hi Morgan,\n\nWe\'re a car dealership and give a keychain with every vehicle we sell (about 1,800 a year). We\'d like to order 2,000 metal keychains, silver. Laser engraved. Under $2.50 each.\n\nThanks,\nRick Donovan\nGeneral Manager, Donovan Ford\n4500 Auto Mall Pkwy, Fremont CA 94538\n510-555-0111', expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 2000, colour: 'silver', maxUnitCents: 250 } },
  // in 3 weeks = Sun 13 Dec: 15 working days − 3 = 12.
  { id: 'em-keychains-03', q: 'Hi Alex,\n\nOur hospital needs retractable badge reels for nursing staff — 400 badge reels, white or light blue... or teal. Under $2.25 each. We need them in 3 weeks.\n\nThanks,\nBarbara Nguyen, RN\nNurse Manager, Mercy General Hospital\n4001 J St, Sacramento CA 95819\n916-555-0197', expect: { productType: 'badge reel', qty: 400, colour: ['white', 'light blue', 'teal'], maxUnitCents: 225, maxProductionDays: 12 } },
  { id: 'em-notebooks-02', q: 'Hello,\n\nOur university\'s orientation week welcomes about 3,500 freshmen. We\'d like a spiral notebook in every welcome bag — 3,500 spiral notebooks. Red or black. Under $2 each.\n\nThanks,\nDerrick Johnson\nDirector of Orientation, Midwestern State University\n1 University Dr, Carbondale IL 62901\n618-555-0143', expect: { productType: 'spiral notebook', qty: 3500, colour: ['red', 'black'], maxUnitCents: 200 } },
  // Tue 15 Dec: 14.
  { id: 'em-notebooks-04', q: 'Good afternoon,\n\nOur nonprofit\'s donor appreciation luncheon is on December 15 and we\'d like to give each of our 70 major donors a leather journal. 70 leather journals, brown or tan. Price range $20–$40.\n\nSincerely,\nMargaret Ellison\nDevelopment Director, Children\'s Literacy Alliance\n900 S Broadway, Suite 11, Los Angeles CA 90015\n213-555-0176', expect: { productType: 'leather journal', qty: 70, colour: ['brown', 'tan'], minUnitCents: 2000, maxUnitCents: 4000, maxProductionDays: 14 } },
  // Thu 10 Dec: 14 working days − 3 = 11.
  { id: 'em-office-02', q: 'Hello Sarah,\n\nOur accounting firm sends a desk calendar to every client each December. We have 1,200 clients on our list. Can you quote 1,200 desk calendars? Under $3 each. They need to go out with our holiday mailing, so in hand by December 10.\n\nThank you,\nJanet Cole, CPA\nPartner, Cole & Whitaker LLP\n250 Main St, Suite 300, Hartford CT 06106\n860-555-0102', expect: { productType: 'desk calendar', qty: 1200, maxUnitCents: 300, maxProductionDays: 11 } },
  { id: 'em-office-04', q: 'Hi,\n\nFor our back-to-office campaign we want something useful for every desk. Thinking a phone stand: 300 phone stands, black or white, and we\'d like to keep it to about $4 max each.\n\nThanks!\nLeo Martins\nWorkplace Experience, Cobalt Analytics\n44 Montgomery St, 22nd Fl, San Francisco CA 94104\n415-555-0138', expect: { productType: 'phone stand', qty: 300, colour: ['black', 'white'], maxUnitCents: 400 } },
  { id: 'em-outdoor-02', q: 'Hello,\n\nWe\'re sponsoring the city\'s summer concert series (12 concerts) and want picnic blankets to give away at the first one. 200 picnic blankets. Price range $12–$20.\n\nThanks,\nMelissa Grant\nCommunity Relations, Parkside Bank\n1000 Park Ave, Omaha NE 68105\n402-555-0159', expect: { productType: 'picnic blanket', qty: 200, minUnitCents: 1200, maxUnitCents: 2000 } },
  { id: 'em-outdoor-04', q: 'Hi,\n\nOur landscaping company (est. 2009, 5 crews) wants a useful gift for our commercial clients: pocket multi-tools. 120 multi-tools, black or silver... black preferred but silver is fine. Under $12 each. No rush on these.\n\nThanks,\nDave Kowalczyk\nOwner, GreenEdge Landscaping\n800 County Rd B, Roseville MN 55113\n651-555-0134', expect: { productType: 'multi-tool', qty: 120, colour: ['black', 'silver'], maxUnitCents: 1200, noDeadline: true } },
  // a week before Wed 20 Jan 2027 = Wed 13 Jan: 38 working days − 3 = 35 (no limit in practice).
  { id: 'em-tech-02', q: 'Hi Morgan,\n\nCould you pull some options for USB flash drives? We need 250 flash drives preloaded with our product catalog, silver or black. Budget $8 each. Our catalog launch is January 20, so we\'d need them a week before that at the latest.\n\nBest,\nHelen Novak\nProduct Marketing, Atlas Fasteners\n7000 W 78th St, Bloomington MN 55439\n952-555-0129', expect: { productType: 'flash drive', qty: 250, colour: ['silver', 'black'], maxUnitCents: 800, maxProductionDays: 35 } },
  // Fri 4 Dec: 10 working days − 3 = 7 (rush may be offered where the product has it).
  { id: 'em-tech-04', q: 'Hi Morgan,\n\nWe sell eyewear (8 optical shops in the metro) and would love microfiber screen cleaning cloths with our logo to hand out with each pair of glasses. 3,000 cloths please. Max $1 each. Need them by Dec 4.\n\nThanks,\nIrene Kowalski\nOwner, ClearView Optical\n1750 E Hennepin Ave, Minneapolis MN 55414\n612-555-0112', expect: { productType: ['screen cleaner', 'cleaning cloth'], qty: 3000, maxUnitCents: 100, maxProductionDays: 7 } },
  // "any color but blue would be great": a preference, not a constraint.
  { id: 'em-tradeshow-02', q: 'Hello,\n\nOur hospital foundation is doing a community health fair and we want stress balls to give away — 1,000 stress balls, any color but blue would be great. Max $1 each.\n\nThank you,\nTina Alvarez\nCommunity Outreach\nSt. Mary\'s Regional Medical Center\n1800 E Lake Mead Blvd, Las Vegas NV 89101\n702-555-0150', expect: { productType: ['stress ball', 'stress reliever'], qty: 1000, maxUnitCents: 100 } },
  // the barrel colour is the product colour; the ink colour is not. 14 branches, NMLS number are not quantities.
  { id: 'em-writing-01', q: 'Hi Alex,\n\nOur bank has 14 branches and we go through pens like crazy. We\'d like to order 5,000 retractable pens, blue or black ink doesn\'t matter but the barrel should be navy. Under 50 cents each.\n\nThank you,\nGloria Banks\nBranch Operations, Heartland Community Bank\nMain Office: 500 Broadway, Kansas City MO 64105\n816-555-0152, NMLS #402871', expect: { productType: 'pen', qty: 5000, colour: 'navy', maxUnitCents: 50 } },
  // Fri 18 Dec: 17. "District 14" is not a quantity.
  { id: 'em-writing-03', q: 'Hi there,\n\nWe\'re a school district and want highlighters for our state testing prep kits. 3,000 highlighters, any colour. Price must be under $0.80 each. We need them by December 18th.\n\nThanks,\nMarcus Reed\nAssessment Coordinator\nCedar Valley School District 14\n1200 School Rd, Cedar Falls IA 50613\n319-555-0164', expect: { productType: 'highlighter', qty: 3000, maxUnitCents: 80, maxProductionDays: 17 } },
  { id: 'mi-02', q: '500 sunglasses and 500 can coolers for a beach party', expect: { items: [{ productType: 'sunglasses', absent: true, qty: 500 }, { productType: 'can cooler', qty: 500 }] } },
  // navy is the polos' colour only.
  { id: 'mi-04', q: 'need 200 navy polos and 200 caps for the sales team', expect: { items: [{ productType: 'polo', qty: 200, colour: 'navy' }, { productType: ['cap', 'trucker hat', 'dad hat'], qty: 200 }] } },
  // white is the shirts' colour; the deadline (Fri 18 Dec: 17) is every item's.
  { id: 'mi-06', q: 'Hello,\n\nWe\'re planning a new-hire welcome kit for 300 people. Each kit: a white t-shirt, a drawstring backpack and a water bottle. So 300 of each. Everything needs to be in hand by December 18.\n\nThanks,\nJamie Rivers\nHR Operations, Bluefin Logistics\n1900 Harbor Dr, Long Beach CA 90802\n562-555-0131', expect: { maxProductionDays: 17, items: [{ productType: ['t-shirt', 'tee'], qty: 300, colour: 'white' }, { productType: 'drawstring backpack', qty: 300 }, { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300 }] } },
  { id: 'mi-08', q: 'Need 400 lanyards in royal blue and 400 badge holders for a conference.', expect: { items: [{ productType: 'lanyard', qty: 400, colour: 'royal blue' }, { productType: 'badge holder', qty: 400 }] } },
  // the team size is each item's quantity; charcoal is the hoodies' colour only.
  { id: 'mi-10', q: 'Hi Sarah,\n\nHoliday gifts for our team of 45: a hoodie and a beanie for each person. Hoodies in charcoal, beanies in any colour. Total budget is $2,700.\n\nThanks!\nNora Quinn\nOffice Manager, Tidewater Design Studio\n711 Granby St, Norfolk VA 23510\n757-555-0108', expect: { maxTotalCents: 270000, items: [{ productType: 'hoodie', qty: 45, colour: 'charcoal' }, { productType: 'beanie', qty: 45 }] } },
  // the unit budget is both items'.
  { id: 'mi-12', q: 'Can you quote 2,000 pens and 2,000 stress balls for a job fair booth? Under $1 each for both.', expect: { maxUnitCents: 100, items: [{ productType: 'pen', qty: 2000 }, { productType: ['stress ball', 'stress reliever'], qty: 2000 }] } },
  { id: 'mi-14', q: 'Good morning,\n\nOur credit union is sponsoring the county fair. We\'d like:\n- 3,000 hand fans\n- 1,500 tote bags, natural colour\n- 1 retractable banner stand\n\nPlease keep the fans under 60 cents and the totes under $3.\n\nThanks,\nBrenda Lowe\nMarketing, Farmers & Merchants Credit Union\n400 Main St, Lodi CA 95240\n209-555-0151', expect: { items: [{ productType: ['hand fan', 'paper fan'], qty: 3000, maxUnitCents: 60 }, { productType: 'tote', qty: 1500, colour: 'natural', maxUnitCents: 300 }, { productType: 'banner stand', qty: 1 }] } },
  // eco is both items'. Few eco yoga mats exist: relaxed is fair.
  { id: 'mi-16', q: 'Looking for 100 yoga mats and 100 water bottles for a wellness retreat; eco-friendly for both please.', expect: { eco: true, items: [{ productType: 'yoga mat', qty: 100 }, { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 100 }] } },
  { id: 'mi-18', q: 'Do you sell socks and caps? 200 of each for a sneaker store opening.', expect: { items: [{ productType: 'sock', absent: true, qty: 200 }, { productType: ['cap', 'trucker hat', 'dad hat'], qty: 200 }] } },
  { id: 'mi-20', q: 'quote: 72 crystal awards and 72 certificate frames for our annual recognition dinner', expect: { items: [{ productType: 'crystal', qty: 72 }, { productType: 'certificate frame', qty: 72 }] } },
  { id: 'mi-22', q: 'power banks x 100 and wireless earbuds x 25 for a sales contest', expect: { items: [{ productType: 'power bank', qty: 100 }, { productType: 'earbuds', qty: 25 }] } },
  { id: 'mi-24', q: 'For our trade show booth: 1 table throw (navy), 2 feather flags, and 1,000 pens.', expect: { items: [{ productType: ['table cover', 'table throw'], qty: 1, colour: 'navy' }, { productType: 'feather flag', qty: 2 }, { productType: 'pen', qty: 1000 }] } },
  // counts of people are each item's quantity.
  { id: 'mi-26', q: 'puffer vests for 30 managers and softshell jackets for 12 directors, black for both, under $85 each', expect: { colour: 'black', maxUnitCents: 8500, items: [{ productType: 'vest', qty: 30 }, { productType: 'jacket', qty: 12 }] } },
  { id: 'mi-28', q: 'tumblers 144 + travel mugs 144, laser engraved, silver, total $3,000', expect: { colour: 'silver', maxTotalCents: 300000, items: [{ productType: 'tumbler', qty: 144 }, { productType: 'travel mug', qty: 144 }] } },
  { id: 'mi-30', q: 'need lanyards 1k + phone wallets 1k + webcam covers 1k for a tech conference, under $1 each', expect: { maxUnitCents: 100, items: [{ productType: 'lanyard', qty: 1000 }, { productType: 'phone wallet', qty: 1000 }, { productType: ['webcam cover', 'webcam privacy'], qty: 1000 }] } },
  { id: 'mi-32', q: 'Can you quote 500 bamboo cutlery sets and 500 produce bag sets? Earth Day, under $6 each.', expect: { maxUnitCents: 600, items: [{ productType: 'bamboo cutlery', qty: 500 }, { productType: 'produce bag', qty: 500 }] } },
  // the cushions are corrected to 200; black is the hats' colour only.
  { id: 'mi-34', q: 'Hi Ben,\n\nOur marching band (120 students) needs rain gear for the season: 120 bucket hats in black, and 120 stadium seat cushions for the parents\' section... actually make the cushions 200.\n\nThanks,\nMr. Alvarez\nBand Director, Westfield High School\n2000 Westfield Rd, Charlotte NC 28210\n704-555-0189', expect: { items: [{ productType: 'bucket hat', qty: 120, colour: 'black' }, { productType: 'stadium seat', qty: 200 }] } },
  { id: 'mi-36', q: 'quote 250 candles and 250 honey jars, client gifts, $4,000 all-in for everything', expect: { maxTotalCents: 400000, items: [{ productType: 'candle', qty: 250 }, { productType: 'honey', qty: 250 }] } },
  // lanyard minimums are 150+.
  { id: 'mo-02', q: 'Can we get just 40 lanyards? Small team offsite.', expect: { productType: 'lanyard', qty: 40 } },
  // tumbler minimums start at 25.
  { id: 'mo-04', q: 'Do you have tumblers with a low minimum? We only need 20, black.', expect: { productType: 'tumbler', qty: 20, colour: 'black' } },
  { id: 'mo-06', q: '12 polos for our front desk staff, navy, under $30', expect: { productType: 'polo', qty: 12, colour: 'navy', maxUnitCents: 3000 } },
  { id: 'mo-08', q: 'sticky notes, just 100 pads for our own office, under $2', expect: { productType: 'sticky note', qty: 100, maxUnitCents: 200 } },
  { id: 'mo-10', q: 'power banks, only 5 needed, for the exec team, under $30', expect: { productType: 'power bank', qty: 5, maxUnitCents: 3000 } },
  // mint tin minimums are 150+; "wedding" is the occasion.
  { id: 'mo-12', q: 'mint tins x 60 for a wedding', expect: { productType: 'mint tin', qty: 60 } },
  { id: 'mo-14', q: '25 flash drives for a law firm, silver, under $10', expect: { productType: 'flash drive', qty: 25, colour: 'silver', maxUnitCents: 1000 } },
  { id: 'mo-16', q: 'golf umbrellas, 10 for the pro shop, navy', expect: { productType: 'umbrella', qty: 10, colour: 'navy' } },
  { id: 'mo-18', q: 'Do you sell keychains in small quantities? We only need 36.', expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 36 } },
  { id: 'mo-20', q: 'highlighters x 48 for a study group, under $1.50', expect: { productType: 'highlighter', qty: 48, maxUnitCents: 150 } },
  { id: 'mo-22', q: 'event wristbands, 80 for a private party, under 50 cents', expect: { productType: 'wristband', qty: 80, maxUnitCents: 50 } },
  { id: 'mo-24', q: 'Can you quote 20 yoga mats for a studio? Purple, under $35.', expect: { productType: 'yoga mat', qty: 20, colour: 'purple', maxUnitCents: 3500 } },
  { id: 'mt-apparel-01', turns: [
    { q: 'Need 100 navy polos, embroidered, under $25', expect: { productType: 'polo', qty: 100, colour: 'navy', maxUnitCents: 2500 } },
    { q: 'fastest production time?', expect: { productType: 'polo', qty: 100, colour: 'navy', maxUnitCents: 2500, sorted: 'productionDays' } },
    { q: 'compare the first two', expect: { compared: 2 } },
  ] },
  // "instead" replaces red with white.
  { id: 'mt-apparel-03', turns: [
    { q: 't-shirts, 500, for a 5K, red', expect: { productType: ['t-shirt', 'tee'], qty: 500, colour: 'red' } },
    { q: 'any made in the USA?', expect: { productType: ['t-shirt', 'tee'], qty: 500, colour: 'red', madeIn: 'US' } },
    { q: 'in white instead?', expect: { productType: ['t-shirt', 'tee'], qty: 500, colour: 'white', madeIn: 'US' } },
  ] },
  { id: 'mt-awards-02', turns: [
    { q: 'medals 300 gold under $4', expect: { productType: 'medal', qty: 300, colour: 'gold', maxUnitCents: 400 } },
    { q: 'what about silver?', expect: { productType: 'medal', qty: 300, colour: 'silver', maxUnitCents: 400 } },
    { q: 'ok and separately, 2 banner stands for the event', expect: { productType: 'banner stand', qty: 2, intentQty: 2, intentColours: [] } },
  ] },
  // Fri 11 Dec: 12.
  { id: 'mt-bags-02', turns: [
    { q: 'drawstring backpacks for 800 runners', expect: { productType: 'drawstring backpack', qty: 800 } },
    { q: 'need them by dec 11 actually', expect: { productType: 'drawstring backpack', qty: 800, maxProductionDays: 12 } },
  ] },
  // the lanyard question is a new request: no quantity, colour or budget from the mugs.
  { id: 'mt-drink-02', turns: [
    { q: 'ceramic mugs 144 white under $6', expect: { productType: 'ceramic mug', qty: 144, colour: 'white', maxUnitCents: 600 } },
    { q: 'what about 500?', expect: { productType: 'ceramic mug', qty: 500, colour: 'white', maxUnitCents: 600, intentQty: 500 } },
    { q: 'different question — do you have lanyards?', expect: { productType: 'lanyard', intentQty: null, intentColours: [] } },
  ] },
  { id: 'mt-eco-01', turns: [
    { q: 'eco-friendly water bottles, 250, under $15', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 250, eco: true, maxUnitCents: 1500 } },
    { q: 'recyclable ones only', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 250, eco: true, recyclable: true, maxUnitCents: 1500 } },
  ] },
  { id: 'mt-electronics-01', turns: [
    { q: 'bluetooth speakers 50 black $20-$40', expect: { productType: 'bluetooth speaker', qty: 50, colour: 'black', minUnitCents: 2000, maxUnitCents: 4000 } },
    { q: 'compare the first two', expect: { compared: 2 } },
    { q: 'different thing: 500 car chargers', expect: { productType: 'car charger', qty: 500, intentQty: 500, intentColours: [] } },
  ] },
  { id: 'mt-food-01', turns: [
    { q: 'cookie gift boxes 100 under $20', expect: { productType: 'cookie', qty: 100, maxUnitCents: 2000 } },
    { q: 'need them by dec 16', expect: { productType: 'cookie', qty: 100, maxUnitCents: 2000, maxProductionDays: 15 } },
    { q: 'what about 250?', expect: { productType: 'cookie', qty: 250, maxUnitCents: 2000, maxProductionDays: 15, intentQty: 250 } },
  ] },
  // visors: a new product, "what do you have in" carries nothing said.
  { id: 'mt-headwear-01', turns: [
    { q: 'baseball caps 144 navy under $12', expect: { productType: 'baseball cap', qty: 144, colour: 'navy', maxUnitCents: 1200 } },
    { q: 'any cheaper?', expect: { productType: 'baseball cap', qty: 144, colour: 'navy', maxUnitCents: 1200 } },
    { q: 'ok what do you have in visors', expect: { productType: 'visor', intentColours: [] } },
  ] },
  // the yoga mats carry neither the sanitizer's budget nor made-in.
  { id: 'mt-health-01', turns: [
    { q: 'hand sanitizer 2000 under $1.50', expect: { productType: 'hand sanitizer', qty: 2000, maxUnitCents: 150 } },
    { q: 'made in usa only', expect: { productType: 'hand sanitizer', qty: 2000, maxUnitCents: 150, madeIn: 'US' } },
    { q: 'new one — yoga mats for 30 instructors', expect: { productType: 'yoga mat', qty: 30, intentQty: 30 } },
  ] },
  { id: 'mt-keychains-01', turns: [
    { q: 'lanyards 500 royal blue under $1.50', expect: { productType: 'lanyard', qty: 500, colour: 'royal blue', maxUnitCents: 150 } },
    { q: 'what about 1,000?', expect: { productType: 'lanyard', qty: 1000, colour: 'royal blue', maxUnitCents: 150, intentQty: 1000 } },
    { q: 'fastest production', expect: { productType: 'lanyard', qty: 1000, colour: 'royal blue', maxUnitCents: 150, sorted: 'productionDays' } },
  ] },
  { id: 'mt-multi-01', turns: [
    { q: '200 navy polos and 200 caps for the sales team', expect: { items: [{ productType: 'polo', qty: 200, colour: 'navy' }, { productType: ['cap', 'trucker hat', 'dad hat'], qty: 200 }] } },
    { q: 'New request: 50 crystal awards', expect: { productType: 'crystal', qty: 50, intentQty: 50, intentColours: [] } },
  ] },
  { id: 'mt-notebooks-02', turns: [
    { q: 'spiral notebooks 2,000 under $2', expect: { productType: 'spiral notebook', qty: 2000, maxUnitCents: 200 } },
    { q: 'cheaper?', expect: { productType: 'spiral notebook', qty: 2000, maxUnitCents: 200 } },
    { q: 'ok also need 2000 pencils', expect: { productType: 'pencil', qty: 2000 } },
  ] },
  { id: 'mt-office-02', turns: [
    { q: 'business card holders, 250, silver', expect: { productType: 'business card holder', qty: 250, colour: 'silver' } },
    { q: 'thanks! now I need 40 padfolios for the partners', expect: { productType: 'padfolio', qty: 40, intentQty: 40, intentColours: [] } },
  ] },
  { id: 'mt-outdoor-02', turns: [
    { q: 'picnic blankets x 200 under $25', expect: { productType: 'picnic blanket', qty: 200, maxUnitCents: 2500 } },
    { q: 'production 10 days or less?', expect: { productType: 'picnic blanket', qty: 200, maxUnitCents: 2500, maxProductionDays: 10 } },
  ] },
  { id: 'mt-tech-02', turns: [
    { q: 'phone grips 2k white under $1.50', expect: { productType: 'phone grip', qty: 2000, colour: 'white', maxUnitCents: 150 } },
    { q: 'new request: webcam covers for a security conference', expect: { productType: ['webcam cover', 'webcam privacy'], intentQty: null, intentColours: [] } },
  ] },
  // a new request: the tattoos' 3,000 is not carried over.
  { id: 'mt-tradeshow-02', turns: [
    { q: 'temporary tattoos 3000 for a school fun run', expect: { productType: 'tattoo', qty: 3000 } },
    { q: 'Do you sell fidget spinners?', expect: { productType: 'fidget spinner', absent: true, intentQty: null } },
  ] },
  // "also" with its own quantity: yellow was the highlighters' (and Office has no yellow).
  { id: 'mt-writing-02', turns: [
    { q: 'highlighters 1000 yellow', expect: { productType: 'highlighter', qty: 1000, colour: 'yellow' } },
    { q: 'and also 1000 sticky note pads', expect: { productType: 'sticky note', qty: 1000 } },
  ] },
  // onboarding new staff is the occasion. Few tri-blends cost $5 or less: a relaxed budget is a fair answer.
  { id: 'q-apparel-02', q: 'Looking for tri-blend t-shirts for onboarding new staff — 80 of them, heather grey or black, $3-$5 each.', expect: { productType: 'tri-blend t-shirt', qty: 80, colour: ['grey', 'black'], minUnitCents: 300, maxUnitCents: 500 } },
  { id: 'q-apparel-04', q: 'Have you got fleece quarter zips? For 25 client gifts, navy, nothing over $50.', expect: { productType: 'quarter-zip', qty: 25, colour: 'navy', maxUnitCents: 5000 } },
  { id: 'q-awards-01', q: 'Do you sell glass awards? 6 for our top salespeople, jade glass preferred, under $70.', expect: { productType: 'glass award', qty: 6, maxUnitCents: 7000 } },
  // 1st, 2nd, 3rd are places; 3 is the quantity. Golf tournament is the event.
  { id: 'q-awards-03', q: 'Looking for trophy cups for a golf tournament: 1st, 2nd and 3rd place, so 3 trophies, gold or silver.', expect: { productType: 'trophy', qty: 3, colour: ['gold', 'silver'] } },
  { id: 'q-bags-02', q: 'Looking for non-woven shopping totes, 5,000 for a grocery chain grand opening, under $1 each.', expect: { productType: 'non-woven shopping tote', qty: 5000, maxUnitCents: 100 } },
  { id: 'q-bags-04', q: 'Looking for eco-friendly drawstring bags, 500, under $3.', expect: { productType: 'drawstring backpack', qty: 500, eco: true, maxUnitCents: 300 } },
  // the count of people is the quantity.
  { id: 'q-cat-02', q: 'Show me headwear for 72 people, navy, under $10 each.', expect: { category: 'Headwear', qty: 72, colour: 'navy', maxUnitCents: 1000 } },
  { id: 'q-cat-04', q: 'Anything in health & wellness for a benefits fair, 300 pcs, under $2?', expect: { category: 'Health & Wellness', qty: 300, maxUnitCents: 200 } },
  { id: 'q-drink-01', q: 'Do you sell 30 oz tumblers? Client gifts for 50 customers, laser engraved, black, under $20.', expect: { productType: '30 oz stainless steel tumbler', qty: 50, colour: 'black', maxUnitCents: 2000 } },
  // 15 oz is the size.
  { id: 'q-drink-03', q: 'Looking for 15 oz ceramic mugs, 288 pieces, white or black, under $5.', expect: { productType: '15 oz ceramic mug', qty: 288, colour: ['white', 'black'], maxUnitCents: 500 } },
  { id: 'q-drink-05', q: 'Looking for water bottles, 3 to 5 dollars each, 600 units.', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 600, minUnitCents: 300, maxUnitCents: 500 } },
  { id: 'q-eco-02', q: 'Have you got wheat straw pens? Need 3k, green or natural, 90c max.', expect: { productType: 'wheat straw pen', qty: 3000, colour: ['green', 'natural'], maxUnitCents: 90 } },
  { id: 'q-eco-04', q: 'Do you have recyclable water bottles? 200, under $15.', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 200, recyclable: true, maxUnitCents: 1500 } },
  { id: 'q-electronics-01', q: 'Do you sell LED desk lamps? Executive gifts, 20 pcs, silver or black, $25-$40 range.', expect: { productType: 'desk lamp', qty: 20, colour: ['silver', 'black'], minUnitCents: 2500, maxUnitCents: 4000 } },
  { id: 'q-electronics-03', q: 'Looking for waterproof bluetooth speakers for a boat dealership, 30 pcs, under $40.', expect: { productType: 'waterproof bluetooth speaker', qty: 30, maxUnitCents: 4000 } },
  { id: 'q-food-01', q: 'Do you sell honey jars? Thank-you gifts for 120 referral partners, under $12.', expect: { productType: 'honey', qty: 120, maxUnitCents: 1200 } },
  { id: 'q-food-03', q: 'Looking for branded chocolate bars for a trade show booth, 1,000 pcs, $2 each max, need them in 10 business days.', expect: { productType: 'chocolate bar', qty: 1000, maxUnitCents: 200, maxProductionDays: 7 } },
  { id: 'q-headwear-02', q: 'Looking for pom pom beanies for a holiday 5K, 500 of them, red or white, under $10.', expect: { productType: 'pom pom beanie', qty: 500, colour: ['red', 'white'], maxUnitCents: 1000 } },
  { id: 'q-health-01', q: 'Do you sell foam rollers? 50 for a gym grand opening, black, under $18.', expect: { productType: ['foam roller', 'massage roller'], qty: 50, colour: 'black', maxUnitCents: 1800 } },
  { id: 'q-health-03', q: 'Have you got hand sanitizer? 2,500 for flu season, under $1.50, made in USA.', expect: { productType: 'hand sanitizer', qty: 2500, maxUnitCents: 150, madeIn: 'US' } },
  // dye-sublimation is the decoration: any lanyard.
  { id: 'q-keychains-02', q: 'Looking for dye-sublimated lanyards for a hackathon, 800 pcs, full color, under $2.', expect: { productType: 'lanyard', qty: 800, maxUnitCents: 200 } },
  { id: 'q-notebooks-01', q: 'Do you sell dot grid notebooks? 100 for a design agency, charcoal or black, under $12.', expect: { productType: 'dot grid notebook', qty: 100, colour: ['charcoal', 'black'], maxUnitCents: 1200 } },
  { id: 'q-notebooks-03', q: 'Looking for undated planners for a coaching company, 150, teal or purple, under $14.', expect: { productType: 'planner', qty: 150, colour: ['teal', 'purple'], maxUnitCents: 1400 } },
  { id: 'q-office-02', q: 'Looking for mouse pads for our IT help desk team onboarding, 75 pcs, navy, under $5.', expect: { productType: 'mouse pad', qty: 75, colour: 'navy', maxUnitCents: 500 } },
  { id: 'q-outdoor-01', q: 'Do you sell camp chairs? 40 for a company camping retreat, green or navy, under $40.', expect: { productType: 'camp chair', qty: 40, colour: ['green', 'navy'], maxUnitCents: 4000 } },
  { id: 'q-outdoor-03', q: 'Looking for LED flashlights for a utility company safety campaign, 600, yellow or black, under $5.', expect: { productType: 'flashlight', qty: 600, colour: ['yellow', 'black'], maxUnitCents: 500 } },
  { id: 'q-tech-02', q: 'Have you got cable organizers? 400 for onboarding remote employees, under $4.', expect: { productType: 'cable organizer', qty: 400, maxUnitCents: 400 } },
  { id: 'q-tradeshow-01', q: 'Do you sell feather flags? We need 4 for a car dealership weekend sale, under $180.', expect: { productType: 'feather flag', qty: 4, maxUnitCents: 18000 } },
  { id: 'q-tradeshow-03', q: 'Can you quote thundersticks for a high school basketball game? 2,000, red or black (school colors), under $2.50.', expect: { productType: 'thunderstick', qty: 2000, colour: ['red', 'black'], maxUnitCents: 250 } },
  // gel pens: Gel Ink Rollerball Pen. Only 1 fits everything: the closest products missing one constraint, said, are expected.
  { id: 'q-writing-02', q: 'Can you quote gel pens? 2,500 for bank branches, blue barrel, under 90 cents, made in the USA.', expect: { productType: 'gel ink rollerball pen', qty: 2500, colour: ['blue', 'navy'], maxUnitCents: 90, madeIn: 'US' } },
  { id: 'q-writing-04', q: 'Have you got permanent markers? 600 for a warehouse safety week, black, under $1.50.', expect: { productType: 'permanent marker', qty: 600, colour: 'black', maxUnitCents: 150 } },
  { id: 'tx-apparel-02', q: 'client wants hoodys 1.2k pcs black or charcoal max $28', expect: { productType: 'hoodie', qty: 1200, colour: ['black', 'charcoal'], maxUnitCents: 2800 } },
  { id: 'tx-apparel-04', q: 'can u price puffer vests x40 for the exec team, black, under 60 bucks each', expect: { productType: 'vest', qty: 40, colour: 'black', maxUnitCents: 6000 } },
  { id: 'tx-apparel-06', q: 'tee shirts for volunteers about 300, lime or orange so ppl can spot them, cheap as poss under $6', expect: { productType: ['t-shirt', 'tee'], qty: 300, colour: ['lime', 'orange'], maxUnitCents: 600 } },
  // Acrylic Award or Acrylic Plaque (not acrylic keychains). Thu 17 Dec: 16.
  { id: 'tx-awards-01', q: 'acrylic awards 15 pcs for sales team, under 40 each, need by dec 17', expect: { productType: 'acrylic', category: 'Awards & Recognition', qty: 15, maxUnitCents: 4000, maxProductionDays: 16 } },
  { id: 'tx-awards-03', q: 'trophys x 8 for the bowling league, under $60', expect: { productType: 'trophy', qty: 8, maxUnitCents: 6000 } },
  // "5k run" is the event; 2k = 2,000 is the quantity.
  { id: 'tx-bags-02', q: 'drawstring bags 2k for a 5k run, any color, max $1.50', expect: { productType: 'drawstring backpack', qty: 2000, maxUnitCents: 150 } },
  { id: 'tx-bags-04', q: 'zipper pouches qty 400 teal or purple under $4', expect: { productType: 'pouch', qty: 400, colour: ['teal', 'purple'], maxUnitCents: 400 } },
  { id: 'tx-bags-06', q: 'cotton totes 600, whenever is fine, under $4', expect: { productType: 'cotton tote', qty: 600, maxUnitCents: 400, noDeadline: true } },
  // in 3 weeks = Sun 13 Dec: 12. A dozen is below every mug's minimum (25+): the quantity has to be relaxed and said.
  { id: 'tx-drink-02', q: 'coffee mugs, a dozen, white, for a client meeting in 3 wks', expect: { productType: 'mug', qty: 12, colour: 'white', maxProductionDays: 12 } },
  { id: 'tx-drink-04', q: 'koozies 1000pcs red max $1.10', expect: { productType: 'can cooler', qty: 1000, colour: 'red', maxUnitCents: 110 } },
  { id: 'tx-drink-06', q: 'camp mugs enamel 144 for a scout troop fundraiser, under $9, no rush', expect: { productType: ['camp mug', 'campfire mug'], qty: 144, maxUnitCents: 900, noDeadline: true } },
  { id: 'tx-drink-08', q: 'mugs 300 white, under four bucks each', expect: { productType: 'mug', qty: 300, colour: 'white', maxUnitCents: 400 } },
  { id: 'tx-eco-01', q: 'cork coasters 200 sets under $10', expect: { productType: 'cork coaster', qty: 200, maxUnitCents: 1000 } },
  { id: 'tx-eco-03', q: 'solar power banks x 75 under $25 made in usa only', expect: { productType: 'solar power bank', qty: 75, maxUnitCents: 2500, madeIn: 'US' } },
  { id: 'tx-electronics-01', q: 'earbuds 50 pcs white under $30', expect: { productType: 'earbuds', qty: 50, colour: 'white', maxUnitCents: 3000 } },
  { id: 'tx-electronics-03', q: 'powerbanks qty 100 navy or black, under $20, need by 12/18', expect: { productType: 'power bank', qty: 100, colour: ['navy', 'black'], maxUnitCents: 2000, maxProductionDays: 17 } },
  { id: 'tx-electronics-05', q: 'headphones over ear 24 pcs for top performers, $35-$55 each', expect: { productType: 'headphones', qty: 24, minUnitCents: 3500, maxUnitCents: 5500 } },
  { id: 'tx-food-02', q: 'popcorn tins 30 for client gifts, under $40, in hand by dec 15', expect: { productType: 'popcorn tin', qty: 30, maxUnitCents: 4000, maxProductionDays: 14 } },
  { id: 'tx-food-04', q: 'tea samplers x150 under 12', expect: { productType: 'tea sampler', qty: 150, maxUnitCents: 1200 } },
  { id: 'tx-headwear-02', q: 'beenies x 250 for a ski resort, black or grey, max $9', expect: { productType: 'beanie', qty: 250, colour: ['black', 'grey'], maxUnitCents: 900 } },
  { id: 'tx-headwear-04', q: 'visors x200 white for a ladies golf day, $8 tops', expect: { productType: 'visor', qty: 200, colour: 'white', maxUnitCents: 800 } },
  // 5 dozen = 60.
  { id: 'tx-headwear-06', q: '5 dozen beanies navy pls, under $10', expect: { productType: 'beanie', qty: 60, colour: 'navy', maxUnitCents: 1000 } },
  { id: 'tx-health-02', q: 'pill cases 500 white, sub $1.50', expect: { productType: ['pill case', 'pill organizer'], qty: 500, colour: 'white', maxUnitCents: 150 } },
  { id: 'tx-health-04', q: 'candles 100 pcs, under $12, need by dec 16 for a spa client', expect: { productType: 'candle', qty: 100, maxUnitCents: 1200, maxProductionDays: 15 } },
  { id: 'tx-keychains-02', q: 'bottle opener keychains x 2k black, under $1.60, for a brewery', expect: { productType: 'bottle opener keychain', qty: 2000, colour: 'black', maxUnitCents: 160 } },
  { id: 'tx-keychains-04', q: 'tape measure keychains 750 for a home builder, yellow, under $2.50', expect: { productType: 'tape measure keychain', qty: 750, colour: 'yellow', maxUnitCents: 250 } },
  // "notebooks w/ pen" = the Notebook and Pen Set.
  { id: 'tx-notebooks-01', q: 'notebooks 250 w/ pen, under $9 each, navy', expect: { productType: 'notebook and pen set', qty: 250, colour: 'navy', maxUnitCents: 900 } },
  // kraft is a material; natural is the colour.
  { id: 'tx-notebooks-03', q: 'pocket notebooks/jotters 1500 kraft or natural, under $1.50', expect: { productType: 'pocket notebook', qty: 1500, colour: 'natural', maxUnitCents: 150 } },
  { id: 'tx-office-01', q: 'sticky notes 2500 pcs white under 1.25', expect: { productType: 'sticky note', qty: 2500, colour: 'white', maxUnitCents: 125 } },
  { id: 'tx-office-03', q: 'chip clips 1k for a grocery promo, red or black, sub $1.50', expect: { productType: 'chip clip', qty: 1000, colour: ['red', 'black'], maxUnitCents: 150 } },
  { id: 'tx-office-05', q: 'letter openers qty 300 silver, cheapest u got', expect: { productType: 'letter opener', qty: 300, colour: 'silver', sorted: 'price' } },
  // the players count and the sleeves agree: 144.
  { id: 'tx-outdoor-01', q: 'golf balls for a tourney, 144 players 1 sleeve each so 144 sleeves, under $10/sleeve', expect: { productType: 'golf ball', qty: 144, maxUnitCents: 1000 } },
  { id: 'tx-outdoor-03', q: 'stadium cushions x300 for season ticket holders, navy, under $12', expect: { productType: 'stadium seat', qty: 300, colour: 'navy', maxUnitCents: 1200 } },
  { id: 'tx-outdoor-05', q: 'beach balls 1,000 for a pool party promo, under 2 bucks', expect: { productType: 'beach ball', qty: 1000, maxUnitCents: 200 } },
  { id: 'tx-tech-02', q: 'charging cables x250 for a tradeshow, under $5', expect: { productType: 'charging cable', qty: 250, maxUnitCents: 500 } },
  // Bluetooth Item Tracker or Smart Luggage Tracker.
  { id: 'tx-tech-04', q: 'bluetooth trackers for luggage 100pcs, ~$15 max, black', expect: { productType: 'tracker', qty: 100, colour: 'black', maxUnitCents: 1500 } },
  // 6ft is a size.
  { id: 'tx-tradeshow-01', q: 'table throw 6ft, just 1, navy, under $200', expect: { productType: ['table cover', 'table throw'], qty: 1, colour: 'navy', maxUnitCents: 20000 } },
  { id: 'tx-tradeshow-03', q: 'led bracelets / light up wristbands for a gala, 400 pcs, under $2.50', expect: { productType: ['wristband', 'led bracelet'], qty: 400, maxUnitCents: 250 } },
  // Fri 8 Jan 2027: 32.
  { id: 'tx-tradeshow-05', q: 'foam fingers x 1500 red, max $2.50, game is jan 8', expect: { productType: 'foam finger', qty: 1500, colour: 'red', maxUnitCents: 250, maxProductionDays: 32 } },
  { id: 'tx-writing-02', q: 'stylus pens qty 1500 silver under a buck', expect: { productType: 'stylus', qty: 1500, colour: 'silver', maxUnitCents: 100 } },
  // in 2 weeks = Sun 6 Dec: 10 working days − 3 = 7.
  { id: 'tx-writing-04', q: 'dry erase markers x1000 any color under $1.20 need in 2 weeks', expect: { productType: 'dry-erase marker', qty: 1000, maxUnitCents: 120, maxProductionDays: 7 } },
];
