import * as chrono from 'chrono-node/en';
import { SMALL_NUMBERS, type Text } from './text.js';
import { DATE_THAT_WAS, DAY_THAT_WAS, NOT_THE_ORDERS_DAY, RECURRING, SUBMISSION_DUE } from './no-deadline-days.js';
import type { Brief } from './types.js';

/** The deadline asked for — a number of (working) days, a date, the end of the month — and rush. */

const DAY_MS = 86_400_000;

/** Working days (Mon–Fri) after `from` up to and including `from + days`. */
export function businessDaysWithin(from: Date, days: number): number {
  let count = 0;
  for (let i = 1; i <= days; i++) {
    const d = new Date(from.getTime() + i * DAY_MS).getUTCDay();
    if (d !== 0 && d !== 6) count++;
  }
  return count;
}

/** Working days kept for shipping when a delivery date is turned into production days. */
const SHIPPING_DAYS = 3;

/** The shipping days a deadline keeps: none for "produced within 5 days", SHIPPING_DAYS for a delivery date. */
export const shippingDaysOf = (deadline: NonNullable<Brief['deadline']>): number => (deadline.production ? 0 : SHIPPING_DAYS);

/**
 * The production days a deadline leaves: "produced within 5 days" is the production time itself;
 * a delivery date ("delivered by the 9th") leaves its working days less the shipping days, at least one.
 * One rule for every reader of a brief: the assistant's search and the decks' products.
 */
export function productionDaysLeft(deadline: NonNullable<Brief['deadline']>, now: Date): number {
  const working = deadline.businessDays ?? (deadline.production ? deadline.days : businessDaysWithin(now, deadline.days));
  return Math.max(1, working - shippingDaysOf(deadline));
}

/** Calendar days until `businessDays` working days have passed. */
export function calendarDaysFor(from: Date, businessDays: number): number {
  let days = 0;
  let counted = 0;
  while (counted < businessDays) {
    days++;
    const d = new Date(from.getTime() + days * DAY_MS).getUTCDay();
    if (d !== 0 && d !== 6) counted++;
  }
  return days;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Words before a number of days that make it the production time rather than a delivery date. */
const PRODUCTION_WORDS = /\b(?:produc\w*|made|manufactur\w*|ship(?:s|ped)?|turn(?:ed)? ?around|lead time|print(?:ed)?)\b(?:\s+\w+){0,3}\s*$|turnaround|lead time/;

/** Words right after a number of days that make it the production time ('10 days or less production', '7 days to produce'). */
const PRODUCTION_AFTER = /^\s*(?:of\s+|for\s+)?(?:produc\w*|turn ?around|lead time|to (?:produce|make|print|ship))\b/;

/** Holidays on a fixed date, as clients name them. */
const HOLIDAYS: Record<string, string> = { 'christmas eve': 'dec 24', christmas: 'dec 25', 'christmas day': 'dec 25', 'new years eve': 'dec 31', 'new years day': 'jan 1', 'valentines day': 'feb 14', halloween: 'oct 31' };
const HOLIDAY_WANTED = /(\b(?:by|before|until|till|no later than|in time for|ahead of)\s+)(christmas eve|christmas day|christmas|new year['’]?s eve|new year['’]?s day|valentine['’]?s day|halloween)\b/g;

export function readDeadline(t: Text, now: Date): Brief['deadline'] | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const unit = (u: string) => (u.startsWith('w') ? 7 : u.startsWith('mo') ? 30 : 1);
  const until = (month: number, day: number): Brief['deadline'] | null => {
    if (month < 0 || month > 11 || day < 1 || day > 31) return null;
    let target = Date.UTC(now.getUTCFullYear(), month, day);
    if (target < today) target = Date.UTC(now.getUTCFullYear() + 1, month, day);
    return { days: Math.max(0, Math.round((target - today) / DAY_MS)), date: isoDay(target) };
  };
  // 'the board sits the first Monday of each month', 'open every Sunday': what recurs is no deadline.
  while (t.take(RECURRING));
  let m = t.take(new RegExp(String.raw`\b(?:in|within|under|next|ship(?:s|ped)? in|deliver(?:ed)? in|in the next)\s+(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(business\s+|working\s+)?(days?|weeks?|wks?|months?|mos?)\b`));
  // ('10 production days max': production said before 'days'.)
  m ??= t.take(new RegExp(String.raw`\b(\d+)\s*(business\s+|working\s+)?(?:production\s+|prod\s+)?(days?|weeks?|wks?)\s+(?:turnaround|lead time|or less|max(?:imum)?|tops|at most|from now|(?:of\s+)?production(?:\s+(?:max(?:imum)?|time|or less|at most))?)\b`));
  // ('the event is two weeks out', '10 days away', 'two weeks from tomorrow': when it is, from today.)
  m ??= t.take(new RegExp(String.raw`\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(business\s+|working\s+)?(days?|weeks?|wks?)\s+(?:out|away|from (?:today|now|tomorrow))\b`));
  if (m) {
    let relative: NonNullable<Brief['deadline']>;
    const n = SMALL_NUMBERS[m[1]] ?? Number(m[1]);
    const after = t.text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const production =
      PRODUCTION_WORDS.test(t.text.slice(Math.max(0, m.index - 40), m.index)) || /^\s*ship/.test(m[0]) || PRODUCTION_WORDS.test(m[0]) || PRODUCTION_AFTER.test(after)
        ? { production: true }
        : {};
    if (m[2] && !m[3].startsWith('mo')) {
      const business = n * (m[3].startsWith('w') ? 5 : 1);
      const days = calendarDaysFor(now, business);
      relative = { days, businessDays: business, date: isoDay(today + days * DAY_MS), ...production };
    } else {
      const days = n * unit(m[3]);
      relative = { days, date: isoDay(today + days * DAY_MS), ...production };
    }
    // ('from tomorrow': a day later.)
    if (m[0].endsWith('tomorrow')) relative = { ...relative, days: relative.days + 1, date: isoDay(Date.parse(`${relative.date}T00:00:00Z`) + DAY_MS) };
    // 'in 3 weeks, by Tuesday the 8th at the latest': a delivery date said beside it too, the earlier of the two.
    const date = relative.production ? null : readDate(t, now);
    const dated = date ? until(date.month, date.day) : null;
    return dated && dated.days < relative.days ? dated : relative;
  }
  if (t.take(/\b(?:by\s+)?tomorrow\b/)) return { days: 1, date: isoDay(today + DAY_MS) };
  if (t.take(/\b(?:by|for|within)\s+next week\b/)) return { days: 7, date: isoDay(today + 7 * DAY_MS) };
  if (t.take(/\b(?:by\s+)?(?:the\s+)?end of (?:the\s+|this\s+)?month\b/)) {
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
    const days = Math.max(1, Math.round((end - today) / DAY_MS));
    return { days, date: isoDay(end) };
  }
  // 'by Monday the 30th': the day of the month says which Monday (chrono-node would read the next Monday).
  t.text = t.text.replace(WEEKDAY_BEFORE_ORDINAL, (m) => ' '.repeat(m.length));
  // 'Dec 19 (sat)': the weekday in brackets only confirms the date.
  t.text = t.text.replace(WEEKDAY_IN_BRACKETS, (m) => ' '.repeat(m.length));
  // 'Proposals due December 4': when the quote is wanted, not when the products are.
  t.text = t.text.replace(SUBMISSION_DUE, (m) => ' '.repeat(m.length));
  // 'thanks for the call on Friday', 'we spoke last Tuesday': a day that has been.
  t.text = t.text.replace(DAY_THAT_WAS, (m) => ' '.repeat(m.length));
  t.text = t.text.replace(DATE_THAT_WAS, (m) => ' '.repeat(m.length));
  t.text = t.text.replace(NOT_THE_ORDERS_DAY, (m) => ' '.repeat(m.length));
  // 'by Christmas Eve', 'before Valentine's Day': a holiday that falls on a date, written as that date (same length).
  t.text = t.text.replace(HOLIDAY_WANTED, (m, cue: string, name: string) => `${cue}${HOLIDAYS[name.replace(/['’]/g, '').replace(/\s+/g, ' ')]!.padEnd(name.length, ' ')}`);
  const date = readDate(t, now);
  if (date) return until(date.month, date.day);
  // 'need by the 11th', 'before the 3rd': a day of the month alone is the next such day.
  // ('in hands Tuesday the 8th', 'on Sunday the 3rd': the weekday is blanked above.)
  // (A day the products are wanted by before a day something is on: 'the fair on the 9th, so delivered by Monday the 7th'.)
  const ordinal = t.take(DAY_OF_MONTH_WANTED) ?? t.take(DAY_OF_MONTH_ON);
  if (ordinal) {
    const day = Number(ordinal[1]);
    return until(day > now.getUTCDate() ? now.getUTCMonth() : (now.getUTCMonth() + 1) % 12, day);
  }
  return null;
}

/** 'by the 11th', 'in hands the 10th' (a weekday before it blanked), then 'on the 12th': a day of the month alone. */
const dayOfMonth = (cue: string) => new RegExp(String.raw`\b(?:${cue})\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`);
const DAY_OF_MONTH_WANTED = dayOfMonth('by|before|for|until|no later than|in hands?|in-hands|due|needed');
const DAY_OF_MONTH_ON = dayOfMonth('on');

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/**
 * A month said as when something happens ('starting in January', 'for our March launch', 'by early April'), no day with
 * it, or put in brackets after the occasion ('spring open house (April)').
 */
const MONTH_ALONE = new RegExp(
  String.raw`\b(?:in|for|by|before|during|starting|starts|start of|beginning of|end of|early|mid|late|this|next|our|their|the)\s+(?:(?:early|mid|late)[\s-]+)?(${MONTH_NAMES.join('|')})\b(?!\s*\d)|\((${MONTH_NAMES.join('|')})\)`,
);

/**
 * The month a request places the order in when it names no date ('interns arriving in January'):
 * the next such month from `now` (this one included), as 'January 2027'; null when none is named.
 * Not a deadline to produce by (readDeadline reads none from it): what the client reads as timing.
 */
export function monthNamed(text: string, now: Date): string | null {
  const m = MONTH_ALONE.exec(text.toLowerCase());
  if (!m) return null;
  const name = m[1] ?? m[2];
  const month = MONTH_NAMES.indexOf(name);
  const year = now.getUTCFullYear() + (month < now.getUTCMonth() ? 1 : 0);
  return `${name[0].toUpperCase()}${name.slice(1)} ${year}`;
}

/** Delivery windows this short (production days) also accept a supplier's rush service: the assistant's and the decks'. */
export const RUSH_WITHIN = 7;

export const RUSH = /\b(rush|asap|urgent(?:ly)?|right away|quick turnaround|fast turnaround|last[- ]minute)\b/;

/** A request that says it has time: 'no rush', 'not in a hurry', 'not urgent', 'whenever is fine'. */
export const NO_RUSH = /\b(?:no|not in an?|not an?|in no)\s+(?:(?:huge|big|real|great|major|particular)\s+)?(?:rush|hurry)\b|\bnot\s+(?:urgent|time[- ]sensitive)\b|\bno deadline\b|\bwhenever(?: is fine| works)?\b/;

/**
 * The earliest day named as a date ('Dec 14', 'December 11th', '12/18', 'the 4th of December', 'by
 * Friday'), read by chrono-node. A month alone ('in March'), a year or a time of day is not a date
 * to produce by. Every date read is blanked, so that its numbers are not read as quantities.
 */
/** What a date is written with: a month or weekday's name, or day and month in figures ('12/18'); not a bare number. */
const NAMED_DAY = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\d{1,2}[/.-]\d{1,2}/;

/** A length of time chrono-node counts from now ('2.40 w' of 'max 2.40 w our name', '3 wks'): a price or a duration, never a date. */
const DURATION = /^\s*\d+(?:\.\d+)?\s*(?:w|wks?|weeks?|d|days?|h|hrs?|hours?|mins?|minutes?|mos?|months?|y|yrs?|years?)\b/i;

/** A weekday right before 'the 30th' (its day of the month). */
const WEEKDAY_IN_BRACKETS = /(?<=\d(?:st|nd|rd|th)?\s?)\((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|urday|nesday|sday|rsday)?\.?\)/g;
const WEEKDAY_BEFORE_ORDINAL = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?(?=\s+the\s+\d{1,2}(?:st|nd|rd|th)\b)/g;

/** A time of day written as one ('3pm', '10:30', 'at noon'), not a bare number after a date. */
const TIME_WORDS = /\d:\d|\b(?:am|pm|a\.m|p\.m|noon|midnight|o'?clock|at)\b/;

/**
 * A weekday's short name written in capitals inside a request that is not all capitals ('the SAT
 * prep students', 'SUN Health'): a name or an acronym, not a day.
 */
function isAcronym(written: string, request: string): boolean {
  return /^(?:MON|TUE|TUES|WED|THU|THUR|THURS|FRI|SAT|SUN)$/.test(written) && /[a-z]/.test(request);
}

type Parsed = ReturnType<typeof chrono.parse>[number];
/**
 * The part of a day ('senior night Feb 12', 'our evening on December 15') is no part of a date:
 * chrono-node merged it with the date after it and lost the day and month. Blanked, same length.
 */
const DAY_PARTS = /\b(?:night|evening|morning|afternoon)\b/g;
const parseDates = (text: string, now: Date) => chrono.parse(text.replace(DAY_PARTS, (m) => ' '.repeat(m.length)), { instant: now, timezone: 'UTC' }, { forwardDate: true });

/**
 * The date alone when chrono-node read a number after it as its time or year ('jan 8, 4.25 max' is a
 * price after the date, 'dec 11 1500 pens' a count): the longest start of its text read without them.
 */
function dateOnly(r: Parsed, now: Date): Parsed {
  const hourFromNumber = r.start.isCertain('hour') && !TIME_WORDS.test(r.text);
  const farYear = r.start.isCertain('year') && Math.abs(r.start.get('year')! - now.getUTCFullYear()) > 2;
  if (!hourFromNumber && !farYear) return r;
  for (let end = r.text.lastIndexOf(' '); end > 0; end = r.text.lastIndexOf(' ', end - 1)) {
    const shorter = parseDates(r.text.slice(0, end), now)[0];
    if (shorter && shorter.index === 0 && !shorter.start.isCertain('hour') && !shorter.start.isCertain('year')) return Object.assign(shorter, { index: r.index });
  }
  return r;
}

function readDate(t: Text, now: Date): { month: number; day: number } | null {
  const found = parseDates(t.text, now)
    .map((r) => dateOnly(r, now))
    .filter((r) => ((r.start.isCertain('day') && r.start.isCertain('month')) || r.start.isCertain('weekday')) && NAMED_DAY.test(r.text) && !DURATION.test(r.text))
    .filter((r) => !isAcronym(t.original.slice(r.index, r.index + r.text.length), t.original));
  for (const r of found) t.blank(r.index, r.text.length);
  const days = found.map((r) => ({ month: r.start.get('month')! - 1, day: r.start.get('day')!, at: Date.UTC(r.start.get('year')!, r.start.get('month')! - 1, r.start.get('day')!) }));
  return days.sort((a, b) => a.at - b.at)[0] ?? null;
}
