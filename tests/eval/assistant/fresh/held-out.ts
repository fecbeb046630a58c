// Fresh assistant evaluation, held-out half (tests/eval/assistant/fresh/cases.ts: the conventions and how the
// halves were split). Written by an independent helper on 2026-11-27 from the catalogue's data (seed/catalogue/),
// docs/product.md#chat-assistant and the answer format (contracts/chat.ts, tests/eval/assistant/expect.ts) only,
// without reading the assistant's code or its earlier evaluation questions. The questions are asked on Sunday
// 22 November 2026; a comment above a case explains what is not obvious (deadlines, totals, numbers that are not
// quantities, preferences that are not constraints).
// HELD OUT: run it to measure, but do not read its failures (or its questions) while tuning the assistant;
// a change made to pass one of these makes the half worthless as a measure.

import type { EvalCase } from '../expect.js';

export const HELD_OUT_CASES: EvalCase[] = [
  // Magnetic Clip is a clip, not a fridge magnet.
  { id: 'ab-02', q: 'fridge magnets x 1000 for a pizza place, under 40c', expect: { productType: 'magnet', absent: true, qty: 1000, maxUnitCents: 40 } },
  { id: 'ab-04', q: 'Have you got custom socks? 150 pairs for a running club, under $8.', expect: { productType: 'sock', absent: true, qty: 150, maxUnitCents: 800 } },
  { id: 'ab-06', q: 'Can you quote face masks? 1,000, black, under $2.', expect: { productType: 'face mask', absent: true, qty: 1000, colour: 'black', maxUnitCents: 200 } },
  { id: 'ab-08', q: 'car air fresheners 2k for an auto detailing shop, cheap, under 50 cents', expect: { productType: 'air freshener', absent: true, qty: 2000, maxUnitCents: 50 } },
  { id: 'ab-10', q: 'Do you have calculators? 300 for a CPA firm tax season mailer, under $5, black.', expect: { productType: 'calculator', absent: true, qty: 300, colour: 'black', maxUnitCents: 500 } },
  { id: 'ab-12', q: 'Do you sell pizza cutters? 500 for a pizzeria anniversary, under $3.', expect: { productType: 'pizza cutter', absent: true, qty: 500, maxUnitCents: 300 } },
  { id: 'ab-14', q: 'Have you got aprons? 60 for a BBQ restaurant staff, black, under $15.', expect: { productType: 'apron', absent: true, qty: 60, colour: 'black', maxUnitCents: 1500 } },
  { id: 'ab-16', q: 'dog leashes 200 for a vet clinic, under $6 pls', expect: { productType: 'leash', absent: true, qty: 200, maxUnitCents: 600 } },
  { id: 'ab-18', q: 'Do you sell gloves? Winter work gloves, 400 pairs, for a construction company, under $7.', expect: { productType: 'glove', absent: true, qty: 400, maxUnitCents: 700 } },
  { id: 'ab-20', q: 'Looking for slippers for a hotel spa, 300 pairs, white, under $5.', expect: { productType: 'slipper', absent: true, qty: 300, colour: 'white', maxUnitCents: 500 } },
  { id: 'ab-22', q: 'Do you have golf tees? 5,000 for a tournament, under 10 cents each.', expect: { productType: 'golf tee', absent: true, qty: 5000, maxUnitCents: 10 } },
  { id: 'ab-24', q: 'Have you got bathrobes? 50 for a boutique hotel, white, $40 max.', expect: { productType: 'bathrobe', absent: true, qty: 50, colour: 'white', maxUnitCents: 4000 } },
  { id: 'ab-26', q: 'Good morning,\n\nWe\'re a bicycle shop (open since 1994) and want branded bike bells for our spring tune-up customers. Could you quote 300 bike bells, under $4 each?\n\nThanks,\nHank Mueller\nOwner, Spoke & Chain Cycles\n2120 Central Ave, Albuquerque NM 87104\n505-555-0138', expect: { productType: 'bike bell', absent: true, qty: 300, maxUnitCents: 400 } },
  // the catalogue has bottle opener keychains, not corkscrews: they may be offered as alternatives.
  { id: 'ab-28', q: 'wine openers / corkscrews 250 pcs under $5 for a winery', expect: { productType: 'corkscrew', absent: true, qty: 250, maxUnitCents: 500 } },
  // Smart Luggage Tracker is a tracker, not a tag.
  { id: 'ab-30', q: 'Can you quote luggage tags? 500 for a travel agency, under $2.', expect: { productType: 'luggage tag', absent: true, qty: 500, maxUnitCents: 200 } },
  // both absent: the reply says the catalogue has no mittens (or scarves).
  { id: 'ab-32', q: 'Do you sell mittens or scarves? 120 for our ski patrol volunteers, red, under $12.', expect: { productType: 'mitten', absent: true, qty: 120, colour: 'red', maxUnitCents: 1200 } },
  { id: 'ab-34', q: 'Do you sell yo-yos? 600 for a kids fair, under $1 each.', expect: { productType: 'yo-yo', absent: true, qty: 600, maxUnitCents: 100 } },
  // by Fri 18 Dec: 20 working days (Mon 23 Nov – Fri 18 Dec) − 3 = 17. "22 people", "3 offices" are not the quantity.
  { id: 'em-apparel-02', q: 'Good morning,\n\nOur sales team (22 people across 3 offices) needs new polos for trade show season. We\'d like 60 polos total so everyone has a couple, embroidered left chest. Colors: navy or charcoal. Budget is $30 per polo max. We need them in hand by Dec 18.\n\nBest regards,\nPriya Raman\nMarketing Manager | Vertex Industrial Supply\nPhone: 414-555-2290 x 104\nOrder ref from last year: #A-20931', expect: { productType: 'polo', qty: 60, colour: ['navy', 'charcoal'], maxUnitCents: 3000, maxProductionDays: 17 } },
  // Fri 15 Jan 2027: 40 working days − 3 = 37 (no limit in practice). 25, 2001 are not quantities.
  { id: 'em-apparel-04', q: 'Hi there,\n\nOur company turns 25 this year (founded 2001!) and we\'d love a quarter-zip for every employee. That\'s 180 quarter-zips, black, embroidered logo on the chest. We\'d like to stay within $45 per piece. Event is Jan 15.\n\nThanks so much,\nDana Whitfield\nOffice Manager, Keystone Mechanical\nPO Box 3310, Columbus OH 43215\nTel 614-555-7720', expect: { productType: 'quarter-zip', qty: 180, colour: 'black', maxUnitCents: 4500, maxProductionDays: 37 } },
  { id: 'em-apparel-06', q: 'Hi,\n\nWe\'re a family-run winery (4th generation, est. 1962) and we\'re looking for staff uniforms for the tasting room. Could you quote 48 button-down oxford shirts in white or light blue? We\'d prefer made in USA if at all possible.\n\nCheers,\nTom Bellini\nBellini Family Vineyards\n8800 Silverado Trail, Napa CA 94558\n707-555-0133', expect: { productType: ['oxford shirt', 'button-down'], qty: 48, colour: ['white', 'light blue'], madeIn: 'US' } },
  // Thu 17 Dec: 19 working days − 3 = 16. Crystal awards: Crystal Award / Crystal Star Award / Crystal Tower Award.
  { id: 'em-awards-01', q: 'Hi Morgan,\n\nOur annual awards gala is on December 17. We need 18 crystal awards for the honorees, each engraved with a different name. Budget is around $90 max per award.\n\nThank you!\nSandra Ortiz\nExecutive Director, Valley Community Foundation\n400 E Main St, Suite 200, Visalia CA 93291\n559-555-0140', expect: { productType: 'crystal', qty: 18, maxUnitCents: 9000, maxProductionDays: 16 } },
  // the member count is the quantity; 417 is the local number.
  { id: 'em-awards-03', q: 'Hi Chris,\n\nFor our 30th anniversary we want enamel lapel pins for every member. We have 2,400 members. Gold color. Under $2 per pin.\n\nThanks,\nFrank DiMaggio\nSecretary, Local 417 Electrical Workers\n417 Union Ave, Pittsburgh PA 15222\n412-555-0119', expect: { productType: 'lapel pin', qty: 2400, colour: 'gold', maxUnitCents: 200 } },
  // Wed 23 Dec: 23 working days − 3 = 20.
  { id: 'em-bags-02', q: 'Good afternoon,\n\nOur IT department is refreshing laptops for 120 staff and we want to give everyone a branded laptop backpack along with it. 120 laptop backpacks, black or gray. Budget $55 per bag. We\'re hoping to have these in hand by December 23.\n\nRegards,\nKevin Brandt\nIT Director, Northfield Public Schools\nDistrict Office: 1400 Division St, Northfield MN 55057\n507-555-3300 ext. 2', expect: { productType: 'laptop backpack', qty: 120, colour: ['black', 'grey'], maxUnitCents: 5500, maxProductionDays: 20 } },
  // total $3,000 / 300 = $10.00 each.
  { id: 'em-bags-04', q: 'Hi team,\n\nWe host a company picnic every August for about 300 employees and families. This year we\'d like to give out insulated lunch cooler bags — 300 of them. We have $3,000 for the whole thing.\n\nBest,\nLauren Fisher\nHR Generalist, Cascade Paper Co.\n515 N 2nd Ave, Wausau WI 54401\n715-555-0190', expect: { productType: 'cooler bag', qty: 300, maxUnitCents: 1000 } },
  // 1,500 all-in / 500 = $3.00 each; 140 vendors and 1978 are not quantities. Green includes Forest Green.
  { id: 'em-bags-06', q: 'Hi Sarah,\n\nThe Riverside Farmers Market (est. 1978, 140 vendors) wants reusable totes for opening day. 500 tote bags please, natural or green. We have a budget of 1,500 all-in.\n\nThanks a bunch,\nEllen Brooks\nMarket Manager\n3900 Main St, Riverside CA 92501\n951-555-0116', expect: { productType: 'tote', qty: 500, colour: ['natural', 'green', 'forest green'], maxUnitCents: 300 } },
  // "second", "5th Ave" are not quantities.
  { id: 'em-drink-02', q: 'Hello,\n\nWe\'re opening our second coffee shop location on 5th Ave next month and want branded ceramic mugs for sale at the counter. Can you quote 144 ceramic mugs, white, full-color wrap? Ideally under $6 each.\n\nThanks!\nNadia Petrova\nOwner, Second Cup Roasters\n612 5th Ave S, Nashville TN 37203\n615-555-0177', expect: { productType: 'ceramic mug', qty: 144, colour: 'white', maxUnitCents: 600 } },
  // Wed 3 Mar 2027: 73 working days − 3 = 70 (no limit in practice). 10th is not a quantity.
  { id: 'em-drink-04', q: 'Hi Jenna,\n\nOur brewery is hosting its 10th anniversary party on March 3 and we\'d like custom pint glasses to hand out at the door. We\'re thinking 600 pint glasses. Keep them under $4 each if you can.\n\nCheers,\nOwen Gallagher\nTaproom Manager, Iron Horse Brewing\n1010 Rail Yard Way, Boise ID 83702\n208-555-0110', expect: { productType: 'pint glass', qty: 600, maxUnitCents: 400, maxProductionDays: 70 } },
  // Tue 15 Dec: 17 working days − 3 = 14.
  { id: 'em-drink-06', q: 'Hi there,\n\nWe\'d like travel mugs for our sales reps\' holiday gift. 85 travel mugs, silver or black, laser engraved. Our budget is between $10 and $16 per mug. Need them by Dec 15.\n\nThanks,\nErin Walsh\nRegional Sales Director, Summit Foods Distribution\nPhone (402) 555-0145 | Fax (402) 555-0146', expect: { productType: 'travel mug', qty: 85, colour: ['silver', 'black'], minUnitCents: 1000, maxUnitCents: 1600, maxProductionDays: 14 } },
  { id: 'em-eco-01', q: 'Hi Morgan,\n\nFor Earth Day our sustainability team would like to hand out seed paper cards to every visitor at our campus open house. Please quote 1,500 plantable seed cards. Under $1.50 each.\n\nThanks!\nAisha Thompson\nSustainability Program Manager\nEvergreen State University\n2700 Evergreen Pkwy NW, Olympia WA 98505\n360-555-0181', expect: { productType: ['seed paper', 'seed card'], qty: 1500, maxUnitCents: 150 } },
  // the employee count is the quantity (no other named); $2,000 / 275 = $7.27 each, rounded down.
  { id: 'em-eco-03', q: 'Hi Sarah,\n\nOur firm is going plastic-free in the office next year and we want to give every employee a bamboo cutlery set. We have 275 employees. Budget is $2,000 total.\n\nThank you,\nHannah Lee\nOffice Operations, Greenleaf Architects\n88 Pine St, 5th Floor, Seattle WA 98101\n206-555-0114', expect: { productType: 'bamboo cutlery', qty: 275, maxUnitCents: 727 } },
  // "3rd year" and "Green Week" are not quantities or products.
  { id: 'em-eco-05', q: 'Hello Morgan,\n\nOur city\'s recycling department is running a "Green Week" in April (our 3rd year). We\'d like eco-friendly pens to hand out at the library and city hall: 2,500 pens, under $1 each.\n\nThank you,\nRosa Jimenez\nPublic Outreach, City of Fort Collins Environmental Services\n215 N Mason St, Fort Collins CO 80524\n970-555-0128', expect: { productType: 'pen', qty: 2500, eco: true, maxUnitCents: 100 } },
  { id: 'em-electronics-02', q: 'Hello,\n\nWe\'re a marketing agency and want to give our 25 clients a Bluetooth speaker for the holidays. Good quality please — we want to spend between $25 and $45 each. Colors: black, gray or navy.\n\nCheers,\nMaya Goldberg\nAccount Director, Spark & Co.\n120 E 23rd St, 4th Floor, New York NY 10010\n212-555-0109', expect: { productType: 'bluetooth speaker', qty: 25, colour: ['black', 'grey', 'navy'], minUnitCents: 2500, maxUnitCents: 4500 } },
  // Wed 16 Dec: 15 (the 18th is when the office closes, not the deadline).
  { id: 'em-food-01', q: 'Hi Alex,\n\nHoliday gifting time again! We\'d like gourmet cookie gift boxes for our top clients — 75 boxes. Must arrive by December 16 since our office closes the 18th. Budget $25 per box.\n\nHappy holidays,\nLinda Park\nClient Services Manager\nPinnacle Logistics\n6500 Airport Rd, Charlotte NC 28208\n704-555-0168', expect: { productType: 'cookie', qty: 75, maxUnitCents: 2500, maxProductionDays: 15 } },
  { id: 'em-food-03', q: 'Hi Jordan,\n\nWe\'d like to thank our 200 referral partners with a coffee gift. Could you quote 200 coffee sampler packs? Roughly $8-12 each is our range.\n\nBest,\nNate Fuller\nPartner Marketing, BrightWave Mortgage\n4100 International Pkwy, Carrollton TX 75007\n972-555-0126', expect: { productType: 'coffee', qty: 200, minUnitCents: 800, maxUnitCents: 1200 } },
  // the client corrects himself: white or tan.
  { id: 'em-headwear-01', q: 'Hi Jenna,\n\nOur golf tournament is coming up and we want hats for the players. We\'d like 144 baseball caps, white or khaki... actually let\'s say white or tan. Embroidered front. Under $12 a cap.\n\nThanks,\nGreg Parsons\nTournament Chair\nRotary Club of Green Bay\nPO Box 882, Green Bay WI 54305\n920-555-0135', expect: { productType: 'baseball cap', qty: 144, colour: ['white', 'tan'], maxUnitCents: 1200 } },
  // "made in USA would be a bonus but not required": not a constraint. 16 teams is not the quantity.
  { id: 'em-headwear-03', q: 'Hi Chris,\n\nWe\'re sponsoring a youth baseball league this spring (16 teams). We\'d like trucker hats for all the coaches — 64 trucker hats, any mix of black, navy or royal blue. Keep it under $11 each please. Made in USA would be a bonus but not required.\n\nThanks,\nTony Russo\nOwner, Russo\'s Pizzeria\n2200 Main St, Buffalo NY 14214\n716-555-0192', expect: { productType: ['trucker hat', 'trucker cap'], qty: 64, colour: ['black', 'navy', 'royal blue'], maxUnitCents: 1100 } },
  // $1,250 all-in / 50 = $25.00 each (all-in read as the catalogue price: the judge has no decoration cost).
  { id: 'em-health-02', q: 'Hello,\n\nWe\'re a physical therapy practice with 3 clinics and we\'d like yoga mats for a patient wellness promotion. 50 yoga mats, purple or teal. Budget of $1,250 all-in.\n\nThank you,\nDr. Amy Chen, DPT\nOwner, Align Physical Therapy\n780 Main St, Suite 3B, Worcester MA 01608\n508-555-0170', expect: { productType: 'yoga mat', qty: 50, colour: ['purple', 'teal'], maxUnitCents: 2500 } },
  // the truck count is the quantity; USDOT number is not.
  { id: 'em-health-04', q: 'Hi,\n\nWe\'re putting together first aid kits for our fleet of 85 trucks. 85 first aid kits, red. Under $15 each.\n\nThanks,\nLuis Ortega\nSafety Manager, Ortega Transport LLC\n2500 Freight Ln, El Paso TX 79907\n915-555-0132, USDOT 1234567', expect: { productType: 'first aid kit', qty: 85, colour: 'red', maxUnitCents: 1500 } },
  // breakaway lanyard: Breakaway Safety Lanyard. Fri 5 Feb 2027: 55 working days − 3 = 52 (no limit in practice).
  { id: 'em-keychains-02', q: 'Hello,\n\nWe\'re hosting a 600-person conference in Orlando on February 5 and need lanyards for the badges. 600 lanyards, royal blue or navy, with a breakaway clasp please. Max $1.50 each.\n\nRegards,\nStephanie Walsh\nConference Manager, American Association of Claims Adjusters\n1100 Connecticut Ave NW, Washington DC 20036\n202-555-0180', expect: { productType: 'breakaway', qty: 600, colour: ['royal blue', 'navy'], maxUnitCents: 150, maxProductionDays: 52 } },
  { id: 'em-notebooks-01', q: 'Hi Sarah,\n\nWe\'re running a leadership retreat for 45 managers next month and want a nice journal for each of them. 45 hardcover journals, black or navy, debossed logo. Under $14 each.\n\nThank you,\nRebecca Stone\nL&D Manager, Pacific Northwest Utilities\n220 NW 2nd Ave, Portland OR 97209\n503-555-0118', expect: { productType: 'hardcover journal', qty: 45, colour: ['black', 'navy'], maxUnitCents: 1400 } },
  // $2,600 / 220 = $11.81 each, rounded down. Mon 21 Dec: 21 working days − 3 = 18.
  { id: 'em-notebooks-03', q: 'Hi Chris,\n\nWe\'re a consulting firm and give our clients a weekly planner every January. We\'d like 220 planners, navy or gray. Budget $2,600 for the lot. They need to be in hand by Dec 21 so we can mail them before the break.\n\nBest regards,\nAllison Park\nClient Experience Lead, Sterling Advisory Partners\n1 Liberty Plaza, 35th Floor, New York NY 10006\n212-555-0161', expect: { productType: 'planner', qty: 220, colour: ['navy', 'grey'], maxUnitCents: 1181, maxProductionDays: 18 } },
  // 40 agents is not the quantity: 500 is named.
  { id: 'em-office-01', q: 'Hi,\n\nWe\'re a real estate brokerage with 40 agents, and our agents give out a small gift at every closing. We\'d like 500 business card holders in silver. Nothing over $5 each please.\n\nBest,\nMonica Reyes\nBroker/Owner, Reyes Realty Group\n3300 Bee Caves Rd #650, Austin TX 78746\n512-555-0158', expect: { productType: 'business card holder', qty: 500, colour: 'silver', maxUnitCents: 500 } },
  // Wed 16 Dec: 18 working days − 3 = 15.
  { id: 'em-office-03', q: 'Hi Jordan,\n\nWe\'d like a nice executive gift for our board of directors — 12 leatherette padfolios, black. Budget isn\'t a huge issue, but let\'s keep it under $40 each. Board meeting is December 16.\n\nRegards,\nPatricia Hall\nCorporate Secretary\nFirst Prairie Bank, 100 N Phillips Ave, Sioux Falls SD 57104\n605-555-0171', expect: { productType: 'padfolio', qty: 12, colour: 'black', maxUnitCents: 4000, maxProductionDays: 15 } },
  // navy is the colour the client will accept.
  { id: 'em-outdoor-01', q: 'Hi Morgan,\n\nOur charity golf outing is on a course where it rains a lot, so we\'re thinking golf umbrellas for the 150 golfers. 150 golf umbrellas, navy and white if possible, or just navy. Budget up to $25 each.\n\nBest,\nCharles Whitney\nEvent Chair, Kiwanis Club of Portland\nPO Box 4410, Portland OR 97208\n503-555-0105', expect: { productType: 'umbrella', qty: 150, colour: 'navy', maxUnitCents: 2500 } },
  { id: 'em-outdoor-03', q: 'Hi Ben,\n\nFor our summer camp (we\'ve been running it since 1985!) we\'d like frisbees for the campers. 500 flying discs, any bright color. Under $2 each please.\n\nThanks!\nJake Sullivan\nCamp Director, Camp Wildwood\n1 Lakeview Rd, Brainerd MN 56401\n218-555-0144', expect: { productType: ['flying disc', 'frisbee'], qty: 500, maxUnitCents: 200 } },
  { id: 'em-tech-01', q: 'Hello,\n\nWe are a software company exhibiting at a cybersecurity conference (booth 2210). We\'d like webcam covers as a giveaway — 2,000 pieces, black. Max 60 cents each.\n\nThank you,\nRavi Shah\nField Marketing Manager\nSecureLayer Inc.\n1 Cyber Way, Reston VA 20190\n703-555-0117', expect: { productType: ['webcam cover', 'webcam privacy'], qty: 2000, colour: 'black', maxUnitCents: 60 } },
  // "we'd prefer eco-friendly" is a preference, not a constraint.
  { id: 'em-tech-03', q: 'Hi,\n\nOur university bookstore wants laptop sleeves with the school logo. Could you quote 150 laptop sleeves in navy or gray? We\'d prefer eco-friendly materials and we\'d like to stay under $18 each.\n\nThanks so much,\nCarla Jimenez\nMerchandise Buyer, UNM Bookstore\n2301 Redondo Dr NE, Albuquerque NM 87106\n505-555-0188', expect: { productType: 'laptop sleeve', qty: 150, colour: ['navy', 'grey'], maxUnitCents: 1800 } },
  // Wed 9 Dec: 13 working days − 3 = 10.
  { id: 'em-tradeshow-01', q: 'Hi Jenna,\n\nWe need a retractable banner stand for our booth at the regional builders\' show. Just 2 banner stands. Under $150 each. The show is December 9 so we need them quickly.\n\nThanks,\nPaul Ivers\nOwner, Ivers Custom Homes\n55 Ridge Rd, Knoxville TN 37919\n865-555-0127', expect: { productType: 'banner stand', qty: 2, maxUnitCents: 15000, maxProductionDays: 10 } },
  // "must ship within 5 days" = 5 production days.
  { id: 'em-tradeshow-03', q: 'Hi Alex,\n\nWe\'re a music festival (3 days, about 8,000 attendees) and we need event wristbands: 8,000 Tyvek wristbands, assorted colors. Must ship within 5 days once we approve the art. Cheap as possible — max 35 cents each.\n\nThanks,\nDJ Castillo\nOperations, Riverbend Music Fest\nPO Box 1950, Austin TX 78767\n512-555-0137', expect: { productType: 'wristband', qty: 8000, maxUnitCents: 35, maxProductionDays: 5 } },
  // metal pens: Metal Ballpoint Pen, Twist-Action Metal Pen, and the brass Executive Rollerball Pen.
  { id: 'em-writing-02', q: 'Hello,\n\nWe\'re a law firm celebrating 50 years in practice. We\'d like a nice metal pen, laser engraved, to give to clients: 400 metal pens, black or silver. Budget $2.50 each.\n\nRegards,\nEvelyn Marsh\nMarketing Director, Marsh Whitman & Cole\n1800 Peachtree St NW, Suite 900, Atlanta GA 30309\n404-555-0103', expect: { productType: ['metal ballpoint pen', 'metal pen', 'executive rollerball pen'], qty: 400, colour: ['black', 'silver'], maxUnitCents: 250 } },
  // navy is the umbrellas' colour only.
  { id: 'mi-01', q: 'Hi Morgan,\n\nFor our charity golf classic we need 150 golf umbrellas (navy) for the players, and the committee also wants sunglasses, 60 pairs, for the volunteers.\n\nThanks,\nPete Lawson\nTournament Director, Lakeside Kiwanis\nPO Box 204, Madison WI 53701\n608-555-0120', expect: { items: [{ productType: 'umbrella', qty: 150, colour: 'navy' }, { productType: 'sunglasses', absent: true, qty: 60 }] } },
  // the docs' own example: two items, each 120 (a Notebook and Pen Set answers the notebooks). Every pen's minimum is 150+: pens shown with the quantity relaxed, and said.
  { id: 'mi-03', q: '120 notebooks and 120 pens for a leadership offsite', expect: { items: [{ productType: 'notebook', qty: 120 }, { productType: 'pen', qty: 120 }] } },
  // a total across both items.
  { id: 'mi-05', q: 'We have $2,000 for 100 tumblers and 100 notebooks — what can we do?', expect: { maxTotalCents: 200000, items: [{ productType: 'tumbler', qty: 100 }, { productType: 'notebook', qty: 100 }] } },
  { id: 'mi-07', q: 'quote 1000 pens + 500 sticky note pads + 250 mousepads pls', expect: { items: [{ productType: 'pen', qty: 1000 }, { productType: 'sticky note', qty: 500 }, { productType: 'mouse pad', qty: 250 }] } },
  // each item has its own budget; "5K" is the event.
  { id: 'mi-09', q: 'For a 5K: 600 tshirts under $6 and 600 drawstring bags under $2', expect: { items: [{ productType: ['t-shirt', 'tee'], qty: 600, maxUnitCents: 600 }, { productType: 'drawstring backpack', qty: 600, maxUnitCents: 200 }] } },
  { id: 'mi-11', q: '250 tumblers and 250 fidget spinners for a tech meetup', expect: { items: [{ productType: 'tumbler', qty: 250 }, { productType: 'fidget spinner', absent: true, qty: 250 }] } },
  // black is the journals' colour; made in USA is every item's. Metal pens have minimums of 150+: relaxed.
  { id: 'mi-13', q: 'need 50 journals (black) + 50 metal pens, exec gifts, all made in USA', expect: { madeIn: 'US', items: [{ productType: 'journal', qty: 50, colour: 'black' }, { productType: ['metal ballpoint pen', 'metal pen', 'executive rollerball pen'], qty: 50 }] } },
  { id: 'mi-15', q: 'golf balls 48 sleeves + golf towels 48, towels in white or navy', expect: { items: [{ productType: 'golf ball', qty: 48 }, { productType: 'golf towel', qty: 48, colour: ['white', 'navy'] }] } },
  { id: 'mi-17', q: '300 koozies and 300 bottle opener keychains for a brewery anniversary, total budget $1,200', expect: { maxTotalCents: 120000, items: [{ productType: 'can cooler', qty: 300 }, { productType: 'bottle opener keychain', qty: 300 }] } },
  // numbered list: 1. and 2. are not quantities. Tue 15 Dec: 14.
  { id: 'mi-19', q: 'Hi Alex,\n\nTwo things for our safety week:\n1. 500 first aid kits, red\n2. 500 LED flashlights, black or yellow\nNeeded by December 15.\n\nThanks,\nGary Pruitt\nEHS Manager, Midwest Rail Services\n3400 Yard Rd, Galesburg IL 61401\n309-555-0162', expect: { maxProductionDays: 14, items: [{ productType: 'first aid kit', qty: 500, colour: 'red' }, { productType: 'flashlight', qty: 500, colour: ['black', 'yellow'] }] } },
  { id: 'mi-21', q: '1.5k chocolate bars and 1.5k mint tins for holiday client drops, under $2 each', expect: { maxUnitCents: 200, items: [{ productType: 'chocolate bar', qty: 1500 }, { productType: 'mint tin', qty: 1500 }] } },
  { id: 'mi-23', q: 'need 250 spiral notebooks and 250 pencils for a school, notebooks in red', expect: { items: [{ productType: 'spiral notebook', qty: 250, colour: 'red' }, { productType: 'pencil', qty: 250 }] } },
  // a fridge magnet is absent; Magnetic Clip answers neither "magnet" nor "chip clip" by name, but is a fair alternative for the magnets.
  { id: 'mi-25', q: '400 magnets and 400 chip clips for a realtor mailing', expect: { items: [{ productType: 'magnet', absent: true, qty: 400 }, { productType: 'chip clip', qty: 400 }] } },
  { id: 'mi-27', q: 'Have you got cooling towels and sunscreen? 800 of each for a marathon, by Dec 16', expect: { maxProductionDays: 15, items: [{ productType: 'cooling towel', qty: 800 }, { productType: 'sunscreen', qty: 800 }] } },
  { id: 'mi-29', q: '200 padfolios and 200 umbrellas for a bank\'s VIP clients', expect: { items: [{ productType: 'padfolio', qty: 200 }, { productType: 'umbrella', qty: 200 }] } },
  { id: 'mi-31', q: 'We need 60 duffel bags in navy and 60 water bottles in white for the team.', expect: { items: [{ productType: 'duffel bag', qty: 60, colour: 'navy' }, { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 60, colour: 'white' }] } },
  { id: 'mi-33', q: 'ornaments x 300 + hot cocoa gift sets x 300 for the holidays', expect: { items: [{ productType: 'ornament', absent: true, qty: 300 }, { productType: 'hot cocoa', qty: 300 }] } },
  { id: 'mi-35', q: 'medals 150 gold and trophies 6, for a youth swim meet', expect: { items: [{ productType: 'medal', qty: 150, colour: 'gold' }, { productType: 'trophy', qty: 6 }] } },
  // every pen's minimum is 150 or more: the quantity has to be relaxed and said.
  { id: 'mo-01', q: 'need 25 pens for a small office, nice ones, under $3', expect: { productType: 'pen', qty: 25, maxUnitCents: 300 } },
  { id: 'mo-03', q: 'only need 40 tote bags, natural, under $6', expect: { productType: 'tote', qty: 40, colour: 'natural', maxUnitCents: 600 } },
  // can cooler minimums are 150+.
  { id: 'mo-05', q: '50 can coolers for a family reunion, any color', expect: { productType: 'can cooler', qty: 50 } },
  { id: 'mo-07', q: '30 stress balls for a team meeting', expect: { productType: ['stress ball', 'stress reliever'], qty: 30 } },
  { id: 'mo-09', q: 'Looking for 8 caps for our bowling team, black.', expect: { productType: ['cap', 'trucker hat', 'dad hat'], qty: 8, colour: 'black' } },
  { id: 'mo-11', q: 'Have you got journals with a low minimum? 15 for a board retreat, under $20.', expect: { productType: 'journal', qty: 15, maxUnitCents: 2000 } },
  { id: 'mo-13', q: 'lip balm, 75 pcs for a small spa, under $2', expect: { productType: 'lip balm', qty: 75, maxUnitCents: 200 } },
  { id: 'mo-15', q: '1 crystal award for our retiring CEO, under $120', expect: { productType: 'crystal', qty: 1, maxUnitCents: 12000 } },
  { id: 'mo-17', q: 'seed paper bookmarks, 50 for a library event', expect: { productType: ['seed paper', 'seed card'], qty: 50 } },
  // ceramic mug minimums start at 25: 24 is just under.
  { id: 'mo-19', q: 'ceramic mugs, just 24 for our staff kitchen, white, under $8', expect: { productType: 'ceramic mug', qty: 24, colour: 'white', maxUnitCents: 800 } },
  { id: 'mo-21', q: 'hoodies, 6 of them, for our small team, grey, under $45', expect: { productType: 'hoodie', qty: 6, colour: 'grey', maxUnitCents: 4500 } },
  { id: 'mo-23', q: 'drawstring backpacks 30 pcs for a kids soccer team, red', expect: { productType: 'drawstring backpack', qty: 30, colour: 'red' } },
  { id: 'mt-absent-01', turns: [
    { q: 'Do you sell sunglasses? 300 for a beach event', expect: { productType: 'sunglasses', absent: true, qty: 300 } },
    { q: 'ok then show me can coolers for the same event, 300', expect: { productType: 'can cooler', qty: 300 } },
  ] },
  // "also": the quantity and colour may be carried over, so only the type is checked.
  { id: 'mt-apparel-02', turns: [
    { q: 'hoodies x 200 grey under $30', expect: { productType: 'hoodie', qty: 200, colour: 'grey', maxUnitCents: 3000 } },
    { q: 'ok and can you also look at beanies', expect: { productType: 'beanie' } },
  ] },
  // 10 business days − 3 = 7: only 1 acrylic award fits; relaxation (or rush, said) is expected.
  { id: 'mt-awards-01', turns: [
    { q: 'acrylic awards, 12, under $35', expect: { productType: 'acrylic', category: 'Awards & Recognition', qty: 12, maxUnitCents: 3500 } },
    { q: 'need them in 10 business days', expect: { productType: 'acrylic', category: 'Awards & Recognition', qty: 12, maxUnitCents: 3500, maxProductionDays: 7 } },
  ] },
  // the backpacks carry neither natural nor the $3 budget.
  { id: 'mt-bags-01', turns: [
    { q: 'tote bags 1000 natural under $3', expect: { productType: 'tote', qty: 1000, colour: 'natural', maxUnitCents: 300 } },
    { q: 'sort by price', expect: { productType: 'tote', qty: 1000, colour: 'natural', maxUnitCents: 300, sorted: 'price' } },
    { q: 'Separate order: 60 laptop backpacks for our IT team', expect: { productType: 'laptop backpack', qty: 60, intentQty: 60, intentColours: [] } },
  ] },
  // follow-ups keep the type, quantity and budget.
  { id: 'mt-drink-01', turns: [
    { q: '300 tumblers for a client appreciation event, under $15', expect: { productType: 'tumbler', qty: 300, maxUnitCents: 1500 } },
    { q: 'cheaper?', expect: { productType: 'tumbler', qty: 300, maxUnitCents: 1500, intentQty: 300 } },
    { q: 'in blue?', expect: { productType: 'tumbler', qty: 300, maxUnitCents: 1500, colour: ['blue', 'navy'], intentQty: 300 } },
  ] },
  // the awards carry no deadline, colour or budget from the bottles.
  { id: 'mt-drink-03', turns: [
    { q: 'water bottles 400 teal under $12, need by dec 15', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 400, colour: 'teal', maxUnitCents: 1200, maxProductionDays: 14 } },
    { q: 'Totally separate: 25 crystal awards for our gala, no rush', expect: { productType: 'crystal', qty: 25, noDeadline: true, intentColours: [] } },
  ] },
  { id: 'mt-eco-02', turns: [
    { q: 'recycled paper notebooks x 500 under $5', expect: { productType: 'recycled paper notebook', qty: 500, maxUnitCents: 500 } },
    { q: 'made in USA?', expect: { productType: 'recycled paper notebook', qty: 500, maxUnitCents: 500, madeIn: 'US' } },
    { q: 'now something different: 200 sunglasses', expect: { productType: 'sunglasses', absent: true, qty: 200, intentQty: 200 } },
  ] },
  { id: 'mt-electronics-02', turns: [
    { q: 'power banks 150 under $20', expect: { productType: 'power bank', qty: 150, maxUnitCents: 2000 } },
    { q: 'in white?', expect: { productType: 'power bank', qty: 150, maxUnitCents: 2000, colour: 'white' } },
  ] },
  // "same quantity" carries the 80 over, said in the same breath.
  { id: 'mt-food-02', turns: [
    { q: 'tea sampler boxes for 80 clients', expect: { productType: 'tea sampler', qty: 80 } },
    { q: 'Also need coffee, same quantity', expect: { productType: 'coffee', qty: 80 } },
  ] },
  // the client drops the deadline ("january is fine" is not a date): no production limit any more.
  { id: 'mt-headwear-02', turns: [
    { q: 'beanies x 300 for a ski resort, under $10, need by dec 18', expect: { productType: 'beanie', qty: 300, maxUnitCents: 1000, maxProductionDays: 17 } },
    { q: 'actually no rush on these, january is fine', expect: { productType: 'beanie', qty: 300, maxUnitCents: 1000, noDeadline: true } },
  ] },
  { id: 'mt-health-02', turns: [
    { q: 'lip balm 1,000 pcs', expect: { productType: 'lip balm', qty: 1000 } },
    { q: 'under 80 cents?', expect: { productType: 'lip balm', qty: 1000, maxUnitCents: 80 } },
  ] },
  // a new product with its own quantity; black was the keychains'.
  { id: 'mt-keychains-02', turns: [
    { q: 'bottle opener keychains 1000 black', expect: { productType: 'bottle opener keychain', qty: 1000, colour: 'black' } },
    { q: 'Have you got pint glasses? 600 for the same brewery', expect: { productType: 'pint glass', qty: 600, intentQty: 600, intentColours: [] } },
  ] },
  { id: 'mt-notebooks-01', turns: [
    { q: 'journals 100 navy under $15', expect: { productType: 'journal', qty: 100, colour: 'navy', maxUnitCents: 1500 } },
    { q: 'in brown?', expect: { productType: 'journal', qty: 100, colour: 'brown', maxUnitCents: 1500 } },
    { q: 'compare the first two', expect: { compared: 2 } },
  ] },
  { id: 'mt-office-01', turns: [
    { q: 'desk calendars 1,000 under $4', expect: { productType: 'desk calendar', qty: 1000, maxUnitCents: 400 } },
    { q: 'cheaper ones?', expect: { productType: 'desk calendar', qty: 1000, maxUnitCents: 400 } },
    { q: 'what about 2,500?', expect: { productType: 'desk calendar', qty: 2500, maxUnitCents: 400, intentQty: 2500 } },
  ] },
  { id: 'mt-outdoor-01', turns: [
    { q: 'golf umbrellas 100 navy under $30', expect: { productType: 'umbrella', qty: 100, colour: 'navy', maxUnitCents: 3000 } },
    { q: 'what about black?', expect: { productType: 'umbrella', qty: 100, colour: 'black', maxUnitCents: 3000 } },
    { q: 'and golf towels too, 100, white', expect: { productType: 'golf towel', qty: 100, colour: 'white' } },
  ] },
  { id: 'mt-tech-01', turns: [
    { q: 'usb flash drives 500, under $7', expect: { productType: 'flash drive', qty: 500, maxUnitCents: 700 } },
    { q: 'in black?', expect: { productType: 'flash drive', qty: 500, maxUnitCents: 700, colour: 'black' } },
    { q: 'fastest?', expect: { productType: 'flash drive', qty: 500, maxUnitCents: 700, colour: 'black', sorted: 'productionDays' } },
  ] },
  { id: 'mt-tradeshow-01', turns: [
    { q: 'stress balls 1000 under $1', expect: { productType: ['stress ball', 'stress reliever'], qty: 1000, maxUnitCents: 100 } },
    { q: 'cheapest first', expect: { productType: ['stress ball', 'stress reliever'], qty: 1000, maxUnitCents: 100, sorted: 'price' } },
    { q: 'what about 2500?', expect: { productType: ['stress ball', 'stress reliever'], qty: 2500, maxUnitCents: 100, intentQty: 2500 } },
  ] },
  { id: 'mt-writing-01', turns: [
    { q: 'pens 3000 under 50c', expect: { productType: 'pen', qty: 3000, maxUnitCents: 50 } },
    { q: 'navy?', expect: { productType: 'pen', qty: 3000, maxUnitCents: 50, colour: 'navy' } },
    { q: 'what about 10,000?', expect: { productType: 'pen', qty: 10000, maxUnitCents: 50, colour: 'navy', intentQty: 10000 } },
  ] },
  // golf outing is the event, not golf products.
  { id: 'q-apparel-01', q: 'Do you sell performance polos? Need 100 for our golf outing staff, white, under $25.', expect: { productType: 'performance polo', qty: 100, colour: 'white', maxUnitCents: 2500 } },
  // 5K run is the event; 500 is the quantity.
  { id: 'q-apparel-03', q: 'Can you quote 500 cotton t-shirts in red for a 5K run? Production 14 days or less.', expect: { productType: 'cotton t-shirt', qty: 500, colour: 'red', maxProductionDays: 14 } },
  // $8,000 / 2,000 = $4.00 each.
  { id: 'q-apparel-05', q: 'Can you quote 2k t-shirts in black? We have $8k total.', expect: { productType: ['t-shirt', 'tee'], qty: 2000, colour: 'black', maxUnitCents: 400 } },
  { id: 'q-awards-02', q: 'Have you got certificate frames? 40 for an employee of the month program, black or gold, under $20.', expect: { productType: 'certificate frame', qty: 40, colour: ['black', 'gold'], maxUnitCents: 2000 } },
  // Jute Market Tote.
  { id: 'q-bags-01', q: 'Do you have jute tote bags? We want 300 booth giveaways under $8, natural colour.', expect: { productType: 'jute', category: 'Bags', qty: 300, colour: 'natural', maxUnitCents: 800 } },
  { id: 'q-bags-03', q: 'Can you quote backpacks for a school district? 1,000 drawstring backpacks in royal blue, $2 max.', expect: { productType: 'drawstring backpack', qty: 1000, colour: 'royal blue', maxUnitCents: 200 } },
  { id: 'q-cat-01', q: 'What do you have in drinkware under $5 for 500 pieces?', expect: { category: 'Drinkware', qty: 500, maxUnitCents: 500 } },
  // "awards" read as the Awards & Recognition category (plaques, trophies, medals count). Wed 16 Dec: 15.
  { id: 'q-cat-03', q: 'What awards do you have for 5 people under $50, need them by Dec 16?', expect: { category: 'Awards & Recognition', qty: 5, maxUnitCents: 5000, maxProductionDays: 15 } },
  // the camper count is the quantity; few outdoor items are eco: a relaxed answer is fair.
  { id: 'q-cat-05', q: 'Outdoor & sports items for a summer camp, 250 campers, under $4 each, eco-friendly please.', expect: { category: 'Outdoor & Sports', qty: 250, maxUnitCents: 400, eco: true } },
  // the staff count is the quantity.
  { id: 'q-drink-02', q: 'Have you got glass water bottles? Wellness week for 200 staff, under $14 each, clear or teal.', expect: { productType: 'glass water bottle', qty: 200, colour: ['clear', 'teal'], maxUnitCents: 1400 } },
  // Tritan Water Bottle / Tritan Sport Bottle; "10K race" is the event.
  { id: 'q-drink-04', q: 'Can you quote Tritan bottles for a 10K race? 1,500 bottles, lime or orange, under $4.', expect: { productType: 'tritan', category: 'Drinkware', qty: 1500, colour: ['lime', 'orange'], maxUnitCents: 400 } },
  // rPET Shopping Tote.
  { id: 'q-eco-01', q: 'Do you sell rPET tote bags? 1,000 for an Earth Day event, under $5.', expect: { productType: 'rpet', category: 'Bags', qty: 1000, maxUnitCents: 500 } },
  { id: 'q-eco-03', q: 'Looking for eco-friendly bamboo fiber tumblers, 150 pcs, under $16.', expect: { productType: 'bamboo fiber tumbler', qty: 150, eco: true, maxUnitCents: 1600 } },
  { id: 'q-eco-05', q: 'Can you quote lanyards made from recyclable material? 600 pcs, under $2.', expect: { productType: 'lanyard', qty: 600, recyclable: true, maxUnitCents: 200 } },
  { id: 'q-electronics-02', q: 'Have you got wireless mice? 150 for a software company onboarding kit, black, under $15.', expect: { productType: 'wireless mouse', qty: 150, colour: 'black', maxUnitCents: 1500 } },
  // 10000 mAh is the capacity, not a quantity.
  { id: 'q-electronics-04', q: 'Can you quote 10000 mAh power banks? 200 pcs for a sales conference, under $22.', expect: { productType: '10000 mah power bank', qty: 200, maxUnitCents: 2200 } },
  { id: 'q-food-02', q: 'Can you quote candy jars for a dentist office waiting room... ironic I know. 100 jars, under $10.', expect: { productType: ['candy jar', 'jelly bean jar'], qty: 100, maxUnitCents: 1000 } },
  { id: 'q-headwear-01', q: 'Do you sell snapback caps? 100 for a skate shop, black, flat bill, under $14.', expect: { productType: 'snapback', qty: 100, colour: 'black', maxUnitCents: 1400 } },
  { id: 'q-headwear-03', q: 'Can you quote running caps for our running club? 60 caps, white or light blue, under $14, made in USA.', expect: { productType: 'running cap', qty: 60, colour: ['white', 'light blue'], maxUnitCents: 1400, madeIn: 'US' } },
  { id: 'q-health-02', q: 'Can you quote pedometers? 400 for a step challenge at our hospital, under $5.', expect: { productType: ['pedometer', 'step counter'], qty: 400, maxUnitCents: 500 } },
  { id: 'q-keychains-01', q: 'Do you sell acrylic keychains? 500 for a pet shelter fundraiser, under $1.50.', expect: { productType: 'acrylic keychain', qty: 500, maxUnitCents: 150 } },
  // Keychains & Lanyards have no Brown: black is what can fit.
  { id: 'q-keychains-03', q: 'Can you quote leatherette keychains for a realtor closing gift? 250, brown or black, under $3.50.', expect: { productType: 'leatherette keychain', qty: 250, colour: ['brown', 'black'], maxUnitCents: 350 } },
  { id: 'q-notebooks-02', q: 'Have you got composition notebooks for a back-to-school drive? 2,000, under $2.50.', expect: { productType: 'composition notebook', qty: 2000, maxUnitCents: 250 } },
  // "wooden if possible": a preference.
  { id: 'q-office-01', q: 'Do you sell desk clocks? Retirement gifts for 10 people, wooden if possible, under $30.', expect: { productType: 'desk clock', qty: 10, maxUnitCents: 3000 } },
  { id: 'q-office-03', q: 'Can you quote magnetic clips? 2,000 for a realtor mailer, under 75 cents.', expect: { productType: 'magnetic clip', qty: 2000, maxUnitCents: 75 } },
  { id: 'q-outdoor-02', q: 'Have you got golf towels? 144 for a charity golf outing, white, under $9.', expect: { productType: 'golf towel', qty: 144, colour: 'white', maxUnitCents: 900 } },
  { id: 'q-tech-01', q: 'Do you have webcam covers? 1,000 pcs for a cybersecurity awareness month, black, 50c max.', expect: { productType: ['webcam cover', 'webcam privacy'], qty: 1000, colour: 'black', maxUnitCents: 50 } },
  { id: 'q-tech-03', q: 'Looking for screen cleaning cloths, 2,500 for a booth giveaway at an optometry conference, under 75 cents.', expect: { productType: ['screen cleaner', 'cleaning cloth'], qty: 2500, maxUnitCents: 75 } },
  // Trade Show colours have no Clear: "clear if possible" is a preference.
  { id: 'q-tradeshow-02', q: 'Have you got badge holders? 1,200 for a medical conference, clear if possible, under 80 cents.', expect: { productType: 'badge holder', qty: 1200, maxUnitCents: 80 } },
  { id: 'q-writing-01', q: 'Do you sell bamboo pens? 1,000 for our sustainability summit, under $1.', expect: { productType: 'bamboo pen', qty: 1000, maxUnitCents: 100 } },
  { id: 'q-writing-03', q: 'Looking for carpenter pencils for a lumber yard customer appreciation day, 1,000 pcs, under 60c.', expect: { productType: 'carpenter pencil', qty: 1000, maxUnitCents: 60 } },
  { id: 'tx-apparel-01', q: 'need 250ish tshirts for a charity walk, white, under $7 ea pls', expect: { productType: ['t-shirt', 'tee'], qty: 250, colour: 'white', maxUnitCents: 700 } },
  // 12/11 = Fri 11 Dec (US date): 12.
  { id: 'tx-apparel-03', q: 'polos qty: 75, navy, embroidered, asap — need in hand by 12/11', expect: { productType: 'polo', qty: 75, colour: 'navy', maxProductionDays: 12 } },
  { id: 'tx-apparel-05', q: 'crewneck sweatshirts two hundred of them, maroon or navy, nothing over $30', expect: { productType: 'crewneck sweatshirt', qty: 200, colour: ['maroon', 'navy'], maxUnitCents: 3000 } },
  // 10 business days − 3 = 7.
  { id: 'tx-apparel-07', q: 'long sleeve tees 150 pcs, grey, need them in 10 business days', expect: { productType: 'long sleeve', qty: 150, colour: 'grey', maxProductionDays: 7 } },
  { id: 'tx-awards-02', q: 'medals 250 for a youth soccer tourney, gold, max $5', expect: { productType: 'medal', qty: 250, colour: 'gold', maxUnitCents: 500 } },
  { id: 'tx-bags-01', q: 'totes x500 natural, under $2.50 ea, for a farmers market', expect: { productType: 'tote', qty: 500, colour: 'natural', maxUnitCents: 250 } },
  // misspelled messenger; $1,200 / 30 = $40.00 each.
  { id: 'tx-bags-03', q: 'need messanger bags for 30 new hires, grey pls, budget ~$1200 total', expect: { productType: 'messenger bag', qty: 30, colour: 'grey', maxUnitCents: 4000 } },
  { id: 'tx-bags-05', q: 'rolling carry ons x 20 for our sales vp gifts, black, $100 max each, ship within 10 days', expect: { productType: 'carry-on', qty: 20, colour: 'black', maxUnitCents: 10000, maxProductionDays: 10 } },
  { id: 'tx-drink-01', q: 'tumblrs 500 navy under $12 ea', expect: { productType: 'tumbler', qty: 500, colour: 'navy', maxUnitCents: 1200 } },
  { id: 'tx-drink-03', q: 'water botles x300 for a wellness fair, must be eco friendly, under 10 each', expect: { productType: ['water bottle', 'sport bottle', 'steel bottle'], qty: 300, eco: true, maxUnitCents: 1000 } },
  { id: 'tx-drink-05', q: 'shaker bottles for our gym members 600 units, black, $4 or less', expect: { productType: 'shaker bottle', qty: 600, colour: 'black', maxUnitCents: 400 } },
  // 20 oz is the size, not a quantity. Fri 18 Dec: 17.
  { id: 'tx-drink-07', q: '20oz tumblers qty 1,000 laser engraved silver under 10 dollars, need by dec 18', expect: { productType: '20 oz stainless steel tumbler', qty: 1000, colour: 'silver', maxUnitCents: 1000, maxProductionDays: 17 } },
  { id: 'tx-drink-09', q: 'recyclable tumblers 150 pcs, navy or black, under $20', expect: { productType: 'tumbler', qty: 150, recyclable: true, colour: ['navy', 'black'], maxUnitCents: 2000 } },
  { id: 'tx-eco-02', q: 'beeswax wraps for an earth day thing, 300 pcs, under 8 each', expect: { productType: 'beeswax food wrap', qty: 300, maxUnitCents: 800 } },
  // "sustainable" = eco.
  { id: 'tx-eco-04', q: 'sustainable totes 1000 under $4 ea', expect: { productType: 'tote', qty: 1000, eco: true, maxUnitCents: 400 } },
  { id: 'tx-electronics-02', q: 'car chargers 500 black, under 6 bucks, no rush', expect: { productType: 'car charger', qty: 500, colour: 'black', maxUnitCents: 600, noDeadline: true } },
  { id: 'tx-electronics-04', q: 'ring lights for influencer kits x 60, under $14', expect: { productType: 'ring light', qty: 60, maxUnitCents: 1400 } },
  // Wed 16 Dec: 15.
  { id: 'tx-food-01', q: 'choc bars 500 w custom wrapper, under $3 each, need by 12/16', expect: { productType: 'chocolate bar', qty: 500, maxUnitCents: 300, maxProductionDays: 15 } },
  { id: 'tx-food-03', q: 'hot cocoa gift sets 2 dozen, red, under $20', expect: { productType: 'hot cocoa', qty: 24, colour: 'red', maxUnitCents: 2000 } },
  // baseball hats: caps of any style.
  { id: 'tx-headwear-01', q: 'baseball hats 96 pcs, navy, embroidered, under $10', expect: { productType: ['cap', 'trucker hat', 'dad hat'], qty: 96, colour: 'navy', maxUnitCents: 1000 } },
  { id: 'tx-headwear-03', q: 'bucket hats 120 tan or forest green pls, under $12', expect: { productType: 'bucket hat', qty: 120, colour: ['tan', 'forest green'], maxUnitCents: 1200 } },
  { id: 'tx-headwear-05', q: 'dad hats 48 pcs pink, under 11 bucks ea', expect: { productType: 'dad hat', qty: 48, colour: 'pink', maxUnitCents: 1100 } },
  // SPF 30 is a product feature, not a quantity.
  { id: 'tx-health-01', q: 'sunscreen tubes qty 800 under $2.50, spf 30', expect: { productType: 'sunscreen', qty: 800, maxUnitCents: 250 } },
  { id: 'tx-health-03', q: 'resistance bands sets x 120 under $10 for a corporate wellness kit', expect: { productType: 'resistance band', qty: 120, maxUnitCents: 1000 } },
  { id: 'tx-keychains-01', q: 'lanyrds 1000 navy, max $1.25', expect: { productType: 'lanyard', qty: 1000, colour: 'navy', maxUnitCents: 125 } },
  { id: 'tx-keychains-03', q: 'keychains 500 pcs, any, cheapest first', expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 500, sorted: 'price' } },
  { id: 'tx-keychains-05', q: 'keychains, 1,000 pcs, nothing over 75 cents', expect: { productType: ['keychain', 'key ring', 'key tag'], qty: 1000, maxUnitCents: 75 } },
  // in 3 weeks = Sun 13 Dec: 12.
  { id: 'tx-notebooks-02', q: 'journals x 60 black, $12ish max, need in 3 wks', expect: { productType: 'journal', qty: 60, colour: 'black', maxUnitCents: 1200, maxProductionDays: 12 } },
  { id: 'tx-notebooks-04', q: 'eco friendly notebooks x 300 under $6', expect: { productType: 'notebook', qty: 300, eco: true, maxUnitCents: 600 } },
  { id: 'tx-office-02', q: 'mousepads x 250 black, $3 each max', expect: { productType: 'mouse pad', qty: 250, colour: 'black', maxUnitCents: 300 } },
  // Bamboo Desk Organizer or any desk organizer in Bamboo colour? The type is the desk organizer; "bamboo" is left to the ranking.
  { id: 'tx-office-04', q: 'bamboo desk organizers 60pcs under $15 ea', expect: { productType: 'desk organizer', qty: 60, maxUnitCents: 1500 } },
  // €5 read as 5 in the catalogue's dollars.
  { id: 'tx-office-06', q: 'desk calendars 400 pcs, €5 each max', expect: { productType: 'desk calendar', qty: 400, maxUnitCents: 500 } },
  { id: 'tx-outdoor-02', q: 'cooling towels 1k for a marathon, lime or blue, under $3', expect: { productType: 'cooling towel', qty: 1000, colour: ['lime', 'blue', 'navy'], maxUnitCents: 300 } },
  { id: 'tx-outdoor-04', q: 'flashlights 250 black under $6 ea', expect: { productType: 'flashlight', qty: 250, colour: 'black', maxUnitCents: 600 } },
  { id: 'tx-tech-01', q: 'phone wallets 3k pcs black or navy $1 max', expect: { productType: 'phone wallet', qty: 3000, colour: ['black', 'navy'], maxUnitCents: 100 } },
  // PopSockets = phone grips.
  { id: 'tx-tech-03', q: 'pop sockets 500 white under 2 bucks', expect: { productType: 'phone grip', qty: 500, colour: 'white', maxUnitCents: 200 } },
  // 16gb is a capacity, not a quantity; blue includes navy.
  { id: 'tx-tech-05', q: 'usb drives 500, 16gb, red or blue, under $6', expect: { productType: 'flash drive', qty: 500, colour: ['red', 'blue', 'navy'], maxUnitCents: 600 } },
  { id: 'tx-tradeshow-02', q: 'temp tattoos 5000 for a school carnival, under 25c', expect: { productType: 'tattoo', qty: 5000, maxUnitCents: 25 } },
  { id: 'tx-tradeshow-04', q: 'hand fans 3000 for an outdoor summer festival, cheapest pls', expect: { productType: ['hand fan', 'paper fan'], qty: 3000, sorted: 'price' } },
  { id: 'tx-writing-01', q: 'pens 5k black cheap cheap, max 45c', expect: { productType: 'pen', qty: 5000, colour: 'black', maxUnitCents: 45 } },
  { id: 'tx-writing-03', q: 'pencils for the school supply drive, 2,500ish, yellow obv, under 50 cents', expect: { productType: 'pencil', qty: 2500, colour: 'yellow', maxUnitCents: 50 } },
  { id: 'tx-writing-05', q: 'rollerballs 400 pcs navy or black, $2 max, production 7 days or less', expect: { productType: 'rollerball', qty: 400, colour: ['navy', 'black'], maxUnitCents: 200, maxProductionDays: 7 } },
];
