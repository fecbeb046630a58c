/**
 * What in a client's email is not the request: the greeting line, the sign-off and the signature under it (name,
 * title, company, street address, phone), and the street addresses, suite numbers, phone numbers
 * and ZIP codes written anywhere ('drop-off at 77 Quarry Rd'). Their numbers are
 * never quantities, their words never products. Everything else is kept as written.
 */

/** A line that closes a message: 'Thanks!', 'Best,', 'Kind regards,', 'Cheers, Mark', '--'. */
const SIGN_OFF =
  /^(?:-- ?|—|(?:many |thanks? |big )?thanks?(?: (?:so much|a lot|again|in advance|for (?:your|the) help))?|thank you(?: (?:so much|in advance|for (?:your|the) help))?|thx|ty|best(?: wishes| regards)?|all the best|(?:kind |warm |warmest |best )?regards|warmly|cheers|sincerely(?: yours)?|yours(?: truly)?|talk soon|respectfully|appreciate it)[!.,]*(?: [A-Za-z]+[!.,]*)?$/i;

const STREET =
  /\b\d{1,6}(?: [NSEW]\.?)?(?: [A-Z0-9][\w.'&-]*){1,4} (?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Pkwy|Parkway|Way|Ln|Lane|Ct|Court|Pl|Place|Hwy|Highway|Plaza|Sq|Square|Ter|Terrace|Cir|Circle)\b\.?/g;
const UNIT = /\b(?:suite|ste|floor|fl|unit|apt|room|rm|po box|p\.o\. box)\.? ?#? ?\d+[a-z]?\b/gi;
const PHONE = /(?:\+?1[ .-]?)?\(?\b\d{3}\)?[ .-]?\d{3}[ .-]\d{4}\b/g;
const ZIP = /\b[A-Z]{2} \d{5}(?:-\d{4})?\b/g;

const blank = (s: string) => ' '.repeat(s.length);

/** A person's name on a line of its own: 'Ana Lima', 'Dr. Ray Cole, DVM', 'Jo O'Hara | Head Coach'. */
const NAME_LINE = /^(?:(?:Dr|Mr|Mrs|Ms|Fr|Rev)\.? )?[A-Z][a-z'’]+(?: [A-Z]\.)?(?: [A-Z][A-Za-z'’]+(?:-[A-Za-z'’]+)?){1,2}(?: ?[,|–—-].*)?$/;

/** A name, then the company: 'Ana, Still Water Yoga', 'Ray Cole – Cole & Sons'. */
const NAME_AND_COMPANY = /^[A-Z][a-z'’]+(?: [A-Z][a-z'’]+)? ?[,|–—-] ?[A-Z][\w&'’.]*(?: [A-Z&][\w&'’.]*){0,5}$/;

/**
 * A sign-off in the writer's own words ('Onward,', 'Go Hawks!', 'Stay dry,'): a line of one to
 * three words ending in a comma or an exclamation mark, with a name on the next line that has words.
 */
function signsOff(lines: readonly string[], at: number): boolean {
  // (Any alphabet's letters: 'Sláinte,', 'Saludos,'.)
  if (!/^\p{L}[\p{L}'’]*(?: [\p{L}'’]+){0,2}[,!]$/u.test(lines[at].trim())) return false;
  let next = at + 1;
  while (next < lines.length && !lines[next].trim()) next++;
  return next < lines.length && NAME_LINE.test(lines[next].trim());
}

/** A greeting line that opens a message: 'Hi Jenna,', 'Hello,', 'Good morning team!'. */
const GREETING = /^\s*(?:hi|hello|hey|hiya|dear|greetings|howdy|good (?:morning|afternoon|evening))\b[^\n,!.:]{0,40}[,!.:]?[ \t]*\n/i;

/** A postscript's opening: 'P.S.', 'PS —', 'P.S.:'. */
const POSTSCRIPT = /^\s*p\.?\s?s\b\.?\s*[:—–-]?/i;
/** Words of an order for another time, or of a thought rather than a request. */
const ANOTHER_TIME = /\b(?:probably|maybe|perhaps|might|later|next (?:year|time|month|quarter|season|spring|summer|fall|autumn|winter)|another time|down the road|in the future|eventually|can wait|conversation for|loved|enjoyed)\b/i;

export function withoutSignature(request: string): string {
  const lines = request.replace(GREETING, (m) => ' '.repeat(m.length - 1) + '\n').split('\n');
  // Only after something was asked: a message that opens with 'Thanks!' is not over.
  const opens = lines.findIndex((l) => l.trim());
  const close = lines.findIndex((line, i) => opens >= 0 && i > opens && line.trim().length <= 40 && (SIGN_OFF.test(line.trim()) || signsOff(lines, i)));
  // Without a sign-off, a last line of its own that is a name and a company ('Claire, Bottle Creek Vineyards') signs it.
  const last = lines.findLastIndex((l) => l.trim());
  const signed = close < 0 && last > 1 && !lines[last - 1].trim() && NAME_AND_COMPANY.test(lines[last].trim()) ? last : close;
  // A postscript under the signature is the writer's again ('P.S. They must be recyclable.').
  // (Not one that talks of another time: 'PS: we may want caps next spring, but that can wait'.)
  const ps = signed < 0 ? -1 : lines.findIndex((l, i) => i > signed && POSTSCRIPT.test(l) && !ANOTHER_TIME.test(lines.slice(i).join(' ')));
  const body = signed < 0 ? request : [...lines.slice(0, signed), ...(ps < 0 ? [] : ['', ...lines.slice(ps)])].join('\n');
  return body.replace(STREET, blank).replace(UNIT, blank).replace(PHONE, blank).replace(ZIP, blank);
}
