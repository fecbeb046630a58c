import { TZDate } from '@date-fns/tz';
import { addBusinessDays } from 'date-fns/addBusinessDays';
import { addDays } from 'date-fns/addDays';
import { isWeekend } from 'date-fns/isWeekend';
import { startOfDay } from 'date-fns/startOfDay';

/**
 * The workspace's sending calendar: business days (Monday to Friday) and a daily window, in its
 * time zone (daylight saving included, through @date-fns/tz).
 */
export type SendingWindow = { timeZone: string; windowStart: number; windowEnd: number };

const knownZones = new Map<string, boolean>();

/** Whether a time zone name is one this runtime knows (asked of Intl once per name: every step and send asks). */
export function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    // Names come from saved settings (a few per workspace); a stranger cannot grow this.
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  return known;
}

const zoned = (at: Date, timeZone: string) => new TZDate(at.getTime(), isTimeZone(timeZone) ? timeZone : 'UTC');
const minutesOfDay = (d: TZDate) => d.getHours() * 60 + d.getMinutes();
const atMinute = (day: TZDate, minute: number): TZDate => {
  const d = new TZDate(day.getTime(), day.timeZone ?? 'UTC');
  d.setHours(Math.floor(minute / 60), minute % 60, 0, 0);
  return d;
};

/** Midnight of `at`'s day in the zone (what "sent today" counts from). */
export const startOfLocalDay = (at: Date, timeZone: string): Date => new Date(startOfDay(zoned(at, timeZone)).getTime());

/** The first moment at or after `at` inside the window on a business day. */
export function nextSendingTime(at: Date, w: SendingWindow): Date {
  let d = zoned(at, w.timeZone);
  for (let i = 0; i < 8; i++) {
    if (!isWeekend(d)) {
      const m = minutesOfDay(d);
      if (m < w.windowStart) return new Date(atMinute(d, w.windowStart).getTime());
      if (m < w.windowEnd) return new Date(d.getTime());
    }
    d = atMinute(addDays(d, 1), 0);
  }
  return new Date(d.getTime());
}

/**
 * When a step `businessDays` after `from` runs: that many business days later, inside the window,
 * plus `spreadSeconds` (a random spread, so many enrolments do not leave in one second) kept
 * inside the same day's window.
 */
export function stepTime(from: Date, businessDays: number, w: SendingWindow, spreadSeconds = 0): Date {
  const base = businessDays > 0 ? addBusinessDays(zoned(from, w.timeZone), businessDays) : zoned(from, w.timeZone);
  const open = nextSendingTime(new Date(base.getTime()), w);
  const room = Math.max(0, (w.windowEnd - minutesOfDay(zoned(open, w.timeZone)) - 1) * 60);
  return new Date(open.getTime() + Math.min(spreadSeconds, room) * 1000);
}

/**
 * A random spread for a batch of `size` enrolments: about 3 seconds per contact, at most an hour,
 * so a thousand enrolments leave over the window's first hour instead of in one second.
 */
export const spreadSecondsFor = (size: number): number => Math.floor(Math.random() * Math.min(3600, Math.max(1, size) * 3));

/**
 * The system time at which a job must run for it to run at `at` on the business clock (they
 * differ when the clock is set to another day, for a demo or a test): Agenda runs on system time.
 */
export const systemTimeOf = (clock: { now(): Date }, at: Date): Date => new Date(Date.now() + (at.getTime() - clock.now().getTime()));
