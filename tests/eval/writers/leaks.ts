/**
 * The writer evaluation's own reading of what a client-facing text (a prospecting message or a deck
 * for a client of a promotional-products distributor) must never carry, written from the product's
 * public rules only (docs/product.md#messages, #presentations, #proposals) and sharing no code with
 * the writers it judges. Every check walks the text a fixed number of times: words are compared as
 * sets of word runs, and the few regular expressions have no nested or overlapping repetition.
 */

export type LeakKind = 'guidance' | 'instruction' | 'supplier' | 'item_number' | 'cost' | 'placeholder' | 'pasted_signal' | 'spelling';
export interface Leak {
  kind: LeakKind;
  /** What was found, as the reader would see it (or the words copied). */
  text: string;
}
export interface LeakSources {
  /** The lines the writer returned to the rep beside the text: next steps and pitch notes. */
  guidance: string[];
  /** Suppliers and their item numbers: what a distributor keeps from its clients. */
  supplierNames: string[];
  itemNumbers: string[];
  /** The buying signals' summaries the text rests on: to be retold, not pasted. */
  signalSummaries: string[];
}

/** A guidance line shares this many words in a row with the text: copied. */
export const GUIDANCE_RUN = 6;
/** A signal summary shares this many words in a row with the text: pasted. */
export const SIGNAL_RUN = 8;
/** Lines shorter than the run are copied only when whole, and only from this many words up. */
const SHORTEST_LINE = 4;

/** Lower-case words, with a price or a number such as "$1,250.00" or "it's" kept as one word. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[‘’`]/g, "'").match(/[a-z0-9$]+(?:['.,][a-z0-9]+)*/g) ?? [];
}

/** The first run of `n` consecutive words of `line` that also occurs in the text (whole `line` when shorter). */
function copiedRun(line: string[], textRuns: Set<string>, textJoined: string, n: number): string | null {
  if (line.length < n) {
    if (line.length < SHORTEST_LINE) return null;
    const whole = line.join(' ');
    return textJoined.includes(` ${whole} `) ? whole : null;
  }
  for (let i = 0; i + n <= line.length; i++) {
    const run = line.slice(i, i + n).join(' ');
    if (textRuns.has(run)) return run;
  }
  return null;
}

function runsOf(words: string[], n: number): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  return runs;
}

/** Whole-word, case-insensitive occurrence of a phrase (compared as word sequences). */
function hasPhrase(textJoined: string, phrase: string): boolean {
  const w = wordsOf(phrase);
  return w.length > 0 && textJoined.includes(` ${w.join(' ')} `);
}

// Sentences that speak to the rep about the reader: an instruction verb opening the sentence, the
// reader named in the third person right after it ("Pitch them…", "Suggest their team…"). A client
// text says "you"; "them" after a verb like "give" or "show" is as often the products, so those
// verbs count only with "their".
/** Verbs no client text opens a sentence with. */
const REP_ONLY_VERBS = new Set(['pitch', 'congratulate', 'upsell']);
/** Verbs whose object is a person: "them", "their" or "they" after them is the reader. */
const PEOPLE_VERBS = new Set(['suggest', 'recommend', 'ask', 'tell', 'remind', 'invite', 'thank', 'encourage', 'follow', 'reach', 'call', 'email', 'contact', 'mention', 'convince', 'persuade', 'nudge']);
/** Verbs that speak to the rep only with "their" after them. */
const OTHER_VERBS = new Set(['offer', 'propose', 'send', 'show', 'position', 'frame', 'emphasize', 'highlight', 'reference', 'lead', 'open', 'give', 'bring', 'point', 'note', 'share', 'help', 'get', 'quote', 'tie', 'connect', 'match', 'tailor']);
const THIRD_PERSON = new Set(['them', 'their', 'theirs', 'they', "they're", "they'll", "they've", 'themselves']);
/** How many words after the verb the reader must appear in. */
const READER_WITHIN = 3;
/** Phrases that only an internal note carries. */
const REP_PHRASES = ['one idea to start', 'for the rep', "the rep's", 'pitch note', 'pitch notes', 'next steps for the rep', 'the prospect', "the prospect's", 'internal note', 'internal notes'];

function instructions(text: string, joined: string): string[] {
  const found: string[] = [];
  for (const raw of text.split(/[.!?;:\n•]+/)) {
    const [verb, ...rest] = wordsOf(raw);
    if (verb === undefined) continue;
    const after = rest.slice(0, READER_WITHIN);
    const toRep =
      REP_ONLY_VERBS.has(verb) || (PEOPLE_VERBS.has(verb) && after.some((x) => THIRD_PERSON.has(x))) || (OTHER_VERBS.has(verb) && after.some((x) => x === 'their' || x === 'theirs'));
    if (toRep) found.push(raw.trim());
  }
  for (const p of REP_PHRASES) if (hasPhrase(joined, p)) found.push(p);
  return found;
}

/** What a distributor keeps to itself: its cost and its margin. ("Unit cost" and "cost breakdown" are the client's cost.) */
const COST_PHRASES = ['our cost', 'our costs', 'net cost', 'net costs', 'cost to us', 'wholesale', 'margin', 'margins', 'markup', 'markups', 'mark-up', 'mark up', 'mark-ups', 'supplier price', 'supplier cost', 'distributor price', 'distributor cost', 'profit per unit', 'our profit'];

/**
 * The sender's company left as a stand-in. "Our company" used as a name ("at our company, we…",
 * "our company helps…") is one; "our company's booth" or "our company picnic" (the client's own
 * words, an adjective use) is not.
 */
const NAME_USE_NEXT = new Set(['is', 'has', 'have', 'can', 'will', 'would', 'we', 'helps', 'help', 'offers', 'offer', 'provides', 'specializes', 'and', 'at', 'in', 'of', 'for', 'with', 'to', 'name', 'here']);
function placeholders(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bour company\b/gi)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (/^['’]s\b/i.test(after)) continue;
    const next = /^\s+([A-Za-z]+)/.exec(after)?.[1];
    if (next === undefined || NAME_USE_NEXT.has(next.toLowerCase())) found.push(`${m[0]}${next ? ` ${next}` : ''}`);
  }
  for (const m of text.matchAll(/\{[A-Za-z_ ]{1,40}\}/g)) found.push(m[0]);
  for (const m of text.matchAll(/\[[^[\]\n]{1,40}\]/g)) if (/\b(?:your|name|company|insert|sender|title)\b/i.test(m[0])) found.push(m[0]);
  return found;
}

// British spellings, where the brand writes US English. Word lists, not patterns: "-ise" alone is
// no mark (advertise, merchandise, expertise, promise are US spellings too).
const BRITISH_WORDS = new Set([
  'catalogue', 'catalogues', 'catalogued', 'programme', 'programmes', 'jewellery', 'centre', 'centres', 'centred', 'metre', 'metres', 'litre', 'litres', 'fibre', 'fibres',
  'lustre', 'calibre', 'mould', 'moulds', 'moulded', 'moulding', 'licence', 'licences', 'defence', 'offence', 'practise', 'practised', 'practising', 'cheque', 'cheques',
  'tyre', 'tyres', 'aluminium', 'enquiry', 'enquiries', 'travelled', 'travelling', 'traveller', 'travellers', 'paediatric', 'paediatrics', 'analyse', 'analysed', 'analysing',
]);
/** "-our" words: colour, colours, colourful, favourite, honoured… */
const OUR_STEMS = ['colour', 'favour', 'honour', 'behaviour', 'labour', 'neighbour', 'flavour', 'humour', 'endeavour', 'rumour', 'vigour', 'odour', 'savour'];
/** Stems whose "-ise/-isation" spelling is British: organise, customised, personalisation… */
const ISE_STEMS = new Set([
  'organ', 'custom', 'personal', 'recogn', 'priorit', 'real', 'maxim', 'minim', 'optim', 'emphas', 'final', 'special', 'util', 'summar', 'memor', 'visual', 'standard',
  'author', 'apolog', 'capital', 'categor', 'modern', 'item', 'central', 'energ', 'familiar', 'character', 'critic', 'sympath', 'harmon', 'local', 'global', 'digit', 'synchron',
  'stabil', 'steril', 'sanit', 'incentiv', 'monet', 'social', 'human', 'decentral', 'revital', 'legal', 'formal', 'normal', 'initial', 'equal', 'vital',
]);
const ISE_ENDINGS = ['isations', 'isation', 'ising', 'ised', 'ises', 'iser', 'isers', 'ise'];

export function isBritishSpelling(word: string): boolean {
  const w = word.toLowerCase();
  if (BRITISH_WORDS.has(w)) return true;
  if (OUR_STEMS.some((s) => w.startsWith(s))) return true;
  const ending = ISE_ENDINGS.find((e) => w.endsWith(e));
  return ending !== undefined && ISE_STEMS.has(w.slice(0, -ending.length));
}

/** Everything internal the client text carries; an empty list is a clean text. */
export function findLeaks(text: string, from: LeakSources): Leak[] {
  const words = wordsOf(text);
  const joined = ` ${words.join(' ')} `;
  const leaks: Leak[] = [];
  const guidanceRuns = runsOf(words, GUIDANCE_RUN);
  for (const line of from.guidance) {
    const run = copiedRun(wordsOf(line), guidanceRuns, joined, GUIDANCE_RUN);
    if (run) leaks.push({ kind: 'guidance', text: run });
  }
  for (const s of instructions(text, joined)) leaks.push({ kind: 'instruction', text: s });
  for (const name of from.supplierNames) if (hasPhrase(joined, name)) leaks.push({ kind: 'supplier', text: name });
  if (hasPhrase(joined, 'supplier') || hasPhrase(joined, 'suppliers')) leaks.push({ kind: 'supplier', text: 'supplier' });
  for (const item of from.itemNumbers) {
    // "RL-806037", "RL 806037", or its number alone when that is long enough to be nothing else.
    const digits = /\d{5,}/.exec(item)?.[0];
    if (hasPhrase(joined, item) || (digits !== undefined && joined.includes(` ${digits} `))) leaks.push({ kind: 'item_number', text: item });
  }
  for (const p of COST_PHRASES) if (hasPhrase(joined, p)) leaks.push({ kind: 'cost', text: p });
  for (const p of placeholders(text)) leaks.push({ kind: 'placeholder', text: p });
  const signalRuns = runsOf(words, SIGNAL_RUN);
  for (const summary of from.signalSummaries) {
    const run = copiedRun(wordsOf(summary), signalRuns, joined, SIGNAL_RUN);
    if (run) leaks.push({ kind: 'pasted_signal', text: run });
  }
  for (const w of new Set(words)) if (isBritishSpelling(w)) leaks.push({ kind: 'spelling', text: w });
  return leaks;
}
