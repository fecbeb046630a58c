import { escapeRegExp } from '../regexp.js';

// What client-facing text (a message, a deck) must never carry, in one place: the rep's internal
// guidance (next steps, pitch notes, instructions about the reader in the third person), what a
// distributor keeps from its clients (supplier names, supplier item numbers, costs), the "our
// company" placeholder, a buying signal pasted word for word, and British spellings when the
// brand writes US English (docs/product.md#messages). The model-written path removes what these
// find; the writer evaluation counts them.

export interface ClientTextContext {
  /** The rep's guidance lines (next steps, pitch notes). */
  guidance?: readonly string[];
  /** Supplier names and supplier item numbers of the products the text quotes. */
  supplierNames?: readonly string[];
  itemNumbers?: readonly string[];
  /** Signal summaries that must be told in the writer's words, not pasted. */
  signalSummaries?: readonly string[];
  /** The sender's company, which may appear in place of a placeholder. */
  senderCompany?: string | null;
}

export interface Leak {
  kind: 'guidance' | 'instruction' | 'supplier' | 'item_number' | 'cost' | 'placeholder' | 'pasted_signal' | 'spelling';
  text: string;
}

/** Sentences a writer addresses to the rep about the reader ("One idea to start: congratulate them…"). */
const INSTRUCTION = [
  /\bone idea to start\b/i,
  /^(?:pitch|offer|suggest|propose|recommend|congratulate|send|reach out|follow up|mention|ask them)\b[^.?!]*\b(?:them|their|the client|the prospect)\b/i,
  /\b(?:pitch|offer|suggest|propose) (?:uniforms|them|their)\b/i,
  /\bnext steps? for the rep\b/i,
];
const PLACEHOLDER = /\b(?:at|from) our company\b|\bour company\b(?! name)|\{(?:company|sender|brand)\}|\[(?:your|company) ?name\]/i;
const COST = /\b(?:our cost|net cost|unit cost to us|cost price|wholesale cost|margin|markup|supplier price)\b/i;

/** British spellings a US-English text must not use, with their US forms. */
export const UK_TO_US: ReadonlyArray<[RegExp, string]> = [
  [/\borganis(e|es|ed|ing|ation|ations)\b/gi, 'organiz$1'],
  [/\brecognis(e|es|ed|ing)\b/gi, 'recogniz$1'],
  [/\bpersonalis(e|es|ed|ing|ation)\b/gi, 'personaliz$1'],
  [/\bcustomis(e|es|ed|ing|ation)\b/gi, 'customiz$1'],
  [/\bfinalis(e|es|ed|ing)\b/gi, 'finaliz$1'],
  [/\bprioritis(e|es|ed|ing)\b/gi, 'prioritiz$1'],
  [/\bemphasis(e|es|ed|ing)\b/gi, 'emphasiz$1'],
  [/\bspecialis(e|es|ed|ing|t|ts)\b/gi, 'specializ$1'],
  [/\bminimis(e|es|ed|ing)\b/gi, 'minimiz$1'],
  [/\bmaximis(e|es|ed|ing)\b/gi, 'maximiz$1'],
  [/\bcolour(s|ful|ed|way|ways)?\b/gi, 'color$1'],
  [/\bfavourite(s)?\b/gi, 'favorite$1'],
  [/\bfavour(s|able)?\b/gi, 'favor$1'],
  [/\bhonour(s|ed|ing)?\b/gi, 'honor$1'],
  [/\bcentre(s)?\b/gi, 'center$1'],
  [/\bcatalogue(s)?\b/gi, 'catalog$1'],
  [/\bjewellery\b/gi, 'jewelry'],
  [/\btyre(s)?\b/gi, 'tire$1'],
  [/\bcheque(s)?\b/gi, 'check$1'],
  [/\bprogramme(s)?\b/gi, 'program$1'],
  [/\bbehaviour(s)?\b/gi, 'behavior$1'],
];

const words = (s: string): string[] => s.toLowerCase().replace(/[^\p{L}\p{N}$.]+/gu, ' ').split(/\s+/).filter(Boolean);

/** The longest run of consecutive words `a` shares with `b`. */
export function longestSharedRun(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  let best = 0;
  const prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    let diag = 0;
    for (let j = 1; j <= y.length; j++) {
      const keep = prev[j];
      prev[j] = x[i - 1] === y[j - 1] ? diag + 1 : 0;
      if (prev[j] > best) best = prev[j];
      diag = keep;
    }
  }
  return best;
}

/** A signal counts as pasted when six or more of its words appear in a row. */
export const PASTED_RUN = 6;

export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether `needle` (two characters or more) appears in `text` as whole words, in any case. */
export const containsWord = (text: string, needle: string): boolean =>
  needle.trim().length > 1 && new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(needle.trim())}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(text);

/** Everything in `text` the client must not read. */
export function clientTextLeaks(text: string, ctx: ClientTextContext = {}): Leak[] {
  const leaks: Leak[] = [];
  for (const sentence of sentencesOf(text)) {
    if (INSTRUCTION.some((re) => re.test(sentence))) leaks.push({ kind: 'instruction', text: sentence });
    if (COST.test(sentence)) leaks.push({ kind: 'cost', text: sentence });
    if (PLACEHOLDER.test(sentence)) leaks.push({ kind: 'placeholder', text: sentence });
  }
  for (const line of ctx.guidance ?? []) if (line.length > 12 && longestSharedRun(text, line) >= PASTED_RUN) leaks.push({ kind: 'guidance', text: line });
  for (const name of ctx.supplierNames ?? []) if (containsWord(text, name)) leaks.push({ kind: 'supplier', text: name });
  for (const num of ctx.itemNumbers ?? []) if (num.length >= 3 && containsWord(text, num)) leaks.push({ kind: 'item_number', text: num });
  for (const summary of ctx.signalSummaries ?? []) if (longestSharedRun(text, summary) >= PASTED_RUN) leaks.push({ kind: 'pasted_signal', text: summary });
  for (const [re] of UK_TO_US) for (const m of text.matchAll(new RegExp(re.source, 'gi'))) leaks.push({ kind: 'spelling', text: m[0] });
  return leaks;
}

/** US spelling for the British forms above. */
export function toUsSpelling(text: string): string {
  return UK_TO_US.reduce((t, [re, us]) => t.replace(re, (m, ...groups: unknown[]) => matchCase(m, us.replace('$1', typeof groups[0] === 'string' ? groups[0] : ''))), text);
}

const matchCase = (original: string, replacement: string): string =>
  original[0] === original[0].toUpperCase() ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;

/**
 * The text without the sentences that leak (for model-written text): a sentence that carries
 * guidance, a supplier, an item number, a cost, a placeholder or a pasted signal is dropped
 * whole; spellings are corrected in place. Paragraph breaks are kept.
 */
export function withoutLeaks(text: string, ctx: ClientTextContext = {}): string {
  const paragraphs = toUsSpelling(text).split(/\n/);
  return paragraphs
    .map((p) =>
      p.trim() === ''
        ? p
        : sentencesOf(p)
            .filter((s) => clientTextLeaks(s, { ...ctx }).every((l) => l.kind === 'spelling'))
            .join(' '),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
