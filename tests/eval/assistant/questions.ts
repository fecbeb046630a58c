import type { EvalCase } from './expect.js';

/**
 * The assistant evaluation set: questions as distributors ask them, each with what a right answer
 * must satisfy, declared as data (tests/eval/assistant/expect.ts says what each field checks).
 * The questions are asked on Sunday 22 November 2026 (EVAL_NOW), so deadlines turn into fixed
 * production-day windows: working days to the date minus 3 for shipping (docs/product.md#chat-assistant) —
 * "in 2 weeks" → 7, "in 3 weeks" → 12, "in 4 weeks" → 17, "in 10 business days" → 7,
 * "by December 18" → 17; "produced / shipped within N days" is N production days.
 *
 * Nothing in the server knows these questions: `paraphrases.ts` asks generated ones to show it.
 */
export const EVAL_NOW = new Date('2026-11-22T12:00:00Z');

export const QUESTIONS: EvalCase[] = [
  // --- the issue's own requests ---------------------------------------------------------------
  { id: 'tumblers-booth', q: '250 insulated tumblers under $15 each for a trade show booth', expect: { productType: 'tumbler', qty: 250, maxUnitCents: 1500 } },
  { id: 'red-caps-picnic', q: 'Red baseball caps for a company picnic, 150 pieces', expect: { productType: 'baseball cap', qty: 150, colour: 'red' } },
  { id: 'golf-balls', q: 'Golf balls for a charity tournament, 300 sleeves', expect: { productType: 'golf ball', qty: 300 } },
  { id: 'power-banks-5d', q: 'Power banks for our sales team, produced within 5 days', expect: { productType: 'power bank', maxProductionDays: 5 } },
  { id: 'lanyards-cheapest', q: 'Lanyards for 2,000 attendees, cheapest you have', expect: { productType: 'lanyard', qty: 2000, sorted: 'price' } },
  { id: 'sunglasses', q: 'Sunglasses for a summer festival', expect: { absent: true } },
  { id: 'hoodies-5d', q: 'hoodies that can ship in 5 days, 50 pieces', expect: { productType: 'hoodie', qty: 50, maxProductionDays: 5 } },
  { id: 'polos-navy', q: '250 polo shirts embroidered, navy', expect: { productType: 'polo', qty: 250, colour: 'navy' } },
  { id: 'pens-usa', q: 'Do you have pens made in the USA? We need 500', expect: { productType: 'pen', qty: 500, madeIn: 'US' } },
  { id: 'chargers-total', q: '1,000 chargers, total budget $8,000', expect: { productType: 'charger', qty: 1000, maxUnitCents: 800, reply: 'total budget \\$8,000\\.00 \\(\\$8\\.00 each at 1,000\\)' } },

  // --- drinkware --------------------------------------------------------------------------------
  { id: 'mugs-blue', q: '300 ceramic mugs in blue under $6 each', expect: { productType: 'mug', qty: 300, colour: 'blue', maxUnitCents: 600 } },
  { id: 'water-bottles-eco', q: 'Eco-friendly water bottles, 500 units', expect: { productType: 'bottle', qty: 500, eco: true } },
  { id: 'can-coolers', q: 'need 1000 koozies for a beach party', expect: { productType: 'can cooler', qty: 1000 } },
  { id: 'travel-mugs-3w', q: '200 travel mugs needed in 3 weeks', expect: { productType: 'travel mug', qty: 200, maxProductionDays: 12 } },
  { id: 'wine-glasses', q: 'Stemless wine glasses for a client appreciation dinner, 100 of them', expect: { productType: 'wine glass', qty: 100 } },
  { id: 'shaker-bottles', q: 'protein shaker bottles for a gym opening, budget $4 each, qty 250', expect: { productType: 'shaker bottle', qty: 250, maxUnitCents: 400 } },
  { id: 'pint-glasses-total', q: '144 pint glasses, $900 total', expect: { productType: 'pint glass', qty: 144, maxUnitCents: 625 } },

  // --- apparel ----------------------------------------------------------------------------------
  { id: 'tshirts-cheap', q: 'cheapest t-shirts for 500 volunteers', expect: { productType: 't-shirt', qty: 500, sorted: 'price' } },
  { id: 'quarter-zips', q: 'Fleece quarter-zips for the executive team, 40 pieces, charcoal or black', expect: { productType: 'quarter-zip', qty: 40, colour: ['charcoal', 'black'] } },
  { id: 'softshell-jackets', q: 'softshell jackets under $60 each, 75 units', expect: { productType: 'jacket', qty: 75, maxUnitCents: 6000 } },
  { id: 'crewnecks-maroon', q: '120 maroon crewneck sweatshirts for a school', expect: { productType: 'sweatshirt', qty: 120, colour: 'maroon' } },
  { id: 'puffer-vests', q: 'Any puffer vests made in the USA?', expect: { productType: 'vest', madeIn: 'US' } },
  { id: 'oxford-shirts', q: 'Button-down oxford shirts, 60 pieces, by December 18', expect: { productType: 'oxford shirt', qty: 60, maxProductionDays: 17 } },

  // --- headwear ---------------------------------------------------------------------------------
  { id: 'beanies', q: 'Knit beanies for a ski trip, 200 pieces, under $9', expect: { productType: 'beanie', qty: 200, maxUnitCents: 900 } },
  { id: 'trucker-hats', q: 'trucker hats in black for 100 staff', expect: { productType: 'trucker', qty: 100, colour: 'black' } },
  { id: 'bucket-hats', q: 'bucket hats for a music festival, 300', expect: { productType: 'bucket hat', qty: 300 } },
  { id: 'visors', q: 'sun visors for a golf outing, 150, in 2 weeks', expect: { productType: 'visor', qty: 150, maxProductionDays: 7 } },

  // --- bags ---------------------------------------------------------------------------------------
  { id: 'totes-eco', q: 'I need 500 eco-friendly tote bags, $3-6 each', expect: { productType: 'tote', qty: 500, eco: true, minUnitCents: 300, maxUnitCents: 600 } },
  { id: 'drawstring', q: 'drawstring backpacks for a 5K run, 1,000 pieces, cheapest', expect: { productType: 'drawstring backpack', qty: 1000, sorted: 'price' } },
  { id: 'laptop-backpacks', q: 'laptop backpacks for new hires, 50 units, under $45', expect: { productType: 'laptop backpack', qty: 50, maxUnitCents: 4500 } },
  { id: 'duffels', q: 'duffel bags in navy, 80', expect: { productType: 'duffel bag', qty: 80, colour: 'navy' } },
  { id: 'lunch-coolers', q: 'Insulated lunch cooler bags for a health fair, 400 units, in 4 weeks', expect: { productType: 'cooler bag', qty: 400, maxProductionDays: 17 } },

  // --- writing instruments ------------------------------------------------------------------------
  { id: 'pens-deadline-total', q: '1,000 pens with a total budget of $1,500, needed in 3 weeks', expect: { productType: 'pen', qty: 1000, maxUnitCents: 150, maxProductionDays: 12 } },
  { id: 'highlighters', q: 'highlighters for a university orientation, 2,500', expect: { productType: 'highlighter', qty: 2500 } },
  { id: 'pencils', q: 'wood pencils, 5000 pcs, under 50 cents each', expect: { productType: 'pencil', qty: 5000 } },
  { id: 'stylus-pens', q: 'stylus pens for a tech conference, 750, blue', expect: { productType: 'stylus', qty: 750, colour: 'blue' } },
  { id: 'markers', q: 'dry-erase markers, 300 units', expect: { productType: 'marker', qty: 300 } },

  // --- office -----------------------------------------------------------------------------------
  { id: 'sticky-notes', q: 'sticky note pads for a realtor, 2,500 pieces, under $1.50', expect: { productType: 'sticky note pad', qty: 2500, maxUnitCents: 150 } },
  { id: 'mouse-pads', q: 'mouse pads, 250, produced within 7 days', expect: { productType: 'mouse pad', qty: 250, maxProductionDays: 7 } },
  { id: 'padfolios', q: 'leatherette padfolios for a board meeting, 30 pieces', expect: { productType: 'padfolio', qty: 30 } },
  { id: 'desk-clocks', q: 'desk clocks for service awards, 25', expect: { productType: 'desk clock', qty: 25 } },
  { id: 'phone-stands', q: 'phone stands in white, 500 units, $2 each max', expect: { productType: 'phone stand', qty: 500, colour: 'white', maxUnitCents: 200 } },

  // --- tech and electronics -----------------------------------------------------------------------
  { id: 'flash-drives', q: 'USB flash drives, 200 of them, under $8', expect: { productType: 'flash drive', qty: 200, maxUnitCents: 800 } },
  { id: 'phone-wallets', q: 'phone wallets for a college fair, 1,500', expect: { productType: 'phone wallet', qty: 1500 } },
  { id: 'webcam-covers', q: 'webcam covers, cheapest, 2,000 units', expect: { productType: 'webcam cover', qty: 2000, sorted: 'price' } },
  { id: 'speakers', q: 'bluetooth speakers for top clients, 50, under $30 each', expect: { productType: 'speaker', qty: 50, maxUnitCents: 3000 } },
  { id: 'earbuds', q: 'wireless earbuds for a sales incentive, 100 pieces', expect: { productType: 'earbud', qty: 100 } },
  { id: 'wireless-chargers', q: 'wireless chargers in black, 250', expect: { productType: 'charger', qty: 250, colour: 'black' } },
  { id: 'desk-lamps', q: 'LED desk lamps, 60 units, by December 18', expect: { productType: 'desk lamp', qty: 60, maxProductionDays: 17 } },
  { id: 'solar-power-banks', q: 'solar power banks, eco-friendly, 100', expect: { productType: 'power bank', qty: 100, eco: true } },

  // --- eco, food, awards, trade show, outdoor, health, keychains, notebooks -------------------------
  { id: 'bamboo-cutlery', q: 'bamboo cutlery sets for an earth day event, 300', expect: { productType: 'cutlery set', qty: 300 } },
  { id: 'seed-paper', q: 'plantable seed cards, 1,000, recyclable', expect: { productType: 'seed card', qty: 1000, recyclable: true } },
  { id: 'cork-coasters', q: 'cork coaster sets, 150 units', expect: { productType: 'coaster set', qty: 150 } },
  { id: 'chocolate', q: 'custom wrapper chocolate bars for holiday gifts, 500', expect: { productType: 'chocolate bar', qty: 500 } },
  { id: 'mint-tins', q: 'mint tins for a dental office, 1,000 units, under $1.50', expect: { productType: 'mint tin', qty: 1000, maxUnitCents: 150 } },
  { id: 'popcorn', q: 'popcorn tins for client holiday gifts, 40', expect: { productType: 'popcorn tin', qty: 40 } },
  { id: 'crystal-awards', q: 'crystal awards for our top sales reps, 12 pieces', expect: { productType: 'crystal', qty: 12 } },
  { id: 'plaques', q: 'walnut plaques for an awards night, 20', expect: { productType: 'plaque', qty: 20 } },
  { id: 'lapel-pins', q: 'enamel lapel pins, 1,000, in 3 weeks', expect: { productType: 'enamel lapel pin', qty: 1000, maxProductionDays: 12 } },
  { id: 'banner-stands', q: 'retractable banner stands for a trade show, 4 units', expect: { productType: 'banner stand', qty: 4 } },
  { id: 'stress-balls', q: 'stress balls for a healthcare conference, 1,000, cheapest', expect: { productType: 'stress ball', qty: 1000, sorted: 'price' } },
  { id: 'wristbands', q: 'tyvek wristbands for a festival, 10,000', expect: { productType: 'wristband', qty: 10000 } },
  { id: 'golf-towels', q: 'golf towels for a tournament, 144, white', expect: { productType: 'golf towel', qty: 144, colour: 'white' } },
  { id: 'camp-chairs', q: 'folding camp chairs, 50, under $35', expect: { productType: 'camp chair', qty: 50, maxUnitCents: 3500 } },
  { id: 'umbrellas', q: 'golf umbrellas in navy for a bank, 100', expect: { productType: 'umbrella', qty: 100, colour: 'navy' } },
  { id: 'flashlights', q: 'LED flashlights for a safety week, 500, produced within 10 days', expect: { productType: 'flashlight', qty: 500, maxProductionDays: 10 } },
  { id: 'sanitizer', q: 'hand sanitizer for a flu season campaign, 2,500', expect: { productType: 'sanitizer', qty: 2500 } },
  { id: 'lip-balm', q: 'SPF lip balm, 1,000 pieces, under $1', expect: { productType: 'spf 30 lip balm', qty: 1000, maxUnitCents: 100 } },
  { id: 'yoga-mats', q: 'yoga mats for a wellness retreat, 40, purple', expect: { productType: 'yoga mat', qty: 40, colour: 'purple' } },
  { id: 'first-aid', q: 'first aid kits for a construction company, 200', expect: { productType: 'first aid kit', qty: 200 } },
  { id: 'bottle-opener-keychains', q: 'bottle opener keychains for a brewery, 500', expect: { productType: 'bottle opener', qty: 500 } },
  { id: 'tape-measure', q: 'tape measure keychains for a hardware store, 300', expect: { productType: 'tape measure', qty: 300 } },
  { id: 'badge-reels', q: 'retractable badge reels for a hospital, 1,000, in 2 weeks', expect: { productType: 'badge reel', qty: 1000, maxProductionDays: 7 } },
  { id: 'journals', q: 'hardcover journals for a leadership summit, 100, under $12', expect: { productType: 'journal', qty: 100, maxUnitCents: 1200 } },
  { id: 'spiral-notebooks', q: 'spiral notebooks, 1,000 units, recycled', expect: { productType: 'spiral notebook', qty: 1000, recyclable: true } },
  { id: 'planners', q: 'weekly planners for a financial advisor, 250, by December 18', expect: { productType: 'planner', qty: 250, maxProductionDays: 17 } },

  // --- categories named, vague and occasion-led --------------------------------------------------
  { id: 'drinkware-category', q: 'some drinkware for a client, 100 pieces, under $10', expect: { category: 'Drinkware', qty: 100, maxUnitCents: 1000 } },
  { id: 'apparel-category', q: 'apparel for our booth staff, 30 pieces', expect: { category: 'Apparel', qty: 30 } },
  { id: 'headwear-usa', q: 'American-made headwear, 144 units', expect: { category: 'Headwear', qty: 144, madeIn: 'US' } },
  { id: 'anniversary-ideas', q: 'What could we give our clients for our 25th anniversary?', expect: { theme: 'Anniversary', minProducts: 3 } },
  { id: 'holiday-gifts', q: 'holiday gift ideas for clients', expect: { theme: 'Holidays', minProducts: 3 } },

  // --- products the catalogue lacks --------------------------------------------------------------
  { id: 'socks', q: 'Custom socks for a charity run, 500 pairs', expect: { absent: true, qty: 500 } },
  { id: 'fidget-spinners', q: 'do you have fidget spinners?', expect: { absent: true } },
  { id: 'phone-tripods', q: '200 selfie tripods for influencers', expect: { absent: true, qty: 200 } },
  { id: 'snow-globes', q: 'looking for snow globes for the holidays, 100', expect: { absent: true, qty: 100 } },

  // --- constraints nothing meets: the relaxation must be said -------------------------------------
  { id: 'mugs-impossible', q: '100 ceramic mugs under $0.05 each', expect: { productType: 'mug', qty: 100, maxUnitCents: 5 } },
  { id: 'jackets-tomorrow', q: 'softshell jackets needed tomorrow, 25', expect: { productType: 'jacket', qty: 25, maxProductionDays: 1 } },
  { id: 'banner-lime', q: '3 banner stands in lime', expect: { productType: 'banner stand', qty: 3, colour: 'lime' } },

  // --- conversations --------------------------------------------------------------------------
  {
    id: 'mugs-follow-ups',
    turns: [
      { q: '250 mugs under $12', expect: { productType: 'mug', qty: 250, maxUnitCents: 1200 } },
      { q: 'cheaper ones in red', expect: { productType: 'mug', qty: 250, colour: 'red', sorted: 'price' } },
      { q: 'what about 500?', expect: { productType: 'mug', qty: 500, colour: 'red' } },
    ],
  },
  {
    id: 'caps-compare-thanks',
    turns: [
      { q: '150 trucker hats', expect: { productType: 'trucker', qty: 150 } },
      { q: 'compare the first two', expect: { reply: '^Comparing the first 2 at 150 units', compared: 2 } },
      { q: 'thanks!', expect: { reply: "^You're welcome", noProducts: true } },
    ],
  },
  {
    id: 'bottles-fastest-blue',
    turns: [
      { q: 'water bottles, 300 units', expect: { productType: 'bottle', qty: 300 } },
      { q: 'fastest production time', expect: { productType: 'bottle', qty: 300, sorted: 'productionDays' } },
      { q: 'in blue', expect: { productType: 'bottle', qty: 300, colour: 'blue' } },
    ],
  },
  {
    id: 'no-leak',
    turns: [
      { q: '500 tote bags in 2 weeks', expect: { productType: 'tote', qty: 500, maxProductionDays: 7 } },
      { q: 'I also need polo shirts for the staff', expect: { productType: 'polo', qty: 500, maxProductionDays: 7 } },
      { q: 'Separate project: red baseball caps for a picnic', expect: { productType: 'baseball cap', colour: 'red', intentQty: null, intentProdDays: null } },
    ],
  },
  {
    id: 'gibberish',
    turns: [
      { q: '200 notebooks', expect: { productType: 'notebook', qty: 200 } },
      { q: 'asdf qwer zxcv', expect: { reply: "^Sorry, I couldn't find a product", noProducts: true } },
      { q: 'eco-friendly ones', expect: { productType: 'notebook', qty: 200, eco: true } },
    ],
  },
];
