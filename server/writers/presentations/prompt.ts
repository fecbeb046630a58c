// Reads who a presentation is for and why: a pipeline company named in the prompt, the industry,
// the occasion and the audience. The order itself (products, quantities, colours, budget,
// deadline, event) is read by the shared brief parser (server/assistant/brief/), the same way
// as a chat question. Plain word rules: the same prompt always reads the same way.
import { containsWord } from '../client-text.js';
import type { PresentationRequest } from '../../ports/presentations.js';

type Rule<T> = [RegExp, T];

/** Occasions, with the categories that usually fit them when the prompt names none. */
const OCCASION_RULES: Rule<{ occasion: string; categories: string[] }>[] = [
  [/\btrade ?shows?\b|\bexpos?\b|\bbooth\b|\bconferences?\b|\bsummits?\b/, { occasion: 'Trade Show', categories: ['Trade Show & Events', 'Drinkware', 'Bags'] }],
  [/\bonboarding\b|\bnew hires?\b|\bwelcome kits?\b|\bhiring\b/, { occasion: 'Employee Onboarding', categories: ['Apparel', 'Drinkware', 'Notebooks & Journals'] }],
  [/\banniversary\b|\bmilestone\b/, { occasion: 'Company Anniversary', categories: ['Awards & Recognition', 'Apparel', 'Drinkware'] }],
  [/\bholiday\b|\bchristmas\b|\byear-end\b|\bseasonal\b/, { occasion: 'Holiday Gifting', categories: ['Food & Beverage', 'Drinkware', 'Outdoor & Sports'] }],
  [/\bappreciation\b|\bthank(?:-| )?you\b|\bloyalty\b/, { occasion: 'Client Appreciation', categories: ['Drinkware', 'Tech', 'Bags'] }],
  [/\blaunch\b|\bnew product\b|\bopening\b/, { occasion: 'Product Launch', categories: ['Tech', 'Apparel', 'Drinkware'] }],
  [/\bwellness\b|\bhealth week\b/, { occasion: 'Wellness Program', categories: ['Health & Wellness', 'Drinkware', 'Outdoor & Sports'] }],
  [/\brecognition\b|\bawards? (?:night|ceremony)\b/, { occasion: 'Employee Recognition', categories: ['Awards & Recognition', 'Tech', 'Apparel'] }],
  [/\bfundrais\w*|\bgala\b|\bcharity\b|\bdonors?\b/, { occasion: 'Fundraising Event', categories: ['Apparel', 'Drinkware', 'Keychains & Lanyards'] }],
  [/\bcareer fairs?\b|\brecruit\w*/, { occasion: 'Recruiting Event', categories: ['Apparel', 'Writing Instruments', 'Keychains & Lanyards'] }],
];

const AUDIENCE_RULES: Rule<string>[] = [
  [/\bnew hires?\b/, 'new hires'],
  [/\bemployees?\b|\bstaff\b|\bteam members?\b|\bworkforce\b/, 'employees'],
  // (Whose clients: the rep's own word for the buyer, 'Client email:', 'the client wants', is no audience.)
  [/\b(?:our|their|your|his|her|its|for|to|with) (?:[a-z-]+ )?clients?\b|\bcustomers?\b/, 'clients'],
  [/\bcoach(?:es)?\b/, 'coaches'],
  [/\battendees?\b|\bvisitors?\b|\bguests?\b/, 'event attendees'],
  [/\bstudents?\b|\balumni\b/, 'students'],
  [/\bvolunteers?\b/, 'volunteers'],
  [/\bdonors?\b/, 'donors'],
  [/\bpartners?\b|\bresellers?\b|\bdealers?\b/, 'partners'],
  [/\bexecutives?\b|\bleadership\b|\bboard\b/, 'executives'],
  [/\bpatients?\b/, 'patients'],
  [/\bmembers?\b|\bmembership\b/, 'members'],
  [/\bplayers?\b/, 'players'],
  [/\bathletes?\b/, 'athletes'],
  [/\bfinishers?\b/, 'finishers'],
  [/\bparents?\b|\bfamilies\b/, 'families'],
  [/\bresidents?\b|\bhomeowners?\b|\btenants?\b/, 'residents'],
];

const INDUSTRY_RULES: Rule<string>[] = [
  [/\bhealth ?care\b|\bhospitals?\b|\bmedical\b|\bclinics?\b|\bpharma\w*/, 'Healthcare'],
  [/\btech(?:nology)? (?:company|companies|firm|startup)s?\b|\bsoftware\b|\bsaas\b|\bstartups?\b/, 'Technology'],
  [/\beducation\b|\bschools?\b|\buniversit(?:y|ies)\b|\bcolleges?\b/, 'Education'],
  [/\bfinanc\w*|\bbanks?\b|\binsurance\b|\bcredit unions?\b/, 'Finance'],
  [/\bmanufactur\w*|\bindustrial\b/, 'Manufacturing'],
  [/\bretail\w*|\be-?commerce\b/, 'Retail'],
  [/\bhospitality\b|\bhotels?\b|\brestaurants?\b/, 'Hospitality'],
  [/\bconstruction\b|\bcontractors?\b/, 'Construction'],
  [/\bnon-?profits?\b|\bcharit(?:y|ies)\b/, 'Nonprofit'],
  [/\breal estate\b|\brealtors?\b/, 'Real Estate'],
  [/\blaw firms?\b|\blegal\b/, 'Legal'],
  [/\benergy\b|\butilit(?:y|ies)\b/, 'Energy'],
];

const firstMatch = <T>(text: string, rules: Rule<T>[]): T | null => rules.find(([re]) => re.test(text))?.[1] ?? null;

/** The longest workspace company name that appears in the prompt as whole words. */
export function findCompanyName(prompt: string, companyNames: readonly string[]): string | null {
  const byLength = [...companyNames].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length || a.localeCompare(b));
  return byLength.find((name) => containsWord(prompt, name)) ?? null;
}

/**
 * The client the rep names, as written: 'Deck for Redwood Credit Union: …', 'for Pine Street Bakery's top
 * agents', 'Lakeview Dental wants …', '(client is Northstar Bikes)', 'our client Finch & Poole'.
 * A run of capitalised words; not the deck word, a month or a day.
 */
const NAME = String.raw`((?:[A-Z][\w&.-]*|&)(?: (?:[A-Z][\w&.-]*|&|of|and|the)){0,5})`;
/** Last words of an organisation's name: what the client is. */
const ORGANISATIONS =
  'Hospital|Clinic|Bank|Church|Parish|Club|School|Academy|University|College|LLP|LLC|Inc|Group|Dental|Realty|Brewing|Brewery|Winery|Fitness|' +
  'Builders|Construction|Analytics|Labs|Security|Rescue|Library|League|Hotel|Center|Centre|Foundation|Society|Association|Credit Union|Institute|' +
  'Software|Orthodontics|Pediatrics|Marina|Museum|Roofing|Plumbing|Bakery|Farms?|Gym|Taproom|Brewpub|Distillery|Cooperative|Co-op|Agency|Studios?|' +
  'Landscaping|Electric|Logistics|Freight|Lines|Motors|Dealership|Salon|Spa|Vineyards?|Orchards?|Cellars|District';
const CLIENT_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\bclient(?: is|:)? ${NAME}`),
  // …also when the occasion follows in lower case: 'deck for the Harbor Lane Dental open house: …'.
  new RegExp(String.raw`\b(?:[Dd]eck|[Pp]resentation|[Pp]roposal)s? (?:for|to) (?:the )?${NAME}(?:'s\b|:| -| —|,| \(| to| about| with|$|(?= [a-z]))`),
  // 'for Lakeview Dental's staff', 'for Brookside Builders' crews'.
  new RegExp(String.raw`\bfor (?:the )?${NAME}(?:'s\b|(?<=s)'(?= ))`),
  new RegExp(String.raw`^${NAME} (?:wants|needs|would like|is looking|asked)\b`),
  // 'Deck: Harbor Lane Dental new-patient kits…', 'Harbor Lane Dental open house deck: …'.
  new RegExp(String.raw`\b[Dd]eck(?: from this)?: ${NAME}(?= [a-z])`),
  new RegExp(String.raw`^${NAME} (?:[a-z][\w-]* ){0,3}(?:deck|presentation|proposal)\b`),
  // A clause that starts with the client doing something: '…, as agreed, Harbor Lane Dental will host…'.
  new RegExp(String.raw`(?:^|[.,;:!?] )([A-Z][\w&.-]*(?: (?:[A-Z][\w&.-]*|&|of|and|the)){1,5}) (?:will|wants|needs|would like|plans to|is hosting|hosts)\b`),
  // Forwarded: 'a note from Dana at Harbor Lane Dental'.
  new RegExp(String.raw`\b(?:from|with) [A-Z][a-z]+(?: [A-Z][a-z]+)? at ${NAME}`),
  // A signature's organisation after its writer's title: 'Office Manager | Harbor Lane Dental | 555-…'.
  new RegExp(String.raw`\b(?:Director|Manager|Coordinator|Lead|Owner|President|Founder|Officer|Chair|Head|Administrator|Organizer|Principal|Partner)(?:,| \||) ${NAME}(?=,| \||\s*$| \d| [a-z+(])`),
  // The brief opens with the client: 'Granite Peak Dental — patient kits…', 'Oakridge Rowing Club, regatta…',
  // 'Kestrel (minor league hockey) — …', 'Kestrel is exhibiting at …'.
  new RegExp(String.raw`^${NAME}(?= —| –| - | \/ |:|, [a-z]| \(| is\b| has\b| just\b)`),
  // …or with what the order is for right after it, in lower case: 'Teamsters Local 88 retirement dinner, May 3 — …'.
  new RegExp(String.raw`^([A-Z][\w&.-]*(?: (?:[A-Z][\w&.-]*|\d+|&|of|and|the)){1,5})(?= [a-z][\w'-]*(?: [a-z][\w'-]*){0,3}(?:,| —| –| - |:))`),
  // Somewhere in the brief, the client doing something: 'ok so Copper Kettle Bakery wants…'.
  new RegExp(String.raw`\b${NAME} (?:wants|needs|would like|is exhibiting|is hosting|is running|is doing|is planning|is celebrating|is opening|is throwing)\b`),
];
/**
 * A name that ends with what the client is: '… Community Church', '… Savings Bank', '… LLP', '… Country Club'.
 * The last such name, the signature's (a rep's note above may name another company), that names no event
 * ('Midwest Dental Expo').
 */
const ORGANISATION_NAME = new RegExp(String.raw`(?:\bThe )?\b((?:[A-Z][\w&.'-]*|&) (?:(?:[A-Z][\w&.'-]*|&|of|for|and|the) ){0,4}(?:${ORGANISATIONS}))\b(?! (?:Expo|Summit|Conference|Convention|Gala|Fair|Festival|Show|Classic|Open|Tournament|Awards?))`, 'g');
/** The last word of an occasion's short name, not a client's: 'Holiday Party', 'Spring Gala' (not 'Cedar Creek Running Festival'). */
const AN_OCCASION = /^(?:Party|Gala|Picnic|Fair|Festival|Expo|Conference|Dinner|Luncheon|Kickoff|Retreat|Tournament|Week|Day|Night|Weekend|Sale|Drive|Launch|Celebration|Reunion|Summit|Outing|Banquet|Social|Mixer|Gifts?|Kits?|Swag)$/;
const NOT_A_CLIENT = /^(?:I|We|Our|The|A|An|Internal|Note|Notes|FYI|Heads|Reminder|Fwd|Fw|Re|Update|Urgent|PS|Everything|Everyone|Everybody|Nothing|Something|Someone|It|This|That|They|These|Those|He|She|Deck|Need|Quick|Pls|Please|Hi|Hello|Hey|Dear|Thanks|Thank|Regards|Best|Client|From|Subject|Premium|New|As|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tues?(?:day)?|Wed(?:nesday)?|Thu(?:rs?)?(?:day)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)$/;

/** Words of a name written in lower case ('harvest moon bakery', 'keller & sons roofing'). */
const LOWER_WORDS = String.raw`([a-z][a-z&'.-]*(?: (?:[a-z][a-z&'.-]*|&)){0,4})`;
/**
 * A rep's shorthand in lower case: 'cedar row bakery deck - 80 aprons …', 'deck for cedar row bakery — …',
 * 'hey, cedar row bakery wants …'.
 */
const LOWER_CASE_NAMES: readonly RegExp[] = [
  new RegExp(String.raw`^${LOWER_WORDS} (?:deck|presentation|proposal|pitch)(?= -| —| –|:|,)`),
  new RegExp(String.raw`\b(?:deck|presentation|proposal|pitch) (?:for|to) ${LOWER_WORDS}(?= —| –| - |:|,|\?|\.|$|'s\b)`),
  new RegExp(String.raw`^(?:(?:hey|hi|ok|so|fyi)[,!]?\s+)?${LOWER_WORDS} (?:wants|needs|would like|is looking|asked)\b`),
];
/** Words of such an opening that are not a name: 'quick deck', 'open house deck', 'holiday swag deck', 'we want'. */
const NOT_NAME_WORDS = new Set(
  ('a an the my our your their his her this that new quick another second draft short simple big small sales pitch client clients customer need needs ' +
    'pls please hi hey hello re fwd for to open house event trade show booth gala party onboarding welcome kit kits swag gift gifts holiday christmas ' +
    'year-end spring summer fall autumn winter i we they he she it you everyone someone somebody everybody team boss crew staff them us me ' +
    'can could would will u build make do get send put together some any').split(' '),
);

export function clientNamed(prompt: string): string | null {
  const text = prompt.replace(/\s+/g, ' ').trim().slice(0, 4000);
  const firstLine = prompt.split('\n').find((l) => l.trim()) ?? '';
  for (const re of CLIENT_PATTERNS) {
    const m = re.exec(re.source.startsWith('^') ? firstLine.trim() : text);
    const name = m ? nameOf(m[1]) : null;
    if (name) return name;
  }
  // (Line by line: a signature's title above the company, 'Marcus Lee, DDS', is not part of its name.)
  const organisations = prompt
    .slice(0, 4000)
    .split('\n')
    .flatMap((line) => [...line.replace(/\s+/g, ' ').matchAll(ORGANISATION_NAME)].map((m) => nameOf(m[1]!)))
    .filter((n): n is string => n !== null);
  if (organisations.length) return organisations[organisations.length - 1]!;
  for (const re of LOWER_CASE_NAMES) {
    const lower = re.exec(firstLine.trim().slice(0, 300));
    if (!lower || lower[1].split(' ').some((w) => NOT_NAME_WORDS.has(w))) continue;
    const name = nameOf(lower[1].replace(/(?<![.'-])[.'-]+$/, '').replace(/(^|[ &-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase()));
    if (name) return name;
  }
  return nameOfSendersDomain(text);
}

/** A run of capitalised words as a client's name: trailing joiners dropped; null for a greeting, a month… */
function nameOf(run: string): string | null {
  const words = run.split(' ');
  while (words.length > 1 && /^(?:of|and|the|&)$/.test(words[words.length - 1])) words.pop();
  const name = words.join(' ').trim();
  // (A heading in capitals, 'INVITATION TO BID', is no name.)
  const heading = words.length > 1 && words.every((w) => !/[a-z]/.test(w));
  return name.length > 1 && !heading && !NOT_A_CLIENT.test(words[0]) && !(words.length <= 2 && AN_OCCASION.test(words[words.length - 1])) ? name.replace(/^\w/, (c) => c.toUpperCase()) : null;
}

const FREE_MAIL = new Set(['gmail', 'googlemail', 'yahoo', 'outlook', 'hotmail', 'live', 'icloud', 'me', 'aol', 'proton', 'protonmail', 'gmx', 'mail', 'example']);
const NAME_RUNS = new RegExp(NAME, 'g');

/** The organisation whose name spells the writer's email domain ('…@harborlanedental.com' and 'Harbor Lane Dental'). */
function nameOfSendersDomain(text: string): string | null {
  const domains = [...text.matchAll(/@([a-z\d-]+)\.[a-z.]{2,}/gi)].map((m) => m[1].toLowerCase()).filter((d) => !FREE_MAIL.has(d));
  if (!domains.length) return null;
  for (const m of text.matchAll(NAME_RUNS)) {
    const words = m[1].split(' ');
    // The run or its first words ('Harbor Lane Dental Group' for harborlanedental.com).
    for (let n = words.length; n >= 2; n--) {
      const spelt = words.slice(0, n).join('').toLowerCase().replace(/[^a-z\d]/g, '');
      if (domains.includes(spelt)) return nameOf(words.slice(0, n).join(' '));
    }
  }
  return null;
}

/** People an order is for, as briefs name them. */
const PEOPLE =
  'new hires|hires|employees|staff|team members|teachers|nurses|doctors|physicians|patients|students|kids|children|parents|families|members|' +
  'volunteers|donors|guests|attendees|visitors|customers|clients|partners|agents|brokers|realtors|reps|drivers|technicians|engineers|developers|devs|' +
  'instructors|coaches|players|athletes|runners|finishers|golfers|participants|sponsors|executives|managers|directors|leaders|' +
  'graduates|alumni|riders|residents|readers|interns|crews|franchisees|dealers|retirees|seniors|veterans|firefighters|officers|winners|' +
  'foremen|homeowners|homebuyers|buyers|tenants|guest|patients|patient|subscribers|(?<!(?:hand|desk|folding|paper|electric|mini|handheld|usb|neck|cooling) )fans|spectators|supporters|shoppers|travelers|travellers|' +
  'passengers|associates|techs|paralegals|attorneys|lawyers|bankers|tellers|hygienists|caregivers|clinicians|therapists|chaperones|campers|' +
  'growers|farmers|ranchers|exhibitors|vendors|boaters|slip holders|anglers|climbers|cyclists|swimmers|rowers|paddlers|hikers|policyholders|crew';
const AUDIENCE_PHRASE = new RegExp(String.raw`\b(?:for|to|with|give|hand|gift|thank|reward|welcome|equip)\s+(?:[a-z\d,~'&-]+\s+){0,4}?((?:[a-z-]+\s+)?(?:${PEOPLE}))\b`);
const COUNTED_PEOPLE = new RegExp(String.raw`(?:~|\b)\d[\d,]*\s+(?!(?:per|a|an|each)\s)((?:[a-z-]+\s+)?(?:${PEOPLE}))\b`);
/** 'their site leads get a kit', 'our nurses will receive': the people who get what is ordered. */
const PEOPLE_GET = new RegExp(String.raw`\b(?:their|our|the|your)\s+((?:[a-z-]+\s+)?(?:${PEOPLE}))\s+(?:get|gets|receive|receives|will get|will receive|each get)\b`);
/** 'runner swag', 'new-member welcome kits', '$12 per member': one of the people, named with what they get. */
const ONE_PERSON = 'member|guest|attendee|student|teacher|nurse|patient|employee|client|customer|volunteer|donor|runner|player|golfer|graduate|intern|hire';
const ONE_OF_THEM = new RegExp(String.raw`\b((?:new-)?(?:${ONE_PERSON}|fan|sponsor|crew))(?:\s+(?:swag|gifts?|gear|kits?|giveaways?|welcome kits?|packs?|bags?)|\s*$)`);
/** ('a fan' is no person here: hand fans are a product.) */
const PER_ONE = new RegExp(String.raw`\b(?:per|each|every|a)\s+((?:new[- ])?(?:${ONE_PERSON}))\b`);
/** The people a singular names ('runner', 'new-member'), in the plural as a deck says them. */
const peopleOf = (one: string) => `${one.replace(/-/g, ' ')}s`;
const NOT_DESCRIBING = /^(?:and|or|of|the|for|per|a|an|our|their|your|all|each|every|some|about|around|roughly|over|under|with|to|[a-z-]+'s|\d[\d,]*)\s+/;

/** A capitalised word, as a name's words are written. */
const CAPITALISED = /^[A-Z][\w'&-]*$/;

/**
 * Whether the words at [start, end) of `original` are the end of a name, not people: they and the
 * word before them capitalised ('Summit Wealth Partners', 'Lakeside Members Credit Union'), or the
 * word after them.
 */
function insideName(original: string, start: number, end: number): boolean {
  const words = original.slice(start, end).split(' ');
  if (!words.every((w) => CAPITALISED.test(w))) return false;
  const before = original.slice(Math.max(0, start - 40), start).trimEnd().split(' ').pop() ?? '';
  let after = original.slice(end, end + 40).trimStart().split(' ')[0];
  while (after && '.,;:!?'.includes(after[after.length - 1])) after = after.slice(0, -1);
  return CAPITALISED.test(before) || CAPITALISED.test(after);
}

/**
 * Who the order is for, in the brief's words ('teachers', 'top agents', 'new hires'), or null.
 * `text` is the brief in lower case with its spaces collapsed; `original`, the same before lower
 * casing, tells people from the last words of a client's name ('for Summit Wealth Partners').
 */
export function audienceNamed(text: string, original = text): string | null {
  for (const pattern of [AUDIENCE_PHRASE, COUNTED_PEOPLE, PEOPLE_GET]) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const words = m[1].replace(NOT_DESCRIBING, '').trim();
      const start = m.index + m[0].lastIndexOf(words);
      if (!insideName(original, start, start + words.length)) return words;
    }
  }
  const one = ONE_OF_THEM.exec(text) ?? PER_ONE.exec(text);
  return one ? peopleOf(one[1]) : null;
}

/** The kind of people the brief is for ('employees', 'partners'), from a word not inside a name, or null. */
function audienceKind(text: string, original: string): string | null {
  for (const [pattern, kind] of AUDIENCE_RULES) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      if (!insideName(original, m.index, m.index + m[0].length)) return kind;
    }
  }
  return null;
}

/** Reads a prompt; `companyNames` are the workspace's pipeline companies. */
export function parsePresentationPrompt(prompt: string, companyNames: readonly string[] = []): PresentationRequest {
  const spaced = prompt.replace(/\s+/g, ' ');
  const text = spaced.toLowerCase();
  // Lower casing keeps the length of nearly every text; where it does not, nothing is read as a name.
  const original = spaced.length === text.length ? spaced : text;
  const companyName = findCompanyName(prompt, companyNames);
  const clientName = clientNamed(prompt);
  // The client's own name is no occasion ('Summit Dental Group' holds no summit); it may say the industry.
  const withoutClient = [companyName, clientName].reduce<string>((t, name) => (name ? t.split(name.toLowerCase()).join(' ') : t), text);
  return {
    companyName,
    clientName,
    industry: firstMatch(text, INDUSTRY_RULES),
    occasion: firstMatch(withoutClient, OCCASION_RULES)?.occasion ?? null,
    // Who it is for in the brief's own words ('teachers', 'top agents'), else the kind of people.
    audience: audienceNamed(text, original) ?? audienceKind(text, original),
  };
}

/** Categories that fit an occasion, for prompts that name no products. */
export function occasionCategories(occasion: string | null): string[] {
  return OCCASION_RULES.find(([, o]) => o.occasion === occasion)?.[1].categories ?? [];
}
