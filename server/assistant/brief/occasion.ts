import { THEMES } from '../../../contracts/catalogue.js';
import type { Text } from './text.js';

/** Who and what the order is for: the event, the audience counted, the themes. */

/** Theme phrases: the catalogue's themes by name plus the words buyers use for them. */
const THEME_SKIP = new Set(['Office', 'Technology', 'Food & Beverage', 'Health & Wellness', 'New Product', 'Business', 'Fun', 'Sales', 'Event']);
const THEME_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\btrade[- ]?shows?\b|\bexpos?\b|\bconferences?\b|\bbooths?\b|\bconventions?\b/, 'Trade Show'],
  [/\bholidays?\b|\bchristmas\b|\bseason'?s greetings\b/, 'Holidays'],
  [/\bthank[- ]you\b|\bappreciation\b/, 'Appreciation'],
  [/\bgolf\b|\bsports?\b|\bteams? (?:event|day)\b|\bgame day\b|\btournaments?\b/, 'Sports'],
  [/\bgraduation\b|\bschools?\b|\bcampus\b|\bstudents?\b/, 'Education'],
  [/\bcamping\b|\bhiking\b|\boutdoors?\b|\bpicnics?\b|\bsummer\b/, 'Outdoor'],
  [/\bwellness\b|\bhealth\b/, 'Wellness'],
  [/\bexecutives?\b|\bc-suite\b|\bvip\b/, 'Executive'],
  [/\bsafety\b/, 'Safety'],
  [/\banniversar(?:y|ies)\b|\bmilestones?\b/, 'Anniversary'],
  [/\btravel\b/, 'Travel'],
  [/\bawards? (?:ceremony|night|dinner)\b|\brecognition\b/, 'Recognition'],
  ...THEMES.filter((th) => !THEME_SKIP.has(th)).map((th): [RegExp, string] => [new RegExp(`\\b${th.toLowerCase().replace(/&/g, '(?:&|and)')}\\b`), th]),
];

/** Themes rank products, they never replace one: the words stay for the product reading ('golf balls'). */
export function readThemes(text: string): string[] {
  const found: string[] = [];
  for (const [re, theme] of THEME_WORDS) if (re.test(text) && !found.includes(theme)) found.push(theme);
  return found;
}

/** Who the order is for, counted ('for 500 field reps', '2,000 attendees'): the quantity only when no other is named. */
export const AUDIENCE_BEFORE = /\bfor\s+(?:all\s+|our\s+|the\s+|their\s+|about\s+|around\s+|roughly\s+|over\s+|nearly\s+|up to\s+)?$/;
export const AUDIENCE_WORDS = /^\s*(?:people|persons|attendees|guests|employees|staff|members|reps|representatives|hires|volunteers|students|participants|visitors|clients|customers|donors|delegates|runners|players|workers|drivers|nurses|teachers|agents|managers|directors|executives|leaders|kids|children|parents|families|patients|partners|sponsors|speakers|interns|salespeople|winners|graduates|seniors|fans|golfers|associates|technicians|engineers|coaches|officers|trustees|alumni|residents|tenants|vendors|exhibitors|franchisees|moms|dads|teens|athletes|riders|dentists|doctors|physicians|realtors|brokers|advisors|owners|crews|teams|chapters|departments|regional|full-time|devs|developers|programmers|hackers|coders|designers|scientists|researchers|artists|musicians|campers|scouts|jurors|judges|mentors|cadets|recruits|cyclists|swimmers|skaters|climbers|hikers)\b|^\s*(?:[a-z-]+\s+){0,2}(?:states|shops|stores|locations|branches|offices|schools|clinics|sites|campuses|regions|countries|cities|properties|dealerships|restaurants|hotels|facilities|plants|warehouses)\b/;

/** The gap before a product word that makes it the occasion or audience ('for a bank', 'at the office'; not 'looking for the …' or 'paid … for the …'), not a product. */
const OCCASION_GAP = /\b(?:(?:(?<!\b(?:looking|lookin'?|searching|search|shopping|hunting|asking) )(?<!\b(?:paid|spent|charged|last (?:order|year|time))\b[^.!?]{0,40})for|at|to|in)\s+(?:a|an|the|our|their|my|your|his|her|its|this|that|every|each)|(?:with|into)\s+(?:every|each))\s+(?:(?!(?:need|needs|want|wants|order|orders|require|requires|get|gets|and|or|plus|then)\b)[a-z'-]+\s+){0,2}$/;

/** After a product word, what makes it the buyer's business rather than a product: 'bank branches', 'our bank has', 'a tattoo studio'. */
const MODIFIES = /^'s\b|^\s+(?:branch|branches|stores|offices|locations|lobby|lobbies|members|staff|employees|customers|clients|account|accounts|manager|managers|tellers|studio|studios|parlou?r|salon|shop|shops|artists)\b/;
const SUBJECT_BEFORE = /\b(?:our|my|the)\s+(?:[a-z-]+\s+)?$/;
/** Verbs of one, not of the products asked for ('our lanyards have to be green' is a request). */
const SUBJECT_AFTER = /^\s+(?:has|is|was|runs|employs|hosts|serves|sponsors|celebrates|turns|says|say|said|would like|wants|asked)\b/;
/** 'A credit union wants 300 of them', 'a wine bar needs…': the buyer, said as one of a kind (not 'a mug has to be…'). */
const A_SUBJECT_BEFORE = /(?:^|[.!?:]\s*|\b(?:and|but|so)\s+)an?\s+(?:[a-z-]+\s+)?$/;
const A_SUBJECT_AFTER = /^\s+(?:wants|would like|asked|needs|is looking|is after|is hosting|is holding|requested)\b/;
/** 'a firm price cap', 'our spending cap': a limit, not a product. */
const LIMIT_BEFORE = /\b(?:hard|soft|price|budget|spending|spend)\s+$/;

/**
 * Whether a product word names the occasion, the audience or the buyer rather than a product asked
 * for: 'for a bank', 'at the office', 'in every gift box', 'with each pair of shoes', 'our clinic
 * has nine offices', 'for bank tellers'. `before` is the text since the previous product.
 */
/** After 'for a …' product: another product given with it ('for a fleece vest plus a journal'), so it is one asked for. */
const GIVEN_WITH = /^\s*(?:plus|and|&|\+)\s+(?:a|an|one)\s/;

export function namesTheBuyer(before: string, after: string, word = ''): boolean {
  return (OCCASION_GAP.test(before) && !GIVEN_WITH.test(after)) || MODIFIES.test(after) || (SUBJECT_BEFORE.test(before) && SUBJECT_AFTER.test(after)) || (A_SUBJECT_BEFORE.test(before) && A_SUBJECT_AFTER.test(after)) || (/^caps?$/.test(word) && LIMIT_BEFORE.test(before)) || otherSense(before, word) || (/^speakers?$/.test(word) && PEOPLES_AFTER.test(after));
}

/** After 'speaker': what the speakers at an event get or use ('speaker gifts', 'the speaker dinner'), so people, not the product. */
const PEOPLES_AFTER = /^s?'?\s+(?:gifts?|dinner|lounge|ready room|badges?|ribbons?|thank[- ]yous?|bios?|fees?)\b/;

/** After a product word: the occasion it names ('the Trophy Dinner', 'our mug swap party', 'a fan fest'). */
const OCCASION_AFTER = /^s?\s+(?:night|dinner|ceremony|gala|banquet|luncheon|breakfast|brunch|party|celebration|evening|crawl|hop|day|fest|festival|weekend|conference|summit|expo|convention|meetup|hackathon|tournament|retreat|offsite|workshop|seminar)\b/;
/** Before a product word: the unit a price is given in ('$15 a sleeve', '$2 per shirt'). */
const PRICE_UNIT = /[$£€]\s?\d[\d.,]*\s?(?:a|an|per|each|\/)\s?$|\bper\s$/;
/** Before a product word: an amount, so a cap is a ceiling ('$25 cap per bag'; LIMIT_BEFORE when the word says so). */
const AMOUNT_BEFORE = /[$£€]\s?\d[\d.,]*k?\s*$/;

/** After a product word said as a verb ('a way to stick them up', 'to pin them to', 'so the kids can wrap them'): its object or particle. */
const VERB_OBJECT_AFTER = /^\s+(?:it|them|this|that|these|those|on|onto|up)\b/;
/** Before a product word: what the buyer is moving away from ('switching away from plastic bags', 'instead of pens'). */
const LEFT_BEHIND = /\b(?:away from|instead of|rather than|replac(?:e|es|ing)|switch(?:ing)? from|no more|ditch(?:ing)?)(?: (?:the|our|their|all|those|single-use|disposable))?(?: [a-z-]+)? $/;

/**
 * A product word used for something else where it stands, read from the request as written: the
 * unit of a price, a dollar cap, the buyer's own ('our bar's name', 'the bank's lobby'), what a
 * product is wearing ('bears wearing a little T-shirt': decoration), what the buyer leaves behind,
 * a verb ('to pin them up'), what a colour matches ('to match our jerseys'), an occasion's name.
 */
const LOGO_ON = /\b(?:logos?|imprint(?:ed)?|print(?:ed)?|engrav(?:ed|ing)|embroider(?:ed|y)|branding|name|names|initials|monogram|artwork|design)(?: [a-z-]+){0,2} on (?:the|each|every|its|their|our|one|both) (?:[a-z-]+ )?$/;

/** Before 'the … idea': it was turned down. */
const REJECTED_BEFORE = /\b(?:(?:shot|turned|voted) down|nixed|killed|vetoed|rejected|scrapped|dropped|ditched|passed on|said no to|not doing|didn't like|did not like|hated)\s+(?:the|that|this|your|our|their)\s+(?:[a-z-]+\s+)?$/;

export function meantOtherwise(t: Pick<Text, 'original' | 'text'>, h: { at: number; end: number }): boolean {
  const before = t.original.slice(Math.max(0, h.at - 16), h.at);
  return (
    PRICE_UNIT.test(before.toLowerCase()) ||
    (/^caps?\b/.test(t.text.slice(h.at, h.end)) && AMOUNT_BEFORE.test(before)) ||
    /^'s\b/.test(t.original.slice(h.end, h.end + 3)) ||
    /\bwearing(?: [a-z-]+){0,3} $/.test(t.text.slice(Math.max(0, h.at - 40), h.at)) ||
    LEFT_BEHIND.test(t.text.slice(Math.max(0, h.at - 40), h.at)) ||
    /\bmatch(?:es|ing)?\s+(?:our|the|their|your|its)\s+(?:[a-z-]+\s+)?$/.test(t.text.slice(Math.max(0, h.at - 40), h.at)) ||
    // Where the logo goes on the product ('the logo on its lid', 'printed on each sleeve'): a part of it, not a product.
    LOGO_ON.test(t.text.slice(Math.max(0, h.at - 48), h.at)) ||
    // What a product comes loaded with ('a USB stick preloaded with the catalog'): its content.
    /\b(?:loaded|preloaded|pre-loaded) with (?:(?:our|the|a|an|your|their) )?(?:[a-z-]+ )?$/.test(t.text.slice(Math.max(0, h.at - 40), h.at)) ||
    (/\b(?:to|can|could|will|would|should|must|'ll) $/.test(t.text.slice(Math.max(0, h.at - 7), h.at)) && VERB_OBJECT_AFTER.test(t.text.slice(h.end, h.end + 12))) ||
    OCCASION_AFTER.test(t.text.slice(h.end, h.end + 16)) ||
    // 'the board turned down the blanket idea': a product talked about, not asked for.
    // ('any mug ideas?' and 'we like the mug idea' ask for mugs.)
    (/^\s+idea\b/.test(t.text.slice(h.end, h.end + 8)) && REJECTED_BEFORE.test(t.text.slice(Math.max(0, h.at - 40), h.at)))
  );
}

/**
 * Product words in their everyday sense: a shirt's 'short sleeve', a 'food drive', a 'season
 * opener'. Each: the word, and what before it gives it that sense. (A bank that is the buyer is
 * its name, endsAName, or its subject, SUBJECT_BEFORE.)
 */
const OTHER_SENSE_BEFORE: ReadonlyArray<[RegExp, RegExp]> = [
  [/^sleeves?$/, /\b(?:short|long|half|cap|raglan|rolled|roll-up|3\/4|three-quarter|elbow)[- ]?$/],
  [/^drives?$/, /\b(?:food|blood|toy|coat|clothing|book|fund|donation|supply|supplies|membership|charity|canned|test|sock|diaper|recruiting|enrollment|capital|pledge|poppy|fundraising|scholarship)\s$/],
  [/^openers?$/, /\b(?:season|home|conference|show)\s$/],
  // 'clerks who just passed the bar', 'raise the bar': the bar exam, a standard.
  [/^bar$/, /\b(?:pass|passed|passes|passing|raise|raised|raising|set|sets|setting|lower|clear|cleared)\s+the\s$/],
  // 'everything else stands', 'the offer still stands': the verb.
  [/^stands$/, /\b(?:else|rest|that|this|it|still|offer|order|plan|quote|request)\s$/],
];
function otherSense(before: string, word: string): boolean {
  return OTHER_SENSE_BEFORE.some(([w, b]) => w.test(word) && b.test(before));
}

/** After a capitalised product word: the word a business's name ends with. */
const NAME_TAIL = /^[A-Za-z-]+ (?:Diner|Caf[eé]|Coffee|Roasters|Bakery|Brewing|Brewery|Grill|Bistro|Pub|Tavern|Restaurant|Kitchen|Co|Company|Inc|LLC|Ltd|Shop|Store|Works|Studios?|Club|Group|Partners|Foundation|Society|Market|Outfitters)(?![\w-])/;

/**
 * A product word that ends a proper name ('Lakeview Savings Bank has asked…', 'Bayside Science
 * Museum'): written with a capital right after another capitalised word that is not itself a
 * product, colour or count (those are blanked in `text`, or known to the catalogue: 'Custom Logo
 * Mugs' still asks for mugs), and not counted ('250 Holiday Mugs').
 */
export function endsAName(original: string, text: string, at: number, isProductWord: (word: string) => boolean): boolean {
  if (!/^[A-Z]/.test(original.slice(at, at + 1))) return false;
  // 'Red Mug Coffee', 'Pine & Tumbler Works': a business's own word after it ends the name.
  if (NAME_TAIL.test(original.slice(at, at + 40))) return true;
  // '250 Holiday Mugs', 'need 100 YETI Rambler Tumblers': capitalised words counted are a product's name, not a business's.
  const words = original.slice(Math.max(0, at - 60), at).split(' ').slice(0, -1);
  let k = words.length - 1;
  while (k >= 0 && /^[A-Z][A-Za-z'&-]*$/.test(words[k])) k--;
  if (k >= 0 && k < words.length - 1 && /^\d[\d,]*$/.test(words[k])) return false;
  const before = /([A-Z][a-z'&-]+) $/.exec(original.slice(Math.max(0, at - 30), at));
  if (!before) return false;
  const word = before[1].toLowerCase();
  const wordAt = at - before[1].length - 1;
  return text.slice(wordAt, at - 1) === word && !isProductWord(word);
}
