// A buying signal told in the writer's own words, with its age: "the award in January", never the
// detector's summary pasted in. A signal older than the signal window (SIGNAL_MAX_AGE_DAYS) is not
// news any more: the writer does not open with it (docs/product.md#messages).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;

interface Telling {
  /** A noun phrase for the event, without its age: "the award". */
  noun: string;
  /** Whether it is something to congratulate on (an award) rather than to note (a trade show). */
  congratulate: boolean;
}

// Keyed by the signal types of the rule library (contracts/signals.ts); a model may name others.
const TELLINGS: Array<[RegExp, Telling]> = [
  [/award|recogni|honou?r|ranked/i, { noun: 'the award', congratulate: true }],
  [/anniversar|milestone|birthday|centennial/i, { noun: 'the anniversary', congratulate: true }],
  [/contract|deal|tender|new client/i, { noun: 'the new contract', congratulate: true }],
  [/fund|invest|grant|raise|capital/i, { noun: 'the new funding', congratulate: true }],
  [/partner|alliance|collaborat|joint venture/i, { noun: 'the new partnership', congratulate: true }],
  [/launch|release|unveil|debut/i, { noun: 'the launch', congratulate: true }],
  [/office|location|opening|relocat|headquarters|branch|store/i, { noun: 'the new location', congratulate: true }],
  [/expan|acqui|merg|new market|growth/i, { noun: 'the expansion', congratulate: true }],
  [/hir|recruit|headcount|talent|staffing/i, { noun: 'the new roles you are hiring for', congratulate: false }],
  [/trade ?show|expo|exhibit|booth|conference|convention/i, { noun: 'your trade show plans', congratulate: false }],
  [/event|gala|fundrais|festival|tournament|reunion|homecoming|open house/i, { noun: 'your event', congratulate: false }],
];

export interface SignalFacts {
  signalType: string;
  /** When the event happened (ISO), as the source dates it; null when undated. */
  occurredAt: string | null;
}

export interface SignalNews {
  /** "the award in January" (dated, recent) or "the award" (undated). */
  news: string;
  congratulate: boolean;
}

/** Whether the event is inside the signal window (an undated signal counts as current). */
export function isRecentSignal(signal: SignalFacts, today: Date, maxAgeDays: number): boolean {
  if (!signal.occurredAt) return true;
  const at = new Date(signal.occurredAt).getTime();
  if (Number.isNaN(at)) return true;
  return today.getTime() - at <= maxAgeDays * DAY;
}

/** "in January", or "in December 2025" when the month alone would read as this year's. */
export function ageWords(occurredAt: string | null, today: Date): string | null {
  if (!occurredAt) return null;
  const at = new Date(occurredAt);
  if (Number.isNaN(at.getTime())) return null;
  const month = MONTHS[at.getUTCMonth()];
  return at.getUTCFullYear() === today.getUTCFullYear() || at.getUTCMonth() > today.getUTCMonth() ? `in ${month}` : `in ${month} ${at.getUTCFullYear()}`;
}

/** The signal as news to open with, or null when it is too old to open with. */
export function signalNews(signal: SignalFacts, today: Date, maxAgeDays: number): SignalNews | null {
  if (!isRecentSignal(signal, today, maxAgeDays)) return null;
  const telling = TELLINGS.find(([re]) => re.test(signal.signalType))?.[1] ?? { noun: 'the recent news', congratulate: false };
  const age = ageWords(signal.occurredAt, today);
  return { news: age ? `${telling.noun} ${age}` : telling.noun, congratulate: telling.congratulate };
}
