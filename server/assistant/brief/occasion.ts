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

/** Occasions by their nouns; a night or weekend named with a word before it ('trivia night', 'alumni weekend') too. */
const OCCASION_WORDS = 'wedding|shower|reception|graduation|homecoming|closing gift|client gift|holiday gift|tasting room|pool party|season party|bootcamp|boot camp|hackathon|roadshow|road show|mixer|social|reading|adoption event|tailgate|cookout|bbq|barbecue|holiday party|tournament|trade show|show|fair|festival|picnic|party|conference|expo|gala|run|walk|5k|summit|retreat|meeting|event|launch|anniversary|celebration|fundraiser|week|day|outing|booth|convention|orientation|onboarding|open house|kickoff|kick-off|reunion|ceremony|banquet|dinner|luncheon|race|marathon|game|season|drive|campaign|grand opening|10k|half marathon|president\'?s\'? club|client event|incentive trip';
const OCCASION_NOUNS = `[a-z]+ night|[a-z]+ weekend|${OCCASION_WORDS}`;

/** Occasions counted ('two client dinners'): not the ones that also count time or play ('20 business days', '3 home games'). */
const COUNTED_OCCASIONS = OCCASION_WORDS.split('|').filter((n) => !/^(?:day|week|season|game|run|walk|drive|show|meeting|reading|social)$/.test(n)).join('|');

/** The event named ('at FABTECH') or described ('for a charity tournament'). */
export function readEvent(t: Text): string | undefined {
  for (const named of t.original.matchAll(/\b(?:at|for|during)\s+(?:the\s+)?((?:[A-Z][\w&'-]*|[A-Z0-9]{2,}[\w&'-]*)(?:\s+(?:[A-Z0-9][\w&'-]*|of|and|&))*)/g)) {
    const words = named[1].trim().replace(/(?<!\s)\s+(?:of|and|&)$/, '');
    // 'for Birchwood's welcome kits', 'for Lakeside Clinic staff': the client's name, then what or whom the order is for.
    if (/'s$/i.test(words) || AUDIENCE_WORDS.test(t.original.slice(named.index! + named[0].length, named.index! + named[0].length + 40).toLowerCase())) continue;
    // 'at the Maple Grove street fair', 'Harbor Tech Institute graduation': the name and the occasion after it.
    const after = new RegExp(String.raw`^((?:\s+[a-z][a-z'-]*){0,3}?\s+(?:${OCCASION_NOUNS}))s?\b`).exec(t.original.slice(named.index! + named[0].length));
    if (after) return `${words}${after[1]}`;
    // 'Deck for Lakeview Dental: …': after 'for', a plain name is the client; a show's name is at or during it, or written as one ('for FABTECH').
    if (/^for\b/i.test(named[0]) && !/\b[A-Z0-9]{2,}\b/.test(words)) continue;
    // A count is who the order is for ('for 500 field reps'), not an event; a year opens one ('for 2027 Sales Kickoff').
    const count = /^(\d[\d,]*)(?:\s|$)/.exec(words);
    if (count && !(/^\d{4}$/.test(count[1]) && Number(count[1]) >= 1900 && Number(count[1]) <= 2100)) continue;
    // A named event is not just a word the reading already used (a product, a month, "I").
    if (!/^(?:I|We|Our|The|A|An|Jan\w*|Feb\w*|Mar\w*|Apr\w*|May|Jun\w*|Jul\w*|Aug\w*|Sep\w*|Oct\w*|Nov\w*|Dec\w*)$/.test(words) && words.length > 1) return words;
    break;
  }
  // ('for their …': the article is a whole word, not the start of one.)
  const described = new RegExp(String.raw`\b(?:for|at|during)\s+(?:(?:a|an|the|our|their|my|its|this|next)\s+)?((?:[a-z0-9'-]+\s+){0,4}?(?:${OCCASION_NOUNS}))s?\b`).exec(t.original.toLowerCase());
  if (described) return described[1].trim().replace(/^(?:[a-z0-9-]+\s+){0,3}?[a-z0-9-]+'s\s+/, '');
  // 'a customer roadshow next spring', 'the Delgado wedding', 'two client dinners': the occasion named without 'for' or 'at'.
  // (After a count, a word must describe the occasion: 'in 3 weeks' names none.)
  const named = new RegExp(String.raw`\b(?:(?:our|a|an|the)\s+((?:[a-z0-9'-]+\s+){0,2}?(?:${OCCASION_NOUNS}))|(?:\d{1,2}|two|three|four|five)\s+((?:[a-z0-9'-]+\s+){1,2}?(?:${COUNTED_OCCASIONS})))s?\b`).exec(t.original.toLowerCase());
  if (named) return (named[1] ?? named[2])!.trim();
  // 'Spring gala deck for …', 'booth giveaway presentation': the occasion the deck itself is named for.
  const deckFor = new RegExp(String.raw`\b((?:[a-z0-9'-]+\s+){0,2}?(?:${OCCASION_NOUNS}))s?\s+(?:deck|presentation|slides|pitch)\b`).exec(t.original.toLowerCase());
  if (!deckFor) return occasionAfterName(t);
  // ('Riverside Youth Soccer awards dinner deck': the capitalised words before it are the client's
  // name; a capital that only opens the sentence is not: 'Harvest dinner deck'.)
  let at = deckFor.index;
  const end = at + deckFor[1].trimEnd().length;
  for (let next = t.original.indexOf(' ', at); next > 0 && next < end; next = t.original.indexOf(' ', at)) {
    const gap = t.original.slice(Math.max(0, at - 3), at);
    const opensSentence = (at <= 3 && gap.trim() === '') || gap.includes('\n') || /[.!?:]/.test(gap.trimEnd().slice(-1));
    if (!/^[A-Z]/.test(t.original.slice(at, at + 1)) || (opensSentence && !/^ [A-Z]/.test(t.original.slice(next, next + 2)))) break;
    at = next + 1;
  }
  return t.original.slice(at, end).toLowerCase();
}

/**
 * 'Hearts Rescue — adoption day is …', 'Eastfield Boosters, senior night Feb 12: …': an occasion in lower case
 * opening the clause right after a capitalised name and a dash, comma, colon or slash.
 */
const AFTER_NAME = /(?<![\w&.'-])[A-Z][\w&.'-]*(?: \([^()]{1,40}\))? ?(?:[—–:/,]| -) ?/g;
const OCCASION_OPENS = new RegExp(String.raw`^((?:[a-z0-9'-]+ ){0,3}?(?:${OCCASION_NOUNS}))s?\b`);
function occasionAfterName(t: Text): string | undefined {
  for (const m of t.original.matchAll(AFTER_NAME)) {
    const after = t.original.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (/^[a-z]/i.test(after)) {
      const occasion = OCCASION_OPENS.exec(after.toLowerCase());
      if (occasion) return occasion[1].trim();
    }
  }
  return undefined;
}

/** Who the order is for, counted ('for 500 field reps', '2,000 attendees'): the quantity only when no other is named. */
export const AUDIENCE_BEFORE = /\bfor\s+(?:all\s+|our\s+|the\s+|their\s+|about\s+|around\s+|roughly\s+|over\s+|nearly\s+|up to\s+)?$/;
export const AUDIENCE_WORDS = /^\s*(?:people|persons|attendees|guests|employees|staff|members|reps|representatives|hires|volunteers|students|participants|visitors|clients|customers|donors|delegates|runners|players|workers|drivers|nurses|teachers|agents|managers|directors|executives|leaders|kids|children|parents|families|patients|partners|sponsors|speakers|interns|salespeople|winners|graduates|seniors|fans|golfers|associates|technicians|engineers|coaches|officers|trustees|alumni|residents|tenants|vendors|exhibitors|franchisees|moms|dads|teens|athletes|riders|dentists|doctors|physicians|realtors|brokers|advisors|owners|crews|teams|chapters|departments|regional|full-time|devs|developers|programmers|hackers|coders|designers|scientists|researchers|artists|musicians|campers|scouts|jurors|judges|mentors|cadets|recruits|cyclists|swimmers|skaters|climbers|hikers)\b|^\s*(?:[a-z-]+\s+){0,2}(?:states|shops|stores|locations|branches|offices|schools|clinics|sites|campuses|regions|countries|cities|properties|dealerships|restaurants|hotels|facilities|plants|warehouses)\b/;

/** The gap before a product word that makes it the occasion or audience ('for a bank', 'at the office'), not a product. */
const OCCASION_GAP = /\b(?:(?:for|at|to|in)\s+(?:a|an|the|our|their|my|your|his|her|its|this|that|every|each)|(?:with|into)\s+(?:every|each))\s+(?:(?!(?:need|needs|want|wants|order|orders|require|requires|get|gets)\b)[a-z'-]+\s+){0,2}$/;

/** After a product word, what makes it the buyer's business rather than a product: 'bank branches', 'our bank has', 'a tattoo studio'. */
const MODIFIES = /^'s\b|^\s+(?:branch|branches|stores|offices|locations|lobby|lobbies|members|staff|employees|customers|clients|account|accounts|manager|managers|tellers|studio|studios|parlou?r|salon|shop|shops|artists)\b/;
const SUBJECT_BEFORE = /\b(?:our|my|the)\s+(?:[a-z-]+\s+)?$/;
/** Verbs of one, not of the products asked for ('our lanyards have to be green' is a request). */
const SUBJECT_AFTER = /^\s+(?:has|is|was|runs|employs|hosts|serves|sponsors|celebrates|turns|says|said|would like|wants|asked)\b/;
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
export function namesTheBuyer(before: string, after: string, word = ''): boolean {
  return OCCASION_GAP.test(before) || MODIFIES.test(after) || (SUBJECT_BEFORE.test(before) && SUBJECT_AFTER.test(after)) || (A_SUBJECT_BEFORE.test(before) && A_SUBJECT_AFTER.test(after)) || (/^caps?$/.test(word) && LIMIT_BEFORE.test(before)) || otherSense(before, word);
}

/** After a product word: the occasion it names ('the Trophy Dinner', 'our mug swap party', 'a fan fest'). */
const OCCASION_AFTER = /^s?\s+(?:night|dinner|ceremony|gala|banquet|luncheon|breakfast|brunch|party|celebration|evening|crawl|hop|day|fest|festival|weekend)\b/;
/** Before a product word: the unit a price is given in ('$15 a sleeve', '$2 per shirt'). */
const PRICE_UNIT = /[$£€]\s?\d[\d.,]*\s?(?:a|an|per|each|\/)\s?$|\bper\s$/;
/** Before a product word: an amount, so a cap is a ceiling ('$25 cap per bag'; LIMIT_BEFORE when the word says so). */
const AMOUNT_BEFORE = /[$£€]\s?\d[\d.,]*k?\s*$/;

/** After a product word said as a verb ('a way to stick them up', 'to pin them to'): its object or particle. */
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
    (/\bto $/.test(t.text.slice(Math.max(0, h.at - 4), h.at)) && VERB_OBJECT_AFTER.test(t.text.slice(h.end, h.end + 12))) ||
    OCCASION_AFTER.test(t.text.slice(h.end, h.end + 16))
  );
}

/**
 * Product words in their everyday sense: a shirt's 'short sleeve', a 'food drive', a 'season
 * opener'. Each: the word, and what before it gives it that sense. (A bank that is the buyer is
 * its name, endsAName, or its subject, SUBJECT_BEFORE.)
 */
const OTHER_SENSE_BEFORE: ReadonlyArray<[RegExp, RegExp]> = [
  [/^sleeves?$/, /\b(?:short|long|half|cap|raglan|rolled|roll-up|3\/4|three-quarter|elbow)[- ]?$/],
  [/^drives?$/, /\b(?:food|blood|toy|coat|clothing|book|fund|donation|supply|supplies|membership|charity|canned|test|sock|diaper|recruiting|enrollment|capital)\s$/],
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
 * Mugs' still asks for mugs).
 */
export function endsAName(original: string, text: string, at: number, isProductWord: (word: string) => boolean): boolean {
  if (!/^[A-Z]/.test(original.slice(at, at + 1))) return false;
  // 'Red Mug Coffee', 'Pine & Tumbler Works': a business's own word after it ends the name.
  if (NAME_TAIL.test(original.slice(at, at + 40))) return true;
  const before = /([A-Z][a-z'&-]+) $/.exec(original.slice(Math.max(0, at - 30), at));
  if (!before) return false;
  const word = before[1].toLowerCase();
  const wordAt = at - before[1].length - 1;
  return text.slice(wordAt, at - 1) === word && !isProductWord(word);
}
