// The sending calendar (server/mail/calendar.ts): business days and the daily window in the
// workspace's time zone, daylight saving included, and the spread that stays inside the window.
import { describe, expect, it } from 'vitest';
import { nextSendingTime, spreadSecondsFor, startOfLocalDay, stepTime, systemTimeOf } from '../../server/mail/calendar.js';

const NY = { timeZone: 'America/New_York', windowStart: 9 * 60, windowEnd: 17 * 60 };
const UTC = { timeZone: 'UTC', windowStart: 9 * 60, windowEnd: 17 * 60 };

describe('sending calendar', () => {
  it('keeps a time inside the window on a weekday, and moves one outside it to the next opening', () => {
    expect(nextSendingTime(new Date('2026-12-01T10:30:00Z'), UTC).toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(nextSendingTime(new Date('2026-12-01T06:00:00Z'), UTC).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(nextSendingTime(new Date('2026-12-01T17:00:00Z'), UTC).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    // Friday evening and Saturday go to Monday morning.
    expect(nextSendingTime(new Date('2026-12-04T18:00:00Z'), UTC).toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(nextSendingTime(new Date('2026-12-05T12:00:00Z'), UTC).toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('reads the window in the workspace’s time zone, across daylight saving', () => {
    // 05:00 in New York on a Tuesday in winter (UTC−5): the window opens at 14:00 UTC.
    expect(nextSendingTime(new Date('2026-12-01T10:00:00Z'), NY).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    // The Monday after the spring change (UTC−4): 13:00 UTC.
    expect(nextSendingTime(new Date('2026-03-07T12:00:00Z'), NY).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-12-01T03:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('counts business days, skipping weekends', () => {
    // Five business days after Tuesday Dec 1 is Tuesday Dec 8, same time.
    expect(stepTime(new Date('2026-12-01T10:00:00Z'), 5, UTC).toISOString()).toBe('2026-12-08T10:00:00.000Z');
    // Two after Thursday is Monday.
    expect(stepTime(new Date('2026-12-03T10:00:00Z'), 2, UTC).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it('keeps the spread inside the day’s window', () => {
    const late = stepTime(new Date('2026-12-01T16:58:00Z'), 0, UTC, 3600);
    expect(late.getTime()).toBeLessThan(new Date('2026-12-01T17:00:00Z').getTime());
    expect(stepTime(new Date('2026-12-01T10:00:00Z'), 0, UTC, 90).toISOString()).toBe('2026-12-01T10:01:30.000Z');
    for (let i = 0; i < 200; i++) {
      expect(spreadSecondsFor(1)).toBeLessThan(3);
      expect(spreadSecondsFor(1000)).toBeLessThan(3000);
      expect(spreadSecondsFor(100_000)).toBeLessThan(3600);
    }
  });

  it('turns a business-clock time into the system time a job must run at', () => {
    const clock = { now: () => new Date(Date.now() + 86_400_000) };
    const at = new Date(clock.now().getTime() + 60_000);
    expect(Math.abs(systemTimeOf(clock, at).getTime() - (Date.now() + 60_000))).toBeLessThan(50);
  });
});
