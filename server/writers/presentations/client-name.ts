// The client a deck brief names: written after 'deck for', in a CRM note's label, in a heading, a
// signature or an email domain (presentations/prompt.ts reads the rest of who and why).

const DAYS_AND_MONTHS = String.raw`(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)`;
/** A name as a label's value holds it: capitalised words, an apostrophe ('St. Brigid's Academy'), joiners. */
const LABELLED_NAME = String.raw`([A-Z][\w&.'’-]*(?: (?:[A-Z][\w&.'’-]*|&|of|and|the|on|for|at)){0,6})`;
/** A CRM note's or form's label of the account: 'Account: Bluebird Roasters | Stage: …', 'Opportunity: Westfield Agency — Q1 kickoff'. */
const LABELLED = new RegExp(String.raw`^[ \t]*(?:Account|Company|Organi[sz]ation|Org|Opportunity|Customer|Client|Deal|Account name|Lead|Prospect)[ \t]*:[ \t]*${LABELLED_NAME}(?=[ \t]*(?:\||—|–| - |\(|,|;|$))`, 'm');
/** A heading naming the client: 'Meeting notes — Alder Valley Schools', 'Kickoff call - Birch Lane Partners (…)'. */
const HEADING = new RegExp(String.raw`^[ \t]*(?:(?:[A-Z][a-z]+ )?(?:[Mm]eeting|[Cc]all|[Nn]otes?|[Rr]ecap|[Ss]ummary)(?: [a-z]+){0,2})[ \t]*(?:—|–|-|:)[ \t]*${LABELLED_NAME}(?=[ \t]*(?:\(|,|—|–| - |\||$))`, 'm');
/** A signature line of a name and the organisation: '— Dana Reyes, Alder Creek Farm', 'Laura Kim, Harbor Home Care'. */
const SIGNED = /^[ \t]*(?:[—–-][ \t]*)?[A-Z][a-z'’-]+(?: [A-Z]\.)? [A-Z][a-z'’-]+, ((?:[A-Z][\w&.'’-]*|&)(?: (?:[A-Z][\w&.'’-]*|&|of|and|the|on)){1,5})[ \t]*$/m;
/** After an organisation's name on its line: a room or suite of a building, not the client ('Student Center, Room 118'). */
const A_ROOM_AFTER = /^,? (?:Room|Rm|Suite|Ste|Bldg|Building|Floor|Fl|Unit)\b/;

/**
 * The client the rep names, as written: 'Deck for Redwood Credit Union: …', 'for Pine Street Bakery's top
 * agents', 'Lakeview Dental wants …', '(client is Northstar Bikes)', 'our client Finch & Poole'.
 * A run of capitalised words; not the deck word, a month or a day.
 */
const NAME = String.raw`((?:[A-Z][\w&.-]*|&)(?: (?:[A-Z][\w&.-]*|&|of|and|the|on(?= (?!${DAYS_AND_MONTHS})[A-Z]))){0,5})`;
/** Last words of an organisation's name: what the client is. */
const ORGANISATIONS =
  'Hospital|Clinic|Bank|Church|Parish|Club|School|Academy|University|College|LLP|LLC|Inc|Group|Dental|Realty|Brewing|Brewery|Winery|Fitness|' +
  'Builders|Construction|Analytics|Labs|Security|Rescue|Library|League|Hotel|Center|Centre|Foundation|Society|Association|Credit Union|Institute|' +
  'Software|Orthodontics|Pediatrics|Marina|Museum|Roofing|Plumbing|Bakery|Farms?|Gym|Taproom|Brewpub|Distillery|Cooperative|Co-op|Agency|Studios?|' +
  'Landscaping|Electric|Logistics|Freight|Lines|Motors|Dealership|Salon|Spa|Vineyards?|Orchards?|Cellars|District';
const CLIENT_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\bclient(?: is|:)? ${NAME}`),
  // …also when the occasion follows in lower case: 'deck for the Harbor Lane Dental open house: …'.
  new RegExp(String.raw`\b(?:[Dd]eck|[Pp]resentation|[Pp]roposal)s? (?:for|to) (?:the )?${NAME}(?:'s\b|:| -| —|,| \(| to| about| with|$|(?= [a-z])|(?= \p{Extended_Pictographic}))`, 'u'),
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
/** A mail's labels before a name, in any case ('RE:', 'Fwd', 'ATTN'): checked on the first word capitalised. */
const MAIL_LABEL = /^(?:Re|Fw|Fwd|Cc|Attn)$/;
const NOT_A_CLIENT = /^(?:I|We|Our|The|A|An|Internal|Note|Notes|FYI|Heads|Reminder|Update|Urgent|PS|Everything|Everyone|Everybody|Nothing|Something|Someone|It|This|That|They|These|Those|He|She|Deck|Need|Quick|Pls|Please|Hi|Hello|Hey|Dear|Thanks|Thank|Regards|Best|Client|From|Subject|Premium|New|As|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tues?(?:day)?|Wed(?:nesday)?|Thu(?:rs?)?(?:day)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)$/;

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
  const head = prompt.slice(0, 4000);
  for (const re of [LABELLED, HEADING]) {
    const m = re.exec(head);
    const name = m ? nameOf(m[1]!) : null;
    if (name) return name;
  }
  for (const re of CLIENT_PATTERNS) {
    const m = re.exec(re.source.startsWith('^') ? firstLine.trim() : text);
    const name = m ? nameOf(m[1]) : null;
    if (name) return name;
  }
  const signed = SIGNED.exec(head.split('\n').filter((l) => !/^\s*>/.test(l)).join('\n'));
  const signedName = signed ? nameOf(signed[1]!) : null;
  if (signedName && /[a-z]/.test(signedName)) return signedName;
  // (Line by line: a signature's title above the company, 'Marcus Lee, DDS', is not part of its name.)
  const organisations = head
    .split('\n')
    .flatMap((line) =>
      [...line.replace(/\s+/g, ' ').matchAll(ORGANISATION_NAME)].filter((m) => !A_ROOM_AFTER.test(line.replace(/\s+/g, ' ').slice(m.index + m[0].length))).map((m) => nameOf(m[1]!)),
    )
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
  const first = words[0]!.length > 1 ? words[0]![0] + words[0]!.slice(1).toLowerCase() : words[0]!;
  return name.length > 1 && !heading && !NOT_A_CLIENT.test(words[0]) && !MAIL_LABEL.test(first) && !(words.length <= 2 && AN_OCCASION.test(words[words.length - 1])) ? name.replace(/^\w/, (c) => c.toUpperCase()) : null;
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
