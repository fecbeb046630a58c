// The directory's activity dated for a given day: each activity's latest occurrence on or before
// it (types.ts: Recurrence), written out as "In March 2027, …", newest first. Stored in the
// database as one line per activity with its recurrence in front ("@45+12 In {when}, …").
import type { DirectoryActivity, Recurrence } from '../../contracts/directory-company.js';

const DAY_MS = 86_400_000;

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** What dating needs of an activity (the stored form has no kind). */
type Datable = Pick<DirectoryActivity, 'recurs' | 'text'>;

/** The day (UTC midnight) the activity last happened on or before `now`. */
export function occurrenceOf(recurs: Recurrence, now: Date): Date {
  const today = Math.floor(now.getTime() / DAY_MS);
  if ('everyDays' in recurs) {
    const since = (((today - recurs.phase) % recurs.everyDays) + recurs.everyDays) % recurs.everyDays;
    return new Date((today - since) * DAY_MS);
  }
  const year = now.getUTCFullYear();
  const thisYear = Date.UTC(year, recurs.month - 1, recurs.day);
  return new Date(thisYear <= today * DAY_MS ? thisYear : Date.UTC(year - 1, recurs.month - 1, recurs.day));
}

/** The activity's sentence as read on `now`, with the day it happened. */
export function datedSentence(activity: Datable, now: Date): { at: Date; sentence: string } {
  const at = occurrenceOf(activity.recurs, now);
  const year = at.getUTCFullYear();
  const sentence = activity.text
    .replace('{when}', `${MONTH_NAMES[at.getUTCMonth()]} ${year}`)
    .replaceAll('{year}', String(year))
    .replace(/\{nth:(\d{1,4})\}/, (_, founded: string) => ordinal(Math.max(1, year - Number(founded))));
  return { at, sentence };
}

/** The company's recent activity as read on `now`: dated sentences, newest first. */
export function activityOn(activities: readonly Datable[], now: Date): string[] {
  return activities
    .map((a) => datedSentence(a, now))
    .sort((x, y) => y.at.getTime() - x.at.getTime())
    .map((x) => x.sentence);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** One line per activity, its recurrence in front: what the directory table stores. */
export function encodeActivity(activities: readonly Datable[]): string {
  return activities
    .map(({ recurs, text }) => `@${'everyDays' in recurs ? `${recurs.everyDays}+${recurs.phase}` : `${pad(recurs.month)}-${pad(recurs.day)}`} ${text}`)
    .join('\n');
}

const STORED_LINE = /^@(?:(\d{1,4})\+(\d{1,4})|(\d{2})-(\d{2})) (.+)$/;

/** The stored lines back as activities; null when the text is not in that form (a directory stored with fixed dates). */
export function decodeActivity(stored: string): Datable[] | null {
  const out: Datable[] = [];
  for (const line of stored.split('\n')) {
    const m = STORED_LINE.exec(line);
    if (!m) return null;
    const recurs: Recurrence = m[1] ? { everyDays: Math.max(1, Number(m[1])), phase: Number(m[2]) } : { month: Number(m[3]), day: Number(m[4]) };
    out.push({ recurs, text: m[5] });
  }
  return out;
}

/** The stored activity text as read on `now` (text in another form is returned as it is). */
export function storedActivityOn(stored: string | null, now: Date): string | null {
  if (!stored) return stored;
  const activities = decodeActivity(stored);
  return activities ? activityOn(activities, now).join('\n') : stored;
}
